//! What the lucky draw takes and answers, shared by REST (snake_case JSON) and GraphQL.

use chrono::{DateTime, Utc};
use kernel::pagination::PageMeta;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `POST api/user/luckydraw/buy-ticket`.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
pub struct BuyTicketsInput {
    /// The ticket product's id (required).
    #[schema(value_type = i64, required = true, minimum = 1)]
    pub product_id: Option<serde_json::Value>,
    /// How many tickets (required): a whole number from 1 to the remaining tickets, at most
    /// 1,000,000 (digits as text are fine).
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 1_000_000)]
    pub ticket_count: Option<serde_json::Value>,
}

/// How a purchase is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum, ToSchema)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum PurchaseStatus {
    /// Paid with tokens; the tickets are sold.
    Paid,
    /// Paid by transfer; the numbers are held until an admin checks the screenshot.
    Pending,
    /// Paid by transfer and approved by an admin; the tickets are sold.
    Approved,
    /// Paid by transfer, but an admin rejected the payment; the numbers went back to the batch.
    Rejected,
    /// Paid by transfer, but no admin decided within the `ticket_hold_minutes` setting: the
    /// numbers went back to the batch.
    Expired,
}

/// What a ticket purchase answers (the ticket-buy-success page).
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct TicketPurchaseResult {
    /// Number of tickets bought (or held, for a transfer).
    pub ticket_counts: i64,
    /// Tokens debited (0 for a transfer).
    pub token_use: i64,
    /// The prize's name in the caller's language.
    pub product_name: String,
    /// The ticket numbers bought (or held, for a transfer), ascending.
    pub tickets: Vec<i64>,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// The draw (batch) the tickets are in: `luckyDraw(id)`, `api/user/luckydraw/lives/{id}`.
    pub lucky_draw_id: i64,
    /// The purchase id (`live-lucky-number?ticket_id=`).
    pub ticket_id: i64,
    /// Paid with tokens, or pending for a transfer until an admin decides.
    pub status: PurchaseStatus,
    /// Kyat to transfer (transfer purchases; 0 with tokens).
    pub amount_mmk: i64,
}

/// A ticket product in the lucky-draw list and on the home screen.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct TicketProductCard {
    /// The ticket product's id (what `buy-ticket` takes as `product_id`).
    pub id: i64,
    /// The prize's catalogue product.
    pub product_id: i64,
    /// The prize's URL-safe key (`product(slug)`).
    pub slug: String,
    /// The prize's name in the caller's language.
    pub name: String,
    /// Category name.
    pub category: String,
    /// Thumbnail URL (320 px).
    pub feature_image: Option<String>,
    /// The prize's price in whole kyat (MMK).
    pub actual_price: i64,
    /// Tickets in a batch.
    pub ticket: i64,
    /// Tickets of the current batch still for sale.
    pub remaining_tickets: i64,
    /// The same number under the name the spec's ticket list uses (REST only).
    #[graphql(skip)]
    pub remaining_ticket: i64,
    /// Tokens per ticket.
    pub cost_token_point: i64,
    /// The badge ("Hot") in the shopper's language.
    pub label: String,
    /// The current batch (1, 2, ...).
    pub batch: i32,
    /// The current batch's draw id.
    pub lucky_draw_id: i64,
    /// `hex(SHA-256(seed))` of the current batch, public from its start.
    pub seed_hash: String,
    /// Kyat per ticket when paid by transfer.
    pub ticket_price_mmk: i64,
    /// When the current batch ends (UTC): drawn among its sold tickets, or cancelled below
    /// `minTickets`; null when it ends only by selling out (REST: left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ends_at: Option<DateTime<Utc>>,
    /// Tickets that must be sold by `endsAt` for the draw to take place; null without an end
    /// (REST: left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_tickets: Option<i64>,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct TicketProductPage {
    /// This page's ticket products.
    pub data: Vec<TicketProductCard>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// The prize as a draw shows it.
#[derive(Debug, Clone, Default, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct DrawProduct {
    /// The prize's catalogue product id.
    pub id: i64,
    /// The prize's URL-safe key (`product(slug)`).
    pub slug: String,
    /// The prize's name in the caller's language.
    pub name: String,
    /// Category name in the caller's language.
    pub category: String,
    /// Thumbnail URL (320 px); null without a picture.
    pub feature_image: Option<String>,
    /// The prize's price in whole kyat (MMK).
    pub actual_price: i64,
}

/// Who won a draw.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct DrawWinner {
    /// The winner's display name.
    pub name: String,
    /// URL of the winner's avatar; null without one.
    pub profile_image: Option<String>,
    /// When the draw was declared.
    pub date: DateTime<Utc>,
    /// The winner's township (in the caller's language).
    pub township: Option<String>,
}

/// Where a draw is: selling, sold out and waiting for its draw time, or declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, EnumIter, DeriveActiveEnum, async_graphql::Enum, ToSchema)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum DrawStatus {
    /// Selling tickets.
    Open,
    /// Sold out; the lucky number is drawn at `drawAt`.
    Closed,
    /// The lucky number is declared.
    Drawn,
    /// Ended below its minimum of tickets sold: no draw, every purchase refunded.
    Cancelled,
}

/// A ticket number's state (the `ticket.status` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
pub enum TicketStatus {
    /// Paid (tokens, or a transfer an admin approved): it takes part in the draw.
    Sold,
    /// Held for a transfer an admin has not decided yet.
    Pending,
}

/// Everything needed to recompute a declared lucky number (DESIGN.md "Lucky draw").
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct DrawFairness {
    /// The ticket product the batch belongs to.
    pub ticket_product_id: i64,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// Tickets in the batch (the modulus of a sold-out draw).
    pub ticket: i64,
    /// Drawn at its end: the number of sold tickets the lucky number was drawn among (positions
    /// 1..=drawnAmong of the sold tickets in number order, the lines of `ticketsUrl`); null for a
    /// sold-out draw (REST: left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn_among: Option<i64>,
    /// Published from the batch's start.
    pub seed_hash: String,
    /// The secret seed (hex), revealed with the result.
    pub seed: Option<String>,
    /// `hex(SHA-256)` of the sold tickets' lines, set at the draw.
    pub tickets_digest: Option<String>,
    /// Where the lines `"{ticket_number}:{user_id}\n"` can be downloaded (text/plain).
    pub tickets_url: String,
    /// The formula, in words.
    pub formula: String,
}

/// A draw as its detail page shows it (`histories/{id}`, `lives/{id}`, `luckydraw-winners/{id}`).
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct LuckyDrawDetail {
    /// The draw (batch) id; also the `lucky_draw_winner_id` a winner claims with.
    pub id: i64,
    /// The ticket product this draw is a batch of.
    pub ticket_product_id: i64,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// Selling, sold out and waiting, or declared.
    pub status: DrawStatus,
    /// Tickets in the batch.
    pub ticket: i64,
    /// Tickets taken: sold, or held while a transfer waits for an admin.
    pub sold: i64,
    /// Null until declared.
    pub lucky_number: Option<i64>,
    /// Whether the caller holds the lucky number.
    pub is_win: bool,
    /// Whether the prize has been claimed.
    pub claimed: bool,
    /// When the draw was declared.
    pub opened_at: Option<DateTime<Utc>>,
    /// When it will be declared (once sold out).
    pub draw_at: Option<DateTime<Utc>>,
    /// While selling: when the batch ends (drawn among the sold tickets, or cancelled below
    /// `minTickets`); null without an end (REST: left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ends_at: Option<DateTime<Utc>>,
    /// Tickets that must be sold by `endsAt`; null without an end (REST: left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_tickets: Option<i64>,
    /// The caller's ticket numbers in this draw, ascending (REST: comma separated, as the spec's
    /// detail pages read them).
    #[serde(serialize_with = "kernel::compat::comma_joined")]
    #[schema(value_type = String)]
    pub ticket_numbers: Vec<i64>,
    /// Sold numbers for the waiting animation.
    pub random_ticket_numbers: Vec<i64>,
    /// The prize.
    pub product: DrawProduct,
    /// Who won; null until declared.
    pub winner: Option<DrawWinner>,
    /// What anyone needs to recompute the lucky number.
    pub fairness: DrawFairness,
}

/// One of the caller's draws in the History, LuckyDraw Live and My Prizes tabs.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct MyLuckyDraw {
    /// The draw (batch) id.
    pub id: i64,
    /// The caller's latest purchase in this draw (`live-lucky-number?ticket_id=`).
    pub ticket_id: i64,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// Selling, sold out and waiting, or declared.
    pub status: DrawStatus,
    /// When the draw was declared; null before.
    pub opened_at: Option<DateTime<Utc>>,
    /// When it will be declared; null while tickets are still for sale.
    pub draw_at: Option<DateTime<Utc>>,
    /// The winning ticket number; null until declared.
    pub lucky_number: Option<i64>,
    /// Whether the caller holds the lucky number.
    pub is_win: bool,
    /// Whether the prize has been claimed (`claimPrize`).
    pub claimed: bool,
    /// The caller's numbers in this draw, ascending (held ones included).
    pub ticket_numbers: Vec<i64>,
    /// Numbers held while a transfer waits for an admin.
    pub pending_numbers: Vec<i64>,
    /// The prize.
    pub product: DrawProduct,
}

/// Which of the caller's draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, async_graphql::Enum)]
pub enum MyDrawList {
    /// Declared draws the caller took part in.
    History,
    /// Draws not yet declared the caller holds tickets in.
    Live,
    /// Draws the caller won.
    Prizes,
}

/// `GET api/user/live-lucky-number?ticket_id=`.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct LiveLuckyNumber {
    /// `you` (the caller won), `other` (someone else did), `waiting` (not declared yet) or
    /// `cancelled` (the draw ended below its minimum and was refunded).
    pub code: String,
    /// The declared lucky number; null while `waiting`.
    #[serde(rename = "luckyNumber")]
    pub lucky_number: Option<i64>,
    /// The draw (batch) the purchase is in.
    pub lucky_draw_id: i64,
}

/// A card of the winners list.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct WinnerCard {
    /// The draw id.
    pub id: i64,
    /// The winner's display name (as `winner.name`).
    pub name: String,
    /// URL of the winner's avatar; null without one.
    pub profile_image: Option<String>,
    /// Who won, with their township.
    pub winner: DrawWinner,
    /// When the draw was declared.
    pub created_at: DateTime<Utc>,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// When the draw was declared (as `createdAt`).
    pub opened_at: DateTime<Utc>,
    /// The winning ticket number.
    pub lucky_number: i64,
    /// The prize.
    pub product: DrawProduct,
}

#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct WinnerPage {
    /// This page's winners, newest first.
    pub data: Vec<WinnerCard>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// The home screen's winners strip.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct WinnerSlide {
    /// The draw id (`luckyDraw(id)`).
    pub id: i64,
    /// The prize's name.
    pub product: String,
    /// The winner's name.
    pub name: String,
}

/// Admin: a transfer for tickets waiting to be checked.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct PendingTicketPayment {
    /// The purchase id.
    pub id: i64,
    /// The draw (batch) the tickets are held in.
    pub lucky_draw_id: i64,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// The prize's name.
    pub product_name: String,
    /// Number of tickets held.
    pub ticket_count: i64,
    /// The held ticket numbers, ascending.
    pub tickets: Vec<i64>,
    /// Amount the shopper should have transferred, in whole kyat (MMK).
    pub amount_mmk: i64,
    /// The payment method the shopper transferred with.
    pub payment_method_name: String,
    /// Where an admin sees the screenshot.
    pub screenshot_url: String,
    /// What the shop found checking the screenshot: a copy of an earlier one, a transaction id
    /// seen before, an amount that is not what is due, an old transfer, an unreadable receipt.
    pub flags: Vec<payments::model::PaymentFlag>,
    /// What was read from the receipt, beside what is due.
    pub receipt: payments::model::ReceiptReading,
    /// The shopper's name, to match the name on the transfer.
    pub customer_name: String,
    /// The shopper's phone number.
    pub customer_phone: String,
    /// When the shopper bought the tickets (UTC).
    pub created_at: DateTime<Utc>,
}

/// Admin: a product raffled in batches.
#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct TicketProductInput {
    /// The catalogue product given to the winner.
    pub product_id: i64,
    /// Tickets per batch.
    pub ticket: i64,
    /// Tokens per ticket.
    pub cost_token_point: i64,
    /// The card's badge in English ("Hot"); `labelMm` and `labelCh` in Burmese and Chinese
    /// (English is shown where they are empty).
    #[graphql(default)]
    pub label: String,
    /// The badge in Burmese; null or empty shows the English.
    #[serde(default)]
    pub label_mm: Option<String>,
    /// The badge in Chinese; null or empty shows the English.
    #[serde(default)]
    pub label_ch: Option<String>,
    /// When the batches end (UTC; the admin's form takes Myanmar time): the open batch is then
    /// drawn among its sold tickets, or cancelled and refunded below `minTickets`, and no batch
    /// opens after it. Must be in the future; null: batches end only by selling out.
    #[serde(default)]
    pub ends_at: Option<DateTime<Utc>>,
    /// Tickets that must be sold by `endsAt` for the draw to take place: 1 to `ticket`; null: 1.
    #[serde(default)]
    pub min_tickets: Option<i64>,
}

/// Admin: changes to a ticket product; what is left out stays. A new ticket count applies from
/// the next batch (the current one keeps the count its buyers saw).
#[derive(Debug, Clone, Default, Deserialize, async_graphql::InputObject)]
pub struct TicketProductUpdate {
    /// Tickets per batch, from the next batch on.
    pub ticket: Option<i64>,
    /// Tokens per ticket.
    pub cost_token_point: Option<i64>,
    /// The badge in English ("Hot").
    pub label: Option<String>,
    /// Empty clears it (English is shown).
    pub label_mm: Option<String>,
    /// The badge in Chinese; empty clears it (English is shown).
    pub label_ch: Option<String>,
    /// True hides it from shoppers; false shows it again.
    pub hidden: Option<bool>,
    /// A new end time (UTC), in the future.
    pub ends_at: Option<DateTime<Utc>>,
    /// A new minimum of tickets sold by the end: 1 to the current batch's ticket count.
    pub min_tickets: Option<i64>,
}

/// Admin: a ticket product as the admin manages it, hidden ones included.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminTicketProduct {
    /// The ticket product id.
    pub id: i64,
    /// The prize's catalogue product id.
    pub product_id: i64,
    /// The prize's name.
    pub name: String,
    /// Tickets per batch for the batches to come.
    pub ticket: i64,
    /// Tokens per ticket.
    pub cost_token_point: i64,
    /// The badge in English, Burmese and Chinese, as the admin typed them.
    pub label: String,
    /// The badge in Burmese; null when not given.
    pub label_mm: Option<String>,
    /// The badge in Chinese; null when not given.
    pub label_ch: Option<String>,
    /// Whether it is hidden from shoppers.
    pub hidden: bool,
    /// The current batch, its size and how many of its tickets are taken.
    pub batch: i32,
    /// Tickets in the current batch.
    pub batch_ticket: i64,
    /// Tickets of the current batch taken (sold, or held for a transfer).
    pub sold: i64,
    /// When the batches end (UTC); null when they end only by selling out.
    pub ends_at: Option<DateTime<Utc>>,
    /// Tickets that must be sold by `endsAt`; null without a minimum.
    pub min_tickets: Option<i64>,
}

/// Admin: one batch of a ticket product, with its result, winner and the fairness data.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminLuckyDraw {
    /// The batch (draw) id: `luckyDraw(id)`.
    pub id: i64,
    /// The batch number (1, 2, ...).
    pub batch: i32,
    /// Selling, sold out and waiting for its draw time, or declared.
    pub status: DrawStatus,
    /// Tickets in the batch.
    pub ticket: i64,
    /// Numbers sold (paid with tokens, or transfers an admin approved).
    pub sold: i64,
    /// Numbers nobody has taken yet (`ticket - sold - heldNumbers`).
    pub remaining: i64,
    /// Numbers held for transfers an admin has not decided yet.
    pub held_numbers: i64,
    /// When the batch opened (RFC 3339, UTC).
    pub opened_at: String,
    /// When the lucky number is (or was) drawn (RFC 3339, UTC); null while selling.
    pub draw_at: Option<String>,
    /// The declared lucky number; null until the draw.
    pub lucky_number: Option<i64>,
    /// Who holds the lucky number; null until the draw.
    pub winner: Option<accounts::model::AdminUserRef>,
    /// Whether the winner claimed the prize into their to-ship list.
    pub claimed: bool,
    /// Whether the prize left: its to-ship item is in a shipping order an admin approved (on the
    /// way, or since received).
    pub shipped: bool,
    /// `hex(SHA-256(seed))`, published when the batch opened.
    pub seed_hash: String,
    /// The seed (hex), revealed with the result; null until the draw, to admins too.
    pub seed: Option<String>,
    /// `hex(SHA-256(lines))` of the sold tickets, fixed at the draw; null until then.
    pub tickets_digest: Option<String>,
}

/// Admin: one page of a ticket product's batches, newest first.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminLuckyDrawPage {
    /// This page's batches.
    pub data: Vec<AdminLuckyDraw>,
    /// Page numbers and the total count.
    pub meta: PageMeta,
}

/// What the admin dashboard counts of the lucky draw.
#[derive(Debug, Clone, Copy, Default)]
pub struct DrawCounts {
    /// Ticket purchases by transfer waiting to be checked.
    pub pending_ticket_payments: u64,
    /// Sold-out batches whose lucky number is not declared yet.
    pub draws_due: u64,
    /// Batches declared in the range.
    pub draws_declared: u64,
}

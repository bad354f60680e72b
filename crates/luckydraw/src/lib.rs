//! The lucky draw: ticket products, batches with committed seeds, ticket purchases that never
//! oversell (paid with tokens or held for a transfer), the provably fair draw ([`fairness`],
//! [`draw`]), results, winners and prize claims.
//!
//! One name per thing in the code (batch, purchase, ticket); the spec's wire names, which this crate
//! keeps where the spec fixes them, map to them once, here:
//!
//! | the code says | table | on the wire (REST and GraphQL) |
//! |---|---|---|
//! | ticket product | `ticket_product` | `product_id` of `buy-ticket`, `ticketProductId` |
//! | batch (one round of a ticket product; "a draw" to shoppers) | `ticket_batch` | `lucky_draw_id`, `lucky_draw_winner_id` (claim-prize), `id` of `histories/{id}`, `lives/{id}`, `luckydraw-winners/{id}` |
//! | purchase (tickets bought at once) | `ticket_purchase` | `ticket_id` (`live-lucky-number?ticket_id=`), `id` of admin ticket payments |
//! | ticket (one number of a draw) | `ticket` | `tickets`, `ticket_numbers` |
//!
//! A batch's state is [`model::DrawStatus`], a purchase's [`model::PurchaseStatus`] and a number's
//! [`model::TicketStatus`]; transfers are checked and decided through the `payments` crate, and a
//! claimed prize joins the to-ship list through `orders::to_ship`.

pub mod admin;
pub mod draw;
pub mod ends;
pub mod entity;
pub mod fairness;
pub mod graphql;
pub mod group_commit;
pub mod integrity;
pub mod live;
pub mod model;
pub mod previews;
pub mod purchases;
pub mod reads;
pub mod rest;
pub mod settings;
pub mod ticket_payments;
pub mod ticket_products;

//! A stored notification in words: its kind picks the title and body from the catalogue
//! (`crates/kernel/locales/notify.yml`), its parameters fill them, in the reader's language at the
//! time they read it (a product's name too, so a renamed product reads as it is now).

use std::collections::HashMap;

use kernel::{AppContext, AppResult, Locale};

use crate::entity::notification;

/// What the bell's drawer, the toast and a push show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub title: String,
    pub body: String,
    /// An image to show with it (the product of a draw), absolute path on this site.
    pub image: Option<String>,
    /// Where tapping it goes in the web app.
    pub link: Option<String>,
}

/// Renders `rows` in `locale`, in order, with one product lookup for all of them.
pub async fn render_all(ctx: &AppContext, rows: &[notification::Model], locale: Locale) -> AppResult<Vec<Rendered>> {
    let params: Vec<serde_json::Map<String, serde_json::Value>> = rows
        .iter()
        .map(|row| match serde_json::from_str(&row.params) {
            Ok(serde_json::Value::Object(map)) => map,
            _ => serde_json::Map::new(),
        })
        .collect();
    let product_ids: Vec<i64> = params.iter().filter_map(|p| p.get("product_id")?.as_i64()).collect();
    let products = catalog::service::summaries(ctx, &product_ids, locale).await?;
    Ok(rows.iter().zip(params).map(|(row, params)| render_with(row, params, &products, locale)).collect())
}

/// Renders one notification (the push sender's case).
pub async fn render(ctx: &AppContext, row: &notification::Model, locale: Locale) -> AppResult<Rendered> {
    let mut rendered = render_all(ctx, std::slice::from_ref(row), locale).await?;
    Ok(rendered.pop().expect("one rendered per row"))
}

fn render_with(
    row: &notification::Model,
    params: serde_json::Map<String, serde_json::Value>,
    products: &HashMap<i64, catalog::model::ProductSummary>,
    locale: Locale,
) -> Rendered {
    let product = params.get("product_id").and_then(|id| products.get(&id.as_i64()?));
    let mut args: Vec<(&str, String)> = params
        .iter()
        .map(|(name, value)| {
            let text = match value {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            (name.as_str(), text)
        })
        .collect();
    args.push(("product", product.map(|p| p.name.clone()).unwrap_or_default()));
    let Some(link) = link(&row.kind) else {
        return Rendered {
            title: locale.text("notify.generic.title", &[]),
            body: String::new(),
            image: None,
            link: None,
        };
    };
    let body_key = match row.kind.as_str() {
        // One title, a body per way the tokens came.
        "tokens_credited" => {
            let source = params.get("source").and_then(|s| s.as_str()).unwrap_or("token_pack");
            let source = if TOKEN_SOURCES.contains(&source) { source } else { "token_pack" };
            format!("notify.tokens_credited.{source}")
        }
        // The courier and tracking number, when the admin gave them.
        "shipping_approved" => match (params.get("courier"), params.get("tracking_number")) {
            (Some(serde_json::Value::String(_)), Some(serde_json::Value::String(_))) => {
                "notify.shipping_approved.tracked".to_owned()
            }
            (Some(serde_json::Value::String(_)), _) => "notify.shipping_approved.courier".to_owned(),
            _ => "notify.shipping_approved.body".to_owned(),
        },
        kind => format!("notify.{kind}.body"),
    };
    Rendered {
        title: locale.text(&format!("notify.{}.title", row.kind), &args),
        body: locale.text(&body_key, &args),
        image: product.and_then(|p| p.feature_image.clone()),
        link: Some(link.to_owned()),
    }
}

/// The ways tokens are credited, each with its own sentence.
pub const TOKEN_SOURCES: [&str; 5] = ["token_pack", "purchase_reward", "daily_reward", "daily_bonus", "admin_grant"];

/// Every kind the shop writes, with the page it opens; `None` for a kind this version does not know
/// (written by a newer instance during a rolling upgrade), shown with a generic title.
fn link(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "order_approved" | "order_cancelled" | "shipping_rejected" | "prize_claimed" | "order_refunded"
        | "refund_sent" => "/my-orders-to-ship",
        "shipping_approved" => "/my-orders-shipping",
        "return_approved" | "return_rejected" => "/my-orders-received",
        "tokens_credited" | "tokens_taken" => "/token",
        "ticket_payment_approved"
        | "ticket_payment_rejected"
        | "ticket_hold_expired"
        | "draw_won"
        | "draw_lost"
        | "draw_cancelled"
        | "ticket_hold_ended" => "/lucky-draw",
        "review_approved" | "review_rejected" => "/my-reviews",
        "recovery_approved" | "recovery_rejected" => "/",
        "low_stock" => "/admin/products",
        "referral_points_earned" | "referral_points_granted" | "referral_points_taken" => "/referral-gift",
        _ => return None,
    })
}

/// Every kind [`link`] knows, for the tests that check each has its texts.
pub const KINDS: &[&str] = &[
    "order_approved",
    "order_cancelled",
    "shipping_approved",
    "shipping_rejected",
    "tokens_credited",
    "ticket_payment_approved",
    "ticket_payment_rejected",
    "ticket_hold_expired",
    "draw_won",
    "draw_lost",
    "prize_claimed",
    "review_approved",
    "review_rejected",
    "recovery_approved",
    "recovery_rejected",
    "referral_points_earned",
    "tokens_taken",
    "referral_points_granted",
    "referral_points_taken",
    "low_stock",
    "order_refunded",
    "refund_sent",
    "return_approved",
    "return_rejected",
    "draw_cancelled",
    "ticket_hold_ended",
];

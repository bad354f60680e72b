//! What the lucky draw takes and answers, shared by REST and GraphQL.

use serde::{Deserialize, Serialize};

/// `POST api/user/luckydraw/buy-ticket`.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
pub struct BuyTicketsInput {
    /// The ticket product's id.
    #[schema(value_type = Option<i64>)]
    pub product_id: Option<serde_json::Value>,
    /// How many tickets: a whole number from 1 to the remaining tickets (digits as text are fine).
    #[schema(value_type = Option<i64>)]
    pub ticket_count: Option<serde_json::Value>,
}

impl BuyTicketsInput {
    /// A whole number from a JSON number or a text of digits; anything else is `None`.
    pub fn whole(value: &Option<serde_json::Value>) -> Option<i64> {
        match value {
            Some(serde_json::Value::Number(n)) => n.as_i64(),
            Some(serde_json::Value::String(s)) => s.trim().parse().ok(),
            _ => None,
        }
    }
}

/// What a ticket purchase answers (the ticket-buy-success page).
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct TicketPurchaseResult {
    pub ticket_counts: i64,
    pub token_use: i64,
    pub product_name: String,
    /// The ticket numbers bought, ascending.
    pub tickets: Vec<i64>,
    pub batch: i32,
    /// The purchase id.
    pub ticket_id: i64,
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
    #[graphql(default)]
    pub label: String,
}

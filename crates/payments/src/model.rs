//! What payment methods answer and take, shared by REST and GraphQL.

use serde::{Deserialize, Serialize};

/// A payment method in the checkout list.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentMethod {
    /// What checkout, buy-now, shipping and ticket transfers take as `payment_id`.
    pub id: i64,
    /// The bank or wallet (`KBZPay`, `WavePay`, ...).
    pub name: String,
    /// Logo URL (thumbnail size), if the admin uploaded one.
    pub logo: Option<String>,
}

/// A merchant account to transfer to.
#[derive(
    Debug, Clone, Serialize, Deserialize, async_graphql::SimpleObject, async_graphql::InputObject, utoipa::ToSchema,
)]
#[graphql(input_name = "PaymentNumberInput")]
pub struct PaymentNumber {
    /// The account holder's name, as the shopper's banking app shows it.
    pub account_name: String,
    /// The account or wallet phone number to transfer to.
    pub account_number: String,
}

/// A payment method with the merchant accounts to transfer to.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentMethodDetail {
    /// What checkout, buy-now, shipping and ticket transfers take as `payment_id`.
    pub id: i64,
    /// The bank or wallet (`KBZPay`, `WavePay`, ...).
    pub name: String,
    /// Logo URL (thumbnail size), if the admin uploaded one.
    pub logo: Option<String>,
    /// The accounts to transfer to, in the admin's order.
    pub payment_numbers: Vec<PaymentNumber>,
}

/// Admin: a payment method as the editor shows it, hidden ones too.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject)]
pub struct AdminPaymentMethod {
    /// The payment method id (`updatePaymentMethod(id)`, `setContentHidden`).
    pub id: i64,
    /// The bank or wallet (`KBZPay`, `WavePay`, ...).
    pub name: String,
    /// Logo URL (thumbnail size), if the admin uploaded one.
    pub logo: Option<String>,
    /// Position; lower comes first.
    pub sort: i32,
    /// Hidden from shoppers (checkout refuses it).
    pub hidden: bool,
    /// The accounts to transfer to, in order.
    pub payment_numbers: Vec<PaymentNumber>,
}

/// Admin: a payment method and its accounts (they replace the stored ones).
#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct PaymentMethodInput {
    /// The bank or wallet's name (required).
    pub name: String,
    /// Its merchant accounts, each with a name and a number (both required).
    pub payment_numbers: Vec<PaymentNumber>,
    /// Position in the checkout list, ascending (default 0).
    #[graphql(default)]
    pub sort: i32,
}

//! What payment methods answer and take, shared by REST and GraphQL.

use serde::{Deserialize, Serialize};

/// A payment method in the checkout list.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentMethod {
    pub id: i64,
    pub name: String,
    pub logo: Option<String>,
}

#[derive(
    Debug, Clone, Serialize, Deserialize, async_graphql::SimpleObject, async_graphql::InputObject, utoipa::ToSchema,
)]
#[graphql(input_name = "PaymentNumberInput")]
pub struct PaymentNumber {
    pub account_name: String,
    pub account_number: String,
}

/// A payment method with the merchant accounts to transfer to.
#[derive(Debug, Clone, Serialize, async_graphql::SimpleObject, utoipa::ToSchema)]
pub struct PaymentMethodDetail {
    pub id: i64,
    pub name: String,
    pub logo: Option<String>,
    pub payment_numbers: Vec<PaymentNumber>,
}

#[derive(Debug, Clone, Deserialize, async_graphql::InputObject)]
pub struct PaymentMethodInput {
    pub name: String,
    pub payment_numbers: Vec<PaymentNumber>,
    #[graphql(default)]
    pub sort: i32,
}

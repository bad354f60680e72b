use sea_orm::entity::prelude::*;

/// One change of a user's token or referral-point balance. The sum of a user's rows for a currency
/// equals the balance on the user row; both are written in the same transaction.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "balance_ledger")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    /// `token` or `referral`.
    pub currency: String,
    /// Positive for a credit, negative for a debit.
    pub amount: i64,
    pub balance_after: i64,
    /// Why, e.g. `token_pack`, `purchase_reward`, `ticket_purchase`.
    pub reason: String,
    pub reference_type: Option<String>,
    pub reference_id: Option<i64>,
    /// The admin's reason for a grant or take (`admin_grant` rows); never shown to the shopper.
    pub note: Option<String>,
    pub created_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

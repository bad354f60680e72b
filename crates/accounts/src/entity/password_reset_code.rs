use sea_orm::entity::prelude::*;

/// A password reset code sent by SMS (or asked for an unknown phone, which gets no SMS). Only the
/// newest row of a phone can be used; older ones count towards the phone's limits.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "password_reset_code")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// Normalised to `09...`.
    pub phone: String,
    /// The account of the phone when the code was asked for; `None` for an unknown phone.
    pub user_id: Option<i64>,
    /// `TokenKeys::keyed_hash` of `{phone}:{code}`; the code itself is never stored.
    pub code_hash: String,
    /// Wrong codes typed for this row; at the limit the row is dead.
    pub attempts: i32,
    pub created_at: ChronoDateTimeUtc,
    pub expires_at: ChronoDateTimeUtc,
    /// When it reset the password; a used code never works again.
    pub used_at: Option<ChronoDateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

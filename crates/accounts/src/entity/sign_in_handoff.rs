use sea_orm::entity::prelude::*;

/// A short-lived, single-use value of the Facebook round trip, by its keyed hash: the OAuth
/// `state` (with the PKCE verifier, the referral code, and the account when linking), or the
/// one-time code the web app exchanges for its token. Taken (deleted) when used.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sign_in_handoff")]
pub struct Model {
    /// `TokenKeys::keyed_hash` of the value; the value itself is never stored.
    #[sea_orm(primary_key, auto_increment = false)]
    pub key_hash: String,
    /// `state` or `code`.
    pub purpose: String,
    /// `state`: the account being linked (none for a sign-in); `code`: the account signed in.
    pub user_id: Option<i64>,
    /// `state`: the PKCE verifier the token request must carry.
    pub verifier: Option<String>,
    /// `state`: the referral code of `/signup?ref=`, for a new account.
    pub referral_code: Option<String>,
    pub expires_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

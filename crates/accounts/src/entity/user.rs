use sea_orm::entity::prelude::*;

/// A shopper or an admin.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name: String,
    /// Normalised to `09...`; none for an account made with Facebook until the shopper adds one.
    #[sea_orm(unique)]
    pub phone: Option<String>,
    /// Empty for an account made with Facebook: no password signs in to it until one is set
    /// with a reset code.
    pub password_hash: String,
    /// `customer` or `admin`.
    pub role: kernel::auth::Role,
    #[sea_orm(unique)]
    pub referral_code: String,
    /// Who invited this user, from the referral code given at sign-up.
    pub referred_by_id: Option<i64>,
    /// Bumped to revoke every token issued before.
    pub token_version: i32,
    pub token_point: i64,
    pub referral_point: i64,
    pub address: Option<String>,
    pub postal_code: Option<String>,
    pub region_id: Option<i64>,
    pub township_id: Option<i64>,
    /// Media key of the avatar.
    pub profile_image: Option<String>,
    /// Set by an admin: a blocked account cannot sign in, and its tokens were revoked.
    pub blocked: bool,
    /// The linked Facebook account's id (the provider's `id` or `sub`).
    #[sea_orm(unique)]
    pub facebook_id: Option<String>,
    pub created_at: ChronoDateTimeUtc,
    pub updated_at: ChronoDateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

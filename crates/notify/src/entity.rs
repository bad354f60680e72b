//! The notify crate's tables.

pub mod notification {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "notification")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        /// What happened, e.g. `draw_won`; the key of its title and body in the catalogue.
        pub kind: String,
        /// The values the text needs (JSON object).
        pub params: String,
        pub read_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod push_subscription {
    use sea_orm::entity::prelude::*;

    /// A browser a shopper allowed to show notifications on (a Web Push subscription).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "push_subscription")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        /// The push service's URL for this browser (unique).
        pub endpoint: String,
        /// The browser's P-256 public key, base64url (65 bytes uncompressed).
        pub p256dh: String,
        /// The browser's auth secret, base64url (16 bytes).
        pub auth: String,
        /// The language the browser used when it subscribed; pushes are written in it.
        pub locale: String,
        pub created_at: ChronoDateTimeUtc,
        pub updated_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod push_delivery {
    use sea_orm::entity::prelude::*;

    /// A push still owed to one subscription: written with the notification, deleted once the
    /// push service took it (or said the subscription is gone), retried with backoff otherwise.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "push_delivery")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub notification_id: i64,
        pub subscription_id: i64,
        pub attempts: i32,
        pub next_attempt_at: ChronoDateTimeUtc,
        /// While set and in the future, one sender (of possibly several instances) owns the row.
        pub leased_until: Option<ChronoDateTimeUtc>,
        pub last_error: Option<String>,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

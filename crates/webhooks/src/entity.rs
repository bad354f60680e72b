//! The webhook tables: endpoints, the outbox of events, and one delivery per event and endpoint.

pub mod webhook_endpoint {
    use sea_orm::entity::prelude::*;

    /// Where the owner wants events sent.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_endpoint")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub url: String,
        /// The HMAC key of `Mall-Signature`; never shown back beyond its last 4 characters.
        pub secret: String,
        /// The wire names of the events it receives, comma-joined (`order.placed,order.paid`).
        pub events: String,
        pub description: Option<String>,
        /// Paused: new events are not queued for it, and what is queued waits.
        pub paused: bool,
        pub created_by: i64,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod webhook_event {
    use sea_orm::entity::prelude::*;

    /// One event in the outbox, written in the transaction that made it true.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_event")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        /// The id receivers de-duplicate by: 32 hex digits (a random UUID).
        #[sea_orm(unique)]
        pub event_id: String,
        /// The wire name (`order.paid`).
        pub event_type: String,
        /// The event's `data` object, as JSON text.
        pub data: String,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod webhook_delivery {
    use sea_orm::entity::prelude::*;

    /// An event owed to one endpoint. `pending` until a try is answered 2xx (`delivered`) or the
    /// retries run out (`failed`); a dispatcher holds it while `leased_until` is ahead.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_delivery")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub endpoint_id: i64,
        /// `webhook_event.id`.
        pub event_id: i64,
        pub status: crate::model::WebhookDeliveryStatus,
        /// Tries since it was queued or last resent.
        pub attempts: i32,
        /// When the next try is due; set exactly while pending.
        pub next_attempt_at: Option<ChronoDateTimeUtc>,
        /// When its day of retries began: when it was queued, or last resent.
        pub retry_from: ChronoDateTimeUtc,
        pub last_attempt_at: Option<ChronoDateTimeUtc>,
        /// The receiver's HTTP status at the last try (none: no answer).
        pub last_status_code: Option<i32>,
        pub last_error: Option<String>,
        pub leased_until: Option<ChronoDateTimeUtc>,
        /// Which dispatcher holds the lease (random per process).
        pub lease_owner: Option<String>,
        pub created_at: ChronoDateTimeUtc,
        pub delivered_at: Option<ChronoDateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

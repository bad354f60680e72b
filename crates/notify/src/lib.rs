//! Notifications. Domains write them in the same transaction as the event they report (a draw
//! declared, a ticket payment decided), as a kind and its parameters rather than finished text, so
//! each shopper reads them in the language they use at the time.

pub mod entity {
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
}

pub mod service {
    use chrono::Utc;
    use kernel::AppResult;
    use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};

    use crate::entity::notification;

    /// Stores a notification for `user_id` in the caller's transaction.
    pub async fn record(
        tx: &impl ConnectionTrait,
        user_id: i64,
        kind: &str,
        params: serde_json::Value,
    ) -> AppResult<()> {
        notification::ActiveModel {
            user_id: Set(user_id),
            kind: Set(kind.to_owned()),
            params: Set(params.to_string()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(tx)
        .await?;
        Ok(())
    }
}

//! The daily sign-in's tables (migration `m20261124_000012`).

pub mod daily_cycle {
    use sea_orm::entity::prelude::*;

    /// A 30-day cycle of a shopper, from its first day. The current one is the latest that has
    /// not run out; a new one starts with a check-in after that, or with a restart.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "daily_cycle")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub start_date: Date,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod daily_sign {
    use sea_orm::entity::prelude::*;

    /// A day the shopper is signed in for: checked in that day, or recovered later.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "daily_sign")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub sign_date: Date,
        /// Signed by an approved recovery rather than a check-in.
        pub recovered: bool,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod daily_claim {
    use sea_orm::entity::prelude::*;

    /// Tokens collected for a day (one row per shopper and day).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "daily_claim")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        pub claim_date: Date,
        /// The day's tokens (`daily_point` at the time).
        pub tokens: i64,
        /// The 30-day bonus (`daily_reward_point` at the time), 0 on other days.
        pub bonus: i64,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod daily_recovery {
    use sea_orm::entity::prelude::*;

    use crate::model::RecoveryStatus;

    /// A fee paid by transfer to sign the missed days of a cycle, waiting for an admin.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "daily_recovery")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: i64,
        /// The cycle the missed days belong to.
        pub cycle_start: Date,
        /// Comma-joined `YYYY-MM-DD`.
        pub missed_days: String,
        pub fee_mmk: i64,
        pub status: RecoveryStatus,
        pub payment_method_id: i64,
        pub payment_method_name: String,
        pub payment_screenshot_id: i64,
        pub reject_reason: Option<String>,
        pub decided_by: Option<i64>,
        pub decided_at: Option<ChronoDateTimeUtc>,
        pub created_at: ChronoDateTimeUtc,
    }

    impl Model {
        pub fn missed(&self) -> Vec<Date> {
            self.missed_days.split(',').filter_map(|d| d.parse().ok()).collect()
        }
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

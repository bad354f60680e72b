//! Web Push: the browsers a shopper allowed to be notified on, and the deliveries still owed to them.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum PushSubscription {
    Table,
    Id,
    UserId,
    Endpoint,
    P256dh,
    Auth,
    Locale,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum PushDelivery {
    Table,
    Id,
    NotificationId,
    SubscriptionId,
    Attempts,
    NextAttemptAt,
    LeasedUntil,
    LastError,
    CreatedAt,
}

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Notification {
    Table,
    Id,
    UserId,
    ReadAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PushSubscription::Table)
                    .col(id(PushSubscription::Id))
                    .col(ColumnDef::new(PushSubscription::UserId).big_integer().not_null())
                    .col(ColumnDef::new(PushSubscription::Endpoint).text().not_null())
                    .col(ColumnDef::new(PushSubscription::P256dh).string_len(128).not_null())
                    .col(ColumnDef::new(PushSubscription::Auth).string_len(64).not_null())
                    .col(ColumnDef::new(PushSubscription::Locale).string_len(8).not_null())
                    .col(ColumnDef::new(PushSubscription::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PushSubscription::UpdatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(PushSubscription::Table, PushSubscription::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // One browser is one endpoint: when another account signs in on it, the row moves over.
        manager
            .create_index(
                Index::create()
                    .name("idx_push_subscription_endpoint")
                    .table(PushSubscription::Table)
                    .col(PushSubscription::Endpoint)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_push_subscription_user")
                    .table(PushSubscription::Table)
                    .col(PushSubscription::UserId)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PushDelivery::Table)
                    .col(id(PushDelivery::Id))
                    .col(ColumnDef::new(PushDelivery::NotificationId).big_integer().not_null())
                    .col(ColumnDef::new(PushDelivery::SubscriptionId).big_integer().not_null())
                    .col(ColumnDef::new(PushDelivery::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(PushDelivery::NextAttemptAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(PushDelivery::LeasedUntil).timestamp_with_time_zone())
                    .col(ColumnDef::new(PushDelivery::LastError).text())
                    .col(ColumnDef::new(PushDelivery::CreatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(PushDelivery::Table, PushDelivery::NotificationId)
                            .to(Notification::Table, Notification::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(PushDelivery::Table, PushDelivery::SubscriptionId)
                            .to(PushSubscription::Table, PushSubscription::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // The sender picks what is due, oldest first.
        manager
            .create_index(
                Index::create()
                    .name("idx_push_delivery_due")
                    .table(PushDelivery::Table)
                    .col(PushDelivery::NextAttemptAt)
                    .to_owned(),
            )
            .await?;
        // The unread count is read on every page the shopper opens.
        manager
            .create_index(
                Index::create()
                    .name("idx_notification_user_unread")
                    .table(Notification::Table)
                    .col(Notification::UserId)
                    .col(Notification::ReadAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(Index::drop().name("idx_notification_user_unread").table(Notification::Table).to_owned())
            .await?;
        manager.drop_table(Table::drop().table(PushDelivery::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(PushSubscription::Table).to_owned()).await
    }
}

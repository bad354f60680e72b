//! Webhooks (issue 41, part): the owner's endpoints, the outbox of events and one delivery per
//! event and endpoint, indexed for the dispatcher (due deliveries by next attempt; each
//! endpoint's pending ones in order) and the admin's log.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum WebhookEndpoint {
    Table,
    Id,
    Url,
    Secret,
    Events,
    Description,
    Paused,
    CreatedBy,
    CreatedAt,
}

#[derive(DeriveIden)]
enum WebhookEvent {
    Table,
    Id,
    EventId,
    EventType,
    Data,
    CreatedAt,
}

#[derive(DeriveIden)]
enum WebhookDelivery {
    Table,
    Id,
    EndpointId,
    EventId,
    Status,
    Attempts,
    NextAttemptAt,
    RetryFrom,
    LastAttemptAt,
    LastStatusCode,
    LastError,
    LeasedUntil,
    LeaseOwner,
    CreatedAt,
    DeliveredAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(WebhookEndpoint::Table)
                    .col(id(WebhookEndpoint::Id))
                    .col(ColumnDef::new(WebhookEndpoint::Url).string().not_null())
                    .col(ColumnDef::new(WebhookEndpoint::Secret).string().not_null())
                    .col(ColumnDef::new(WebhookEndpoint::Events).string().not_null())
                    .col(ColumnDef::new(WebhookEndpoint::Description).string().null())
                    .col(ColumnDef::new(WebhookEndpoint::Paused).boolean().not_null().default(false))
                    .col(ColumnDef::new(WebhookEndpoint::CreatedBy).big_integer().not_null())
                    .col(ColumnDef::new(WebhookEndpoint::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(WebhookEvent::Table)
                    .col(id(WebhookEvent::Id))
                    .col(ColumnDef::new(WebhookEvent::EventId).string().not_null().unique_key())
                    .col(ColumnDef::new(WebhookEvent::EventType).string().not_null())
                    .col(ColumnDef::new(WebhookEvent::Data).text().not_null())
                    .col(ColumnDef::new(WebhookEvent::CreatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(WebhookDelivery::Table)
                    .col(id(WebhookDelivery::Id))
                    .col(ColumnDef::new(WebhookDelivery::EndpointId).big_integer().not_null())
                    .col(ColumnDef::new(WebhookDelivery::EventId).big_integer().not_null())
                    .col(ColumnDef::new(WebhookDelivery::Status).string().not_null())
                    .col(ColumnDef::new(WebhookDelivery::Attempts).integer().not_null().default(0))
                    .col(ColumnDef::new(WebhookDelivery::NextAttemptAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(WebhookDelivery::RetryFrom).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(WebhookDelivery::LastAttemptAt).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(WebhookDelivery::LastStatusCode).integer().null())
                    .col(ColumnDef::new(WebhookDelivery::LastError).string().null())
                    .col(ColumnDef::new(WebhookDelivery::LeasedUntil).timestamp_with_time_zone().null())
                    .col(ColumnDef::new(WebhookDelivery::LeaseOwner).string().null())
                    .col(ColumnDef::new(WebhookDelivery::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(WebhookDelivery::DeliveredAt).timestamp_with_time_zone().null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookDelivery::Table, WebhookDelivery::EndpointId)
                            .to(WebhookEndpoint::Table, WebhookEndpoint::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookDelivery::Table, WebhookDelivery::EventId)
                            .to(WebhookEvent::Table, WebhookEvent::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // The dispatcher's scan: pending deliveries by when they are due.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_delivery_due")
                    .table(WebhookDelivery::Table)
                    .col(WebhookDelivery::Status)
                    .col(WebhookDelivery::NextAttemptAt)
                    .to_owned(),
            )
            .await?;
        // Head of line (an endpoint's earlier pending delivery), the counts and the log's pages.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_delivery_endpoint")
                    .table(WebhookDelivery::Table)
                    .col(WebhookDelivery::EndpointId)
                    .col(WebhookDelivery::Status)
                    .col(WebhookDelivery::Id)
                    .to_owned(),
            )
            .await?;
        // An event is owed to an endpoint once.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_delivery_event_endpoint")
                    .table(WebhookDelivery::Table)
                    .col(WebhookDelivery::EventId)
                    .col(WebhookDelivery::EndpointId)
                    .unique()
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(WebhookDelivery::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(WebhookEvent::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(WebhookEndpoint::Table).to_owned()).await
    }
}

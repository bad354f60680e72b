//! Shoppers and admins: credentials, referral code and inviter, balances, shipping address.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub enum User {
    Table,
    Id,
    Name,
    Phone,
    PasswordHash,
    Role,
    ReferralCode,
    ReferredById,
    TokenVersion,
    TokenPoint,
    ReferralPoint,
    Address,
    PostalCode,
    RegionId,
    TownshipId,
    ProfileImage,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Region {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Township {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(User::Table)
                    .col(ColumnDef::new(User::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(User::Name).string().not_null())
                    .col(ColumnDef::new(User::Phone).string_len(20).not_null().unique_key())
                    .col(ColumnDef::new(User::PasswordHash).string().not_null())
                    .col(ColumnDef::new(User::Role).string_len(16).not_null().default("customer"))
                    .col(ColumnDef::new(User::ReferralCode).string_len(16).not_null().unique_key())
                    .col(ColumnDef::new(User::ReferredById).big_integer())
                    .col(ColumnDef::new(User::TokenVersion).integer().not_null().default(0))
                    .col(ColumnDef::new(User::TokenPoint).big_integer().not_null().default(0))
                    .col(ColumnDef::new(User::ReferralPoint).big_integer().not_null().default(0))
                    .col(ColumnDef::new(User::Address).string())
                    .col(ColumnDef::new(User::PostalCode).string_len(20))
                    .col(ColumnDef::new(User::RegionId).big_integer())
                    .col(ColumnDef::new(User::TownshipId).big_integer())
                    .col(ColumnDef::new(User::ProfileImage).string())
                    .col(ColumnDef::new(User::CreatedAt).timestamp_with_time_zone().not_null())
                    .col(ColumnDef::new(User::UpdatedAt).timestamp_with_time_zone().not_null())
                    .foreign_key(ForeignKey::create().from(User::Table, User::ReferredById).to(User::Table, User::Id))
                    .foreign_key(ForeignKey::create().from(User::Table, User::RegionId).to(Region::Table, Region::Id))
                    .foreign_key(
                        ForeignKey::create().from(User::Table, User::TownshipId).to(Township::Table, Township::Id),
                    )
                    .check(Expr::col(User::TokenPoint).gte(0))
                    .check(Expr::col(User::ReferralPoint).gte(0))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_user_referred_by").table(User::Table).col(User::ReferredById).to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(User::Table).to_owned()).await
    }
}

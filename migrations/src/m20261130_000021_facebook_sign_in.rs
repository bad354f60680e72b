//! Facebook sign-in: an account may be made with Facebook and have no phone yet (the web app asks
//! for one before anything that needs it), so `user.phone` becomes nullable; `user.facebook_id`
//! links an account to its Facebook account (one each); `sign_in_handoff` holds the short-lived,
//! single-use values of the round trip (the OAuth `state` with its PKCE verifier, and the one-time
//! code the web app exchanges for its token), by the SHA-256 of the value, never the value.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DatabaseBackend, Statement};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum User {
    Table,
    Id,
    FacebookId,
}

#[derive(DeriveIden)]
enum SignInHandoff {
    Table,
    KeyHash,
    Purpose,
    UserId,
    Verifier,
    ReferralCode,
    ExpiresAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        phone_nullable(manager).await?;
        manager
            .alter_table(
                Table::alter()
                    .table(User::Table)
                    .add_column(ColumnDef::new(User::FacebookId).string_len(64).null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_user_facebook_id")
                    .table(User::Table)
                    .col(User::FacebookId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(SignInHandoff::Table)
                    .col(ColumnDef::new(SignInHandoff::KeyHash).string_len(64).not_null().primary_key())
                    // `state` or `code`.
                    .col(ColumnDef::new(SignInHandoff::Purpose).string_len(8).not_null())
                    .col(ColumnDef::new(SignInHandoff::UserId).big_integer().null())
                    .col(ColumnDef::new(SignInHandoff::Verifier).string_len(128).null())
                    .col(ColumnDef::new(SignInHandoff::ReferralCode).string_len(16).null())
                    .col(ColumnDef::new(SignInHandoff::ExpiresAt).timestamp_with_time_zone().not_null())
                    .foreign_key(
                        ForeignKey::create()
                            .from(SignInHandoff::Table, SignInHandoff::UserId)
                            .to(User::Table, User::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_sign_in_handoff_expires_at")
                    .table(SignInHandoff::Table)
                    .col(SignInHandoff::ExpiresAt)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(SignInHandoff::Table).to_owned()).await?;
        manager.drop_index(Index::drop().name("idx_user_facebook_id").table(User::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(User::Table).drop_column(User::FacebookId).to_owned()).await
    }
}

/// `user.phone` loses its NOT NULL (it stays unique: both databases allow many NULLs in a unique
/// column). PostgreSQL alters the column. SQLite cannot, and rebuilding `user` would fire the
/// `ON DELETE CASCADE` of the tables that point at it; dropping a NOT NULL changes nothing stored,
/// so SQLite's documented shortcut for exactly this change is used instead: edit the table's
/// definition in `sqlite_schema` and bump `schema_version`, in one transaction on one connection
/// (<https://www.sqlite.org/lang_altertable.html#otheralter>).
async fn phone_nullable(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = manager.get_connection();
    match db.get_database_backend() {
        DatabaseBackend::Postgres => {
            db.execute_unprepared(r#"ALTER TABLE "user" ALTER COLUMN "phone" DROP NOT NULL"#).await?;
        }
        DatabaseBackend::Sqlite => {
            let version = db
                .query_one(Statement::from_string(DatabaseBackend::Sqlite, "PRAGMA schema_version"))
                .await?
                .map(|row| row.try_get_by_index::<i64>(0))
                .transpose()?
                .ok_or_else(|| DbErr::Migration("PRAGMA schema_version answered nothing".to_owned()))?;
            // One call, so every statement runs on the same pooled connection.
            db.execute_unprepared(&format!(
                r#"BEGIN IMMEDIATE;
                PRAGMA writable_schema = ON;
                UPDATE sqlite_schema SET sql = replace(sql, '"phone" varchar(20) NOT NULL', '"phone" varchar(20)')
                    WHERE type = 'table' AND name = 'user';
                PRAGMA schema_version = {};
                PRAGMA writable_schema = OFF;
                COMMIT;"#,
                version + 1
            ))
            .await?;
            let definition = db
                .query_one(Statement::from_string(
                    DatabaseBackend::Sqlite,
                    "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'user'",
                ))
                .await?
                .map(|row| row.try_get_by_index::<String>(0))
                .transpose()?
                .unwrap_or_default();
            if definition.contains(r#""phone" varchar(20) NOT NULL"#) || !definition.contains(r#""phone" varchar(20)"#)
            {
                return Err(DbErr::Migration(format!("user.phone is still NOT NULL: {definition}")));
            }
        }
        other => return Err(DbErr::Migration(format!("unsupported database {other:?}"))),
    }
    Ok(())
}

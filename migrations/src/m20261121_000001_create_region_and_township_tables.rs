//! Myanmar's states and regions with their townships, loaded from `data/myanmar_regions.json`
//! (MIMU place codes; see CREDITS.md for the source and how to regenerate it).

use sea_orm_migration::prelude::*;
use serde::Deserialize;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Region {
    Table,
    Id,
    Code,
    NameEn,
    NameMm,
    NameCh,
    Sort,
}

#[derive(DeriveIden)]
enum Township {
    Table,
    Id,
    RegionId,
    Code,
    NameEn,
    NameMm,
    NameCh,
}

#[derive(Deserialize)]
struct SeedFile {
    regions: Vec<SeedRegion>,
}

#[derive(Deserialize)]
struct SeedRegion {
    code: String,
    name_en: String,
    name_mm: String,
    name_ch: Option<String>,
    sort: i32,
    townships: Vec<SeedTownship>,
}

#[derive(Deserialize)]
struct SeedTownship {
    code: String,
    name_en: String,
    name_mm: String,
    name_ch: Option<String>,
}

const SEED: &str = include_str!("../data/myanmar_regions.json");

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Region::Table)
                    .col(ColumnDef::new(Region::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Region::Code).string_len(16).not_null().unique_key())
                    .col(ColumnDef::new(Region::NameEn).string().not_null())
                    .col(ColumnDef::new(Region::NameMm).string().not_null())
                    .col(ColumnDef::new(Region::NameCh).string())
                    .col(ColumnDef::new(Region::Sort).integer().not_null().default(0))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Township::Table)
                    .col(ColumnDef::new(Township::Id).big_integer().not_null().auto_increment().primary_key())
                    .col(ColumnDef::new(Township::RegionId).big_integer().not_null())
                    .col(ColumnDef::new(Township::Code).string_len(16).not_null().unique_key())
                    .col(ColumnDef::new(Township::NameEn).string().not_null())
                    .col(ColumnDef::new(Township::NameMm).string().not_null())
                    .col(ColumnDef::new(Township::NameCh).string())
                    .foreign_key(
                        ForeignKey::create()
                            .from(Township::Table, Township::RegionId)
                            .to(Region::Table, Region::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("idx_township_region").table(Township::Table).col(Township::RegionId).to_owned(),
            )
            .await?;

        let seed: SeedFile =
            serde_json::from_str(SEED).map_err(|e| DbErr::Migration(format!("bad region seed: {e}")))?;
        for (index, region) in seed.regions.iter().enumerate() {
            // Ids follow the seed order, so region ids are the same on every database.
            let region_id = index as i64 + 1;
            let insert = Query::insert()
                .into_table(Region::Table)
                .columns([Region::Id, Region::Code, Region::NameEn, Region::NameMm, Region::NameCh, Region::Sort])
                .values_panic([
                    region_id.into(),
                    region.code.clone().into(),
                    region.name_en.clone().into(),
                    region.name_mm.clone().into(),
                    region.name_ch.clone().into(),
                    region.sort.into(),
                ])
                .to_owned();
            manager.exec_stmt(insert).await?;
            let mut townships = Query::insert()
                .into_table(Township::Table)
                .columns([Township::RegionId, Township::Code, Township::NameEn, Township::NameMm, Township::NameCh])
                .to_owned();
            for township in &region.townships {
                townships.values_panic([
                    region_id.into(),
                    township.code.clone().into(),
                    township.name_en.clone().into(),
                    township.name_mm.clone().into(),
                    township.name_ch.clone().into(),
                ]);
            }
            manager.exec_stmt(townships).await?;
        }
        if manager.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
            // Explicit ids leave the sequence behind; move it past them.
            manager
                .get_connection()
                .execute_unprepared(
                    "SELECT setval(pg_get_serial_sequence('region', 'id'), (SELECT MAX(id) FROM region))",
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(Township::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(Region::Table).to_owned()).await
    }
}

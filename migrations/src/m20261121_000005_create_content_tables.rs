//! Site content: settings, sliders, the promotion, onboarding slides and payment methods.

use sea_orm_migration::prelude::*;

use crate::columns::id;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Setting {
    Table,
    Key,
    Value,
}

#[derive(DeriveIden)]
enum Slider {
    Table,
    Id,
    NameEn,
    NameMm,
    NameCh,
    Image,
    Url,
    Sort,
    Hidden,
}

#[derive(DeriveIden)]
enum Promotion {
    Table,
    Id,
    Image,
    ContentEn,
    ContentMm,
    ContentCh,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum OnboardingSlide {
    Table,
    Id,
    TitleEn,
    TitleMm,
    TitleCh,
    BodyEn,
    BodyMm,
    BodyCh,
    Image,
    Sort,
    Hidden,
}

#[derive(DeriveIden)]
enum PaymentMethod {
    Table,
    Id,
    Name,
    Logo,
    Sort,
    Hidden,
}

#[derive(DeriveIden)]
enum PaymentNumber {
    Table,
    Id,
    PaymentMethodId,
    AccountName,
    AccountNumber,
    Sort,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Setting::Table)
                    .col(ColumnDef::new(Setting::Key).string_len(64).not_null().primary_key())
                    .col(ColumnDef::new(Setting::Value).text().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Slider::Table)
                    .col(id(Slider::Id))
                    .col(ColumnDef::new(Slider::NameEn).string().not_null())
                    .col(ColumnDef::new(Slider::NameMm).string())
                    .col(ColumnDef::new(Slider::NameCh).string())
                    .col(ColumnDef::new(Slider::Image).string().not_null())
                    .col(ColumnDef::new(Slider::Url).string().not_null().default(""))
                    .col(ColumnDef::new(Slider::Sort).integer().not_null().default(0))
                    .col(ColumnDef::new(Slider::Hidden).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(Promotion::Table)
                    .col(id(Promotion::Id))
                    .col(ColumnDef::new(Promotion::Image).string())
                    .col(ColumnDef::new(Promotion::ContentEn).text().not_null())
                    .col(ColumnDef::new(Promotion::ContentMm).text())
                    .col(ColumnDef::new(Promotion::ContentCh).text())
                    .col(ColumnDef::new(Promotion::UpdatedAt).timestamp_with_time_zone().not_null())
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(OnboardingSlide::Table)
                    .col(id(OnboardingSlide::Id))
                    .col(ColumnDef::new(OnboardingSlide::TitleEn).string().not_null())
                    .col(ColumnDef::new(OnboardingSlide::TitleMm).string())
                    .col(ColumnDef::new(OnboardingSlide::TitleCh).string())
                    .col(ColumnDef::new(OnboardingSlide::BodyEn).text().not_null())
                    .col(ColumnDef::new(OnboardingSlide::BodyMm).text())
                    .col(ColumnDef::new(OnboardingSlide::BodyCh).text())
                    .col(ColumnDef::new(OnboardingSlide::Image).string())
                    .col(ColumnDef::new(OnboardingSlide::Sort).integer().not_null().default(0))
                    .col(ColumnDef::new(OnboardingSlide::Hidden).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PaymentMethod::Table)
                    .col(id(PaymentMethod::Id))
                    .col(ColumnDef::new(PaymentMethod::Name).string().not_null())
                    .col(ColumnDef::new(PaymentMethod::Logo).string())
                    .col(ColumnDef::new(PaymentMethod::Sort).integer().not_null().default(0))
                    .col(ColumnDef::new(PaymentMethod::Hidden).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PaymentNumber::Table)
                    .col(id(PaymentNumber::Id))
                    .col(ColumnDef::new(PaymentNumber::PaymentMethodId).big_integer().not_null())
                    .col(ColumnDef::new(PaymentNumber::AccountName).string().not_null())
                    .col(ColumnDef::new(PaymentNumber::AccountNumber).string().not_null())
                    .col(ColumnDef::new(PaymentNumber::Sort).integer().not_null().default(0))
                    .foreign_key(
                        ForeignKey::create()
                            .from(PaymentNumber::Table, PaymentNumber::PaymentMethodId)
                            .to(PaymentMethod::Table, PaymentMethod::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            PaymentNumber::Table.into_iden(),
            PaymentMethod::Table.into_iden(),
            OnboardingSlide::Table.into_iden(),
            Promotion::Table.into_iden(),
            Slider::Table.into_iden(),
            Setting::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}

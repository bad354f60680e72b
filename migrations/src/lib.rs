//! Every table of the shop, in the order it was added. `mall serve` runs the pending ones at start.

pub use sea_orm_migration::prelude::*;

mod columns;

mod m20261121_000001_create_region_and_township_tables;
mod m20261121_000002_create_user_table;
mod m20261121_000003_create_audit_log_table;
mod m20261121_000004_create_catalog_tables;
mod m20261121_000005_create_content_tables;
mod m20261121_000006_create_cart_line_table;
mod m20261121_000007_create_order_tables;
mod m20261121_000008_create_shipping_tables;
mod m20261121_000009_create_lucky_draw_tables;
mod m20261121_000010_create_draw_payment_and_notification_tables;
mod m20261123_000011_add_ticket_product_label_translations;
mod m20261124_000012_create_daily_sign_tables;
mod m20261124_000013_create_review_tables;
mod m20261124_000014_create_push_tables;
mod m20261125_000015_create_password_reset_code_table;
mod m20261126_000016_add_user_blocked_and_ledger_note;
mod m20261126_000017_feature_image_as_first_product_image;
mod m20261127_000018_create_rate_limit_tables;
mod m20261128_000019_index_product_search;
mod m20261129_000020_create_idempotency_key_table;
mod m20261130_000021_facebook_sign_in;
mod m20261201_000022_payment_checks;
mod m20261202_000023_settings_by_owner;
mod m20261203_000024_product_variants;
mod m20261204_000025_index_product_price;
mod m20261205_000026_couriers;
mod m20261206_000027_merchant_qr;
mod m20261207_000028_parcel_hand_over;
mod m20261208_000029_cash_on_delivery;
mod m20261209_000030_cod_remittance;
mod m20261210_000031_cod_refusals;
mod m20261211_000032_payment_references;
mod m20261212_000033_refunds;
mod m20261213_000034_draw_ends;
mod m20261214_000035_returns;
mod m20261215_000036_vouchers;
mod m20261216_000037_flash_sales;
mod m20261217_000038_webhooks;
mod m20261218_000039_report_indexes;
mod m20261219_000040_audit_actor_role;
mod m20261220_000041_index_product_newest;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_create_region_and_township_tables::Migration),
            Box::new(m20261121_000002_create_user_table::Migration),
            Box::new(m20261121_000003_create_audit_log_table::Migration),
            Box::new(m20261121_000004_create_catalog_tables::Migration),
            Box::new(m20261121_000005_create_content_tables::Migration),
            Box::new(m20261121_000006_create_cart_line_table::Migration),
            Box::new(m20261121_000007_create_order_tables::Migration),
            Box::new(m20261121_000008_create_shipping_tables::Migration),
            Box::new(m20261121_000009_create_lucky_draw_tables::Migration),
            Box::new(m20261121_000010_create_draw_payment_and_notification_tables::Migration),
            Box::new(m20261123_000011_add_ticket_product_label_translations::Migration),
            Box::new(m20261124_000012_create_daily_sign_tables::Migration),
            Box::new(m20261124_000013_create_review_tables::Migration),
            Box::new(m20261124_000014_create_push_tables::Migration),
            Box::new(m20261125_000015_create_password_reset_code_table::Migration),
            Box::new(m20261126_000016_add_user_blocked_and_ledger_note::Migration),
            Box::new(m20261126_000017_feature_image_as_first_product_image::Migration),
            Box::new(m20261127_000018_create_rate_limit_tables::Migration),
            Box::new(m20261128_000019_index_product_search::Migration),
            Box::new(m20261129_000020_create_idempotency_key_table::Migration),
            Box::new(m20261130_000021_facebook_sign_in::Migration),
            Box::new(m20261201_000022_payment_checks::Migration),
            Box::new(m20261202_000023_settings_by_owner::Migration),
            Box::new(m20261203_000024_product_variants::Migration),
            Box::new(m20261204_000025_index_product_price::Migration),
            Box::new(m20261205_000026_couriers::Migration),
            Box::new(m20261206_000027_merchant_qr::Migration),
            Box::new(m20261207_000028_parcel_hand_over::Migration),
            Box::new(m20261208_000029_cash_on_delivery::Migration),
            Box::new(m20261209_000030_cod_remittance::Migration),
            Box::new(m20261210_000031_cod_refusals::Migration),
            Box::new(m20261211_000032_payment_references::Migration),
            Box::new(m20261212_000033_refunds::Migration),
            Box::new(m20261213_000034_draw_ends::Migration),
            Box::new(m20261214_000035_returns::Migration),
            Box::new(m20261215_000036_vouchers::Migration),
            Box::new(m20261216_000037_flash_sales::Migration),
            Box::new(m20261217_000038_webhooks::Migration),
            Box::new(m20261218_000039_report_indexes::Migration),
            Box::new(m20261219_000040_audit_actor_role::Migration),
            Box::new(m20261220_000041_index_product_newest::Migration),
        ]
    }
}

//! Every integration test, in one binary (one link on a 2-core machine instead of twelve), a
//! module per area. Each test starts the real server on port 0 over a fresh database (SQLite, or
//! PostgreSQL when `MALL_TEST_POSTGRES_URL` is set) and talks HTTP to it; `support` builds the
//! shop's usual setup.
//!
//! Run one area with `cargo test -p gateway --test api orders::`.

mod support;

mod abuse_limits;
mod access_matrix;
mod accounts;
mod admin_console;
mod admin_orders;
mod backup;
mod cart;
mod catalog;
mod content;
mod contract_fuzz;
mod crash;
mod demo;
mod draws;
mod draws_end;
mod facebook;
mod flash_sales;
mod group_commit;
mod hardening;
mod idempotency;
mod image_memory;
mod integrity;
mod link_previews;
mod live_draw;
mod luckydraw;
mod migrations;
mod notifications;
mod oidc_provider;
mod operations;
mod orders;
mod password_reset;
mod payment_checks;
mod payment_qr;
mod platform;
mod probe_connections;
mod probe_inputs;
mod probe_passwords;
mod probe_reads;
mod probe_storage;
mod probe_websocket;
mod push;
mod read_cache;
mod reports;
mod rest_contract;
mod reviews;
mod rewards;
mod roles;
mod scale_limits;
mod scale_out;
mod settings;
mod signed_in_reads;
mod spreadsheet;
mod storage;
mod uploads;
mod variants;
mod vouchers;
mod way_back;
mod web_app;
mod webhooks;
mod zawgyi;

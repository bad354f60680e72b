//! Reports: the owner's sales report (revenue, orders, units and the average order by Myanmar
//! day, week or month; by payment method; best sellers; tokens, tickets, draws, vouchers and
//! refunds) and the accountant's CSV exports (orders, refunds, COD remittances).
//!
//! Read-only over the other crates' tables: every figure is an aggregating statement (grouped by
//! Myanmar day in the database), never a walk over every order; exports stream in pages.
//! docs/reports.md says what counts.

pub mod exports;
pub mod graphql;
pub mod model;
pub mod range;
pub mod rest;
pub mod service;
pub mod sql;

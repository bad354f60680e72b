//! Orders paid by bank or wallet transfer: checkout and buy-now with a payment screenshot, admin
//! verification (approve or cancel, audited), the order history and the to-ship list.

pub mod entity;
pub mod graphql;
pub mod model;
pub mod rest;
pub mod service;

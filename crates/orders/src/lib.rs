//! Orders paid by bank or wallet transfer: checkout and buy-now with a payment screenshot, admin
//! verification (approve or cancel, audited), the order history, and the to-ship list every other
//! crate puts items into and takes them from ([`to_ship`]).

pub mod entity;
pub mod graphql;
pub mod integrity;
pub mod low_stock;
pub mod model;
pub mod rest;
pub mod returns;
pub mod service;
pub mod settings;
pub mod to_ship;
pub mod way_back;

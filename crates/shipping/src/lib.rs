//! Shipping: to-ship items sent together in a shipping order, for a fee (a base per region plus a
//! rate per kilogram, from the settings) paid by screenshot; an admin dispatches or rejects it, the
//! shopper confirms receipt; the parcel goes with a courier whose tracking link the shopper follows.
//! An order paid cash on delivery ships as one parcel once confirmed ([`cod`]); couriers' payments
//! of the cash they collected are imported from their files ([`remittance`]).

pub mod cod;
pub mod couriers;
pub mod entity;
pub mod graphql;
pub mod integrity;
pub mod model;
pub mod remittance;
pub mod rest;
pub mod service;
pub mod settings;
pub mod waybills;

//! The lucky draw: ticket products, batches with committed seeds, ticket purchases that never
//! oversell (paid with tokens or held for a transfer), the provably fair draw ([`fairness`],
//! [`draw`]), results, winners and prize claims.

pub mod draw;
pub mod entity;
pub mod fairness;
pub mod graphql;
pub mod model;
pub mod reads;
pub mod rest;
pub mod service;

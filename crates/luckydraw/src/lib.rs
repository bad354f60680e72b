//! The lucky draw: ticket products, batches with committed seeds, ticket purchases that never
//! oversell, and the provably fair draw ([`fairness`]).

pub mod entity;
pub mod fairness;
pub mod graphql;
pub mod model;
pub mod rest;
pub mod service;

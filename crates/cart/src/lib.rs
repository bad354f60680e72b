//! The cart: each shopper's lines of products and quantities, through REST and GraphQL.

pub mod entity;
pub mod graphql;
pub mod model;
pub mod rest;
pub mod service;

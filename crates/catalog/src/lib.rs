//! The catalogue: categories, products in three languages with their images, search and the
//! shoppers' product lists; admin changes (admin role only), each written to the audit log.
//!
//! - [`service`]: the rules; [`rest`] and [`graphql`]: the two skins over it.
//! - [`entity`]: the `category`, `product` and `product_image` tables.

pub mod entity;
pub mod graphql;
pub mod input;
pub mod model;
pub mod rest;
pub mod service;

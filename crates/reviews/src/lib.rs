//! Reviews: app reviews (a rating, a comment and up to five images) that start pending and become
//! public only when an admin approves them, and product ratings that only a shopper with an
//! approved order of the product can give, one per shopper and product, summarised on the product
//! (`rating_average`, `rating_count`) in the same transaction.

pub mod entity;
pub mod graphql;
pub mod model;
pub mod rating;
pub mod rest;
pub mod service;

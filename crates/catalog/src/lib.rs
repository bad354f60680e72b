//! The catalogue: categories, products in three languages with their images, search and the
//! shoppers' product lists; admin changes (admin role only), each written to the audit log.
//!
//! - [`reads`]: what shoppers see; [`admin`]: what admins change; [`photos`]: product photos;
//!   [`service`]: what other domains ask of the catalogue. [`rest`] and [`graphql`]: the two skins.
//! - [`variants`]: options and variants (what a line names); [`stock`]: units taken and given back.
//! - [`sales`]: flash sales, and the one place that decides what a variant costs at an instant.
//! - [`entity`]: the `category`, `product`, `product_image`, `product_option` and `product_variant`
//!   tables.

pub mod admin;
pub mod entity;
pub mod graphql;
pub mod input;
pub mod model;
pub mod photos;
pub mod previews;
pub mod reads;
pub mod rest;
pub mod sales;
pub mod service;
pub mod spreadsheet;
pub mod spreadsheet_rest;
pub mod stock;
pub mod variant_admin;
pub mod variants;

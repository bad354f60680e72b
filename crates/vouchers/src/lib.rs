//! Vouchers: discount codes the admin makes (percent or fixed kyat, a minimum spend, a largest
//! discount, uses per shopper and in all, a window in time, limited to products or categories or
//! not, first order only or not), applied by the shopper at checkout or buy now.
//!
//! The discount is computed here, on the server only, from the lines being bought ([`pricing`]);
//! orders take a use in the order's own transaction with a conditional update, so a code is never
//! redeemed past its limits however many shoppers use it at once, and a cancelled or rejected order
//! gives its use back exactly once ([`uses`]). Token packs are never discounted.

pub mod entity;
pub mod graphql;
pub mod integrity;
pub mod model;
pub mod pricing;
pub mod service;
pub mod uses;

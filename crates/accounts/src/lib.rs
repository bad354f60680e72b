//! Accounts: sign-up, sign-in, profiles, shipping addresses, regions and townships.
//!
//! - [`service`]: the rules (one function per use case); [`password_reset`]: a forgotten password,
//!   reset with a code sent by SMS.
//! - [`rest`]: the spec's `api/user/...` paths; [`graphql`]: the same operations in GraphQL.
//! - [`admin`]: the admin console's people page (search, grants through the ledger, roles, blocking).
//! - [`entity`]: the `user`, `region` and `township` tables.

pub mod admin;
pub mod entity;
pub mod facebook;
pub mod graphql;
pub mod input;
pub mod integrity;
pub mod ledger;
pub mod model;
pub mod password_reset;
pub mod phone;
pub mod rest;
pub mod service;

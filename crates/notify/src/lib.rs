//! Notifications. Domains write them in the same transaction as the event they report (an order
//! approved, a draw declared), as a kind and its parameters rather than finished text, so each
//! shopper reads them in the language they use at the time. Each one is also announced on the
//! live feed (`kernel::live`: the websocket subscriptions, across instances) and owed to the
//! shopper's browsers by Web Push ([`push`]). Text messages (password reset codes) leave through
//! [`sms`].

pub mod entity;
pub mod graphql;
pub mod model;
pub mod push;
pub mod rest;
pub mod service;
pub mod sms;
pub mod texts;

//! Notifications. Domains write them in the same transaction as the event they report (a draw
//! declared, a ticket payment decided), as a kind and its parameters rather than finished text, so
//! each shopper reads them in the language they use at the time.

pub mod entity;
pub mod push;
pub mod service;
pub mod texts;

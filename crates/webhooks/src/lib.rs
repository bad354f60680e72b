//! Webhooks: signed pushes of the shop's events to integrators (a courier's system, an accounting
//! tool, a chat bot), as Stripe and Shopify send theirs.
//!
//! - [`model`]: the events ([`WebhookEvent`], wire names such as `order.paid`) and what the admin
//!   sees.
//! - [`outbox`]: [`emit`], which a domain calls inside the transaction that makes an event true; it
//!   writes the event and one delivery per subscribed endpoint, so a rolled-back transaction sends
//!   nothing.
//! - [`dispatcher`]: the task every gateway runs that delivers after commit: leased claims (no
//!   double delivery across gateways in the normal case), in order per endpoint, signed
//!   (`Mall-Signature`), retried with backoff for a day.
//! - [`service`]: the owner's endpoints and delivery log; [`graphql`] its thin edge.
//! - [`integrity`]: the `mall check` rules of the outbox.
//!
//! Depends on `kernel` only: the domains call into it, never the other way round.

pub mod dispatcher;
pub mod entity;
pub mod graphql;
pub mod integrity;
pub mod model;
pub mod outbox;
pub mod service;
pub mod signature;

pub use dispatcher::spawn_dispatcher;
pub use model::WebhookEvent;
pub use outbox::emit;

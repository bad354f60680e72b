//! Pay by transfer: the one owner of every payment a shopper makes by bank or wallet transfer
//! with an uploaded screenshot (orders, shipping fees, lucky-draw tickets, and whatever comes
//! next). A new kind of transfer payment is a call into this crate, never a copy:
//!
//! 1. [`transfer::prepare`] checks what the shopper can fix (a visible payment method, the
//!    screenshot, the shipping address when something will ship) and only then stores the
//!    screenshot privately;
//! 2. the caller records it with [`screenshot::record`] in its own transaction, next to its own
//!    pending row, tells it that row and the amount due with [`screenshot::attach`], and hands the
//!    key to `discard_on_error` so a failed write loses no file and leaves none behind; the
//!    screenshot is checked against every earlier one and read in the background ([`checks`]);
//! 3. an admin decides the pending row with [`decision::decide_once`]: approve, or reject with a
//!    reason; conditional on the row still being pending, so of two admins (or an admin and an
//!    expiry) exactly one wins, and the decision is in the audit log.
//!
//! A shopper paying by a method with a merchant QR first gets the QR with the amount and a
//! reference ([`reference`]); the payment names it and its screenshot claims it once.
//!
//! Money going back ([`refunds`]): due until an admin sends it, or refunded at once; recorded by
//! the payment's owner in its own transaction.
//!
//! Cash on delivery ([`cod`]) is the one payment without a transfer: orders of goods only,
//! inside the method's area and up to its maximum.
//!
//! It also owns the payment methods themselves ([`methods`]: names, merchant account numbers,
//! logos, the admin's editor) and the screenshot route.

pub mod checks;
pub mod cod;
pub mod decision;
pub mod entity;
pub mod graphql;
pub mod integrity;
pub mod methods;
pub mod mmqr;
pub mod model;
pub mod qr;
pub mod reference;
pub mod refunds;
pub mod rest;
pub mod screenshot;
pub mod transfer;

pub use transfer::{prepare, PreparedTransfer, Transfer, TransferFields};

//! Checking payment screenshots, so an admin sees a reused, altered or wrong-amount transfer
//! flagged beside it instead of remembering every earlier picture.
//!
//! - At submit time ([`submit`]), inside the transaction that records the payment: the picture's
//!   fingerprints (`receipts::fingerprint`, taken while the upload was decoded anyway) are stored
//!   and compared with every earlier screenshot of every kind by index: the exact hash by equality,
//!   the perceptual hash by its bands. A copy is flagged `DUPLICATE_PICTURE` at once.
//! - After the upload is acknowledged ([`reader`]): a background reader runs Tesseract on the
//!   picture, off the async threads and bounded in time and memory, and flags a transaction id seen
//!   before, an amount that is not what is due, a transfer dated long before (or after) its upload,
//!   or a receipt it could not read. A near (not exact) copy whose transaction id or transfer time
//!   turns out to differ from the earlier one's is a different receipt of the same wallet, and its
//!   flag is withdrawn (`receipts::reading::Reading::is_another_transfer`): receipts of one wallet
//!   look alike except for their numbers.
//! - The admin queues ([`view`]) show the flags with their reasons in the admin's language and a
//!   link to the earlier payment. Nothing is decided automatically and the shopper's answers never
//!   say whether a check fired (no oracle for a forger). Flags and decisions are audited.
//! - Pictures are deleted a set number of days after their payment was decided ([`retention`]),
//!   while fingerprints and read fields stay.

pub mod reader;
pub mod retention;
pub mod settings;
pub mod submit;
pub mod view;

pub use receipts::fingerprint::Fingerprint;

/// A screenshot stored privately by [`crate::transfer::prepare`], with its fingerprints.
#[derive(Debug, Clone)]
pub struct StoredScreenshot {
    pub key: String,
    pub fingerprint: Fingerprint,
    /// The payment reference made before paying that the payment names, checked, for
    /// [`crate::reference::claim`].
    pub reference: Option<i64>,
}

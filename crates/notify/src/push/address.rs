//! Which push endpoints the server may call: the rules every URL someone else chose passes, kept
//! in [`kernel::address`] so push and webhooks share one implementation.

pub use kernel::address::*;

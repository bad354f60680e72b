pub mod balance_ledger;
pub mod password_reset_code;
pub mod region;
pub mod sign_in_handoff;
pub mod township;
pub mod user;

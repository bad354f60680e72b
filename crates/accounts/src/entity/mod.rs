pub mod balance_ledger;
pub mod region;
pub mod township;
pub mod user;

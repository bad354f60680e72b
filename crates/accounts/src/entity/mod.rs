pub mod region;
pub mod township;
pub mod user;

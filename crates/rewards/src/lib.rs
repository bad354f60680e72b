//! Rewards: referral points (earned when someone signs up with your code, spent on gifts that join
//! the to-ship list) and the 30-day daily sign-in (a check-in and a token claim a day, a bonus on
//! an unbroken day 30, missed days recovered by a fee an admin verifies, or a restart from day one).
//!
//! Every balance change goes through the accounts ledger; every paid recovery through the payments
//! owner; every gift through the to-ship owner. "Today" is the calendar day in Yangon by the
//! context's clock, so tests can stand on either side of midnight.

pub mod daily;
pub mod entity;
pub mod graphql;
pub mod model;
pub mod recovery;
pub mod referral;
pub mod rest;
pub mod settings;

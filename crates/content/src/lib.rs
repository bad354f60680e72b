//! Site content: settings, home-screen sliders, the promotion page, onboarding slides and the
//! payment methods shoppers transfer to. Admin changes (admin role only) are written to the audit log.

pub mod entity;
pub mod graphql;
pub mod model;
pub mod rest;
pub mod service;

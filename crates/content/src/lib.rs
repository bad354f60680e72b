//! Site content: the site's name, logo and contact channels, home-screen sliders, the promotion page
//! and onboarding slides. Admin changes (admin role only) are written to the audit log.

pub mod entity;
pub mod graphql;
pub mod model;
pub mod rest;
pub mod service;
pub mod settings;

//! Staff roles and what each may do (issue 41; DESIGN.md "Admin permissions").
//!
//! Every admin operation declares the one [`Permission`] it needs, once, in its crate's
//! `ACCESS` table beside its resolvers (`catalog::graphql::ACCESS`, ...; REST routes in a
//! [`RestAccess`] table beside their handlers). The gateway merges the tables, and the check runs
//! before the operation does: [`OperationPermissions`] refuses a GraphQL document (over HTTP and
//! the websocket alike) that names a root field the caller's role may not use, and the gateway's
//! REST layer refuses a route the same way; both answer 401 to a visitor and 403 to anyone else, in
//! their language, with nothing run. Services also check [`CurrentUser::require_staff`] (a shopper
//! never reaches an admin service) or, where a caller needs more, [`CurrentUser::require`].
//!
//! Roles are fixed sets ([`of_role`]); the owner (`Role::Admin`) has every permission. The access
//! matrix test (`tests/api/access_matrix`) reads the same tables: an operation documented `Admin:`
//! without a declared permission fails it, and every role is called on every admin operation.

use std::{collections::HashMap, sync::Arc};

use async_graphql::{
    extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery},
    parser::types::{ExecutableDocument, Selection, SelectionSet},
    PathSegment, ServerResult, Variables,
};

use crate::{
    auth::{CurrentUser, Role},
    graphql::{server_error, BearerToken, UserCache},
    AppContext, AppError, Locale,
};

/// What an admin operation needs. Each staff role is a fixed set of these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, async_graphql::Enum, serde::Serialize)]
pub enum Permission {
    /// The dashboard and the live queue counts: every staff role.
    Dashboard,
    /// The payment, recovery, return and refund queues (orders' and tickets' transfers).
    Payments,
    /// The shipping queue, waybills and hand-over scans, couriers, cash on delivery.
    Shipping,
    /// Products, variants, stock, the spreadsheet, categories, banners, slides, the promotion
    /// page, ticket products, vouchers and flash sales.
    Catalog,
    /// Accounts: the list and a shopper's page.
    PeopleRead,
    /// Accounts: block or unblock.
    PeopleBlock,
    /// Reviews waiting to be published.
    Reviews,
    /// Grants of tokens and referral points (owner).
    Grants,
    /// Giving and taking staff roles (owner).
    Roles,
    /// The shop's settings, payment methods and their accounts, payment checks (owner).
    Settings,
    /// The audit log (owner).
    Audit,
    /// Sales reports and the accountant's exports (owner).
    Reports,
    /// Webhook endpoints for integrators (owner).
    Webhooks,
}

const OWNER: &[Permission] = &[
    Permission::Dashboard,
    Permission::Payments,
    Permission::Shipping,
    Permission::Catalog,
    Permission::PeopleRead,
    Permission::PeopleBlock,
    Permission::Reviews,
    Permission::Grants,
    Permission::Roles,
    Permission::Settings,
    Permission::Audit,
    Permission::Reports,
    Permission::Webhooks,
];

/// Each role's permissions.
pub fn of_role(role: Role) -> &'static [Permission] {
    match role {
        Role::Customer => &[],
        Role::Admin => OWNER,
        Role::PaymentChecker => &[Permission::Dashboard, Permission::Payments],
        Role::Shipper => &[Permission::Dashboard, Permission::Shipping],
        Role::CatalogEditor => &[Permission::Dashboard, Permission::Catalog],
        Role::Support => &[Permission::Dashboard, Permission::PeopleRead, Permission::PeopleBlock, Permission::Reviews],
    }
}

/// A crate's GraphQL admin fields (root query, mutation and subscription fields) and what each needs.
pub type GraphqlAccess = &'static [(&'static str, Permission)];

/// A crate's admin REST routes (`"GET"`, the route as registered, e.g. `/api/admin/catalog.csv`)
/// and what each needs.
pub type RestAccess = &'static [(&'static str, &'static str, Permission)];

/// Every GraphQL admin field's permission, from the crates' tables. Panics on a field declared
/// twice (two crates cannot both own it).
pub fn merge_graphql(tables: &[GraphqlAccess]) -> HashMap<&'static str, Permission> {
    let mut merged = HashMap::new();
    for table in tables {
        for &(field, permission) in *table {
            assert!(merged.insert(field, permission).is_none(), "`{field}` declares its permission twice");
        }
    }
    merged
}

/// Checks a user against a permission: 401 without a sign-in, 403 without the permission.
pub fn check(user: Option<CurrentUser>, permission: Permission) -> Result<CurrentUser, AppError> {
    match user {
        None => Err(AppError::Unauthenticated),
        Some(user) => user.require(permission).map(|()| user),
    }
}

/// Refuses a GraphQL document that names an admin field its caller's role may not use, before
/// anything in it runs (queries, mutations and subscriptions; through fragments too).
pub struct OperationPermissions(pub Arc<HashMap<&'static str, Permission>>);

impl ExtensionFactory for OperationPermissions {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(OperationPermissionsExtension(self.0.clone()))
    }
}

struct OperationPermissionsExtension(Arc<HashMap<&'static str, Permission>>);

#[async_trait::async_trait]
impl Extension for OperationPermissionsExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        let mut fields = Vec::new();
        for (_, operation) in document.operations.iter() {
            root_fields(&document, &operation.node.selection_set.node, &mut fields, 0);
        }
        let needed: Vec<(String, Permission)> =
            fields.into_iter().filter_map(|field| self.0.get(field.as_str()).map(|p| (field, *p))).collect();
        if needed.is_empty() {
            return Ok(document);
        }
        let locale = ctx.data_opt::<Locale>().copied().unwrap_or_default();
        let app = ctx.data::<AppContext>().map_err(|_| server_error(AppError::Unauthenticated, locale))?;
        let token = ctx.data_opt::<BearerToken>().and_then(|t| t.0.as_deref());
        let user = match ctx.data_opt::<UserCache>() {
            Some(cache) => cache.user(app, token).await,
            None => None,
        };
        for (field, permission) in needed {
            if let Err(err) = check(user, permission) {
                // The refused field's path, as a resolver's refusal carries: it is this field the
                // caller may not use, not a malformed document.
                let mut error = server_error(err, locale);
                error.path = vec![PathSegment::Field(field)];
                return Err(error);
            }
        }
        Ok(document)
    }
}

/// The names of the fields a selection set selects at its own level (fragments followed, at
/// most a few levels deep: the validator refuses cycles later, this only must not loop).
fn root_fields(document: &ExecutableDocument, set: &SelectionSet, out: &mut Vec<String>, depth: usize) {
    if depth > 8 {
        return;
    }
    for item in &set.items {
        match &item.node {
            Selection::Field(field) => out.push(field.node.name.node.to_string()),
            Selection::InlineFragment(fragment) => {
                root_fields(document, &fragment.node.selection_set.node, out, depth + 1)
            }
            Selection::FragmentSpread(spread) => {
                if let Some(fragment) = document.fragments.get(&spread.node.fragment_name.node) {
                    root_fields(document, &fragment.node.selection_set.node, out, depth + 1);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_has_every_permission_and_staff_only_theirs() {
        for role in [Role::PaymentChecker, Role::Shipper, Role::CatalogEditor, Role::Support] {
            assert!(role.is_staff());
            assert!(role.can(Permission::Dashboard), "{role:?} sees the dashboard");
            for owner_only in [Permission::Grants, Permission::Roles, Permission::Settings, Permission::Reports] {
                assert!(!role.can(owner_only), "{role:?} must not have {owner_only:?}");
            }
            assert!(role.permissions().iter().all(|p| Role::Admin.can(*p)));
        }
        assert!(Role::Customer.permissions().is_empty());
        assert!(!Role::Customer.is_staff());
        assert!(Role::PaymentChecker.can(Permission::Payments) && !Role::PaymentChecker.can(Permission::Shipping));
        assert!(Role::Support.can(Permission::PeopleBlock) && !Role::Support.can(Permission::Catalog));
    }
}

//! What a GraphQL request may cost before it runs (`MALL_GRAPHQL_MAX_COST`).
//!
//! Depth, complexity and alias limits each bound one dimension; a request can still stay under
//! each and multiply them: five batch entries of fifteen aliased searches of a hundred products
//! are 75 searches in one request. The estimate here multiplies instead: a field costs 1, a list
//! field (one given a page argument, or selecting a page's `data`) has its selection counted once
//! per item it asks for (its `perPage`/`limit` argument, else [`DEFAULT_LIST_SIZE`]), and a field given a non-empty `search` costs [`SEARCH_COST`] more.
//! Every document of a batch adds to one total, refused as a whole before any of it runs.
//!
//! Fragments are costed once each (memoised), so the estimate is linear in the text; it runs
//! after [`crate::graphql::check_document`] has refused cycles and oversized expansions.

use std::collections::HashMap;

use async_graphql::{
    parser::types::{ExecutableDocument, Field, Selection, SelectionSet},
    Name, Value, Variables,
};

/// Items a paged list is taken to hold when the request does not say (the shop's page size).
pub const DEFAULT_LIST_SIZE: u64 = 20;
/// Largest page any list serves (`PageParams::MAX_PER_PAGE`): a larger `perPage` is read as this.
pub const MAX_LIST_SIZE: u64 = crate::pagination::PageParams::MAX_PER_PAGE;
/// What a search adds on top of its fields: matching and ranking names costs far more than
/// reading rows by key.
pub const SEARCH_COST: u64 = 300;

/// Arguments that make a field a paged list, and the one that gives its page size.
const PAGE_ARGUMENTS: &[&str] = &["page", "perPage", "limit", "first"];
const SIZE_ARGUMENTS: &[&str] = &["perPage", "limit", "first"];

/// The estimated cost of every operation of `document` with `variables`.
pub fn document_cost(document: &ExecutableDocument, variables: &Variables) -> u64 {
    let mut walk = Walk { document, variables, fragments: HashMap::new() };
    document
        .operations
        .iter()
        .map(|(_, op)| walk.selection_set(&op.node.selection_set.node))
        .fold(0, u64::saturating_add)
}

struct Walk<'a> {
    document: &'a ExecutableDocument,
    variables: &'a Variables,
    fragments: HashMap<&'a Name, u64>,
}

impl<'a> Walk<'a> {
    fn selection_set(&mut self, set: &'a SelectionSet) -> u64 {
        set.items
            .iter()
            .map(|item| match &item.node {
                Selection::Field(field) => self.field(&field.node),
                Selection::InlineFragment(fragment) => self.selection_set(&fragment.node.selection_set.node),
                Selection::FragmentSpread(spread) => self.fragment(&spread.node.fragment_name.node),
            })
            .fold(0, u64::saturating_add)
    }

    fn fragment(&mut self, name: &'a Name) -> u64 {
        if let Some(cost) = self.fragments.get(name) {
            return *cost;
        }
        // `check_document` refused cycles; a spread met again while being costed adds nothing.
        self.fragments.insert(name, 0);
        let cost = match self.document.fragments.get(name) {
            Some(definition) => self.selection_set(&definition.node.selection_set.node),
            None => 0,
        };
        self.fragments.insert(name, cost);
        cost
    }

    fn field(&mut self, field: &'a Field) -> u64 {
        let searched =
            self.argument(field, &["search"]).is_some_and(|v| matches!(v, Value::String(s) if !s.trim().is_empty()));
        let items = if self.is_paged(field) {
            match self.argument(field, SIZE_ARGUMENTS) {
                Some(Value::Number(n)) => n.as_u64().unwrap_or(DEFAULT_LIST_SIZE).clamp(1, MAX_LIST_SIZE),
                _ => DEFAULT_LIST_SIZE,
            }
        } else {
            1
        };
        let children = self.selection_set(&field.selection_set.node);
        1u64.saturating_add(if searched { SEARCH_COST } else { 0 }).saturating_add(items.saturating_mul(children))
    }

    /// A page of a list: given a page argument, or selecting the page envelope's `data`.
    fn is_paged(&self, field: &Field) -> bool {
        field.arguments.iter().any(|(name, _)| PAGE_ARGUMENTS.contains(&name.node.as_str()))
            || field
                .selection_set
                .node
                .items
                .iter()
                .any(|item| matches!(&item.node, Selection::Field(inner) if inner.node.name.node == "data"))
    }

    /// The value of the first of `names` the field is given, variables resolved.
    fn argument(&self, field: &Field, names: &[&str]) -> Option<Value> {
        let (_, value) = field.arguments.iter().find(|(name, _)| names.contains(&name.node.as_str()))?;
        value.node.clone().into_const_with(|variable| self.variables.get(&variable).cloned().ok_or(())).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(query: &str, variables: serde_json::Value) -> u64 {
        let document = async_graphql::parser::parse_query(query).unwrap();
        document_cost(&document, &Variables::from_json(variables))
    }

    #[test]
    fn lists_multiply_and_searches_weigh() {
        assert_eq!(cost("{ me { id name } }", serde_json::json!({})), 3);
        // 1 + 20 x (data: 1 + 2 fields)
        assert_eq!(cost("{ products(page: 2) { data { id name } } }", serde_json::json!({})), 61);
        assert_eq!(
            cost("query($n: Int) { products(perPage: $n) { data { id } } }", serde_json::json!({"n": 100})),
            201
        );
        assert_eq!(cost("{ products(search: \"a\", perPage: 1) { data { id } } }", serde_json::json!({})), 303);
        assert_eq!(cost("{ products(perPage: 100000) { data { id } } }", serde_json::json!({})), 201);
        let fragment = "query { a: products { ...P } b: products { ...P } } fragment P on ProductPage { data { id } }";
        // Each: 1 + 1 x (data: 1 + id); the fragment's `data` is not seen through the spread.
        assert_eq!(cost(fragment, serde_json::json!({})), 6);
        assert_eq!(cost("{ products { data { id } } }", serde_json::json!({})), 41);
    }
}

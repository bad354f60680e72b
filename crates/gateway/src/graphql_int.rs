//! GraphQL's `Int` is 32 bits: the spec makes a value outside -2^31..2^31-1 a request error. Yet
//! async-graphql reads an `Int` argument backed by an `i64` (every id) or a `u64` as far as 64 bits,
//! so `removeFromCart(productIds: -2147483649)` was answered (contract fuzzing, `scripts/fuzz.sh`).
//! This extension refuses such a value before the document runs, as an argument's literal, inside an
//! input object or list, or in a variable declared `Int`, with a `BAD_REQUEST` error.

use std::{collections::HashSet, sync::Arc};

use async_graphql::{
    extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery},
    parser::types::{ExecutableDocument, OperationType, Selection, SelectionSet},
    registry::{MetaField, MetaType, Registry},
    ErrorExtensionValues, Name, Pos, ServerError, ServerResult, Value, Variables,
};

pub struct IntRange;

impl ExtensionFactory for IntRange {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(IntRangeExtension)
    }
}

struct IntRangeExtension;

#[async_graphql::async_trait::async_trait]
impl Extension for IntRangeExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        let mut checker = Checker { registry: &ctx.schema_env.registry, document: &document, seen: HashSet::new() };
        for (_, operation) in document.operations.iter() {
            let operation = &operation.node;
            for variable in &operation.variable_definitions {
                let name = &variable.node.name.node;
                let value = variables.get(name).cloned().or_else(|| variable.node.default_value().cloned());
                if let Some(value) = value {
                    checker.value(&variable.node.var_type.node.to_string(), &value, variable.pos)?;
                }
            }
            let root = match operation.ty {
                OperationType::Query => Some(checker.registry.query_type.as_str()),
                OperationType::Mutation => checker.registry.mutation_type.as_deref(),
                OperationType::Subscription => checker.registry.subscription_type.as_deref(),
            };
            if let Some(root) = root {
                checker.selections(root, &operation.selection_set.node)?;
            }
        }
        Ok(document)
    }
}

struct Checker<'a> {
    registry: &'a Registry,
    document: &'a ExecutableDocument,
    /// Fragments already checked: each is checked once, however often it is spread.
    seen: HashSet<Name>,
}

impl<'a> Checker<'a> {
    fn field(&self, parent: &str, name: &str) -> Option<&'a MetaField> {
        let registry: &'a Registry = self.registry;
        match registry.types.get(parent)? {
            MetaType::Object { fields, .. } | MetaType::Interface { fields, .. } => fields.get(name),
            _ => None,
        }
    }

    fn selections(&mut self, parent: &str, set: &SelectionSet) -> ServerResult<()> {
        for item in &set.items {
            match &item.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    let Some(meta) = self.field(parent, &field.name.node) else { continue };
                    let child = meta.ty.trim_matches(|c| c == '[' || c == ']' || c == '!');
                    for (name, value) in &field.arguments {
                        let Some(arg) = meta.args.get(name.node.as_str()) else { continue };
                        // A value holding variables is checked through their declarations.
                        if let Some(constant) = value.node.clone().into_const() {
                            self.value(&arg.ty, &constant, value.pos)?;
                        }
                    }
                    self.selections(child, &field.selection_set.node)?;
                }
                Selection::InlineFragment(fragment) => {
                    let fragment = &fragment.node;
                    let on = fragment.type_condition.as_ref().map(|c| c.node.on.node.to_string());
                    self.selections(on.as_deref().unwrap_or(parent), &fragment.selection_set.node)?;
                }
                Selection::FragmentSpread(spread) => {
                    let name = spread.node.fragment_name.node.clone();
                    let Some(fragment) = self.document.fragments.get(&name) else { continue };
                    if self.seen.insert(name) {
                        let on = fragment.node.type_condition.node.on.node.to_string();
                        self.selections(&on, &fragment.node.selection_set.node)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks `value` against the GraphQL type `ty` (`Int`, `[Int!]!`, an input object...).
    fn value(&self, ty: &str, value: &Value, pos: Pos) -> ServerResult<()> {
        let ty = ty.strip_suffix('!').unwrap_or(ty);
        if let Some(item) = ty.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
            return match value {
                Value::List(items) => items.iter().try_for_each(|v| self.value(item, v, pos)),
                single => self.value(item, single, pos),
            };
        }
        match value {
            Value::Number(n)
                if ty == "Int"
                    && (n.is_i64() || n.is_u64())
                    && n.as_i64().and_then(|v| i32::try_from(v).ok()).is_none() =>
            {
                return Err(out_of_range(n, pos));
            }
            Value::Object(fields) => {
                if let Some(MetaType::InputObject { input_fields, .. }) = self.registry.types.get(ty) {
                    for (name, v) in fields {
                        if let Some(field) = input_fields.get(name.as_str()) {
                            self.value(&field.ty, v, pos)?;
                        }
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }
}

fn out_of_range(n: &async_graphql::Number, pos: Pos) -> ServerError {
    let message = format!("Failed to parse \"Int\": the value is {n}, must be between -2147483648 and 2147483647");
    let mut error = ServerError::new(message, Some(pos));
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", "BAD_REQUEST");
    extensions.set("status", 400);
    error.extensions = Some(extensions);
    error
}

//! The operations the running server describes, from its OpenAPI document and GraphQL introspection,
//! and the kinds of id each takes.

use std::collections::HashMap;

use reqwest::Method;
use serde_json::Value;

use super::{Scope, BARE_IDS, KINDS, NAMED_IDS, PUBLIC_FIELDS, VERBS};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Class {
    Admin,
    OwnIds,
    PublicIds,
    SignedIn,
    Public,
}

#[derive(Clone, Debug)]
pub(super) enum Call {
    Rest { method: Method, path: String, op: Value },
    Graphql { root: &'static str, field: Value },
}

#[derive(Clone, Debug)]
pub(super) struct Operation {
    pub(super) label: String,
    pub(super) call: Call,
    pub(super) admin: bool,
    pub(super) signed_in: bool,
    pub(super) read: bool,
    /// (name, kind) of every id it takes.
    pub(super) keys: Vec<(String, String)>,
}

impl Operation {
    fn scopes(&self) -> Vec<Scope> {
        self.keys.iter().map(|(_, kind)| scope(kind).expect("classified")).collect()
    }

    pub(super) fn class(&self) -> Class {
        let scopes = self.scopes();
        if self.admin {
            Class::Admin
        } else if scopes.iter().any(|s| *s != Scope::Public) {
            Class::OwnIds
        } else if !scopes.is_empty() {
            Class::PublicIds
        } else if self.signed_in {
            Class::SignedIn
        } else {
            Class::Public
        }
    }

    pub(super) fn capability_only(&self) -> bool {
        let scopes = self.scopes();
        scopes.contains(&Scope::Capability) && !scopes.contains(&Scope::Own)
    }
}

pub(super) fn scope(kind: &str) -> Option<Scope> {
    KINDS.iter().find(|(k, _, _)| *k == kind).map(|(_, s, _)| *s)
}

pub(super) fn normalize(name: &str) -> String {
    name.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase()
}

/// Whether an input is a key to something, and if so its normalized name (`order_item_id` ->
/// `orderitem`, `paymentID` -> `payment`, bare `id` -> "").
fn key_name(name: &str) -> Option<String> {
    let n = normalize(name);
    for suffix in ["ids", "id"] {
        if let Some(stem) = n.strip_suffix(suffix) {
            return Some(stem.to_owned());
        }
    }
    (n == "endpoint" || n.ends_with("slug")).then_some(n)
}

/// The kind a bare `id` of GraphQL field `field` names: its noun without the verb
/// (`cancelOrder` -> `order`, `setCategoryHidden` -> `category`).
fn field_noun(field: &str) -> String {
    if let Some((_, kind)) = BARE_IDS.iter().find(|(f, _)| *f == field) {
        return (*kind).to_owned();
    }
    let mut noun = field;
    for verb in VERBS {
        if let Some(rest) = field.strip_prefix(verb) {
            if rest.starts_with(|c: char| c.is_ascii_uppercase()) {
                noun = rest;
                break;
            }
        }
    }
    let noun = noun.strip_suffix("Hidden").unwrap_or(noun);
    normalize(noun)
}

/// `/api/user/shipping-orders/{id}` -> `shippingorder`; a query's bare `id` is named by the last
/// segment, less its extension (`/api/user/payment-qr.png?id=` -> `paymentqr`).
fn path_noun(path: &str, param: &str) -> String {
    let segments: Vec<&str> = path.split('/').collect();
    let Some(at) = segments.iter().position(|s| *s == format!("{{{param}}}")) else {
        let last = segments.last().copied().unwrap_or_default();
        return normalize(last.split('.').next().unwrap_or_default());
    };
    let before = if at > 0 { normalize(segments[at - 1]) } else { String::new() };
    before.strip_suffix('s').map(str::to_owned).unwrap_or(before)
}

pub(super) fn rest_operations(doc: &Value) -> Vec<Operation> {
    let mut out = Vec::new();
    for (path, methods) in doc["paths"].as_object().expect("paths") {
        for (method, op) in methods.as_object().unwrap() {
            let method: Method = method.to_ascii_uppercase().parse().unwrap();
            let mut keys = Vec::new();
            for param in op["parameters"].as_array().into_iter().flatten() {
                let name = param["name"].as_str().unwrap();
                match param["in"].as_str() {
                    Some("path") => {
                        let kind = match key_name(name) {
                            Some(stem) if !stem.is_empty() => stem,
                            _ => path_noun(path, name),
                        };
                        keys.push((name.to_owned(), kind));
                    }
                    Some("query") => {
                        if let Some(stem) = key_name(name) {
                            keys.push((name.to_owned(), if stem.is_empty() { path_noun(path, name) } else { stem }));
                        }
                    }
                    _ => {}
                }
            }
            for (_, content) in op["requestBody"]["content"].as_object().into_iter().flatten() {
                body_keys(doc, &content["schema"], &mut keys);
            }
            keys.dedup();
            let summary =
                format!("{} {}", op["summary"].as_str().unwrap_or(""), op["description"].as_str().unwrap_or(""));
            out.push(Operation {
                label: format!("{method} {path}"),
                admin: summary.trim_start().starts_with("Admin") || path.contains("/admin"),
                signed_in: op["security"].as_array().is_some_and(|s| !s.is_empty()),
                read: method == Method::GET,
                call: Call::Rest { method, path: path.clone(), op: op.clone() },
                keys,
            });
        }
    }
    out
}

pub(super) fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => resolve(doc, &doc["components"]["schemas"][reference.rsplit('/').next().unwrap()]),
        None => schema,
    }
}

fn body_keys(doc: &Value, schema: &Value, keys: &mut Vec<(String, String)>) {
    let schema = resolve(doc, schema);
    for (name, property) in schema["properties"].as_object().into_iter().flatten() {
        if let Some(stem) = key_name(name) {
            if !stem.is_empty() && !keys.iter().any(|(n, _)| n == name) {
                keys.push((name.clone(), stem));
            }
        }
        let property = resolve(doc, property);
        if property["properties"].is_object() {
            body_keys(doc, property, keys);
        }
    }
}

/// The named type under NON_NULL and LIST wrappers.
pub(super) fn named(type_ref: &Value) -> &Value {
    if type_ref["ofType"].is_object() {
        named(&type_ref["ofType"])
    } else {
        type_ref
    }
}

pub(super) fn graphql_operations(schema: &Value, types: &HashMap<String, Value>) -> Vec<Operation> {
    let mut out = Vec::new();
    for (root, key) in [("query", "queryType"), ("mutation", "mutationType"), ("subscription", "subscriptionType")] {
        let Some(type_name) = schema[key]["name"].as_str() else { continue };
        for field in types[type_name]["fields"].as_array().unwrap() {
            let name = field["name"].as_str().unwrap();
            let mut keys = Vec::new();
            for arg in field["args"].as_array().unwrap() {
                arg_keys(name, arg, types, &mut keys, 0);
            }
            keys.dedup();
            out.push(Operation {
                label: format!("{root} {name}"),
                admin: field["description"].as_str().unwrap_or("").starts_with("Admin"),
                signed_in: !PUBLIC_FIELDS.contains(&name),
                read: root != "mutation",
                call: Call::Graphql { root, field: field.clone() },
                keys,
            });
        }
    }
    out
}

fn arg_keys(field: &str, arg: &Value, types: &HashMap<String, Value>, keys: &mut Vec<(String, String)>, depth: usize) {
    let name = arg["name"].as_str().unwrap();
    let type_name = named(&arg["type"])["name"].as_str().unwrap();
    if let Some((_, _, kind)) = NAMED_IDS.iter().find(|(f, a, _)| *f == field && *a == name) {
        keys.push((name.to_owned(), (*kind).to_owned()));
    } else if let Some(stem) = key_name(name) {
        if type_name != "Upload" {
            keys.push((name.to_owned(), if stem.is_empty() { field_noun(field) } else { stem }));
        }
    }
    if depth < 3 && types[type_name]["kind"] == "INPUT_OBJECT" {
        for inner in types[type_name]["inputFields"].as_array().unwrap() {
            arg_keys(field, inner, types, keys, depth + 1);
        }
    }
}

pub(super) fn is_delete(op: &Operation) -> bool {
    match &op.call {
        Call::Rest { method, .. } => *method == Method::DELETE,
        Call::Graphql { field, .. } => field["name"].as_str().unwrap().starts_with("delete"),
    }
}

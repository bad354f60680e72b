//! Making the calls: an operation's arguments, bodies and GraphQL documents filled in with the
//! world's ids (or ids nothing has), and what it answered.

use std::collections::HashMap;

use reqwest::{multipart, Method};
use serde_json::{json, Value};

use super::operations::{named, normalize, resolve, scope, Call, Operation};
use super::websocket::next_answer;
use super::world::World;
use super::Scope;
use crate::support::{file_part, png, TestApp};

/// What an operation answered: the HTTP status, the GraphQL error code, and the body.
#[derive(Debug)]
pub(super) struct Answer {
    pub(super) status: u16,
    pub(super) code: Option<String>,
    pub(super) body: String,
}

impl Answer {
    pub(super) fn unauthenticated(&self) -> bool {
        self.status == 401 || self.code.as_deref() == Some("UNAUTHENTICATED")
    }

    pub(super) fn forbidden(&self) -> bool {
        self.status == 403 || self.code.as_deref() == Some("FORBIDDEN")
    }

    /// Refused by the service (not a malformed request of the matrix's own).
    pub(super) fn refused(&self) -> bool {
        let codes = ["VALIDATION", "NOT_FOUND", "FORBIDDEN", "BAD_REQUEST", "CONFLICT"];
        [403, 404, 409, 422].contains(&self.status) || self.code.as_deref().is_some_and(|c| codes.contains(&c))
    }

    /// The status or code and the message, without numbers (which may echo the id).
    pub(super) fn gist(&self) -> String {
        let body: Value = serde_json::from_str(&self.body).unwrap_or(Value::Null);
        let message = body["message"].as_str().or_else(|| body["errors"][0]["message"].as_str()).unwrap_or("");
        let data = if self.refused() { String::new() } else { body["data"].to_string() };
        format!("{} {message} {data}", self.short()).chars().filter(|c| !c.is_ascii_digit()).collect()
    }

    pub(super) fn short(&self) -> String {
        match &self.code {
            Some(code) => code.clone(),
            None if self.status == 200 => "200 data".into(),
            None => self.status.to_string(),
        }
    }
}

pub(super) struct Caller<'a> {
    pub(super) app: &'a TestApp,
    pub(super) doc: &'a Value,
    pub(super) types: &'a HashMap<String, Value>,
    pub(super) world: &'a World,
    pub(super) calls: std::sync::atomic::AtomicUsize,
    /// Which ids the calls send (a [`Mode`] as a number).
    pub(super) mode: std::sync::atomic::AtomicU8,
}

/// Which ids a call sends.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Mode {
    /// A's own ones, and the public ones A used.
    Real,
    /// Own ids nothing has: what B is told for an id that does not exist, to compare.
    NoSuchOwn,
    /// Hidden catalogue things (admins only) where a kind has one.
    Hidden,
    /// Catalogue ids nothing has where a kind has a hidden one, to compare.
    NoSuchPublic,
}

impl Caller<'_> {
    pub(super) fn with_mode(&self, mode: Mode) {
        self.mode.store(mode as u8, std::sync::atomic::Ordering::Relaxed);
    }

    fn id(&self, kind: &str) -> Value {
        let mode = self.mode.load(std::sync::atomic::Ordering::Relaxed);
        let public = scope(kind) == Some(Scope::Public);
        let nothing = match kind {
            "endpoint" => json!("https://push.example.com/send/nobody"),
            _ if kind.ends_with("slug") => json!("no-such-product"),
            _ => json!(999_999),
        };
        let hidden = self.world.hidden.get(kind);
        match mode {
            m if m == Mode::NoSuchOwn as u8 && !public => nothing,
            m if m == Mode::Hidden as u8 && hidden.is_some() => hidden.unwrap().clone(),
            m if m == Mode::NoSuchPublic as u8 && hidden.is_some() => nothing,
            // A kind without a real one of A's (a recovery, a banner) gets an id nothing has.
            _ => self.world.ids.get(kind).cloned().unwrap_or(nothing),
        }
    }

    fn kind_of<'k>(&self, op: &'k Operation, name: &str) -> Option<&'k str> {
        op.keys.iter().find(|(n, _)| n == name).map(|(_, k)| k.as_str())
    }

    /// A value for a non-id input, by its name.
    pub(super) fn text_for(&self, name: &str) -> String {
        let n = normalize(name);
        if n.contains("date") || n == "from" || n == "to" {
            self.world.today.clone()
        } else if n.contains("password") {
            "secret123".into()
        } else if n.contains("phone") {
            "09795550009".into()
        } else if n.contains("postal") {
            "11181".into()
        } else if n.contains("address") {
            "No. 9, Matrix Road".into()
        } else if n == "code" {
            "123456".into()
        } else {
            "Checked by the access matrix".into()
        }
    }

    fn int_for(&self, name: &str) -> i64 {
        match normalize(name).as_str() {
            "rating" => 5,
            "limit" | "perpage" => 20,
            "ticket" => 2,
            _ => 1,
        }
    }

    pub(super) async fn call(&self, op: &Operation, token: Option<&str>) -> Answer {
        self.calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match &op.call {
            Call::Rest { method, path, op: spec } => self.rest(op, method.clone(), path, spec, token).await,
            Call::Graphql { root, field } => self.graphql(op, root, field, token).await,
        }
    }

    async fn rest(&self, op: &Operation, method: Method, path: &str, spec: &Value, token: Option<&str>) -> Answer {
        let mut url = path.to_owned();
        let mut query = Vec::new();
        for param in spec["parameters"].as_array().into_iter().flatten() {
            let name = param["name"].as_str().unwrap();
            let kind = self.kind_of(op, name);
            let value = match kind {
                Some(kind) => plain(&self.id(kind)),
                // A choice (`kind=order`) takes the document's first value.
                None if param["required"] == true => match resolve(self.doc, &param["schema"])["enum"][0].as_str() {
                    Some(first) => first.to_owned(),
                    None => self.text_for(name),
                },
                None => continue,
            };
            match param["in"].as_str() {
                Some("path") => url = url.replace(&format!("{{{name}}}"), &value),
                Some("query") => query.push((name.to_owned(), value)),
                _ => {}
            }
        }
        let mut request = self.app.client.request(method, self.app.url(&url)).query(&query);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let content = spec["requestBody"]["content"].as_object();
        if let Some(content) = content {
            if let Some(schema) = content.get("application/json").map(|c| &c["schema"]) {
                request = request.json(&self.json_body(op, schema));
            } else if let Some(schema) = content.get("multipart/form-data").map(|c| &c["schema"]) {
                request = request.multipart(self.form_body(op, schema));
            }
        }
        let response = request.send().await.expect("request sent");
        let status = response.status().as_u16();
        let body = response.text().await.unwrap_or_default();
        Answer { status, code: None, body }
    }

    fn json_body(&self, op: &Operation, schema: &Value) -> Value {
        let schema = resolve(self.doc, schema);
        let mut body = serde_json::Map::new();
        for (name, property) in schema["properties"].as_object().into_iter().flatten() {
            let property = resolve(self.doc, property);
            let types = type_names(property);
            let value = if let Some(kind) = self.kind_of(op, name) {
                let id = self.id(kind);
                if types.contains(&"array") {
                    json!([id])
                } else {
                    id
                }
            } else if property["properties"].is_object() {
                self.json_body(op, property)
            } else if types.contains(&"integer") {
                json!(self.int_for(name))
            } else if types.contains(&"array") {
                json!([])
            } else if types.contains(&"boolean") {
                json!(true)
            } else {
                json!(self.text_for(name))
            };
            body.insert(name.clone(), value);
        }
        Value::Object(body)
    }

    fn form_body(&self, op: &Operation, schema: &Value) -> multipart::Form {
        let schema = resolve(self.doc, schema);
        let mut form = multipart::Form::new();
        for (name, property) in schema["properties"].as_object().into_iter().flatten() {
            let property = resolve(self.doc, property);
            let types = type_names(property);
            if let Some(kind) = self.kind_of(op, name) {
                let id = self.id(kind);
                // A list of ids travels as JSON text (`order_item_id=[1,2]`).
                let text = if types.contains(&"string") || types.contains(&"array") {
                    json!([id]).to_string()
                } else {
                    plain(&id)
                };
                form = form.text(name.clone(), text);
            } else if property["format"] == "binary" {
                form = form.part(name.clone(), file_part(png(40, 40), "f.png"));
            } else if types.contains(&"array") {
                form = form.part(format!("{name}[]"), file_part(png(40, 40), "f.png"));
            } else if types.contains(&"integer") {
                form = form.text(name.clone(), self.int_for(name).to_string());
            } else {
                form = form.text(name.clone(), self.text_for(name));
            }
        }
        form
    }

    /// A value of GraphQL type `type_ref` for input `name`, with uploads noted in `files`.
    fn graphql_value(
        &self,
        op: &Operation,
        name: &str,
        type_ref: &Value,
        path: &str,
        files: &mut Vec<String>,
    ) -> Value {
        match type_ref["kind"].as_str().unwrap() {
            "NON_NULL" => self.graphql_value(op, name, &type_ref["ofType"], path, files),
            "LIST" => json!([self.graphql_value(op, name, &type_ref["ofType"], &format!("{path}.0"), files)]),
            "ENUM" => {
                let type_name = type_ref["name"].as_str().unwrap();
                self.types[type_name]["enumValues"][0]["name"].clone()
            }
            "INPUT_OBJECT" => {
                let type_name = type_ref["name"].as_str().unwrap();
                let mut object = serde_json::Map::new();
                for field in self.types[type_name]["inputFields"].as_array().unwrap() {
                    let field_name = field["name"].as_str().unwrap();
                    // Every field (optional ones too, so that the call gets past validation), but
                    // no optional upload.
                    let upload = named(&field["type"])["name"] == "Upload";
                    if field["type"]["kind"] == "NON_NULL" || !upload {
                        let inner = format!("{path}.{field_name}");
                        object.insert(
                            field_name.to_owned(),
                            self.graphql_value(op, field_name, &field["type"], &inner, files),
                        );
                    }
                }
                Value::Object(object)
            }
            _ => match (type_ref["name"].as_str().unwrap(), self.kind_of(op, name)) {
                ("Upload", _) => {
                    files.push(path.to_owned());
                    Value::Null
                }
                (_, Some(kind)) => self.id(kind),
                ("Int", None) => json!(self.int_for(name)),
                ("Float", None) => json!(1.5),
                ("Boolean", None) => json!(true),
                // A time that is always in the future (an end time must be).
                ("DateTime", None) => json!("2099-01-01T00:00:00Z"),
                // A calendar day (report ranges).
                ("Date", None) => json!("2026-01-01"),
                (_, None) => json!(self.text_for(name)),
            },
        }
    }

    /// The operation's document and variables, and the variables' paths that are uploads.
    pub(super) fn document(&self, op: &Operation, root: &str, field: &Value) -> (String, Value, Vec<String>) {
        let name = field["name"].as_str().unwrap();
        let mut declared = Vec::new();
        let mut passed = Vec::new();
        let mut variables = serde_json::Map::new();
        let mut files = Vec::new();
        for arg in field["args"].as_array().unwrap() {
            let arg_name = arg["name"].as_str().unwrap();
            let required = arg["type"]["kind"] == "NON_NULL" && arg["defaultValue"].is_null();
            if !required && self.kind_of(op, arg_name).is_none() {
                continue;
            }
            let value = self.graphql_value(op, arg_name, &arg["type"], &format!("variables.{arg_name}"), &mut files);
            declared.push(format!("${arg_name}: {}", type_text(&arg["type"])));
            passed.push(format!("{arg_name}: ${arg_name}"));
            variables.insert(arg_name.to_owned(), value);
        }
        let declared = if declared.is_empty() { String::new() } else { format!("({})", declared.join(", ")) };
        let passed = if passed.is_empty() { String::new() } else { format!("({})", passed.join(", ")) };
        let query = format!("{root}{declared} {{ {name}{passed}{} }}", self.selection(&field["type"]));
        (query, Value::Object(variables), files)
    }

    async fn graphql(&self, op: &Operation, root: &str, field: &Value, token: Option<&str>) -> Answer {
        let (query, variables, files) = self.document(op, root, field);
        let answer = if root == "subscription" {
            let mut socket = self.connect(token).await;
            let start = json!({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": variables}});
            next_answer(&mut socket, Some(start), std::time::Duration::from_secs(2)).await
        } else if files.is_empty() {
            self.app.graphql(&query, variables, token, "en").await
        } else {
            let files = files.iter().map(|path| (path.as_str(), png(40, 40))).collect();
            self.app.graphql_upload(&query, variables, files, token).await
        };
        let code = answer["errors"][0]["extensions"]["code"].as_str().map(str::to_owned);
        let code = code.or_else(|| answer["errors"][0]["message"].as_str().map(|m| format!("error: {m}")));
        Answer { status: 200, code, body: answer.to_string() }
    }

    /// `{ __typename leaf fields }` of an object type, nothing for a scalar.
    fn selection(&self, type_ref: &Value) -> String {
        let type_name = named(type_ref)["name"].as_str().unwrap();
        let fields = &self.types[type_name]["fields"];
        if !fields.is_array() {
            return String::new();
        }
        let leaves: Vec<&str> = fields
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| {
                let kind = named(&f["type"])["kind"].as_str().unwrap();
                (kind == "SCALAR" || kind == "ENUM") && f["args"].as_array().is_none_or(|a| a.is_empty())
            })
            .map(|f| f["name"].as_str().unwrap())
            .collect();
        format!(" {{ __typename {} }}", leaves.join(" "))
    }
}

fn plain(value: &Value) -> String {
    value.as_str().map(str::to_owned).unwrap_or_else(|| value.to_string())
}

fn type_names(schema: &Value) -> Vec<&str> {
    match &schema["type"] {
        Value::String(s) => vec![s.as_str()],
        Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    }
}

fn type_text(type_ref: &Value) -> String {
    match type_ref["kind"].as_str().unwrap() {
        "NON_NULL" => format!("{}!", type_text(&type_ref["ofType"])),
        "LIST" => format!("[{}]", type_text(&type_ref["ofType"])),
        _ => type_ref["name"].as_str().unwrap().to_owned(),
    }
}

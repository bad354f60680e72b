//! Load from Debian's `wrk` pinned to core 1 against a server pinned to core 0: what `ceiling` and
//! `growth` measure with, so both print figures taken the same way.

use std::process::{Command, Stdio};

/// One scenario: requests (path, body) sent in turn with `headers`; GET when there is no body.
pub struct Scenario {
    pub name: &'static str,
    pub requests: Vec<(String, Option<String>)>,
    pub headers: Vec<(&'static str, String)>,
}

/// Every thread of `pid` on `core`.
pub fn pin(pid: u32, core: u32) {
    let status =
        Command::new("taskset").args(["-a", "-pc", &core.to_string(), &pid.to_string()]).stdout(Stdio::null()).status();
    assert!(status.is_ok_and(|s| s.success()), "taskset (util-linux) pins the server");
}

pub fn rss_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with(field)).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

pub struct Load {
    pub rate: f64,
    pub p99_ms: f64,
    pub errors: u64,
}

/// One wrk run on core 1: the scenario's requests in turn on every connection.
pub fn wrk(base: &str, scenario: &Scenario, connections: usize, seconds: u64) -> Load {
    let lua_string = |s: &str| format!("{s:?}");
    let mut script = String::from("local requests = {\n");
    for (path, body) in &scenario.requests {
        let method = if body.is_some() { "POST" } else { "GET" };
        let body = body.as_deref().map(lua_string).unwrap_or_else(|| "nil".into());
        script.push_str(&format!("  {{ {}, {}, {} }},\n", lua_string(method), lua_string(path), body));
    }
    script.push_str("}\nlocal headers = {\n");
    for (name, value) in &scenario.headers {
        script.push_str(&format!("  [{}] = {},\n", lua_string(name), lua_string(value)));
    }
    script.push_str(
        "}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  local r = requests[(i % #requests) + 1]\n  \
         return wrk.format(r[1], r[2], headers, r[3])\nend\n",
    );
    let file = tempfile::Builder::new().suffix(".lua").tempfile().unwrap();
    std::fs::write(file.path(), script).unwrap();
    let output = Command::new("taskset")
        .args(["-c", "1", "wrk", "-t1", &format!("-c{connections}"), &format!("-d{seconds}s"), "--latency", "-s"])
        .arg(file.path())
        .arg(base)
        .output()
        .expect("wrk runs (Debian's wrk: ./just bench installs it)");
    let text = String::from_utf8_lossy(&output.stdout);
    let rate =
        text.lines().find_map(|l| l.strip_prefix("Requests/sec:")).map(|v| v.trim().parse().unwrap()).unwrap_or(0.0);
    let p99_ms = text.lines().find_map(|l| l.trim().strip_prefix("99%")).map(|v| millis(v.trim())).unwrap_or(f64::NAN);
    let errors = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("Non-2xx or 3xx responses:"))
        .map(|v| v.trim().parse().unwrap())
        .unwrap_or(0);
    Load { rate, p99_ms, errors }
}

/// wrk's `812.00us`, `3.21ms`, `1.02s` in milliseconds.
fn millis(value: &str) -> f64 {
    let split = value.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(value.len());
    let (number, unit) = value.split_at(split);
    let number: f64 = number.parse().unwrap_or(f64::NAN);
    match unit {
        "us" => number / 1000.0,
        "ms" => number,
        "s" => number * 1000.0,
        "m" => number * 60_000.0,
        _ => f64::NAN,
    }
}

/// The product card fields the GraphQL scenarios ask for (what the web app's grids show).
pub const CARD_FIELDS: &str = "id slug name category featureImage actualPrice";

/// A GraphQL request body.
pub fn graphql_body(query: &str, variables: serde_json::Value) -> String {
    serde_json::json!({ "query": query, "variables": variables }).to_string()
}

/// `products(page, perPage)`: the GraphQL product list.
pub fn list_request(page: usize) -> (String, Option<String>) {
    let query = format!("query($page: Int, $perPage: Int) {{ products(page: $page, perPage: $perPage) {{ data {{ {CARD_FIELDS} }} meta {{ total perPage currentPage lastPage }} }} }}");
    ("/graphql".to_owned(), Some(graphql_body(&query, serde_json::json!({"page": page, "perPage": 12}))))
}

/// `products(search)`: one GraphQL search request per term, 12 cards each.
pub fn search_requests(terms: &[&str]) -> Vec<(String, Option<String>)> {
    let query = format!("query($search: String!) {{ products(search: $search, perPage: 12) {{ data {{ {CARD_FIELDS} }} meta {{ total perPage currentPage lastPage }} }} }}");
    terms
        .iter()
        .map(|t| ("/graphql".to_owned(), Some(graphql_body(&query, serde_json::json!({"search": t})))))
        .collect()
}

/// The headers of a GraphQL scenario in `language`.
pub fn graphql_headers(language: &str) -> Vec<(&'static str, String)> {
    vec![("X-localization", language.to_owned()), ("Content-Type", "application/json".to_owned())]
}

/// A REST read of `path` in English.
pub fn rest_read(name: &'static str, path: &str) -> Scenario {
    Scenario { name, requests: vec![(path.to_owned(), None)], headers: vec![("X-localization", "en".into())] }
}

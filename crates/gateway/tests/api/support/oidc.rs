//! A real OAuth 2.0 / OpenID Connect provider on loopback (`scripts/oidc/server.mjs`, npm's
//! `oidc-provider`, the certified implementation) for the "Continue with Facebook" tests, and a
//! driver for the browser's part of the flow: its development login and consent pages (plain HTML
//! forms).
//!
//! Any login name signs in (any password): `sub` = the login, `name` = the login capitalised twice
//! (`aye` -> `Aye Aye`), `picture` = `{issuer}/pictures/{sub}.png` (a real 16x16 PNG). The token
//! endpoint takes `client_secret_basic` and `client_secret_post`; PKCE (S256) is required.
//! `userinfo_url` (OIDC's `/me`) needs `openid` in the scope (e.g. `openid public_profile`:
//! `public_profile` alone is granted, but `/me` answers 403 `insufficient_scope` for it);
//! `facebook_shape_url` answers Facebook's Graph shape for any valid access token, whatever its
//! scope; `profile_without_id_url` answers `{"name": "No Id"}` to any bearer token.
//!
//! The redirect URI need not be reachable: [`OidcServer::consent`] and [`OidcServer::deny`] stop
//! at the redirect that leaves the provider and answer its URL, so a test may register the shop's
//! callback under any origin (say `http://mall.test`) and call the real shop with the query.
#![allow(dead_code)]

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::OnceLock,
    time::Duration,
};

use reqwest::{header, redirect, Client, StatusCode, Url};

/// How long `node server.mjs` may take to print its `listening` line. It takes about a second on
/// a quiet machine, but CI has twice seen a start hang (once past 30 s, once past 120 s, the
/// process alive and silent, its three siblings in the same test started fine). Such a start is
/// killed after this long, with what the process was doing (its kernel state and a Node
/// diagnostic report of its stacks) printed, and the provider is started once more: this bounds a
/// hang of the test's own tool, it does not time the start.
const START_TIMEOUT: Duration = Duration::from_secs(60);

/// Starts of the provider a test tries before it fails (see [`START_TIMEOUT`]).
const START_TRIES: usize = 2;

/// The provider process, killed when dropped (it also exits when its stdin closes, i.e. when the
/// test process dies).
pub struct OidcServer {
    pub issuer: String,
    pub authorize_url: String,
    pub token_url: String,
    pub userinfo_url: String,
    pub profile_without_id_url: String,
    pub facebook_shape_url: String,
    /// Follows no redirect: the driver follows the provider's own and stops at the callback.
    client: Client,
    child: Child,
    stderr: tempfile::NamedTempFile,
}

fn scripts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/oidc")
}

/// `scripts/oidc/ensure.sh` (`npm ci` when node_modules is missing or stale), once per test binary.
fn ensure_packages() {
    static ENSURED: OnceLock<Result<(), String>> = OnceLock::new();
    let result = ENSURED.get_or_init(|| {
        let script = scripts_dir().join("ensure.sh");
        match Command::new("bash").arg(&script).stdin(Stdio::null()).output() {
            Ok(out) if out.status.success() => Ok(()),
            Ok(out) => Err(format!(
                "{} failed ({}); it needs node and npm (and the npm registry the first time):\n{}{}",
                script.display(),
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )),
            Err(error) => Err(format!("could not run bash {}: {error}", script.display())),
        }
    });
    if let Err(message) = result {
        panic!("{message}");
    }
}

impl OidcServer {
    /// A provider with one confidential client allowed to redirect to `redirect_uri`.
    pub async fn start(client_id: &str, client_secret: &str, redirect_uri: &str) -> OidcServer {
        Self::start_with(client_id, client_secret, &[redirect_uri]).await
    }

    /// A provider with one confidential client allowed to redirect to any of `redirect_uris`.
    pub async fn start_with(client_id: &str, client_secret: &str, redirect_uris: &[&str]) -> OidcServer {
        ensure_packages();
        let mut hangs = Vec::new();
        for _ in 0..START_TRIES {
            match Self::try_start(client_id, client_secret, redirect_uris).await {
                Ok(server) => return server,
                Err(hang) => {
                    eprintln!("the OIDC provider hung on start; starting it again. What it was doing:\n{hang}");
                    hangs.push(hang);
                }
            }
        }
        panic!(
            "the OIDC provider (node scripts/oidc/server.mjs) hung on each of {START_TRIES} starts:\n{}",
            hangs.join("\n---\n")
        );
    }

    /// One start: the server, or (when it printed nothing within [`START_TIMEOUT`]) what the
    /// killed process was doing. Any other failure panics.
    async fn try_start(client_id: &str, client_secret: &str, redirect_uris: &[&str]) -> Result<OidcServer, String> {
        let stderr = tempfile::NamedTempFile::new().expect("a temporary file for the provider's stderr");
        let reports = tempfile::tempdir().expect("a temporary folder for Node's diagnostic report");
        let node = std::env::var("NODE").unwrap_or_else(|_| "node".to_owned());
        let mut command = Command::new(&node);
        command
            .arg("--report-on-signal")
            .arg("--report-signal=SIGUSR2")
            .arg(format!("--report-directory={}", reports.path().display()))
            .arg(scripts_dir().join("server.mjs"))
            .args(["--client-id", client_id, "--client-secret", client_secret])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr.reopen().expect("reopen the stderr file"));
        for uri in redirect_uris {
            command.args(["--redirect-uri", uri]);
        }
        let mut child =
            command.spawn().unwrap_or_else(|e| panic!("could not start `{node}` (is Node.js installed?): {e}"));
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, rx) = tokio::sync::oneshot::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let read = BufReader::new(stdout).read_line(&mut line).map(|_| line);
            let _ = tx.send(read);
        });
        let line = match tokio::time::timeout(START_TIMEOUT, rx).await {
            Ok(Ok(Ok(line))) => line,
            Ok(Ok(Err(error))) => fail_start(child, &stderr, &format!("reading its stdout failed: {error}")),
            Ok(Err(_)) => fail_start(child, &stderr, "its stdout reader went away"),
            Err(_) => {
                let doing = what_it_is_doing(&child, reports.path()).await;
                let _ = child.kill();
                let _ = child.wait();
                let output = std::fs::read_to_string(stderr.path()).unwrap_or_default();
                return Err(format!("no `listening` line within {START_TIMEOUT:?}\n{doing}\nits stderr:\n{output}"));
            }
        };
        let Some(issuer) = line.trim().strip_prefix("listening ").map(str::to_owned) else {
            fail_start(child, &stderr, &format!("expected `listening <issuer>`, got {line:?}"))
        };
        let client = Client::builder().redirect(redirect::Policy::none()).build().expect("a client");
        Ok(OidcServer {
            authorize_url: format!("{issuer}/auth"),
            token_url: format!("{issuer}/token"),
            userinfo_url: format!("{issuer}/me"),
            profile_without_id_url: format!("{issuer}/profile-without-id"),
            facebook_shape_url: format!("{issuer}/profile-facebook-shape"),
            issuer,
            client,
            child,
            stderr,
        })
    }

    /// What the provider wrote on stderr so far (its warnings, and one line per refused request:
    /// `authorization.error`, `grant.error`, `userinfo.error`, `server_error`).
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(self.stderr.path()).unwrap_or_default()
    }

    /// The picture URL the provider gives the account signed in as `login`.
    pub fn picture_url(&self, login: &str) -> String {
        format!(
            "{}/pictures/{}.png",
            self.issuer,
            url::form_urlencoded::byte_serialize(login.as_bytes()).collect::<String>()
        )
    }

    /// Plays the shopper's browser from `authorize_url` (which the shop built, pointing at this
    /// provider): signs in as `login` on the login page, accepts the consent page, and answers the
    /// URL of the redirect back to the shop's callback (not followed) with `code`, `state` and
    /// `iss`. Each call is a fresh browser (no cookies), so it always meets both pages. Should the
    /// provider refuse the request itself (a bad `redirect_uri`: no redirect to the shop), it
    /// panics; a refusal it redirects (no PKCE, an unknown scope) is answered like a success, with
    /// `error=` in the URL.
    pub async fn consent(&self, authorize_url: &str, login: &str) -> String {
        self.browse(authorize_url, login, true).await
    }

    /// Like [`consent`](Self::consent), but cancels on the consent page (devInteractions' abort
    /// link): answers the callback URL with `error=access_denied` and the `state`.
    pub async fn deny(&self, authorize_url: &str, login: &str) -> String {
        self.browse(authorize_url, login, false).await
    }

    async fn browse(&self, authorize_url: &str, login: &str, accept: bool) -> String {
        let issuer = Url::parse(&self.issuer).expect("issuer URL");
        let mut browser = Browser { client: &self.client, origin: issuer.origin(), cookies: BTreeMap::new() };
        let start = Url::parse(authorize_url).unwrap_or_else(|e| panic!("authorization URL {authorize_url:?}: {e}"));
        let mut page = browser.open(reqwest::Method::GET, start, None).await;
        for _ in 0..8 {
            let (url, html) = match page {
                Page::Left(location) => return location,
                Page::Html { url, body } => (url, body),
            };
            let mut form = Form::first(&html, &url).unwrap_or_else(|| {
                panic!("no form on the provider's page {url}:\n{html}\nprovider stderr:\n{}", self.stderr())
            });
            page = match form.value("prompt") {
                Some("login") => {
                    form.set("login", login);
                    form.set("password", "any password");
                    browser.submit(form).await
                }
                Some("consent") if accept => browser.submit(form).await,
                Some("consent") => {
                    let abort = link_ending_with(&html, &url, "/abort")
                        .unwrap_or_else(|| panic!("no abort link on the consent page {url}:\n{html}"));
                    browser.open(reqwest::Method::GET, abort, None).await
                }
                other => panic!("unexpected form (prompt {other:?}) on {url}:\n{html}"),
            };
        }
        panic!("the provider kept showing pages; stderr:\n{}", self.stderr());
    }
}

/// What a silent provider process is doing: its kernel state, where it sleeps, the CPU it has
/// used, and (from a Node diagnostic report asked for with SIGUSR2) its JavaScript stack and what
/// its event loop waits on.
async fn what_it_is_doing(child: &Child, reports: &Path) -> String {
    let pid = child.id();
    let proc_file = |name: &str| std::fs::read_to_string(format!("/proc/{pid}/{name}")).unwrap_or_default();
    let state = proc_file("status").lines().find(|l| l.starts_with("State:")).unwrap_or("State: ?").to_owned();
    // utime and stime are fields 14 and 15 of /proc/PID/stat (after the command's closing paren).
    let stat = proc_file("stat");
    let cpu = stat.rsplit_once(") ").map(|(_, rest)| rest.split(' ').skip(11).take(2).collect::<Vec<_>>().join(" "));
    let mut doing =
        format!("pid {pid} {state}, wchan {}, utime+stime ticks {}", proc_file("wchan"), cpu.unwrap_or_default());
    let _ = Command::new("kill").args(["-USR2", &pid.to_string()]).status();
    for _ in 0..50 {
        let report = std::fs::read_dir(reports).ok().and_then(|mut dir| dir.next()).and_then(|e| e.ok());
        if let Some(report) = report {
            tokio::time::sleep(Duration::from_millis(200)).await; // let Node finish writing it
            let json: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(report.path()).unwrap_or_default()).unwrap_or_default();
            // The JavaScript stack (empty while the event loop waits) and what the loop waits on.
            let waiting: Vec<String> = json["libuv"]
                .as_array()
                .map(|handles| {
                    handles
                        .iter()
                        .filter(|h| h["is_active"] == true)
                        .map(|h| {
                            format!(
                                "{} {}",
                                h["type"],
                                h.get("localEndpoint").or(h.get("filename")).unwrap_or(&serde_json::Value::Null)
                            )
                        })
                        .collect()
                })
                .unwrap_or_default();
            doing.push_str(&format!(
                "\nJavaScript stack: {}\nactive libuv handles: {}",
                json["javascriptStack"]["stack"],
                waiting.join("; ")
            ));
            return doing;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    doing.push_str("\n(no Node diagnostic report within 5 s of SIGUSR2)");
    doing
}

fn fail_start(mut child: Child, stderr: &tempfile::NamedTempFile, why: &str) -> ! {
    let _ = child.kill();
    let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
    let output = std::fs::read_to_string(stderr.path()).unwrap_or_default();
    panic!(
        "the OIDC provider (node scripts/oidc/server.mjs) did not start: {why} (exit: {status}); its stderr:\n{output}"
    );
}

impl Drop for OidcServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Where the browser is: a page of the provider, or the redirect that leaves it.
enum Page {
    Html { url: Url, body: String },
    Left(String),
}

/// A browser of one flow: a cookie jar for the provider (cookies by name; every request goes to
/// the one provider origin), following the provider's own redirects and stopping at the first
/// that leaves it.
struct Browser<'a> {
    client: &'a Client,
    origin: url::Origin,
    cookies: BTreeMap<String, String>,
}

impl Browser<'_> {
    async fn open(&mut self, method: reqwest::Method, mut url: Url, mut form: Option<Vec<(String, String)>>) -> Page {
        let mut method = method;
        for _ in 0..10 {
            if url.origin() != self.origin {
                return Page::Left(url.to_string());
            }
            let mut request = self.client.request(method.clone(), url.clone());
            if !self.cookies.is_empty() {
                let jar: Vec<String> = self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
                request = request.header(header::COOKIE, jar.join("; "));
            }
            if let Some(fields) = form.take() {
                request = request.form(&fields);
            }
            let response = request.send().await.unwrap_or_else(|e| panic!("{method} {url}: {e}"));
            self.keep_cookies(&response);
            let status = response.status();
            if status.is_redirection() {
                let location = response
                    .headers()
                    .get(header::LOCATION)
                    .and_then(|l| l.to_str().ok())
                    .unwrap_or_else(|| panic!("{status} from {url} without a Location"));
                url = url.join(location).unwrap_or_else(|e| panic!("Location {location:?} from {url}: {e}"));
                method = reqwest::Method::GET;
                continue;
            }
            let body = response.text().await.unwrap_or_default();
            assert_eq!(status, StatusCode::OK, "{method} {url} answered {status}:\n{body}");
            return Page::Html { url, body };
        }
        panic!("too many redirects inside the provider (last {url})");
    }

    async fn submit(&mut self, form: Form) -> Page {
        self.open(reqwest::Method::POST, form.action, Some(form.fields)).await
    }

    fn keep_cookies(&mut self, response: &reqwest::Response) {
        for set in response.headers().get_all(header::SET_COOKIE) {
            let Ok(set) = set.to_str() else { continue };
            let mut parts = set.split(';');
            let Some((name, value)) = parts.next().and_then(|p| p.split_once('=')) else { continue };
            let (name, value) = (name.trim().to_owned(), value.trim().to_owned());
            let expired = parts
                .map(|a| a.trim().to_ascii_lowercase())
                .any(|a| a == "max-age=0" || (a.starts_with("expires=") && a.contains("1970")));
            if value.is_empty() || expired {
                self.cookies.remove(&name);
            } else {
                self.cookies.insert(name, value);
            }
        }
    }
}

/// The first HTML form of a page: its action (resolved against the page) and its named inputs.
struct Form {
    action: Url,
    fields: Vec<(String, String)>,
}

impl Form {
    fn first(html: &str, page: &Url) -> Option<Form> {
        let start = html.find("<form")?;
        let end = html[start..].find("</form>").map_or(html.len(), |e| start + e);
        let inner = &html[start..end];
        let open = &inner[..inner.find('>')?];
        let action = attribute(open, "action").unwrap_or_default();
        let action = page.join(&action).ok()?;
        let fields = tags(inner, "<input")
            .filter_map(|tag| Some((attribute(tag, "name")?, attribute(tag, "value").unwrap_or_default())))
            .collect();
        Some(Form { action, fields })
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn set(&mut self, name: &str, value: &str) {
        match self.fields.iter_mut().find(|(n, _)| n == name) {
            Some(field) => field.1 = value.to_owned(),
            None => self.fields.push((name.to_owned(), value.to_owned())),
        }
    }
}

/// The `href` (resolved) of the first link whose path ends with `suffix`.
fn link_ending_with(html: &str, page: &Url, suffix: &str) -> Option<Url> {
    tags(html, "<a")
        .filter_map(|tag| attribute(tag, "href"))
        .filter_map(|href| page.join(&href).ok())
        .find(|url| url.path().ends_with(suffix))
}

/// Each opening tag (`<input ...`, up to its `>`) starting with `open`.
fn tags<'h>(html: &'h str, open: &'h str) -> impl Iterator<Item = &'h str> + 'h {
    html.match_indices(open).filter_map(move |(at, _)| {
        let rest = &html[at + open.len()..];
        // `<a` must not match `<abbr`: the tag name ends at whitespace.
        if !rest.starts_with(|c: char| c.is_ascii_whitespace()) {
            return None;
        }
        rest.find('>').map(|end| &rest[..end])
    })
}

/// The unescaped value of attribute `name` in a tag's text (`name="..."`, `'...'` or bare).
fn attribute(tag: &str, name: &str) -> Option<String> {
    let bytes = tag.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b'/') {
            i += 1;
        }
        let key_start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && !matches!(bytes[i], b'=' | b'/' | b'>') {
            i += 1;
        }
        let key = &tag[key_start..i];
        if key_start == i {
            i += 1;
            continue;
        }
        let mut value = None;
        if i < bytes.len() && bytes[i] == b'=' {
            i += 1;
            if i < bytes.len() && (bytes[i] == b'"' || bytes[i] == b'\'') {
                let quote = bytes[i];
                let start = i + 1;
                let end = tag[start..].find(quote as char).map_or(tag.len(), |e| start + e);
                value = Some(&tag[start..end]);
                i = end + 1;
            } else {
                let start = i;
                while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                value = Some(&tag[start..i]);
            }
        }
        if key.eq_ignore_ascii_case(name) {
            return Some(unescape(value.unwrap_or("")));
        }
    }
    None
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest.find(';').filter(|&e| e <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .or_else(|| entity.strip_prefix("#X"))
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|dec| dec.parse().ok()))
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

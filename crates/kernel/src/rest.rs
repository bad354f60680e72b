//! The REST envelope `{status_code, message, data}` and what every REST handler shares.
//!
//! Errors are rendered in one place, [`render_errors`]: an [`AppError`] becomes a bodiless response
//! carrying the error, and the middleware, which knows the request's language, writes the envelope.

use std::{net::IpAddr, sync::Arc};

use axum::{
    extract::{ConnectInfo, FromRef, FromRequest, FromRequestParts, Request},
    http::{header, request::Parts, HeaderMap, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
    Json,
};
use serde::{de::DeserializeOwned, Serialize};

use crate::{AppContext, AppError, Locale, Msg};

/// A successful answer: `{status_code: 200, message, data}`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Envelope<T> {
    pub status_code: u16,
    pub message: String,
    pub data: T,
}

impl<T: Serialize> Envelope<T> {
    pub fn ok(locale: Locale, message: Msg, data: T) -> Envelope<T> {
        Envelope { status_code: 200, message: message.render(locale), data }
    }
}

impl<T: Serialize> IntoResponse for Envelope<T> {
    fn into_response(self) -> Response {
        (StatusCode::from_u16(self.status_code).unwrap_or(StatusCode::OK), Json(self)).into_response()
    }
}

/// The body of every error answer. Its schema in the API document (with `data: null` and the
/// shared error responses) is written by `gateway::api_docs`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorEnvelope {
    pub status_code: u16,
    pub message: String,
    #[schema(value_type = Option<Object>)]
    pub data: Option<()>,
    /// Every invalid field with its messages (validation errors only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub errors: Option<serde_json::Map<String, serde_json::Value>>,
}

impl ErrorEnvelope {
    pub fn from_error(err: &AppError, locale: Locale) -> ErrorEnvelope {
        ErrorEnvelope {
            status_code: err.status(),
            message: err.message(locale),
            data: None,
            errors: err.field_errors(locale),
        }
    }
}

/// Carries an error from a handler to [`render_errors`].
#[derive(Clone)]
struct PendingError(Arc<AppError>);

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        self.log_if_server_error();
        let status = StatusCode::from_u16(self.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut response = status.into_response();
        if let Some(seconds) = self.retry_after_seconds() {
            response.headers_mut().insert(header::RETRY_AFTER, seconds.into());
        }
        response.extensions_mut().insert(PendingError(Arc::new(self)));
        response
    }
}

/// Middleware: writes the envelope of an error answer in the request's language.
pub async fn render_errors(request: Request, next: Next) -> Response {
    let locale = Locale::from_headers(request.headers());
    render_pending_error(next.run(request).await, locale)
}

/// The error a handler answered, written as the envelope in `locale`; any other answer as it is.
/// For a layer inside [`render_errors`] that needs the answer as it will be sent (the
/// `Idempotency-Key` keeps it).
pub fn render_pending_error(mut response: Response, locale: Locale) -> Response {
    if let Some(PendingError(err)) = response.extensions_mut().remove::<PendingError>() {
        let status = response.status();
        let mut envelope = ErrorEnvelope::from_error(&err, locale);
        // The HTTP status wins (a 405 mapped from the router keeps 405 in the body too).
        envelope.status_code = status.as_u16();
        let mut rendered = (status, Json(envelope)).into_response();
        for (name, value) in response.headers() {
            if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
                rendered.headers_mut().insert(name.clone(), value.clone());
            }
        }
        return rendered;
    }
    response
}

/// Maps a plain framework error (413 from the body limit, 404 for an unknown path, 405) to the
/// envelope, so integrators never see a text/plain answer from `/api`.
pub async fn envelope_plain_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if status.is_success() || is_json || response.extensions().get::<PendingError>().is_some() {
        return response;
    }
    let err = match status {
        StatusCode::PAYLOAD_TOO_LARGE => AppError::PayloadTooLarge(Msg::new("common.payload_too_large")),
        StatusCode::NOT_FOUND => AppError::not_found("common.route_not_found"),
        StatusCode::METHOD_NOT_ALLOWED => AppError::BadRequest(Msg::new("common.method_not_allowed")),
        StatusCode::UNSUPPORTED_MEDIA_TYPE | StatusCode::BAD_REQUEST => {
            AppError::BadRequest(Msg::new("common.malformed_request"))
        }
        _ => return response,
    };
    let mut rendered = err.into_response();
    *rendered.status_mut() = status;
    rendered
}

/// Largest JSON or form body: forms are small, only multipart uploads are allowed more.
pub const MAX_FORM_BYTES: usize = 256 * 1024;

/// A request body sent as JSON or as a classic form; both are what the spec's clients send.
///
/// Fields are `Option`s in the payload types so a missing field is a validation message, not a
/// parse error.
pub struct JsonOrForm<T>(pub T);

impl<T, S> FromRequest<S> for JsonOrForm<T>
where
    T: DeserializeOwned + Send + 'static,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, _state: &S) -> Result<Self, Self::Rejection> {
        let content_type =
            req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
        let malformed = || AppError::BadRequest(Msg::new("common.malformed_request"));
        // Read no further than the cap, whatever the kind: the router's own limit is the 12 MB an
        // upload needs, and a form of 11 MB was read and parsed under it.
        let bytes = axum::body::to_bytes(req.into_body(), MAX_FORM_BYTES)
            .await
            .map_err(|_| AppError::PayloadTooLarge(Msg::new("common.payload_too_large")))?;
        if content_type.starts_with("application/x-www-form-urlencoded") {
            crate::input::check_form(&bytes)?;
            return serde_urlencoded::from_bytes(&bytes).map(JsonOrForm).map_err(|_| malformed());
        }
        let body = if bytes.iter().all(u8::is_ascii_whitespace) { &b"{}"[..] } else { &bytes[..] };
        let mut value: serde_json::Value = serde_json::from_slice(body).map_err(|_| malformed())?;
        // Every payload is an object of named fields; serde would also fill a struct from an array
        // in field order (`[null, null]` was read as `{}` and answered 200).
        if !value.is_object() {
            return Err(malformed());
        }
        crate::input::check_json(&value)?;
        integral_floats_as_integers(&mut value);
        serde_json::from_value(value).map(JsonOrForm).map_err(|_| malformed())
    }
}

/// JSON (and JSON Schema, which the API document is written in) counts `2.0` as the integer 2, so
/// a client may send it where a whole number goes: such numbers are read as integers. Fractions,
/// and numbers past 2^53 that were written with a fraction or an exponent or too large for a whole
/// number (a double no longer holds them exactly), stay as they are: malformed where a whole number
/// goes.
fn integral_floats_as_integers(value: &mut serde_json::Value) {
    use serde_json::Value;
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53
    match value {
        Value::Number(n) if n.is_f64() => {
            let f = n.as_f64().unwrap_or(f64::NAN);
            if f.fract() == 0.0 && f.abs() < EXACT {
                *value = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral_floats_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(integral_floats_as_integers),
        _ => {}
    }
}

/// The API document's schema of an id list the REST layer reads with [`crate::compat::ids`]: one
/// id, a JSON array of ids, or either as text (`"[1,2]"`, `"1,2"`, `"7"`).
pub fn id_list_schema() -> utoipa::openapi::schema::Schema {
    let schema = serde_json::json!({
        "oneOf": [
            {"type": "integer", "format": "int64"},
            {"type": "array", "items": {"type": "integer", "format": "int64"}},
            {
                "type": "string",
                "description": "A JSON array of ids, or ids separated by commas.",
                "pattern": "^[ \\t\\r\\n]*(\\[[ \\t\\r\\n]*(-?(0|[1-9][0-9]{0,17})([ \\t\\r\\n]*,[ \\t\\r\\n]*-?(0|[1-9][0-9]{0,17}))*)?[ \\t\\r\\n]*\\]|[ \\t\\r\\n,]*([-+]?[0-9]{1,18}([ \\t\\r\\n]*,[ \\t\\r\\n,]*[-+]?[0-9]{1,18})*)?[ \\t\\r\\n,]*)[ \\t\\r\\n]*$"
            },
            {"type": "null"}
        ]
    });
    serde_json::from_value(schema).expect("a valid schema")
}

/// The caller's address: the socket peer, or, when the peer is a trusted proxy, the address that
/// proxy gives in `X-Forwarded-For` (see [`ClientIp::from_parts`]).
#[derive(Debug, Clone, Copy)]
pub struct ClientIp(pub IpAddr);

impl ClientIp {
    /// Each proxy appends the address it got the request from, so only the right end of
    /// `X-Forwarded-For` was written by proxies; everything left of it is the client's to invent.
    /// The header is read from the right, past the trusted proxies (`MALL_TRUSTED_PROXIES`), to the
    /// first address that is not one: the client. With `MALL_TRUST_FORWARDED_FOR` alone the peer is
    /// the one trusted proxy and the rightmost address is the client. A hop that is not an address
    /// ends the walk at the last one read. Reading the leftmost value instead let a client walk past
    /// every per-address limit by writing a new first hop each time.
    pub fn from_parts(headers: &HeaderMap, peer: Option<IpAddr>, config: &crate::config::Config) -> ClientIp {
        let peer = peer.map(|ip| ip.to_canonical());
        let trusted = |ip: IpAddr| config.trusted_proxies.iter().any(|net| net.contains(&ip));
        let reads_header =
            if config.trusted_proxies.is_empty() { config.trust_forwarded_for } else { peer.is_some_and(trusted) };
        let mut client = peer.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        if !reads_header {
            return ClientIp(client);
        }
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .collect();
        for hop in hops.into_iter().rev() {
            let Some(ip) = hop_address(hop) else { break };
            client = ip;
            if config.trusted_proxies.is_empty() || !trusted(ip) {
                break;
            }
        }
        ClientIp(client)
    }
}

/// One hop of `X-Forwarded-For`: an address, possibly with a port (`203.0.113.7:4711`, `[2001:db8::1]:80`).
fn hop_address(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    let ip = hop.parse::<IpAddr>().ok().or_else(|| hop.parse::<std::net::SocketAddr>().ok().map(|a| a.ip()))?;
    Some(ip.to_canonical())
}

impl<S> FromRequestParts<S> for ClientIp
where
    S: Send + Sync,
    AppContext: FromRef<S>,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let ctx = AppContext::from_ref(state);
        let peer = parts.extensions.get::<ConnectInfo<std::net::SocketAddr>>().map(|c| c.0.ip());
        Ok(ClientIp::from_parts(&parts.headers, peer, &ctx.config))
    }
}

/// Reads a multipart form into text fields and file fields, enforcing the body limit as it goes.
#[derive(Default, Debug)]
pub struct MultipartForm {
    pub texts: std::collections::HashMap<String, String>,
    /// Every value of fields sent more than once (`product_id[]`).
    pub repeated: std::collections::HashMap<String, Vec<String>>,
    pub files: std::collections::HashMap<String, Vec<axum::body::Bytes>>,
}

impl MultipartForm {
    pub async fn read(mut multipart: axum::extract::Multipart) -> Result<MultipartForm, AppError> {
        let mut form = MultipartForm::default();
        let too_large_or_malformed = |e: axum::extract::multipart::MultipartError| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                AppError::PayloadTooLarge(Msg::new("common.payload_too_large"))
            } else {
                AppError::BadRequest(Msg::new("common.malformed_request"))
            }
        };
        while let Some(field) = multipart.next_field().await.map_err(too_large_or_malformed)? {
            let name = field.name().unwrap_or_default().trim_end_matches("[]").to_owned();
            if field.file_name().is_some() {
                let bytes = field.bytes().await.map_err(too_large_or_malformed)?;
                if !bytes.is_empty() {
                    form.files.entry(name).or_default().push(bytes);
                }
            } else {
                let text = field.text().await.map_err(too_large_or_malformed)?;
                crate::input::check_text(&name, &text)?;
                form.repeated.entry(name.clone()).or_default().push(text.clone());
                form.texts.insert(name, text);
            }
        }
        Ok(form)
    }

    pub fn text(&self, name: &str) -> Option<String> {
        self.texts.get(name).cloned()
    }

    pub fn file(&self, name: &str) -> Option<axum::body::Bytes> {
        self.files.get(name).and_then(|f| f.first().cloned())
    }
}

/// A multipart body, rejected as a clear 400 envelope when it is not multipart.
pub struct Multipart(pub MultipartForm);

impl<S: Send + Sync> FromRequest<S> for Multipart {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let multipart = axum::extract::Multipart::from_request(req, state)
            .await
            .map_err(|_| AppError::BadRequest(Msg::new("common.expected_multipart")))?;
        Ok(Multipart(MultipartForm::read(multipart).await?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn client(forwarded_for: &[&str], peer: &str, config: &Config) -> String {
        let mut headers = HeaderMap::new();
        for value in forwarded_for {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        ClientIp::from_parts(&headers, Some(peer.parse().unwrap()), config).0.to_string()
    }

    #[test]
    fn the_header_is_ignored_unless_configured() {
        let config = Config::defaults();
        assert_eq!(client(&["203.0.113.7"], "198.51.100.1", &config), "198.51.100.1");
    }

    #[test]
    fn one_trusted_hop_takes_the_rightmost_address() {
        let mut config = Config::defaults();
        config.trust_forwarded_for = true;
        assert_eq!(client(&["203.0.113.7"], "10.0.0.1", &config), "203.0.113.7");
        // The client wrote `6.6.6.6`; the proxy appended the address it saw.
        assert_eq!(client(&["6.6.6.6, 203.0.113.7"], "10.0.0.1", &config), "203.0.113.7");
        assert_eq!(client(&["6.6.6.6", "203.0.113.7"], "10.0.0.1", &config), "203.0.113.7");
        assert_eq!(client(&["[2001:db8::7]:443"], "10.0.0.1", &config), "2001:db8::7");
        assert_eq!(client(&["not-an-address"], "10.0.0.1", &config), "10.0.0.1");
        assert_eq!(client(&[], "10.0.0.1", &config), "10.0.0.1");
    }

    #[test]
    fn trusted_proxies_are_walked_past_from_the_right() {
        let mut config = Config::defaults();
        config.trusted_proxies = vec!["10.0.0.0/8".parse().unwrap(), "192.0.2.1/32".parse().unwrap()];
        let chain = ["6.6.6.6, 203.0.113.7, 10.1.2.3, 192.0.2.1"];
        assert_eq!(client(&chain, "10.0.0.1", &config), "203.0.113.7");
        // From a peer that is not a trusted proxy the header means nothing.
        assert_eq!(client(&chain, "198.51.100.1", &config), "198.51.100.1");
        // A trusted hop that forwarded garbage: the last address read is the client.
        assert_eq!(client(&["junk, 10.1.2.3"], "10.0.0.1", &config), "10.1.2.3");
        assert_eq!(client(&["203.0.113.7"], "::ffff:10.0.0.1", &config), "203.0.113.7");
    }
}

//! A graphql-transport-ws client for the tests of `/graphql/ws` (notifications, the probe's
//! websocket findings, the live draw): connect with a `connection_init` payload, subscribe, and
//! read the next protocol message with pings answered.

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::{client::IntoClientRequest, http::HeaderValue, Message};

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens `/graphql/ws` of the server at `base` (`http://...`) and sends `connection_init` with
/// `payload`; the answer is read by the caller.
pub async fn connect(base: &str, payload: Value) -> Socket {
    let url = format!("{}/graphql/ws", base.replacen("http", "ws", 1));
    let mut request = url.into_client_request().unwrap();
    request.headers_mut().insert("sec-websocket-protocol", HeaderValue::from_static("graphql-transport-ws"));
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.expect("websocket opens");
    send(&mut socket, json!({"type": "connection_init", "payload": payload})).await;
    socket
}

/// A connection acknowledged with `payload` (a token and a language, or only a language: an
/// anonymous watcher).
pub async fn acknowledged(base: &str, payload: Value) -> Socket {
    let mut socket = connect(base, payload).await;
    let ack = next(&mut socket, Duration::from_secs(5)).await;
    assert_eq!(ack["type"], "connection_ack", "{ack}");
    socket
}

/// A connection signed in as `token`, in `locale`, acknowledged.
pub async fn signed_in(base: &str, token: &str, locale: &str) -> Socket {
    acknowledged(base, json!({"authorization": format!("Bearer {token}"), "locale": locale})).await
}

pub async fn send(socket: &mut Socket, message: Value) {
    socket.send(Message::Text(message.to_string().into())).await.unwrap();
}

pub async fn subscribe(socket: &mut Socket, id: &str, query: &str) {
    send(socket, json!({"id": id, "type": "subscribe", "payload": {"query": query}})).await;
}

/// The next protocol message (pings answered), the close frame as `{"close": code, "reason"}`, or
/// `{"ended": ...}` when the connection ended without one; `{"nothing": true}` if none came in time.
pub async fn next(socket: &mut Socket, within: Duration) -> Value {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let Ok(message) = tokio::time::timeout_at(deadline, socket.next()).await else {
            return json!({"nothing": true});
        };
        match message {
            Some(Ok(Message::Text(text))) => {
                let value: Value = serde_json::from_str(&text).unwrap();
                if value["type"] == "ping" {
                    send(socket, json!({"type": "pong"})).await;
                    continue;
                }
                return value;
            }
            Some(Ok(Message::Close(frame))) => {
                let (code, reason) = frame.map(|f| (u16::from(f.code), f.reason.to_string())).unwrap_or_default();
                return json!({"close": code, "reason": reason});
            }
            Some(Ok(_)) => continue,
            other => return json!({"ended": format!("{other:?}")}),
        }
    }
}

//! Subscriptions over `/graphql/ws` (graphql-transport-ws): connecting, subscribing and reading
//! the next answer.

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};

use super::caller::Caller;
use super::operations::{Call, Operation};

impl Caller<'_> {
    /// A websocket on `/graphql/ws` (graphql-transport-ws), `connection_init` sent with the token.
    pub(super) async fn connect(&self, token: Option<&str>) -> Socket {
        use tokio_tungstenite::tungstenite::{client::IntoClientRequest, http::HeaderValue};
        let url = format!("{}/graphql/ws", self.app.base.replacen("http", "ws", 1));
        let mut request = url.into_client_request().unwrap();
        request.headers_mut().insert("sec-websocket-protocol", HeaderValue::from_static("graphql-transport-ws"));
        let (mut socket, _) = tokio_tungstenite::connect_async(request).await.expect("websocket opens");
        let payload = token.map(|t| json!({"authorization": format!("Bearer {t}")})).unwrap_or(json!({}));
        socket.send(text(json!({"type": "connection_init", "payload": payload}))).await.unwrap();
        socket
    }

    /// Subscription `op`, subscribed as `token` and acknowledged, for reading later.
    pub(super) async fn open_subscription(&self, op: &Operation, token: &str) -> Socket {
        let Call::Graphql { root, field } = &op.call else { panic!("{} is no subscription", op.label) };
        let (query, variables, _) = self.document(op, root, field);
        let mut socket = self.connect(Some(token)).await;
        let ack = next_answer(&mut socket, None, std::time::Duration::from_secs(5)).await;
        assert_eq!(ack["data"]["type"], "connection_ack", "{ack}");
        let start = json!({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": variables}});
        socket.send(text(start)).await.unwrap();
        socket
    }
}
pub(super) type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn text(message: Value) -> tokio_tungstenite::tungstenite::Message {
    tokio_tungstenite::tungstenite::Message::Text(message.to_string().into())
}

/// The socket's next answer, as a GraphQL answer: `{"errors": [...]}` for an error (a refused
/// connection's close frame becomes an UNAUTHENTICATED error), the payload of `next`, or
/// `{"data": message}` for anything else. `start` is sent once the connection is acknowledged.
pub(super) async fn next_answer(socket: &mut Socket, mut start: Option<Value>, within: std::time::Duration) -> Value {
    use tokio_tungstenite::tungstenite::Message;
    loop {
        let message = tokio::time::timeout(within, socket.next()).await;
        let Ok(Some(Ok(message))) = message else {
            return json!({"data": format!("no answer in {within:?} (the subscription is open)")});
        };
        match message {
            Message::Text(body) => {
                let value: Value = serde_json::from_str(&body).unwrap();
                match value["type"].as_str() {
                    Some("connection_ack") if start.is_some() => {
                        socket.send(text(start.take().unwrap())).await.unwrap()
                    }
                    Some("ping") => socket.send(text(json!({"type": "pong"}))).await.unwrap(),
                    Some("error") => return json!({"errors": value["payload"]}),
                    Some("next") => return value["payload"].clone(),
                    _ => return json!({"data": value}),
                }
            }
            Message::Close(frame) => {
                let reason = frame.map(|f| f.reason.to_string()).unwrap_or_default();
                return json!({"errors": [{"message": reason, "extensions": {"code": "UNAUTHENTICATED"}}]});
            }
            _ => {}
        }
    }
}

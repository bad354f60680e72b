//! Text messages out of the shop (password reset codes), by `MALL_SMS_SENDER`:
//!
//! - `log` (the default, for development and the browser tests): nothing is sent; the message is
//!   logged at info and, with `MALL_SMS_LOG_FILE`, appended to that file as one JSON line
//!   `{"to", "text", "code", "at"}`. Never in production: the log then holds live codes.
//! - `http`: `POST {"to", "text"}` as JSON to `MALL_SMS_HTTP_URL` (with `Authorization: Bearer
//!   MALL_SMS_HTTP_TOKEN` when set), within 10 seconds; any answer but 2xx is a failure.
//!
//! Accounts calls the sender through [`kernel::hooks::SmsSender`] after its transaction commits.

use std::{path::PathBuf, sync::Arc, time::Duration};

use anyhow::Context as _;
use kernel::{
    config::{Config, SmsSenderKind},
    hooks::{SharedSmsSender, Sms, SmsSender},
};

const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// The sender the configuration asks for; an `http` sender without a usable URL stops the start.
pub fn sender(config: &Config) -> anyhow::Result<SharedSmsSender> {
    Ok(match config.sms_sender {
        SmsSenderKind::Log => Arc::new(LogSms { file: config.sms_log_file.clone(), file_lock: Default::default() }),
        SmsSenderKind::Http => {
            let url = config.sms_http_url.as_deref().map(str::trim).filter(|u| !u.is_empty());
            let url = url.context("MALL_SMS_SENDER=http needs MALL_SMS_HTTP_URL")?;
            let url = reqwest::Url::parse(url).context("MALL_SMS_HTTP_URL is not a URL")?;
            anyhow::ensure!(matches!(url.scheme(), "http" | "https"), "MALL_SMS_HTTP_URL must be http(s)");
            Arc::new(HttpSms::new(url, config.sms_http_token.clone().filter(|t| !t.trim().is_empty()))?)
        }
    })
}

/// Writes messages down instead of sending them.
pub struct LogSms {
    file: Option<PathBuf>,
    /// One line at a time, so concurrent messages never interleave.
    file_lock: Arc<std::sync::Mutex<()>>,
}

#[async_trait::async_trait]
impl SmsSender for LogSms {
    async fn send(&self, sms: &Sms) -> anyhow::Result<()> {
        tracing::info!(to = %sms.to, text = %sms.text, "SMS (MALL_SMS_SENDER=log: written down, not sent)");
        let Some(path) = self.file.clone() else { return Ok(()) };
        let line = serde_json::to_string(&LogLine {
            to: &sms.to,
            text: &sms.text,
            code: sms.code.as_deref(),
            at: chrono::Utc::now().to_rfc3339(),
        })? + "\n";
        let lock = self.file_lock.clone();
        tokio::task::spawn_blocking(move || {
            use std::io::Write as _;
            let _one_writer = lock.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let mut file = std::fs::OpenOptions::new().create(true).append(true).open(&path)?;
            file.write_all(line.as_bytes())
        })
        .await?
        .with_context(|| "appending to MALL_SMS_LOG_FILE")
    }
}

/// One line of `MALL_SMS_LOG_FILE`, in this key order.
#[derive(serde::Serialize)]
struct LogLine<'a> {
    to: &'a str,
    text: &'a str,
    code: Option<&'a str>,
    at: String,
}

/// Posts messages to an SMS gateway.
pub struct HttpSms {
    url: reqwest::Url,
    token: Option<String>,
    http: reqwest::Client,
}

impl HttpSms {
    pub fn new(url: reqwest::Url, token: Option<String>) -> anyhow::Result<HttpSms> {
        let http = reqwest::Client::builder()
            // The gateway is configured by the operator; a redirect elsewhere is not followed.
            .redirect(reqwest::redirect::Policy::none())
            .timeout(SEND_TIMEOUT)
            .user_agent(concat!("LuckyMall-sms/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(HttpSms { url, token, http })
    }
}

#[async_trait::async_trait]
impl SmsSender for HttpSms {
    async fn send(&self, sms: &Sms) -> anyhow::Result<()> {
        let mut request = self.http.post(self.url.clone()).json(&serde_json::json!({"to": sms.to, "text": sms.text}));
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let answer = request.send().await.context("posting to MALL_SMS_HTTP_URL")?;
        let status = answer.status();
        anyhow::ensure!(status.is_success(), "the SMS gateway answered {status}");
        Ok(())
    }
}

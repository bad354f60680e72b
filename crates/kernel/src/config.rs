//! Every setting of the shop, from `mall` flags or environment variables (flags win).

use std::{net::SocketAddr, path::PathBuf};

/// Settings shared by every command of the `mall` binary.
#[derive(Debug, Clone, clap::Args)]
pub struct Config {
    /// Address the server listens on.
    #[arg(long, env = "MALL_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Folder for the SQLite database, uploaded media and the generated JWT secret.
    #[arg(long, env = "MALL_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Database URL; a SQLite file in the data folder when absent. `postgres://...` for PostgreSQL.
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,

    /// Largest number of pooled database connections.
    #[arg(long, env = "MALL_DB_MAX_CONNECTIONS", default_value_t = 10)]
    pub db_max_connections: u32,

    /// Secret for signing JWTs; generated once and kept in `<data>/jwt-secret` when absent.
    #[arg(long, env = "MALL_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,

    /// How long a sign-in token is valid, in hours.
    #[arg(long, env = "MALL_TOKEN_TTL_HOURS", default_value_t = 24 * 30)]
    pub token_ttl_hours: i64,

    /// Sign-in attempts allowed per phone number per minute.
    #[arg(long, env = "MALL_SIGNIN_PER_PHONE_PER_MINUTE", default_value_t = 5)]
    pub signin_per_phone_per_minute: u32,

    /// Sign-in attempts allowed per client address per minute.
    #[arg(long, env = "MALL_SIGNIN_PER_IP_PER_MINUTE", default_value_t = 30)]
    pub signin_per_ip_per_minute: u32,

    /// Take the client address from `X-Forwarded-For` (only behind a trusted reverse proxy).
    #[arg(long, env = "MALL_TRUST_FORWARDED_FOR", default_value_t = false)]
    pub trust_forwarded_for: bool,

    /// Origins allowed to call the APIs from a browser (comma separated); same-origin only when empty.
    #[arg(long, env = "MALL_CORS_ORIGINS", value_delimiter = ',')]
    pub cors_origins: Vec<String>,

    /// Largest accepted image upload, in bytes.
    #[arg(long, env = "MALL_MAX_IMAGE_BYTES", default_value_t = 5 * 1024 * 1024)]
    pub max_image_bytes: usize,

    /// Folder of the built web app (`frontend/dist`).
    #[arg(long, env = "MALL_WEB_DIR", default_value = "frontend/dist")]
    pub web_dir: PathBuf,

    /// Public URL prefix of uploaded media (e.g. a CDN); `/media` on this server when absent.
    #[arg(long, env = "MALL_MEDIA_URL", default_value = "/media")]
    pub media_url: String,

    /// Deepest GraphQL query accepted.
    #[arg(long, env = "MALL_GRAPHQL_MAX_DEPTH", default_value_t = 16)]
    pub graphql_max_depth: usize,

    /// Highest GraphQL query complexity accepted (one point per field).
    #[arg(long, env = "MALL_GRAPHQL_MAX_COMPLEXITY", default_value_t = 400)]
    pub graphql_max_complexity: usize,

    /// Most aliased fields in one GraphQL document.
    #[arg(long, env = "MALL_GRAPHQL_MAX_ALIASES", default_value_t = 15)]
    pub graphql_max_aliases: usize,

    /// Most operations in one batched GraphQL request.
    #[arg(long, env = "MALL_GRAPHQL_MAX_BATCH", default_value_t = 5)]
    pub graphql_max_batch: usize,

    /// Seconds from a batch selling out to its draw; overrides the `draw_delay_minutes` setting
    /// (for demos and tests).
    #[arg(long, env = "MALL_DRAW_DELAY_SECONDS")]
    pub draw_delay_seconds: Option<u64>,

    /// How often each process looks for draws that are due, in seconds (0: never, for tests that
    /// run the draws themselves).
    #[arg(long, env = "MALL_DRAW_CHECK_SECONDS", default_value_t = 2)]
    pub draw_check_seconds: u64,

    /// Load the demo shop into an empty database at start (`MALL_DEMO=0` starts empty).
    #[arg(long, env = "MALL_DEMO", default_value_t = true, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub demo: bool,

    /// Log format: `text` or `json`.
    #[arg(long, env = "MALL_LOG_FORMAT", default_value = "text")]
    pub log_format: String,
}

impl Config {
    /// The settings as they are with no flags and no environment: what tests start from.
    pub fn defaults() -> Self {
        use clap::Parser;
        #[derive(Parser)]
        struct Defaults {
            #[command(flatten)]
            config: Config,
        }
        Defaults::parse_from(["mall"]).config
    }

    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) if !url.is_empty() => url.clone(),
            _ => format!("sqlite://{}?mode=rwc", self.data_dir.join("mall.db").display()),
        }
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.data_dir.join("uploads")
    }
}

//! The shop's VAPID key pair (RFC 8292). Browsers subscribe with its public half and push services
//! accept a push only when it is signed with the private half, so the key must outlive restarts:
//! it is configured, or generated once into the data folder like the JWT secret.

use std::path::Path;

use anyhow::Context as _;
use kernel::config::{write_private, Config};
use p256::{
    ecdsa::{signature::Signer as _, Signature, SigningKey},
    elliptic_curve::sec1::ToEncodedPoint as _,
    SecretKey,
};

use super::base64url;

/// Where a generated key is kept, in the data folder.
pub const KEY_FILE: &str = "vapid-private-key";

/// How long a push's VAPID token is valid; push services refuse more than 24 hours.
const TOKEN_LIFETIME_SECONDS: i64 = 12 * 60 * 60;

const DEFAULT_SUBJECT: &str = "mailto:admin@luckymall.example";

pub struct VapidKeys {
    signing_key: SigningKey,
    public_key: String,
    subject: String,
}

impl VapidKeys {
    /// The configured key (`MALL_VAPID_PRIVATE_KEY`), or the one in `<data>/vapid-private-key`,
    /// made on first start. A bad key stops the start: replacing it silently would orphan every
    /// browser's subscription.
    pub fn load(config: &Config) -> anyhow::Result<VapidKeys> {
        let secret = match config.vapid_private_key.as_deref().map(str::trim).filter(|k| !k.is_empty()) {
            Some(configured) => parse_secret(configured)
                .context("MALL_VAPID_PRIVATE_KEY must be the base64url of a 32-byte P-256 private key")?,
            None => stored_or_new(&config.data_dir.join(KEY_FILE))?,
        };
        Ok(VapidKeys::new(&secret, subject(config)?))
    }

    fn new(secret: &SecretKey, subject: String) -> VapidKeys {
        let public_key = base64url::encode(secret.public_key().to_encoded_point(false).as_bytes());
        VapidKeys { signing_key: SigningKey::from(secret), public_key, subject }
    }

    /// The public key browsers pass to `pushManager.subscribe` (base64url of the 65-byte
    /// uncompressed point).
    pub fn public_key(&self) -> &str {
        &self.public_key
    }

    /// The `Authorization` header of a push to a push service at `audience` (its origin):
    /// `vapid t=<ES256 JWT>, k=<public key>`.
    pub(crate) fn authorization(&self, audience: &str, now: chrono::DateTime<chrono::Utc>) -> String {
        let header = base64url::encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": audience,
            "exp": now.timestamp() + TOKEN_LIFETIME_SECONDS,
            "sub": self.subject,
        });
        let claims = base64url::encode(claims.to_string().as_bytes());
        let signing_input = format!("{header}.{claims}");
        // JWS ES256 is the fixed-size r || s form (RFC 7518 3.4), not DER.
        let signature: Signature = self.signing_key.sign(signing_input.as_bytes());
        let token = format!("{signing_input}.{}", base64url::encode(&signature.to_bytes()));
        format!("vapid t={token}, k={}", self.public_key)
    }
}

fn parse_secret(encoded: &str) -> anyhow::Result<SecretKey> {
    let bytes = base64url::decode(encoded).context("not base64url")?;
    // `SecretKey::from_slice` would left-pad a short key; a key is exactly 32 bytes.
    anyhow::ensure!(bytes.len() == 32, "{} bytes instead of 32", bytes.len());
    SecretKey::from_slice(&bytes).map_err(|_| anyhow::anyhow!("not a valid P-256 scalar"))
}

fn stored_or_new(path: &Path) -> anyhow::Result<SecretKey> {
    match std::fs::read_to_string(path) {
        Ok(stored) => parse_secret(stored.trim()).with_context(|| {
            format!("{} is not a VAPID private key; restore it, or delete it to make a new one", path.display())
        }),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            let secret = SecretKey::random(&mut rand::rngs::OsRng);
            write_private(path, &base64url::encode(&secret.to_bytes()))
                .with_context(|| format!("writing {}", path.display()))?;
            Ok(secret)
        }
        Err(err) => Err(err).with_context(|| format!("reading {}", path.display())),
    }
}

fn subject(config: &Config) -> anyhow::Result<String> {
    if let Some(subject) = config.vapid_subject.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        anyhow::ensure!(
            subject.starts_with("mailto:") || subject.starts_with("https://"),
            "MALL_VAPID_SUBJECT must be a mailto: or https: URL"
        );
        return Ok(subject.to_owned());
    }
    let public_url = config.public_url.as_deref().map(str::trim).unwrap_or_default();
    if public_url.to_ascii_lowercase().starts_with("https://") {
        return Ok(public_url.trim_end_matches('/').to_owned());
    }
    Ok(DEFAULT_SUBJECT.to_owned())
}

//! Where uploads are kept, chosen by `MALL_STORAGE_URL`.
//!
//! - a folder (a plain path or `file:///...`): one machine, the default (`<data dir>/uploads`);
//! - `s3://bucket/optional/prefix?endpoint=http://host:9000&region=us-east-1`: an S3-compatible
//!   bucket shared by every gateway, through `object_store`'s own S3 client. Credentials come from
//!   the usual AWS variables (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`),
//!   never from the URL, so the URL can be logged and shown.
//!
//! Every gateway must point at the same store: an upload taken by one instance is served by another.

use std::{sync::Arc, time::Duration};

use object_store::{
    aws::{AmazonS3, AmazonS3Builder},
    local::LocalFileSystem,
    path::Path as StorePath,
    prefix::PrefixStore,
    signer::Signer,
    ClientOptions, ObjectStore, RetryConfig,
};
use url::Url;

/// An opened store, and what can sign short-lived links into it (S3 only).
#[derive(Clone)]
pub struct OpenedStore {
    pub store: Arc<dyn ObjectStore>,
    pub links: Option<SignedLinks>,
    /// The URL without secrets, for logs and `/readyz`.
    pub description: String,
}

/// Signs GET links to objects of an S3 bucket, for serving public media by redirect.
#[derive(Clone, Debug)]
pub struct SignedLinks {
    bucket: Arc<AmazonS3>,
    prefix: Option<StorePath>,
}

impl SignedLinks {
    /// A link that lets anyone read `key` for `valid_for`.
    pub async fn get_link(&self, key: &str, valid_for: Duration) -> object_store::Result<Url> {
        let key = StorePath::parse(key).map_err(|source| object_store::Error::InvalidPath { source })?;
        let full = match &self.prefix {
            Some(prefix) => prefix.parts().chain(key.parts()).collect(),
            None => key,
        };
        self.bucket.signed_url(axum::http::Method::GET, &full, valid_for).await
    }
}

/// Where signed links into an S3 store point (for the pages' content security policy): the
/// endpoint's origin, or Amazon's S3 hosts; `None` for a folder.
pub fn link_origin(storage_url: &str) -> Option<String> {
    let url = Url::parse(storage_url.trim()).ok().filter(|u| u.scheme() == "s3")?;
    match url.query_pairs().find(|(name, _)| name == "endpoint") {
        Some((_, endpoint)) => Url::parse(&endpoint).ok().map(|e| e.origin().ascii_serialization()),
        None => Some("https://*.amazonaws.com".to_owned()),
    }
}

/// Opens the store `url` names (see the module docs).
pub fn open(url: &str) -> anyhow::Result<OpenedStore> {
    let url = url.trim();
    match Url::parse(url) {
        Ok(parsed) if parsed.scheme() == "s3" => open_s3(&parsed),
        Ok(parsed) if parsed.scheme() == "file" => {
            let path = parsed.to_file_path().map_err(|()| anyhow::anyhow!("not a local path: {url}"))?;
            open_folder(&path)
        }
        // A Windows drive letter parses as a scheme; anything else with a scheme is a mistake.
        Ok(parsed) if parsed.scheme().len() > 1 => {
            anyhow::bail!("MALL_STORAGE_URL: unknown scheme {:?}; use a folder or s3://bucket", parsed.scheme())
        }
        _ => open_folder(std::path::Path::new(url)),
    }
}

/// A local folder, created when missing.
pub fn open_folder(path: &std::path::Path) -> anyhow::Result<OpenedStore> {
    std::fs::create_dir_all(path)?;
    let store = LocalFileSystem::new_with_prefix(path)?;
    Ok(OpenedStore { store: Arc::new(store), links: None, description: format!("folder {}", path.display()) })
}

fn open_s3(url: &Url) -> anyhow::Result<OpenedStore> {
    let bucket =
        url.host_str().filter(|b| !b.is_empty()).ok_or_else(|| anyhow::anyhow!("s3:// URL without a bucket"))?;
    // A shopper waits on the store inside an upload request: a few quick retries, then a clear
    // "try again" (object_store's defaults retry for up to three minutes). Set before the URL's
    // options: `with_allow_http` writes into these client options.
    let retry = RetryConfig { max_retries: 3, retry_timeout: Duration::from_secs(10), ..RetryConfig::default() };
    let client =
        ClientOptions::new().with_connect_timeout(Duration::from_secs(3)).with_timeout(Duration::from_secs(30));
    let mut builder =
        AmazonS3Builder::from_env().with_retry(retry).with_client_options(client).with_bucket_name(bucket);
    for (name, value) in url.query_pairs() {
        builder = match name.as_ref() {
            "endpoint" => {
                // A self-hosted store (MinIO, s3s, Ceph) names buckets in the path, not the host.
                let plain_http = value.starts_with("http://");
                builder
                    .with_endpoint(value.as_ref())
                    .with_allow_http(plain_http)
                    .with_virtual_hosted_style_request(false)
            }
            "region" => builder.with_region(value.as_ref()),
            other => anyhow::bail!("MALL_STORAGE_URL: unknown option {other:?} (endpoint, region)"),
        };
    }
    let bucket_store = Arc::new(builder.build()?);
    let prefix = url.path().trim_matches('/');
    let prefix = (!prefix.is_empty()).then(|| StorePath::from(prefix));
    let bucket_dyn: Arc<dyn ObjectStore> = bucket_store.clone();
    let store: Arc<dyn ObjectStore> = match &prefix {
        Some(prefix) => Arc::new(PrefixStore::new(bucket_dyn, prefix.clone())),
        None => bucket_dyn,
    };
    let description = format!("s3://{bucket}/{}", prefix.as_ref().map(|p| p.as_ref()).unwrap_or_default());
    Ok(OpenedStore { store, links: Some(SignedLinks { bucket: bucket_store, prefix }), description })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_path_is_a_folder_and_unknown_schemes_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let opened = open(dir.path().join("uploads").to_str().unwrap()).unwrap();
        assert!(opened.links.is_none());
        assert!(dir.path().join("uploads").is_dir());
        let err = open("ftp://example.com/x").err().unwrap().to_string();
        assert!(err.contains("unknown scheme"), "{err}");
        let err = open("s3://bucket?endpoint=http://127.0.0.1:1&secret=x").err().unwrap().to_string();
        assert!(err.contains("unknown option"), "{err}");
    }

    #[test]
    fn signed_links_point_at_the_endpoint_or_amazon() {
        assert_eq!(
            link_origin("s3://shop?endpoint=http://127.0.0.1:9000/x&region=a").as_deref(),
            Some("http://127.0.0.1:9000")
        );
        assert_eq!(link_origin("s3://shop/media").as_deref(), Some("https://*.amazonaws.com"));
        assert_eq!(link_origin("/var/lib/mall/uploads"), None);
    }

    #[test]
    fn an_s3_url_keeps_its_prefix_and_never_shows_credentials() {
        let opened = open("s3://shop/media/live?endpoint=http://127.0.0.1:9000&region=us-east-1").unwrap();
        assert_eq!(opened.description, "s3://shop/media/live");
        assert!(opened.links.is_some());
    }
}

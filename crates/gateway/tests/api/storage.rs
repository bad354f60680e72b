//! The upload store as configured: the data folder by default, an S3-compatible bucket under
//! `scripts/with-s3.sh` (s3s-fs on loopback, which checks request signatures and honours
//! conditional puts). Every other test that uploads runs on whichever store is configured; these
//! check what only the store decides: no overwrite, redirect to signed links, private media, and
//! what a shopper is told when the store is down.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::support::{png, spawn_app, spawn_app_with};

const UPLOAD_AVATAR: &str = "mutation($file: Upload!) { uploadProfileImage(profileImage: $file) { profileImage } }";

#[tokio::test]
async fn an_object_is_never_overwritten() {
    let app = spawn_app().await;
    app.ctx.media.put("products/one.png", png(10, 10).into()).await.unwrap();
    let second = app.ctx.media.put("products/one.png", png(20, 20).into()).await;
    assert!(second.is_err(), "a put over an existing object is refused");
    let kept = app.ctx.media.get("products/one.png").await.unwrap().unwrap();
    assert_eq!(image::load_from_memory(&kept.bytes).unwrap().width(), 10, "the first object is kept");
}

#[tokio::test]
async fn public_media_is_redirected_to_a_signed_link_when_asked_and_private_media_never() {
    let app = spawn_app_with(|config| config.media_serve = kernel::config::MediaServe::Redirect).await;
    let s3 = app.ctx.config.storage_url.as_deref().is_some_and(|url| url.starts_with("s3://"));
    let token = app.register("Redirect", "09795560001").await;
    let answer = app
        .graphql_upload(UPLOAD_AVATAR, json!({"file": null}), vec![("variables.file", png(64, 48))], Some(&token))
        .await;
    let avatar = answer["data"]["uploadProfileImage"]["profileImage"].as_str().unwrap_or_else(|| panic!("{answer}"));
    let no_redirects = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let response = no_redirects.get(app.url(avatar)).send().await.unwrap();
    if s3 {
        assert_eq!(response.status(), StatusCode::FOUND);
        let link = response.headers()["location"].to_str().unwrap().to_owned();
        assert!(link.contains("X-Amz-Signature="), "{link}");
        let cache = response.headers()["cache-control"].to_str().unwrap();
        assert_eq!(cache, "public, max-age=3000", "cached for less than the link lives");
        // The bucket serves the signed link, and refuses it once the signature is changed.
        let image = reqwest::get(&link).await.unwrap();
        assert_eq!(image.status(), StatusCode::OK);
        assert_eq!(image::load_from_memory(&image.bytes().await.unwrap()).unwrap().width(), 64);
        let signature = link.split("X-Amz-Signature=").nth(1).unwrap().split('&').next().unwrap();
        let flipped = if signature.ends_with('0') { "1" } else { "0" };
        let forged = link.replace(signature, &format!("{}{flipped}", &signature[..signature.len() - 1]));
        assert_eq!(reqwest::get(&forged).await.unwrap().status(), StatusCode::FORBIDDEN);
        // The pages let images (and the offline worker) load from the bucket, and nothing else.
        let bucket_origin = link.split('/').take(3).collect::<Vec<_>>().join("/");
        let page = app.client.get(app.url("healthz")).send().await.unwrap();
        let policy = page.headers()["content-security-policy"].to_str().unwrap().to_owned();
        assert!(policy.contains(&format!("img-src 'self' data: blob: {bucket_origin};")), "{policy}");
        assert!(policy.contains(&format!("connect-src 'self' {bucket_origin};")), "{policy}");
        assert!(policy.contains("script-src 'self';"), "{policy}");
    } else {
        // A folder has no links to sign: the gateway serves the file itself.
        assert_eq!(response.status(), StatusCode::OK);
    }
    // A payment screenshot is never public, however media is served.
    app.ctx.media.put("private/payments/1/shot.jpg", png(10, 10).into()).await.unwrap();
    let private = no_redirects.get(app.url("media/private/payments/1/shot.jpg")).send().await.unwrap();
    assert_eq!(private.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_s3_server_refuses_a_wrong_signature() {
    let Ok(url) = std::env::var("MALL_TEST_S3_URL") else {
        crate::support::backend_missing("s3", "run under scripts/with-s3.sh, as ./just test does");
        return;
    };
    // The same bucket with the right key id and a wrong secret: the server must check signatures,
    // or the store tests above would prove nothing about credentials.
    let endpoint = url.split("endpoint=").nth(1).unwrap().split('&').next().unwrap();
    let store = object_store::aws::AmazonS3Builder::new()
        .with_bucket_name("mall-test")
        .with_endpoint(endpoint)
        .with_allow_http(true)
        .with_region("us-east-1")
        .with_access_key_id(std::env::var("AWS_ACCESS_KEY_ID").unwrap())
        .with_secret_access_key("not-the-secret")
        .build()
        .unwrap();
    use object_store::ObjectStore;
    let put = store.put(&"forged/object.png".into(), png(5, 5).into()).await;
    let refused = format!("{:?}", put.expect_err("a wrongly signed put is refused"));
    assert!(
        refused.contains("403") || refused.contains("SignatureDoesNotMatch"),
        "refused for its signature: {refused}"
    );
}

#[tokio::test]
async fn when_the_store_is_down_an_upload_is_refused_in_the_shoppers_language_and_nothing_changes() {
    // A bucket on a port nobody listens on.
    let closed_port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let app = spawn_app_with(|config| {
        config.storage_url = Some(format!("s3://mall-test?endpoint=http://127.0.0.1:{closed_port}&region=us-east-1"));
    })
    .await;
    let token = app.register("Down", "09795560002").await;
    let started = std::time::Instant::now();
    let answer = app
        .graphql_upload(UPLOAD_AVATAR, json!({"file": null}), vec![("variables.file", png(64, 48))], Some(&token))
        .await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "UNAVAILABLE", "{answer}");
    assert_eq!(answer["errors"][0]["message"], "Uploads are not available right now. Please try again in a moment.");
    assert!(started.elapsed() < Duration::from_secs(60), "the store's retries are bounded");
    assert_eq!(app.profile(&token).await["profile_image"], serde_json::Value::Null, "the profile is unchanged");
}

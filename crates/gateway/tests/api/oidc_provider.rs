//! The test harness's OAuth 2.0 / OpenID Connect provider (`support::oidc`, npm's
//! `oidc-provider`) works as the "Continue with Facebook" tests expect, checked by hand with no
//! shop involved: the code flow with PKCE and state, both client authentications, userinfo, the
//! Facebook-shaped and id-less profiles, and a refusal.

use std::time::Instant;

use base64::Engine;
use reqwest::{Client, StatusCode, Url};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::support::oidc::OidcServer;

const CLIENT_ID: &str = "lucky-mall";
const CLIENT_SECRET: &str = "s3cret";
/// Never contacted: the driver stops at the redirect to it.
const REDIRECT_URI: &str = "http://mall.test/api/auth/facebook/callback";

fn challenge(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

fn authorization_url(server: &OidcServer, scope: &str, state: &str, verifier: Option<&str>) -> String {
    let mut params = vec![
        ("response_type", "code".to_owned()),
        ("client_id", CLIENT_ID.to_owned()),
        ("redirect_uri", REDIRECT_URI.to_owned()),
        ("scope", scope.to_owned()),
        ("state", state.to_owned()),
    ];
    if let Some(verifier) = verifier {
        params.push(("code_challenge", challenge(verifier)));
        params.push(("code_challenge_method", "S256".to_owned()));
    }
    Url::parse_with_params(&server.authorize_url, &params).unwrap().to_string()
}

/// The callback URL's query, checked to be on the registered redirect URI.
fn callback_query(url: &str) -> Vec<(String, String)> {
    assert!(url.starts_with(&format!("{REDIRECT_URI}?")), "back to the callback: {url}");
    Url::parse(url).unwrap().query_pairs().into_owned().collect()
}

fn param<'q>(query: &'q [(String, String)], name: &str) -> Option<&'q str> {
    query.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// Exchanges `code` at the token endpoint, with HTTP Basic (`client_secret_basic`) or in the
/// form (`client_secret_post`).
async fn exchange(server: &OidcServer, code: &str, verifier: &str, basic: bool) -> (StatusCode, Value) {
    let mut form = vec![
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", REDIRECT_URI),
        ("code_verifier", verifier),
    ];
    let mut request = Client::new().post(&server.token_url);
    if basic {
        request = request.basic_auth(CLIENT_ID, Some(CLIENT_SECRET));
    } else {
        form.extend([("client_id", CLIENT_ID), ("client_secret", CLIENT_SECRET)]);
    }
    let response = request.form(&form).send().await.unwrap();
    (response.status(), response.json().await.unwrap())
}

async fn get_profile(url: &str, access_token: &str) -> (StatusCode, Value) {
    let response = Client::new().get(url).bearer_auth(access_token).send().await.unwrap();
    let status = response.status();
    let text = response.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or_else(|_| panic!("JSON from {url}, got {status}: {text}")))
}

#[tokio::test]
async fn the_local_oidc_provider_signs_in_and_denies() {
    let started = Instant::now();
    let server = OidcServer::start(CLIENT_ID, CLIENT_SECRET, REDIRECT_URI).await;
    eprintln!("the provider started in {:?} at {}", started.elapsed(), server.issuer);

    // Sign in as "aye" with OIDC scopes; the code comes back with the same state.
    let verifier = "a-verifier-of-at-least-43-characters-0123456789";
    let url = authorization_url(&server, "openid profile", "state-1", Some(verifier));
    let back = server.consent(&url, "aye").await;
    let query = callback_query(&back);
    assert_eq!(param(&query, "state"), Some("state-1"), "{back}");
    assert_eq!(param(&query, "iss"), Some(server.issuer.as_str()), "{back}");
    let code = param(&query, "code").expect("a code").to_owned();

    let (status, tokens) = exchange(&server, &code, verifier, true).await;
    assert_eq!(status, StatusCode::OK, "{tokens}");
    let access_token = tokens["access_token"].as_str().expect("an access token").to_owned();
    assert_eq!(access_token.split('.').count(), 1, "an opaque access token, not a JWT: {access_token}");
    assert_eq!(tokens["token_type"], "Bearer");

    let (status, me) = get_profile(&server.userinfo_url, &access_token).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(me["sub"], "aye");
    assert_eq!(me["name"], "Aye Aye");
    assert_eq!(me["picture"], server.picture_url("aye").as_str());

    // The picture is a real PNG on the provider.
    let picture = Client::new().get(me["picture"].as_str().unwrap()).send().await.unwrap();
    assert_eq!(picture.headers()["content-type"], "image/png");
    let image = image::load_from_memory(&picture.bytes().await.unwrap()).expect("a PNG");
    assert_eq!((image.width(), image.height()), (16, 16));

    let (status, facebook) = get_profile(&server.facebook_shape_url, &access_token).await;
    assert_eq!(status, StatusCode::OK, "{facebook}");
    assert_eq!(facebook["id"], "aye");
    assert_eq!(facebook["name"], "Aye Aye");
    assert_eq!(facebook["picture"]["data"]["url"], server.picture_url("aye").as_str());

    let (status, no_id) = get_profile(&server.profile_without_id_url, &access_token).await;
    assert_eq!(status, StatusCode::OK, "{no_id}");
    assert_eq!(no_id, serde_json::json!({"name": "No Id"}));

    let (status, refused) = get_profile(&server.facebook_shape_url, "not-a-token").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{refused}");

    // The code is single-use; replaying it also revokes what it gave (RFC 6749 4.1.2), so the
    // access token stops working.
    let (status, again) = exchange(&server, &code, verifier, true).await;
    assert_eq!((status, again["error"].as_str()), (StatusCode::BAD_REQUEST, Some("invalid_grant")), "{again}");
    let (status, revoked) = get_profile(&server.userinfo_url, &access_token).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{revoked}");

    // Facebook's scope alone, client_secret_post, another shopper: the Facebook-shaped profile
    // works, OIDC's userinfo refuses a token without `openid`.
    let verifier = "another-verifier-of-at-least-43-characters-0123";
    let url = authorization_url(&server, "public_profile", "state-2", Some(verifier));
    let query = callback_query(&server.consent(&url, "mya").await);
    assert_eq!(param(&query, "state"), Some("state-2"));
    let code = param(&query, "code").expect("a code").to_owned();
    let (status, tokens) = exchange(&server, &code, verifier, false).await;
    assert_eq!(status, StatusCode::OK, "{tokens}");
    assert_eq!(tokens["scope"], "public_profile");
    let access_token = tokens["access_token"].as_str().unwrap();
    let (status, me) = get_profile(&server.userinfo_url, access_token).await;
    assert_eq!((status, me["error"].as_str()), (StatusCode::FORBIDDEN, Some("insufficient_scope")), "{me}");
    let (status, facebook) = get_profile(&server.facebook_shape_url, access_token).await;
    assert_eq!(status, StatusCode::OK, "{facebook}");
    assert_eq!((facebook["id"].as_str(), facebook["name"].as_str()), (Some("mya"), Some("Mya Mya")));

    // With `openid public_profile`, userinfo answers the Facebook scope's claims.
    let verifier = "a-third-verifier-of-at-least-43-characters-0123";
    let url = authorization_url(&server, "openid public_profile", "state-3", Some(verifier));
    let query = callback_query(&server.consent(&url, "kyaw").await);
    let code = param(&query, "code").unwrap().to_owned();
    // A wrong verifier is refused.
    let (status, wrong) = exchange(&server, &code, "a-wrong-verifier-of-at-least-43-characters-000", true).await;
    assert_eq!((status, wrong["error"].as_str()), (StatusCode::BAD_REQUEST, Some("invalid_grant")), "{wrong}");
    let url = authorization_url(&server, "openid public_profile", "state-4", Some(verifier));
    let query = callback_query(&server.consent(&url, "kyaw").await);
    let (status, tokens) = exchange(&server, param(&query, "code").unwrap(), verifier, true).await;
    assert_eq!(status, StatusCode::OK, "{tokens}");
    let (status, me) = get_profile(&server.userinfo_url, tokens["access_token"].as_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!((me["sub"].as_str(), me["name"].as_str()), (Some("kyaw"), Some("Kyaw Kyaw")));
    assert_eq!(me["picture"], server.picture_url("kyaw").as_str());

    // A wrong client secret is refused, both ways.
    let response = Client::new()
        .post(&server.token_url)
        .basic_auth(CLIENT_ID, Some("wrong"))
        .form(&[("grant_type", "authorization_code"), ("code", "x"), ("redirect_uri", REDIRECT_URI)])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    // PKCE is required: without a challenge the provider sends the browser back with an error.
    let url = authorization_url(&server, "openid profile", "state-5", None);
    let query = callback_query(&server.consent(&url, "aye").await);
    assert_eq!(param(&query, "error"), Some("invalid_request"), "{query:?}");
    assert_eq!(param(&query, "state"), Some("state-5"));

    // The shopper cancels on the consent page.
    let url = authorization_url(&server, "openid profile", "state-6", Some(verifier));
    let query = callback_query(&server.deny(&url, "aye").await);
    assert_eq!(param(&query, "error"), Some("access_denied"), "{query:?}");
    assert_eq!(param(&query, "state"), Some("state-6"));
    assert_eq!(param(&query, "code"), None);

    eprintln!("the whole check took {:?}", started.elapsed());
}

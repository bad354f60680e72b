//! "Continue with Facebook" through the real server against a real OAuth 2.0 / OpenID Connect
//! provider on loopback (`oidc-provider`, see `support/oidc.rs`) standing in for Facebook: sign-up
//! with a referral code, signing in again to the same account, the one-time code, link and unlink,
//! the phone a new account must add before paying, and every bad input the issue lists, each
//! leaving no account made, no token issued and nothing linked.
//!
//! The shop's public address is `http://mall.test` (`MALL_PUBLIC_URL`), so the provider knows the
//! callback before the shop's port is known; the test plays the browser and calls the real shop
//! with the callback's query.
//!
//! What fails if the code breaks:
//! - the state not taken when used: `a_replayed_or_forged_or_expired_state_signs_no_one_in` (the
//!   replayed callback would sign in again);
//! - the one-time code reusable: `signing_up_with_facebook_credits_the_referral_and_signs_in_once`;
//! - a link taking a Facebook account from another shopper: `link_and_unlink_keep_one_owner_...`.

use reqwest::{redirect, Client, StatusCode};
use serde_json::{json, Value};

use crate::support::{luckydraw::scalar, oidc::OidcServer, spawn_app_with, TestApp};

const CLIENT_ID: &str = "lucky-mall";
const CLIENT_SECRET: &str = "secret-for-the-facebook-tests";
const PUBLIC_URL: &str = "http://mall.test";

struct Shop {
    app: TestApp,
    provider: OidcServer,
    /// A browser that does not follow redirects (each one is checked).
    browser: Client,
}

/// A shop whose Facebook is the local provider; `profile_url` picks the provider's profile
/// endpoint (`None`: OIDC's userinfo).
async fn shop_with(profile_url: impl FnOnce(&OidcServer) -> String, secret: &str) -> Shop {
    shop_adjusted(profile_url, secret, |_| {}).await
}

async fn shop_adjusted(
    profile_url: impl FnOnce(&OidcServer) -> String,
    secret: &str,
    adjust: impl FnOnce(&mut kernel::config::Config),
) -> Shop {
    let provider =
        OidcServer::start(CLIENT_ID, CLIENT_SECRET, &format!("{PUBLIC_URL}/api/auth/facebook/callback")).await;
    let (authorize, token, profile) =
        (provider.authorize_url.clone(), provider.token_url.clone(), profile_url(&provider));
    let secret = secret.to_owned();
    let app = spawn_app_with(move |config| {
        config.public_url = Some(PUBLIC_URL.to_owned());
        config.facebook_client_id = Some(CLIENT_ID.to_owned());
        config.facebook_client_secret = Some(secret);
        config.facebook_authorize_url = authorize;
        config.facebook_token_url = token;
        config.facebook_profile_url = profile;
        config.facebook_scope = "openid public_profile".to_owned();
        // The local provider's pictures are on loopback.
        config.facebook_allow_local = true;
        adjust(config);
    })
    .await;
    let browser = Client::builder().redirect(redirect::Policy::none()).build().unwrap();
    Shop { app, provider, browser }
}

async fn shop() -> Shop {
    shop_with(|provider| provider.userinfo_url.clone(), CLIENT_SECRET).await
}

impl Shop {
    /// GETs a path or a `http://mall.test/...` URL on the real shop without following the
    /// redirect; answers the status and the `Location`.
    async fn visit(&self, path_or_url: &str) -> (StatusCode, String) {
        let path = path_or_url.strip_prefix(PUBLIC_URL).unwrap_or(path_or_url);
        let answer = self.browser.get(self.app.url(path)).send().await.unwrap();
        let location = answer.headers().get("location").map(|l| l.to_str().unwrap().to_owned()).unwrap_or_default();
        (answer.status(), location)
    }

    /// From the shop's start (`api/auth/facebook?ref=`) to the provider's dialog address.
    async fn dialog(&self, referral_code: Option<&str>) -> String {
        let path = match referral_code {
            Some(code) => format!("api/auth/facebook?ref={code}"),
            None => "api/auth/facebook".to_owned(),
        };
        let (status, location) = self.visit(&path).await;
        assert_eq!(status, StatusCode::FOUND);
        assert!(location.starts_with(&self.provider.authorize_url), "{location}");
        assert!(location.contains("code_challenge_method=S256"), "PKCE: {location}");
        location
    }

    /// The whole round trip as `login` consents: where the shop's callback sends the browser.
    async fn round_trip(&self, dialog: &str, login: &str) -> String {
        let back = self.provider.consent(dialog, login).await;
        assert!(back.starts_with(&format!("{PUBLIC_URL}/api/auth/facebook/callback?")), "{back}");
        let (status, location) = self.visit(&back).await;
        assert_eq!(status, StatusCode::FOUND, "{back}");
        location
    }

    /// Signs in (or up) as `login` and answers the sign-in answer of `GET api/auth/token`.
    async fn sign_in(&self, login: &str, referral_code: Option<&str>) -> Value {
        let dialog = self.dialog(referral_code).await;
        let landing = self.round_trip(&dialog, login).await;
        let code = landing.strip_prefix("/auth/facebook?code=").unwrap_or_else(|| panic!("signed in: {landing}"));
        let (status, body) = self.app.get(&format!("api/auth/token?code={code}"), None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    async fn users(&self) -> i64 {
        scalar(&self.app, "SELECT COUNT(*) AS n FROM \"user\"").await
    }

    async fn me(&self, token: &str) -> Value {
        let me = self
            .app
            .graphql("{ me { id name phone facebookLinked hasPassword profileImage } }", json!({}), Some(token), "en")
            .await;
        assert!(me["errors"].is_null(), "{me}");
        me["data"]["me"].clone()
    }
}

#[tokio::test]
async fn signing_up_with_facebook_credits_the_referral_and_signs_in_once() {
    let shop = shop().await;
    let inviter = shop.app.register("Inviter", "09791240001").await;
    let code = shop.app.profile(&inviter).await["referral_code"].as_str().unwrap().to_owned();
    let inviter_id = shop.app.profile(&inviter).await["id"].as_i64().unwrap();

    let dialog = shop.dialog(Some(&code)).await;
    let landing = shop.round_trip(&dialog, "aye").await;
    let one_time = landing.strip_prefix("/auth/facebook?code=").expect("the web app gets a one-time code");
    assert!(!landing.contains("eyJ"), "no bearer token in a URL: {landing}");
    let (status, answer) = shop.app.get(&format!("api/auth/token?code={one_time}"), None).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let token = answer["token"].as_str().unwrap().to_owned();
    assert_eq!(answer["data"]["user"]["name"], "Aye Aye");
    assert_eq!(answer["data"]["user"]["phone"], Value::Null);
    let me = shop.me(&token).await;
    assert_eq!((me["facebookLinked"].as_bool(), me["hasPassword"].as_bool()), (Some(true), Some(false)), "{me}");
    // The provider's picture became the avatar, stored in the shop's own store.
    let avatar = me["profileImage"].as_str().expect("an avatar from the profile picture");
    let avatar = shop.app.url(avatar.strip_prefix(PUBLIC_URL).unwrap_or(avatar));
    let stored = shop.app.client.get(avatar).send().await.unwrap();
    assert_eq!(stored.status(), StatusCode::OK);
    assert!(stored.headers()["content-type"].to_str().unwrap().starts_with("image/"));
    // The referral is credited as for a phone sign-up.
    let id = me["id"].as_i64().unwrap();
    let referred_by = scalar(&shop.app, &format!("SELECT referred_by_id AS n FROM \"user\" WHERE id = {id}")).await;
    assert_eq!(referred_by, inviter_id);

    // The code works once; the answer to a second try is in the caller's language.
    let (status, again) = shop.app.get_in(&format!("api/auth/token?code={one_time}"), None, "mm").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{again}");
    assert_eq!(again["message"], "ဤအကောင့်ဝင်လင့်ခ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အသုံးပြုပြီး ဖြစ်ပါသည်။ ထပ်မံ အကောင့်ဝင်ပါ။");
    // Signing in again with the same Facebook account is the same account (GraphQL's exchange).
    let users = shop.users().await;
    let dialog = shop.dialog(None).await;
    let landing = shop.round_trip(&dialog, "aye").await;
    let code = landing.strip_prefix("/auth/facebook?code=").unwrap();
    let exchanged = shop
        .app
        .graphql(
            "mutation($code: String!) { exchangeSignInCode(code: $code) { token user { id } } }",
            json!({"code": code}),
            None,
            "en",
        )
        .await;
    assert_eq!(exchanged["data"]["exchangeSignInCode"]["user"]["id"], id, "{exchanged}");
    assert_eq!(shop.users().await, users, "no second account");
    // A password sign-in cannot reach an account that has none.
    assert_eq!(
        scalar(&shop.app, &format!("SELECT CAST(LENGTH(password_hash) AS BIGINT) AS n FROM \"user\" WHERE id = {id}"))
            .await,
        0
    );
}

#[tokio::test]
async fn an_account_made_with_facebook_adds_a_phone_before_it_pays() {
    let shop = shop().await;
    let app = &shop.app;
    let admin = app.admin_token().await;
    let lamp = app.lamp(&admin).await;
    let payment = app.create_payment_method(&admin).await;
    let token = shop.sign_in("mya", None).await["token"].as_str().unwrap().to_owned();
    let (region, township) = app.region_and_township("Yangon").await;
    let address = json!({"region_id": region, "township_id": township, "address": "No. 5, Inya Road"});
    let (status, body) = app.send_json(reqwest::Method::PUT, "api/user/update-shipping", address, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let buy_now = || {
        let form = reqwest::multipart::Form::new()
            .text("payment_id", payment.to_string())
            .part("payment_screenshot", crate::support::file_part(crate::support::png(40, 80), "shot.png"))
            .text("product_id", lamp.to_string())
            .text("qty", "1");
        app.post_multipart("api/user/buynow", form, &token)
    };
    let (status, refused) = buy_now().await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert_eq!(refused["message"], "Add your phone number first, so that we can reach you about your order.");
    assert_eq!(scalar(app, "SELECT COUNT(*) AS n FROM shop_order").await, 0, "nothing ordered");
    // Adding a phone is validated as at sign-up; then the same purchase goes through.
    let add = "mutation($phone: String!) { updateProfile(input: {phone: $phone}) { phone } }";
    let bad = app.graphql(add, json!({"phone": "12345"}), Some(&token), "en").await;
    assert_eq!(bad["errors"][0]["extensions"]["code"], "VALIDATION", "{bad}");
    let added = app.graphql(add, json!({"phone": "09791240009"}), Some(&token), "en").await;
    assert_eq!(added["data"]["updateProfile"]["phone"], "09791240009", "{added}");
    let (status, bought) = buy_now().await;
    assert_eq!(status, StatusCode::OK, "{bought}");
}

#[tokio::test]
async fn link_and_unlink_keep_one_owner_and_a_way_to_sign_in() {
    let shop = shop().await;
    // A Facebook account already in use.
    let taken = shop.sign_in("thida", None).await;
    let taken_token = taken["token"].as_str().unwrap().to_owned();
    let phone_shopper = shop.app.register("Phone shopper", "09791240002").await;
    let start = "mutation { startFacebookLink }";

    // Linking a Facebook account of someone else: refused on /account-detail, nothing linked.
    let dialog = shop.app.graphql(start, json!({}), Some(&phone_shopper), "en").await;
    let dialog = dialog["data"]["startFacebookLink"].as_str().unwrap().to_owned();
    let landing = shop.round_trip(&dialog, "thida").await;
    assert_eq!(landing, "/account-detail?facebook_error=already_linked");
    assert_eq!(shop.me(&phone_shopper).await["facebookLinked"], false);

    // Linking a free one: linked; signing in with it reaches the phone account.
    let dialog = shop.app.graphql(start, json!({}), Some(&phone_shopper), "en").await;
    let landing = shop.round_trip(dialog["data"]["startFacebookLink"].as_str().unwrap(), "zaw").await;
    assert_eq!(landing, "/account-detail?facebook=linked");
    let me = shop.me(&phone_shopper).await;
    assert_eq!(me["facebookLinked"], true);
    let signed_in = shop.sign_in("zaw", None).await;
    assert_eq!(signed_in["data"]["user"]["id"], me["id"]);

    // Unlinking: fine for the phone account (it has a password); refused for the account made
    // with Facebook, in the shopper's language, which stays linked.
    let unlink = "mutation { unlinkFacebook { facebookLinked } }";
    let unlinked = shop.app.graphql(unlink, json!({}), Some(&phone_shopper), "en").await;
    assert_eq!(unlinked["data"]["unlinkFacebook"]["facebookLinked"], false, "{unlinked}");
    let refused = shop.app.graphql(unlink, json!({}), Some(&taken_token), "mm").await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "BAD_REQUEST", "{refused}");
    assert_eq!(
        refused["errors"][0]["message"],
        "Facebook ချိတ်ဆက်မှုကို မဖြုတ်မီ ဖုန်းနံပါတ်ထည့်ပြီး စကားဝှက် သတ်မှတ်ပါ။ ထိုမှသာ ဆက်လက် အကောင့်ဝင်နိုင်ပါမည်။"
    );
    assert_eq!(shop.me(&taken_token).await["facebookLinked"], true);
    // Signing in with the unlinked Facebook account now makes a new account.
    let users = shop.users().await;
    let fresh = shop.sign_in("zaw", None).await;
    assert_ne!(fresh["data"]["user"]["id"], me["id"]);
    assert_eq!(shop.users().await, users + 1);
}

#[tokio::test]
async fn a_replayed_or_forged_or_expired_state_signs_no_one_in() {
    let shop = shop().await;
    let users = shop.users().await;
    // Forged: a state the shop never made.
    let (status, location) = shop.visit("api/auth/facebook/callback?code=abc&state=forged-state-value").await;
    assert_eq!((status, location.as_str()), (StatusCode::FOUND, "/signin?facebook_error=state"));
    // Replayed: the first callback signs in, the same one again does not.
    let dialog = shop.dialog(None).await;
    let back = shop.provider.consent(&dialog, "hla").await;
    let (_, first) = shop.visit(&back).await;
    assert!(first.starts_with("/auth/facebook?code="), "{first}");
    let (_, replayed) = shop.visit(&back).await;
    assert_eq!(replayed, "/signin?facebook_error=state");
    // Expired: a state older than ten minutes.
    let dialog = shop.dialog(None).await;
    let back = shop.provider.consent(&dialog, "expired").await;
    exec(&shop.app, "UPDATE sign_in_handoff SET expires_at = '2000-01-01T00:00:00Z'").await;
    let (_, expired) = shop.visit(&back).await;
    assert_eq!(expired, "/signin?facebook_error=state");
    // An expired one-time code issues no token.
    let dialog = shop.dialog(None).await;
    let landing = shop.round_trip(&dialog, "late").await;
    exec(&shop.app, "UPDATE sign_in_handoff SET expires_at = '2000-01-01T00:00:00Z'").await;
    let code = landing.strip_prefix("/auth/facebook?code=").unwrap();
    let (status, body) = shop.app.get(&format!("api/auth/token?code={code}"), None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["token"].is_null());
    let (status, _) = shop.app.get("api/auth/token?code=", None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // `hla` and `late` made accounts; the forged, replayed and expired ones made none.
    assert_eq!(shop.users().await, users + 2);
}

#[tokio::test]
async fn a_denied_consent_a_provider_error_and_a_profile_without_an_id_make_nothing() {
    // Denied on the provider's consent page.
    let shop = shop().await;
    let users = shop.users().await;
    let dialog = shop.dialog(None).await;
    let back = shop.provider.deny(&dialog, "nay").await;
    assert!(back.contains("error=access_denied"), "{back}");
    let (_, location) = shop.visit(&back).await;
    assert_eq!(location, "/signin?facebook_error=denied");
    // The provider's error without a state is a forged callback.
    let (_, location) = shop.visit("api/auth/facebook/callback?error=server_error").await;
    assert_eq!(location, "/signin?facebook_error=state");
    assert_eq!(shop.users().await, users);

    // The token request refused (the shop's secret is wrong): a provider error.
    let wrong_secret = shop_with(|provider| provider.userinfo_url.clone(), "not-the-secret").await;
    let dialog = wrong_secret.dialog(None).await;
    assert_eq!(wrong_secret.round_trip(&dialog, "kyaw").await, "/signin?facebook_error=provider");
    assert_eq!(wrong_secret.users().await, 0);

    // A profile without an id.
    let no_id = shop_with(|provider| provider.profile_without_id_url.clone(), CLIENT_SECRET).await;
    let dialog = no_id.dialog(None).await;
    assert_eq!(no_id.round_trip(&dialog, "noid").await, "/signin?facebook_error=profile");
    assert_eq!(no_id.users().await, 0);
    assert_eq!(scalar(&no_id.app, "SELECT COUNT(*) AS n FROM sign_in_handoff WHERE purpose = 'code'").await, 0);

    // Facebook's own Graph shape (`id`, `picture.data.url`) signs in.
    let graph = shop_with(|provider| provider.facebook_shape_url.clone(), CLIENT_SECRET).await;
    let answer = graph.sign_in("graph", None).await;
    assert_eq!(answer["data"]["user"]["name"], "Graph Graph");
    let id = answer["data"]["user"]["id"].as_i64().unwrap();
    let facebook_id: String = facebook_id_of(&graph.app, id).await;
    assert_eq!(facebook_id, "graph");
}

#[tokio::test]
async fn without_the_settings_the_button_is_hidden_and_the_start_is_404() {
    let app = crate::support::spawn_app().await;
    let url = app.graphql("{ facebookSignInUrl }", json!({}), None, "en").await;
    assert_eq!(url["data"]["facebookSignInUrl"], Value::Null);
    let (status, body) = app.get_in("api/auth/facebook", None, "ch").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["message"], "暂不支持使用 Facebook 登录。");
    let shop = shop().await;
    let url = shop.app.graphql("{ facebookSignInUrl(referralCode: \"ABC123\") }", json!({}), None, "en").await;
    assert_eq!(url["data"]["facebookSignInUrl"], "http://mall.test/api/auth/facebook?ref=ABC123");
}

async fn exec(app: &TestApp, sql: &str) {
    use sea_orm::ConnectionTrait;
    app.ctx.db.conn().execute_unprepared(sql).await.unwrap();
}

async fn facebook_id_of(app: &TestApp, user_id: i64) -> String {
    use sea_orm::{ConnectionTrait, Statement};
    let row = app
        .ctx
        .db
        .conn()
        .query_one(Statement::from_string(
            app.ctx.db.backend(),
            format!("SELECT facebook_id FROM \"user\" WHERE id = {user_id}"),
        ))
        .await
        .unwrap()
        .unwrap();
    row.try_get_by_index::<String>(0).unwrap()
}

/// The picture's URL comes from the profile: the shop fetches it only over https from a public
/// address, so the local provider's http picture on loopback is not fetched (the account is made
/// without an avatar), unless the tests' setting allows it.
#[tokio::test]
async fn a_profile_picture_on_a_local_address_is_not_fetched() {
    let shop = shop_adjusted(
        |provider| provider.userinfo_url.clone(),
        CLIENT_SECRET,
        |config| {
            config.facebook_allow_local = false;
        },
    )
    .await;
    let answer = shop.sign_in("local", None).await;
    assert_eq!(answer["data"]["user"]["name"], "Local Local");
    assert_eq!(answer["data"]["user"]["profile_image"], Value::Null, "{answer}");
}

//! The account flow through the real router and database, on SQLite or PostgreSQL.

use crate::support::{file_part, png, spawn_app, spawn_app_with, PASSWORD};
use accounts::entity::user;
use reqwest::{multipart, Method, StatusCode};
use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::json;

#[tokio::test]
async fn a_shopper_signs_up_creates_a_profile_and_reads_it_back() {
    let app = spawn_app().await;
    let (status, body) = app
        .post_json(
            "api/user/register",
            json!({"name": "Aye Aye", "phone": "+95 9 791 234 567", "password": PASSWORD, "password_confirmation": PASSWORD, "referral_code": ""}),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status_code"], 200);
    assert_eq!(body["message"], "Registration successful");
    let token = body["token"].as_str().unwrap().to_owned();
    assert_eq!(body["data"]["token"], token.as_str());
    assert_eq!(body["data"]["user"]["phone"], "09791234567", "phone stored normalised");

    let (region_id, township_id) = app.region_and_township("Yangon").await;
    let form = multipart::Form::new()
        .part("profile_image", file_part(png(800, 600), "profile_image.png"))
        .text("region_id", region_id.to_string())
        .text("township_id", township_id.to_string())
        .text("address", "No. 12, Pyay Road")
        .text("postal_code", "11041");
    let (status, body) = app.post_multipart("api/user/create-profile", form, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let (status, signed_in) = app.login("09791234567", PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{signed_in}");
    assert_eq!(signed_in["message"], "Login successful");
    let token = signed_in["token"].as_str().unwrap();

    let profile = app.profile(token).await;
    assert_eq!(profile["name"], "Aye Aye");
    assert_eq!(profile["phone"], "09791234567");
    assert_eq!(profile["address"], "No. 12, Pyay Road");
    assert_eq!(profile["postal_code"], "11041");
    assert_eq!(profile["region"], json!({"id": region_id, "name": "Yangon"}));
    assert_eq!(profile["township"]["id"], township_id);
    assert_eq!(profile["token_point"], 0);
    assert_eq!(profile["referral_point"], 0);
    assert_eq!(profile["referral_code"].as_str().unwrap().len(), 8);

    // The avatar is served back as an image, shrunk from 800 px.
    let image_url = profile["profile_image"].as_str().unwrap();
    let response = app.client.get(app.url(image_url)).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/jpeg");
    let stored = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((stored.width(), stored.height()), (360, 270));

    // Place names follow the language of the request.
    let (_, in_burmese) = app.get_in("api/user/profile", Some(token), "mm").await;
    assert_eq!(in_burmese["data"]["region"]["name"], "ရန်ကုန်တိုင်းဒေသကြီး");
}

#[tokio::test]
async fn the_same_account_flow_works_in_graphql() {
    let app = spawn_app().await;
    let registered = app
        .graphql(
            "mutation($input: RegisterInput!) { register(input: $input) { token user { phone referralCode } } }",
            json!({"input": {"name": "Ko Ko", "phone": "09250123456", "password": PASSWORD, "passwordConfirmation": PASSWORD}}),
            None,
            "en",
        )
        .await;
    assert!(registered["errors"].is_null(), "{registered}");
    assert_eq!(registered["data"]["register"]["user"]["phone"], "09250123456");

    let logged_in = app
        .graphql(
            "mutation { login(input: {phone: \"959250123456\", password: \"secret123\"}) { token } }",
            json!({}),
            None,
            "en",
        )
        .await;
    let token = logged_in["data"]["login"]["token"].as_str().expect("token").to_owned();

    let regions = app.graphql("{ regions { id name } }", json!({}), None, "ch").await;
    let yangon = &regions["data"]["regions"][0];
    assert_eq!(yangon["name"], "仰光省");
    let townships = app
        .graphql("query($id: Int!) { townships(regionId: $id) { id name } }", json!({"id": yangon["id"]}), None, "en")
        .await;
    let township_id = townships["data"]["townships"][0]["id"].clone();

    let created = app
        .graphql(
            "mutation($input: CreateProfileInput!) { createProfile(input: $input) { address region { name } township { id } } }",
            json!({"input": {"regionId": yangon["id"], "townshipId": township_id, "address": "Bahan 3rd street"}}),
            Some(&token),
            "en",
        )
        .await;
    assert_eq!(created["data"]["createProfile"]["region"]["name"], "Yangon", "{created}");

    let updated = app
        .graphql(
            "mutation { updateProfile(input: {name: \"Ko Ko Gyi\", phone: \"\"}) { name phone } }",
            json!({}),
            Some(&token),
            "en",
        )
        .await;
    assert_eq!(updated["data"]["updateProfile"], json!({"name": "Ko Ko Gyi", "phone": "09250123456"}));

    let me = app.graphql("{ me { name address tokenPoint referralPoint role } }", json!({}), Some(&token), "en").await;
    assert_eq!(
        me["data"]["me"],
        json!({"name": "Ko Ko Gyi", "address": "Bahan 3rd street", "tokenPoint": 0, "referralPoint": 0, "role": "CUSTOMER"})
    );

    // Errors come in the caller's language with the fields that failed.
    let taken = app
        .graphql(
            "mutation($input: RegisterInput!) { register(input: $input) { token } }",
            json!({"input": {"name": "Again", "phone": "09250123456", "password": PASSWORD, "passwordConfirmation": PASSWORD}}),
            None,
            "mm",
        )
        .await;
    let error = &taken["errors"][0];
    assert_eq!(error["message"], "ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်");
    assert_eq!(error["extensions"]["code"], "VALIDATION");
    assert_eq!(error["extensions"]["status"], 422);
    assert!(error["extensions"]["errors"]["phone"].is_array(), "{taken}");

    // REST sees what GraphQL wrote: one service behind both.
    assert_eq!(app.profile(&token).await["name"], "Ko Ko Gyi");
}

#[tokio::test]
async fn a_graphql_avatar_upload_uses_the_multipart_request_spec() {
    let app = spawn_app().await;
    let token = app.register("Upload", "09791111111").await;
    let operations = json!({
        "query": "mutation($file: Upload!) { uploadProfileImage(profileImage: $file) { profileImage } }",
        "variables": {"file": null}
    });
    let form = multipart::Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({"0": ["variables.file"]}).to_string())
        .part("0", file_part(png(64, 64), "a.png"));
    let response = app.client.post(app.url("graphql")).bearer_auth(&token).multipart(form).send().await.unwrap();
    let body: serde_json::Value = response.json().await.unwrap();
    let url = body["data"]["uploadProfileImage"]["profileImage"].as_str().unwrap_or_else(|| panic!("{body}"));
    assert!(url.starts_with("/media/avatars/"));
    assert_eq!(app.stored_files().await.len(), 1);
}

#[tokio::test]
async fn sign_up_answers_the_spec_messages_for_bad_input() {
    let app = spawn_app().await;
    app.register("First", "09791234567").await;

    let cases = [
        (json!({}), "name is required", "name"),
        (
            json!({"name": "  ", "phone": "09791234568", "password": PASSWORD, "password_confirmation": PASSWORD}),
            "name is required",
            "name",
        ),
        (
            json!({"name": "A", "password": PASSWORD, "password_confirmation": PASSWORD}),
            "phone number required",
            "phone",
        ),
        (
            json!({"name": "A", "phone": "09791234568", "password": "12345", "password_confirmation": "12345"}),
            "password must be six characters",
            "password",
        ),
        (
            json!({"name": "A", "phone": "09791234568", "password": PASSWORD}),
            "confirm new password",
            "password_confirmation",
        ),
        (
            json!({"name": "A", "phone": "09791234568", "password": PASSWORD, "password_confirmation": "other123"}),
            "passwords do not match",
            "password_confirmation",
        ),
        (
            json!({"name": "A", "phone": "12345", "password": PASSWORD, "password_confirmation": PASSWORD}),
            "the phone number must be a Myanmar mobile number (09..., +959... or 959...)",
            "phone",
        ),
        (
            json!({"name": "A", "phone": "959791234567", "password": PASSWORD, "password_confirmation": PASSWORD}),
            "the phone has already been taken",
            "phone",
        ),
        (
            json!({"name": "A", "phone": "09791234568", "password": PASSWORD, "password_confirmation": PASSWORD, "referral_code": "NOSUCH99"}),
            "the referral code is not valid",
            "referral_code",
        ),
    ];
    for (payload, message, field) in cases {
        let (status, body) = app.post_json("api/user/register", payload.clone(), None).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{payload}: {body}");
        assert_eq!(body["status_code"], 422);
        assert_eq!(body["message"], message, "{payload}");
        assert!(body["errors"][field].is_array(), "{payload}: {body}");
    }
    // Every field is reported, not just the first.
    let (_, body) = app.post_json("api/user/register", json!({}), None).await;
    for field in ["name", "phone", "password", "password_confirmation"] {
        assert!(body["errors"][field].is_array(), "{field}: {body}");
    }
    // None of that wrote a user.
    assert_eq!(user::Entity::find().count(app.ctx.db.conn()).await.unwrap(), 1);

    // The same failure in Burmese and Chinese.
    let taken = json!({"name": "A", "phone": "09791234567", "password": PASSWORD, "password_confirmation": PASSWORD});
    for (locale, text) in [("mm", "ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်"), ("ch", "该手机号码已被注册")]
    {
        let response = app
            .client
            .post(app.url("api/user/register"))
            .header("X-localization", locale)
            .json(&taken)
            .send()
            .await
            .unwrap();
        let (_, body) = crate::support::read(response).await;
        assert_eq!(body["message"], text);
    }
}

#[tokio::test]
async fn a_referral_code_records_the_inviter() {
    let app = spawn_app().await;
    let inviter_token = app.register("Inviter", "09791234567").await;
    let inviter = app.profile(&inviter_token).await;
    let code = inviter["referral_code"].as_str().unwrap().to_lowercase();
    let token = app
        .register_with(json!({"name": "Friend", "phone": "09791234568", "password": PASSWORD, "password_confirmation": PASSWORD, "referral_code": code}))
        .await;
    let friend_id = app.profile(&token).await["id"].as_i64().unwrap();
    let friend = user::Entity::find_by_id(friend_id).one(app.ctx.db.conn()).await.unwrap().unwrap();
    assert_eq!(friend.referred_by_id, inviter["id"].as_i64());
}

#[tokio::test]
async fn sign_in_failures_are_told_apart() {
    let app = spawn_app().await;
    app.register("Aye", "09791234567").await;
    let (status, body) = app.login("09799999999", PASSWORD).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("account does not exist")));
    let (status, body) = app.login("09791234567", "wrong-password").await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("the password is incorrect"))
    );
    let (status, body) = app.post_json("api/user/login", json!({"password": PASSWORD}), None).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("phone number required")));
    let (status, body) =
        app.post_json("api/user/login", json!({"phone": "09791234567", "password": "123"}), None).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("password must be six characters"))
    );
    // A form-encoded sign-in works too, and a body that is neither is a clear 400.
    let response = app
        .client
        .post(app.url("api/user/login"))
        .form(&[("phone", "09791234567"), ("password", PASSWORD)])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let response = app
        .client
        .post(app.url("api/user/login"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    let (status, body) = crate::support::read(response).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["status_code"], 400);
}

#[tokio::test]
async fn bad_forged_expired_and_missing_tokens_are_unauthenticated() {
    let app = spawn_app().await;
    let token = app.register("Aye", "09791234567").await;
    let id = app.profile(&token).await["id"].as_i64().unwrap();

    let forged = kernel::auth::TokenKeys::new(b"another-secret-another-secret-0123456789", 1)
        .issue(id, kernel::auth::Role::Admin, 0)
        .unwrap();
    let expired = kernel::auth::TokenKeys::new(crate::support::JWT_SECRET.as_bytes(), -2)
        .issue(id, kernel::auth::Role::Customer, 0)
        .unwrap();
    // `alg: none` with the right claims must not pass.
    let header = base64url(br#"{"alg":"none","typ":"JWT"}"#);
    let claims =
        base64url(format!(r#"{{"sub":"{id}","role":"customer","ver":0,"iat":0,"exp":4102444800}}"#).as_bytes());
    let unsigned = format!("{header}.{claims}.");
    for bad in [Some("garbage"), Some(forged.as_str()), Some(expired.as_str()), Some(unsigned.as_str()), None] {
        let (status, body) = app.get("api/user/profile", bad).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{bad:?}");
        assert_eq!(body, json!({"status_code": 401, "message": "Unauthenticated.", "data": null}));
        let answer = app.graphql("{ me { id } }", json!({}), bad, "mm").await;
        assert_eq!(answer["errors"][0]["message"], "Unauthenticated.");
        assert_eq!(answer["errors"][0]["extensions"]["status"], 401);
    }
}

fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

#[tokio::test]
async fn changing_the_password_revokes_older_tokens() {
    let app = spawn_app().await;
    let old_token = app.register("Aye", "09791234567").await;
    let (_, second_device) = app.login("09791234567", PASSWORD).await;
    let second_device = second_device["token"].as_str().unwrap().to_owned();

    let change = |old: &str, new: &str, confirm: &str| json!({"old_password": old, "new_password": new, "new_password_confirmation": confirm});
    for (payload, message) in [
        (json!({}), "Password is required"),
        (change(PASSWORD, "abc", "abc"), "Password must be at least 6 characters long"),
        (change(PASSWORD, "newpass1", ""), "New password confirmation is required"),
        (change(PASSWORD, "newpass1", "newpass2"), "Passwords do not match"),
        (change("not-mine", "newpass1", "newpass1"), "the old password is incorrect"),
    ] {
        let (status, body) = app.send_json(Method::PATCH, "api/user/update-password", payload, &old_token).await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some(message)));
    }

    let (status, body) = app
        .send_json(Method::PATCH, "api/user/update-password", change(PASSWORD, "newpass1", "newpass1"), &old_token)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let fresh = body["token"].as_str().unwrap();
    assert_eq!(app.get("api/user/profile", Some(&old_token)).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("api/user/profile", Some(&second_device)).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("api/user/profile", Some(fresh)).await.0, StatusCode::OK);
    assert_eq!(app.login("09791234567", PASSWORD).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.login("09791234567", "newpass1").await.0, StatusCode::OK);

    // Signing out everywhere revokes the token that asked too.
    let (status, _) = app.post_json("api/user/sign-out-everywhere", json!({}), Some(fresh)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.get("api/user/profile", Some(fresh)).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn profile_and_shipping_forms_answer_the_spec_messages() {
    let app = spawn_app().await;
    let token = app.register("Aye", "09791234567").await;
    let (yangon, yangon_township) = app.region_and_township("Yangon").await;
    let (_, mandalay_township) = app.region_and_township("Mandalay").await;

    let form = |region: Option<i64>, township: Option<i64>, address: &str| {
        let mut form = multipart::Form::new().text("address", address.to_owned());
        if let Some(region) = region {
            form = form.text("region_id", region.to_string());
        }
        if let Some(township) = township {
            form = form.text("township_id", township.to_string());
        }
        form
    };
    for (form, message) in [
        (form(None, Some(yangon_township), "a"), "Region is required"),
        (form(Some(yangon), None, "a"), "Township is required"),
        (form(Some(yangon), Some(yangon_township), " "), "Address is required"),
        (form(Some(yangon), Some(mandalay_township), "a"), "the selected township is not in the selected region"),
        (form(Some(999), Some(yangon_township), "a"), "the selected region does not exist"),
    ] {
        let (status, body) = app.post_multipart("api/user/create-profile", form, &token).await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some(message)));
    }

    for (payload, message) in [
        (json!({"township_id": yangon_township, "address": "a"}), "State / Region is required"),
        (json!({"region_id": yangon, "address": "a"}), "Township is required"),
        (json!({"region_id": yangon, "township_id": yangon_township}), "Street Address is required"),
    ] {
        let (status, body) = app.send_json(Method::PUT, "api/user/update-shipping", payload, &token).await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some(message)));
    }
    let (status, body) = app
        .send_json(Method::PUT, "api/user/update-shipping", json!({"region_id": yangon, "township_id": yangon_township, "address": "Sule Pagoda Rd", "postal_code": ""}), &token)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["address"], "Sule Pagoda Rd");
    assert_eq!(body["data"]["postal_code"], json!(null));

    // Account edit: empty values keep the profile's own.
    let (status, body) =
        app.send_json(Method::PUT, "api/user/update-profile", json!({"name": "", "phone": ""}), &token).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((body["data"]["name"].as_str(), body["data"]["phone"].as_str()), (Some("Aye"), Some("09791234567")));
    let (_, body) = app
        .send_json(
            Method::PUT,
            "api/user/update-profile",
            json!({"name": "Aye Chan", "phone": "+959791234500"}),
            &token,
        )
        .await;
    assert_eq!(
        (body["data"]["name"].as_str(), body["data"]["phone"].as_str()),
        (Some("Aye Chan"), Some("09791234500"))
    );
}

#[tokio::test]
async fn uploads_that_are_not_images_or_too_large_store_nothing() {
    let app = spawn_app_with(|config| config.max_image_bytes = 200_000).await;
    let token = app.register("Aye", "09791234567").await;
    let (region, township) = app.region_and_township("Yangon").await;

    let not_image =
        multipart::Form::new().part("profile_image", file_part(b"<?php echo 'hi'; ?>".to_vec(), "evil.png"));
    let (status, body) = app.post_multipart("api/user/upload-profile-image", not_image, &token).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("The file must be an image (PNG, JPEG or WebP)."))
    );

    // A PNG header followed by garbage is not an image either.
    let mut truncated = png(50, 50);
    truncated.truncate(60);
    let form = multipart::Form::new().part("profile_image", file_part(truncated, "cut.png"));
    assert_eq!(
        app.post_multipart("api/user/upload-profile-image", form, &token).await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );

    let huge = multipart::Form::new().part("profile_image", file_part(vec![0x89; 300_000], "big.png"));
    let (status, body) = app.post_multipart("api/user/upload-profile-image", huge, &token).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("The image may not be larger than 195 KB."))
    );
    assert!(body["errors"]["profile_image"].is_array());

    // A bad image inside create-profile leaves the address unchanged too.
    let form = multipart::Form::new()
        .part("profile_image", file_part(b"not an image".to_vec(), "x.png"))
        .text("region_id", region.to_string())
        .text("township_id", township.to_string())
        .text("address", "somewhere");
    assert_eq!(app.post_multipart("api/user/create-profile", form, &token).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.profile(&token).await["address"], json!(null));

    // An image with a bad address is refused before anything is stored.
    let form = multipart::Form::new()
        .part("profile_image", file_part(png(40, 40), "ok.png"))
        .text("region_id", region.to_string())
        .text("address", "somewhere");
    assert_eq!(app.post_multipart("api/user/create-profile", form, &token).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(app.stored_files().await.is_empty(), "{:?}", app.stored_files().await);

    // Missing file, and a body that is not multipart at all.
    let (status, body) =
        app.post_multipart("api/user/upload-profile-image", multipart::Form::new().text("x", "y"), &token).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("Please select an image")));
    let (status, body) = app.post_json("api/user/upload-profile-image", json!({}), Some(&token)).await;
    assert_eq!((status, body["status_code"].as_i64()), (StatusCode::BAD_REQUEST, Some(400)));

    // Replacing an avatar removes the old file.
    let first = multipart::Form::new().part("profile_image", file_part(png(40, 40), "a.png"));
    assert_eq!(app.post_multipart("api/user/upload-profile-image", first, &token).await.0, StatusCode::OK);
    let second = multipart::Form::new().part("profile_image", file_part(png(41, 41), "b.png"));
    assert_eq!(app.post_multipart("api/user/upload-profile-image", second, &token).await.0, StatusCode::OK);
    assert_eq!(app.stored_files().await.len(), 1);
}

#[tokio::test]
async fn a_request_body_over_the_limit_is_a_413_envelope() {
    let app = spawn_app().await;
    let token = app.register("Aye", "09791234567").await;
    let form = multipart::Form::new().part("profile_image", file_part(vec![1; 13 * 1024 * 1024], "big.png"));
    let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["status_code"], 413);
    assert!(app.stored_files().await.is_empty());

    // Forms are small: a JSON body over 256 KB is refused too.
    let (status, body) = app.post_json("api/user/login", json!({"phone": "x".repeat(300 * 1024)}), None).await;
    assert_eq!((status, body["status_code"].as_i64()), (StatusCode::PAYLOAD_TOO_LARGE, Some(413)));
}

#[tokio::test]
async fn two_shoppers_cannot_read_or_change_each_others_data() {
    let app = spawn_app().await;
    let aye = app.register("Aye", "09791234567").await;
    let bo = app.register("Bo", "09791234568").await;
    let (region, township) = app.region_and_township("Yangon").await;

    app.send_json(
        Method::PUT,
        "api/user/update-shipping",
        json!({"region_id": region, "township_id": township, "address": "Aye's home"}),
        &aye,
    )
    .await;
    let (status, body) =
        app.send_json(Method::PUT, "api/user/update-profile", json!({"phone": "09791234568"}), &aye).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("the phone has already been taken"))
    );

    let bo_profile = app.profile(&bo).await;
    assert_eq!((bo_profile["name"].as_str(), bo_profile["address"].as_str()), (Some("Bo"), None));
    assert_eq!(app.profile(&aye).await["address"], "Aye's home");
    let me = app.graphql("{ me { name phone } }", json!({}), Some(&bo), "en").await;
    assert_eq!(me["data"]["me"], json!({"name": "Bo", "phone": "09791234568"}));
    // Bo still signs in with Bo's own number and password.
    assert_eq!(app.login("09791234568", PASSWORD).await.0, StatusCode::OK);
}

#[tokio::test]
async fn concurrent_sign_ups_with_one_phone_create_one_account() {
    let app = spawn_app().await;
    let attempts = (0..8).map(|i| {
        let app = &app;
        async move {
            app.post_json(
                "api/user/register",
                json!({"name": format!("Racer {i}"), "phone": "09791234567", "password": PASSWORD, "password_confirmation": PASSWORD}),
                None,
            )
            .await
        }
    });
    let results = futures::future::join_all(attempts).await;
    let won = results.iter().filter(|(status, _)| *status == StatusCode::OK).count();
    assert_eq!(won, 1, "{results:?}");
    for (status, body) in results.iter().filter(|(status, _)| *status != StatusCode::OK) {
        assert_eq!(
            (*status, body["message"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("the phone has already been taken"))
        );
    }
    assert_eq!(user::Entity::find().count(app.ctx.db.conn()).await.unwrap(), 1);
}

#[tokio::test]
async fn concurrent_writers_never_see_database_is_locked() {
    let app = spawn_app().await;
    let tokens: Vec<String> = futures::future::join_all((0..6).map(|i| {
        let app = &app;
        async move { app.register(&format!("Writer {i}"), &format!("0979123450{i}")).await }
    }))
    .await;
    let (region, township) = app.region_and_township("Yangon").await;
    let updates = tokens.iter().flat_map(|token| (0..5).map(move |n| (token.clone(), n)));
    let results = futures::future::join_all(updates.map(|(token, n)| {
        let app = &app;
        async move {
            app.send_json(
                Method::PUT,
                "api/user/update-shipping",
                json!({"region_id": region, "township_id": township, "address": format!("street {n}")}),
                &token,
            )
            .await
            .0
        }
    }))
    .await;
    assert!(results.iter().all(|s| *s == StatusCode::OK), "{results:?}");
}

//! Reviews through the real server: app reviews with images (moderated, public only once
//! approved), product ratings from verified buyers only, and the product's summary under
//! concurrent ratings.
//!
//! Each `Guard:` comment names what makes its assertion hold; each was checked by removing it and
//! watching the test fail: the public list's approved filter, decide-once, the five-image limit,
//! the approved-order requirement, the replace-the-first lookup, and (on PostgreSQL, where writers
//! run side by side) the product row's lock.

use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

use crate::support::{file_part, luckydraw::scalar, png, spawn_app, TestApp};

fn review_form(rating: &str, comment: &str, images: usize) -> multipart::Form {
    let mut form = multipart::Form::new().text("rating", rating.to_owned()).text("comment", comment.to_owned());
    for i in 0..images {
        form = form.part("file[]", file_part(png(60 + i as u32, 40), &format!("photo{i}.png")));
    }
    form
}

async fn shopper(app: &TestApp, name: &str) -> String {
    let phone = format!("0979{:07}", 2_000_000 + app.next_number());
    app.shopper_with_address(name, &phone).await
}

/// A product, and a shopper whose order of it an admin approved; answers (admin, product, buyer).
async fn bought(app: &TestApp, admin: &str, product: i64, payment: i64, name: &str) -> String {
    let buyer = shopper(app, name).await;
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "paid.png"))
        .text("product_id", product.to_string())
        .text("qty", "1");
    let (status, body) = app.post_multipart("api/user/buynow", form, &buyer).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let order = body["data"]["order_id"].as_i64().unwrap();
    let approved =
        app.graphql(&format!("mutation {{ approveOrder(id: {order}) }}"), json!({}), Some(admin), "en").await;
    assert_eq!(approved["data"]["approveOrder"], true, "{approved}");
    buyer
}

async fn product(app: &TestApp, admin: &str, slug: &str) -> i64 {
    let category = app.create_category(admin, &format!("cat-{slug}"), json!({"en": "Kitchen"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "type": "PRODUCT", "slug": slug, "name": {"en": "Rice cooker"},
               "description": {"en": "x"}, "actualPrice": 55000, "weightKg": 2.0}),
    )
    .await
}

async fn rate(app: &TestApp, token: &str, product: Value, rating: Value, comment: &str) -> (StatusCode, Value) {
    app.post_json(
        "api/user/product-rating",
        json!({"product_id": product, "rating": rating, "comment": comment}),
        Some(token),
    )
    .await
}

#[tokio::test]
async fn a_review_is_public_only_once_an_admin_approves_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let author = shopper(&app, "Ma Thida").await;
    let files = app.stored_files().await.len();

    let (status, body) = app
        .post_multipart("api/user/reviews", review_form("5", "  Fast delivery, <b>great</b> shop  ", 3), &author)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let review = &body["data"];
    assert_eq!((review["status"].as_str(), review["rating"].as_i64()), (Some("pending"), Some(5)));
    assert_eq!(review["comment"], "Fast delivery, <b>great</b> shop", "kept as typed text, trimmed");
    assert_eq!((review["user_name"].as_str(), review["user"]["name"].as_str()), (Some("Ma Thida"), Some("Ma Thida")));
    assert_eq!((review["files"].as_array().unwrap().len(), review["thumbs"].as_array().unwrap().len()), (3, 3));
    assert_eq!(app.stored_files().await.len(), files + 6, "three images, each with its thumbnail");
    let image = app.client.get(app.url(review["files"][0].as_str().unwrap())).send().await.unwrap();
    assert_eq!(image.status(), StatusCode::OK);
    let id = review["id"].as_i64().unwrap();

    // Guard: the public list filters on approved.
    let (_, public) = app.get("api/reviews/all?page=1", None).await;
    assert_eq!(public["data"]["meta"]["total"], 0, "a pending review is never public");
    let (_, mine) = app.get("api/user/reviews?page=1", Some(&author)).await;
    assert_eq!(mine["data"]["data"][0]["status"], "pending");

    let queue = app
        .graphql(
            "{ pendingReviews { review { id userName comment files } customerPhone } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(queue["data"]["pendingReviews"][0]["review"]["id"], id, "{queue}");
    let shopper_try =
        app.graphql(&format!("mutation {{ approveReview(id: {id}) }}"), json!({}), Some(&author), "en").await;
    assert!(shopper_try["errors"].is_array(), "{shopper_try}");
    let approved = app.graphql(&format!("mutation {{ approveReview(id: {id}) }}"), json!({}), Some(&admin), "en").await;
    assert_eq!(approved["data"]["approveReview"], true, "{approved}");
    // Guard: decide-once.
    let again = app
        .graphql(&format!("mutation {{ rejectReview(id: {id}, reason: \"spam\") }}"), json!({}), Some(&admin), "mm")
        .await;
    assert_eq!(again["errors"][0]["message"], "ဤသုံးသပ်ချက်ကို ဆုံးဖြတ်ပြီး ဖြစ်ပါသည်။", "{again}");

    let (_, public) = app.get("api/reviews/all?page=1", None).await;
    assert_eq!(public["data"]["meta"]["total"], 1);
    assert_eq!(public["data"]["data"][0]["status"], "approved");
    let graphql = app
        .graphql("{ reviews { data { userName rating files thumbs status } meta { total } } }", json!({}), None, "en")
        .await;
    assert_eq!(graphql["data"]["reviews"]["data"][0]["status"], "APPROVED", "{graphql}");
    let told = app.told_once(&author, "review_approved", "Review published").await;
    assert_eq!(told["link"], "/my-reviews");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'review.approve'").await, 1);

    // A rejection: not public, the author sees the reason.
    let (_, body) = app.post_multipart("api/user/reviews", review_form("1", "Never again", 0), &author).await;
    let second = body["data"]["id"].as_i64().unwrap();
    let blank = app
        .graphql(&format!("mutation {{ rejectReview(id: {second}, reason: \" \") }}"), json!({}), Some(&admin), "en")
        .await;
    assert!(blank["errors"].is_array(), "{blank}");
    let rejected = app
        .graphql(
            &format!("mutation {{ rejectReview(id: {second}, reason: \"Rude words\") }}"),
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(rejected["data"]["rejectReview"], true, "{rejected}");
    let (_, mine) = app.get("api/user/reviews?page=1", Some(&author)).await;
    assert_eq!(
        (mine["data"]["data"][0]["status"].as_str(), mine["data"]["data"][0]["reject_reason"].as_str()),
        (Some("rejected"), Some("Rude words"))
    );
    let (_, public) = app.get("api/reviews/all?page=1", None).await;
    assert_eq!(public["data"]["meta"]["total"], 1);
    let told = app.told_once(&author, "review_rejected", "Review not published").await;
    assert_eq!(told["body"], "Your review was not published: Rude words");
}

#[tokio::test]
async fn bad_reviews_are_refused_and_store_nothing() {
    let app = spawn_app().await;
    let author = shopper(&app, "Ko Ko").await;
    let files = app.stored_files().await.len();
    let cases: Vec<(multipart::Form, &str)> = vec![
        (review_form("0", "Good shop", 0), "Please choose a rating from 1 to 5 stars."),
        (review_form("6", "Good shop", 0), "Please choose a rating from 1 to 5 stars."),
        (review_form("five", "Good shop", 0), "Please choose a rating from 1 to 5 stars."),
        (review_form("4", "ok", 0), "The comment must be at least 3 characters."),
        (review_form("4", &"x".repeat(1001), 0), "The comment may be at most 1000 characters."),
        // Guard: at most five images.
        (review_form("4", "Good shop", 6), "You can upload at most five images."),
        // Images are checked by content (the media store decodes them): a text file named .png is
        // refused, and the good image before it is deleted again.
        (review_form("4", "Good shop", 1).part("file[]", file_part(b"not an image at all".to_vec(), "fake.png")), ""),
    ];
    for (form, message) in cases {
        let (status, body) = app.post_multipart("api/user/reviews", form, &author).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        if !message.is_empty() {
            assert_eq!(body["message"], message);
        }
    }
    let (status, body) = app.post_multipart("api/user/reviews", review_form("4", "ok", 0), &author).await;
    let (_, mm) = {
        let request = app.client.post(app.url("api/user/reviews")).header("X-localization", "mm").bearer_auth(&author);
        crate::support::read(request.multipart(review_form("4", "ok", 0)).send().await.unwrap()).await
    };
    assert_eq!(
        (status, &mm["message"]),
        (StatusCode::UNPROCESSABLE_ENTITY, &json!("မှတ်ချက်သည် အနည်းဆုံး စာလုံး ၃ လုံး ရှိရပါမည်။")),
        "{body}"
    );
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM app_review").await, 0, "nothing stored");
    assert_eq!(app.stored_files().await.len(), files, "no file left behind");
    let (status, _) = app.post_multipart("api/user/reviews", review_form("4", "Good shop", 0), "not-a-token").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn only_a_buyer_rates_a_product_once_and_its_stars_follow() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let cooker = product(&app, &admin, "rice-cooker").await;
    let buyer = bought(&app, &admin, cooker, payment, "Buyer").await;

    // Guard: only after an approved order of the product.
    let stranger = shopper(&app, "Stranger").await;
    let (status, body) = rate(&app, &stranger, json!(cooker), json!(5), "Looks nice").await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("You can rate a product only after buying it."))
    );
    // An order not yet approved does not count either.
    let waiting = shopper(&app, "Waiting").await;
    let form = multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "paid.png"))
        .text("product_id", cooker.to_string())
        .text("qty", "1");
    assert_eq!(app.post_multipart("api/user/buynow", form, &waiting).await.0, StatusCode::OK);
    assert_eq!(rate(&app, &waiting, json!(cooker), json!(5), "Looks nice").await.0, StatusCode::UNPROCESSABLE_ENTITY);
    for (product, rating, comment) in [
        (json!(cooker), json!(0), "Fine"),
        (json!(cooker), json!("x"), "Fine"),
        (json!(cooker), json!(4), "no"),
        (json!(999_999), json!(4), "Fine"),
        (json!(null), json!(4), "Fine"),
    ] {
        let (status, body) = rate(&app, &buyer, product, rating, comment).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM product_rating").await, 0);

    let (status, body) = rate(&app, &buyer, json!(cooker.to_string()), json!("4"), "Cooks well").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["rating_average"].as_f64(), body["data"]["rating_count"].as_i64()), (Some(4.0), Some(1)));
    // Guard: one per shopper and product; the second replaces the first.
    let (status, body) = rate(&app, &buyer, json!(cooker), json!(2), "Broke after a week").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["rating_average"].as_f64(), body["data"]["rating_count"].as_i64()), (Some(2.0), Some(1)));

    let (_, page) = app.get("api/products/rice-cooker", None).await;
    assert_eq!((page["data"]["rating_average"].as_f64(), page["data"]["rating_count"].as_i64()), (Some(2.0), Some(1)));
    assert_eq!(
        page["data"]["reviews"],
        json!([{"user_image": null, "user_name": "Buyer", "rating": 2, "comment": "Broke after a week"}])
    );
    // The reviewer's new name and picture show beside the rating on the next read.
    let (status, body) =
        app.send_json(reqwest::Method::PUT, "api/user/update-profile", json!({"name": "Ko Buyer"}), &buyer).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, page) = app.get("api/products/rice-cooker", None).await;
    assert_eq!(page["data"]["reviews"][0]["user_name"], "Ko Buyer");
    let form = multipart::Form::new().part("profile_image", file_part(png(200, 200), "me.png"));
    let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &buyer).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, page) = app.get("api/products/rice-cooker", None).await;
    assert_eq!(page["data"]["reviews"][0]["user_image"], body["data"]["profile_image"], "{page}");

    // A hidden product cannot be rated.
    app.graphql(&format!("mutation {{ setProductHidden(id: {cooker}, hidden: true) }}"), json!({}), Some(&admin), "en")
        .await;
    assert_eq!(rate(&app, &buyer, json!(cooker), json!(5), "Fixed it").await.0, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn concurrent_ratings_leave_one_per_shopper_and_the_exact_average() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let cooker = product(&app, &admin, "busy-cooker").await;
    let mut buyers = Vec::new();
    for i in 0..20 {
        buyers.push(bought(&app, &admin, cooker, payment, &format!("Buyer {i}")).await);
    }
    // One shopper rating twice at once leaves one rating.
    let twice = futures::future::join_all([
        rate(&app, &buyers[0], json!(cooker), json!(1), "First try"),
        rate(&app, &buyers[0], json!(cooker), json!(5), "Second try"),
    ])
    .await;
    assert!(twice.iter().all(|(s, _)| *s == StatusCode::OK), "{twice:?}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM product_rating").await, 1);

    // Twenty buyers at once (buyer 0 again): ratings 1..=5 repeating.
    let ratings: Vec<i64> = (0..20).map(|i| 1 + i % 5).collect();
    let all = futures::future::join_all(
        buyers
            .iter()
            .zip(&ratings)
            .map(|(buyer, rating)| rate(&app, buyer, json!(cooker), json!(rating), "Rated at once")),
    )
    .await;
    assert!(all.iter().all(|(s, _)| *s == StatusCode::OK), "{all:?}");
    // Guard: the product row's lock makes the writers take turns, so the summary counts them all.
    let (_, page) = app.get("api/products/busy-cooker", None).await;
    let expected = ratings.iter().sum::<i64>() as f64 / 20.0;
    assert_eq!(
        (page["data"]["rating_average"].as_f64(), page["data"]["rating_count"].as_i64()),
        (Some(expected), Some(20))
    );
    assert_eq!(page["data"]["reviews"].as_array().unwrap().len(), 20);
}

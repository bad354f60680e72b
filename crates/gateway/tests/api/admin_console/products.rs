//! The product page (search in every language, filters, pages, hidden ones), the categories, and a
//! product's photos: their order, the feature image and what is stored.

use std::collections::HashSet;

use super::{code, gql, product, PRODUCT_PAGE, UPDATE_PRODUCT};
use crate::support::{png, spawn_app, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn the_product_page_searches_every_language_and_pages_with_hidden_ones() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let audio = app.create_category(&admin, "audio", json!({"en": "Audio"})).await.unwrap();
    let home = app.create_category(&admin, "home", json!({"en": "Home"})).await.unwrap();
    let headphones = app
        .create_product(
            &admin,
            product(audio, "wireless-headphones", "Wireless Headphones", Some("ကြိုးမဲ့ နားကြပ်"), Some("无线耳机")),
        )
        .await;
    let speaker =
        app.create_product(&admin, product(audio, "bt-speaker", "Bluetooth Speaker", Some("ဘလူးတုသ် စပီကာ"), None)).await;
    let lamp = app.create_product(&admin, product(home, "desk-lamp", "Desk Lamp", None, Some("台灯"))).await;
    let pack = app.create_product(&admin, json!({"categoryId": home, "type": "TOKEN_PRODUCT", "name": {"en": "100 Tokens"}, "description": {"en": "x"}, "actualPrice": 95_000, "tokenAmount": 100})).await;
    let hidden = gql(
        &app,
        Some(&admin),
        "mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }",
        json!({"id": speaker}),
    )
    .await;
    assert_eq!(hidden["data"]["setProductHidden"], true);

    let ids = |answer: &Value| -> Vec<i64> {
        let data = answer["data"]["adminProductPage"]["data"].as_array().unwrap_or_else(|| panic!("{answer}"));
        data.iter().map(|p| p["id"].as_i64().unwrap()).collect()
    };
    for (variables, expected) in [
        (json!({}), vec![pack, lamp, speaker, headphones]),
        (json!({"s": "နားကြပ်"}), vec![headphones]),
        (json!({"s": "耳机"}), vec![headphones]),
        (json!({"s": "SPEAKER"}), vec![speaker]),
        (json!({"s": "စပီကာ"}), vec![speaker]),
        (json!({"s": "desk-lamp"}), vec![lamp]),
        (json!({"s": "台灯"}), vec![lamp]),
        (json!({"s": "wireless ear"}), vec![]),
        (json!({"c": audio}), vec![speaker, headphones]),
        (json!({"t": ["TOKEN_PRODUCT"]}), vec![pack]),
        (json!({"t": ["PRODUCT"], "c": home}), vec![lamp]),
    ] {
        let answer = gql(&app, Some(&admin), PRODUCT_PAGE, variables.clone()).await;
        assert_eq!(ids(&answer), expected, "{variables}: {answer}");
    }
    let page = gql(&app, Some(&admin), PRODUCT_PAGE, json!({"p": 2, "l": 3})).await;
    assert_eq!(ids(&page), [headphones]);
    assert_eq!(
        page["data"]["adminProductPage"]["meta"],
        json!({"total": 4, "perPage": 3, "currentPage": 2, "lastPage": 2})
    );
    let speaker_row = gql(&app, Some(&admin), PRODUCT_PAGE, json!({"s": "speaker"})).await;
    assert_eq!(speaker_row["data"]["adminProductPage"]["data"][0]["hidden"], true);

    // Categories: hidden ones too, with their product counts (hidden products included).
    gql(&app, Some(&admin), "mutation($id: Int!) { setCategoryHidden(id: $id, hidden: true) }", json!({"id": home}))
        .await;
    let categories = gql(
        &app,
        Some(&admin),
        "{ adminCategories { id slug name { en } hidden sort productCount image } }",
        json!({}),
    )
    .await;
    assert_eq!(
        categories["data"]["adminCategories"],
        json!([
            {"id": audio, "slug": "audio", "name": {"en": "Audio"}, "hidden": false, "sort": 0, "productCount": 2, "image": null},
            {"id": home, "slug": "home", "name": {"en": "Home"}, "hidden": true, "sort": 0, "productCount": 2, "image": null},
        ]),
        "{categories}"
    );
    let (_, shop) = app.get("api/categories", None).await;
    assert_eq!(shop["data"].as_array().unwrap().len(), 1, "the shop still hides it");
}

const ADMIN_PHOTOS: &str =
    "query($s: String) { adminProductPage(search: $s) { data { id featureImage images { id url thumb } } } }";

/// The product's photos as the admin sees them: `(ids, full URLs, feature image thumbnail)`.
async fn photos(app: &TestApp, admin: &str, slug: &str) -> (Vec<i64>, Vec<String>, Option<String>) {
    let answer = gql(app, Some(admin), ADMIN_PHOTOS, json!({"s": slug})).await;
    let row = &answer["data"]["adminProductPage"]["data"][0];
    let images = row["images"].as_array().unwrap_or_else(|| panic!("{answer}"));
    for image in images {
        let thumb = image["thumb"].as_str().unwrap();
        assert!(thumb.contains(".thumb."), "{image}");
    }
    (
        images.iter().map(|i| i["id"].as_i64().unwrap()).collect(),
        images.iter().map(|i| i["url"].as_str().unwrap().to_owned()).collect(),
        row["featureImage"].as_str().map(str::to_owned),
    )
}

/// What the shop's product page shows: `(feature image, the other photos)`.
async fn shop_photos(app: &TestApp, slug: &str) -> (Option<String>, Vec<String>) {
    let (status, detail) = app.get(&format!("api/products/{slug}"), None).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    let others = detail["data"]["product_images"].as_array().unwrap();
    (
        detail["data"]["feature_image"].as_str().map(str::to_owned),
        others.iter().map(|u| u.as_str().unwrap().to_owned()).collect(),
    )
}

/// Every stored catalogue photo (without thumbnails).
async fn stored_photos(app: &TestApp) -> HashSet<String> {
    app.stored_files()
        .await
        .into_iter()
        .filter(|f| f.starts_with("catalog/products/") && !f.contains(".thumb."))
        .map(|f| format!("/media/{f}"))
        .collect()
}

#[tokio::test]
async fn photos_are_reordered_and_the_first_is_the_feature_image() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "audio", json!({"en": "Audio"})).await.unwrap();
    let input = product(category, "speaker", "Speaker", None, None);
    let created = app
        .graphql_upload(
            "mutation($input: ProductInput!, $feature: Upload, $images: [Upload!]) { createProduct(input: $input, featureImage: $feature, images: $images) }",
            json!({"input": input, "feature": null, "images": [null, null]}),
            vec![("variables.feature", png(500, 400)), ("variables.images.0", png(400, 400)), ("variables.images.1", png(300, 400))],
            Some(&admin),
        )
        .await;
    let id = created["data"]["createProduct"].as_i64().unwrap_or_else(|| panic!("{created}"));

    // Three photos, the feature image first; the shop shows the same as before.
    let (ids, urls, feature) = photos(&app, &admin, "speaker").await;
    assert_eq!(ids.len(), 3);
    assert_eq!(feature.as_deref(), Some(urls[0].replace(".jpg", ".thumb.jpg").as_str()));
    assert_eq!(shop_photos(&app, "speaker").await, (Some(urls[0].clone()), urls[1..].to_vec()));

    // Reordered: the last becomes the feature image the shop shows, in lists too.
    let update = |order: Value, remove: Value| json!({"id": id, "input": input, "order": order, "remove": remove});
    let answer = gql(&app, Some(&admin), UPDATE_PRODUCT, update(json!([ids[2], ids[0], ids[1]]), Value::Null)).await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let (now, now_urls, _) = photos(&app, &admin, "speaker").await;
    assert_eq!(now, [ids[2], ids[0], ids[1]]);
    assert_eq!(shop_photos(&app, "speaker").await, (Some(urls[2].clone()), vec![urls[0].clone(), urls[1].clone()]));
    let (_, listed) = app.get(&format!("api/categories/{category}/products"), None).await;
    assert_eq!(listed["data"]["data"][0]["feature_image"], now_urls[0].replace(".jpg", ".thumb.jpg"));

    // A list that is not exactly the product's photos changes nothing.
    for wrong in
        [json!([ids[0], ids[1]]), json!([ids[0], ids[1], ids[2], 99999]), json!([ids[0], ids[0], ids[1]]), json!([])]
    {
        let answer = gql(&app, Some(&admin), UPDATE_PRODUCT, update(wrong.clone(), Value::Null)).await;
        assert_eq!(code(&answer), "VALIDATION", "{wrong}: {answer}");
        assert!(answer["errors"][0]["extensions"]["errors"]["image_order"].is_array(), "{answer}");
    }
    assert_eq!(photos(&app, &admin, "speaker").await.0, [ids[2], ids[0], ids[1]]);

    // Removing the feature image makes the next photo the feature image, and its files go.
    let answer = gql(&app, Some(&admin), UPDATE_PRODUCT, update(Value::Null, json!([ids[2]]))).await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    assert_eq!(shop_photos(&app, "speaker").await, (Some(urls[0].clone()), vec![urls[1].clone()]));
    assert_eq!(stored_photos(&app).await, HashSet::from([urls[0].clone(), urls[1].clone()]));

    // New photos follow the order given for the kept ones (what the console sends).
    let answer = app
        .graphql_upload(
            UPDATE_PRODUCT,
            json!({"id": id, "input": input, "add": [null], "order": [ids[1], ids[0]]}),
            vec![("variables.add.0", png(200, 200))],
            Some(&admin),
        )
        .await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let (now, now_urls, _) = photos(&app, &admin, "speaker").await;
    assert_eq!(now[..2], [ids[1], ids[0]]);
    assert_eq!(now.len(), 3);
    assert_eq!(shop_photos(&app, "speaker").await.0, Some(urls[1].clone()));
    assert_eq!(stored_photos(&app).await, now_urls.iter().cloned().collect::<HashSet<_>>(), "no file without a row");

    // Refused: bad price, weight or name beside their fields, a non-image; nothing saved, no file left.
    for (change, field) in [
        (json!({"actualPrice": 1_000_000_001}), "actual_price"),
        (json!({"actualPrice": -1}), "actual_price"),
        (json!({"weightKg": 1000.5}), "weight_kg"),
        (json!({"name": {"en": "  ", "mm": "စပီကာ"}}), "name"),
    ] {
        let mut bad = input.clone();
        for (k, v) in change.as_object().unwrap() {
            bad[k] = v.clone();
        }
        let answer = app
            .graphql_upload(
                UPDATE_PRODUCT,
                json!({"id": id, "input": bad, "add": [null], "order": [now[2], now[0], now[1]]}),
                vec![("variables.add.0", png(100, 100))],
                Some(&admin),
            )
            .await;
        assert_eq!(code(&answer), "VALIDATION", "{change}: {answer}");
        assert!(answer["errors"][0]["extensions"]["errors"][field].is_array(), "{field}: {answer}");
    }
    let answer = app
        .graphql_upload(
            UPDATE_PRODUCT,
            json!({"id": id, "input": input, "add": [null]}),
            vec![("variables.add.0", b"<svg>not a photo</svg>".to_vec())],
            Some(&admin),
        )
        .await;
    assert_eq!(code(&answer), "VALIDATION", "{answer}");
    assert_eq!(photos(&app, &admin, "speaker").await.0, now);
    assert_eq!(stored_photos(&app).await, now_urls.iter().cloned().collect::<HashSet<_>>());
    let (_, detail) = app.get("api/products/speaker", None).await;
    assert_eq!(detail["data"]["actual_price"], 10_000);
}

//! The catalogue through both APIs: admin changes, shopper lists, search, locale, limits.

use crate::support::{png, spawn_app, TestApp};
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, DatabaseBackend, Statement, TransactionTrait};
use serde_json::{json, Value};

mod sorting;

const CREATE_CATEGORY: &str =
    "mutation($input: CategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) }";
const CREATE_PRODUCT: &str = "mutation($input: ProductInput!, $feature: Upload, $images: [Upload!]) { createProduct(input: $input, featureImage: $feature, images: $images) }";

async fn create_category(app: &TestApp, admin: &str, slug: &str, en: &str, mm: Option<&str>, ch: Option<&str>) -> i64 {
    let answer = app
        .graphql(
            CREATE_CATEGORY,
            json!({"input": {"slug": slug, "name": {"en": en, "mm": mm, "ch": ch}}}),
            Some(admin),
            "en",
        )
        .await;
    answer["data"]["createCategory"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

fn product_input(category_id: i64, en: &str, mm: Option<&str>, ch: Option<&str>, price: i64) -> Value {
    json!({
        "categoryId": category_id, "type": "PRODUCT",
        "name": {"en": en, "mm": mm, "ch": ch},
        "description": {"en": format!("<p>{en}</p>")},
        "actualPrice": price, "weightKg": 0.5, "tokenReward": 2
    })
}

async fn create_product(app: &TestApp, admin: &str, input: Value) -> i64 {
    let answer = app.graphql(CREATE_PRODUCT, json!({"input": input}), Some(admin), "en").await;
    answer["data"]["createProduct"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

#[tokio::test]
async fn an_admin_builds_a_catalogue_that_shoppers_browse_in_three_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app
        .graphql_upload(
            CREATE_CATEGORY,
            json!({"input": {"name": {"en": "Audio", "mm": "အသံစနစ်", "ch": "音频"}}, "image": null}),
            vec![("variables.image", png(600, 600))],
            Some(&admin),
        )
        .await;
    let category_id = category["data"]["createCategory"].as_i64().unwrap_or_else(|| panic!("{category}"));
    let input = json!({
        "categoryId": category_id, "type": "PRODUCT",
        "name": {"en": "Wireless Headphones", "mm": "ကြိုးမဲ့ နားကြပ်", "ch": null},
        "description": {"en": "<p>Great <strong>sound</strong></p>", "mm": "<p>အသံ ကောင်းသည်</p>"},
        "actualPrice": 129000, "weightKg": 0.45, "tokenReward": 12
    });
    let created = app
        .graphql_upload(
            CREATE_PRODUCT,
            json!({"input": input, "feature": null, "images": [null, null]}),
            vec![
                ("variables.feature", png(1600, 1200)),
                ("variables.images.0", png(900, 900)),
                ("variables.images.1", png(300, 200)),
            ],
            Some(&admin),
        )
        .await;
    assert!(created["errors"].is_null(), "{created}");

    let (status, categories) = app.get_in("api/categories", None, "mm").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(categories["data"][0]["name"], "အသံစနစ်");
    assert_eq!(categories["data"][0]["slug"], "audio", "slug made from the English name");

    let (status, detail) = app.get_in("api/products/wireless-headphones", None, "en").await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    let product = &detail["data"];
    assert_eq!(product["name"], "Wireless Headphones");
    assert_eq!(product["type"], "product");
    assert_eq!(product["category"], "Audio");
    assert_eq!(product["category_id"], category_id);
    assert_eq!(product["actual_price"], 129000);
    assert_eq!(product["weight_kg"], 0.45);
    assert_eq!(product["token_reward"], 12);
    assert_eq!(product["rating_average"], 0.0);
    assert_eq!(product["reviews"], json!([]));
    assert_eq!(product["description"], "<p>Great <strong>sound</strong></p>");
    assert_eq!(product["product_images"].as_array().unwrap().len(), 2);

    // The carousel gets 800 px, the grid 320 px, both cached for a year.
    for (url, side) in
        [(product["feature_image"].as_str().unwrap(), 800), (product["feature_image_thumb"].as_str().unwrap(), 320)]
    {
        let response = app.client.get(app.url(url)).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "image/jpeg");
        assert!(response.headers()["cache-control"].to_str().unwrap().contains("max-age=31536000"));
        let image = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
        assert_eq!(image.width().max(image.height()), side, "{url}");
    }

    // Burmese where translated, English where not.
    let (_, in_burmese) = app.get_in("api/products/wireless-headphones", None, "mm").await;
    assert_eq!(in_burmese["data"]["name"], "ကြိုးမဲ့ နားကြပ်");
    assert_eq!(in_burmese["data"]["description"], "<p>အသံ ကောင်းသည်</p>");
    let (_, in_chinese) = app.get_in("api/products/wireless-headphones", None, "ch").await;
    assert_eq!(in_chinese["data"]["name"], "Wireless Headphones");
    assert_eq!(in_chinese["data"]["category"], "音频");

    // The category page lists it with a thumbnail; GraphQL answers the same.
    let (_, listed) = app.get(&format!("api/categories/{category_id}/products"), None).await;
    assert_eq!(listed["data"]["data"][0]["slug"], "wireless-headphones");
    assert!(listed["data"]["data"][0]["feature_image"].as_str().unwrap().contains(".thumb."));
    let answer = app
        .graphql("{ product(slug: \"wireless-headphones\") { name actualPrice type category } }", json!({}), None, "mm")
        .await;
    assert_eq!(
        answer["data"]["product"],
        json!({"name": "ကြိုးမဲ့ နားကြပ်", "actualPrice": 129000, "type": "PRODUCT", "category": "အသံစနစ်"})
    );
}

#[tokio::test]
async fn search_matches_names_in_every_language_best_matches_first() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "audio", "Audio", None, None).await;
    for (en, mm, ch) in [
        ("Superheadphones Case", None, None),
        ("Wireless Headphones", Some("ကြိုးမဲ့ နားကြပ်"), Some("无线耳机")),
        ("Headphones", None, None),
        ("Headphones Pro Max", None, None),
        ("Bluetooth Speaker", Some("ဘလူးတုသ် စပီကာ"), Some("蓝牙音箱")),
    ] {
        create_product(&app, &admin, product_input(category, en, mm, ch, 50000)).await;
    }
    let names = |body: &Value| -> Vec<String> {
        body["data"]["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().to_owned()).collect()
    };
    let (status, found) = app.get("api/products?search=HEADPHONES", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(names(&found), ["Headphones", "Headphones Pro Max", "Wireless Headphones", "Superheadphones Case"]);
    assert_eq!(found["data"]["meta"]["total"], 4);

    let (_, burmese) = app.get_in("api/products?search=နားကြပ်", None, "mm").await;
    assert_eq!(names(&burmese), ["ကြိုးမဲ့ နားကြပ်"]);
    let (_, chinese) = app.get_in("api/products?search=耳机", None, "ch").await;
    assert_eq!(names(&chinese), ["无线耳机"]);
    let (_, two_words) = app.get("api/products?search=speaker%20bluetooth", None).await;
    assert_eq!(names(&two_words), ["Bluetooth Speaker"]);

    // Text that would be SQL or a LIKE pattern is just text.
    for hostile in ["%25", "_", "'%20OR%201=1%20--", "%5C"] {
        let (status, body) = app.get(&format!("api/products?search={hostile}"), None).await;
        assert_eq!(status, StatusCode::OK, "{hostile}");
        assert_eq!(
            body["data"]["meta"]["total"],
            if hostile == "%25" || hostile == "_" || hostile == "%5C" { 5 } else { 0 },
            "{hostile}"
        );
    }
    let answer =
        app.graphql("{ products(search: \"wireless\") { data { name } meta { total } } }", json!({}), None, "en").await;
    assert_eq!(answer["data"]["products"]["meta"]["total"], 1);
}

/// Search goes through the database's text index (migration 000019), which follows every rename.
#[tokio::test]
async fn search_reads_the_text_index_which_follows_renames() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "tea", "Tea", None, None).await;
    let id =
        create_product(&app, &admin, product_input(category, "Green Teapot", Some("လက်ဖက်ရည်အိုး"), Some("绿茶壶"), 9000))
            .await;
    let total = |body: Value| body["data"]["meta"]["total"].as_u64().unwrap();
    assert_eq!(total(app.get("api/products?search=teapot", None).await.1), 1);

    let update = "mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) }";
    let renamed = product_input(category, "Clay Kettle", Some("မြေအိုး"), Some("陶壶"), 9000);
    let answer = app.graphql(update, json!({"id": id, "input": renamed}), Some(&admin), "en").await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    for (gone, locale) in [("teapot", "en"), ("လက်ဖက်ရည်အိုး", "mm"), ("绿茶壶", "ch"), ("绿茶", "ch"), ("绿", "ch")]
    {
        assert_eq!(total(app.get_in(&format!("api/products?search={gone}"), None, locale).await.1), 0, "{gone}");
    }
    // Two- and one-character words (most Chinese words) are found through their padded grams.
    for (found, locale) in
        [("kettle", "en"), ("clay kettle", "en"), ("မြေအိုး", "mm"), ("陶壶", "ch"), ("壶", "ch"), ("ke", "en")]
    {
        assert_eq!(total(app.get_in(&format!("api/products?search={found}"), None, locale).await.1), 1, "{found}");
    }

    // It is the index that answers, not a scan of the names.
    let db = app.ctx.db.conn();
    match db.get_database_backend() {
        DatabaseBackend::Sqlite => {
            db.execute_unprepared("INSERT INTO product_search (product_search) VALUES ('delete-all')").await.unwrap();
            app.ctx.read_cache.invalidate(kernel::read_cache::Scope::Catalog);
            for word in ["kettle", "陶壶", "壶"] {
                assert_eq!(total(app.get(&format!("api/products?search={word}"), None).await.1), 0, "{word}");
            }
            db.execute_unprepared("INSERT INTO product_search (product_search) VALUES ('rebuild')").await.unwrap();
            app.ctx.read_cache.invalidate(kernel::read_cache::Scope::Catalog);
            assert_eq!(total(app.get("api/products?search=kettle", None).await.1), 1);
        }
        _ => {
            // The planner prefers a scan on a table this small; forbidden one, it must find the index.
            let tx = db.begin().await.unwrap();
            tx.execute_unprepared("SET LOCAL enable_seqscan = off").await.unwrap();
            let plan = tx
                .query_all(Statement::from_string(
                    DatabaseBackend::Postgres,
                    "EXPLAIN SELECT id FROM product WHERE search_text LIKE '%kettle%'",
                ))
                .await
                .unwrap();
            let plan: Vec<String> = plan.iter().map(|row| row.try_get_by_index(0).unwrap()).collect();
            assert!(plan.iter().any(|line| line.contains("idx_product_search_trgm")), "{plan:#?}");
            tx.rollback().await.unwrap();
        }
    }
}

#[tokio::test]
async fn lists_are_paginated_with_the_list_envelope() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "home", "Home", None, None).await;
    for n in 0..25 {
        create_product(&app, &admin, product_input(category, &format!("Cup {n:02}"), None, None, 1000 + n)).await;
    }
    let (_, page2) = app.get(&format!("api/categories/{category}/products?page=2"), None).await;
    assert_eq!(page2["data"]["meta"], json!({"total": 25, "per_page": 20, "current_page": 2, "last_page": 2}));
    assert_eq!(page2["data"]["data"].as_array().unwrap().len(), 5);
    let (_, latest) = app.get("api/products/ticket?show=latest&page=1", None).await;
    assert_eq!(latest["data"]["meta"], json!({"total": 25, "per_page": 10, "current_page": 1, "last_page": 3}));
    assert_eq!(latest["data"]["data"][0]["name"], "Cup 24", "newest first");
    let (_, beyond) = app.get("api/products/ticket?show=latest&page=9", None).await;
    assert_eq!(beyond["data"]["data"], json!([]));
    let (_, small) = app.get(&format!("api/categories/{category}/products?per_page=7&page=4"), None).await;
    assert_eq!(small["data"]["meta"], json!({"total": 25, "per_page": 7, "current_page": 4, "last_page": 4}));
    let answer = app
        .graphql("{ latestProducts(page: 3) { data { name } meta { lastPage currentPage } } }", json!({}), None, "en")
        .await;
    assert_eq!(answer["data"]["latestProducts"]["data"].as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn unknown_and_hidden_things_are_404() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "audio", "Audio", None, None).await;
    let product = create_product(&app, &admin, product_input(category, "Speaker", None, None, 1000)).await;

    let (status, body) = app.get("api/products/no-such-thing", None).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("The product does not exist.")));
    let (_, body) = app.get_in("api/products/no-such-thing", None, "mm").await;
    assert_eq!(body["message"], "ဤပစ္စည်း မရှိပါ။");
    for path in ["api/categories/999/products", "api/categories/abc/products"] {
        let (status, body) = app.get(path, None).await;
        assert_eq!((status, body["message"].as_str()), (StatusCode::NOT_FOUND, Some("The category does not exist.")));
    }
    let answer = app.graphql("{ product(slug: \"nope\") { id } }", json!({}), None, "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["code"], "NOT_FOUND");

    let hide = "mutation($id: Int!, $hidden: Boolean!) { setProductHidden(id: $id, hidden: $hidden) }";
    app.graphql(hide, json!({"id": product, "hidden": true}), Some(&admin), "en").await;
    assert_eq!(app.get("api/products/speaker", None).await.0, StatusCode::NOT_FOUND);
    let (_, listed) = app.get(&format!("api/categories/{category}/products"), None).await;
    assert_eq!(listed["data"]["meta"]["total"], 0);
    app.graphql(hide, json!({"id": product, "hidden": false}), Some(&admin), "en").await;
    assert_eq!(app.get("api/products/speaker", None).await.0, StatusCode::OK);

    // Hiding the category hides its products too.
    app.graphql(
        "mutation($id: Int!) { setCategoryHidden(id: $id, hidden: true) }",
        json!({"id": category}),
        Some(&admin),
        "en",
    )
    .await;
    assert_eq!(app.get("api/products/speaker", None).await.0, StatusCode::NOT_FOUND);
    let (_, categories) = app.get("api/categories", None).await;
    assert_eq!(categories["data"], json!([]));
    let (_, search) = app.get("api/products?search=speaker", None).await;
    assert_eq!(search["data"]["meta"]["total"], 0);
}

#[tokio::test]
async fn shoppers_and_visitors_cannot_change_the_catalogue() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "audio", "Audio", None, None).await;
    let product = create_product(&app, &admin, product_input(category, "Speaker", None, None, 1000)).await;
    let shopper = app.register("Shopper", "09791234567").await;

    let attempts = [
        (CREATE_CATEGORY.to_owned(), json!({"input": {"name": {"en": "Hacked"}}})),
        (CREATE_PRODUCT.to_owned(), json!({"input": product_input(category, "Hacked", None, None, 1)})),
        ("mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }".to_owned(), json!({"id": product})),
        ("mutation($id: Int!) { setCategoryHidden(id: $id, hidden: true) }".to_owned(), json!({"id": category})),
        ("mutation { updateSettings(input: {siteName: \"Hacked\"}) { siteName } }".to_owned(), json!({})),
        ("mutation { updatePromotion(content: {en: \"Hacked\"}) }".to_owned(), json!({})),
    ];
    for (query, variables) in &attempts {
        let answer = app.graphql(query, variables.clone(), Some(&shopper), "en").await;
        assert_eq!(answer["errors"][0]["extensions"]["status"], 403, "{query}: {answer}");
        assert_eq!(answer["errors"][0]["message"], "You are not allowed to do this.");
        let answer = app.graphql(query, variables.clone(), None, "en").await;
        assert_eq!(answer["errors"][0]["extensions"]["status"], 401, "{query}: {answer}");
    }
    // Nothing changed.
    let (_, categories) = app.get("api/categories", None).await;
    assert_eq!(categories["data"].as_array().unwrap().len(), 1);
    let (_, search) = app.get("api/products?search=hacked", None).await;
    assert_eq!(search["data"]["meta"]["total"], 0);
    assert_eq!(app.get("api/products/speaker", None).await.0, StatusCode::OK);
    let (_, settings) = app.get("api/settings", None).await;
    assert_eq!(settings["data"]["site_name"], "Lucky Mall");
    assert_eq!(app.get("api/promotion", None).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn descriptions_are_sanitised_and_admin_mistakes_get_clear_messages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "audio", "Audio", None, None).await;
    let mut input = product_input(category, "Speaker", None, None, 1000);
    input["description"] = json!({
        "en": "<p onclick=\"steal()\">Loud</p><script>alert(1)</script><img src=\"/x.png\" onerror=\"alert(1)\"><a href=\"javascript:alert(1)\">x</a>",
        "mm": "<p>ကျယ်<script>alert(1)</script></p>"
    });
    create_product(&app, &admin, input).await;
    let (_, detail) = app.get("api/products/speaker", None).await;
    assert_eq!(detail["data"]["description"], "<p>Loud</p><img src=\"/x.png\"><a rel=\"noopener noreferrer\">x</a>");
    let (_, detail) = app.get_in("api/products/speaker", None, "mm").await;
    assert_eq!(detail["data"]["description"], "<p>ကျယ်</p>");

    let mistakes = [
        (json!({"slug": "speaker"}), "the slug has already been taken"),
        (json!({"slug": "ticket"}), "this slug is reserved; choose another"),
        (json!({"actualPrice": -5}), "the price must be between 0 and 1,000,000,000 kyat"),
        (json!({"type": "TOKEN_PRODUCT"}), "a token pack needs the number of tokens it holds"),
        (json!({"type": "REFERRAL_GIFT", "referralPoint": 0}), "a referral gift needs its cost in referral points"),
        (json!({"categoryId": 999}), "the selected category does not exist"),
        (json!({"name": {"en": "  "}, "slug": "blank-name"}), "the English name is required"),
    ];
    for (change, message) in mistakes {
        let mut input = product_input(category, "Another Speaker", None, None, 1000);
        for (key, value) in change.as_object().unwrap() {
            input[key] = value.clone();
        }
        let answer = app.graphql(CREATE_PRODUCT, json!({"input": input}), Some(&admin), "en").await;
        assert_eq!(answer["errors"][0]["message"], message, "{answer}");
        assert_eq!(answer["errors"][0]["extensions"]["status"], 422);
    }
    // A file that is not an image stores nothing and creates nothing.
    let answer = app
        .graphql_upload(
            CREATE_PRODUCT,
            json!({"input": product_input(category, "Bad Image", None, None, 1), "feature": null, "images": [null]}),
            vec![("variables.feature", png(100, 100)), ("variables.images.0", b"GIF89a not really".to_vec())],
            Some(&admin),
        )
        .await;
    assert_eq!(answer["errors"][0]["message"], "The file must be an image (PNG, JPEG or WebP).");
    assert!(app.stored_files().await.is_empty(), "{:?}", app.stored_files().await);
    assert_eq!(app.get("api/products/bad-image", None).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn token_packs_and_referral_gifts_have_their_own_lists() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "tokens", "Tokens", Some("တိုကင်"), Some("代币")).await;
    let mut pack = product_input(category, "100 Tokens", None, None, 95000);
    pack["type"] = json!("TOKEN_PRODUCT");
    pack["tokenAmount"] = json!(100);
    create_product(&app, &admin, pack).await;
    let mut gift = product_input(category, "Lucky Mug", None, None, 8000);
    gift["type"] = json!("REFERRAL_GIFT");
    gift["referralPoint"] = json!(10);
    create_product(&app, &admin, gift).await;
    create_product(&app, &admin, product_input(category, "Plain Thing", None, None, 5)).await;

    let (_, tokens) = app.get("api/products/token?page=1", None).await;
    assert_eq!(tokens["data"]["data"].as_array().unwrap().len(), 1);
    assert_eq!(tokens["data"]["data"][0]["token"], 100);
    assert_eq!(tokens["data"]["data"][0]["type"], "token-product");
    let (_, gifts) = app.get("api/products/referral?page=1", None).await;
    assert_eq!(gifts["data"]["data"][0]["referral_point"], 10);
    let (_, latest) = app.get("api/products/ticket?show=latest", None).await;
    assert_eq!(latest["data"]["meta"]["total"], 1, "only normal products are in the latest list");
}

#[tokio::test]
async fn every_admin_change_is_in_the_audit_log() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = create_category(&app, &admin, "audio", "Audio", None, None).await;
    let product = create_product(&app, &admin, product_input(category, "Speaker", None, None, 1000)).await;
    app.graphql(
        "mutation($id: Int!) { setProductHidden(id: $id, hidden: true) }",
        json!({"id": product}),
        Some(&admin),
        "en",
    )
    .await;
    use sea_orm::{ConnectionTrait, Statement};
    let rows = app
        .ctx
        .db
        .conn()
        .query_all(Statement::from_string(
            app.ctx.db.backend(),
            "SELECT action, subject_id, actor_id FROM audit_log ORDER BY id",
        ))
        .await
        .unwrap();
    let actions: Vec<(String, i64)> = rows
        .iter()
        .map(|r| (r.try_get::<String>("", "action").unwrap(), r.try_get::<i64>("", "subject_id").unwrap()))
        .collect();
    assert_eq!(
        actions,
        [
            ("category.create".to_owned(), category),
            ("product.create".to_owned(), product),
            ("product.hide".to_owned(), product)
        ]
    );
    let admin_id = app.profile(&admin).await["id"].as_i64().unwrap();
    assert!(rows.iter().all(|r| r.try_get::<i64>("", "actor_id").unwrap() == admin_id));
}

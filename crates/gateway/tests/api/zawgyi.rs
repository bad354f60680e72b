//! Burmese typed in the Zawgyi encoding, through the real server: a Zawgyi search finds the
//! product named in Unicode; a Zawgyi name, address and review are stored as Unicode; and every
//! Burmese text the shop already holds (the township and region names, the demo catalogue, the
//! web app's messages), turned into Zawgyi with myanmar-tools' own Unicode-to-Zawgyi rules, comes
//! back from the server as its Unicode original wherever those rules' round trip does, while
//! none of the originals is changed when sent as it is.
//!
//! What fails if the code breaks: without `kernel::text::as_sent` on a field, its test stores the
//! Zawgyi bytes; with a too-eager detector (or converting everything), the originals sent as they
//! are come back altered and the corpus test fails.

use burmese::{unicode_to_zawgyi, zawgyi_to_unicode};
use reqwest::StatusCode;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{json, Value};

use crate::support::{spawn_app, spawn_app_with, TestApp};

const NAME: &str = "မြန်မာ့ရိုးရာ လက်ဖက်သုပ်";
const ADDRESS: &str = "အမှတ် ၁၂၊ ဗိုလ်ချုပ်လမ်း၊ ကျောက်တံတားမြို့နယ်";
const REVIEW: &str = "ပစ္စည်းအရည်အသွေး ကောင်းမွန်ပြီး ပို့ဆောင်မှု မြန်ဆန်ပါသည်။ ကျေးဇူးတင်ပါသည်။";

#[tokio::test]
async fn a_search_typed_in_zawgyi_finds_the_product_named_in_unicode() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "food", json!({"en": "Food"})).await.unwrap();
    app.create_product(
        &admin,
        json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Tea leaf salad", "mm": NAME}, "description": {"en": "x"}, "actualPrice": 3_000, "weightKg": 0.5}),
    )
    .await;
    let typed = unicode_to_zawgyi("လက်ဖက်သုပ်");
    assert_ne!(typed, "လက်ဖက်သုပ်", "the search really is in Zawgyi");
    let url = format!("api/products?search={}", urlencoding(&typed));
    let (status, found) = app.get_in(&url, None, "mm").await;
    assert_eq!(status, StatusCode::OK, "{found}");
    let names: Vec<&str> =
        found["data"]["data"].as_array().unwrap().iter().filter_map(|p| p["name"].as_str()).collect();
    assert_eq!(names, [NAME]);
    // GraphQL's search too.
    let answer = app
        .graphql(
            "query($search: String) { products(search: $search) { data { name } } }",
            json!({"search": typed}),
            None,
            "mm",
        )
        .await;
    assert_eq!(answer["data"]["products"]["data"], json!([{"name": NAME}]), "{answer}");
}

#[tokio::test]
async fn a_zawgyi_name_address_and_review_are_stored_as_unicode() {
    let app = spawn_app().await;
    let token = app
        .register_with(json!({
            "name": unicode_to_zawgyi("အောင်ကျော်မိုး"),
            "phone": "09791250001",
            "password": "secret-pass",
            "password_confirmation": "secret-pass",
        }))
        .await;
    let (region, township) = app.region_and_township("Yangon").await;
    let address = json!({"region_id": region, "township_id": township, "address": unicode_to_zawgyi(ADDRESS)});
    let (status, body) = app.send_json(reqwest::Method::PUT, "api/user/update-shipping", address, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let profile = app.profile(&token).await;
    assert_eq!((profile["name"].as_str(), profile["address"].as_str()), (Some("အောင်ကျော်မိုး"), Some(ADDRESS)));
    let form = reqwest::multipart::Form::new().text("rating", "5").text("comment", unicode_to_zawgyi(REVIEW));
    let (status, body) = app.post_multipart("api/user/reviews", form, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = texts(&app, "SELECT comment AS t FROM app_review").await;
    assert_eq!(stored, [REVIEW]);
}

#[tokio::test]
async fn every_burmese_text_the_shop_holds_comes_back_as_unicode_from_zawgyi_and_unchanged_as_it_is() {
    let app = spawn_app_with(|config| config.demo = true).await;
    let mut corpus = Vec::new();
    for sql in [
        "SELECT name_mm AS t FROM township",
        "SELECT name_mm AS t FROM region",
        "SELECT name_mm AS t FROM category WHERE name_mm IS NOT NULL",
        "SELECT name_mm AS t FROM product WHERE name_mm IS NOT NULL",
    ] {
        corpus.extend(texts(&app, sql).await);
    }
    let townships = texts(&app, "SELECT name_mm AS t FROM township").await.len();
    let held_by_the_database = corpus.len();
    corpus.extend(web_app_messages());
    corpus.retain(|text| text.chars().any(|c| ('\u{1000}'..='\u{109F}').contains(&c)));
    corpus.sort();
    corpus.dedup();
    let token = app.register("Corpus", "09791250002").await;
    let (region, township) = app.region_and_township("Yangon").await;
    let stored = async |text: &str| -> String {
        let address = json!({"region_id": region, "township_id": township, "address": text});
        let (status, body) = app.send_json(reqwest::Method::PUT, "api/user/update-shipping", address, &token).await;
        assert_eq!(status, StatusCode::OK, "{text:?}: {body}");
        body["data"]["address"].as_str().unwrap().to_owned()
    };
    // The address field takes 500 characters; longer messages are left out (counted).
    let too_long = corpus.iter().filter(|text| text.chars().count() > 500).count();
    corpus.retain(|text| text.chars().count() <= 500);

    let (mut round_trips, mut back, mut differ_in_zawgyi) = (0, 0, 0);
    let mut not_back = Vec::new();
    for original in &corpus {
        assert_eq!(&stored(original).await, original, "a Unicode original is kept as sent");
        let zawgyi = unicode_to_zawgyi(original);
        if zawgyi != *original {
            differ_in_zawgyi += 1;
        }
        // Only where the package's own rules bring the Zawgyi back to the original.
        if zawgyi_to_unicode(&zawgyi) != *original {
            continue;
        }
        round_trips += 1;
        let answer = stored(&zawgyi).await;
        if answer == *original {
            back += 1;
        } else {
            not_back.push((original.clone(), burmese::zawgyi_probability(&zawgyi)));
        }
    }
    eprintln!(
        "zawgyi corpus: {} Burmese texts ({townships} township names, {held_by_the_database} texts in the \
         database, the rest the web app's messages; {too_long} over 500 characters left out); {differ_in_zawgyi} \
         differ in Zawgyi; the package's rules round-trip {round_trips}; the server brought back {back} of those \
         exactly",
        corpus.len()
    );
    for (text, probability) in &not_back {
        eprintln!("  kept as sent (Zawgyi probability {probability:.3}): {text}");
    }
    assert!(townships >= 358, "the 358 township names are there ({townships})");
    // A text whose Zawgyi form the detector is not sure of is kept as sent, by design: those are
    // short texts that read the same in both encodings but for a mark or two. Every one of them
    // is listed above; they must stay a small share.
    assert!(back * 100 >= round_trips * 97, "{back} of {round_trips} came back");
}

fn web_app_messages() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../frontend/src");
    let mut messages = Vec::new();
    for group in ["features", "components"] {
        let Ok(entries) = std::fs::read_dir(root.join(group)) else { continue };
        for entry in entries.flatten() {
            let file = entry.path().join("translations/mm.json");
            let Ok(text) = std::fs::read_to_string(&file) else { continue };
            let parsed: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            messages.extend(parsed.as_object().unwrap().values().filter_map(Value::as_str).map(str::to_owned));
        }
    }
    assert!(messages.len() > 300, "the web app's Burmese messages were read ({})", messages.len());
    messages
}

async fn texts(app: &TestApp, sql: &str) -> Vec<String> {
    let rows = app.ctx.db.conn().query_all(Statement::from_string(app.ctx.db.backend(), sql.to_owned())).await.unwrap();
    rows.iter().map(|row| row.try_get::<String>("", "t").unwrap()).collect()
}

fn urlencoding(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

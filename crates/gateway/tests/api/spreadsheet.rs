//! The catalogue by spreadsheet (issue 37): export, edit, dry run, import; errors by line and
//! column in the admin's language; all or nothing; admins only; 10,000 rows.

use crate::support::{luckydraw::data_is_intact, luckydraw::scalar, png, spawn_app, TestApp};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

/// A shirt in S and M with counted stock, and a lamp without options, in category `clothes`.
async fn shop(app: &TestApp, admin: &str) {
    let category = app.create_category(admin, "clothes", json!({"en": "Clothes"})).await.unwrap();
    app.create_product(
        admin,
        json!({"categoryId": category, "slug": "shirt", "type": "PRODUCT", "name": {"en": "Shirt", "mm": "ရှပ်အင်္ကျီ"},
               "description": {"en": "<p>Cotton, soft</p>"}, "actualPrice": 20_000, "weightKg": 0.3,
               "options": [{"name": {"en": "Size", "mm": "အရွယ်အစား"}, "values": [{"en": "S"}, {"en": "M"}]}],
               "variants": [{"sku": "SH-S", "optionValues": ["S"], "stock": 4}, {"sku": "SH-M", "optionValues": ["M"], "stock": 1}]}),
    )
    .await;
    app.create_product(
        admin,
        json!({"categoryId": category, "slug": "lamp", "type": "PRODUCT", "name": {"en": "Lamp"}, "description": {"en": "x"},
               "actualPrice": 45_000, "weightKg": 1.0}),
    )
    .await;
}

async fn export(app: &TestApp, token: Option<&str>) -> (StatusCode, String, Vec<u8>) {
    let mut request = reqwest::Client::new().get(app.url("api/admin/catalog.csv"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    let kind = response.headers().get("content-type").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, kind, response.bytes().await.unwrap().to_vec())
}

async fn import(app: &TestApp, token: &str, file: Vec<u8>, dry_run: bool, locale: &str) -> (StatusCode, Value) {
    let form = multipart::Form::new()
        .part("file", multipart::Part::bytes(file).file_name("catalog.csv").mime_str("text/csv").unwrap())
        .text("dry_run", dry_run.to_string());
    let response = reqwest::Client::new()
        .post(app.url("api/admin/catalog/import"))
        .bearer_auth(token)
        .header("X-localization", locale)
        .multipart(form)
        .send()
        .await
        .unwrap();
    crate::support::read(response).await
}

/// The file's rows as records (the BOM taken off), and back.
fn records(file: &[u8]) -> Vec<Vec<String>> {
    let body = file.strip_prefix(b"\xEF\xBB\xBF").expect("a BOM, for Excel");
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(body);
    reader.records().map(|r| r.unwrap().iter().map(str::to_owned).collect()).collect()
}

fn file_of(rows: &[Vec<String>]) -> Vec<u8> {
    let mut out = csv::Writer::from_writer(b"\xEF\xBB\xBF".to_vec());
    for row in rows {
        out.write_record(row).unwrap();
    }
    out.into_inner().unwrap()
}

fn set(rows: &mut [Vec<String>], sku: &str, column: &str, value: &str) {
    let at = rows[0].iter().position(|c| c == column).unwrap();
    let row = rows.iter_mut().find(|r| r[0] == sku).unwrap();
    row[at] = value.to_owned();
}

#[tokio::test]
async fn the_catalogue_goes_out_and_back_in_by_spreadsheet() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    shop(&app, &admin).await;

    let (status, kind, file) = export(&app, Some(&admin)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(kind.starts_with("text/csv"), "{kind}");
    let mut rows = records(&file);
    assert_eq!(rows[0], catalog::spreadsheet::COLUMNS);
    assert_eq!(rows.len(), 1 + 3, "one row per variant: {rows:?}");
    let shirt_s = rows.iter().find(|r| r[0] == "SH-S").unwrap();
    assert_eq!(
        (shirt_s[1].as_str(), shirt_s[4].as_str(), shirt_s[9].as_str(), shirt_s[10].as_str()),
        ("shirt", "ရှပ်အင်္ကျီ", "Size", "S")
    );

    // The shop owner edits a price and a stock, and adds a size and a new product.
    set(&mut rows, "SH-M", "price", "22000");
    set(&mut rows, "SH-S", "stock", "9");
    let mut large = rows.iter().find(|r| r[0] == "SH-M").unwrap().clone();
    (large[0], large[10], large[16]) = ("SH-L".into(), "L".into(), "2".into());
    rows.push(large);
    let mut cap = rows.iter().find(|r| r[0] == "lamp").unwrap().clone();
    (cap[0], cap[1], cap[3], cap[15], cap[16]) =
        ("CAP-1".into(), "cap".into(), "Cap".into(), "7000".into(), "12".into());
    rows.push(cap);
    let edited = file_of(&rows);

    let (status, checked) = import(&app, &admin, edited.clone(), true, "en").await;
    assert_eq!(status, StatusCode::OK, "{checked}");
    assert_eq!(checked["data"], json!({"dry_run": true, "created": 1, "updated": 2, "variants": 5, "errors": []}));
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM product").await, 2, "a dry run writes nothing");
    assert_eq!(scalar(&app, "SELECT stock AS n FROM product_variant WHERE sku = 'SH-S'").await, 4);

    let (status, done) = import(&app, &admin, edited, false, "en").await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!(scalar(&app, "SELECT stock AS n FROM product_variant WHERE sku = 'SH-S'").await, 9);
    assert_eq!(scalar(&app, "SELECT price AS n FROM product_variant WHERE sku = 'SH-M'").await, 22_000);
    assert_eq!(scalar(&app, "SELECT stock AS n FROM product_variant WHERE sku = 'SH-L'").await, 2);
    assert_eq!(scalar(&app, "SELECT stock AS n FROM product_variant WHERE sku = 'CAP-1'").await, 12);
    let (_, page) = app.get("api/products/shirt", None).await;
    assert_eq!(page["data"]["options"][0]["values"], json!(["S", "M", "L"]), "{page}");
    assert_eq!(page["data"]["options"][0]["name"], "Size");
    let (_, page) = app.get_in("api/products/shirt", None, "mm").await;
    assert_eq!(page["data"]["options"][0]["name"], "အရွယ်အစား", "translations typed before are kept");
    data_is_intact(&app).await;

    // Exported again, the file is the same as what was imported.
    let (_, _, again) = export(&app, Some(&admin)).await;
    assert_eq!(records(&again).len(), 1 + 5);
}

#[tokio::test]
async fn a_bad_file_answers_its_lines_and_changes_nothing() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    shop(&app, &admin).await;
    let (_, _, file) = export(&app, Some(&admin)).await;
    let mut rows = records(&file);
    set(&mut rows, "SH-S", "stock", "9");
    set(&mut rows, "SH-M", "price", "abc");
    let line_of_m = rows.iter().position(|r| r[0] == "SH-M").unwrap() as u64 + 1;
    let bad = file_of(&rows);

    let (status, checked) = import(&app, &admin, bad.clone(), true, "mm").await;
    assert_eq!(status, StatusCode::OK, "{checked}");
    let errors = checked["data"]["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{checked}");
    assert_eq!((errors[0]["line"].as_u64(), errors[0]["column"].as_str()), (Some(line_of_m), Some("price")));
    assert!(errors[0]["message"].as_str().unwrap().contains("ဈေးနှုန်း"), "in Burmese: {checked}");

    let (status, refused) = import(&app, &admin, bad, false, "en").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert!(refused["errors"][format!("line {line_of_m}: price")].is_array(), "{refused}");
    assert_eq!(scalar(&app, "SELECT stock AS n FROM product_variant WHERE sku = 'SH-S'").await, 4, "all or nothing");

    // Not CSV, unknown columns, a SKU of another product.
    let (status, refused) = import(&app, &admin, png(20, 20), false, "en").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    let (status, refused) = import(&app, &admin, b"sku,colour_code\nA,1\n".to_vec(), true, "en").await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("Unknown columns: colour_code"))
    );
    let mut stolen = records(&file);
    set(&mut stolen, "lamp", "sku", "SH-S");
    let (_, checked) = import(&app, &admin, file_of(&stolen), true, "en").await;
    assert_eq!(checked["data"]["errors"][0]["column"], "sku", "{checked}");

    // Admins only.
    let shopper = app.register("Aye", "09791230002").await;
    assert_eq!(export(&app, Some(&shopper)).await.0, StatusCode::FORBIDDEN);
    assert_eq!(export(&app, None).await.0, StatusCode::UNAUTHORIZED);
    let (status, _) = import(&app, &shopper, file.clone(), true, "en").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn ten_thousand_rows_import_at_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    shop(&app, &admin).await;
    let mut rows = vec![catalog::spreadsheet::COLUMNS.iter().map(|c| c.to_string()).collect::<Vec<_>>()];
    for n in 0..10_000 {
        let mut row = vec![String::new(); rows[0].len()];
        let cells = [
            ("sku", format!("TEE-{n:05}")),
            ("product_slug", format!("tee-{}", n / 4)),
            ("category", "clothes".to_owned()),
            ("name_en", format!("Tee {}", n / 4)),
            ("name_mm", format!("တီရှပ် {}", n / 4)),
            ("option1_name", "Size".to_owned()),
            ("option1_value", ["S", "M", "L", "XL"][n % 4].to_owned()),
            ("price", "9000".to_owned()),
            ("stock", (n % 7).to_string()),
            ("weight_kg", "0.2".to_owned()),
        ];
        for (column, value) in cells {
            let at = rows[0].iter().position(|c| c == column).unwrap();
            row[at] = value;
        }
        rows.push(row);
    }
    let started = std::time::Instant::now();
    let (status, done) = import(&app, &admin, file_of(&rows), false, "en").await;
    println!(
        "10,000 rows (2,500 products) imported in {:.1} s ({:?})",
        started.elapsed().as_secs_f64(),
        app.ctx.db.backend()
    );
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!((done["data"]["created"].as_u64(), done["data"]["variants"].as_u64()), (Some(2_500), Some(10_000)));
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM product_variant WHERE sku LIKE 'TEE-%'").await, 10_000);
    data_is_intact(&app).await;
}

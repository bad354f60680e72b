//! Products in sizes and colours (issue 37): options and variants through both APIs, stock that
//! never oversells under concurrency and comes back exactly once, low-stock warnings, and the
//! seeds' requests that name only a product.

use crate::support::{
    file_part,
    luckydraw::{data_is_intact, execute, scalar, text},
    png, spawn_app, TestApp,
};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

const PRODUCT_QUERY: &str = "query($slug: String!) { product(slug: $slug) { id options { name values } \
    variants { id sku optionValues price stock available } } }";

/// A shirt in S and M, red and black: S/Red 3 left, S/Black sold out, M/Red not counted, M/Black
/// 2 left at its own price (threshold 1).
async fn shirt(app: &TestApp, admin: &str) -> (i64, String) {
    let slug = format!("c{}", app.next_number());
    let category = app.create_category(admin, &slug, json!({"en": "Clothes"})).await.unwrap();
    let input = json!({
        "categoryId": category, "slug": format!("shirt-{slug}"), "type": "PRODUCT", "name": {"en": "Shirt", "mm": "ရှပ်အင်္ကျီ"},
        "description": {"en": "x"}, "actualPrice": 20_000, "weightKg": 0.3,
        "options": [
            {"name": {"en": "Size", "mm": "အရွယ်အစား", "ch": "尺码"}, "values": [{"en": "S"}, {"en": "M"}]},
            {"name": {"en": "Colour", "mm": "အရောင်", "ch": "颜色"},
             "values": [{"en": "Red", "mm": "အနီ", "ch": "红色"}, {"en": "Black", "mm": "အနက်", "ch": "黑色"}]},
        ],
        "variants": [
            {"sku": format!("{slug}-S-RED"), "optionValues": ["S", "Red"], "stock": 3},
            {"sku": format!("{slug}-S-BLK"), "optionValues": ["S", "Black"], "stock": 0},
            {"sku": format!("{slug}-M-RED"), "optionValues": ["M", "Red"]},
            {"sku": format!("{slug}-M-BLK"), "optionValues": ["M", "Black"], "stock": 2, "price": 22_000, "lowStockAt": 1},
        ],
    });
    let id = app.create_product(admin, input).await;
    (id, format!("shirt-{slug}"))
}

fn variant<'a>(detail: &'a Value, sku_end: &str) -> &'a Value {
    detail["variants"].as_array().unwrap().iter().find(|v| v["sku"].as_str().unwrap().ends_with(sku_end)).unwrap()
}

fn paid(payment: i64) -> multipart::Form {
    multipart::Form::new()
        .text("payment_id", payment.to_string())
        .part("payment_screenshot", file_part(png(40, 80), "shot.png"))
}

#[tokio::test]
async fn a_shopper_picks_a_size_and_colour_and_every_line_names_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let (product, slug) = shirt(&app, &admin).await;

    // REST: options and variants, in the caller's language.
    let (status, page) = app.get_in(&format!("api/products/{slug}"), None, "mm").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    let detail = &page["data"];
    assert_eq!(detail["options"][0]["name"], "အရွယ်အစား");
    assert_eq!(detail["options"][1]["values"], json!(["အနီ", "အနက်"]));
    assert_eq!(detail["variants"].as_array().unwrap().len(), 4);
    let m_black = variant(detail, "-M-BLK");
    assert_eq!((m_black["price"].as_i64(), m_black["stock"].as_i64()), (Some(22_000), Some(2)));
    assert_eq!(m_black["option_values"], json!(["M", "အနက်"]));
    assert_eq!(variant(detail, "-S-BLK")["available"], false, "sold out");
    assert_eq!(variant(detail, "-M-RED")["stock"], Value::Null, "not counted");
    assert_eq!(variant(detail, "-M-RED")["price"], 20_000, "the product's price");

    // GraphQL: the same, with the names the issue gives.
    let answer = app.graphql(PRODUCT_QUERY, json!({"slug": slug}), None, "en").await;
    let gql = &answer["data"]["product"];
    assert_eq!(gql["options"][1], json!({"name": "Colour", "values": ["Red", "Black"]}), "{answer}");
    assert_eq!(variant(gql, "-M-BLK")["optionValues"], json!(["M", "Black"]));
    let (m_black_id, s_black_id) =
        (variant(gql, "-M-BLK")["id"].as_i64().unwrap(), variant(gql, "-S-BLK")["id"].as_i64().unwrap());

    let shopper = app.shopper_with_address("Aye", "09791230001").await;
    // A product of several variants needs the choice, named.
    let (status, refused) =
        app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(&shopper)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert!(refused["errors"]["variant_id"].is_array(), "{refused}");
    // Sold out, and more than is left: "Sold out" / "Only 2 left", in the shopper's language.
    let sold_out = json!({"product_id": product, "variant_id": s_black_id, "qty": 1});
    let (status, refused) = app.post_json("api/user/cart/add", sold_out, Some(&shopper)).await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("Sold out")),
        "{refused}"
    );
    let too_many = json!({"product_id": product, "variant_id": m_black_id, "qty": 3});
    let answer = app
        .graphql(
            "mutation($input: CartItemInput!) { addToCart(input: $input) { count } }",
            json!({"input": {"productId": product, "variantId": m_black_id, "qty": 3}}),
            Some(&shopper),
            "mm",
        )
        .await;
    assert_eq!(answer["errors"][0]["message"], "2 ခုသာ ကျန်ပါသည်", "{answer}");
    let (status, refused) = app.post_json("api/user/cart/add", too_many, Some(&shopper)).await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("Only 2 left")),
        "{refused}"
    );
    // Another product's variant is refused too.
    let lamp = app.lamp(&admin).await;
    let wrong = json!({"product_id": lamp, "variant_id": m_black_id, "qty": 1});
    let (status, refused) = app.post_json("api/user/cart/add", wrong, Some(&shopper)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert!(refused["errors"]["variant_id"].is_array(), "{refused}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM cart_line").await, 0, "nothing refused was kept");

    // Two of M / Black at its own price, and the lamp: the cart names the variant.
    let add = json!({"product_id": product, "variant_id": m_black_id, "qty": 2});
    let (status, body) = app.post_json("api/user/cart/add", add, Some(&shopper)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    app.post_json("api/user/cart/add", json!({"product_id": lamp, "qty": 1}), Some(&shopper)).await;
    let (_, cart) = app.get("api/user/cart", Some(&shopper)).await;
    let shirt_line = cart["data"].as_array().unwrap().iter().find(|l| l["product"]["id"] == product).unwrap();
    assert_eq!(shirt_line["variant"]["label"], "M / Black");
    assert_eq!(shirt_line["subtotal"], 44_000);
    let lamp_line = cart["data"].as_array().unwrap().iter().find(|l| l["product"]["id"] == lamp).unwrap();
    assert!(lamp_line.get("variant").is_none(), "a product without options keeps the seeds' line: {lamp_line}");

    let (status, order) = app.post_multipart("api/user/checkout", paid(payment), &shopper).await;
    assert_eq!(status, StatusCode::OK, "{order}");
    assert_eq!(order["data"]["total_price"], 44_000 + 45_000);
    let line = order["data"]["order_items"].as_array().unwrap().iter().find(|l| l["product"]["id"] == product).unwrap();
    assert_eq!((line["variant"]["label"].as_str(), line["unit_price"].as_i64()), (Some("M / Black"), Some(22_000)));
    let answer = app.graphql(PRODUCT_QUERY, json!({"slug": slug}), None, "en").await;
    assert_eq!(variant(&answer["data"]["product"], "-M-BLK")["stock"], 0, "taken by the order");
    assert_eq!(variant(&answer["data"]["product"], "-M-BLK")["available"], false);
    // The admins were told once that M / Black fell to its threshold, and the dashboard lists the
    // sold-out variants, fewest left first.
    app.told_once(&admin, "low_stock", "Low stock").await;
    let dashboard = app
        .graphql(
            "{ adminDashboard { lowStockVariants { sku label stock lowStockAt productName } } }",
            json!({}),
            Some(&admin),
            "mm",
        )
        .await;
    let listed =
        dashboard["data"]["adminDashboard"]["lowStockVariants"].as_array().unwrap_or_else(|| panic!("{dashboard}"));
    let skus: Vec<&str> = listed.iter().map(|v| v["sku"].as_str().unwrap()).collect();
    assert_eq!(skus.len(), 2, "{dashboard}");
    assert!(skus.iter().all(|s| s.ends_with("-S-BLK") || s.ends_with("-M-BLK")), "{dashboard}");
    assert!(
        listed.iter().any(|v| v["label"] == "M / အနက်" && v["stock"] == 0 && v["productName"] == "ရှပ်အင်္ကျီ"),
        "{dashboard}"
    );
    data_is_intact(&app).await;
}

#[tokio::test]
async fn fifty_shoppers_buying_the_last_five_get_five_and_a_rejected_one_comes_back_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let slug = format!("c{}", app.next_number());
    let category = app.create_category(&admin, &slug, json!({"en": "Phones"})).await.unwrap();
    let product = app
        .create_product(
            &admin,
            json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Phone case"}, "description": {"en": "x"},
                   "actualPrice": 8_000, "variants": [{"sku": format!("{slug}-CASE"), "stock": 5}]}),
        )
        .await;
    let mut shoppers = Vec::new();
    for n in 0..50 {
        shoppers.push(app.shopper_with_address("Buyer", &format!("0979400{n:04}")).await);
    }
    // Half check out a cart line, half buy now: all at the same moment.
    for token in &shoppers[..25] {
        let (status, body) =
            app.post_json("api/user/cart/add", json!({"product_id": product, "qty": 1}), Some(token)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let attempts = shoppers.iter().enumerate().map(|(n, token)| {
        let app = &app;
        async move {
            if n < 25 {
                app.post_multipart("api/user/checkout", paid(payment), token).await
            } else {
                let form = paid(payment).text("product_id", product.to_string()).text("qty", "1");
                app.post_multipart("api/user/buynow", form, token).await
            }
        }
    });
    let results = futures::future::join_all(attempts).await;
    let bought: Vec<i64> = results
        .iter()
        .filter(|(s, _)| *s == StatusCode::OK)
        .map(|(_, b)| b["data"]["order_id"].as_i64().unwrap())
        .collect();
    assert_eq!(bought.len(), 5, "{results:?}");
    for (status, body) in results.iter().filter(|(s, _)| *s != StatusCode::OK) {
        assert_eq!((*status, body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("Sold out")), "{body}");
    }
    let stock = || scalar(&app, "SELECT stock AS n FROM product_variant WHERE sku LIKE '%-CASE'");
    assert_eq!(stock().await, 0);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM shop_order").await, 5, "no half-written order");
    data_is_intact(&app).await;

    // Rejecting one payment gives its unit back; deciding it again gives nothing more.
    let cancel = "mutation($id: Int!) { cancelOrder(id: $id, reason: \"Amount does not match\") }";
    let first = app.graphql(cancel, json!({"id": bought[0]}), Some(&admin), "en").await;
    assert_eq!(first["data"]["cancelOrder"], true, "{first}");
    let again =
        futures::future::join_all((0..3).map(|_| app.graphql(cancel, json!({"id": bought[0]}), Some(&admin), "en")))
            .await;
    assert!(again.iter().all(|a| a["errors"].is_array()), "{again:?}");
    assert_eq!(stock().await, 1);
    data_is_intact(&app).await;

    // `mall check` reports each way stock could go wrong, naming the row.
    let stock_rule =
        "a counted variant's stock and the units orders hold add up to what the shop put in, never negative";
    let held_rule =
        "a variant holds exactly the units of the order lines that took its stock, and a cancelled order holds none";
    for (corrupt, undo, rule) in [
        (
            "UPDATE product_variant SET stock = stock + 1 WHERE sku LIKE '%-CASE'",
            "UPDATE product_variant SET stock = stock - 1 WHERE sku LIKE '%-CASE'",
            stock_rule,
        ),
        (
            "UPDATE order_item SET stock_taken = NOT stock_taken WHERE id = (SELECT MIN(id) FROM order_item)",
            "UPDATE order_item SET stock_taken = NOT stock_taken WHERE id = (SELECT MIN(id) FROM order_item)",
            held_rule,
        ),
    ] {
        execute(&app, corrupt).await;
        let broken = gateway::integrity::check(app.ctx.db.conn(), &app.ctx.config).await.unwrap();
        assert!(broken.iter().any(|b| b.holds == rule && b.examples[0].contains("variant")), "{corrupt}: {broken:#?}");
        execute(&app, undo).await;
    }
    data_is_intact(&app).await;
}

#[tokio::test]
async fn variants_are_checked_and_skus_are_unique() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (_, _) = shirt(&app, &admin).await;
    let sku = text(&app, "SELECT sku AS t FROM product_variant WHERE sku LIKE '%-S-RED'").await;
    let category = app.create_category(&admin, "more", json!({"en": "More"})).await.unwrap();
    let before = scalar(&app, "SELECT COUNT(*) AS n FROM product").await;
    for (variants, options, field) in [
        (json!([{"sku": sku, "stock": 1}]), json!([]), "variants.0.sku"),
        (json!([{"sku": "A-1"}, {"sku": "A-1"}]), json!([]), "variants.1.sku"),
        (json!([{"sku": "bad sku!"}]), json!([]), "variants.0.sku"),
        (json!([{"sku": "A-2", "stock": -1}]), json!([]), "variants.0.stock"),
        (
            json!([{"sku": "A-3", "optionValues": ["XL"]}]),
            json!([{"name": {"en": "Size"}, "values": [{"en": "S"}]}]),
            "variants.0.option_values",
        ),
        (json!([]), json!([{"name": {"en": "Size"}, "values": [{"en": "S"}, {"en": "S"}]}]), "options"),
    ] {
        let input = json!({"categoryId": category, "type": "PRODUCT", "name": {"en": "Cap"}, "description": {"en": "x"},
                           "actualPrice": 5_000, "options": options, "variants": variants});
        let answer = app
            .graphql(
                "mutation($input: ProductInput!) { createProduct(input: $input) }",
                json!({"input": input}),
                Some(&admin),
                "mm",
            )
            .await;
        let fields = answer["errors"][0]["extensions"]["errors"].to_string();
        assert!(fields.contains(field), "{field}: {answer}");
    }
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM product").await, before, "nothing refused was written");
}

/// A variant may have its own photo (one of the product's) and shipping weight: the product page
/// shows the photo, the order line keeps the weight, a photo removed from the product leaves the
/// variant on the product's own, and a photo of another product is refused. The seeds' checkout
/// may take one cart line (`cart_line_id`), so one size is ordered while another waits in the cart.
#[tokio::test]
async fn a_variant_has_its_own_photo_and_weight_and_one_line_is_checked_out() {
    const UPDATE: &str = "mutation($id: Int!, $input: ProductInput!, $add: [Upload!], $remove: [Int!]) { \
        updateProduct(id: $id, input: $input, addImages: $add, removeImageIds: $remove) }";
    const ADMIN_PRODUCT: &str = "query($id: Int!) { adminProduct(id: $id) { images { id } \
        variants { sku weightKg imageId image } } }";
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = app.create_payment_method(&admin).await;
    let (product, slug) = shirt(&app, &admin).await;
    let category = scalar(&app, &format!("SELECT category_id AS n FROM product WHERE id = {product}")).await;
    let sku = |end: &str| format!("{}{end}", slug.trim_start_matches("shirt-"));
    let input = |variants: Value| {
        json!({"categoryId": category, "slug": slug, "type": "PRODUCT", "name": {"en": "Shirt"},
               "description": {"en": "x"}, "actualPrice": 20_000, "weightKg": 0.3,
               "options": [{"name": {"en": "Size"}, "values": [{"en": "S"}, {"en": "M"}]}],
               "variants": variants})
    };
    // Two photos, then M wears the second and weighs 0.45 kg.
    let answer = app
        .graphql_upload(
            UPDATE,
            json!({"id": product, "input": input(json!([{"sku": sku("-S"), "optionValues": ["S"], "stock": 5},
                                                        {"sku": sku("-M"), "optionValues": ["M"], "stock": 5}])),
                   "add": [null, null]}),
            vec![("variables.add.0", png(60, 60)), ("variables.add.1", png(80, 40))],
            Some(&admin),
        )
        .await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let stored = app.graphql(ADMIN_PRODUCT, json!({"id": product}), Some(&admin), "en").await;
    let photos: Vec<i64> = stored["data"]["adminProduct"]["images"]
        .as_array()
        .unwrap_or_else(|| panic!("{stored}"))
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    assert_eq!(photos.len(), 2, "{stored}");
    let with_photo = |image: Value| {
        input(json!([{"sku": sku("-S"), "optionValues": ["S"], "stock": 5},
                     {"sku": sku("-M"), "optionValues": ["M"], "stock": 5, "weightKg": 0.45, "imageId": image}]))
    };
    let answer =
        app.graphql(UPDATE, json!({"id": product, "input": with_photo(json!(photos[1]))}), Some(&admin), "en").await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let stored = app.graphql(ADMIN_PRODUCT, json!({"id": product}), Some(&admin), "en").await;
    let m = &stored["data"]["adminProduct"]["variants"][1];
    assert_eq!((m["weightKg"].as_f64(), m["imageId"].as_i64()), (Some(0.45), Some(photos[1])), "{stored}");
    assert!(m["image"].is_string(), "{stored}");
    let (_, page) = app.get(&format!("api/products/{slug}"), None).await;
    let shown = &page["data"]["variants"];
    assert!(shown[1]["image"].is_string() && shown[0]["image"].is_null(), "{page}");

    // A photo that is not one of the product's, and a weight out of range, are refused and change
    // nothing.
    for (bad, field) in [
        (with_photo(json!(photos[1] + 1000)), "variants.1.image_id"),
        (
            input(
                json!([{"sku": sku("-S"), "optionValues": ["S"]}, {"sku": sku("-M"), "optionValues": ["M"], "weightKg": -1}]),
            ),
            "variants.1.weight_kg",
        ),
    ] {
        let answer = app.graphql(UPDATE, json!({"id": product, "input": bad}), Some(&admin), "mm").await;
        let fields = answer["errors"][0]["extensions"]["errors"].to_string();
        assert!(fields.contains(field), "{field}: {answer}");
    }
    let again = app.graphql(ADMIN_PRODUCT, json!({"id": product}), Some(&admin), "en").await;
    assert_eq!(again["data"]["adminProduct"]["variants"], stored["data"]["adminProduct"]["variants"]);

    // The shopper has S and M in the cart and checks out M alone by its cart line (REST).
    let shopper = app.shopper_with_address("Su", "09791230077").await;
    let ids: Vec<i64> =
        page["data"]["variants"].as_array().unwrap().iter().map(|v| v["id"].as_i64().unwrap()).collect();
    for id in &ids {
        let add = json!({"product_id": product, "variant_id": id, "qty": 1});
        let (status, body) = app.post_json("api/user/cart/add", add, Some(&shopper)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (_, cart) = app.get("api/user/cart", Some(&shopper)).await;
    let m_line =
        cart["data"].as_array().unwrap().iter().find(|l| l["variant"]["id"] == ids[1]).unwrap()["id"].as_i64().unwrap();
    let form = paid(payment).text("product_id", product.to_string()).text("cart_line_id", m_line.to_string());
    let (status, order) = app.post_multipart("api/user/checkout", form, &shopper).await;
    assert_eq!(status, StatusCode::OK, "{order}");
    let lines = order["data"]["order_items"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "{order}");
    assert_eq!(lines[0]["variant"]["label"], "M");
    let (_, cart) = app.get("api/user/cart", Some(&shopper)).await;
    assert_eq!(cart["data"].as_array().unwrap().len(), 1, "S waits in the cart: {cart}");
    let weight = scalar(&app, &format!("SELECT weight_grams AS n FROM order_item WHERE variant_id = {}", ids[1])).await;
    assert_eq!(weight, 450, "the order line keeps the variant's weight");

    // Removing M's photo from the product puts M back on the product's photos.
    let mut unchanged = input(Value::Null);
    unchanged.as_object_mut().unwrap().retain(|key, _| key != "options" && key != "variants");
    let answer = app
        .graphql(UPDATE, json!({"id": product, "input": unchanged, "remove": [photos[1]]}), Some(&admin), "en")
        .await;
    assert_eq!(answer["data"]["updateProduct"], true, "{answer}");
    let stored = app.graphql(ADMIN_PRODUCT, json!({"id": product}), Some(&admin), "en").await;
    assert_eq!(stored["data"]["adminProduct"]["variants"][1]["imageId"], Value::Null, "{stored}");
    data_is_intact(&app).await;
}

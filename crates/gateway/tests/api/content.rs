//! Site content through both APIs: settings, sliders, promotion, onboarding, payment methods.

use crate::support::{png, spawn_app};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn settings_have_defaults_and_admins_change_them() {
    let app = spawn_app().await;
    let (status, settings) = app.get("api/settings", None).await;
    assert_eq!(status, StatusCode::OK);
    let data = &settings["data"];
    assert_eq!(data["site_name"], "Lucky Mall");
    for field in ["site_logo", "site_favicon", "viber", "telegram", "contact_number"] {
        assert!(data[field].is_null(), "{field}");
    }
    assert_eq!((data["daily_point"].as_i64(), data["daily_reward_point"].as_i64()), (Some(1), Some(30)));
    assert_eq!(data["shipping"]["base_fee"], 2500);
    assert_eq!(data["rewards"]["draw_delay_minutes"], 10);

    let admin = app.admin_token().await;
    let answer = app
        .graphql_upload(
            "mutation($input: SettingsInput!, $logo: Upload) { updateSettings(input: $input, siteLogo: $logo) { siteName siteLogo viber shipping { baseFee feePerKg regionBaseFees { regionId fee } } } }",
            json!({"input": {"siteName": "Lucky Mall MM", "viber": "+959791234567", "shippingFeePerKg": 1500, "shippingRegionBaseFees": [{"regionId": 1, "fee": 2000}]}, "logo": null}),
            vec![("variables.logo", png(300, 120))],
            Some(&admin),
        )
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    let updated = &answer["data"]["updateSettings"];
    assert_eq!(updated["siteName"], "Lucky Mall MM");
    assert_eq!(
        updated["shipping"],
        json!({"baseFee": 2500, "feePerKg": 1500, "regionBaseFees": [{"regionId": 1, "fee": 2000}]})
    );
    let logo = updated["siteLogo"].as_str().unwrap();
    assert_eq!(app.client.get(app.url(logo)).send().await.unwrap().status(), StatusCode::OK);

    // Clearing one field leaves the rest; a negative amount is refused and changes nothing.
    app.graphql("mutation { updateSettings(input: {viber: \"\"}) { siteName } }", json!({}), Some(&admin), "en").await;
    let answer = app
        .graphql(
            "mutation { updateSettings(input: {dailyPoint: -1, siteName: \"X\"}) { siteName } }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(answer["errors"][0]["message"], "the amount may not be negative");
    let (_, settings) = app.get("api/settings", None).await;
    assert_eq!(
        (settings["data"]["site_name"].as_str(), settings["data"]["viber"].as_str()),
        (Some("Lucky Mall MM"), None)
    );
    assert_eq!(settings["data"]["daily_point"], 1);
}

#[tokio::test]
async fn sliders_promotion_and_onboarding_come_in_the_callers_language() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let slider = app
        .graphql_upload(
            "mutation($image: Upload!) { createSlider(input: {name: {en: \"Mega Sale\", mm: \"အထူးလျှော့ဈေး\"}, url: \"/promotion\"}, image: $image) }",
            json!({"image": null}),
            vec![("variables.image", png(1200, 480))],
            Some(&admin),
        )
        .await;
    assert!(slider["errors"].is_null(), "{slider}");
    let (_, sliders) = app.get_in("api/sliders", None, "mm").await;
    assert_eq!(sliders["data"][0]["name"], "အထူးလျှော့ဈေး");
    assert_eq!(sliders["data"][0]["url"], "/promotion");
    let (_, sliders) = app.get_in("api/sliders", None, "ch").await;
    assert_eq!(sliders["data"][0]["name"], "Mega Sale", "English when Chinese is missing");
    let missing_image = app
        .graphql("mutation { createSlider(input: {name: {en: \"X\"}}, image: null) }", json!({}), Some(&admin), "en")
        .await;
    assert!(missing_image["errors"].is_array());

    assert_eq!(app.get("api/promotion", None).await.0, StatusCode::NOT_FOUND);
    let promotion = app
        .graphql(
            "mutation { updatePromotion(content: {en: \"<h2>Sale</h2><script>alert(1)</script>\", ch: \"<p>促销</p>\"}) }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    assert!(promotion["errors"].is_null(), "{promotion}");
    let (_, en) = app.get("api/promotion", None).await;
    assert_eq!(en["data"]["content"], "<h2>Sale</h2>");
    let (_, ch) = app.get_in("api/promotion", None, "ch").await;
    assert_eq!(ch["data"]["content"], "<p>促销</p>");

    for (n, title) in ["Browse", "Lucky draw"].iter().enumerate() {
        let answer = app
            .graphql(
                "mutation($input: OnboardingSlideInput!) { createOnboardingSlide(input: $input) }",
                json!({"input": {"title": {"en": title}, "body": {"en": "<p onclick=\"x()\">Tap</p>"}, "sort": n}}),
                Some(&admin),
                "en",
            )
            .await;
        assert!(answer["errors"].is_null(), "{answer}");
    }
    let (_, slides) = app.get("api/onboarding", None).await;
    assert_eq!(slides["data"].as_array().unwrap().len(), 2);
    assert_eq!(
        slides["data"][0],
        json!({"id": slides["data"][0]["id"], "title": "Browse", "body": "<p>Tap</p>", "feature_image": null})
    );

    // Hidden content is gone for shoppers.
    let id = slides["data"][1]["id"].as_i64().unwrap();
    let hidden = app
        .graphql(
            "mutation($id: Int!) { setContentHidden(kind: ONBOARDING_SLIDE, id: $id, hidden: true) }",
            json!({"id": id}),
            Some(&admin),
            "en",
        )
        .await;
    assert_eq!(hidden["data"]["setContentHidden"], true, "{hidden}");
    let (_, slides) = app.get("api/onboarding", None).await;
    assert_eq!(slides["data"].as_array().unwrap().len(), 1);
    let missing = app
        .graphql("mutation { setContentHidden(kind: SLIDER, id: 999, hidden: true) }", json!({}), Some(&admin), "en")
        .await;
    assert_eq!(missing["errors"][0]["extensions"]["status"], 404);
}

#[tokio::test]
async fn payment_methods_list_their_merchant_accounts() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let created = app
        .graphql_upload(
            "mutation($logo: Upload) { createPaymentMethod(input: {name: \"KBZPay\", paymentNumbers: [{accountName: \"Lucky Mall\", accountNumber: \"09 791 234 567\"}]}, logo: $logo) }",
            json!({"logo": null}),
            vec![("variables.logo", png(256, 256))],
            Some(&admin),
        )
        .await;
    let id = created["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{created}"));
    let (_, list) = app.get("api/payments", None).await;
    assert_eq!(list["data"][0]["name"], "KBZPay");
    assert!(list["data"][0]["logo"].as_str().unwrap().starts_with("/media/content/payments/"));
    let (status, detail) = app.get(&format!("api/payments/{id}"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        detail["data"]["payment_numbers"],
        json!([{"account_name": "Lucky Mall", "account_number": "09 791 234 567"}])
    );

    let refused = app
        .graphql("mutation($id: Int!) { updatePaymentMethod(id: $id, input: {name: \"KBZPay\", paymentNumbers: [{accountName: \"\", accountNumber: \"1\"}]}) }", json!({"id": id}), Some(&admin), "en")
        .await;
    assert_eq!(refused["errors"][0]["message"], "every account needs a name and a number");
    let (_, detail) = app.get(&format!("api/payments/{id}"), None).await;
    assert_eq!(detail["data"]["payment_numbers"].as_array().unwrap().len(), 1, "unchanged");

    for unknown in ["999", "abc"] {
        let (status, body) = app.get(&format!("api/payments/{unknown}"), None).await;
        assert_eq!(
            (status, body["message"].as_str()),
            (StatusCode::NOT_FOUND, Some("The payment method does not exist."))
        );
    }
    app.graphql(
        "mutation($id: Int!) { setContentHidden(kind: PAYMENT_METHOD, id: $id, hidden: true) }",
        json!({"id": id}),
        Some(&admin),
        "en",
    )
    .await;
    assert_eq!(app.get(&format!("api/payments/{id}"), None).await.0, StatusCode::NOT_FOUND);
    let answer = app.graphql("{ paymentMethods { id } }", json!({}), None, "en").await;
    assert_eq!(answer["data"]["paymentMethods"], json!([]));
}

#[tokio::test]
async fn admins_list_every_banner_slide_and_payment_method_hidden_ones_too() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let slider = app
        .graphql_upload(
            "mutation($image: Upload!) { createSlider(input: {name: {en: \"Mega Sale\", mm: \"အထူးလျှော့ဈေး\"}, url: \"/promotion\", sort: 2}, image: $image) }",
            json!({"image": null}),
            vec![("variables.image", png(1200, 480))],
            Some(&admin),
        )
        .await;
    let slider = slider["data"]["createSlider"].as_i64().unwrap_or_else(|| panic!("{slider}"));
    let slide = app
        .graphql(
            "mutation { createOnboardingSlide(input: {title: {en: \"Browse\", ch: \"浏览\"}, body: {en: \"<p>Tap</p>\"}, sort: 1}) }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    let slide = slide["data"]["createOnboardingSlide"].as_i64().unwrap_or_else(|| panic!("{slide}"));
    let method = app
        .graphql(
            "mutation { createPaymentMethod(input: {name: \"WavePay\", sort: 3, paymentNumbers: [{accountName: \"Lucky Mall\", accountNumber: \"09 791 234 567\"}]}) }",
            json!({}),
            Some(&admin),
            "en",
        )
        .await;
    let method = method["data"]["createPaymentMethod"].as_i64().unwrap_or_else(|| panic!("{method}"));
    for (kind, id) in [("SLIDER", slider), ("ONBOARDING_SLIDE", slide), ("PAYMENT_METHOD", method)] {
        let hidden = app
            .graphql(
                &format!("mutation($id: Int!) {{ setContentHidden(kind: {kind}, id: $id, hidden: true) }}"),
                json!({"id": id}),
                Some(&admin),
                "en",
            )
            .await;
        assert_eq!(hidden["data"]["setContentHidden"], true, "{hidden}");
    }

    // The promotion: null until set, then its HTML in every language as saved (sanitised).
    let none = app.graphql("{ adminPromotion { content { en } } }", json!({}), Some(&admin), "en").await;
    assert_eq!(none["data"]["adminPromotion"], json!(null), "{none}");
    app.graphql(
        "mutation { updatePromotion(content: {en: \"<h2>Sale</h2><script>x()</script>\", mm: \"<p>အထူးလျှော့ဈေး</p>\"}) }",
        json!({}),
        Some(&admin),
        "en",
    )
    .await;
    let promotion =
        app.graphql("{ adminPromotion { image content { en mm ch } } }", json!({}), Some(&admin), "ch").await;
    assert_eq!(
        promotion["data"]["adminPromotion"],
        json!({"image": null, "content": {"en": "<h2>Sale</h2>", "mm": "<p>အထူးလျှော့ဈေး</p>", "ch": null}})
    );

    // Shoppers no longer see them; the admin lists still do, with every language and the position.
    let lists = "{ adminSliders { id name { en mm ch } url sort hidden image } \
                   adminOnboardingSlides { id title { en mm ch } body { en } sort hidden featureImage } \
                   adminPaymentMethods { id name sort hidden logo paymentNumbers { accountName accountNumber } } \
                   adminPromotion { image } }";
    let answer = app.graphql(lists, json!({}), Some(&admin), "mm").await;
    assert!(answer["errors"].is_null(), "{answer}");
    let data = &answer["data"];
    let banner = data["adminSliders"].as_array().unwrap().iter().find(|s| s["id"] == slider).cloned().unwrap();
    assert_eq!(
        (&banner["name"], &banner["url"], &banner["sort"], &banner["hidden"]),
        (&json!({"en": "Mega Sale", "mm": "အထူးလျှော့ဈေး", "ch": null}), &json!("/promotion"), &json!(2), &json!(true))
    );
    assert!(banner["image"].as_str().unwrap().starts_with("/media/content/sliders/"));
    let guide = data["adminOnboardingSlides"].as_array().unwrap().iter().find(|s| s["id"] == slide).cloned().unwrap();
    assert_eq!(guide["title"], json!({"en": "Browse", "mm": null, "ch": "浏览"}));
    assert_eq!((&guide["body"]["en"], &guide["hidden"]), (&json!("<p>Tap</p>"), &json!(true)));
    let wave = data["adminPaymentMethods"].as_array().unwrap().iter().find(|m| m["id"] == method).cloned().unwrap();
    assert_eq!(
        wave,
        json!({"id": method, "name": "WavePay", "sort": 3, "hidden": true, "logo": null,
               "paymentNumbers": [{"accountName": "Lucky Mall", "accountNumber": "09 791 234 567"}]})
    );
    let (_, shop) = app.get("api/sliders", None).await;
    assert!(shop["data"].as_array().unwrap().iter().all(|s| s["id"] != slider));

    // A shopper and a visitor are refused.
    let shopper = app.register("Mya Mya", "09791110001").await;
    for token in [Some(shopper.as_str()), None] {
        let refused = app.graphql(lists, json!({}), token, "en").await;
        let code = refused["errors"][0]["extensions"]["code"].as_str().unwrap().to_owned();
        assert!(["FORBIDDEN", "UNAUTHENTICATED"].contains(&code.as_str()), "{refused}");
        assert!(refused["data"].is_null(), "{refused}");
    }
}

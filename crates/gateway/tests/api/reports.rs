//! Sales reports and the accountant's exports (issue 41, docs/reports.md): orders made through the
//! real API (transfer approved, pending, cancelled, with a voucher, a token pack, cash on delivery
//! received, on the way, paid by the courier's remittance file, a refund, tickets bought with
//! tokens) and many more written straight to the tables over three months in every state, each
//! moved to its day; then every figure of `salesReport` (each bucket and the totals, by day, week
//! and month) equals the sums this test computes itself from the rows, and the CSV downloads parse
//! and match. Bad ranges are refused in the caller's language; a shopper gets 403, a visitor 401.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use orders::{
    entity::{order_item, shop_order},
    model::{ItemKind, OrderStatus, ShipState},
};
use payments::model::PaymentMethodKind;
use reqwest::{multipart, StatusCode};
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
use serde_json::{json, Value};
use shipping::{entity::shipping_order, entity::shipping_order_item, model::ShippingStatus};

use crate::support::{file_part, luckydraw, png, spawn_app, TestApp};

const REPORT: &str = "query($from: Date!, $to: Date!, $bucket: ReportBucket!) { salesReport(from: $from, to: $to, bucket: $bucket) { \
    from to bucket buckets { start revenue orders units averageOrder } totals { revenue orders units averageOrder } \
    byPaymentMethod { kind revenue orders } \
    bestSellers { products { productId variantId name variant units revenue } variants { productId variantId name variant units revenue } } \
    tokensSold tokensSpent ticketsSold draws vouchersGiven refunds { count kyat } } }";

/// Myanmar Standard Time, UTC+06:30.
fn myanmar_day(at: DateTime<Utc>) -> NaiveDate {
    (at + Duration::minutes(390)).date_naive()
}

/// The instant `minutes` after midnight of `day` in Yangon.
fn at(day: NaiveDate, minutes: i64) -> DateTime<Utc> {
    day.and_hms_opt(0, 0, 0).unwrap().and_utc() - Duration::minutes(390) + Duration::minutes(minutes)
}

fn paid(payment: i64) -> multipart::Form {
    multipart::Form::new().text("payment_id", payment.to_string())
}

fn with_screenshot(form: multipart::Form, n: u32) -> multipart::Form {
    form.part("payment_screenshot", file_part(png(40, 80 + n), "shot.png"))
}

/// Buys through `api/user/buynow`; answers the order id.
async fn buy_now(app: &TestApp, token: &str, form: multipart::Form) -> i64 {
    let (status, body) = app.post_multipart("api/user/buynow", form, token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"]["order_id"].as_i64().unwrap_or_else(|| panic!("{body}"))
}

async fn admin_ok(app: &TestApp, admin: &str, query: &str, variables: Value) -> Value {
    let answer = app.graphql(query, variables, Some(admin), "en").await;
    assert!(answer["errors"].is_null(), "{query}: {answer}");
    answer["data"].clone()
}

/// Moves an order (and its lines) to another instant, as if it had been placed then.
async fn place_at(app: &TestApp, order: i64, when: DateTime<Utc>) {
    let conn = app.ctx.db.conn();
    let row = shop_order::Entity::find_by_id(order).one(conn).await.unwrap().unwrap();
    let mut row = row.into_active_model();
    row.created_at = Set(when);
    row.update(conn).await.unwrap();
}

struct Shop {
    admin: String,
    transfer: i64,
    cod: i64,
    /// (product, [variant ids]) of the goods.
    goods: Vec<(i64, Vec<i64>)>,
    token_pack: i64,
    shopper: String,
    shopper_id: i64,
}

async fn shop(app: &TestApp) -> Shop {
    let admin = app.admin_token().await;
    let category = app.create_category(&admin, "report-goods", json!({"en": "Home"})).await.unwrap();
    let mut goods = Vec::new();
    for (n, (name, price)) in [("Speaker", 25_000), ("Lamp", 45_000), ("Kettle", 12_500)].into_iter().enumerate() {
        let variants = if n == 0 {
            json!([{"sku": "SPK-BLK", "optionValues": ["Black"]}, {"sku": "SPK-WHT", "optionValues": ["White"], "price": 27_000}])
        } else {
            json!([{"sku": format!("G{n}")}])
        };
        let mut input = json!({"categoryId": category, "type": "PRODUCT", "name": {"en": name, "mm": format!("{name} မြန်မာ")},
            "description": {"en": "x"}, "actualPrice": price, "weightKg": 1.0, "variants": variants});
        if n == 0 {
            input["options"] = json!([{"name": {"en": "Colour"}, "values": [{"en": "Black"}, {"en": "White"}]}]);
        }
        let product = app.create_product(&admin, input).await;
        let variants: Vec<i64> = catalog::variants::variants_of(app.ctx.db.conn(), product)
            .await
            .unwrap()
            .into_iter()
            .map(|v| v.id)
            .collect();
        goods.push((product, variants));
    }
    let token_pack = app
        .create_product(
            &admin,
            json!({"categoryId": category, "type": "TOKEN_PRODUCT", "name": {"en": "100 Tokens"}, "description": {"en": "x"},
                   "actualPrice": 9_500, "tokenAmount": 100}),
        )
        .await;
    let transfer = app.create_payment_method(&admin).await;
    let cod = admin_ok(
        app,
        &admin,
        "mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) }",
        json!({"input": {"name": "Cash on delivery", "paymentNumbers": [], "kind": "CASH_ON_DELIVERY"}}),
    )
    .await["createPaymentMethod"]
        .as_i64()
        .unwrap();
    let shopper = app.shopper_with_address("Aye", "09791230001").await;
    let shopper_id = app.profile(&shopper).await["id"].as_i64().unwrap();
    Shop { admin, transfer, cod, goods, token_pack, shopper, shopper_id }
}

/// A COD order of one lamp confirmed and handed to the courier; answers (order, parcel, amount).
async fn cod_on_the_way(app: &TestApp, shop: &Shop, token: &str) -> (i64, i64, i64) {
    let lamp = shop.goods[1].0;
    let order = buy_now(app, token, paid(shop.cod).text("product_id", lamp.to_string()).text("qty", "1")).await;
    admin_ok(app, &shop.admin, "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order})).await;
    let (_, parcels) = app.get("api/user/shipping-orders?status=pending", Some(token)).await;
    let parcel = parcels["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("{parcels}"));
    let amount = parcels["data"][0]["cod_amount"].as_i64().unwrap();
    admin_ok(app, &shop.admin, "mutation($id: Int!) { approveShippingOrder(id: $id) }", json!({"id": parcel})).await;
    (order, parcel, amount)
}

/// Orders through the real API, each moved to a day of `days` (Myanmar days, oldest first).
async fn orders_through_the_api(app: &TestApp, shop: &Shop, days: &[NaiveDate]) {
    let (speaker, lamp) = (shop.goods[0].0, shop.goods[1].0);
    let token = &shop.shopper;
    let mut placed = Vec::new();
    // A transfer approved, two speakers of the white variant: counts.
    let form = with_screenshot(paid(shop.transfer), 1)
        .text("product_id", speaker.to_string())
        .text("variant_id", shop.goods[0].1[1].to_string())
        .text("qty", "2");
    let order = buy_now(app, token, form).await;
    admin_ok(app, &shop.admin, "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order})).await;
    placed.push(order);
    // Pending: does not count.
    let form = with_screenshot(paid(shop.transfer), 2).text("product_id", lamp.to_string()).text("qty", "1");
    placed.push(buy_now(app, token, form).await);
    // Cancelled by the admin: does not count.
    let form = with_screenshot(paid(shop.transfer), 3).text("product_id", lamp.to_string()).text("qty", "3");
    let order = buy_now(app, token, form).await;
    admin_ok(
        app,
        &shop.admin,
        "mutation($id: Int!) { cancelOrder(id: $id, reason: \"No money\") }",
        json!({"id": order}),
    )
    .await;
    placed.push(order);
    // With a voucher (5,000 off), approved: counts, net of the discount.
    admin_ok(
        app,
        &shop.admin,
        "mutation($input: VoucherInput!) { createVoucher(input: $input) }",
        json!({"input": {"code": "FIVEK", "kind": "FIXED", "value": 5_000, "minSpend": 10_000}}),
    )
    .await;
    let form = with_screenshot(paid(shop.transfer), 4)
        .text("product_id", lamp.to_string())
        .text("qty", "1")
        .text("voucher_code", "fivek");
    let order = buy_now(app, token, form).await;
    admin_ok(app, &shop.admin, "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order})).await;
    placed.push(order);
    // A token pack, approved: counts, 100 tokens sold.
    let form = with_screenshot(paid(shop.transfer), 5).text("product_id", shop.token_pack.to_string()).text("qty", "1");
    let order = buy_now(app, token, form).await;
    admin_ok(app, &shop.admin, "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order})).await;
    placed.push(order);
    // Cash on delivery received by the shopper: counts.
    let (order, parcel, _) = cod_on_the_way(app, shop, token).await;
    let (status, body) = app
        .send_json(
            reqwest::Method::PUT,
            "api/user/shipping-orders/received",
            json!({"shipping_order_id": parcel}),
            token,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    placed.push(order);
    // Cash on delivery on the way: does not count yet.
    placed.push(cod_on_the_way(app, shop, token).await.0);
    // Cash on delivery paid by the courier's remittance file: counts.
    let (order, parcel, amount) = cod_on_the_way(app, shop, token).await;
    let file = format!("waybill,amount\nSH{parcel:06},{amount}\n");
    let report = app
        .graphql_upload(
            "mutation($f: Upload) { importCodRemittance(file: $f) { paidCount } }",
            json!({"f": null}),
            vec![("variables.f", file.into_bytes())],
            Some(&shop.admin),
        )
        .await;
    assert_eq!(report["data"]["importCodRemittance"]["paidCount"], 1, "{report}");
    placed.push(order);
    // An approved transfer refunded in part: the order counts, the refund is reported apart.
    let form = with_screenshot(paid(shop.transfer), 6)
        .text("product_id", speaker.to_string())
        .text("variant_id", shop.goods[0].1[0].to_string())
        .text("qty", "1");
    let order = buy_now(app, token, form).await;
    admin_ok(app, &shop.admin, "mutation($id: Int!) { approveOrder(id: $id) }", json!({"id": order})).await;
    let refund = json!({"orderId": order, "amount": 10_000, "reason": "Scratched", "method": "WavePay 09 7912 3456"});
    admin_ok(
        app,
        &shop.admin,
        "mutation($input: RefundInput!, $screenshot: Upload) { refundOrder(input: $input, screenshot: $screenshot) }",
        json!({"input": refund}),
    )
    .await;
    placed.push(order);

    // Spread over the days, two of them a minute either side of midnight in Yangon.
    for (n, order) in placed.into_iter().enumerate() {
        let day = days[n * 7 % days.len()];
        let minutes = match n % 3 {
            0 => 1,           // 00:01 in Yangon (17:31 UTC the day before)
            1 => 24 * 60 - 1, // 23:59
            _ => 13 * 60,
        };
        place_at(app, order, at(day, minutes)).await;
    }

    // Tickets bought with tokens: tickets sold and tokens spent (today).
    let (tickets_token, buyer) = luckydraw::buyer(app, "09791230002", 500).await;
    let _ = buyer;
    let tp = luckydraw::ticket_product(app, &shop.admin, 10, 40).await;
    let (status, body) = app
        .post_json("api/user/luckydraw/buy-ticket", json!({"product_id": tp, "ticket_count": 3}), Some(&tickets_token))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// Orders written straight to the tables, spread over `days` in every state and way of paying,
/// with one or two lines; COD ones with their parcel (on the way, received, refused, remitted).
async fn orders_written_directly(app: &TestApp, shop: &Shop, days: &[NaiveDate], count: usize) {
    let conn = app.ctx.db.conn();
    for n in 0..count {
        let day = days[(n * 13 + n / 5) % days.len()];
        let created_at = at(day, ((n * 397) % (24 * 60)) as i64);
        let cod = n % 3 == 0;
        let status = match n % 7 {
            0 | 4 => OrderStatus::Pending,
            5 => OrderStatus::Cancelled,
            _ => OrderStatus::Approved,
        };
        let mut lines = Vec::new();
        for l in 0..(1 + n % 2) {
            let (product, variants) = &shop.goods[(n + l) % shop.goods.len()];
            let variant = variants[(n / 2) % variants.len()];
            let price = [25_000, 45_000, 12_500][(n + l) % 3] + 500 * (n % 4) as i64;
            lines.push((*product, variant, price, 1 + ((n + l) % 3) as i64));
        }
        let goods: i64 = lines.iter().map(|(_, _, price, qty)| price * qty).sum();
        let discount = if n % 4 == 1 { 3_000 } else { 0 };
        let order = shop_order::ActiveModel {
            user_id: Set(shop.shopper_id),
            status: Set(status),
            payment_method_id: Set(if cod { shop.cod } else { shop.transfer }),
            payment_method_name: Set(if cod { "Cash on delivery" } else { "KBZPay" }.to_owned()),
            payment_screenshot_id: Set(None),
            payment_kind: Set(if cod { PaymentMethodKind::CashOnDelivery } else { PaymentMethodKind::Transfer }),
            total_price: Set(goods - discount),
            discount: Set(discount),
            voucher_code: Set((discount > 0).then(|| "GEN".to_owned())),
            shipping_address: Set("No. 5, Inya Road".to_owned()),
            cancel_reason: Set((status == OrderStatus::Cancelled).then(|| "Generated".to_owned())),
            decided_by: Set(None),
            decided_at: Set((status != OrderStatus::Pending).then_some(created_at + Duration::hours(2))),
            created_at: Set(created_at),
            ..Default::default()
        }
        .insert(conn)
        .await
        .unwrap();
        let mut item_ids = Vec::new();
        for (product, variant, price, qty) in lines {
            let item = order_item::ActiveModel {
                order_id: Set(Some(order.id)),
                user_id: Set(shop.shopper_id),
                product_id: Set(product),
                variant_id: Set(Some(variant)),
                stock_taken: Set(false),
                product_type: Set(catalog::model::ProductType::Product),
                item_type: Set(ItemKind::Product),
                unit_price: Set(price),
                qty: Set(qty),
                weight_grams: Set(1_000),
                token_reward: Set(0),
                ship_state: Set(if status == OrderStatus::Approved { ShipState::Shipping } else { ShipState::Unpaid }),
                created_at: Set(created_at),
                refund_id: Set(None),
                return_id: Set(None),
                received_at: Set(None),
                ..Default::default()
            }
            .insert(conn)
            .await
            .unwrap();
            item_ids.push(item.id);
        }
        if cod && status == OrderStatus::Approved {
            // On the way, received, refused at the door, or on the way and paid by the courier.
            let fate = (n / 3) % 4;
            let fee = 2_500;
            let parcel = shipping_order::ActiveModel {
                user_id: Set(shop.shopper_id),
                status: Set(match fate {
                    1 => ShippingStatus::Received,
                    2 => ShippingStatus::Rejected,
                    _ => ShippingStatus::Approved,
                }),
                payment_method_id: Set(shop.cod),
                payment_method_name: Set("Cash on delivery".to_owned()),
                payment_screenshot_id: Set(None),
                shipping_price: Set(fee),
                shipping_address: Set("No. 5, Inya Road".to_owned()),
                created_at: Set(created_at + Duration::hours(2)),
                cod_amount: Set(Some(goods - discount + fee)),
                received_at: Set((fate == 1).then_some(created_at + Duration::days(2))),
                cod_refused_at: Set((fate == 2).then_some(created_at + Duration::days(2))),
                cod_remitted_at: Set((fate == 3).then_some(created_at + Duration::days(3))),
                ..Default::default()
            }
            .insert(conn)
            .await
            .unwrap();
            for id in item_ids {
                shipping_order_item::ActiveModel {
                    shipping_order_id: Set(parcel.id),
                    order_item_id: Set(id),
                    ..Default::default()
                }
                .insert(conn)
                .await
                .unwrap();
            }
        }
    }
}

/// What the report must say, computed here from the rows.
#[derive(Default)]
struct Expected {
    /// Day -> (revenue, orders, units).
    days: BTreeMap<NaiveDate, (i64, i64, i64)>,
    by_kind: [(i64, i64); 2],
    vouchers: i64,
    tokens_sold: i64,
    /// (product, variant) -> (units, revenue).
    sellers: HashMap<(i64, Option<i64>), (i64, i64)>,
}

async fn expected(app: &TestApp, from: NaiveDate, to: NaiveDate) -> Expected {
    let conn = app.ctx.db.conn();
    let parcels: HashMap<i64, shipping_order::Model> =
        shipping_order::Entity::find().all(conn).await.unwrap().into_iter().map(|p| (p.id, p)).collect();
    let parcel_of_item: HashMap<i64, i64> = shipping_order_item::Entity::find()
        .all(conn)
        .await
        .unwrap()
        .into_iter()
        .map(|l| (l.order_item_id, l.shipping_order_id))
        .collect();
    let mut items: HashMap<i64, Vec<order_item::Model>> = HashMap::new();
    for item in order_item::Entity::find().all(conn).await.unwrap() {
        if let Some(order) = item.order_id {
            items.entry(order).or_default().push(item);
        }
    }
    let products: HashMap<i64, catalog::entity::product::Model> =
        catalog::entity::product::Entity::find().all(conn).await.unwrap().into_iter().map(|p| (p.id, p)).collect();
    let mut expected = Expected::default();
    for order in shop_order::Entity::find().all(conn).await.unwrap() {
        let day = myanmar_day(order.created_at);
        if day < from || day > to || order.status != OrderStatus::Approved {
            continue;
        }
        let lines = items.get(&order.id).cloned().unwrap_or_default();
        let cod = order.payment_kind == PaymentMethodKind::CashOnDelivery;
        if cod {
            let paid_at_door = lines.iter().filter_map(|l| parcel_of_item.get(&l.id)).any(|p| {
                let parcel = &parcels[p];
                parcel.status == ShippingStatus::Received || parcel.cod_remitted_at.is_some()
            });
            if !paid_at_door {
                continue;
            }
        }
        let units: i64 = lines.iter().map(|l| l.qty).sum();
        let entry = expected.days.entry(day).or_default();
        entry.0 += order.total_price;
        entry.1 += 1;
        entry.2 += units;
        let kind = &mut expected.by_kind[usize::from(cod)];
        kind.0 += order.total_price;
        kind.1 += 1;
        expected.vouchers += order.discount;
        for line in lines {
            if line.product_type == catalog::model::ProductType::TokenProduct {
                expected.tokens_sold += line.qty * products[&line.product_id].token_amount.unwrap_or(0);
            }
            let seller = expected.sellers.entry((line.product_id, line.variant_id)).or_default();
            seller.0 += line.qty;
            seller.1 += line.qty * line.unit_price;
        }
    }
    expected
}

fn bucket_start(bucket: &str, day: NaiveDate) -> NaiveDate {
    match bucket {
        "DAY" => day,
        "WEEK" => day - Duration::days(i64::from(day.weekday().num_days_from_monday())),
        _ => day.with_day(1).unwrap(),
    }
}

fn average(revenue: i64, orders: i64) -> i64 {
    if orders == 0 {
        0
    } else {
        (revenue as f64 / orders as f64).round() as i64
    }
}

/// Asserts every figure of the report of `from`..=`to` by `bucket` against the rows.
async fn report_matches_the_rows(app: &TestApp, admin: &str, from: NaiveDate, to: NaiveDate, bucket: &str) -> Value {
    let answer = app
        .graphql(REPORT, json!({"from": from.to_string(), "to": to.to_string(), "bucket": bucket}), Some(admin), "en")
        .await;
    let report = answer["data"]["salesReport"].clone();
    assert!(report.is_object(), "{answer}");
    let expected = expected(app, from, to).await;

    // Every bucket, zeros included, in order.
    let mut buckets: BTreeMap<NaiveDate, (i64, i64, i64)> = BTreeMap::new();
    let mut start = bucket_start(bucket, from);
    while start <= to {
        buckets.insert(start, (0, 0, 0));
        start = match bucket {
            "DAY" => start + Duration::days(1),
            "WEEK" => start + Duration::days(7),
            _ => start.checked_add_months(chrono::Months::new(1)).unwrap(),
        };
    }
    for (day, (revenue, orders, units)) in &expected.days {
        let b = buckets.get_mut(&bucket_start(bucket, *day)).unwrap();
        b.0 += revenue;
        b.1 += orders;
        b.2 += units;
    }
    let want: Vec<Value> = buckets
        .iter()
        .map(|(start, (revenue, orders, units))| {
            json!({"start": start.to_string(), "revenue": revenue, "orders": orders, "units": units,
                   "averageOrder": average(*revenue, *orders)})
        })
        .collect();
    assert_eq!(report["buckets"], json!(want), "{bucket} buckets of {from}..{to}");
    let (revenue, orders, units) =
        expected.days.values().fold((0, 0, 0), |(r, o, u), (dr, d_o, du)| (r + dr, o + d_o, u + du));
    assert_eq!(
        report["totals"],
        json!({"revenue": revenue, "orders": orders, "units": units, "averageOrder": average(revenue, orders)})
    );
    assert_eq!(
        report["byPaymentMethod"],
        json!([
            {"kind": "TRANSFER", "revenue": expected.by_kind[0].0, "orders": expected.by_kind[0].1},
            {"kind": "CASH_ON_DELIVERY", "revenue": expected.by_kind[1].0, "orders": expected.by_kind[1].1},
        ])
    );
    assert_eq!(report["vouchersGiven"], expected.vouchers);
    assert_eq!(report["tokensSold"], expected.tokens_sold);

    // Best sellers: by units, then revenue, then id.
    let mut variants: Vec<_> = expected.sellers.iter().map(|(k, v)| (*k, *v)).collect();
    variants.sort_by_key(|&((p, v), (units, revenue))| (-units, -revenue, p, v));
    let got: Vec<(i64, Option<i64>, i64, i64)> = report["bestSellers"]["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["productId"].as_i64().unwrap(),
                s["variantId"].as_i64(),
                s["units"].as_i64().unwrap(),
                s["revenue"].as_i64().unwrap(),
            )
        })
        .collect();
    let want: Vec<_> = variants.iter().take(10).map(|&((p, v), (u, r))| (p, v, u, r)).collect();
    assert_eq!(got, want, "best variants");
    let mut products: HashMap<i64, (i64, i64)> = HashMap::new();
    for ((p, _), (u, r)) in &expected.sellers {
        let e = products.entry(*p).or_default();
        e.0 += u;
        e.1 += r;
    }
    let mut products: Vec<_> = products.into_iter().collect();
    products.sort_by_key(|&(p, (units, revenue))| (-units, -revenue, p));
    let got: Vec<(i64, i64, i64)> = report["bestSellers"]["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["productId"].as_i64().unwrap(), s["units"].as_i64().unwrap(), s["revenue"].as_i64().unwrap()))
        .collect();
    let want: Vec<_> = products.iter().take(10).map(|&(p, (u, r))| (p, u, r)).collect();
    assert_eq!(got, want, "best products");
    report
}

/// A ledger, ticket, draw or refund figure of `from..=to` computed with SQL over the raw rows,
/// filtered by Myanmar day here.
async fn sum_by_day(app: &TestApp, sql: &str, from: NaiveDate, to: NaiveDate) -> (i64, i64) {
    use sea_orm::{ConnectionTrait, Statement};
    let conn = app.ctx.db.conn();
    let rows = conn.query_all(Statement::from_string(conn.get_database_backend(), sql.to_owned())).await.unwrap();
    let (mut count, mut sum) = (0, 0);
    for row in rows {
        let when: Option<DateTime<Utc>> = row.try_get("", "at").unwrap();
        let Some(when) = when else { continue };
        let day = myanmar_day(when);
        if day >= from && day <= to {
            count += 1;
            sum += row.try_get::<i64>("", "v").unwrap();
        }
    }
    (count, sum)
}

#[tokio::test]
async fn a_sales_report_equals_the_sums_of_the_rows_by_day_week_and_month_and_the_exports_match() {
    let app = spawn_app().await;
    let shop = shop(&app).await;
    let today = myanmar_day(Utc::now());
    let first = today - Duration::days(95);
    let days: Vec<NaiveDate> = (0..=95).map(|n| first + Duration::days(n)).collect();
    orders_through_the_api(&app, &shop, &days).await;
    orders_written_directly(&app, &shop, &days, 150).await;
    // One draw declared today (its batch's result as the draw would set it).
    luckydraw::execute(
        &app,
        "UPDATE ticket_batch SET status = 'drawn', lucky_number = 1, drawn_at = created_at WHERE id = (SELECT MIN(id) FROM ticket_batch)",
    )
    .await;

    let admin = &shop.admin;
    for bucket in ["DAY", "WEEK", "MONTH"] {
        report_matches_the_rows(&app, admin, first, today, bucket).await;
    }
    // A range that cuts weeks and months, and one with nothing in it.
    report_matches_the_rows(&app, admin, first + Duration::days(10), today - Duration::days(20), "WEEK").await;
    report_matches_the_rows(&app, admin, first + Duration::days(10), today - Duration::days(20), "MONTH").await;
    let empty =
        report_matches_the_rows(&app, admin, first - Duration::days(30), first - Duration::days(1), "DAY").await;
    assert_eq!(empty["buckets"].as_array().unwrap().len(), 30);
    assert_eq!(empty["totals"]["orders"], 0);

    // The ledgers, tickets, draws and refunds.
    let report = report_matches_the_rows(&app, admin, first, today, "MONTH").await;
    let spent = sum_by_day(
        &app,
        "SELECT created_at AS at, -amount AS v FROM balance_ledger WHERE currency = 'token' AND reason = 'ticket_purchase'",
        first,
        today,
    )
    .await;
    assert_eq!((report["tokensSpent"].as_i64().unwrap(), spent.1), (120, 120), "3 tickets at 40 tokens");
    let tickets = sum_by_day(
        &app,
        "SELECT created_at AS at, ticket_count AS v FROM ticket_purchase WHERE status IN ('paid', 'approved')",
        first,
        today,
    )
    .await;
    assert_eq!((report["ticketsSold"].as_i64().unwrap(), tickets.1), (3, 3));
    let draws = sum_by_day(
        &app,
        "SELECT drawn_at AS at, CAST(1 AS BIGINT) AS v FROM ticket_batch WHERE status = 'drawn'",
        first,
        today,
    )
    .await;
    assert_eq!((report["draws"].as_i64().unwrap(), draws.0), (1, 1));
    let refunds = sum_by_day(&app, "SELECT created_at AS at, amount_mmk AS v FROM payment_refund", first, today).await;
    assert_eq!(report["refunds"], json!({"count": refunds.0, "kyat": refunds.1}));
    assert_eq!(refunds, (1, 10_000));
    assert_eq!(report["tokensSold"], 100, "one pack of 100");
    assert!(report["vouchersGiven"].as_i64().unwrap() >= 5_000, "{report}");
    let cod = &report["byPaymentMethod"][1];
    assert!(cod["orders"].as_i64().unwrap() >= 2, "received and remitted COD orders count: {report}");
    let names: HashSet<&str> =
        report["bestSellers"]["products"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(names.contains("Speaker") && names.contains("Lamp"), "{names:?}");
    let speaker_white = report["bestSellers"]["variants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["variantId"] == shop.goods[0].1[1])
        .cloned()
        .unwrap();
    assert_eq!(speaker_white["variant"], "SPK-WHT (White)");
    // In the admin's language.
    let mm = app
        .graphql(
            "query($f: Date!, $t: Date!) { salesReport(from: $f, to: $t, bucket: MONTH) { bestSellers { products { name } } } }",
            json!({"f": first.to_string(), "t": today.to_string()}),
            Some(admin),
            "mm",
        )
        .await;
    assert!(mm.to_string().contains("Speaker မြန်မာ"), "{mm}");

    exports_match_the_rows(&app, admin, first, today).await;
}

fn parse_csv(bytes: &[u8]) -> (Vec<String>, Vec<HashMap<String, String>>) {
    assert!(bytes.starts_with(b"\xEF\xBB\xBF"), "UTF-8 with a BOM");
    let mut reader = csv::Reader::from_reader(&bytes[3..]);
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_owned).collect();
    let rows =
        reader.records().map(|r| header.iter().cloned().zip(r.unwrap().iter().map(str::to_owned)).collect()).collect();
    (header, rows)
}

async fn download(app: &TestApp, path: &str, token: Option<&str>, locale: &str) -> (StatusCode, Vec<u8>, String) {
    let mut request = app.client.get(app.url(path)).header("X-localization", locale);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    let kind = response.headers().get("content-type").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, response.bytes().await.unwrap().to_vec(), kind)
}

fn myanmar_time(at: DateTime<Utc>) -> String {
    (at + Duration::minutes(390)).format("%Y-%m-%d %H:%M:%S").to_string()
}

async fn exports_match_the_rows(app: &TestApp, admin: &str, from: NaiveDate, to: NaiveDate) {
    let conn = app.ctx.db.conn();
    let range = format!("from={from}&to={to}");

    // Orders: one row per order placed in the range, whatever its state.
    let (status, body, kind) = download(app, &format!("api/admin/exports/orders.csv?{range}"), Some(admin), "en").await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    assert!(kind.starts_with("text/csv"), "{kind}");
    let (header, rows) = parse_csv(&body);
    assert_eq!(header[..4], ["order", "placed_at", "status", "counted_as_revenue"]);
    let mut want: Vec<shop_order::Model> = shop_order::Entity::find()
        .all(conn)
        .await
        .unwrap()
        .into_iter()
        .filter(|o| (from..=to).contains(&myanmar_day(o.created_at)))
        .collect();
    want.sort_by_key(|o| (o.created_at, o.id));
    assert_eq!(rows.len(), want.len());
    assert!(want.len() > 100, "more than one page of orders: {}", want.len());
    let (mut counted_revenue, mut counted_orders) = (0, 0);
    for (row, order) in rows.iter().zip(&want) {
        assert_eq!(row["order"], format!("ORD{:06}", order.id));
        assert_eq!(row["placed_at"], myanmar_time(order.created_at));
        assert_eq!(row["total_mmk"], order.total_price.to_string());
        assert_eq!(row["discount_mmk"], order.discount.to_string());
        assert_eq!(row["goods_mmk"], (order.total_price + order.discount).to_string());
        assert_eq!(row["customer_name"], "Aye");
        if row["counted_as_revenue"] == "yes" {
            counted_revenue += order.total_price;
            counted_orders += 1;
        }
    }
    let report = app
        .graphql(
            "query($f: Date!, $t: Date!) { salesReport(from: $f, to: $t, bucket: MONTH) { totals { revenue orders } } }",
            json!({"f": from.to_string(), "t": to.to_string()}),
            Some(admin),
            "en",
        )
        .await;
    assert_eq!(
        report["data"]["salesReport"]["totals"],
        json!({"revenue": counted_revenue, "orders": counted_orders}),
        "the rows the export marks as counted are the report's"
    );

    // Refunds.
    let (status, body, _) = download(app, &format!("api/admin/exports/refunds.csv?{range}"), Some(admin), "en").await;
    assert_eq!(status, StatusCode::OK);
    let (_, rows) = parse_csv(&body);
    let refunds = payments::entity::payment_refund::Entity::find().all(conn).await.unwrap();
    assert_eq!(rows.len(), refunds.len());
    assert_eq!(rows[0]["amount_mmk"], "10000");
    assert_eq!(rows[0]["paid_for"], "order");
    assert_eq!(rows[0]["paid_for_id"], format!("ORD{:06}", refunds[0].subject_id));
    assert_eq!(rows[0]["recorded_at"], myanmar_time(refunds[0].created_at));

    // COD remittances: one row per parcel the courier paid for in the range.
    let (status, body, _) =
        download(app, &format!("api/admin/exports/cod-remittances.csv?{range}"), Some(admin), "en").await;
    assert_eq!(status, StatusCode::OK);
    let (_, rows) = parse_csv(&body);
    let mut remitted: Vec<shipping_order::Model> = shipping_order::Entity::find()
        .all(conn)
        .await
        .unwrap()
        .into_iter()
        .filter(|p| p.cod_remitted_at.is_some_and(|at| (from..=to).contains(&myanmar_day(at))))
        .collect();
    remitted.sort_by_key(|p| (p.cod_remitted_at, p.id));
    assert!(remitted.len() >= 2, "the file's parcel and the generated ones");
    assert_eq!(rows.len(), remitted.len());
    for (row, parcel) in rows.iter().zip(&remitted) {
        assert_eq!(row["waybill"], format!("SH{:06}", parcel.id));
        assert_eq!(row["collected_mmk"], parcel.cod_amount.unwrap().to_string());
        assert_eq!(row["remitted_at"], myanmar_time(parcel.cod_remitted_at.unwrap()));
        assert!(row["orders"].starts_with("ORD"), "{row:?}");
    }
}

#[tokio::test]
async fn bad_ranges_are_refused_in_the_callers_language_and_only_the_owner_reads_reports() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let shopper = app.register("Aye", "09791230009").await;
    let ask = |from: &str, to: &str| json!({"from": from, "to": to, "bucket": "DAY"});
    const SMALL: &str =
        "query($from: Date!, $to: Date!, $bucket: ReportBucket!) { salesReport(from: $from, to: $to, bucket: $bucket) { totals { orders } } }";

    for (from, to, message) in [
        ("2026-11-02", "2026-11-01", "The last day must not be before the first day."),
        ("2021-01-01", "2026-01-01", "A report covers at most five years. Choose a shorter range."),
    ] {
        let answer = app.graphql(SMALL, ask(from, to), Some(&admin), "en").await;
        assert_eq!(answer["errors"][0]["extensions"]["status"], 422, "{answer}");
        assert_eq!(answer["errors"][0]["extensions"]["errors"]["to"][0], message, "{answer}");
        let answer = app.graphql(SMALL, ask(from, to), Some(&admin), "mm").await;
        let text = answer["errors"][0]["message"].as_str().unwrap();
        assert!(text.chars().any(|c| ('\u{1000}'..='\u{109f}').contains(&c)), "Burmese: {answer}");
        for export in ["orders", "refunds", "cod-remittances"] {
            let path = format!("api/admin/exports/{export}.csv?from={from}&to={to}");
            let (status, body) = app.get_in(&path, Some(&admin), "ch").await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}: {body}");
            assert!(body["errors"]["to"].is_array(), "{body}");
            assert!(!body["message"].as_str().unwrap().is_ascii(), "Chinese: {body}");
        }
    }
    // Five years less a day is allowed.
    let answer = app.graphql(SMALL, ask("2021-01-02", "2026-01-01"), Some(&admin), "en").await;
    assert_eq!(answer["data"]["salesReport"]["totals"]["orders"], 0, "{answer}");
    // Not a date.
    let answer = app.graphql(SMALL, ask("2026-13-01", "2026-12-01"), Some(&admin), "en").await;
    assert!(answer["errors"].is_array() && answer["data"].is_null(), "{answer}");
    for query in ["from=2026-11-01", "from=2026-11-01&to=yesterday", ""] {
        let (status, body) = app.get(&format!("api/admin/exports/orders.csv?{query}"), Some(&admin)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {body}");
    }

    // A shopper: 403; a visitor: 401.
    let answer = app.graphql(SMALL, ask("2026-11-01", "2026-11-30"), Some(&shopper), "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["status"], 403, "{answer}");
    let answer = app.graphql(SMALL, ask("2026-11-01", "2026-11-30"), None, "en").await;
    assert_eq!(answer["errors"][0]["extensions"]["status"], 401, "{answer}");
    for export in ["orders", "refunds", "cod-remittances"] {
        let path = format!("api/admin/exports/{export}.csv?from=2026-11-01&to=2026-11-30");
        assert_eq!(app.get(&path, Some(&shopper)).await.0, StatusCode::FORBIDDEN, "{path}");
        assert_eq!(app.get(&path, None).await.0, StatusCode::UNAUTHORIZED, "{path}");
        let (status, body, _) = download(&app, &path, Some(&admin), "en").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(parse_csv(&body).1.len(), 0, "an empty shop: the header only");
    }
}

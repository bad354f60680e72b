//! Ticket purchases by group commit (`luckydraw::group_commit`), through the real server on SQLite or
//! PostgreSQL: buyers who arrive together are applied together, in one transaction, and each gets
//! the answer a one-at-a-time run in the order applied would have given them.
//!
//! How the tests were checked: with every group cut to one buyer (`MAX_GROUP = 1`), the commit
//! counts of `purchases_that_arrive_together_share_one_commit` and of the 200-buyer test fail. The
//! 200-buyer test also fails when the balance is checked before the remaining tickets (a buyer with
//! no tokens asking for more than a batch holds is told 'your coin is not enough'), when a group
//! applies its buyers in another order than it records (the purchase ids fall along the record),
//! and when a sold-out batch's `sold` is not written before it closes (the closed batches' counts).
//! Without the one-by-one rerun of a group that failed, `a_buyer_whose_rows_the_database_refuses_fails_alone`
//! fails (the buyers grouped with a refused one get the error too), and with a failed buyer's
//! savepoint released instead of rolled back it fails on the balances (a debit without its ledger row).

use std::collections::{HashMap, HashSet};

use crate::support::{
    file_part,
    luckydraw::{buyer, data_is_intact, payment_method, scalar, ticket_product},
    png, spawn_app, TestApp,
};
use luckydraw::group_commit::{self, Applied};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

const TICKETS: i64 = 60;
const COST: i64 = 3;

/// One buyer of the crowd: what they hold and what they ask for.
struct Buyer {
    token: String,
    id: i64,
    tokens: i64,
    count: i64,
}

/// What a buyer is answered.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Answer {
    Bought { batch: i64, count: i64, token_use: i64 },
    Refused(String),
}

async fn crowd(app: &TestApp, size: usize) -> Vec<Buyer> {
    let mut buyers = Vec::new();
    for i in 0..size {
        // Too few tokens for one ticket; more tickets than a batch often has left; enough tokens for
        // one ticket but not the two asked (so the answer depends on what is left when they come);
        // no tokens and more tickets than a batch has (the tickets are checked first); and ordinary
        // buyers of 1 to 3 tickets.
        let (tokens, count) = match i % 10 {
            0 => (COST - 1, 1),
            1 => (100, 25),
            2 => (COST + 2, 2),
            3 => (0, TICKETS + 1),
            _ => (20, 1 + (i % 3) as i64),
        };
        let (token, id) = buyer(app, &format!("0979{:07}", 3_000_000 + i), tokens).await;
        buyers.push(Buyer { token, id, tokens, count });
    }
    buyers
}

/// Every buyer's purchase at once.
async fn buy_all<'a>(app: &TestApp, tp: i64, buyers: impl IntoIterator<Item = &'a Buyer>) -> Vec<(StatusCode, Value)> {
    let purchases = buyers.into_iter().map(|b| {
        app.post_json(
            "api/user/luckydraw/buy-ticket",
            json!({"product_id": tp, "ticket_count": b.count}),
            Some(&b.token),
        )
    });
    futures::future::join_all(purchases).await
}

fn answer_of(status: StatusCode, body: &Value) -> Answer {
    match status {
        StatusCode::OK => Answer::Bought {
            batch: body["data"]["batch"].as_i64().unwrap(),
            count: body["data"]["ticket_counts"].as_i64().unwrap(),
            token_use: body["data"]["token_use"].as_i64().unwrap(),
        },
        StatusCode::UNPROCESSABLE_ENTITY => Answer::Refused(body["message"].as_str().unwrap().to_owned()),
        other => panic!("{other}: {body}"),
    }
}

/// Replays the buyers in the order the groups applied them, one at a time, against a model of the
/// batches and balances; answers what each buyer should have been told, and the balances after.
fn one_at_a_time(applied: &[Applied], tokens: &HashMap<i64, i64>) -> (HashMap<i64, Answer>, HashMap<i64, i64>) {
    let (mut batch, mut remaining) = (1, TICKETS);
    let mut balances = tokens.clone();
    let mut answers = HashMap::new();
    for a in applied {
        let balance = balances.get_mut(&a.user_id).unwrap();
        let answer = if a.count > remaining {
            Answer::Refused("Not enough remaining tickets".to_owned())
        } else if *balance < COST * a.count {
            Answer::Refused("your coin is not enough".to_owned())
        } else {
            *balance -= COST * a.count;
            remaining -= a.count;
            let bought = Answer::Bought { batch, count: a.count, token_use: COST * a.count };
            if remaining == 0 {
                (batch, remaining) = (batch + 1, TICKETS);
            }
            bought
        };
        assert!(answers.insert(a.user_id, answer).is_none(), "buyer {} applied twice", a.user_id);
    }
    (answers, balances)
}

#[tokio::test]
async fn two_hundred_buyers_get_the_answers_of_a_one_at_a_time_run() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, TICKETS, COST).await;
    let buyers = crowd(&app, 200).await;
    let before = group_commit::stats(&app.ctx);
    group_commit::record(&app.ctx);

    let results = buy_all(&app, tp, &buyers).await;

    let applied = group_commit::recorded(&app.ctx);
    assert_eq!(applied.len(), buyers.len(), "every buyer applied once");
    let tokens: HashMap<i64, i64> = buyers.iter().map(|b| (b.id, b.tokens)).collect();
    let (expected, balances) = one_at_a_time(&applied, &tokens);
    assert_eq!(expected.len(), buyers.len());
    // The order recorded is the order the purchases were written in: their ids rise along it.
    let ids: Vec<i64> = applied.iter().filter_map(|a| a.purchase_id).collect();
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "purchase ids follow the order applied: {ids:?}");
    let purchase_of: HashMap<i64, i64> = applied.iter().filter_map(|a| Some((a.user_id, a.purchase_id?))).collect();

    let mut sold = 0;
    let mut numbers = HashSet::new();
    for (b, (status, body)) in buyers.iter().zip(&results) {
        let answer = answer_of(*status, body);
        assert_eq!(answer, expected[&b.id], "buyer {} asking {} with {} tokens: {body}", b.id, b.count, b.tokens);
        if let Answer::Refused(message) = &answer {
            assert!(!purchase_of.contains_key(&b.id), "a refused buyer has no purchase: {message}");
            continue;
        }
        sold += b.count;
        assert_eq!(body["data"]["ticket_id"].as_i64(), purchase_of.get(&b.id).copied(), "{body}");
        let tickets = body["data"]["tickets"].as_array().unwrap();
        assert_eq!(tickets.len() as i64, b.count);
        for n in tickets {
            let n = n.as_i64().unwrap();
            assert!((1..=TICKETS).contains(&n));
            assert!(numbers.insert((body["data"]["batch"].as_i64().unwrap(), n)), "number {n} sold twice");
        }
    }
    // The crowd was built so that all three answers happen.
    let refusals: HashSet<&str> = results.iter().filter_map(|(_, body)| body["message"].as_str()).collect();
    assert!(refusals.contains("Not enough remaining tickets") && refusals.contains("your coin is not enough"));
    assert!(sold > 3 * TICKETS, "several batches sold out: {sold}");

    // The totals: tickets, tokens, balances and batches as the model has them.
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket").await, sold);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM (SELECT DISTINCT batch_id, number FROM ticket) t").await, sold);
    assert_eq!(
        scalar(&app, "SELECT CAST(COALESCE(SUM(ticket_count), 0) AS BIGINT) AS n FROM ticket_purchase").await,
        sold
    );
    let debited = scalar(
        &app,
        "SELECT CAST(-COALESCE(SUM(amount), 0) AS BIGINT) AS n FROM balance_ledger WHERE reason = 'ticket_purchase'",
    )
    .await;
    assert_eq!(debited, COST * sold, "tokens debited = cost x tickets sold");
    for b in &buyers {
        let balance = scalar(&app, &format!("SELECT token_point AS n FROM \"user\" WHERE id = {}", b.id)).await;
        assert_eq!(balance, balances[&b.id], "buyer {}'s balance", b.id);
    }
    data_is_intact(&app).await;
    let closed = sold / TICKETS;
    assert_eq!(
        scalar(
            &app,
            "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'closed' AND sold = ticket AND draw_at IS NOT NULL"
        )
        .await,
        closed
    );
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch WHERE status = 'open'").await, 1);
    assert_eq!(
        scalar(
            &app,
            "SELECT COUNT(*) AS n FROM ticket_batch b WHERE b.sold <> (SELECT COUNT(*) FROM ticket t WHERE t.batch_id = b.id)"
        )
        .await,
        0,
        "every batch's sold counts its tickets"
    );
    let open_sold = scalar(&app, "SELECT sold AS n FROM ticket_batch WHERE status = 'open'").await;
    assert_eq!(open_sold, sold % TICKETS);

    // Groups formed: fewer commits than buyers.
    let after = group_commit::stats(&app.ctx);
    assert_eq!(after.buyers - before.buyers, buyers.len() as u64);
    assert!(after.groups - before.groups < buyers.len() as u64, "{after:?}");
}

#[tokio::test]
async fn purchases_that_arrive_together_share_one_commit() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 1000, 1).await;
    let mut buyers = Vec::new();
    for i in 0..50 {
        let (token, id) = buyer(&app, &format!("0979{:07}", 4_000_000 + i), 5).await;
        buyers.push(Buyer { token, id, tokens: 5, count: 1 });
    }
    let before = group_commit::stats(&app.ctx);

    let results = buy_all(&app, tp, &buyers).await;

    assert!(results.iter().all(|(status, _)| *status == StatusCode::OK), "{results:?}");
    let after = group_commit::stats(&app.ctx);
    assert_eq!(after.buyers - before.buyers, 50, "every purchase went through a group: {after:?}");
    assert!(after.groups - before.groups < 50, "fewer commits than buyers: {after:?}");
    assert!(after.largest > 1, "a group carried several buyers: {after:?}");
    assert_eq!(scalar(&app, "SELECT sold AS n FROM ticket_batch").await, 50);
    for b in &buyers {
        let balance = scalar(&app, &format!("SELECT token_point AS n FROM \"user\" WHERE id = {}", b.id)).await;
        assert_eq!(balance, 4);
    }
    data_is_intact(&app).await;
}

#[tokio::test]
async fn a_group_that_fills_a_batch_with_held_numbers_leaves_it_open_until_the_admin_decides() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let payment = payment_method(&app, &admin).await;
    let settings = "mutation { updateSettings(input: {ticketHoldPercent: 100}) { siteName } }";
    assert!(app.graphql(settings, json!({}), Some(&admin), "en").await["errors"].is_null());
    let tp = ticket_product(&app, &admin, 10, 1).await;
    let (ann, _) = buyer(&app, "09791000001", 0).await;
    let form = multipart::Form::new()
        .text("product_id", tp.to_string())
        .text("ticket_count", "4")
        .text("payment_id", payment.to_string())
        .part("payment_image", file_part(png(40, 40), "transfer.png"));
    let (status, held) = app.post_multipart("api/user/luckydraw/buy-ticket", form, &ann).await;
    assert_eq!(status, StatusCode::OK, "{held}");
    let held: HashSet<i64> = held["data"]["tickets"].as_array().unwrap().iter().map(|n| n.as_i64().unwrap()).collect();
    let mut buyers = Vec::new();
    for i in 0..10 {
        let (token, id) = buyer(&app, &format!("0979{:07}", 5_000_000 + i), 1).await;
        buyers.push(Buyer { token, id, tokens: 1, count: 1 });
    }

    let results = buy_all(&app, tp, &buyers).await;

    // Six numbers were free: six buyers get one each, none of Ann's, and the rest are refused.
    let mut numbers = HashSet::new();
    for (status, body) in &results {
        match answer_of(*status, body) {
            Answer::Bought { batch, .. } => {
                assert_eq!(batch, 1);
                let n = body["data"]["tickets"][0].as_i64().unwrap();
                assert!(!held.contains(&n) && numbers.insert(n), "number {n} sold twice");
            }
            Answer::Refused(message) => assert_eq!(message, "Not enough remaining tickets"),
        }
    }
    assert_eq!(numbers.len(), 6);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket").await, 10);
    assert_eq!(scalar(&app, "SELECT sold AS n FROM ticket_batch WHERE batch = 1 AND status = 'open'").await, 10);
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket_batch").await, 1, "no next batch while numbers are held");
    data_is_intact(&app).await;

    // The admin approves Ann's transfer: the batch closes and the next one sells.
    let purchase = scalar(&app, "SELECT id AS n FROM ticket_purchase WHERE status = 'pending'").await;
    let approved = app
        .graphql(&format!("mutation {{ approveTicketPayment(id: {purchase}) }}"), json!({}), Some(&admin), "en")
        .await;
    assert_eq!(approved["data"]["approveTicketPayment"], true, "{approved}");
    let refused: Vec<&Buyer> =
        buyers.iter().zip(&results).filter(|(_, (status, _))| *status != StatusCode::OK).map(|(b, _)| b).collect();
    let again = buy_all(&app, tp, refused).await;
    assert!(again.iter().all(|(status, body)| *status == StatusCode::OK && body["data"]["batch"] == 2), "{again:?}");
}

#[tokio::test]
async fn a_buyer_whose_rows_the_database_refuses_fails_alone() {
    use sea_orm::ConnectionTrait;
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let tp = ticket_product(&app, &admin, 1000, 1).await;
    let mut buyers = Vec::new();
    for i in 0..40 {
        let (token, id) = buyer(&app, &format!("0979{:07}", 6_000_000 + i), 5).await;
        buyers.push(Buyer { token, id, tokens: 5, count: 1 });
    }
    // The database refuses the ledger rows of every fourth buyer (as a broken row would be), so
    // groups mix buyers it refuses with buyers it takes.
    let refused: HashSet<i64> = buyers.iter().step_by(4).map(|b| b.id).collect();
    let ids = refused.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let conn = app.ctx.db.conn();
    let triggers = match app.ctx.db.backend() {
        sea_orm::DatabaseBackend::Postgres => vec![
            format!(
                "CREATE FUNCTION refuse_ledger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
                 IF NEW.user_id IN ({ids}) THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$"
            ),
            "CREATE TRIGGER refuse_ledger BEFORE INSERT ON balance_ledger FOR EACH ROW EXECUTE FUNCTION refuse_ledger()"
                .to_owned(),
        ],
        _ => vec![format!(
            "CREATE TRIGGER refuse_ledger BEFORE INSERT ON balance_ledger WHEN NEW.user_id IN ({ids}) \
             BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"
        )],
    };
    for sql in triggers {
        conn.execute_unprepared(&sql).await.unwrap();
    }
    let before = group_commit::stats(&app.ctx);

    let results = buy_all(&app, tp, &buyers).await;

    for (b, (status, body)) in buyers.iter().zip(&results) {
        let expected = if refused.contains(&b.id) { StatusCode::INTERNAL_SERVER_ERROR } else { StatusCode::OK };
        assert_eq!(*status, expected, "buyer {}: {body}", b.id);
    }
    let after = group_commit::stats(&app.ctx);
    assert!(after.largest > 1 && after.groups - before.groups < 40, "groups mixed the buyers: {after:?}");
    assert_eq!(scalar(&app, "SELECT COUNT(*) AS n FROM ticket").await, 30);
    assert_eq!(scalar(&app, "SELECT sold AS n FROM ticket_batch").await, 30);
    for b in &buyers {
        let balance = scalar(&app, &format!("SELECT token_point AS n FROM \"user\" WHERE id = {}", b.id)).await;
        assert_eq!(balance, if refused.contains(&b.id) { 5 } else { 4 }, "buyer {}", b.id);
    }
    data_is_intact(&app).await;
}

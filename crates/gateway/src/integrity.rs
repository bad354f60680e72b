//! Every domain's invariants in one check (`kernel::integrity`): run after every concurrency and
//! crash test, and by operators as `mall check`, which exits non-zero when a rule is broken.

use kernel::{
    config::Config,
    integrity::{self, Broken, Rule},
    AppResult,
};
use sea_orm::ConnectionTrait;

/// A to-ship item has one source, and the sources are three domains' rows: an order line (the
/// orders'), a won batch's prize (the lucky draw's `prize_item_id`) or a gift paid for with points
/// (rewards', through the ledger). So the rule that spans them lives here, where they meet.
const TO_SHIP_SOURCES: Rule = Rule {
    holds: "every to-ship item comes from exactly one source of its kind: an order, a won batch or a gift claim",
    breaking: "SELECT 'item ' || i.id || ' (' || i.item_type || '): order ' || COALESCE(i.order_id, 0) || ', prize of ' || \
                 (SELECT COUNT(*) FROM ticket_batch b WHERE b.prize_item_id = i.id) || ' batches, ' || \
                 (SELECT COUNT(*) FROM balance_ledger l WHERE l.reason = 'gift_claim' AND l.reference_type = 'order_item' \
                   AND l.reference_id = i.id) || ' gift claims' AS found \
               FROM order_item i \
               WHERE CASE i.item_type \
                   WHEN 'product' THEN CASE WHEN i.order_id IS NULL THEN 0 ELSE 1 END \
                   WHEN 'prize' THEN (SELECT COUNT(*) FROM ticket_batch b WHERE b.prize_item_id = i.id) \
                   WHEN 'gift' THEN (SELECT COUNT(*) FROM balance_ledger l WHERE l.reason = 'gift_claim' \
                     AND l.reference_type = 'order_item' AND l.reference_id = i.id) \
                   ELSE 0 END <> 1 \
                 OR (i.item_type <> 'product' AND i.order_id IS NOT NULL) \
                 OR (i.item_type <> 'prize' AND EXISTS (SELECT 1 FROM ticket_batch b WHERE b.prize_item_id = i.id))",
};

/// Every rule of every domain.
pub fn rules() -> Vec<Rule> {
    [
        accounts::integrity::RULES,
        luckydraw::integrity::RULES,
        orders::integrity::RULES,
        vouchers::integrity::RULES,
        payments::integrity::RULES,
        shipping::integrity::RULES,
        webhooks::integrity::RULES,
    ]
    .concat()
    .into_iter()
    .chain([luckydraw::integrity::BATCH_HOLDS, TO_SHIP_SOURCES])
    .collect()
}

/// The broken rules (none when the shop's data is whole), the bounds that are settings read from
/// `config`.
pub async fn check(conn: &impl ConnectionTrait, config: &Config) -> AppResult<Vec<Broken>> {
    let bound = |rule: Rule| {
        let values = if rule.breaking == luckydraw::integrity::BATCH_HOLDS.breaking {
            vec![config.ticket_batch_hold_percent.into()]
        } else {
            Vec::new()
        };
        (rule, values)
    };
    integrity::check_bound(conn, rules().into_iter().map(bound)).await
}

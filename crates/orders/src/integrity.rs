//! What orders keep (see `kernel::integrity`): an order's items join the to-ship list exactly when
//! an admin approves it; stock is never negative and what orders hold adds up; a transfer has its
//! screenshot and cash on delivery none; money going back never exceeds what was paid, a refunded
//! line names its refund and holds no stock, and the tokens refunds took are the ledger's.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[
    Rule {
        holds: "a counted variant's stock and the units orders hold add up to what the shop put in, never negative",
        breaking: "SELECT 'variant ' || v.id || ' (' || v.sku || '): stock ' || v.stock || ' + held ' || v.held || \
                   ' <> received ' || v.stock_received AS found FROM product_variant v \
                   WHERE v.stock IS NOT NULL AND (v.stock < 0 OR v.stock + v.held <> v.stock_received)",
    },
    Rule {
        holds: "a variant holds exactly the units of the order lines that took its stock, and a cancelled order holds none",
        breaking: "SELECT 'variant ' || v.id || ' holds ' || v.held || ', its lines ' || \
                   COALESCE((SELECT SUM(i.qty) FROM order_item i WHERE i.variant_id = v.id AND i.stock_taken), 0) AS found \
                   FROM product_variant v \
                   WHERE v.held <> COALESCE((SELECT SUM(i.qty) FROM order_item i WHERE i.variant_id = v.id AND i.stock_taken), 0) \
                   UNION ALL \
                   SELECT 'item ' || i.id || ' of cancelled order ' || o.id || ' still holds stock' AS found \
                   FROM order_item i JOIN shop_order o ON o.id = i.order_id \
                   WHERE i.stock_taken AND o.status = 'cancelled'",
    },
    Rule {
    holds: "an order's items are to ship (or credited) exactly when the order is approved",
    breaking:
        "SELECT 'item ' || i.id || ' (' || i.ship_state || ') of order ' || o.id || ' (' || o.status || ')' AS found \
               FROM order_item i JOIN shop_order o ON o.id = i.order_id \
               WHERE (o.status = 'approved') = (i.ship_state = 'none')",
    },
    Rule {
        holds: "an order paid by transfer has its screenshot, and one paid cash on delivery has none",
        breaking: "SELECT 'order ' || id || ' (' || payment_kind || ')' AS found FROM shop_order \
                   WHERE (payment_kind = 'cash_on_delivery') = (payment_screenshot_id IS NOT NULL)",
    },
    Rule {
        holds: "an order's refunds never exceed what was paid for it",
        breaking: "SELECT 'order ' || o.id || ' refunds ' || SUM(r.amount_mmk) || ' of ' || o.total_price || ' paid' AS found \
                   FROM shop_order o JOIN payment_refund r ON r.subject = 'order' AND r.subject_id = o.id \
                   GROUP BY o.id, o.total_price HAVING SUM(r.amount_mmk) > o.total_price",
    },
    Rule {
        holds: "a line given back names a refund of its own order: a refunded one a sent refund, holding no stock; a returned one its return's refund",
        breaking: "SELECT 'item ' || i.id || ' (' || i.ship_state || ') names refund ' || COALESCE(i.refund_id, 0) AS found \
                   FROM order_item i LEFT JOIN payment_refund r ON r.id = i.refund_id \
                   WHERE (i.ship_state = 'refunded' AND i.refund_id IS NULL) \
                   OR (i.refund_id IS NOT NULL AND (i.ship_state NOT IN ('refunded', 'returned') OR r.id IS NULL \
                     OR r.subject <> 'order' OR r.subject_id <> i.order_id \
                     OR (i.ship_state = 'refunded' AND (r.status <> 'refunded' OR i.stock_taken))))",
    },
    Rule {
        holds: "a line is in a live return only while received (asked) or returned (approved), and an approved return names its lines' refund",
        breaking: "SELECT 'item ' || i.id || ' (' || i.ship_state || ') in return ' || i.return_id || ' (' || \
                   COALESCE(x.status, 'missing') || ')' AS found \
                   FROM order_item i LEFT JOIN order_return x ON x.id = i.return_id \
                   WHERE i.return_id IS NOT NULL AND NOT ((x.status = 'requested' AND i.ship_state = 'received') \
                     OR (x.status = 'approved' AND i.ship_state = 'returned' AND i.refund_id = x.refund_id)) \
                   UNION ALL \
                   SELECT 'return ' || x.id || ' approved without a refund' AS found FROM order_return x \
                   WHERE x.status = 'approved' AND x.refund_id IS NULL",
    },
    Rule {
        holds: "an order its shopper cancelled owes its whole transfer back in one refund, and cash on delivery nothing",
        breaking: "SELECT 'order ' || o.id || ' (' || o.payment_kind || ') cancelled by its shopper has ' || COUNT(r.id) || \
                   ' refunds of ' || COALESCE(SUM(r.amount_mmk), 0) AS found \
                   FROM shop_order o LEFT JOIN payment_refund r ON r.subject = 'order' AND r.subject_id = o.id \
                   WHERE o.status = 'cancelled' AND o.decided_by = o.user_id \
                   GROUP BY o.id, o.payment_kind, o.total_price \
                   HAVING (o.payment_kind = 'transfer' AND (COUNT(r.id) <> 1 OR SUM(r.amount_mmk) <> o.total_price)) \
                   OR (o.payment_kind <> 'transfer' AND COUNT(r.id) <> 0)",
    },
    Rule {
        holds: "the tokens an order's refunds took back are the ledger's order_refunded rows of that order",
        breaking: "SELECT 'order ' || r.subject_id || ': refunds took ' || SUM(r.tokens_taken) || ' tokens, the ledger ' || \
                   COALESCE((SELECT -SUM(l.amount) FROM balance_ledger l WHERE l.reason = 'order_refunded' \
                     AND l.reference_type = 'order' AND l.reference_id = r.subject_id), 0) AS found \
                   FROM payment_refund r WHERE r.subject = 'order' GROUP BY r.subject_id \
                   HAVING SUM(r.tokens_taken) <> COALESCE((SELECT -SUM(l.amount) FROM balance_ledger l \
                     WHERE l.reason = 'order_refunded' AND l.reference_type = 'order' AND l.reference_id = r.subject_id), 0)",
    },
];

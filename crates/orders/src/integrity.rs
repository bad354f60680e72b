//! What orders keep (see `kernel::integrity`): an order's items join the to-ship list exactly when
//! an admin approves it; stock is never negative and what orders hold adds up; a transfer has its
//! screenshot and cash on delivery none.

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
];

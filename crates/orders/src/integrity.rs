//! What orders keep (see `kernel::integrity`): an order's items join the to-ship list exactly when
//! an admin approves it.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[Rule {
    holds: "an order's items are to ship (or credited) exactly when the order is approved",
    breaking:
        "SELECT 'item ' || i.id || ' (' || i.ship_state || ') of order ' || o.id || ' (' || o.status || ')' AS found \
               FROM order_item i JOIN shop_order o ON o.id = i.order_id \
               WHERE (o.status = 'approved') = (i.ship_state = 'none')",
}];

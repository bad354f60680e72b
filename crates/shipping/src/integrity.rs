//! What shipping keeps (see `kernel::integrity`): an item travels in one live shipping order at a
//! time, and is `shipping` exactly while one holds it; a parcel is handed to a courier only once on
//! its way.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[
    Rule {
        holds: "an item is in at most one live (pending or approved) shipping order",
        breaking: "SELECT 'item ' || si.order_item_id || ' is in ' || COUNT(*) || ' live shipping orders' AS found \
                   FROM shipping_order_item si JOIN shipping_order s ON s.id = si.shipping_order_id \
                   WHERE s.status IN ('pending', 'approved') GROUP BY si.order_item_id HAVING COUNT(*) > 1",
    },
    Rule {
        holds: "an item is shipping exactly while a live shipping order holds it",
        breaking: "SELECT 'item ' || i.id || ' (' || i.ship_state || ')' AS found FROM order_item i \
                   WHERE (i.ship_state = 'shipping') <> EXISTS (SELECT 1 FROM shipping_order_item si \
                     JOIN shipping_order s ON s.id = si.shipping_order_id \
                     WHERE si.order_item_id = i.id AND s.status IN ('pending', 'approved'))",
    },
    Rule {
        holds: "a parcel handed to a courier was on the way (approved, or received since) and names who handed it over",
        breaking: "SELECT 'shipping order ' || id || ' (' || status || ')' AS found FROM shipping_order \
                   WHERE handed_over_at IS NOT NULL AND (status NOT IN ('approved', 'received') OR handed_over_by IS NULL)",
    },
];

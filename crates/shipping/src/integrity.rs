//! What shipping keeps (see `kernel::integrity`): an item travels in one live shipping order at a
//! time, and is `shipping` exactly while one holds it; a parcel is handed to a courier only once on
//! its way; a cash on delivery parcel collects exactly its order's goods and fee, is paid by a
//! remittance only once shipped, and a refused one is never paid.

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
    Rule {
        holds: "a cash on delivery parcel collects its order's goods and its fee, has no screenshot, and carries one confirmed order",
        breaking: "SELECT 'shipping order ' || s.id || ' collects ' || s.cod_amount || ', goods ' || \
                   COALESCE(SUM(i.unit_price * i.qty), 0) || ' + fee ' || s.shipping_price AS found \
                   FROM shipping_order s JOIN shipping_order_item si ON si.shipping_order_id = s.id \
                   JOIN order_item i ON i.id = si.order_item_id JOIN shop_order o ON o.id = i.order_id \
                   WHERE s.cod_amount IS NOT NULL \
                   GROUP BY s.id, s.cod_amount, s.shipping_price, s.payment_screenshot_id \
                   HAVING s.cod_amount <> COALESCE(SUM(i.unit_price * i.qty), 0) + s.shipping_price \
                   OR s.payment_screenshot_id IS NOT NULL OR COUNT(DISTINCT o.id) <> 1 \
                   OR MIN(o.payment_kind) <> 'cash_on_delivery' OR MIN(o.status) <> 'approved'",
    },
    Rule {
        holds: "a parcel paid by a courier's remittance is a shipped cash on delivery parcel naming who imported it; one refused at the door is a rejected cash on delivery parcel, never paid",
        breaking: "SELECT 'shipping order ' || id || ' (' || status || ')' AS found FROM shipping_order \
                   WHERE (cod_remitted_at IS NOT NULL AND (cod_amount IS NULL OR cod_remitted_by IS NULL \
                     OR status NOT IN ('approved', 'received'))) \
                   OR (cod_refused_at IS NOT NULL AND (cod_amount IS NULL OR status <> 'rejected' \
                     OR cod_remitted_at IS NOT NULL)) \
                   OR (cod_refusal_settled_at IS NOT NULL AND cod_refused_at IS NULL)",
    },
];

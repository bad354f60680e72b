//! `mall check` rules of vouchers: uses are counted exactly, never past their limits, and every
//! order's discount is its voucher's use.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[
    Rule {
        holds: "a voucher's count of uses is its uses not given back",
        breaking: "SELECT 'voucher ' || v.code || ' counts ' || v.used || ' uses, ' || \
                   (SELECT COUNT(*) FROM voucher_use u WHERE u.voucher_id = v.id AND u.given_back_at IS NULL) || ' are live' AS found \
                   FROM voucher v WHERE v.used <> \
                   (SELECT COUNT(*) FROM voucher_use u WHERE u.voucher_id = v.id AND u.given_back_at IS NULL)",
    },
    Rule {
        holds: "a voucher is never used more than its total uses, nor by one shopper more than its uses per shopper",
        breaking: "SELECT 'voucher ' || v.code || ' used ' || v.used || ' times of ' || v.total_uses AS found \
                   FROM voucher v WHERE v.total_uses IS NOT NULL AND v.used > v.total_uses \
                   UNION ALL \
                   SELECT 'voucher ' || v.code || ' used ' || COUNT(u.id) || ' times by user ' || u.user_id AS found \
                   FROM voucher v JOIN voucher_use u ON u.voucher_id = v.id AND u.given_back_at IS NULL \
                   WHERE v.uses_per_shopper IS NOT NULL \
                   GROUP BY v.code, u.user_id, v.uses_per_shopper HAVING COUNT(u.id) > v.uses_per_shopper",
    },
    Rule {
        holds: "an order's discount is the discount of its voucher's use, under that voucher's code",
        breaking: "SELECT 'order ' || o.id || ' has a discount of ' || o.discount || ' without a matching use' AS found \
                   FROM shop_order o WHERE o.discount <> 0 AND NOT EXISTS (SELECT 1 FROM voucher_use u \
                     JOIN voucher v ON v.id = u.voucher_id \
                     WHERE u.order_id = o.id AND u.discount = o.discount AND v.code = o.voucher_code) \
                   UNION ALL \
                   SELECT 'order ' || u.order_id || ' took a use of ' || u.discount || ' but shows a discount of ' || \
                     COALESCE(o.discount, 0) AS found \
                   FROM voucher_use u LEFT JOIN shop_order o ON o.id = u.order_id \
                   WHERE o.id IS NULL OR o.discount <> u.discount",
    },
    Rule {
        holds: "a cancelled order's voucher use is given back, and only a cancelled order's",
        breaking: "SELECT 'order ' || o.id || ' (' || o.status || ') voucher use ' || \
                     CASE WHEN u.given_back_at IS NULL THEN 'kept' ELSE 'given back' END AS found \
                   FROM shop_order o JOIN voucher_use u ON u.order_id = o.id \
                   WHERE (o.status = 'cancelled') <> (u.given_back_at IS NOT NULL)",
    },
];

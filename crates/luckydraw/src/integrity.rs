//! What tickets keep (see `kernel::integrity`): a batch's sold count is its tickets, never more
//! than it has, each number once and in range, each purchase holding what it bought in the state
//! its payment is in, every token purchase debited, every declared winner holding the number.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[
    Rule {
        holds: "a batch's sold count equals its tickets",
        breaking: "SELECT 'batch ' || b.id || ': sold ' || b.sold || ', tickets ' || \
                     (SELECT COUNT(*) FROM ticket t WHERE t.batch_id = b.id) AS found \
                   FROM ticket_batch b WHERE b.sold <> (SELECT COUNT(*) FROM ticket t WHERE t.batch_id = b.id)",
    },
    Rule {
        holds: "no batch sells more tickets than it has",
        breaking: "SELECT 'batch ' || id || ': sold ' || sold || ' of ' || ticket AS found FROM ticket_batch WHERE sold > ticket",
    },
    Rule {
        holds: "no ticket number is sold twice in a batch",
        breaking: "SELECT 'batch ' || batch_id || ': number ' || number || ' sold ' || COUNT(*) || ' times' AS found \
                   FROM ticket GROUP BY batch_id, number HAVING COUNT(*) > 1",
    },
    Rule {
        holds: "every ticket number is between 1 and its batch's size",
        breaking: "SELECT 'ticket ' || t.id || ': number ' || t.number || ' of a ' || b.ticket || '-ticket batch' AS found \
                   FROM ticket t JOIN ticket_batch b ON b.id = t.batch_id WHERE t.number < 1 OR t.number > b.ticket",
    },
    Rule {
        holds: "a purchase holds the tickets it bought (none once rejected or expired), of its own batch and buyer",
        breaking: "SELECT 'purchase ' || p.id || ' (' || p.status || '): bought ' || p.ticket_count || ', holds ' || \
                     (SELECT COUNT(*) FROM ticket t WHERE t.purchase_id = p.id AND t.batch_id = p.batch_id AND t.user_id = p.user_id) AS found \
                   FROM ticket_purchase p \
                   WHERE (SELECT COUNT(*) FROM ticket t WHERE t.purchase_id = p.id) <> \
                     CASE WHEN p.status IN ('rejected', 'expired') THEN 0 ELSE p.ticket_count END \
                   OR (SELECT COUNT(*) FROM ticket t WHERE t.purchase_id = p.id AND (t.batch_id <> p.batch_id OR t.user_id <> p.user_id)) > 0",
    },
    Rule {
        holds: "a ticket is sold exactly when its purchase is paid or approved, held while it is pending",
        breaking: "SELECT 'ticket ' || t.id || ' (' || t.status || ') of purchase ' || t.purchase_id || ' (' || \
                     COALESCE(p.status, 'missing') || ')' AS found \
                   FROM ticket t LEFT JOIN ticket_purchase p ON p.id = t.purchase_id \
                   WHERE p.id IS NULL \
                     OR (t.status = 'sold' AND p.status NOT IN ('paid', 'approved')) \
                     OR (t.status = 'pending' AND p.status <> 'pending')",
    },
    Rule {
        holds: "the tokens debited for a batch equal the token cost of its paid purchases",
        breaking: "SELECT 'batch ' || b.id || ': purchases cost ' || \
                     COALESCE((SELECT SUM(p.token_use) FROM ticket_purchase p WHERE p.batch_id = b.id AND p.status = 'paid'), 0) || \
                     ' tokens, ledger debited ' || \
                     COALESCE((SELECT -SUM(l.amount) FROM balance_ledger l WHERE l.reason = 'ticket_purchase' \
                       AND l.reference_type = 'ticket_batch' AND l.reference_id = b.id), 0) AS found \
                   FROM ticket_batch b \
                   WHERE COALESCE((SELECT SUM(p.token_use) FROM ticket_purchase p WHERE p.batch_id = b.id AND p.status = 'paid'), 0) <> \
                     COALESCE((SELECT -SUM(l.amount) FROM balance_ledger l WHERE l.reason = 'ticket_purchase' \
                       AND l.reference_type = 'ticket_batch' AND l.reference_id = b.id), 0)",
    },
    Rule {
        holds: "a declared batch's winner holds its lucky number, and only a drawn batch has one",
        breaking: "SELECT 'batch ' || b.id || ' (' || b.status || '): lucky number ' || COALESCE(b.lucky_number, 0) || \
                     ', winner ' || COALESCE(b.winner_user_id, 0) AS found \
                   FROM ticket_batch b \
                   WHERE (b.status = 'drawn' AND (b.lucky_number IS NULL OR NOT EXISTS (SELECT 1 FROM ticket t \
                       WHERE t.batch_id = b.id AND t.number = b.lucky_number AND t.user_id = b.winner_user_id AND t.status = 'sold'))) \
                     OR (b.status <> 'drawn' AND (b.lucky_number IS NOT NULL OR b.winner_user_id IS NOT NULL))",
    },
    Rule {
        holds: "a cancelled batch has no ticket left unrefunded (tokens credited back, or a refund due recorded)",
        breaking: "SELECT 'batch ' || b.id || ': ticket ' || t.number || ' of purchase ' || p.id || ' not refunded' AS found \
                   FROM ticket_batch b JOIN ticket t ON t.batch_id = b.id JOIN ticket_purchase p ON p.id = t.purchase_id \
                   WHERE b.status = 'cancelled' AND (p.refunded_at IS NULL OR t.status <> 'sold' \
                     OR (p.token_use > 0 AND NOT EXISTS (SELECT 1 FROM balance_ledger l WHERE l.reason = 'draw_cancelled' \
                       AND l.reference_type = 'ticket_purchase' AND l.reference_id = p.id)) \
                     OR (p.payment_screenshot_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payment_refund r \
                       WHERE r.subject = 'ticket_purchase' AND r.subject_id = p.id)))",
    },
    Rule {
        holds: "the tokens refunded for a cancelled batch equal the tokens spent on it (none for any other batch)",
        breaking: "SELECT 'batch ' || b.id || ' (' || b.status || '): spent ' || \
                     COALESCE((SELECT SUM(p.token_use) FROM ticket_purchase p WHERE p.batch_id = b.id AND p.status = 'paid'), 0) || \
                     ' tokens, refunded ' || \
                     COALESCE((SELECT SUM(l.amount) FROM balance_ledger l JOIN ticket_purchase p ON p.id = l.reference_id \
                       WHERE l.reason = 'draw_cancelled' AND l.reference_type = 'ticket_purchase' AND p.batch_id = b.id), 0) AS found \
                   FROM ticket_batch b \
                   WHERE COALESCE((SELECT SUM(l.amount) FROM balance_ledger l JOIN ticket_purchase p ON p.id = l.reference_id \
                       WHERE l.reason = 'draw_cancelled' AND l.reference_type = 'ticket_purchase' AND p.batch_id = b.id), 0) <> \
                     CASE WHEN b.status = 'cancelled' THEN \
                       COALESCE((SELECT SUM(p.token_use) FROM ticket_purchase p WHERE p.batch_id = b.id AND p.status = 'paid'), 0) \
                     ELSE 0 END",
    },
];

/// The share of a batch held unpaid by transfer across all shoppers stays within
/// `MALL_TICKET_BATCH_HOLD_PERCENT` (at least one ticket), as `purchases::check_hold_caps` keeps it:
/// `$1` is that percent. Lowering the setting makes batches already over the new cap break it
/// until their holds are decided or expire.
pub const BATCH_HOLDS: Rule = Rule {
    holds: "no batch has more tickets held unpaid than its share for holds (MALL_TICKET_BATCH_HOLD_PERCENT)",
    breaking: "SELECT 'batch ' || c.id || ': ' || c.held || ' of ' || c.ticket || ' tickets held unpaid, at most ' || c.cap AS found \
               FROM (SELECT b.id, b.ticket, \
                       (SELECT COUNT(*) FROM ticket t WHERE t.batch_id = b.id AND t.status = 'pending') AS held, \
                       CASE WHEN b.ticket * p.percent / 100 < 1 THEN 1 ELSE b.ticket * p.percent / 100 END AS cap \
                     FROM ticket_batch b CROSS JOIN (SELECT $1 AS percent) p) c \
               WHERE c.held > c.cap",
};

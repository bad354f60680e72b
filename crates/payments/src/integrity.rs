//! What payments keep (see `kernel::integrity`): a payment reference made before paying pays one
//! payment, its own shopper's, and the payment that used it names it.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[Rule {
    holds: "a payment reference pays at most one payment, of its own shopper, and a payment naming a reference holds exactly one",
    breaking: "SELECT 'payment ' || c.id || ' names ' || c.reference || ' and holds ' || \
                 (SELECT COUNT(*) FROM payment_reference r WHERE r.check_id = c.id AND r.user_id = c.user_id) || \
                 ' references of its shopper' AS found \
               FROM payment_check c WHERE c.reference IS NOT NULL \
                 AND (SELECT COUNT(*) FROM payment_reference r WHERE r.check_id = c.id AND r.user_id = c.user_id) <> 1 \
               UNION ALL \
               SELECT 'reference ' || r.id || ' is used by payment ' || r.check_id || ', which does not name it' AS found \
               FROM payment_reference r LEFT JOIN payment_check c ON c.id = r.check_id \
               WHERE r.check_id IS NOT NULL AND (c.id IS NULL OR c.reference IS NULL OR c.user_id <> r.user_id)",
}];

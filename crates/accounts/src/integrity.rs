//! What balances keep (see `kernel::integrity`): every balance is the sum of its ledger, each
//! ledger row records the balance it left, and nothing is below zero.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[
    Rule {
        holds: "every token balance equals the sum of its ledger rows",
        breaking: "SELECT 'user ' || u.id || ': token_point ' || u.token_point || ', ledger sum ' || \
                     COALESCE((SELECT SUM(l.amount) FROM balance_ledger l WHERE l.user_id = u.id AND l.currency = 'token'), 0) AS found \
                   FROM \"user\" u \
                   WHERE u.token_point <> COALESCE((SELECT SUM(l.amount) FROM balance_ledger l \
                     WHERE l.user_id = u.id AND l.currency = 'token'), 0)",
    },
    Rule {
        holds: "every referral-point balance equals the sum of its ledger rows",
        breaking: "SELECT 'user ' || u.id || ': referral_point ' || u.referral_point || ', ledger sum ' || \
                     COALESCE((SELECT SUM(l.amount) FROM balance_ledger l WHERE l.user_id = u.id AND l.currency = 'referral'), 0) AS found \
                   FROM \"user\" u \
                   WHERE u.referral_point <> COALESCE((SELECT SUM(l.amount) FROM balance_ledger l \
                     WHERE l.user_id = u.id AND l.currency = 'referral'), 0)",
    },
    Rule {
        holds: "no balance is below zero",
        breaking: "SELECT 'user ' || id || ': token_point ' || token_point || ', referral_point ' || referral_point AS found \
                   FROM \"user\" WHERE token_point < 0 OR referral_point < 0",
    },
    Rule {
        // Each change is written under the user's row lock, so ledger ids follow the balance's history.
        holds: "each ledger row's balance_after is the running sum of its currency's rows up to it",
        breaking: "SELECT 'ledger row ' || id || ' of user ' || user_id || ' (' || currency || '): balance_after ' || \
                     balance_after || ', running sum ' || running AS found \
                   FROM (SELECT id, user_id, currency, balance_after, \
                     SUM(amount) OVER (PARTITION BY user_id, currency ORDER BY id) AS running FROM balance_ledger) l \
                   WHERE balance_after <> running",
    },
];

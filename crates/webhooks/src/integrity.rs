//! `mall check` rules of webhooks: every delivery belongs to an event and an endpoint, once, and
//! its state is one state.

use kernel::integrity::Rule;

pub const RULES: &[Rule] = &[
    Rule {
        holds: "every webhook delivery references an existing event and endpoint",
        breaking: "SELECT 'webhook delivery ' || d.id || ' references a missing ' || \
                   CASE WHEN NOT EXISTS (SELECT 1 FROM webhook_event v WHERE v.id = d.event_id) \
                     THEN 'event ' || d.event_id ELSE 'endpoint ' || d.endpoint_id END AS found \
                   FROM webhook_delivery d \
                   WHERE NOT EXISTS (SELECT 1 FROM webhook_event v WHERE v.id = d.event_id) \
                      OR NOT EXISTS (SELECT 1 FROM webhook_endpoint p WHERE p.id = d.endpoint_id)",
    },
    Rule {
        holds: "a webhook delivery is pending, delivered or failed, never two at once: only a pending one has a \
                next attempt, only a delivered one a delivery time",
        breaking: "SELECT 'webhook delivery ' || d.id || ' is ' || d.status || \
                   CASE WHEN d.next_attempt_at IS NULL THEN ' without' ELSE ' with' END || ' a next attempt and' || \
                   CASE WHEN d.delivered_at IS NULL THEN ' without' ELSE ' with' END || ' a delivery time' AS found \
                   FROM webhook_delivery d \
                   WHERE d.status NOT IN ('pending', 'delivered', 'failed') \
                      OR (d.status = 'pending') <> (d.next_attempt_at IS NOT NULL) \
                      OR (d.status = 'delivered') <> (d.delivered_at IS NOT NULL)",
    },
    Rule {
        holds: "an event is owed to an endpoint at most once",
        breaking: "SELECT 'webhook event ' || d.event_id || ' has ' || COUNT(*) || ' deliveries to endpoint ' || \
                   d.endpoint_id AS found \
                   FROM webhook_delivery d GROUP BY d.event_id, d.endpoint_id HAVING COUNT(*) > 1",
    },
];

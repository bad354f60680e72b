"""Schemathesis hooks for every run of scripts/fuzz.py.

Hypothesis names a filtered strategy by parsing the source of the module its filter lambda lives in
(`lambda_sources.lambda_description`). On CPython before 3.11.8 and 3.12.2 that `ast.parse` of
Schemathesis's largest module can fail with `SystemError: AST constructor recursion depth mismatch`
(python/cpython#106905) depending on how deep the call stack is when it runs, which Schemathesis
reports as an error of whichever operation generated first. The name is only a description: when
it cannot be made, a generic one is used and the test goes on.

The REST runs also get `refusal_is_documented`. Schemathesis's positive-data check runs with its
default statuses, so a schema-valid request answered 422 fails, except on the operations
scripts/fuzz.toml lists: a rule of the shop that no JSON schema can state (an id no row has, a
date that is not today, not enough tokens...) may refuse a request the document allows there. This
check keeps that allowance narrow: such a 422 must name only fields ALLOWED_REFUSALS lists for its
operation, each with the reason the document cannot say it (docs/apis.md, "What the document
cannot say").
"""

import json
import os
import unicodedata

import schemathesis
from hypothesis.internal import lambda_sources
from schemathesis.core import NOT_SET

_describe = lambda_sources.lambda_description


def _lambda_description(f):
    try:
        return _describe(f)
    except SystemError:
        return "lambda: <source not parsed>"


lambda_sources.lambda_description = _lambda_description

# What makes these refusals unstateable, shared by several operations.
NO_ROW = "an id no row has (or not one the shopper may use)"
NOT_AN_IMAGE = "not a PNG, JPEG or WebP image: a JSON schema does not look inside a file"
PAYMENT = "an id no shown payment method has"
NO_ADDRESS = "the shopper's profile has no shipping address yet"
REPORT_RANGE = "before from, or five years or more after it: a schema cannot compare two parameters"
SAME_AS = "must equal the other password field: a JSON schema cannot compare two fields"
ZAWGYI = "3 to 1,000 characters once Zawgyi Burmese is converted to Unicode, which can change the length"
VARIANT = (
    "a variant no row has, of another product or taken away; or left out for a product of several variants"
)
LEFT = "more than the variant has left (stock changes with every order)"
REFERENCE = "a payment reference no QR code made for this shopper and method, or one already used"
VOUCHER = "no voucher has this code, or it is paused, outside its window, used up, or does not apply to these lines"
DAILY = "not today's date in Myanmar, or the cycle's state refuses it (already signed or claimed, a missed day, nothing to recover)"

# 422s a schema-valid request may get, per operation: the fields the answer may name, and why.
ALLOWED_REFUSALS = {
    "GET /api/products": {"min_price": "above max_price: a schema cannot compare two parameters"},
    "GET /api/categories/{categoryid}/products": {"min_price": "above max_price: a schema cannot compare two parameters"},
    # The accountant's exports (issue 41): `to` before `from`, or five years or more after it.
    "GET /api/admin/exports/orders.csv": {"to": REPORT_RANGE},
    "GET /api/admin/exports/refunds.csv": {"to": REPORT_RANGE},
    "GET /api/admin/exports/cod-remittances.csv": {"to": REPORT_RANGE},
    "GET /api/auth/token": {"code": "a one-time code the Facebook callback did not issue, or used or expired"},
    "POST /api/auth/password-reset/confirm": {
        "code": "not the code texted to the phone (none was requested), or too many wrong codes",
        "new_password_confirmation": SAME_AS,
    },
    "POST /api/user/login": {"phone": "no account has this phone", "password": "not the account's password"},
    "POST /api/user/register": {
        "phone": "another account has this phone",
        "password_confirmation": SAME_AS,
        "referral_code": "no account has this referral code",
    },
    "PATCH /api/user/update-password": {
        "old_password": "not the current password",
        "new_password_confirmation": SAME_AS,
    },
    "PUT /api/user/update-profile": {"phone": "another account has this phone"},
    "PUT /api/user/update-shipping": {
        "region_id": NO_ROW,
        "township_id": "not a township of the region (or " + NO_ROW + ")",
    },
    "POST /api/user/create-profile": {
        "region_id": NO_ROW,
        "township_id": "not a township of the region (or " + NO_ROW + ")",
        "profile_image": NOT_AN_IMAGE,
    },
    "POST /api/user/upload-profile-image": {"profile_image": NOT_AN_IMAGE},
    "POST /api/user/cart/add": {
        "product_id": NO_ROW + ", a product not on sale, or not a normal product",
        "qty": "the line's quantity would pass 1,000,000 with what the cart already holds, or " + LEFT,
        "variant_id": VARIANT,
    },
    "PUT /api/user/cart/update": {
        "product_id": "a product the cart has no line of",
        "qty": LEFT,
        "variant_id": "the product has several lines in the cart and none was named",
    },
    "DELETE /api/user/cart/remove": {"product_id": "a product the cart has no line of"},
    "POST /api/user/checkout": {
        "payment_reference": REFERENCE,
        "voucher_code": VOUCHER,
        "cart": "the cart holds none of these products (or nothing)",
        "product_id": "a cart product no longer on sale",
        "qty": LEFT,
        "variant_id": "a cart line's variant taken away since",
        "payment_id": PAYMENT,
        "payment_screenshot": NOT_AN_IMAGE,
        "address": NO_ADDRESS,
    },
    "POST /api/user/buynow": {
        "payment_reference": REFERENCE,
        "voucher_code": VOUCHER,
        "product_id": NO_ROW + " or a product not on sale",
        "qty": "a token pack is bought one at a time (or the total would overflow), or " + LEFT,
        "variant_id": VARIANT,
        "payment_id": PAYMENT,
        "payment_screenshot": NOT_AN_IMAGE,
        "address": NO_ADDRESS,
    },
    "POST /api/user/calculate-shipping-price": {
        "order_item_id": "not the shopper's to-ship items (or `null`, which the shared id-list shapes allow)",
    },
    "POST /api/user/shipping-orders": {
        "payment_reference": REFERENCE,
        "order_item_id": "not the shopper's to-ship items",
        "payment_id": PAYMENT,
        "payment_screenshot": NOT_AN_IMAGE,
        "address": NO_ADDRESS,
    },
    "PUT /api/user/shipping-orders/received": {"shipping_order_id": "a shipping order that is not on the way"},
    "POST /api/user/luckydraw/buy-ticket": {
        "product_id": NO_ROW + " or a ticket product not on sale",
        "ticket_count": "more than the tickets left in the batch, or past a hold cap",
        "token": "not enough tokens",
        "payment_id": PAYMENT + ", or `payment_image` without it (both or neither: not stated by utoipa 5)",
        "payment_image": NOT_AN_IMAGE + ", or `payment_id` without it",
        "payment_reference": REFERENCE,
    },
    "POST /api/user/claim-prize": {"lucky_draw_winner_id": "no prize of the shopper's with this id, or claimed"},
    "POST /api/user/claim-referral-product": {
        "product_id": NO_ROW + " or not a referral gift",
        "referral": "not enough referral points",
    },
    "POST /api/user/daily-sign/create": {"date": DAILY},
    "POST /api/user/daily-sign/claim": {"date": DAILY},
    "POST /api/user/daily-sign/restart-from-day-one": {"date": DAILY},
    "POST /api/user/daily-sign/recover": {
        "date": DAILY,
        "payment_id": PAYMENT,
        "payment_screenshot": NOT_AN_IMAGE,
        "payment_reference": REFERENCE,
    },
    "POST /api/user/payment-qr": {"payment_id": PAYMENT + ", or a cash on delivery method"},
    "POST /api/user/orders/{id}/cancel": {"order_id": "an order the shop has already decided (approved or cancelled)"},
    "POST /api/user/product-rating": {
        "product_id": NO_ROW + ", or a product the shopper did not buy",
        "comment": ZAWGYI,
    },
    "POST /api/user/reviews": {"file": NOT_AN_IMAGE, "comment": ZAWGYI},
    # Its schemas live in crates/notify/src/push/, outside this change; a public host (a DNS
    # lookup) is not stateable either way.
    "POST /api/user/push-subscriptions": {
        "endpoint": "an https URL of a public host (looked up in DNS), at most 1,000 characters",
        "keys.p256dh": "base64url of a 65-byte P-256 point",
        "keys.auth": "base64url of 16 bytes",
    },
    "DELETE /api/user/push-subscriptions": {"endpoint": "blank"},
    "POST /api/admin/catalog/import": {
        "file": "not a CSV with the export's columns, or a real import's rows name errors: a schema does not look inside a file",
    },
}
# Every signed-in write: a key this shopper already sent with a different request (the fuzzer
# reuses keys across operations). A schema cannot say a value must be new.
IDEMPOTENCY_KEY = "Idempotency-Key"

LOG = os.environ.get("FUZZ_REFUSALS")  # a file to append every schema-valid 422 to (JSON lines)


def _properties(doc, schema, seen=()):
    """The property names of a (bundled) schema, following `$ref`, `oneOf` and `anyOf`."""
    if not isinstance(schema, dict):
        return {}
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/") and ref not in seen:
        target = doc
        for part in ref[2:].split("/"):
            target = target.get(part, {}) if isinstance(target, dict) else {}
        return _properties(doc, target, (*seen, ref))
    found = dict(schema.get("properties") or {})
    for key in ("oneOf", "anyOf", "allOf"):
        for alternative in schema.get(key) or []:
            found.update(_properties(doc, alternative, seen))
    return found


def _body_schemas(case):
    """The operation's body schemas (one per media type) and the document they live in."""
    doc = case.operation.schema.raw_schema
    operation = doc.get("paths", {}).get(case.operation.path, {}).get(case.operation.method.lower(), {})
    content = (operation.get("requestBody") or {}).get("content") or {}
    return doc, [media.get("schema") for media in content.values()]


def _refused_char(text):
    """Whether `text` holds a character no text of the shop may (kernel::input::is_refused_char)."""
    return any(unicodedata.category(c) == "Cc" and c not in "\t\n\r" for c in text)


def _undeclared(doc, schemas, value, path):
    """(path, parent path, name) of every property sent in `value` that `schemas` do not declare,
    with the paths kernel::input::check_json names them by (`a.b`; a top-level `a`)."""
    if not isinstance(value, dict):
        return
    declared = {}
    for schema in schemas:
        declared.update(_properties(doc, schema))
    for name, item in value.items():
        inner = f"{path}.{name}" if path else name
        if name in declared:
            yield from _undeclared(doc, [declared[name]], item, inner)
        else:
            yield inner, path, name


def _in_undeclared_property(case, field):
    """Whether a 422 on `field` is about a property the request sent and its body does not declare:
    a control character in its name (the 422 names the object holding it), or a control character
    in a name or a text, or a list of more than 1,000 items, anywhere inside it (named by its path;
    inside a top-level property named `` the paths start afresh)."""
    doc, schemas = _body_schemas(case)
    for path, parent, name in _undeclared(doc, schemas, case.body, ""):
        if (field == parent and _refused_char(name)) or field == path or field.startswith(path + "."):
            return True
        if path == "" and field not in _properties(doc, {"anyOf": schemas}):
            return True
    return False


def _json_body_optional(case):
    doc = case.operation.schema.raw_schema
    operation = doc.get("paths", {}).get(case.operation.path, {}).get(case.operation.method.lower(), {})
    body = operation.get("requestBody") or {}
    return "application/json" in body.get("content", {}) and not body.get("required", False)


def _unexplained(case, errors):
    """The fields of a 422's `errors` no allowance explains."""
    allowed = ALLOWED_REFUSALS.get(case.operation.label, {})
    if case.body is NOT_SET and _json_body_optional(case):
        # Gateway gap: every JSON body is declared optional (crates/gateway/src/api_docs.rs), and
        # a missing one reads as `{}`, whose required fields are then missing.
        return []
    unexplained = []
    for field in errors:
        if field in allowed:
            continue
        if case.operation.label == "POST /api/admin/catalog/import" and field.startswith("line "):
            continue  # a real import's errors are keyed `line N: column` (rows of the file)
        if field == IDEMPOTENCY_KEY and any(name.lower() == "idempotency-key" for name in case.headers or {}):
            continue
        if _in_undeclared_property(case, field):
            # Gateway gap: a body's undeclared properties, which the server ignores, are any value
            # in the document, but a control character in their names or texts, or a list of more
            # than 1,000 items, is refused before anything runs (only the multipart forms declare
            # `propertyNames`, and no body declares its undeclared values).
            continue
        unexplained.append(field)
    return unexplained


@schemathesis.check
def refusal_is_documented(ctx, response, case):
    """A schema-valid request refused with 422 names only fields its operation's allowance lists."""
    meta = case.meta
    if response.status_code != 422 or meta is None or not meta.generation.mode.is_positive:
        return None
    if " /" not in case.operation.label:  # GraphQL: its own checks (scripts/fuzz_graphql_checks.py)
        return None
    try:
        errors = response.json().get("errors") or {}
    except (ValueError, AttributeError):
        errors = {}
    if LOG:
        with open(LOG, "a") as log:
            log.write(json.dumps({"operation": case.operation.label, "errors": errors}) + "\n")
    unexplained = _unexplained(case, errors) if errors else ["(no field named)"]
    if unexplained:
        raise AssertionError(
            f"a schema-valid request was refused (422) on {', '.join(unexplained)}, which no allowance of "
            f"{case.operation.label} in scripts/fuzz_hooks.py explains: the document should say it"
        )
    return None

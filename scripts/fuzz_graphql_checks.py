"""Schemathesis hooks for the GraphQL runs of scripts/fuzz.py.

Schemathesis's `not_a_server_error` counts every `errors` entry a resolver reports as a server error
unless it carries an Apollo-style client code; the shop labels each error with the same code and
HTTP status the REST layer answers (`extensions: {code, status}`: UNAUTHENTICATED 401, FORBIDDEN
403, NOT_FOUND 404, VALIDATION 422, TOO_MANY_REQUESTS 429...), which are expected outcomes of fuzzed
input. This check takes its place for GraphQL: it fails on an HTTP 5xx, an answer that is not a
GraphQL response, or an error labelled INTERNAL / status 5xx, and on an unlabelled resolver error
other than async-graphql's own refusal of an argument (`Failed to parse "Int": ...`, `Invalid value
for argument ...`: input coercion, which the GraphQL spec makes a request error).
"""

INPUT_COERCION = ('Failed to parse "', "Invalid value for argument")

import fuzz_hooks  # noqa: F401  (the hooks of every run)
import schemathesis


@schemathesis.check
def graphql_no_server_error(ctx, response, case):
    if response.status_code >= 500:
        raise AssertionError(f"HTTP {response.status_code}")
    try:
        payload = response.json()
    except ValueError:
        raise AssertionError("the answer is not JSON")
    if not isinstance(payload, dict) or not ("data" in payload or "errors" in payload):
        raise AssertionError("the answer is not a GraphQL response")
    for error in payload.get("errors") or []:
        extensions = error.get("extensions") or {}
        code, status = extensions.get("code"), extensions.get("status")
        if code == "INTERNAL" or (isinstance(status, int) and status >= 500):
            raise AssertionError(f"server error: {error.get('message')} ({code}, {status})")
        if "path" in error and not code and not str(error.get("message", "")).startswith(INPUT_COERCION):
            raise AssertionError(f"resolver error without a code: {error.get('message')}")


# `Upload` arrives as a part of a multipart request (the GraphQL multipart request spec), which
# Schemathesis does not send: in a JSON body the only valid value is null (no file). The mutations
# whose file is required (`Upload!`, `[Upload!]`) are left out of the GraphQL runs (scripts/fuzz.py);
# the Rust tests upload through them.
from hypothesis import strategies as st  # noqa: E402
from schemathesis.graphql import nodes  # noqa: E402

schemathesis.graphql.scalar("Upload", st.just(nodes.Null))

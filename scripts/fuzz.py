"""Schemathesis against a running shop: the REST API from /api/openapi.json and GraphQL from /graphql,
as a visitor, a shopper and an admin. Run by scripts/fuzz.sh through scripts/with-server.sh, which
passes the server's URL as the last argument and its data folder in MALL_SERVER_DATA_DIR.

FUZZ_EXAMPLES (examples per operation) and FUZZ_SEED set the size and the seed; FUZZ_MAX_TIME
(seconds, optional) bounds each run; FUZZ_ONLY keeps the runs whose name contains it. Prints operations fuzzed, requests sent and failures per run,
and exits 1 when any run failed.
"""

import json
import os
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

URL = sys.argv[-1].rstrip("/")
HERE = os.path.dirname(os.path.abspath(__file__))
ST = os.path.join(os.path.dirname(sys.executable), "st")
CONFIG = os.path.join(HERE, "fuzz.toml")
MALL = os.path.join(os.environ.get("CARGO_TARGET_DIR") or os.path.expanduser("~/.cache/luckymall-target"), "debug/mall")
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
SEED = int(os.environ.get("FUZZ_SEED", "42"))
MAX_TIME = os.environ.get("FUZZ_MAX_TIME")
ONLY = os.environ.get("FUZZ_ONLY", "")  # runs whose name contains this ("GraphQL", "REST shopper")
DATA_DIR = os.environ["MALL_SERVER_DATA_DIR"]

SHOPPER = ("09791800001", "fuzz-shopper-secret")
ADMIN = ("09791800002", "fuzz-admin-secret")
# Mutations taking a required file (`Upload!`, `[Upload!]`), which only a multipart request (the
# GraphQL multipart request spec) carries and Schemathesis does not send; the Rust tests upload
# through each.
GRAPHQL_FILE_ONLY = (
    "MutationRoot.uploadProfileImage",
    "MutationRoot.createSlider",
    "MutationRoot.createProduct",
    "MutationRoot.updateProduct",
    "MutationRoot.postReview",
    "MutationRoot.requestReturn",
)
# Signing out everywhere revokes the token every later request of the run carries: fuzzed on its
# own, after the rest.
SIGN_OUT = "/api/user/sign-out-everywhere"
GRAPHQL_SIGN_OUT = "MutationRoot.signOutEverywhere"


def post_json(path, body):
    request = urllib.request.Request(
        URL + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request) as response:
            return json.load(response)
    except urllib.error.HTTPError as err:
        sys.exit(f"fuzz: {path} answered {err.code}: {err.read().decode()[:500]}")


def shopper_token():
    phone, password = SHOPPER
    body = {"name": "Fuzz Shopper", "phone": phone, "password": password, "password_confirmation": password}
    return post_json("/api/user/register", body)["token"]


def admin_token():
    phone, password = ADMIN
    env = dict(os.environ, MALL_DATA_DIR=DATA_DIR, DATABASE_URL="")
    subprocess.run(
        [MALL, "admin", "create", "--phone", phone, "--password", password, "--name", "Fuzz Admin"],
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return post_json("/api/user/login", {"phone": phone, "password": password})["token"]


def run(name, location, token=None, extra=()):
    """One `st run`; answers (operations, requests, failures, errors)."""
    graphql = location.endswith("/graphql")
    with tempfile.TemporaryDirectory(prefix="fuzz-report-") as reports:
        return run_in(name, location, token, extra, graphql, reports)


def run_in(name, location, token, extra, graphql, reports):
    report_json = os.path.join(reports, "run.json")
    report_har = os.path.join(reports, "run.har")
    command = [
        ST, "--config-file", CONFIG, "--no-color", "run", location,
        "--seed", str(SEED), "--max-examples", str(EXAMPLES), "--checks", "all",
        # GraphQL: scripts/fuzz_graphql_checks.py's check in place of not_a_server_error.
        *(["--exclude-checks", "not_a_server_error"] if graphql else []),
        *[arg for name in (GRAPHQL_FILE_ONLY if graphql else ()) for arg in ("--exclude-name", name)],
        "--report", "json,har", "--report-json-path", report_json, "--report-har-path", report_har,
        "--workers", "2",
        # No example database: the same seed and size send the same requests on every machine.
        "--generation-database", "none",
    ]
    if MAX_TIME:
        command += ["--max-time", MAX_TIME]
    if token:
        command += ["--header", f"Authorization: Bearer {token}"]
    command += list(extra)
    print(f"\n=== {name}: st run {location} (seed {SEED}, {EXAMPLES} examples per operation)", flush=True)
    # scripts/fuzz_hooks.py in every run; GraphQL's also scripts/fuzz_graphql_checks.py.
    hooks = "fuzz_graphql_checks" if graphql else "fuzz_hooks"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=HERE, SCHEMATHESIS_HOOKS=hooks)
    # In the report folder: schemathesis keeps its crash files (`st replay`) in `.schemathesis/` there.
    finished = subprocess.run(command, capture_output=True, text=True, env=env, cwd=reports)
    output = finished.stdout + finished.stderr
    try:
        with open(report_json) as f:
            report = json.load(f)
        with open(report_har) as f:
            requests = len(json.load(f)["log"]["entries"])
    except (OSError, ValueError, KeyError):
        print(output)
        print(f"fuzz: {name}: no report (exit {finished.returncode})")
        return (0, 0, 1, 1)
    operations = report["operations"]["tested"]
    failures = sum(f["count"] for f in report["failures"])
    errors = len(report["errors"])
    if finished.returncode != 0 or failures or errors:
        print(output)
    print(f"{name}: {operations} operations, {requests} requests, {failures} failures, {errors} errors", flush=True)
    if finished.returncode != 0 and not failures and not errors:
        errors = 1  # schemathesis stopped for a reason its report does not count: shown above
    return (operations, requests, failures + errors, errors)


def server_errors():
    """Panics and errors the server logged (a check of its own: schemathesis sees only the answers)."""
    with open(os.path.join(DATA_DIR, "server.log"), errors="replace") as f:
        return [line.rstrip() for line in f if "panicked" in line or '"level":"ERROR"' in line]


def main():
    shopper = shopper_token()
    admin = admin_token()
    openapi = URL + "/api/openapi.json"
    graphql = URL + "/graphql"
    runs = [
        ("REST visitor", openapi, None, ()),
        ("REST shopper", openapi, shopper, ("--exclude-path", SIGN_OUT)),
        ("REST admin", openapi, admin, ("--exclude-path", SIGN_OUT)),
        ("GraphQL visitor", graphql, None, ()),
        ("GraphQL shopper", graphql, shopper, ("--exclude-name", GRAPHQL_SIGN_OUT)),
        ("GraphQL admin", graphql, admin, ("--exclude-name", GRAPHQL_SIGN_OUT)),
        # Last, as they revoke the token they carry.
        ("REST shopper, sign out everywhere", openapi, shopper, ("--include-path", SIGN_OUT)),
        ("GraphQL admin, sign out everywhere", graphql, admin, ("--include-name", GRAPHQL_SIGN_OUT)),
    ]
    runs = [r for r in runs if ONLY in r[0]]
    results = [(name, *run(name, location, token, extra)) for name, location, token, extra in runs]
    logged = server_errors()
    print("\n=== Summary (seed %d, %d examples per operation)" % (SEED, EXAMPLES))
    print(f"{'run':40} {'operations':>10} {'requests':>9} {'failures':>8}")
    for name, operations, requests, failures, _ in results:
        print(f"{name:40} {operations:>10} {requests:>9} {failures:>8}")
    total_requests = sum(r[2] for r in results)
    total_failures = sum(r[3] for r in results)
    print(f"{'total':40} {'':>10} {total_requests:>9} {total_failures:>8}")
    if logged:
        print(f"\nthe server logged {len(logged)} errors or panics:")
        print("\n".join(logged[:20]))
    if total_failures or logged:
        sys.exit(1)


if __name__ == "__main__":
    main()

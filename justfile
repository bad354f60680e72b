# Lucky Mall tasks. `./just <recipe>` installs `just` if needed; `./just --list` shows them all.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Build outputs live outside the clone so fresh clones and CI reuse them.
export CARGO_TARGET_DIR := env_var_or_default("CARGO_TARGET_DIR", env_var("HOME") / ".cache/luckymall-target")
postgres_url := env_var_or_default("MALL_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/test")

default:
    @just --list

# Build the web app and serve the shop (SQLite and ./data by default) on MALL_ADDR (127.0.0.1:8080).
run: web
    cargo run --release -p gateway -- serve

# Serve a debug build (faster to compile while developing).
dev: web
    cargo run -p gateway -- serve

# Create an admin: ./just admin 09xxxxxxxxx 'password'
admin phone password:
    cargo run --release -p gateway -- admin create --phone {{phone}} --password '{{password}}'

# Install the web app's packages (when the lock file changed) and build it into frontend/dist.
web: web-packages
    cd frontend && npm run build

# Install the web app's packages when the lock file changed (the receipts test set also renders
# with the web app's font from them).
web-packages:
    cd frontend && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# Every test: lints, Rust on SQLite, Rust on PostgreSQL, contract fuzzing (bounded), the web app
# (unit, budget, browser, axe); prints each stage's time at the end.
test:
    scripts/stages.sh lint test-sqlite test-postgres test-fuzz test-web

# Rust tests on SQLite (temporary files), through cargo-nextest (.config/nextest.toml: six tests at
# a time on two cores, since many wait on the receipt reader or a draw's delay; each test's time in
# target/nextest/default/junit.xml in the clone). nextest runs no doc tests; the crates have none (their
# doc comments' code blocks are `text`).
test-sqlite: tesseract zbar web-packages nextest
    MALL_TEST_REQUIRE=sqlite cargo nextest run --workspace

# Rust database tests again on PostgreSQL (a fresh database per test), with uploads in an S3
# bucket on a real S3-compatible server on loopback (s3s-fs, installed from crates.io on first use).
# MALL_TEST_REQUIRE: a test that needs PostgreSQL or S3 fails here without them, never skips.
test-postgres: postgres tesseract zbar web-packages nextest
    scripts/with-s3.sh env MALL_TEST_REQUIRE=postgres,s3 MALL_TEST_POSTGRES_URL={{postgres_url}} cargo nextest run --workspace -E 'kind(test)'

# The `mall` binary the fuzzing, browser and smoke tests run: the one the Rust tests' build leaves
# in target/debug (built with the tests' features, so it is the same build, not a second one).
gateway-bin:
    cargo test --workspace --no-run --quiet

# Install cargo-nextest when this machine does not have it.
nextest:
    command -v cargo-nextest >/dev/null || cargo install cargo-nextest --locked --quiet

# Contract fuzzing, bounded (seed 42, 10 examples per operation, about 2 minutes): Schemathesis
# against /api/openapi.json and /graphql as a visitor, a shopper and an admin, every check.
test-fuzz: gateway-bin
    FUZZ_EXAMPLES=10 FUZZ_SEED=42 scripts/fuzz.sh

# Contract fuzzing, long: FUZZ_EXAMPLES per operation (100 by default, about 10 minutes on 2 cores),
# FUZZ_SEED (42 by default; change it to explore other inputs).
fuzz: gateway-bin
    FUZZ_EXAMPLES="${FUZZ_EXAMPLES:-100}" FUZZ_SEED="${FUZZ_SEED:-42}" scripts/fuzz.sh

# The web app: unit tests (Vitest), codegen drift, the initial-JS budget, then the browser tests
# (Playwright in Debian's Chromium) and the GraphiQL/API-docs smoke check against a real server.
test-web: web chromium gateway-bin
    cd frontend && npm test
    cd frontend && npm run lint
    cd frontend && npm run codegen:check
    cd frontend && node scripts/measure-bundle.mjs
    cd frontend && npm run e2e
    mkdir -p frontend/test-results
    SMOKE_SHOTS_DIR=frontend/test-results scripts/with-server.sh node frontend/scripts/smoke-graphiql.mjs

# Speed figures of the web app: initial JS of the home route (gzip) and Lighthouse mobile performance.
perf: web chromium gateway-bin
    cd frontend && node scripts/measure-bundle.mjs
    scripts/with-server.sh node frontend/scripts/lighthouse.mjs

# Lighthouse's PWA audits (Lighthouse 11 through npx: later versions dropped them) and performance.
perf-pwa: web chromium gateway-bin
    cd frontend && ../scripts/with-server.sh node scripts/lighthouse-pwa.mjs

# Crash safety at length: shoppers buy, check out and claim against a real `mall serve` killed with
# SIGKILL CRASH_KILLS times (default 50) and restarted on the same data, on SQLite and then on
# PostgreSQL with uploads on S3 (the test command runs the same test with 4 kills each).
crash kills="50": postgres
    CRASH_KILLS={{kills}} cargo test -p gateway --test api crash:: -- --nocapture
    CRASH_KILLS={{kills}} scripts/with-s3.sh env MALL_TEST_POSTGRES_URL={{postgres_url}} cargo test -p gateway --test api crash:: -- --nocapture

# Start the local PostgreSQL when it is not running.
postgres:
    pg_isready -q -h 127.0.0.1 -p 5432 || pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start
    for i in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done; echo "PostgreSQL did not start" >&2; exit 1

# Install Debian's Tesseract with its English and Burmese data when missing (reading payment
# receipts; the shop runs without it, the tests of the payment checks need it).
tesseract:
    [ -x /usr/bin/tesseract ] && tesseract --list-langs 2>/dev/null | grep -x mya >/dev/null || { apt-get update -qq && apt-get install -y -qq tesseract-ocr tesseract-ocr-eng tesseract-ocr-mya >/dev/null; }

# Install Debian's zbar-tools when `zbarimg` is missing: the payment QR tests read the shop's QR
# code with a real scanner (crates/gateway/tests/api/payment_qr.rs), and fail without it.
zbar:
    [ -x /usr/bin/zbarimg ] || { apt-get update -qq && apt-get install -y -qq zbar-tools >/dev/null; }

# Payment-check figures over the generated receipt set (RECEIPTS receipts, 200 by default): copies
# flagged, distinct receipts wrongly flagged, edited amounts flagged, fields read, time per picture.
receipts count="200": tesseract web-packages
    cargo run --release -p receipts --features testset --example figures -- {{count}}

# Install Debian's Chromium for browser tests when it is missing.
chromium:
    [ -x /usr/bin/chromium ] || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }

# Export the GraphQL schema (schema.graphql) and the REST document (openapi.json), and regenerate
# the web app's typed documents.
schema: gateway-bin
    "$CARGO_TARGET_DIR/debug/mall" schema > schema.graphql
    "$CARGO_TARGET_DIR/debug/mall" openapi > openapi.json
    cd frontend && npm run codegen

# Lints: rustfmt, clippy, and every relative link and anchor of README.md and docs/.
lint:
    python3 scripts/check-links.py
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings

# The shop against the ceiling (bare axum and in-memory GraphQL, each pinned to a core, wrk on the
# other), then catalogue reads and ticket purchases through the real release server.
bench:
    command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
    cargo build --release -p gateway --example ceiling
    cargo bench -p gateway --bench ceiling
    cargo bench -p gateway --bench catalog
    cargo bench -p gateway --bench tickets

# How each read's cost grows with the catalogue: the demo shop, then about 10,000 and 100,000
# generated products (BENCH_GROWTH_SIZES), each answered from memory and from the database.
bench-growth:
    command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
    cargo bench -p gateway --bench growth

# The sales report and a year of orders.csv at 100,000 orders (BENCH_ORDERS, BENCH_RUNS), on a
# fresh SQLite file and a fresh PostgreSQL database (BENCH_POSTGRES_URL; skipped when unreachable).
bench-reports:
    cargo bench -p gateway --bench reports

# Other shoppers' p50/p99 alone, while one account floods uploads with the shop's limits, and
# with the upload limit lifted (BENCH_SECONDS, BENCH_FLOOD_CONNECTIONS).
bench-flood:
    cargo bench -p gateway --bench flood

# Several gateways on one PostgreSQL: 1, 2, then 3 release servers on a fresh database, the main
# scenarios spread over them, CPU per request in the gateways and in PostgreSQL, and how many
# gateways one database carries (MALL_BENCH_POSTGRES_URL, BENCH_SECONDS, BENCH_CONNECTIONS).
bench-scale: postgres
    cargo bench -p gateway --bench scale

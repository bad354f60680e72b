#!/usr/bin/env bash
# The server for the browser tests: a debug `mall serve` over a fresh data folder (SQLite, demo shop),
# with sign-in, sign-up and password reset limits raised because every test signs in (and up) from 127.0.0.1.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
export MALL_DATA_DIR="$data" MALL_ADDR="127.0.0.1:${1:-18300}" MALL_WEB_DIR="${E2E_WEB_DIR:-$root/frontend/dist}" DATABASE_URL=
export MALL_SIGNIN_PER_IP_PER_MINUTE=1000 MALL_SIGNIN_PER_PHONE_PER_MINUTE=100 RUST_LOG=warn
export MALL_SIGNUP_PER_IP_PER_HOUR=100000 MALL_SIGNUP_PER_REFERRAL_CODE_PER_HOUR=100000
# Draws are declared 5 s after a batch sells out (checked every second), so a journey sees its result.
export MALL_DRAW_DELAY_SECONDS=5 MALL_DRAW_CHECK_SECONDS=1
# Password reset codes are written down, not sent: the browser tests read them from this file
# (one JSON line per SMS: to, text, code, at). Emptied at every start; every test asks from 127.0.0.1.
export MALL_SMS_SENDER=log MALL_SMS_LOG_FILE="${E2E_SMS_LOG:-/tmp/luckymall-e2e-sms-${1:-18300}.log}"
: > "$MALL_SMS_LOG_FILE"
export MALL_PASSWORD_RESET_PER_IP_PER_HOUR=100000
# The daily sign-in tests move the server's clock (PUT /api/test/clock) to see missed days and midnight.
export MALL_TEST_CLOCK=1
"${CARGO_TARGET_DIR:-$HOME/.cache/luckymall-target}/debug/mall" admin create --phone 09790000009 --password admin-pass >/dev/null
"${CARGO_TARGET_DIR:-$HOME/.cache/luckymall-target}/debug/mall" serve

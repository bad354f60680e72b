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
# Every browser test's shopper comes from 127.0.0.1.
export MALL_ACCOUNTS_PER_ADDRESS=1000
# Draws are declared 5 s after a batch sells out (checked every second), so a journey sees its result.
export MALL_DRAW_DELAY_SECONDS=5 MALL_DRAW_CHECK_SECONDS=1
# Password reset codes are written down, not sent: the browser tests read them from this file
# (one JSON line per SMS: to, text, code, at). Emptied at every start; every test asks from 127.0.0.1.
export MALL_SMS_SENDER=log MALL_SMS_LOG_FILE="${E2E_SMS_LOG:-/tmp/luckymall-e2e-sms-${1:-18300}.log}"
: > "$MALL_SMS_LOG_FILE"
export MALL_PASSWORD_RESET_PER_IP_PER_HOUR=100000
# The daily sign-in tests move the server's clock (PUT /api/test/clock) to see missed days and midnight.
export MALL_TEST_CLOCK=1
# "Continue with Facebook" (e2e/facebook.spec.ts): a real OAuth / OpenID Connect provider on loopback
# (scripts/oidc/server.mjs, oidc-provider with its plain login and consent pages) stands in for
# Facebook, on the port after the shop's. It exits when its stdin closes: that is a FIFO this script
# holds open, so the provider goes when the script goes, however it ends. Its pictures are on
# loopback, which the shop fetches only with MALL_FACEBOOK_ALLOW_LOCAL.
port="${1:-18300}"
oidc_port=$((port + 1)) oidc_secret="e2e-oidc-secret-$port"
bash "$root/scripts/oidc/ensure.sh" >&2
mkfifo "$data/oidc-stdin"
# Made here, not by the background redirect below: the loop may read it before the child opens it.
: > "$data/oidc.out"
exec 8<>"$data/oidc-stdin"
node "$root/scripts/oidc/server.mjs" --port "$oidc_port" --client-id lucky-mall --client-secret "$oidc_secret" \
  --redirect-uri "http://127.0.0.1:$port/api/auth/facebook/callback" <"$data/oidc-stdin" >"$data/oidc.out" 8>&- &
oidc_pid=$!
trap 'kill "$oidc_pid" 2>/dev/null || true; rm -rf "$data"' EXIT
issuer=
for _ in $(seq 1 300); do
  issuer="$(sed -n 's/^listening //p' "$data/oidc.out")"
  [[ -n "$issuer" ]] && break
  kill -0 "$oidc_pid" 2>/dev/null || { echo "e2e-server.sh: scripts/oidc/server.mjs stopped" >&2; exit 1; }
  sleep 0.1
done
[[ -n "$issuer" ]] || { echo "e2e-server.sh: scripts/oidc/server.mjs printed no 'listening' line" >&2; exit 1; }
export MALL_PUBLIC_URL="http://127.0.0.1:$port" MALL_FACEBOOK_CLIENT_ID=lucky-mall MALL_FACEBOOK_CLIENT_SECRET="$oidc_secret"
export MALL_FACEBOOK_AUTHORIZE_URL="$issuer/auth" MALL_FACEBOOK_TOKEN_URL="$issuer/token" MALL_FACEBOOK_PROFILE_URL="$issuer/me"
export MALL_FACEBOOK_SCOPE="openid profile" MALL_FACEBOOK_ALLOW_LOCAL=1
"${CARGO_TARGET_DIR:-$HOME/.cache/luckymall-target}/debug/mall" admin create --phone 09790000009 --password admin-pass >/dev/null
"${CARGO_TARGET_DIR:-$HOME/.cache/luckymall-target}/debug/mall" serve

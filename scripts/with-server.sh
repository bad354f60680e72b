#!/usr/bin/env bash
# Starts a debug `mall serve` on a free port over a fresh data folder, runs the given command with
# the server's URL as its last argument (and the folder in MALL_SERVER_DATA_DIR, for `mall admin`),
# and stops the server.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${CARGO_TARGET_DIR:-$HOME/.cache/luckymall-target}/debug/mall"
data="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
MALL_DATA_DIR="$data" MALL_ADDR="127.0.0.1:$port" MALL_WEB_DIR="$root/frontend/dist" DATABASE_URL= "$bin" serve >"$data/server.log" 2>&1 &
server=$!
# `|| true`: under `set -e` a server stopped before it could handle SIGTERM (143) would otherwise
# make the script fail whatever the command answered.
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
ready=
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && { ready=1; break; }
  sleep 0.2
done
[ -n "$ready" ] || { echo "mall serve did not become ready in 60 s:" >&2; tail -20 "$data/server.log" >&2; exit 1; }
MALL_SERVER_DATA_DIR="$data" "$@" "http://127.0.0.1:$port"

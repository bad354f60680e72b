#!/usr/bin/env bash
# Starts a debug `mall serve` on a free port over a fresh data folder, runs the given command with
# the server's URL as its last argument, and stops the server.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${CARGO_TARGET_DIR:-$HOME/.cache/luckymall-target}/debug/mall"
data="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
MALL_DATA_DIR="$data" MALL_ADDR="127.0.0.1:$port" MALL_WEB_DIR="$root/frontend/dist" DATABASE_URL= "$bin" serve >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
"$@" "http://127.0.0.1:$port"

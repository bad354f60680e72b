#!/usr/bin/env bash
# Runs the given command with a real S3-compatible server on loopback: s3s-fs (crates.io, checks
# SigV4 signatures and honours conditional puts), installed into ~/.cache/luckymall-tools on first
# use. The command sees MALL_TEST_S3_URL (a bucket URL with the endpoint) and the AWS credentials
# the server accepts; the server and its folder go when the command ends.
set -euo pipefail
tools="${LUCKYMALL_TOOLS:-$HOME/.cache/luckymall-tools}"
s3s="$tools/bin/s3s-fs"
if [ ! -x "$s3s" ]; then
  echo "installing s3s-fs 0.14.1 into $tools (once)" >&2
  CARGO_TARGET_DIR="$HOME/.cache/luckymall-tools-target" \
    cargo install --quiet --locked --root "$tools" s3s-fs --version 0.14.1 --features binary
fi
root="$(mktemp -d)"
mkdir -p "$root/mall-test"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
export AWS_ACCESS_KEY_ID="mall-test-$RANDOM$RANDOM"
export AWS_SECRET_ACCESS_KEY="$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export AWS_REGION=us-east-1
"$s3s" --host 127.0.0.1 --port "$port" --access-key "$AWS_ACCESS_KEY_ID" --secret-key "$AWS_SECRET_ACCESS_KEY" "$root" \
  >"$root.log" 2>&1 &
server=$!
# `|| true`: under `set -e` the killed server's status (143) would otherwise become the script's.
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$root" "$root.log"' EXIT
for _ in $(seq 1 100); do
  # Any HTTP answer (403 without a signature) means it is listening.
  curl -s -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 0.1
done
export MALL_TEST_S3_URL="s3://mall-test?endpoint=http://127.0.0.1:$port&region=us-east-1"
"$@"

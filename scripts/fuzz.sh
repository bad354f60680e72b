#!/usr/bin/env bash
# Fuzzes the shop's APIs from their contracts with Schemathesis (PyPI, pinned, installed into a venv
# under ~/.cache/luckymall-tools on first use): the REST API from /api/openapi.json and GraphQL from
# /graphql, as a visitor, a shopper and an admin, with every check (server errors, status codes and
# bodies against the document, content types, headers, valid data accepted, invalid data refused,
# auth not ignored). The server is a debug `mall serve` over a fresh data folder with the demo shop
# (scripts/with-server.sh; build it first with `./just gateway-bin`).
#
#   FUZZ_EXAMPLES  examples per operation (default 25)
#   FUZZ_SEED      the seed (default 42): the same seed and size generate the same inputs
#   FUZZ_MAX_TIME  optional time budget of each run, in seconds
#   FUZZ_ONLY      only the runs whose name contains this (`GraphQL`, `REST shopper`)
#
# Prints operations fuzzed, requests sent and failures per run; exits 1 on any failure or any error
# the server logged.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version=4.32.5
tools="${LUCKYMALL_TOOLS:-$HOME/.cache/luckymall-tools}"
venv="$tools/schemathesis-$version"
if [ ! -x "$venv/bin/st" ]; then
  echo "installing schemathesis $version into $venv (once)" >&2
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$version"
fi
# Plain log lines, so the helper can find errors and panics in the server's log.
export MALL_LOG_FORMAT=json
exec "$root/scripts/with-server.sh" "$venv/bin/python" "$root/scripts/fuzz.py"

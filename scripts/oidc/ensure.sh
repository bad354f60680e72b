#!/usr/bin/env bash
# Installs scripts/oidc's packages (oidc-provider) when node_modules is missing or older than
# package-lock.json; quiet and fast (no npm run) when they are in place. The Rust tests call it
# once per test binary (crates/gateway/tests/api/support/oidc.rs), so `cargo test` from a fresh
# clone needs only node and npm. npm's own output goes to stderr.
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$dir"

fresh() {
  # npm ci writes node_modules/.package-lock.json last.
  [[ -f node_modules/.package-lock.json && -f node_modules/oidc-provider/package.json \
    && ! package-lock.json -nt node_modules/.package-lock.json ]]
}

fresh && exit 0

command -v npm >/dev/null || { echo "scripts/oidc/ensure.sh: npm is needed (Node.js 20.19+ or 22+)" >&2; exit 1; }

install() {
  fresh && return 0 # another process installed them while we waited for the lock
  npm ci --no-audit --no-fund --loglevel=error >&2
  touch node_modules/.package-lock.json
}

# Two test processes at once must not both run npm ci in the same folder.
if command -v flock >/dev/null; then
  exec 9>"${TMPDIR:-/tmp}/lucky-mall-oidc-ensure-$(id -u).lock"
  flock 9
fi
install

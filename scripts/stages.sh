#!/usr/bin/env bash
# Runs recipes of the justfile one after another, stopping at the first that fails, and prints how
# long each took (the test command's stage times, docs/testing.md). `scripts/stages.sh lint test-web`
set -euo pipefail
cd "$(dirname "$0")/.."
declare -a names=() seconds=()
report() {
  local total=0
  echo "---- stage times ----"
  for i in "${!names[@]}"; do
    printf '%-16s %5d s\n' "${names[$i]}" "${seconds[$i]}"
    total=$((total + seconds[i]))
  done
  printf '%-16s %5d s (%d min %d s)\n' "total" "$total" $((total / 60)) $((total % 60))
}
trap report EXIT
for stage in "$@"; do
  started=$(date +%s)
  status=0
  just "$stage" || status=$?
  names+=("$stage")
  seconds+=($(( $(date +%s) - started )))
  if [ "$status" -ne 0 ]; then
    echo "stage $stage failed ($status)" >&2
    exit "$status"
  fi
done

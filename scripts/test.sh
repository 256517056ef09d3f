#!/usr/bin/env bash
# `npm test`: every check of the project, cheapest failures first. What does not compete
# for the two cores runs side by side: the Debian tools install (network) beside the
# typecheck, and the typecheck (one core) beside the lint (one core).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run --silent test:tools &
tools=$!
lint_log=$(mktemp)
trap 'rm -f "$lint_log"' EXIT
npm run --silent lint >"$lint_log" 2>&1 &
lint=$!

npm run typecheck
lint_status=0
wait "$lint" || lint_status=$?
cat "$lint_log"
[ "$lint_status" -eq 0 ] || { echo "lint failed" >&2; exit "$lint_status"; }
wait "$tools"

npm run test:unit
npm run test:e2e
npm run test:image
npm run test:compose

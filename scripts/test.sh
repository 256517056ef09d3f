#!/usr/bin/env bash
# `npm test`: every check of the project, cheapest failures first. What does not compete
# for the two cores runs side by side: the Debian tools install (network) beside the
# typecheck, the typecheck (one core) beside the lint (one core), and the image's replay
# beside the deployment's (both mostly wait on the processes they start).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run --silent test:tools &
tools=$!
lint_log=$(mktemp)
image_log=$(mktemp)
trap 'rm -f "$lint_log" "$image_log"' EXIT
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
npm run test:image >"$image_log" 2>&1 &
image=$!
compose_status=0
npm run test:compose || compose_status=$?
image_status=0
wait "$image" || image_status=$?
cat "$image_log"
[ "$image_status" -eq 0 ] || { echo "image check failed" >&2; exit "$image_status"; }
[ "$compose_status" -eq 0 ] || { echo "compose check failed" >&2; exit "$compose_status"; }

#!/usr/bin/env bash
# `npm test`: ESLint, the Prettier check, tsc and the whole vitest run; non-zero if any fails.
#
# ESLint and tsc each keep one core busy and wait on nothing else, so on a 2-core machine they
# run side by side (Prettier after tsc, beside ESLint), then vitest gets both cores: running
# vitest beside them would only make its timed tests wait for a core (docs/testing.md). Each
# check's output is printed whole once it is done, so the log reads as if they ran in turn.
set -uo pipefail
cd "$(dirname "$0")/../.."

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

run() { # name, npm script: runs it into $out/name, its exit status into $out/name.status
  npm run --silent "$2" >"$out/$1" 2>&1
  echo $? >"$out/$1.status"
}

run lint lint &
lint_pid=$!
{
  run typecheck typecheck
  run format format:check
} &
wait $lint_pid $!

failed=()
for name in lint format typecheck; do
  status="$(cat "$out/$name.status")"
  printf '\n==> %s (exit %s)\n' "$name" "$status"
  cat "$out/$name"
  [ "$status" = 0 ] || failed+=("$name")
done

# The tests run even when a check failed: one run shows every problem.
printf '\n==> test:unit\n'
npm run --silent test:unit || failed+=(test:unit)

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nnpm test failed: %s\n' "${failed[*]}" >&2
  exit 1
fi

#!/usr/bin/env bash
# `npm test`: ESLint, the Prettier check, tsc, Redocly and Spectral over docs/openapi.json
# (lint:openapi), knip (exports, files and dependencies nothing uses: knip.json) and the whole
# vitest run; non-zero if any fails.
#
# All of them start at once. ESLint and tsc (then Prettier, then knip) each keep one core busy,
# vitest two; run one after the other, the checks left a core idle whenever one finished first,
# and vitest's last files left one idle too. The checks run at a lower priority (`nice`): they take what vitest
# leaves (its workers wait on timers and the mock back end) and the rest once it is done, so the
# timed tests get the cores as if they ran alone (docs/testing.md). The checks' output is printed
# whole once they are done, after vitest's, so the log reads as if they ran in turn.
set -uo pipefail
cd "$(dirname "$0")/../.."

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

run() { # name, npm script: runs it into $out/name, its exit status into $out/name.status
  nice -n 10 npm run --silent "$2" >"$out/$1" 2>&1
  echo $? >"$out/$1.status"
}

run lint lint &
lint_pid=$!
{
  run typecheck typecheck
  run format format:check
  run openapi lint:openapi
  run knip knip
} &
checks_pid=$!

failed=()
# The tests run even when a check fails: one run shows every problem.
printf '\n==> test:unit\n'
npm run --silent test:unit || failed+=(test:unit)

wait $lint_pid $checks_pid
for name in lint format typecheck openapi knip; do
  status="$(cat "$out/$name.status")"
  printf '\n==> %s (exit %s)\n' "$name" "$status"
  cat "$out/$name"
  [ "$status" = 0 ] || failed+=("$name")
done

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nnpm test failed: %s\n' "${failed[*]}" >&2
  exit 1
fi

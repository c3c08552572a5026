#!/usr/bin/env bash
# `npm run test:load`: `npm test` 3 times in a row while two CPU burners keep both cores busy; it
# stops at the first failing run. The suite must hold on a machine doing other work
# (docs/testing.md): a test that fails here depends on speed.
#
#   scripts/test/under-load.sh                    npm test, 3 runs, 2 burners
#   RUNS=5 BURNERS=4 scripts/test/under-load.sh   more of either
#   scripts/test/under-load.sh npx vitest run src/security/xss.test.tsx
#                                                 another command (a few files under load)
set -uo pipefail
cd "$(dirname "$0")/../.."

runs="${RUNS:-3}"
burners="${BURNERS:-2}"
if [ $# -gt 0 ]; then command=("$@"); else command=(npm test); fi

pids=()
stop_burners() {
  [ ${#pids[@]} -gt 0 ] || return 0
  kill "${pids[@]}" 2>/dev/null
  wait "${pids[@]}" 2>/dev/null
  pids=()
}
trap stop_burners EXIT
trap 'exit 130' INT TERM

for _ in $(seq "$burners"); do
  node -e 'for (;;) {}' &
  pids+=($!)
done
printf '==> %s CPU burners (pids %s); %s run(s) of: %s\n' "$burners" "${pids[*]}" "$runs" "${command[*]}"

summary=()
status=0
for run in $(seq "$runs"); do
  printf '\n==> run %s of %s\n' "$run" "$runs"
  started=$SECONDS
  "${command[@]}"
  status=$?
  seconds=$((SECONDS - started))
  load="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
  if [ "$status" = 0 ]; then outcome=passed; else outcome="FAILED (exit $status)"; fi
  summary+=("run $run: $outcome in ${seconds} s, load average $load")
  [ "$status" = 0 ] || break
done

stop_burners
printf '\n==> under load (%s burners):\n' "$burners"
printf '  %s\n' "${summary[@]}"
if [ "$status" != 0 ]; then
  printf 'stopped at the first failing run\n' >&2
  exit "$status"
fi

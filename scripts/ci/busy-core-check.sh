#!/usr/bin/env bash
# The check of issue 30 that the tests tell the truth on a modest machine: on a clean clone of the
# current commit, three consecutive runs of `npm test`, with retries off and one core kept busy by
# another process, must all pass.
#
#   scripts/ci/busy-core-check.sh [runs]      (default 3; TEST_DATABASE_URL is passed on if set)
#
# Each run's result, wall time and CPU time (user+sys of npm test and everything it started) go to
# the terminal and to busy-core-check.log in the clone. Exits 0 only when every run passed.
set -euo pipefail
runs="${1:-3}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
clone="$(mktemp -d "${TMPDIR:-/tmp}/busy-core-check-XXXXXX")"
log="$clone/busy-core-check.log"

# A clean clone: what is committed, nothing else (no build, no node_modules, no test data).
commit="$(git -C "$repo" rev-parse HEAD)"
git clone --quiet --no-hardlinks --no-checkout "$repo" "$clone/repo"
cd "$clone/repo"
git checkout --quiet --detach "$commit"
echo "Checking $(git rev-parse --short HEAD) in $clone/repo" | tee "$log"
npm ci --no-audit --no-fund

# Retries off: Playwright retries only when CI is set (playwright.config.ts), Vitest never.
unset CI

node -e 'for(;;){}' &
busy=$!
trap 'kill $busy 2>/dev/null || true' EXIT

failed=0
for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  status=0
  # bash's `time` counts the CPU of npm test and of every process it waited for.
  TIMEFORMAT="%U %S"
  { time npm test > "$clone/run-$run.log" 2>&1 || status=$?; } 2> "$clone/cpu-$run"
  read -r user sys < "$clone/cpu-$run"
  summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$clone/run-$run.log" | tail -n 1 || true)"
  line="run $run: $([ $status = 0 ] && echo passed || echo FAILED) (${summary:-no summary}), $(($(date +%s) - start)) s wall, $(awk "BEGIN { print $user + $sys }") s CPU; output in $clone/run-$run.log"
  echo "$line" | tee -a "$log"
  [ $status = 0 ] || failed=1
done
exit $failed

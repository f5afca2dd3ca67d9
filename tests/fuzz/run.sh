#!/usr/bin/env bash
# tests/fuzz/run.sh [SECONDS] — build the parser fuzzer with clang and run it for a bounded
# time (default 60 s, or $FUZZ_TIME); exit non-zero on any crash, hang (> 5 s per input),
# out-of-memory or sanitizer report. CI runs it from .ci/run.
#
# The fuzzer starts from the committed corpus (tests/fuzz/corpus), read-only: new inputs go
# to a scratch directory (the past crashes, tests/fuzz/crashes, are replayed by ctest's
# fuzz_parse_replay; as seeds they are large and slow the run down). A failing input is
# written to $FUZZ_BUILD/artifacts/; fix the bug, then keep the input in tests/fuzz/crashes
# with a line in its README.md.
#
# Knobs: FUZZ_BUILD (build directory, default build-fuzzer), JOBS (make -j, default 2),
#        FUZZ_ARGS (extra libFuzzer flags), FUZZ_CC (default clang).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
secs=${1:-${FUZZ_TIME:-60}}
build=${FUZZ_BUILD:-$root/build-fuzzer}
jobs=${JOBS:-2}
cc=${FUZZ_CC:-clang}
if ! command -v "$cc" >/dev/null 2>&1; then
  echo "fuzz: $cc not found (scripts/bootstrap.sh installs clang)" >&2
  exit 1
fi

echo "== fuzz: building fuzz_parse with $cc in $build"
CC=$cc cmake -S "$root" -B "$build" -G "Unix Makefiles" -DJOLT_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build.cmake.log" 2>&1 ||
  { cat "$build.cmake.log"; exit 1; }
cmake --build "$build" --target fuzz_parse -j"$jobs" >"$build.build.log" 2>&1 ||
  { tail -50 "$build.build.log"; exit 1; }
rm -f "$build.cmake.log" "$build.build.log"

work=$(mktemp -d "${TMPDIR:-/tmp}/jolt-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$build/artifacts"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:detect_stack_use_after_return=0:allow_user_segv_handler=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

echo "== fuzz: fuzz_parse for ${secs}s"
rc=0
# shellcheck disable=SC2086
"$build/tests/fuzz/fuzz_parse" -dict="$here/julia.dict" -max_total_time="$secs" \
  -timeout=5 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
  -artifact_prefix="$build/artifacts/" ${FUZZ_ARGS:-} \
  "$work" "$here/corpus" >"$work.log" 2>&1 || rc=$?
grep -E '^(INFO: Seed|#[0-9]+[[:space:]]+(INITED|DONE))|^stat::number_of_executed_units|^Done ' "$work.log" || true
if [ "$rc" != 0 ]; then
  tail -60 "$work.log"
  echo "fuzz: FAILED (exit $rc); the input is in $build/artifacts/" >&2
  rm -f "$work.log"
  exit 1
fi
rm -f "$work.log"
echo "== fuzz: no crash in ${secs}s"

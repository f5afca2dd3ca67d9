#!/usr/bin/env bash
# bench/run.sh — jolt's own benchmarks next to C, plus start-up and AOT figures.
#
#   bench/run.sh [JOLT]            e.g. bench/run.sh build/jolt   (default: build/jolt)
#
# 1. Kernels: every bench/jl/NAME.jl with a C peer bench/c/NAME.c (built with
#    $CC $CFLAGS, default cc -O2 -ffp-contract=off). Each program prints checksum=<v> and
#    time_ms=<best in-process kernel time>; runs alternate jolt/C, REPS times each, and the
#    table shows the median of time_ms per side, the ratio jolt/C and the checksum check
#    against bench/expected.txt. A Python twin bench/py/NAME.py, when present, runs PY_REPS
#    times (python3) for a third column.
# 2. Whole-process wall time of `jolt -e 'println(1)'` (start-up + compile), of a hello-world
#    built with `jolt --output-exe`, and of the same hello world in C; the executable's size.
#    hyperfine is used when installed, otherwise a loop timed with date +%s%N (median).
# When JOLT is missing or fails, its cells read n/a and the C side still runs.
# SHARED_BENCH=1 also runs ../shared/bench/run.sh (the cross-language suite) when present.
#
# Knobs: REPS=3 (kernel runs per side), PY_REPS=1 (0 skips Python), STARTUP_RUNS=20, NO_HYPERFINE=1, CC, CFLAGS, TIMEOUT=300 (s/run),
#        BENCHES="fib pisum", BENCH_OUT (logs; default a temporary directory, kept).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
jolt=${1:-$root/build/jolt}
REPS=${REPS:-3}
PY_REPS=${PY_REPS:-1}
STARTUP_RUNS=${STARTUP_RUNS:-20}
CC=${CC:-cc}
CFLAGS=${CFLAGS:-"-O2 -ffp-contract=off"}
TIMEOUT=${TIMEOUT:-300}
BENCHES=${BENCHES:-$(cd "$here/jl" && ls *.jl | sed 's/\.jl$//' | tr '\n' ' ')}
out=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/jolt-bench.XXXXXX")}
mkdir -p "$out/bin" "$out/logs" "$out/hello"

have() { command -v "$1" >/dev/null 2>&1; }
case $jolt in /*) ;; *) jolt=$(pwd)/$jolt ;; esac
jolt_ok=0
if [ -x "$jolt" ] && [ ! -d "$jolt" ]; then jolt_ok=1; fi

# median of numbers on stdin ("" when none)
median() { sort -g | awk '{v[NR]=$1} END {if (NR) print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
# a / b with 2 decimals, "-" unless both are numbers
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (a+0 > 0 && b+0 > 0) printf "%.2f", a/b; else printf "-"}'; }
fmt_ms() { [ -n "$1" ] && awk -v x="$1" 'BEGIN {printf (x >= 100 ? "%.0f" : (x >= 10 ? "%.1f" : "%.3f")), x}' || printf 'n/a'; }
expected() { awk -v k="$1" '$1 == k {print $2}' "$here/expected.txt"; }
same_value() { awk -v a="$1" -v e="$2" 'BEGIN {exit !(a == e || (a+0 == e+0 && a != ""))}'; }

echo "jolt: $jolt$([ $jolt_ok = 1 ] || echo ' (missing: n/a)')"
echo "C:    $CC $CFLAGS    runs per side: $REPS    logs: $out"
echo

# ---- build the C peers ---------------------------------------------------------------
for b in $BENCHES; do
  [ -f "$here/c/$b.c" ] || continue
  # shellcheck disable=SC2086
  $CC $CFLAGS -o "$out/bin/$b" "$here/c/$b.c" -lm 2>"$out/logs/cc-$b.err" ||
    { echo "warning: building c/$b.c failed (see $out/logs/cc-$b.err)" >&2; rm -f "$out/bin/$b"; }
done

# run_one LABEL LOGBASE CMD... -> appends time_ms, checksum and rc to LOGBASE.{tms,ck,rc}
run_one() {
  local label=$1 log=$2; shift 2
  (cd "$out" && timeout "$TIMEOUT" "$@") >"$log.stdout" 2>"$log.stderr" </dev/null
  local rc=$?
  echo "$rc" >>"$log.rc"
  grep '^time_ms=' "$log.stdout" | tail -n 1 | cut -d= -f2 >>"$log.tms"
  grep '^checksum=' "$log.stdout" | tail -n 1 | cut -d= -f2 >>"$log.ck"
  printf '  %-14s rc=%s %s\n' "$label" "$rc" "$(grep '^time_ms=' "$log.stdout" | tail -n 1)" >&2
}

for rep in $(seq 1 "$REPS"); do
  for b in $BENCHES; do
    # alternate which side goes first, so drift in machine load hits both alike
    sides="jl c"; [ $((rep % 2)) = 0 ] && sides="c jl"
    for s in $sides; do
      if [ $s = jl ]; then
        [ $jolt_ok = 1 ] && run_one "$b jolt #$rep" "$out/logs/$b.jl" "$jolt" "$here/jl/$b.jl"
      else
        [ -x "$out/bin/$b" ] && run_one "$b C #$rep" "$out/logs/$b.c" "$out/bin/$b"
      fi
    done
  done
done
if [ "$PY_REPS" -gt 0 ] && have python3; then
  for rep in $(seq 1 "$PY_REPS"); do
    for b in $BENCHES; do
      [ -f "$here/py/$b.py" ] && run_one "$b Python #$rep" "$out/logs/$b.py" python3 "$here/py/$b.py"
    done
  done
fi
echo >&2

# cell SIDE BENCH -> prints "median_ms status"
cell() {
  local log="$out/logs/$2.$1" exp ck
  [ -f "$log.rc" ] || { echo "n/a n/a"; return; }
  if grep -qv '^0$' "$log.rc"; then echo "FAIL FAIL"; return; fi
  exp=$(expected "$2")
  ck=$(sort -u "$log.ck" | head -n 1)
  local status=ok med
  med=$(median <"$log.tms")
  if [ -z "$med" ] || [ -z "$ck" ]; then echo "FAIL FAIL(no-checksum/time_ms)"; return; fi
  [ -n "$exp" ] && ! same_value "$ck" "$exp" && status="MISMATCH($ck)"
  echo "$med $status"
}

echo "Kernel time: median over $REPS runs of each run's best-of-N, ms (ratio = jolt / C; Python: $PY_REPS run(s))"
printf '%-10s %12s %12s %8s %12s %8s   %s\n' bench "jolt ms" "C ms" "jolt/C" "Python ms" "Py/jolt" "checksum jolt / C / Python"
printf '%s\n' "----------------------------------------------------------------------------------------------"
for b in $BENCHES; do
  read -r jm js < <(cell jl "$b")
  read -r cm cs < <(cell c "$b")
  read -r pm ps < <(cell py "$b")
  jv=$jm; cv=$cm; pv=$pm
  case $jm in n/a|FAIL) ;; *) jv=$(fmt_ms "$jm") ;; esac
  case $cm in n/a|FAIL) ;; *) cv=$(fmt_ms "$cm") ;; esac
  case $pm in n/a|FAIL) ;; *) pv=$(fmt_ms "$pm") ;; esac
  printf '%-10s %12s %12s %8s %12s %8s   %s / %s / %s\n' "$b" "$jv" "$cv" "$(ratio "$jm" "$cm")" \
    "$pv" "$(ratio "$pm" "$jm")" "$js" "$cs" "$ps"
done
echo

# ---- start-up and AOT ------------------------------------------------------------------
# wall_ms CMD... -> median whole-process wall time in ms ("" if the command fails)
wall_ms() {
  "$@" >/dev/null 2>&1 </dev/null || return 0
  if [ "${NO_HYPERFINE:-0}" != 1 ] && have hyperfine; then
    hyperfine -N --warmup 3 --runs "$STARTUP_RUNS" --export-csv "$out/hf.csv" "$(printf '%q ' "$@")" \
      >/dev/null 2>&1 </dev/null || return 0
    awk -F, 'NR == 2 {printf "%.2f\n", $4 * 1000}' "$out/hf.csv"   # column 4 = median (s)
  else
    local i t0 t1
    for ((i = 0; i < STARTUP_RUNS; i++)); do
      t0=$(date +%s%N); "$@" >/dev/null 2>&1 </dev/null; t1=$(date +%s%N)
      echo $(( (t1 - t0) / 1000 ))
    done | median | awk '{printf "%.2f\n", $1 / 1000}'
  fi
}

printf 'println("hello, world")\n' >"$out/hello/hello.jl"
printf '#include <stdio.h>\nint main(void) { puts("hello, world"); return 0; }\n' >"$out/hello/hello.c"
$CC -O2 -o "$out/hello/hello_c" "$out/hello/hello.c" 2>/dev/null || rm -f "$out/hello/hello_c"
exe_ok=0 compile_ms=""
if [ $jolt_ok = 1 ]; then
  t0=$(date +%s%N)
  if (cd "$out/hello" && timeout "$TIMEOUT" "$jolt" --output-exe hello hello.jl) \
      >"$out/logs/aot-hello.log" 2>&1 </dev/null && [ -x "$out/hello/hello" ]; then
    exe_ok=1; compile_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  fi
fi

e_ms=""; [ $jolt_ok = 1 ] && e_ms=$(wall_ms "$jolt" -e 'println(1)')
x_ms=""; [ $exe_ok = 1 ] && x_ms=$(wall_ms "$out/hello/hello")
c_ms=""; [ -x "$out/hello/hello_c" ] && c_ms=$(wall_ms "$out/hello/hello_c")
size() { [ -f "$1" ] && stat -c %s "$1" | awk '{printf "%d bytes (%.1f MB)", $1, $1 / 1048576}' || echo n/a; }

echo "Whole-process wall time, median of $STARTUP_RUNS runs ($([ "${NO_HYPERFINE:-0}" != 1 ] && have hyperfine && echo hyperfine || echo 'date loop'))"
printf '%-44s %10s\n' "jolt -e 'println(1)'" "$( [ -n "$e_ms" ] && echo "$e_ms ms" || echo n/a)"
printf '%-44s %10s\n' "hello world built by jolt --output-exe" "$( [ -n "$x_ms" ] && echo "$x_ms ms" || echo n/a)"
printf '%-44s %10s\n' "hello world in C ($CC -O2)" "$( [ -n "$c_ms" ] && echo "$c_ms ms" || echo n/a)"
printf '%-44s %10s\n' "jolt --output-exe hello.jl (compile + link)" "$( [ -n "$compile_ms" ] && echo "$compile_ms ms" || echo n/a)"
echo "executable size: jolt hello $(size "$out/hello/hello"); C hello $(size "$out/hello/hello_c")"
[ $jolt_ok = 1 ] && [ $exe_ok = 0 ] && echo "(jolt --output-exe failed: see $out/logs/aot-hello.log)"

if [ "${SHARED_BENCH:-0}" = 1 ] && [ -f "$root/../shared/bench/run.sh" ]; then
  echo
  echo "== shared cross-language suite (../shared/bench/run.sh)"
  bash "$root/../shared/bench/run.sh" "$jolt"
fi
exit 0

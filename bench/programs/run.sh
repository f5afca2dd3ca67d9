#!/usr/bin/env bash
# bench/programs/run.sh — whole programs in Julia next to their C twins (issue 26).
#
#   bench/programs/run.sh [JOLT]          e.g. bench/programs/run.sh build/jolt  (default: build/jolt)
#
# For every bench/programs/NAME.jl with a twin NAME.c:
#   1. builds the C twin ($CC $CFLAGS NAME.c -lm -lpthread),
#   2. builds an executable with `jolt --output-exe` (build time and size are recorded),
#   3. runs C, the jolt JIT (`jolt NAME.jl`) and the executable alternately, REPS times each,
#      timing the whole process (wall clock, date +%s%N), and checks every run's stdout against
#      NAME.out (byte compare) or NAME.md5 (md5 of the output).
# Inputs: revcomp and knucleotide read FASTA from stdin, generated once by the C fasta twin
# (fasta 10000000 and fasta 250000). printchars writes through a pipe (`| cat > file`).
# The table: median wall ms per side, ratios to C, executable size, build time, output check;
# the last row is the geometric mean of the ratios (over programs where both sides printed the
# expected output; a failed side's ratio reads "-").
#
# Knobs: REPS=3, TIMEOUT=120 (s per run), PROGRAMS="nbody fasta", CC=cc,
#        CFLAGS="-O2 -ffp-contract=off", SIDES="c jit exe", BENCH_OUT (logs; default a new temporary directory).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
jolt=${1:-$root/build/jolt}
case $jolt in /*) ;; *) jolt=$(pwd)/$jolt ;; esac
REPS=${REPS:-3}
TIMEOUT=${TIMEOUT:-120}
CC=${CC:-cc}
CFLAGS=${CFLAGS:-"-O2 -ffp-contract=off"}
SIDES=${SIDES:-"c jit exe"}
PROGRAMS=${PROGRAMS:-$(cd "$here" && ls *.jl | sed 's/\.jl$//' | tr '\n' ' ')}
out=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/jolt-programs.XXXXXX")}
mkdir -p "$out/bin" "$out/logs" "$out/inputs"
res="$out/results.tsv"
: >"$res"

jolt_ok=0
[ -x "$jolt" ] && [ ! -d "$jolt" ] && jolt_ok=1
echo "jolt: $jolt$([ $jolt_ok = 1 ] || echo ' (missing: n/a)')"
echo "C:    $CC $CFLAGS    runs per side: $REPS    logs: $out"

# ---- per-program input (stdin file, "" for none) and whether stdout is a pipe -----------
input_of() {
  case $1 in
    revcomp) echo "$out/inputs/fasta-10000000.txt" ;;
    knucleotide) echo "$out/inputs/fasta-250000.txt" ;;
    *) echo "" ;;
  esac
}
piped() { [ "$1" = printchars ]; }

# ---- build the C twins ---------------------------------------------------------------------
for p in $PROGRAMS fasta; do
  [ -f "$here/$p.c" ] && [ ! -x "$out/bin/$p.c" ] || continue
  # shellcheck disable=SC2086
  $CC $CFLAGS -o "$out/bin/$p.c" "$here/$p.c" -lm -lpthread 2>"$out/logs/cc-$p.err" ||
    { echo "warning: building $p.c failed (see $out/logs/cc-$p.err)" >&2; rm -f "$out/bin/$p.c"; }
done
if [ -x "$out/bin/fasta.c" ]; then
  for n in 10000000 250000; do "$out/bin/fasta.c" $n >"$out/inputs/fasta-$n.txt"; done
fi

# ---- build the executables -----------------------------------------------------------------
for p in $PROGRAMS; do
  build_s=n/a size=n/a
  if [ $jolt_ok = 1 ] && [[ " $SIDES " == *" exe "* ]]; then
    t0=$(date +%s%N)
    if (cd "$out/bin" && timeout "$TIMEOUT" "$jolt" --output-exe "$out/bin/$p.exe" "$here/$p.jl") \
        >"$out/logs/build-$p.log" 2>&1 </dev/null && [ -x "$out/bin/$p.exe" ]; then
      build_s=$(awk -v ns=$(( $(date +%s%N) - t0 )) 'BEGIN {printf "%.1f", ns / 1e9}')
      size=$(stat -c %s "$out/bin/$p.exe")
    else
      echo "warning: jolt --output-exe $p.jl failed (see $out/logs/build-$p.log)" >&2
      rm -f "$out/bin/$p.exe"
    fi
  fi
  printf 'build\t%s\t%s\t%s\n' "$p" "$build_s" "$size" >>"$res"
done

# ---- check one run's output against NAME.out / NAME.md5 --------------------------------------
check_output() { # program file -> ok | DIFF | (no expected output: ?)
  if [ -f "$here/$1.out" ]; then cmp -s "$here/$1.out" "$2" && echo ok || echo DIFF
  elif [ -f "$here/$1.md5" ]; then
    [ "$(md5sum <"$2" | cut -d' ' -f1)" = "$(cat "$here/$1.md5")" ] && echo ok || echo DIFF
  else echo "?"; fi
}

# run_one PROGRAM SIDE REP -> appends "run PROGRAM SIDE ms status" to results
run_one() {
  local p=$1 side=$2 rep=$3 cmd in log t0 t1 rc status
  case $side in
    c) [ -x "$out/bin/$p.c" ] || return 0; cmd=("$out/bin/$p.c") ;;
    jit) [ $jolt_ok = 1 ] || return 0; cmd=("$jolt" "$here/$p.jl") ;;
    exe) [ -x "$out/bin/$p.exe" ] || return 0; cmd=("$out/bin/$p.exe") ;;
  esac
  in=$(input_of "$p"); [ -n "$in" ] || in=/dev/null
  log="$out/logs/$p.$side.$rep"
  t0=$(date +%s%N)
  if piped "$p"; then
    (cd "$out" && timeout "$TIMEOUT" "${cmd[@]}" <"$in" 2>"$log.err" | cat >"$log.out"; exit "${PIPESTATUS[0]}")
  else
    (cd "$out" && timeout "$TIMEOUT" "${cmd[@]}" <"$in" >"$log.out" 2>"$log.err")
  fi
  rc=$?
  t1=$(date +%s%N)
  if [ $rc != 0 ]; then status="FAIL(rc=$rc)"; else status=$(check_output "$p" "$log.out"); fi
  [ "$status" = ok ] && rm -f "$log.out"   # outputs can be large (fasta: 250 MB)
  printf 'run\t%s\t%s\t%s\t%s\n' "$p" "$side" "$(( (t1 - t0) / 1000 ))" "$status" >>"$res"
  printf '  %-14s %-4s #%s %8.1f ms  %s\n' "$p" "$side" "$rep" "$(awk -v u=$(( (t1 - t0) / 1000 )) 'BEGIN {print u / 1000}')" "$status" >&2
}

for rep in $(seq 1 "$REPS"); do
  for p in $PROGRAMS; do
    # rotate the order of the sides, so drift in machine load hits them alike
    set -- $SIDES
    case $((rep % 3)) in 2) set -- "${@:2}" "$1" ;; 0) set -- "${@:3}" "${@:1:2}" ;; esac
    for side in "$@"; do run_one "$p" "$side" "$rep"; done
  done
done
echo >&2

python3 - "$res" <<'EOF'
import math, statistics, sys
builds, runs = {}, {}
order = []
for line in open(sys.argv[1]):
    f = line.rstrip("\n").split("\t")
    if f[0] == "build":
        builds[f[1]] = (f[2], f[3]); order.append(f[1])
    elif f[0] == "run":
        runs.setdefault((f[1], f[2]), []).append((int(f[3]) / 1000.0, f[4]))

def med(p, side):
    r = runs.get((p, side))
    return statistics.median(ms for ms, _ in r) if r else None

def fmt(x): return "n/a" if x is None else ("%.0f" % x if x >= 100 else "%.1f" % x)
def ratio(a, b): return None if a is None or b is None or b <= 0 else a / b
def fr(x): return "-" if x is None else "%.2f" % x

hdr = ("program", "C ms", "JIT ms", "JIT/C", "exe ms", "exe/C", "exe size", "build s", "output")
rows, jr, er = [], [], []
for p in order:
    c, j, e = med(p, "c"), med(p, "jit"), med(p, "exe")
    good = lambda side: all(st == "ok" for _, st in runs.get((p, side), []))
    rj, re = ratio(j, c), ratio(e, c)
    # a ratio counts in the geometric mean only when both sides printed the expected output
    if rj and good("c") and good("jit"): jr.append(rj)
    elif rj: rj = None
    if re and good("c") and good("exe"): er.append(re)
    elif re: re = None
    bad = sorted({"%s:%s" % (side, st) for side in ("c", "jit", "exe") for _, st in runs.get((p, side), []) if st != "ok"})
    size = builds[p][1]
    size = "n/a" if size == "n/a" else "%.1f MB" % (int(size) / 1048576)
    rows.append((p, fmt(c), fmt(j), fr(rj), fmt(e), fr(re), size, builds[p][0], "ok" if not bad else " ".join(bad)))
gm = lambda v: math.exp(sum(map(math.log, v)) / len(v)) if v else None
rows.append(("geomean", "", "", fr(gm(jr)), "", fr(gm(er)), "", "", ""))
w = [max(len(str(r[i])) for r in rows + [hdr]) for i in range(len(hdr))]
line = lambda r: "  ".join(str(x).rjust(w[i]) if 0 < i < 8 else str(x).ljust(w[i]) for i, x in enumerate(r))
print(line(hdr)); print("-" * len(line(hdr)))
for r in rows[:-1]: print(line(r))
print("-" * len(line(hdr))); print(line(rows[-1]))
EOF
exit 0

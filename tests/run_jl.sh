#!/usr/bin/env bash
# run_jl.sh — run jolt's own .jl cases and compare their behaviour exactly.
#
#   tests/run_jl.sh [--aot] JOLT DIR
#
# Every DIR/**/NAME.jl is a case, checked against:
#   NAME.out    exact expected stdout (required; a .jl without .out is a helper, skipped)
#   NAME.err    extended regexes, one per line; each must match somewhere in stderr
#   NAME.code   expected exit status (default 0)
#   NAME.args   extra command-line arguments: JIT mode `JOLT ARGS NAME.jl`; under --aot
#               they are passed to the program (`./prog ARGS`), except `-t N`, which
#               becomes JULIA_NUM_THREADS=N; words after `--` are the program's own
#               arguments in both modes (`JOLT NAME.jl WORDS`, `./prog WORDS`)
#   NAME.noaot  present: the case is skipped under --aot
# JIT mode runs `JOLT [ARGS] NAME.jl`; --aot compiles with `JOLT --output-exe prog NAME.jl`
# and runs ./prog. Each case runs in a fresh temporary directory that holds only NAME.jl,
# with stdin from /dev/null and a timeout of $JOLT_CASE_TIMEOUT seconds (default 60).
# JOLT_SAMPLE=K (default 1) runs one case in K of DIR in sorted order (the 1st, the
# K+1st, ...); under --aot JOLT_AOT_SAMPLE, when set, takes its place. CI's sanitizer and
# executable runs use them to fit their time budget; a plain run takes every case
# (docs/testing.md).
# Failures print a FAIL line (with a diff of stdout); the last line is exactly
# "N passed, M failed", and the exit status is 1 when anything failed.
set -u

aot=0
if [ "${1:-}" = "--aot" ]; then aot=1; shift; fi
if [ $# -ne 2 ]; then
  echo "usage: $0 [--aot] JOLT DIR" >&2
  exit 2
fi
bin=$1 dir=$2
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
timeout_s=${JOLT_CASE_TIMEOUT:-60}

if [ ! -x "$bin" ]; then
  echo "FAIL: jolt binary $bin is missing or not executable"
  echo "0 passed, 1 failed"
  exit 1
fi

cases=()
if [ -d "$dir" ]; then
  mapfile -t cases < <(find "$dir" -name '*.jl' -type f | LC_ALL=C sort)
fi

sample=${JOLT_SAMPLE:-1}
[ $aot = 1 ] && sample=${JOLT_AOT_SAMPLE:-$sample}
case $sample in ''|*[!0-9]*|0) sample=1 ;; esac
pass=0 fail=0 seen=0 sampled_out=0
for jl in "${cases[@]}"; do
  base=${jl%.jl}
  [ -f "$base.out" ] || continue
  name=${base#"$dir"/}
  [ $aot = 1 ] && [ -f "$base.noaot" ] && continue
  seen=$((seen + 1))
  if [ $(( (seen - 1) % sample )) -ne 0 ]; then sampled_out=$((sampled_out + 1)); continue; fi
  tmp=$(mktemp -d)
  script=$(basename "$jl")
  cp "$jl" "$tmp/"
  [ -d "$base.tree" ] && cp -R "$base.tree/." "$tmp/"   # files the case needs beside it
  args=() progargs=()
  [ -f "$base.args" ] && read -r -a args < "$base.args"
  for ((i = 0; i < ${#args[@]}; i++)); do
    if [ "${args[$i]}" = "--" ]; then
      progargs=("${args[@]:$((i + 1))}")
      args=("${args[@]:0:$i}")
      break
    fi
  done
  want_code=0
  [ -f "$base.code" ] && want_code=$(tr -d '[:space:]' < "$base.code")
  reason=""
  if [ $aot = 1 ]; then
    threads="" pargs=()
    for ((i = 0; i < ${#args[@]}; i++)); do
      if [ "${args[$i]}" = "-t" ]; then threads=${args[$((i + 1))]:-}; i=$((i + 1))
      else pargs+=("${args[$i]}"); fi
    done
    if (cd "$tmp" && timeout "$timeout_s" "$bin" --output-exe prog "$script" \
          >compile.log 2>&1 </dev/null); then
      (cd "$tmp" && JULIA_NUM_THREADS=${threads:-1} timeout "$timeout_s" ./prog "${pargs[@]}" "${progargs[@]}" \
          >stdout 2>stderr </dev/null)
      code=$?
    else
      code=compile
      reason="aot compile failed: $(tail -n 5 "$tmp/compile.log" | tr '\n' ' ')"
    fi
  else
    (cd "$tmp" && timeout "$timeout_s" "$bin" "${args[@]}" "$script" "${progargs[@]}" >stdout 2>stderr </dev/null)
    code=$?
  fi
  if [ -z "$reason" ]; then
    if [ "$code" = 124 ]; then
      reason="timed out after ${timeout_s}s"
    elif ! cmp -s "$tmp/stdout" "$base.out"; then
      reason="stdout differs (exit status $code)"
    elif [ "$code" != "$want_code" ]; then
      reason="exit status $code, expected $want_code"
    elif [ -f "$base.err" ]; then
      while IFS= read -r re || [ -n "$re" ]; do
        [ -n "$re" ] || continue
        grep -Eq -- "$re" "$tmp/stderr" || { reason="stderr lacks /$re/"; break; }
      done < "$base.err"
    fi
  fi
  if [ -z "$reason" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name: $reason"
    if [ -f "$tmp/stdout" ] && ! cmp -s "$tmp/stdout" "$base.out"; then
      diff -u --label expected --label actual "$base.out" "$tmp/stdout" | head -n 40 | sed 's/^/    /'
    fi
    if [ -s "$tmp/stderr" ]; then
      echo "    stderr:"
      head -c 1500 "$tmp/stderr" | head -n 15 | sed 's/^/    | /'
    fi
  fi
  rm -rf "$tmp"
done
[ "$sample" -gt 1 ] && echo "sampled: 1 case in $sample ran, $sampled_out not run"
echo "$pass passed, $fail failed"
[ $fail = 0 ]

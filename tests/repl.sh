#!/usr/bin/env bash
# repl.sh — the REPL (jit/repl.c) fed from a file: `jolt -i < NAME.in` for every
# tests/repl/NAME.in, checked against NAME.out (exact stdout: prompts, shown values, the
# empty line after each input) and NAME.err (extended regexes, each must match a line
# of stderr). Exit status must be 0: errors do not end a REPL session.
#   tests/repl.sh JOLT
set -u
jolt=$1
case $jolt in /*) ;; *) jolt=$(pwd)/$jolt ;; esac
dir=$(cd "$(dirname "$0")/repl" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for in in "$dir"/*.in; do
  name=$(basename "$in" .in)
  reason=""
  (cd "$tmp" && TERM=dumb timeout 60 "$jolt" -i < "$in" > out 2> err)
  rc=$?
  if [ $rc != 0 ]; then reason="exit status $rc"
  elif ! cmp -s "$tmp/out" "$dir/$name.out"; then reason="stdout differs"
  elif [ -f "$dir/$name.err" ]; then
    while IFS= read -r re || [ -n "$re" ]; do
      [ -n "$re" ] || continue
      grep -Eq -- "$re" "$tmp/err" || { reason="stderr lacks /$re/"; break; }
    done < "$dir/$name.err"
  fi
  if [ -z "$reason" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1))
    echo "FAIL $name: $reason"
    diff -u --label expected --label actual "$dir/$name.out" "$tmp/out" | head -n 30 | sed 's/^/    /'
    sed 's/^/    | /' "$tmp/err" | head -n 15
  fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]

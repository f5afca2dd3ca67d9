#!/usr/bin/env bash
# aot_sites.sh — each whole-program benchmark's executable keeps no more calls dynamic than
# bench/programs/sites.txt allows (the count JOLT_AOT_STATS=1 prints as "aot: N sites"):
# a program whose types the executable loses (a site the JIT does not have) fails here.
#   tests/aot_sites.sh JOLT
set -u
jolt=$1
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
while read -r name max _; do
    case "$name" in ''|'#'*) continue ;; esac
    line=$(JOLT_AOT_STATS=1 "$jolt" -q --output-exe "$tmp/$name" "$here/bench/programs/$name.jl" 2>&1 |
           grep -E '^aot: [0-9]+ sites')
    n=$(echo "$line" | awk '{print $2}')
    if [ -z "$n" ]; then
        echo "FAIL $name: no 'aot: N sites' line (the build failed?)"; fail=$((fail + 1))
    elif [ "$n" -gt "$max" ]; then
        echo "FAIL $name: $n dynamic sites, at most $max allowed"
        JOLT_AOT_STATS=1 "$jolt" -q --output-exe "$tmp/$name" "$here/bench/programs/$name.jl" 2>&1 |
            grep -E '^  root' | head -20
        fail=$((fail + 1))
    else
        pass=$((pass + 1))
    fi
done < "$here/bench/programs/sites.txt"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

#!/usr/bin/env bash
# scripts/startup-order.sh — regenerate cmake/startup-order.txt, the functions of the jolt
# binary that a start and a first compile run, in the order the link should place them.
#
# Why: jolt links LLVM statically, and its static constructors, the JIT's set-up and the
# first compile call ~3,000 functions scattered over 47 MB of text. The kernel maps a
# file-backed page fault's 64 KiB neighbourhood, so a plain `jolt -e 'println(1)'` kept
# 22 MB of text resident. The build (CMakeLists.txt) turns this list into a linker script
# that gathers those functions' sections (LLVM's libraries are built with one section per
# function) at the start of the text, in one output section.
#
# Usage: scripts/startup-order.sh [BUILD_DIR]   (needs valgrind; takes about a minute).
# Runs, under callgrind, the start of hello, examples/tour.jl (baseline compiles), a
# tier-up by on-stack replacement and an executable's build; each run's new functions
# follow the earlier runs', so what every start needs comes first. Names not found at
# link time (another LLVM build) are simply not placed.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
jolt=$(cd "$build" && pwd)/jolt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo 'println("hi")' > "$tmp/hello.jl"

n=0
run() {
  n=$((n + 1))
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$tmp/cg.$n" \
    --trace-children=no "$@" >/dev/null 2>"$tmp/log.$n" ||
    { cat "$tmp/log.$n" >&2; echo "startup-order: run failed: $*" >&2; exit 1; }
}
run "$jolt" -e 'println(1)'
run "$jolt" examples/tour.jl
run "$jolt" tests/jl/lang/tiered_osr.jl
run "$jolt" --output-exe "$tmp/hello" "$tmp/hello.jl"

# Each callgrind profile names an object (ob=) and then the functions run in it (fn=);
# names are given once, later references repeat only the (id).
for i in $(seq 1 $n); do
  awk -v exe="$jolt" '
    # a line "key=(id) name" sets key, id and rest (the name; empty when only the id is given)
    function parse(line) {
      key = substr(line, 1, index(line, "=") - 1)
      line = substr(line, index(line, "=") + 1)
      id = substr(line, 1, index(line, ")"))
      rest = substr(line, index(line, ")") + 2)
    }
    /^c?ob=/ { parse($0); if (rest != "") obn[id] = rest; if (key == "ob") cur = obn[id]; next }
    /^c?fn=/ { parse($0); if (rest != "") fnn[id] = rest
               if (key == "fn" && cur == exe) print fnn[id] }
  ' "$tmp/cg.$i" | grep -v -e '^0x' -e '^(' -e "'" | LC_ALL=C sort -u > "$tmp/f.$i"
done
out=cmake/startup-order.txt
{
  echo "# Functions of the jolt binary run by a start and a first compile (scripts/startup-order.sh)."
  : > "$tmp/seen"
  for i in $(seq 1 $n); do
    LC_ALL=C comm -23 "$tmp/f.$i" "$tmp/seen"
    LC_ALL=C sort -u "$tmp/seen" "$tmp/f.$i" -o "$tmp/seen"
  done
} > "$out"
echo "startup-order: $(($(wc -l < "$out") - 1)) functions in $out"

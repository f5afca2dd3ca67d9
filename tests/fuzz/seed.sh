#!/usr/bin/env bash
# seed.sh [OUT_DIR] — build a fuzzing seed directory for fuzz_parse from the sources we have:
# every case of tests/parse/*.txt (the text before `=>`), tests/jl/**/*.jl,
# ../shared/conformance/**/*.jl (when present) and runtime/base/*.jl. The committed corpus
# (tests/fuzz/corpus) is a minimised merge of such a seed dir plus what the fuzzer found:
#   tests/fuzz/seed.sh /tmp/seed
#   fuzz_parse -merge=1 tests/fuzz/corpus /tmp/seed
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-fuzz-seed}
shared=${SHARED:-$root/../shared}
mkdir -p "$out"

# tests/parse/*.txt: cases are separated by `----` lines; the input is what precedes `=>`.
for f in "$root"/tests/parse/*.txt; do
  [ -f "$f" ] || continue
  base=$(basename "$f" .txt)
  awk -v out="$out" -v base="$base" '
    BEGIN { n = 0; inp = 1; buf = "" }
    /^## / && buf == "" { next }
    /^----$/ { if (buf != "") { n++; printf "%s", buf > (out "/parse_" base "_" n ".jl"); close(out "/parse_" base "_" n ".jl") }
               buf = ""; inp = 1; next }
    /^=>$/ { inp = 0; next }
    { if (inp) buf = buf $0 "\n" }
    END { if (buf != "") { n++; printf "%s", buf > (out "/parse_" base "_" n ".jl") } }
  ' "$f"
done

# whole files, named after their path
copy_tree() { # prefix dir
  local prefix=$1 dir=$2
  [ -d "$dir" ] || return 0
  find "$dir" -name '*.jl' -type f | sort | while read -r f; do
    rel=${f#"$dir"/}
    cp "$f" "$out/${prefix}_${rel//\//_}"
  done
}
copy_tree jl "$root/tests/jl"
copy_tree conf "$shared/conformance"
copy_tree base "$root/runtime/base"
echo "seed.sh: $(find "$out" -type f | wc -l) files in $out"

#!/usr/bin/env bash
# astcache.sh — Base's AST cache (jit/astcache.c) is used when current and ignored when
# damaged, foreign or stale, with the same program output every time.
#   tests/astcache.sh JOLT CACHE
set -eu
jolt=$1 cache=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prog='println(sum(i^2 for i in 1:10), " ", repr("a\tb"), " ", 0x1f, " ", 1.5f0, " ", :sym)'
want='385 "a\tb" 31 1.5 sym'
fail() { echo "FAIL: $*"; exit 1; }
check() { # $1 = cache file, $2 = expected JOLT_TIME line pattern (or "" for none)
  out=$(JOLT_AST_CACHE=$1 JOLT_TIME=1 "$jolt" -e "$prog" 2> "$tmp/err") || fail "exit status with cache $1"
  [ "$out" = "$want" ] || fail "output '$out' with cache $1"
  if [ -n "$2" ]; then grep -q "$2" "$tmp/err" || fail "no '$2' with cache $1"; fi
  if grep -q 'AST cache .* not used' "$tmp/err" && [ -z "$2" ]; then fail "cache $1 rejected"; fi
  return 0
}
[ -s "$cache" ] || fail "no cache at $cache"
check "$cache" ' [1-9][0-9]* files from the AST cache'     # current: used
check "$tmp/missing.ast" ' 0 files from the AST cache'     # absent: parse
check "" ' 0 files from the AST cache'                      # disabled
cp "$cache" "$tmp/bad.ast"
printf 'X' | dd of="$tmp/bad.ast" bs=1 seek=5000 conv=notrunc status=none
check "$tmp/bad.ast" 'not used: checksum mismatch'          # damaged
printf 'not an AST cache' > "$tmp/foreign.ast"
check "$tmp/foreign.ast" 'not used: not an AST cache'       # foreign
head -c 20 "$cache" > "$tmp/short.ast"
check "$tmp/short.ast" 'not used: checksum mismatch'        # truncated
# a recorded cache of a Base copy whose file then changes: that file is parsed again
cp -r "$(dirname "$0")/../runtime/base" "$tmp/base"
JOLT_BASE_DIR=$tmp/base JOLT_AST_CACHE_WRITE=$tmp/copy.ast "$jolt" -e nothing
echo 'println("edited")' >> "$tmp/base/string.jl"
out=$(JOLT_BASE_DIR=$tmp/base JOLT_AST_CACHE=$tmp/copy.ast "$jolt" -e 'println(2)')
[ "$out" = "$(printf 'edited\n2')" ] || fail "stale file not reparsed: '$out'"
echo "astcache: all checks passed"

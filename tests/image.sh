#!/usr/bin/env bash
# image.sh — the Base image (runtime/image.c, jit/baseimage.c): a start maps it when it is
# current; a stale, damaged, foreign or truncated image is refused with one line on stderr
# and Base loads from source; the program's output is the same every time.
#   tests/image.sh JOLT IMAGE
set -eu
jolt=$1 image=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prog='println(sum(i^2 for i in 1:10), " ", repr("a\tb"), " ", 0x1f, " ", big(2)^70, " ", :sym, " ", Sys.CPU_THREADS >= 1, " ", isdir(Sys.BINDIR))'
want='385 "a\tb" 31 1180591620717411303424 sym true true'
fail() { echo "FAIL: $*"; exit 1; }
# run IMAGE [EXPECTED-STDERR-PATTERN]: the output is right; stderr matches the pattern,
# or has no line about the image when there is none
run() {
  out=$(JOLT_IMAGE=$1 JOLT_TIME=1 "$jolt" -e "$prog" 2> "$tmp/err") || fail "exit status with image $1: $(cat "$tmp/err")"
  [ "$out" = "$want" ] || fail "output '$out' with image $1"
  if [ -n "${2:-}" ]; then
    grep -q -- "$2" "$tmp/err" || fail "no '$2' with image $1: $(cat "$tmp/err")"
  elif grep -q 'Base image .* is' "$tmp/err"; then
    fail "image $1 rejected: $(cat "$tmp/err")"
  fi
  return 0
}
[ -s "$image" ] || fail "no image at $image"
run "$image" '(Base image [0-9.]* ms)'                   # current: mapped
run "" ' files from the AST cache'                         # JOLT_IMAGE= : Base from source
run "$tmp/missing.img" ' files from the AST cache'         # absent: from source, silently
cp "$image" "$tmp/bad.img"
printf 'X' | dd of="$tmp/bad.img" bs=1 seek=40 conv=notrunc status=none
run "$tmp/bad.img" 'is damaged; Base loads from source'   # a header byte changed
head -c 100000 "$image" > "$tmp/short.img"
run "$tmp/short.img" 'is damaged; Base loads from source' # truncated
printf 'not an image at all, but long enough to have a header of some sort......' > "$tmp/junk.img"
run "$tmp/junk.img" 'is damaged; Base loads from source'  # not an image
# an image of a Base copy: used while the copy is unchanged, stale once a file changes,
# ignored without a word for another Base directory
cp -r "$(dirname "$0")/../runtime/base" "$tmp/base"
JOLT_BASE_DIR=$tmp/base JOLT_IMAGE_WRITE=$tmp/copy.img "$jolt" -e nothing
out=$(JOLT_BASE_DIR=$tmp/base JOLT_IMAGE=$tmp/copy.img JOLT_TIME=1 "$jolt" -e 'println(2)' 2> "$tmp/err")
[ "$out" = 2 ] && grep -q 'Base image' "$tmp/err" || fail "image of the copy not used: $out $(cat "$tmp/err")"
echo 'println("edited")' >> "$tmp/base/string.jl"
out=$(JOLT_BASE_DIR=$tmp/base JOLT_IMAGE=$tmp/copy.img "$jolt" -e 'println(2)' 2> "$tmp/err")
[ "$out" = "$(printf 'edited\n2')" ] || fail "stale image used: '$out'"
grep -q 'is out of date (a Base source changed); Base loads from source' "$tmp/err" || fail "no stale line: $(cat "$tmp/err")"
[ "$(wc -l < "$tmp/err")" = 1 ] || fail "more than one line for a stale image: $(cat "$tmp/err")"
out=$(JOLT_IMAGE=$tmp/copy.img "$jolt" -e 'println(3)' 2> "$tmp/err")
[ "$out" = 3 ] && [ ! -s "$tmp/err" ] || fail "image of another Base: '$out' $(cat "$tmp/err")"
# a collection scans the image pages the program wrote: methods that only Base's method
# table (in the image) holds survive collections, and so does a new Base global's value
out=$("$jolt" -e '
for i in 1:200
    @eval Base.length(::Val{$i}) = $i + length(string($i, "abc"))
end
@eval Base kept_by_image = [string(i) for i in 1:1000]
for k in 1:30; v = [rand(100) for _ in 1:2000]; GC.gc(); end
println(sum(length(Val(i)) for i in 1:200), " ", Base.kept_by_image[777])' 2>&1) || fail "GC case: $out"
[ "$out" = "21192 777" ] || fail "GC case printed '$out'"
# the binary a start maps (CMakeLists.txt, cmake/startup-order.txt, cmake/dynamic.list):
# the functions a start runs are gathered in one output section at the start of the text,
# and the dynamic symbol table holds jolt's C names (found by JIT code and ccall), not
# LLVM's C++ ones
if command -v readelf > /dev/null; then
  size=$(readelf -SW "$jolt" | awk '$2 == ".text.jolt_startup" { print $6 }')
  [ -n "$size" ] && [ $((16#$size)) -gt 1000000 ] || fail "no start-up section in $jolt (size '$size')"
  syms=$(readelf -W --dyn-syms "$jolt")
  grep -q ' rt_apply_generic$' <<< "$syms" || fail "rt_apply_generic is not exported"
  ! grep -q ' _ZN4llvm' <<< "$syms" || fail "LLVM's C++ names are exported"
  out=$("$jolt" -e 'println(ccall(:rt_symbol_n, Any, (Ptr{UInt8}, Csize_t), "abc", 2))') &&
    [ "$out" = ab ] || fail "ccall of a runtime function printed '$out'"
fi
echo "image: all checks passed"

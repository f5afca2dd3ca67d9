#!/usr/bin/env bash
# aot_objects.sh — an executable's code comes as two objects (codegen/cg_split.c: the
# program's code at -O, the fallbacks of dynamic calls at -O0), joined into one by
# --output-o; and untyped globals with one concrete type need no fallbacks
# (ir/globals.c). Checks exact output, a backtrace through a fallback, and the sites;
# and that JOLT_CPU chooses the instructions.
#   tests/aot_objects.sh JOLT LIBJOLTRT [SANITIZER-FLAGS]
set -eu
jolt=$1 rt=$2 san=${3:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$tmp"
cat > dyn.jl <<'JL'
f(x) = x + 1
a = Any[1, 2.5, 0x01]
for y in a
    println(f(y))
end
g(x) = error("boom ", x)
h = Any[g, f]
println(h[2](1))
h[1](3)
JL
"$jolt" --output-o dyn.o dyn.jl || fail "--output-o"
if nm dyn.o | grep -q ' U jolt\.l\.'; then fail "a split-off local symbol is undefined"; fi
cc $san -o dyn dyn.o "$rt" -lgc -lutf8proc -lffi -lpcre2-8 -lmpfr -lgmp -lpthread -lm -ldl || fail "link"
set +e
./dyn > out 2> err
rc=$?
set -e
[ $rc = 1 ] || fail "exit status $rc"
printf '2\n3.5\n2\n2\n' | cmp -s - out || fail "stdout: $(cat out)"
grep -q '^ERROR: LoadError: boom 3$' err || fail "no error line: $(cat err)"
grep -q ' g(x::' err || fail "no frame of g: $(cat err)"
grep -q 'dyn.jl:6' err || fail "no file:line of g: $(cat err)"
grep -q 'in expression starting at .*dyn.jl:9' err || fail "no expression line: $(cat err)"
# a global with one concrete type: no dynamic call, no fallback
printf 'x = 3\nv = [x, 2]\nprintln(x, v)\n' > one.jl
JOLT_AOT_STATS=1 "$jolt" --output-exe one one.jl 2> stats || fail "compile one.jl"
grep -q '^aot: 0 sites' stats || fail "one.jl: $(head -3 stats)"
[ "$(./one)" = "3[3, 2]" ] || fail "one.jl output"
# printing tuples, named tuples, pairs, a Dict and a matrix literal stays typed (each
# IOContext is concrete, hvcat of numbers returns its Matrix): a few exact sites and no
# generic fallbacks, which made this program 22 MB
cat > show.jl <<'JL'
println((1, 2), (a = 1, b = 2.5))
show([(1, 2), (3, 4)]); println()
display([1 2; 3 4])
println(Dict(1 => 2), " ", 1 => "x")
JL
JOLT_AOT_STATS=1 "$jolt" --output-exe show show.jl 2> stats || fail "compile show.jl"
sites=$(sed -n 's/^aot: \([0-9]*\) sites.*/\1/p' stats)
[ -n "$sites" ] && [ "$sites" -le 8 ] || fail "show.jl: $(grep '^aot:' stats)"
[ "$(stat -c %s show)" -lt 5000000 ] || fail "show.jl: executable of $(stat -c %s show) bytes"
printf '(1, 2)(a = 1, b = 2.5)\n[(1, 2), (3, 4)]\n2×2 Matrix{Int64}:\n 1  2\n 3  4\nDict(1 => 2) 1 => "x"\n' |
  cmp -s - <(./show) || fail "show.jl output: $(./show)"
# an executable is typed as the JIT is (issue 26): zeros(UInt8, a, b) is a Matrix{UInt8}
# (a tuple's nfields is a constant), a module's `const solar_mass = 4 * pi * pi` is a
# Float64, a comprehension over a Vector{String} and a destructured pair keep their
# types; no call of the program stays dynamic (Base's error paths keep a few sites)
cat > typed.jl <<'JL'
n = 16
M = zeros(UInt8, div(n, 8), n)
function draw(M, n)
    s = 0
    for j in 1:n, i in 1:div(n, 8)
        M[i, j] = UInt8(i * j)
        s += M[i, j]
    end
    s
end
module NB
const solar_mass = 4 * pi * pi
energy(m) = m * solar_mass
end
counts = Dict("a" => 2)
stats = [(k, v) for (k, v) in counts]
caps = [uppercasefirst(w) for w in ["ab", "cd"]]
println(draw(M, n), " ", NB.energy(1.0), " ", stats, " ", caps)
JL
JOLT_AOT_STATS=1 "$jolt" --output-exe typed typed.jl 2> stats || fail "compile typed.jl"
if grep -q 'root .*typed\.jl' stats; then fail "typed.jl: $(grep 'root .*typed\.jl' stats)"; fi
bodies=$(sed -n 's/^aot: .* \([0-9]*\) bodies$/\1/p' stats)
[ -n "$bodies" ] && [ "$bodies" -le 400 ] || fail "typed.jl: $(grep '^aot:' stats)"
[ "$(./typed)" = '408 39.47841760435743 [("a", 2)] ["Ab", "Cd"]' ] || fail "typed.jl output: $(./typed)"
# JOLT_CPU picks the target CPU: plain x86-64 has no 256-bit vectors, haswell's AVX2
# vectorises the loop with them; both programs print the same
if [ "$(uname -m)" = x86_64 ]; then
  cat > vec.jl <<'JL'
function addall(a::Vector{Int}, b::Vector{Int})
    for i in eachindex(a)
        @inbounds a[i] += b[i]
    end
    a
end
println(sum(addall(collect(1:100), collect(1:100))))
JL
  JOLT_CPU=x86-64 "$jolt" --output-o vec0.o vec.jl || fail "JOLT_CPU=x86-64"
  JOLT_CPU=haswell "$jolt" --output-o vec2.o vec.jl || fail "JOLT_CPU=haswell"
  if objdump -d vec0.o | grep -q '%[yz]mm'; then fail "x86-64 code uses ymm/zmm"; fi
  objdump -d vec2.o | grep -q '%ymm' || fail "haswell code has no ymm"
  cc $san -o vec0 vec0.o "$rt" -lgc -lutf8proc -lffi -lpcre2-8 -lmpfr -lgmp -lpthread -lm -ldl || fail "link vec0"
  [ "$(./vec0)" = 10100 ] || fail "vec0 output"
fi
echo "aot_objects: ok"

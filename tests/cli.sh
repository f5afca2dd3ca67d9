#!/usr/bin/env bash
# cli.sh — the command line's error paths: each case runs jolt and checks stderr, stdout and
# the exit status exactly.  usage: tests/cli.sh path/to/jolt
set -u
bin=$(realpath "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
pass=0 fail=0

# check NAME WANT_CODE WANT_STDOUT WANT_STDERR -- ARGS...
check() {
  local name=$1 code=$2 out=$3 err=$4
  shift 5
  "$bin" "$@" >stdout 2>stderr </dev/null
  local got=$?
  if [ "$got" = "$code" ] && [ "$(cat stdout)" = "$out" ] && [ "$(cat stderr)" = "$err" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL: $name (status $got, want $code)"
    echo "  stdout: $(cat stdout)"
    echo "  stderr: $(cat stderr)"
  fi
}

check missing-file 1 "" "ERROR: could not open file $tmp/nope.jl" -- nope.jl
printf 'println("a")\nf(x = \n' > syn.jl
# Julia 1.7 parses the whole file, then runs it up to the statement that failed to parse
check syntax-error 1 "a" "ERROR: LoadError: syntax: incomplete: premature end of input
in expression starting at $tmp/syn.jl:2" -- syn.jl
printf 'println("before")\nf(x) = throw(ArgumentError(x))\nf("boom")\n' > err.jl
check runtime-error 1 "before" "ERROR: LoadError: ArgumentError: boom
Stacktrace:
 [1] f(x::String)
   @ Main $tmp/err.jl:2
 [2] top-level scope
   @ $tmp/err.jl:3
in expression starting at $tmp/err.jl:3" -- err.jl
check eval-option 0 "3" "" -- -e 'println(1 + 2)'
# --trace-compile=FILE (Julia's): a precompile statement for each specialization compiled,
# which precompile() takes back; the one for a call the Base image already holds is absent
printf 'h(x) = x * 2\nprintln(h(21))\nprintln(h(1.5))\n' > tc.jl
check trace-compile 0 "42
3.0" "" -- --trace-compile=tc.txt tc.jl
check trace-compile-file 0 "precompile(Tuple{typeof(h), Int64})
precompile(Tuple{typeof(h), Float64})" "" -- -e 'for l in eachline("tc.txt"); occursin("typeof(h)", l) && println(l); end'
# with the Base image (not in sanitizer builds), println(::Int64) is already compiled
if JOLT_TIME=1 "$bin" -e nothing 2>&1 | grep -q "Base image"; then
  check trace-compile-stderr 0 "1" "" -- --trace-compile=stderr -e 'println(1)'
fi
# -e code is evaluated, not included: no LoadError, no "in expression starting at"
check eval-option-error 1 "1" "ERROR: x
Stacktrace:
 [1] error(s::String)
   @ Base ./error.jl:33
 [2] top-level scope
   @ none:1" -- -e 'println(1); error("x")'
printf 'println(ARGS)\n' > args.jl
check script-args 0 '["x", "--y"]' "" -- args.jl x --y

# check_sh NAME WANT_CODE WANT_STDOUT WANT_STDERR COMMAND: as check, for a case that needs
# its own redirections, a pipe or the environment; COMMAND is shell text run with eval
# ($bin is jolt); stdout and stderr are captured where COMMAND leaves them alone
check_sh() {
  local name=$1 code=$2 out=$3 err=$4 cmd=$5
  eval "$cmd" >stdout 2>stderr </dev/null
  local got=$?
  if [ "$got" = "$code" ] && [ "$(cat stdout)" = "$out" ] && [ "$(cat stderr)" = "$err" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL: $name (status $got, want $code)"
    echo "  stdout: $(cat stdout)"
    echo "  stderr: $(cat stderr)"
  fi
}

# a directory as the script, as an include, as the AST cache: the SystemError of opening
# it (Julia 1.7 itself reads a directory as an empty file: JuliaLang/julia#36605), never a
# crash; the AST cache is only not used
mkdir dir.jl
check dir-script 1 "" "ERROR: SystemError: opening file \"$tmp/dir.jl\": Is a directory" -- dir.jl
printf 'println("a")\ninclude("dir.jl")\nprintln("b")\n' > incdir.jl
check include-dir 1 "a" "ERROR: LoadError: SystemError: opening file \"$tmp/dir.jl\": Is a directory
in expression starting at $tmp/incdir.jl:2" -- incdir.jl
check_sh ast-cache-dir 0 "1" "" 'JOLT_AST_CACHE="$tmp/dir.jl" "$bin" -e "println(1)"'

# programs from sources that cannot seek: a pipe through /dev/stdin, <(...), a pipe on
# stdin longer than one read; a directory on stdin is an error
check_sh dev-stdin 0 "42" "" 'echo "println(42)" | "$bin" /dev/stdin'
check_sh process-substitution 0 "43" "" '"$bin" <(echo "println(43)")'
{ for i in $(seq 3000); do echo "# a comment line to make the program longer than 64 KiB"; done
  echo 'println(44)'; } > long.jl
check_sh long-pipe 0 "44" "" 'cat long.jl | "$bin"'
check_sh stdin-dir 1 "" "ERROR: SystemError: reading stdin: Is a directory" '"$bin" < "$tmp"'

# a write that fails is reported (libuv's words) with exit status 1: at the final flush,
# when stdout is closed, mid-run (an IOError the program can catch), on an executable
check_sh full-at-exit 1 "" "ERROR: IOError: write: no space left on device (ENOSPC)" \
  '"$bin" -e "println(\"a\")" >/dev/full'
check_sh closed-stdout 1 "" "ERROR: IOError: write: bad file descriptor (EBADF)" \
  '"$bin" -e "println(\"a\")" >&-'
check_sh full-caught 1 "" "IOError: write: no space left on device (ENOSPC)
ERROR: IOError: write: no space left on device (ENOSPC)" \
  '"$bin" -e "try print(\"x\"^100000) catch e; showerror(stderr, e); println(stderr) end; println(\"b\")" >/dev/full'
check_sh full-uncaught 1 "" "ERROR: IOError: write: no space left on device (ENOSPC)
Stacktrace:
 [1] print(io::IOStream, s::String)
   @ Base ./io.jl:77
 [2] print(x::String)
   @ Base ./io.jl:94
 [3] top-level scope
   @ none:1" '"$bin" -e "print(\"x\"^100000); println(\"not reached\")" >/dev/full'
check_sh stdout-ok-stderr-full 0 "a" "" '"$bin" -e "println(\"a\")" 2>/dev/full'

# --output-exe/--output-o with names a shell or the linker would misread (quotes and ;,
# a leading -): nothing runs but the linker, the files are made under those names; the
# objects on the way are private, so files and symlinks planted at the names the compile
# once used (OUT.o, OUT.cold0.o, OUT.hot.o) are left alone. The program has dynamic calls,
# so its fallbacks' code comes in separate objects.
printf 'f(x) = x + 1\nfor y in Any[1, 2.5]\n    println(f(y))\nend\n' > dyn.jl
exe="-x';touch PWNED;'" obj="-o';touch PWNED;'.o"
echo victim > victim
ln -s victim "./$exe.o"; ln -s victim "./$exe.cold0.o"; ln -s victim "./$obj.cold0.o"
echo mine > "./$obj.hot.o"
check_sh aot-names 0 "" "" '"$bin" --output-o "$obj" --output-exe "$exe" dyn.jl'
check_sh aot-names-run 0 "2
3.5" "" '"./$exe"'
check_sh aot-names-clean 0 "victim mine victim" "" \
  'test ! -e PWNED && test -s "./$obj" && echo $(cat victim "./$obj.hot.o" "./$exe.o")'

# progress lines of a long build, on a terminal only (script(1) gives it one);
# JOLT_PROGRESS_MS=0 makes any build long; -q silences them; times and counts vary
if command -v script >/dev/null; then
  printf 'println(1)\n' > one.jl
  norm="tr -d '\r' | sed -E 's/[0-9]+[.][0-9] s/T s/g; s/[(][0-9]+ (functions|KiB)/(N \1/; s/in [0-9]+ parts?/in N parts/'"
  check_sh aot-progress 0 "jolt: T s: compiling $tmp/one.jl
jolt: T s: compiling fallbacks for the calls that stay dynamic
jolt: T s: generating machine code (N functions; fallbacks in N parts at -O0)
jolt: T s: waiting for the fallbacks' code
jolt: T s: linking one
jolt: wrote one (N KiB) in T s" "" \
    "JOLT_PROGRESS_MS=0 script -qec '$bin --output-exe one one.jl' /dev/null | $norm"
  check_sh aot-progress-quiet 0 "" "" "JOLT_PROGRESS_MS=0 script -qec '$bin -q --output-exe one one.jl' /dev/null"
  check_sh aot-progress-pipe 0 "" "" "JOLT_PROGRESS_MS=0 '$bin' --output-exe one one.jl 2>&1 | cat"
fi

# packages: found through JULIA_LOAD_PATH (an empty entry stands for the defaults) and
# --project; an executable takes them from the environment of its compile, and runs their
# top-level code and __init__ at its start
mkdir -p pk/Foo/src proj/src
printf 'module Foo\nexport foo\nfoo() = "foo!"\n__init__() = println("Foo init")\nend\n' > pk/Foo/src/Foo.jl
printf 'using Foo\nprintln(foo())\n' > usefoo.jl
check_sh pkg-load-path 0 "Foo init
foo!
[\"$tmp/pk\", \"@\", \"@v#.#\", \"@stdlib\"]" "" 'JULIA_LOAD_PATH="$tmp/pk:" "$bin" -e "using Foo; println(foo()); println(LOAD_PATH)"'
check_sh pkg-aot 0 "Foo init
foo!" "" 'JULIA_LOAD_PATH="$tmp/pk" "$bin" --output-exe usefoo usefoo.jl && ./usefoo'
check_sh pkg-missing 1 "" "ERROR: LoadError: ArgumentError: Package Foo not found in current path:
- Run \`import Pkg; Pkg.add(\"Foo\")\` to install the Foo package." '(JULIA_LOAD_PATH=/nonexistent "$bin" usefoo.jl 2>e.txt; rc=$?; sed "/^Stacktrace:/,\$d" e.txt >&2; exit $rc)'
check_sh depot-path 0 '["/d1", "/d2"]
nothing' "" 'JULIA_DEPOT_PATH=/d1:/d2 JULIA_PROJECT= "$bin" -e "println(DEPOT_PATH); println(Base.ACTIVE_PROJECT[])"'
check_sh project-option 0 "$tmp/proj/Project.toml" "" '(cd proj && touch Project.toml && "$bin" --project -e "println(Base.active_project())")'

# Julia's command-line options: -- ends them; a value an option does not take is an
# error; the startup file runs first unless --startup-file=no; JULIA_NUM_THREADS without
# -t; --color=yes colours a pipe too; -E's errors are located at none:1; a program from
# stdin is "stdin" in traces; @__FILE__ is normalised
printf 'println(@__FILE__)\n' > here.jl
check dashdash 0 "$tmp/here.jl" "" -- -- here.jl
check dotdot 0 "$tmp/here.jl" "" -- ./../$(basename "$tmp")/./here.jl
check dump-ir-stage 1 "" "jolt: invalid argument to --dump-ir={lowered|typed|llvm|opt|asm} (foo)" -- --dump-ir=foo here.jl
check color-bad 1 "" "jolt: invalid argument to --color={yes|no|auto} (bad)" -- --color=bad -e 1
check_sh color-yes 0 '033[31mr033[39m' "" '"$bin" --color=yes -e "printstyled(\"r\", color=:red)" | od -An -c | tr -s " " | sed "s/^ //; s/ //g"'
check accepted-options 0 "ok" "" -- --check-bounds=yes --compile=min --math-mode=ieee -e 'println("ok")'
mkdir -p home/.julia/config
printf 'println("startup")\n' > home/.julia/config/startup.jl
check_sh startup-file 0 "startup
1" "" 'HOME="$tmp/home" "$bin" -e "println(1)"'
check_sh startup-file-no 0 "1" "" 'HOME="$tmp/home" "$bin" --startup-file=no -e "println(1)"'
check_sh num-threads-env 0 "3" "" 'JULIA_NUM_THREADS=3 "$bin" -e "println(Threads.nthreads())"'
check eval-value-error 1 "" "ERROR: x
Stacktrace:
 [1] error(s::String)
   @ Base ./error.jl:33
 [2] top-level scope
   @ none:1" -- -E 'error("x")'
# the JIT's tiers (docs/architecture.md, "Two tiers"): a loop-free unit is baseline code,
# and a function called 1000 times is compiled again, optimised; JOLT_TIERED=0 turns it off
printf 'fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)\nprintln(fib(20))\n' > fib.jl
check_sh tier-up 0 "6765
jit fib (baseline)
jit fib.opt" "" '"$bin" fib.jl; JOLT_TIME=1 "$bin" fib.jl 2>&1 >/dev/null |
  sed -n "s/^jolt: jit julia_#\(fib\)_[0-9]*\(_boxed\|\(\.opt\)\) ([0-9]* bodies\(, baseline\)*).*/jit \1\3\4/p" |
  sed "s/, baseline/ (baseline)/"'
check_sh tier-off 0 "jit fib" "" 'JOLT_TIERED=0 JOLT_TIME=1 "$bin" fib.jl 2>&1 >/dev/null |
  sed -n "s/^jolt: jit julia_#\(fib\)_[0-9]*\(_boxed\|\(\.opt\)\) ([0-9]* bodies\(, baseline\)*).*/jit \1\3\4/p"'
# a loop in a function called once leaves baseline code by on-stack replacement
printf 'function loop(n)\n    s = 0\n    for i in 1:n\n        s += i\n    end\n    s\nend\nprintln(loop(100000))\n' > osr.jl
check_sh osr 0 "5000050000
jit loop (baseline)
jit loop.opt" "" '"$bin" osr.jl; JOLT_TIME=1 "$bin" osr.jl 2>&1 >/dev/null |
  sed -n "s/^jolt: jit julia_#\(loop\)_[0-9]*\(_boxed\|\(\.opt\)\) ([0-9]* bodies\(, baseline\)*).*/jit \1\3\4/p" |
  sed "s/, baseline/ (baseline)/"'
# an interpreted top-level statement's calls compile together, in one unit, before it
# runs (jit/orc.c prefetch_thunk): one unit for h(Float64), k(Int64), h(Int64) and the
# println, none for a call in a branch inference proves dead
printf 'h(x) = x > 0 ? sqrt(x) : -x\nk(x) = string(x, "!")\nnever(x) = string(x, "?")\nprintln(h(4.0), " ", k(3), " ", h(-2), " ", 1 > 2 ? never(1) : k(2))\n' > prefetch.jl
check_sh prefetch 0 "2.0 3! 2 2!
jit h (baseline)" "" '"$bin" prefetch.jl; JOLT_TIME=1 "$bin" prefetch.jl 2>&1 >/dev/null |
  sed -n "s/^jolt: jit julia_#\(h\|k\|never\)_[0-9]*_boxed ([0-9]* bodies, baseline).*/jit \1 (baseline)/p"'
check_sh stdin-trace 1 "" "ERROR: LoadError: y
Stacktrace:
 [1] error(s::String)
   @ Base ./error.jl:33
 [2] top-level scope
   @ stdin:1
in expression starting at stdin:1" 'echo "error(\"y\")" | "$bin"'

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

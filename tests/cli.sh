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
# -e code is evaluated, not included: no LoadError, no "in expression starting at"
check eval-option-error 1 "1" "ERROR: x
Stacktrace:
 [1] error(s::String)
   @ Base ./error.jl:33
 [2] top-level scope
   @ none:1" -- -e 'println(1); error("x")'
printf 'println(ARGS)\n' > args.jl
check script-args 0 '["x", "--y"]' "" -- args.jl x --y

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]

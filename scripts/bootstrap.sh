#!/usr/bin/env bash
# bootstrap.sh — install the Debian 12 packages jolt needs to build and test.
#
# Idempotent and quiet: it asks dpkg which packages are missing and only then runs
# `apt-get update` + `apt-get install -y --no-install-recommends` for those. Works as root
# (as CI runs it); otherwise uses sudo when available. Non-interactive (no stdin needed).
#
#   scripts/bootstrap.sh            required packages
#   scripts/bootstrap.sh --bench    also the optional benchmark tool (hyperfine)
#   JOLT_NO_INSTALL=1 ...           only report what is missing (exit 1 if anything is)
set -euo pipefail

# clang + libclang-rt-14-dev (libFuzzer and the sanitizer runtimes; only recommended by
# clang) build the parser fuzzer of tests/fuzz/run.sh. libopenblas-dev is LinearAlgebra's
# LAPACK/BLAS (runtime/base/lapack.jl opens libopenblas.so.0 at a program's first
# factorisation; nothing links it). python3 runs the REPL's pseudo-terminal test.
required=(llvm-19-dev libutf8proc-dev libffi-dev libgc-dev libcmocka-dev libpcre2-dev
          libzstd-dev libgmp-dev libmpfr-dev cmake pkg-config make gcc clang libclang-rt-14-dev
          python3 libopenblas-dev)
optional=(hyperfine)

want=("${required[@]}")
[ "${1:-}" = "--bench" ] && want+=("${optional[@]}")

# A package counts as present when dpkg reports it fully installed.
missing=()
for p in "${want[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = installed ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "bootstrap: installing ${missing[*]}" >&2
if [ "${JOLT_NO_INSTALL:-0}" = 1 ]; then
  echo "bootstrap: JOLT_NO_INSTALL=1, not installing" >&2
  exit 1
fi

if [ "$(id -u)" = 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo -n)
  sudo -n true 2>/dev/null || as_root=(sudo)
else
  echo "bootstrap: not root and no sudo; install as root: apt-get install ${missing[*]}" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq </dev/null >/dev/null
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null
echo "bootstrap: done" >&2

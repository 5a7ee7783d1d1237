#!/usr/bin/env bash
# Benchmarks kmatch on the CPU backend against (a) MLIR's default lowering of
# the same program and (c) a direct OpenBLAS call on the same sizes, plus the
# rewrite speed of kmatch-opt. Writes bench/RESULTS.md and bench/results.png.
# Every number is a median over repeated runs, measured here, in one run.
# Usage: scripts/bench.sh [--quick]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
QUICK=0
[[ "${1:-}" == "--quick" ]] && QUICK=1
"$ROOT/scripts/install-deps.sh"
if ! command -v gnuplot >/dev/null 2>&1; then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO=sudo
  $SUDO apt-get install -y -qq --no-install-recommends gnuplot-nox >/dev/null || true
fi
"$ROOT/scripts/build.sh" >/dev/null
BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
export ROOT BUILD QUICK
exec python3 "$ROOT/bench/bench.py"

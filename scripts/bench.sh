#!/usr/bin/env bash
# Benchmarks kmatch on the CPU backend against (a) MLIR's default lowering of
# the same program and (c) a direct OpenBLAS call on the same sizes, plus the
# rewrite speed of kmatch-opt. Writes bench/RESULTS.md and bench/results.png.
# The DNN rows compare against direct oneDNN calls (bench/direct_dnn.cpp).
# Every number is a median over repeated runs, measured here.
# Usage: scripts/bench.sh [--quick] [--only SECTIONS]
#   --only blas,rewrite,conv,fused,fusion,remainder,models reruns those sections and merges
#   them into the existing results, keeping the other sections' numbers.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
QUICK=0
ARGS=()
while (($# > 0)); do
  case "$1" in
    --quick) QUICK=1 ;;
    --only) ARGS+=(--only "$2"); shift ;;
    --only=*) ARGS+=("$1") ;;
    *) echo "usage: $0 [--quick] [--only SECTIONS]" >&2; exit 2 ;;
  esac
  shift
done
"$ROOT/scripts/install-deps.sh"
if ! command -v gnuplot >/dev/null 2>&1; then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO=sudo
  $SUDO apt-get install -y -qq --no-install-recommends gnuplot-nox >/dev/null || true
fi
"$ROOT/scripts/build.sh" >/dev/null
BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
export ROOT BUILD QUICK
exec python3 "$ROOT/bench/bench.py" "${ARGS[@]}"

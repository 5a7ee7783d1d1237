#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Benchmarks kmatch on the CPU backend against (a) MLIR's default lowering of
# the same program and (c) a direct OpenBLAS call on the same sizes, plus the
# rewrite speed of kmatch-opt. Writes bench/RESULTS.md and bench/results.png.
# The DNN rows compare against direct oneDNN calls (bench/direct_dnn.cpp).
# Every number is a median over repeated runs, measured here.
# Then, unless --only or --isa is given, the blas, fused, fusion and zoo sections
# again with the libraries capped at AVX2 (bench.py --isa AVX2), for the
# kernel-level goals on CPUs without AVX-512; the models section measures
# both ISAs itself. RESULTS.md ends with the goals, checked against the run.
# Usage: scripts/bench.sh [--quick] [--only SECTIONS] [--isa native|AVX2]
#   --only blas,rewrite,conv,fused,fusion,zoo,remainder,models,realmodels reruns those sections and merges
#   them into the existing results, keeping the other sections' numbers.
#   --isa AVX2 runs the kernel sections (of --only) under the AVX2 cap only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
QUICK=0
ARGS=()
DEFAULT_RUN=1
while (($# > 0)); do
  case "$1" in
    --quick) QUICK=1 ;;
    --only) ARGS+=(--only "$2"); DEFAULT_RUN=0; shift ;;
    --only=*) ARGS+=("$1"); DEFAULT_RUN=0 ;;
    --isa) ARGS+=(--isa "$2"); DEFAULT_RUN=0; shift ;;
    --isa=*) ARGS+=("$1"); DEFAULT_RUN=0 ;;
    *) echo "usage: $0 [--quick] [--only SECTIONS] [--isa native|AVX2]" >&2; exit 2 ;;
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
python3 "$ROOT/bench/bench.py" "${ARGS[@]}"
if ((DEFAULT_RUN)); then
  python3 "$ROOT/bench/bench.py" --isa AVX2 --only blas,fused,fusion,zoo
fi

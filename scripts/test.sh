#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs what is missing, builds, and runs every test (lit + Catch2 via ctest).
# Usage: scripts/test.sh [--sanitize]
#   --sanitize  build into build-asan/ with AddressSanitizer + UBSan and run
#               the whole suite there.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install-deps.sh"

EXTRA=()
if [[ "${1:-}" == "--sanitize" ]]; then
  export KMATCH_BUILD_DIR="${KMATCH_BUILD_DIR:-$ROOT/build-asan}"
  EXTRA=(-DKMATCH_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo)
  # libMLIR.so is not instrumented; report only what kmatch's code does.
  export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:${UBSAN_OPTIONS:-}"
  # mlir-runner is not instrumented but loads the instrumented runtime
  # libraries: the ASan runtime has to come first.
  export KMATCH_ASAN_PRELOAD="$(${CXX:-c++} -print-file-name=libasan.so)"
fi
BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/build.sh" "${EXTRA[@]}"
cd "$BUILD"
status=0
ctest --output-on-failure -j "$(nproc)" || status=$?
# The near-miss counts (generated, matched-and-verified, unmatched, failures)
# of the three generators: "near-miss run:" (gemm), "window near-miss run:"
# and "norm near-miss run:".
grep -h "near-miss run:" Testing/Temporary/LastTest.log 2>/dev/null || true
# Bounded libFuzzer runs (clang build in build-fuzz/); longer by hand with
# scripts/fuzz.sh N. KMATCH_SKIP_FUZZ=1 skips them.
if [[ "${KMATCH_SKIP_FUZZ:-0}" != 1 && "${1:-}" != "--sanitize" ]]; then
  "$ROOT/scripts/fuzz.sh" "${KMATCH_FUZZ_RUNS:-2000}" || status=1
fi
exit $status

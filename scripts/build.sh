#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Configures and builds kmatch into build/ (or $KMATCH_BUILD_DIR).
# Usage: scripts/build.sh [extra cmake -D options]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
GEN=()
if command -v ninja >/dev/null 2>&1; then GEN=(-G Ninja); fi
if [[ ! -f "$BUILD/CMakeCache.txt" ]]; then
  cmake -S "$ROOT" -B "$BUILD" "${GEN[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
elif (($# > 0)); then
  cmake -S "$ROOT" -B "$BUILD" "$@"
fi
cmake --build "$BUILD" -j "$(nproc)"

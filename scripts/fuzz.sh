#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Builds the libFuzzer targets with clang-22 into build-fuzz/ and runs each for
# a bounded number of inputs (default 2000; longer runs: scripts/fuzz.sh 200000).
# Seeds: the project's templates compiled to PDL, the lit test inputs, the
# loop forms (raise-loops tests, the cgeist corpus), and fuzz/seeds/opt. The
# opt fuzzer runs --kmatch-raise-loops, then the templates.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUNS="${1:-2000}"
KMATCH_WITH_CLANG=1 "$ROOT/scripts/install-deps.sh"
BUILD="$ROOT/build-fuzz"
if [[ ! -f "$BUILD/CMakeCache.txt" ]]; then
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=/usr/lib/llvm-22/bin/clang \
    -DCMAKE_CXX_COMPILER=/usr/lib/llvm-22/bin/clang++ \
    -DKMATCH_BUILD_FUZZERS=ON -DKMATCH_ENABLE_CUDA=OFF >/dev/null
fi
cmake --build "$BUILD" --target template_loader_fuzzer kmatch_opt_fuzzer -j "$(nproc)"

CORPUS="$BUILD/fuzz-corpus"
mkdir -p "$CORPUS/loader" "$CORPUS/opt"
for f in "$ROOT"/patterns/*.pdll; do
  /usr/lib/llvm-22/bin/mlir-pdll "$f" -x=mlir -I "$ROOT/patterns/include" \
    -o "$CORPUS/loader/$(basename "$f" .pdll).pdl.mlir"
done
# Locations relative to the checkout, so a run is the same from any clone.
sed -i "s#\"$ROOT/#\"#g" "$CORPUS"/loader/*.pdl.mlir
# Prefixed with their folder: the two folders may hold files of the same name.
for d in Templates Integration; do
  for f in "$ROOT/test/$d"/*.mlir; do
    cp "$f" "$CORPUS/opt/$d-$(basename "$f")"
  done
done
# The loop forms, one seed per split of the raise-loops tests and one per
# PolyBench kernel as cgeist emits it.
for f in "$ROOT"/test/Transforms/raise-loops*.mlir; do
  awk -v out="$CORPUS/opt/$(basename "$f" .mlir)-" \
    '/^\/\/ -----$/ { n++; next } { print > (out n ".mlir") }' "$f"
done
for f in "$ROOT"/test/corpus/loops/cgeist/*.mlir; do
  cp "$f" "$CORPUS/opt/loops-$(basename "$f")"
done
# Small seeds for paths the lit files reach only past -max_len (dynamic pool
# windows, mixed-type scal/gemm folds, dynamic conv outputs, window fits).
cp "$ROOT"/fuzz/seeds/opt/*.mlir "$CORPUS/opt/"
export ASAN_OPTIONS="detect_leaks=0"
export KMATCH_CACHE_DIR="$BUILD/template-cache"
status=0
for target in template_loader_fuzzer:loader kmatch_opt_fuzzer:opt; do
  name="${target%%:*}"
  dir="${target##*:}"
  echo "== $name: $RUNS runs"
  # fuzz/<target>.dict, where there is one: tokens mutations splice in.
  dict=()
  if [[ -f "$ROOT/fuzz/$name.dict" ]]; then dict=(-dict="$ROOT/fuzz/$name.dict"); fi
  if ! "$BUILD/bin/$name" -runs="$RUNS" -seed="${KMATCH_FUZZ_SEED:-1}" -max_len=16384 -timeout=20 \
      "${dict[@]}" -artifact_prefix="$BUILD/$name-" "$CORPUS/$dir" 2> "$BUILD/$name.log"; then
    status=1
    echo "FAILURE: $name found a crash; see $BUILD/$name.log and $BUILD/$name-*"
    tail -30 "$BUILD/$name.log"
  else
    grep -E "^#[0-9]+.*(DONE|pulse)|Done [0-9]+ runs" "$BUILD/$name.log" | tail -1
  fi
done
exit $status

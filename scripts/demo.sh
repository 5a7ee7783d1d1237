#!/usr/bin/env bash
# The main job: installs what is missing, builds kmatch, rewrites
# examples/gemm.mlir, runs it on the CPU backend and compares it with the same
# program lowered without kmatch.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install-deps.sh"
"$ROOT/scripts/build.sh"

BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
OUT="$BUILD/demo"
mkdir -p "$OUT"
EXAMPLE="${1:-$ROOT/examples/gemm.mlir}"
LLVM=/usr/lib/llvm-22
KOPT="$BUILD/bin/kmatch-opt"
RUN=("$LLVM/bin/mlir-runner" -e main -entry-point-result=void -O3
     "-shared-libs=$BUILD/lib/libkmatch_rt_cpu.so,$LLVM/lib/libmlir_runner_utils.so,$LLVM/lib/libmlir_c_runner_utils.so")

echo "== kmatch demo: $EXAMPLE"
"$KOPT" "$EXAMPLE" --kmatch-apply-templates="report=$OUT/report.json" -o "$OUT/rewritten.mlir"
echo "-- matched kernels (from $OUT/report.json):"
python3 - "$OUT/report.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for m in r["matches"]:
    print(f'   {m["op"]:<16} at {m["location"]:<40} -> kernel.launch @{m["kernel"]}  ({m["template"]})')
for f in r["folds"]:
    print(f'   then folded at {f["location"]:<38} by {f["template"]}')
print(f'   {len(r["matches"])} ops rewritten, {len(r["folds"])} folds')
PY
echo "-- rewritten IR (launches):"
grep -n "kernel.launch" "$OUT/rewritten.mlir" | sed 's/^/   /'

"$KOPT" "$EXAMPLE" --kmatch-pipeline=backend=cpu -o "$OUT/kmatch.llvm.mlir"
"$KOPT" "$EXAMPLE" --kmatch-pipeline="backend=cpu apply-templates=false" -o "$OUT/default.llvm.mlir"

run() { # name, input
  local start end
  start=$(date +%s.%N)
  "${RUN[@]}" "$2" > "$OUT/$1.out" 2> "$OUT/$1.err"
  end=$(date +%s.%N)
  echo "$(grep -h 'kernel time' "$OUT/$1.err" | head -1 | sed 's/kernel time: //') kernel, $(python3 -c "print(f'{$end-$start:.2f}')") s whole run (JIT included)"
}
echo "-- running on the CPU backend"
T_DEFAULT=$(run default "$OUT/default.llvm.mlir")
T_KMATCH=$(run kmatch "$OUT/kmatch.llvm.mlir")
echo "   default MLIR lowering    : $T_DEFAULT"
echo "   kmatch (OpenBLAS, oneDNN): $T_KMATCH"
echo "-- comparing the printed results (f32, relative tolerance 1e-4)"
python3 "$ROOT/test/lib/numdiff.py" --rtol 1e-4 "$OUT/default.out" "$OUT/kmatch.out"
echo "== the rewritten program prints the same numbers as the unrewritten one"

#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Validates the whole CUDA backend on a machine with a GPU, in one command:
#   1. installs missing packages (scripts/install-deps.sh) and builds kmatch
#      (scripts/build.sh; KMATCH_BUILD_DIR is honoured);
#   2. runs the CUDA Catch2 tests on the device (runtime-cuda) and on the host
#      fakes (runtime-cuda-mock);
#   3. runs the CUDA lit tests: test/Integration/cuda (every corpus program on
#      the GPU against the CPU backend) and the residency plan tests;
#   4. runs the CUDA bench rows: every corpus program on backend=cuda, with
#      the residency plan on and off: host<->device transfers (counted by the
#      runtime, KMATCH_CUDA_TRACE=1) and wall time (best of 3);
# then prints a summary.
# Exit status: 0 when everything passed; 1 when a step failed; 2 when no GPU
# is present (nothing is built or run: the CUDA tests would only report
# themselves skipped, which is not a pass).
# Usage: scripts/gpu-check.sh [--no-deps] [--no-build] [--no-bench]
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${KMATCH_BUILD_DIR:-$ROOT/build}"
DEPS=1
DO_BUILD=1
BENCH=1
while (($# > 0)); do
  case "$1" in
    --no-deps) DEPS=0 ;;
    --no-build) DO_BUILD=0 ;;
    --no-bench) BENCH=0 ;;
    *) echo "usage: $0 [--no-deps] [--no-build] [--no-bench]" >&2; exit 2 ;;
  esac
  shift
done

no_gpu() {
  echo "gpu-check: NO GPU: $1" >&2
  echo "gpu-check: nothing was validated; run this on a machine with an NVIDIA GPU (exit 2)" >&2
  exit 2
}

# 0. A GPU, before anything is installed or built.
if ! command -v nvidia-smi >/dev/null 2>&1; then
  no_gpu "nvidia-smi is not installed (no NVIDIA driver on this machine)"
fi
if ! GPUS="$(nvidia-smi -L 2>/dev/null)" || [[ -z "$GPUS" ]]; then
  no_gpu "nvidia-smi lists no device"
fi
echo "gpu-check: $(echo "$GPUS" | head -1)"

STEPS=()
FAILED=0
record() { # record NAME STATUS
  STEPS+=("$(printf '%-28s %s' "$1" "$2")")
  [[ "$2" == PASS* ]] || FAILED=1
}
summary() {
  echo
  echo "gpu-check summary ($BUILD):"
  for s in "${STEPS[@]}"; do echo "  $s"; done
  if ((FAILED)); then echo "gpu-check: FAILED"; exit 1; fi
  echo "gpu-check: all passed"
  exit 0
}

# 1. Dependencies and build.
if ((DEPS)); then
  if "$ROOT/scripts/install-deps.sh"; then record "install-deps" PASS; else
    record "install-deps" FAIL; summary; fi
fi
if ((DO_BUILD)); then
  if "$ROOT/scripts/build.sh"; then record "build" PASS; else
    record "build" FAIL; summary; fi
fi
LLVM_ROOT="$(sed -n 's/^config.llvm_root = "\(.*\)"$/\1/p' "$BUILD/test/lit.site.cfg.py" 2>/dev/null)"
LLVM_ROOT="${LLVM_ROOT:-/usr/lib/llvm-22}"
if [[ ! -x "$BUILD/bin/kmatch-runtime-cuda-tests" || ! -f "$BUILD/lib/libkmatch_rt_cuda.so" ]]; then
  record "cuda runtime built" "FAIL (no kmatch_rt_cuda in $BUILD: cmake found no CUDA toolkit?)"
  summary
fi

# 2. Catch2: on the device, then on the fakes.
"$BUILD/bin/kmatch-runtime-cuda-tests"
rc=$?
if ((rc == 77)); then
  no_gpu "nvidia-smi lists a GPU, but the CUDA runtime finds no usable device"
fi
((rc == 0)) && record "runtime-cuda (GPU)" PASS || record "runtime-cuda (GPU)" "FAIL (exit $rc)"
if "$BUILD/bin/kmatch-runtime-cuda-mock-tests"; then record "runtime-cuda-mock" PASS; else
  record "runtime-cuda-mock" FAIL; fi

# 3. lit: the CUDA integration tests must run on the device, not be skipped.
LIT="$(command -v lit || echo "$LLVM_ROOT/bin/lit")"
LIT_OUT="$(mktemp)"
"$LIT" -v "$BUILD/test/Integration/cuda" "$BUILD/test/Conversion" 2>&1 | tee "$LIT_OUT"
rc=${PIPESTATUS[0]}
if ((rc != 0)); then
  record "lit (cuda, residency)" "FAIL (exit $rc)"
elif ! grep -q "^PASS: kmatch :: Integration/cuda/corpus-on-cuda.mlir" "$LIT_OUT"; then
  record "lit (cuda, residency)" "FAIL (corpus-on-cuda did not run: no cuda-runtime feature)"
elif ! grep -q "^UNSUPPORTED: kmatch :: Integration/cuda/no-gpu.mlir" "$LIT_OUT"; then
  record "lit (cuda, residency)" "FAIL (lit did not detect the GPU: no cuda-device feature)"
else
  record "lit (cuda, residency)" PASS
fi
rm -f "$LIT_OUT"

# 4. Bench rows: transfers and wall time per corpus program, residency on/off.
if ((BENCH)); then
  TMP="$(mktemp -d)"
  RUNNER=("$LLVM_ROOT/bin/mlir-runner" -e main -entry-point-result=void
    "-shared-libs=$BUILD/lib/libkmatch_rt_cuda.so,$BUILD/lib/libkmatch_rt_cpu.so,$LLVM_ROOT/lib/libmlir_runner_utils.so,$LLVM_ROOT/lib/libmlir_c_runner_utils.so")
  bench_ok=1
  echo
  printf '%-28s %10s %10s %12s %12s\n' "cuda bench (program)" "xfers on" "xfers off" "ms on" "ms off"
  for f in "$ROOT"/test/corpus/polybench/*.mlir "$ROOT"/test/corpus/cnn/*.mlir; do
    name="$(basename "$f" .mlir)"
    row=()
    for opts in "backend=cuda" "backend=cuda residency=false"; do
      low="$TMP/$name.llvm.mlir"
      if ! "$BUILD/bin/kmatch-opt" "$f" "--kmatch-pipeline=$opts" -o "$low" 2>"$TMP/err"; then
        echo "gpu-check: $name ($opts): kmatch-opt failed: $(head -1 "$TMP/err")" >&2
        bench_ok=0; row+=(- -); continue
      fi
      best=""
      for _ in 1 2 3; do
        start=$(date +%s%N)
        if ! KMATCH_CUDA_TRACE=1 "${RUNNER[@]}" "$low" >/dev/null 2>"$TMP/trace"; then
          echo "gpu-check: $name ($opts): run failed: $(grep -v 'kmatch cuda transfer' "$TMP/trace" | head -1)" >&2
          bench_ok=0; best=""; break
        fi
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        [[ -z "$best" || $ms -lt $best ]] && best=$ms
      done
      row+=("$(grep -c 'kmatch cuda transfer:' "$TMP/trace")" "${best:--}")
    done
    printf '%-28s %10s %10s %12s %12s\n' "$name" "${row[0]}" "${row[2]}" "${row[1]}" "${row[3]}"
  done
  rm -rf "$TMP"
  ((bench_ok)) && record "cuda bench rows" PASS || record "cuda bench rows" FAIL
fi

summary

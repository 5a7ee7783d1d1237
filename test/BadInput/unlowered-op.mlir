// kmatch-pipeline never exits 0 with an op mlir-runner cannot run: an op no
// pass of the pipeline lowers is named in an error, once per op name, at its
// first occurrence. (Before kmatch-check-lowered, linalg.softmax went through
// with exit 0 and failed later in mlir-runner.)
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -split-input-file -verify-diagnostics -o /dev/null
// The transform library runs the same check:
// RUN: not kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/offload-cpu.mlir" --transform-interpreter -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRANSFORM
// TRANSFORM: error: 'arith.truncf' is left after lowering to the LLVM dialect
// TRANSFORM: error: 'arith.extf' is left after lowering to the LLVM dialect
// TRANSFORM: error: 'arith.scaling_truncf' is left after lowering to the LLVM dialect

// 8-bit floats have no LLVM lowering in MLIR 22's arith-to-llvm.
func.func @f8_trunc(%x: f32, %y: f32) -> (f8E4M3FN, f8E4M3FN) {
  // expected-error @+1 {{'arith.truncf' is left after lowering to the LLVM dialect}}
  %r = arith.truncf %x : f32 to f8E4M3FN
  // A second truncf is not reported again.
  %s = arith.truncf %y : f32 to f8E4M3FN
  return %r, %s : f8E4M3FN, f8E4M3FN
}

// -----

func.func @two_ops(%x: f8E5M2, %scale: f8E8M0FNU) -> f16 {
  // expected-error @+1 {{'arith.extf' is left after lowering to the LLVM dialect}}
  %e = arith.extf %x : f8E5M2 to f32
  // expected-error @+1 {{'arith.scaling_truncf' is left after lowering to the LLVM dialect}}
  %r = arith.scaling_truncf %e, %scale : f32, f8E8M0FNU to f16
  return %r : f16
}

// kmatch-pipeline never exits 0 with an op mlir-runner cannot run: an op no
// pass of the pipeline lowers is named in an error, once per op name, at its
// first occurrence. (Before kmatch-check-lowered, linalg.softmax went through
// with exit 0 and failed later in mlir-runner.)
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -split-input-file -verify-diagnostics -o /dev/null
// The transform library runs the same check:
// RUN: not kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/offload-cpu.mlir" --transform-interpreter -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRANSFORM
// TRANSFORM: error: 'complex.abs' is left after lowering to the LLVM dialect
// TRANSFORM: error: 'complex.exp' is left after lowering to the LLVM dialect
// TRANSFORM: error: 'complex.re' is left after lowering to the LLVM dialect

func.func @complex_abs(%x: complex<f32>) -> f32 {
  // expected-error @+1 {{'complex.abs' is left after lowering to the LLVM dialect}}
  %r = complex.abs %x : complex<f32>
  // A second complex.abs is not reported again.
  %s = complex.abs %x : complex<f32>
  %t = arith.addf %r, %s : f32
  return %t : f32
}

// -----

func.func @two_ops(%x: complex<f32>) -> f32 {
  // expected-error @+1 {{'complex.exp' is left after lowering to the LLVM dialect}}
  %e = complex.exp %x : complex<f32>
  // expected-error @+1 {{'complex.re' is left after lowering to the LLVM dialect}}
  %r = complex.re %e : complex<f32>
  return %r : f32
}

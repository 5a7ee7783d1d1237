// kmatch-verify can fail: with a template that drops transposes, the
// transposed gemm computes the wrong thing and is reported; the plain one
// still passes. With the real templates both pass.
// RUN: not kmatch-verify %s --templates=%S/Inputs/gemm-ignores-transposes.pdll --json=%t.json | FileCheck %s --check-prefix=WRONG
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=RIGHT

// WRONG-DAG: PASS @plain (launches: gemm;
// WRONG-DAG: FAIL @transposed_b (launches: gemm;
// WRONG: kmatch-verify: 2 functions, 2 rewritten, 1 failures
// JSON: "failures": 1
// RIGHT: kmatch-verify: 2 functions, 2 rewritten, 0 failures

func.func @plain(%A: memref<6x4xf32>, %B: memref<4x5xf32>, %C: memref<6x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<6x4xf32>, memref<4x5xf32>) outs(%C : memref<6x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

func.func @transposed_b(%A: memref<5x5xf32>, %B: memref<5x5xf32>, %C: memref<5x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<5x5xf32>, memref<5x5xf32>) outs(%C : memref<5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

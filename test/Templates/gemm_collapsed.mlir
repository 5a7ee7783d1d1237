// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// C(r,q,p) += A(r,q,s) * B(s,p): one gemm on collapsed views.
// CHECK-LABEL: func.func @doitgen_like(
// CHECK-SAME: %[[A:[^:]*]]: memref<3x4x5xf32>, %[[B:[^:]*]]: memref<5x6xf32>, %[[C:[^:]*]]: memref<3x4x6xf32>)
// CHECK-DAG: %[[A2:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
// CHECK-DAG: %[[C2:.*]] = memref.collapse_shape %[[C]] {{\[\[}}0, 1], [2]] : memref<3x4x6xf32> into memref<12x6xf32>
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A2]], %[[B]], %{{.*}}, %[[C2]])
func.func @doitgen_like(%A: memref<3x4x5xf32>, %B: memref<5x6xf32>, %C: memref<3x4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(r, q, p, s) -> (r, q, s)>, affine_map<(r, q, p, s) -> (s, p)>, affine_map<(r, q, p, s) -> (r, q, p)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x4x5xf32>, memref<5x6xf32>) outs(%C : memref<3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Near miss: A is a view whose rows (r, q) are not evenly spaced (row stride
// 5 within r, 40 across r), so (r, q) cannot be merged: stays unmatched.
// CHECK-LABEL: func.func @near_miss_not_contiguous(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_not_contiguous(%X: memref<3x8x5xf32>, %B: memref<5x6xf32>, %C: memref<3x4x6xf32>) {
  %A = memref.subview %X[0, 0, 0] [3, 4, 5] [1, 1, 1] : memref<3x8x5xf32> to memref<3x4x5xf32, strided<[40, 5, 1]>>
  linalg.generic {indexing_maps = [affine_map<(r, q, p, s) -> (r, q, s)>, affine_map<(r, q, p, s) -> (s, p)>, affine_map<(r, q, p, s) -> (r, q, p)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x4x5xf32, strided<[40, 5, 1]>>, memref<5x6xf32>) outs(%C : memref<3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

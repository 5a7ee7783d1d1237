// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 13 functions, 9 rewritten, 0 failures, 1 skipped

// linalg.contract (MLIR 22) in the forms of gemm, batch_gemm, gemv and dot:
// the same einsum and body checks as the generic and named forms, so the
// maps decide the transposes and anything else stays a contract.

#mA = affine_map<(m, n, k) -> (m, k)>
#mAt = affine_map<(m, n, k) -> (k, m)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mBt = affine_map<(m, n, k) -> (n, k)>
#mC = affine_map<(m, n, k) -> (m, n)>
#mCt = affine_map<(m, n, k) -> (n, m)>
// CHECK-LABEL: func.func @c_nn(
// CHECK: kernel.launch @gemm(
// CHECK-SAME: transA = false, transB = false, transC = false

func.func @c_nn(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// CHECK-LABEL: func.func @c_tt(
// CHECK: kernel.launch @gemm(
// CHECK-SAME: transA = true, transB = true, transC = false

func.func @c_tt(%a: tensor<8x4xf32>, %b: tensor<16x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [#mAt, #mBt, #mC] ins(%a, %b : tensor<8x4xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// CHECK-LABEL: func.func @c_ct(
// CHECK: kernel.launch @gemm(
// CHECK-SAME: transA = false, transB = false, transC = true

func.func @c_ct(%a: memref<4x8xf64>, %b: memref<8x16xf64>, %c: memref<16x4xf64>) {
  linalg.contract indexing_maps = [#mA, #mB, #mCt] ins(%a, %b : memref<4x8xf64>, memref<8x16xf64>) outs(%c : memref<16x4xf64>)
  return
}
// A zero fill folds into beta = 0.
// CHECK-LABEL: func.func @c_zero(
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %[[ZERO]],
// CHECK-SAME: transA = false, transB = true, transC = false

func.func @c_zero(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>) -> tensor<4x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.contract indexing_maps = [#mA, #mBt, #mC] ins(%a, %b : tensor<4x8xf32>, tensor<16x8xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// CHECK-LABEL: func.func @c_batch(
// CHECK: kernel.launch @batch_gemm(
// CHECK-SAME: transA = false, transB = true, transC = false

func.func @c_batch(%a: tensor<2x4x8xf32>, %b: tensor<2x16x8xf32>, %c: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>]
   ins(%a, %b : tensor<2x4x8xf32>, tensor<2x16x8xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r : tensor<2x4x16xf32>
}
// CHECK-LABEL: func.func @c_mv(
// CHECK: kernel.launch @gemv(%{{[^,]*}}, %arg0, %arg1,
// CHECK-SAME: transA = false

func.func @c_mv(%a: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>]
   ins(%a, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// The vector first: y = A^T x.
// CHECK-LABEL: func.func @c_vm(
// CHECK: kernel.launch @gemv(%{{[^,]*}}, %arg1, %arg0,
// CHECK-SAME: transA = true

func.func @c_vm(%x: tensor<4xf32>, %a: tensor<4x8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(n, k) -> (k)>, affine_map<(n, k) -> (k, n)>, affine_map<(n, k) -> (n)>]
   ins(%x, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
// CHECK-LABEL: func.func @c_dot(
// CHECK: kernel.launch @dot(

func.func @c_dot(%x: tensor<8xf32>, %y: tensor<8xf32>, %r: tensor<f32>) -> tensor<f32> {
  %o = linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
   ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%r : tensor<f32>) -> tensor<f32>
  return %o : tensor<f32>
}
// Near miss: A broadcast along m (no matrix to hand to a gemm).
// CHECK-LABEL: func.func @c_bcastA(
// CHECK-NOT: kernel.launch
// CHECK: linalg.contract

func.func @c_bcastA(%a: tensor<8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, #mB, #mC] ins(%a, %b : tensor<8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// B shared across the batch: a gemm on the collapsed A and C
// (gemm_collapsed.pdll).
// CHECK-LABEL: func.func @c_bshared(
// CHECK: tensor.collapse_shape
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.contract

func.func @c_bshared(%a: tensor<2x4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
   ins(%a, %b : tensor<2x4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r : tensor<2x4x16xf32>
}
// Near miss: the batch dim is reduced (a batch-reduce matmul).
// CHECK-LABEL: func.func @c_reduce_batch(
// CHECK-NOT: kernel.launch
// CHECK: linalg.contract

func.func @c_reduce_batch(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>]
   ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// Near miss: integer operands cast unsigned.
// CHECK-LABEL: func.func @c_unsigned(
// CHECK-NOT: kernel.launch
// CHECK: linalg.contract

func.func @c_unsigned(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xf32>) {cast = #linalg.type_fn<cast_unsigned>} -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// Near miss: f16 operands accumulated in f32.
// CHECK-LABEL: func.func @c_mixed(
// CHECK-NOT: kernel.launch
// CHECK: linalg.contract

func.func @c_mixed(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
// Near miss: the output is also an input.
// CHECK-LABEL: func.func @c_alias(
// CHECK-NOT: kernel.launch
// CHECK: linalg.contract

func.func @c_alias(%a: memref<16x16xf32>, %b: memref<16x16xf32>) {
  linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : memref<16x16xf32>, memref<16x16xf32>) outs(%a : memref<16x16xf32>)
  return
}

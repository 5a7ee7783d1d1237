// The catalog's templates where one sweep is not enough: an erasure that
// enables a match tried earlier (a dead second user of a value, a statement
// between two merged ones folded away later) makes the pass sweep again, so
// the result is upstream's fixpoint. The test suite's KMATCH_CHECK_FIXPOINT=1
// checks that one more sweep changes nothing.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 3 functions, 3 rewritten, 0 failures

// The fill's dead second user comes after the matmul, which the sweep tries
// while the fill has two uses; the dead cast's erasure sweeps again.
// CHECK-LABEL: func.func @dead_fill_user_after(
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @gemm(%{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]], %{{.*}})
// CHECK-NOT: linalg.fill
// CHECK-NOT: tensor.cast
func.func @dead_fill_user_after(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %dead = tensor.cast %f : tensor<8x4xf32> to tensor<8x4xf32>
  return %mm : tensor<8x4xf32>
}

// -----

// The gemm result's dead second user comes after the bias add.
// CHECK-LABEL: func.func @dead_gemm_user(
// CHECK: kernel.launch @gemm_bias_act(
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.extract_slice
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#par2 = ["parallel", "parallel"]
func.func @dead_gemm_user(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %dead = tensor.extract_slice %mm[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  return %biased : tensor<8x4xf32>
}

// -----

// fill C; C = A*B; A *= s; C += bias; A += P*Q. The scale of A between the
// gemm and the bias add blocks their merge until the later gemm folds it into
// its beta; that erasure sweeps again, and the bias merges into the first
// gemm, which still reads A before the second gemm writes it. The arguments
// are declared disjoint (kmatch.noalias): otherwise C may be A, and neither
// merge is legal.
// CHECK-LABEL: func.func @intervening_removed(
// CHECK-SAME: %[[S:[^:]*]]: f32, %[[A:[^:]*]]: memref<5x7xf32>, %[[B:[^:]*]]: memref<7x3xf32>, %[[BIAS:[^:]*]]: memref<3xf32>, %[[C:[^:]*]]: memref<5x3xf32>, %[[P:[^:]*]]: memref<5x6xf32>, %[[Q:[^:]*]]: memref<6x7xf32>)
// CHECK: kernel.launch @gemm_bias_act(%[[A]], %[[B]], %[[BIAS]], %[[C]])
// CHECK: kernel.launch @gemm(%{{.*}}, %[[P]], %[[Q]], %[[S]], %[[A]])
// CHECK-NOT: linalg.
func.func @intervening_removed(%s: f32, %a: memref<5x7xf32>, %b: memref<7x3xf32>, %bias: memref<3xf32>, %c: memref<5x3xf32>, %p: memref<5x6xf32>, %q: memref<6x7xf32>) attributes {kmatch.noalias} {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%c : memref<5x3xf32>)
  linalg.matmul ins(%a, %b : memref<5x7xf32>, memref<7x3xf32>) outs(%c : memref<5x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<5x7xf32>) {
  ^bb0(%x: f32):
    %0 = arith.mulf %x, %s : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<3xf32>) outs(%c : memref<5x3xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  linalg.matmul ins(%p, %q : memref<5x6xf32>, memref<6x7xf32>) outs(%a : memref<5x7xf32>)
  return
}

// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// C(r,q,p) += A(r,q,s) * B(s,p): one gemm on collapsed views.
// CHECK-LABEL: func.func @doitgen_like(
// CHECK-SAME: %[[A:[^:]*]]: memref<3x4x5xf32>, %[[B:[^:]*]]: memref<5x6xf32>, %[[C:[^:]*]]: memref<3x4x6xf32>)
// CHECK-DAG: %[[A2:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
// CHECK-DAG: %[[C2:.*]] = memref.collapse_shape %[[C]] {{\[\[}}0, 1], [2]] : memref<3x4x6xf32> into memref<12x6xf32>
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[A2]], %[[B]], %{{[^,)]*}}, %[[C2]])
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

// -----

// Tensors: the contraction with two row dims as one generic: a gemm on the
// collapsed A and C, expanded back.
// CHECK-LABEL: func.func @rows_tensor(
// CHECK-SAME: %[[A:[^:]*]]: tensor<3x4x5xf32>, %[[B:[^:]*]]: tensor<5x6xf32>, %[[C:[^:]*]]: tensor<3x4x6xf32>)
// CHECK-DAG: %[[A2:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1], [2]]
// CHECK-DAG: %[[C2:.*]] = tensor.collapse_shape %[[C]] {{\[\[}}0, 1], [2]]
// CHECK: %[[Y:.*]] = kernel.launch @gemm(%{{[^,)]*}}, %[[A2]], %[[B]], %{{[^,)]*}}, %[[C2]])
// CHECK: tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]]
// CHECK-NOT: linalg.generic
func.func @rows_tensor(%A: tensor<3x4x5xf32>, %B: tensor<5x6xf32>, %C: tensor<3x4x6xf32>) -> tensor<3x4x6xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(r, q, p, s) -> (r, q, s)>, affine_map<(r, q, p, s) -> (s, p)>, affine_map<(r, q, p, s) -> (r, q, p)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<3x4x5xf32>, tensor<5x6xf32>) outs(%C : tensor<3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<3x4x6xf32>
  return %0 : tensor<3x4x6xf32>
}

// -----

// torch-mlir's Linear on a 3-D input: batch_matmul(x, broadcast(W)) into a
// zero fill: one gemm over batch * rows, beta = 0, W read once.
// CHECK-LABEL: func.func @shared_weight_generic(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x5x8xf32>, %[[W:[^:]*]]: tensor<8x6xf32>)
// CHECK-NOT: linalg.fill
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[X2:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<2x5x8xf32> into tensor<10x8xf32>
// CHECK: %[[Y:.*]] = kernel.launch @gemm(%{{[^,)]*}}, %[[X2]], %[[W]], %[[ZERO]], %{{[^,)]*}}) {{.*}} -> tensor<10x6xf32>
// CHECK: tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [2, 5, 6]
// CHECK-NOT: linalg.batch_matmul
func.func @shared_weight_generic(%x: tensor<2x5x8xf32>, %w: tensor<8x6xf32>) -> tensor<2x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%w : tensor<8x6xf32>) outs(%e : tensor<2x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x6xf32>
  %c0 = tensor.empty() : tensor<2x5x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  %y = linalg.batch_matmul ins(%x, %wb : tensor<2x5x8xf32>, tensor<2x8x6xf32>) outs(%c : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// The same with linalg.broadcast, accumulating into C.
// CHECK-LABEL: func.func @shared_weight_broadcast(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x5x8xf32>, %[[W:[^:]*]]: tensor<8x6xf32>, %[[C:[^:]*]]: tensor<2x5x6xf32>)
// CHECK-NOT: linalg.broadcast
// CHECK-NOT: arith.constant 0.000000e+00
// CHECK: %[[C2:.*]] = tensor.collapse_shape %[[C]]
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %{{[^,)]*}}, %[[W]], %{{[^,)]*}}, %[[C2]])
func.func @shared_weight_broadcast(%x: tensor<2x5x8xf32>, %w: tensor<8x6xf32>, %c: tensor<2x5x6xf32>) -> tensor<2x5x6xf32> {
  %e = tensor.empty() : tensor<2x8x6xf32>
  %wb = linalg.broadcast ins(%w : tensor<8x6xf32>) outs(%e : tensor<2x8x6xf32>) dimensions = [0]
  %y = linalg.batch_matmul ins(%x, %wb : tensor<2x5x8xf32>, tensor<2x8x6xf32>) outs(%c : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// Memrefs: contiguous A and C; the broadcast wrote its buffer and stays.
// CHECK-LABEL: func.func @shared_weight_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<2x5x8xf32>, %[[W:[^:]*]]: memref<8x6xf32>, %[[WB:[^:]*]]: memref<2x8x6xf32>, %[[C:[^:]*]]: memref<2x5x6xf32>)
// CHECK: linalg.broadcast
// CHECK-DAG: %[[X2:.*]] = memref.collapse_shape %[[X]]
// CHECK-DAG: %[[C2:.*]] = memref.collapse_shape %[[C]]
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X2]], %[[W]], %{{[^,)]*}}, %[[C2]])
func.func @shared_weight_memref(%x: memref<2x5x8xf32>, %w: memref<8x6xf32>, %wb: memref<2x8x6xf32>, %c: memref<2x5x6xf32>) {
  linalg.broadcast ins(%w : memref<8x6xf32>) outs(%wb : memref<2x8x6xf32>) dimensions = [0]
  linalg.batch_matmul ins(%x, %wb : memref<2x5x8xf32>, memref<2x8x6xf32>) outs(%c : memref<2x5x6xf32>)
  return
}

// -----

// Near miss: broadcast along the rows (dimensions = [1]): every batch has its
// own matrix. A batch_gemm on the broadcast result.
// CHECK-LABEL: func.func @near_miss_broadcast_rows(
// CHECK: %[[WB:.*]] = linalg.broadcast
// CHECK: kernel.launch @batch_gemm(%{{[^,)]*}}, %{{[^,)]*}}, %[[WB]],
func.func @near_miss_broadcast_rows(%x: tensor<2x5x8xf32>, %w: tensor<2x6xf32>, %c: tensor<2x5x6xf32>) -> tensor<2x5x6xf32> {
  %e = tensor.empty() : tensor<2x8x6xf32>
  %wb = linalg.broadcast ins(%w : tensor<2x6xf32>) outs(%e : tensor<2x8x6xf32>) dimensions = [1]
  %y = linalg.batch_matmul ins(%x, %wb : tensor<2x5x8xf32>, tensor<2x8x6xf32>) outs(%c : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// Near miss: the broadcast generic scales its input: not a copy of W.
// CHECK-LABEL: func.func @near_miss_broadcast_body(
// CHECK: %[[WB:.*]] = linalg.generic
// CHECK: kernel.launch @batch_gemm(%{{[^,)]*}}, %{{[^,)]*}}, %[[WB]],
func.func @near_miss_broadcast_body(%x: tensor<2x5x8xf32>, %w: tensor<8x6xf32>, %c: tensor<2x5x6xf32>) -> tensor<2x5x6xf32> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<2x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%w : tensor<8x6xf32>) outs(%e : tensor<2x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %two : f32
    linalg.yield %s : f32
  } -> tensor<2x8x6xf32>
  %y = linalg.batch_matmul ins(%x, %wb : tensor<2x5x8xf32>, tensor<2x8x6xf32>) outs(%c : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// Near miss: A transposed inside the batch_matmul (x[b] is k x m): its rows
// do not collapse. A batch_gemm with transA.
// CHECK-LABEL: func.func @near_miss_transposed_a(
// CHECK: linalg.broadcast
// CHECK: kernel.launch @batch_gemm
// CHECK-SAME: transA = true
func.func @near_miss_transposed_a(%x: tensor<2x8x5xf32>, %w: tensor<8x6xf32>, %c: tensor<2x5x6xf32>) -> tensor<2x5x6xf32> {
  %e = tensor.empty() : tensor<2x8x6xf32>
  %wb = linalg.broadcast ins(%w : tensor<8x6xf32>) outs(%e : tensor<2x8x6xf32>) dimensions = [0]
  %y = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%x, %wb : tensor<2x8x5xf32>, tensor<2x8x6xf32>) outs(%c : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// Near miss (memrefs): W is written between the broadcast and the
// batch_matmul: the broadcast buffer holds the old W.
// CHECK-LABEL: func.func @near_miss_weight_written(
// CHECK-SAME: %[[X:[^:]*]]: memref<2x5x8xf32>, %[[W:[^:]*]]: memref<8x6xf32>, %[[WB:[^:]*]]: memref<2x8x6xf32>, %[[C:[^:]*]]: memref<2x5x6xf32>)
// CHECK: kernel.launch @batch_gemm(%{{[^,)]*}}, %[[X]], %[[WB]], %{{[^,)]*}}, %[[C]])
func.func @near_miss_weight_written(%x: memref<2x5x8xf32>, %w: memref<8x6xf32>, %wb: memref<2x8x6xf32>, %c: memref<2x5x6xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.broadcast ins(%w : memref<8x6xf32>) outs(%wb : memref<2x8x6xf32>) dimensions = [0]
  linalg.fill ins(%zero : f32) outs(%w : memref<8x6xf32>)
  linalg.batch_matmul ins(%x, %wb : memref<2x5x8xf32>, memref<2x8x6xf32>) outs(%c : memref<2x5x6xf32>)
  return
}

// -----

// MLIR 22's batch_matmul whose B map drops the batch: one weight for every
// batch, a gemm on the collapsed A and C (the zero fill becomes beta = 0).
// CHECK-LABEL: func.func @batch_matmul_broadcast_maps(
// CHECK-SAME: %[[A:[a-z0-9]+]]: tensor<2x4x8xf32>, %[[W:[a-z0-9]+]]: tensor<8x16xf32>)
// CHECK: %[[A2:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %[[A2]], %[[W]], %{{[^,]*}}, %{{[^,]*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, tensor<8x8xf32>, tensor<8x16xf32>, f32, tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: tensor.expand_shape
// CHECK-NOT: linalg.
#a3_0 = affine_map<(b, m, n, k) -> (b, m, k)>
#w2_0 = affine_map<(b, m, n, k) -> (k, n)>
#c3_0 = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_matmul_broadcast_maps(%a: tensor<2x4x8xf32>, %w: tensor<8x16xf32>) -> tensor<2x4x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %r = linalg.batch_matmul indexing_maps = [#a3_0, #w2_0, #c3_0] ins(%a, %w : tensor<2x4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r : tensor<2x4x16xf32>
}

// -----

// The same as a linalg.contract on memrefs contiguous in (b, m).
// CHECK-LABEL: func.func @contract_broadcast_memref(
// CHECK: memref.collapse_shape
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.
#a3_1 = affine_map<(b, m, n, k) -> (b, m, k)>
#w2_1 = affine_map<(b, m, n, k) -> (k, n)>
#c3_1 = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @contract_broadcast_memref(%a: memref<2x4x8xf32>, %w: memref<8x16xf32>, %c: memref<2x4x16xf32>) {
  linalg.contract indexing_maps = [#a3_1, #w2_1, #c3_1] ins(%a, %w : memref<2x4x8xf32>, memref<8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

// Near miss: A's batches are not contiguous with its rows (batch stride 64,
// not 32): no exact collapsed view.
// CHECK-LABEL: func.func @batch_matmul_broadcast_gapped_a(
// CHECK-NOT: kernel.launch
// CHECK: linalg.batch_matmul
#a3_2 = affine_map<(b, m, n, k) -> (b, m, k)>
#w2_2 = affine_map<(b, m, n, k) -> (k, n)>
#c3_2 = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_matmul_broadcast_gapped_a(%a: memref<2x4x8xf32, strided<[64, 8, 1]>>, %w: memref<8x16xf32>, %c: memref<2x4x16xf32>) {
  linalg.batch_matmul indexing_maps = [#a3_2, #w2_2, #c3_2] ins(%a, %w : memref<2x4x8xf32, strided<[64, 8, 1]>>, memref<8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

// Near miss: a contract reading the shared weight transposed, W(n, k).
// CHECK-LABEL: func.func @contract_broadcast_transposed_w(
// CHECK-NOT: kernel.launch
// CHECK: linalg.contract
#a3_3 = affine_map<(b, m, n, k) -> (b, m, k)>
#wt_3 = affine_map<(b, m, n, k) -> (n, k)>
#c3_3 = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @contract_broadcast_transposed_w(%a: tensor<2x4x8xf32>, %w: tensor<16x8xf32>, %c: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %r = linalg.contract indexing_maps = [#a3_3, #wt_3, #c3_3] ins(%a, %w : tensor<2x4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r : tensor<2x4x16xf32>
}

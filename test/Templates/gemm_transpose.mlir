// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// torch-mlir's Linear without bias: x @ transpose(W). The transpose becomes
// transB and goes.
// CHECK-LABEL: func.func @linear_weight(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[W]], %{{[^,)]*}}, %{{[^,)]*}})
// CHECK-SAME: transA = false, transB = true
func.func @linear_weight(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %c0 = tensor.empty() : tensor<4x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// A transposed A: transA.
// CHECK-LABEL: func.func @transposed_a(
// CHECK-SAME: %[[X:[^:]*]]: tensor<8x4xf32>, %[[W:[^:]*]]: tensor<8x6xf32>, %[[C:[^:]*]]: tensor<4x6xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[W]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transA = true, transB = false
func.func @transposed_a(%x: tensor<8x4xf32>, %w: tensor<8x6xf32>, %c: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%xt, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// The transposed weight has another use: the transpose stays for it, and the
// gemm still reads W itself.
// CHECK-LABEL: func.func @transpose_shared(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>, %[[C:[^:]*]]: tensor<4x6xf32>)
// CHECK: %[[WT:.*]] = linalg.transpose
// CHECK: %[[Y:.*]] = kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[W]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transB = true
// CHECK: return %[[Y]], %[[WT]]
func.func @transpose_shared(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %c: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<8x6xf32>) {
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y, %wt : tensor<4x6xf32>, tensor<8x6xf32>
}

// -----

// Attention scores q @ k^T with k^T a transpose of the last two dims:
// batch_gemm with transB.
// CHECK-LABEL: func.func @attention_scores(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<3x5x4xf32>, %[[K:[^:]*]]: tensor<3x5x4xf32>, %[[C:[^:]*]]: tensor<3x5x5xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @batch_gemm(%{{[^,)]*}}, %[[Q]], %[[K]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transA = false, transB = true
func.func @attention_scores(%q: tensor<3x5x4xf32>, %k: tensor<3x5x4xf32>, %c: tensor<3x5x5xf32>) -> tensor<3x5x5xf32> {
  %e = tensor.empty() : tensor<3x4x5xf32>
  %kt = linalg.transpose ins(%k : tensor<3x5x4xf32>) outs(%e : tensor<3x4x5xf32>) permutation = [0, 2, 1]
  %y = linalg.batch_matmul ins(%q, %kt : tensor<3x5x4xf32>, tensor<3x4x5xf32>) outs(%c : tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
  return %y : tensor<3x5x5xf32>
}

// -----

// Memrefs: the transpose writes its buffer and stays; the gemm reads W.
// CHECK-LABEL: func.func @memref_weight(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32>, %[[W:[^:]*]]: memref<6x8xf32>, %[[WT:[^:]*]]: memref<8x6xf32>, %[[C:[^:]*]]: memref<4x6xf32>)
// CHECK: linalg.transpose ins(%[[W]] {{.*}} outs(%[[WT]]
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[W]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transB = true
func.func @memref_weight(%x: memref<4x8xf32>, %w: memref<6x8xf32>, %wt: memref<8x6xf32>, %c: memref<4x6xf32>) {
  linalg.transpose ins(%w : memref<6x8xf32>) outs(%wt : memref<8x6xf32>) permutation = [1, 0]
  linalg.matmul ins(%x, %wt : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

// Near miss: a permutation that moves the batch ([1, 0, 2]) is not a
// transpose of the matrices: the batch_gemm reads the transposed tensor.
// CHECK-LABEL: func.func @near_miss_batch_permutation(
// CHECK: %[[KT:.*]] = linalg.transpose
// CHECK: kernel.launch @batch_gemm(%{{[^,)]*}}, %{{[^,)]*}}, %[[KT]], %{{[^,)]*}}, %{{[^,)]*}})
// CHECK-SAME: transB = false
func.func @near_miss_batch_permutation(%q: tensor<3x5x4xf32>, %k: tensor<4x3x5xf32>, %c: tensor<3x5x5xf32>) -> tensor<3x5x5xf32> {
  %e = tensor.empty() : tensor<3x4x5xf32>
  %kt = linalg.transpose ins(%k : tensor<4x3x5xf32>) outs(%e : tensor<3x4x5xf32>) permutation = [1, 0, 2]
  %y = linalg.batch_matmul ins(%q, %kt : tensor<3x5x4xf32>, tensor<3x4x5xf32>) outs(%c : tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
  return %y : tensor<3x5x5xf32>
}

// -----

// Near miss: a rotation of the dims ([2, 0, 1]) with the shapes of a swap
// of the last two (every batch 4 x 5 from 5 x 4) is not one: it stays.
// CHECK-LABEL: func.func @near_miss_rotation(
// CHECK: %[[KT:.*]] = linalg.transpose
// CHECK: kernel.launch @batch_gemm(%{{[^,)]*}}, %{{[^,)]*}}, %[[KT]], %{{[^,)]*}}, %{{[^,)]*}})
func.func @near_miss_rotation(%q: tensor<4x5x4xf32>, %k: tensor<4x5x4xf32>, %c: tensor<4x5x5xf32>) -> tensor<4x5x5xf32> {
  %e = tensor.empty() : tensor<4x4x5xf32>
  %kt = linalg.transpose ins(%k : tensor<4x5x4xf32>) outs(%e : tensor<4x4x5xf32>) permutation = [2, 0, 1]
  %y = linalg.batch_matmul ins(%q, %kt : tensor<4x5x4xf32>, tensor<4x4x5xf32>) outs(%c : tensor<4x5x5xf32>) -> tensor<4x5x5xf32>
  return %y : tensor<4x5x5xf32>
}

// -----

// Near miss (memrefs): the transposed buffer is written between the
// transpose and the matmul, so the gemm must read what was written there.
// CHECK-LABEL: func.func @near_miss_result_written(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32>, %[[W:[^:]*]]: memref<6x8xf32>, %[[WT:[^:]*]]: memref<8x6xf32>, %[[C:[^:]*]]: memref<4x6xf32>)
// CHECK: linalg.transpose
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[WT]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transB = false
func.func @near_miss_result_written(%x: memref<4x8xf32>, %w: memref<6x8xf32>, %wt: memref<8x6xf32>, %c: memref<4x6xf32>) {
  %two = arith.constant 2.0 : f32
  linalg.transpose ins(%w : memref<6x8xf32>) outs(%wt : memref<8x6xf32>) permutation = [1, 0]
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%wt : memref<8x6xf32>) {
  ^bb0(%o: f32):
    %s = arith.mulf %o, %two : f32
    linalg.yield %s : f32
  }
  linalg.matmul ins(%x, %wt : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

// Near miss (memrefs): W itself is written after the transpose: the copy
// holds the old values, so the gemm keeps reading the copy.
// CHECK-LABEL: func.func @near_miss_source_written(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32>, %[[W:[^:]*]]: memref<6x8xf32>, %[[WT:[^:]*]]: memref<8x6xf32>, %[[C:[^:]*]]: memref<4x6xf32>)
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[WT]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transB = false
func.func @near_miss_source_written(%x: memref<4x8xf32>, %w: memref<6x8xf32>, %wt: memref<8x6xf32>, %c: memref<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.transpose ins(%w : memref<6x8xf32>) outs(%wt : memref<8x6xf32>) permutation = [1, 0]
  linalg.fill ins(%zero : f32) outs(%w : memref<6x8xf32>)
  linalg.matmul ins(%x, %wt : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// -----

// Near miss: a transpose-like generic that widens f16 to f32 is not a
// transpose (and the matmul it feeds mixes no types, but its B is the
// converted copy): the generic stays and the gemm reads its result.
// CHECK-LABEL: func.func @near_miss_type_change(
// CHECK: %[[WT:.*]] = linalg.generic
// CHECK: arith.extf
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %{{[^,)]*}}, %[[WT]], %{{[^,)]*}}, %{{[^,)]*}})
// CHECK-SAME: transB = false
func.func @near_miss_type_change(%x: tensor<4x8xf32>, %w: tensor<6x8xf16>, %c: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<6x8xf16>) outs(%e : tensor<8x6xf32>) {
  ^bb0(%a: f16, %o: f32):
    %f = arith.extf %a : f16 to f32
    linalg.yield %f : f32
  } -> tensor<8x6xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// A transpose feeding a matmul that itself reads B transposed (LLVM 22
// indexing_maps): the two cancel, transB = false on W.
// CHECK-LABEL: func.func @double_transpose(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xf32>, %[[W:[^:]*]]: tensor<8x6xf32>, %[[C:[^:]*]]: tensor<4x6xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm(%{{[^,)]*}}, %[[X]], %[[W]], %{{[^,)]*}}, %[[C]])
// CHECK-SAME: transA = false, transB = false
func.func @double_transpose(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %c: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<6x8xf32>
  %wt = linalg.transpose ins(%w : tensor<8x6xf32>) outs(%e : tensor<6x8xf32>) permutation = [1, 0]
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %wt : tensor<4x8xf32>, tensor<6x8xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// Memrefs: a Linear with bias in place (C zero-filled, C = X * W^T, C += b):
// one gemm_bias_act reading W with transB; the transpose stays.
// CHECK-LABEL: func.func @memref_linear_bias(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x8xf32>, %[[W:[^:]*]]: memref<6x8xf32>, %[[WT:[^:]*]]: memref<8x6xf32>, %[[B:[^:]*]]: memref<6xf32>, %[[C:[^:]*]]: memref<4x6xf32>)
// CHECK: linalg.transpose
// CHECK: kernel.launch @gemm_bias_act(%[[X]], %[[W]], %[[B]], %[[C]])
// CHECK-SAME: transB = true
func.func @memref_linear_bias(%x: memref<4x8xf32>, %w: memref<6x8xf32>, %wt: memref<8x6xf32>, %b: memref<6xf32>, %c: memref<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.transpose ins(%w : memref<6x8xf32>) outs(%wt : memref<8x6xf32>) permutation = [1, 0]
  linalg.fill ins(%zero : f32) outs(%c : memref<4x6xf32>)
  linalg.matmul ins(%x, %wt : memref<4x8xf32>, memref<8x6xf32>) outs(%c : memref<4x6xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
      ins(%b : memref<6xf32>) outs(%c : memref<4x6xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %o, %bb : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Multi-head attention at batch 1 as torch-mlir writes it (3 heads of 4,
// sequence 8): Q, K and V split into heads by expand_shape, transpose and
// collapse_shape, K^T as a transpose of the last two dims, and the heads
// merged back from the second batch_matmul. Every transpose becomes a
// kernel.transpose_view (a memref.transpose after bufferization): the
// launches read Q, K and V and write their result through strided views.
// CHECK-LABEL: func.func @attention_heads(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<1x8x12xf32>, %[[K:[^:]*]]: tensor<1x8x12xf32>, %[[V:[^:]*]]: tensor<1x8x12xf32>
// CHECK-NOT: linalg.transpose
// CHECK-DAG: %[[QE:.*]] = tensor.expand_shape %[[Q]]
// CHECK-DAG: %[[QV:.*]] = kernel.transpose_view %[[QE]] permutation = [0, 2, 1, 3] : tensor<1x8x3x4xf32> -> tensor<1x3x8x4xf32>
// CHECK-DAG: %[[QC:.*]] = tensor.collapse_shape %[[QV]] {{\[\[}}0, 1], [2], [3]]
// CHECK-DAG: %[[KE:.*]] = tensor.expand_shape %[[K]]
// CHECK-DAG: %[[KV:.*]] = kernel.transpose_view %[[KE]] permutation = [0, 2, 1, 3]
// CHECK-DAG: %[[KC:.*]] = tensor.collapse_shape %[[KV]] {{\[\[}}0, 1], [2], [3]]
// CHECK: %[[S:.*]] = kernel.launch @batch_gemm(%{{[^,]*}}, %[[QC]], %[[KC]], %{{[^,]*}}, %{{[^)]*}}) {{.*}}transA = false, transB = true
// CHECK-DAG: %[[VE:.*]] = tensor.expand_shape %[[V]]
// CHECK-DAG: %[[VV:.*]] = kernel.transpose_view %[[VE]] permutation = [0, 2, 1, 3]
// CHECK-DAG: %[[VC:.*]] = tensor.collapse_shape %[[VV]] {{\[\[}}0, 1], [2], [3]]
// CHECK: %[[FRESH:.*]] = tensor.empty() : tensor<1x8x3x4xf32>
// CHECK: %[[FV:.*]] = kernel.transpose_view %[[FRESH]] permutation = [0, 2, 1, 3] : tensor<1x8x3x4xf32> -> tensor<1x3x8x4xf32>
// CHECK: %[[INIT:.*]] = tensor.collapse_shape %[[FV]] {{\[\[}}0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
// CHECK: %[[O:.*]] = kernel.launch @batch_gemm(%{{[^,]*}}, %[[S]], %[[VC]], %{{[^,]*}}, %[[INIT]])
// CHECK: %[[OE:.*]] = tensor.expand_shape %[[O]]
// CHECK: %[[OV:.*]] = kernel.transpose_view %[[OE]] permutation = [0, 2, 1, 3] : tensor<1x3x8x4xf32> -> tensor<1x8x3x4xf32>
// CHECK: tensor.collapse_shape %[[OV]] {{\[\[}}0], [1], [2, 3]]
func.func @attention_heads(%q: tensor<1x8x12xf32>, %k: tensor<1x8x12xf32>, %v: tensor<1x8x12xf32>) -> tensor<1x8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %qe = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [1, 8, 3, 4] : tensor<1x8x12xf32> into tensor<1x8x3x4xf32>
  %qt0 = tensor.empty() : tensor<1x3x8x4xf32>
  %qt = linalg.transpose ins(%qe : tensor<1x8x3x4xf32>) outs(%qt0 : tensor<1x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
  %ke = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [1, 8, 3, 4] : tensor<1x8x12xf32> into tensor<1x8x3x4xf32>
  %kt0 = tensor.empty() : tensor<1x3x8x4xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x8x3x4xf32>) outs(%kt0 : tensor<1x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
  %ktt0 = tensor.empty() : tensor<3x4x8xf32>
  %ktt = linalg.transpose ins(%kc : tensor<3x8x4xf32>) outs(%ktt0 : tensor<3x4x8xf32>) permutation = [0, 2, 1]
  %s0 = tensor.empty() : tensor<3x8x8xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<3x8x8xf32>) -> tensor<3x8x8xf32>
  %s = linalg.batch_matmul ins(%qc, %ktt : tensor<3x8x4xf32>, tensor<3x4x8xf32>) outs(%sf : tensor<3x8x8xf32>) -> tensor<3x8x8xf32>
  %ve = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [1, 8, 3, 4] : tensor<1x8x12xf32> into tensor<1x8x3x4xf32>
  %vt0 = tensor.empty() : tensor<1x3x8x4xf32>
  %vt = linalg.transpose ins(%ve : tensor<1x8x3x4xf32>) outs(%vt0 : tensor<1x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %vc = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
  %o0 = tensor.empty() : tensor<3x8x4xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o0 : tensor<3x8x4xf32>) -> tensor<3x8x4xf32>
  %o = linalg.batch_matmul ins(%s, %vc : tensor<3x8x8xf32>, tensor<3x8x4xf32>) outs(%of : tensor<3x8x4xf32>) -> tensor<3x8x4xf32>
  %oe = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [1, 3, 8, 4] : tensor<3x8x4xf32> into tensor<1x3x8x4xf32>
  %ot0 = tensor.empty() : tensor<1x8x3x4xf32>
  %ot = linalg.transpose ins(%oe : tensor<1x3x8x4xf32>) outs(%ot0 : tensor<1x8x3x4xf32>) permutation = [0, 2, 1, 3]
  %oc = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<1x8x3x4xf32> into tensor<1x8x12xf32>
  return %oc : tensor<1x8x12xf32>
}

// -----

// Near miss: the same at batch 2. No single batch stride spans the merged
// (batch, head) dims of the transposed data, so the transposes stay copies
// (the launches still match).
// CHECK-LABEL: func.func @nm_attention_heads_batch2(
// CHECK-NOT: kernel.transpose_view
// CHECK: linalg.transpose {{.*}} permutation = [0, 2, 1, 3]
// CHECK: linalg.transpose {{.*}} permutation = [0, 2, 1, 3]
// CHECK: kernel.launch @batch_gemm
// CHECK: kernel.launch @batch_gemm
// CHECK: linalg.transpose {{.*}} permutation = [0, 2, 1, 3]
// CHECK-NOT: kernel.transpose_view
func.func @nm_attention_heads_batch2(%q: tensor<2x8x12xf32>, %v: tensor<2x8x12xf32>, %p: tensor<6x8x8xf32>) -> tensor<2x8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %qe = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [2, 8, 3, 4] : tensor<2x8x12xf32> into tensor<2x8x3x4xf32>
  %qt0 = tensor.empty() : tensor<2x3x8x4xf32>
  %qt = linalg.transpose ins(%qe : tensor<2x8x3x4xf32>) outs(%qt0 : tensor<2x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x3x8x4xf32> into tensor<6x8x4xf32>
  %ve = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [2, 8, 3, 4] : tensor<2x8x12xf32> into tensor<2x8x3x4xf32>
  %vt0 = tensor.empty() : tensor<2x3x8x4xf32>
  %vt = linalg.transpose ins(%ve : tensor<2x8x3x4xf32>) outs(%vt0 : tensor<2x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %vc = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x3x8x4xf32> into tensor<6x8x4xf32>
  %s0 = tensor.empty() : tensor<6x8x4xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  %s = linalg.batch_matmul ins(%p, %qc : tensor<6x8x8xf32>, tensor<6x8x4xf32>) outs(%sf : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  %o0 = tensor.empty() : tensor<6x8x4xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o0 : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  %o = linalg.batch_matmul ins(%p, %vc : tensor<6x8x8xf32>, tensor<6x8x4xf32>) outs(%of : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  %r0 = tensor.empty() : tensor<6x8x4xf32>
  %r = linalg.add ins(%s, %o : tensor<6x8x4xf32>, tensor<6x8x4xf32>) outs(%r0 : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  %oe = tensor.expand_shape %r [[0, 1], [2], [3]] output_shape [2, 3, 8, 4] : tensor<6x8x4xf32> into tensor<2x3x8x4xf32>
  %ot0 = tensor.empty() : tensor<2x8x3x4xf32>
  %ot = linalg.transpose ins(%oe : tensor<2x3x8x4xf32>) outs(%ot0 : tensor<2x8x3x4xf32>) permutation = [0, 2, 1, 3]
  %oc = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<2x8x3x4xf32> into tensor<2x8x12xf32>
  return %oc : tensor<2x8x12xf32>
}

// -----

// Near misses: a head split whose transpose is also read elsewhere (it must
// stay a copy for that reader), and one whose collapse merges the heads with
// the sequence (not contiguous in the transposed order).
// CHECK-LABEL: func.func @nm_head_split_shared(
// CHECK-NOT: kernel.transpose_view
// CHECK: linalg.transpose
// CHECK: kernel.launch @batch_gemm
// CHECK-NOT: kernel.transpose_view
func.func @nm_head_split_shared(%q: tensor<1x8x12xf32>, %p: tensor<3x8x8xf32>) -> (tensor<3x8x4xf32>, tensor<1x3x8x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %qe = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [1, 8, 3, 4] : tensor<1x8x12xf32> into tensor<1x8x3x4xf32>
  %qt0 = tensor.empty() : tensor<1x3x8x4xf32>
  %qt = linalg.transpose ins(%qe : tensor<1x8x3x4xf32>) outs(%qt0 : tensor<1x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
  %s0 = tensor.empty() : tensor<3x8x4xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<3x8x4xf32>) -> tensor<3x8x4xf32>
  %s = linalg.batch_matmul ins(%p, %qc : tensor<3x8x8xf32>, tensor<3x8x4xf32>) outs(%sf : tensor<3x8x4xf32>) -> tensor<3x8x4xf32>
  return %s, %qt : tensor<3x8x4xf32>, tensor<1x3x8x4xf32>
}

// CHECK-LABEL: func.func @nm_head_split_not_contiguous(
// CHECK-NOT: kernel.transpose_view
// CHECK: linalg.transpose
// CHECK: kernel.launch @gemm
// CHECK-NOT: kernel.transpose_view
func.func @nm_head_split_not_contiguous(%q: tensor<1x8x12xf32>, %w: tensor<4x5xf32>) -> tensor<24x5xf32> {
  %zero = arith.constant 0.0 : f32
  %qe = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [1, 8, 3, 4] : tensor<1x8x12xf32> into tensor<1x8x3x4xf32>
  %qt0 = tensor.empty() : tensor<1x3x8x4xf32>
  %qt = linalg.transpose ins(%qe : tensor<1x8x3x4xf32>) outs(%qt0 : tensor<1x3x8x4xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1, 2], [3]] : tensor<1x3x8x4xf32> into tensor<24x4xf32>
  %s0 = tensor.empty() : tensor<24x5xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<24x5xf32>) -> tensor<24x5xf32>
  %s = linalg.matmul ins(%qc, %w : tensor<24x4xf32>, tensor<4x5xf32>) outs(%sf : tensor<24x5xf32>) -> tensor<24x5xf32>
  return %s : tensor<24x5xf32>
}

// -----

// Near miss: the heads merged back from a batch_matmul that accumulates into
// its init (beta = 1): the launch reads its init, which a fresh tensor in the
// transposed order would not hold, so the transpose stays.
// CHECK-LABEL: func.func @nm_head_merge_accumulates(
// CHECK-NOT: kernel.transpose_view
// CHECK: kernel.launch @batch_gemm
// CHECK: linalg.transpose
// CHECK-NOT: kernel.transpose_view
func.func @nm_head_merge_accumulates(%p: tensor<3x8x8xf32>, %v: tensor<3x8x4xf32>, %acc: tensor<3x8x4xf32>) -> tensor<1x8x12xf32> {
  %o = linalg.batch_matmul ins(%p, %v : tensor<3x8x8xf32>, tensor<3x8x4xf32>) outs(%acc : tensor<3x8x4xf32>) -> tensor<3x8x4xf32>
  %oe = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [1, 3, 8, 4] : tensor<3x8x4xf32> into tensor<1x3x8x4xf32>
  %ot0 = tensor.empty() : tensor<1x8x3x4xf32>
  %ot = linalg.transpose ins(%oe : tensor<1x3x8x4xf32>) outs(%ot0 : tensor<1x8x3x4xf32>) permutation = [0, 2, 1, 3]
  %oc = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<1x8x3x4xf32> into tensor<1x8x12xf32>
  return %oc : tensor<1x8x12xf32>
}

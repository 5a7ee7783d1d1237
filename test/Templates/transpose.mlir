// Transposes that the next kernels need materialized (patterns/
// transpose.pdll): a copy of the permuted view of the input, on f32
// tensors, when every reader is a launch that folds no transpose itself.
// kmatch-verify runs every function (--specials
// puts NaN, +-inf and -0 among the inputs: the copy moves bits).
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 8 functions, 5 rewritten, 0 failures

// NHWC to NCHW before a named conv (ConvNeXt's downsampling after its
// channels-last layer norm).
// CHECK-LABEL: func.func @transpose_into_conv(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x6x6x4xf32>
// CHECK: %[[V:.*]] = kernel.transpose_view %[[X]] permutation = [0, 3, 1, 2] : tensor<1x6x6x4xf32> -> tensor<1x4x6x6xf32>
// CHECK: %[[T:.*]] = kernel.launch @copy(%[[V]], %{{[^)]*}}) {num_outs = 1 : i64}
// CHECK: kernel.launch @conv2d(%[[T]],
// CHECK-NOT: linalg.
func.func @transpose_into_conv(%x: tensor<1x6x6x4xf32>, %w: tensor<8x4x2x2xf32>) -> tensor<1x8x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %t = linalg.transpose ins(%x : tensor<1x6x6x4xf32>) outs(%e : tensor<1x4x6x6xf32>) permutation = [0, 3, 1, 2]
  %e2 = tensor.empty() : tensor<1x8x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%t, %w : tensor<1x4x6x6xf32>, tensor<8x4x2x2xf32>) outs(%f : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  return %y : tensor<1x8x3x3xf32>
}

// -----

// A rank-3 transpose read by the residual add's launch.
// CHECK-LABEL: func.func @transpose_into_add(
// CHECK: %[[V:.*]] = kernel.transpose_view %{{.*}} permutation = [2, 0, 1]
// CHECK: %[[T:.*]] = kernel.launch @copy(%[[V]],
// CHECK: kernel.launch @add(%[[T]],
// CHECK-NOT: linalg.
func.func @transpose_into_add(%x: tensor<3x4x5xf32>, %b: tensor<5x3x4xf32>) -> tensor<5x3x4xf32> {
  %e = tensor.empty() : tensor<5x3x4xf32>
  %t = linalg.transpose ins(%x : tensor<3x4x5xf32>) outs(%e : tensor<5x3x4xf32>) permutation = [2, 0, 1]
  %e2 = tensor.empty() : tensor<5x3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%t, %b : tensor<5x3x4xf32>, tensor<5x3x4xf32>) outs(%e2 : tensor<5x3x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<5x3x4xf32>
  return %y : tensor<5x3x4xf32>
}

// -----

// TensorFlow's activation permute, a copying generic with permuted maps,
// is the same transpose.
// CHECK-LABEL: func.func @generic_permute_into_add(
// CHECK: kernel.transpose_view %{{.*}} permutation = [0, 2, 3, 1]
// CHECK: kernel.launch @copy(
// CHECK: kernel.launch @add(
// CHECK-NOT: linalg.
func.func @generic_permute_into_add(%x: tensor<2x3x4x5xf32>, %b: tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> {
  %e = tensor.empty() : tensor<2x4x5x3xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x : tensor<2x3x4x5xf32>) outs(%e : tensor<2x4x5x3xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x5x3xf32>
  %e2 = tensor.empty() : tensor<2x4x5x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%t, %b : tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) outs(%e2 : tensor<2x4x5x3xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<2x4x5x3xf32>
  return %y : tensor<2x4x5x3xf32>
}

// -----

// Near miss: a transpose the function returns stays (no launch reads it).
// CHECK-LABEL: func.func @nm_returned(
// CHECK-NOT: kernel.launch
// CHECK: linalg.transpose
func.func @nm_returned(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %t = linalg.transpose ins(%x : tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) permutation = [1, 0]
  return %t : tensor<4x3xf32>
}

// -----

// Not copied: the transpose of a Linear's weight folds into the gemm as
// transB.
// CHECK-LABEL: func.func @weight_transpose_folds(
// CHECK-NOT: kernel.launch @copy
// CHECK: kernel.launch @gemm(
// CHECK-SAME: transB = true
func.func @weight_transpose_folds(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// Near miss: read by an elementwise generic that stays a loop; the
// transpose stays too (the default path fuses the two).
// CHECK-LABEL: func.func @nm_read_by_loop(
// CHECK-NOT: kernel.launch
// CHECK: linalg.transpose
func.func @nm_read_by_loop(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %t = linalg.transpose ins(%x : tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<4x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
    ins(%t : tensor<4x3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = math.exp %in : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %y : tensor<4x3xf32>
}

// -----

// Near miss: f64 (the copy kernel is f32).
// CHECK-LABEL: func.func @nm_f64(
// CHECK-NOT: kernel.launch
// CHECK: linalg.transpose
func.func @nm_f64(%x: tensor<3x4xf64>) -> tensor<4x3xf64> {
  %e = tensor.empty() : tensor<4x3xf64>
  %t = linalg.transpose ins(%x : tensor<3x4xf64>) outs(%e : tensor<4x3xf64>) permutation = [1, 0]
  return %t : tensor<4x3xf64>
}

// -----

// The attention's head split stays a view of the batched gemm's operand,
// not a copy.
// CHECK-LABEL: func.func @head_split_stays_a_view(
// CHECK-NOT: kernel.launch @copy
// CHECK: kernel.transpose_view
// CHECK: kernel.launch @batch_gemm(
func.func @head_split_stays_a_view(%q: tensor<1x5x2x4xf32>, %k: tensor<2x4x5xf32>) -> tensor<2x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x5x4xf32>
  %t = linalg.transpose ins(%q : tensor<1x5x2x4xf32>) outs(%e : tensor<1x2x5x4xf32>) permutation = [0, 2, 1, 3]
  %c = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<1x2x5x4xf32> into tensor<2x5x4xf32>
  %e2 = tensor.empty() : tensor<2x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %s = linalg.batch_matmul ins(%c, %k : tensor<2x5x4xf32>, tensor<2x4x5xf32>) outs(%f : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  return %s : tensor<2x5x5xf32>
}

// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// Global average pooling as torch-mlir writes it at batch 1 (ResNet's head):
// a zero fill, pooling_nchw_sum over the whole 3x3 image, then a divide whose
// maps read the unit dims as 0. One avgpool2d with a 3x3 window.
// CHECK-LABEL: func.func @global_avgpool_batch1(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x3x3xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @avgpool2d(%[[X]], %{{[^,)]*}}) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 0 : i32
// CHECK-NOT: linalg.
func.func @global_avgpool_batch1(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x3x3xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %e1 = tensor.empty() : tensor<1x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x4x1x1xf32>) outs(%e1 : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %nine : f32
    linalg.yield %q : f32
  } -> tensor<1x4x1x1xf32>
  return %d : tensor<1x4x1x1xf32>
}

// -----

// Two avgpools of one shape sharing one zero fill: both match; each writes
// into the fill's destination and the fill goes with the last.
// CHECK-LABEL: func.func @shared_zero_fill(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x4x4xf32>, %[[Z:[^:]*]]: tensor<1x2x4x4xf32>)
// CHECK-NOT: linalg.
// CHECK-DAG: kernel.launch @avgpool2d(%[[X]], %{{[^,)]*}})
// CHECK-DAG: kernel.launch @avgpool2d(%[[Z]], %{{[^,)]*}})
// CHECK-NOT: linalg.
func.func @shared_zero_fill(%x: tensor<1x2x4x4xf32>, %z: tensor<1x2x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %s1 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %d1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s1 : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %four : f32
    linalg.yield %q : f32
  } -> tensor<1x2x2x2xf32>
  %s2 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%z, %win : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %d2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s2 : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %four : f32
    linalg.yield %q : f32
  } -> tensor<1x2x2x2xf32>
  return %d1, %d2 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

// Near miss: the sum pool adds into y's existing contents (an argument, not a
// zero fill). avgpool2d overwrites y: stays unmatched.
// CHECK-LABEL: func.func @near_miss_sum_into_unknown(
// CHECK-NOT: kernel.launch @avgpool2d
// CHECK: linalg.pooling_nchw_sum
func.func @near_miss_sum_into_unknown(%x: tensor<1x2x4x4xf32>, %y: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %four = arith.constant 4.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%y : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x2x2x2xf32>) outs(%e : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %four : f32
    linalg.yield %q : f32
  } -> tensor<1x2x2x2xf32>
  return %d : tensor<1x2x2x2xf32>
}

// -----

// A max pool into y's existing contents (a running max, no -inf fill): the
// launch, then the max with y (test/Templates/pool-init.mlir).
// CHECK-LABEL: func.func @max_into_unknown(
// CHECK-SAME: %{{[^:]*}}: tensor<1x2x4x4xf32>, %[[Y:[^:]*]]: tensor<1x2x2x2xf32>)
// CHECK: %[[P:.*]] = kernel.launch @maxpool2d(
// CHECK: linalg.max ins(%[[P]], %[[Y]] :
func.func @max_into_unknown(%x: tensor<1x2x4x4xf32>, %y: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%y : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %m : tensor<1x2x2x2xf32>
}

// -----

// Near miss (memrefs): y is filled with zeros, then written, then pooled
// into: the pool adds to what was written, so it stays unmatched.
// CHECK-LABEL: func.func @near_miss_memref_written_after_fill(
// CHECK-NOT: kernel.launch @avgpool2d
// CHECK: linalg.pooling_nchw_sum
func.func @near_miss_memref_written_after_fill(%x: memref<1x2x4x4xf32>, %y: memref<1x2x2x2xf32>, %z: memref<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %win = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x2x2xf32>)
  linalg.copy ins(%z : memref<1x2x2x2xf32>) outs(%y : memref<1x2x2x2xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %win : memref<1x2x4x4xf32>, memref<2x2xf32>) outs(%y : memref<1x2x2x2xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x2x2x2xf32>) outs(%y : memref<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %four : f32
    linalg.yield %q : f32
  }
  memref.dealloc %win : memref<2x2xf32>
  return
}

// -----

// Near miss: the global pool's divide uses 4, not the 3x3 window's 9.
// CHECK-LABEL: func.func @near_miss_global_divisor(
// CHECK-NOT: kernel.launch @avgpool2d
// CHECK: linalg.pooling_nchw_sum
func.func @near_miss_global_divisor(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %win : tensor<1x4x3x3xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %e1 = tensor.empty() : tensor<1x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<1x4x1x1xf32>) outs(%e1 : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %four : f32
    linalg.yield %q : f32
  } -> tensor<1x4x1x1xf32>
  return %d : tensor<1x4x1x1xf32>
}

// -----

// Global average pooling as a reduction generic (a mean over H and W with
// keepdim), batch 2: one avgpool2d over the whole 3x4 image.
// CHECK-LABEL: func.func @global_mean_generic(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x3x4xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @avgpool2d(%[[X]], %{{[^,)]*}}) {kernel_h = 3 : i64, kernel_w = 4 : i64, layout = 0 : i32, {{.*}}stride_h = 1 : i64, stride_w = 1 : i64}
// CHECK-NOT: linalg.
func.func @global_mean_generic(%x: tensor<2x4x3x4xf32>) -> tensor<2x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %twelve = arith.constant 12.0 : f32
  %e = tensor.empty() : tensor<2x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x4x3x4xf32>) outs(%f : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1x1xf32>
  %e1 = tensor.empty() : tensor<2x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x1x1xf32>) outs(%e1 : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %twelve : f32
    linalg.yield %q : f32
  } -> tensor<2x4x1x1xf32>
  return %d : tensor<2x4x1x1xf32>
}

// -----

// NHWC, on memrefs, divided in place.
// CHECK-LABEL: func.func @global_mean_nhwc_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<2x3x3x4xf32>, %[[Y:[^:]*]]: memref<2x1x1x4xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @avgpool2d(%[[X]], %[[Y]]) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 1 : i32
// CHECK-NOT: linalg.
func.func @global_mean_nhwc_memref(%x: memref<2x3x3x4xf32>, %y: memref<2x1x1x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninth = arith.constant 0.111111111 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<2x1x1x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
      ins(%x : memref<2x3x3x4xf32>) outs(%y : memref<2x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %out, %in : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<2x1x1x4xf32>) outs(%y : memref<2x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.mulf %in, %ninth : f32
    linalg.yield %q : f32
  }
  return
}

// -----

// Near miss: the sum runs over H only (the output keeps W): not a global
// pool. Stays.
// CHECK-LABEL: func.func @near_miss_mean_over_h(
// CHECK-NOT: kernel.launch @avgpool2d
// CHECK: linalg.generic
func.func @near_miss_mean_over_h(%x: tensor<2x4x3x2xf32>) -> tensor<2x4x1x2xf32> {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<2x4x1x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x1x2xf32>) -> tensor<2x4x1x2xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%x : tensor<2x4x3x2xf32>) outs(%f : tensor<2x4x1x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1x2xf32>
  %e1 = tensor.empty() : tensor<2x4x1x2xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x1x2xf32>) outs(%e1 : tensor<2x4x1x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %three : f32
    linalg.yield %q : f32
  } -> tensor<2x4x1x2xf32>
  return %d : tensor<2x4x1x2xf32>
}

// -----

// Near miss: the reduction is a max, not a sum (then "divided"): stays.
// CHECK-LABEL: func.func @near_miss_global_max_body(
// CHECK-NOT: kernel.launch @avgpool2d
// CHECK: arith.maximumf
func.func @near_miss_global_max_body(%x: tensor<2x4x3x4xf32>) -> tensor<2x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %twelve = arith.constant 12.0 : f32
  %e = tensor.empty() : tensor<2x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x4x3x4xf32>) outs(%f : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1x1xf32>
  %e1 = tensor.empty() : tensor<2x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x1x1xf32>) outs(%e1 : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %twelve : f32
    linalg.yield %q : f32
  } -> tensor<2x4x1x1xf32>
  return %d : tensor<2x4x1x1xf32>
}

// -----

// The squeeze-excitation pool once the image is 1 x 1 (EfficientNet at a
// 32 x 32 input): torch-mlir writes the sum over a 1 x 1 window into a zero
// fill and no divide by 1. One avgpool2d with a 1 x 1 window; its -0 inputs
// give +0, as 0 + x does (kmatch-verify drives -0 among its inputs).
// CHECK-LABEL: func.func @unit_window_sum(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x6x1x1xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @avgpool2d(%[[X]], %{{[^,)]*}}) {kernel_h = 1 : i64, kernel_w = 1 : i64, layout = 0 : i32
// CHECK-NOT: linalg.
func.func @unit_window_sum(%x: tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
  %w = tensor.empty() : tensor<1x1xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x6x1x1xf32>, tensor<1x1xf32>) outs(%f : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
  return %s : tensor<1x6x1x1xf32>
}

// -----

// The same NHWC, strided, at batch 2: every other pixel.
// CHECK-LABEL: func.func @unit_window_sum_nhwc_strided(
// CHECK: kernel.launch @avgpool2d(%{{[^,]*}}, %{{[^,)]*}}) {kernel_h = 1 : i64, kernel_w = 1 : i64, layout = 1 : i32
// CHECK-SAME: stride_h = 2 : i64, stride_w = 2 : i64
// CHECK-NOT: linalg.
func.func @unit_window_sum_nhwc_strided(%x: tensor<2x4x4x3xf32>) -> tensor<2x2x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x2x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %w = tensor.empty() : tensor<1x1xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %w : tensor<2x4x4x3xf32>, tensor<1x1xf32>) outs(%f : tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  return %s : tensor<2x2x2x3xf32>
}

// -----

// Near miss: a 1 x 2 window sums two elements; without a divide it is no
// average.
// CHECK-LABEL: func.func @nm_window_1x2_sum(
// CHECK-NOT: kernel.launch
// CHECK: linalg.pooling_nchw_sum
func.func @nm_window_1x2_sum(%x: tensor<1x6x1x2xf32>) -> tensor<1x6x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
  %w = tensor.empty() : tensor<1x2xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x6x1x2xf32>, tensor<1x2xf32>) outs(%f : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
  return %s : tensor<1x6x1x1xf32>
}

// -----

// Near miss: a 1 x 1 sum into a fill of 1.0 adds one to every element.
// CHECK-LABEL: func.func @nm_unit_window_into_one(
// CHECK-NOT: kernel.launch
// CHECK: linalg.pooling_nchw_sum
func.func @nm_unit_window_into_one(%x: tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1x6x1x1xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
  %w = tensor.empty() : tensor<1x1xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x6x1x1xf32>, tensor<1x1xf32>) outs(%f : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
  return %s : tensor<1x6x1x1xf32>
}

// -----

// TensorFlow's mean through IREE (squeeze-excitation, NHWC): loops
// (n, c, h, w) read x at (n, h, w, c), the sum is rank-reducing into N x C,
// then divided by a splat tensor of H * W, then expanded to N x 1 x 1 x C.
// keepReducedDims keeps the reduced dims through the divide; one avgpool2d.
// CHECK-LABEL: func.func @tf_mean_nhwc(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x7x7x8xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @avgpool2d(%[[X]], %{{[^,)]*}}) {kernel_h = 7 : i64, kernel_w = 7 : i64, layout = 1 : i32
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.expand_shape
func.func @tf_mean_nhwc(%x: tensor<1x7x7x8xf32>) -> tensor<1x1x1x8xf32> {
  %zero = arith.constant 0.0 : f32
  %hw = arith.constant dense<49.0> : tensor<1x8xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, h, w, c)>, affine_map<(n, c, h, w) -> (n, c)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%x : tensor<1x7x7x8xf32>) outs(%f : tensor<1x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %a = arith.addf %in, %o : f32
    linalg.yield %a : f32
  } -> tensor<1x8xf32>
  %e2 = tensor.empty() : tensor<1x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(n, c) -> (n, c)>, affine_map<(n, c) -> (n, c)>, affine_map<(n, c) -> (n, c)>], iterator_types = ["parallel", "parallel"]}
    ins(%s, %hw : tensor<1x8xf32>, tensor<1x8xf32>) outs(%e2 : tensor<1x8xf32>) {
  ^bb0(%in: f32, %k: f32, %o: f32):
    %v = arith.divf %in, %k : f32
    linalg.yield %v : f32
  } -> tensor<1x8xf32>
  %m = tensor.expand_shape %d [[0], [1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<1x8xf32> into tensor<1x1x1x8xf32>
  return %m : tensor<1x1x1x8xf32>
}

// -----

// Near miss: the same mean divided by 48, not H * W: the dims are kept
// through the divide (the same values), but it is no average pooling.
// CHECK-LABEL: func.func @nm_tf_mean_wrong_count(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<1x1x1x8xf32>)
// CHECK: arith.divf
func.func @nm_tf_mean_wrong_count(%x: tensor<1x7x7x8xf32>) -> tensor<1x1x1x8xf32> {
  %zero = arith.constant 0.0 : f32
  %hw = arith.constant dense<48.0> : tensor<1x8xf32>
  %e = tensor.empty() : tensor<1x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8xf32>) -> tensor<1x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, h, w, c)>, affine_map<(n, c, h, w) -> (n, c)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%x : tensor<1x7x7x8xf32>) outs(%f : tensor<1x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %a = arith.addf %in, %o : f32
    linalg.yield %a : f32
  } -> tensor<1x8xf32>
  %e2 = tensor.empty() : tensor<1x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(n, c) -> (n, c)>, affine_map<(n, c) -> (n, c)>, affine_map<(n, c) -> (n, c)>], iterator_types = ["parallel", "parallel"]}
    ins(%s, %hw : tensor<1x8xf32>, tensor<1x8xf32>) outs(%e2 : tensor<1x8xf32>) {
  ^bb0(%in: f32, %k: f32, %o: f32):
    %v = arith.divf %in, %k : f32
    linalg.yield %v : f32
  } -> tensor<1x8xf32>
  %m = tensor.expand_shape %d [[0], [1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<1x8xf32> into tensor<1x1x1x8xf32>
  return %m : tensor<1x1x1x8xf32>
}

// -----

// Near miss of the keepdim rule: a sum over C of an NHWC tensor whose
// expand puts the unit dim second, where the input reads H (not where C is
// reduced): no keepdim form of it, so the sum stays rank-reducing.
// CHECK-LABEL: func.func @nm_unit_dim_where_h_is_read(
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<1x7x7xf32>)
// CHECK: tensor.expand_shape
func.func @nm_unit_dim_where_h_is_read(%x: tensor<1x7x7x8xf32>) -> tensor<1x1x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x7x7xf32>) -> tensor<1x7x7xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
    ins(%x : tensor<1x7x7x8xf32>) outs(%f : tensor<1x7x7xf32>) {
  ^bb0(%in: f32, %o: f32):
    %a = arith.addf %in, %o : f32
    linalg.yield %a : f32
  } -> tensor<1x7x7xf32>
  %m = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 1, 7, 7] : tensor<1x7x7xf32> into tensor<1x1x7x7xf32>
  return %m : tensor<1x1x7x7xf32>
}

// -----

// Near miss: a global mean over an empty image (H = W = 0, then H = 0 on
// an NHWC memref). Its divisor H * W is 0 and its mean 0/0; an avgpool2d
// would need a 0-wide window, which no library takes, so it stays on the
// default path (the launch used to fail at run time).
// CHECK-LABEL: func.func @nm_global_mean_empty_image(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_global_mean_empty_image(%x: tensor<2x4x0x0xf32>) -> tensor<2x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x4x0x0xf32>) outs(%f : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1x1xf32>
  %e1 = tensor.empty() : tensor<2x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x1x1xf32>) outs(%e1 : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %z : f32
    linalg.yield %q : f32
  } -> tensor<2x4x1x1xf32>
  return %d : tensor<2x4x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @nm_global_mean_empty_rows(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_global_mean_empty_rows(%x: tensor<2x4x0x3xf32>) -> tensor<2x4x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : tensor<2x4x0x3xf32>) outs(%f : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1x1xf32>
  %e1 = tensor.empty() : tensor<2x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x1x1xf32>) outs(%e1 : tensor<2x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %z : f32
    linalg.yield %q : f32
  } -> tensor<2x4x1x1xf32>
  return %d : tensor<2x4x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @nm_global_mean_empty_nhwc_memref(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_global_mean_empty_nhwc_memref(%x: memref<2x0x3x4xf32>, %y: memref<2x1x1x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<2x1x1x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
      ins(%x : memref<2x0x3x4xf32>) outs(%y : memref<2x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %out, %in : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<2x1x1x4xf32>) outs(%y : memref<2x1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.divf %in, %z : f32
    linalg.yield %q : f32
  }
  return
}

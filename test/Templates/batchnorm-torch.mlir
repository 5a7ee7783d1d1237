// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials --seed=1 | FileCheck %s --check-prefix=SPECIALS
// RUN: kmatch-verify %s --quiet --specials --seed=2 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 7 functions, 2 rewritten, 0 failures, 0 skipped{{$}}
// SPECIALS: kmatch-verify: 7 functions, 2 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

// Batch norm (eval) as TorchToLinalg's ConvertAtenBatchNormOp writes
// aten.batch_norm: one generic whose init is the input x itself (the body
// never reads it), eps an f64 truncated in the body, the statistics read at
// (d1). batchnorm.pdll's BatchNormNchwInitIsInput gives the launch a fresh
// tensor.empty to write.


// aten.batch_norm on [2, 3, 4, 5]: outs(%x).
// CHECK-LABEL: func.func @bn_torch_init_x(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x3x4x5xf32>, %[[G:[^:]*]]: tensor<3xf32>, %[[B:[^:]*]]: tensor<3xf32>, %[[M:[^:]*]]: tensor<3xf32>, %[[V:[^:]*]]: tensor<3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3x4x5xf32>
// CHECK: kernel.launch @batchnorm(%[[X]], %[[G]], %[[B]], %[[M]], %[[V]], %[[E]]) {eps = 9.99999974E-6 : f32, layout = 0 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @bn_torch_init_x(%x: tensor<2x3x4x5xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %eps = arith.constant 1.000000e-05 : f64
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%x : tensor<2x3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<2x3x4x5xf32>
  return %y : tensor<2x3x4x5xf32>
}

// -----

// After a bias-less conv into a zero fill, the batch norm's init is the
// conv's result: one conv launch with the batch norm folded in.
// CHECK-LABEL: func.func @conv_bn_torch_init_x(
// CHECK: kernel.launch @conv2d_bn_act(
// CHECK-NOT: kernel.launch @batchnorm
// CHECK-NOT: linalg.generic
func.func @conv_bn_torch_init_x(%i: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.000000e-05 : f64
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%x : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x3x4x4xf32>
  return %y : tensor<1x3x4x4xf32>
}

// -----

// The body adds the init (x): y = bn(x) + x, not a batch norm.
// CHECK-LABEL: func.func @nm_bn_init_x_reads_out(
// CHECK-NOT: kernel.launch
func.func @nm_bn_init_x_reads_out(%x: tensor<2x3x4x5xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %eps = arith.constant 1.000000e-05 : f64
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%x : tensor<2x3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    %7 = arith.addf %6, %out : f32
    linalg.yield %7 : f32
  } -> tensor<2x3x4x5xf32>
  return %y : tensor<2x3x4x5xf32>
}

// -----

// Init x, but the statistics read along H (C = H = 4).
// CHECK-LABEL: func.func @nm_bn_init_x_axis_h(
// CHECK-NOT: kernel.launch
func.func @nm_bn_init_x_axis_h(%x: tensor<2x4x4x5xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<2x4x4x5xf32> {
  %eps = arith.constant 1.000000e-05 : f64
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : tensor<2x4x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<2x4x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<2x4x4x5xf32>
  return %y : tensor<2x4x4x5xf32>
}

// -----

// Init x with a dynamic batch: no static tensor.empty to write to.
// CHECK-LABEL: func.func @nm_bn_init_x_dynamic(
// CHECK-NOT: kernel.launch
func.func @nm_bn_init_x_dynamic(%x: tensor<?x3x4x5xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<?x3x4x5xf32> {
  %eps = arith.constant 1.000000e-05 : f64
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : tensor<?x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%x : tensor<?x3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<?x3x4x5xf32>
  return %y : tensor<?x3x4x5xf32>
}

// -----

// On memrefs outs(%x) updates x in place: the launch would read what it writes.
// CHECK-LABEL: func.func @nm_bn_init_x_memref(
// CHECK-NOT: kernel.launch
func.func @nm_bn_init_x_memref(%x: memref<2x3x4x5xf32>, %g: memref<3xf32>, %b: memref<3xf32>, %m: memref<3xf32>, %v: memref<3xf32>) {
  %eps = arith.constant 1.000000e-05 : f64
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : memref<2x3x4x5xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>) outs(%x : memref<2x3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  }
  return
}

// -----

// Init x, the whole batch norm in f64: the kernel is f32 only.
// CHECK-LABEL: func.func @nm_bn_init_x_f64(
// CHECK-NOT: kernel.launch
func.func @nm_bn_init_x_f64(%x: tensor<2x3x4x5xf64>, %g: tensor<3xf64>, %b: tensor<3xf64>, %m: tensor<3xf64>, %v: tensor<3xf64>) -> tensor<2x3x4x5xf64> {
  %eps = arith.constant 1.000000e-05 : f64
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %g, %b, %m, %v : tensor<2x3x4x5xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) outs(%x : tensor<2x3x4x5xf64>) {
  ^bb0(%in: f64, %in_1: f64, %in_2: f64, %in_3: f64, %in_4: f64, %out: f64):
    %0 = arith.subf %in, %in_3 : f64
    %2 = arith.addf %in_4, %eps : f64
    %3 = math.rsqrt %2 : f64
    %4 = arith.mulf %0, %3 : f64
    %5 = arith.mulf %4, %in_1 : f64
    %6 = arith.addf %5, %in_2 : f64
    linalg.yield %6 : f64
  } -> tensor<2x3x4x5xf64>
  return %y : tensor<2x3x4x5xf64>
}

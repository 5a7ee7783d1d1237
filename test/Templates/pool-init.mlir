// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: not kmatch-verify %s --quiet --specials --seed=5 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 24 functions, 19 rewritten, 0 failures, 0 skipped{{$}}
// With NaN inputs the launch's max pooling drops what maximumf propagates
// (README, Semantics), outside kmatch.nan_exact only.
// SPECIALS: kmatch-verify: 24 functions, 19 rewritten, {{[1-9]}} failures, 0 skipped (with specials; {{[1-9]}} of the failures outside kmatch.nan_exact)

// A max pooling into an init other than a -inf fill computes
// max(init, w1, w2, ...) = max(init, maxpool(x)): the launch pools into a
// fresh tensor and a linalg.max folds the init in (pool.pdll,
// MaxPoolIntoInit). An init of one value c (a fill, a splat) is then the
// launch's floor, y = max(c, window) (activation.pdll, MaxPoolFloorFold), and the max goes.

// torch-mlir before -inf: the init is a fill of the lowest finite float and
// the input is padded with the same value. The pad is not above the fill,
// so it folds (MaxPoolFlooredPadFold), here into nothing: no window reads
// the two high rows and columns. The fill is the floor.
// CHECK-LABEL: func.func @torch_lowest_init(
// CHECK-NOT: tensor.pad
// CHECK-NOT: linalg.fill
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%arg0, %{{.*}}) {floor = -3.40282347E+38 : f32, kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
// CHECK-NOT: linalg.max
// CHECK: return %[[Y]]
func.func @torch_lowest_init(%x: tensor<1x3x15x15xf32>) -> tensor<1x3x7x7xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %padded = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %lowest : f32
  } : tensor<1x3x15x15xf32> to tensor<1x3x17x17xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x3x7x7xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x3x17x17xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  return %r : tensor<1x3x7x7xf32>
}

// -----

// A -inf pad into a lowest fill: the pad folds into pad_* (the bottom and
// right ones no window reads), the fill into the floor.
// CHECK-LABEL: func.func @neginf_pad_lowest_init(
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}floor = -3.40282347E+38 : f32{{.*}}pad_bottom = 0 : i64, pad_left = 1 : i64, pad_right = 0 : i64, pad_top = 1 : i64
// CHECK-NOT: linalg.max
func.func @neginf_pad_lowest_init(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// A running max: the init is an argument (NHWC).
// CHECK-LABEL: func.func @running_max_nhwc(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x8x8x3xf32>, %[[ACC:[^:]*]]: tensor<1x4x4x3xf32>)
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%[[X]], %{{.*}}) {{{.*}}layout = 1 : i32
// CHECK: linalg.max ins(%[[Y]], %[[ACC]] :
func.func @running_max_nhwc(%x: tensor<1x8x8x3xf32>, %acc: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%acc : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

// -----

// Dynamic sizes: the fresh tensor takes the init's sizes.
// CHECK-LABEL: func.func @running_max_dynamic(
// CHECK: kernel.launch @maxpool2d(
// CHECK: linalg.max
func.func @running_max_dynamic(%x: tensor<?x3x8x8xf32>, %acc: tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<?x3x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  return %r : tensor<?x3x4x4xf32>
}

// -----

// Near miss: on memrefs the init is the output buffer; it stays a loop.
// CHECK-LABEL: func.func @nm_memref_running_max(
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: kernel.launch
func.func @nm_memref_running_max(%x: memref<1x3x8x8xf32>, %acc: memref<1x3x4x4xf32>) {
  %win = memref.alloca() : memref<2x2xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%acc : memref<1x3x4x4xf32>)
  return
}

// -----

// Near miss: under kmatch.nan_exact a max pooling stays (the library's max
// does not propagate NaN as maximumf does).
// CHECK-LABEL: func.func @nm_nan_exact_running_max(
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: kernel.launch
func.func @nm_nan_exact_running_max(%x: tensor<1x3x8x8xf32>, %acc: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> attributes {kmatch.nan_exact} {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// Near miss: a sum pooling into an argument sums into unknown contents.
// CHECK-LABEL: func.func @nm_sum_into_arg(
// CHECK: linalg.pooling_nchw_sum
// CHECK-NOT: kernel.launch
func.func @nm_sum_into_arg(%x: tensor<1x3x8x8xf32>, %acc: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %win = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// torch-mlir's ResNet stem pool: x padded by 1 with the lowest float, into
// a fill of it. max(c, pad, w...) = max(c, w...), so the pad folds into
// pad_* (MaxPoolFlooredPadFold), then the fill into the floor.
// CHECK-LABEL: func.func @torch_lowest_pad_folds_nhwc(
// CHECK-NOT: tensor.pad
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%arg0, {{.*}}floor = -3.40282347E+38 : f32{{.*}}pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64
// CHECK-NOT: linalg.max
// CHECK: return %[[Y]]
func.func @torch_lowest_pad_folds_nhwc(%x: tensor<1x9x9x4xf32>) -> tensor<1x5x5x4xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %lowest : f32
  } : tensor<1x9x9x4xf32> to tensor<1x11x11x4xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x5x5x4xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x11x11x4xf32>, tensor<3x3xf32>) outs(%f : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  return %r : tensor<1x5x5x4xf32>
}

// -----

// A pad below the floor folds too (every padded value is under it).
// CHECK-LABEL: func.func @pad_below_floor_folds(
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}floor = -1.000000e+00 : f32{{.*}}pad_left = 1 : i64{{.*}}pad_top = 1 : i64
// CHECK-NOT: linalg.max
func.func @pad_below_floor_folds(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %floor = arith.constant -1.0 : f32
  %low = arith.constant -1.0e+30 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %low : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%floor : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: the pad (0) is above the floor (-1): a border window whose
// elements are all below 0 computes 0, so the pad stays (the fill is still
// the floor).
// CHECK-LABEL: func.func @nm_pad_above_floor(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[S:.*]] = tensor.extract_slice %[[P]]
// CHECK: kernel.launch @maxpool2d(%[[S]], {{.*}}floor = -1.000000e+00 : f32
func.func @nm_pad_above_floor(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %floor = arith.constant -1.0 : f32
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%floor : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: a +0 pad over a -0 floor. compare() calls them equal, but
// maximumf orders -0 below +0: a border window of -0s computes +0 with the
// pad and -0 without it, so the pad stays.
// CHECK-LABEL: func.func @nm_positive_zero_pad_negative_zero_floor(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[S:.*]] = tensor.extract_slice %[[P]]
// CHECK: kernel.launch @maxpool2d(%[[S]],
func.func @nm_positive_zero_pad_negative_zero_floor(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %floor = arith.constant -0.0 : f32
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%floor : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// The init a splat constant instead of a fill: the same floor, the same fold.
// CHECK-LABEL: func.func @lowest_pad_splat_init_folds(
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}floor = -3.40282347E+38 : f32{{.*}}pad_left = 1 : i64{{.*}}pad_top = 1 : i64
// CHECK-NOT: linalg.max
func.func @lowest_pad_splat_init_folds(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = arith.constant dense<-3.40282347E+38> : tensor<1x2x4x4xf32>
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %lowest : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: an init of different values is no floor; the pad stays, and
// so does the max.
// CHECK-LABEL: func.func @nm_lowest_pad_varied_init(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[S:.*]] = tensor.extract_slice %[[P]]
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%[[S]],
// CHECK-NOT: floor
// CHECK: linalg.max ins(%[[Y]],
func.func @nm_lowest_pad_varied_init(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = arith.constant dense<[[[[-3.40282347E+38, -1.0], [0.0, -3.40282347E+38]]]]> : tensor<1x1x2x2xf32>
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %lowest : f32
  } : tensor<1x1x4x4xf32> to tensor<1x1x6x6xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%padded, %win : tensor<1x1x6x6xf32>, tensor<3x3xf32>) outs(%init : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}

// -----

// A +0 floor (a relu before the pool, folded into its init): max(+0, -0) is
// +0, which the floor keeps (runtime/kernels.json, maximumf's order).
// CHECK-LABEL: func.func @zero_floor_nhwc(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%arg0, {{.*}}floor = 0.000000e+00 : f32{{.*}}layout = 1 : i32
// CHECK-NOT: linalg.max
// CHECK: return %[[Y]]
func.func @zero_floor_nhwc(%x: tensor<2x8x8x3xf32>) -> tensor<2x4x4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x4x4x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<2x8x8x3xf32>, tensor<2x2xf32>) outs(%f : tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
  return %r : tensor<2x4x4x3xf32>
}

// -----

// A floor of -0 stays -0: max(-0, -0) = -0, max(-0, +0) = +0.
// CHECK-LABEL: func.func @negative_zero_floor(
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}floor = -0.000000e+00 : f32
// CHECK-NOT: linalg.max
func.func @negative_zero_floor(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %nz = arith.constant -0.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// A launch written by hand and a max with the floor first: either order of
// maximumf's operands is the same floor. (A splat constant operand of a
// hand-written linalg.max is inlined into a generic's body before matching,
// so the floors here are fills.)
// CHECK-LABEL: func.func @floor_first(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%arg0, {{.*}}floor = 2.500000e-01 : f32
// CHECK-NOT: linalg.max
// CHECK: return %[[Y]]
func.func @floor_first(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %q = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %c = linalg.fill ins(%q : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %p = kernel.launch @maxpool2d(%x, %e) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64} : (tensor<1x2x8x8xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.max ins(%c, %p : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: a NaN floor. max(NaN, ...) is NaN everywhere; no floor
// param says that (kernels.json: not NaN), so the max stays.
// CHECK-LABEL: func.func @nm_nan_floor(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(
// CHECK-NOT: floor
// CHECK: linalg.max ins(%[[Y]],
func.func @nm_nan_floor(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %nan = arith.constant 0x7FC00000 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%nan : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: the pool's result is also returned without the max; a floor
// would change that use, so the max stays.
// CHECK-LABEL: func.func @nm_pool_used_twice(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(
// CHECK-NOT: floor
// CHECK: %[[M:.*]] = linalg.generic {{.*}} ins(%[[Y]] :
// CHECK: arith.maximumf
// CHECK: return %[[M]], %[[Y]]
func.func @nm_pool_used_twice(%x: tensor<1x2x8x8xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %h = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %c = linalg.fill ins(%h : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %p = kernel.launch @maxpool2d(%x, %e) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64} : (tensor<1x2x8x8xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.max ins(%p, %c : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r, %p : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// -----

// A max pool that already has a floor (1) and a second max (2): max(2,
// max(1, w...)) = max(2, w...), one floor.
// CHECK-LABEL: func.func @second_floor(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d({{.*}}floor = 2.000000e+00 : f32
// CHECK-NOT: linalg
// CHECK: return %[[Y]]
func.func @second_floor(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %h = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %c = linalg.fill ins(%h : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %p = kernel.launch @maxpool2d(%x, %e) {floor = 1.0 : f32, kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64} : (tensor<1x2x8x8xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.max ins(%p, %c : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: maxnumf drops a NaN window max where maximumf keeps it: no
// floor.
// CHECK-LABEL: func.func @nm_maxnumf_floor(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(
// CHECK-NOT: floor
// CHECK: linalg.generic {{.*}} ins(%[[Y]] :
// CHECK: arith.maxnumf
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @nm_maxnumf_floor(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %q = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %p = kernel.launch @maxpool2d(%x, %e) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64} : (tensor<1x2x8x8xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p : tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maxnumf %in, %q : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// Near miss: the generic's max reads its output (a running max into the
// caller's tensor), not a constant.
// CHECK-LABEL: func.func @nm_max_with_out(
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(
// CHECK-NOT: floor
// CHECK: linalg.generic {{.*}} ins(%[[Y]] :
// CHECK: arith.maximumf
#id2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @nm_max_with_out(%x: tensor<1x2x8x8xf32>, %acc: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %p = kernel.launch @maxpool2d(%x, %e) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64} : (tensor<1x2x8x8xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p : tensor<1x2x4x4xf32>) outs(%acc : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// On memrefs, a fill of the lowest float right before the pool: the
// launch's floor.
// CHECK-LABEL: func.func @memref_lowest_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @maxpool2d(%arg0, %arg1) {floor = -3.40282347E+38 : f32, {{.*}}layout = 0 : i32
// CHECK-NOT: linalg.pooling
func.func @memref_lowest_fill(%x: memref<1x3x8x8xf32>, %y: memref<1x3x4x4xf32>) {
  %lowest = arith.constant -3.40282347E+38 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%lowest : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// Near miss: the buffer is read between the fill and the pool, so the fill
// stays (and so does the pool, whose init is then not a fill it can fold).
// CHECK-LABEL: func.func @nm_memref_fill_read_between(
// CHECK: linalg.fill
// CHECK: memref.copy
// CHECK: linalg.pooling_nhwc_max
func.func @nm_memref_fill_read_between(%x: memref<1x8x8x3xf32>, %y: memref<1x4x4x3xf32>, %z: memref<1x4x4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x4x4x3xf32>)
  memref.copy %y, %z : memref<1x4x4x3xf32> to memref<1x4x4x3xf32>
  linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%y : memref<1x4x4x3xf32>)
  return
}

// -----

// Near miss: a NaN fill on memrefs stays (no floor is NaN).
// CHECK-LABEL: func.func @nm_memref_nan_fill(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_max
func.func @nm_memref_nan_fill(%x: memref<1x3x8x8xf32>, %y: memref<1x3x4x4xf32>) {
  %nan = arith.constant 0x7FC00000 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%nan : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %win : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

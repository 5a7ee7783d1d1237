// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: not kmatch-verify %s --quiet --specials --seed=5 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 13 functions, 10 rewritten, 0 failures, 0 skipped{{$}}
// With NaN inputs the launch's max pooling drops what maximumf propagates
// (README, Semantics), outside kmatch.nan_exact only.
// SPECIALS: kmatch-verify: 13 functions, 10 rewritten, {{[1-9]}} failures, 0 skipped (with specials; {{[1-9]}} of the failures outside kmatch.nan_exact)

// A max pooling into an init other than a -inf fill computes
// max(init, w1, w2, ...) = max(init, maxpool(x)): the launch pools into a
// fresh tensor and a linalg.max folds the init in (pool.pdll,
// MaxPoolIntoInit).

// torch-mlir before -inf: the init is a fill of the lowest finite float and
// the input is padded with the same value. The pad is not above the fill,
// so it folds (MaxPoolFlooredPadFold), here into nothing: no window reads
// the two high rows and columns.
// CHECK-LABEL: func.func @torch_lowest_init(
// CHECK-NOT: tensor.pad
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%arg0, %{{.*}}) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
// CHECK: %[[M:.*]] = linalg.max ins(%[[Y]], %[[F]] :
// CHECK: return %[[M]]
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
// right ones no window reads), the max stays.
// CHECK-LABEL: func.func @neginf_pad_lowest_init(
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}pad_bottom = 0 : i64, pad_left = 1 : i64, pad_right = 0 : i64, pad_top = 1 : i64
// CHECK: linalg.max
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
// pad_* (MaxPoolFlooredPadFold) and the max with the fill stays.
// CHECK-LABEL: func.func @torch_lowest_pad_folds_nhwc(
// CHECK-NOT: tensor.pad
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: %[[Y:.*]] = kernel.launch @maxpool2d(%arg0, {{.*}}pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64
// CHECK: linalg.max ins(%[[Y]], %[[F]] :
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
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}pad_left = 1 : i64{{.*}}pad_top = 1 : i64
// CHECK: linalg.max
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
// elements are all below 0 computes 0, so the pad stays.
// CHECK-LABEL: func.func @nm_pad_above_floor(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[S:.*]] = tensor.extract_slice %[[P]]
// CHECK: kernel.launch @maxpool2d(%[[S]],
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
// CHECK: kernel.launch @maxpool2d(%arg0, {{.*}}pad_left = 1 : i64{{.*}}pad_top = 1 : i64
// CHECK: linalg.max
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

// Near miss: an init of different values is no floor; the pad stays.
// CHECK-LABEL: func.func @nm_lowest_pad_varied_init(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[S:.*]] = tensor.extract_slice %[[P]]
// CHECK: kernel.launch @maxpool2d(%[[S]],
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

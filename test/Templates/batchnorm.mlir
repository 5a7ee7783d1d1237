// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 13 functions, 5 rewritten, 0 failures

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ax2 = affine_map<(n, c, h, w) -> (h)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// Batchnorm alone, NCHW, (x - mean) / sqrt(var + eps) * gamma + beta.
// CHECK-LABEL: func.func @bn_nchw(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x3x4x5xf32>, %[[G:[^:]*]]: tensor<3xf32>, %[[B:[^:]*]]: tensor<3xf32>, %[[M:[^:]*]]: tensor<3xf32>, %[[V:[^:]*]]: tensor<3xf32>)
// CHECK: kernel.launch @batchnorm(%[[X]], %[[G]], %[[B]], %[[M]], %[[V]], %{{.*}}) {eps = 1.000000e-03 : f32, layout = 0 : i32, num_outs = 1 : i64}
func.func @bn_nchw(%x: tensor<2x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<2x3x4x5xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  return %bn : tensor<2x3x4x5xf32>
}

// NHWC on memrefs, the rsqrt form; eps written exactly as in the IR.
// CHECK-LABEL: func.func @bn_nhwc_memref(
// CHECK: kernel.launch @batchnorm({{.*}}) {eps = 9.99999974E-6 : f32, layout = 1 : i32, num_outs = 1 : i64}
func.func @bn_nhwc_memref(%x: memref<1x4x4x3xf32>, %gamma: memref<3xf32>, %beta: memref<3xf32>, %mean: memref<3xf32>, %var: memref<3xf32>, %y: memref<1x4x4x3xf32>) {
  %eps = arith.constant 1.0e-5 : f32
  linalg.generic {indexing_maps = [#idh, #ch3, #ch3, #ch3, #ch3, #idh], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : memref<1x4x4x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>) outs(%y : memref<1x4x4x3xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %n = arith.mulf %d, %rs : f32
    %sc = arith.mulf %g, %n : f32
    %s = arith.addf %bt, %sc : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: statistics broadcast along H instead of the channels.
// CHECK-LABEL: func.func @near_miss_bn_axis(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_axis(%x: tensor<1x4x4x4xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ax2, #ax2, #ax2, #ax2, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %bn : tensor<1x4x4x4xf32>
}

// Near miss: eps is a run-time value, not a constant the launch can carry.
// CHECK-LABEL: func.func @near_miss_bn_runtime_eps(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_runtime_eps(%x: tensor<1x2x3x3xf32>, %gamma: tensor<2xf32>, %beta: tensor<2xf32>, %mean: tensor<2xf32>, %var: tensor<2xf32>, %eps: f32) -> tensor<1x2x3x3xf32> {
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    linalg.yield %s : f32
  } -> tensor<1x2x3x3xf32>
  return %bn : tensor<1x2x3x3xf32>
}

// Near miss: the body also stores to an outside buffer; a launch would drop
// the store.
// CHECK-LABEL: func.func @near_miss_bn_body_store(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK: memref.store
func.func @near_miss_bn_body_store(%x: tensor<2x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>, %log: memref<1xf32>) -> tensor<2x3x4x5xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %i0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    memref.store %sd, %log[%i0] : memref<1xf32>
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  return %bn : tensor<2x3x4x5xf32>
}

//===----------------------------------------------------------------------===//
// torch-mlir's batchnorm: eps an f64 constant truncated to f32 in the body.
// The launch's eps is the truncated f32, exactly.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @bn_torch_truncf_eps(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x4x5xf32>, %[[G:[^:]*]]: tensor<3xf32>, %[[B:[^:]*]]: tensor<3xf32>, %[[M:[^:]*]]: tensor<3xf32>, %[[V:[^:]*]]: tensor<3xf32>)
// CHECK: kernel.launch @batchnorm(%[[X]], %[[G]], %[[B]], %[[M]], %[[V]], %{{.*}}) {eps = 9.99999974E-6 : f32, layout = 0 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @bn_torch_truncf_eps(%x: tensor<1x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<1x3x4x5xf32> {
  %eps = arith.constant 1.00000000000000008e-05 : f64
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// On memrefs, NHWC, sqrt and divf, eps 1e-3 as f64 (MobileNetV3): the f32
// the body adds is 1.00000005e-3, which prints as 1.000000e-03.
// CHECK-LABEL: func.func @bn_torch_truncf_memref(
// CHECK: kernel.launch @batchnorm({{.*}}) {eps = 1.000000e-03 : f32, layout = 1 : i32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @bn_torch_truncf_memref(%x: memref<1x4x4x3xf32>, %gamma: memref<3xf32>, %beta: memref<3xf32>, %mean: memref<3xf32>, %var: memref<3xf32>, %y: memref<1x4x4x3xf32>) {
  %eps = arith.constant 1.0e-3 : f64
  linalg.generic {indexing_maps = [#idh, #ch3, #ch3, #ch3, #ch3, #idh], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : memref<1x4x4x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>) outs(%y : memref<1x4x4x3xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e32 = arith.truncf %eps : f64 to f32
    %ve = arith.addf %e32, %v : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    linalg.yield %s : f32
  }
  return
}

// An f64 eps that is not an f32 value: the launch carries the truncated
// f32 (0.1 rounds to 0.100000001), not the f64.
// CHECK-LABEL: func.func @bn_torch_truncf_rounds(
// CHECK: kernel.launch @batchnorm({{.*}}) {eps = 1.000000e-01 : f32
func.func @bn_torch_truncf_rounds(%x: tensor<1x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<1x3x4x5xf32> {
  %eps = arith.constant 0.1 : f64
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// Near miss: eps added to x - mean instead of var.
// CHECK-LABEL: func.func @near_miss_bn_torch_eps_position(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_torch_eps_position(%x: tensor<1x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<1x3x4x5xf32> {
  %eps = arith.constant 1.0e-05 : f64
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %b0, %b1 : f32
    %b3 = math.rsqrt %in4 : f32
    %b4 = arith.mulf %b2, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// Near miss: mean and var swapped (x - var, rsqrt(mean + eps)).
// CHECK-LABEL: func.func @near_miss_bn_torch_mean_var_swapped(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_torch_mean_var_swapped(%x: tensor<1x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<1x3x4x5xf32> {
  %eps = arith.constant 1.0e-05 : f64
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in4 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in3, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// Near miss: gamma missing (an input the body does not use).
// CHECK-LABEL: func.func @near_miss_bn_torch_no_gamma(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_torch_no_gamma(%x: tensor<1x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<1x3x4x5xf32> {
  %eps = arith.constant 1.0e-05 : f64
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b6 = arith.addf %b4, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// Near miss: the statistics along H (axis 2), not the channels.
// CHECK-LABEL: func.func @near_miss_bn_torch_axis_h(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_torch_axis_h(%x: tensor<1x3x4x5xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x3x4x5xf32> {
  %eps = arith.constant 1.0e-05 : f64
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ax2, #ax2, #ax2, #ax2, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// Near miss: eps an f64 argument truncated in the body, not a constant.
// CHECK-LABEL: func.func @near_miss_bn_torch_eps_argument(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_bn_torch_eps_argument(%x: tensor<1x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>, %eps: f64) -> tensor<1x3x4x5xf32> {
  %e = tensor.empty() : tensor<1x3x4x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%x, %gamma, %beta, %mean, %var : tensor<1x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x3x4x5xf32>
  return %bn : tensor<1x3x4x5xf32>
}

// A linalg op that accumulates into a tensor.empty reads uninitialized
// memory: the original and the rewritten program may each see different
// garbage there, so comparing them proves nothing and a difference is no
// kmatch bug. kmatch-verify skips such a function and says why, instead of
// reporting a FAIL. An init that is filled first, a function argument, or a
// tensor.empty the body only overwrites is compared as usual.
//
// RUN: kmatch-verify %s | FileCheck %s
//
// CHECK-DAG: SKIPPED @conv_into_empty: 'linalg.depthwise_conv_2d_nhwc_hwc' at {{.*}} reads its init, a tensor.empty: the result depends on uninitialized memory (fill the init first)
// CHECK-DAG: SKIPPED @sum_into_empty: 'linalg.generic' at {{.*}} reads its init, a tensor.empty
// CHECK-DAG: PASS @conv_into_fill (launches: depthwise_conv2d
// CHECK-DAG: PASS @conv_into_arg (launches: depthwise_conv2d
// CHECK-DAG: {{PASS|UNMATCHED}} @overwrite_empty
// CHECK: kmatch-verify: 3 functions, {{[0-9]+}} rewritten, 0 failures, 2 skipped

func.func @conv_into_empty(%x: tensor<1x9x9x8xf32>, %w: tensor<3x3x8xf32>) -> tensor<1x4x4x8xf32> {
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %w : tensor<1x9x9x8xf32>, tensor<3x3x8xf32>) outs(%e : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}

func.func @sum_into_empty(%x: tensor<4x16xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Near misses: the same ops with a defined init.
func.func @conv_into_fill(%x: tensor<1x9x9x8xf32>, %w: tensor<3x3x8xf32>) -> tensor<1x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %w : tensor<1x9x9x8xf32>, tensor<3x3x8xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}

func.func @conv_into_arg(%x: tensor<1x9x9x8xf32>, %w: tensor<3x3x8xf32>, %y: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %w : tensor<1x9x9x8xf32>, tensor<3x3x8xf32>) outs(%y : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}

// The body never reads %out: the tensor.empty only gives the result's shape.
func.func @overwrite_empty(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.exp %a : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

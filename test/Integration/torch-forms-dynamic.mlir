// torch-mlir's forms with a dynamic batch: conv with a linalg.broadcast
// bias, pools, softmax, and a fully dynamic matmul.
// kmatch-verify runs every function against upstream's lowering, and again
// with --specials in the module marked kmatch.nan_exact, where every launch
// must give the IR's NaN, Inf and signed zeros.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/^module {$/module attributes {kmatch.nan_exact} {/' %s > %t.nan_exact.mlir
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=1 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=2 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// VERIFY: kmatch-verify: 4 functions, 4 rewritten, 0 failures, 0 skipped{{$}}
// NANEXACT: kmatch-verify: 4 functions, 4 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#last = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

module {

// Dynamic batch: conv with a linalg.broadcast bias init, padding 1, then relu.
// CHECK-LABEL: func.func @dyn_conv_bias_relu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
func.func @dyn_conv_bias_relu(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<?x4x8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x8x8xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
  %e = tensor.empty(%n) : tensor<?x4x8x8xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<?x4x8x8xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<?x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%bc : tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<?x4x8x8xf32>) outs(%e : tensor<?x4x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.cmpf ugt, %in, %cst : f32
    %s = arith.select %q, %in, %cst : f32
    linalg.yield %s : f32
  } -> tensor<?x4x8x8xf32>
  return %r : tensor<?x4x8x8xf32>
}

// Dynamic batch max pool (k3 s2 p1) and avg pool (k2 s2).
// CHECK-LABEL: func.func @dyn_pools(
// CHECK: kernel.launch @maxpool2d(
// CHECK: kernel.launch @avgpool2d(
func.func @dyn_pools(%x: tensor<?x3x8x8xf32>) -> (tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x8x8xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
  %e = tensor.empty(%n) : tensor<?x3x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<?x3x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  %e2 = tensor.empty(%n) : tensor<?x3x4x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  %k2 = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k2 : tensor<?x3x8x8xf32>, tensor<2x2xf32>) outs(%f2 : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  %a = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<?x3x4x4xf32>) outs(%e2 : tensor<?x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<?x3x4x4xf32>
  return %m, %a : tensor<?x3x4x4xf32>, tensor<?x3x4x4xf32>
}

// Dynamic batch softmax over the last dim.
// CHECK-LABEL: func.func @dyn_softmax(
// CHECK: kernel.launch @softmax(
func.func @dyn_softmax(%x: tensor<?x4x6xf32>) -> tensor<?x4x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4x6xf32>
  %er = tensor.empty(%n) : tensor<?x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x4x1xf32>) -> tensor<?x4x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<?x4x6xf32>) outs(%fm : tensor<?x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?x4x1xf32>
  %e = tensor.empty(%n) : tensor<?x4x6xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<?x4x6xf32>, tensor<?x4x1xf32>) outs(%e : tensor<?x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<?x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<?x4x1xf32>) -> tensor<?x4x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<?x4x6xf32>) outs(%fs : tensor<?x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?x4x1xf32>
  %r = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %s : tensor<?x4x6xf32>, tensor<?x4x1xf32>) outs(%e : tensor<?x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.divf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<?x4x6xf32>
  return %r : tensor<?x4x6xf32>
}

// Fully dynamic matmul with torch-mlir's casts.
// CHECK-LABEL: func.func @dyn_mm(
// CHECK: kernel.launch @gemm(
func.func @dyn_mm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

}

// kmatch-verify fills an argument in [0, 1) where its elements reach a square
// root or a logarithm (a batch norm's variance): a negative variance gives the
// IR's rsqrt a NaN that no real input has, and the fused relu's documented
// NaN divergence (README, Divergences) would show as a FAIL. A layer norm's
// input reaches its rsqrt only through a reduction (a sum of squares) and
// keeps the signed fill.
// RUN: kmatch-verify %s --json=%t.json | FileCheck %s
// RUN: %python -c "import json,sys; [print(f['function'], f['nonnegative_args']) for f in json.load(open(sys.argv[1]))['functions']]" %t.json | FileCheck %s --check-prefix=JSON
// CHECK-DAG: PASS @bn_relu_args (launches: conv2d_bn_act
// CHECK-DAG: {{PASS|UNMATCHED}} @layer_norm
// CHECK-DAG: {{PASS|UNMATCHED}} @rsqrt_apart_memref
// CHECK: kmatch-verify: 3 functions, {{[0-9]+}} rewritten, 0 failures
// JSON-DAG: bn_relu_args [5]
// JSON-DAG: layer_norm []
// JSON-DAG: rsqrt_apart_memref [1]

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
#row = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> (i)>
#v = affine_map<(i) -> (i)>
func.func @bn_relu_args(%x: tensor<1x4x6x6xf32>, %w: tensor<4x4x3x3xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%c, %gamma, %beta, %mean, %var : tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%v: f32, %g: f32, %b: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %se = arith.addf %s, %eps : f32
    %r = math.rsqrt %se : f32
    %n = arith.mulf %d, %r : f32
    %sc = arith.mulf %n, %g : f32
    %y = arith.addf %sc, %b : f32
    linalg.yield %y : f32
  } -> tensor<1x4x4x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%bn : tensor<1x4x4x4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<1x4x4x4xf32>
  return %relu : tensor<1x4x4x4xf32>
}

func.func @layer_norm(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 8.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<4x8xf32>) outs(%z1 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#row, #red, #row], iterator_types = ["parallel", "parallel"]}
    ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %n : f32
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]}
    ins(%d : tensor<4x8xf32>) outs(%z1 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %p = arith.mulf %a, %a : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#row, #red, #row], iterator_types = ["parallel", "parallel"]}
    ins(%d, %sq : tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %r = math.rsqrt %ve : f32
    %out = arith.mulf %a, %r : f32
    linalg.yield %out : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// The variance plus eps in one elementwise op, its rsqrt in another, through
// a scratch buffer.
func.func @rsqrt_apart_memref(%x: memref<8xf32>, %var: memref<8xf32>, %y: memref<8xf32>) {
  %eps = arith.constant 1.0e-5 : f32
  %t = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
    ins(%var : memref<8xf32>) outs(%t : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %eps : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
    ins(%x, %t : memref<8xf32>, memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = math.rsqrt %s : f32
    %out = arith.mulf %a, %r : f32
    linalg.yield %out : f32
  }
  memref.dealloc %t : memref<8xf32>
  return
}

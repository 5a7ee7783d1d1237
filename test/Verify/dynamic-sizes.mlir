// kmatch-verify's sizes follow static tensor.pads and expand/collapse_shape
// groups with one dynamic dimension. Before, the solver sized a padded pool's
// input and output alike (the original program then read outside its buffer
// and the checked shim refused: a false FAIL), and a --dim-size on q did not
// reach k and v through the head split (the original then ran on shapes that
// disagree and corrupted the tool's heap).
// RUN: kmatch-verify %s --dim-size=attention_heads_dyn_seq:0:1=2 --json=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK-DAG: PASS @maxpool_dyn (launches: maxpool2d;
// CHECK-DAG: PASS @attention_heads_dyn_seq (launches: batch_gemm, batch_gemm;
// CHECK: kmatch-verify: 2 functions, 2 rewritten, 0 failures
// 7 rows padded by 1 + 2 are 10, which a 3x3 stride-2 window covers 4 times.
// JSON: "function": "maxpool_dyn"
// JSON: "shapes": [
// JSON-NEXT: "7x3x7x7",
// JSON-NEXT: "7x3x4x4"
// JSON: "function": "attention_heads_dyn_seq"
// JSON: "shapes": [
// JSON-NEXT: "1x2x12",
// JSON-NEXT: "1x2x12",
// JSON-NEXT: "1x2x12"

func.func @maxpool_dyn(%x: tensor<?x3x?x?xf32>, %y: tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 2, 2] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %ninf : f32
  } : tensor<?x3x?x?xf32> to tensor<?x3x?x?xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%y : tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%p, %k : tensor<?x3x?x?xf32>, tensor<3x3xf32>) outs(%f : tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32>
  return %r : tensor<?x3x?x?xf32>
}

func.func @attention_heads_dyn_seq(%q: tensor<1x?x12xf32>, %k: tensor<1x?x12xf32>, %v: tensor<1x?x12xf32>) -> tensor<1x?x12xf32> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %s = tensor.dim %q, %c1 : tensor<1x?x12xf32>
  %qe = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [1, %s, 3, 4] : tensor<1x?x12xf32> into tensor<1x?x3x4xf32>
  %qt0 = tensor.empty(%s) : tensor<1x3x?x4xf32>
  %qt = linalg.transpose ins(%qe : tensor<1x?x3x4xf32>) outs(%qt0 : tensor<1x3x?x4xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x3x?x4xf32> into tensor<3x?x4xf32>
  %ke = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [1, %s, 3, 4] : tensor<1x?x12xf32> into tensor<1x?x3x4xf32>
  %kt0 = tensor.empty(%s) : tensor<1x3x?x4xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x?x3x4xf32>) outs(%kt0 : tensor<1x3x?x4xf32>) permutation = [0, 2, 1, 3]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x3x?x4xf32> into tensor<3x?x4xf32>
  %ktt0 = tensor.empty(%s) : tensor<3x4x?xf32>
  %ktt = linalg.transpose ins(%kc : tensor<3x?x4xf32>) outs(%ktt0 : tensor<3x4x?xf32>) permutation = [0, 2, 1]
  %s0 = tensor.empty(%s, %s) : tensor<3x?x?xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<3x?x?xf32>) -> tensor<3x?x?xf32>
  %sco = linalg.batch_matmul ins(%qc, %ktt : tensor<3x?x4xf32>, tensor<3x4x?xf32>) outs(%sf : tensor<3x?x?xf32>) -> tensor<3x?x?xf32>
  %ve = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [1, %s, 3, 4] : tensor<1x?x12xf32> into tensor<1x?x3x4xf32>
  %vt0 = tensor.empty(%s) : tensor<1x3x?x4xf32>
  %vt = linalg.transpose ins(%ve : tensor<1x?x3x4xf32>) outs(%vt0 : tensor<1x3x?x4xf32>) permutation = [0, 2, 1, 3]
  %vc = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<1x3x?x4xf32> into tensor<3x?x4xf32>
  %o0 = tensor.empty(%s) : tensor<3x?x4xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o0 : tensor<3x?x4xf32>) -> tensor<3x?x4xf32>
  %o = linalg.batch_matmul ins(%sco, %vc : tensor<3x?x?xf32>, tensor<3x?x4xf32>) outs(%of : tensor<3x?x4xf32>) -> tensor<3x?x4xf32>
  %oe = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [1, 3, %s, 4] : tensor<3x?x4xf32> into tensor<1x3x?x4xf32>
  %ot0 = tensor.empty(%s) : tensor<1x?x3x4xf32>
  %ot = linalg.transpose ins(%oe : tensor<1x3x?x4xf32>) outs(%ot0 : tensor<1x?x3x4xf32>) permutation = [0, 2, 1, 3]
  %oc = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<1x?x3x4xf32> into tensor<1x?x12xf32>
  return %oc : tensor<1x?x12xf32>
}

// The rank-polymorphic kernels (add, broadcast_add, softmax) at ranks past
// 7: every rank linalg allows is a launch, and the runtime takes it (its
// self-overlap check of an output once refused any view of 8 or more
// dims of size > 1, so these launches failed at run time). Rank 13 is past
// oneDNN's 12 dims: the shims' own loops run it.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 5 functions, 5 rewritten, 0 failures

// CHECK-LABEL: func.func @add_rank8(
// CHECK: kernel.launch @add(
func.func @add_rank8(%a: tensor<2x2x2x2x2x2x2x2xf32>, %b: tensor<2x2x2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2x2x2x2x2x2xf32>
  %r = linalg.add ins(%a, %b : tensor<2x2x2x2x2x2x2x2xf32>, tensor<2x2x2x2x2x2x2x2xf32>) outs(%e : tensor<2x2x2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2x2x2xf32>
  return %r : tensor<2x2x2x2x2x2x2x2xf32>
}

// CHECK-LABEL: func.func @add_rank13(
// CHECK: kernel.launch @add(
func.func @add_rank13(%a: tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>, %b: tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
  %r = linalg.add ins(%a, %b : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>, tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>) outs(%e : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
  return %r : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
}

// CHECK-LABEL: func.func @add_rank8_memref(
// CHECK: kernel.launch @add(
func.func @add_rank8_memref(%a: memref<2x2x2x2x2x2x2x2xf32>, %b: memref<2x2x2x2x2x2x2x2xf32>, %y: memref<2x2x2x2x2x2x2x2xf32>) {
  linalg.add ins(%a, %b : memref<2x2x2x2x2x2x2x2xf32>, memref<2x2x2x2x2x2x2x2xf32>) outs(%y : memref<2x2x2x2x2x2x2x2xf32>)
  return
}

// A broadcast add that a softmax reads, both launches.
// CHECK-LABEL: func.func @broadcast_softmax_rank8(
// CHECK: kernel.launch @broadcast_add(
// CHECK: kernel.launch @softmax(
func.func @broadcast_softmax_rank8(%a: tensor<2x2x2x2x2x2x2x2xf32>, %b: tensor<2xf32>) -> tensor<2x2x2x2x2x2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2x2x2x2x2x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4, d5, d6, d7)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %b : tensor<2x2x2x2x2x2x2x2xf32>, tensor<2xf32>) outs(%e : tensor<2x2x2x2x2x2x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x2x2x2x2x2x2x2xf32>
  %e2 = tensor.empty() : tensor<2x2x2x2x2x2x2x2xf32>
  %sm = linalg.softmax dimension(7) ins(%r : tensor<2x2x2x2x2x2x2x2xf32>) outs(%e2 : tensor<2x2x2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2x2x2xf32>
  return %sm : tensor<2x2x2x2x2x2x2x2xf32>
}

// A broadcast add that a softmax reads, both launches.
// CHECK-LABEL: func.func @broadcast_softmax_rank13(
// CHECK: kernel.launch @broadcast_add(
// CHECK: kernel.launch @softmax(
func.func @broadcast_softmax_rank13(%a: tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32> {
  %e = tensor.empty() : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%a, %b : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
  %e2 = tensor.empty() : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
  %sm = linalg.softmax dimension(12) ins(%r : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>) outs(%e2 : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>) -> tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
  return %sm : tensor<2x2x2x2x2x2x2x2x2x2x2x2x2xf32>
}

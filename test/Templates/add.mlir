// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 9 functions, 4 rewritten, 0 failures

#id4 = affine_map<(a, b, c, d) -> (a, b, c, d)>
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

// The residual add on tensors.
// CHECK-LABEL: func.func @add_tensor(
// CHECK-SAME: %[[A:[^:]*]]: tensor<1x4x5x5xf32>, %[[B:[^:]*]]: tensor<1x4x5x5xf32>)
// CHECK: kernel.launch @add(%[[A]], %[[B]], %{{.*}}) {num_outs = 1 : i64}
func.func @add_tensor(%a: tensor<1x4x5x5xf32>, %b: tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32> {
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>) outs(%e : tensor<1x4x5x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}

// The named op, on memrefs, rank 2.
// CHECK-LABEL: func.func @add_named_memref(
// CHECK: kernel.launch @add(
func.func @add_named_memref(%a: memref<3x7xf32>, %b: memref<3x7xf32>, %y: memref<3x7xf32>) {
  linalg.add ins(%a, %b : memref<3x7xf32>, memref<3x7xf32>) outs(%y : memref<3x7xf32>)
  return
}

// Near miss: a broadcast add (a row vector), not elementwise.
// CHECK-LABEL: func.func @near_miss_broadcast(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_broadcast(%a: memref<3x7xf32>, %b: memref<7xf32>, %y: memref<3x7xf32>) {
  linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : memref<3x7xf32>, memref<7xf32>) outs(%y : memref<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: a subtraction.
// CHECK-LABEL: func.func @near_miss_sub(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_sub(%a: memref<3x7xf32>, %b: memref<3x7xf32>, %y: memref<3x7xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : memref<3x7xf32>, memref<3x7xf32>) outs(%y : memref<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.subf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: in place into an input (the output overlaps input #0).
// CHECK-LABEL: func.func @near_miss_in_place(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_in_place(%a: memref<3x7xf32>, %b: memref<3x7xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : memref<3x7xf32>, memref<3x7xf32>) outs(%a : memref<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// torch-mlir's maps at batch 1: (0, d1, d2, d3) reads dim 0 at 0, which is
// d0 when the loop and the operand's dim 0 both have size 1. On memrefs too.
// CHECK-LABEL: func.func @add_torch_unit_batch(
// CHECK: kernel.launch @add(
// CHECK-NOT: linalg.generic
func.func @add_torch_unit_batch(%a: tensor<1x4x5x5xf32>, %b: tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32> {
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<1x4x5x5xf32>, tensor<1x4x5x5xf32>) outs(%e : tensor<1x4x5x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}

// CHECK-LABEL: func.func @add_torch_unit_batch_memref(
// CHECK: kernel.launch @add(
// CHECK-NOT: linalg.generic
func.func @add_torch_unit_batch_memref(%a: memref<1x4x5x5xf32>, %b: memref<1x4x5x5xf32>, %y: memref<1x4x5x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a, %b : memref<1x4x5x5xf32>, memref<1x4x5x5xf32>) outs(%y : memref<1x4x5x5xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: the same map at batch 2 broadcasts a's one image over the
// batch: not elementwise.
// CHECK-LABEL: func.func @near_miss_torch_batch_broadcast(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_torch_batch_broadcast(%a: tensor<1x4x5x5xf32>, %b: tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32> {
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<1x4x5x5xf32>, tensor<2x4x5x5xf32>) outs(%e : tensor<2x4x5x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x4x5x5xf32>
  return %r : tensor<2x4x5x5xf32>
}

// Near miss: a dynamic batch; (0, d1, d2, d3) may be a broadcast.
// CHECK-LABEL: func.func @near_miss_torch_dynamic_batch(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_torch_dynamic_batch(%a: tensor<?x4x5x5xf32>, %b: tensor<?x4x5x5xf32>) -> tensor<?x4x5x5xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %b, %c0 : tensor<?x4x5x5xf32>
  %e = tensor.empty(%n) : tensor<?x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<?x4x5x5xf32>, tensor<?x4x5x5xf32>) outs(%e : tensor<?x4x5x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4x5x5xf32>
  return %r : tensor<?x4x5x5xf32>
}

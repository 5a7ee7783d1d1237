// Upstream's integration programs carry a Transform schedule next to the
// code (their RUN lines apply it or erase it first). kmatch-verify erases it,
// as -test-transform-dialect-erase-schedule does, instead of failing to lower
// the whole module on the transform ops; the nested module that held named
// sequences goes too.
// RUN: kmatch-verify %s 2>&1 | FileCheck %s
// CHECK: kmatch-verify: ignoring the Transform schedule (3 top-level transform ops)
// CHECK-DAG: PASS @matmul (launches: gemm
// CHECK-DAG: PASS @conv (launches: conv2d
// CHECK: 2 functions, 2 rewritten, 0 failures, 0 skipped

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}

func.func @conv(%in: memref<1x8x8x3xf32>, %f: memref<3x3x3x2xf32>, %out: memref<1x6x6x2xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %f : memref<1x8x8x3xf32>, memref<3x3x3x2xf32>) outs(%out : memref<1x6x6x2xf32>)
  return
}

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [1, 2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @tile(%op: !transform.any_op {transform.consumed}) {
    %1, %loops:4 = transform.structured.tile_using_for %op tile_sizes [1, 2, 2, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.include @tile failures(propagate) (%0) : (!transform.any_op) -> ()
    transform.yield
  }
}

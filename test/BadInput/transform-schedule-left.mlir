// A module that carries a Transform-dialect schedule beside its payload (as
// upstream MLIR's tests do) gets one error naming the schedule, not one per
// transform op, and the payload's launch is still made.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -verify-diagnostics -o /dev/null
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// CHECK: kernel.launch @gemm
// CHECK: transform.named_sequence @__transform_main

module attributes {transform.with_named_sequence} {
  func.func @mm(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %r = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>)
                       outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %r : tensor<8x16xf32>
  }

  // expected-error @+1 {{a Transform-dialect schedule ('transform.named_sequence') is left in the module; kmatch-pipeline does not run it: apply it first (mlir-opt --transform-interpreter) or remove it}}
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

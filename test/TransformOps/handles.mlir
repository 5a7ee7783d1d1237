// Handle safety: a handle to an op that a template replaces follows the
// replacement kernel.launch, and replace_with_launch hands back the launch.
// RUN: kmatch-opt %s --transform-interpreter 2>&1 | FileCheck %s

// CHECK: {{\[\[\[}} IR printer: after apply_templates
// CHECK-NEXT: kernel.launch @gemm
// CHECK: {{\[\[\[}} IR printer: replace_with_launch result
// CHECK-NEXT: kernel.launch @my_kernel(%{{.*}}, %{{.*}}) {num_outs = 1 : i64, variant = 2 : i64}
// CHECK: {{\[\[\[}} IR printer: still usable
// CHECK-NEXT: kernel.launch @gemm

func.func @f(%A: tensor<8x4xf32>, %B: tensor<4x6xf32>, %C: tensor<8x6xf32>, %x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8x6xf32>, tensor<8xf32>) {
  %r = linalg.matmul ins(%A, %B : tensor<8x4xf32>, tensor<4x6xf32>) outs(%C : tensor<8x6xf32>) -> tensor<8x6xf32>
  %e = linalg.exp ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  return %r, %e : tensor<8x6xf32>, tensor<8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.kmatch.apply_templates %f : !transform.any_op
    transform.print %mm {name = "after apply_templates"} : !transform.any_op
    %l = transform.kmatch.replace_with_launch %exp
        {kernel = "my_kernel", operands = ["in0", "out0"], params = {variant = 2 : i64}}
        : (!transform.any_op) -> !transform.any_op
    transform.print %l {name = "replace_with_launch result"} : !transform.any_op
    transform.print %mm {name = "still usable"} : !transform.any_op
    transform.yield
  }
}

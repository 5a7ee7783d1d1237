// Sequences that name a missing template, an unknown backend or a bad launch
// operand fail with a clear error.
// RUN: not kmatch-opt %s --transform-interpreter=entry-point=missing_template 2>&1 | FileCheck %s --check-prefix=TEMPLATE
// RUN: not kmatch-opt %s --transform-interpreter=entry-point=unknown_backend 2>&1 | FileCheck %s --check-prefix=BACKEND
// RUN: not kmatch-opt %s --transform-interpreter=entry-point=bad_operand 2>&1 | FileCheck %s --check-prefix=OPERAND
// RUN: not kmatch-opt %s --transform-interpreter=entry-point=unknown_kernel 2>&1 | FileCheck %s --check-prefix=KERNEL

// TEMPLATE: error: kmatch: template '/no/such/template.pdll' does not exist
// TEMPLATE: error: kmatch templates failed to load
// BACKEND: error: unknown backend 'tpu'; expected cpu or cuda
// OPERAND: error: operand 'in7' is out of range or after an out
// KERNEL: error: 'kernel.launch' op unknown kernel 'my_kernel'; known kernels:
// KERNEL: error: lowering launches failed

func.func @f(%x: memref<8xf32>, %y: memref<8xf32>) {
  linalg.exp ins(%x : memref<8xf32>) outs(%y : memref<8xf32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @missing_template(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.apply_templates %root {templates = ["/no/such/template.pdll"]} : !transform.any_op
    transform.yield
  }
  transform.named_sequence @unknown_backend(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.lower_launches %root {backend = "tpu"} : !transform.any_op
    transform.yield
  }
  transform.named_sequence @bad_operand(%root: !transform.any_op {transform.readonly}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.kmatch.replace_with_launch %exp {kernel = "k", operands = ["in7", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @unknown_kernel(%root: !transform.any_op {transform.consumed}) {
    %exp = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.kmatch.replace_with_launch %exp {kernel = "my_kernel", operands = ["in0", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    %m = transform.structured.match ops{["builtin.module"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.kmatch.lower_launches %root {backend = "cpu"} : !transform.any_op
    transform.yield
  }
}

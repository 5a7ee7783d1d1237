// A launch's scalar operands: replace_with_launch makes one constant per
// value, and two operands of the same value share it; +0 and -0 are two
// values (a launch given beta = +0 for beta = -0 would differ on the sign
// of a zero result), and so are f32 and f64 of one number. An equal constant
// of the program right before the op is shared too.
// RUN: kmatch-opt %s --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NOT: arith.constant
// CHECK: kernel.launch @k(%[[ONE]], %[[PZ]], %[[NZ]], %[[ONE]], %[[NZ]], %{{.*}}, %{{.*}})
// CHECK-LABEL: func.func @g(
// CHECK: %[[ONE64:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %[[ONE32:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @k32(%[[ONE32]],
// CHECK-NEXT: %[[AGAIN:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: kernel.launch @k64(%[[AGAIN]],
// CHECK-NEXT: return
func.func @f(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %e = linalg.exp ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  return %e : tensor<8xf32>
}

func.func @g(%x: tensor<8xf32>, %y: tensor<8xf32>, %u: tensor<8xf64>, %v: tensor<8xf64>) -> (tensor<8xf32>, tensor<8xf64>) {
  %d = arith.constant 1.0 : f64
  %e = linalg.exp ins(%x : tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  %l = linalg.log ins(%u : tensor<8xf64>) outs(%v : tensor<8xf64>) -> tensor<8xf64>
  return %e, %l : tensor<8xf32>, tensor<8xf64>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes {sym_name = "f"} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["func.func"]} attributes {sym_name = "g"} in %root : (!transform.any_op) -> !transform.any_op
    %exp = transform.structured.match ops{["linalg.exp"]} in %f : (!transform.any_op) -> !transform.any_op
    %l = transform.kmatch.replace_with_launch %exp
        {kernel = "k", operands = ["1.0", "0.0", "-0.0", "1.0", "-0.0", "in0", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    %exp2 = transform.structured.match ops{["linalg.exp"]} in %g : (!transform.any_op) -> !transform.any_op
    %l2 = transform.kmatch.replace_with_launch %exp2
        {kernel = "k32", operands = ["1.0", "in0", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    %log = transform.structured.match ops{["linalg.log"]} in %g : (!transform.any_op) -> !transform.any_op
    %l3 = transform.kmatch.replace_with_launch %log
        {kernel = "k64", operands = ["1.0", "in0", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dot written purely as a Transform matcher, with no PDLL: every linalg.dot
// on one f32 or f64 element type becomes kernel.launch @dot (alpha = beta =
// 1, accumulating into r), as patterns/dot.pdll does for the same op
// (test/TransformOps/dot-agrees.mlir checks that they agree).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_dot(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.dot"] : !transform.any_op
    %m = transform.match.structured failures(propagate) %op
        : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s
          {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      %x = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      %y = transform.match.structured.input %s[1] : (!transform.any_op) -> !transform.any_value
      %r = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.any_value
      %bx = transform.match.structured.elemental_bitwidth %x : (!transform.any_value) -> !transform.param<i64>
      %by = transform.match.structured.elemental_bitwidth %y : (!transform.any_value) -> !transform.param<i64>
      %br = transform.match.structured.elemental_bitwidth %r : (!transform.any_value) -> !transform.param<i64>
      transform.match.param.cmpi eq %bx, %br : !transform.param<i64>
      transform.match.param.cmpi eq %by, %br : !transform.param<i64>
      %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
      transform.match.param.cmpi ge %br, %c32 : !transform.param<i64>
      transform.match.structured.yield %s : !transform.any_op
    }
    // Exactly f32 or f64 (a bit width of 32 or more also admits f80 and
    // f128, which have no shim), and r must not share memory with x or y
    // (a view of x: the IR reads the element it accumulates into).
    transform.kmatch.match.native %m "ElementTypeIsOneOf"([[f32, f64]]) : !transform.any_op
    transform.kmatch.match.native %m "OutputDoesNotOverlapInputs" : !transform.any_op
    // Dense host arrays only: no sparse tensor, no other memory space.
    transform.kmatch.match.native %m "LaunchOperandTypes" : !transform.any_op
    // Host code only: a launch is a host library call.
    transform.kmatch.match.native %m "InHostCode" : !transform.any_op
    transform.yield %m : !transform.any_op
  }

  transform.named_sequence @to_dot(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "dot", operands = ["1.0", "in0", "in1", "1.0", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_dot -> @to_dot
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// gemv written purely as a Transform matcher, with no PDLL: every
// linalg.matvec / linalg.vecmat whose body is a plain multiply-accumulate on
// one f32 or f64 element type becomes kernel.launch @gemv, as
// patterns/gemv.pdll does for the same ops (test/TransformOps/gemv-agrees.mlir
// checks that they agree).
//
//   kmatch-opt in.mlir \
//     --transform-preload-library="transform-library-paths=transforms/gemv-matvec.mlir" \
//     --transform-interpreter
module attributes {transform.with_named_sequence} {
  // Shared checks: a mul-add contraction body whose three operands all have
  // the same element type, f32 or f64 (no casts), and an output that shares
  // no memory with the inputs.
  transform.named_sequence @match_gemv_body(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %m = transform.match.structured failures(propagate) %op
        : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s
          {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      %in0 = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      %in1 = transform.match.structured.input %s[1] : (!transform.any_op) -> !transform.any_value
      %out = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.any_value
      %b0 = transform.match.structured.elemental_bitwidth %in0 : (!transform.any_value) -> !transform.param<i64>
      %b1 = transform.match.structured.elemental_bitwidth %in1 : (!transform.any_value) -> !transform.param<i64>
      %b2 = transform.match.structured.elemental_bitwidth %out : (!transform.any_value) -> !transform.param<i64>
      transform.match.param.cmpi eq %b0, %b2 : !transform.param<i64>
      transform.match.param.cmpi eq %b1, %b2 : !transform.param<i64>
      // f32 or f64 only: the shims take nothing narrower.
      %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
      transform.match.param.cmpi ge %b2, %c32 : !transform.param<i64>
      transform.match.structured.yield %s : !transform.any_op
    }
    // Exactly f32 or f64: a bit width of 32 or more also admits f80 and
    // f128, which have no shim. y must not share memory with A or x (the
    // IR then reads what it has already updated; BLAS cannot compute in
    // place, and the shim would refuse it at run time).
    transform.kmatch.match.native %m "ElementTypeIsOneOf"([[f32, f64]]) : !transform.any_op
    transform.kmatch.match.native %m "OutputDoesNotOverlapInputs" : !transform.any_op
    // Dense host arrays only: no sparse tensor, no other memory space.
    transform.kmatch.match.native %m "LaunchOperandTypes" : !transform.any_op
    // Host code only: a launch is a host library call.
    transform.kmatch.match.native %m "InHostCode" : !transform.any_op
    transform.yield %m : !transform.any_op
  }

  transform.named_sequence @match_matvec(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.matvec"] : !transform.any_op
    %m = transform.include @match_gemv_body failures(propagate) (%op)
        : (!transform.any_op) -> !transform.any_op
    transform.yield %m : !transform.any_op
  }

  transform.named_sequence @match_vecmat(
      %op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.vecmat"] : !transform.any_op
    %m = transform.include @match_gemv_body failures(propagate) (%op)
        : (!transform.any_op) -> !transform.any_op
    transform.yield %m : !transform.any_op
  }

  // y = 1.0 * A x + 1.0 * y
  transform.named_sequence @matvec_to_gemv(
      %op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "gemv", operands = ["1.0", "in0", "in1", "1.0", "out0"],
         params = {transA = false}} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // y = 1.0 * A^T x + 1.0 * y (vecmat's operands are (x, A))
  transform.named_sequence @vecmat_to_gemv(
      %op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "gemv", operands = ["1.0", "in1", "in0", "1.0", "out0"],
         params = {transA = true}} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @kmatch_gemv_matvec(
      %root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root
        @match_matvec -> @matvec_to_gemv,
        @match_vecmat -> @vecmat_to_gemv
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(
      %root: !transform.any_op {transform.consumed}) {
    transform.include @kmatch_gemv_matvec failures(propagate) (%root)
        : (!transform.any_op) -> ()
    transform.yield
  }
}

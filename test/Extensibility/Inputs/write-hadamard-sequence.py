#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes a Transform-dialect template for the new @hadamard kernel
(hadamard-sequence.mlir): every linalg.mul on one f32 element type becomes
kernel.launch @hadamard. No PDLL, no rebuild."""
import os
import sys

SEQUENCE = r'''module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_mul(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.mul"] : !transform.any_op
    %m = transform.match.structured failures(propagate) %op
        : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %in0 = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      %in1 = transform.match.structured.input %s[1] : (!transform.any_op) -> !transform.any_value
      %out = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.any_value
      %b0 = transform.match.structured.elemental_bitwidth %in0 : (!transform.any_value) -> !transform.param<i64>
      %b1 = transform.match.structured.elemental_bitwidth %in1 : (!transform.any_value) -> !transform.param<i64>
      %b2 = transform.match.structured.elemental_bitwidth %out : (!transform.any_value) -> !transform.param<i64>
      %c32 = transform.param.constant 32 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %b0, %c32 : !transform.param<i64>
      transform.match.param.cmpi eq %b1, %c32 : !transform.param<i64>
      transform.match.param.cmpi eq %b2, %c32 : !transform.param<i64>
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %m : !transform.any_op
  }
  transform.named_sequence @to_hadamard(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "hadamard", operands = ["in0", "in1", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_mul -> @to_hadamard
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
'''

with open(os.path.join(sys.argv[1], "hadamard-sequence.mlir"), "w") as f:
    f.write(SEQUENCE)

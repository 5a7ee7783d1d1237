// The user's hadamard kernel as a Transform template (no PDLL): the same
// checks as hadamard.pdll, through transform.kmatch.match.native.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_hadamard(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.kmatch.match.native %op "ElementTypeIsOneOf"([[f32]]) : !transform.any_op
    transform.kmatch.match.native %op "IndexingMatchesEinsum"(["X(ij), Y(ij) -> Z(ij)"]) : !transform.any_op
    transform.kmatch.match.native %op "BodyIs"(["in0 * in1"]) : !transform.any_op
    transform.kmatch.match.native %op "OutputDoesNotOverlapInputs" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @to_hadamard(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "hadamard", operands = ["in0", "in1", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_hadamard -> @to_hadamard
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// A Transform-only template (no PDLL): an elementwise f32 `y = a + b` generic
// becomes kernel.launch @add. transform.kmatch.match.native runs kmatch's
// natives as matchers, so the sequence checks the body, the indexing, the
// element type and aliasing exactly as add.pdll does.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_add(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.kmatch.match.native %op "ElementTypeIsOneOf"([[f32]]) : !transform.any_op
    transform.kmatch.match.native %op "IndexingIsElementwise" : !transform.any_op
    transform.kmatch.match.native %op "BodyIs"(["in0 + in1"]) : !transform.any_op
    transform.kmatch.match.native %op "OutputDoesNotOverlapInputs" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @to_add(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "add", operands = ["in0", "in1", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_add -> @to_add
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

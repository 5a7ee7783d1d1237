// Matchers for the bodies importers write, in the one body language:
// leaky relu as select + cmpf, sigmoid as a division by a sum with exp of a
// negation. Each match becomes a launch of a kernel named after it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_leaky(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.kmatch.match.native %op "IndexingIsElementwise" : !transform.any_op
    transform.kmatch.match.native %op "BodyIs"(["select(ogt(in0, 0), in0, 0.01 * in0)"]) : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_sigmoid(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.generic"] : !transform.any_op
    transform.kmatch.match.native %op "IndexingIsElementwise" : !transform.any_op
    transform.kmatch.match.native %op "BodyIs"(["1 / (1 + exp(-in0))"]) : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @to_leaky(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op {kernel = "leaky_relu", operands = ["in0", "out0"]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @to_sigmoid(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op {kernel = "sigmoid", operands = ["in0", "out0"]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_leaky -> @to_leaky, @match_sigmoid -> @to_sigmoid
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

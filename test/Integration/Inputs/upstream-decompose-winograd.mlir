// The reference lowering's first step for the Winograd transforms, which
// upstream's loop lowering does not cover: decompose them (upstream's
// transform op) into loops of matmuls.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %w = transform.structured.match ops{["linalg.winograd_filter_transform",
                                         "linalg.winograd_input_transform",
                                         "linalg.winograd_output_transform"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.decompose_winograd_op %w
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

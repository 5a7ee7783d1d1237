// The reference lowering's first step for ops upstream's loop lowering does
// not cover: decompose softmax, lower pack and unpack (upstream transform ops).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %softmax = transform.structured.match ops{["linalg.softmax"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.decompose_interface %softmax
        : (!transform.any_op) -> !transform.any_op
    %pack = transform.structured.match ops{["linalg.pack"]} in %root
        : (!transform.any_op) -> !transform.op<"linalg.pack">
    %pad, %expand, %transpose = transform.structured.lower_pack %pack
        : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">,
              !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    %unpack = transform.structured.match ops{["linalg.unpack"]} in %root
        : (!transform.any_op) -> !transform.op<"linalg.unpack">
    %empty, %transpose2, %collapse, %slice = transform.structured.lower_unpack %unpack
        : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">,
              !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">,
              !transform.op<"tensor.extract_slice">)
    transform.yield
  }
}

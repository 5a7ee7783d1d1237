// Errors of Transform templates, never crashes: a malformed native spec is an
// error at the matcher when the sequence is parsed; an unknown native fails
// when matching; replacing an op from an action whose match was a nested op
// (the walk would continue inside freed IR) is refused.
// RUN: not kmatch-opt %s -split-input-file --transform-interpreter 2>&1 | FileCheck %s

// CHECK: error: 'transform.kmatch.match.native' op argument 1 of BodyIs: malformed
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "BodyIs"(["in0 +* in1"]) : !transform.any_op
    transform.yield
  }
}

// -----

func.func @f(%a: memref<4xf32>, %y: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // CHECK: error: 'NoSuchNative' is no native constraint (builtin or of a loaded plugin)
    transform.kmatch.match.native %op "NoSuchNative" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @g(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_mulf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.mulf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @to_launch(%op: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %op {op_name = "linalg.generic"} : (!transform.any_op) -> !transform.any_op
    // CHECK: error: cannot replace linalg.generic: a handle refers to 'arith.mulf' inside it
    %l = transform.kmatch.replace_with_launch %p {kernel = "add", operands = ["in0", "in1", "out0"]} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @match_mulf -> @to_launch : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: 'transform.kmatch.match.native' op argument 1 of BodyIs: malformed spec "select(ogt(in0, 0), in0)"
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "BodyIs"(["select(ogt(in0, 0), in0)"]) : !transform.any_op
    transform.yield
  }
}

// -----

// A matcher that does not check InHostCode: replace_with_launch itself
// refuses an op in device code.
func.func @in_device(%a: memref<8xf32>, %b: memref<8xf32>, %o: memref<f32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%o : memref<f32>)
    gpu.terminator
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_dot(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.dot"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @to_dot(%op: !transform.any_op {transform.consumed}) {
    %l = transform.kmatch.replace_with_launch %op
        {kernel = "dot", operands = ["1.0", "in0", "in1", "1.0", "out0"]}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // CHECK: error: actions failed
    // CHECK: note: failed action: cannot replace linalg.dot with a launch: it is in device code (inside gpu.launch)
    %r = transform.foreach_match in %root @match_dot -> @to_dot : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A call is checked as the PDLL path checks it: the arity and the kind of
// each argument come from the native's C++ parameters, then its validators.
// CHECK: error: 'transform.kmatch.match.native' op BodyIs takes 2 arguments, given 1 (the matched op, then the attributes)
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "BodyIs" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: 'transform.kmatch.match.native' op argument 1 of ElementTypeIsOneOf: expected a list [...], got "f32"
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "ElementTypeIsOneOf"(["f32"]) : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: 'transform.kmatch.match.native' op argument 1 of ElementTypeIsOneOf: expected a non-empty list of element types such as [f32, f64]
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "ElementTypeIsOneOf"([[f32, "f64"]]) : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: error: 'transform.kmatch.match.native' op ElementTypeIsOneOf takes 2 arguments, given 3
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "ElementTypeIsOneOf"([f32, f64]) : !transform.any_op
    transform.yield
  }
}

// -----

// A native on values (HasOneUse(v)) cannot take the matched op.
// CHECK: error: 'transform.kmatch.match.native' op HasOneUse does not take an op first
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.match.native %root "HasOneUse" : !transform.any_op
    transform.yield
  }
}

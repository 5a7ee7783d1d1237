// The native constraint library is registered as PDL match hooks, so
// transform.with_pdl_patterns / transform.pdl_match can use the constraints
// the templates use.
// RUN: kmatch-opt %s --transform-interpreter -verify-diagnostics

func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>,
             %H: memref<8x4xf16>, %G: memref<4x6xf16>, %K: memref<8x6xf16>) {
  // expected-remark@+1 {{f32 or f64 matmul}}
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%H, %G : memref<8x4xf16>, memref<4x6xf16>) outs(%K : memref<8x6xf16>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.with_pdl_patterns %root : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
      pdl.pattern @float_matmul : benefit(1) {
        %operands = pdl.operands
        %types = pdl.types
        %op = pdl.operation "linalg.matmul"(%operands : !pdl.range<value>) -> (%types : !pdl.range<type>)
        %allowed = pdl.attribute = [f32, f64]
        pdl.apply_native_constraint "ElementTypeIsOneOf"(%op, %allowed : !pdl.operation, !pdl.attribute)
        pdl.rewrite %op with "transform.dialect"
      }
      transform.sequence %arg0 : !transform.any_op failures(propagate) {
      ^bb1(%arg1: !transform.any_op):
        %m = transform.pdl_match @float_matmul in %arg1 : (!transform.any_op) -> !transform.any_op
        transform.debug.emit_remark_at %m, "f32 or f64 matmul" : !transform.any_op
      }
    }
    transform.yield
  }
}

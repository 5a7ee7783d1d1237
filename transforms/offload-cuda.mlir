// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The CUDA offload pipeline as a transform-dialect library: the same steps as
// --kmatch-pipeline="backend=cuda". Use it with
//
//   kmatch-opt in.mlir \
//     --transform-preload-library="transform-library-paths=transforms/offload-cuda.mlir" \
//     --transform-interpreter
//
// A user's own sequence can call @kmatch_offload_cuda, or copy it and change
// the order: e.g. a second apply_templates with fused templates first.
module attributes {transform.with_named_sequence} {
  // Loops first: affine.for / scf.for nests raised to linalg where that is
  // exact (--kmatch-raise-loops, docs/Loops.md).
  transform.named_sequence @kmatch_raise_loops(
      %root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %raised = transform.apply_registered_pass "kmatch-raise-loops" to %funcs
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // Templates: every PDLL template (patterns/ and KMATCH_TEMPLATE_PATH).
  transform.named_sequence @kmatch_apply_templates(
      %root: !transform.any_op {transform.readonly}) {
    transform.kmatch.apply_templates %root : !transform.any_op
    transform.yield
  }

  // Decompose the linalg ops without a loop lowering (softmax, pack,
  // unpack), fuse the elementwise generics left, bufferize, free what
  // bufferization allocated, lower the launches to shim calls, vectorize the
  // parallel linalg ops left, lower the rest of the program to the LLVM
  // dialect, and check that nothing else is left.
  transform.named_sequence @kmatch_lower_cuda(
      %root: !transform.any_op {transform.consumed}) {
    // Elementwise arith/math ops on ranked tensors become generics: they have
    // no bufferization of their own.
    %p0e = transform.apply_registered_pass "convert-elementwise-to-linalg" to %root
        : (!transform.any_op) -> !transform.any_op
    %p0d = transform.apply_registered_pass "kmatch-decompose" to %p0e
        : (!transform.any_op) -> !transform.any_op
    // Elementwise chains the templates left become one generic each.
    %p0 = transform.apply_registered_pass "kmatch-fuse-elementwise" to %p0d
        : (!transform.any_op) -> !transform.any_op
    // The tensors a public function is called with stay unchanged: its
    // tensor arguments are not writable buffers for bufferization.
    %p0p = transform.apply_registered_pass "kmatch-protect-arguments" to %p0
        : (!transform.any_op) -> !transform.any_op
    // Functions that free their own buffers keep doing so.
    %p1 = transform.apply_registered_pass "kmatch-mark-manual-deallocation" to %p0p
        : (!transform.any_op) -> !transform.any_op
    %b = transform.bufferization.one_shot_bufferize %p1
        {bufferize_function_boundaries = true,
         function_boundary_type_conversion = 1 : i32}
        : (!transform.any_op) -> !transform.any_op
    // Upstream's buffer-deallocation-pipeline, unless the program's own
    // deallocation rules out ownership-based deallocation.
    %d5 = transform.apply_registered_pass "kmatch-buffer-deallocation" to %b
        : (!transform.any_op) -> !transform.any_op
    // Keep buffers on the device between device-resident launches.
    %d6 = transform.apply_registered_pass "kmatch-plan-residency" to %d5 : (!transform.any_op) -> !transform.any_op
    transform.kmatch.lower_launches %d6 {backend = "cuda"} : !transform.any_op
    // The parallel linalg ops left become vector loops.
    // math.fpowi by a constant exponent as multiplications, which vectorize.
    %vm = transform.apply_registered_pass "kmatch-expand-math" to %d6 : (!transform.any_op) -> !transform.any_op
    %v0 = transform.apply_registered_pass "kmatch-vectorize" to %vm : (!transform.any_op) -> !transform.any_op
    %l0 = transform.apply_registered_pass "convert-bufferization-to-memref" to %v0 : (!transform.any_op) -> !transform.any_op
    %l1 = transform.apply_registered_pass "convert-linalg-to-loops" to %l0 : (!transform.any_op) -> !transform.any_op
    %l1v = transform.apply_registered_pass "convert-vector-to-scf" to %l1 : (!transform.any_op) -> !transform.any_op
    %l2 = transform.apply_registered_pass "expand-strided-metadata" to %l1v : (!transform.any_op) -> !transform.any_op
    %l3 = transform.apply_registered_pass "lower-affine" to %l2 : (!transform.any_op) -> !transform.any_op
    %l3c = transform.apply_registered_pass "convert-complex-to-standard" to %l3 : (!transform.any_op) -> !transform.any_op
    %l3m = transform.apply_registered_pass "kmatch-expand-math" to %l3c : (!transform.any_op) -> !transform.any_op
    %l3f = transform.apply_registered_pass "convert-math-to-funcs" with options = { "min-width-of-fpowi-exponent" = 65 : i64 } to %l3m : (!transform.any_op) -> !transform.any_op
    %l4 = transform.apply_registered_pass "convert-scf-to-cf" to %l3f : (!transform.any_op) -> !transform.any_op
    %l4v = transform.apply_registered_pass "convert-vector-to-llvm" to %l4 : (!transform.any_op) -> !transform.any_op
    %l5 = transform.apply_registered_pass "finalize-memref-to-llvm" to %l4v : (!transform.any_op) -> !transform.any_op
    %l6 = transform.apply_registered_pass "convert-math-to-llvm" to %l5 : (!transform.any_op) -> !transform.any_op
    %l6m = transform.apply_registered_pass "convert-math-to-libm" to %l6 : (!transform.any_op) -> !transform.any_op
    %l6c = transform.apply_registered_pass "convert-complex-to-llvm" to %l6m : (!transform.any_op) -> !transform.any_op
    %l7 = transform.apply_registered_pass "convert-arith-to-llvm" to %l6c : (!transform.any_op) -> !transform.any_op
    %l7u = transform.apply_registered_pass "convert-ub-to-llvm" to %l7 : (!transform.any_op) -> !transform.any_op
    %l8 = transform.apply_registered_pass "convert-index-to-llvm" to %l7u : (!transform.any_op) -> !transform.any_op
    %l9 = transform.apply_registered_pass "convert-func-to-llvm" to %l8 : (!transform.any_op) -> !transform.any_op
    %l10 = transform.apply_registered_pass "convert-cf-to-llvm" to %l9 : (!transform.any_op) -> !transform.any_op
    %l11 = transform.apply_registered_pass "reconcile-unrealized-casts" to %l10 : (!transform.any_op) -> !transform.any_op
    %l12 = transform.apply_registered_pass "kmatch-check-lowered" to %l11 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @kmatch_offload_cuda(
      %root: !transform.any_op {transform.consumed}) {
    transform.include @kmatch_raise_loops failures(propagate) (%root)
        : (!transform.any_op) -> ()
    transform.include @kmatch_apply_templates failures(propagate) (%root)
        : (!transform.any_op) -> ()
    transform.include @kmatch_lower_cuda failures(propagate) (%root)
        : (!transform.any_op) -> ()
    transform.yield
  }

  transform.named_sequence @__transform_main(
      %root: !transform.any_op {transform.consumed}) {
    transform.include @kmatch_offload_cuda failures(propagate) (%root)
        : (!transform.any_op) -> ()
    transform.yield
  }
}

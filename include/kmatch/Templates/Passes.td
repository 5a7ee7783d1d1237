//===- Passes.td - Template application passes -------------*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef KMATCH_TEMPLATES_PASSES_TD
#define KMATCH_TEMPLATES_PASSES_TD

include "mlir/Pass/PassBase.td"

def KmatchApplyTemplates : Pass<"kmatch-apply-templates", "::mlir::ModuleOp"> {
  let summary = "Rewrite linalg kernels into kernel.launch with run-time loaded templates";
  let description = [{
    Loads kernel templates (`.pdll` files, compiled to PDL by running
    `mlir-pdll`, cached by content hash) and applies them to the module. Each
    template recognizes one kernel family in linalg IR and replaces it with a
    backend-neutral `kernel.launch`. Native C++ constraints that templates call
    are registered by name; a template that calls an unregistered one is
    rejected at load time.

    The rewrite is bounded (`max-rewrites=`): a template set that keeps
    rewriting its own results is an error naming the patterns that kept
    firing, not a hang.

    Templates come from `templates=` (files or directories, comma separated),
    or from `patterns/` in kmatch's data directory when none are given, plus
    every entry of the configuration's template path (`KMATCH_TEMPLATE_PATH`,
    colon separated, or the tool's `--kmatch-template-path`). The pass writes
    the full list back into `templates=`, so that a crash reproducer replays
    the same templates. The compiled set is kept in the context, for later
    runs of the pass, the pipeline and `transform.kmatch.apply_templates`.

    Before:

    ```mlir
    linalg.matmul ins(%A, %B : memref<64x32xf32>, memref<32x16xf32>)
                  outs(%C : memref<64x16xf32>)
    ```

    After:

    ```mlir
    %one = arith.constant 1.0 : f32
    kernel.launch @gemm(%one, %A, %B, %one, %C)
        {num_outs = 1 : i64, transA = false, transB = false, transC = false}
        : (f32, memref<64x32xf32>, memref<32x16xf32>, f32, memref<64x16xf32>) -> ()
    ```
  }];
  let options = [
    ListOption<"templates", "templates", "std::string",
               "Template files or directories (default: patterns/ in the data directory)">,
    ListOption<"natives", "natives", "std::string",
               "Native plugins (shared libraries of native constraints, see "
               "kmatch/Templates/NativePlugin.h) to load before the templates">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write a JSON match report to this path">,
    Option<"maxRewrites", "max-rewrites", "int64_t", /*default=*/"0",
           "Stop with an error after this many rewrites (0: 16 per op in "
           "the module outside linalg bodies, at least 1024); a template "
           "whose result it matches "
           "again would otherwise loop forever">,
    Option<"fixpoint", "fixpoint", "bool", /*default=*/"false",
           "Sweep the module again until a sweep rewrites nothing (upstream's "
           "greedy semantics), for templates rooted at a producer that a "
           "later rewrite enables; by default another sweep runs only after an "
           "erasure that may enable a match">,
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every linalg op no template matched, with the "
           "constraints that rejected it">,
  ];
  let dependentDialects = [
    "::kmatch::kernel::KernelDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect", "::mlir::pdl::PDLDialect",
    "::mlir::pdl_interp::PDLInterpDialect"
  ];
}

#endif // KMATCH_TEMPLATES_PASSES_TD

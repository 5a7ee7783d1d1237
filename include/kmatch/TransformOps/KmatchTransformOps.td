//===- KmatchTransformOps.td - transform.kmatch.* ops ------*- tablegen -*-===//
#ifndef KMATCH_TRANSFORMOPS_TD
#define KMATCH_TRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def KmatchApplyTemplatesOp : Op<Transform_Dialect, "kmatch.apply_templates",
    [DeclareOpInterfaceMethods<TransformOpInterface>,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Applies kmatch's PDLL templates to the payload";
  let description = [{
    Loads the templates (`templates`: files or directories; default: the
    project's `patterns/` plus `KMATCH_TEMPLATE_PATH`), exactly as
    `--kmatch-apply-templates` does, and applies them to every payload op of
    `target`. Several of these ops in a sequence compose templates in a
    chosen order, e.g. fused kernels before their parts.

    Handles to payload ops that a template replaces follow the replacement
    `kernel.launch`; handles to ops erased without a replacement are dropped.
    `natives` names native plugins (shared libraries of native constraints,
    see `kmatch/Templates/NativePlugin.h`) to load before the templates.
    A template or plugin that fails to load is a definite failure.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       OptionalAttr<StrArrayAttr>:$templates,
                       OptionalAttr<StrArrayAttr>:$natives);
  let results = (outs);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def KmatchReplaceWithLaunchOp : Op<Transform_Dialect, "kmatch.replace_with_launch",
    [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
     TransformOpInterface, TransformEachOpTrait]> {
  let summary = "Replaces a matched payload op with a kernel.launch";
  let description = [{
    Replaces each payload op of `target` with `kernel.launch @<kernel>`.
    `operands` lists the launch operands in order: `inN` / `outN` name the
    payload op's N-th DPS input / init, and a number is an `arith.constant` of
    the output element type (e.g. alpha = 1.0). Every `outN` must come last;
    their count is `num_outs`. `params` become the launch's attributes. With
    it, a template can be a pure `transform.foreach_match` matcher with no
    PDLL. Consumes `target`; returns a handle to the launches.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       StrAttr:$kernel, StrArrayAttr:$operands,
                       OptionalAttr<DictionaryAttr>:$params);
  let results = (outs TransformHandleTypeInterface:$launch);
  let assemblyFormat =
      "$target attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

def KmatchLowerLaunchesOp : Op<Transform_Dialect, "kmatch.lower_launches",
    [DeclareOpInterfaceMethods<TransformOpInterface>,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Lowers kernel.launch ops for a backend";
  let description = [{
    Does what `--kmatch-lower-to-<backend>` does on every payload op of
    `target` (a module): each memref `kernel.launch` becomes a call of its
    shim. `backend` is `cpu` or `cuda`; `manifests` adds kernel manifests.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, StrAttr:$backend,
                       OptionalAttr<StrArrayAttr>:$manifests);
  let results = (outs);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

#endif // KMATCH_TRANSFORMOPS_TD

//===- KmatchTransformOps.td - transform.kmatch.* ops ------*- tablegen -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#ifndef KMATCH_TRANSFORMOPS_TD
#define KMATCH_TRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/MatchInterfaces.td"
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
    Templates apply as `--kmatch-apply-templates` applies them; `fixpoint`
    sweeps until a sweep rewrites nothing, as its `fixpoint=true`.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       OptionalAttr<StrArrayAttr>:$templates,
                       OptionalAttr<StrArrayAttr>:$natives,
                       UnitAttr:$fixpoint);
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

def KmatchMatchNativeOp : Op<Transform_Dialect, "kmatch.match.native",
    [SingleOpMatcher, MatchOpInterface, MemoryEffectsOpInterface]> {
  let summary = "Matches a payload op by a kmatch native constraint";
  let description = [{
    Succeeds when the native constraint `name`, called with the payload op
    of `operand_handle` and then the attributes `args`, holds; produces a
    silenceable failure otherwise. Any native a PDLL template can call on an
    op works: the builtin ones (`BodyIs`, `BodyMatches`,
    `IndexingMatchesEinsum`, `ElementTypeIsOneOf`,
    `OutputDoesNotOverlapInputs`, `IsConv2D`, ...) and those of native
    plugins. So a `transform.foreach_match` matcher checks everything a PDLL
    template checks, body and aliasing included:

    ```mlir
    transform.kmatch.match.native %op "BodyIs"(["in0 * in1"]) : !transform.any_op
    transform.kmatch.match.native %op "OutputDoesNotOverlapInputs" : !transform.any_op
    ```

    A builtin native's arguments are checked when the op is verified, as a
    template's are when it loads (a malformed spec is an error at this op).
    A name that is no native is a definite failure at match time, after the
    configured native plugins (KMATCH_NATIVES, --kmatch-natives) load.
  }];
  let arguments = (ins TransformHandleTypeInterface:$operand_handle,
                       StrAttr:$name,
                       DefaultValuedAttr<ArrayAttr, "{}">:$args);
  let assemblyFormat =
      "$operand_handle $name (`(` $args^ `)`)? attr-dict `:` type($operand_handle)";
  let extraClassDeclaration = SingleOpMatcher.extraDeclaration;
  let hasVerifier = 1;
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

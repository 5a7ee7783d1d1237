//===- KmatchTransformOps.cpp - transform.kmatch.* ops ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The transform dialect extension: apply the PDLL templates, replace a
// matched op with a kernel.launch, lower launches for a backend, and the
// native constraints as PDL match hooks (for transform.pdl_match).
//
//===----------------------------------------------------------------------===//
#include "kmatch/TransformOps/KmatchTransformOps.h"

#include "kmatch/Conversion/LaunchToCall.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Templates/NativeLibrary.h"
#include "kmatch/Templates/TemplateLoader.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/Dialect/Transform/PDLExtension/PDLExtensionOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

using namespace mlir;
using namespace kmatch;

#define GET_OP_CLASSES
#include "kmatch/TransformOps/KmatchTransformOps.cpp.inc"

//===----------------------------------------------------------------------===//
// ApplyTemplatesOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure
transform::KmatchApplyTemplatesOp::apply(transform::TransformRewriter &rewriter,
                                         transform::TransformResults &results,
                                         transform::TransformState &state) {
  SmallVector<std::string> specs, natives;
  if (std::optional<ArrayAttr> t = getTemplates())
    for (Attribute a : *t)
      specs.push_back(cast<StringAttr>(a).getValue().str());
  if (std::optional<ArrayAttr> n = getNatives())
    for (Attribute a : *n)
      natives.push_back(cast<StringAttr>(a).getValue().str());
  if (failed(loadNativePlugins(getContext(), natives)))
    return emitDefiniteFailure() << "kmatch native plugins failed to load";
  FailureOr<std::shared_ptr<const CompiledTemplateSet>> templateSet =
      getOrLoadTemplateSet(getContext(), specs);
  if (failed(templateSet))
    return emitDefiniteFailure() << "kmatch templates failed to load";
  const FrozenRewritePatternSet &patterns = (*templateSet)->patterns;
  PatternFirings firings;

  // Handles to replaced ops follow their kernel.launch replacements, whose
  // op name differs; erased ops leave their handles.
  transform::TrackingListenerConfig config;
  config.requireMatchingReplacementOpName = false;
  transform::TrackingListener listener(state, *this, config);
  for (Operation *target : state.getPayloadOps(getTarget())) {
    if (target->getNumRegions() == 0)
      return emitSilenceableError()
             << "target op has no regions to apply templates in: "
             << target->getName();
    if (failed(applyTemplatePatterns(target, patterns, &listener, firings,
                                     /*maxRewrites=*/0, /*noteFn=*/nullptr,
                                     getFixpoint())))
      return emitDefiniteFailure() << "kmatch templates did not converge";
  }
  return DiagnosedSilenceableFailure::success();
}

void transform::KmatchApplyTemplatesOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getTargetMutable(), effects);
  modifiesPayload(effects);
}

//===----------------------------------------------------------------------===//
// MatchNativeOp
//===----------------------------------------------------------------------===//

namespace {
/// The result list of a constraint call (constraints return no results).
struct NoResults : PDLResultList {
  NoResults() : PDLResultList(0) {}
};
} // namespace

/// Checks a match.native call against native `name` of `lib`, as the
/// template loader checks a PDLL call: the op is the first argument, the
/// attributes follow, and the arity, the attribute kinds and the native's
/// validators must agree. On failure, returns the message.
static std::optional<std::string> misuse(const NativeLibrary &lib,
                                         StringRef name, ArrayAttr args) {
  const std::vector<NativeParam> *params = lib.signature(name);
  if (params &&
      (params->empty() || params->front().kind != NativeParam::Kind::Operation))
    return (name + " does not take an op first; transform.kmatch.match.native "
                   "passes it the matched op")
        .str();
  SmallVector<Attribute> constantArgs{Attribute()};
  constantArgs.append(args.begin(), args.end());
  unsigned argIndex = 0;
  std::string message;
  if (succeeded(lib.validateCall(name, constantArgs, argIndex, message)))
    return std::nullopt;
  if (argIndex == constantArgs.size())
    return (name + " " + message + " (the matched op, then the attributes)")
        .str();
  return ("argument " + Twine(argIndex) + " of " + name + ": " + message).str();
}

LogicalResult transform::KmatchMatchNativeOp::verify() {
  const NativeLibrary &lib = NativeLibrary::active();
  if (!lib.hasConstraint(getName()))
    return success(); // maybe a plugin's: checked when it is loaded
  if (std::optional<std::string> why = misuse(lib, getName(), getArgs()))
    return emitOpError() << *why;
  return success();
}

DiagnosedSilenceableFailure
transform::KmatchMatchNativeOp::matchOperation(Operation *current,
                                               transform::TransformResults &,
                                               transform::TransformState &) {
  const PDLConstraintFunction *fn =
      NativeLibrary::active().lookupConstraint(getName());
  if (!fn) {
    if (failed(loadNativePlugins(getContext(), {})))
      return emitDefiniteFailure() << "kmatch native plugins failed to load";
    fn = NativeLibrary::active().lookupConstraint(getName());
  }
  // A plugin's native: verify() could not check the call before the plugin
  // loaded; check it here, as verify() does a builtin's.
  if (fn && !NativeLibrary::builtin().hasConstraint(getName()))
    if (std::optional<std::string> why =
            misuse(NativeLibrary::active(), getName(), getArgs()))
      return emitDefiniteFailure() << *why;
  if (!fn)
    return emitDefiniteFailure()
           << "'" << getName()
           << "' is no native constraint (builtin or of a loaded plugin)";
  SmallVector<PDLValue> args{PDLValue(current)};
  for (Attribute a : getArgs())
    args.push_back(PDLValue(a));
  PatternRewriter rewriter(getContext());
  NoResults results;
  if (failed((*fn)(rewriter, results, args)))
    return emitSilenceableError()
           << getName() << " does not hold for " << current->getName();
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// ReplaceWithLaunchOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure transform::KmatchReplaceWithLaunchOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(target);
  if (!dps || dps.getNumDpsInits() == 0)
    return emitSilenceableError()
           << "expected a destination-style op (linalg), got "
           << target->getName();
  // A launch is a host library call: none can run in device code.
  if (Operation *device = kernel::enclosingDeviceCode(target))
    return emitSilenceableError()
           << "cannot replace " << target->getName()
           << " with a launch: it is in device code (inside "
           << device->getName() << ")";
  // A launch hands its operands to a library as dense host arrays.
  if (std::string why = kernel::unsupportedLaunchOperandTypeOf(target);
      !why.empty())
    return emitSilenceableError() << "cannot replace " << target->getName()
                                  << " with a launch: " << why;
  // An op inside the target that a live handle refers to: typically a body
  // op a foreach_match matcher matched, whose walk is still inside the
  // target. Erasing the target there would free what the walk visits next.
  Operation *referenced = nullptr;
  target->walk([&](Operation *nested) {
    if (nested == target)
      return WalkResult::advance();
    SmallVector<Value> handles;
    if (succeeded(state.getHandlesForPayloadOp(nested, handles)) &&
        !handles.empty()) {
      referenced = nested;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (referenced)
    return emitDefiniteFailure()
           << "cannot replace " << target->getName() << ": a handle refers to '"
           << referenced->getName()
           << "' inside it (a foreach_match that matched a nested op would "
              "walk freed IR); match the op itself, checking its body with "
              "transform.kmatch.match.native (e.g. \"BodyIs\")";
  Type elemType = getElementTypeOrSelf(dps.getDpsInits()[0].getType());
  rewriter.setInsertionPoint(target);
  SmallVector<Value> operands;
  int64_t numOuts = 0;
  for (Attribute attr : getOperands()) {
    StringRef spec = cast<StringAttr>(attr).getValue();
    unsigned index;
    if (spec.consume_front("in") && !spec.getAsInteger(10, index)) {
      if (numOuts || index >= dps.getNumDpsInputs())
        return emitDefiniteFailure()
               << "operand 'in" << index << "' is out of range or after an out";
      operands.push_back(dps.getDpsInputs()[index]);
      continue;
    }
    spec = cast<StringAttr>(attr).getValue();
    if (spec.consume_front("out") && !spec.getAsInteger(10, index)) {
      if (index >= static_cast<unsigned>(dps.getNumDpsInits()))
        return emitDefiniteFailure()
               << "operand 'out" << index << "' is out of range";
      operands.push_back(dps.getDpsInits()[index]);
      ++numOuts;
      continue;
    }
    spec = cast<StringAttr>(attr).getValue();
    double value;
    if (spec.getAsDouble(value) || !isa<FloatType>(elemType))
      return emitDefiniteFailure()
             << "operand '" << spec
             << "' is neither inN, outN nor a number (for a float output)";
    operands.push_back(kernel::scalarConstant(
        rewriter, target->getLoc(), rewriter.getFloatAttr(elemType, value)));
  }
  if (numOuts == 0)
    return emitDefiniteFailure()
           << "the launch needs at least one outN operand";
  SmallVector<Type> resultTypes(target->getResultTypes());
  auto launch = kernel::LaunchOp::create(
      rewriter, target->getLoc(), resultTypes,
      FlatSymbolRefAttr::get(getContext(), getKernel()), operands,
      rewriter.getI64IntegerAttr(numOuts));
  if (std::optional<DictionaryAttr> params = getParams())
    for (NamedAttribute p : *params)
      launch->setAttr(p.getName(), p.getValue());
  if (failed(mlir::verify(launch))) {
    rewriter.eraseOp(launch);
    return emitDefiniteFailure() << "the launch built for " << target->getName()
                                 << " does not verify";
  }
  rewriter.replaceOp(target, launch);
  results.push_back(launch);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// LowerLaunchesOp
//===----------------------------------------------------------------------===//

DiagnosedSilenceableFailure
transform::KmatchLowerLaunchesOp::apply(transform::TransformRewriter &rewriter,
                                        transform::TransformResults &results,
                                        transform::TransformState &state) {
  StringRef backend = getBackend();
  if (backend != "cpu" && backend != "cuda")
    return emitDefiniteFailure()
           << "unknown backend '" << backend << "'; expected cpu or cuda";
  SmallVector<std::string> extra;
  if (std::optional<ArrayAttr> m = getManifests())
    for (Attribute a : *m)
      extra.push_back(cast<StringAttr>(a).getValue().str());
  FailureOr<const KernelManifest *> manifest =
      loadKernelManifest(getContext(), extra);
  if (failed(manifest))
    return emitDefiniteFailure() << "kernel manifests failed to load";
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto module = dyn_cast<ModuleOp>(target);
    if (!module)
      return emitSilenceableError()
             << "expected a builtin.module, got " << target->getName();
    if (failed(lowerLaunchesToCalls(rewriter, module, backend, **manifest)) ||
        failed(lowerTransfersToCalls(rewriter, module, backend)))
      return emitDefiniteFailure() << "lowering launches failed";
  }
  return DiagnosedSilenceableFailure::success();
}

void transform::KmatchLowerLaunchesOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  onlyReadsHandle(getTargetMutable(), effects);
  modifiesPayload(effects);
}

//===----------------------------------------------------------------------===//
// Extension
//===----------------------------------------------------------------------===//

namespace {
class KmatchTransformExtension
    : public transform::TransformDialectExtension<KmatchTransformExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KmatchTransformExtension)
  using Base::Base;

  void init() {
    declareGeneratedDialect<kernel::KernelDialect>();
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<func::FuncDialect>();
    declareGeneratedDialect<memref::MemRefDialect>();
    declareGeneratedDialect<pdl::PDLDialect>();
    declareGeneratedDialect<pdl_interp::PDLInterpDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "kmatch/TransformOps/KmatchTransformOps.cpp.inc"
        >();
    // The native constraints, callable from transform.with_pdl_patterns.
    addDialectDataInitializer<transform::PDLMatchHooks>(
        [](transform::PDLMatchHooks &hooks) {
          hooks.mergeInPDLMatchHooks(
              NativeLibrary::active().constraintFunctions());
        });
  }
};
} // namespace

void kmatch::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<KmatchTransformExtension>();
}

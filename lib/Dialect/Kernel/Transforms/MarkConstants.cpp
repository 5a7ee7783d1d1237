//===- MarkConstants.cpp - --kmatch-mark-constants --------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Sets each launch param that the manifest marks "constant_of" an operand
// where that operand is provably constant: a view of a constant global (a
// hash of its contents) or of a function argument marked kmatch.constant
// (1). See the pass description in include/kmatch/Dialect/Kernel/Passes.td.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Analysis/MemoryAccess.h"
#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Dialect/Kernel/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/xxhash.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHMARKCONSTANTS
#include "kmatch/Dialect/Kernel/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using namespace kmatch;

namespace {

/// The function argument attribute by which a caller promises that the
/// buffer it passes never changes while the process runs.
constexpr StringLiteral kConstantArgAttr = "kmatch.constant";

/// The bytes of a global's initial value, where they are in the IR.
std::optional<ArrayRef<char>> initialBytes(Attribute value) {
  if (auto dense = dyn_cast<DenseElementsAttr>(value))
    return dense.getRawData();
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value))
    if (AsmResourceBlob *blob = resource.getRawHandle().getBlob())
      return blob->getData();
  return std::nullopt;
}

/// A token (not 0 or 1) for the contents of constant global `g`: its type and
/// initial bytes hashed, or none when the contents are not in the IR.
std::optional<int64_t> contentToken(memref::GlobalOp g) {
  if (!g.getConstant() || !g.getInitialValue())
    return std::nullopt;
  std::optional<ArrayRef<char>> bytes = initialBytes(*g.getInitialValue());
  if (!bytes)
    return std::nullopt;
  std::string type;
  llvm::raw_string_ostream(type) << g.getType();
  uint64_t h = llvm::xxh3_64bits(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(bytes->data()), bytes->size()));
  h ^= llvm::xxh3_64bits(type) * 0x9E3779B97F4A7C15ull;
  // 0 means "may change" and 1 is an argument's: a hash never takes them.
  return static_cast<int64_t>(h <= 1 ? h + 2 : h);
}

struct MarkConstantsPass
    : public kmatch::impl::KmatchMarkConstantsBase<MarkConstantsPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    manifests = withConfiguredManifests(ctx, manifests);
    return success();
  }

  /// The token of `v` when it is a view of a constant global or of an
  /// argument marked constant.
  std::optional<int64_t> constantToken(Value v, SymbolTableCollection &tables) {
    v = getRootBuffer(v);
    if (isFunctionArgument(v)) {
      auto arg = cast<BlockArgument>(v);
      auto func = cast<FunctionOpInterface>(arg.getOwner()->getParentOp());
      if (func.getArgAttr(arg.getArgNumber(), kConstantArgAttr))
        return 1;
      return std::nullopt;
    }
    auto get = v.getDefiningOp<memref::GetGlobalOp>();
    if (!get)
      return std::nullopt;
    auto global = tables.lookupNearestSymbolFrom<memref::GlobalOp>(
        get, get.getNameAttr());
    return global ? contentToken(global) : std::nullopt;
  }

  void runOnOperation() override {
    FailureOr<const KernelManifest *> loaded =
        loadKernelManifest(&getContext(), manifests);
    if (failed(loaded))
      return signalPassFailure();
    SymbolTableCollection tables;
    getOperation()->walk([&](kernel::LaunchOp launch) {
      if (launch.isOnTensors())
        return;
      const ManifestKernel *k = (*loaded)->lookup(launch.getKernelName());
      if (!k || k->rankPolymorphic)
        return;
      for (const ManifestParam &param : k->params) {
        if (param.constantOf.empty() || launch->hasAttr(param.name))
          continue;
        // The manifest parser checked that the operand exists.
        unsigned index = *k->operandIndex(param.constantOf);
        if (index >= launch.getArgs().size())
          continue;
        if (std::optional<int64_t> token =
                constantToken(launch.getArgs()[index], tables))
          launch->setAttr(
              param.name,
              IntegerAttr::get(IntegerType::get(&getContext(), 64), *token));
      }
    });
  }
};

} // namespace

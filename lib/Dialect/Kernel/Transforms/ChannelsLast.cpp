//===- ChannelsLast.cpp - --kmatch-channels-last ----------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Allocates channels-last the buffers that only channels-last-preferring
// launch operands use, and hands those uses a transposed view with the old
// logical shape. See the pass description in
// include/kmatch/Dialect/Kernel/Passes.td for the rules.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Dialect/Kernel/Passes.h"

#include "kmatch_codes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHCHANNELSLAST
#include "kmatch/Dialect/Kernel/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using namespace kmatch;

namespace {

/// Whether `launch` of manifest entry `k` is channels-first: its param
/// with the layout code list (a code or a code's name) is NCHW.
bool isChannelsFirst(kernel::LaunchOp launch, const ManifestKernel &k) {
  for (const ManifestParam &param : k.params)
    if (param.codes == "layout")
      return codeOfAttr(param.codes, launch->getAttr(param.name)) ==
             std::optional<int32_t>(KMATCH_LAYOUT_NCHW);
  return false;
}

struct ChannelsLastPass
    : public kmatch::impl::KmatchChannelsLastBase<ChannelsLastPass> {
  using Base::Base;

  const KernelManifest *manifest = nullptr;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (backend != "cpu" && backend != "cuda")
      return emitError(UnknownLoc::get(ctx))
             << "kmatch-channels-last: unknown backend '" << backend
             << "'; expected cpu or cuda";
    manifests = withConfiguredManifests(ctx, manifests);
    return success();
  }

  /// Whether `use` is an operand that the manifest marks channels-last for
  /// the backend, of a memref launch whose layout is channels-first.
  bool prefersChannelsLast(OpOperand &use) {
    auto launch = dyn_cast<kernel::LaunchOp>(use.getOwner());
    if (!launch || launch.isOnTensors())
      return false;
    const ManifestKernel *k = manifest->lookup(launch.getKernelName());
    unsigned index = use.getOperandNumber();
    if (!k || k->rankPolymorphic || index >= k->operands.size())
      return false;
    const ManifestOperand &operand = k->operands[index];
    auto type = dyn_cast<MemRefType>(use.get().getType());
    return type && type.getRank() == operand.rank &&
           llvm::is_contained(operand.channelsLast, backend) &&
           isChannelsFirst(launch, *k);
  }

  /// Whether every use of `v` is a channels-last-preferring launch operand,
  /// a dealloc, or a rank-preserving subview whose uses are all such;
  /// `launches` counts the launch operands.
  bool onlyChannelsLastUses(Value v, unsigned &launches) {
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (isa<memref::DeallocOp>(user))
        continue;
      if (auto view = dyn_cast<memref::SubViewOp>(user)) {
        if (view.getSourceType().getRank() != view.getType().getRank() ||
            !onlyChannelsLastUses(view.getResult(), launches))
          return false;
        continue;
      }
      if (!prefersChannelsLast(use))
        return false;
      ++launches;
    }
    return true;
  }

  /// Points the uses of `old` at `now`, a memref with the same logical
  /// shape: subviews are built again on it (their result types change),
  /// deallocs free `base`.
  void retarget(Value old, Value now, Value base) {
    for (OpOperand &use : llvm::make_early_inc_range(old.getUses())) {
      Operation *user = use.getOwner();
      if (isa<memref::DeallocOp>(user)) {
        use.set(base);
        continue;
      }
      if (auto view = dyn_cast<memref::SubViewOp>(user)) {
        OpBuilder b(view);
        auto again = memref::SubViewOp::create(
            b, view.getLoc(), now, view.getMixedOffsets(), view.getMixedSizes(),
            view.getMixedStrides());
        retarget(view.getResult(), again.getResult(), base);
        view.erase();
        continue;
      }
      use.set(now);
    }
  }

  /// Allocates `alloc` channels-last and hands its uses a transposed view.
  void rewrite(memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    int64_t rank = type.getRank();
    // Physical dimension i holds logical dimension order[i]: N, the spatial
    // dimensions, then C.
    SmallVector<int64_t> order = {0};
    for (int64_t d = 2; d < rank; ++d)
      order.push_back(d);
    order.push_back(1);
    SmallVector<int64_t> shape;
    SmallVector<Value> dynamic;
    for (int64_t d : order) {
      shape.push_back(type.getDimSize(d));
      if (type.isDynamicDim(d))
        dynamic.push_back(alloc.getDynamicSizes()[type.getDynamicDimIndex(d)]);
    }
    OpBuilder b(alloc);
    auto physical =
        MemRefType::get(shape, type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace());
    auto base = memref::AllocOp::create(b, alloc.getLoc(), physical, dynamic,
                                        alloc.getAlignmentAttr());
    // bufferization.manual_deallocation and the like stay on the buffer.
    base->setDiscardableAttrs(alloc->getDiscardableAttrDictionary());
    // Logical dimension d is physical dimension position(d).
    SmallVector<AffineExpr> logical(rank);
    for (auto [i, d] : llvm::enumerate(order))
      logical[d] = b.getAffineDimExpr(i);
    auto view = memref::TransposeOp::create(
        b, alloc.getLoc(), base,
        AffineMapAttr::get(AffineMap::get(rank, 0, logical, &getContext())));
    retarget(alloc.getResult(), view.getResult(), base.getResult());
    alloc.erase();
  }

  void runOnOperation() override {
    FailureOr<const KernelManifest *> loaded =
        loadKernelManifest(&getContext(), manifests);
    if (failed(loaded))
      return signalPassFailure();
    manifest = *loaded;
    SmallVector<memref::AllocOp> candidates;
    getOperation()->walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      unsigned launches = 0;
      if (type.getRank() >= 3 && type.getLayout().isIdentity() &&
          alloc.getSymbolOperands().empty() &&
          onlyChannelsLastUses(alloc.getResult(), launches) && launches > 0)
        candidates.push_back(alloc);
    });
    for (memref::AllocOp alloc : candidates)
      rewrite(alloc);
  }
};

} // namespace

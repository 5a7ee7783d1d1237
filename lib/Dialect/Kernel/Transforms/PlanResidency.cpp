//===- PlanResidency.cpp - --kmatch-plan-residency --------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Places host/device transfers so that buffers stay on the device between
// consecutive device-resident CUDA launches. See the pass description in
// include/kmatch/Dialect/Kernel/Passes.td for the rules.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Analysis/MemoryAccess.h"
#include "kmatch/Dialect/Kernel/KernelManifest.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "kmatch/Dialect/Kernel/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHPLANRESIDENCY
#include "kmatch/Dialect/Kernel/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using namespace kmatch;

namespace {

/// The whole buffer behind a view, by the one walk the natives use too.
Value rootOf(Value v) { return getRootBuffer(v); }

enum class Mirror { Synced, DeviceNewer };

struct BlockPlanner {
  const KernelManifest &manifest;
  llvm::MapVector<Value, Mirror> mirrors;

  bool isResident(Operation *op) {
    auto launch = dyn_cast<kernel::LaunchOp>(op);
    if (!launch || launch.isOnTensors())
      return false;
    const ManifestKernel *k = manifest.lookup(launch.getKernelName());
    if (!k || !k->deviceResident || !llvm::is_contained(k->backends, "cuda"))
      return false;
    // A buffer whose root is unranked (a function's memref<*xf32> cast to a
    // ranked view) has no transfer op: such a launch moves its own operands,
    // as a launch that is not device resident does.
    return llvm::all_of(launch->getOperands(), [](Value v) {
      return !isa<BaseMemRefType>(v.getType()) ||
             isa<MemRefType>(rootOf(v).getType());
    });
  }

  /// The tracked buffers `op` (or anything nested in it) touches.
  llvm::SetVector<Value> touched(Operation *op) {
    llvm::SetVector<Value> roots;
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (isa<BaseMemRefType>(v.getType()))
          if (Value r = rootOf(v); mirrors.count(r))
            roots.insert(r);
    });
    return roots;
  }

  /// Whether `op` may write (or free) the buffer `root`.
  bool mayWrite(Operation *op, Value root) {
    auto iface = dyn_cast<MemoryEffectOpInterface>(op);
    if (!iface || op->getNumRegions() != 0)
      return true; // unknown effects, calls, ops with regions
    SmallVector<MemoryEffects::EffectInstance> effects;
    iface.getEffects(effects);
    for (const MemoryEffects::EffectInstance &e : effects) {
      if (!isa<MemoryEffects::Write, MemoryEffects::Free>(e.getEffect()))
        continue;
      Value v = e.getValue();
      if (!v || rootOf(v) == root)
        return true;
    }
    return false;
  }

  void toHost(OpBuilder &b, Location loc, Value root) {
    auto it = mirrors.find(root);
    if (it != mirrors.end() && it->second == Mirror::DeviceNewer) {
      kernel::ToHostOp::create(b, loc, root);
      it->second = Mirror::Synced;
    }
  }

  void release(OpBuilder &b, Location loc, Value root) {
    kernel::ReleaseOp::create(b, loc, root);
    mirrors.erase(root);
  }

  void run(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      OpBuilder b(&op);
      Location loc = op.getLoc();
      if (isa<kernel::ToDeviceOp, kernel::ToHostOp, kernel::ReleaseOp>(op))
        continue;
      if (isResident(&op)) {
        auto launch = cast<kernel::LaunchOp>(op);
        for (Value v : launch.getArgs()) {
          if (!isa<MemRefType>(v.getType()))
            continue;
          Value root = rootOf(v);
          if (!mirrors.count(root)) {
            kernel::ToDeviceOp::create(b, loc, root);
            mirrors[root] = Mirror::Synced;
          }
        }
        for (Value out : launch.getOuts())
          if (isa<MemRefType>(out.getType()))
            mirrors[rootOf(out)] = Mirror::DeviceNewer;
        continue;
      }
      if (op.hasTrait<OpTrait::IsTerminator>()) {
        for (Value root : llvm::to_vector(llvm::make_first_range(mirrors))) {
          toHost(b, loc, root);
          release(b, loc, root);
        }
        continue;
      }
      if (isMemoryEffectFree(&op) && op.getNumRegions() == 0)
        continue; // views, dims: no data access
      llvm::SetVector<Value> roots = touched(&op);
      for (Value root : roots) {
        if (isa<memref::DeallocOp>(op)) {
          release(b, loc, root); // dead data: no download
          continue;
        }
        toHost(b, loc, root);
        if (mayWrite(&op, root))
          release(b, loc, root);
      }
    }
  }
};

struct PlanResidencyPass
    : public kmatch::impl::KmatchPlanResidencyBase<PlanResidencyPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    manifests = withConfiguredManifests(ctx, manifests);
    return success();
  }

  void runOnOperation() override {
    FailureOr<const KernelManifest *> manifest =
        loadKernelManifest(&getContext(), manifests);
    if (failed(manifest))
      return signalPassFailure();
    SmallVector<Block *> blocks;
    getOperation()->walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks) {
      // A block without a terminator (a module body) holds no launches.
      if (block->empty() ||
          !block->back().hasTrait<OpTrait::IsTerminator>())
        continue;
      BlockPlanner planner{**manifest, {}};
      planner.run(*block);
    }
  }
};

} // namespace

//===- RaiseLoops.cpp - Affine loop nests to linalg.generic -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// --kmatch-raise-loops: every affine.for nest (scf.for ones are written in
// affine form first) whose loops compute what one linalg.generic computes
// becomes that generic, so the templates see it. Imperfect nests are first
// distributed into perfect ones where that is provably exact; arrays that
// may be one buffer are compared at run time, the original loops running
// where they overlap; a nest that stays a loop says why (remarks=true, and
// kmatch.stays_loop for the match report). The user's page: docs/Loops.md.
//
// What a raised generic computes is exactly what its loops computed: its
// dims are the loops, outermost first, so convert-linalg-to-loops gives the
// same loops back, and the same operations in the same order inside one
// iteration. A launch then sums in its library's order, as for any linalg
// input (docs/Semantics.md).
//
//===----------------------------------------------------------------------===//
#include "kmatch/Transforms/RaiseLoops.h"
#include "kmatch/Transforms/Passes.h"

#include "LoopNests.h"

#include "kmatch/Analysis/MemoryAccess.h"
#include "kmatch/Dialect/Kernel/KernelOps.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "llvm/ADT/SetVector.h"

namespace kmatch {
#define GEN_PASS_DEF_KMATCHRAISELOOPS
#include "kmatch/Transforms/Passes.h.inc"
} // namespace kmatch

using namespace mlir;
using affine::AffineForOp;
using affine::AffineLoadOp;
using affine::AffineStoreOp;
using namespace kmatch::loops;

namespace {

struct RaiseLoops : kmatch::impl::KmatchRaiseLoopsBase<RaiseLoops> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // scf.for loops (a hand-written lowering, convert-linalg-to-loops) in
    // affine form first, where their bounds and subscripts are affine.
    // Device code (a gpu.func, an omp.target region, ...) is left alone, as
    // the templates leave it.
    if (kmatch::kernel::enclosingDeviceCode(func))
      return;
    SmallVector<scf::ForOp> scfLoops;
    func.walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
      if (!kmatch::kernel::enclosingDeviceCode(loop))
        scfLoops.push_back(loop);
    });
    for (scf::ForOp loop : scfLoops)
      toAffine(loop);
    // Values an outermost loop carries (a dot product's sum in iter_args)
    // in memory, so that the nest is a reduction into it.
    SmallVector<AffineForOp> carrying;
    func.walk([&](AffineForOp loop) {
      if (loop.getNumIterOperands() != 0 &&
          !loop->getParentOfType<AffineForOp>() &&
          !kmatch::kernel::enclosingDeviceCode(loop))
        carrying.push_back(loop);
    });
    for (AffineForOp loop : carrying)
      carriedToMemory(loop);
    // Runs of nests: consecutive outermost affine.for ops of one block with
    // only side-effect-free ops between them. A run is checked and raised
    // as one, so that the templates can merge its statements (gemm's scale
    // of C into its product).
    SmallVector<SmallVector<AffineForOp>> runs;
    func.walk([&](Block *block) {
      SmallVector<AffineForOp> run;
      auto flush = [&] {
        if (!run.empty())
          runs.push_back(std::move(run));
        run.clear();
      };
      for (Operation &op : *block) {
        auto loop = dyn_cast<AffineForOp>(op);
        if (loop && !loop->getParentOfType<AffineForOp>()) {
          if (loop->getNumResults() != 0) {
            flush();
            runs.push_back({loop});
            continue;
          }
          run.push_back(loop);
          continue;
        }
        if (!run.empty() && isPure(&op) && op.getNumRegions() == 0)
          continue;
        flush();
      }
      flush();
    });
    for (SmallVector<AffineForOp> &run : runs)
      processRun(run);
    func.walk([](AffineForOp loop) { loop->removeAttr(kWhyAttr); });
  }

  /// Raises what it can of the nests of `run`. Where their arrays are
  /// distinct memrefs that may still be one buffer (function arguments: C
  /// has no `restrict` by default), the raised nests run under a run-time
  /// check that those do not overlap, and the original loops otherwise.
  void processRun(SmallVector<AffineForOp> run) {
    if (kmatch::kernel::enclosingDeviceCode(run.front()))
      return;
    for (AffineForOp root : run)
      hoistConstants(root);
    FailureOr<SmallVector<std::pair<Value, Value>>> pairs = pairsToCheck(run);
    if (failed(pairs)) {
      for (AffineForOp root : run) {
        const char *why = "its arrays may overlap, and the layout of one "
                          "gives no run-time check";
        remark(root.getLoc(), Twine("stays a loop: ") + why);
        root->setAttr(kmatch::kStaysLoopAttr,
                      StringAttr::get(root.getContext(), why));
      }
      return;
    }
    if (pairs->empty()) {
      for (AffineForOp root : run) {
        Location loc = root.getLoc();
        accumulatorsToMemory(root, root);
        SmallVector<AffineForOp> copiesBack = expandTemporaries(root);
        raiseNests(distribute(root), loc, "");
        raiseNests(copiesBack, loc, "");
      }
      return;
    }
    // The ops between the nests go first (they are free of side effects).
    for (Operation *op = run.front()->getNextNode();
         run.size() > 1 && op != run.back().getOperation();) {
      Operation *next = op->getNextNode();
      if (!isa<AffineForOp>(op))
        op->moveBefore(run.front());
      op = next;
    }
    Location loc = run.front().getLoc();
    Operation *beforeCheck = run.front()->getPrevNode();
    OpBuilder b(run.front());
    Value disjoint = disjointCheck(b, loc, *pairs);
    auto branch = scf::IfOp::create(b, loc, disjoint, /*withElseRegion=*/true);
    b.setInsertionPoint(branch.thenBlock()->getTerminator());
    SmallVector<AffineForOp> copies;
    for (AffineForOp root : run) {
      copies.push_back(cast<AffineForOp>(b.clone(*root)));
      root->moveBefore(branch.elseBlock()->getTerminator());
    }
    bool raised = false;
    Versioned version{branch, {}};
    versioned = &version;
    SmallVector<std::string> whys(copies.size());
    for (auto [copy, why] : llvm::zip(copies, whys)) {
      Location at = copy.getLoc();
      accumulatorsToMemory(copy, branch);
      SmallVector<AffineForOp> copiesBack = expandTemporaries(copy);
      const char *underCheck =
          ", under a run-time check that its arrays do not overlap";
      raised |= raiseNests(distribute(copy), at, underCheck, &why);
      raiseNests(copiesBack, at, underCheck);
    }
    versioned = nullptr;
    if (raised) {
      // One view per array and extent in the raised branch: the nests of a
      // run computed their sizes apiece, and a scale of C and the product
      // into C must see one operand to be merged.
      IRRewriter rewriter(branch.getContext());
      DominanceInfo dominance(branch);
      eliminateCommonSubExpressions(rewriter, dominance, branch);
      // And that the sizes the raised nests assumed equal are.
      b.setInsertionPoint(branch);
      Value condition = branch.getCondition();
      for (auto [v, m, i] : version.sizes)
        condition = arith::AndIOp::create(
            b, loc, condition,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, v,
                                  memref::DimOp::create(b, loc, m, i)));
      branch.getConditionMutable().assign(condition);
      return;
    }
    // Nothing raised: the loops as they were, each with the first reason a
    // nest of its copy gave.
    for (auto [root, why] : llvm::zip(run, whys)) {
      root->moveBefore(branch);
      if (!why.empty())
        root->setAttr(kmatch::kStaysLoopAttr,
                      StringAttr::get(root.getContext(), why));
    }
    branch.erase();
    // And the check's ops, now unused (they sit between beforeCheck and
    // the loops).
    for (Operation *op = run.front()->getPrevNode(); op && op != beforeCheck;) {
      Operation *prev = op->getPrevNode();
      if (isOpTriviallyDead(op))
        op->erase();
      op = prev;
    }
  }

  /// Raises each of `nests`; says what became of each. Whether one was
  /// raised.
  bool raiseNests(ArrayRef<AffineForOp> nests, Location loc,
                  StringRef condition, std::string *firstWhy = nullptr) {
    bool raised = false;
    for (AffineForOp nest : nests) {
      // A raised nest is named by its store (the nests split from one
      // root share its location).
      Location at = loc;
      nest.walk([&](AffineStoreOp store) {
        at = store.getLoc();
        return WalkResult::interrupt();
      });
      std::string why = raise(nest);
      raised |= why.empty();
      if (why.empty()) {
        remark(at, "raised to linalg.generic" + condition.str());
        continue;
      }
      remark(loc, "stays a loop: " + why);
      nest->setAttr(kmatch::kStaysLoopAttr,
                    StringAttr::get(nest.getContext(), why));
      if (firstWhy && firstWhy->empty())
        *firstWhy = why;
    }
    return raised;
  }

  void remark(Location loc, const Twine &what) {
    if (remarks)
      emitRemark(loc) << "kmatch-raise-loops: " << what;
  }

  /// The pairs of distinct arrays of the nest, one written, that may be one
  /// buffer only if the program passed it twice (distinct function
  /// arguments: ArgumentAliasing::Declared against AssumeDisjoint). Views
  /// of one buffer are not among them: those the dependence checks see.
  /// Failure when an array of a pair is defined inside the nest.
  static FailureOr<SmallVector<std::pair<Value, Value>>>
  pairsToCheck(ArrayRef<AffineForOp> run) {
    llvm::SetVector<Value> written, accessed;
    for (AffineForOp root : run)
      root.walk([&](Operation *op) {
        if (auto load = dyn_cast<AffineLoadOp>(op))
          accessed.insert(load.getMemRef());
        if (auto store = dyn_cast<AffineStoreOp>(op)) {
          accessed.insert(store.getMemRef());
          written.insert(store.getMemRef());
        }
      });
    SmallVector<std::pair<Value, Value>> pairs;
    for (Value w : written)
      for (Value x : accessed) {
        if (w == x || kmatch::mayOverlap(w, x) ||
            !kmatch::mayOverlap(w, x, kmatch::ArgumentAliasing::Declared))
          continue;
        if (llvm::is_contained(pairs, std::make_pair(x, w)) ||
            llvm::is_contained(pairs, std::make_pair(w, x)))
          continue;
        for (Value v : {w, x})
          if (!hasKnownStrides(v) || llvm::any_of(run, [&](AffineForOp root) {
                return root->isAncestor(v.getParentBlock()->getParentOp());
              }))
            return failure();
        pairs.push_back({w, x});
      }
    return pairs;
  }

  /// Whether `v`'s strides are known to be >= 0: an identity layout (its
  /// strides are products of sizes), or static strides.
  static bool hasKnownStrides(Value v) {
    auto type = cast<MemRefType>(v.getType());
    if (!type.getElementType().isIntOrIndexOrFloat())
      return false;
    if (type.getLayout().isIdentity())
      return true;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)))
      return false;
    return llvm::all_of(
        strides, [](int64_t s) { return !ShapedType::isDynamic(s) && s >= 0; });
  }

  /// i1: no two memrefs of a pair share a byte. Each memref's bytes are
  /// [start, start + span), span = (1 + sum (size_i - 1) * stride_i) *
  /// element size, 0 when a size is 0 (strides are static and >= 0:
  /// pairsToCheck). Static sizes and offsets fold to constants.
  static Value disjointCheck(OpBuilder &b, Location loc,
                             ArrayRef<std::pair<Value, Value>> pairs) {
    // Index arithmetic folded as it is built: a static memref's range is its
    // pointer plus a constant.
    auto val = [&](OpFoldResult x) -> Value {
      if (std::optional<int64_t> c = getConstantIntValue(x))
        return arith::ConstantIndexOp::create(b, loc, *c);
      return cast<Value>(x);
    };
    auto cst = [&](int64_t c) -> OpFoldResult { return b.getIndexAttr(c); };
    auto add = [&](OpFoldResult x, OpFoldResult y) -> OpFoldResult {
      std::optional<int64_t> cx = getConstantIntValue(x),
                             cy = getConstantIntValue(y);
      if (cx && cy)
        return cst(*cx + *cy);
      if (cx == 0)
        return y;
      if (cy == 0)
        return x;
      return arith::AddIOp::create(b, loc, val(x), val(y)).getResult();
    };
    auto mul = [&](OpFoldResult x, OpFoldResult y) -> OpFoldResult {
      std::optional<int64_t> cx = getConstantIntValue(x),
                             cy = getConstantIntValue(y);
      if (cx && cy)
        return cst(*cx * *cy);
      if (cx == 1)
        return y;
      if (cy == 1)
        return x;
      return arith::MulIOp::create(b, loc, val(x), val(y)).getResult();
    };
    llvm::DenseMap<Value, std::pair<Value, Value>> ranges;
    auto range = [&](Value m) -> std::pair<Value, Value> {
      if (auto it = ranges.find(m); it != ranges.end())
        return it->second;
      auto type = cast<MemRefType>(m.getType());
      SmallVector<int64_t> strides;
      int64_t offset;
      (void)type.getStridesAndOffset(strides, offset);
      OpFoldResult bytes = cst(static_cast<int64_t>(
          DataLayout::closest(b.getInsertionBlock()->getParentOp())
              .getTypeSize(type.getElementType())
              .getFixedValue()));
      OpFoldResult off =
          ShapedType::isDynamic(offset)
              ? OpFoldResult(memref::ExtractStridedMetadataOp::create(b, loc, m)
                                 .getOffset())
              : cst(offset);
      Value start = val(add(
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, m).getResult(),
          mul(off, bytes)));
      // A dynamic stride (an identity layout's) from the metadata.
      memref::ExtractStridedMetadataOp meta;
      auto stride = [&](int64_t i) -> OpFoldResult {
        if (!ShapedType::isDynamic(strides[i]))
          return cst(strides[i]);
        if (!meta)
          meta = memref::ExtractStridedMetadataOp::create(b, loc, m);
        return meta.getStrides()[i];
      };
      OpFoldResult span = cst(1);
      Value empty;
      for (int64_t i = 0; i < type.getRank(); ++i) {
        if (!type.isDynamicDim(i)) {
          if (type.getDimSize(i) == 0)
            return ranges[m] = {start, start};
          span = add(span, mul(cst(type.getDimSize(i) - 1), stride(i)));
          continue;
        }
        Value n = memref::DimOp::create(b, loc, m, i);
        span = add(
            span, mul(arith::SubIOp::create(b, loc, n, val(cst(1))).getResult(),
                      stride(i)));
        Value zero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, n,
                                           val(cst(0)));
        empty = empty ? arith::OrIOp::create(b, loc, empty, zero) : zero;
      }
      Value end = val(add(start, mul(span, bytes)));
      if (empty)
        end = arith::SelectOp::create(b, loc, empty, start, end);
      return ranges[m] = {start, end};
    };
    Value all;
    for (auto [x, y] : pairs) {
      auto [xs, xe] = range(x);
      auto [ys, ye] = range(y);
      Value apart = arith::OrIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, xe, ys),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, ye, xs));
      all = all ? arith::AndIOp::create(b, loc, all, apart) : apart;
    }
    return all;
  }

  static std::optional<std::string> distributionFailure(AffineForOp loop) {
    if (auto why = loop->getAttrOfType<StringAttr>(kWhyAttr))
      return why.str();
    return std::nullopt;
  }

  // ---------------------------------------------------------------------
  // Temporaries rewritten in every iteration
  // ---------------------------------------------------------------------

  /// The constant trip count of a step-1 loop with constant bounds.
  static std::optional<int64_t> constantTrips(AffineForOp loop) {
    if (loop.getStepAsInt() != 1 || !loop.hasConstantBounds())
      return std::nullopt;
    return loop.getConstantUpperBound() - loop.getConstantLowerBound();
  }

  /// An array that every iteration of the loops around its accesses
  /// rewrites in full before reading it (PolyBench's doitgen: `sum[p] = 0;
  /// sum[p] += A[r][q][s] * C4[s][p]`, then `A[r][q][p] = sum[p]`, for each
  /// r and q) gets one copy per iteration of those loops: a buffer of its
  /// own, subscripted by them too, and after the nest the last iteration's
  /// copy is stored back. Its value at the start of an iteration is never
  /// read, so every load reads what the same iteration stored, as before,
  /// and the array ends with what the last iteration left in it; the
  /// dependence between iterations is gone, and distribution can split the
  /// nest. The loops that store the copies back, to be raised like the
  /// others.
  SmallVector<AffineForOp> expandTemporaries(AffineForOp root) {
    llvm::SetVector<Value> stored;
    root.walk([&](AffineStoreOp store) { stored.insert(store.getMemRef()); });
    SmallVector<AffineForOp> copiesBack;
    for (Value t : stored)
      if (AffineForOp back = expandTemporary(root, t))
        copiesBack.push_back(back);
    return copiesBack;
  }

  /// The loops of `root`'s nest that enclose every access of `t` in it
  /// (outermost first), when `t` is rewritten in full before it is read in
  /// every iteration of them (expandTemporaries); nothing otherwise.
  /// `accesses`: t's loads and stores in the nest, in program order.
  static SmallVector<AffineForOp>
  reusedAround(AffineForOp root, Value t,
               SmallVectorImpl<Operation *> &accesses) {
    auto type = dyn_cast<MemRefType>(t.getType());
    if (!type || type.getRank() == 0 ||
        !memref::isStaticShapeAndContiguousRowMajor(type) || definedIn(t, root))
      return {};
    // Every op of the nest is a loop, a load, a store or free of side
    // effects, and t is touched by loads and stores only.
    bool plain = true;
    int64_t largest = 0; // elements of the largest other static array
    root.walk([&](Operation *op) {
      if (isa<AffineLoadOp, AffineStoreOp>(op)) {
        Value m = memrefOf(op);
        if (m == t) {
          accesses.push_back(op);
          return;
        }
        if (kmatch::mayOverlap(m, t))
          plain = false;
        if (auto other = dyn_cast<MemRefType>(m.getType());
            other && other.hasStaticShape())
          largest = std::max(largest, other.getNumElements());
      } else if (!isa<AffineForOp, affine::AffineYieldOp>(op) &&
                 (!isPure(op) || op->getNumRegions() != 0)) {
        plain = false;
      }
    });
    if (!plain || accesses.empty() ||
        llvm::any_of(t.getUsers(), [&](Operation *user) {
          return root->isAncestor(user) && !llvm::is_contained(accesses, user);
        }))
      return {};
    // The loops around every access: root down to the innermost common one.
    SmallVector<AffineForOp> around;
    for (Operation *op = accesses.front()->getParentOp(); op;
         op = op->getParentOp()) {
      auto loop = dyn_cast<AffineForOp>(op);
      if (loop && llvm::all_of(accesses, [&](Operation *a) {
            return loop->isProperAncestor(a);
          }))
        around.push_back(loop);
      if (op == root.getOperation())
        break;
    }
    std::reverse(around.begin(), around.end());
    if (around.empty() || around.front() != root ||
        llvm::any_of(around, [](AffineForOp loop) {
          std::optional<int64_t> trips = constantTrips(loop);
          return loop.getNumIterOperands() != 0 || !trips || *trips < 1;
        }))
      return {};
    AffineForOp innermost = around.back();
    // Subscripts over loops inside `innermost` and constants only.
    for (Operation *a : accesses) {
      SmallVector<Value> operands;
      accessMap(a, operands);
      for (Value v : operands) {
        AffineForOp owner = affine::getForInductionVarOwner(v);
        if (!owner ? !getConstantIntValue(v)
                   : !innermost->isProperAncestor(owner))
          return {};
      }
    }
    // The statement of `innermost`'s body that touches t first writes all
    // of it before it reads any: its first access is a store, every access
    // in it is at the same subscripts (the same element in one iteration of
    // the loops those name), and those name each element once.
    SmallVector<Value> operands;
    AffineMap map = accessMap(accesses.front(), operands);
    Operation *statement =
        innermost.getBody()->findAncestorOpInBlock(*accesses.front());
    for (Operation *a : accesses) {
      SmallVector<Value> other;
      if (statement->isAncestor(a) &&
          (accessMap(a, other) != map || other != operands))
        return {};
    }
    // The store's subscripts name each element once: each of t's dims is
    // the variable of its own loop around the store, ranging over that
    // dim, and every loop around the store runs.
    auto first = dyn_cast<AffineStoreOp>(accesses.front());
    if (!first)
      return {};
    SmallVector<Value> seen;
    for (auto [d, e] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(e);
      if (!dim || dim.getPosition() >= map.getNumDims())
        return {};
      Value iv = operands[dim.getPosition()];
      AffineForOp loop = affine::getForInductionVarOwner(iv);
      std::optional<int64_t> trips = loop ? constantTrips(loop) : std::nullopt;
      if (!trips || llvm::is_contained(seen, iv) ||
          loop.getConstantLowerBound() != 0 || *trips != type.getDimSize(d))
        return {};
      seen.push_back(iv);
    }
    for (Operation *op = first->getParentOp(); op != innermost;
         op = op->getParentOp()) {
      auto loop = dyn_cast<AffineForOp>(op);
      std::optional<int64_t> trips = loop ? constantTrips(loop) : std::nullopt;
      if (!trips || *trips < 1)
        return {};
    }
    // The copies may take no more memory than the largest other array of
    // the nest (doitgen's: A, which they mirror): a temporary reused over
    // many more iterations than any array has elements stays as it is.
    int64_t copies = type.getNumElements();
    for (AffineForOp loop : around) {
      int64_t trips = *constantTrips(loop);
      if (copies > largest / trips)
        return {};
      copies *= trips;
    }
    return around;
  }

  /// Expands `t` in `root`'s nest where reusedAround allows it; the loops
  /// that store the last copy back after the nest, or null.
  AffineForOp expandTemporary(AffineForOp root, Value t) {
    SmallVector<Operation *> accesses;
    SmallVector<AffineForOp> around = reusedAround(root, t, accesses);
    if (around.empty())
      return {};
    auto type = cast<MemRefType>(t.getType());
    MLIRContext *ctx = root.getContext();
    SmallVector<int64_t> shape;
    for (AffineForOp loop : around)
      shape.push_back(*constantTrips(loop));
    llvm::append_range(shape, type.getShape());
    // The copies' buffer, freed after the store back. Marked as freed by the
    // program, so that ownership-based deallocation leaves it to us.
    auto manual = StringAttr::get(
        ctx, bufferization::BufferizationDialect::kManualDeallocation);
    OpBuilder b(root);
    Location loc = NameLoc::get(
        StringAttr::get(ctx, "a copy per iteration of an array the loops "
                             "rewrite in every iteration"),
        root.getLoc());
    auto copies = memref::AllocOp::create(
        b, loc, MemRefType::get(shape, type.getElementType()));
    copies->setAttr(manual, UnitAttr::get(ctx));
    // Each access: the enclosing loops' variables (less their lower bound)
    // first, then its own subscripts.
    std::string where = describe(accesses.front());
    for (Operation *a : accesses) {
      SmallVector<Value> operands;
      AffineMap map = accessMap(a, operands);
      unsigned dims = map.getNumDims(), n = around.size();
      SmallVector<AffineExpr> results;
      SmallVector<Value> newOperands(operands.begin(), operands.begin() + dims);
      for (auto [k, loop] : llvm::enumerate(around)) {
        results.push_back(getAffineDimExpr(dims + k, ctx) -
                          loop.getConstantLowerBound());
        newOperands.push_back(loop.getInductionVar());
      }
      for (AffineExpr e : map.getResults())
        results.push_back(e);
      llvm::append_range(newOperands, ArrayRef(operands).drop_front(dims));
      AffineMap newMap =
          AffineMap::get(dims + n, map.getNumSymbols(), results, ctx);
      OpBuilder ab(a);
      if (auto load = dyn_cast<AffineLoadOp>(a)) {
        Value v = AffineLoadOp::create(ab, load.getLoc(), copies, newMap,
                                       newOperands);
        load.replaceAllUsesWith(v);
      } else {
        auto store = cast<AffineStoreOp>(a);
        AffineStoreOp::create(ab, store.getLoc(), store.getValueToStore(),
                              copies, newMap, newOperands);
      }
      a->erase();
    }
    // After the nest: t = the last iteration's copy.
    b.setInsertionPointAfter(root);
    SmallVector<Value> ivs;
    AffineForOp back;
    for (int64_t size : type.getShape()) {
      auto loop = AffineForOp::create(b, loc, 0, size);
      if (!back)
        back = loop;
      ivs.push_back(loop.getInductionVar());
      b.setInsertionPointToStart(loop.getBody());
    }
    SmallVector<AffineExpr> last;
    for (AffineForOp loop : around)
      last.push_back(getAffineConstantExpr(*constantTrips(loop) - 1, ctx));
    for (size_t d = 0; d < ivs.size(); ++d)
      last.push_back(getAffineDimExpr(d, ctx));
    Value v = AffineLoadOp::create(
        b, loc, copies, AffineMap::get(ivs.size(), 0, last, ctx), ivs);
    AffineStoreOp::create(b, loc, v, t, ivs);
    b.setInsertionPointAfter(back);
    auto free = memref::DeallocOp::create(b, loc, copies);
    free->setAttr(manual, UnitAttr::get(ctx));
    remark(root.getLoc(),
           "the array of " + where +
               " is rewritten in full in every iteration of the loops around "
               "it: each iteration gets a copy of its own (" +
               Twine(copies.getType().getNumElements()) +
               " elements), the last stored back after the loops");
    return back;
  }

  // ---------------------------------------------------------------------
  // Distribution
  // ---------------------------------------------------------------------

  // ---------------------------------------------------------------------
  // Raising a perfect nest
  // ---------------------------------------------------------------------

  /// A perfect nest that one linalg op computes (analyze), to be built
  /// (build).
  struct Nest {
    SmallVector<AffineForOp> band; // outermost first
    SmallVector<Value> ivs;
    SmallVector<int64_t> lowers;
    Block *body = nullptr; // the innermost
    AffineStoreOp store;
    SmallVector<AffineLoadOp> loads;
    SmallVector<AffineExpr> out; // the store's subscripts over d0..dn-1
    SmallVector<bool> parallel;  // per loop: named by the store
    SmallVector<Access> inputs;  // one per distinct (array, subscripts)
    SmallVector<size_t> argOf;   // per load: its input (~0: the output)
  };

  /// Raises the perfect nest at `root`; the reason it stays a loop, or ""
  /// when it became a linalg.generic (or fill).
  std::string raise(AffineForOp root) {
    Nest nest;
    std::string why = analyze(root, nest);
    if (why.empty())
      build(root, nest);
    return why;
  }

  /// Whether the nest at `root` is one linalg op (filling `nest`), or why
  /// not.
  /// The band of the nest at `root` (root and the loops each body holds
  /// alone), its variables and lower bounds, into `nest`; why it is no
  /// rectangle of step-1 loops, or "".
  static std::string bandOf(AffineForOp root, Nest &nest) {
    if (std::optional<std::string> why = distributionFailure(root))
      return *why;
    // The band: root and the loops each body holds alone.
    SmallVector<AffineForOp> &band = nest.band;
    band.push_back(root);
    while (true) {
      Block *body = band.back().getBody();
      if (!llvm::hasSingleElement(body->without_terminator()))
        break;
      auto inner = dyn_cast<AffineForOp>(body->front());
      if (!inner)
        break;
      if (std::optional<std::string> why = distributionFailure(inner))
        return *why;
      band.push_back(inner);
    }
    nest.body = band.back().getBody();
    SmallVector<Value> &ivs = nest.ivs;
    SmallVector<int64_t> &lowers = nest.lowers;
    for (AffineForOp loop : band) {
      if (loop.getNumIterOperands() != 0)
        return "a loop carries a value between iterations (iter_args)";
      if (loop.getStepAsInt() != 1)
        return "a loop's step is not 1";
      if (!loop.hasConstantLowerBound())
        return "a loop's lower bound is not a constant";
      AffineMap ub = loop.getUpperBoundMap();
      if (ub.getNumResults() != 1)
        return "a loop's upper bound is a min of several bounds";
      for (Value v : loop.getUpperBoundOperands())
        for (AffineForOp outer : band)
          if (v == outer.getInductionVar())
            return "the iteration domain is not a rectangle (a bound depends "
                   "on an enclosing loop)";
      ivs.push_back(loop.getInductionVar());
      lowers.push_back(loop.getConstantLowerBound());
    }
    return "";
  }

  std::string analyze(AffineForOp root, Nest &nest) {
    if (std::string why = bandOf(root, nest); !why.empty())
      return why;
    Block *body = nest.body;
    SmallVector<Value> &ivs = nest.ivs;
    SmallVector<int64_t> &lowers = nest.lowers;
    SmallVector<AffineForOp> &band = nest.band;
    // The body: loads, one store last, and ops free of side effects.
    SmallVector<AffineLoadOp> &loads = nest.loads;
    AffineStoreOp &store = nest.store;
    for (Operation &op : body->without_terminator()) {
      if (auto load = dyn_cast<AffineLoadOp>(op)) {
        loads.push_back(load);
        continue;
      }
      if (isa<AffineStoreOp>(op)) {
        if (store)
          return "the innermost body has more than one store, and they "
                 "could not be split into separate loops";
        store = cast<AffineStoreOp>(op);
        continue;
      }
      if (isa<AffineForOp>(op))
        return "a loop holds a loop beside other statements, and they "
               "could not be split into separate loops";
      if (!isPure(&op) || op.getNumRegions() != 0)
        return "the body has '" + op.getName().getStringRef().str() +
               "', which is not free of side effects";
    }
    if (!store)
      return "the body stores nothing";
    // The raised op replaces the nest: its arrays must exist before it.
    if (definedIn(store.getMemRef(), root) ||
        llvm::any_of(loads, [&](AffineLoadOp load) {
          return definedIn(load.getMemRef(), root);
        }))
      return "an array it accesses is defined inside the nest";
    if (&*std::prev(body->without_terminator().end()) != store.getOperation())
      return "the body does something after its store";
    // Subscripts over d0..dn-1 with dk = iv_k - lower_k.
    auto subs = [&](Operation *op) {
      SmallVector<int64_t> offsets(lowers);
      return subscriptsOver(op, ivs, offsets);
    };
    FailureOr<SmallVector<AffineExpr>> out = subs(store);
    if (succeeded(out))
      nest.out = *out;
    if (failed(out))
      return "a subscript of the store is not an affine function of the "
             "nest's loops";
    // The store writes one element per iteration of the loops it names:
    // each subscript is one of them (plus a constant) or a constant.
    unsigned n = band.size();
    SmallVector<bool> &parallel = nest.parallel;
    parallel.assign(n, false);
    for (AffineExpr e : *out) {
      if (isa<AffineConstantExpr>(e))
        continue;
      std::optional<unsigned> dim = shiftedDim(e);
      if (!dim || parallel[*dim])
        return "the store's subscripts do not name each element once (" +
               printExpr(e) + ")";
      parallel[*dim] = true;
    }
    Value target = store.getMemRef();
    // One input per distinct (array, subscripts); argOf[i]: the block
    // argument of loads[i] (inputs.size() for the output's element).
    SmallVector<Access> &inputs = nest.inputs;
    SmallVector<size_t> &argOf = nest.argOf;
    for (AffineLoadOp load : loads) {
      FailureOr<SmallVector<AffineExpr>> in = subs(load);
      if (failed(in))
        return "a subscript of a load is not an affine function of the "
               "nest's loops";
      Value m = load.getMemRef();
      if (kmatch::mayOverlap(m, target)) {
        if (m == target && *in == *out) {
          argOf.push_back(~size_t(0)); // the output's element
          continue;
        }
        return m == target
                   ? "it reads the array it writes at another subscript (a "
                     "dependence between iterations)"
                   : "it reads memory that may be the array it writes";
      }
      auto same = llvm::find_if(inputs, [&](const Access &a) {
        return a.memref == m && a.subscripts == *in;
      });
      argOf.push_back(same - inputs.begin());
      if (same == inputs.end())
        inputs.push_back({load, m, false, *in});
    }
    return extentsOf(nest, target);
  }

  /// Why the loops of `nest` (analyzed up to its inputs; `target`, the
  /// array it stores to) have no valid generic: a loop whose range no
  /// operand dimension gives, a loop that never runs, a subscript that
  /// leaves its array; "" when they have one.
  static std::string extentsOf(const Nest &nest, Value target) {
    unsigned n = nest.band.size();
    // Each dim's extent must be the size of some operand dimension, which is
    // how linalg knows the loop's range: a subscript that is exactly that
    // dim (plus a constant, the view's offset).
    SmallVector<bool> sized(n, false);
    auto noteSizes = [&](ArrayRef<AffineExpr> es) {
      for (AffineExpr e : es)
        if (std::optional<unsigned> d = shiftedDim(e))
          sized[*d] = true;
    };
    noteSizes(nest.out);
    for (const Access &a : nest.inputs)
      noteSizes(a.subscripts);
    for (unsigned k = 0; k < n; ++k)
      if (!sized[k])
        return "loop " + std::to_string(k) +
               "'s range is the extent of no array dimension it subscripts "
               "(a subscript that is that loop alone)";
    // Where sizes are static, every subscript must stay inside its array:
    // a nest that leaves it (undefined behavior in the program) or never
    // runs has no valid view or generic, and stays a loop.
    SmallVector<std::optional<int64_t>> trips;
    for (AffineForOp loop : nest.band) {
      trips.push_back(std::nullopt);
      if (loop.hasConstantUpperBound())
        trips.back() =
            loop.getConstantUpperBound() - loop.getConstantLowerBound();
      if (trips.back() && *trips.back() <= 0)
        return "the nest never runs (a loop has no iteration)";
    }
    // The generic's operands are views (operandOf): of a strided layout
    // only (a tiled one has none).
    if (!cast<MemRefType>(target.getType()).isStrided() ||
        llvm::any_of(nest.inputs, [](const Access &a) {
          return !cast<MemRefType>(a.memref.getType()).isStrided();
        }))
      return "an array it accesses has a layout that is not strided, of "
             "which no view can be taken";
    for (const Access &a : nest.inputs)
      if (std::string why = staticBounds(a.memref, a.subscripts, trips);
          !why.empty())
        return why;
    return staticBounds(target, nest.out, trips);
  }

  /// The values `e` takes for dk in [0, trips[k]), or nothing when a trip
  /// count is not static or `e` is not linear.
  static std::optional<std::pair<int64_t, int64_t>>
  rangeOf(AffineExpr e, ArrayRef<std::optional<int64_t>> trips) {
    if (auto c = dyn_cast<AffineConstantExpr>(e))
      return std::make_pair(c.getValue(), c.getValue());
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      std::optional<int64_t> t = trips[d.getPosition()];
      if (!t)
        return std::nullopt;
      return std::make_pair(int64_t(0), *t - 1);
    }
    auto bin = dyn_cast<AffineBinaryOpExpr>(e);
    if (!bin)
      return std::nullopt;
    auto l = rangeOf(bin.getLHS(), trips), r = rangeOf(bin.getRHS(), trips);
    if (!l || !r)
      return std::nullopt;
    if (bin.getKind() == AffineExprKind::Add)
      return std::make_pair(l->first + r->first, l->second + r->second);
    if (bin.getKind() == AffineExprKind::Mul &&
        isa<AffineConstantExpr>(bin.getRHS())) {
      int64_t c = r->first, x = l->first * c, y = l->second * c;
      return std::make_pair(std::min(x, y), std::max(x, y));
    }
    return std::nullopt;
  }

  /// Why a subscript of `m` may leave its static extent, or "".
  static std::string staticBounds(Value m, ArrayRef<AffineExpr> subscripts,
                                  ArrayRef<std::optional<int64_t>> trips) {
    auto type = cast<MemRefType>(m.getType());
    bool allStatic = llvm::all_of(
        trips, [](std::optional<int64_t> t) { return t.has_value(); });
    for (auto [i, e] : llvm::enumerate(subscripts)) {
      // Where the view operandOf takes starts (a constant subscript, dk +
      // c's c): a static offset the view holds whether or not the loops
      // run (a dynamic trip count may be 0), so it must lie in the array.
      std::optional<int64_t> start;
      if (auto c = dyn_cast<AffineConstantExpr>(e))
        start = c.getValue();
      else if (shiftedDim(e))
        start = constantTerm(e);
      if (start && *start < 0)
        return "a subscript (" + printExpr(e) +
               ") reads before its array's first element";
      if (start && !type.isDynamicDim(i) && *start >= type.getDimSize(i))
        return "a subscript (" + printExpr(e) + ") leaves its array's " +
               std::to_string(type.getDimSize(i)) + " elements";
      if (type.isDynamicDim(i))
        continue;
      auto range = rangeOf(e, trips);
      if (!range) {
        if (allStatic)
          return "a subscript (" + printExpr(e) +
                 ") is not linear in the loops";
        continue;
      }
      if (range->first < 0 || range->second >= type.getDimSize(i))
        return "a subscript (" + printExpr(e) + ") leaves its array's " +
               std::to_string(type.getDimSize(i)) + " elements";
    }
    return "";
  }

  /// Each loop's trip count: a constant, the `memref.dim` bound of a loop
  /// from 0, or max(ub - lb, 0).
  static SmallVector<OpFoldResult> loopSizes(OpBuilder &b, Location loc,
                                             ArrayRef<AffineForOp> band) {
    MLIRContext *ctx = b.getContext();
    SmallVector<OpFoldResult> sizes;
    for (AffineForOp loop : band) {
      AffineMap ub = loop.getUpperBoundMap();
      int64_t lb = loop.getConstantLowerBound();
      if (loop.hasConstantUpperBound()) {
        sizes.push_back(b.getIndexAttr(
            std::max<int64_t>(0, loop.getConstantUpperBound() - lb)));
        continue;
      }
      // A size of an array, as the linalg->loops lowering writes them.
      if (lb == 0 && ub.getNumResults() == 1 &&
          isa<AffineDimExpr, AffineSymbolExpr>(ub.getResult(0))) {
        auto pos = [&](AffineExpr r) {
          if (auto d = dyn_cast<AffineDimExpr>(r))
            return d.getPosition();
          return ub.getNumDims() + cast<AffineSymbolExpr>(r).getPosition();
        };
        Value bound = loop.getUpperBoundOperands()[pos(ub.getResult(0))];
        if (bound.getDefiningOp<memref::DimOp>()) {
          sizes.push_back(bound);
          continue;
        }
      }
      // max(ub - lb, 0): an empty loop is an empty view.
      AffineExpr e = ub.getResult(0) - lb;
      AffineMap m = AffineMap::get(ub.getNumDims(), ub.getNumSymbols(),
                                   {e, getAffineConstantExpr(0, ctx)}, ctx);
      sizes.push_back(
          affine::AffineMaxOp::create(b, loc, m, loop.getUpperBoundOperands())
              .getResult());
    }
    return sizes;
  }

  /// Replaces the nest at `root` by the linalg op `nest` describes: views
  /// of each array at the loops' extents, then the generic (or fill).
  /// The operand a raised nest's generic takes for an array accessed at
  /// subscripts `es` (over the nest's n loops, of ranges `sizes`), and its
  /// indexing map: the array itself, or a view of the part the loops touch.
  std::pair<Value, AffineMap> operandOf(OpBuilder &b, Location loc, Value m,
                                        ArrayRef<AffineExpr> es,
                                        ArrayRef<OpFoldResult> sizes) {
    MLIRContext *ctx = b.getContext();
    unsigned n = sizes.size();
    auto type = cast<MemRefType>(m.getType());
    SmallVector<OpFoldResult> offsets, viewSizes, strides;
    SmallVector<AffineExpr> results;
    // A constant subscript (`s[0]`, `A[i][3]`) is a dim the view drops:
    // the operand has one dim per subscript that varies, so an element
    // of a one-element array is a 0-d operand, as a reduction to a scalar
    // is written in linalg.
    SmallVector<int64_t> keptShape;
    bool dropsDims = false;
    bool whole = true;
    for (auto [i, e] : llvm::enumerate(es)) {
      int64_t offset = 0;
      OpFoldResult size;
      AffineExpr r = e;
      if (auto c = dyn_cast<AffineConstantExpr>(e)) {
        offsets.push_back(b.getIndexAttr(c.getValue()));
        viewSizes.push_back(b.getIndexAttr(1));
        strides.push_back(b.getIndexAttr(1));
        dropsDims = true;
        continue;
      }
      if (std::optional<unsigned> d = shiftedDim(e)) {
        offset = constantTerm(e);
        size = sizes[*d];
        r = getAffineDimExpr(*d, ctx);
      } else {
        size =
            type.isDynamicDim(i)
                ? OpFoldResult(memref::DimOp::create(b, loc, m, i).getResult())
                : b.getIndexAttr(type.getDimSize(i));
      }
      // Whole: the dim's own size, static or `memref.dim` of this array.
      std::optional<int64_t> s = getConstantIntValue(size);
      auto dim = dyn_cast_or_null<memref::DimOp>(
          dyn_cast<Value>(size) ? cast<Value>(size).getDefiningOp() : nullptr);
      bool ownSize = type.isDynamicDim(i)
                         ? dim && dim.getSource() == m &&
                               dim.getConstantIndex() == int64_t(i)
                         : s && *s == type.getDimSize(i);
      // Under a run-time check, a dynamic size that is another array's
      // (convert-linalg-to-loops bounds a loop by the first operand's
      // size) is assumed to be this one's too: the check compares them,
      // and the loops run where they differ. The whole array is then one
      // operand the templates can see twice (gemm's C, syr2k's A).
      if (!ownSize && offset == 0 && type.isDynamicDim(i) && versioned &&
          isa<Value>(size) && definedBefore(cast<Value>(size)) &&
          definedBefore(m)) {
        versioned->sizes.push_back({cast<Value>(size), m, int64_t(i)});
        ownSize = true;
      }
      if (offset != 0 || !ownSize)
        whole = false;
      offsets.push_back(b.getIndexAttr(offset));
      viewSizes.push_back(size);
      strides.push_back(b.getIndexAttr(1));
      results.push_back(r);
      std::optional<int64_t> staticSize = getConstantIntValue(size);
      keptShape.push_back(staticSize ? *staticSize : ShapedType::kDynamic);
    }
    // A dynamic dim a size of the same memref describes stays whole too.
    if (dropsDims)
      m = memref::SubViewOp::create(
          b, loc,
          memref::SubViewOp::inferRankReducedResultType(
              keptShape, type, offsets, viewSizes, strides),
          m, offsets, viewSizes, strides);
    else if (!whole)
      m = memref::SubViewOp::create(b, loc, m, offsets, viewSizes, strides);
    return {m, AffineMap::get(n, 0, results, ctx)};
  }

  void build(AffineForOp root, Nest &nest) {
    OpBuilder b(root);
    Location loc = root.getLoc();
    ArrayRef<AffineForOp> band = nest.band;
    ArrayRef<Value> ivs = nest.ivs;
    ArrayRef<int64_t> lowers = nest.lowers;
    Block *body = nest.body;
    AffineStoreOp store = nest.store;
    ArrayRef<AffineExpr> out = nest.out;
    ArrayRef<bool> parallel = nest.parallel;
    ArrayRef<Access> inputs = nest.inputs;
    ArrayRef<size_t> argOf = nest.argOf;
    Value target = store.getMemRef();
    // The range of each loop, then one view per operand.
    SmallVector<OpFoldResult> sizes = loopSizes(b, loc, band);
    SmallVector<Value> views;
    SmallVector<AffineMap> maps;
    for (const Access &a : inputs) {
      auto [v, map] = operandOf(b, loc, a.memref, a.subscripts, sizes);
      views.push_back(v);
      maps.push_back(map);
    }
    auto [targetView, targetMap] = operandOf(b, loc, target, out, sizes);
    views.push_back(targetView);
    maps.push_back(targetMap);
    SmallVector<utils::IteratorType> iterators;
    for (bool p : parallel)
      iterators.push_back(p ? utils::IteratorType::parallel
                            : utils::IteratorType::reduction);
    SmallVector<Value> ins(views.begin(), views.end() - 1);
    // Storing a value from outside the nest to every element is a fill (no
    // reduction dims: a loop that may run zero times must write nothing).
    Value stored = store.getValueToStore();
    if (!llvm::is_contained(parallel, false) &&
        !root->isAncestor(stored.getParentBlock()->getParentOp())) {
      linalg::FillOp::create(b, loc, ValueRange{stored},
                             ValueRange{views.back()});
      for (Value v : ins)
        if (Operation *def = v.getDefiningOp(); def && def->use_empty())
          def->erase();
      root.erase();
      return;
    }
    // The ops the stored value is computed by, in body order (the loads
    // become block arguments; subscript arithmetic is left behind).
    llvm::SetVector<Operation *> slice;
    SmallVector<Value> work{store.getValueToStore()};
    while (!work.empty()) {
      Operation *def = work.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != body || isa<AffineLoadOp>(def) ||
          !slice.insert(def))
        continue;
      llvm::append_range(work, def->getOperands());
    }
    auto generic = linalg::GenericOp::create(
        b, loc, TypeRange{}, ins, ValueRange{views.back()}, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          IRMapping map;
          for (auto [load, arg] : llvm::zip(nest.loads, argOf))
            map.map(load.getResult(),
                    args[std::min<size_t>(arg, args.size() - 1)]);
          for (auto [k, iv] : llvm::enumerate(ivs)) {
            Value index = linalg::IndexOp::create(nb, nloc, k);
            if (lowers[k] != 0)
              index = arith::AddIOp::create(
                  nb, nloc, index,
                  arith::ConstantIndexOp::create(nb, nloc, lowers[k]));
            map.map(iv, index);
          }
          for (Operation &op : body->without_terminator())
            if (slice.contains(&op))
              nb.clone(op, map);
          linalg::YieldOp::create(nb, nloc,
                                  map.lookupOrDefault(store.getValueToStore()));
        });
    // The linalg.index ops no op uses.
    for (Operation &op :
         llvm::make_early_inc_range(llvm::reverse(generic.getRegion().front())))
      if (isa<linalg::IndexOp, arith::AddIOp, arith::ConstantIndexOp>(op) &&
          op.use_empty())
        op.erase();
    (void)generic;
    root.erase();
  }

  /// The run-time check of the run being raised (processRun): the scf.if,
  /// and the sizes the raised nests assume equal.
  struct Versioned {
    scf::IfOp branch;
    SmallVector<std::tuple<Value, Value, int64_t>> sizes; // v == dim(m, i)
  };
  Versioned *versioned = nullptr;

  /// Whether `v` is defined before the versioned run's scf.if (so the check
  /// can read it).
  bool definedBefore(Value v) const {
    Operation *def = v.getDefiningOp();
    Operation *at = def ? def : v.getParentBlock()->getParentOp();
    return !versioned->branch->isAncestor(at);
  }

  /// `e` as dk + c: k.
  static std::optional<unsigned> shiftedDim(AffineExpr e) {
    if (auto d = dyn_cast<AffineDimExpr>(e))
      return d.getPosition();
    auto sum = dyn_cast<AffineBinaryOpExpr>(e);
    if (!sum || sum.getKind() != AffineExprKind::Add)
      return std::nullopt;
    auto d = dyn_cast<AffineDimExpr>(sum.getLHS());
    if (d && isa<AffineConstantExpr>(sum.getRHS()) &&
        cast<AffineConstantExpr>(sum.getRHS()).getValue() >= 0)
      return d.getPosition();
    return std::nullopt;
  }

  /// The c of dk + c (0 for dk).
  static int64_t constantTerm(AffineExpr e) {
    if (auto sum = dyn_cast<AffineBinaryOpExpr>(e))
      return cast<AffineConstantExpr>(sum.getRHS()).getValue();
    return 0;
  }

  static std::string printExpr(AffineExpr e) {
    std::string s;
    llvm::raw_string_ostream os(s);
    e.print(os);
    return s;
  }
};

} // namespace

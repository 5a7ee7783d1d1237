//===- DimSolver.cpp - Sizes for dynamic dimensions ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Chooses sizes for the dynamic dimensions of the functions kmatch-verify
// drives, so that the shapes agree where the ops relate them, and applies
// --dim-size.
//
//===----------------------------------------------------------------------===//
#include "Verify.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

namespace kmatch::verify {

/// Splits `expr` into sum(coef * dim) + cst with nonzero coefficients (a
/// flipped window, `oh - kh + 2`, has a negative one).
static bool splitAffine(AffineExpr expr,
                        SmallVector<std::pair<int64_t, unsigned>> &terms,
                        int64_t &cst) {
  if (auto c = dyn_cast<AffineConstantExpr>(expr)) {
    cst += c.getValue();
    return true;
  }
  if (auto d = dyn_cast<AffineDimExpr>(expr)) {
    terms.push_back({1, d.getPosition()});
    return true;
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return splitAffine(bin.getLHS(), terms, cst) &&
           splitAffine(bin.getRHS(), terms, cst);
  if (bin.getKind() != AffineExprKind::Mul)
    return false;
  auto dim = dyn_cast<AffineDimExpr>(bin.getLHS());
  auto coef = dyn_cast<AffineConstantExpr>(bin.getRHS());
  if (!dim || !coef) {
    dim = dyn_cast<AffineDimExpr>(bin.getRHS());
    coef = dyn_cast<AffineConstantExpr>(bin.getLHS());
  }
  if (!dim || !coef || coef.getValue() == 0)
    return false;
  terms.push_back({coef.getValue(), dim.getPosition()});
  return true;
}

void DimSolver::collectLinalg(linalg::LinalgOp op) {
  SmallVector<int> loops;
  for (unsigned i = 0; i < op.getNumLoops(); ++i)
    loops.push_back(newSlot());
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    if (!shaped || !shaped.hasRank())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (map.getNumResults() != shaped.getRank())
      continue;
    for (auto [r, expr] : llvm::enumerate(map.getResults())) {
      SmallVector<std::pair<int64_t, unsigned>> terms;
      int64_t cst = 0;
      if (!splitAffine(expr, terms, cst) || terms.empty())
        continue;
      int target = slot(operand.get(), r);
      if (terms.size() == 1 && terms[0].first == 1 && cst == 0) {
        unite(target, loops[terms[0].second]);
        continue;
      }
      Extent extent{target, {}, cst, /*exact=*/false, op};
      for (auto [coef, pos] : terms)
        extent.terms.push_back({coef, loops[pos]});
      extents.push_back(extent);
    }
  }
  // Results have the shapes of their inits.
  for (auto [result, init] :
       llvm::zip(op->getResults(), op.getDpsInitsMutable()))
    uniteShapes(result, init.get());
}

void DimSolver::collect(ModuleOp module) {
  // A function called from one place has the shapes its caller passes. One
  // called from several (an allocation helper) is sized on its own: the
  // call sites' buffers need not agree, and uniting them all through its
  // arguments would give every buffer one shape.
  llvm::DenseMap<Operation *, unsigned> callSites;
  module.walk([&](Operation *op) {
    if (func::FuncOp callee = getCallee(module, op))
      ++callSites[callee];
  });
  module.walk([&](Operation *op) {
    current = op;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      collectLinalg(linalgOp);
      return;
    }
    if (isa<tensor::CastOp, memref::CastOp, bufferization::ToTensorOp,
            bufferization::ToBufferOp>(op)) {
      uniteShapes(op->getOperand(0), op->getResult(0));
      return;
    }
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
      for (auto [result, init] :
           llvm::zip(op->getResults(), dps.getDpsInitsMutable()))
        uniteShapes(result, init.get());
    }
    auto sizedBy = [&](Value result, ValueRange sizes) {
      auto shaped = cast<ShapedType>(result.getType());
      unsigned next = 0;
      for (unsigned d = 0; d < shaped.getRank() && next < sizes.size(); ++d)
        if (shaped.isDynamicDim(d))
          relateSize(result, d, sizes[next++]);
    };
    if (auto empty = dyn_cast<tensor::EmptyOp>(op))
      return sizedBy(empty.getResult(), empty.getDynamicSizes());
    // out = in + low + high: an extent 1 + (low + high) + (in - 1).
    if (auto pad = dyn_cast<tensor::PadOp>(op)) {
      if (!pad.getLow().empty() || !pad.getHigh().empty())
        return;
      for (auto [d, lo, hi] :
           llvm::enumerate(pad.getStaticLow(), pad.getStaticHigh()))
        extents.push_back(Extent{slot(pad.getResult(), d),
                                 {{1, slot(pad.getSource(), d)}},
                                 lo + hi,
                                 /*exact=*/true,
                                 op});
      return;
    }
    // A reassociation group of one dynamic dim d and static ones of product
    // s: collapsed = s * d, an extent 1 + (s - 1) + s * (d - 1).
    auto relateGroups = [&](Value collapsed, Value expanded,
                            ArrayRef<ReassociationIndices> groups) {
      auto expandedType = cast<ShapedType>(expanded.getType());
      for (auto [c, group] : llvm::enumerate(groups)) {
        int64_t product = 1;
        std::optional<int64_t> dynamicDim;
        bool one = true;
        for (int64_t d : group) {
          if (!expandedType.isDynamicDim(d)) {
            product *= expandedType.getDimSize(d);
          } else if (dynamicDim) {
            one = false;
          } else {
            dynamicDim = d;
          }
        }
        if (!one || !dynamicDim || product <= 0)
          continue;
        extents.push_back(Extent{slot(collapsed, c),
                                 {{product, slot(expanded, *dynamicDim)}},
                                 product - 1,
                                 /*exact=*/true,
                                 op});
      }
    };
    // Tensor and memref reshapes alike: an expand's source is collapsed, a
    // collapse's result.
    auto expand = [&](auto e) {
      relateGroups(e.getSrc(), e.getResult(), e.getReassociationIndices());
    };
    auto collapse = [&](auto c) {
      relateGroups(c.getResult(), c.getSrc(), c.getReassociationIndices());
    };
    if (isa<tensor::ExpandShapeOp, memref::ExpandShapeOp,
            tensor::CollapseShapeOp, memref::CollapseShapeOp>(op)) {
      llvm::TypeSwitch<Operation *>(op)
          .Case<tensor::ExpandShapeOp, memref::ExpandShapeOp>(expand)
          .Case<tensor::CollapseShapeOp, memref::CollapseShapeOp>(collapse);
      return;
    }
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      return sizedBy(alloc.getResult(), alloc.getDynamicSizes());
    if (auto alloca = dyn_cast<memref::AllocaOp>(op))
      return sizedBy(alloca.getResult(), alloca.getDynamicSizes());
    func::FuncOp callee = getCallee(module, op);
    if (!callee || callee.isExternal() || callSites.lookup(callee) != 1 ||
        callee.getNumArguments() != op->getNumOperands())
      return;
    for (auto [operand, arg] :
         llvm::zip(op->getOperands(), callee.getArguments()))
      uniteShapes(operand, arg);
    callee.walk([&](func::ReturnOp ret) {
      if (ret->getNumOperands() != op->getNumResults())
        return;
      for (auto [result, returned] :
           llvm::zip(op->getResults(), ret.getOperands()))
        uniteShapes(result, returned);
    });
  });
  current = nullptr;
}

void DimSolver::solve(int64_t freeSize) {
  while (true) {
    bool progress = true;
    while (progress) {
      progress = false;
      for (const Extent &e : extents) {
        std::optional<int64_t> target = value(e.target);
        int64_t sum = e.cst;
        int unknown = -1, numUnknown = 0;
        int64_t unknownCoef = 0;
        for (auto [coef, loop] : e.terms) {
          // A negative term lowers the index: it adds nothing to the largest
          // one, so it neither sizes the target nor follows from it.
          if (coef < 0)
            continue;
          if (std::optional<int64_t> size = value(loop)) {
            sum += coef * (*size - 1);
            continue;
          }
          ++numUnknown;
          unknown = loop;
          unknownCoef = coef;
        }
        if (!target && numUnknown == 0) {
          setValue(e.target, std::max<int64_t>(sum + 1, 0));
          progress = true;
        } else if (target && numUnknown == 1) {
          // The largest loop size whose window still fits.
          int64_t room = *target - 1 - sum;
          setValue(unknown, room < 0 ? 0 : room / unknownCoef + 1);
          progress = true;
        }
      }
    }
    // Nothing follows from what is known: give a free size to a loop of an
    // extent first (so the extent follows), then to any other slot.
    int pick = -1;
    for (const Extent &e : extents) {
      for (auto [coef, loop] : e.terms)
        if (!value(loop)) {
          pick = loop;
          break;
        }
      if (pick >= 0)
        break;
    }
    if (pick < 0)
      for (auto [key, id] : valueSlots)
        if (!value(id) && isa<BlockArgument>(key.first)) {
          pick = id;
          break;
        }
    if (pick < 0)
      break;
    setValue(pick, freeSize);
  }
  for (const Extent &e : extents) {
    std::optional<int64_t> target = value(e.target);
    // The largest index read is cst plus the positive terms at their ends,
    // the smallest cst plus the negative ones.
    int64_t need = e.cst + 1, lowest = e.cst;
    for (auto [coef, loop] : e.terms)
      (coef > 0 ? need : lowest) += coef * (value(loop).value_or(freeSize) - 1);
    if (lowest < 0)
      conflict(e.op, "the op reads index " + std::to_string(lowest) +
                         " of a dimension");
    int64_t have = target.value_or(freeSize);
    if (e.exact ? have != need : have < need)
      conflict(e.op, "a dimension of " + std::to_string(have) +
                         (e.exact ? " must be " : " is too small for ") +
                         std::to_string(need) +
                         (e.exact ? "" : " elements the op reads"));
  }
}

void DimSolver::conflict(Operation *op, const std::string &what) {
  auto fn = op ? op->getParentOfType<func::FuncOp>() : func::FuncOp();
  if (!fn)
    return;
  std::string where;
  llvm::raw_string_ostream os(where);
  os << op->getName() << " at ";
  if (auto file = dyn_cast<FileLineColLoc>(op->getLoc()))
    os << file.getFilename().getValue() << ":" << file.getLine() << ":"
       << file.getColumn();
  else
    os << op->getLoc();
  conflicts.try_emplace(fn.getName().str(), where + ": " + what);
}

std::string DimSolver::whyInconsistent(ModuleOp module, func::FuncOp fn) {
  SmallVector<func::FuncOp> work{fn};
  llvm::SmallPtrSet<Operation *, 8> seen{fn};
  while (!work.empty()) {
    func::FuncOp f = work.pop_back_val();
    auto it = conflicts.find(f.getName().str());
    if (it != conflicts.end())
      return "no sizes satisfy the shapes its ops relate (" +
             (f == fn ? std::string()
                      : "in @" + f.getName().str() + ", which it calls: ") +
             it->second +
             "); where the sizes are free, choose them with --dim-size";
    f.walk([&](Operation *op) {
      if (func::FuncOp callee = getCallee(module, op))
        if (!callee.isExternal() && seen.insert(callee).second)
          work.push_back(callee);
    });
  }
  return "";
}

/// Applies --dim-size; false (with a message) on a malformed entry.
bool applyDimSizes(ModuleOp module, DimSolver &solver) {
  for (StringRef entry : dimSizes) {
    SmallVector<StringRef> parts;
    auto [where, sizeText] = entry.split('=');
    where.split(parts, ':');
    int64_t size, arg, dim;
    func::FuncOp fn;
    if (parts.size() == 3)
      fn = module.lookupSymbol<func::FuncOp>(parts[0]);
    if (parts.size() != 3 || sizeText.getAsInteger(10, size) || size < 0 ||
        parts[1].getAsInteger(10, arg) || parts[2].getAsInteger(10, dim) ||
        !fn || fn.isExternal() || arg < 0 || arg >= fn.getNumArguments()) {
      llvm::errs() << "kmatch-verify: --dim-size=" << entry
                   << ": expected <function>:<argument>:<dimension>=<size> "
                      "naming an argument of a function of the module\n";
      return false;
    }
    auto shaped = dyn_cast<ShapedType>(fn.getArgument(arg).getType());
    if (!shaped || !shaped.hasRank() || dim < 0 || dim >= shaped.getRank()) {
      llvm::errs() << "kmatch-verify: --dim-size=" << entry << ": argument #"
                   << arg << " of @" << fn.getName() << " has no dimension "
                   << dim << "\n";
      return false;
    }
    if (std::optional<int64_t> implied =
            solver.fix(fn.getArgument(arg), dim, size)) {
      llvm::errs() << "kmatch-verify: --dim-size=" << entry << ": the ops (or "
                   << "an earlier --dim-size) fix this dimension to "
                   << *implied << "\n";
      return false;
    }
  }
  return true;
}

} // namespace kmatch::verify

//===- NormChains.cpp - A batch norm spread over generics, as one -*- C++ -*-=//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See Prepare.h.
//
//===----------------------------------------------------------------------===//
#include "Natives/Helpers.h"
#include "Prepare.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using kmatch::detail::pureElementwiseBody;

namespace {
/// One elementwise step of the chain: t' = op(t, v[c]).
struct Link {
  linalg::GenericOp op;
  unsigned dataIndex = 0;     // which input is t
  Value vector;               // v, read along the channel, or a splat constant
  std::optional<float> splat; // v's one value, when v is a splat constant
};

/// The roles of a batch norm, (x - mean) / sqrt(var + eps) * gamma + beta
/// in one of the orders batchnorm.pdll accepts.
enum Role { Mean, Var, Gamma, Beta };
} // namespace

/// The one op of a body that yields `kind(arg a, arg b)` of two inputs.
template <typename OpTy> static bool bodyIsBinary(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  if (body.getOperations().size() != 2)
    return false;
  auto bin = dyn_cast<OpTy>(&body.front());
  return bin && body.getTerminator()->getOperand(0) == bin.getResult() &&
         isa<BlockArgument>(bin.getLhs()) && isa<BlockArgument>(bin.getRhs()) &&
         bin.getLhs() != bin.getRhs();
}

/// The value of a splat f32 constant of any shape (TensorFlow folds each
/// statistic, broadcast to the data's full shape, into one; with weights
/// elided to splats it is a splat), if `v` is one.
static std::optional<float> splatValue(Value v) {
  auto value = dyn_cast_or_null<FloatAttr>(kmatch::knownSplat(v));
  if (!value || !value.getType().isF32())
    return std::nullopt;
  return value.getValue().convertToFloat();
}

/// `op` as a link of a chain over f32 tensors of rank >= 2: all-parallel,
/// two inputs (one read and written through the identity, the other a
/// vector read along one loop dim, or a splat constant read through any map)
/// and a body that is one binary op of them.
static std::optional<Link> asLink(linalg::GenericOp op) {
  if (!op || !op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() || op.getNumLoops() < 2 ||
      !pureElementwiseBody(op))
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.getElementType().isF32() ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
    return std::nullopt;
  if (!bodyIsBinary<arith::SubFOp>(op) && !bodyIsBinary<arith::DivFOp>(op) &&
      !bodyIsBinary<arith::MulFOp>(op) && !bodyIsBinary<arith::AddFOp>(op))
    return std::nullopt;
  for (unsigned data = 0; data < 2; ++data) {
    OpOperand *t = op.getDpsInputOperand(data);
    OpOperand *v = op.getDpsInputOperand(1 - data);
    AffineMap vMap = op.getMatchingIndexingMap(v);
    if (t->get().getType() != type ||
        !op.getMatchingIndexingMap(t).isIdentity())
      continue;
    if (std::optional<float> splat = splatValue(v->get()))
      return Link{op, data, v->get(), splat};
    if (vMap.getNumResults() != 1 || !isa<AffineDimExpr>(vMap.getResult(0)))
      continue;
    return Link{op, data, v->get(), std::nullopt};
  }
  return std::nullopt;
}

/// The generic computing `f(in)` of one rank-1 input elementwise (sqrt or
/// rsqrt of var + eps), with `v` its one use; null if not.
static linalg::GenericOp rootProducer(Value v) {
  auto op = v.getDefiningOp<linalg::GenericOp>();
  if (!op || !op->hasOneUse() || !op.hasPureTensorSemantics() ||
      op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 1 || op.getNumParallelLoops() != 1 ||
      !pureElementwiseBody(op) ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap m) { return m.isIdentity(); }))
    return {};
  return op;
}

/// Whether `p`'s body ends in sqrt (`div`: the link divides) or rsqrt (the
/// link multiplies) of its input plus something.
static bool rootsVariance(linalg::GenericOp p, bool divides) {
  Value yielded = p.getRegion().front().getTerminator()->getOperand(0);
  Operation *root = yielded.getDefiningOp();
  if (!root || !(divides ? isa<math::SqrtOp>(root) : isa<math::RsqrtOp>(root)))
    return false;
  return root->getOperand(0).getDefiningOp<arith::AddFOp>() != nullptr;
}

/// The channel dim of a chain whose statistics are all splats: where the
/// convolution producing x keeps its channels (convChannelDim), else the
/// second dim. Any dim computes the same values; this one lets the conv's
/// epilogue template fold the batch norm in.
static unsigned splatChannelDim(Value x, unsigned rank) {
  return kmatch::convChannelDim(x.getDefiningOp(), rank).value_or(1);
}

/// var with sqrt(var + 0) == s bit for bit, for a chain that divides by the
/// folded constant s = sqrt(var + eps): s * s, where it is a normal float
/// whose square root rounds back to s (it does for every normal s > 0 whose
/// square neither overflows nor underflows; checked, not assumed).
static std::optional<float> varianceOf(float s) {
  if (!(s > 0) || !std::isfinite(s))
    return std::nullopt;
  float var = s * s;
  if (!std::isnormal(var) || std::sqrt(var + 0.0f) != s)
    return std::nullopt;
  return var;
}

/// The four links of the chain that starts at `first`, each the one user
/// of the one before; none when the chain is shorter or branches.
static std::optional<SmallVector<Link, 4>> chainFrom(Link first) {
  SmallVector<Link, 4> links{first};
  while (links.size() < 4) {
    Value t = links.back().op->getResult(0);
    if (!t.hasOneUse())
      return std::nullopt;
    std::optional<Link> next =
        asLink(dyn_cast<linalg::GenericOp>(*t.getUsers().begin()));
    if (!next || next->op.getDpsInputs()[next->dataIndex] != t)
      return std::nullopt;
    links.push_back(*next);
  }
  return links;
}

namespace {
/// What each link of a chain applies: the batch norm's statistics (vectors,
/// or splat values made vectors later), the role of each link, and how the
/// variance is read.
struct ChainRoles {
  AffineMap channel;                          // how every statistic is read
  std::array<Value, 4> roles{};               // by Role
  std::array<std::optional<float>, 4> splats; // by Role, for splats
  std::array<Role, 4> linkRoles{};            // by link
  linalg::GenericOp varRoot; // sqrt/rsqrt(var + eps) on the vector
  int64_t channels = 0;      // the extent of the channel dim
};
} // namespace

/// The roles of the links, every vector along the same loop dim and each
/// role once; none when the chain is no batch norm.
static std::optional<ChainRoles> rolesOf(MutableArrayRef<Link> links, Value x) {
  ChainRoles c;
  auto xType = cast<RankedTensorType>(x.getType());
  // A splat statistic is read along the vectors' dim: it is the same
  // everywhere.
  for (Link l : links)
    if (!l.splat) {
      c.channel =
          l.op.getMatchingIndexingMap(l.op.getDpsInputOperand(1 - l.dataIndex));
      break;
    }
  if (!c.channel)
    c.channel = AffineMap::get(
        xType.getRank(), 0,
        getAffineDimExpr(splatChannelDim(x, xType.getRank()), x.getContext()));
  for (auto [index, l] : llvm::enumerate(links)) {
    if (!l.splat && l.op.getMatchingIndexingMap(
                        l.op.getDpsInputOperand(1 - l.dataIndex)) != c.channel)
      return std::nullopt;
    Operation *bin = &l.op.getRegion().front().front();
    bool dataFirst =
        bin->getOperand(0) == l.op.getRegion().front().getArgument(l.dataIndex);
    Role role;
    Value v = l.vector;
    std::optional<float> splat = l.splat;
    if (isa<arith::SubFOp>(bin) && dataFirst) {
      role = Mean;
    } else if (isa<arith::AddFOp>(bin)) {
      role = Beta;
    } else if (isa<arith::DivFOp>(bin) && dataFirst) {
      role = Var;
      if (splat) {
        splat = varianceOf(*splat);
        if (!splat)
          return std::nullopt;
      } else {
        c.varRoot = rootProducer(v);
        if (!c.varRoot || !rootsVariance(c.varRoot, /*divides=*/true))
          return std::nullopt;
        v = c.varRoot.getDpsInputs()[0];
      }
    } else if (isa<arith::MulFOp>(bin)) {
      linalg::GenericOp p = splat ? linalg::GenericOp() : rootProducer(v);
      if (p && rootsVariance(p, /*divides=*/false)) {
        c.varRoot = p;
        role = Var;
        v = p.getDpsInputs()[0];
      } else {
        role = Gamma;
      }
    } else {
      return std::nullopt;
    }
    if (c.roles[role] || c.splats[role])
      return std::nullopt;
    c.linkRoles[index] = role;
    if (splat) {
      c.splats[role] = splat;
      continue;
    }
    auto vType = dyn_cast<RankedTensorType>(v.getType());
    if (!vType || vType.getRank() != 1 || !vType.getElementType().isF32())
      return std::nullopt;
    c.roles[role] = v;
  }
  for (unsigned r = 0; r < 4; ++r)
    if (!c.roles[r] && !c.splats[r])
      return std::nullopt;
  c.channels = xType.getDimSize(
      cast<AffineDimExpr>(c.channel.getResult(0)).getPosition());
  if (ShapedType::isDynamic(c.channels) &&
      llvm::any_of(c.splats, [](auto s) { return s.has_value(); }))
    return std::nullopt;
  return c;
}

/// Builds the chain starting at `first` as one generic with inputs
/// (x, gamma, beta, mean, var), or returns false and changes nothing.
static bool fuseChain(IRRewriter &rewriter, Link first) {
  std::optional<SmallVector<Link, 4>> chain = chainFrom(first);
  if (!chain)
    return false;
  MutableArrayRef<Link> links = *chain;
  Value x = first.op.getDpsInputs()[first.dataIndex];
  std::optional<ChainRoles> found = rolesOf(links, x);
  if (!found)
    return false;
  ChainRoles &c = *found;
  AffineMap channel = c.channel;
  std::array<Value, 4> &roles = c.roles;
  const std::array<Role, 4> &linkRoles = c.linkRoles;
  linalg::GenericOp varRoot = c.varRoot;
  // The chain divides by a splat, folded sqrt(var + eps).
  bool varOfSplat = c.splats[Var].has_value();
  MLIRContext *ctx = rewriter.getContext();

  // The fused generic: the same ops in the same order, per element.
  linalg::GenericOp last = links.back().op;
  rewriter.setInsertionPoint(last);
  for (unsigned r = 0; r < 4; ++r)
    if (c.splats[r])
      roles[r] = arith::ConstantOp::create(
          rewriter, last.getLoc(),
          DenseElementsAttr::get(
              RankedTensorType::get({c.channels}, rewriter.getF32Type()),
              APFloat(*c.splats[r])));
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(last.getNumLoops(), ctx);
  SmallVector<Value> ins{x, roles[Gamma], roles[Beta], roles[Mean], roles[Var]};
  SmallVector<AffineMap> maps{identity, channel, channel,
                              channel,  channel, identity};
  auto fused = linalg::GenericOp::create(
      rewriter, last.getLoc(), last->getResultTypes(), ins, last.getDpsInits(),
      maps, last.getIteratorTypesArray(),
      [&](OpBuilder &b, Location loc, ValueRange args) {
        // gamma, beta, mean, var are inputs 1..4.
        auto argOf = [&](Role r) -> Value {
          switch (r) {
          case Gamma:
            return args[1];
          case Beta:
            return args[2];
          case Mean:
            return args[3];
          case Var:
            return args[4];
          }
          llvm_unreachable("a batch norm role");
        };
        Value t = args[0];
        for (auto [index, l] : llvm::enumerate(links)) {
          Block &body = l.op.getRegion().front();
          IRMapping map;
          map.map(body.getArgument(l.dataIndex), t);
          Value vArg;
          if (linkRoles[index] == Var && varOfSplat) {
            // sqrt(var + 0), which is the folded constant bit for bit.
            Value zero =
                arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
            vArg = math::SqrtOp::create(
                b, loc, arith::AddFOp::create(b, loc, argOf(Var), zero));
          } else if (linkRoles[index] == Var && varRoot) {
            // Inline sqrt/rsqrt(var + eps) per element.
            Block &pBody = varRoot.getRegion().front();
            IRMapping pMap;
            pMap.map(pBody.getArgument(0), argOf(Var));
            for (Operation &inner : pBody.without_terminator())
              b.clone(inner, pMap);
            vArg = pMap.lookup(pBody.getTerminator()->getOperand(0));
          } else {
            vArg = argOf(linkRoles[index]);
          }
          map.map(body.getArgument(1 - l.dataIndex), vArg);
          for (Operation &inner : body.without_terminator())
            b.clone(inner, map);
          t = map.lookup(body.getTerminator()->getOperand(0));
        }
        linalg::YieldOp::create(b, loc, t);
      });
  rewriter.replaceOp(last, fused->getResults());
  for (auto it = links.rbegin() + 1; it != links.rend(); ++it)
    rewriter.eraseOp(it->op);
  if (varRoot && varRoot->use_empty())
    rewriter.eraseOp(varRoot);
  return true;
}

void kmatch::fuseBatchNormChains(Operation *root) {
  SmallVector<Link> starts;
  root->walk([&](linalg::GenericOp op) {
    std::optional<Link> l = asLink(op);
    if (l && bodyIsBinary<arith::SubFOp>(op) &&
        op.getRegion().front().front().getOperand(0) ==
            op.getRegion().front().getArgument(l->dataIndex))
      starts.push_back(*l);
  });
  IRRewriter rewriter(root->getContext());
  for (Link l : starts)
    fuseChain(rewriter, l);
}

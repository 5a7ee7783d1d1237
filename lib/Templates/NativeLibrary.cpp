//===- NativeLibrary.cpp - Native constraints for templates -----*- C++ -*-===//
//
// The builtin native constraints and rewrites that kmatch templates call by
// name. Each one checks or builds one small thing; which kernel a template
// recognizes is spelled out in the template.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Analysis/AliasAnalysis/LocalAliasAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace kmatch;

//===----------------------------------------------------------------------===//
// NativeLibrary
//===----------------------------------------------------------------------===//

void NativeLibrary::addConstraint(StringRef name, StringRef doc,
                                  PDLConstraintFunction fn) {
  constraints[name] = Entry{doc.str(), std::move(fn), nullptr};
}

void NativeLibrary::addRewrite(StringRef name, StringRef doc,
                               PDLRewriteFunction fn) {
  rewrites[name] = Entry{doc.str(), nullptr, std::move(fn)};
}

void NativeLibrary::registerInto(PDLPatternModule &module) const {
  for (const auto &it : constraints)
    module.registerConstraintFunction(it.getKey(), it.getValue().constraint);
  for (const auto &it : rewrites)
    module.registerRewriteFunction(it.getKey(), it.getValue().rewrite);
}

template <typename T>
static SmallVector<std::string> sortedKeys(const llvm::StringMap<T> &map) {
  SmallVector<std::string> names;
  for (const auto &it : map)
    names.push_back(it.getKey().str());
  llvm::sort(names);
  return names;
}

SmallVector<std::string> NativeLibrary::constraintNames() const {
  return sortedKeys(constraints);
}
SmallVector<std::string> NativeLibrary::rewriteNames() const {
  return sortedKeys(rewrites);
}

const NativeLibrary &NativeLibrary::builtin() {
  static const NativeLibrary lib = [] {
    NativeLibrary l;
    registerBuiltinNatives(l);
    return l;
  }();
  return lib;
}

//===----------------------------------------------------------------------===//
// Einsum-style indexing specs
//===----------------------------------------------------------------------===//

namespace {
/// One operand of a spec such as "A(mk), B(kn) -> C(mn)".
struct SpecOperand {
  std::string name;
  std::string letters;
};
struct EinsumSpec {
  SmallVector<SpecOperand> ins;
  SpecOperand out;
};
} // namespace

static std::optional<SpecOperand> parseSpecOperand(StringRef text) {
  text = text.trim();
  size_t open = text.find('(');
  if (open == StringRef::npos || !text.ends_with(")"))
    return std::nullopt;
  SpecOperand operand;
  operand.name = text.take_front(open).trim().str();
  operand.letters = text.slice(open + 1, text.size() - 1).trim().str();
  if (operand.name.empty() ||
      !llvm::all_of(operand.letters, [](char c) { return llvm::isAlpha(c); }))
    return std::nullopt;
  return operand;
}

/// Parses "A(mk), B(kn) -> C(mn)".
static std::optional<EinsumSpec> parseEinsum(StringRef text) {
  auto [lhs, rhs] = text.split("->");
  if (rhs.empty() && !text.contains("->"))
    return std::nullopt;
  EinsumSpec spec;
  SmallVector<StringRef> parts;
  lhs.split(parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef part : parts) {
    std::optional<SpecOperand> operand = parseSpecOperand(part);
    if (!operand)
      return std::nullopt;
    spec.ins.push_back(*operand);
  }
  std::optional<SpecOperand> out = parseSpecOperand(rhs);
  if (!out)
    return std::nullopt;
  spec.out = *out;
  return spec;
}

/// Tries to bind spec letters to loop dims so that every operand's indexing
/// map is its letters (reversed in the last two positions when the bit for
/// that operand is set in `transposeMask`). Returns true on success.
static bool bindLetters(linalg::LinalgOp op, ArrayRef<SpecOperand> operands,
                        unsigned transposeMask) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  llvm::DenseMap<char, unsigned> letterToDim;
  llvm::DenseMap<unsigned, char> dimToLetter;
  for (auto [idx, spec] : llvm::enumerate(operands)) {
    std::string letters = spec.letters;
    if (transposeMask & (1u << idx))
      std::swap(letters[letters.size() - 2], letters[letters.size() - 1]);
    AffineMap map = maps[idx];
    if (map.getNumResults() != letters.size())
      return false;
    for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim)
        return false;
      char letter = letters[pos];
      auto l2d = letterToDim.find(letter);
      if (l2d != letterToDim.end() && l2d->second != dim.getPosition())
        return false;
      auto d2l = dimToLetter.find(dim.getPosition());
      if (d2l != dimToLetter.end() && d2l->second != letter)
        return false;
      letterToDim[letter] = dim.getPosition();
      dimToLetter[dim.getPosition()] = letter;
    }
  }
  if (dimToLetter.size() != op.getNumLoops())
    return false;
  // Output letters are parallel loops; all others are reductions.
  const std::string &outLetters = operands.back().letters;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [letter, dim] : letterToDim) {
    bool isOut = outLetters.find(letter) != std::string::npos;
    if (iterators[dim] != (isOut ? utils::IteratorType::parallel
                                 : utils::IteratorType::reduction))
      return false;
  }
  return true;
}

/// Matches `op` against `spec`. When `allowTranspose`, every operand of rank
/// >= 2 may appear with its last two indices swapped; the chosen transposes
/// are returned per operand (fewest transposes first).
static FailureOr<SmallVector<bool>> matchEinsum(Operation *operation,
                                                StringRef specText,
                                                bool allowTranspose) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op)
    return failure();
  std::optional<EinsumSpec> spec = parseEinsum(specText);
  if (!spec) {
    operation->emitError("kmatch: malformed indexing spec '")
        << specText << "' (expected e.g. \"A(mk), B(kn) -> C(mn)\")";
    return failure();
  }
  if (op.getNumDpsInputs() != static_cast<int64_t>(spec->ins.size()) ||
      op.getNumDpsInits() != 1)
    return failure();
  SmallVector<SpecOperand> operands(spec->ins);
  operands.push_back(spec->out);
  for (auto [operand, specOperand] :
       llvm::zip(operation->getOperands(), operands)) {
    auto shaped = dyn_cast<ShapedType>(operand.getType());
    if (!shaped || !shaped.hasRank() ||
        shaped.getRank() != static_cast<int64_t>(specOperand.letters.size()))
      return failure();
  }
  unsigned transposable = 0;
  if (allowTranspose)
    for (auto [idx, specOperand] : llvm::enumerate(operands))
      if (specOperand.letters.size() >= 2)
        transposable |= 1u << idx;
  SmallVector<unsigned> masks;
  for (unsigned mask = 0; mask < (1u << operands.size()); ++mask)
    if ((mask & ~transposable) == 0)
      masks.push_back(mask);
  llvm::stable_sort(masks, [](unsigned a, unsigned b) {
    return llvm::popcount(a) < llvm::popcount(b);
  });
  for (unsigned mask : masks) {
    if (!bindLetters(op, operands, mask))
      continue;
    SmallVector<bool> transposed;
    for (unsigned i = 0; i < operands.size(); ++i)
      transposed.push_back(mask & (1u << i));
    return transposed;
  }
  return failure();
}

static DictionaryAttr transposeParams(MLIRContext *ctx, StringRef specText,
                                      ArrayRef<bool> transposed) {
  std::optional<EinsumSpec> spec = parseEinsum(specText);
  SmallVector<SpecOperand> operands(spec->ins);
  operands.push_back(spec->out);
  SmallVector<NamedAttribute> attrs;
  for (auto [operand, t] : llvm::zip(operands, transposed)) {
    if (operand.letters.size() < 2)
      continue;
    attrs.emplace_back(StringAttr::get(ctx, "trans" + operand.name),
                       BoolAttr::get(ctx, t));
  }
  return DictionaryAttr::get(ctx, attrs);
}

//===----------------------------------------------------------------------===//
// Bodies
//===----------------------------------------------------------------------===//

/// Whether `v` is a scalar that is invariant in the body of `op`: a value
/// defined outside `op`, or a constant.
static bool isInvariantScalar(Value v, Operation *op, Type elemType) {
  if (v.getType() != elemType)
    return false;
  if (matchPattern(v, m_Constant()))
    return true;
  Region *region = v.getParentRegion();
  return !op->isAncestor(region->getParentOp()) &&
         region->getParentOp() != op;
}

namespace {
/// The decomposition of `out + s1*...*sn * in0 * in1`.
struct ScaledMulAdd {
  SmallVector<Value> scales;
};
} // namespace

/// Recognizes a body computing `out + s * in0 * in1` where `s` is a product of
/// zero or more loop-invariant scalars, in any association and order.
static std::optional<ScaledMulAdd> analyzeScaledMulAdd(Operation *operation) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op || op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      operation->getNumRegions() != 1 || !op.getBlock())
    return std::nullopt;
  Block *body = op.getBlock();
  if (body->getNumArguments() != 3)
    return std::nullopt;
  Value in0 = body->getArgument(0), in1 = body->getArgument(1),
        out = body->getArgument(2);
  Type elemType = out.getType();
  if (!isa<FloatType>(elemType) || in0.getType() != elemType ||
      in1.getType() != elemType)
    return std::nullopt;
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add || add->getBlock() != body)
    return std::nullopt;
  Value product;
  if (add.getLhs() == out)
    product = add.getRhs();
  else if (add.getRhs() == out)
    product = add.getLhs();
  else
    return std::nullopt;

  llvm::SmallPtrSet<Operation *, 8> used{add, yield};
  ScaledMulAdd result;
  unsigned numIn0 = 0, numIn1 = 0;
  SmallVector<Value> worklist{product};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (auto mul = v.getDefiningOp<arith::MulFOp>();
        mul && mul->getBlock() == body) {
      used.insert(mul);
      worklist.push_back(mul.getLhs());
      worklist.push_back(mul.getRhs());
      continue;
    }
    if (v == in0) {
      ++numIn0;
      continue;
    }
    if (v == in1) {
      ++numIn1;
      continue;
    }
    if (!isInvariantScalar(v, operation, elemType))
      return std::nullopt;
    if (Operation *def = v.getDefiningOp(); def && def->getBlock() == body)
      used.insert(def);
    result.scales.push_back(v);
  }
  if (numIn0 != 1 || numIn1 != 1)
    return std::nullopt;
  // Nothing else may happen in the body.
  for (Operation &inner : *body)
    if (!used.contains(&inner))
      return std::nullopt;
  return result;
}

//===----------------------------------------------------------------------===//
// Aliasing
//===----------------------------------------------------------------------===//

/// Follows view-like ops back to the buffer a memref is a view of.
static Value getViewSource(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      v = view.getViewSource();
    else if (auto transpose = dyn_cast<memref::TransposeOp>(def))
      v = transpose.getIn();
    else if (auto cast = dyn_cast<memref::CastOp>(def))
      v = cast.getSource();
    else
      break;
  }
  return v;
}

static bool isFunctionArgument(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

/// Whether two memrefs may share memory. Distinct memref arguments of a
/// function are assumed not to overlap (as C `restrict` and Fortran dummy
/// arguments); everything else relies on local alias analysis.
static bool mayOverlap(Value a, Value b) {
  if (a == b)
    return true;
  if (!isa<BaseMemRefType>(a.getType()) || !isa<BaseMemRefType>(b.getType()))
    return false;
  LocalAliasAnalysis analysis;
  AliasResult result = analysis.alias(a, b);
  if (result.isNo())
    return false;
  if (!result.isMay())
    return true;
  Value baseA = getViewSource(a), baseB = getViewSource(b);
  return baseA == baseB || !isFunctionArgument(baseA) ||
         !isFunctionArgument(baseB);
}

static bool isZeroScalar(Value v) {
  return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
}

/// Whether `op` may read or write memory that aliases `buffer`.
static bool touches(Operation *op, Value buffer) {
  if (isMemoryEffectFree(op))
    return false;
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  if (!effects)
    return true;
  for (const MemoryEffects::EffectInstance &effect : *effects) {
    if (isa<MemoryEffects::Allocate, MemoryEffects::Free>(effect.getEffect()))
      continue;
    Value value = effect.getValue();
    if (!value || mayOverlap(value, buffer))
      return true;
  }
  return false;
}

/// The linalg.fill of zero that last wrote `buffer` before `op` in its block,
/// with nothing in between that may read or write `buffer`.
static linalg::FillOp findPrecedingZeroFill(Operation *op, Value buffer) {
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    if (auto fill = dyn_cast<linalg::FillOp>(prev);
        fill && fill.hasPureBufferSemantics() &&
        fill.getOutputs().front() == buffer)
      return isZeroScalar(fill.getInputs().front()) ? fill : nullptr;
    if (touches(prev, buffer))
      return nullptr;
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Registration helpers
//===----------------------------------------------------------------------===//

static Operation *opArg(ArrayRef<PDLValue> args, unsigned i) {
  return args.size() > i ? args[i].dyn_cast<Operation *>() : nullptr;
}
static Value valueArg(ArrayRef<PDLValue> args, unsigned i) {
  return args.size() > i ? args[i].dyn_cast<Value>() : Value();
}
static Attribute attrArg(ArrayRef<PDLValue> args, unsigned i) {
  return args.size() > i ? args[i].dyn_cast<Attribute>() : Attribute();
}

static Type outputElementType(Operation *op) {
  if (op->getNumOperands() == 0)
    return {};
  Type t = op->getOperands().back().getType();
  if (auto shaped = dyn_cast<ShapedType>(t))
    return shaped.getElementType();
  return t;
}

//===----------------------------------------------------------------------===//
// The builtin library
//===----------------------------------------------------------------------===//

void kmatch::registerBuiltinNatives(NativeLibrary &lib) {
  lib.addConstraint(
      "IndexingMatchesEinsum",
      "(op, spec) linalg op whose indexing maps and iterators are exactly the "
      "einsum spec, up to renaming loops: \"A(mk), B(kn) -> C(mn)\"",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        auto spec = dyn_cast_or_null<StringAttr>(attrArg(args, 1));
        Operation *op = opArg(args, 0);
        if (!op || !spec)
          return failure();
        return success(succeeded(matchEinsum(op, spec.getValue(), false)));
      });

  lib.addConstraint(
      "IndexingMatchesEinsumUpToTranspose",
      "(op, spec) like IndexingMatchesEinsum, but operands of rank >= 2 may "
      "have their last two indices swapped",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        auto spec = dyn_cast_or_null<StringAttr>(attrArg(args, 1));
        Operation *op = opArg(args, 0);
        if (!op || !spec)
          return failure();
        return success(succeeded(matchEinsum(op, spec.getValue(), true)));
      });

  lib.addConstraint(
      "ElementTypeIsOneOf",
      "(op, [types]) every operand (shaped: its element type) has the same "
      "type, and it is one of the listed types",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        auto allowed = dyn_cast_or_null<ArrayAttr>(attrArg(args, 1));
        if (!op || !allowed || op->getNumOperands() == 0)
          return failure();
        Type common;
        for (Value v : op->getOperands()) {
          Type t = getElementTypeOrSelf(v.getType());
          if (common && t != common)
            return failure();
          common = t;
        }
        return success(llvm::any_of(allowed, [&](Attribute a) {
          auto typeAttr = dyn_cast<TypeAttr>(a);
          return typeAttr && typeAttr.getValue() == common;
        }));
      });

  lib.addConstraint(
      "BodyIsScaledMulAdd",
      "(op) body yields out + s*in0*in1, s a product of zero or more "
      "loop-invariant scalars, each input used exactly once",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        return success(op && analyzeScaledMulAdd(op).has_value());
      });

  lib.addConstraint(
      "OutputDoesNotOverlapInputs",
      "(op) on memrefs, no out operand may share memory with an input "
      "(distinct function arguments are assumed disjoint)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        auto op = dyn_cast_or_null<DestinationStyleOpInterface>(opArg(args, 0));
        if (!op)
          return failure();
        for (OpOperand &init : op.getDpsInitsMutable())
          for (OpOperand *input : op.getDpsInputOperands())
            if (mayOverlap(init.get(), input->get()))
              return failure();
        return success();
      });

  lib.addConstraint("SameValue", "(a, b) both are the same SSA value",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value a = valueArg(args, 0), b = valueArg(args, 1);
                      return success(a && a == b);
                    });

  lib.addConstraint("IsZeroConstant",
                    "(v) v is a constant 0 (float +0.0/-0.0 or integer)",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value v = valueArg(args, 0);
                      return success(v && isZeroScalar(v));
                    });

  lib.addConstraint("HasOneUse", "(v) v has exactly one use",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value v = valueArg(args, 0);
                      return success(v && v.hasOneUse());
                    });

  lib.addConstraint(
      "PrecedingZeroFill",
      "(op, buffer) the memref `buffer` was last written, before op, by a "
      "linalg.fill of zero, with no access to it in between",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        Value buffer = valueArg(args, 1);
        return success(op && buffer && isa<MemRefType>(buffer.getType()) &&
                       findPrecedingZeroFill(op, buffer));
      });

  lib.addRewrite(
      "FloatConstant",
      "(op, value) -> v: arith.constant `value` of op's output element type",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        Attribute value = attrArg(args, 1);
        auto elemType = dyn_cast_or_null<FloatType>(
            op ? outputElementType(op) : Type());
        double d = 0;
        if (auto f = dyn_cast_or_null<FloatAttr>(value))
          d = f.getValueAsDouble();
        else if (auto i = dyn_cast_or_null<IntegerAttr>(value))
          d = static_cast<double>(i.getInt());
        else
          return failure();
        if (!elemType)
          return failure();
        Value c = arith::ConstantOp::create(rewriter, op->getLoc(),
                                            rewriter.getFloatAttr(elemType, d));
        results.push_back(c);
        return success();
      });

  lib.addRewrite(
      "BodyScale",
      "(op) -> s: materializes the scalar factor s of a BodyIsScaledMulAdd "
      "body before op (1.0 when there is none)",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        std::optional<ScaledMulAdd> body =
            op ? analyzeScaledMulAdd(op) : std::nullopt;
        if (!body)
          return failure();
        Type elemType = outputElementType(op);
        Location loc = op->getLoc();
        Value scale;
        for (Value s : body->scales) {
          Value outside = s;
          Attribute cst;
          if (matchPattern(s, m_Constant(&cst)) &&
              op->isAncestor(s.getDefiningOp()))
            outside = arith::ConstantOp::create(rewriter, loc, cast<TypedAttr>(cst));
          scale = scale ? arith::MulFOp::create(rewriter, loc, scale, outside)
                              .getResult()
                        : outside;
        }
        if (!scale)
          scale = arith::ConstantOp::create(rewriter, loc,
                                            rewriter.getFloatAttr(elemType, 1.0));
        results.push_back(scale);
        return success();
      });

  // PDL drops constraint results on the way to the rewrite when several
  // patterns share a matcher (LLVM 22), so parameters derived from a match
  // are recomputed by rewrites like this one.
  lib.addRewrite(
      "EinsumTransposes",
      "(op, spec) -> {trans<Name> = bool}: for an op accepted by "
      "IndexingMatchesEinsumUpToTranspose, which operands are transposed",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        auto spec = dyn_cast_or_null<StringAttr>(attrArg(args, 1));
        Operation *op = opArg(args, 0);
        if (!op || !spec)
          return failure();
        FailureOr<SmallVector<bool>> transposed =
            matchEinsum(op, spec.getValue(), true);
        if (failed(transposed))
          return failure();
        results.push_back(transposeParams(rewriter.getContext(),
                                          spec.getValue(), *transposed));
        return success();
      });

  lib.addRewrite(
      "ErasePrecedingZeroFill",
      "(op, buffer) erases the fill found by PrecedingZeroFill(op, buffer)",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        Value buffer = valueArg(args, 1);
        linalg::FillOp fill =
            op && buffer ? findPrecedingZeroFill(op, buffer) : nullptr;
        if (!fill)
          return failure();
        rewriter.eraseOp(fill);
        return success();
      });

  lib.addRewrite(
      "SetKernelParams",
      "(launch, {params}) adds every entry of a dictionary as an attribute",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        auto dict = dyn_cast_or_null<DictionaryAttr>(attrArg(args, 1));
        if (!op || !dict)
          return failure();
        rewriter.modifyOpInPlace(op, [&] {
          for (NamedAttribute attr : dict)
            op->setAttr(attr.getName(), attr.getValue());
        });
        return success();
      });
}

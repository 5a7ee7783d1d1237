//===- NativeLibrary.cpp - Native constraints for templates -----*- C++ -*-===//
//
// The builtin native constraints and rewrites that kmatch templates call by
// name. Each one checks or builds one small thing; which kernel a template
// recognizes is spelled out in the template.
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativeLibrary.h"
#include "NativeHelpers.h"
#include "kmatch/Analysis/MemoryAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace kmatch;

//===----------------------------------------------------------------------===//
// NativeLibrary
//===----------------------------------------------------------------------===//

static thread_local RejectionSink currentSink;
static thread_local std::string currentReason;

ScopedRejectionSink::ScopedRejectionSink(RejectionSink sink)
    : previous(std::move(currentSink)) {
  currentSink = std::move(sink);
}
ScopedRejectionSink::~ScopedRejectionSink() { currentSink = std::move(previous); }

void kmatch::setRejectionReason(const Twine &reason) {
  if (currentSink)
    currentReason = reason.str();
}

void NativeLibrary::addConstraint(StringRef name, StringRef doc,
                                  PDLConstraintFunction fn) {
  std::string constraintName = name.str();
  // Report results (with the constraint's reason, if it gave one) to the
  // rejection sink, attributed to the first Op argument, or for a check on
  // values only (HasOneUse(fill.0)), to the ops that use the first Value
  // argument: a shared fill is why the op reading it stays unmatched.
  auto reporting = [constraintName, fn = std::move(fn)](
                       PatternRewriter &rewriter, PDLResultList &results,
                       ArrayRef<PDLValue> args) -> LogicalResult {
    currentReason.clear();
    LogicalResult result = fn(rewriter, results, args);
    if (!currentSink)
      return result;
    StringRef reason = succeeded(result) || !currentReason.empty()
                           ? StringRef(currentReason)
                           : StringRef("not satisfied");
    SmallVector<Operation *> ops;
    if (auto it = llvm::find_if(
            args, [](const PDLValue &a) { return a.isa<Operation *>(); });
        it != args.end()) {
      ops.push_back(it->cast<Operation *>());
    } else if (auto it = llvm::find_if(
                   args, [](const PDLValue &a) { return a.isa<Value>(); });
               it != args.end()) {
      for (Operation *user : it->cast<Value>().getUsers())
        if (!llvm::is_contained(ops, user))
          ops.push_back(user);
    }
    for (Operation *op : ops)
      currentSink(op, constraintName, succeeded(result), reason);
    return result;
  };
  constraints[name] = Entry{doc.str(), std::move(reporting), nullptr};
}

void NativeLibrary::addRewrite(StringRef name, StringRef doc,
                               PDLRewriteFunction fn) {
  rewrites[name] = Entry{doc.str(), nullptr, std::move(fn)};
}

void NativeLibrary::addValidator(StringRef name, unsigned argIndex,
                                 NativeArgValidator fn) {
  validators[name].push_back({argIndex, std::move(fn)});
}

LogicalResult NativeLibrary::validateCall(StringRef name,
                                          ArrayRef<Attribute> constantArgs,
                                          unsigned &argIndex,
                                          std::string &message) const {
  auto it = validators.find(name);
  if (it == validators.end())
    return success();
  for (const auto &[index, validate] : it->second) {
    if (index >= constantArgs.size() || !constantArgs[index])
      continue;
    if (succeeded(validate(constantArgs[index], message)))
      continue;
    argIndex = index;
    return failure();
  }
  return success();
}

NativeArgValidator
kmatch::stringSpecValidator(std::function<bool(StringRef)> parses,
                            StringRef expected) {
  return [parses = std::move(parses), expected = expected.str()](
             Attribute attr, std::string &message) -> LogicalResult {
    auto str = dyn_cast<StringAttr>(attr);
    if (str && parses(str.getValue()))
      return success();
    llvm::raw_string_ostream os(message);
    if (str)
      os << "malformed spec \"" << str.getValue() << "\"";
    else
      os << "got " << attr;
    os << "; expected " << expected;
    return failure();
  };
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

llvm::StringMap<PDLConstraintFunction>
NativeLibrary::constraintFunctions() const {
  llvm::StringMap<PDLConstraintFunction> fns;
  for (const auto &it : constraints)
    fns[it.getKey()] = it.getValue().constraint;
  return fns;
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
    registerDnnNatives(l);
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
  return v.getType() == elemType && kmatch::detail::isInvariant(v, op);
}

namespace {
/// One term of a body spec: a product of block arguments (input indices, -1
/// for the output) and, when `scale` is non-empty, a named scale factor.
struct BodyTerm {
  SmallVector<int> args;
  std::string scale;
};

/// The scales bound by a successful body match, by name.
struct BodyMatch {
  llvm::StringMap<SmallVector<Value>> scales;
};
} // namespace

/// Parses "out + $alpha*in0*in1". Returns std::nullopt on a syntax error.
static std::optional<SmallVector<BodyTerm>> parseBodySpec(StringRef spec) {
  SmallVector<BodyTerm> terms;
  SmallVector<StringRef> parts;
  spec.split(parts, '+');
  for (StringRef part : parts) {
    BodyTerm term;
    SmallVector<StringRef> factors;
    part.split(factors, '*');
    for (StringRef f : factors) {
      f = f.trim();
      if (f == "out") {
        term.args.push_back(-1);
      } else if (f.consume_front("in")) {
        unsigned idx;
        if (f.getAsInteger(10, idx))
          return std::nullopt;
        term.args.push_back(idx);
      } else if (f.consume_front("$") && !f.empty() && term.scale.empty()) {
        term.scale = f.str();
      } else {
        return std::nullopt;
      }
    }
    if (term.args.empty() && term.scale.empty())
      return std::nullopt;
    llvm::sort(term.args);
    terms.push_back(term);
  }
  return terms;
}

/// Splits `v` into the leaves of a tree of `OpTy` ops in `body`.
template <typename OpTy>
static void flatten(Value v, Block *body, SmallVectorImpl<Value> &leaves,
                    llvm::SmallPtrSetImpl<Operation *> &used) {
  if (auto op = v.getDefiningOp<OpTy>(); op && op->getBlock() == body) {
    used.insert(op);
    flatten<OpTy>(op.getLhs(), body, leaves, used);
    flatten<OpTy>(op.getRhs(), body, leaves, used);
    return;
  }
  leaves.push_back(v);
}


static bool sameScaleFactors(ArrayRef<Value> a, ArrayRef<Value> b) {
  if (a.size() != b.size())
    return false;
  SmallVector<bool> taken(b.size(), false);
  for (Value x : a) {
    bool found = false;
    for (auto [i, y] : llvm::enumerate(b))
      if (!taken[i] && kmatch::detail::sameScalar(x, y)) {
        taken[i] = found = true;
        break;
      }
    if (!found)
      return false;
  }
  return true;
}

namespace {
/// A term of the actual body: its block arguments and invariant scalars.
struct ActualTerm {
  SmallVector<int> args;
  SmallVector<Value> scalars;
};
} // namespace

/// Assigns actual terms to spec terms (any order), binding named scales.
static bool assignTerms(ArrayRef<BodyTerm> spec, ArrayRef<ActualTerm> actual,
                        unsigned next, SmallVectorImpl<bool> &taken,
                        BodyMatch &match) {
  if (next == spec.size())
    return true;
  const BodyTerm &want = spec[next];
  for (auto [i, term] : llvm::enumerate(actual)) {
    if (taken[i] || term.args != want.args)
      continue;
    if (want.scale.empty() && !term.scalars.empty())
      continue;
    bool bound = false;
    if (!want.scale.empty()) {
      auto it = match.scales.find(want.scale);
      if (it != match.scales.end()) {
        if (!sameScaleFactors(it->second, term.scalars))
          continue;
      } else {
        match.scales[want.scale] = term.scalars;
        bound = true;
      }
    }
    taken[i] = true;
    if (assignTerms(spec, actual, next + 1, taken, match))
      return true;
    taken[i] = false;
    if (bound)
      match.scales.erase(want.scale);
  }
  return false;
}

/// Matches the body of a single-output linalg op against a spec such as
/// "out + $alpha*in0*in1": the yielded value is a sum (arith.addf, any
/// association and order) of products (arith.mulf) whose factors are exactly
/// the listed block arguments plus, where a term names a scale, any number of
/// loop-invariant scalars. Terms naming the same scale must have equal
/// scales. Nothing else may happen in the body.
static std::optional<BodyMatch> matchBody(Operation *operation, StringRef spec) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  std::optional<SmallVector<BodyTerm>> terms = parseBodySpec(spec);
  if (!op || !terms || op.getNumDpsInits() != 1 || !op.getBlock() ||
      operation->getNumRegions() != 1 ||
      !kmatch::detail::bodyIsPureDataflow(*op.getBlock()))
    return std::nullopt;
  Block *body = op.getBlock();
  unsigned numInputs = op.getNumDpsInputs();
  if (body->getNumArguments() != numInputs + 1)
    return std::nullopt;
  Type elemType = body->getArgument(numInputs).getType();
  if (!isa<FloatType>(elemType))
    return std::nullopt;
  for (BlockArgument arg : body->getArguments())
    if (arg.getType() != elemType)
      return std::nullopt;
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return std::nullopt;

  llvm::SmallPtrSet<Operation *, 8> used{yield};
  SmallVector<Value> addends;
  flatten<arith::AddFOp>(yield.getOperand(0), body, addends, used);
  SmallVector<ActualTerm> actual;
  for (Value addend : addends) {
    SmallVector<Value> factors;
    flatten<arith::MulFOp>(addend, body, factors, used);
    ActualTerm term;
    for (Value f : factors) {
      if (auto arg = dyn_cast<BlockArgument>(f); arg && arg.getOwner() == body) {
        unsigned n = arg.getArgNumber();
        term.args.push_back(n == numInputs ? -1 : static_cast<int>(n));
        continue;
      }
      if (!isInvariantScalar(f, operation, elemType))
        return std::nullopt;
      if (Operation *def = f.getDefiningOp(); def && def->getBlock() == body)
        used.insert(def);
      term.scalars.push_back(f);
    }
    llvm::sort(term.args);
    actual.push_back(term);
  }
  if (actual.size() != terms->size())
    return std::nullopt;
  for (Operation &inner : *body)
    if (!used.contains(&inner))
      return std::nullopt;
  BodyMatch match;
  SmallVector<bool> taken(actual.size(), false);
  if (!assignTerms(*terms, actual, 0, taken, match))
    return std::nullopt;
  return match;
}

/// Materializes the product of `scalars` before `op` (1.0 when empty).
static Value materializeScale(PatternRewriter &rewriter, Operation *op,
                              ArrayRef<Value> scalars, Type elemType) {
  Location loc = op->getLoc();
  Value scale;
  for (Value s : scalars) {
    Value outside = s;
    Attribute cst;
    if (matchPattern(s, m_Constant(&cst)) && op->isAncestor(s.getDefiningOp()))
      outside = arith::ConstantOp::create(rewriter, loc, cast<TypedAttr>(cst));
    scale = scale ? arith::MulFOp::create(rewriter, loc, scale, outside)
                        .getResult()
                  : outside;
  }
  if (!scale)
    scale = arith::ConstantOp::create(rewriter, loc,
                                      rewriter.getFloatAttr(elemType, 1.0));
  return scale;
}

//===----------------------------------------------------------------------===//
// Aliasing
//===----------------------------------------------------------------------===//

/// A constant +0.0 or integer 0. Not -0.0: a -0.0 fill followed by an
/// accumulation keeps -0.0 where every term is -0.0 or there is none (an
/// empty reduction), which overwriting with the library's sum does not.
static bool isZeroScalar(Value v) {
  return matchPattern(v, m_PosZeroFloat()) || matchPattern(v, m_Zero());
}

/// Whether `first` comes before `second` in one block and nothing between
/// them may read or write `buffer` (a single-buffer check on the accesses
/// canMergeAcross uses, kept for templates written against it).
static bool nothingTouchesBetween(Operation *first, Operation *second,
                                  Value buffer) {
  if (first->getBlock() != second->getBlock() ||
      !first->isBeforeInBlock(second))
    return false;
  MemoryAccess whole{buffer, /*write=*/true};
  for (Operation *op = first->getNextNode(); op && op != second;
       op = op->getNextNode()) {
    FailureOr<SmallVector<MemoryAccess>> accesses = getMemoryAccesses(op);
    if (failed(accesses))
      return false;
    for (const MemoryAccess &access : *accesses)
      if (!access.value || mayOverlap(access.value, whole.value) ||
          !isa<BaseMemRefType>(access.value.getType()))
        return false;
  }
  return true;
}

/// Whether two memref values provably denote the same buffer: the same value,
/// or the same chain of identical view ops applied to one source.
static bool sameBuffer(Value a, Value b) {
  if (a == b)
    return true;
  Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
  if (!da || !db || da->getName() != db->getName() ||
      !isa<ViewLikeOpInterface, memref::TransposeOp, memref::CastOp>(da) ||
      da->getNumOperands() != db->getNumOperands() ||
      da->getAttrDictionary() != db->getAttrDictionary() ||
      da->getPropertiesAsAttribute() != db->getPropertiesAsAttribute() ||
      a.getType() != b.getType())
    return false;
  for (auto [x, y] : llvm::zip(da->getOperands(), db->getOperands()))
    if (!sameBuffer(x, y))
      return false;
  return true;
}

/// Whether the first `n` dims of memref `v` can be merged into one by
/// memref.collapse_shape (contiguous in those dims).
static bool leadingDimsCollapsible(Value v, int64_t n) {
  auto type = dyn_cast<MemRefType>(v.getType());
  if (!type || n < 1 || n > type.getRank())
    return false;
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices first;
  for (int64_t d = 0; d < n; ++d)
    first.push_back(d);
  groups.push_back(first);
  for (int64_t d = n; d < type.getRank(); ++d)
    groups.push_back({d});
  return memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups);
}

/// `d` as printf's %g does ("0", "-inf", "1e-05").
static std::string shortFloat(double d) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%g", d);
  return buffer;
}

/// Why `v` has not exactly one use, for HasOneUse: "the result of
/// linalg.fill is shared: 2 uses (linalg.pooling_nchw_sum, ...)".
static std::string describeUses(Value v) {
  std::string what = "the value";
  if (Operation *def = v.getDefiningOp())
    what = "the result of " + def->getName().getStringRef().str();
  unsigned n = std::distance(v.use_begin(), v.use_end());
  if (n == 0)
    return what + " is unused, expected one use";
  SmallVector<std::string> users;
  for (Operation *user : v.getUsers())
    users.push_back(user->getName().getStringRef().str());
  return what + " is shared: " + std::to_string(n) + " uses (" +
         llvm::join(users, ", ") + "), expected one";
}

static std::optional<double> floatConstant(Value v) {
  FloatAttr attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  return attr.getValueAsDouble();
}

/// A one-line description of a body for why-not reasons: the yielded op and
/// the ops it is made of, e.g. "arith.maximumf(arith.addf)".
static std::string describeBody(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.getBlock())
    return "not a linalg body";
  auto yield = dyn_cast<linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return "a body with several results";
  Value v = yield.getOperand(0);
  if (isa<BlockArgument>(v))
    return "a copy of a block argument";
  Operation *def = v.getDefiningOp();
  std::string text = def->getName().getStringRef().str();
  SmallVector<std::string> inner;
  for (Value operand : def->getOperands())
    if (Operation *d = operand.getDefiningOp();
        d && d->getBlock() == linalgOp.getBlock())
      inner.push_back(d->getName().getStringRef().str());
  if (!inner.empty())
    text += "(" + llvm::join(inner, ", ") + ")";
  return text;
}

//===----------------------------------------------------------------------===//
// Registration helpers
//===----------------------------------------------------------------------===//

using kmatch::detail::attrArg;
using kmatch::detail::opArg;
using kmatch::detail::valueArg;

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

bool kmatch::indexingMatchesEinsum(Operation *op, StringRef spec,
                                   bool upToTranspose) {
  if (!parseEinsum(spec))
    return false;
  return succeeded(matchEinsum(op, spec, upToTranspose));
}

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
        if (succeeded(matchEinsum(op, spec.getValue(), false)))
          return success();
        setRejectionReason("indexing maps and iterators are not " +
                           spec.getValue());
        return failure();
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
        if (succeeded(matchEinsum(op, spec.getValue(), true)))
          return success();
        setRejectionReason("indexing maps and iterators are not " +
                           spec.getValue() + " (up to transposes)");
        return failure();
      });

  lib.addConstraint(
      "IndexingIsElementwise",
      "(op) every loop is parallel and every operand is indexed by the "
      "identity map (an elementwise op of any rank)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        auto op = dyn_cast_or_null<linalg::LinalgOp>(opArg(args, 0));
        if (!op) {
          setRejectionReason("not a linalg op");
          return failure();
        }
        if (op.getNumParallelLoops() != op.getNumLoops()) {
          setRejectionReason("has " + Twine(op.getNumReductionLoops()) +
                             " reduction loops, expected none");
          return failure();
        }
        for (OpOperand &operand : op->getOpOperands()) {
          auto shaped = dyn_cast<ShapedType>(operand.get().getType());
          if (shaped && shaped.hasRank() &&
              shaped.getRank() == op.getNumLoops() &&
              op.getMatchingIndexingMap(&operand).isIdentity())
            continue;
          std::string map;
          if (shaped)
            llvm::raw_string_ostream(map)
                << op.getMatchingIndexingMap(&operand);
          setRejectionReason(
              "operand #" + Twine(operand.getOperandNumber()) +
              (shaped ? " is indexed by " + map + ", not the identity"
                      : Twine(" is not shaped")));
          return failure();
        }
        return success();
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
          if (common && t != common) {
            std::string text;
            llvm::raw_string_ostream os(text);
            os << "mixed element types " << common << " and " << t;
            setRejectionReason(text);
            return failure();
          }
          common = t;
        }
        if (llvm::any_of(allowed, [&](Attribute a) {
              auto typeAttr = dyn_cast<TypeAttr>(a);
              return typeAttr && typeAttr.getValue() == common;
            }))
          return success();
        std::string text;
        llvm::raw_string_ostream os(text);
        os << "element type " << common << " is not one of " << allowed;
        setRejectionReason(text);
        return failure();
      });

  lib.addConstraint(
      "BodyMatches",
      "(op, spec) the body yields a sum of products given by spec, e.g. "
      "\"out + $alpha*in0*in1\"; $name is a product of zero or more "
      "loop-invariant scalars, equal wherever the same name appears",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        auto spec = dyn_cast_or_null<StringAttr>(attrArg(args, 1));
        if (!op || !spec)
          return failure();
        if (matchBody(op, spec.getValue()))
          return success();
        setRejectionReason("body is " + describeBody(op) + ", expected " +
                           spec.getValue());
        return failure();
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
            if (mayOverlap(init.get(), input->get())) {
              setRejectionReason("output may share memory with input #" +
                                 Twine(input->getOperandNumber()));
              return failure();
            }
        return success();
      });

  lib.addConstraint("SameScalar",
                    "(a, b) the same SSA value or equal constants",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value a = valueArg(args, 0), b = valueArg(args, 1);
                      return success(a && b && kmatch::detail::sameScalar(a, b));
                    });

  lib.addConstraint(
      "SameScalarType",
      "(a, b) a and b are float scalars (not shaped) of one type: what "
      "MultiplyScalars multiplies",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Value a = valueArg(args, 0), b = valueArg(args, 1);
        if (a && b && isa<FloatType>(a.getType()) && a.getType() == b.getType())
          return success();
        setRejectionReason("not float scalars of one type");
        return failure();
      });

  lib.addConstraint("SameValue", "(a, b) both are the same SSA value",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value a = valueArg(args, 0), b = valueArg(args, 1);
                      return success(a && a == b);
                    });

  lib.addConstraint(
      "SameBuffer",
      "(a, b) a and b provably denote the same memory: the same value, or "
      "identical views of one source",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Value a = valueArg(args, 0), b = valueArg(args, 1);
        return success(a && b && sameBuffer(a, b));
      });

  lib.addConstraint(
      "NothingTouchesBetween",
      "(first, second, buffer) first precedes second in one block and no op "
      "in between may read or write the memref `buffer`",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *first = opArg(args, 0), *second = opArg(args, 1);
        Value buffer = valueArg(args, 2);
        if (first && second && buffer && isa<MemRefType>(buffer.getType()) &&
            nothingTouchesBetween(first, second, buffer))
          return success();
        setRejectionReason("another op may access the buffer in between");
        return failure();
      });

  lib.addConstraint(
      "NothingInterferesBetween",
      "(first, second) first precedes second in one block and no op in "
      "between writes memory either reads, or reads or writes memory either "
      "writes (through views and aliases; unknown effects conflict): the two "
      "may be merged into one statement at either position",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *first = opArg(args, 0), *second = opArg(args, 1);
        std::string why;
        if (first && second && canMergeAcross(first, second, &why))
          return success();
        setRejectionReason(why.empty() ? "not two ops" : why);
        return failure();
      });

  lib.addConstraint(
      "LeadingDimsCollapsible",
      "(v, n) v is a memref whose first n dims memref.collapse_shape can merge "
      "(contiguous in those dims)",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Value v = valueArg(args, 0);
        auto n = dyn_cast_or_null<IntegerAttr>(attrArg(args, 1));
        if (v && n && leadingDimsCollapsible(v, n.getInt()))
          return success();
        setRejectionReason("leading dims are not collapsible (not a memref, "
                           "or not contiguous)");
        return failure();
      });

  lib.addConstraint(
      "IsFloatConstant",
      "(v, value) v is an arith.constant equal to the float `value`",
      [](PatternRewriter &, PDLResultList &, ArrayRef<PDLValue> args) {
        Value v = valueArg(args, 0);
        auto want = dyn_cast_or_null<FloatAttr>(attrArg(args, 1));
        std::optional<double> got = v ? floatConstant(v) : std::nullopt;
        if (want && got && *got == want.getValueAsDouble())
          return success();
        if (want && got)
          setRejectionReason("the constant is " + shortFloat(*got) +
                             ", expected " +
                             shortFloat(want.getValueAsDouble()));
        else
          setRejectionReason("not a float constant");
        return failure();
      });

  lib.addConstraint("IsZeroConstant",
                    "(v) v is a constant 0 (float +0.0, not -0.0, or integer)",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value v = valueArg(args, 0);
                      return success(v && isZeroScalar(v));
                    });

  lib.addConstraint("HasOneUse", "(v) v has exactly one use",
                    [](PatternRewriter &, PDLResultList &,
                       ArrayRef<PDLValue> args) {
                      Value v = valueArg(args, 0);
                      if (v && v.hasOneUse())
                        return success();
                      if (v)
                        setRejectionReason(describeUses(v));
                      return failure();
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
      "(op, spec, name) -> s: materializes the scale `$name` of a body "
      "accepted by BodyMatches(op, spec) before op (1.0 when it is empty)",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        auto spec = dyn_cast_or_null<StringAttr>(attrArg(args, 1));
        auto name = dyn_cast_or_null<StringAttr>(attrArg(args, 2));
        std::optional<BodyMatch> body =
            op && spec && name ? matchBody(op, spec.getValue()) : std::nullopt;
        if (!body)
          return failure();
        auto it = body->scales.find(name.getValue());
        ArrayRef<Value> scalars =
            it == body->scales.end() ? ArrayRef<Value>() : it->second;
        results.push_back(
            materializeScale(rewriter, op, scalars, outputElementType(op)));
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
      "MultiplyScalars",
      "(a, b) -> a*b for float scalars accepted by SameScalarType: an "
      "arith.mulf before the root, or a or b alone when the other is the "
      "constant 1",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Value a = valueArg(args, 0), b = valueArg(args, 1);
        assert(a && b && isa<FloatType>(a.getType()) &&
               a.getType() == b.getType() &&
               "MultiplyScalars without SameScalarType");
        if (!a || !b || a.getType() != b.getType())
          return failure();
        if (floatConstant(a) == 1.0)
          results.push_back(b);
        else if (floatConstant(b) == 1.0)
          results.push_back(a);
        else
          results.push_back(
              arith::MulFOp::create(rewriter, a.getLoc(), a, b).getResult());
        return success();
      });

  lib.addRewrite(
      "SetOperand",
      "(op, index, value) replaces operand `index` of op with `value`",
      [](PatternRewriter &rewriter, PDLResultList &, ArrayRef<PDLValue> args) {
        Operation *op = opArg(args, 0);
        auto index = dyn_cast_or_null<IntegerAttr>(attrArg(args, 1));
        Value v = valueArg(args, 2);
        if (!op || !index || !v || index.getInt() < 0 ||
            index.getInt() >= op->getNumOperands())
          return failure();
        rewriter.modifyOpInPlace(
            op, [&] { op->setOperand(index.getInt(), v); });
        return success();
      });

  lib.addRewrite(
      "CollapseLeadingDims",
      "(v, n) -> memref.collapse_shape of v merging its first n dims",
      [](PatternRewriter &rewriter, PDLResultList &results,
         ArrayRef<PDLValue> args) {
        Value v = valueArg(args, 0);
        auto n = dyn_cast_or_null<IntegerAttr>(attrArg(args, 1));
        if (!v || !n || !leadingDimsCollapsible(v, n.getInt()))
          return failure();
        auto type = cast<MemRefType>(v.getType());
        SmallVector<ReassociationIndices> groups;
        ReassociationIndices first;
        for (int64_t d = 0; d < n.getInt(); ++d)
          first.push_back(d);
        groups.push_back(first);
        for (int64_t d = n.getInt(); d < type.getRank(); ++d)
          groups.push_back({d});
        results.push_back(
            memref::CollapseShapeOp::create(rewriter, v.getLoc(), v, groups)
                .getResult());
        return success();
      });

  NativeArgValidator einsum = stringSpecValidator(
      [](StringRef spec) { return parseEinsum(spec).has_value(); },
      "an einsum spec such as \"A(mk), B(kn) -> C(mn)\"");
  NativeArgValidator body = stringSpecValidator(
      [](StringRef spec) { return parseBodySpec(spec).has_value(); },
      "a body spec such as \"out + $alpha*in0*in1\"");
  for (StringRef name : {"IndexingMatchesEinsum",
                         "IndexingMatchesEinsumUpToTranspose",
                         "EinsumTransposes"})
    lib.addValidator(name, 1, einsum);
  for (StringRef name : {"BodyMatches", "BodyScale"})
    lib.addValidator(name, 1, body);

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

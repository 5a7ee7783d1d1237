//===- Einsum.cpp - Einsum-style indexing natives ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Natives that recognize a linalg op's indexing maps and iterators from an
// einsum spec ("A(mk), B(kn) -> C(mn)"), up to renaming loops and, where
// asked, transposing operands; and elementwise indexing.
//
//===----------------------------------------------------------------------===//
#include "Helpers.h"
#include "kmatch/Templates/NativeLibrary.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"

#include <array>

using namespace mlir;
using namespace kmatch;
using kmatch::detail::isLastTwoDimsTranspose;
using kmatch::detail::isIdentityUpToUnitDims;
using kmatch::detail::yieldsFirstInput;

namespace {
/// One operand of a spec such as "A(mk), B(kn) -> C(mn)".
struct SpecOperand {
  std::string name;
  std::string letters;
};
struct EinsumSpec {
  SmallVector<SpecOperand> ins;
  SpecOperand out;
  /// The inputs, then the output: one per operand of the op.
  SmallVector<SpecOperand> operands;
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
  if (operand.name.empty() || !llvm::all_of(operand.letters, [](char c) {
        return llvm::isAlpha(c) || c == '1';
      }))
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
  // A broadcast dim ('1') is an input's: the output is written everywhere.
  if (!out || StringRef(out->letters).contains('1'))
    return std::nullopt;
  spec.out = *out;
  spec.operands = spec.ins;
  spec.operands.push_back(spec.out);
  return spec;
}

/// The parse of `text` (parseEinsum), remembered for the thread: templates
/// pass a few constant specs that are matched against many ops. nullptr for
/// a malformed spec. The spec lives as long as the thread.
static const EinsumSpec *cachedEinsum(StringRef text) {
  const std::optional<EinsumSpec> &parsed =
      kmatch::detail::oncePerThread<std::optional<EinsumSpec>>(
          text, [](StringRef t) { return parseEinsum(t); });
  return parsed ? &*parsed : nullptr;
}

/// Whether operand `operand` of `op` is statically of size 1 in dim `pos`.
static bool isStaticUnitDim(linalg::LinalgOp op, unsigned operand,
                            unsigned pos) {
  auto shaped = dyn_cast<ShapedType>(op->getOperand(operand).getType());
  return shaped && shaped.hasRank() && pos < shaped.getRank() &&
         shaped.getDimSize(pos) == 1;
}

/// Tries to bind spec letters to loop dims so that every operand's indexing
/// map is its letters (reversed in the last two positions when the bit for
/// that operand is set in `transposeMask`). Returns true on success.
///
/// A map result `0` stands for its letter when the operand's dim and that
/// letter's loop both have static size 1 (torch-mlir's broadcast maps at
/// batch 1, `(d0, d1) -> (0, d1)`): index 0 is then the loop's only value.
/// A `1` in an input's letters is a broadcast dim: the map result is the
/// constant 0 and the operand's dim has static size 1, whatever the loops
/// (a squeeze-excitation scale `S(nc11)` read along H and W).
static bool bindLetters(linalg::LinalgOp op, ArrayRef<AffineMap> maps,
                        ArrayRef<SpecOperand> operands,
                        unsigned transposeMask) {
  // Letter -> loop and loop -> letter, -1 / 0 where unbound. Letters are
  // ASCII (parseSpecOperand); a bound loop is below the map's dim count.
  unsigned numLoops = op.getNumLoops();
  std::array<int, 128> letterToDim;
  letterToDim.fill(-1);
  SmallVector<char, 8> dimToLetter(numLoops, 0);
  unsigned bound = 0;
  SmallVector<char, 4> unitLetters;
  for (auto [idx, spec] : llvm::enumerate(operands)) {
    const std::string &letters = spec.letters;
    size_t n = letters.size();
    AffineMap map = maps[idx];
    if (map.getNumResults() != n)
      return false;
    bool swapLast = transposeMask & (1u << idx);
    for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
      // The letter at `pos`, the last two swapped for a transposed operand.
      size_t at = pos;
      if (swapLast && pos + 2 >= n)
        at = pos == n - 1 ? n - 2 : n - 1;
      char letter = letters[at];
      auto constant = dyn_cast<AffineConstantExpr>(expr);
      bool zeroOfUnitDim =
          constant && constant.getValue() == 0 && isStaticUnitDim(op, idx, pos);
      if (letter == '1') {
        if (!zeroOfUnitDim)
          return false;
        continue;
      }
      if (zeroOfUnitDim) {
        unitLetters.push_back(letter);
        continue;
      }
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim || dim.getPosition() >= numLoops ||
          static_cast<unsigned char>(letter) >= letterToDim.size())
        return false;
      unsigned d = dim.getPosition();
      int &l2d = letterToDim[static_cast<unsigned char>(letter)];
      if ((l2d >= 0 && l2d != static_cast<int>(d)) ||
          (dimToLetter[d] && dimToLetter[d] != letter))
        return false;
      if (!dimToLetter[d])
        ++bound;
      l2d = d;
      dimToLetter[d] = letter;
    }
  }
  if (bound != numLoops)
    return false;
  // The loop ranges cost a composition of every map: only for unit letters.
  SmallVector<int64_t> ranges;
  if (!unitLetters.empty())
    ranges = op.getStaticLoopRanges();
  for (char letter : unitLetters) {
    int d = letterToDim[static_cast<unsigned char>(letter)];
    if (d < 0 || ranges[d] != 1)
      return false;
  }
  // Output letters are parallel loops; all others are reductions.
  const std::string &outLetters = operands.back().letters;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [dim, letter] : llvm::enumerate(dimToLetter)) {
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
static FailureOr<SmallVector<bool>>
matchEinsum(Operation *operation, StringRef specText, bool allowTranspose) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op)
    return failure();
  const EinsumSpec *spec = cachedEinsum(specText);
  if (!spec) {
    operation->emitError("kmatch: malformed indexing spec '")
        << specText << "' (expected e.g. \"A(mk), B(kn) -> C(mn)\")";
    return failure();
  }
  if (kmatch::detail::numDpsInits(operation) != 1 ||
      kmatch::detail::numDpsInputs(operation) !=
          static_cast<int64_t>(spec->ins.size()))
    return failure();
  ArrayRef<SpecOperand> operands = spec->operands;
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
  SmallVector<unsigned, 8> masks;
  for (unsigned mask = 0; mask < (1u << operands.size()); ++mask)
    if ((mask & ~transposable) == 0)
      masks.push_back(mask);
  llvm::stable_sort(masks, [](unsigned a, unsigned b) {
    return llvm::popcount(a) < llvm::popcount(b);
  });
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (unsigned mask : masks) {
    if (!bindLetters(op, maps, operands, mask))
      continue;
    SmallVector<bool> transposed;
    for (unsigned i = 0; i < operands.size(); ++i)
      transposed.push_back(mask & (1u << i));
    return transposed;
  }
  return failure();
}

/// Whether `map` is `(d0, .., dn-1) -> (d0, .., dn-2, 0)` on an operand whose
/// last dim is static 1 (a keepdim reduction result read or written along
/// rows), the leading results following isIdentityUpToUnitDims.
static bool isLastDimKeepdim(AffineMap map, ShapedType operand,
                             ArrayRef<int64_t> loopRanges) {
  unsigned n = map.getNumDims();
  if (n == 0 || map.getNumResults() != n || !operand.hasRank() ||
      operand.getRank() != n || operand.getDimSize(n - 1) != 1)
    return false;
  auto last = dyn_cast<AffineConstantExpr>(map.getResult(n - 1));
  if (!last || last.getValue() != 0)
    return false;
  return isIdentityUpToUnitDims(
      AffineMap::get(n - 1, 0, map.getResults().drop_back(), map.getContext()),
      operand, loopRanges);
}

/// Whether `map` is `(d0, .., dn-1) -> (d0, .., dn-2)` on an operand of rank
/// n-1 (a row value without the keepdim unit dim, as raised loops write
/// `m[i]`), the results following isIdentityUpToUnitDims.
static bool isLastDimDropped(AffineMap map, ShapedType operand,
                             ArrayRef<int64_t> loopRanges) {
  unsigned n = map.getNumDims();
  if (n == 0 || map.getNumResults() != n - 1 || !operand.hasRank() ||
      operand.getRank() != n - 1)
    return false;
  // The results may name only the first n-1 loops.
  for (AffineExpr expr : map.getResults())
    if (!isa<AffineConstantExpr>(expr) &&
        (!isa<AffineDimExpr>(expr) ||
         cast<AffineDimExpr>(expr).getPosition() >= n - 1))
      return false;
  return isIdentityUpToUnitDims(
      AffineMap::get(n - 1, 0, map.getResults(), map.getContext()), operand,
      loopRanges);
}

/// Names operand `operand` of `op` and its map for a rejection reason.
static void rejectOperandMap(linalg::LinalgOp op, OpOperand &operand,
                             StringRef expected) {
  if (!rejectionReasonWanted())
    return;
  std::string map;
  llvm::raw_string_ostream(map) << op.getMatchingIndexingMap(&operand);
  setRejectionReason("operand #" + Twine(operand.getOperandNumber()) +
                     " is indexed by " + map + ", expected " + expected);
}

/// Whether `op` is a keepdim reduction over its last loop, or (`reduce`
/// false) an all-parallel op broadcasting keepdim rows: in0 and the init by
/// the identity, the other inputs (reduce false) by the keepdim map, the init
/// (reduce true) by the keepdim map. A row value may also drop the unit dim
/// (rank n-1, indexed (d0, .., dn-2)).
static LogicalResult checkLastDimKeepdim(Operation *operation, bool reduce,
                                         int64_t numInits = 1,
                                         bool copy = false) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  bool ranked = op && llvm::all_of(op->getOpOperands(), [](OpOperand &o) {
                  auto shaped = dyn_cast<ShapedType>(o.get().getType());
                  return shaped && shaped.hasRank();
                });
  if (!ranked || kmatch::detail::numDpsInits(op) != numInits ||
      op.getNumLoops() == 0) {
    setRejectionReason(numInits == 1
                           ? "not a one-output linalg op on ranked operands"
                           : "not a two-output linalg op on ranked operands");
    return failure();
  }
  unsigned n = op.getNumLoops();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned i = 0; i < n; ++i) {
    bool wantReduction = reduce && i == n - 1;
    if ((iterators[i] == utils::IteratorType::reduction) != wantReduction) {
      setRejectionReason(reduce ? "iterators are not parallel with the last "
                                  "one a reduction"
                                : "has a reduction loop, expected none");
      return failure();
    }
  }
  // The inits (counted above) are the last operands.
  int64_t numInputs = kmatch::detail::numDpsInputs(op);
  if (reduce && numInputs != 1) {
    setRejectionReason("a row reduction reads one input");
    return failure();
  }
  if (!reduce && numInputs < 1) {
    setRejectionReason("a row broadcast reads one or more inputs");
    return failure();
  }
  if (copy && numInputs != 1) {
    setRejectionReason("a row copy reads one input");
    return failure();
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = cast<ShapedType>(operand.get().getType());
    AffineMap map = op.getMatchingIndexingMap(&operand);
    bool isInit = operand.getOperandNumber() >= numInputs;
    bool keepdim =
        reduce ? isInit : !isInit && (copy || operand.getOperandNumber() != 0);
    if (keepdim ? isLastDimKeepdim(map, shaped, ranges) ||
                      isLastDimDropped(map, shaped, ranges)
                : shaped.getRank() == op.getNumLoops() &&
                      isIdentityUpToUnitDims(map, shaped, ranges))
      continue;
    rejectOperandMap(op, operand,
                     keepdim ? "(d0, .., dn-2, 0) on a last dim of size 1, or "
                               "(d0, .., dn-2) on a row of rank n-1"
                             : "the identity");
    return failure();
  }
  return success();
}

/// Whether `op` is all parallel, with in0 and the init by the identity and
/// in1 a vector along the last loop, indexed by (dn-1): a layer norm's gamma
/// or beta applied to its rows, at any rank.
static LogicalResult checkLastDimVector(Operation *operation) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op || kmatch::detail::numDpsInits(op) != 1 ||
      kmatch::detail::numDpsInputs(op) != 2 || op.getNumLoops() == 0 ||
      op.getNumReductionLoops() != 0) {
    setRejectionReason("not an all-parallel linalg op with two inputs and one "
                       "output");
    return failure();
  }
  unsigned n = op.getNumLoops();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    AffineMap map = op.getMatchingIndexingMap(&operand);
    bool vector = operand.getOperandNumber() == 1;
    bool ok = false;
    if (shaped && shaped.hasRank() && vector)
      ok = shaped.getRank() == 1 && map.getNumResults() == 1 &&
           map.getResult(0) == getAffineDimExpr(n - 1, map.getContext());
    else if (shaped && shaped.hasRank())
      ok = shaped.getRank() == n && isIdentityUpToUnitDims(map, shaped, ranges);
    if (ok)
      continue;
    rejectOperandMap(op, operand,
                     vector ? "(dn-1) on a vector" : "the identity");
    return failure();
  }
  return success();
}

/// For a linalg.generic that only copies its one input into its one init
/// with the indices permuted (a transpose written as a generic: older
/// torch-mlir's Linear weights, TF's activation permutes), the permutation
/// of the linalg.transpose that computes the same: output dim i is input dim
/// perm[i]. The body must yield the input element itself (no type change),
/// both maps must be permutations, not the same one (that is a copy), and
/// the static sizes must agree.
static std::optional<SmallVector<int64_t>> transposeOfGeneric(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return std::nullopt;
  if (!yieldsFirstInput(generic))
    return std::nullopt;
  OpOperand *in = generic.getDpsInputOperand(0);
  OpOperand *out = generic.getDpsInitOperand(0);
  auto inType = dyn_cast<ShapedType>(in->get().getType());
  auto outType = dyn_cast<ShapedType>(out->get().getType());
  if (!inType || !outType || !inType.hasRank() || !outType.hasRank() ||
      inType.getElementType() != outType.getElementType() ||
      inType.getRank() != outType.getRank() || inType.getRank() < 2)
    return std::nullopt;
  AffineMap inMap = generic.getMatchingIndexingMap(in);
  AffineMap outMap = generic.getMatchingIndexingMap(out);
  if (!inMap.isPermutation() || !outMap.isPermutation())
    return std::nullopt;
  // Output dim i is loop outMap(i); input dim j is loop inMap(j).
  int64_t rank = inType.getRank();
  SmallVector<int64_t> perm(rank);
  for (int64_t i = 0; i < rank; ++i) {
    unsigned loop = outMap.getDimPosition(i);
    std::optional<unsigned> j =
        inMap.getResultPosition(getAffineDimExpr(loop, generic.getContext()));
    if (!j)
      return std::nullopt;
    perm[i] = *j;
    int64_t a = outType.getDimSize(i), b = inType.getDimSize(*j);
    if (!ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b)
      return std::nullopt;
  }
  // The identity is a copy, not a transpose.
  if (llvm::equal(perm, llvm::seq<int64_t>(0, rank)))
    return std::nullopt;
  return perm;
}

static DictionaryAttr transposeParams(MLIRContext *ctx, StringRef specText,
                                      ArrayRef<bool> transposed) {
  const EinsumSpec *spec = cachedEinsum(specText);
  SmallVector<NamedAttribute> attrs;
  for (auto [operand, t] : llvm::zip(spec->operands, transposed)) {
    if (operand.letters.size() < 2)
      continue;
    attrs.emplace_back(StringAttr::get(ctx, "trans" + operand.name),
                       BoolAttr::get(ctx, t));
  }
  return DictionaryAttr::get(ctx, attrs);
}

/// The structure an einsum spec requires: an index only on the inputs makes
/// a contraction, none an elementwise op.
static LoopStructure einsumStructure(ArrayRef<Attribute> args) {
  auto spec =
      args.empty() ? StringAttr() : dyn_cast_or_null<StringAttr>(args[0]);
  if (!spec)
    return LoopStructure::Unknown;
  auto [ins, out] = spec.getValue().split("->");
  auto indices = [](StringRef side) {
    llvm::SmallSet<char, 8> set;
    bool inside = false;
    for (char c : side) {
      if (c == '(' || c == ')')
        inside = c == '(';
      else if (inside && llvm::isAlpha(c))
        set.insert(c);
    }
    return set;
  };
  llvm::SmallSet<char, 8> outIndices = indices(out);
  for (char c : indices(ins))
    if (!outIndices.contains(c))
      return LoopStructure::Contraction;
  return LoopStructure::Elementwise;
}

bool kmatch::indexingMatchesEinsum(Operation *op, StringRef spec,
                                   bool upToTranspose) {
  if (!cachedEinsum(spec))
    return false;
  return succeeded(matchEinsum(op, spec, upToTranspose));
}

//===----------------------------------------------------------------------===//
// The natives, in registration order. Each one's contract is its declaration
// in patterns/include/kmatch/Natives.pdll.
//===----------------------------------------------------------------------===//

static LogicalResult
indexingMatchesEinsumNative(PatternRewriter &, Operation *op, StringAttr spec) {
  if (succeeded(matchEinsum(op, spec.getValue(), false)))
    return success();
  setRejectionReason("indexing maps and iterators are not " + spec.getValue());
  return failure();
}

static LogicalResult indexingMatchesEinsumUpToTranspose(PatternRewriter &,
                                                        Operation *op,
                                                        StringAttr spec) {
  if (succeeded(matchEinsum(op, spec.getValue(), true)))
    return success();
  setRejectionReason("indexing maps and iterators are not " + spec.getValue() +
                     " (up to transposes)");
  return failure();
}

/// Whether every operand of the linalg op `operation` but operand #skip
/// (none when skip < 0) is indexed by the identity (up to unit dims) and
/// every loop is parallel; sets the rejection reason when not.
static LogicalResult checkElementwise(Operation *operation, int64_t skip) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op) {
    setRejectionReason("not a linalg op");
    return failure();
  }
  if (op.getNumParallelLoops() != op.getNumLoops()) {
    setRejectionReason("has " + Twine(op.getNumReductionLoops()) +
                       " reduction loops, expected none");
    return failure();
  }
  // The loop ranges matter only for a map with a constant result.
  std::optional<SmallVector<int64_t>> ranges;
  for (OpOperand &operand : op->getOpOperands()) {
    if (operand.getOperandNumber() == skip)
      continue;
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    if (shaped && shaped.hasRank() && shaped.getRank() == op.getNumLoops()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      if (map.isIdentity())
        continue;
      if (!ranges)
        ranges = op.getStaticLoopRanges();
      if (isIdentityUpToUnitDims(map, shaped, *ranges))
        continue;
    }
    if (!rejectionReasonWanted())
      return failure();
    std::string map;
    if (shaped)
      llvm::raw_string_ostream(map) << op.getMatchingIndexingMap(&operand);
    setRejectionReason("operand #" + Twine(operand.getOperandNumber()) +
                       (shaped ? " is indexed by " + map + ", not the identity"
                               : Twine(" is not shaped")));
    return failure();
  }
  return success();
}

static LogicalResult indexingIsElementwise(PatternRewriter &,
                                           Operation *operation) {
  return checkElementwise(operation, /*skip=*/-1);
}

static LogicalResult indexingIsElementwiseBut(PatternRewriter &,
                                              Operation *operation,
                                              IntegerAttr index) {
  auto op = dyn_cast<linalg::LinalgOp>(operation);
  if (!op || !index || index.getInt() < 0 ||
      index.getInt() >= op.getNumDpsInputs()) {
    setRejectionReason("not a linalg op with input #" +
                       Twine(index ? index.getInt() : -1));
    return failure();
  }
  if (failed(checkElementwise(operation, index.getInt())))
    return failure();
  OpOperand &operand = op->getOpOperand(index.getInt());
  AffineMap map = op.getMatchingIndexingMap(&operand);
  bool ok =
      kmatch::detail::broadcastUnitDims(
          map, dyn_cast<ShapedType>(operand.get().getType()), op.getNumLoops())
          .has_value();
  // An op that is elementwise after all (the dims read at 0 have one
  // iteration) is @add's.
  if (ok && succeeded(checkElementwise(operation, -1))) {
    setRejectionReason("elementwise: input #" + Twine(index.getInt()) +
                       " broadcasts nothing");
    return failure();
  }
  if (ok)
    return success();
  if (rejectionReasonWanted()) {
    std::string text;
    llvm::raw_string_ostream(text) << map;
    setRejectionReason("operand #" + Twine(index.getInt()) + " is indexed by " +
                       text +
                       ", not a broadcast (loop dims in order, some left out)");
  }
  return failure();
}

static LogicalResult indexingIsLastDimReduction(PatternRewriter &,
                                                Operation *op) {
  return checkLastDimKeepdim(op, /*reduce=*/true);
}

static LogicalResult indexingIsLastDimArgReduction(PatternRewriter &,
                                                   Operation *op) {
  return checkLastDimKeepdim(op, /*reduce=*/true, /*numInits=*/2);
}

static LogicalResult indexingIsLastDimBroadcast(PatternRewriter &,
                                                Operation *op) {
  return checkLastDimKeepdim(op, /*reduce=*/false);
}

static LogicalResult indexingIsLastDimRowCopy(PatternRewriter &,
                                              Operation *op) {
  return checkLastDimKeepdim(op, /*reduce=*/false, /*numInits=*/1,
                             /*copy=*/true);
}

static LogicalResult indexingIsLastDimVector(PatternRewriter &, Operation *op) {
  return checkLastDimVector(op);
}

static LogicalResult isLastTwoDimsTransposeNative(PatternRewriter &,
                                                  Operation *op) {
  if (isLastTwoDimsTranspose(op))
    return success();
  setRejectionReason("not a linalg.transpose of the last two dims");
  return failure();
}

static LogicalResult isTransposeGeneric(PatternRewriter &, Operation *op) {
  if (transposeOfGeneric(op))
    return success();
  setRejectionReason("not a copy with permuted indices");
  return failure();
}

static FailureOr<Operation *> asTranspose(PatternRewriter &rewriter,
                                          Operation *op) {
  std::optional<SmallVector<int64_t>> perm = transposeOfGeneric(op);
  if (!perm)
    return failure();
  auto generic = cast<linalg::GenericOp>(op);
  return linalg::TransposeOp::create(rewriter, op->getLoc(),
                                     generic.getDpsInputs()[0],
                                     generic.getDpsInits()[0], *perm)
      .getOperation();
}

static FailureOr<Attribute> einsumTransposes(PatternRewriter &rewriter,
                                             Operation *op, StringAttr spec) {
  FailureOr<SmallVector<bool>> transposed =
      matchEinsum(op, spec.getValue(), true);
  if (failed(transposed))
    return failure();
  return Attribute(
      transposeParams(rewriter.getContext(), spec.getValue(), *transposed));
}

void kmatch::registerEinsumNatives(NativeLibrary &lib) {
  lib.addConstraint("IndexingMatchesEinsum", indexingMatchesEinsumNative,
                    einsumStructure);

  lib.addConstraint("IndexingMatchesEinsumUpToTranspose",
                    indexingMatchesEinsumUpToTranspose, einsumStructure);

  lib.addConstraint("IndexingIsElementwise", indexingIsElementwise,
                    fixedStructure<LoopStructure::Elementwise>);
  lib.addConstraint("IndexingIsElementwiseBut", indexingIsElementwiseBut,
                    fixedStructure<LoopStructure::Elementwise>);

  lib.addConstraint("IndexingIsLastDimReduction", indexingIsLastDimReduction);
  lib.addConstraint("IndexingIsLastDimArgReduction",
                    indexingIsLastDimArgReduction);

  lib.addConstraint("IndexingIsLastDimBroadcast", indexingIsLastDimBroadcast);
  lib.addConstraint("IndexingIsLastDimRowCopy", indexingIsLastDimRowCopy);
  lib.addConstraint("IndexingIsLastDimVector", indexingIsLastDimVector);
  lib.addConstraint("IsLastTwoDimsTranspose", isLastTwoDimsTransposeNative);
  lib.addConstraint("IsTransposeGeneric", isTransposeGeneric);
  lib.addRewrite("AsTranspose", asTranspose);

  // PDL drops constraint results on the way to the rewrite when several
  // patterns share a matcher (LLVM 22), so parameters derived from a match
  // are recomputed by rewrites like this one.
  lib.addRewrite("EinsumTransposes", einsumTransposes);

  NativeArgValidator einsum = stringSpecValidator(
      [](StringRef spec) { return parseEinsum(spec).has_value(); },
      "an einsum spec such as \"A(mk), B(kn) -> C(mn)\"");
  for (StringRef name :
       {"IndexingMatchesEinsum", "IndexingMatchesEinsumUpToTranspose",
        "EinsumTransposes"})
    lib.addValidator(name, 1, einsum);
}

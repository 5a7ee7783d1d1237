//===- WhyNot.h - Why an op matched no template -----------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The closest-template ranking behind --kmatch-apply-templates' why-not
// remarks and report: each template kept on its own, the loop structure of
// ops and templates, and how far each template got on an unmatched op.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_WHYNOT_H
#define KMATCH_LIB_TEMPLATES_WHYNOT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "kmatch/Templates/NativeLibrary.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kmatch {

/// The loop structure of a linalg op, or what a template's shape checks
/// require of one (declared with each shape check in the native library).
/// Why-not reports compare an op only with templates of its structure.
using Structure = LoopStructure;

/// The name of `s` in reports ("elementwise", ...).
llvm::StringRef structureName(Structure s);

/// The structure of `op` (see Structure).
Structure opStructure(mlir::Operation *op);

/// One pattern of a template on its own (only for reports and remarks).
struct PatternInfo {
  std::string name;
  std::shared_ptr<mlir::FrozenRewritePatternSet> set;
  /// The ops the pattern matches besides its root (e.g. "kernel.launch"),
  /// to say what is missing when nothing on the op itself was rejected.
  llvm::SmallVector<std::string> otherOps;
  /// The op name its root must have, if it names one.
  std::optional<std::string> rootName;
  /// The checks it makes on its root op alone (the op and constants), in
  /// order: they can be run on an op whatever PDL matched around it.
  llvm::SmallVector<std::pair<std::string, llvm::SmallVector<mlir::Attribute>>>
      rootChecks;
};

/// One template file on its own (only for reports and remarks).
struct TemplateInfo {
  std::string name;
  /// Each pattern frozen on its own, so that a report names what failed in
  /// the pattern that came closest, not in whichever PDL tried first.
  std::vector<PatternInfo> patterns;
  /// The shape checks it makes on ops (einsum specs, IsConv2D, ...): the
  /// constraint name and its constant arguments after the op.
  llvm::SmallVector<std::pair<std::string, llvm::SmallVector<mlir::Attribute>>>
      shapeChecks;
  /// The structures of the kernels it recognizes: per pattern, the most
  /// specific structure its shape checks require (a pool pattern that also
  /// checks its elementwise divide is a convolution pattern).
  uint8_t kernelStructures = 0;
  /// The structures its patterns' root ops have (an epilogue pattern is
  /// rooted at an elementwise op, whatever kernel it fuses into).
  uint8_t rootStructures = 0;
};

/// How close one template came to matching an op.
struct Closeness {
  std::string name;
  unsigned passed = 0;
  bool shapeMatched = false; // an Indexing* constraint passed
  bool sameFamily = false;   // its kernels have the op's structure
  /// Every check on the op passed; a check on an op of the kernel that
  /// the pattern needs around it (not its shape) is what failed.
  bool onlyAround = false;
  /// What rejected it is a body check (BodyIs, BodyMatches, IsActivation):
  /// the op has the template's shape but computes something else.
  bool bodyMismatch = false;
  std::string constraint, reason;
};

/// `module`, one loaded template, on its own (see TemplateInfo).
TemplateInfo makeTemplateInfo(mlir::MLIRContext *ctx, llvm::StringRef file,
                              mlir::ModuleOp module);

/// The templates of `templates` that got furthest on `op`, best first, at
/// most three.
llvm::SmallVector<Closeness>
closestTemplates(llvm::ArrayRef<TemplateInfo> templates, mlir::Operation *op);

/// One line saying why no template of `templates` matched `op`.
std::string whyNot(llvm::ArrayRef<TemplateInfo> templates, mlir::Operation *op);

} // namespace kmatch

#endif // KMATCH_LIB_TEMPLATES_WHYNOT_H

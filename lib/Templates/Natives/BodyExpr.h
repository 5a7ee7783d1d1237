//===- BodyExpr.h - The language of body expressions ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The scalar expressions over a linalg body's block arguments that BodyIs,
// BodyMatches and the activation classifier are written in, and their one
// parser. Internal to lib/Templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_NATIVES_BODYEXPR_H
#define KMATCH_LIB_TEMPLATES_NATIVES_BODYEXPR_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace kmatch::detail {

/// A parsed body expression. Add and Mul are n-ary and match any association
/// and order of arith.addf / arith.mulf; Max and Min are commutative.
struct Expr {
  enum Kind {
    Add, Mul, Sub, Div, Neg, Max, Min, Call, Arg, Num, Scalar,
    Select, // select(cond, a, b): arith.select
    Cmp,    // ugt(a, b), olt(a, b), ...: arith.cmpf with exactly that predicate
  } kind;
  std::vector<Expr> ops;
  std::string name;      // Call: function; Cmp: predicate; Scalar: binding name
  bool constant = false; // Scalar written #name: must be a constant
  int arg = 0;           // Arg: input index, -1 for out
  double num = 0;        // Num
  bool approx = false;   // Num written ~x: equal within 1e-6 relative
};

/// Parses one expression: in0.., out, numbers (~x: approximately), $name (a
/// loop-invariant scalar), #name (a constant, or arith.truncf / arith.extf of
/// one, read as the casts round it), + - * / (unary -), parentheses and max
/// min sqrt rsqrt tanh erf exp log abs, pow(a, b) (math.powf, or math.fpowi
/// by an integer constant b), select(c, a, b) and the arith.cmpf
/// predicates as functions (ugt(a, b), oge(a, b), ...). max is arith.maximumf
/// or select(cmpf ugt); min is arith.minimumf or select(cmpf ult). Returns std::nullopt on a syntax error.
std::optional<Expr> parseBodyExpr(llvm::StringRef text);

/// The parse of `text` (parseBodyExpr), remembered for the thread: templates
/// pass a few constant specs that are matched against many ops. nullptr on a
/// syntax error. The Expr lives as long as the thread.
const Expr *cachedBodyExpr(llvm::StringRef text);

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVES_BODYEXPR_H

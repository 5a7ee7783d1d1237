//===- BodyExpr.cpp - The parser of body expressions ------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one parser of the body-expression language (BodyExpr.h).
//
//===----------------------------------------------------------------------===//
#include "BodyExpr.h"
#include "Helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/StringMap.h"

#include "llvm/ADT/STLExtras.h"

#include <cctype>

using namespace kmatch::detail;
using llvm::StringRef;

namespace {

class ExprParser {
public:
  explicit ExprParser(StringRef text) : s(text) {}

  std::optional<Expr> parse() {
    std::optional<Expr> e = sum();
    skip();
    if (!e || !s.empty())
      return std::nullopt;
    return e;
  }

private:
  StringRef s;

  void skip() { s = s.ltrim(); }
  bool eat(StringRef tok) {
    skip();
    return s.consume_front(tok);
  }

  std::optional<Expr> sum() {
    std::optional<Expr> lhs = product();
    if (!lhs)
      return std::nullopt;
    while (true) {
      if (eat("+")) {
        std::optional<Expr> rhs = product();
        if (!rhs)
          return std::nullopt;
        lhs = nary(Expr::Add, std::move(*lhs), std::move(*rhs));
      } else if (eat("-")) {
        std::optional<Expr> rhs = product();
        if (!rhs)
          return std::nullopt;
        Expr e{Expr::Sub, {std::move(*lhs), std::move(*rhs)}};
        lhs = std::move(e);
      } else {
        return lhs;
      }
    }
  }

  std::optional<Expr> product() {
    std::optional<Expr> lhs = unary();
    if (!lhs)
      return std::nullopt;
    while (true) {
      if (eat("*")) {
        std::optional<Expr> rhs = unary();
        if (!rhs)
          return std::nullopt;
        lhs = nary(Expr::Mul, std::move(*lhs), std::move(*rhs));
      } else if (eat("/")) {
        std::optional<Expr> rhs = unary();
        if (!rhs)
          return std::nullopt;
        Expr e{Expr::Div, {std::move(*lhs), std::move(*rhs)}};
        lhs = std::move(e);
      } else {
        return lhs;
      }
    }
  }

  static Expr nary(Expr::Kind kind, Expr lhs, Expr rhs) {
    Expr e{kind, {}};
    for (Expr *side : {&lhs, &rhs}) {
      if (side->kind == kind)
        for (Expr &o : side->ops)
          e.ops.push_back(std::move(o));
      else
        e.ops.push_back(std::move(*side));
    }
    return e;
  }

  std::optional<Expr> unary() {
    if (eat("-")) {
      std::optional<Expr> e = unary();
      if (!e)
        return std::nullopt;
      Expr n{Expr::Neg, {std::move(*e)}};
      return n;
    }
    return atom();
  }

  std::optional<Expr> atom() {
    skip();
    if (eat("(")) {
      std::optional<Expr> e = sum();
      if (!e || !eat(")"))
        return std::nullopt;
      return e;
    }
    bool isConstant = false;
    if (eat("$") || (isConstant = eat("#"))) {
      StringRef id =
          s.take_while([](char c) { return isalnum(c) || c == '_'; });
      if (id.empty())
        return std::nullopt;
      s = s.drop_front(id.size());
      Expr e{Expr::Scalar, {}};
      e.name = id.str();
      e.constant = isConstant;
      return e;
    }
    bool approx = eat("~");
    skip();
    if (!s.empty() && (isdigit(s.front()) || s.front() == '.')) {
      StringRef lit = s.take_while(
          [](char c) { return isdigit(c) || c == '.' || c == 'e'; });
      s = s.drop_front(lit.size());
      Expr e{Expr::Num, {}};
      if (lit.getAsDouble(e.num))
        return std::nullopt;
      e.approx = approx;
      return e;
    }
    if (approx)
      return std::nullopt;
    StringRef id = s.take_while([](char c) { return isalnum(c) || c == '_'; });
    if (id.empty())
      return std::nullopt;
    s = s.drop_front(id.size());
    if (id == "out") {
      Expr e{Expr::Arg, {}};
      e.arg = -1;
      return e;
    }
    if (id.starts_with("in")) {
      Expr e{Expr::Arg, {}};
      if (id.drop_front(2).getAsInteger(10, e.arg))
        return std::nullopt;
      return e;
    }
    static const char *const functions[] = {
        "max", "min", "sqrt", "rsqrt", "tanh", "erf",
        "exp", "log", "abs",  "pow",   "select"};
    bool isPredicate = mlir::arith::symbolizeCmpFPredicate(id).has_value() &&
                       id != "false" && id != "true";
    if ((!llvm::is_contained(functions, id) && !isPredicate) || !eat("("))
      return std::nullopt;
    Expr e{Expr::Call, {}};
    e.name = id.str();
    do {
      std::optional<Expr> a = sum();
      if (!a)
        return std::nullopt;
      e.ops.push_back(std::move(*a));
    } while (eat(","));
    if (!eat(")"))
      return std::nullopt;
    unsigned arity = (id == "max" || id == "min" || id == "pow" || isPredicate)
                         ? 2
                     : id == "select"                           ? 3
                                                                : 1;
    if (e.ops.size() != arity)
      return std::nullopt;
    if (isPredicate)
      e.kind = Expr::Cmp;
    if (id == "select")
      e.kind = Expr::Select;
    if (id == "max" || id == "min")
      e.kind = id == "max" ? Expr::Max : Expr::Min;
    return e;
  }
};

} // namespace

std::optional<Expr> kmatch::detail::parseBodyExpr(StringRef text) {
  return ExprParser(text).parse();
}

const Expr *kmatch::detail::cachedBodyExpr(StringRef text) {
  const std::optional<Expr> &parsed = oncePerThread<std::optional<Expr>>(
      text, [](StringRef t) { return parseBodyExpr(t); });
  return parsed ? &*parsed : nullptr;
}

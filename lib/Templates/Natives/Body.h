//===- Body.h - The body-expression matcher ---------------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// One language of scalar expressions over a linalg body's block arguments
// ("out + $alpha*in0*in1", "max(in0, 0)"), one parser, and the matchers that
// BodyIs, BodyMatches and the activation classifier share. Internal to
// lib/Templates.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_LIB_TEMPLATES_NATIVES_BODY_H
#define KMATCH_LIB_TEMPLATES_NATIVES_BODY_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace kmatch::detail {

/// Whether `spec` is one expression of the body language.
bool parsesAsBodyExpr(llvm::StringRef spec);

/// Matches the body of a one-output linalg op against the first alternative
/// (separated by |) of `spec` it computes, and returns the scalars bound to
/// $name and #name. On failure, sets `hint`, if given and known, to why.
std::optional<llvm::StringMap<mlir::Value>>
matchBodyIs(mlir::Operation *op, llvm::StringRef spec,
            std::string *hint = nullptr);

/// Whether the body of `op` applies an activation IsActivation accepts
/// (relu, clamp, GELU, ...; Dnn.cpp) to the expression `x` ("in0", ...),
/// as the activation templates would see it.
bool isActivationBody(mlir::Operation *op, llvm::StringRef x);

} // namespace kmatch::detail

#endif // KMATCH_LIB_TEMPLATES_NATIVES_BODY_H

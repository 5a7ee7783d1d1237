//===- RaiseLoops.h - What --kmatch-raise-loops leaves behind --*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one fact of --kmatch-raise-loops other passes read: the attribute on
// the outermost loop of a nest that stays a loop, with why. The templates'
// match report lists them (`loops_left`); lower-affine drops it with the
// loop.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_TRANSFORMS_RAISELOOPS_H
#define KMATCH_TRANSFORMS_RAISELOOPS_H

#include "llvm/ADT/StringRef.h"

namespace kmatch {

/// A StringAttr: why the nest at this affine.for stays a loop.
inline constexpr llvm::StringLiteral kStaysLoopAttr = "kmatch.stays_loop";

} // namespace kmatch

#endif // KMATCH_TRANSFORMS_RAISELOOPS_H

//===- copy.h - The copy kernel's checks and host loop --------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// copy: y = x element by element, x and y of one shape and any strides (a
// transpose: x is a permuted view of its input). Bits are copied, so NaN
// payloads and -0 stay as they are. The CPU shim uses the loop where oneDNN
// cannot take the strides, the CUDA shim as its host path. Library-free.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_COPY_H
#define KMATCH_RUNTIME_COMMON_COPY_H

#include "blas_checks.h"
#include "strided_walker.h"

#include <cstring>

namespace kmatch_rt {

/// copy: x and y of one shape; y either is exactly x (nothing to do) or
/// does not touch it (axpbyWalkers).
template <typename T>
bool copyWalkers(const char *kernel, const UnrankedMemRef *X,
                 const UnrankedMemRef *Y, StridedWalker &wx,
                 StridedWalker &wy) {
  return axpbyWalkers<T>(kernel, X, Y, wx, wy);
}

/// y = x, element by element, the bits of each.
template <typename T>
void copyHost(const StridedWalker &wx, const T *x, const StridedWalker &wy,
              T *y) {
  forEachInLockstep<2>({&wx, &wy}, [&](const std::array<intptr_t, 2> &o) {
    std::memcpy(&y[o[1]], &x[o[0]], sizeof(T));
  });
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_COPY_H

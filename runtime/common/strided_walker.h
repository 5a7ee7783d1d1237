//===- strided_walker.h - The one walk over strided memrefs -----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Every shim of both backends that visits the elements of a strided memref
// element by element (host loops, gathers into dense staging buffers and
// scatters back, lockstep elementwise kernels) walks it here: one walker,
// innermost dimension fastest, over a view's sizes and strides.
//
// Upstream's DynamicMemRefType (mlir/ExecutionEngine/CRunnerUtils.h) walks
// one ranked descriptor; the shims also walk logical (permuted) views of a
// descriptor and several views in lockstep, and the runtime includes no MLIR
// header, so this stays a small library-free walker.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_COMMON_STRIDED_WALKER_H
#define KMATCH_RUNTIME_COMMON_STRIDED_WALKER_H

#include "kmatch_rt.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace kmatch_rt {

/// Visits every element index of an N-D strided view as a linear offset
/// from its base pointer, innermost dimension fastest.
struct StridedWalker {
  int64_t rank;
  const intptr_t *sizes;
  const intptr_t *strides;
  intptr_t offset;

  /// The walk of an unranked memref, offsets from its aligned pointer.
  template <typename T> static StridedWalker of(const UnrankedMemRef &m) {
    auto *desc = static_cast<MemRef<T, 1> *>(m.descriptor);
    const intptr_t *base = desc->sizes;
    return {m.rank, base, base + m.rank, desc->offset};
  }
  intptr_t numElements() const {
    intptr_t n = 1;
    for (int64_t d = 0; d < rank; ++d)
      n *= sizes[d];
    return n;
  }
  bool sameShape(const StridedWalker &o) const {
    if (rank != o.rank)
      return false;
    for (int64_t d = 0; d < rank; ++d)
      if (sizes[d] != o.sizes[d])
        return false;
    return true;
  }
  /// Whether every dimension of more than one element has a positive stride
  /// (an empty view has no strides that matter).
  bool hasPositiveStrides() const {
    if (numElements() == 0)
      return true;
    for (int64_t d = 0; d < rank; ++d)
      if (sizes[d] > 1 && strides[d] <= 0)
        return false;
    return true;
  }
  /// Calls f(offset) for every element.
  template <typename F> void forEach(F &&f) const;
  /// [lowest, highest] linear offsets touched.
  std::pair<intptr_t, intptr_t> extent() const {
    intptr_t lo = offset, hi = offset;
    for (int64_t d = 0; d < rank; ++d) {
      if (sizes[d] == 0)
        return {offset, offset - 1};
      intptr_t s = (sizes[d] - 1) * strides[d];
      (s < 0 ? lo : hi) += s;
    }
    return {lo, hi};
  }
};

/// Walks N views of walks[0]'s shape in lockstep: calls f(offsets), with
/// offsets[k] the offset of the current element in walks[k]. The caller
/// checked that the shapes agree.
template <size_t N, typename F>
void forEachInLockstep(const std::array<const StridedWalker *, N> &walks,
                       F &&f) {
  const StridedWalker &first = *walks[0];
  intptr_t total = first.numElements();
  if (total == 0)
    return;
  std::array<intptr_t, N> offsets;
  if (first.rank == 0) {
    for (size_t k = 0; k < N; ++k)
      offsets[k] = walks[k]->offset;
    f(const_cast<const std::array<intptr_t, N> &>(offsets));
    return;
  }
  int64_t rank = first.rank;
  std::vector<intptr_t> idx(rank, 0);
  intptr_t inner = first.sizes[rank - 1];
  std::array<intptr_t, N> base, innerStride;
  for (size_t k = 0; k < N; ++k)
    innerStride[k] = walks[k]->strides[rank - 1];
  for (intptr_t done = 0; done < total; done += inner) {
    for (size_t k = 0; k < N; ++k) {
      base[k] = walks[k]->offset;
      for (int64_t d = 0; d + 1 < rank; ++d)
        base[k] += idx[d] * walks[k]->strides[d];
    }
    for (intptr_t i = 0; i < inner; ++i) {
      for (size_t k = 0; k < N; ++k)
        offsets[k] = base[k] + i * innerStride[k];
      f(const_cast<const std::array<intptr_t, N> &>(offsets));
    }
    for (int64_t d = rank - 2; d >= 0; --d) {
      if (++idx[d] < first.sizes[d])
        break;
      idx[d] = 0;
    }
  }
}

template <typename F> void StridedWalker::forEach(F &&f) const {
  forEachInLockstep<1>({this},
                       [&](const std::array<intptr_t, 1> &o) { f(o[0]); });
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_COMMON_STRIDED_WALKER_H

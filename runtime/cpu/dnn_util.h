//===- dnn_util.h - Cache keys of the CPU DNN shims' primitives -*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The cache keys of the oneDNN primitives the DNN shims prepare. The views,
// windows and checks of a launch are runtime/common/dnn_launches.h's (and
// dnn_checks.h's), shared with the CUDA shims. No oneDNN here.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CPU_DNN_UTIL_H
#define KMATCH_RUNTIME_CPU_DNN_UTIL_H

#include "../common/dnn_launches.h"

#include <cstdint>
#include <cstring>
#include <string>

namespace kmatch_rt {

/// The cache key of a prepared primitive: the raw bytes of everything that
/// determines it (shapes, strides, parameters), never data pointers.
class PlanKey {
public:
  explicit PlanKey(const char *kind) {
    // One allocation for the usual key (a convolution's is about 40 words).
    bytes.reserve(512);
    bytes = kind;
  }
  PlanKey &add(int64_t v) {
    bytes.append(reinterpret_cast<const char *>(&v), sizeof(v));
    return *this;
  }
  PlanKey &add(float v) {
    uint32_t bits;
    std::memcpy(&bits, &v, sizeof(bits));
    return add(static_cast<int64_t>(bits));
  }
  PlanKey &add(const TensorView &v) {
    add(static_cast<int64_t>(v.rank));
    for (int d = 0; d < v.rank; ++d)
      add(v.sizes[d]).add(v.strides[d]);
    return *this;
  }
  PlanKey &add(const StridedWalker &w) {
    add(static_cast<int64_t>(w.rank));
    for (int64_t d = 0; d < w.rank; ++d)
      add(static_cast<int64_t>(w.sizes[d]))
          .add(static_cast<int64_t>(w.strides[d]));
    return *this;
  }
  PlanKey &add(const Window &w) {
    add(static_cast<int64_t>(w.spatial));
    for (int i = 0; i < w.spatial; ++i)
      add(w.kernel[i])
          .add(w.stride[i])
          .add(w.dilation[i])
          .add(w.padLo[i])
          .add(w.padHi[i]);
    return *this;
  }
  const std::string &str() const { return bytes; }

private:
  std::string bytes;
};

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CPU_DNN_UTIL_H

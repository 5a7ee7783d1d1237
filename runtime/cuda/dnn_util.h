//===- dnn_util.h - cuDNN/cuBLASLt plumbing of the DNN shims ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// Error checking for cuDNN and cuBLASLt calls, the lazily created handles and
// workspace of the cached context, owning wrappers for library descriptors,
// and the mutex-guarded plan caches that let a repeated launch skip algorithm
// selection. The views and checks of a launch are runtime/common/
// dnn_checks.h's, shared with the CPU shims.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CUDA_DNN_UTIL_H
#define KMATCH_RUNTIME_CUDA_DNN_UTIL_H

#include "device_buffer.h"

#include <cublasLt.h>
#include <cudnn.h>

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace kmatch_rt {

/// Reports a failed cuDNN call (status name and cuDNN's last error message);
/// returns false on failure.
bool checkCudnn(cudnnStatus_t status, const char *kernel, const char *expr,
                const char *file, int line);

/// Creates the context's cuDNN handle (bound to the context stream) and
/// cuBLASLt handle on first use. The caller holds ctx.mutex.
bool ensureDnnHandles(CudaContext &ctx, const char *kernel);

/// Grows the context's device workspace to at least `bytes`. The caller holds
/// ctx.mutex and no work that uses the old workspace is in flight.
bool ensureWorkspace(CudaContext &ctx, const char *kernel, size_t bytes);

/// Whether every size fits the 32-bit int the legacy cuDNN API takes (sizes
/// and element counts alike); reports the first that does not.
inline bool fitsCudnnInt(const char *kernel, const intptr_t *sizes,
                         size_t count) {
  for (size_t i = 0; i < count; ++i) {
    if (sizes[i] <= INT_MAX)
      continue;
    kmatch_rt_error(kernel, "size %zd exceeds the 32-bit int range cuDNN takes",
                    sizes[i]);
    return false;
  }
  return true;
}

inline bool fitsCudnnInt(const char *kernel,
                         std::initializer_list<intptr_t> sizes) {
  return fitsCudnnInt(kernel, sizes.begin(), sizes.size());
}

/// A library descriptor destroyed on scope exit.
template <typename Handle, auto Destroy> struct Owned {
  Handle handle = nullptr;

  Owned() = default;
  Owned(const Owned &) = delete;
  Owned &operator=(const Owned &) = delete;
  ~Owned() {
    if (handle)
      Destroy(handle);
  }
};

using TensorDesc = Owned<cudnnTensorDescriptor_t, cudnnDestroyTensorDescriptor>;
using FilterDesc = Owned<cudnnFilterDescriptor_t, cudnnDestroyFilterDescriptor>;
using ConvDesc =
    Owned<cudnnConvolutionDescriptor_t, cudnnDestroyConvolutionDescriptor>;
using PoolDesc = Owned<cudnnPoolingDescriptor_t, cudnnDestroyPoolingDescriptor>;
using ActivationDesc =
    Owned<cudnnActivationDescriptor_t, cudnnDestroyActivationDescriptor>;
using MatmulDesc = Owned<cublasLtMatmulDesc_t, cublasLtMatmulDescDestroy>;
using MatrixLayout = Owned<cublasLtMatrixLayout_t, cublasLtMatrixLayoutDestroy>;
using MatmulPreference =
    Owned<cublasLtMatmulPreference_t, cublasLtMatmulPreferenceDestroy>;

/// Selected algorithms by problem key, shared by all threads.
template <typename Key, typename Plan> class PlanCache {
public:
  bool lookup(const Key &key, Plan &plan) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = plans.find(key);
    if (it == plans.end())
      return false;
    plan = it->second;
    return true;
  }
  void store(const Key &key, const Plan &plan) {
    std::lock_guard<std::mutex> lock(mutex);
    plans[key] = plan;
  }

private:
  std::mutex mutex;
  std::map<Key, Plan> plans;
};

/// Device copies of parameters a shim derives on the host (a filter packed
/// or scaled by a folded batch norm, a gathered bias), kept between launches
/// so that a chain of resident launches uploads them once. An entry is named
/// by the host address it was derived from and a role, and reused only while
/// its values equal the newly derived ones, compared bit for bit: a parameter
/// the program changes between launches is uploaded again. Entries beyond
/// kMaxBytes in all are dropped, least recently used first.
///
/// Not thread-safe: the caller holds ctx.mutex, and an entry stays in use by
/// the launch that got it until that launch synchronizes its stream.
class DeviceConstants {
public:
  static constexpr size_t kMaxBytes = size_t(512) << 20;

  /// The device copy of `values`, uploaded when no entry for (source, role)
  /// holds them; nullptr after a reported error.
  const float *get(const char *kernel, CudaContext &ctx, const void *source,
                   int role, const std::vector<float> &values);

  DeviceConstants() = default;
  DeviceConstants(const DeviceConstants &) = delete;
  DeviceConstants &operator=(const DeviceConstants &) = delete;
  ~DeviceConstants();

private:
  struct Entry {
    std::vector<float> values;
    void *dev = nullptr;
    uint64_t lastUse = 0;
  };
  void drop(std::map<std::pair<const void *, int>, Entry>::iterator it);

  std::map<std::pair<const void *, int>, Entry> entries;
  size_t bytes = 0;
  uint64_t clock = 0;
};

} // namespace kmatch_rt

/// Evaluates a cuDNN call; on failure reports the expression, the status name,
/// cuDNN's message and file:line, and evaluates to false.
#define KMATCH_CUDNN_OK(kernel, expr)                                          \
  ::kmatch_rt::checkCudnn((expr), (kernel), #expr, __FILE__, __LINE__)
/// cuBLASLt calls return cublasStatus_t: the cuBLAS check reports them.
#define KMATCH_CUBLASLT_OK(kernel, expr) KMATCH_CUBLAS_OK(kernel, expr)

#endif // KMATCH_RUNTIME_CUDA_DNN_UTIL_H

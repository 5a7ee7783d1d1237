//===- device_buffer.h - Device memory for the CUDA shims -------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What every CUDA shim needs to move host memrefs through cuBLAS: a device
// allocation freed on every path, strided host <-> dense device copies on the
// context stream (through its pinned staging buffer), a strided vector's
// device operand (DeviceVector), and the check that sizes fit cuBLAS's 32-bit
// int. copy1D and copy2D count every host <-> device copy (noteTransfer in
// residency.h).
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CUDA_DEVICE_BUFFER_H
#define KMATCH_RUNTIME_CUDA_DEVICE_BUFFER_H

#include "../common/matrix.h"
#include "cuda_context.h"
#include "residency.h"

#include <climits>
#include <initializer_list>

namespace kmatch_rt {

/// A device allocation freed on scope exit.
struct DeviceBuffer {
  void *ptr = nullptr;

  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() {
    if (ptr)
      cudaFree(ptr);
  }

  /// Allocates room for `count` elements of T (at least one byte, so that
  /// empty operands still get a valid pointer); reports on failure.
  template <typename T>
  bool allocate(const char *kernel, intptr_t count) {
    size_t bytes =
        sizeof(T) * static_cast<size_t>(std::max<intptr_t>(count, 1));
    return KMATCH_CUDA_OK(kernel, cudaMalloc(&ptr, bytes));
  }
  template <typename T>
  T *as() const {
    return static_cast<T *>(ptr);
  }
};

/// Copies a rows x cols row-major operand (leading dimension srcLd) to one with
/// leading dimension dstLd, host to device or back, on `stream`, through the
/// pinned staging buffer (copyHostDevice). Only the rows x cols elements are
/// written, never the gaps between rows.
template <typename T>
bool copy2D(const char *kernel, T *dst, intptr_t dstLd, const T *src,
            intptr_t srcLd, intptr_t rows, intptr_t cols, cudaMemcpyKind kind,
            cudaStream_t stream) {
  if (rows == 0 || cols == 0)
    return true;
  if (!copyHostDevice(kernel, dst, dstLd * sizeof(T), src, srcLd * sizeof(T),
                      cols * sizeof(T), rows, kind, stream))
    return false;
  noteTransfer(kernel, kind, sizeof(T) * rows * cols);
  return true;
}

/// Copies n contiguous elements, host to device or back, on `stream`, through
/// the pinned staging buffer (copyHostDevice).
template <typename T>
bool copy1D(const char *kernel, T *dst, const T *src, intptr_t n,
            cudaMemcpyKind kind, cudaStream_t stream) {
  if (n == 0)
    return true;
  size_t bytes = n * sizeof(T);
  if (!copyHostDevice(kernel, dst, bytes, src, bytes, bytes, 1, kind, stream))
    return false;
  noteTransfer(kernel, kind, sizeof(T) * n);
  return true;
}

/// Whether every size fits the 32-bit int cuBLAS takes; reports the first that
/// does not.
inline bool fitsCublasInt(const char *kernel,
                          std::initializer_list<intptr_t> sizes) {
  return fitsInt32(kernel, "cuBLAS", sizes);
}

/// A vector operand on the device: in place in its mirror (given where
/// blasTakesInPlace), or a dense device copy of the host vector, uploaded
/// when `upload`; a copy's result comes back through host.data, then
/// host.finish().
template <typename T>
struct DeviceVector {
  StagedVector<T> host;
  DeviceBuffer buffer;
  T *dev = nullptr;
  intptr_t inc = 1;

  bool place(const char *name, CudaContext *ctx, const DeviceOperand &op,
             const VectorView<T> &v, bool upload = true) {
    if (op.mirror) {
      dev = op.device(v.data);
      inc = v.n > 1 ? v.stride : 1;
      return fitsCublasInt(name, {inc});
    }
    host.build(v, /*inPlace=*/v.stride == 1, upload);
    if (!buffer.allocate<T>(name, v.n))
      return false;
    dev = buffer.as<T>();
    return !upload || copy1D(name, dev, host.data, v.n,
                             cudaMemcpyHostToDevice, ctx->stream);
  }
};

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CUDA_DEVICE_BUFFER_H

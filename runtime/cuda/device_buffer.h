//===- device_buffer.h - Device memory for the CUDA shims -------*- C++ -*-===//
//
// What every CUDA shim needs to move host memrefs through cuBLAS: a device
// allocation freed on every path, strided host <-> dense device copies on the
// context stream (through its pinned staging buffer), a contiguous host copy
// of a strided vector, and the check that sizes fit cuBLAS's 32-bit int. copy1D
// and copy2D count every host <-> device copy (noteTransfer in residency.h).
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

/// A strided host vector as one contiguous block: the view itself when it is
/// contiguous, else a dense copy that finish() writes back.
template <typename T>
struct HostVector {
  VectorView<T> view{};
  std::vector<T> storage;
  T *data = nullptr;

  void build(const VectorView<T> &v, bool copyValues = true) {
    view = v;
    if (v.stride == 1 || v.n <= 1) {
      data = v.data;
      return;
    }
    storage.resize(static_cast<size_t>(v.n));
    if (copyValues)
      for (intptr_t i = 0; i < v.n; ++i)
        storage[i] = v.at(i);
    data = storage.data();
  }
  /// Writes a staged copy back into the caller's vector.
  void finish() const {
    if (storage.empty())
      return;
    for (intptr_t i = 0; i < view.n; ++i)
      view.at(i) = storage[i];
  }
};

/// Whether every size fits the 32-bit int cuBLAS takes; reports the first that
/// does not.
inline bool fitsCublasInt(const char *kernel,
                          std::initializer_list<intptr_t> sizes) {
  return fitsInt32(kernel, "cuBLAS", sizes);
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CUDA_DEVICE_BUFFER_H

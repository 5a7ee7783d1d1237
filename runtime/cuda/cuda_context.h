//===- cuda_context.h - CUDA state of the kmatch runtime --------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Error checking for CUDA runtime and cuBLAS calls, and the lazily created,
// cached per-process context (device, stream, cuBLAS handle; the cuDNN and
// cuBLASLt handles and the DNN workspace, which the DNN shims create (runtime/cuda/dnn_context.h)
// on the first DNN launch so that the BLAS shims never load cuDNN), and the
// pinned host staging buffer every host <-> device copy goes through.
//
// Pinned staging: copyHostDevice copies host data through a page-locked
// buffer of the context (cudaHostAlloc), in chunks, on the context stream,
// instead of letting the driver stage pageable memory through its own small
// bounce buffer. The buffer grows on demand up to a cap (the smaller one is
// freed then) and is reused by every later copy; it is not freed at exit (the
// runtime is linked -z nodelete and must not free CUDA resources from static
// destructors: process exit reclaims it).
// Environment, read on the first copy:
//   KMATCH_CUDA_PINNED=0            no staging: copy from pageable memory
//                                   directly, as cudaMemcpyAsync does;
//   KMATCH_CUDA_STAGING_BYTES=N     the cap of the staging buffer in bytes
//                                   (default 64 MiB, 0: no staging); larger
//                                   copies go through in chunks.
// When cudaHostAlloc fails, copies silently go through whatever staging
// buffer exists, or directly when there is none.
//
// Thread safety: the context is created once (std::call_once) and may be used
// from any thread; a launch serializes on the context mutex, because a cuBLAS
// (or cuDNN, cuBLASLt) handle must not be used by two threads at once. The
// DNN members are created and grown only with the mutex held.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CUDA_CUDA_CONTEXT_H
#define KMATCH_RUNTIME_CUDA_CUDA_CONTEXT_H

#include "../common/kmatch_rt.h"
#include "../common/kmatch_rt_cpu.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <mutex>

// The handle types of cudnn.h and cublasLt.h, declared here so that the
// context does not pull in those headers.
struct cudnnContext;
struct cublasLtContext;

namespace kmatch_rt {

/// Reports a failed CUDA runtime call; returns false on failure.
bool checkCuda(cudaError_t status, const char *kernel, const char *expr,
               const char *file, int line);
/// Reports a failed cuBLAS call; returns false on failure.
bool checkCublas(cublasStatus_t status, const char *kernel, const char *expr,
                 const char *file, int line);

struct CudaContext {
  int device = -1;
  cudaStream_t stream = nullptr;
  cublasHandle_t cublas = nullptr;
  std::mutex mutex;
  // Created by the first DNN launch (ensureDnnHandles, dnn_util.h).
  cudnnContext *cudnn = nullptr;       // a cudnnHandle_t, on `stream`
  cublasLtContext *cublasLt = nullptr; // a cublasLtHandle_t
  /// Device scratch shared by the DNN launches, grown on demand, never shrunk.
  void *workspace = nullptr;
  size_t workspaceBytes = 0;
  /// Pinned host staging (copyHostDevice): `staging` holds `stagingBytes`,
  /// of which the first `stagingUsed` may still be read by queued
  /// host-to-device copies. Not freed at exit (see the file comment).
  void *staging = nullptr;
  size_t stagingBytes = 0;
  size_t stagingUsed = 0;
  /// The most bytes staging may hold; 0 turns it off. Set from the
  /// environment on the first copy (stagingConfigured).
  size_t stagingCap = 0;
  bool stagingConfigured = false;
  /// A cudaHostAlloc failed: staging does not grow any more.
  bool stagingGrowFailed = false;
};

/// Whether launches run on the CPU shims instead: KMATCH_CUDA_FALLBACK=cpu
/// and no usable GPU. Decided once per process.
bool useCpuFallback();

/// The process-wide context, or nullptr (after reporting why) when there is
/// no usable GPU.
CudaContext *getCudaContext(const char *kernel);

/// Copies `height` rows of `width` bytes, host to device or back, from rows
/// `spitch` bytes apart to rows `dpitch` bytes apart (height == 1: one
/// contiguous block), on `stream`; only those bytes are written. On the
/// context stream and with staging on, goes through the pinned staging buffer:
/// host-to-device copies are queued (the host bytes are read before the call
/// returns), device-to-host copies are complete on return. Otherwise it is
/// cudaMemcpyAsync / cudaMemcpy2DAsync. Needs the context mutex held; reports
/// failures for `kernel`. Counts nothing (see noteTransfer).
bool copyHostDevice(const char *kernel, void *dst, size_t dpitch,
                    const void *src, size_t spitch, size_t width, size_t height,
                    cudaMemcpyKind kind, cudaStream_t stream);

} // namespace kmatch_rt

/// Evaluates a CUDA runtime call; on failure reports the expression, the
/// error name and file:line, and evaluates to false.
#define KMATCH_CUDA_OK(kernel, expr)                                           \
  ::kmatch_rt::checkCuda((expr), (kernel), #expr, __FILE__, __LINE__)
/// Same for cuBLAS calls.
#define KMATCH_CUBLAS_OK(kernel, expr)                                         \
  ::kmatch_rt::checkCublas((expr), (kernel), #expr, __FILE__, __LINE__)

#endif // KMATCH_RUNTIME_CUDA_CUDA_CONTEXT_H

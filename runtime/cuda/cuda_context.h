//===- cuda_context.h - CUDA state of the kmatch runtime --------*- C++ -*-===//
//
// Error checking for CUDA runtime and cuBLAS calls, and the lazily created,
// cached per-process context (device, stream, cuBLAS handle; the cuDNN and
// cuBLASLt handles and the DNN workspace, which runtime/cuda/dnn.cpp creates
// on the first DNN launch so that the BLAS shims never load cuDNN).
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
  // Created by the first DNN launch (ensureDnnHandles in dnn.cpp).
  cudnnContext *cudnn = nullptr;       // a cudnnHandle_t, on `stream`
  cublasLtContext *cublasLt = nullptr; // a cublasLtHandle_t
  /// Device scratch shared by the DNN launches, grown on demand, never shrunk.
  void *workspace = nullptr;
  size_t workspaceBytes = 0;
};

/// Whether launches run on the CPU shims instead: KMATCH_CUDA_FALLBACK=cpu
/// and no usable GPU. Decided once per process.
bool useCpuFallback();

/// The process-wide context, or nullptr (after reporting why) when there is
/// no usable GPU.
CudaContext *getCudaContext(const char *kernel);

} // namespace kmatch_rt

/// Evaluates a CUDA runtime call; on failure reports the expression, the
/// error name and file:line, and evaluates to false.
#define KMATCH_CUDA_OK(kernel, expr)                                           \
  ::kmatch_rt::checkCuda((expr), (kernel), #expr, __FILE__, __LINE__)
/// In a CUDA shim: with KMATCH_CUDA_FALLBACK=cpu and no GPU, runs the CPU shim
/// `_mlir_ciface_kmatch_cpu_<NAME>` on the same arguments and returns.
#define KMATCH_CUDA_CPU_FALLBACK(NAME, ...)                                    \
  do {                                                                         \
    if (::kmatch_rt::useCpuFallback()) {                                       \
      _mlir_ciface_kmatch_cpu_##NAME(__VA_ARGS__);                             \
      return;                                                                  \
    }                                                                          \
  } while (0)

/// Same for cuBLAS calls.
#define KMATCH_CUBLAS_OK(kernel, expr)                                         \
  ::kmatch_rt::checkCublas((expr), (kernel), #expr, __FILE__, __LINE__)

#endif // KMATCH_RUNTIME_CUDA_CUDA_CONTEXT_H

//===- cuda_context.cpp - CUDA state of the kmatch runtime ------*- C++ -*-===//
//
// Error reporting and the cached context. The device is chosen with
// KMATCH_CUDA_DEVICE (default 0).
//
//===----------------------------------------------------------------------===//
#include "cuda_context.h"

#include <cstdlib>
#include <string>

using namespace kmatch_rt;

bool kmatch_rt::checkCuda(cudaError_t status, const char *kernel,
                          const char *expr, const char *file, int line) {
  if (status == cudaSuccess)
    return true;
  kmatch_rt_error(kernel, "%s failed: %s (%s) at %s:%d", expr,
                  cudaGetErrorName(status), cudaGetErrorString(status), file,
                  line);
  return false;
}

bool kmatch_rt::checkCublas(cublasStatus_t status, const char *kernel,
                            const char *expr, const char *file, int line) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return true;
  kmatch_rt_error(kernel, "%s failed: %s (%s) at %s:%d", expr,
                  cublasGetStatusName(status), cublasGetStatusString(status),
                  file, line);
  return false;
}

bool kmatch_rt::useCpuFallback() {
  static const bool fallback = [] {
    const char *env = std::getenv("KMATCH_CUDA_FALLBACK");
    if (!env || std::string(env) != "cpu")
      return false;
    int count = 0;
    return cudaGetDeviceCount(&count) != cudaSuccess || count == 0;
  }();
  return fallback;
}

CudaContext *kmatch_rt::getCudaContext(const char *kernel) {
  static CudaContext context;
  static std::once_flag once;
  static bool ok = false;
  static char why[512] = "";
  std::call_once(once, [] {
    int count = 0;
    cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess || count == 0) {
      std::snprintf(why, sizeof(why),
                    "no CUDA device is available (cudaGetDeviceCount: %s, "
                    "%d devices); run on a machine with an NVIDIA GPU or use "
                    "the cpu backend",
                    status == cudaSuccess ? "cudaSuccess"
                                          : cudaGetErrorName(status),
                    count);
      return;
    }
    const char *env = std::getenv("KMATCH_CUDA_DEVICE");
    int device = env ? std::atoi(env) : 0;
    if (device < 0 || device >= count) {
      std::snprintf(why, sizeof(why),
                    "KMATCH_CUDA_DEVICE=%d, but only %d CUDA devices exist",
                    device, count);
      return;
    }
    const char *tag = "kmatch CUDA context";
    if (!KMATCH_CUDA_OK(tag, cudaSetDevice(device)) ||
        !KMATCH_CUDA_OK(tag, cudaStreamCreateWithFlags(
                                 &context.stream, cudaStreamNonBlocking)) ||
        !KMATCH_CUBLAS_OK(tag, cublasCreate(&context.cublas)) ||
        !KMATCH_CUBLAS_OK(tag, cublasSetStream(context.cublas, context.stream))) {
      std::snprintf(why, sizeof(why), "CUDA initialization failed: %s",
                    kmatch_rt_last_error());
      return;
    }
    context.device = device;
    ok = true;
  });
  if (!ok) {
    kmatch_rt_error(kernel, "%s", why);
    return nullptr;
  }
  cudaSetDevice(context.device);
  return &context;
}

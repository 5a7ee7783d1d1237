//===- gemm.cpp - CUDA gemm shim on cuBLAS ----------------------*- C++ -*-===//
//
// kmatch_cuda_gemm_{f32,f64}: same contract as the CPU shim. Operands are host
// memrefs, copied to the device and back on every call. Row-major operands
// reach column-major cuBLAS through the identity C^T = op(B)^T * op(A)^T.
//
//===----------------------------------------------------------------------===//
#include "device_buffer.h"

using namespace kmatch_rt;

static cublasStatus_t cublasGemm(cublasHandle_t h, cublasOperation_t ta,
                                 cublasOperation_t tb, int m, int n, int k,
                                 const float *alpha, const float *a, int lda,
                                 const float *b, int ldb, const float *beta,
                                 float *c, int ldc) {
  return cublasSgemm(h, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

static cublasStatus_t cublasGemm(cublasHandle_t h, cublasOperation_t ta,
                                 cublasOperation_t tb, int m, int n, int k,
                                 const double *alpha, const double *a, int lda,
                                 const double *b, int ldb, const double *beta,
                                 double *c, int ldc) {
  return cublasDgemm(h, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

template <typename T>
static void gemm(const char *name, T alpha, MemRef<T, 2> *A, MemRef<T, 2> *B,
                 T beta, MemRef<T, 2> *C, int32_t transA, int32_t transB,
                 int32_t transC) {
  MatrixView<T> a, b, c;
  if (!gemmViews(name, A, B, C, transA, transB, transC, a, b, c) || c.empty())
    return;
  CudaContext *ctx = getCudaContext(name);
  if (!ctx)
    return;
  std::lock_guard<std::mutex> lock(ctx->mutex);
  GemmPlan<T> p;
  p.build(a, b, c);
  // Stored (row-major) shapes of the three operands.
  intptr_t aRows = p.a.trans ? p.K : p.M, aCols = p.a.trans ? p.M : p.K;
  intptr_t bRows = p.b.trans ? p.N : p.K, bCols = p.b.trans ? p.K : p.N;
  DeviceBuffer dA, dB, dC;
  size_t bytesA = sizeof(T) * std::max<intptr_t>(aRows * aCols, 1);
  size_t bytesB = sizeof(T) * std::max<intptr_t>(bRows * bCols, 1);
  size_t bytesC = sizeof(T) * p.M * p.N;
  if (!KMATCH_CUDA_OK(name, cudaMalloc(&dA.ptr, bytesA)) ||
      !KMATCH_CUDA_OK(name, cudaMalloc(&dB.ptr, bytesB)) ||
      !KMATCH_CUDA_OK(name, cudaMalloc(&dC.ptr, bytesC)))
    return;
  T *devA = static_cast<T *>(dA.ptr), *devB = static_cast<T *>(dB.ptr),
    *devC = static_cast<T *>(dC.ptr);
  intptr_t lda = std::max<intptr_t>(aCols, 1), ldb = std::max<intptr_t>(bCols, 1),
           ldc = std::max<intptr_t>(p.N, 1);
  if (!copy2D(name, devA, lda, p.a.data, p.a.ld, aRows, aCols,
              cudaMemcpyHostToDevice, ctx->stream) ||
      !copy2D(name, devB, ldb, p.b.data, p.b.ld, bRows, bCols,
              cudaMemcpyHostToDevice, ctx->stream) ||
      (beta != T(0) && !copy2D(name, devC, ldc, p.c.data, p.c.ld, p.M, p.N,
                               cudaMemcpyHostToDevice, ctx->stream)))
    return;
  cublasOperation_t opA = p.a.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = p.b.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  if (!KMATCH_CUBLAS_OK(name, cublasGemm(ctx->cublas, opB, opA, p.N, p.M, p.K,
                                         &alpha, devB, ldb, devA, lda, &beta,
                                         devC, ldc)))
    return;
  if (!copy2D(name, p.c.data, p.c.ld, devC, ldc, p.M, p.N,
              cudaMemcpyDeviceToHost, ctx->stream) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return;
  p.finish();
}

KMATCH_RT_EXPORT void
_mlir_ciface_kmatch_cuda_gemm_f32(float alpha, MemRef<float, 2> *A,
                                  MemRef<float, 2> *B, float beta,
                                  MemRef<float, 2> *C, int32_t transA,
                                  int32_t transB, int32_t transC) {
  KMATCH_CUDA_CPU_FALLBACK(gemm_f32, alpha, A, B, beta, C, transA, transB,
                           transC);
  gemm("gemm_f32 (cuda)", alpha, A, B, beta, C, transA, transB, transC);
}

KMATCH_RT_EXPORT void
_mlir_ciface_kmatch_cuda_gemm_f64(double alpha, MemRef<double, 2> *A,
                                  MemRef<double, 2> *B, double beta,
                                  MemRef<double, 2> *C, int32_t transA,
                                  int32_t transB, int32_t transC) {
  KMATCH_CUDA_CPU_FALLBACK(gemm_f64, alpha, A, B, beta, C, transA, transB,
                           transC);
  gemm("gemm_f64 (cuda)", alpha, A, B, beta, C, transA, transB, transC);
}

/// Whether a usable CUDA device exists (for tests and tools); never reports.
KMATCH_RT_EXPORT int kmatch_cuda_device_available(void) {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

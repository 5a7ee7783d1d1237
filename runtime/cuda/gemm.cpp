//===- gemm.cpp - CUDA gemm shim on cuBLAS ----------------------*- C++ -*-===//
//
// kmatch_cuda_gemm_{f32,f64}: same contract as the CPU shim. Operands are host
// memrefs, copied to the device and back on every call, except those inside a
// device mirror (residency.h), which cuBLAS reads and writes in place when it
// can take them without packing. Row-major operands reach column-major cuBLAS
// through the identity C^T = op(B)^T * op(A)^T.
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

/// Runs the plan on the device. A plan operand with a mirror (which the plan
/// must not have packed) is used in place on the device; the others go
/// through dense device copies. A mirrored C is left on the device, its
/// mirror marked DeviceNewer; any other C is copied back to the host. Needs
/// ctx->mutex held.
template <typename T>
static bool gemmOnDevice(const char *name, CudaContext *ctx, T alpha, T beta,
                         GemmPlan<T> &p, const Mirror *mA, const Mirror *mB,
                         const Mirror *mC) {
  // Stored (row-major) shapes of the three operands.
  intptr_t aRows = p.a.trans ? p.K : p.M, aCols = p.a.trans ? p.M : p.K;
  intptr_t bRows = p.b.trans ? p.N : p.K, bCols = p.b.trans ? p.K : p.N;
  DeviceBuffer dA, dB, dC;
  T *devA, *devB, *devC;
  intptr_t lda, ldb, ldc;
  // One operand: in place in its mirror, or a dense device copy.
  auto place = [&](const Mirror *m, const BlasOperand<T> &op, intptr_t rows,
                   intptr_t cols, bool upload, DeviceBuffer &buffer, T *&dev,
                   intptr_t &ld) {
    if (m) {
      dev = deviceAddress(m, op.data);
      ld = op.ld;
      return true;
    }
    ld = std::max<intptr_t>(cols, 1);
    size_t bytes = sizeof(T) * std::max<intptr_t>(rows * cols, 1);
    if (!KMATCH_CUDA_OK(name, cudaMalloc(&buffer.ptr, bytes)))
      return false;
    dev = buffer.as<T>();
    return !upload || copy2D(name, dev, ld, op.data, op.ld, rows, cols,
                             cudaMemcpyHostToDevice, ctx->stream);
  };
  if (!place(mA, p.a, aRows, aCols, true, dA, devA, lda) ||
      !place(mB, p.b, bRows, bCols, true, dB, devB, ldb) ||
      !place(mC, p.c, p.M, p.N, beta != T(0), dC, devC, ldc))
    return false;
  cublasOperation_t opA = p.a.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opB = p.b.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
  if (!KMATCH_CUBLAS_OK(name,
                        cublasGemm(ctx->cublas, opB, opA, p.N, p.M, p.K, &alpha,
                                   devB, ldb, devA, lda, &beta, devC, ldc)) ||
      (!mC && !copy2D(name, p.c.data, p.c.ld, devC, ldc, p.M, p.N,
                      cudaMemcpyDeviceToHost, ctx->stream)) ||
      !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
    return false;
  if (mC)
    setMirrorState(mC, MirrorState::DeviceNewer);
  p.finish();
  return true;
}

/// Whether BLAS takes `v` as it is, row-major or transposed (as
/// asBlasOperand decides: no packing).
template <typename T>
static bool takenWithoutPacking(const MatrixView<T> &v) {
  intptr_t ld;
  return isRowMajor(v, ld) || isRowMajor(v.transposed(), ld);
}

template <typename T>
static void gemm(const char *name, T alpha, MemRef<T, 2> *A, MemRef<T, 2> *B,
                 T beta, MemRef<T, 2> *C, int32_t transA, int32_t transB,
                 int32_t transC) {
  guarded(name, [&] {
    MatrixView<T> a, b, c;
    if (!gemmViews(name, A, B, C, transA, transB, transC, a, b, c) || c.empty())
      return;
    if (alphaDropsNonFinite(alpha, a, b)) {
      // IEEE fallback (matrix.h), on current host copies.
      HostOperandGuard guard(
          name, {readOperand(A), readOperand(B), writtenOperand(C)});
      if (guard.ok())
        referenceGemm(alpha, a, b, beta, c);
      return;
    }
    CudaContext *ctx = getCudaContext(name);
    if (!ctx)
      return;
    std::lock_guard<std::mutex> lock(ctx->mutex);
    GemmPlan<T> p;
    const Mirror *mA = nullptr, *mB = nullptr, *mC = nullptr;
    if (!lookupMirror(name, spanOf(a), mA) ||
        !lookupMirror(name, spanOf(b), mB) ||
        !lookupMirror(name, spanOf(c), mC))
      return;
    if (!mA && !mB && !mC) {
      p.build(a, b, c);
      gemmOnDevice<T>(name, ctx, alpha, beta, p, nullptr, nullptr, nullptr);
      return;
    }
    // The plan's operands as GemmPlan::build forms them: a column-major C is
    // computed as C^T = B^T * A^T.
    intptr_t ld;
    bool swapped = !isRowMajor(c, ld) && isRowMajor(c.transposed(), ld);
    const Mirror *planA = swapped ? mB : mA, *planB = swapped ? mA : mB;
    MatrixView<T> viewA = swapped ? b.transposed() : a;
    MatrixView<T> viewB = swapped ? a.transposed() : b;
    MatrixView<T> viewC = swapped ? c.transposed() : c;
    bool inPlace = (!planA || takenWithoutPacking(viewA)) &&
                   (!planB || takenWithoutPacking(viewB)) &&
                   (!mC || isRowMajor(viewC, ld));
    if (inPlace) {
      p.build(a, b, c);
      // The plan must point into the mirrored operands, never at packed copies.
      inPlace = (!planA || p.a.data == viewA.data) &&
                (!planB || p.b.data == viewB.data) &&
                (!mC || p.c.data == viewC.data);
    }
    if (inPlace) {
      gemmOnDevice<T>(name, ctx, alpha, beta, p, planA, planB, mC);
      return;
    }
    // A mirrored operand needs packing: run on the host copies, made current
    // first, and bring C's mirror up to date afterwards.
    if (!downloadMirror(name, ctx, mA) || !downloadMirror(name, ctx, mB) ||
        !downloadMirror(name, ctx, mC))
      return;
    GemmPlan<T> hostPlan;
    hostPlan.build(a, b, c);
    if (gemmOnDevice<T>(name, ctx, alpha, beta, hostPlan, nullptr, nullptr,
                        nullptr) &&
        mC)
      uploadToMirror(name, ctx, mC, spanOf(c));
  });
}

KMATCH_CUDA_ENTRY(gemm, f32) {
  KMATCH_CUDA_CPU_FALLBACK(gemm_f32, alpha, A, B, beta, C, transA, transB,
                           transC);
  gemm("gemm_f32 (cuda)", alpha, A, B, beta, C, transA, transB, transC);
}

KMATCH_CUDA_ENTRY(gemm, f64) {
  KMATCH_CUDA_CPU_FALLBACK(gemm_f64, alpha, A, B, beta, C, transA, transB,
                           transC);
  gemm("gemm_f64 (cuda)", alpha, A, B, beta, C, transA, transB, transC);
}

/// Whether a usable CUDA device exists (for tests and tools); never reports.
KMATCH_RT_EXPORT int kmatch_cuda_device_available(void) {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

//===- mock_cuda.cpp - Host fake of the cudart/cuBLAS subset ----*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Lets CI, which has no GPU, run the CUDA shims' host logic (packing, the
// row-major-through-column-major identities, transposes, triangles, error
// paths): device memory is host memory filled with NaN bytes, copies are
// memcpy, and cuBLAS routines compute with column-major reference semantics
// from the cuBLAS documentation, writing only the triangle they are asked
// for. Pinned host memory (cudaHostAlloc) is plain host memory, tracked so
// that tests can see whether copies went through the runtime's pinned
// staging buffer, and how many pinned buffers it made. This is not a GPU test: real-device behaviour is covered by
// kmatch-runtime-cuda-tests, which runs only where a GPU exists.
//
//===----------------------------------------------------------------------===//
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <map>

int mockCalls = 0;
/// When set, the next cudaMalloc fails with cudaErrorMemoryAllocation (tests
/// of the error path).
bool mockFailNextMalloc = false;
/// While set, every cudaHostAlloc / cudaMallocHost fails with
/// cudaErrorMemoryAllocation.
bool mockFailHostAlloc = false;
/// Pinned allocations made and freed, and the largest one in bytes.
int mockHostAllocs = 0, mockHostFrees = 0;
size_t mockHostAllocMaxBytes = 0;
/// Host <-> device copies whose host side is pinned memory / is not, and the
/// largest copy from or to pinned memory in bytes.
int mockPinnedCopies = 0, mockPageableCopies = 0;
size_t mockPinnedCopyMaxBytes = 0;

/// Live pinned allocations by address.
static std::map<const char *, size_t> &pinnedBlocks() {
  static std::map<const char *, size_t> blocks;
  return blocks;
}
/// The end of the pinned block holding `p`, or nullptr.
static const char *pinnedEnd(const void *p) {
  auto *c = static_cast<const char *>(p);
  auto &blocks = pinnedBlocks();
  auto next = blocks.upper_bound(c);
  if (next == blocks.begin()) return nullptr;
  --next;
  const char *end = next->first + next->second;
  return c < end ? end : nullptr;
}
/// Counts a copy of `bytes` by where its host side lies; `extent` bytes from
/// there, a pinned host side must lie inside its block.
static void noteCopy(const void *d, const void *s, size_t bytes, size_t extent, cudaMemcpyKind k) {
  const void *host = k == cudaMemcpyHostToDevice ? s : k == cudaMemcpyDeviceToHost ? d : nullptr;
  if (!host) return;
  const char *end = pinnedEnd(host);
  if (!end) { ++mockPageableCopies; return; }
  if (static_cast<const char *>(host) + extent > end) { fprintf(stderr, "MOCK: copy past the end of a pinned block\n"); abort(); }
  ++mockPinnedCopies;
  if (bytes > mockPinnedCopyMaxBytes) mockPinnedCopyMaxBytes = bytes;
}

extern "C" {
cudaError_t cudaGetDeviceCount(int *c) { *c = 1; return cudaSuccess; }
cudaError_t cudaSetDevice(int) { return cudaSuccess; }
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned) { *s = (cudaStream_t)0x1; return cudaSuccess; }
cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
const char *cudaGetErrorName(cudaError_t e) {
  return e == cudaErrorMemoryAllocation ? "cudaErrorMemoryAllocation" : "mockErr";
}
const char *cudaGetErrorString(cudaError_t e) {
  return e == cudaErrorMemoryAllocation ? "out of memory" : "mock error";
}
cudaError_t cudaMalloc(void **p, size_t n) {
  if (mockFailNextMalloc) {
    mockFailNextMalloc = false;
    *p = nullptr;
    return cudaErrorMemoryAllocation;
  }
  *p = malloc(n); memset(*p, 0xff, n); return cudaSuccess;
}
cudaError_t cudaFree(void *p) { free(p); return cudaSuccess; }
cudaError_t cudaHostAlloc(void **p, size_t n, unsigned) {
  if (mockFailHostAlloc) { *p = nullptr; return cudaErrorMemoryAllocation; }
  *p = malloc(n ? n : 1);
  pinnedBlocks()[static_cast<const char *>(*p)] = n;
  ++mockHostAllocs;
  if (n > mockHostAllocMaxBytes) mockHostAllocMaxBytes = n;
  return cudaSuccess;
}
cudaError_t cudaMallocHost(void **p, size_t n) { return cudaHostAlloc(p, n, 0); }
cudaError_t cudaFreeHost(void *p) {
  if (!pinnedBlocks().erase(static_cast<const char *>(p))) { fprintf(stderr, "MOCK: cudaFreeHost of unpinned %p\n", p); abort(); }
  ++mockHostFrees;
  free(p);
  return cudaSuccess;
}
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind k, cudaStream_t) { noteCopy(d, s, n, n, k); memcpy(d, s, n); return cudaSuccess; }
cudaError_t cudaMemcpy2DAsync(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, cudaMemcpyKind k, cudaStream_t) {
  if (dp < w || sp < w) { fprintf(stderr, "MOCK: bad pitch\n"); abort(); }
  size_t hostPitch = k == cudaMemcpyHostToDevice ? sp : dp;
  noteCopy(d, s, w * h, h ? (h - 1) * hostPitch + w : 0, k);
  for (size_t r = 0; r < h; ++r) memcpy((char *)d + r * dp, (const char *)s + r * sp, w);
  return cudaSuccess;
}
}
cublasStatus_t cublasCreate(cublasHandle_t *h) { *h = (cublasHandle_t)0x2; return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetStream(cublasHandle_t, cudaStream_t) { return CUBLAS_STATUS_SUCCESS; }
/// The pointer mode: scalars (alpha, beta) are read through host pointers only
/// in host mode; dot writes its result through the pointer it gets either way
/// (device memory is host memory here).
static cublasPointerMode_t mockPointerMode = CUBLAS_POINTER_MODE_HOST;
cublasStatus_t cublasSetPointerMode(cublasHandle_t, cublasPointerMode_t m) {
  if (m != CUBLAS_POINTER_MODE_HOST && m != CUBLAS_POINTER_MODE_DEVICE) return CUBLAS_STATUS_INVALID_VALUE;
  mockPointerMode = m;
  return CUBLAS_STATUS_SUCCESS;
}
const char *cublasGetStatusName(cublasStatus_t) { return "mockStatus"; }
const char *cublasGetStatusString(cublasStatus_t) { return "mock status"; }

#define BAD(cond) do { if (cond) { fprintf(stderr, "MOCK invalid: %s\n", #cond); return CUBLAS_STATUS_INVALID_VALUE; } } while (0)
template <class T> static int mx(T a, T b) { return a > b ? a : b; }

template <class T> static cublasStatus_t scal(int n, const T *a, T *x, int inc) {
  ++mockCalls; BAD(inc < 1); BAD(mockPointerMode != CUBLAS_POINTER_MODE_HOST);
  for (int i = 0; i < n; ++i) x[i * inc] = *a == 0 ? T(0) : *a * x[i * inc]; // worst case
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t axpy(int n, const T *a, const T *x, int ix, T *y, int iy) {
  ++mockCalls; BAD(ix < 1 || iy < 1); BAD(mockPointerMode != CUBLAS_POINTER_MODE_HOST);
  if (*a == 0) return CUBLAS_STATUS_SUCCESS;
  for (int i = 0; i < n; ++i) y[i * iy] += *a * x[i * ix];
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t dot(int n, const T *x, int ix, const T *y, int iy, T *r) {
  ++mockCalls; T s = 0; for (int i = 0; i < n; ++i) s += x[i * ix] * y[i * iy]; *r = s; return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t gemv(cublasOperation_t t, int m, int n, const T *al, const T *A, int lda, const T *x, int ix, const T *be, T *y, int iy) {
  ++mockCalls; BAD(lda < mx(1, m)); BAD(t != CUBLAS_OP_N && t != CUBLAS_OP_T);
  int ylen = t == CUBLAS_OP_N ? m : n, xlen = t == CUBLAS_OP_N ? n : m;
  for (int i = 0; i < ylen; ++i) {
    T s = 0;
    for (int j = 0; j < xlen; ++j) s += (t == CUBLAS_OP_N ? A[i + j * lda] : A[j + i * lda]) * x[j * ix];
    y[i * iy] = *al == 0 ? (*be == 0 ? T(0) : *be * y[i * iy]) : *be == 0 ? *al * s : *al * s + *be * y[i * iy];
  }
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t ger(int m, int n, const T *al, const T *x, int ix, const T *y, int iy, T *A, int lda) {
  ++mockCalls; BAD(lda < mx(1, m));
  if (*al == 0) return CUBLAS_STATUS_SUCCESS; // BLAS's quick return: worst case
  for (int j = 0; j < n; ++j) for (int i = 0; i < m; ++i) A[i + j * lda] += *al * x[i * ix] * y[j * iy];
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static T opAt(cublasOperation_t t, const T *A, int lda, int i, int j) { return t == CUBLAS_OP_N ? A[i + j * lda] : A[j + i * lda]; }
template <class T> static bool inTri(cublasFillMode_t u, int i, int j) { return u == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j; }
template <class T> static cublasStatus_t syrk(cublasFillMode_t u, cublasOperation_t t, int n, int k, const T *al, const T *A, int lda, const T *be, T *C, int ldc) {
  ++mockCalls; BAD(ldc < mx(1, n)); BAD(lda < mx(1, t == CUBLAS_OP_N ? n : k));
  for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) {
    if (!inTri<T>(u, i, j)) continue;
    T s = 0; for (int l = 0; l < k; ++l) s += opAt(t, A, lda, i, l) * opAt(t, A, lda, j, l);
    C[i + j * ldc] = *al == 0 ? (*be == 0 ? T(0) : *be * C[i + j * ldc]) : *be == 0 ? *al * s : *al * s + *be * C[i + j * ldc];
  }
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t syr2k(cublasFillMode_t u, cublasOperation_t t, int n, int k, const T *al, const T *A, int lda, const T *B, int ldb, const T *be, T *C, int ldc) {
  ++mockCalls; BAD(ldc < mx(1, n)); BAD(lda < mx(1, t == CUBLAS_OP_N ? n : k)); BAD(ldb < mx(1, t == CUBLAS_OP_N ? n : k));
  for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) {
    if (!inTri<T>(u, i, j)) continue;
    T s = 0; for (int l = 0; l < k; ++l) s += opAt(t, A, lda, i, l) * opAt(t, B, ldb, j, l) + opAt(t, B, ldb, i, l) * opAt(t, A, lda, j, l);
    C[i + j * ldc] = *al == 0 ? (*be == 0 ? T(0) : *be * C[i + j * ldc]) : *be == 0 ? *al * s : *al * s + *be * C[i + j * ldc];
  }
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t gemm(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const T *al, const T *A, int lda, const T *B, int ldb, const T *be, T *C, int ldc) {
  BAD(ldc < mx(1, m)); BAD(lda < mx(1, ta == CUBLAS_OP_N ? m : k)); BAD(ldb < mx(1, tb == CUBLAS_OP_N ? k : n));
  for (int i = 0; i < m; ++i) for (int j = 0; j < n; ++j) {
    T s = 0; for (int l = 0; l < k; ++l) s += opAt(ta, A, lda, i, l) * opAt(tb, B, ldb, l, j);
    C[i + j * ldc] = *al == 0 ? (*be == 0 ? T(0) : *be * C[i + j * ldc]) : *be == 0 ? *al * s : *al * s + *be * C[i + j * ldc];
  }
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> static cublasStatus_t gemmSB(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const T *al, const T *A, int lda, long long sA, const T *B, int ldb, long long sB, const T *be, T *C, int ldc, long long sC, int bc) {
  ++mockCalls;
  for (int b = 0; b < bc; ++b) { cublasStatus_t s = gemm(ta, tb, m, n, k, al, A + b * sA, lda, B + b * sB, ldb, be, C + b * sC, ldc); if (s) return s; }
  return CUBLAS_STATUS_SUCCESS;
}

template <class T> static cublasStatus_t dgmmRight(cublasSideMode_t side, int m, int n, const T *A, int lda, const T *x, int ix, T *C, int ldc) {
  ++mockCalls; BAD(side != CUBLAS_SIDE_RIGHT || ix != 1 || lda < m || ldc < m);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) C[i + j * ldc] = A[i + j * lda] * x[j];
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSdgmm(cublasHandle_t, cublasSideMode_t s, int m, int n, const float *A, int lda, const float *x, int ix, float *C, int ldc) { return dgmmRight(s, m, n, A, lda, x, ix, C, ldc); }
cublasStatus_t cublasDdgmm(cublasHandle_t, cublasSideMode_t s, int m, int n, const double *A, int lda, const double *x, int ix, double *C, int ldc) { return dgmmRight(s, m, n, A, lda, x, ix, C, ldc); }
cublasStatus_t cublasSscal(cublasHandle_t, int n, const float *a, float *x, int i) { return scal(n, a, x, i); }
cublasStatus_t cublasDscal(cublasHandle_t, int n, const double *a, double *x, int i) { return scal(n, a, x, i); }
cublasStatus_t cublasSaxpy(cublasHandle_t, int n, const float *a, const float *x, int ix, float *y, int iy) { return axpy(n, a, x, ix, y, iy); }
cublasStatus_t cublasDaxpy(cublasHandle_t, int n, const double *a, const double *x, int ix, double *y, int iy) { return axpy(n, a, x, ix, y, iy); }
cublasStatus_t cublasSdot(cublasHandle_t, int n, const float *x, int ix, const float *y, int iy, float *r) { return dot(n, x, ix, y, iy, r); }
cublasStatus_t cublasDdot(cublasHandle_t, int n, const double *x, int ix, const double *y, int iy, double *r) { return dot(n, x, ix, y, iy, r); }
cublasStatus_t cublasSgemv(cublasHandle_t, cublasOperation_t t, int m, int n, const float *al, const float *A, int lda, const float *x, int ix, const float *be, float *y, int iy) { return gemv(t, m, n, al, A, lda, x, ix, be, y, iy); }
cublasStatus_t cublasDgemv(cublasHandle_t, cublasOperation_t t, int m, int n, const double *al, const double *A, int lda, const double *x, int ix, const double *be, double *y, int iy) { return gemv(t, m, n, al, A, lda, x, ix, be, y, iy); }
cublasStatus_t cublasSger(cublasHandle_t, int m, int n, const float *al, const float *x, int ix, const float *y, int iy, float *A, int lda) { return ger(m, n, al, x, ix, y, iy, A, lda); }
cublasStatus_t cublasDger(cublasHandle_t, int m, int n, const double *al, const double *x, int ix, const double *y, int iy, double *A, int lda) { return ger(m, n, al, x, ix, y, iy, A, lda); }
cublasStatus_t cublasSsyrk(cublasHandle_t, cublasFillMode_t u, cublasOperation_t t, int n, int k, const float *al, const float *A, int lda, const float *be, float *C, int ldc) { return syrk(u, t, n, k, al, A, lda, be, C, ldc); }
cublasStatus_t cublasDsyrk(cublasHandle_t, cublasFillMode_t u, cublasOperation_t t, int n, int k, const double *al, const double *A, int lda, const double *be, double *C, int ldc) { return syrk(u, t, n, k, al, A, lda, be, C, ldc); }
cublasStatus_t cublasSsyr2k(cublasHandle_t, cublasFillMode_t u, cublasOperation_t t, int n, int k, const float *al, const float *A, int lda, const float *B, int ldb, const float *be, float *C, int ldc) { return syr2k(u, t, n, k, al, A, lda, B, ldb, be, C, ldc); }
cublasStatus_t cublasDsyr2k(cublasHandle_t, cublasFillMode_t u, cublasOperation_t t, int n, int k, const double *al, const double *A, int lda, const double *B, int ldb, const double *be, double *C, int ldc) { return syr2k(u, t, n, k, al, A, lda, B, ldb, be, C, ldc); }
cublasStatus_t cublasSgemm(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const float *al, const float *A, int lda, const float *B, int ldb, const float *be, float *C, int ldc) { ++mockCalls; return gemm(ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc); }
cublasStatus_t cublasDgemm(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const double *al, const double *A, int lda, const double *B, int ldb, const double *be, double *C, int ldc) { ++mockCalls; return gemm(ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc); }
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const float *al, const float *A, int lda, long long sA, const float *B, int ldb, long long sB, const float *be, float *C, int ldc, long long sC, int bc) { return gemmSB(ta, tb, m, n, k, al, A, lda, sA, B, ldb, sB, be, C, ldc, sC, bc); }
cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const double *al, const double *A, int lda, long long sA, const double *B, int ldb, long long sB, const double *be, double *C, int ldc, long long sC, int bc) { return gemmSB(ta, tb, m, n, k, al, A, lda, sA, B, ldb, sB, be, C, ldc, sC, bc); }

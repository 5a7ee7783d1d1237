//===- matmul.cpp - CUDA matmul shims on cuBLASLt ---------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// gemm_bias_act (runtime/kernels.json) on cuBLASLt, with its epilogue.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

using namespace kmatch_rt;
using namespace kmatch_rt::cuda;

//===----------------------------------------------------------------------===//
// gemm_bias_act on cuBLASLt
//===----------------------------------------------------------------------===//

namespace {
/// M, N, K, transA, transB (of the device operands), requested epilogue,
/// and the leading dimensions of the first, second and output operands.
using MatmulKey = std::array<int64_t, 9>;

struct MatmulPlan {
  cublasLtMatmulAlgo_t algo{};
  size_t workspace = 0;
  /// What cuBLASLt applies; the host does the rest.
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
};
} // namespace

static PlanCache<MatmulKey, MatmulPlan> gemmPlans;

/// Describes the matmul with `epilogue`; the caller owns the descriptors.
static bool describeMatmul(const char *name, MatmulDesc &desc,
                           cublasOperation_t opA, cublasOperation_t opB,
                           cublasLtEpilogue_t epilogue, const void *bias) {
  int32_t ta = opA, tb = opB;
  return KMATCH_CUBLASLT_OK(name, cublasLtMatmulDescCreate(&desc.handle,
                                                           CUBLAS_COMPUTE_32F,
                                                           CUDA_R_32F)) &&
         KMATCH_CUBLASLT_OK(name, cublasLtMatmulDescSetAttribute(
                                      desc.handle, CUBLASLT_MATMUL_DESC_TRANSA,
                                      &ta, sizeof(ta))) &&
         KMATCH_CUBLASLT_OK(name, cublasLtMatmulDescSetAttribute(
                                      desc.handle, CUBLASLT_MATMUL_DESC_TRANSB,
                                      &tb, sizeof(tb))) &&
         KMATCH_CUBLASLT_OK(name,
                            cublasLtMatmulDescSetAttribute(
                                desc.handle, CUBLASLT_MATMUL_DESC_EPILOGUE,
                                &epilogue, sizeof(epilogue))) &&
         (epilogue == CUBLASLT_EPILOGUE_DEFAULT ||
          KMATCH_CUBLASLT_OK(name,
                             cublasLtMatmulDescSetAttribute(
                                 desc.handle, CUBLASLT_MATMUL_DESC_BIAS_POINTER,
                                 &bias, sizeof(bias))));
}

/// Chooses cuBLASLt's algorithm for `wanted`'s epilogue, else a plain bias,
/// else none (the host applies what cuBLASLt does not), into `plan`, and
/// describes the matmul in `desc`. False when no epilogue has an algorithm
/// or a call fails (reported).
static bool
selectMatmulEpilogue(const char *name, cublasLtHandle_t lt,
                     const MatrixLayout &first, const MatrixLayout &second,
                     const MatrixLayout &out, cublasOperation_t opFirst,
                     cublasOperation_t opSecond, cublasLtEpilogue_t wanted,
                     const float *devBias, intptr_t M, intptr_t N, intptr_t K,
                     MatmulDesc &desc, MatmulPlan &plan) {
  MatmulPreference pref;
  uint64_t maxWorkspace = kMaxWorkspaceBytes;
  if (!KMATCH_CUBLASLT_OK(name, cublasLtMatmulPreferenceCreate(&pref.handle)) ||
      !KMATCH_CUBLASLT_OK(name, cublasLtMatmulPreferenceSetAttribute(
                                    pref.handle,
                                    CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                    &maxWorkspace, sizeof(maxWorkspace))))
    return false;
  cublasLtEpilogue_t candidates[3] = {wanted, CUBLASLT_EPILOGUE_BIAS,
                                      CUBLASLT_EPILOGUE_DEFAULT};
  cublasStatus_t last = CUBLAS_STATUS_NOT_SUPPORTED;
  for (cublasLtEpilogue_t epilogue : candidates) {
    MatmulDesc candidate;
    if (!describeMatmul(name, candidate, opFirst, opSecond, epilogue, devBias))
      return false;
    cublasLtMatmulHeuristicResult_t result{};
    int returned = 0;
    last = cublasLtMatmulAlgoGetHeuristic(lt, candidate.handle, first.handle,
                                          second.handle, out.handle, out.handle,
                                          pref.handle, 1, &result, &returned);
    if (last != CUBLAS_STATUS_SUCCESS || returned == 0 ||
        result.state != CUBLAS_STATUS_SUCCESS)
      continue;
    plan.algo = result.algo;
    plan.workspace = result.workspaceSize;
    plan.epilogue = epilogue;
    std::swap(desc.handle, candidate.handle);
    return true;
  }
  kmatch_rt_error(name,
                  "cublasLtMatmulAlgoGetHeuristic found no algorithm for "
                  "%zdx%zdx%zd (M x N x K): %s",
                  M, N, K, cublasGetStatusName(last));
  return false;
}

KMATCH_CUDA_ENTRY(gemm_bias_act, f32) {
  const char *name = kernel;
  GemmBiasActLaunch g;
  if (!checkGemmBiasAct(name, StridePolicy::Any, A, B, Bias, C, transA, transB,
                        act, act_lo, act_hi, g) ||
      g.c.empty())
    return;
  if (g.a.cols == 0) {
    // C = act(bias): no library call, on current host copies.
    runOnHost(
        name,
        {readOperand(A), readOperand(B), readOperand(Bias), writtenOperand(C)},
        [&] { return g.computedOnHost(); });
    return;
  }
  const MatrixView<float> &a = g.a, &b = g.b, &c = g.c;
  intptr_t M = c.rows, N = c.cols, K = a.cols;
  if (!fitsCublasInt(name, {M, N, K}))
    return;
  // relu is exact on the device. GELU_BIAS is not used for act 3: cuBLASLt
  // may evaluate tanh approximately, off by more than the 1e-5 relative
  // error the shims promise; the host applies both GELUs, the clamp and
  // the others (cuBLASLt has no sigmoid, silu or hard* epilogue).
  cublasLtEpilogue_t wanted = act == KMATCH_ACT_RELU
                                  ? CUBLASLT_EPILOGUE_RELU_BIAS
                                  : CUBLASLT_EPILOGUE_BIAS;
  // A and B in place when cuBLASLt takes them unpacked, a row-major C in
  // place; the bias is read on the host (and kept as a device constant).
  intptr_t ldC = N;
  DeviceOperand ops[] = {input(spanOf(a), takenWithoutPacking(a)),
                         input(spanOf(b), takenWithoutPacking(b)),
                         hostInput(spanOf(g.bias)),
                         output(spanOf(c), isRowMajor(c, ldC))};
  std::vector<float> dense(static_cast<size_t>(M * N));
  MatmulPlan plan;
  runOnDevice(name, ops, [&](CudaContext *ctx) {
    if (!ensureDnnHandles(*ctx, name))
      return false;
    cublasLtHandle_t lt = ctx->cublasLt;
    std::vector<float> hostBias = g.bias.gather();
    // Row-major C (M x N) is column-major C^T (N x M) = op(B)^T op(A)^T:
    // the stored row-major B is cuBLASLt's first operand, A its second,
    // and the bias runs along the rows of C^T, as CUBLASLT_EPILOGUE_BIAS
    // expects.
    BlasMatrix<float> ba, bb;
    ba.build(a);
    bb.build(b);
    intptr_t aRows = ba.op.trans ? K : M, aCols = ba.op.trans ? M : K;
    intptr_t bRows = bb.op.trans ? N : K, bCols = bb.op.trans ? K : N;
    cublasOperation_t opFirst = bb.op.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
    cublasOperation_t opSecond = ba.op.trans ? CUBLAS_OP_T : CUBLAS_OP_N;
    const Mirror *mA = ops[0].mirror, *mB = ops[1].mirror, *mC = ops[3].mirror;
    DeviceBuffer dA, dB, dC;
    intptr_t lda = mA ? ba.op.ld : std::max<intptr_t>(aCols, 1);
    intptr_t ldb = mB ? bb.op.ld : std::max<intptr_t>(bCols, 1);
    intptr_t ldc = mC ? ldC : std::max<intptr_t>(N, 1);
    if ((!mA && (!dA.allocate<float>(name, aRows * aCols) ||
                 !copy2D(name, dA.as<float>(), lda, ba.op.data, ba.op.ld, aRows,
                         aCols, cudaMemcpyHostToDevice, ctx->stream))) ||
        (!mB && (!dB.allocate<float>(name, bRows * bCols) ||
                 !copy2D(name, dB.as<float>(), ldb, bb.op.data, bb.op.ld, bRows,
                         bCols, cudaMemcpyHostToDevice, ctx->stream))) ||
        (!mC && !dC.allocate<float>(name, M * N)))
      return false;
    const void *devA = mA ? ops[0].device(ba.op.data) : dA.ptr;
    const void *devB = mB ? ops[1].device(bb.op.data) : dB.ptr;
    void *devC = mC ? ops[3].device(c.data) : dC.ptr;
    const float *devBias =
        deviceConstants().get(name, *ctx, g.bias.data, kBiasRole, hostBias);
    if (!devBias || !fitsCublasInt(name, {lda, ldb, ldc}))
      return false;
    // Column-major views of the device operands.
    MatrixLayout first, second, out;
    if (!KMATCH_CUBLASLT_OK(name, cublasLtMatrixLayoutCreate(&first.handle,
                                                             CUDA_R_32F, bCols,
                                                             bRows, ldb)) ||
        !KMATCH_CUBLASLT_OK(name, cublasLtMatrixLayoutCreate(&second.handle,
                                                             CUDA_R_32F, aCols,
                                                             aRows, lda)) ||
        !KMATCH_CUBLASLT_OK(name, cublasLtMatrixLayoutCreate(
                                      &out.handle, CUDA_R_32F, N, M, ldc)))
      return false;
    MatmulDesc desc;
    MatmulKey key = {M,   N,   K,  bb.op.trans, ba.op.trans, int64_t(wanted),
                     lda, ldb, ldc};
    if (gemmPlans.lookup(key, plan)) {
      if (!describeMatmul(name, desc, opFirst, opSecond, plan.epilogue,
                          devBias))
        return false;
    } else {
      if (!selectMatmulEpilogue(name, lt, first, second, out, opFirst, opSecond,
                                wanted, devBias, M, N, K, desc, plan))
        return false;
      gemmPlans.store(key, plan);
    }
    const float one = 1.0f, zero = 0.0f;
    if (!ensureWorkspace(*ctx, name, plan.workspace) ||
        !KMATCH_CUBLASLT_OK(
            name, cublasLtMatmul(lt, desc.handle, &one, devB, first.handle,
                                 devA, second.handle, &zero, devC, out.handle,
                                 devC, out.handle, &plan.algo, ctx->workspace,
                                 plan.workspace, ctx->stream)) ||
        (!mC && !copy1D(name, dense.data(), dC.as<float>(), M * N,
                        cudaMemcpyDeviceToHost, ctx->stream)) ||
        !KMATCH_CUDA_OK(name, cudaStreamSynchronize(ctx->stream)))
      return false;
    bool deviceBias = plan.epilogue != CUBLASLT_EPILOGUE_DEFAULT;
    bool deviceAct = plan.epilogue == CUBLASLT_EPILOGUE_RELU_BIAS ||
                     (deviceBias && g.act.code == KMATCH_ACT_NONE);
    if (mC) {
      if (deviceAct)
        return true;
      // The mirror holds the product: bring it all down, finish C on the
      // host, and let the driver upload C (finishOperands).
      setMirrorState(mC, MirrorState::DeviceNewer);
      if (!downloadMirror(name, ctx, mC))
        return false;
      for (intptr_t i = 0; i < M; ++i)
        for (intptr_t j = 0; j < N; ++j)
          dense[i * N + j] = c.at(i, j);
      ops[3].mirror = nullptr;
    }
    const float *p = dense.data();
    for (intptr_t i = 0; i < M; ++i)
      for (intptr_t j = 0; j < N; ++j) {
        float v = *p++;
        if (!deviceBias)
          v += hostBias[j];
        if (!deviceAct)
          v = g.act.apply(v);
        c.at(i, j) = v;
      }
    return true;
  });
}

//===- dnn_context.cpp - What the CUDA DNN shims share ----------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// See dnn_context.h.
//
//===----------------------------------------------------------------------===//
#include "dnn_context.h"

#include <algorithm>
#include <array>

using namespace kmatch_rt;

//===----------------------------------------------------------------------===//
// Context: handles, workspace, error reporting
//===----------------------------------------------------------------------===//

bool kmatch_rt::checkCudnn(cudnnStatus_t status, const char *kernel,
                           const char *expr, const char *file, int line) {
  if (status == CUDNN_STATUS_SUCCESS)
    return true;
  char detail[256] = "";
  cudnnGetLastErrorString(detail, sizeof(detail));
  kmatch_rt_error(kernel, "%s failed: %s (%s) at %s:%d", expr,
                  cudnnGetErrorString(status), detail[0] ? detail : "no detail",
                  file, line);
  return false;
}

bool kmatch_rt::ensureDnnHandles(CudaContext &ctx, const char *kernel) {
  if (!ctx.cudnn) {
    cudnnHandle_t handle = nullptr;
    if (!KMATCH_CUDNN_OK(kernel, cudnnCreate(&handle)))
      return false;
    if (!KMATCH_CUDNN_OK(kernel, cudnnSetStream(handle, ctx.stream))) {
      cudnnDestroy(handle);
      return false;
    }
    ctx.cudnn = handle;
  }
  if (!ctx.cublasLt) {
    cublasLtHandle_t handle = nullptr;
    if (!KMATCH_CUBLASLT_OK(kernel, cublasLtCreate(&handle)))
      return false;
    ctx.cublasLt = handle;
  }
  return true;
}

bool kmatch_rt::ensureWorkspace(CudaContext &ctx, const char *kernel,
                                size_t bytes) {
  if (bytes <= ctx.workspaceBytes)
    return true;
  if (ctx.workspace) {
    cudaFree(ctx.workspace);
    ctx.workspace = nullptr;
    ctx.workspaceBytes = 0;
  }
  if (!KMATCH_CUDA_OK(kernel, cudaMalloc(&ctx.workspace, bytes)))
    return false;
  ctx.workspaceBytes = bytes;
  return true;
}

const float *DeviceConstants::get(const char *kernel, CudaContext &ctx,
                                  const void *source, int role,
                                  const std::vector<float> &values) {
  auto key = std::make_pair(source, role);
  size_t size = values.size() * sizeof(float);
  auto it = entries.find(key);
  if (it != entries.end()) {
    Entry &e = it->second;
    if (e.values.size() == values.size() &&
        (size == 0 || std::memcmp(e.values.data(), values.data(), size) == 0)) {
      e.lastUse = ++clock;
      return static_cast<const float *>(e.dev);
    }
    drop(it);
  }
  while (!entries.empty() && bytes + size > kMaxBytes) {
    auto oldest = entries.begin();
    for (auto i = entries.begin(); i != entries.end(); ++i)
      if (i->second.lastUse < oldest->second.lastUse)
        oldest = i;
    drop(oldest);
  }
  Entry e;
  if (!KMATCH_CUDA_OK(kernel, cudaMalloc(&e.dev, std::max<size_t>(size, 1))))
    return nullptr;
  if (!copy1D(kernel, static_cast<float *>(e.dev), values.data(),
              static_cast<intptr_t>(values.size()), cudaMemcpyHostToDevice,
              ctx.stream)) {
    cudaFree(e.dev);
    return nullptr;
  }
  e.values = values;
  e.lastUse = ++clock;
  bytes += size;
  const float *dev = static_cast<const float *>(e.dev);
  entries.emplace(key, std::move(e));
  return dev;
}

void DeviceConstants::drop(
    std::map<std::pair<const void *, int>, Entry>::iterator it) {
  bytes -= it->second.values.size() * sizeof(float);
  cudaFree(it->second.dev);
  entries.erase(it);
}

DeviceConstants::~DeviceConstants() {
  // At exit; a runtime already unloading only reports.
  for (auto &[key, e] : entries)
    cudaFree(e.dev);
}

namespace kmatch_rt::cuda {

DeviceConstants &deviceConstants() {
  static DeviceConstants constants;
  return constants;
}

bool nchwDesc(const char *name, TensorDesc &d, int64_t n, int64_t c, int64_t h,
              int64_t w) {
  return KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&d.handle)) &&
         KMATCH_CUDNN_OK(name,
                         cudnnSetTensor4dDescriptor(d.handle, CUDNN_TENSOR_NCHW,
                                                    CUDNN_DATA_FLOAT, int(n),
                                                    int(c), int(h), int(w)));
}

bool denseDesc(const char *name, TensorDesc &d, int nbDims,
               const int64_t *sizes) {
  int dims[5] = {}, strides[5] = {};
  int64_t stride = 1;
  for (int i = nbDims - 1; i >= 0; --i) {
    dims[i] = int(sizes[i]);
    strides[i] = int(stride);
    stride *= sizes[i];
  }
  return KMATCH_CUDNN_OK(name, cudnnCreateTensorDescriptor(&d.handle)) &&
         KMATCH_CUDNN_OK(name,
                         cudnnSetTensorNdDescriptor(d.handle, CUDNN_DATA_FLOAT,
                                                    nbDims, dims, strides));
}

//===----------------------------------------------------------------------===//
// Host staging and the activation epilogue
//===----------------------------------------------------------------------===//

std::vector<float> packDense(const TensorView &v, const int64_t *padLo,
                             const int64_t *padHi, float fill) {
  intptr_t padded[kMaxViewRank], denseStrides[kMaxViewRank];
  intptr_t total = 1;
  for (int d = v.rank - 1; d >= 0; --d) {
    bool spatial = d >= 2 && padLo;
    padded[d] = v.sizes[d] + (spatial ? padLo[d - 2] + padHi[d - 2] : 0);
    denseStrides[d] = total;
    total *= padded[d];
  }
  intptr_t interior = 0;
  for (int d = 2; padLo && d < v.rank; ++d)
    interior += padLo[d - 2] * denseStrides[d];
  std::vector<float> out(static_cast<size_t>(total), fill);
  // The padded buffer's interior, as a view of v's shape.
  StridedWalker from = v.walker(),
                to = {v.rank, v.sizes, denseStrides, interior};
  forEachInLockstep<2>({&from, &to}, [&](const std::array<intptr_t, 2> &o) {
    out[o[1]] = v.data[o[0]];
  });
  return out;
}

void unpackDense(const std::vector<float> &src, const TensorView &v) {
  const float *p = src.data();
  v.walker().forEach([&](intptr_t off) { v.data[off] = *p++; });
}

bool isContiguous(const StridedWalker &w) {
  intptr_t dense = 1;
  for (int64_t d = w.rank - 1; d >= 0; --d) {
    if (w.sizes[d] != 1 && w.strides[d] != dense)
      return false;
    dense *= w.sizes[d];
  }
  return true;
}

ByteSpan spanOf(const TensorView &v) {
  if (v.empty())
    return {};
  auto [first, last] = v.span();
  return {reinterpret_cast<const char *>(first),
          reinterpret_cast<const char *>(last + 1)};
}

bool isDense(const TensorView &v) { return isContiguous(v.walker()); }

} // namespace kmatch_rt::cuda

//===- cuda_dnn_test.cpp - CUDA DNN shims vs naive references ---*- C++ -*-===//
#include "dnn_cases.h"

using kmatch_rt::MemRef;
using kmatch_rt::UnrankedMemRef;

/// The conv geometry after `layout`: stride_h, stride_w, dilation_h,
/// dilation_w, pad_top, pad_left, pad_bottom, pad_right.
#define GEOMETRY                                                               \
  int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t

extern "C" {
void _mlir_ciface_kmatch_cuda_conv2d_f32(MemRef<float, 4> *, MemRef<float, 4> *,
                                         MemRef<float, 4> *, int32_t, GEOMETRY,
                                         int32_t);
void _mlir_ciface_kmatch_cuda_conv2d_bias_act_f32(
    MemRef<float, 4> *, MemRef<float, 4> *, MemRef<float, 1> *,
    MemRef<float, 4> *, int32_t, GEOMETRY, int32_t, float, float);
void _mlir_ciface_kmatch_cuda_conv2d_bias_add_act_f32(
    MemRef<float, 4> *, MemRef<float, 4> *, MemRef<float, 1> *,
    MemRef<float, 4> *, MemRef<float, 4> *, int32_t, GEOMETRY, int32_t, float,
    float);
void _mlir_ciface_kmatch_cuda_conv2d_bn_act_f32(
    MemRef<float, 4> *, MemRef<float, 4> *, MemRef<float, 1> *,
    MemRef<float, 1> *, MemRef<float, 1> *, MemRef<float, 1> *,
    MemRef<float, 4> *, int32_t, GEOMETRY, int32_t, float, float, float);
void _mlir_ciface_kmatch_cuda_conv2d_bn_add_act_f32(
    MemRef<float, 4> *, MemRef<float, 4> *, MemRef<float, 1> *,
    MemRef<float, 1> *, MemRef<float, 1> *, MemRef<float, 1> *,
    MemRef<float, 4> *, MemRef<float, 4> *, int32_t, GEOMETRY, int32_t, float,
    float, float);
void _mlir_ciface_kmatch_cuda_depthwise_conv2d_f32(MemRef<float, 4> *,
                                                   MemRef<float, 3> *,
                                                   MemRef<float, 4> *, int32_t,
                                                   GEOMETRY, int32_t);
void _mlir_ciface_kmatch_cuda_maxpool2d_f32(MemRef<float, 4> *,
                                            MemRef<float, 4> *, int32_t,
                                            int64_t, int64_t, int64_t, int64_t,
                                            int64_t, int64_t, int64_t, int64_t);
void _mlir_ciface_kmatch_cuda_avgpool2d_f32(MemRef<float, 4> *,
                                            MemRef<float, 4> *, int32_t,
                                            int64_t, int64_t, int64_t, int64_t,
                                            int64_t, int64_t, int64_t, int64_t);
void _mlir_ciface_kmatch_cuda_batchnorm_f32(
    MemRef<float, 4> *, MemRef<float, 1> *, MemRef<float, 1> *,
    MemRef<float, 1> *, MemRef<float, 1> *, MemRef<float, 4> *, int32_t, float);
void _mlir_ciface_kmatch_cuda_add_f32(UnrankedMemRef *, UnrankedMemRef *,
                                      UnrankedMemRef *);
void _mlir_ciface_kmatch_cuda_gemm_bias_act_f32(MemRef<float, 2> *,
                                                MemRef<float, 2> *,
                                                MemRef<float, 1> *,
                                                MemRef<float, 2> *, int32_t,
                                                int32_t, int32_t, float, float);
}

#undef GEOMETRY

TEST_CASE("cuda DNN shims f32 match the references", "[cuda][dnn]") {
  kmatch_test::runDnnCases(KMATCH_DNN_SHIMS(cuda));
}

// The bias-less conv + activation program (../conv-activation.mlir: relu,
// relu6, hardswish and GELU fused as @conv2d_bias_act with a +0.0 bias) on
// the cuda backend (its two memref functions too), run through the CUDA
// shims over the host fakes of cudart and cuDNN (%run_cuda_mock): the +0.0
// bias goes through cudnnConvolutionBiasActivationForward (identity or relu
// fused there, the other activations on the host), and, with
// KMATCH_MOCK_DNN_UNFUSED=1,
// through the fallback (cudnnConvolutionForward, then bias and activation
// on the host). Both equal the default lowering, NaN and inf included. Not
// a GPU run.
// REQUIRES: cuda-runtime
// RUN: kmatch-opt %S/../conv-activation.mlir --kmatch-pipeline=backend=cuda -o %t.cuda.mlir
// RUN: grep -c 'llvm.call @kmatch_cuda_conv2d_bias_act_f32' %t.cuda.mlir | FileCheck %s --check-prefix=CALLS
// CALLS: {{^7$}}
// RUN: %upstream_lower %S/../conv-activation.mlir | %run_cpu > %t.ref
// RUN: %run_cuda_mock %t.cuda.mlir > %t.mock
// RUN: env KMATCH_MOCK_DNN_UNFUSED=1 %run_cuda_mock %t.cuda.mlir > %t.unfused
// RUN: %numdiff --rtol 1e-5 --atol 1e-6 --min-values 1200 %t.ref %t.mock | FileCheck %s
// RUN: %numdiff --rtol 1e-5 --atol 1e-6 --min-values 1200 %t.ref %t.unfused | FileCheck %s
// CHECK: numdiff: {{.*}}: OK

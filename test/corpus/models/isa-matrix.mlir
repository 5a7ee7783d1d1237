// Every zoo model at the native ISA and with oneDNN capped at AVX2 and SSE4.1:
// outputs checked against PyTorch, and no reference primitive created at the
// native ISA or under AVX2 (under SSE4.1 they are listed, not failed).
// isa_matrix.py prints each kernel's implementations per ISA.
// REQUIRES: torch
// RUN: %python %S/isa_matrix.py --kmatch-opt kmatch-opt --runner "%run_cpu" | FileCheck %s
// CHECK: resnet18 b1 native: 0 reference primitives
// CHECK: resnet18 b1 AVX2: 0 reference primitives
// Below AVX-512, batch norm's post-ops then the residual's sum get oneDNN's
// reference convolution: the launch runs the JIT convolution and one binary
// add with relu instead (runtime/cpu/dnn.cpp, buildConvPlan).
// CHECK: conv2d_bn_add_act f32: convolution=jit{{[_a-z0-9]*}}:avx2,binary=jit:uni
// CHECK: resnet18 b1 SSE41:
// CHECK-NOT: FAIL

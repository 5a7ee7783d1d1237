// The build writes kmatch_kernels.h, every shim's C signature, from the
// manifest: the kinds and ranks of the operands and the types of the params
// give the C types, with the manifest's names.
// RUN: %python %S/../../runtime/gen_kernels_header.py %S/../../runtime/kernels.json %t.h
// RUN: FileCheck %s --input-file=%t.h
// The project manifest must give every operand a kind.
// RUN: not %python %S/../../runtime/gen_kernels_header.py %S/Inputs/extra-kernels.json %t.bad.h 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: gen_kernels_header.py: kernel 'saxpby': operand 'a' needs a kind ({"name", "scalar"} or {"name", "memref"}) in the project manifest

// CHECK-LABEL: #define KMATCH_FOR_EACH_KERNEL(X)
// CHECK: X(gemm, f32, float)
// CHECK: X(scal, f64, double)
// CHECK-LABEL: #define KMATCH_FOR_EACH_CUDA_KERNEL(X)
// CHECK: #define KMATCH_PARAMS_gemm_f32
// CHECK-NEXT: float alpha, kmatch_rt::MemRef<float, 2> *A, kmatch_rt::MemRef<float, 2> *B, float beta, kmatch_rt::MemRef<float, 2> *C, int32_t transA, int32_t transB, int32_t transC
// CHECK: #define KMATCH_PARAMS_scal_f64
// CHECK-NEXT: double s, kmatch_rt::UnrankedMemRef *X
// CHECK: #define KMATCH_PARAMS_dot_f64
// CHECK-NEXT: double alpha, kmatch_rt::MemRef<double, 1> *X, kmatch_rt::MemRef<double, 1> *Y, double beta, kmatch_rt::MemRef<double, 0> *R
// CHECK: #define KMATCH_PARAMS_maxpool2d_f32
// CHECK-NEXT: kmatch_rt::MemRef<float, 4> *X, kmatch_rt::MemRef<float, 4> *Y, int32_t layout, int64_t kernel_h, int64_t kernel_w, int64_t stride_h, int64_t stride_w, int64_t pad_top, int64_t pad_left, int64_t pad_bottom, int64_t pad_right
// CHECK: #define KMATCH_CPU_ENTRY(NAME, S) KMATCH_ENTRY(cpu, NAME, S)
// CHECK: KMATCH_FOR_EACH_CPU_KERNEL(KMATCH_DECLARE_CPU_SHIM_)
// CHECK: KMATCH_FOR_EACH_CUDA_KERNEL(KMATCH_DECLARE_CUDA_SHIM_)

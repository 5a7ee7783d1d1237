// KMATCH_PROFILE times every launch: at exit the runtime prints one row per
// kernel (calls, total and mean ms, share of the launch time) to stderr, or to
// the file the variable names. The README's example makes two @gemm launches,
// one call each; unset, nothing is printed. Under the cuda backend with the
// CPU fallback, each launch counts once, as the CUDA shim that was called
// (the CPU shim it falls back to runs inside it).
//
// RUN: kmatch-opt %kmatch_src/examples/gemm.mlir --kmatch-pipeline=backend=cpu -o %t.mlir
// RUN: env KMATCH_PROFILE=1 %run_cpu %t.mlir 2>&1 >/dev/null | FileCheck %s
// RUN: env KMATCH_PROFILE=%t.prof %run_cpu %t.mlir >/dev/null 2>%t.err
// RUN: FileCheck %s --input-file=%t.prof
// RUN: FileCheck %s --check-prefix=OFF --allow-empty --input-file=%t.err
// RUN: env -u KMATCH_PROFILE %run_cpu %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF --allow-empty
// RUN: env KMATCH_PROFILE=0 %run_cpu %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF --allow-empty
//
// The last column names the implementations the library ran: "-" for a
// launch that created no oneDNN primitive (these gemms are OpenBLAS's), and
// the table ends with the count of reference primitives.
// CHECK: kmatch profile: launches by total time
// CHECK-NEXT: kernel backend calls total ms mean ms share implementations
// CHECK-NEXT: gemm f32 cpu 2 {{[0-9]+\.[0-9][0-9][0-9]}} {{[0-9]+\.[0-9][0-9][0-9][0-9]}} 100.0% {{-|matmul=brg.*}}{{$}}
// CHECK-NEXT: all launches 2 {{[0-9]+\.[0-9][0-9][0-9]}}
// CHECK-NEXT: reference primitives created: 0
// CHECK-NOT: {{.}}
// OFF-NOT: kmatch profile
//
// RUN: %if cuda-runtime %{ kmatch-opt %kmatch_src/examples/gemm.mlir --kmatch-pipeline="backend=cuda residency=false" -o %t.cuda.mlir %}
// RUN: %if cuda-runtime %{ env KMATCH_PROFILE=1 KMATCH_CUDA_FALLBACK=cpu %run_cuda %t.cuda.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CUDA %}
// CUDA: kmatch profile: launches by total time
// CUDA-NEXT: kernel
// CUDA-NEXT: gemm f32 cuda 2 
// CUDA-NEXT: all launches 2 

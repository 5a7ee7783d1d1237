// kmatch-compile's library binds its own calls to its own functions: a module
// whose entry is @main (IREE's TensorFlow imports) linked into a program with
// its own main still runs the module's @main, and a launch in it.
// RUN: kmatch-compile %s -o %t.libentry.so
// RUN: nm -D %t.libentry.so | FileCheck %s --check-prefix=SYMS
// RUN: cc %sanitize_cflags %S/Inputs/host_main.c -I%kmatch_src/runtime/common %t.libentry.so \
// RUN:   -o %t.exe
// RUN: %t.exe | FileCheck %s
// SYMS-DAG: T _mlir_ciface_main
// SYMS-DAG: T main
// SYMS-DAG: U _mlir_ciface_kmatch_cpu_gemm_f32
// [1 2; 3 4] * [5 6; 7 8]
// CHECK: 19 22 43 50
// noinline: keeps _mlir_ciface_main calling @main, as in a large module.
func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32>
    attributes {passthrough = ["noinline"]} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>)
                     outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

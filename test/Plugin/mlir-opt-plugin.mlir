// Debian's stock mlir-opt-22 (linked against the same libMLIR.so as kmatch)
// loads kmatch as a dialect and pass plugin; the plugin finds its templates at
// ../share/kmatch from itself, not from mlir-opt. Passes a plugin registers
// are not flags of mlir-opt (its options are built before plugins load), so
// they run through --pass-pipeline.
// RUN: %plugin_host_opt %s --load-dialect-plugin=%kmatch_lib/libkmatchPassPlugin.so \
// RUN:   --load-pass-plugin=%kmatch_lib/libkmatchPassPlugin.so \
// RUN:   --pass-pipeline="builtin.module(kmatch-apply-templates)" | FileCheck %s
// The pipeline lowers the launch to the CPU runtime's entry point.
// RUN: %plugin_host_opt %s --load-dialect-plugin=%kmatch_lib/libkmatchPassPlugin.so \
// RUN:   --load-pass-plugin=%kmatch_lib/libkmatchPassPlugin.so \
// RUN:   --pass-pipeline="builtin.module(kmatch-pipeline{backend=cpu})" | FileCheck %s --check-prefix=LOWER

// CHECK-LABEL: func.func @gemm(
// CHECK-SAME: %[[A:.*]]: memref<?x?xf32>, %[[B:.*]]: memref<?x?xf32>, %[[C:.*]]: memref<?x?xf32>
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]]
// CHECK-NOT: linalg.matmul
// LOWER-LABEL: llvm.func @gemm(
// LOWER: llvm.call @kmatch_cpu_gemm_f32(
func.func @gemm(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>)
                outs(%C : memref<?x?xf32>)
  return
}

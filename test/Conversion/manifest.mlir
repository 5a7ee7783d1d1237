// A kernel kmatch has never heard of lowers once a manifest describes it; the
// unknown-kernel error also lists kernels from extra manifests.
// RUN: kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/extra-kernels.json | FileCheck %s
// RUN: env KMATCH_KERNEL_MANIFEST_PATH=%S/Inputs/extra-kernels.json kmatch-opt %s --kmatch-lower-to-cpu | FileCheck %s
// The same file named twice is read once, not a redefinition.
// RUN: env KMATCH_KERNEL_MANIFEST_PATH=%S/Inputs/extra-kernels.json kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/extra-kernels.json | FileCheck %s

// CHECK: func.func private @kmatch_cpu_saxpby_f32(f32, memref<?xf32, strided<[?], offset: ?>>, f32, memref<?xf32, strided<[?], offset: ?>>, i64, f64) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @custom(
// CHECK-DAG: %[[MODE:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[EPS:.*]] = arith.constant 1.000000e-05 : f64
// CHECK: call @kmatch_cpu_saxpby_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[MODE]], %[[EPS]])
func.func @custom(%a: f32, %x: memref<16xf32>, %y: memref<16xf32>) {
  kernel.launch @saxpby(%a, %x, %a, %y) {num_outs = 1 : i64, mode = 3 : i64}
      : (f32, memref<16xf32>, f32, memref<16xf32>) -> ()
  return
}

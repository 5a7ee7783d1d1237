// The transfer ops round-trip and stay put (unknown side effects: canonicalize
// and cse must not drop or merge them).
// RUN: kmatch-opt %s | kmatch-opt | FileCheck %s
// RUN: kmatch-opt %s --canonicalize --cse | FileCheck %s

// CHECK-LABEL: func.func @transfers(
// CHECK: kernel.to_device %{{.*}} : memref<4x?xf64>
// CHECK-NEXT: kernel.to_device %{{.*}} : memref<4x?xf64>
// CHECK-NEXT: kernel.to_host %{{.*}} : memref<4x?xf64>
// CHECK-NEXT: kernel.release %{{.*}} : memref<4x?xf64>
func.func @transfers(%m: memref<4x?xf64>) {
  kernel.to_device %m : memref<4x?xf64>
  kernel.to_device %m : memref<4x?xf64>
  kernel.to_host %m : memref<4x?xf64>
  kernel.release %m : memref<4x?xf64>
  return
}

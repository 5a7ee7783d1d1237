// kmatch-compile gives opt and llc the target triple (the translated module
// has none; docs/Deploying.md): without it llc expanded each llvm.memcpy
// into a loop of byte copies. The copy below must be a call to memcpy, and
// --mtriple reaches the tools.
// RUN: kmatch-compile %s -o %t.libcopy.so
// RUN: nm -D %t.libcopy.so | FileCheck %s
// RUN: not kmatch-compile %s -o %t.libbad.so --mtriple=no-such-target 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// CHECK-DAG: T _mlir_ciface_copy
// CHECK-DAG: U memcpy
// BAD: unrecognized architecture 'no'
func.func @copy(%a: memref<1024x256xf32>, %b: memref<1024x256xf32>) {
  memref.copy %a, %b : memref<1024x256xf32> to memref<1024x256xf32>
  return
}

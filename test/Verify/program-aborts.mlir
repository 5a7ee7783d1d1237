// A program that aborts under kmatch-verify (it calls abort, or glibc finds
// its heap corrupted after an out-of-bounds write on the driven inputs)
// stops the tool at once with a message naming the run and status 2. The
// heap may be unusable then: LLVM's crash handler, which allocates, hung on
// it (found running IREE's fusion_preprocessing.mlir, whose index argument,
// driven as 0, sized a tensor the program then overran).
// RUN: not kmatch-verify %s 2>&1 | FileCheck %s
// CHECK: kmatch-verify: {{.*}}aborts{{.*}} aborted (SIGABRT: the program called abort, or glibc found the heap corrupted
// CHECK-NOT: Stack dump
func.func private @abort()
func.func @aborts(%x: memref<4xf32>, %y: memref<4xf32>) {
  linalg.copy ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  call @abort() : () -> ()
  return
}

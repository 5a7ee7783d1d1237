// A program whose own allocator returns a memref its caller frees, next to
// tensor code that bufferization allocates for: the ownership rules of
// automatic deallocation (the caller owns, and frees, every returned memref)
// would free the program's buffer twice, so the functions called with it get
// no automatic deallocation, and kmatch warns where bufferization's buffers
// stay unfreed. Functions not called with them are still deallocated. The
// program runs and matches the upstream lowering.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %run_cpu < %t.mlir > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-6 --min-values 8 %t.ref %t.kmatch
// RUN: kmatch-opt %s --kmatch-mark-manual-deallocation --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --kmatch-buffer-deallocation | FileCheck %s --check-prefix=IR
//
// WARN: warning: 1 buffer(s) bufferization allocates here are not freed
// WARN-NOT: warning
// IR-LABEL: func.func @twice
// IR-NOT: memref.dealloc
// IR-LABEL: func.func @unrelated
// IR: memref.dealloc

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @make(%n: index, %v: f32) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<?xf32>)
  return %m : memref<?xf32>
}

func.func @twice(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.add ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// Not called with the program's allocator: deallocated as usual.
func.func @unrelated(%t: tensor<4xf32>) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %r[%c0] : tensor<4xf32>
  return %v : f32
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %v = arith.constant 1.25 : f32
  %m = func.call @make(%c4, %v) : (index, f32) -> memref<?xf32>
  %t = bufferization.to_tensor %m restrict : memref<?xf32> to tensor<?xf32>
  %r = func.call @twice(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %rm = bufferization.to_buffer %r : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %rm : memref<?xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  %u2 = memref.cast %m : memref<?xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u2) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<?xf32>
  return
}

// A program whose own allocator returns a memref its caller frees: the
// ownership rules of automatic deallocation (the caller owns, and frees,
// every returned memref) would free the program's buffer twice, so kmatch
// warns and leaves bufferization's buffers unfreed in this module. The
// program still runs and matches the upstream lowering.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.mlir 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %run_cpu < %t.mlir > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-6 --min-values 8 %t.ref %t.kmatch
//
// WARN: warning: returns a memref and belongs to functions that free their own buffers

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @make(%n: index, %v: f32) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<?xf32>)
  return %m : memref<?xf32>
}

func.func @twice(%t: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
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

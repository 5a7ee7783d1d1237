// RUN: kmatch-opt %s -split-input-file -verify-diagnostics

// Transfers name whole buffers: the runtime keeps one mirror per allocation.

func.func @subview(%m: memref<8x8xf32>) {
  %v = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // expected-error@+1 {{operand must be a whole buffer, not a view of one}}
  kernel.to_device %v : memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @transpose(%m: memref<4x6xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  // expected-error@+1 {{operand must be a whole buffer, not a view of one}}
  kernel.to_host %t : memref<6x4xf32, strided<[1, 6]>>
  return
}

// -----

func.func @cast(%m: memref<4x6xf32>) {
  %c = memref.cast %m : memref<4x6xf32> to memref<?x?xf32>
  // expected-error@+1 {{operand must be a whole buffer, not a view of one}}
  kernel.release %c : memref<?x?xf32>
  return
}

// -----

func.func @roots(%m: memref<4x6xf32>) {
  %a = memref.alloc() : memref<8xf32>
  kernel.to_device %m : memref<4x6xf32>
  kernel.to_device %a : memref<8xf32>
  kernel.release %a : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return
}

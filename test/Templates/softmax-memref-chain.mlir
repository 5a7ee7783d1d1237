// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 8 functions, 2 rewritten, 0 failures

// torch-mlir's decomposed softmax over the last dim on memrefs: what one-shot
// bufferization makes of the tensor chain (keepdim rows), or loops raised to
// linalg (rows without the unit dim). The max, the exponentials and the sum
// live in scratch buffers (local allocations used by the chain only, freed
// after it): one launch at the divide, the chain and its scratch gone.
// (linalg.softmax on memrefs: softmax-memref.mlir.)

// CHECK-LABEL: func.func @softmax_bufferized(
// CHECK-SAME: %[[X:[^:]*]]: memref<2x3x5xf32>, %[[Y:[^:]*]]: memref<2x3x5xf32>
// CHECK-NOT: linalg.
// CHECK: kernel.launch @softmax(%[[X]], %[[Y]]) {axis = -1 : i64, num_outs = 1 : i64} : (memref<2x3x5xf32>, memref<2x3x5xf32>) -> ()
// CHECK-NOT: linalg.
// CHECK: return

func.func @softmax_bufferized(%x: memref<2x3x5xf32>, %y: memref<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<2x3x1xf32>
  %e = memref.alloc() : memref<2x3x5xf32>
  %s = memref.alloc() : memref<2x3x1xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<2x3x1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : memref<2x3x5xf32>) outs(%m : memref<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : memref<2x3x5xf32>, memref<2x3x1xf32>) outs(%e : memref<2x3x5xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<2x3x1xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : memref<2x3x5xf32>) outs(%s : memref<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %s : memref<2x3x5xf32>, memref<2x3x1xf32>) outs(%y : memref<2x3x5xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<2x3x1xf32>
  memref.dealloc %e : memref<2x3x5xf32>
  memref.dealloc %s : memref<2x3x1xf32>
  return
}


// -----

// Raised loops: m[i] and s[i] without the keepdim unit dim.
// CHECK-LABEL: func.func @softmax_raised_rows(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x7xf32>, %[[Y:[^:]*]]: memref<4x7xf32>
// CHECK-NOT: linalg.
// CHECK: kernel.launch @softmax(%[[X]], %[[Y]]) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.

func.func @softmax_raised_rows(%x: memref<4x7xf32>, %y: memref<4x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%y : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}


// -----

// Near miss: the exponentials are read after the chain (a scratch buffer
// with a fourth user): a launch would not write them.
// CHECK-LABEL: func.func @nm_exp_read_after(
// CHECK-NOT: kernel.launch

func.func @nm_exp_read_after(%x: memref<4x7xf32>, %y: memref<4x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%y : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.copy %e, %y : memref<4x7xf32> to memref<4x7xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}


// -----

// Near miss: x is written between the max and the divide (the launch would
// read the new x).
// CHECK-LABEL: func.func @nm_x_written(
// CHECK-NOT: kernel.launch

func.func @nm_x_written(%x: memref<4x7xf32>, %y: memref<4x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.fill ins(%zero : f32) outs(%x : memref<4x7xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%y : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}


// -----

// Near miss: the max goes to an argument the caller sees (not scratch).
// CHECK-LABEL: func.func @nm_max_argument(
// CHECK-NOT: kernel.launch

func.func @nm_max_argument(%x: memref<4x7xf32>, %y: memref<4x7xf32>, %m: memref<4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%y : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}


// -----

// Near miss: the sum's fill runs after the sum (it starts from garbage and
// the fill wins): not a softmax.
// CHECK-LABEL: func.func @nm_fill_after_sum(
// CHECK-NOT: kernel.launch

func.func @nm_fill_after_sum(%x: memref<4x7xf32>, %y: memref<4x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%y : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}


// -----

// Near miss: y is x (softmax in place): the launch's output would overlap
// its input.
// CHECK-LABEL: func.func @nm_in_place(
// CHECK-NOT: kernel.launch

func.func @nm_in_place(%x: memref<4x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%x : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}


// -----

// Near miss: an unrelated op reads the max between the statements (a
// launch would not write it).
// CHECK-LABEL: func.func @nm_max_read_between(
// CHECK-NOT: kernel.launch

func.func @nm_max_read_between(%x: memref<4x7xf32>, %y: memref<4x7xf32>, %out: memref<1xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %m = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<4x7xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x7xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %m : memref<4x7xf32>, memref<4xf32>) outs(%e : memref<4x7xf32>) {
  ^bb0(%a: f32, %mm: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  }
  %c0 = arith.constant 0 : index
  %mv = memref.load %m[%c0] : memref<4xf32>
  memref.store %mv, %out[%c0] : memref<1xf32>
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : memref<4x7xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<4x7xf32>, memref<4xf32>) outs(%y : memref<4x7xf32>) {
  ^bb0(%a: f32, %ss: f32, %o: f32):
    %r = arith.divf %a, %ss : f32
    linalg.yield %r : f32
  }
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %e : memref<4x7xf32>
  memref.dealloc %s : memref<4xf32>
  return
}

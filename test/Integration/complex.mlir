// Complex arithmetic runs: no template takes complex<f32> (a launch's element
// is f32 or f64), so the complex matmul stays a linalg op, and the pipeline
// lowers complex ops as upstream does (convert-complex-to-standard, then
// convert-complex-to-llvm). Before, kmatch-pipeline stopped with "'complex.mul'
// is left after lowering". The elementwise generic on tensors (exp, abs,
// divide) is left alone by kmatch-vectorize (no vector of complex). The
// printed numbers equal those of upstream's lowering and of Python's cmath.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=APPLY
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.out
// RUN: %upstream_lower_nodealloc %s | %run_cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.ref
// RUN: diff %t.ref %t.out
// RUN: FileCheck %s --input-file=%t.out
//
// APPLY-NOT: kernel.launch
// APPLY: linalg.matmul

func.func @cmatmul(%a: memref<2x2xcomplex<f32>>, %b: memref<2x2xcomplex<f32>>,
                   %c: memref<2x2xcomplex<f32>>) {
  linalg.matmul ins(%a, %b : memref<2x2xcomplex<f32>>, memref<2x2xcomplex<f32>>)
                outs(%c : memref<2x2xcomplex<f32>>)
  return
}

// y = exp(x) / (|x| + 1), elementwise on tensors.
func.func @celementwise(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %init = tensor.empty() : tensor<4xcomplex<f32>>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xcomplex<f32>>) outs(%init : tensor<4xcomplex<f32>>) {
  ^bb0(%v: complex<f32>, %o: complex<f32>):
    %e = complex.exp %v : complex<f32>
    %m = complex.abs %v : complex<f32>
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %d = arith.addf %m, %one : f32
    %dc = complex.create %d, %zero : complex<f32>
    %q = complex.div %e, %dc : complex<f32>
    linalg.yield %q : complex<f32>
  } -> tensor<4xcomplex<f32>>
  return %y : tensor<4xcomplex<f32>>
}

func.func private @printMemrefF32(memref<*xf32>)

// Prints the real and imaginary parts of a 1-D complex memref as an n x 2
// f32 memref.
func.func @print(%v: memref<?xcomplex<f32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xcomplex<f32>>
  %o = memref.alloc(%n) : memref<?x2xf32>
  scf.for %i = %c0 to %n step %c1 {
    %z = memref.load %v[%i] : memref<?xcomplex<f32>>
    %re = complex.re %z : complex<f32>
    %im = complex.im %z : complex<f32>
    memref.store %re, %o[%i, %c0] : memref<?x2xf32>
    memref.store %im, %o[%i, %c1] : memref<?x2xf32>
  }
  %u = memref.cast %o : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %o : memref<?x2xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // a[i][j] = exp(i + j*I), b[i][j] = j + i*I, c = 0.
  %a = memref.alloc() : memref<2x2xcomplex<f32>>
  %b = memref.alloc() : memref<2x2xcomplex<f32>>
  %c = memref.alloc() : memref<2x2xcomplex<f32>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %x = complex.create %fi, %fj : complex<f32>
      %e = complex.exp %x : complex<f32>
      %y = complex.create %fj, %fi : complex<f32>
      %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
      memref.store %e, %a[%i, %j] : memref<2x2xcomplex<f32>>
      memref.store %y, %b[%i, %j] : memref<2x2xcomplex<f32>>
      memref.store %z, %c[%i, %j] : memref<2x2xcomplex<f32>>
    }
  }
  call @cmatmul(%a, %b, %c) : (memref<2x2xcomplex<f32>>, memref<2x2xcomplex<f32>>,
                               memref<2x2xcomplex<f32>>) -> ()
  %flat = memref.collapse_shape %c [[0, 1]] : memref<2x2xcomplex<f32>> into memref<4xcomplex<f32>>
  %dyn = memref.cast %flat : memref<4xcomplex<f32>> to memref<?xcomplex<f32>>
  call @print(%dyn) : (memref<?xcomplex<f32>>) -> ()

  %x = arith.constant dense<[(0.0, 0.0), (1.0, -1.0), (0.5, 2.0), (-3.0, 0.25)]> : tensor<4xcomplex<f32>>
  %y = call @celementwise(%x) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %ym = bufferization.to_buffer %y : tensor<4xcomplex<f32>> to memref<4xcomplex<f32>>
  %yd = memref.cast %ym : memref<4xcomplex<f32>> to memref<?xcomplex<f32>>
  call @print(%yd) : (memref<?xcomplex<f32>>) -> ()
  memref.dealloc %a : memref<2x2xcomplex<f32>>
  memref.dealloc %b : memref<2x2xcomplex<f32>>
  memref.dealloc %c : memref<2x2xcomplex<f32>>
  return
}

// Python: a @ b with cmath.
// CHECK:      [-0.841471, 0.540302]
// CHECK-NEXT: [0.698831, 1.38177]
// CHECK-NEXT: [-2.28736, 1.46869]
// CHECK-NEXT: [1.89962, 3.75605]
// Python: cmath.exp(x) / (abs(x) + 1).
// CHECK:      [1, 0]
// CHECK-NEXT: [0.608353, -0.947453]
// CHECK-NEXT: [-0.224105, 0.489679]
// CHECK-NEXT: [0.0120286, 0.00307139]

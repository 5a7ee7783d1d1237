// A polybench-style gemm as a loop-raising front end emits it:
//   C *= beta;  C += alpha * A * B   (one linalg.generic per statement)
// plus a tensor-level matmul with a transposed B, as a model importer emits.
// kmatch rewrites the contraction into kernel.launch @gemm; @main prints the
// results with full precision.

#map_ik = affine_map<(i, j, k) -> (i, k)>
#map_kj = affine_map<(i, j, k) -> (k, j)>
#map_ij = affine_map<(i, j, k) -> (i, j)>
#map2 = affine_map<(i, j) -> (i, j)>

func.func @kernel_gemm(%alpha: f32, %beta: f32, %A: memref<?x?xf32>,
                       %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<?x?xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %beta : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [#map_ik, #map_kj, #map_ij],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @dense_nt(%X: tensor<?x?xf32>, %W: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %X, %c0 : tensor<?x?xf32>
  %n = tensor.dim %W, %c0 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (n, k)>,
                       affine_map<(m, n, k) -> (m, n)>]
      ins(%X, %W : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @kmatch_print_elapsed(f64)
func.func private @rtclock() -> f64

/// Fills a matrix with ((i * p + j * q) mod r) / r, polybench style.
func.func @init(%M: memref<?x?xf32>, %p: index, %q: index, %r: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %M, %c0 : memref<?x?xf32>
  %cols = memref.dim %M, %c1 : memref<?x?xf32>
  %rf = arith.index_cast %r : index to i64
  %rff = arith.sitofp %rf : i64 to f32
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %a = arith.muli %i, %p : index
      %b = arith.muli %j, %q : index
      %s = arith.addi %a, %b : index
      %m = arith.remui %s, %r : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f32
      %v = arith.divf %mf, %rff : f32
      memref.store %v, %M[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %ni = arith.constant 500 : index
  %nj = arith.constant 520 : index
  %nk = arith.constant 540 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %alpha = arith.constant 1.5 : f32
  %beta = arith.constant 1.2 : f32
  %A = memref.alloc(%ni, %nk) : memref<?x?xf32>
  %B = memref.alloc(%nk, %nj) : memref<?x?xf32>
  %C = memref.alloc(%ni, %nj) : memref<?x?xf32>
  func.call @init(%A, %c1, %c2, %c7) : (memref<?x?xf32>, index, index, index) -> ()
  func.call @init(%B, %c2, %c3, %c13) : (memref<?x?xf32>, index, index, index) -> ()
  func.call @init(%C, %c3, %c1, %c7) : (memref<?x?xf32>, index, index, index) -> ()
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel_gemm(%alpha, %beta, %A, %B, %C)
      : (f32, f32, memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @kmatch_print_elapsed(%dt) : (f64) -> ()
  %Cu = memref.cast %C : memref<?x?xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu) : (memref<*xf32>) -> ()

  %W = memref.alloc(%nj, %nk) : memref<?x?xf32>
  func.call @init(%W, %c3, %c2, %c13) : (memref<?x?xf32>, index, index, index) -> ()
  %Xt = bufferization.to_tensor %A restrict : memref<?x?xf32> to tensor<?x?xf32>
  %Wt = bufferization.to_tensor %W restrict : memref<?x?xf32> to tensor<?x?xf32>
  %Y = func.call @dense_nt(%Xt, %Wt) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %Ym = bufferization.to_buffer %Y : tensor<?x?xf32> to memref<?x?xf32>
  %Yu = memref.cast %Ym : memref<?x?xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Yu) : (memref<*xf32>) -> ()
  return
}

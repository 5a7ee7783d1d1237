// --kmatch-plan-residency: transfers only where the host can observe a buffer.
// RUN: kmatch-opt %s --kmatch-plan-residency | FileCheck %s
// RUN: kmatch-opt %S/../../../corpus/polybench/2mm.mlir --kmatch-apply-templates --kmatch-plan-residency | FileCheck %s --check-prefix=MM2
// RUN: kmatch-opt %S/../../../corpus/polybench/3mm.mlir --kmatch-apply-templates --kmatch-plan-residency | FileCheck %s --check-prefix=MM3
// RUN: kmatch-opt %S/../../../corpus/polybench/gemver.mlir --kmatch-apply-templates --kmatch-plan-residency | FileCheck %s --check-prefix=GEMVER
// The cuda pipeline runs it and lowers the transfers to runtime calls; the
// cpu lowering drops them (host memory is the only memory).
// RUN: kmatch-opt %S/../../../corpus/polybench/2mm.mlir --kmatch-pipeline=backend=cuda | FileCheck %s --check-prefix=CALLS
// RUN: kmatch-opt %s --kmatch-plan-residency --kmatch-lower-to-cpu | FileCheck %s --check-prefix=CPU
// RUN: kmatch-opt %S/../../../corpus/polybench/2mm.mlir --kmatch-pipeline="backend=cuda residency=false" | FileCheck %s --check-prefix=OFF

// 2mm: tmp = alpha*A*B; D = beta*D + tmp*C. Every buffer goes up once before
// its first launch; nothing moves between the two gemms; tmp and D (written,
// and visible to the caller) come down once at the end.
// MM2-LABEL: func.func @kernel_2mm(
// MM2-SAME: %[[TMP:arg2]]: memref<?x?xf64>, %[[A:arg3]]: memref<?x?xf64>, %[[B:arg4]]: memref<?x?xf64>, %[[C:arg5]]: memref<?x?xf64>, %[[D:arg6]]: memref<?x?xf64>)
// MM2-NOT: kernel.to_host
// MM2: kernel.to_device %[[A]]
// MM2-NEXT: kernel.to_device %[[B]]
// MM2-NEXT: kernel.to_device %[[TMP]]
// MM2-NEXT: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[TMP]])
// MM2-NOT: kernel.to_host
// MM2-NOT: kernel.release
// MM2: kernel.to_device %[[C]]
// MM2-NEXT: kernel.to_device %[[D]]
// MM2-NEXT: kernel.launch @gemm(%{{.*}}, %[[TMP]], %[[C]], %{{.*}}, %[[D]])
// MM2-NEXT: kernel.release %[[A]]
// MM2-NEXT: kernel.release %[[B]]
// MM2-NEXT: kernel.to_host %[[TMP]]
// MM2-NEXT: kernel.release %[[TMP]]
// MM2-NEXT: kernel.release %[[C]]
// MM2-NEXT: kernel.to_host %[[D]]
// MM2-NEXT: kernel.release %[[D]]
// MM2-NEXT: return

// 3mm: E = A*B; F = C*D; G = E*F. E and F stay on the device for the third
// gemm.
// MM3-LABEL: func.func @kernel_3mm(
// MM3: kernel.launch @gemm
// MM3-NOT: kernel.to_host
// MM3: kernel.launch @gemm
// MM3-NOT: kernel.to_host
// MM3: kernel.to_device %arg6
// MM3-NEXT: kernel.launch @gemm(%{{.*}}, %arg0, %arg3, %{{.*}}, %arg6)
// MM3-COUNT-3: kernel.to_host
// MM3-NOT: kernel.to_device
// MM3: return

// gemver: ger2 into A, gemv (A transposed) into x, axpby into x, gemv into
// w. All four kernels are device-resident: A and x stay on the device across
// the launches; A, x and w come down once at the end.
// GEMVER-LABEL: func.func @kernel_gemver(
// GEMVER-SAME: %[[A:arg2]]: memref<?x?xf64>, %{{[^:]*}}: memref<?xf64>, %{{[^:]*}}: memref<?xf64>, %{{[^:]*}}: memref<?xf64>, %{{[^:]*}}: memref<?xf64>, %[[W:arg7]]: memref<?xf64>, %[[X:arg8]]: memref<?xf64>
// GEMVER: kernel.launch @ger2
// GEMVER-NOT: kernel.to_host
// GEMVER-NOT: kernel.release
// GEMVER: kernel.launch @gemv(%{{.*}}, %[[A]], %{{.*}}, %{{.*}}, %[[X]]) {{.*}}transA = true
// GEMVER-NOT: kernel.to_host
// GEMVER-NOT: kernel.release
// GEMVER: kernel.launch @axpby(%{{.*}}, %{{.*}}, %{{.*}}, %[[X]])
// GEMVER-NOT: kernel.to_host
// GEMVER-NOT: kernel.release
// GEMVER: kernel.to_device %[[W]]
// GEMVER-NEXT: kernel.launch @gemv(%{{.*}}, %[[A]], %[[X]], %{{.*}}, %[[W]])
// GEMVER-DAG: kernel.to_host %[[A]]
// GEMVER-DAG: kernel.to_host %[[X]]
// GEMVER-DAG: kernel.to_host %[[W]]
// GEMVER: return

// CALLS-DAG: llvm.call @_mlir_ciface_kmatch_cuda_to_device_f64
// CALLS-DAG: llvm.call @_mlir_ciface_kmatch_cuda_to_host_f64
// CALLS-DAG: llvm.call @_mlir_ciface_kmatch_cuda_release_f64

// CPU-NOT: kernel.to_
// CPU-NOT: kmatch_cpu_to_
// OFF-NOT: kmatch_cuda_to_device

// A chain with an intervening host read and a host write.
// CHECK-LABEL: func.func @chain_host_read_write(
// CHECK-SAME: %[[A:[^:]*]]: memref<8x8xf32>, %[[B:[^:]*]]: memref<8x8xf32>, %[[C:[^:]*]]: memref<8x8xf32>, %[[E:[^:]*]]: memref<8x8xf32>)
// CHECK: kernel.to_device %[[A]]
// CHECK-NEXT: kernel.to_device %[[B]]
// CHECK-NEXT: kernel.to_device %[[C]]
// CHECK-NEXT: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]])
// The host reads C: it comes down first; the mirror stays valid.
// CHECK-NEXT: kernel.to_host %[[C]]
// CHECK-NEXT: memref.load %[[C]]
// E = C*B reads the still-valid mirror of C: no upload of C.
// CHECK-NEXT: kernel.to_device %[[E]]
// CHECK-NEXT: kernel.launch @gemm(%{{.*}}, %[[C]], %[[B]], %{{.*}}, %[[E]])
// The host writes C: its mirror would go stale, so it is dropped...
// CHECK-NEXT: kernel.release %[[C]]
// CHECK-NEXT: memref.store %{{.*}}, %[[C]]
// ...and uploaded again for the next launch.
// CHECK-NEXT: kernel.to_device %[[C]]
// CHECK-NEXT: kernel.launch @gemm(%{{.*}}, %[[C]], %[[A]], %{{.*}}, %[[E]])
// CHECK: kernel.to_host %[[E]]
// CHECK: return
func.func @chain_host_read_write(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>, %e: memref<8x8xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %i = arith.constant 0 : index
  kernel.launch @gemm(%one, %a, %b, %zero, %c) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  %v = memref.load %c[%i, %i] : memref<8x8xf32>
  kernel.launch @gemm(%one, %c, %b, %zero, %e) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  memref.store %v, %c[%i, %i] : memref<8x8xf32>
  kernel.launch @gemm(%one, %c, %a, %one, %e) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  return %v : f32
}

// Views of one allocation share its mirror (transfers name the allocation),
// and a non-resident launch is a host access: the data comes down and the
// mirror goes before it.
// CHECK-LABEL: func.func @views_and_host_launch(
// CHECK: %[[T:.*]] = memref.alloc() : memref<16x8xf32>
// CHECK: %[[TOP:.*]] = memref.subview %[[T]][0, 0] [8, 8] [1, 1]
// CHECK: kernel.to_device %[[T]]
// CHECK: kernel.launch @gemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[TOP]])
// CHECK-NOT: kernel.to_device %[[T]]
// CHECK: kernel.launch @gemm(%{{.*}}, %[[TOP]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NEXT: kernel.to_host %[[T]]
// CHECK-NEXT: kernel.release %[[T]]
// CHECK-NEXT: kernel.launch @softmax(%{{.*}}, %[[T]])
func.func @views_and_host_launch(%a: memref<8x8xf32>, %y: memref<8x8xf32>, %w: memref<16x8xf32>) -> memref<16x8xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<16x8xf32>
  %top = memref.subview %t[0, 0] [8, 8] [1, 1] : memref<16x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  kernel.launch @gemm(%one, %a, %a, %zero, %top) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32, strided<[8, 1]>>) -> ()
  kernel.launch @gemm(%one, %top, %a, %zero, %y) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32, strided<[8, 1]>>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  kernel.launch @softmax(%w, %t) {num_outs = 1 : i64, axis = 1 : i64}
      : (memref<16x8xf32>, memref<16x8xf32>) -> ()
  return %t : memref<16x8xf32>
}

// A temporary freed after its last launch: the mirror goes without a
// download.
// CHECK-LABEL: func.func @dead_temporary(
// CHECK: %[[T:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK: kernel.launch @gemm(%{{.*}}, %[[T]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: kernel.to_host %[[T]]
// CHECK: kernel.release %[[T]]
// CHECK-NEXT: memref.dealloc %[[T]]
func.func @dead_temporary(%a: memref<8x8xf32>, %y: memref<8x8xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<8x8xf32>
  kernel.launch @gemm(%one, %a, %a, %zero, %t) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  kernel.launch @gemm(%one, %t, %a, %zero, %y) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  memref.dealloc %t : memref<8x8xf32>
  return
}

// A loop body is planned on its own: what it uses goes up and comes down
// within the iteration; the loop itself is a host access for the outside.
// CHECK-LABEL: func.func @in_a_loop(
// CHECK: scf.for
// CHECK-NEXT: kernel.to_device %arg0
// CHECK-NEXT: kernel.to_device %arg1
// CHECK-NEXT: kernel.launch @gemm
// CHECK-NEXT: kernel.release %arg0
// CHECK-NEXT: kernel.to_host %arg1
// CHECK-NEXT: kernel.release %arg1
// CHECK-NEXT: }
func.func @in_a_loop(%a: memref<8x8xf32>, %c: memref<8x8xf32>, %n: index) {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    kernel.launch @gemm(%one, %a, %a, %one, %c) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
        : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  }
  return
}

// A ger writing A through a memref.transpose view: the transfers name A
// itself (the one root-buffer walk the natives use), and the host read of A
// after the launch sees the downloaded data.
// CHECK-LABEL: func.func @ger_through_transpose(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x6xf32>
// CHECK: %[[AT:.*]] = memref.transpose %[[A]]
// CHECK: kernel.to_device %[[A]] :
// CHECK-NOT: kernel.to_device %[[AT]]
// CHECK: kernel.launch @ger(%{{.*}}, %{{.*}}, %{{.*}}, %[[AT]])
// CHECK-NEXT: kernel.to_host %[[A]] :
// CHECK-NEXT: memref.load %[[A]]
func.func @ger_through_transpose(%A: memref<4x6xf32>, %x: memref<6xf32>, %y: memref<4xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %at = memref.transpose %A (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  kernel.launch @ger(%one, %x, %y, %at) {num_outs = 1 : i64}
      : (f32, memref<6xf32>, memref<4xf32>, memref<6x4xf32, strided<[1, 6]>>) -> ()
  %v = memref.load %A[%c0, %c0] : memref<4x6xf32>
  return %v : f32
}

// A launch on a view of an unranked buffer (upstream's
// canonicalize.mlir @tensor.cast.unranked, bufferized): no transfer op takes
// a memref<*xf32>, so the launch moves its own operands and nothing is
// planned around it. The cuda pipeline built an invalid kernel.to_device
// here before.
// CHECK-LABEL: func.func @unranked_root(
// CHECK-NOT: kernel.to_device
// CHECK: kernel.launch @gemm(
// CHECK-NOT: kernel.to_host
// CHECK: return
func.func @unranked_root(%a: memref<*xf32>, %b: memref<8x8xf32>, %y: memref<8x8xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %ra = memref.cast %a : memref<*xf32> to memref<8x8xf32>
  kernel.launch @gemm(%one, %ra, %b, %zero, %y) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<8x8xf32>, memref<8x8xf32>, f32, memref<8x8xf32>) -> ()
  return
}

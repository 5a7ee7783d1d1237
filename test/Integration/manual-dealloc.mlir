// A whole program that frees its own buffers next to tensor code: manual
// memref.alloc/dealloc in loops and branches, a callee that frees its
// caller's buffer, and a tensor matmul kmatch rewrites. The default
// deallocate=auto leaves the program's frees to it and frees what
// bufferization allocates; the result matches the program lowered upstream
// without automatic deallocation.
//
// RUN: kmatch-opt %s --kmatch-mark-manual-deallocation | FileCheck %s --check-prefix=MARK
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu deallocate=false" | %run_cpu > %t.nodealloc
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-5 --min-values 60 %t.ref %t.kmatch
// RUN: %numdiff --rtol 1e-5 --min-values 60 %t.ref %t.nodealloc
// The explicit override keeps upstream's behaviour, which rejects the program.
// RUN: not kmatch-opt %s --kmatch-pipeline="backend=cpu deallocate=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
//
// MATCH: kernel.launch @gemm
// STRICT: memory free side-effect on MemRef value not supported

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// MARK-LABEL: func.func @consume
// MARK: memref.dealloc %{{.*}} {bufferization.manual_deallocation}
func.func @consume(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %v : f32
}

// Tensors only; bufferization allocates the result and the temporaries.
func.func @matmul_plus(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>, %s: f32) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %p = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%z : tensor<4x3xf32>) -> tensor<4x3xf32>
  %e2 = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<4x3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %0 = arith.addf %x, %s : f32
    linalg.yield %0 : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// M[i][j] = ((i * 5 + j * 3 + seed) mod 11) / 8 - 0.5
func.func @init(%m: memref<?x?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c11 = arith.constant 11 : index
  %eighth = arith.constant 0.125 : f32
  %half = arith.constant 0.5 : f32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %a = arith.muli %i, %c5 : index
      %b = arith.muli %j, %c3 : index
      %s = arith.addi %a, %b : index
      %t = arith.addi %s, %seed : index
      %r = arith.remui %t, %c11 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %v = arith.mulf %rf, %eighth : f32
      %w = arith.subf %v, %half : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// MARK-LABEL: func.func @main
// MARK: memref.alloc() {bufferization.manual_deallocation} : memref<4x3xf32>
// MARK: memref.alloc(%{{.*}}) {bufferization.manual_deallocation} : memref<?xf32>
// MARK: memref.dealloc %{{.*}} {bufferization.manual_deallocation}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %acc = memref.alloc() : memref<4x3xf32>
  %accd = memref.cast %acc : memref<4x3xf32> to memref<?x?xf32>
  func.call @init(%accd, %c0) : (memref<?x?xf32>, index) -> ()
  scf.for %it = %c0 to %c4 step %c1 {
    // A fresh manual buffer per iteration, filled and wrapped as a tensor.
    %a = memref.alloc(%c4, %c6) : memref<?x?xf32>
    func.call @init(%a, %it) : (memref<?x?xf32>, index) -> ()
    %b = memref.alloc() : memref<6x3xf32>
    %bd = memref.cast %b : memref<6x3xf32> to memref<?x?xf32>
    %seed = arith.addi %it, %c3 : index
    func.call @init(%bd, %seed) : (memref<?x?xf32>, index) -> ()
    %as = memref.cast %a : memref<?x?xf32> to memref<4x6xf32>
    %at = bufferization.to_tensor %as restrict : memref<4x6xf32> to tensor<4x6xf32>
    %bt = bufferization.to_tensor %b restrict : memref<6x3xf32> to tensor<6x3xf32>
    %accv = memref.load %acc[%c0, %c0] : memref<4x3xf32>
    %r = func.call @matmul_plus(%at, %bt, %accv) : (tensor<4x6xf32>, tensor<6x3xf32>, f32) -> tensor<4x3xf32>
    %rm = bufferization.to_buffer %r : tensor<4x3xf32> to memref<4x3xf32>
    memref.copy %rm, %acc : memref<4x3xf32> to memref<4x3xf32>
    %ru = memref.cast %acc : memref<4x3xf32> to memref<*xf32>
    func.call @kmatch_print_memref_f32(%ru) : (memref<*xf32>) -> ()
    memref.dealloc %b : memref<6x3xf32>
    // A scratch buffer freed here on even iterations, by the callee on odd.
    %n = arith.addi %it, %c2 : index
    %scratch = memref.alloc(%n) : memref<?xf32>
    %v = memref.load %acc[%c1, %c1] : memref<4x3xf32>
    memref.store %v, %scratch[%c0] : memref<?xf32>
    %parity = arith.remui %it, %c2 : index
    %even = arith.cmpi eq, %parity, %c0 : index
    %got = scf.if %even -> f32 {
      %x = memref.load %scratch[%c0] : memref<?xf32>
      memref.dealloc %scratch : memref<?xf32>
      scf.yield %x : f32
    } else {
      %x = func.call @consume(%scratch) : (memref<?xf32>) -> f32
      scf.yield %x : f32
    }
    memref.store %got, %acc[%c0, %c0] : memref<4x3xf32>
    memref.dealloc %a : memref<?x?xf32>
  }
  %u = memref.cast %acc : memref<4x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %acc : memref<4x3xf32>
  return
}

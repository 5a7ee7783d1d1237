// Adding a kernel kmatch has never heard of, with no rebuild of kmatch: the
// test writes a new template, a manifest entry and a C shim, compiles the shim
// into its own shared library, and runs the rewritten program against the
// unrewritten one. Nothing of kmatch is rebuilt; only files under %t are new.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/write-hadamard-kernel.py %t
// RUN: cc -shared -fPIC -O2 -o %t/libhadamard.so %t/hadamard_shim.c
//
// The new template fires (and only where it should):
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%t/hadamard.pdll | FileCheck %s --check-prefix=MATCH
// MATCH-LABEL: func.func @hadamard(
// MATCH: kernel.launch @hadamard(%{{.*}}, %{{.*}}, %{{.*}}) {num_outs = 1 : i64}
// MATCH-LABEL: func.func @not_hadamard(
// MATCH-NOT: kernel.launch
// MATCH: linalg.generic
//
// Lowered with the new manifest entry, run with the new library:
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu templates=%t/hadamard.pdll manifests=%t/hadamard.json" \
// RUN:   | %mlir_runner -e main -entry-point-result=void -shared-libs=%t/libhadamard.so,%kmatch_lib/libkmatch_rt_cpu.so,%mlir_lib/libmlir_c_runner_utils.so > %t/kmatch.out
// RUN: %upstream_lower %s | %mlir_runner -e main -entry-point-result=void -shared-libs=%kmatch_lib/libkmatch_rt_cpu.so,%mlir_lib/libmlir_c_runner_utils.so > %t/ref.out
// RUN: %numdiff --rtol 1e-6 --min-values 64 %t/ref.out %t/kmatch.out
// The library really ran: it counts its calls in a file.
// RUN: FileCheck %s --check-prefix=CALLED --input-file=%t/calls.txt
// CALLED: hadamard called with 64 elements

// z = x * y, elementwise.
func.func @hadamard(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}

// A near miss for the new template: it accumulates into z.
func.func @not_hadamard(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %x = memref.alloc() : memref<8x8xf32>
  %y = memref.alloc() : memref<8x8xf32>
  %z = memref.alloc() : memref<8x8xf32>
  %w = memref.alloc() : memref<8x8xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%w : memref<8x8xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %ij = arith.muli %i, %j : index
      %s = arith.addi %ij, %i : index
      %si = arith.index_cast %s : index to i64
      %sf = arith.sitofp %si : i64 to f32
      %ji = arith.index_cast %j : index to i64
      %jf = arith.sitofp %ji : i64 to f32
      memref.store %sf, %x[%i, %j] : memref<8x8xf32>
      memref.store %jf, %y[%i, %j] : memref<8x8xf32>
    }
  }
  func.call @hadamard(%x, %y, %z) : (memref<8x8xf32>, memref<8x8xf32>, memref<8x8xf32>) -> ()
  func.call @not_hadamard(%x, %y, %w) : (memref<8x8xf32>, memref<8x8xf32>, memref<8x8xf32>) -> ()
  %zu = memref.cast %z : memref<8x8xf32> to memref<*xf32>
  %wu = memref.cast %w : memref<8x8xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%zu) : (memref<*xf32>) -> ()
  func.call @kmatch_print_memref_f32(%wu) : (memref<*xf32>) -> ()
  return
}

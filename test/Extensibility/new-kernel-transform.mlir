// The same no-rebuild extension as new-kernel.mlir, with the template written
// as a Transform sequence passed on the command line instead of PDLL: the
// test writes the sequence, the manifest entry and the C shim, builds the
// shim, and runs the rewritten program against the unrewritten one.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/write-hadamard-kernel.py %t
// RUN: %python %S/Inputs/write-hadamard-sequence.py %t
// RUN: cc -shared -fPIC -O2 -o %t/libhadamard.so %t/hadamard_shim.c
//
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%t/hadamard-sequence.mlir" --transform-interpreter | FileCheck %s --check-prefix=MATCH
// MATCH-LABEL: func.func @hadamard(
// MATCH: kernel.launch @hadamard(%{{.*}}, %{{.*}}, %{{.*}}) {num_outs = 1 : i64}
// MATCH-LABEL: func.func @hadamard_f64(
// MATCH-NOT: kernel.launch
// MATCH: linalg.mul
//
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%t/hadamard-sequence.mlir" --transform-interpreter \
// RUN:   --kmatch-pipeline="backend=cpu apply-templates=false manifests=%t/hadamard.json" \
// RUN:   | %mlir_runner -e main -entry-point-result=void -shared-libs=%t/libhadamard.so,%kmatch_lib/libkmatch_rt_cpu.so,%mlir_lib/libmlir_c_runner_utils.so > %t/kmatch.out
// RUN: %upstream_lower %s | %mlir_runner -e main -entry-point-result=void -shared-libs=%kmatch_lib/libkmatch_rt_cpu.so,%mlir_lib/libmlir_c_runner_utils.so > %t/ref.out
// RUN: %numdiff --rtol 1e-6 --min-values 64 %t/ref.out %t/kmatch.out
// RUN: FileCheck %s --check-prefix=CALLED --input-file=%t/calls.txt
// CALLED: hadamard called with 64 elements

func.func @hadamard(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.mul ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>)
  return
}

// Not for the new kernel: its shim is f32 only.
func.func @hadamard_f64(%x: memref<4xf64>, %y: memref<4xf64>, %z: memref<4xf64>) {
  linalg.mul ins(%x, %y : memref<4xf64>, memref<4xf64>) outs(%z : memref<4xf64>)
  return
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %x = memref.alloc() : memref<8x8xf32>
  %y = memref.alloc() : memref<8x8xf32>
  %z = memref.alloc() : memref<8x8xf32>
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
  %zu = memref.cast %z : memref<8x8xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%zu) : (memref<*xf32>) -> ()
  return
}

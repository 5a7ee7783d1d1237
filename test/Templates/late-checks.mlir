// The checks that scan the ops between two statements, and the body checks,
// run after every other check of their pattern (NativeLibrary::markLateCheck,
// sinkLateChecks in lib/Templates/TemplateSet.cpp): PDL's lowering puts a
// constraint on an op before the checks of that op's operands, so a pattern
// that pairs an op with every other user of a buffer ran one scan per pair,
// quadratic in a function's ops (one function of 10,000 ops on shared
// buffers took 45 s, 13 s since).
//
// The lowered matcher, as cached: each NothingInterferesBetween (and
// NothingTouchesBetween, the zero fills' narrower check) guards a
// pdl_interp.record_match directly, and fails on to where the match would.
// RUN: rm -rf %t.cache
// RUN: env KMATCH_CACHE_DIR=%t.cache kmatch-opt %s --kmatch-apply-templates="templates=%kmatch_src/patterns/gemm.pdll,%kmatch_src/patterns/syr2k.pdll" | FileCheck %s
// RUN: tail -n +2 %t.cache/*.catalog.mlirbc | mlir-opt - | awk '/apply_constraint "Nothing(Interferes|Touches)Between"/ { n = NR; t = $0; sub(/.*-> \^/, "", t); split(t, d, ", \\^"); ok = d[1]; fail = d[2] } n && NR == n + 1 { if ($0 !~ "^ *\\^" ok ":") print "NOT LATE: " $0 } NR == n + 2 && n { if ($0 ~ "record_match" && $0 ~ "-> \\^" fail "$") print "late check guards a match"; else print "NOT LATE: " $0 }' | FileCheck %s --check-prefix=MATCHER --implicit-check-not="NOT LATE"
// MATCHER-COUNT-5: late check guards a match

// What the templates match is unchanged: the pair merges into @syr2k when
// nothing in between touches its operands, and stays two gemms when a write
// to A comes between them.
// CHECK-LABEL: func.func @pair(
// CHECK: kernel.launch @syr2k
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @pair(%A: memref<8x4xf32>, %B: memref<8x4xf32>, %C: memref<8x8xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<8x4xf32>, memref<8x4xf32>) outs(%C : memref<8x8xf32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%B, %A : memref<8x4xf32>, memref<8x4xf32>) outs(%C : memref<8x8xf32>)
  return
}

// CHECK-LABEL: func.func @write_between(
// CHECK: kernel.launch @gemm
// CHECK: memref.store
// CHECK: kernel.launch @gemm
// CHECK-NOT: @syr2k
func.func @write_between(%A: memref<8x4xf32>, %B: memref<8x4xf32>, %C: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 2.5 : f32
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<8x4xf32>, memref<8x4xf32>) outs(%C : memref<8x8xf32>)
  memref.store %v, %A[%c0, %c0] : memref<8x4xf32>
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%B, %A : memref<8x4xf32>, memref<8x4xf32>) outs(%C : memref<8x8xf32>)
  return
}

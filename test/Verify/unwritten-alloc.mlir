// A memref.alloc read before anything writes it: the original and the
// rewritten program see whatever malloc returns, so a difference between
// them is no kmatch bug. kmatch-verify fills the original program's new
// blocks with NaN and the rewritten one's with zeros, so such a read always
// differs; then it runs the original twice more (blocks of 0x00 and 0xFF),
// and a function whose own result changes with them is skipped and says why
// instead of failing. A scratch buffer that is written before it is read
// is compared as usual (a rewrite that really differs still fails:
// catches-wrong-template.mlir).
//
// RUN: kmatch-verify %s --json=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// CHECK-DAG: SKIPPED @add_unwritten: the original program reads memory it never wrote (its result changes with what malloc returns: a memref.alloc read before it is written, or a read out of bounds at sizes that do not fit its views; give related sizes with --dim-size)
// CHECK-DAG: SKIPPED @gemm_accumulates_unwritten: the original program reads memory it never wrote
// CHECK-DAG: PASS @add_written_scratch (launches: add
// CHECK-DAG: PASS @gemm_filled_scratch (launches: gemm
// CHECK: kmatch-verify: 2 functions, 2 rewritten, 0 failures, 2 skipped
// JSON-DAG: "function": "add_unwritten"
// JSON-DAG: "status": "SKIPPED"

#id = affine_map<(i) -> (i)>

func.func @add_unwritten(%x: memref<64xf32>, %y: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
    ins(%x, %t : memref<64xf32>, memref<64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  memref.dealloc %t : memref<64xf32>
  return
}

func.func @add_written_scratch(%x: memref<64xf32>, %y: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  memref.copy %x, %t : memref<64xf32> to memref<64xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
    ins(%x, %t : memref<64xf32>, memref<64xf32>) outs(%y : memref<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  memref.dealloc %t : memref<64xf32>
  return
}

// The gemm accumulates into a scratch C nobody filled, then copies it out.
func.func @gemm_accumulates_unwritten(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%t : memref<8x8xf32>)
  memref.copy %t, %c : memref<8x8xf32> to memref<8x8xf32>
  memref.dealloc %t : memref<8x8xf32>
  return
}

func.func @gemm_filled_scratch(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  %z = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<8x8xf32>
  linalg.fill ins(%z : f32) outs(%t : memref<8x8xf32>)
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%t : memref<8x8xf32>)
  memref.copy %t, %c : memref<8x8xf32> to memref<8x8xf32>
  memref.dealloc %t : memref<8x8xf32>
  return
}

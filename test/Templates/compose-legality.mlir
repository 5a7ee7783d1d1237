// Composition legality: every launch-level pattern that merges two statements
// on memrefs checks NothingInterferesBetween(first, second)
// (lib/Analysis/MemoryAccess.cpp). For each composition: the merge with
// nothing in between, then a write of each operand, a read of the output, a
// write through a view and an opaque call, each placed between the two
// statements, which must then stay apart. kmatch-verify runs every function
// against upstream's lowering.
// Generated once by a script; edit by hand.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[0-9]+}} rewritten, 0 failures

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): merges.
// CHECK-LABEL: func.func @gemm_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @gemm
func.func @gemm_fill(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @gemm_fill_write_A(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func @gemm_fill_write_A(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): stays unmerged (write B in between).
// CHECK-LABEL: func.func @gemm_fill_write_B(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func @gemm_fill_write_B(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.store %v25, %B[%i0, %i0] : memref<3x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): stays unmerged (write C in between).
// CHECK-LABEL: func.func @gemm_fill_write_C(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func @gemm_fill_write_C(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.store %v25, %C[%i0, %i0] : memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): stays unmerged (read C in between).
// CHECK-LABEL: func.func @gemm_fill_read_C(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func @gemm_fill_read_C(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>, %snap: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.copy %C, %snap : memref<4x5xf32> to memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): stays unmerged (write C view in between).
// CHECK-LABEL: func.func @gemm_fill_write_C_view(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func @gemm_fill_write_C_view(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  %view = memref.subview %C[0, 0] [1, 1] [1, 1] : memref<4x5xf32> to memref<1x1xf32, strided<[5, 1]>>
  memref.store %v25, %view[%i0, %i0] : memref<1x1xf32, strided<[5, 1]>>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// a zero fill into beta = 0 (gemm.GemmZeroFilledMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @gemm_fill_call(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func private @opaque_gemm_fill(%m: memref<4x5xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0] : memref<4x5xf32>
  return
}
func.func @gemm_fill_call(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  func.call @opaque_gemm_fill(%C) : (memref<4x5xf32>) -> ()
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): merges.
// CHECK-LABEL: func.func @gemm_scale(
// CHECK-NOT: @scal
// CHECK: kernel.launch @gemm
func.func @gemm_scale(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @gemm_scale_write_A(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @gemm_scale_write_A(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): stays unmerged (write B in between).
// CHECK-LABEL: func.func @gemm_scale_write_B(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @gemm_scale_write_B(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %B[%i0, %i0] : memref<3x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): stays unmerged (write C in between).
// CHECK-LABEL: func.func @gemm_scale_write_C(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @gemm_scale_write_C(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %C[%i0, %i0] : memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): stays unmerged (read C in between).
// CHECK-LABEL: func.func @gemm_scale_read_C(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @gemm_scale_read_C(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>, %snap: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.copy %C, %snap : memref<4x5xf32> to memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): stays unmerged (write C view in between).
// CHECK-LABEL: func.func @gemm_scale_write_C_view(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @gemm_scale_write_C_view(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  %view = memref.subview %C[0, 0] [1, 1] [1, 1] : memref<4x5xf32> to memref<1x1xf32, strided<[5, 1]>>
  memref.store %v25, %view[%i0, %i0] : memref<1x1xf32, strided<[5, 1]>>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C *= s into beta (gemm.GemmAfterScaleMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @gemm_scale_call(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func private @opaque_gemm_scale(%m: memref<4x5xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0] : memref<4x5xf32>
  return
}
func.func @gemm_scale_call(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  func.call @opaque_gemm_scale(%C) : (memref<4x5xf32>) -> ()
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): merges.
// CHECK-LABEL: func.func @syr2k_pair(
// CHECK: kernel.launch @syr2k
// CHECK-NOT: @gemm
func.func @syr2k_pair(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): stays unmerged (write A in between).
// CHECK-LABEL: func.func @syr2k_pair_write_A(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: kernel.launch @gemm
func.func @syr2k_pair_write_A(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): stays unmerged (write B in between).
// CHECK-LABEL: func.func @syr2k_pair_write_B(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: kernel.launch @gemm
func.func @syr2k_pair_write_B(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  memref.store %v25, %B[%i0, %i0] : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): stays unmerged (write C in between).
// CHECK-LABEL: func.func @syr2k_pair_write_C(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: kernel.launch @gemm
func.func @syr2k_pair_write_C(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  memref.store %v25, %C[%i0, %i0] : memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): stays unmerged (read C in between).
// CHECK-LABEL: func.func @syr2k_pair_read_C(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: kernel.launch @gemm
func.func @syr2k_pair_read_C(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>, %snap: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  memref.copy %C, %snap : memref<4x4xf32> to memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): stays unmerged (write A view in between).
// CHECK-LABEL: func.func @syr2k_pair_write_A_view(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: kernel.launch @gemm
func.func @syr2k_pair_write_A_view(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  %view = memref.subview %A[0, 0] [1, 1] [1, 1] : memref<4x3xf32> to memref<1x1xf32, strided<[3, 1]>>
  memref.store %v25, %view[%i0, %i0] : memref<1x1xf32, strided<[3, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C += a*A*B^T; C += a*B*A^T into @syr2k (syr2k.Syr2kFromGemmPair): stays unmerged (call in between).
// CHECK-LABEL: func.func @syr2k_pair_call(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: kernel.launch @gemm
func.func private @opaque_syr2k_pair(%m: memref<4x3xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0] : memref<4x3xf32>
  return
}
func.func @syr2k_pair_call(%alpha: f32, %A: memref<4x3xf32>, %B: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  func.call @opaque_syr2k_pair(%A) : (memref<4x3xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into syrk's beta (syrk.SyrkZeroFilledMemref): merges.
// CHECK-LABEL: func.func @syrk_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @syrk
func.func @syrk_fill(%alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into syrk's beta (syrk.SyrkZeroFilledMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @syrk_fill_write_A(
// CHECK: linalg.fill
// CHECK: kernel.launch @syrk
func.func @syrk_fill_write_A(%alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into syrk's beta (syrk.SyrkZeroFilledMemref): stays unmerged (write C in between).
// CHECK-LABEL: func.func @syrk_fill_write_C(
// CHECK: linalg.fill
// CHECK: kernel.launch @syrk
func.func @syrk_fill_write_C(%alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  memref.store %v25, %C[%i0, %i0] : memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into syrk's beta (syrk.SyrkZeroFilledMemref): stays unmerged (read C in between).
// CHECK-LABEL: func.func @syrk_fill_read_C(
// CHECK: linalg.fill
// CHECK: kernel.launch @syrk
func.func @syrk_fill_read_C(%alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>, %snap: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  memref.copy %C, %snap : memref<4x4xf32> to memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into syrk's beta (syrk.SyrkZeroFilledMemref): stays unmerged (write C view in between).
// CHECK-LABEL: func.func @syrk_fill_write_C_view(
// CHECK: linalg.fill
// CHECK: kernel.launch @syrk
func.func @syrk_fill_write_C_view(%alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  %view = memref.subview %C[0, 0] [1, 1] [1, 1] : memref<4x4xf32> to memref<1x1xf32, strided<[4, 1]>>
  memref.store %v25, %view[%i0, %i0] : memref<1x1xf32, strided<[4, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into syrk's beta (syrk.SyrkZeroFilledMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @syrk_fill_call(
// CHECK: linalg.fill
// CHECK: kernel.launch @syrk
func.func private @opaque_syrk_fill(%m: memref<4x4xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0] : memref<4x4xf32>
  return
}
func.func @syrk_fill_call(%alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  func.call @opaque_syrk_fill(%C) : (memref<4x4xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C *= s into syrk's beta (syrk.SyrkAfterScaleMemref): merges.
// CHECK-LABEL: func.func @syrk_scale(
// CHECK-NOT: @scal
// CHECK: kernel.launch @syrk
func.func @syrk_scale(%s: f32, %alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C *= s into syrk's beta (syrk.SyrkAfterScaleMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @syrk_scale_write_A(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @syrk
func.func @syrk_scale_write_A(%s: f32, %alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C *= s into syrk's beta (syrk.SyrkAfterScaleMemref): stays unmerged (write C in between).
// CHECK-LABEL: func.func @syrk_scale_write_C(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @syrk
func.func @syrk_scale_write_C(%s: f32, %alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %C[%i0, %i0] : memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C *= s into syrk's beta (syrk.SyrkAfterScaleMemref): stays unmerged (read C in between).
// CHECK-LABEL: func.func @syrk_scale_read_C(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @syrk
func.func @syrk_scale_read_C(%s: f32, %alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>, %snap: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.copy %C, %snap : memref<4x4xf32> to memref<4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C *= s into syrk's beta (syrk.SyrkAfterScaleMemref): stays unmerged (write C view in between).
// CHECK-LABEL: func.func @syrk_scale_write_C_view(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @syrk
func.func @syrk_scale_write_C_view(%s: f32, %alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  %view = memref.subview %C[0, 0] [1, 1] [1, 1] : memref<4x4xf32> to memref<1x1xf32, strided<[4, 1]>>
  memref.store %v25, %view[%i0, %i0] : memref<1x1xf32, strided<[4, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// C *= s into syrk's beta (syrk.SyrkAfterScaleMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @syrk_scale_call(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @syrk
func.func private @opaque_syrk_scale(%m: memref<4x4xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0] : memref<4x4xf32>
  return
}
func.func @syrk_scale_call(%s: f32, %alpha: f32, %A: memref<4x3xf32>, %C: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  func.call @opaque_syrk_scale(%C) : (memref<4x4xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x3xf32>, memref<4x3xf32>) outs(%C : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): merges.
// CHECK-LABEL: func.func @gemv_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @gemv
func.func @gemv_fill(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @gemv_fill_write_A(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemv
func.func @gemv_fill_write_A(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): stays unmerged (write v in between).
// CHECK-LABEL: func.func @gemv_fill_write_v(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemv
func.func @gemv_fill_write_v(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  memref.store %v25, %v[%i0] : memref<3xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): stays unmerged (write y in between).
// CHECK-LABEL: func.func @gemv_fill_write_y(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemv
func.func @gemv_fill_write_y(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  memref.store %v25, %y[%i0] : memref<4xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): stays unmerged (read y in between).
// CHECK-LABEL: func.func @gemv_fill_read_y(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemv
func.func @gemv_fill_read_y(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>, %snap: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  memref.copy %y, %snap : memref<4xf32> to memref<4xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): stays unmerged (write y view in between).
// CHECK-LABEL: func.func @gemv_fill_write_y_view(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemv
func.func @gemv_fill_write_y_view(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  %view = memref.subview %y[0] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1]>>
  memref.store %v25, %view[%i0] : memref<1xf32, strided<[1]>>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into gemv's beta (gemv.GemvZeroFilledMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @gemv_fill_call(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemv
func.func private @opaque_gemv_fill(%m: memref<4xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0] : memref<4xf32>
  return
}
func.func @gemv_fill_call(%A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  func.call @opaque_gemv_fill(%y) : (memref<4xf32>) -> ()
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): merges.
// CHECK-LABEL: func.func @gemv_scale(
// CHECK-NOT: @scal
// CHECK: kernel.launch @gemv
func.func @gemv_scale(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @gemv_scale_write_A(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemv
func.func @gemv_scale_write_A(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): stays unmerged (write v in between).
// CHECK-LABEL: func.func @gemv_scale_write_v(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemv
func.func @gemv_scale_write_v(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %v[%i0] : memref<3xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): stays unmerged (write y in between).
// CHECK-LABEL: func.func @gemv_scale_write_y(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemv
func.func @gemv_scale_write_y(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.store %v25, %y[%i0] : memref<4xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): stays unmerged (read y in between).
// CHECK-LABEL: func.func @gemv_scale_read_y(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemv
func.func @gemv_scale_read_y(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>, %snap: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  memref.copy %y, %snap : memref<4xf32> to memref<4xf32>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): stays unmerged (write y view in between).
// CHECK-LABEL: func.func @gemv_scale_write_y_view(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemv
func.func @gemv_scale_write_y_view(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  %view = memref.subview %y[0] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1]>>
  memref.store %v25, %view[%i0] : memref<1xf32, strided<[1]>>
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// y *= s into gemv's beta (gemv.GemvAfterScaleMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @gemv_scale_call(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemv
func.func private @opaque_gemv_scale(%m: memref<4xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0] : memref<4xf32>
  return
}
func.func @gemv_scale_call(%s: f32, %A: memref<4x3xf32>, %v: memref<3xf32>, %y: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%y : memref<4xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  func.call @opaque_gemv_scale(%y) : (memref<4xf32>) -> ()
  linalg.matvec ins(%A, %v : memref<4x3xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// a zero fill into dot's beta (dot.DotZeroFilledMemref): merges.
// CHECK-LABEL: func.func @dot_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @dot
func.func @dot_fill(%u: memref<5xf32>, %v: memref<5xf32>, %r: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
  linalg.dot ins(%u, %v : memref<5xf32>, memref<5xf32>) outs(%r : memref<f32>)
  return
}

// -----

// a zero fill into dot's beta (dot.DotZeroFilledMemref): stays unmerged (write u in between).
// CHECK-LABEL: func.func @dot_fill_write_u(
// CHECK: linalg.fill
// CHECK: kernel.launch @dot
func.func @dot_fill_write_u(%u: memref<5xf32>, %v: memref<5xf32>, %r: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
  memref.store %v25, %u[%i0] : memref<5xf32>
  linalg.dot ins(%u, %v : memref<5xf32>, memref<5xf32>) outs(%r : memref<f32>)
  return
}

// -----

// a zero fill into dot's beta (dot.DotZeroFilledMemref): stays unmerged (write v in between).
// CHECK-LABEL: func.func @dot_fill_write_v(
// CHECK: linalg.fill
// CHECK: kernel.launch @dot
func.func @dot_fill_write_v(%u: memref<5xf32>, %v: memref<5xf32>, %r: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
  memref.store %v25, %v[%i0] : memref<5xf32>
  linalg.dot ins(%u, %v : memref<5xf32>, memref<5xf32>) outs(%r : memref<f32>)
  return
}

// -----

// a zero fill into dot's beta (dot.DotZeroFilledMemref): stays unmerged (write r in between).
// CHECK-LABEL: func.func @dot_fill_write_r(
// CHECK: linalg.fill
// CHECK: kernel.launch @dot
func.func @dot_fill_write_r(%u: memref<5xf32>, %v: memref<5xf32>, %r: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
  memref.store %v25, %r[] : memref<f32>
  linalg.dot ins(%u, %v : memref<5xf32>, memref<5xf32>) outs(%r : memref<f32>)
  return
}

// -----

// a zero fill into dot's beta (dot.DotZeroFilledMemref): stays unmerged (read r in between).
// CHECK-LABEL: func.func @dot_fill_read_r(
// CHECK: linalg.fill
// CHECK: kernel.launch @dot
func.func @dot_fill_read_r(%u: memref<5xf32>, %v: memref<5xf32>, %r: memref<f32>, %snap: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
  memref.copy %r, %snap : memref<f32> to memref<f32>
  linalg.dot ins(%u, %v : memref<5xf32>, memref<5xf32>) outs(%r : memref<f32>)
  return
}

// -----

// a zero fill into dot's beta (dot.DotZeroFilledMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @dot_fill_call(
// CHECK: linalg.fill
// CHECK: kernel.launch @dot
func.func private @opaque_dot_fill(%m: memref<f32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[] : memref<f32>
  return
}
func.func @dot_fill_call(%u: memref<5xf32>, %v: memref<5xf32>, %r: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%r : memref<f32>)
  func.call @opaque_dot_fill(%r) : (memref<f32>) -> ()
  linalg.dot ins(%u, %v : memref<5xf32>, memref<5xf32>) outs(%r : memref<f32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): merges.
// CHECK-LABEL: func.func @batch_gemm_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func @batch_gemm_fill(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): stays unmerged (write A in between).
// CHECK-LABEL: func.func @batch_gemm_fill_write_A(
// CHECK: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func @batch_gemm_fill_write_A(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  memref.store %v25, %A[%i0, %i0, %i0] : memref<2x4x3xf32>
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): stays unmerged (write B in between).
// CHECK-LABEL: func.func @batch_gemm_fill_write_B(
// CHECK: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func @batch_gemm_fill_write_B(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  memref.store %v25, %B[%i0, %i0, %i0] : memref<2x3x5xf32>
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): stays unmerged (write C in between).
// CHECK-LABEL: func.func @batch_gemm_fill_write_C(
// CHECK: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func @batch_gemm_fill_write_C(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  memref.store %v25, %C[%i0, %i0, %i0] : memref<2x4x5xf32>
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): stays unmerged (read C in between).
// CHECK-LABEL: func.func @batch_gemm_fill_read_C(
// CHECK: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func @batch_gemm_fill_read_C(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>, %snap: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  memref.copy %C, %snap : memref<2x4x5xf32> to memref<2x4x5xf32>
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): stays unmerged (write C view in between).
// CHECK-LABEL: func.func @batch_gemm_fill_write_C_view(
// CHECK: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func @batch_gemm_fill_write_C_view(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  %view = memref.subview %C[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<2x4x5xf32> to memref<1x1x1xf32, strided<[20, 5, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0] : memref<1x1x1xf32, strided<[20, 5, 1]>>
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into batch_gemm's beta (batch_gemm.BatchGemmZeroFilledMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @batch_gemm_fill_call(
// CHECK: linalg.fill
// CHECK: kernel.launch @batch_gemm
func.func private @opaque_batch_gemm_fill(%m: memref<2x4x5xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0] : memref<2x4x5xf32>
  return
}
func.func @batch_gemm_fill_call(%A: memref<2x4x3xf32>, %B: memref<2x3x5xf32>, %C: memref<2x4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<2x4x5xf32>)
  func.call @opaque_batch_gemm_fill(%C) : (memref<2x4x5xf32>) -> ()
  linalg.batch_matmul ins(%A, %B : memref<2x4x3xf32>, memref<2x3x5xf32>) outs(%C : memref<2x4x5xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): merges.
// CHECK-LABEL: func.func @conv_fill(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 0
func.func @conv_fill(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): stays unmerged (write x in between).
// CHECK-LABEL: func.func @conv_fill_write_x(
// CHECK: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1
func.func @conv_fill_write_x(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): stays unmerged (write w in between).
// CHECK-LABEL: func.func @conv_fill_write_w(
// CHECK: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1
func.func @conv_fill_write_w(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %w[%i0, %i0, %i0, %i0] : memref<3x2x3x3xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): stays unmerged (write y in between).
// CHECK-LABEL: func.func @conv_fill_write_y(
// CHECK: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1
func.func @conv_fill_write_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): stays unmerged (read y in between).
// CHECK-LABEL: func.func @conv_fill_read_y(
// CHECK: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1
func.func @conv_fill_read_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>, %snap: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  memref.copy %y, %snap : memref<1x3x4x4xf32> to memref<1x3x4x4xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): stays unmerged (write y view in between).
// CHECK-LABEL: func.func @conv_fill_write_y_view(
// CHECK: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1
func.func @conv_fill_write_y_view(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  %view = memref.subview %y[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x3x4x4xf32> to memref<1x1x1x1xf32, strided<[48, 16, 4, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[48, 16, 4, 1]>>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a zero fill into accumulate = 0 (conv.ConvZeroFilledMemref): stays unmerged (call in between).
// CHECK-LABEL: func.func @conv_fill_call(
// CHECK: linalg.fill
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1
func.func private @opaque_conv_fill(%m: memref<1x3x4x4xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  return
}
func.func @conv_fill_call(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  func.call @opaque_conv_fill(%y) : (memref<1x3x4x4xf32>) -> ()
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): merges.
// CHECK-LABEL: func.func @conv_bias(
// CHECK: kernel.launch @conv2d_bias_act
// CHECK-NOT: linalg.generic
func.func @conv_bias(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (write x in between).
// CHECK-LABEL: func.func @conv_bias_write_x(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @conv_bias_write_x(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (write w in between).
// CHECK-LABEL: func.func @conv_bias_write_w(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @conv_bias_write_w(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %w[%i0, %i0, %i0, %i0] : memref<3x2x3x3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (write b in between).
// CHECK-LABEL: func.func @conv_bias_write_b(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @conv_bias_write_b(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %b[%i0] : memref<3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (write y in between).
// CHECK-LABEL: func.func @conv_bias_write_y(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @conv_bias_write_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (read y in between).
// CHECK-LABEL: func.func @conv_bias_read_y(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @conv_bias_read_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>, %snap: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  memref.copy %y, %snap : memref<1x3x4x4xf32> to memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (write x view in between).
// CHECK-LABEL: func.func @conv_bias_write_x_view(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @conv_bias_write_x_view(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  %view = memref.subview %x[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x2x6x6xf32> to memref<1x1x1x1xf32, strided<[72, 36, 6, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[72, 36, 6, 1]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after the conv (conv_epilogue.ConvBiasInPlaceNchw): stays unmerged (call in between).
// CHECK-LABEL: func.func @conv_bias_call(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func private @opaque_conv_bias(%m: memref<1x2x6x6xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  return
}
func.func @conv_bias_call(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  func.call @opaque_conv_bias(%x) : (memref<1x2x6x6xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): merges.
// CHECK-LABEL: func.func @conv_residual(
// CHECK: kernel.launch @conv2d_bias_add_act
// CHECK-NOT: linalg.generic
func.func @conv_residual(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (write x in between).
// CHECK-LABEL: func.func @conv_residual_write_x(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_write_x(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (write w in between).
// CHECK-LABEL: func.func @conv_residual_write_w(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_write_w(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %w[%i0, %i0, %i0, %i0] : memref<3x2x3x3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (write b in between).
// CHECK-LABEL: func.func @conv_residual_write_b(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_write_b(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %b[%i0] : memref<3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (write z in between).
// CHECK-LABEL: func.func @conv_residual_write_z(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_write_z(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %z[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (write y in between).
// CHECK-LABEL: func.func @conv_residual_write_y(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_write_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (read y in between).
// CHECK-LABEL: func.func @conv_residual_read_y(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_read_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>, %snap: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.copy %y, %snap : memref<1x3x4x4xf32> to memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (write x view in between).
// CHECK-LABEL: func.func @conv_residual_write_x_view(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func @conv_residual_write_x_view(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  %view = memref.subview %x[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x2x6x6xf32> to memref<1x1x1x1xf32, strided<[72, 36, 6, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[72, 36, 6, 1]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the skip added in place after conv+bias (conv_epilogue.ConvBiasResidualInPlace): stays unmerged (call in between).
// CHECK-LABEL: func.func @conv_residual_call(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK: kernel.launch @axpby(
func.func private @opaque_conv_residual(%m: memref<1x2x6x6xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  return
}
func.func @conv_residual_call(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %z: memref<1x3x4x4xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  func.call @opaque_conv_residual(%x) : (memref<1x2x6x6xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%z : memref<1x3x4x4xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %r = arith.addf %o, %zz : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): merges.
// CHECK-LABEL: func.func @conv_relu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
// CHECK-NOT: linalg.generic
func.func @conv_relu(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (write x in between).
// CHECK-LABEL: func.func @conv_relu_write_x(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func @conv_relu_write_x(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (write w in between).
// CHECK-LABEL: func.func @conv_relu_write_w(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func @conv_relu_write_w(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %w[%i0, %i0, %i0, %i0] : memref<3x2x3x3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (write b in between).
// CHECK-LABEL: func.func @conv_relu_write_b(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func @conv_relu_write_b(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %b[%i0] : memref<3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (write y in between).
// CHECK-LABEL: func.func @conv_relu_write_y(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func @conv_relu_write_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (read y in between).
// CHECK-LABEL: func.func @conv_relu_read_y(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func @conv_relu_read_y(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>, %snap: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  memref.copy %y, %snap : memref<1x3x4x4xf32> to memref<1x3x4x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (write y view in between).
// CHECK-LABEL: func.func @conv_relu_write_y_view(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func @conv_relu_write_y_view(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  %view = memref.subview %y[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x3x4x4xf32> to memref<1x1x1x1xf32, strided<[48, 16, 4, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[48, 16, 4, 1]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// relu applied in place after conv+bias (activation.ActivationInPlace4): stays unmerged (call in between).
// CHECK-LABEL: func.func @conv_relu_call(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: linalg.generic
func.func private @opaque_conv_relu(%m: memref<1x3x4x4xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x3x4x4xf32>
  return
}
func.func @conv_relu_call(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %b: memref<3xf32>, %y: memref<1x3x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%b : memref<3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  func.call @opaque_conv_relu(%y) : (memref<1x3x4x4xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): merges.
// CHECK-LABEL: func.func @gemm_bias(
// CHECK: kernel.launch @gemm_bias_act
// CHECK-NOT: linalg.generic
func.func @gemm_bias(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (write A in between).
// CHECK-LABEL: func.func @gemm_bias_write_A(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func @gemm_bias_write_A(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  memref.store %v25, %A[%i0, %i0] : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (write B in between).
// CHECK-LABEL: func.func @gemm_bias_write_B(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func @gemm_bias_write_B(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  memref.store %v25, %B[%i0, %i0] : memref<3x5xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (write bias in between).
// CHECK-LABEL: func.func @gemm_bias_write_bias(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func @gemm_bias_write_bias(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  memref.store %v25, %bias[%i0] : memref<5xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (write C in between).
// CHECK-LABEL: func.func @gemm_bias_write_C(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func @gemm_bias_write_C(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  memref.store %v25, %C[%i0, %i0] : memref<4x5xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (read C in between).
// CHECK-LABEL: func.func @gemm_bias_read_C(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func @gemm_bias_read_C(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>, %snap: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  memref.copy %C, %snap : memref<4x5xf32> to memref<4x5xf32>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (write A view in between).
// CHECK-LABEL: func.func @gemm_bias_write_A_view(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func @gemm_bias_write_A_view(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  %view = memref.subview %A[0, 0] [1, 1] [1, 1] : memref<4x3xf32> to memref<1x1xf32, strided<[3, 1]>>
  memref.store %v25, %view[%i0, %i0] : memref<1x1xf32, strided<[3, 1]>>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// a bias added in place after a gemm (gemm_epilogue.GemmBiasInPlace): stays unmerged (call in between).
// CHECK-LABEL: func.func @gemm_bias_call(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
func.func private @opaque_gemm_bias(%m: memref<4x3xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0] : memref<4x3xf32>
  return
}
func.func @gemm_bias_call(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %bias: memref<5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  func.call @opaque_gemm_bias(%A) : (memref<4x3xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %r = arith.addf %o, %bb : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the -inf fill of a maxpool (pool.MaxPoolMemrefNchw): merges.
// CHECK-LABEL: func.func @maxpool_fill(
// CHECK: kernel.launch @maxpool2d
// CHECK-NOT: linalg.pooling
func.func @maxpool_fill(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// the -inf fill of a maxpool (pool.MaxPoolMemrefNchw): stays unmerged (write x in between).
// CHECK-LABEL: func.func @maxpool_fill_write_x(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_max
func.func @maxpool_fill_write_x(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// the -inf fill of a maxpool (pool.MaxPoolMemrefNchw): stays unmerged (write y in between).
// CHECK-LABEL: func.func @maxpool_fill_write_y(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_max
func.func @maxpool_fill_write_y(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x2x3x3xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// the -inf fill of a maxpool (pool.MaxPoolMemrefNchw): stays unmerged (read y in between).
// CHECK-LABEL: func.func @maxpool_fill_read_y(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_max
func.func @maxpool_fill_read_y(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>, %snap: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  memref.copy %y, %snap : memref<1x2x3x3xf32> to memref<1x2x3x3xf32>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// the -inf fill of a maxpool (pool.MaxPoolMemrefNchw): stays unmerged (write y view in between).
// CHECK-LABEL: func.func @maxpool_fill_write_y_view(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_max
func.func @maxpool_fill_write_y_view(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  %view = memref.subview %y[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x2x3x3xf32> to memref<1x1x1x1xf32, strided<[18, 9, 3, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[18, 9, 3, 1]>>
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// the -inf fill of a maxpool (pool.MaxPoolMemrefNchw): stays unmerged (call in between).
// CHECK-LABEL: func.func @maxpool_fill_call(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_max
func.func private @opaque_maxpool_fill(%m: memref<1x2x3x3xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x2x3x3xf32>
  return
}
func.func @maxpool_fill_call(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  func.call @opaque_maxpool_fill(%y) : (memref<1x2x3x3xf32>) -> ()
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// the zero fill of an avgpool (pool.AvgPoolMemrefNchw): merges.
// CHECK-LABEL: func.func @avgpool_fill(
// CHECK: kernel.launch @avgpool2d
// CHECK-NOT: linalg.pooling
func.func @avgpool_fill(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the zero fill of an avgpool (pool.AvgPoolMemrefNchw): stays unmerged (write x in between).
// CHECK-LABEL: func.func @avgpool_fill_write_x(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_sum
func.func @avgpool_fill_write_x(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the zero fill of an avgpool (pool.AvgPoolMemrefNchw): stays unmerged (write y in between).
// CHECK-LABEL: func.func @avgpool_fill_write_y(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_sum
func.func @avgpool_fill_write_y(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x2x3x3xf32>
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the zero fill of an avgpool (pool.AvgPoolMemrefNchw): stays unmerged (read y in between).
// CHECK-LABEL: func.func @avgpool_fill_read_y(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_sum
func.func @avgpool_fill_read_y(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>, %snap: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  memref.copy %y, %snap : memref<1x2x3x3xf32> to memref<1x2x3x3xf32>
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the zero fill of an avgpool (pool.AvgPoolMemrefNchw): stays unmerged (write y view in between).
// CHECK-LABEL: func.func @avgpool_fill_write_y_view(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_sum
func.func @avgpool_fill_write_y_view(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  %view = memref.subview %y[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x2x3x3xf32> to memref<1x1x1x1xf32, strided<[18, 9, 3, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[18, 9, 3, 1]>>
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the zero fill of an avgpool (pool.AvgPoolMemrefNchw): stays unmerged (call in between).
// CHECK-LABEL: func.func @avgpool_fill_call(
// CHECK: linalg.fill
// CHECK: linalg.pooling_nchw_sum
func.func private @opaque_avgpool_fill(%m: memref<1x2x3x3xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x2x3x3xf32>
  return
}
func.func @avgpool_fill_call(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  func.call @opaque_avgpool_fill(%y) : (memref<1x2x3x3xf32>) -> ()
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the divide after a sum pool (pool.AvgPoolMemrefNchw): merges.
// CHECK-LABEL: func.func @avgpool_divide(
// CHECK: kernel.launch @avgpool2d
// CHECK-NOT: linalg.pooling
func.func @avgpool_divide(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the divide after a sum pool (pool.AvgPoolMemrefNchw): stays unmerged (write x in between).
// CHECK-LABEL: func.func @avgpool_divide_write_x(
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
func.func @avgpool_divide_write_x(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  memref.store %v25, %x[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the divide after a sum pool (pool.AvgPoolMemrefNchw): stays unmerged (write y in between).
// CHECK-LABEL: func.func @avgpool_divide_write_y(
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
func.func @avgpool_divide_write_y(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  memref.store %v25, %y[%i0, %i0, %i0, %i0] : memref<1x2x3x3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the divide after a sum pool (pool.AvgPoolMemrefNchw): stays unmerged (read y in between).
// CHECK-LABEL: func.func @avgpool_divide_read_y(
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
func.func @avgpool_divide_read_y(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>, %snap: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  memref.copy %y, %snap : memref<1x2x3x3xf32> to memref<1x2x3x3xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the divide after a sum pool (pool.AvgPoolMemrefNchw): stays unmerged (write x view in between).
// CHECK-LABEL: func.func @avgpool_divide_write_x_view(
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
func.func @avgpool_divide_write_x_view(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  %view = memref.subview %x[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x2x6x6xf32> to memref<1x1x1x1xf32, strided<[72, 36, 6, 1]>>
  memref.store %v25, %view[%i0, %i0, %i0, %i0] : memref<1x1x1x1xf32, strided<[72, 36, 6, 1]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// the divide after a sum pool (pool.AvgPoolMemrefNchw): stays unmerged (call in between).
// CHECK-LABEL: func.func @avgpool_divide_call(
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
func.func private @opaque_avgpool_divide(%m: memref<1x2x6x6xf32>) {
  %v = arith.constant 1.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v, %m[%i0, %i0, %i0, %i0] : memref<1x2x6x6xf32>
  return
}
func.func @avgpool_divide_call(%x: memref<1x2x6x6xf32>, %win: memref<2x2xf32>, %y: memref<1x2x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %four = arith.constant 4.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  func.call @opaque_avgpool_divide(%x) : (memref<1x2x6x6xf32>) -> ()
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x2x3x3xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = arith.divf %i, %four : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// Distinct memref arguments may be one buffer (the caller may pass the same
// buffer as C and D): a store through D between the fill of C and the gemm
// keeps them apart, since folding the fill into beta = 0 would lose the
// store when D is C. A run-time overlap check cannot see this: the store is
// not part of the launch.
// CHECK-LABEL: func.func @gemm_fill_store_other_arg(
// CHECK: linalg.fill
// CHECK: memref.store
// CHECK: kernel.launch @gemm
func.func @gemm_fill_store_other_arg(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>, %D: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.store %v25, %D[%i0, %i0] : memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// Declared disjoint, they merge: `llvm.noalias` on either argument, or
// `kmatch.noalias` on the function (every memref argument).
// CHECK-LABEL: func.func @gemm_fill_store_noalias_arg(
// CHECK-NOT: linalg.fill
// CHECK: memref.store
// CHECK: kernel.launch @gemm
func.func @gemm_fill_store_noalias_arg(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>, %D: memref<4x5xf32> {llvm.noalias}) {
  %zero = arith.constant 0.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.store %v25, %D[%i0, %i0] : memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// CHECK-LABEL: func.func @gemm_fill_store_noalias_func(
// CHECK-NOT: linalg.fill
// CHECK: memref.store
// CHECK: kernel.launch @gemm
func.func @gemm_fill_store_noalias_func(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>, %D: memref<4x5xf32>) attributes {kmatch.noalias} {
  %zero = arith.constant 0.0 : f32
  %v25 = arith.constant 2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%zero : f32) outs(%C : memref<4x5xf32>)
  memref.store %v25, %D[%i0, %i0] : memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// The same for an in-place activation after a conv (NothingInterferesBetween
// on the conv and the activation): a write through another argument in
// between keeps the activation a loop.
// CHECK-LABEL: func.func @conv_relu_store_other_arg(
// CHECK: kernel.launch @conv2d(
// CHECK: memref.store
// CHECK: linalg.generic
func.func @conv_relu_store_other_arg(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>, %z: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  %v = arith.constant -2.5 : f32
  %i0 = arith.constant 0 : index
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  memref.store %v, %z[%i0, %i0, %i0, %i0] : memref<1x4x6x6xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %c0 : f32
    linalg.yield %r : f32
  }
  return
}

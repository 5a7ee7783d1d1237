// Why-not remarks: every linalg op no template matched names the closest
// template (one whose indexing the op has, if any) and which native
// constraint of it rejected the op, and why.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates=remarks=true -verify-diagnostics

func.func @tropical(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  // expected-remark@+1 {{kmatch: not matched; closest template gemm: BodyMatches: body is arith.maximumf(arith.addf), expected out + $alpha*in0*in1}}
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.addf %a, %b : f32
    %1 = arith.maximumf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

func.func @half(%A: memref<8x4xf16>, %B: memref<4x6xf16>, %C: memref<8x6xf16>) {
  // expected-remark@+1 {{kmatch: not matched; closest template gemm: ElementTypeIsOneOf: element type f16 is not one of [f32, f64]}}
  linalg.matmul ins(%A, %B : memref<8x4xf16>, memref<4x6xf16>) outs(%C : memref<8x6xf16>)
  return
}

// -----

func.func @in_place(%A: memref<8x8xf64>, %C: memref<8x8xf64>) {
  // expected-remark@+1 {{kmatch: not matched; closest template gemm: OutputDoesNotOverlapInputs: output may share memory with input #1}}
  linalg.matmul ins(%A, %C : memref<8x8xf64>, memref<8x8xf64>) outs(%C : memref<8x8xf64>)
  return
}

// -----

func.func @no_template(%x: memref<8xf32>) {
  // expected-remark@+1 {{kmatch: not matched; no template applies to linalg.exp}}
  linalg.exp ins(%x : memref<8xf32>) outs(%x : memref<8xf32>)
  return
}

// -----

// A shape no template has: the nearest one is named as such.
func.func @shape_nobody_has(%A: memref<8x4xf32>, %B: memref<4x8xf32>, %C: memref<8x6xf32>) {
  // expected-remark@+1 {{kmatch: not matched; no template has this op's indexing; nearest}}
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x8xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Matched ops get no remark.
func.func @matched(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}

// The match report names the op, its location, the template and the kernel.
// RUN: kmatch-opt %s --kmatch-apply-templates=report=%t.json -o /dev/null
// RUN: FileCheck %s --input-file=%t.json

// CHECK: "epilogues_apart": [],
// CHECK: "folds": [
// CHECK-NEXT: {
// CHECK-NEXT: "location": "loc(\"{{.*}}report.mlir\":{{[0-9]+}}:3)"
// CHECK-NEXT: "template": "gemm.GemmZeroFilledMemref"
// CHECK: "matches": [
// CHECK-DAG: "location": "loc(\"{{.*}}report.mlir\":{{[0-9]+}}:3)"
// CHECK-DAG: "location": "loc(\"{{.*}}report.mlir\":{{[0-9]+}}:3)"
// CHECK-DAG: "op": "linalg.matmul"
// CHECK-DAG: "template": "gemm.GemmMatmul"
// CHECK-DAG: "function": "f"
// CHECK: "summary": {
// CHECK-NEXT: "compute_flops": 768,
// CHECK-NEXT: "compute_launches": 2,
// CHECK-NEXT: "epilogues_apart": 0,
// CHECK-NEXT: "flops_apart": 0,
// CHECK-NEXT: "functions": {
// CHECK-NEXT: "f": {
// CHECK-NEXT: "matched": 2,
// CHECK-NEXT: "unmatched": 1
// CHECK: "kernels": {
// CHECK-NEXT: "gemm": 2
// CHECK: "linalg_ops_after": 1,
// CHECK-NEXT: "linalg_ops_before": 3,
// CHECK: "templates": {
// CHECK-NEXT: "gemm.GemmMatmul": 2
// CHECK: "templates": [
// CHECK: "{{.*}}gemm.pdll"
// CHECK: "unmatched": [
// CHECK-NEXT: {
// CHECK-NEXT: "closest_templates": [
// CHECK-NEXT: {
// CHECK-NEXT: "body_matches": false,
// CHECK-NEXT: "checks_passed": {{[0-9]+}},
// CHECK-NEXT: "constraint": "BodyMatches",
// CHECK-NEXT: "reason": "body is arith.maximumf(arith.addf), expected out + $alpha*in0*in1",
// CHECK-NEXT: "shape_matches": true,
// CHECK-NEXT: "template": "gemm"
// CHECK: "function": "f",
// CHECK-NEXT: "location": "loc(\"{{.*}}report.mlir\":{{[0-9]+}}:3)",
// CHECK-NEXT: "op": "linalg.generic",
// CHECK-NEXT: "rejected_by": [
// CHECK: "constraint": "BodyMatches",
// CHECK-NEXT: "reason": "body is arith.maximumf(arith.addf), expected out + $alpha*in0*in1"
// CHECK: "structure": "contraction"
func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
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

// Unregistered ops (--allow-unregistered-dialect) have no dialect. The why-not
// report and remarks walk every op to list the linalg ops left unmatched;
// they crashed on an unregistered op anywhere in the module, for example the
// region ops of upstream MLIR's test dialect.
// RUN: kmatch-opt %s --allow-unregistered-dialect --kmatch-apply-templates=report=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// RUN: kmatch-opt %s --allow-unregistered-dialect --kmatch-apply-templates=remarks=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// The matmul in the unregistered op's region reads the region's argument,
// which may be any buffer, so it stays a matmul; the report lists it.
// CHECK-LABEL: func.func @in_unregistered_region(
// CHECK: "test.region"()
// CHECK: linalg.matmul
// CHECK-NOT: kernel.launch
// CHECK: "test.term"
// REMARK: remark: kmatch: not matched;
func.func @in_unregistered_region(%A: memref<4x5xf32>, %B: memref<5x6xf32>, %C: memref<4x6xf32>) {
  "test.region"() ({
  ^bb0(%a: memref<4x5xf32>):
    linalg.matmul ins(%a, %B : memref<4x5xf32>, memref<5x6xf32>) outs(%C : memref<4x6xf32>)
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// An unregistered op beside a host matmul does not stop its rewrite.
// CHECK-LABEL: func.func @host_gemm(
// CHECK: "test.op"()
// CHECK: kernel.launch @gemm
func.func @host_gemm(%A: memref<4x5xf32>, %B: memref<5x6xf32>, %C: memref<4x6xf32>) {
  "test.op"() : () -> ()
  linalg.matmul ins(%A, %B : memref<4x5xf32>, memref<5x6xf32>) outs(%C : memref<4x6xf32>)
  return
}

// REPORT: "matches": [
// REPORT: "function": "host_gemm"
// REPORT: "unmatched": [
// REPORT: "function": "in_unregistered_region"
// REPORT-NEXT: "location"
// REPORT-NEXT: "op": "linalg.matmul"

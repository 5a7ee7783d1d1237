// Concatenations along channels at batch 3 (SqueezeNet's fire modules at
// batch > 1) copy into slices that are not contiguous. --kmatch-vectorize
// turns those memref.copy ops, which would call the runner utils'
// element-by-element memrefCopy, into linalg.copy over the merged trailing
// dims, vectorized; a transposed source copies through scalar loops. The
// printed bit patterns (NaN, -0 and infinities included) equal those of
// vectorize=false and of upstream's lowering.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.vec.mlir
// RUN: FileCheck %s --check-prefix=VEC --input-file=%t.vec.mlir
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu vectorize=false" -o %t.scalar.mlir
// RUN: FileCheck %s --check-prefix=SCALAR --input-file=%t.scalar.mlir
// RUN: %run_cpu %t.vec.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.vec.out
// RUN: %run_cpu %t.scalar.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.scalar.out
// RUN: %upstream_lower_nodealloc %s | %run_cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.ref.out
// RUN: diff %t.scalar.out %t.vec.out
// RUN: diff %t.ref.out %t.vec.out
// RUN: FileCheck %s --input-file=%t.vec.out
//
// VEC-NOT: memrefCopy
// VEC: llvm.load {{.*}} -> vector<16xi32>
// SCALAR: memrefCopy
//
// CHECK: rank = 4 offset = 0 sizes = [3, 8, 4, 5]
// CHECK-DAG: -2147483648
// CHECK-DAG: 2143289344
// CHECK-DAG: 2139095040
// CHECK: rank = 2 offset = 0 sizes = [6, 7]

func.func private @printMemrefI32(tensor<*xi32>)

func.func @concat(%a: tensor<3x3x4x5xi32>, %b: tensor<3x5x4x5xi32>) -> tensor<3x8x4x5xi32> {
  %e = tensor.empty() : tensor<3x8x4x5xi32>
  %0 = tensor.insert_slice %a into %e[0, 0, 0, 0] [3, 3, 4, 5] [1, 1, 1, 1] : tensor<3x3x4x5xi32> into tensor<3x8x4x5xi32>
  %1 = tensor.insert_slice %b into %0[0, 3, 0, 0] [3, 5, 4, 5] [1, 1, 1, 1] : tensor<3x5x4x5xi32> into tensor<3x8x4x5xi32>
  return %1 : tensor<3x8x4x5xi32>
}

func.func @transposed(%a: tensor<7x6xi32>) -> tensor<6x7xi32> {
  %e = tensor.empty() : tensor<6x7xi32>
  %t = linalg.transpose ins(%a : tensor<7x6xi32>) outs(%e : tensor<6x7xi32>) permutation = [1, 0]
  return %t : tensor<6x7xi32>
}

func.func @main() {
  // Bit patterns of f32 values: NaN, -0, +inf among ordinary ones.
  %a = arith.constant dense<[[[[2143289344, -2147483648, 2139095040, 1, 2], [3, 4, 5, 6, 7], [8, 9, 10, 11, 12], [13, 14, 15, 16, 17]]]]> : tensor<1x1x4x5xi32>
  %a3 = tensor.empty() : tensor<3x3x4x5xi32>
  %af = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (0, 0, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x1x4x5xi32>) outs(%a3 : tensor<3x3x4x5xi32>) {
  ^bb0(%in: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c = arith.index_cast %k : index to i32
    %v = arith.addi %in, %c : i32
    linalg.yield %v : i32
  } -> tensor<3x3x4x5xi32>
  %b = arith.constant dense<-7> : tensor<3x5x4x5xi32>
  %r = call @concat(%af, %b) : (tensor<3x3x4x5xi32>, tensor<3x5x4x5xi32>) -> tensor<3x8x4x5xi32>
  %u = tensor.cast %r : tensor<3x8x4x5xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  %m = arith.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35], [36, 37, 38, 39, 40, 41]]> : tensor<7x6xi32>
  %t = call @transposed(%m) : (tensor<7x6xi32>) -> tensor<6x7xi32>
  %tu = tensor.cast %t : tensor<6x7xi32> to tensor<*xi32>
  call @printMemrefI32(%tu) : (tensor<*xi32>) -> ()
  return
}

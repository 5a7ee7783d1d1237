// Programs that use the vector dialect (transfers, reductions, vector.print,
// as upstream's integration tests do) run after kmatch-pipeline: the
// pipeline lowers vector ops too, and the result matches upstream's lowering.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --min-values 9 %t.ref %t.kmatch
// RUN: FileCheck %s --input-file=%t.kmatch
//
// CHECK: ( 1, 2.5, 4, 5.5 )
// CHECK-NEXT: 13
// CHECK-NEXT: ( 3, 5.25, 7.5, 9.75 )

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %v = arith.constant dense<[1.0, 2.5, 4.0, 5.5]> : vector<4xf32>
  vector.transfer_write %v, %m[%c0] : vector<4xf32>, memref<4xf32>
  %r = vector.transfer_read %m[%c0], %pad : memref<4xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  %s = vector.reduction <add>, %r : vector<4xf32> into f32
  vector.print %s : f32
  // A tensor op next to the vector code, so bufferization runs as well.
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %three = arith.constant 3.0 : f32
  %y = linalg.map ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>)
    (%x: f32, %o: f32) {
      %p = arith.mulf %x, %three : f32
      %q = arith.addf %p, %three : f32
      %h = arith.constant 0.5 : f32
      %w = arith.mulf %q, %h : f32
      linalg.yield %w : f32
    }
  %w = vector.transfer_read %y[%c0], %pad : tensor<4xf32>, vector<4xf32>
  vector.print %w : vector<4xf32>
  return
}

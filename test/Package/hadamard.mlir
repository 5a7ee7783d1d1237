// z = x * y elementwise: hadamard.pdll rewrites it to kernel.launch
// @hadamard, lowered through hadamard.json to the user's C shim.
func.func @hadamard(%x: memref<?x?xf32>, %y: memref<?x?xf32>, %z: memref<?x?xf32>)
    attributes {llvm.emit_c_interface} {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<?x?xf32>, memref<?x?xf32>) outs(%z : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// Reductions whose innermost loop is parallel (a sum over rows, a max over
// channels) are vectorized along that loop: each lane accumulates its own
// output element in the loop order the IR gives, so not a bit changes. The
// reductions below run on NaN, +-Inf, +-0, subnormals and extremes through
// kmatch-pipeline (vector loops plus a scalar remainder), vectorize=false
// (scalar loops) and upstream's lowering, and print the same bits, every NaN
// printed as the default NaN: LLVM treats fadd and fmul as commutative and
// leaves the sign and payload of a NaN result unspecified, so the NaN the
// scalar loops return differs between two lowerings with no vector op in
// either. Bodies
// the vectorizer has no lane-wise combine for (acc - x, a compare and
// select, two outputs) stay scalar; a reduction along the innermost loop
// stays scalar too (test/Transforms/vectorize.mlir).
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.vec.mlir
// RUN: FileCheck %s --check-prefix=VEC --input-file=%t.vec.mlir
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu vectorize=false" -o %t.scalar.mlir
// RUN: %run_cpu %t.vec.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.vec.out
// RUN: %run_cpu %t.scalar.mlir | sed 's/base@ = 0x[0-9a-f]*//' > %t.scalar.out
// RUN: %upstream_lower_nodealloc %s | %run_cpu | sed 's/base@ = 0x[0-9a-f]*//' > %t.ref.out
// RUN: diff %t.scalar.out %t.vec.out
// RUN: diff %t.ref.out %t.vec.out
// RUN: FileCheck %s --input-file=%t.vec.out
//
// VEC-DAG: llvm.fadd {{.*}} : vector<16xf32>
// VEC-DAG: llvm.fmul {{.*}} : vector<16xf32>
// VEC-DAG: llvm.intr.maximum({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.intr.minnum({{.*}}) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// VEC-DAG: llvm.add {{.*}} : vector<16xi32>
//
// Special values reach the sums and maxima (bit patterns as signed i32):
// +inf 2139095040, -inf -8388608, NaN 2143289344.
// CHECK-LABEL: sum
// CHECK-DAG: 2139095040,
// CHECK-DAG: -8388608,
// CHECK-DAG: 2143289344,
// CHECK-LABEL: max
// CHECK-LABEL: minnum
// CHECK-LABEL: product
// CHECK-LABEL: channels
// CHECK-LABEL: acc_minus_x
// CHECK-LABEL: select_max
// CHECK-LABEL: ints
// CHECK-LABEL: two_outputs

#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

/// y[j] = fold(y[j], x[i][j]) over i, for the body's combine.
func.func @sum(%x: memref<37x45xf32>, %y: memref<45xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y : memref<45xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

func.func @max(%x: memref<37x45xf32>, %y: memref<45xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y : memref<45xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

func.func @minnum(%x: memref<37x45xf32>, %y: memref<45xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y : memref<45xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.minnumf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

/// Products of x/2 + 1 (the scaling keeps some products finite).
func.func @product(%x: memref<37x45xf32>, %y: memref<45xf32>) {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y : memref<45xf32>) {
  ^bb0(%a: f32, %o: f32):
    %h = arith.mulf %a, %half : f32
    %p = arith.addf %h, %one : f32
    %s = arith.mulf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

/// A sum over the middle dim of a 3-D view: x as 37 x 5 x 9, y as 37 x 9.
func.func @channels(%x: memref<37x5x9xf32>, %y: memref<37x9xf32>) {
  linalg.generic {indexing_maps = [affine_map<(n, c, w) -> (n, c, w)>, affine_map<(n, c, w) -> (n, w)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : memref<37x5x9xf32>) outs(%y : memref<37x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

/// acc - x: not a combine the vectorizer knows; stays scalar.
func.func @acc_minus_x(%x: memref<37x45xf32>, %y: memref<45xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y : memref<45xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.subf %o, %a : f32
    linalg.yield %s : f32
  }
  return
}

/// torch-mlir's max: keep the accumulator unless x is greater or NaN.
func.func @select_max(%x: memref<37x45xf32>, %y: memref<45xf32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y : memref<45xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %o : f32
    %s = arith.select %gt, %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

/// Bit patterns summed as integers (wrapping).
func.func @ints(%x: memref<37x45xi32>, %y: memref<45xi32>) {
  linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xi32>) outs(%y : memref<45xi32>) {
  ^bb0(%a: i32, %o: i32):
    %s = arith.addi %o, %a : i32
    linalg.yield %s : i32
  }
  return
}

/// A sum and a running max in one op.
func.func @two_outputs(%x: memref<37x45xf32>, %y: memref<45xf32>, %z: memref<45xf32>) {
  linalg.generic {indexing_maps = [#id, #col, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<37x45xf32>) outs(%y, %z : memref<45xf32>, memref<45xf32>) {
  ^bb0(%a: f32, %o: f32, %m: f32):
    %s = arith.addf %o, %a : f32
    %t = arith.maximumf %m, %s : f32
    linalg.yield %s, %t : f32, f32
  }
  return
}

/// Fills `m`: mostly finite values k * 0.1 - 1.1 (sums of them round, so
/// a change of order shows in the bits), and at one element in 29 a special
/// value, m[i][j] = table[(i + j * step) mod 16].
func.func @fill(%m: memref<37x45xf32>, %step: index) {
  %table = arith.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0.0, -0.0,
      1.0e-40, -1.0e-40, 3.5, -2.25, 3.0e38, -3.0e38, 1.0, -1.0, 0.5, 0xFFC00000,
      1.17549435e-38]> : tensor<16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c23 = arith.constant 23 : index
  %c29 = arith.constant 29 : index
  %c31 = arith.constant 31 : index
  %c37 = arith.constant 37 : index
  %c45 = arith.constant 45 : index
  %tenth = arith.constant 0.1 : f32
  %shift = arith.constant 1.1 : f32
  scf.for %i = %c0 to %c37 step %c1 {
    scf.for %j = %c0 to %c45 step %c1 {
      %i7 = arith.muli %i, %c7 : index
      %j3 = arith.muli %j, %c3 : index
      %h = arith.addi %i7, %j3 : index
      %hm = arith.remui %h, %c29 : index
      %special = arith.cmpi eq, %hm, %c0 : index
      %v = scf.if %special -> f32 {
        %s = arith.muli %j, %step : index
        %t = arith.addi %i, %s : index
        %k = arith.remui %t, %c16 : index
        %e = tensor.extract %table[%k] : tensor<16xf32>
        scf.yield %e : f32
      } else {
        %i31 = arith.muli %i, %c31 : index
        %j17 = arith.muli %j, %c17 : index
        %g = arith.addi %i31, %j17 : index
        %gm = arith.remui %g, %c23 : index
        %gi = arith.index_cast %gm : index to i32
        %gf = arith.sitofp %gi : i32 to f32
        %p = arith.mulf %gf, %tenth : f32
        %q = arith.subf %p, %shift : f32
        scf.yield %q : f32
      }
      memref.store %v, %m[%i, %j] : memref<37x45xf32>
    }
  }
  return
}

/// Row `row` of x as the starting accumulator.
func.func @init(%x: memref<37x45xf32>, %y: memref<45xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c45 = arith.constant 45 : index
  scf.for %j = %c0 to %c45 step %c1 {
    %v = memref.load %x[%row, %j] : memref<37x45xf32>
    memref.store %v, %y[%j] : memref<45xf32>
  }
  return
}

func.func @print_bits(%t: memref<?xf32>) {
  %nan = arith.constant 0x7FC00000 : f32
  %c0 = arith.constant 0 : index
  %n = memref.dim %t, %c0 : memref<?xf32>
  %bits = memref.alloc(%n) : memref<?xi32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%t : memref<?xf32>) outs(%bits : memref<?xi32>) {
  ^bb0(%a: f32, %o: i32):
    %isnan = arith.cmpf uno, %a, %a : f32
    %c = arith.select %isnan, %nan, %a : f32
    %i = arith.bitcast %c : f32 to i32
    linalg.yield %i : i32
  }
  %u = memref.cast %bits : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %bits : memref<?xi32>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %xm = memref.alloc() : memref<37x45xf32>
  call @fill(%xm, %c1) : (memref<37x45xf32>, index) -> ()
  %ym = memref.alloc() : memref<37x45xf32>
  call @fill(%ym, %c7) : (memref<37x45xf32>, index) -> ()
  %y = memref.alloc() : memref<45xf32>
  %z = memref.alloc() : memref<45xf32>
  %yd = memref.cast %y : memref<45xf32> to memref<?xf32>
  %zd = memref.cast %z : memref<45xf32> to memref<?xf32>

  vector.print str "sum\n"
  call @init(%ym, %y, %c3) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @sum(%xm, %y) : (memref<37x45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()
  vector.print str "max\n"
  call @init(%ym, %y, %c3) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @max(%xm, %y) : (memref<37x45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()
  vector.print str "minnum\n"
  call @init(%ym, %y, %c3) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @minnum(%xm, %y) : (memref<37x45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()
  vector.print str "product\n"
  call @init(%ym, %y, %c11) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @product(%ym, %y) : (memref<37x45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()

  vector.print str "channels\n"
  %x3 = memref.expand_shape %xm [[0], [1, 2]] output_shape [37, 5, 9] : memref<37x45xf32> into memref<37x5x9xf32>
  %y2 = memref.subview %ym[0, 0] [37, 9] [1, 1] : memref<37x45xf32> to memref<37x9xf32, strided<[45, 1]>>
  %y2c = memref.alloc() : memref<37x9xf32>
  memref.copy %y2, %y2c : memref<37x9xf32, strided<[45, 1]>> to memref<37x9xf32>
  call @channels(%x3, %y2c) : (memref<37x5x9xf32>, memref<37x9xf32>) -> ()
  %y2f = memref.collapse_shape %y2c [[0, 1]] : memref<37x9xf32> into memref<333xf32>
  %y2d = memref.cast %y2f : memref<333xf32> to memref<?xf32>
  call @print_bits(%y2d) : (memref<?xf32>) -> ()

  vector.print str "acc_minus_x\n"
  call @init(%ym, %y, %c3) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @acc_minus_x(%xm, %y) : (memref<37x45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()
  vector.print str "select_max\n"
  call @init(%ym, %y, %c3) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @select_max(%xm, %y) : (memref<37x45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()

  vector.print str "ints\n"
  %xi = memref.alloc() : memref<37x45xi32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xm : memref<37x45xf32>) outs(%xi : memref<37x45xi32>) {
  ^bb0(%a: f32, %o: i32):
    %i = arith.bitcast %a : f32 to i32
    linalg.yield %i : i32
  }
  %yi = memref.alloc() : memref<45xi32>
  %zero = arith.constant 7 : i32
  linalg.fill ins(%zero : i32) outs(%yi : memref<45xi32>)
  call @ints(%xi, %yi) : (memref<37x45xi32>, memref<45xi32>) -> ()
  %yiu = memref.cast %yi : memref<45xi32> to memref<*xi32>
  call @printMemrefI32(%yiu) : (memref<*xi32>) -> ()

  vector.print str "two_outputs\n"
  call @init(%ym, %y, %c3) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @init(%ym, %z, %c7) : (memref<37x45xf32>, memref<45xf32>, index) -> ()
  call @two_outputs(%xm, %y, %z) : (memref<37x45xf32>, memref<45xf32>, memref<45xf32>) -> ()
  call @print_bits(%yd) : (memref<?xf32>) -> ()
  call @print_bits(%zd) : (memref<?xf32>) -> ()

  memref.dealloc %xm : memref<37x45xf32>
  memref.dealloc %ym : memref<37x45xf32>
  memref.dealloc %y : memref<45xf32>
  memref.dealloc %z : memref<45xf32>
  memref.dealloc %y2c : memref<37x9xf32>
  memref.dealloc %xi : memref<37x45xi32>
  memref.dealloc %yi : memref<45xi32>
  return
}

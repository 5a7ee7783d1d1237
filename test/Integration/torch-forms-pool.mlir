// Pooling as torch-mlir emits it: max_pool2d with dilation and ceil_mode
// (the extra high -inf padding), max_pool2d_with_indices (the index generic
// reads the pool's result), avg_pool2d with count_include_pad false (the
// divisor computed per output from linalg.index) and with divisor_override,
// adaptive_avg_pool2d on non-divisible sizes (tensor.extract and index
// arithmetic), and mean.dim with and without keepdim.
// kmatch-verify runs every function against upstream's lowering, and again
// with --specials in the module marked kmatch.nan_exact, where every launch
// must give the IR's NaN, Inf and signed zeros.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/^module {$/module attributes {kmatch.nan_exact} {/' %s > %t.nan_exact.mlir
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=1 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=2 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// VERIFY: kmatch-verify: 11 functions, 3 rewritten, 0 failures, 0 skipped{{$}}
// NANEXACT: kmatch-verify: 11 functions, 1 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

module {

// max_pool2d k3 s2 p1 dilation 2, ceil_mode (extra high pad).
// CHECK-LABEL: func.func @maxpool_dil_ceil(
// CHECK-NOT: kernel.launch
func.func @maxpool_dil_ceil(%x: tensor<1x3x10x10xf32>) -> tensor<1x3x5x5xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x3x10x10xf32> to tensor<1x3x13x13xf32>
  %e = tensor.empty() : tensor<1x3x5x5xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<2> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<1x3x13x13xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  return %r : tensor<1x3x5x5xf32>
}

// max_pool2d k3 s2 p1, ceil_mode (high pad 2), no dilation.
// CHECK-LABEL: func.func @maxpool_ceil(
// CHECK: kernel.launch @maxpool2d(
func.func @maxpool_ceil(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x11x11xf32>
  %e = tensor.empty() : tensor<1x3x5x5xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<1x3x11x11xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  return %r : tensor<1x3x5x5xf32>
}

// max_pool2d_with_indices: the values pool and an index generic reading the padded input and the max.
// CHECK-LABEL: func.func @maxpool_with_indices(
// CHECK: kernel.launch @maxpool2d(
func.func @maxpool_with_indices(%x: tensor<1x2x6x6xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c-1 = arith.constant -1 : i64
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %v = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %ei = tensor.empty() : tensor<1x2x3x3xi64>
  %fi = linalg.fill ins(%c-1 : i64) outs(%ei : tensor<1x2x3x3xi64>) -> tensor<1x2x3x3xi64>
  %idx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %k, %v : tensor<1x2x6x6xf32>, tensor<2x2xf32>, tensor<1x2x3x3xf32>) outs(%fi : tensor<1x2x3x3xi64>) {
  ^bb0(%in: f32, %kk: f32, %mx: f32, %out: i64):
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %i4 = linalg.index 4 : index
    %i5 = linalg.index 5 : index
    %h0 = arith.muli %i2, %c2 : index
    %h = arith.addi %h0, %i4 : index
    %w0 = arith.muli %i3, %c2 : index
    %w = arith.addi %w0, %i5 : index
    %hw0 = arith.muli %h, %c6 : index
    %hw = arith.addi %hw0, %w : index
    %hwi = arith.index_cast %hw : index to i64
    %eq = arith.cmpf oeq, %in, %mx : f32
    %unset = arith.cmpi eq, %out, %c-1 : i64
    %both = arith.andi %eq, %unset : i1
    %s = arith.select %both, %hwi, %out : i64
    linalg.yield %s : i64
  } -> tensor<1x2x3x3xi64>
  %idxf = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%idx : tensor<1x2x3x3xi64>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: i64, %out: f32):
    %cv = arith.sitofp %in : i64 to f32
    linalg.yield %cv : f32
  } -> tensor<1x2x3x3xf32>
  return %v, %idxf : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>
}

// avg_pool2d k3 s2 p1, count_include_pad=True: the divide by the constant 9.
// CHECK-LABEL: func.func @avgpool_incl(
// CHECK: kernel.launch @avgpool2d(
func.func @avgpool_incl(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c9 = arith.constant 9.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %c9 : f32
    linalg.yield %d : f32
  } -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// avg_pool2d k3 s2 p1, count_include_pad=False: the divisor is computed per output from linalg.index.
// CHECK-LABEL: func.func @avgpool_excl(
// CHECK-NOT: kernel.launch
func.func @avgpool_excl(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %h0 = arith.muli %i2, %c2 : index
    %hs = arith.subi %h0, %c1 : index
    %he0 = arith.addi %hs, %c3 : index
    %he = arith.minsi %he0, %c8 : index
    %hs1 = arith.maxsi %hs, %c0 : index
    %hn = arith.subi %he, %hs1 : index
    %w0 = arith.muli %i3, %c2 : index
    %ws = arith.subi %w0, %c1 : index
    %we0 = arith.addi %ws, %c3 : index
    %we = arith.minsi %we0, %c8 : index
    %ws1 = arith.maxsi %ws, %c0 : index
    %wn = arith.subi %we, %ws1 : index
    %cnt = arith.muli %hn, %wn : index
    %ci = arith.index_cast %cnt : index to i64
    %cf = arith.sitofp %ci : i64 to f32
    %d = arith.divf %in, %cf : f32
    linalg.yield %d : f32
  } -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// avg_pool2d k2 s2, divisor_override=3: divide by sitofp(3), not by the window size 4.
// CHECK-LABEL: func.func @avgpool_override(
// CHECK-NOT: kernel.launch
func.func @avgpool_override(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c3_i64 = arith.constant 3 : i64
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cf = arith.sitofp %c3_i64 : i64 to f32
    %d = arith.divf %in, %cf : f32
    linalg.yield %d : f32
  } -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// avg_pool2d k2 s2 with the window size as sitofp(4) in the body (un-canonicalized divisor).
// CHECK-LABEL: func.func @avgpool_sitofp4(
// CHECK-NOT: kernel.launch
func.func @avgpool_sitofp4(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c4_i64 = arith.constant 4 : i64
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %k : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cf = arith.sitofp %c4_i64 : i64 to f32
    %d = arith.divf %in, %cf : f32
    linalg.yield %d : f32
  } -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// adaptive_avg_pool2d 5x5 -> 3x3 (non-divisible): a reduction generic over a dummy max-kernel operand
// with index arithmetic and tensor.extract, then a divide by the per-output window size.
// CHECK-LABEL: func.func @adaptive_avgpool(
// CHECK-NOT: kernel.launch
func.func @adaptive_avgpool(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%k : tensor<3x3xf32>) outs(%f : tensor<1x2x3x3xf32>) {
  ^bb0(%kk: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %i4 = linalg.index 4 : index
    %i5 = linalg.index 5 : index
    %hs0 = arith.muli %i2, %c5 : index
    %hs = arith.floordivsi %hs0, %c3 : index
    %he0 = arith.addi %i2, %c1 : index
    %he1 = arith.muli %he0, %c5 : index
    %he2 = arith.addi %he1, %c3 : index
    %he3 = arith.subi %he2, %c1 : index
    %he = arith.floordivsi %he3, %c3 : index
    %ws0 = arith.muli %i3, %c5 : index
    %ws = arith.floordivsi %ws0, %c3 : index
    %we0 = arith.addi %i3, %c1 : index
    %we1 = arith.muli %we0, %c5 : index
    %we2 = arith.addi %we1, %c3 : index
    %we3 = arith.subi %we2, %c1 : index
    %we = arith.floordivsi %we3, %c3 : index
    %h = arith.addi %hs, %i4 : index
    %w = arith.addi %ws, %i5 : index
    %hok = arith.cmpi slt, %h, %he : index
    %wok = arith.cmpi slt, %w, %we : index
    %ok = arith.andi %hok, %wok : i1
    %hc = arith.minsi %h, %c5 : index
    %wc = arith.minsi %w, %c5 : index
    %hcc = arith.subi %hc, %c1 : index
    %hsel = arith.select %hok, %h, %hcc : index
    %wcc = arith.subi %wc, %c1 : index
    %wsel = arith.select %wok, %w, %wcc : index
    %v = tensor.extract %x[%i0, %i1, %hsel, %wsel] : tensor<1x2x5x5xf32>
    %a = arith.addf %v, %out : f32
    %r = arith.select %ok, %a, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x3xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x3x3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %hs0 = arith.muli %i2, %c5 : index
    %hs = arith.floordivsi %hs0, %c3 : index
    %he0 = arith.addi %i2, %c1 : index
    %he1 = arith.muli %he0, %c5 : index
    %he2 = arith.addi %he1, %c3 : index
    %he3 = arith.subi %he2, %c1 : index
    %he = arith.floordivsi %he3, %c3 : index
    %hn = arith.subi %he, %hs : index
    %ws0 = arith.muli %i3, %c5 : index
    %ws = arith.floordivsi %ws0, %c3 : index
    %we0 = arith.addi %i3, %c1 : index
    %we1 = arith.muli %we0, %c5 : index
    %we2 = arith.addi %we1, %c3 : index
    %we3 = arith.subi %we2, %c1 : index
    %we = arith.floordivsi %we3, %c3 : index
    %wn = arith.subi %we, %ws : index
    %cnt = arith.muli %hn, %wn : index
    %ci = arith.index_cast %cnt : index to i64
    %cf = arith.sitofp %ci : i64 to f32
    %d = arith.divf %in, %cf : f32
    linalg.yield %d : f32
  } -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// mean over [2, 3] without keepdim: sum into [N, C], then / 49 (canonical) and / sitofp(49).
// CHECK-LABEL: func.func @mean_dim_nokeep(
// CHECK-NOT: kernel.launch
func.func @mean_dim_nokeep(%x: tensor<2x3x7x7xf32>) -> tensor<2x3xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c49 = arith.constant 4.900000e+01 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.generic {indexing_maps = [#id4, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x3x7x7xf32>) outs(%f : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %c49 : f32
    linalg.yield %d : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @mean_dim_keep_sitofp(
// CHECK-NOT: kernel.launch
func.func @mean_dim_keep_sitofp(%x: tensor<2x3x7x7xf32>) -> tensor<2x3x1x1xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c49 = arith.constant 49 : i64
  %e = tensor.empty() : tensor<2x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id4, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x3x7x7xf32>) outs(%f : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x3x1x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x3x1x1xf32>) outs(%e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cf = arith.sitofp %c49 : i64 to f32
    %d = arith.divf %in, %cf : f32
    linalg.yield %d : f32
  } -> tensor<2x3x1x1xf32>
  return %r : tensor<2x3x1x1xf32>
}

// mean over [2, 3] keepdim with the divisor of a different count (48): must stay a divide.
// CHECK-LABEL: func.func @mean_dim_wrong_divisor(
// CHECK-NOT: kernel.launch
func.func @mean_dim_wrong_divisor(%x: tensor<2x3x7x7xf32>) -> tensor<2x3x1x1xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c48 = arith.constant 4.800000e+01 : f32
  %e = tensor.empty() : tensor<2x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id4, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x3x7x7xf32>) outs(%f : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x3x1x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x3x1x1xf32>) outs(%e : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %c48 : f32
    linalg.yield %d : f32
  } -> tensor<2x3x1x1xf32>
  return %r : tensor<2x3x1x1xf32>
}

}

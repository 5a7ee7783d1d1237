// --kmatch-channels-last on a ResNet-style block, run on the CPU backend and
// compared with the same program lowered without kmatch: a stem conv with
// batch norm and relu, a padded 3x3/2 max pool, and a basic block (conv,
// batch norm, the pool's output added back, relu). The conv output and the
// pool output are only read and written by launches, so the pipeline stores
// them NHWC (LAYOUT); the pool runs on the NHWC buffer, and the residual is
// read from it. The block's result is returned and stays NCHW. Channels (6)
// are no multiple of a vector, and the inputs hold -0.0. Against the default
// lowering the two convs and their folded batch norms differ by rounding
// (2.3e-5 relative at most, as without the pass).
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu --mlir-print-ir-after=kmatch-channels-last -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAYOUT
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-6 --min-values 300 %t.ref %t.kmatch
// The same launches on NCHW buffers give the same bits: the layout changes
// where each element lives, not what is computed.
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu channels-last=false" | %run_cpu > %t.nchw
// RUN: %numdiff --rtol 0 --atol 0 --min-values 300 %t.nchw %t.kmatch
// RUN: grep -nx -- -0 %t.nchw > %t.nchw.z || true
// RUN: grep -nx -- -0 %t.kmatch > %t.kmatch.z || true
// RUN: diff %t.nchw.z %t.kmatch.z
//
// MATCH-LABEL: func.func @block(
// MATCH: kernel.launch @conv2d_bn_act(
// MATCH: kernel.launch @maxpool2d(
// MATCH: kernel.launch @conv2d_bn_add_act(
// MATCH-NOT: linalg.
// MATCH: return
//
// LAYOUT-LABEL: func.func @block(
// LAYOUT: %[[A:.*]] = memref.alloc() {{.*}}: memref<2x9x9x6xf32>
// LAYOUT-NEXT: %[[AV:.*]] = memref.transpose %[[A]] (d0, d1, d2, d3) -> (d0, d3, d1, d2)
// LAYOUT: kernel.launch @conv2d_bn_act({{.*}}, %[[AV]])
// LAYOUT: %[[P:.*]] = memref.alloc() {{.*}}: memref<2x5x5x6xf32>
// LAYOUT-NEXT: %[[PV:.*]] = memref.transpose %[[P]]
// LAYOUT: kernel.launch @maxpool2d(%[[AV]], %[[PV]])
// LAYOUT: %[[Y:.*]] = memref.alloc() {{.*}}: memref<2x6x5x5xf32>
// LAYOUT-NEXT: kernel.launch @conv2d_bn_add_act(%[[PV]], {{.*}}, %[[PV]], %[[Y]])
// LAYOUT: return %[[Y]]

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @block(%x: tensor<2x3x9x9xf32>, %w1: tensor<6x3x3x3xf32>, %w2: tensor<6x6x3x3xf32>,
                 %g: tensor<6xf32>, %b: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>) -> tensor<2x6x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %eps = arith.constant 1.0e-05 : f32
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x9xf32> to tensor<2x3x11x11xf32>
  %e1 = tensor.empty() : tensor<2x6x9x9xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x6x9x9xf32>) -> tensor<2x6x9x9xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%xp, %w1 : tensor<2x3x11x11xf32>, tensor<6x3x3x3xf32>) outs(%f1 : tensor<2x6x9x9xf32>) -> tensor<2x6x9x9xf32>
  %e_n1 = tensor.empty() : tensor<2x6x9x9xf32>
  %n1 = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = #par4}
    ins(%c1, %g, %b, %m, %v : tensor<2x6x9x9xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) outs(%e_n1 : tensor<2x6x9x9xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b2 = arith.addf %in4, %eps : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<2x6x9x9xf32>
  %e_a = tensor.empty() : tensor<2x6x9x9xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%n1 : tensor<2x6x9x9xf32>) outs(%e_a : tensor<2x6x9x9xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t1 = arith.cmpf ugt, %in0, %zero : f32
    %t2 = arith.select %t1, %in0, %zero : f32
    linalg.yield %t2 : f32
  } -> tensor<2x6x9x9xf32>
  %ap = tensor.pad %a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %ninf : f32
  } : tensor<2x6x9x9xf32> to tensor<2x6x11x11xf32>
  %e2 = tensor.empty() : tensor<2x6x5x5xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%ap, %win : tensor<2x6x11x11xf32>, tensor<3x3xf32>) outs(%f2 : tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
  %pp = tensor.pad %p low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<2x6x5x5xf32> to tensor<2x6x7x7xf32>
  %e3 = tensor.empty() : tensor<2x6x5x5xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%pp, %w2 : tensor<2x6x7x7xf32>, tensor<6x6x3x3xf32>) outs(%f3 : tensor<2x6x5x5xf32>) -> tensor<2x6x5x5xf32>
  %e_n2 = tensor.empty() : tensor<2x6x5x5xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = #par4}
    ins(%c2, %g, %b, %m, %v : tensor<2x6x5x5xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) outs(%e_n2 : tensor<2x6x5x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b2 = arith.addf %in4, %eps : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<2x6x5x5xf32>
  %e_s = tensor.empty() : tensor<2x6x5x5xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%n2, %p : tensor<2x6x5x5xf32>, tensor<2x6x5x5xf32>) outs(%e_s : tensor<2x6x5x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t1 = arith.addf %in0, %in1 : f32
    linalg.yield %t1 : f32
  } -> tensor<2x6x5x5xf32>
  %e_y = tensor.empty() : tensor<2x6x5x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%s : tensor<2x6x5x5xf32>) outs(%e_y : tensor<2x6x5x5xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t1 = arith.cmpf ugt, %in0, %zero : f32
    %t2 = arith.select %t1, %in0, %zero : f32
    linalg.yield %t2 : f32
  } -> tensor<2x6x5x5xf32>
  return %y : tensor<2x6x5x5xf32>
}

// v(i) = ((i * 37 + seed) mod 29 - 14) / 7, with -0.0 where that is 0 and
// i is odd: an input that hits signed zeros.
func.func @fill(%t: tensor<?xf32>, %seed: index) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    outs(%t : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c37 = arith.constant 37 : index
    %c29 = arith.constant 29 : index
    %c14 = arith.constant 14 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %k = arith.muli %i, %c37 : index
    %k1 = arith.addi %k, %seed : index
    %k2 = arith.remui %k1, %c29 : index
    %k3 = arith.subi %k2, %c14 : index
    %ki = arith.index_cast %k3 : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %c7 = arith.constant 7.0 : f32
    %val = arith.divf %kf, %c7 : f32
    %odd = arith.remui %i, %c2 : index
    %isodd = arith.cmpi ne, %odd, %c0 : index
    %nz = arith.constant -0.0 : f32
    %z = arith.constant 0.0 : f32
    %iszero = arith.cmpf oeq, %val, %z : f32
    %both = arith.andi %isodd, %iszero : i1
    %res = arith.select %both, %nz, %val : f32
    linalg.yield %res : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %x_e = tensor.empty() : tensor<486xf32>
  %x_d = tensor.cast %x_e : tensor<486xf32> to tensor<?xf32>
  %x_s = arith.constant 1 : index
  %x_f = call @fill(%x_d, %x_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %x_c = tensor.cast %x_f : tensor<?xf32> to tensor<486xf32>
  %x = tensor.expand_shape %x_c [[0, 1, 2, 3]] output_shape [2, 3, 9, 9] : tensor<486xf32> into tensor<2x3x9x9xf32>
  %w1_e = tensor.empty() : tensor<162xf32>
  %w1_d = tensor.cast %w1_e : tensor<162xf32> to tensor<?xf32>
  %w1_s = arith.constant 5 : index
  %w1_f = call @fill(%w1_d, %w1_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %w1_c = tensor.cast %w1_f : tensor<?xf32> to tensor<162xf32>
  %w1 = tensor.expand_shape %w1_c [[0, 1, 2, 3]] output_shape [6, 3, 3, 3] : tensor<162xf32> into tensor<6x3x3x3xf32>
  %w2_e = tensor.empty() : tensor<324xf32>
  %w2_d = tensor.cast %w2_e : tensor<324xf32> to tensor<?xf32>
  %w2_s = arith.constant 11 : index
  %w2_f = call @fill(%w2_d, %w2_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %w2_c = tensor.cast %w2_f : tensor<?xf32> to tensor<324xf32>
  %w2 = tensor.expand_shape %w2_c [[0, 1, 2, 3]] output_shape [6, 6, 3, 3] : tensor<324xf32> into tensor<6x6x3x3xf32>
  %g_e = tensor.empty() : tensor<6xf32>
  %g_d = tensor.cast %g_e : tensor<6xf32> to tensor<?xf32>
  %g_s = arith.constant 3 : index
  %g_f = call @fill(%g_d, %g_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %g_c = tensor.cast %g_f : tensor<?xf32> to tensor<6xf32>
  %g = tensor.cast %g_c : tensor<6xf32> to tensor<6xf32>
  %b_e = tensor.empty() : tensor<6xf32>
  %b_d = tensor.cast %b_e : tensor<6xf32> to tensor<?xf32>
  %b_s = arith.constant 7 : index
  %b_f = call @fill(%b_d, %b_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %b_c = tensor.cast %b_f : tensor<?xf32> to tensor<6xf32>
  %b = tensor.cast %b_c : tensor<6xf32> to tensor<6xf32>
  %m_e = tensor.empty() : tensor<6xf32>
  %m_d = tensor.cast %m_e : tensor<6xf32> to tensor<?xf32>
  %m_s = arith.constant 13 : index
  %m_f = call @fill(%m_d, %m_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %m_c = tensor.cast %m_f : tensor<?xf32> to tensor<6xf32>
  %m = tensor.cast %m_c : tensor<6xf32> to tensor<6xf32>
  %v_e = tensor.empty() : tensor<6xf32>
  %v_d = tensor.cast %v_e : tensor<6xf32> to tensor<?xf32>
  %v_s = arith.constant 17 : index
  %v_f = call @fill(%v_d, %v_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %v_c = tensor.cast %v_f : tensor<?xf32> to tensor<6xf32>
  %v_a = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    ins(%v_c : tensor<6xf32>) outs(%v_e : tensor<6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %q = math.absf %in : f32
    %one = arith.constant 0.5 : f32
    %r = arith.addf %q, %one : f32
    linalg.yield %r : f32
  } -> tensor<6xf32>
  %v = tensor.cast %v_a : tensor<6xf32> to tensor<6xf32>
  %y = call @block(%x, %w1, %w2, %g, %b, %m, %v) : (tensor<2x3x9x9xf32>, tensor<6x3x3x3xf32>, tensor<6x6x3x3xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<2x6x5x5xf32>
  %ym = bufferization.to_buffer %y : tensor<2x6x5x5xf32> to memref<2x6x5x5xf32>
  %yu = memref.cast %ym : memref<2x6x5x5xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%yu) : (memref<*xf32>) -> ()
  return
}

// Why-not remarks: every linalg op no template matched names the closest
// template (one of the op's structure -- elementwise, contraction or
// convolution -- and whose indexing the op has, if any) and which native
// constraint of it rejected the op, and why.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates=remarks=true -verify-diagnostics

func.func @tropical(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  // expected-remark@+1 {{kmatch: not matched; no template computes this body (BodyMatches: body is arith.maximumf(arith.addf), expected out + $alpha*in0*in1); templates of this shape: gemm, batch_gemm, dot}}
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

// An elementwise named op is compared with the elementwise templates; no
// kernel computes exp.
func.func @exp(%x: memref<8xf32>) {
  // expected-remark@+1 {{kmatch: not matched; no template computes this body (IsActivation: body is not relu, clamp, GELU, hardsigmoid, hardswish, sigmoid, silu or torch-mlir's clamp of in0); templates of this shape: activation, add, axpby}}
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

// -----

// A batched vector-matrix product is a contraction: it is compared with the
// contraction templates (never with conv), and none has its indexing.
func.func @batch_vecmat(%x: memref<2x4xf32>, %A: memref<2x4x8xf32>, %y: memref<2x8xf32>) {
  // expected-remark@+1 {{kmatch: not matched; no template has this op's indexing; nearest batch_gemm: IndexingMatchesEinsumUpToTranspose: indexing maps and iterators are not A(bmk), B(bkn) -> C(bmn) (up to transposes)}}
  linalg.batch_vecmat ins(%x, %A : memref<2x4xf32>, memref<2x4x8xf32>) outs(%y : memref<2x8xf32>)
  return
}

// -----

// A broadcast copy is elementwise: the nearest is a broadcast add, whose
// body adds.
func.func @broadcast_copy(%b: tensor<6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  // expected-remark@+1 {{kmatch: not matched; no template computes this body (BodyIs: body does not compute in0 + in1); templates of this shape: add, gemm_epilogue, activation}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// A relu with no launch to fuse into: every check on the relu passes.
func.func @relu_alone(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  // expected-remark@+1 {{kmatch: not matched; closest template activation: Structure: every check on the op passed, but activation.ActivationIntoLaunch also needs kernel.launch connected to it, and none fits}}
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// A sum pool (an avgpool's first half) whose sums are also returned: the
// sums are shared, so the divide cannot absorb them. Its zero fill, which a
// max pool reads too, may be shared (the launch overwrites its output). The
// max pool's init is not -inf: it becomes the launch and an elementwise max
// with its zero init (pool.pdll's MaxPoolIntoInit), which folds into the
// launch's floor (activation.pdll, MaxPoolFloorFold): no remark.
func.func @sum_pool_shared_sums(%x: tensor<1x2x6x6xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) {
  %c0 = arith.constant 0.0 : f32
  %k = arith.constant 4.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  // expected-remark@+1 {{kmatch: not matched; closest template pool: HasOneUse: next to the op: the result of linalg.pooling_nchw_sum is shared: 2 uses (func.return, linalg.generic), expected one}}
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  // expected-remark@+1 {{kmatch: not matched; no template computes this body (BodyMatches: body is arith.divf, expected out + $alpha*in0); templates of this shape: axpby, activation, add}}
  %d = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%s : tensor<1x2x3x3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %k : f32
    linalg.yield %q : f32
  } -> tensor<1x2x3x3xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %d, %m, %s : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>
}

// -----

// torch-mlir writes a batchnorm's eps as an f64 constant truncated in the
// body, which matches; truncated from an argument it is not a constant.
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
func.func @bn_truncated_eps(%x: tensor<2x3x4x5xf32>, %gamma: tensor<3xf32>, %beta: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>, %eps: f64) -> tensor<2x3x4x5xf32> {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  // expected-remark@+1 {{kmatch: not matched; no template computes this body (BodyIs: eps is arith.truncf of an f64 that does not fold to a constant, expected a f32 constant); templates of this shape: batchnorm, activation, add}}
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x, %gamma, %beta, %mean, %var : tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %t = arith.truncf %eps : f64 to f32
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %t : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  return %bn : tensor<2x3x4x5xf32>
}

// -----

// An embedding lookup (BERT's, as torch-mlir writes it: ids in, rows of the
// table out) has the indexing of a broadcast add (ids read along (b, s));
// the remark names a check made on it where it stands (its element types),
// not a fold rooted at a kernel.launch whose checks it happens to pass
// (conv_epilogue's batch-norm fold was named before).
#ids = affine_map<(b, s, h) -> (b, s)>
#rows = affine_map<(b, s, h) -> (b, s, h)>
func.func @embedding(%ids: tensor<1x4xi64>, %table: tensor<10x8xf32>) -> tensor<1x4x8xf32> {
  %e = tensor.empty() : tensor<1x4x8xf32>
  // expected-remark@+1 {{kmatch: not matched; closest template add: ElementTypeIsOneOf: mixed element types i64 and f32}}
  %r = linalg.generic {indexing_maps = [#ids, #rows], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%ids : tensor<1x4xi64>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %h = linalg.index 2 : index
    %v = tensor.extract %table[%i, %h] : tensor<10x8xf32>
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  return %r : tensor<1x4x8xf32>
}

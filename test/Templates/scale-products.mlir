// A scale written as two scalars in one product, (al * a) * (al * b) or
// al * (al2 * x), is not one launch scalar: al * al, the alpha a launch
// would take, is a value the body never computes and overflows (al = 2e19
// in f32: +inf) or underflows (1e-23: 0) where the body's own products do
// not. Each such body stays on the default path; one scalar still binds.
// Found by an adversarial sweep: every near miss below was a launch that
// gave +-inf or 0 where the program's result is finite and nonzero.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 10 functions, 1 rewritten, 0 failures, 0 skipped

// Near misses: no launch in any of them.
// CHECK-LABEL: func.func @gemm_alpha2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @scal_alpha2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @axpy_alpha2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @gemv_al2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @dot_al2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @ger_al2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @bmm_al2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @axpby_al2(
// CHECK-NOT: kernel.launch
// CHECK: return
// CHECK-LABEL: func.func @scal_al2(
// CHECK-NOT: kernel.launch
// CHECK: return

func.func @gemm_alpha2(%A: memref<4x1xf32>, %B: memref<1x5xf32>, %C: memref<4x5xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types=["parallel","parallel","reduction"]} ins(%A,%B: memref<4x1xf32>, memref<1x5xf32>) outs(%C: memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t1 = arith.mulf %al, %b : f32
    %t2 = arith.mulf %t, %t1 : f32
    %r = arith.addf %c, %t2 : f32
    linalg.yield %r : f32
  }
  return
}

func.func @scal_alpha2(%X: memref<7xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i)->(i)>], iterator_types=["parallel"]} outs(%X: memref<7xf32>) {
  ^bb0(%c: f32):
    %t = arith.mulf %al, %c : f32
    %t1 = arith.mulf %al, %t : f32
    linalg.yield %t1 : f32
  }
  return
}
func.func @axpy_alpha2(%x: memref<7xf32>, %y: memref<7xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i)->(i)>, affine_map<(i)->(i)>], iterator_types=["parallel"]} ins(%x: memref<7xf32>) outs(%y: memref<7xf32>) {
  ^bb0(%a: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t1 = arith.mulf %al, %t : f32
    %r = arith.addf %c, %t1 : f32
    linalg.yield %r : f32
  }
  return
}

func.func @gemv_al2(%A: memref<4x1xf32>, %x: memref<1xf32>, %y: memref<4xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i)>], iterator_types=["parallel","reduction"]} ins(%A,%x: memref<4x1xf32>, memref<1xf32>) outs(%y: memref<4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t1 = arith.mulf %al, %b : f32
    %t2 = arith.mulf %t, %t1 : f32
    %s = arith.addf %c, %t2 : f32
    linalg.yield %s : f32
  }
  return
}
func.func @dot_al2(%x: memref<1xf32>, %y: memref<1xf32>, %r: memref<f32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(k)->(k)>, affine_map<(k)->(k)>, affine_map<(k)->()>], iterator_types=["reduction"]} ins(%x,%y: memref<1xf32>, memref<1xf32>) outs(%r: memref<f32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t1 = arith.mulf %al, %b : f32
    %t2 = arith.mulf %t, %t1 : f32
    %s = arith.addf %c, %t2 : f32
    linalg.yield %s : f32
  }
  return
}
func.func @ger_al2(%x: memref<4xf32>, %y: memref<5xf32>, %A: memref<4x5xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i,j)->(i)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types=["parallel","parallel"]} ins(%x, %y: memref<4xf32>, memref<5xf32>) outs(%A: memref<4x5xf32>) {
  ^bb0(%p: f32, %q: f32, %c: f32):
    %t = arith.mulf %al, %p : f32
    %t1 = arith.mulf %al, %q : f32
    %t2 = arith.mulf %t, %t1 : f32
    %s = arith.addf %c, %t2 : f32
    linalg.yield %s : f32
  }
  return
}
func.func @bmm_al2(%A: memref<2x3x1xf32>, %B: memref<2x1x5xf32>, %C: memref<2x3x5xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(b,i,j,k)->(b,i,k)>, affine_map<(b,i,j,k)->(b,k,j)>, affine_map<(b,i,j,k)->(b,i,j)>], iterator_types=["parallel","parallel","parallel","reduction"]} ins(%A,%B: memref<2x3x1xf32>, memref<2x1x5xf32>) outs(%C: memref<2x3x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t1 = arith.mulf %al, %b : f32
    %t2 = arith.mulf %t, %t1 : f32
    %s = arith.addf %c, %t2 : f32
    linalg.yield %s : f32
  }
  return
}
func.func @axpby_al2(%x: memref<7xf32>, %y: memref<7xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i)->(i)>, affine_map<(i)->(i)>], iterator_types=["parallel"]} ins(%x: memref<7xf32>) outs(%y: memref<7xf32>) {
  ^bb0(%a: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t1 = arith.mulf %al, %t : f32
    %s = arith.addf %c, %t1 : f32
    linalg.yield %s : f32
  }
  return
}
func.func @scal_al2(%y: memref<7xf32>) {
  %al = arith.constant 2.0e19 : f32
  linalg.generic {indexing_maps=[affine_map<(i)->(i)>], iterator_types=["parallel"]} outs(%y: memref<7xf32>) {
  ^bb0(%c: f32):
    %t = arith.mulf %al, %c : f32
    %t1 = arith.mulf %al, %t : f32
    linalg.yield %t1 : f32
  }
  return
}

// The same gemm with one scale: (al * a) * b is alpha = al, a launch (the
// library scales the finished sum: Semantics, Divergence 1).
// CHECK-LABEL: func.func @gemm_one_scale(
// CHECK: kernel.launch @gemm(
func.func @gemm_one_scale(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %al = arith.constant 3.0 : f32
  linalg.generic {indexing_maps=[affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types=["parallel","parallel","reduction"]} ins(%A,%B: memref<4x3xf32>, memref<3x5xf32>) outs(%C: memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %t = arith.mulf %al, %a : f32
    %t2 = arith.mulf %t, %b : f32
    %r = arith.addf %c, %t2 : f32
    linalg.yield %r : f32
  }
  return
}

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes test/Integration/named-ops.mlir: one function per linalg named op
upstream defines for f32, and a main that fills the inputs and prints every
result. Run it after adding a case: python3 gen_named_ops.py
"""
import os
import math
def T(s): return "tensor<%sxf32>" % "x".join(map(str, s)) if s else "tensor<f32>"
def M(s): return "memref<%sxf32>" % "x".join(map(str, s)) if s else "memref<f32>"
cases = []  # (name, [(shape, kind)], result_shape, body_lines)
def named(name, ins, out, attrs="", opname=None, outkind="n", empty=False):
    """ins: list of (shape, kind); out: shape. Result written into init arg unless empty."""
    opname = opname or name
    args = ins + ([] if empty else [(out, outkind)])
    n = len(ins)
    insv = ", ".join("%%a%d" % i for i in range(n))
    inst = ", ".join(T(s) for s, _ in ins)
    body = []
    if empty:
        body.append("%%e = tensor.empty() : %s" % T(out))
        outv = "%e"
    else:
        outv = "%%a%d" % n
    body.append("%%r = linalg.%s%s ins(%s : %s) outs(%s : %s) -> %s" % (opname, attrs, insv, inst, outv, T(out), T(out)))
    cases.append((name, args, out, body))
def custom(name, args, out, body):
    cases.append((name, args, out, body))
n, p = "n", "p"
# Contractions.
named("matmul", [((4, 6), n), ((6, 5), n)], (4, 5))
named("matmul_transpose_a", [((6, 4), n), ((6, 5), n)], (4, 5), opname="matmul",
      attrs=" indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]")
named("matmul_transpose_b", [((4, 6), n), ((5, 6), n)], (4, 5), opname="matmul",
      attrs=" indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]")
named("contract", [((4, 6), n), ((6, 5), n)], (4, 5),
      attrs=" indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]")
named("batch_matmul", [((2, 4, 6), n), ((2, 6, 5), n)], (2, 4, 5))
named("batch_reduce_matmul", [((2, 4, 6), n), ((2, 6, 5), n)], (4, 5))
named("matvec", [((4, 6), n), ((6,), n)], (4,))
named("vecmat", [((6,), n), ((6, 5), n)], (5,))
named("batch_matvec", [((2, 4, 6), n), ((2, 6), n)], (2, 4))
named("batch_vecmat", [((2, 6), n), ((2, 6, 5), n)], (2, 5))
named("dot", [((6,), n), ((6,), n)], ())
named("mmt4d", [((2, 3, 2, 2), n), ((2, 3, 3, 2), n)], (2, 2, 2, 3))
named("batch_mmt4d", [((2, 2, 3, 2, 2), n), ((2, 2, 3, 3, 2), n)], (2, 2, 2, 2, 3))
# Convolutions.
def d(rank, v): return "dense<%d> : tensor<%dxi64>" % (v, rank)
def cw(rank, s=1, dl=1): return " {dilations = %s, strides = %s}" % (d(rank, dl), d(rank, s))
named("conv_1d", [((8,), n), ((3,), n)], (6,))
named("conv_2d", [((6, 7), n), ((3, 3), n)], (4, 5))
named("conv_3d", [((5, 5, 5), n), ((2, 2, 2), n)], (4, 4, 4))
named("conv_1d_nwc_wcf", [((1, 8, 3), n), ((3, 3, 4), n)], (1, 6, 4), attrs=cw(1))
named("conv_1d_ncw_fcw", [((1, 3, 8), n), ((4, 3, 3), n)], (1, 4, 6), attrs=cw(1))
named("conv_2d_nhwc_hwcf", [((1, 7, 7, 3), n), ((3, 3, 3, 4), n)], (1, 3, 3, 4), attrs=cw(2, s=2))
named("conv_2d_nhwc_fhwc", [((1, 6, 6, 3), n), ((4, 3, 3, 3), n)], (1, 4, 4, 4), attrs=cw(2))
named("conv_2d_nchw_fchw", [((1, 3, 7, 7), n), ((4, 3, 3, 3), n)], (1, 4, 3, 3), attrs=cw(2, dl=2))
named("conv_2d_ngchw_fgchw", [((1, 2, 2, 5, 5), n), ((3, 2, 2, 3, 3), n)], (1, 2, 3, 3, 3), attrs=cw(2))
named("conv_2d_ngchw_gfchw", [((1, 2, 2, 5, 5), n), ((2, 3, 2, 3, 3), n)], (1, 2, 3, 3, 3), attrs=cw(2))
named("conv_2d_nhwgc_gfhwc", [((1, 5, 5, 2, 2), n), ((2, 3, 3, 3, 2), n)], (1, 3, 3, 2, 3), attrs=cw(2))
named("conv_3d_ndhwc_dhwcf", [((1, 4, 4, 4, 2), n), ((2, 2, 2, 2, 3), n)], (1, 3, 3, 3, 3), attrs=cw(3))
named("conv_3d_ncdhw_fcdhw", [((1, 2, 4, 4, 4), n), ((3, 2, 2, 2, 2), n)], (1, 3, 3, 3, 3), attrs=cw(3))
named("depthwise_conv_1d_nwc_wc", [((1, 8, 3), n), ((3, 3), n)], (1, 6, 3), attrs=cw(1))
named("depthwise_conv_1d_ncw_cw", [((1, 3, 8), n), ((3, 3), n)], (1, 3, 6), attrs=cw(1))
named("depthwise_conv_1d_nwc_wcm", [((1, 8, 3), n), ((3, 3, 2), n)], (1, 6, 3, 2), attrs=cw(1))
named("depthwise_conv_2d_nhwc_hwc", [((1, 6, 6, 3), n), ((3, 3, 3), n)], (1, 4, 4, 3), attrs=cw(2))
named("depthwise_conv_2d_nchw_chw", [((1, 3, 6, 6), n), ((3, 3, 3), n)], (1, 3, 4, 4), attrs=cw(2))
named("depthwise_conv_2d_nhwc_hwcm", [((1, 6, 6, 3), n), ((3, 3, 3, 2), n)], (1, 4, 4, 3, 2), attrs=cw(2))
named("depthwise_conv_3d_ndhwc_dhwc", [((1, 4, 4, 4, 2), n), ((2, 2, 2, 2), n)], (1, 3, 3, 3, 2), attrs=cw(3))
named("depthwise_conv_3d_ncdhw_cdhw", [((1, 2, 4, 4, 4), n), ((2, 2, 2, 2), n)], (1, 2, 3, 3, 3), attrs=cw(3))
named("depthwise_conv_3d_ndhwc_dhwcm", [((1, 4, 4, 4, 2), n), ((2, 2, 2, 2, 2), n)], (1, 3, 3, 3, 2, 2), attrs=cw(3))
# Pooling (the window operand only gives the shape).
for kind in ["sum", "max", "min"]:
    named("pooling_nhwc_" + kind, [((1, 6, 6, 3), n), ((3, 3), n)], (1, 4, 4, 3), attrs=cw(2))
    named("pooling_nwc_" + kind, [((1, 8, 3), n), ((3,), n)], (1, 6, 3), attrs=cw(1))
    named("pooling_ndhwc_" + kind, [((1, 4, 4, 4, 2), n), ((2, 2, 2), n)], (1, 3, 3, 3, 2), attrs=cw(3))
for kind in ["sum", "max"]:
    named("pooling_nchw_" + kind, [((1, 3, 9, 9) if kind == "max" else (1, 3, 6, 6), n), ((3, 3), n)], (1, 3, 4, 4),
          attrs=cw(2, s=2) if kind == "max" else cw(2))
    named("pooling_ncw_" + kind, [((1, 3, 8), n), ((3,), n)], (1, 3, 6), attrs=cw(1))
# Elementwise named ops.
for op in ["exp", "abs", "ceil", "floor", "negf", "reciprocal", "round", "square", "tanh", "erf", "copy"]:
    named(op, [((4, 5), n)], (4, 5), empty=True)
for op in ["log", "sqrt", "rsqrt"]:
    named(op, [((4, 5), p)], (4, 5), empty=True)
for op in ["add", "sub", "mul", "max", "min"]:
    named(op, [((4, 5), n), ((4, 5), n)], (4, 5), empty=True)
named("div", [((4, 5), n), ((4, 5), p)], (4, 5), empty=True)
named("powf", [((4, 5), p), ((4, 5), n)], (4, 5), empty=True)
for kind in ["exp", "add", "mul", "sub", "div", "erf"]:
    ar = 1 if kind in ("exp", "erf") else 2
    named("elementwise_" + kind, [((4, 5), n)] * ar, (4, 5), empty=True, opname="elementwise",
          attrs=" kind=#linalg.elementwise_kind<%s>" % kind)
custom("select", [((4, 5), n), ((4, 5), n), ((4, 5), n)], (4, 5), [
    "%ec = tensor.empty() : tensor<4x5xi1>",
    "%c = linalg.map ins(%a0 : tensor<4x5xf32>) outs(%ec : tensor<4x5xi1>)",
    "  (%x: f32, %o: i1) {",
    "    %z = arith.constant 0.0 : f32",
    "    %b = arith.cmpf ogt, %x, %z : f32",
    "    linalg.yield %b : i1",
    "  }",
    "%e = tensor.empty() : tensor<4x5xf32>",
    "%r = linalg.select ins(%c, %a1, %a2 : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>"])
custom("fill", [], (4, 5), [
    "%v = arith.constant 2.5 : f32",
    "%e = tensor.empty() : tensor<4x5xf32>",
    "%r = linalg.fill ins(%v : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>"])
custom("fill_rng_2d", [], (4, 5), [
    "%lo = arith.constant -1.0 : f64",
    "%hi = arith.constant 1.0 : f64",
    "%s = arith.constant 42 : i32",
    "%e = tensor.empty() : tensor<4x5xf32>",
    "%r = linalg.fill_rng_2d ins(%lo, %hi, %s : f64, f64, i32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>"])
# Structured ops with regions or permutations.
custom("reduce", [((4, 5), n), ((4,), n)], (4,), [
    "%r = linalg.reduce ins(%a0 : tensor<4x5xf32>) outs(%a1 : tensor<4xf32>) dimensions = [1]",
    "  (%x: f32, %acc: f32) {",
    "    %s = arith.addf %x, %acc : f32",
    "    linalg.yield %s : f32",
    "  }"])
custom("map", [((4, 5), n), ((4, 5), n)], (4, 5), [
    "%e = tensor.empty() : tensor<4x5xf32>",
    "%r = linalg.map ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>)",
    "  (%x: f32, %y: f32, %o: f32) {",
    "    %m = arith.mulf %x, %y : f32",
    "    %s = arith.addf %m, %x : f32",
    "    linalg.yield %s : f32",
    "  }"])
custom("transpose", [((4, 5, 3), n)], (3, 4, 5), [
    "%e = tensor.empty() : tensor<3x4x5xf32>",
    "%r = linalg.transpose ins(%a0 : tensor<4x5x3xf32>) outs(%e : tensor<3x4x5xf32>) permutation = [2, 0, 1]"])
custom("broadcast", [((5,), n)], (4, 5), [
    "%e = tensor.empty() : tensor<4x5xf32>",
    "%r = linalg.broadcast ins(%a0 : tensor<5xf32>) outs(%e : tensor<4x5xf32>) dimensions = [0]"])
# Ops without a loop lowering: decomposed (softmax) or lowered (pack, unpack).
custom("softmax", [((3, 8), n)], (3, 8), [
    "%e = tensor.empty() : tensor<3x8xf32>",
    "%r = linalg.softmax dimension(1) ins(%a0 : tensor<3x8xf32>) outs(%e : tensor<3x8xf32>) -> tensor<3x8xf32>"])
custom("pack", [((7, 16), n)], (2, 4, 4, 4), [
    "%pad = arith.constant 0.0 : f32",
    "%e = tensor.empty() : tensor<2x4x4x4xf32>",
    "%r = linalg.pack %a0 padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<7x16xf32> -> tensor<2x4x4x4xf32>"])
custom("pack_transposed", [((8, 16), n)], (4, 2, 4, 4), [
    "%e = tensor.empty() : tensor<4x2x4x4xf32>",
    "%r = linalg.pack %a0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %e : tensor<8x16xf32> -> tensor<4x2x4x4xf32>"])
custom("unpack", [((2, 4, 4, 4), n)], (7, 16), [
    "%e = tensor.empty() : tensor<7x16xf32>",
    "%r = linalg.unpack %a0 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x4x4x4xf32> -> tensor<7x16xf32>"])

out = []
w = out.append
names = [c[0] for c in cases]
w("// Every linalg named op upstream defines for f32 (each family: matmul forms,")
w("// batch and 4-d tiled contractions, convolutions, depthwise convolutions,")
w("// pooling, elementwise named ops, linalg.elementwise, map, reduce, transpose,")
w("// broadcast, copy, fill, fill_rng_2d, select, softmax, pack, unpack) runs")
w("// through kmatch-pipeline and mlir-runner on tensors and matches upstream's")
w("// lowering. Upstream's lowering cannot run softmax, pack or unpack by itself:")
w("// its reference decomposes them first with the transform ops")
w("// structured.decompose_interface, lower_pack and lower_unpack.")
w("// (The integer-only ops, *_q, quantized_* and *_unsigned, are not f32; the")
w("// winograd_* transforms are in winograd.mlir.)")
w("//")
w("// Written by Inputs/gen_named_ops.py. One function per op, @op_<name> (a")
w("// function named like a libm entry, e.g. @powf, would take that symbol's")
w("// place); @main prints each result.")
w("//")
w("// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch")
w("// RUN: mlir-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/upstream-decompose.mlir --transform-interpreter | %upstream_lower | %run_cpu > %t.ref")
w("// RUN: %%numdiff --rtol 1e-5 --atol 1e-6 --min-values %d %%t.ref %%t.kmatch" % sum(math.prod(c[2]) for c in cases))
w("// RUN: FileCheck %s --input-file=%t.kmatch")
w("// RUN: kmatch-opt %s --kmatch-decompose | FileCheck %s --check-prefix=DECOMPOSED")
w("//")
w("// CHECK-COUNT-%d: memref rank=" % len(cases))
w("// DECOMPOSED-NOT: linalg.softmax")
w("// DECOMPOSED-NOT: linalg.pack")
w("// DECOMPOSED-NOT: linalg.unpack")
w("")
w("func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}")
w("")
w("// M[i] = ((i * 7 + seed) mod 17) / 8 - 1 (or + 0.25 where positive)")
w("func.func @init(%m: memref<?xf32>, %seed: index, %positive: i1) {")
w("  %c0 = arith.constant 0 : index")
w("  %c1 = arith.constant 1 : index")
w("  %c7 = arith.constant 7 : index")
w("  %c17 = arith.constant 17 : index")
w("  %eighth = arith.constant 0.125 : f32")
w("  %one = arith.constant 1.0 : f32")
w("  %quarter = arith.constant -0.25 : f32")
w("  %shift = arith.select %positive, %quarter, %one : f32")
w("  %n = memref.dim %m, %c0 : memref<?xf32>")
w("  scf.for %i = %c0 to %n step %c1 {")
w("    %a = arith.muli %i, %c7 : index")
w("    %b = arith.addi %a, %seed : index")
w("    %r = arith.remui %b, %c17 : index")
w("    %ri = arith.index_cast %r : index to i32")
w("    %rf = arith.sitofp %ri : i32 to f32")
w("    %v = arith.mulf %rf, %eighth : f32")
w("    %x = arith.subf %v, %shift : f32")
w("    memref.store %x, %m[%i] : memref<?xf32>")
w("  }")
w("  return")
w("}")
for name, args, outs, body in cases:
    sig = ", ".join("%%a%d: %s" % (i, T(s)) for i, (s, _) in enumerate(args))
    w("")
    w("func.func @op_%s(%s) -> %s {" % (name, sig, T(outs)))
    for l in body:
        w("  " + l)
    w("  return %%r : %s" % T(outs))
    w("}")
w("")
w("func.func @main() {")
w("  %true = arith.constant true")
w("  %false = arith.constant false")
seed = 0
for name, args, outs, body in cases:
    vals = []
    for i, (s, k) in enumerate(args):
        seed += 1
        tot = math.prod(s)
        v = "%%%s_%d" % (name, i)
        w("  %s_flat = memref.alloc() : memref<%dxf32>" % (v, tot))
        w("  %s_dyn = memref.cast %s_flat : memref<%dxf32> to memref<?xf32>" % (v, v, tot))
        w("  %%%s_s%d = arith.constant %d : index" % (name, i, seed))
        w("  func.call @init(%s_dyn, %%%s_s%d, %s) : (memref<?xf32>, index, i1) -> ()" % (v, name, i, "%true" if k == "p" else "%false"))
        strides = [math.prod(s[j + 1:]) for j in range(len(s))]
        w("  %s_m = memref.reinterpret_cast %s_flat to offset: [0], sizes: [%s], strides: [%s] : memref<%dxf32> to %s" % (
            v, v, ", ".join(map(str, s)), ", ".join(map(str, strides)), tot, M(s)))
        w("  %s = bufferization.to_tensor %s_m restrict : %s to %s" % (v, v, M(s), T(s)))
        vals.append(v)
    sig = ", ".join(T(s) for s, _ in args)
    w("  %%%s_r = func.call @op_%s(%s) : (%s) -> %s" % (name, name, ", ".join(vals), sig, T(outs)))
    w("  %%%s_b = bufferization.to_buffer %%%s_r : %s to %s" % (name, name, T(outs), M(outs)))
    w("  %%%s_u = memref.cast %%%s_b : %s to memref<*xf32>" % (name, name, M(outs)))
    w("  func.call @kmatch_print_memref_f32(%%%s_u) : (memref<*xf32>) -> ()" % name)
w("  return")
w("}")
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "named-ops.mlir"), "w").write("\n".join(out) + "\n")
print(len(cases), "cases")

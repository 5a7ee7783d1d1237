#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes a model zoo as linalg-on-tensors programs in torch-mlir's style.

Each model is emitted the way torch-mlir's TorchToLinalg lowering writes it:
named convolutions and poolings on `tensor.pad`ed inputs, the conv bias
broadcast into the init tensor by a generic, inference batch norm as one
generic with an f64 epsilon truncated in its body, activations as
`arith.cmpf` + `arith.select` generics with broadcast maps such as
(0, d1, d2, d3), Linear layers as a `linalg.transpose` of the weight feeding
`linalg.matmul` (or `linalg.batch_matmul` with the weight broadcast across
the batch), decomposed softmax / layer norm / GELU / hardswish, and
`tensor.collapse_shape` / `expand_shape` for reshapes.

The forward function takes the input and every parameter as arguments, in
the order of a JSON sidecar that names each parameter by its PyTorch
state_dict key. `main` fills them from a seeded integer hash (see `hash_fill`
and `torch_ref.py`, which computes the same values bit for bit), runs the
forward function and prints the output with kmatch_print_memref_f32.

Standard library only. Usage:
  gen_models.py MODEL [--batch N] [--size S] [-o OUT.mlir] [--params OUT.json]
  gen_models.py --list
"""
import argparse
import json
import math
import struct
import sys


def f32(x):
    """The nearest f32 to x, as MLIR prints it exactly (hex bits)."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    return f"0x{bits:08X}"


def shape_str(shape):
    return "x".join(str(d) for d in shape)


def ttype(shape):
    return f"tensor<{shape_str(shape)}xf32>" if shape else "tensor<f32>"


def dims(n):
    return ", ".join(f"d{i}" for i in range(n))


class Emitter:
    """Emits one function body; values are (ssa name, shape)."""

    def __init__(self):
        self.lines = []
        self.counter = 0
        self.params = []  # (key, shape, kind)
        self.consts = {}

    def fresh(self, hint="v"):
        self.counter += 1
        return f"%{hint}{self.counter}"

    def emit(self, text):
        self.lines.append("    " + text)

    def const(self, value, ty="f32"):
        key = (value, ty)
        if key not in self.consts:
            name = self.fresh("cst")
            lit = f32(value) if ty == "f32" else f"{float(value):.17e}"
            self.emit(f"{name} = arith.constant {lit} : {ty}")
            self.consts[key] = name
        return self.consts[key]

    def param(self, key, shape, kind):
        """A parameter argument: kind is weight:<fan_in>, bias:<fan_in>,
        gamma, beta, mean, var, ones or zeros (see torch_ref.py)."""
        self.params.append((key, list(shape), kind))
        return (f"%arg{len(self.params)}", list(shape))

    # -- building blocks -------------------------------------------------

    def empty(self, shape):
        name = self.fresh("e")
        self.emit(f"{name} = tensor.empty() : {ttype(shape)}")
        return name

    def fill(self, value, shape):
        e = self.empty(shape)
        c = self.const(value)
        name = self.fresh("f")
        self.emit(f"{name} = linalg.fill ins({c} : f32) outs({e} : {ttype(shape)}) "
                  f"-> {ttype(shape)}")
        return name

    def generic(self, ins, out_shape, body, iterators=None, out_map=None,
                init=None):
        """ins: [(ssa, shape, map-results)], body(args) -> [lines], result."""
        n = len(out_shape) if iterators is None else len(iterators)
        iterators = iterators or ["parallel"] * n
        out_map = out_map or dims(n)
        maps = [f"affine_map<({dims(n)}) -> ({m})>" for _, _, m in ins]
        maps.append(f"affine_map<({dims(n)}) -> ({out_map})>")
        init = init or self.empty(out_shape)
        name = self.fresh("g")
        its = ", ".join(f'"{i}"' for i in iterators)
        ins_txt = ""
        if ins:
            ins_txt = (" ins(" + ", ".join(v for v, _, _ in ins) + " : " +
                       ", ".join(ttype(s) for _, s, _ in ins) + ")")
        self.emit(f"{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                  f"iterator_types = [{its}]}}{ins_txt} outs({init} : "
                  f"{ttype(out_shape)}) {{")
        args = [f"%in{i}" for i in range(len(ins))] + ["%out"]
        self.lines.append("    ^bb0(" + ", ".join(a + ": f32" for a in args) + "):")
        result = body(args)
        for line in result[:-1]:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {result[-1]} : f32")
        self.emit(f"}} -> {ttype(out_shape)}")
        return name

    @staticmethod
    def bcast_map(shape, out_rank):
        """torch-mlir's elementwise map: static size-1 dims read index 0;
        lower-rank operands align to the trailing dims."""
        off = out_rank - len(shape)
        return ", ".join("0" if s == 1 else f"d{i + off}" for i, s in enumerate(shape))

    def elementwise(self, operands, body_fn):
        """An elementwise op over broadcast operands: body_fn(ins) -> lines."""
        r = max(len(s) for _, s in operands)
        out_shape = [1] * r
        for _, s in operands:
            for i, d in enumerate(s):
                out_shape[r - len(s) + i] = max(out_shape[r - len(s) + i], d)
        ins = [(v, s, self.bcast_map(s, r)) for v, s in operands]
        tmp = [0]

        def body(args):
            lines = []

            def t(expr):
                tmp[0] += 1
                nm = f"%t{tmp[0]}"
                lines.append(f"{nm} = {expr}")
                return nm
            res = body_fn(args[:-1], t)
            return lines + [res]
        return (self.generic(ins, out_shape, body), out_shape)

    # -- torch ops, as TorchToLinalg lowers them ---------------------------

    def pad(self, x, pads, value):
        v, shape = x
        if not any(lo or hi for lo, hi in pads):
            return x
        c = self.const(value)
        out = [s + lo + hi for s, (lo, hi) in zip(shape, pads)]
        name = self.fresh("pad")
        lo = ", ".join(str(p[0]) for p in pads)
        hi = ", ".join(str(p[1]) for p in pads)
        idx = ", ".join(f"%i{i}: index" for i in range(len(shape)))
        self.emit(f"{name} = tensor.pad {v} low[{lo}] high[{hi}] {{")
        self.lines.append(f"    ^bb0({idx}):")
        self.emit(f"  tensor.yield {c} : f32")
        self.emit(f"}} : {ttype(shape)} to {ttype(out)}")
        return (name, out)

    def conv2d(self, x, prefix, cin, cout, k, stride=1, pad=0, groups=1,
               bias=True):
        v, (n, c, h, w) = x
        assert c == cin
        wt = self.param(prefix + ".weight", [cout, cin // groups, k, k],
                        f"weight:{cin // groups * k * k}")
        b = self.param(prefix + ".bias", [cout], f"bias:{cin // groups * k * k}") \
            if bias else None
        xp = self.pad(x, [(0, 0), (0, 0), (pad, pad), (pad, pad)], 0.0)
        oh = (h + 2 * pad - k) // stride + 1
        ow = (w + 2 * pad - k) // stride + 1
        out = [n, cout, oh, ow]
        if b:
            init = self.generic([(b[0], b[1], "d1")], out, lambda a: [a[0]])
        else:
            init = self.fill(0.0, out)
        attrs = (f"{{dilations = dense<1> : vector<2xi64>, "
                 f"strides = dense<{stride}> : vector<2xi64>}}")
        name = self.fresh("conv")
        if groups == 1:
            self.emit(f"{name} = linalg.conv_2d_nchw_fchw {attrs} ins({xp[0]}, {wt[0]} : "
                      f"{ttype(xp[1])}, {ttype(wt[1])}) outs({init} : {ttype(out)}) "
                      f"-> {ttype(out)}")
        else:
            assert groups == cin == cout
            wc = self.fresh("wc")
            self.emit(f"{wc} = tensor.collapse_shape {wt[0]} [[0, 1], [2], [3]] : "
                      f"{ttype(wt[1])} into {ttype([cout, k, k])}")
            self.emit(f"{name} = linalg.depthwise_conv_2d_nchw_chw {attrs} ins({xp[0]}, {wc} : "
                      f"{ttype(xp[1])}, {ttype([cout, k, k])}) outs({init} : {ttype(out)}) "
                      f"-> {ttype(out)}")
        return (name, out)

    def batchnorm(self, x, prefix, eps=1e-5):
        v, shape = x
        c = shape[1]
        g = self.param(prefix + ".weight", [c], "gamma")
        b = self.param(prefix + ".bias", [c], "beta")
        m = self.param(prefix + ".running_mean", [c], "mean")
        var = self.param(prefix + ".running_var", [c], "var")
        e = self.const(eps, "f64")
        ins = [(v, shape, dims(4)), (g[0], [c], "d1"), (b[0], [c], "d1"),
               (m[0], [c], "d1"), (var[0], [c], "d1")]

        def body(a):
            return [f"%b0 = arith.subf {a[0]}, {a[3]} : f32",
                    f"%b1 = arith.truncf {e} : f64 to f32",
                    f"%b2 = arith.addf {a[4]}, %b1 : f32",
                    "%b3 = math.rsqrt %b2 : f32",
                    "%b4 = arith.mulf %b0, %b3 : f32",
                    f"%b5 = arith.mulf %b4, {a[1]} : f32",
                    f"%b6 = arith.addf %b5, {a[2]} : f32",
                    "%b6"]
        return (self.generic(ins, shape, body), shape)

    def relu(self, x):
        z = self.const(0.0)
        return self.elementwise([x], lambda a, t: t(
            f"arith.select {t(f'arith.cmpf ugt, {a[0]}, {z} : f32')}, {a[0]}, {z} : f32"))

    def clamp(self, x, lo, hi):
        cl, ch = self.const(lo), self.const(hi)

        def body(a, t):
            p = t(f"arith.cmpf ult, {a[0]}, {cl} : f32")
            s = t(f"arith.select {p}, {cl}, {a[0]} : f32")
            q = t(f"arith.cmpf ugt, {s}, {ch} : f32")
            return t(f"arith.select {q}, {ch}, {s} : f32")
        return self.elementwise([x], body)

    def add_scalar(self, x, s):
        c = self.const(s)
        return self.elementwise([x], lambda a, t: t(f"arith.addf {a[0]}, {c} : f32"))

    def div_scalar(self, x, s):
        c = self.const(s)
        return self.elementwise([x], lambda a, t: t(f"arith.divf {a[0]}, {c} : f32"))

    def binary(self, x, y, op):
        return self.elementwise([x, y], lambda a, t: t(f"arith.{op} {a[0]}, {a[1]} : f32"))

    def hardsigmoid(self, x):
        # DecomposeComplexOps: relu6(x + 3) / 6.
        return self.div_scalar(self.clamp(self.add_scalar(x, 3.0), 0.0, 6.0), 6.0)

    def hardswish(self, x):
        return self.binary(x, self.hardsigmoid(x), "mulf")

    def gelu(self, x):
        z, r, one, half = (self.const(0.0), self.const(1 / math.sqrt(2)),
                           self.const(1.0), self.const(0.5))

        def body(a, t):
            d = t(f"arith.subf {a[0]}, {z} : f32")
            m = t(f"arith.mulf {d}, {r} : f32")
            e = t(f"math.erf {m} : f32")
            p = t(f"arith.addf {e}, {one} : f32")
            h = t(f"arith.mulf {p}, {half} : f32")
            return t(f"arith.mulf {a[0]}, {h} : f32")
        return self.elementwise([x], body)

    def pool(self, x, kind, k, stride, pad=0, ceil=False):
        v, (n, c, h, w) = x

        def out_size(s):
            num = s + 2 * pad - k
            o = (-(-num // stride) if ceil else num // stride) + 1
            if ceil and (o - 1) * stride >= s + pad:
                o -= 1
            return o
        oh, ow = out_size(h), out_size(w)
        extra_h = max(0, (oh - 1) * stride + k - (h + 2 * pad))
        extra_w = max(0, (ow - 1) * stride + k - (w + 2 * pad))
        init_v = -math.inf if kind == "max" else 0.0
        xp = self.pad(x, [(0, 0), (0, 0), (pad, pad + extra_h), (pad, pad + extra_w)],
                      init_v)
        out = [n, c, oh, ow]
        init = self.fill(init_v, out)
        kern = self.empty([k, k])
        name = self.fresh("pool")
        op = "linalg.pooling_nchw_max" if kind == "max" else "linalg.pooling_nchw_sum"
        self.emit(f"{name} = {op} {{dilations = dense<1> : vector<2xi64>, "
                  f"strides = dense<{stride}> : vector<2xi64>}} ins({xp[0]}, {kern} : "
                  f"{ttype(xp[1])}, {ttype([k, k])}) outs({init} : {ttype(out)}) "
                  f"-> {ttype(out)}")
        return (name, out)

    def global_avgpool(self, x):
        _, (n, c, h, w) = x
        assert h == w
        s = self.pool(x, "sum", h, 1)
        return self.div_scalar(s, float(h * w))

    def collapse(self, x, groups, out):
        name = self.fresh("cs")
        g = ", ".join("[" + ", ".join(str(i) for i in grp) + "]" for grp in groups)
        self.emit(f"{name} = tensor.collapse_shape {x[0]} [{g}] : {ttype(x[1])} "
                  f"into {ttype(out)}")
        return (name, out)

    def expand(self, x, groups, out):
        name = self.fresh("es")
        g = ", ".join("[" + ", ".join(str(i) for i in grp) + "]" for grp in groups)
        self.emit(f"{name} = tensor.expand_shape {x[0]} [{g}] output_shape "
                  f"[{', '.join(str(d) for d in out)}] : {ttype(x[1])} into {ttype(out)}")
        return (name, out)

    def transpose(self, x, perm):
        out = [x[1][p] for p in perm]
        e = self.empty(out)
        name = self.fresh("tr")
        self.emit(f"{name} = linalg.transpose ins({x[0]} : {ttype(x[1])}) outs({e} : "
                  f"{ttype(out)}) permutation = [{', '.join(str(p) for p in perm)}]")
        return (name, out)

    def matmul(self, a, b):
        out = [a[1][0], b[1][1]]
        f = self.fill(0.0, out)
        name = self.fresh("mm")
        self.emit(f"{name} = linalg.matmul ins({a[0]}, {b[0]} : {ttype(a[1])}, "
                  f"{ttype(b[1])}) outs({f} : {ttype(out)}) -> {ttype(out)}")
        return (name, out)

    def batch_matmul(self, a, b):
        out = [a[1][0], a[1][1], b[1][2]]
        f = self.fill(0.0, out)
        name = self.fresh("bmm")
        self.emit(f"{name} = linalg.batch_matmul ins({a[0]}, {b[0]} : {ttype(a[1])}, "
                  f"{ttype(b[1])}) outs({f} : {ttype(out)}) -> {ttype(out)}")
        return (name, out)

    def linear(self, x, prefix, fin, fout, bias=True):
        """aten.linear: x @ W^T + b. 2-D inputs use matmul; 3-D inputs a
        batch_matmul with W^T broadcast across the batch; other ranks are
        collapsed to 2-D and expanded back."""
        w = self.param(prefix + ".weight", [fout, fin], f"weight:{fin}")
        b = self.param(prefix + ".bias", [fout], f"bias:{fin}") if bias else None
        wt = self.transpose(w, [1, 0])
        shape = x[1]
        if len(shape) == 2:
            y = self.matmul(x, wt)
        elif len(shape) == 3:
            bw = self.generic([(wt[0], wt[1], "d1, d2")], [shape[0], fin, fout],
                              lambda a: [a[0]])
            y = self.batch_matmul(x, (bw, [shape[0], fin, fout]))
        else:
            rows = math.prod(shape[:-1])
            xc = self.collapse(x, [list(range(len(shape) - 1)), [len(shape) - 1]],
                               [rows, fin])
            y = self.matmul(xc, wt)
            y = self.expand(y, [list(range(len(shape) - 1)), [len(shape) - 1]],
                            shape[:-1] + [fout])
        if b:
            y = self.binary(y, b, "addf")
        return y

    def reduce_last(self, x, kind):
        """Reduction over the last dim, keepdim (aten.sum.dim_IntList /
        aten.amax): a fill of the identity, then a reduction generic."""
        out = x[1][:-1] + [1]
        init = self.fill(-math.inf if kind == "max" else 0.0, out)
        op = "arith.maximumf" if kind == "max" else "arith.addf"
        return self._reduce(x, out, init, op)

    def _reduce(self, x, out, init, op):
        shape = x[1]
        r = len(shape)
        name = self.fresh("red")
        maps = (f"affine_map<({dims(r)}) -> ({dims(r)})>, affine_map<({dims(r)}) -> "
                f"({', '.join([f'd{i}' for i in range(r - 1)] + ['0'])})>")
        its = ", ".join(['"parallel"'] * (r - 1) + ['"reduction"'])
        self.emit(f"{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
                  f"[{its}]}} ins({x[0]} : {ttype(shape)}) outs({init} : {ttype(out)}) {{")
        self.lines.append("    ^bb0(%in0: f32, %out: f32):")
        self.emit(f"  %r0 = {op} %in0, %out : f32")
        self.emit("  linalg.yield %r0 : f32")
        self.emit(f"}} -> {ttype(out)}")
        return (name, out)

    def max_dim_last(self, x):
        """aten.max.dim over the last dim, keepdim, as TorchToLinalg lowers
        it: one generic with two outputs, the max (maximumf into a -inf
        fill) and its index (the later position where in > max, into a
        zero-filled i64 init). Returns the max; the index is unused."""
        shape = x[1]
        r = len(shape)
        out = shape[:-1] + [1]
        init = self.fill(-math.inf, out)
        ei = self.fresh("ei")
        self.emit(f"{ei} = tensor.empty() : tensor<{shape_str(out)}xi64>")
        c0 = self.fresh("c0i")
        self.emit(f"{c0} = arith.constant 0 : i64")
        fi = self.fresh("fi")
        itype = f"tensor<{shape_str(out)}xi64>"
        self.emit(f"{fi} = linalg.fill ins({c0} : i64) outs({ei} : {itype}) -> {itype}")
        keep = ", ".join([f"d{i}" for i in range(r - 1)] + ["0"])
        maps = (f"affine_map<({dims(r)}) -> ({dims(r)})>, "
                f"affine_map<({dims(r)}) -> ({keep})>, affine_map<({dims(r)}) -> ({keep})>")
        its = ", ".join(['"parallel"'] * (r - 1) + ['"reduction"'])
        name = self.fresh("maxdim")
        self.emit(f"{name}:2 = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
                  f"[{its}]}} ins({x[0]} : {ttype(shape)}) outs({init}, {fi} : "
                  f"{ttype(out)}, {itype}) {{")
        self.lines.append("    ^bb0(%in0: f32, %out: f32, %outi: i64):")
        self.emit(f"  %i0 = linalg.index {r - 1} : index")
        self.emit("  %i1 = arith.index_cast %i0 : index to i64")
        self.emit("  %m0 = arith.maximumf %in0, %out : f32")
        self.emit("  %p0 = arith.cmpf ogt, %in0, %out : f32")
        self.emit("  %s0 = arith.select %p0, %i1, %outi : i64")
        self.emit("  linalg.yield %m0, %s0 : f32, i64")
        self.emit(f"}} -> ({ttype(out)}, {itype})")
        return (f"{name}#0", out)

    def softmax_last(self, x):
        """DecomposeComplexOps' aten._softmax as TorchToLinalg lowers it,
        before any elementwise fusion: the max by aten.max.dim, then
        x - max, exp, the sum and the divide as generics of their own."""
        mx = self.max_dim_last(x)
        d = self.binary(x, mx, "subf")
        ex = self.elementwise([d], lambda a, t: t(f"math.exp {a[0]} : f32"))
        s = self.reduce_last(ex, "sum")
        return self.binary(ex, s, "divf")

    def layer_norm_last(self, x, prefix, eps):
        """DecomposeComplexOps' aten.native_layer_norm over the last dim."""
        n = x[1][-1]
        w = self.param(prefix + ".weight", [n], "gamma")
        b = self.param(prefix + ".bias", [n], "beta")
        mean = self.div_scalar(self.reduce_last(x, "sum"), float(n))
        d = self.binary(x, mean, "subf")
        sq = self.elementwise([d], lambda a, t: t(f"arith.mulf {a[0]}, {a[0]} : f32"))
        var = self.div_scalar(self.reduce_last(sq, "sum"), float(n))
        e = self.const(eps, "f64")
        def rsqrt_eps(a, t):
            te = t(f"arith.truncf {e} : f64 to f32")
            return t(f"math.rsqrt {t(f'arith.addf {a[0]}, {te} : f32')} : f32")
        rstd = self.elementwise([var], rsqrt_eps)
        y = self.binary(d, rstd, "mulf")
        y = self.binary(y, w, "mulf")
        return self.binary(y, b, "addf")

    def cat_channels(self, parts):
        n, _, h, w = parts[0][1]
        c = sum(p[1][1] for p in parts)
        out = [n, c, h, w]
        cur = self.empty(out)
        off = 0
        for v, s in parts:
            name = self.fresh("ins")
            self.emit(f"{name} = tensor.insert_slice {v} into {cur}[0, {off}, 0, 0] "
                      f"[{', '.join(str(d) for d in s)}] [1, 1, 1, 1] : {ttype(s)} "
                      f"into {ttype(out)}")
            cur = name
            off += s[1]
        return (cur, out)


# -- models -----------------------------------------------------------------

def conv_bn(e, x, prefix_conv, prefix_bn, cin, cout, k, stride=1, pad=0, groups=1,
            eps=1e-5):
    y = e.conv2d(x, prefix_conv, cin, cout, k, stride, pad, groups, bias=False)
    return e.batchnorm(y, prefix_bn, eps)


def resnet18(e, x):
    x = e.relu(conv_bn(e, x, "conv1", "bn1", 3, 64, 7, 2, 3))
    x = e.pool(x, "max", 3, 2, 1)
    cin = 64
    for li, (cout, stride) in enumerate([(64, 1), (128, 2), (256, 2), (512, 2)], 1):
        for bi in range(2):
            p = f"layer{li}.{bi}"
            s = stride if bi == 0 else 1
            idn = x
            y = e.relu(conv_bn(e, x, p + ".conv1", p + ".bn1", cin, cout, 3, s, 1))
            y = conv_bn(e, y, p + ".conv2", p + ".bn2", cout, cout, 3, 1, 1)
            if s != 1 or cin != cout:
                idn = conv_bn(e, x, p + ".downsample.0", p + ".downsample.1", cin, cout, 1, s)
            x = e.relu(e.binary(y, idn, "addf"))
            cin = cout
    x = e.global_avgpool(x)
    x = e.collapse(x, [[0], [1, 2, 3]], [x[1][0], 512])
    return e.linear(x, "fc", 512, 1000)


def lenet(e, x):
    x = e.pool(e.relu(e.conv2d(x, "conv1", 1, 6, 5)), "max", 2, 2)
    x = e.pool(e.relu(e.conv2d(x, "conv2", 6, 16, 5)), "max", 2, 2)
    n = x[1][0]
    x = e.collapse(x, [[0], [1, 2, 3]], [n, 16 * x[1][2] * x[1][3]])
    x = e.relu(e.linear(x, "fc1", x[1][1], 120))
    x = e.relu(e.linear(x, "fc2", 120, 84))
    return e.linear(x, "fc3", 84, 10)


def squeezenet1_1(e, x):
    def fire(x, p, cin, sq, e1, e3):
        s = e.relu(e.conv2d(x, p + ".squeeze", cin, sq, 1))
        a = e.relu(e.conv2d(s, p + ".expand1x1", sq, e1, 1))
        b = e.relu(e.conv2d(s, p + ".expand3x3", sq, e3, 3, 1, 1))
        return e.cat_channels([a, b])
    x = e.relu(e.conv2d(x, "features.0", 3, 64, 3, 2))
    x = e.pool(x, "max", 3, 2, ceil=True)
    x = fire(x, "features.3", 64, 16, 64, 64)
    x = fire(x, "features.4", 128, 16, 64, 64)
    x = e.pool(x, "max", 3, 2, ceil=True)
    x = fire(x, "features.6", 128, 32, 128, 128)
    x = fire(x, "features.7", 256, 32, 128, 128)
    x = e.pool(x, "max", 3, 2, ceil=True)
    x = fire(x, "features.9", 256, 48, 192, 192)
    x = fire(x, "features.10", 384, 48, 192, 192)
    x = fire(x, "features.11", 384, 64, 256, 256)
    x = fire(x, "features.12", 512, 64, 256, 256)
    x = e.relu(e.conv2d(x, "classifier.1", 512, 1000, 1))
    x = e.global_avgpool(x)
    return e.collapse(x, [[0], [1, 2, 3]], [x[1][0], 1000])


def make_divisible(v, d=8):
    nv = max(d, int(v + d / 2) // d * d)
    return nv + d if nv < 0.9 * v else nv


def mobilenet_v3_small(e, x):
    def act(x, kind):
        return e.relu(x) if kind == "RE" else e.hardswish(x) if kind == "HS" else x

    def cna(x, p, cin, cout, k, stride, groups, kind):
        # torchvision's MobileNetV3 uses BatchNorm2d(eps=0.001).
        y = conv_bn(e, x, p + ".0", p + ".1", cin, cout, k, stride, (k - 1) // 2, groups,
                    eps=1e-3)
        return act(y, kind)
    x = cna(x, "features.0", 3, 16, 3, 2, 1, "HS")
    conf = [(16, 3, 16, 16, True, "RE", 2), (16, 3, 72, 24, False, "RE", 2),
            (24, 3, 88, 24, False, "RE", 1), (24, 5, 96, 40, True, "HS", 2),
            (40, 5, 240, 40, True, "HS", 1), (40, 5, 240, 40, True, "HS", 1),
            (40, 5, 120, 48, True, "HS", 1), (48, 5, 144, 48, True, "HS", 1),
            (48, 5, 288, 96, True, "HS", 2), (96, 5, 576, 96, True, "HS", 1),
            (96, 5, 576, 96, True, "HS", 1)]
    for i, (cin, k, exp, cout, se, kind, s) in enumerate(conf, 1):
        p = f"features.{i}.block"
        j = 0
        y = x
        if exp != cin:
            y = cna(y, f"{p}.{j}", cin, exp, 1, 1, 1, kind)
            j += 1
        y = cna(y, f"{p}.{j}", exp, exp, k, s, exp, kind)
        j += 1
        if se:
            sq = make_divisible(exp // 4, 8)
            sc = e.global_avgpool(y)
            sc = e.relu(e.conv2d(sc, f"{p}.{j}.fc1", exp, sq, 1))
            sc = e.hardsigmoid(e.conv2d(sc, f"{p}.{j}.fc2", sq, exp, 1))
            y = e.binary(sc, y, "mulf")
            j += 1
        y = cna(y, f"{p}.{j}", exp, cout, 1, 1, 1, None)
        x = e.binary(y, x, "addf") if s == 1 and cin == cout else y
    x = cna(x, "features.12", 96, 576, 1, 1, 1, "HS")
    x = e.global_avgpool(x)
    x = e.collapse(x, [[0], [1, 2, 3]], [x[1][0], 576])
    x = e.hardswish(e.linear(x, "classifier.0", 576, 1024))
    return e.linear(x, "classifier.3", 1024, 1000)


def convnext_block(e, x):
    """torchvision's CNBlock (dim = channels): depthwise 7x7, LayerNorm over
    channels (NHWC), Linear 4x, GELU, Linear, layer scale, + input."""
    n, c, h, w = x[1]
    y = e.conv2d(x, "block.0", c, c, 7, 1, 3, groups=c)
    y = e.transpose(y, [0, 2, 3, 1])
    y = e.layer_norm_last(y, "block.2", 1e-6)
    y = e.linear(y, "block.3", c, 4 * c)
    y = e.gelu(y)
    y = e.linear(y, "block.5", 4 * c, c)
    y = e.transpose(y, [0, 3, 1, 2])
    ls = e.param("layer_scale", [c, 1, 1], "gamma")
    y = e.binary(ls, y, "mulf")
    return e.binary(y, x, "addf")


TRANSFORMER = dict(embed=64, heads=4, ff=128)


def transformer_block(e, x):
    """A post-norm encoder block (see torch_ref.py's EncoderBlock): multi-head
    self-attention, residual, layer norm, GELU MLP, residual, layer norm."""
    b, s, d = x[1]
    h = TRANSFORMER["heads"]
    hd = d // h

    def heads(t):
        t = e.expand(t, [[0], [1], [2, 3]], [b, s, h, hd])
        t = e.transpose(t, [0, 2, 1, 3])
        return e.collapse(t, [[0, 1], [2], [3]], [b * h, s, hd])
    q = heads(e.linear(x, "q", d, d))
    k = heads(e.linear(x, "k", d, d))
    v = heads(e.linear(x, "v", d, d))
    kt = e.transpose(k, [0, 2, 1])
    sc = e.div_scalar(e.batch_matmul(q, kt), math.sqrt(hd))
    p = e.softmax_last(sc)
    o = e.batch_matmul(p, v)
    o = e.expand(o, [[0, 1], [2], [3]], [b, h, s, hd])
    o = e.transpose(o, [0, 2, 1, 3])
    o = e.collapse(o, [[0], [1], [2, 3]], [b, s, d])
    o = e.linear(o, "out", d, d)
    x = e.layer_norm_last(e.binary(x, o, "addf"), "norm1", 1e-5)
    f = e.linear(e.gelu(e.linear(x, "ff1", d, TRANSFORMER["ff"])), "ff2",
                 TRANSFORMER["ff"], d)
    return e.layer_norm_last(e.binary(x, f, "addf"), "norm2", 1e-5)


MODELS = {
    # name: (builder, input shape for batch N and size S)
    "lenet": (lenet, lambda n, s: [n, 1, s, s], 32),
    "resnet18": (resnet18, lambda n, s: [n, 3, s, s], 64),
    "squeezenet1_1": (squeezenet1_1, lambda n, s: [n, 3, s, s], 68),
    "mobilenet_v3_small": (mobilenet_v3_small, lambda n, s: [n, 3, s, s], 64),
    "convnext_block": (convnext_block, lambda n, s: [n, 32, s, s], 16),
    "transformer_block": (transformer_block, lambda n, s: [n, s, TRANSFORMER["embed"]], 16),
}


def hash_fill(e, arg, seed, kind):
    """A generic filling `arg`'s shape from the integer hash of torch_ref.py:
    h = mix(i * 0x9E3779B1 + (seed + 1) * 0x85EBCA77), u = h >> 8 (24 bits),
    value = (u * 2^-23 - 1) * scale + offset, all in f32."""
    _, shape = arg
    scale, offset = param_scale_offset(kind)
    r = len(shape)
    out = e.empty(shape)
    its = ", ".join(['"parallel"'] * r)
    name = e.fresh("w")
    e.emit(f"{name} = linalg.generic {{indexing_maps = [affine_map<({dims(r)}) -> "
           f"({dims(r)})>], iterator_types = [{its}]}} "
           f"outs({out} : {ttype(shape)}) {{")
    e.lines.append("    ^bb0(%out: f32):")
    body = []
    lin = None
    for i, s in enumerate(shape):
        body.append(f"%x{i} = linalg.index {i} : index")
        if lin is None:
            lin = f"%x{i}"
        else:
            body.append(f"%s{i} = arith.constant {s} : index")
            body.append(f"%m{i} = arith.muli {lin}, %s{i} : index")
            body.append(f"%a{i} = arith.addi %m{i}, %x{i} : index")
            lin = f"%a{i}"
    seed_mix = ((seed + 1) * 0x85EBCA77) & 0xFFFFFFFF
    body += [
        f"%i = arith.index_cast {lin} : index to i64",
        "%k1 = arith.constant 2654435761 : i64",
        f"%k2 = arith.constant {seed_mix} : i64",
        "%mask = arith.constant 4294967295 : i64",
        "%c15 = arith.constant 15 : i64",
        "%c12 = arith.constant 12 : i64",
        "%c8 = arith.constant 8 : i64",
        "%k3 = arith.constant 739982445 : i64",
        "%h0 = arith.muli %i, %k1 : i64",
        "%h1 = arith.addi %h0, %k2 : i64",
        "%h2 = arith.andi %h1, %mask : i64",
        "%h3 = arith.shrui %h2, %c15 : i64",
        "%h4 = arith.xori %h2, %h3 : i64",
        "%h5 = arith.muli %h4, %k3 : i64",
        "%h6 = arith.andi %h5, %mask : i64",
        "%h7 = arith.shrui %h6, %c12 : i64",
        "%h8 = arith.xori %h6, %h7 : i64",
        "%u = arith.shrui %h8, %c8 : i64",
        "%uf = arith.uitofp %u : i64 to f32",
        f"%p = arith.constant {f32(2.0 ** -23)} : f32",
        f"%one = arith.constant {f32(1.0)} : f32",
        f"%sc = arith.constant {f32(scale)} : f32",
        f"%of = arith.constant {f32(offset)} : f32",
        "%v0 = arith.mulf %uf, %p : f32",
        "%v1 = arith.subf %v0, %one : f32",
        "%v2 = arith.mulf %v1, %sc : f32",
        "%v3 = arith.addf %v2, %of : f32",
    ]
    for line in body:
        e.emit("  " + line)
    e.emit("  linalg.yield %v3 : f32")
    e.emit(f"}} -> {ttype(shape)}")
    return name


def param_scale_offset(kind):
    """(scale, offset) of a parameter kind; shared with torch_ref.py through
    the sidecar (both read these numbers, so they are written once here)."""
    if kind.startswith("weight:") or kind.startswith("bias:"):
        fan_in = int(kind.split(":")[1])
        return (math.sqrt(3.0 / fan_in) if kind.startswith("weight") else
                1.0 / math.sqrt(fan_in), 0.0)
    return {"gamma": (0.25, 1.0), "beta": (0.1, 0.0), "mean": (0.1, 0.0),
            "var": (0.25, 1.0), "input": (1.0, 0.0)}[kind]


def sidecar(model, batch, size, x, y, e):
    """The JSON sidecar: the input and every parameter, in argument order."""
    return {
        "model": model, "batch": batch, "size": size,
        "input": {"shape": x[1], "seed": 0, "scale_offset": param_scale_offset("input")},
        "output_shape": y[1],
        "params": [{"key": k, "shape": s, "seed": i + 1, "kind": kind,
                    "scale_offset": param_scale_offset(kind)}
                   for i, (k, s, kind) in enumerate(e.params)],
    }


def generate(model, batch, size, aot=False):
    builder, in_shape, default_size = MODELS[model]
    size = size or default_size
    e = Emitter()
    x = ("%arg0", in_shape(batch, size))
    y = builder(e, x)
    args = [("%arg0", x[1])] + [(f"%arg{i + 1}", p[1]) for i, p in enumerate(e.params)]
    # Ahead of time, the driver loads the parameters once and passes the same
    # buffers to every call: it says so (--kmatch-mark-constants).
    mark = " {kmatch.constant}" if aot else ""
    sig = ", ".join(f"{a}: {ttype(s)}" + (mark if i else "")
                    for i, (a, s) in enumerate(args))
    out = [f"// {model}, batch {batch}, input {shape_str(x[1])}: generated by "
           "test/corpus/models/gen_models.py (torch-mlir style); do not edit.",
           "module {",
           f"  func.func @forward({sig}) -> {ttype(y[1])}" +
           (" attributes {llvm.emit_c_interface}" if aot else "") + " {"]
    out += e.lines
    out.append(f"    return {y[0]} : {ttype(y[1])}")
    out.append("  }")
    if aot:
        # Ahead-of-time use: a C driver fills the arguments (bench/models.py).
        out.append("}")
        return "\n".join(out) + "\n", sidecar(model, batch, size, x, y, e)
    # main: fill every argument from the hash, run, print.
    m = Emitter()
    kinds = [("input", x[1], "input")] + e.params
    names = []
    for seed, (key, shape, kind) in enumerate(kinds):
        names.append(hash_fill(m, ("", shape), seed, kind))
    out.append("  func.func private @kmatch_print_memref_f32(memref<*xf32>) "
               "attributes {llvm.emit_c_interface}")
    out.append("  func.func @main() {")
    out += m.lines
    res = "%res"
    out.append(f"    {res} = call @forward({', '.join(names)}) : "
               f"({', '.join(ttype(s) for _, s in args)}) -> {ttype(y[1])}")
    out.append(f"    %buf = bufferization.to_buffer {res} : {ttype(y[1])} to "
               f"memref<{shape_str(y[1])}xf32>")
    out.append(f"    %u = memref.cast %buf : memref<{shape_str(y[1])}xf32> to memref<*xf32>")
    out.append("    call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()")
    out.append("    return")
    out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n", sidecar(model, batch, size, x, y, e)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model", nargs="?", choices=sorted(MODELS))
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--size", type=int, default=0,
                    help="spatial size (sequence length for the transformer); "
                         "0: the model's default")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--params", help="write the JSON sidecar here")
    ap.add_argument("--aot", action="store_true",
                    help="no main: @forward gets a C interface for a driver")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.list or not a.model:
        print("\n".join(sorted(MODELS)))
        return 0
    text, side = generate(a.model, a.batch, a.size, a.aot)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)
    if a.params:
        with open(a.params, "w") as f:
            json.dump(side, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

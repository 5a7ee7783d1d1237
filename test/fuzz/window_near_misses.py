#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Near-miss generator for the window family (conv.pdll, conv1x1.pdll,
conv_epilogue.pdll, pool.pdll): mutates the positive forms of convolutions
and pools and checks that every mutant either stays unmatched or computes
what the original computes (kmatch-verify). Prints the counts; exits non-zero
on any verifier failure or crash, or when too few mutants are valid or
rewritten.

Seeds: 2-D convolution NCHW/FCHW and NHWC/HWCF, depthwise (CHW, HWC),
grouped (NGCHW/GFCHW), max pooling (-inf fill, max) and average pooling
(zero fill, sum, divide by the window size), with strides and dilations in
the maps, as linalg.generic or as the named op, on memrefs and on tensors;
1x1 convolutions (a gemm or batch_gemm, conv1x1.pdll) and a conv followed by
a bias add and a relu on tensors (conv_epilogue.pdll).

Mutations: a flipped filter (true convolution), kh and kw swapped in one
map, the stride moved onto the window loop, a constant offset, strides and
dilations changed, the input channel taken from the output channel, any
index replaced by another loop, a flipped iterator, swapped or commuted body
ops, extra operand uses, overwrite instead of accumulate, a changed or
missing fill, a wrong or non-constant divisor, a transposed divide, an extra
user of the fill or the sum, a store into the output or a copy of it between
fill, op and divide, f64 and mixed element types, dynamic shapes (all, or
the output only), stride-2 subview operands, the output a view of the input,
an input larger than the windows read, a tensor.pad of the input with
various values and dims, and in the epilogue a bias on the wrong axis, a
bias op other than add, an activation other than relu, and the conv result
used twice.

Usage: window_near_misses.py --kmatch-verify PATH [--count N] [--seed S]
       [--jobs J] [--out DIR]   (near_miss_driver.py: the shared driver)
"""
import sys

import near_miss_driver


class Expr:
    """An affine index: sum of coeff * loop, plus a constant."""

    def __init__(self, terms, const=0):
        self.terms = dict(terms)  # loop -> coefficient, in order
        self.const = const

    def hi(self, ext):
        return self.const + sum(max(0, c * (ext[l] - 1)) for l, c in self.terms.items())

    def lo(self, ext):
        return self.const + sum(min(0, c * (ext[l] - 1)) for l, c in self.terms.items())

    def plain(self):
        return self.const == 0 and len(self.terms) == 1 and list(self.terms.values()) == [1]

    def render(self):
        out = ""
        for l, c in self.terms.items():
            term = l if abs(c) == 1 else f"{l} * {abs(c)}"
            if not out:
                out = term if c > 0 else f"-{term}" if abs(c) == 1 else f"{l} * {c}"
            else:
                out += f" + {term}" if c > 0 else f" - {term}"
        if self.const:
            out = f"{out} + {self.const}" if out and self.const > 0 else \
                f"{out} - {-self.const}" if out else str(self.const)
        return out or "0"


def E(*loops, const=0):
    return Expr({l: 1 for l in loops}, const)


# Float constants by name, per element type.
CONSTS = {
    "zero": ("0.0", "0.0"), "negzero": ("-0.0", "-0.0"), "one": ("1.0", "1.0"),
    "half": ("0.5", "0.5"), "ninf": ("0xFF800000", "0xFFF0000000000000"),
    "pinf": ("0x7F800000", "0x7FF0000000000000"),
    "lowest": ("-3.40282347E+38", "-1.7976931348623157E+308"),
}


def const(name, elt):
    return CONSTS[name][0 if elt == "f32" else 1]


NAMED = {
    ("conv", "nchw"): "linalg.conv_2d_nchw_fchw", ("conv", "nhwc"): "linalg.conv_2d_nhwc_hwcf",
    ("depthwise", "nchw"): "linalg.depthwise_conv_2d_nchw_chw",
    ("depthwise", "nhwc"): "linalg.depthwise_conv_2d_nhwc_hwc",
    ("grouped", "nchw"): "linalg.conv_2d_ngchw_gfchw",
    ("maxpool", "nchw"): "linalg.pooling_nchw_max", ("maxpool", "nhwc"): "linalg.pooling_nhwc_max",
    ("avgpool", "nchw"): "linalg.pooling_nchw_sum", ("avgpool", "nhwc"): "linalg.pooling_nhwc_sum",
}


class Window:
    """A convolution or pool: its kind, layout, sizes, strides and
    dilations (the seed), the structural edits made to its generic form,
    and how the function around it looks."""

    def __init__(self, name, kind, layout, tensor, named=False, fill=None, sizes=None,
                 stride=(1, 1), dilation=(1, 1)):
        self.name = name
        self.kind = kind          # conv, depthwise, grouped, maxpool, avgpool
        self.layout = layout      # nchw or nhwc (grouped: ngchw, as nchw)
        self.tensor = tensor
        self.named = named        # rendered as the named op while no edit forbids it
        self.fill = fill          # a CONSTS name or None (no fill: accumulate)
        self.sizes = dict(n=1, c=2, f=3, g=2, oh=3, ow=3, kh=3, kw=3)
        self.sizes.update(sizes or {})
        self.stride = list(stride)
        self.dilation = list(dilation)
        self.edits = []           # structural edits of the generic, in order
        self.divide = ("divf", "size", 0) if kind == "avgpool" else None
        self.pad = None           # (value, where, lo, hi, unread)
        self.excess = 0           # extra rows and columns of x, never read
        self.dynamic = None       # None, "all" or "out"
        self.strided = set()      # memref operands read through a stride-2 subview
        self.alias = False        # y a view of x (memrefs)
        self.elt_in, self.elt_out = "f32", "f32"
        self.win_arg = False      # pool window operand a function argument
        self.extra_user = False   # the fill (or the sum) also returned
        self.interfere = False    # a store into y between the fill and the op
        self.read_between = None  # memrefs: y copied out "before" or "after" the op
        # Tensors: a bias add and an activation after the conv (conv_epilogue.pdll):
        # the loop the bias is indexed by, its op, the activation's op and
        # constant (None: no activation), and whether the conv result is returned too.
        self.epilogue = None      # dict(axis, op, act, act_value, mid_user)

    # The generic form.
    def structure(self):
        """(loops, maps [x, w, y] as Expr lists, body, yield) after the edits."""
        k, nhwc = self.kind, self.layout == "nhwc"
        sp = [Expr({"oh": self.stride[0], "kh": self.dilation[0]}),
              Expr({"ow": self.stride[1], "kw": self.dilation[1]})]
        if k == "conv":
            loops = ["n", "oh", "ow", "f", "kh", "kw", "c"] if nhwc else \
                ["n", "f", "oh", "ow", "c", "kh", "kw"]
            x = [E("n"), *sp, E("c")] if nhwc else [E("n"), E("c"), *sp]
            w = [E("kh"), E("kw"), E("c"), E("f")] if nhwc else [E("f"), E("c"), E("kh"), E("kw")]
            y = [E("n"), E("oh"), E("ow"), E("f")] if nhwc else [E("n"), E("f"), E("oh"), E("ow")]
        elif k == "grouped":
            loops = ["n", "g", "f", "oh", "ow", "c", "kh", "kw"]
            x = [E("n"), E("g"), E("c"), *sp]
            w = [E("g"), E("f"), E("c"), E("kh"), E("kw")]
            y = [E("n"), E("g"), E("f"), E("oh"), E("ow")]
        else:
            loops = ["n", "oh", "ow", "c", "kh", "kw"] if nhwc else ["n", "c", "oh", "ow", "kh", "kw"]
            x = [E("n"), *sp, E("c")] if nhwc else [E("n"), E("c"), *sp]
            y = [E("n"), E("oh"), E("ow"), E("c")] if nhwc else [E("n"), E("c"), E("oh"), E("ow")]
            if k == "depthwise":
                w = [E("kh"), E("kw"), E("c")] if nhwc else [E("c"), E("kh"), E("kw")]
            else:
                w = [E("kh"), E("kw")]
        if k in ("conv", "grouped", "depthwise"):
            body, yield_ = [("m", "mulf", "in0", "in1"), ("r", "addf", "out", "m")], "r"
        elif k == "maxpool":
            body, yield_ = [("r", "maximumf", "out", "in0")], "r"
        else:
            body, yield_ = [("r", "addf", "out", "in0")], "r"
        iters = {}
        maps = [x, w, y]
        xsp = [1, 2] if nhwc and k != "grouped" else [len(x) - 2, len(x) - 1]
        for edit in self.edits:
            op, *a = edit
            if op == "flip":  # x[oh*s + (K-1)*d - kh*d]: a true convolution
                i = a[0]
                o, kk = ("oh", "kh") if i == 0 else ("ow", "kw")
                e = x[xsp[i]]
                d = e.terms.get(kk, 1)
                x[xsp[i]] = Expr({o: e.terms.get(o, 1), kk: -d}, (self.sizes[kk] - 1) * d)
            elif op == "swap_k":  # kh and kw swapped in one map only
                m = maps[a[0]]
                for j, e in enumerate(m):
                    e.terms = {{"kh": "kw", "kw": "kh"}.get(l, l): c for l, c in e.terms.items()}
            elif op == "stride_on_kernel":  # oh + kh * s*d instead of oh*s + kh*d
                e = x[xsp[a[0]]]
                o, kk = list(e.terms)[:2] if len(e.terms) >= 2 else (None, None)
                if o and kk:
                    e.terms = {o: 1, kk: e.terms[o] * e.terms[kk]}
            elif op == "offset":
                x[xsp[a[0]]].const += a[1]
            elif op == "chan_from_out":  # x's input channel taken from f
                for e in x:
                    if "c" in e.terms:
                        e.terms = {"f": e.terms["c"]}
            elif op == "replace":  # operand a[0]'s index a[1] becomes loop a[2]
                m = maps[a[0]]
                if a[1] < len(m):
                    m[a[1]] = E(a[2])
            elif op == "permute":  # two indices of operand a[0] swapped
                m = maps[a[0]]
                i, j = a[1] % len(m), a[2] % len(m)
                m[i], m[j] = m[j], m[i]
            elif op == "iter":
                iters[a[0]] = "parallel" if a[1] else "reduction"
            elif op in ("bodyop", "commute", "extra_use") and not body:
                continue
            elif op == "bodyop":
                res, _, l, r = body[a[0] % len(body)]
                body[a[0] % len(body)] = (res, a[1], l, r)
            elif op == "commute":
                res, o, l, r = body[a[0] % len(body)]
                body[a[0] % len(body)] = (res, o, r, l)
            elif op == "extra_use":  # one operand of the body replaced
                res, o, l, r = body[a[0] % len(body)]
                body[a[0] % len(body)] = (res, o, l, a[1]) if a[2] else (res, o, a[1], r)
            elif op == "overwrite":
                if len(body) == 2:
                    body, yield_ = body[:1], body[0][0]
                else:
                    body, yield_ = [], "in0"
        return loops, maps, body, yield_, iters

    def iterator(self, l, maps, iters):
        if l in iters:
            return iters[l]
        return "parallel" if any(l in e.terms for e in maps[2]) else "reduction"

    # Shapes.
    def extents(self):
        s = dict(self.sizes)
        if self.kind in ("depthwise", "maxpool", "avgpool"):
            s["f"] = s["c"]
        return s

    def shapes(self, maps):
        """Static shapes of x (as the op reads it, excess included), w, y;
        None where an index can go negative."""
        ext = self.extents()
        out = []
        for i, m in enumerate(maps):
            if any(e.lo(ext) < 0 for e in m):
                return None
            out.append([e.hi(ext) + 1 for e in m])
        xsp = [1, 2] if self.layout == "nhwc" and self.kind != "grouped" else \
            [len(maps[0]) - 2, len(maps[0]) - 1]
        for i in xsp:
            out[0][i] += self.excess
        return out

    def is_pool(self):
        return self.kind in ("maxpool", "avgpool")

    def render(self):
        loops, maps, body, yield_, iters = self.structure()
        shapes = self.shapes(maps)
        if shapes is None:
            return f"func.func @{self.name}() {{\n  \"bad\"() : () -> ()\n}}"  # rejected
        xs, ws, ys = shapes
        ein, eout = self.elt_in, self.elt_out
        T = "tensor" if self.tensor else "memref"
        nhwc = self.layout == "nhwc" and self.kind != "grouped"
        xsp = [1, 2] if nhwc else [len(xs) - 2, len(xs) - 1]
        cpos = 3 if nhwc else 2 if self.kind == "grouped" else 1  # x's channel dim

        def ty(shape, elt, dyn=False, layout=None):
            dims = "x".join("?" if dyn else str(d) for d in shape)
            lay = f", {layout}" if layout else ""
            return f"{T}<{dims}x{elt}{lay}>" if shape else f"{T}<{elt}{lay}>"

        def strides_of(shape, scale=1):
            st, acc = [], 1
            for d in reversed(shape):
                st.insert(0, acc * scale)
                acc *= d * (2 if scale == 2 else 1)
            return st

        dyn_all = self.dynamic == "all"
        lines, args = [], []

        def stride2_view(name, shape, elt):
            """Argument %name of twice `shape` and its stride-2 subview
            %{name}v, of `shape`: returns the view's name and type."""
            whole = ty([2 * d for d in shape], elt)
            view_t = ty(shape, elt, layout=f"strided<[{', '.join(map(str, strides_of(shape, 2)))}]>")
            args.append(f"%{name}: {whole}")
            lines.append(f"  %{name}v = memref.subview %{name}[{', '.join('0' for _ in shape)}] "
                         f"[{', '.join(map(str, shape))}] [{', '.join('2' for _ in shape)}] : "
                         f"{whole} to {view_t}")
            return f"%{name}v", view_t
        consts = {}

        def cst(name, elt):
            key = (name, elt)
            if key not in consts:
                consts[key] = f"%k{len(consts)}"
                lines.insert(0, f"  {consts[key]} = arith.constant {const(name, elt)} : {elt}")
            return consts[key]

        # x: the argument, a pad of it, a strided view of it.
        xarg = list(xs)
        pad = self.pad if self.tensor else None
        if pad:
            value, where, lo, hi, unread = pad
            pdims = xsp if where == "spatial" else [cpos]
            for d in pdims:
                xarg[d] = xs[d] - lo - hi + unread
                if xarg[d] < 1:
                    return f"func.func @{self.name}() {{\n  \"bad\"() : () -> ()\n}}"
        x_t = ty(xarg, ein, dyn_all)
        operands = {}
        if 0 in self.strided and not self.tensor:
            operands["x"] = stride2_view("x", xarg, ein)
        else:
            args.append(f"%x: {x_t}")
            operands["x"] = ("%x", x_t)
        if pad:
            value, where, lo, hi, unread = pad
            low = [0] * len(xs)
            high = [0] * len(xs)
            for d in pdims:
                low[d], high[d] = lo, hi
            pv = "%pv" if value == "arg" else cst(value, ein)
            if value == "arg":
                args.append(f"%pv: {ein}")
            pt = ty([a + l + h for a, l, h in zip(xarg, low, high)], ein, dyn_all)
            idx = ", ".join(f"%i{d}: index" for d in range(len(xs)))
            lines += [f"  %xp = tensor.pad {operands['x'][0]} low[{', '.join(map(str, low))}] "
                      f"high[{', '.join(map(str, high))}] {{",
                      f"  ^bb0({idx}):",
                      f"    tensor.yield {pv} : {ein}",
                      f"  }} : {operands['x'][1]} to {pt}"]
            operands["x"] = ("%xp", pt)
        # w: the filter argument, or the pool's window operand.
        if self.is_pool() and not self.win_arg:
            w_t = ty(ws, ein)
            lines.append(f"  %w = {'tensor.empty' if self.tensor else 'memref.alloca'}() : {w_t}")
            operands["w"] = ("%w", w_t)
        elif 1 in self.strided and not self.tensor:
            operands["w"] = stride2_view("w", ws, ein)
        else:
            w_t = ty(ws, ein, dyn_all and not self.is_pool())
            args.append(f"%w: {w_t}")
            operands["w"] = ("%w", w_t)
        # y: an argument, a strided view, or a view of x.
        dyn_y = self.dynamic is not None
        if self.alias and not self.tensor:
            xname, xt = operands["x"]
            xshape = xarg if 0 not in self.strided else xarg
            if dyn_all or any(a > b for a, b in zip(ys, xshape)) or 0 in self.strided:
                return f"func.func @{self.name}() {{\n  \"bad\"() : () -> ()\n}}"
            y_t = ty(ys, eout, layout=f"strided<[{', '.join(map(str, strides_of(xshape)))}]>")
            lines.append(f"  %yv = memref.subview {xname}[{', '.join('0' for _ in ys)}] "
                         f"[{', '.join(map(str, ys))}] [{', '.join('1' for _ in ys)}] : {xt} to {y_t}")
            y = "%yv"
        elif 2 in self.strided and not self.tensor:
            y, y_t = stride2_view("y", ys, eout)
        else:
            y_t = ty(ys, eout, dyn_y)
            args.append(f"%y: {y_t}")
            y = "%y"
        if self.win_arg and self.is_pool():
            pass  # %w is already an argument
        div = self.divide if self.kind == "avgpool" else None
        if div and div[1] == "arg":
            args.append(f"%s: {eout}")
        # The fill.
        init = y
        results = []
        if self.fill:
            fv = cst(self.fill, eout)
            if self.tensor:
                lines.append(f"  %f = linalg.fill ins({fv} : {eout}) outs({y} : {y_t}) -> {y_t}")
                init = "%f"
                if self.extra_user:
                    results.append(("%f", y_t))
            else:
                lines.append(f"  linalg.fill ins({fv} : {eout}) outs({y} : {y_t})")
        if self.interfere and not self.tensor:
            one = cst("one", eout)
            lines.append(f"  %ci0 = arith.constant 0 : index")
            lines.append(f"  memref.store {one}, {y}[{', '.join('%ci0' for _ in ys)}] : {y_t}")
        if self.read_between and not self.tensor:
            z_t = ty(ys, eout, dyn_y)
            args.append(f"%z: {z_t}")
            copy = f"  memref.copy {y}, %z : {y_t} to {z_t}"
            if self.read_between == "before":
                lines.append(copy)
        # The op.
        xo, xt = operands["x"]
        wo, wt = operands["w"]
        res = f"%r = " if self.tensor else ""
        tail = f" -> {y_t}" if self.tensor else ""
        if self.named and not self.edits and (self.kind, self.layout) in NAMED:
            attrs = (f"{{dilations = dense<[{self.dilation[0]}, {self.dilation[1]}]> : tensor<2xi64>, "
                     f"strides = dense<[{self.stride[0]}, {self.stride[1]}]> : tensor<2xi64>}}")
            lines.append(f"  {res}{NAMED[(self.kind, self.layout)]} {attrs}")
            lines.append(f"    ins({xo}, {wo} : {xt}, {wt}) outs({init} : {y_t}){tail}")
        else:
            dims = ", ".join(loops)
            amaps = ", ".join(f"affine_map<({dims}) -> ({', '.join(e.render() for e in m)})>"
                              for m in maps)
            its = ", ".join(f'"{self.iterator(l, maps, iters)}"' for l in loops)
            lines.append(f"  {res}linalg.generic {{indexing_maps = [{amaps}], iterator_types = [{its}]}}")
            lines.append(f"      ins({xo}, {wo} : {xt}, {wt}) outs({init} : {y_t}) {{")
            lines.append(f"  ^bb0(%in0: {ein}, %in1: {ein}, %out: {eout}):")
            names = {"in0": "%in0", "in1": "%in1", "out": "%out"}
            if ein != eout:
                for v in ("in0", "in1"):
                    lines.append(f"    %{v}x = arith.extf %{v} : {ein} to {eout}")
                    names[v] = f"%{v}x"
            for r, o, a, b in body:
                lines.append(f"    %{r} = arith.{o} {names.get(a, '%' + a)}, {names.get(b, '%' + b)} : {eout}")
                names[r] = f"%{r}"
            lines.append(f"    linalg.yield {names.get(yield_, '%' + yield_)} : {eout}")
            lines.append(f"  }}{tail}")
        out = "%r"
        if self.read_between == "after" and not self.tensor:
            lines.append(copy)
        # The avgpool divide.
        if div:
            op, k, transposed = div
            if k == "arg":
                kv = "%s"
            else:
                count = self.extents()["kh"] * self.extents()["kw"] + (0 if k == "size" else k)
                value = 1.0 / count if op == "mulf" else float(count)
                kv = "%kd"
                lines.append(f"  %kd = arith.constant {value:.9g} : {eout}" if op == "mulf" else
                             f"  %kd = arith.constant {value!r} : {eout}")
            rank = len(ys)
            d = ", ".join(f"d{i}" for i in range(rank))
            ind = list(range(rank))
            if transposed:  # oh and ow swapped
                ind[xsp[0]], ind[xsp[1]] = ind[xsp[1]], ind[xsp[0]]
            inmap = f"affine_map<({d}) -> ({', '.join(f'd{i}' for i in ind)})>"
            idmap = f"affine_map<({d}) -> ({d})>"
            par = ", ".join('"parallel"' for _ in range(rank))
            src = "%r" if self.tensor else y
            bop = "divf" if op in ("divf", "rdivf") else op
            lhs, rhs = ("%a", kv) if op != "rdivf" else (kv, "%a")
            lines.append(f"  {'%d = ' if self.tensor else ''}linalg.generic {{indexing_maps = [{inmap}, {idmap}], "
                         f"iterator_types = [{par}]}}")
            lines.append(f"      ins({src} : {y_t}) outs({y} : {y_t}) {{")
            lines.append(f"  ^bb0(%a: {eout}, %o: {eout}):")
            lines.append(f"    %q = arith.{bop} {lhs}, {rhs} : {eout}")
            lines.append(f"    linalg.yield %q : {eout}")
            lines.append(f"  }}{tail}")
            if self.tensor and self.extra_user:
                results.append(("%r", y_t))
            out = "%d"
        epi = self.epilogue if self.tensor and not div else None
        if epi:
            rank = len(ys)
            d = ", ".join(f"d{i}" for i in range(rank))
            idmap = f"affine_map<({d}) -> ({d})>"
            ypos = {"n": 0, "c": len(ys) - 1 if nhwc else 1,
                    "h": len(ys) - 3 if nhwc else len(ys) - 2, "w": len(ys) - 2 if nhwc else len(ys) - 1}
            bdim = ypos[epi["axis"]]
            bmap = f"affine_map<({d}) -> (d{bdim})>"
            b_t = f"tensor<{'?' if dyn_y else ys[bdim]}x{eout}>"
            args.append(f"%b: {b_t}")
            par = ", ".join('"parallel"' for _ in range(rank))
            lines += [f"  %e0 = linalg.generic {{indexing_maps = [{idmap}, {bmap}, {idmap}], "
                      f"iterator_types = [{par}]}}",
                      f"      ins({out}, %b : {y_t}, {b_t}) outs({y} : {y_t}) {{",
                      f"  ^bb0(%a: {eout}, %bv: {eout}, %o: {eout}):",
                      f"    %q = arith.{epi['op']} %a, %bv : {eout}",
                      f"    linalg.yield %q : {eout}",
                      f"  }} -> {y_t}"]
            if epi["mid_user"]:
                results.append((out, y_t))
            out = "%e0"
            if epi["act"]:
                kv = cst(epi["act_value"], eout)
                lines += [f"  %e1 = linalg.generic {{indexing_maps = [{idmap}, {idmap}], "
                          f"iterator_types = [{par}]}}",
                          f"      ins({out} : {y_t}) outs({y} : {y_t}) {{",
                          f"  ^bb0(%a: {eout}, %o: {eout}):",
                          f"    %q = arith.{epi['act']} %a, {kv} : {eout}",
                          f"    linalg.yield %q : {eout}",
                          f"  }} -> {y_t}"]
                out = "%e1"
        if self.tensor:
            results.insert(0, (out, y_t))
            sig = f" -> ({', '.join(t for _, t in results)})"
            ret = f"  return {', '.join(v for v, _ in results)} : {', '.join(t for _, t in results)}"
        else:
            sig, ret = "", "  return"
        return "\n".join([f"func.func @{self.name}({', '.join(args)}){sig} {{", *lines, ret, "}"])


def seeds():
    out = []
    for tensor in (False, True):
        m = "t" if tensor else "m"
        for layout in ("nchw", "nhwc"):
            for named in (False, True):
                nm = "named" if named else "gen"
                out += [
                    Window(f"conv_{layout}_{nm}_{m}", "conv", layout, tensor, named, "zero",
                           stride=(2, 2) if named else (1, 2), dilation=(1, 1) if named else (2, 1)),
                    Window(f"conv_acc_{layout}_{nm}_{m}", "conv", layout, tensor, named, None,
                           sizes=dict(n=2, kh=2), stride=(2, 1)),
                    Window(f"depthwise_{layout}_{nm}_{m}", "depthwise", layout, tensor, named,
                           "zero", sizes=dict(c=3), stride=(2, 2)),
                    Window(f"maxpool_{layout}_{nm}_{m}", "maxpool", layout, tensor, named, "ninf",
                           sizes=dict(kh=2, kw=3), stride=(2, 1)),
                    Window(f"avgpool_{layout}_{nm}_{m}", "avgpool", layout, tensor, named, "zero",
                           sizes=dict(n=2, kh=3, kw=2), stride=(1, 2)),
                ]
            out.append(Window(f"grouped_{'named' if layout == 'nhwc' else 'gen'}_{m}",
                              "grouped", "nchw", tensor,
                              layout == "nhwc", "zero" if tensor else None,
                              sizes=dict(c=2, f=2, kh=2), stride=(1, 2)))
    for layout in ("nchw", "nhwc"):
        for named in (False, True):
            nm = "named" if named else "gen"
            # 1x1, stride 1: a gemm (conv1x1.pdll); batch 2 a batch_gemm for NCHW.
            out.append(Window(f"conv1x1_{layout}_{nm}_m", "conv", layout, False, named, "zero",
                              sizes=dict(n=2, kh=1, kw=1, oh=4)))
            out.append(Window(f"conv1x1_{layout}_{nm}_t", "conv", layout, True, named, "zero",
                              sizes=dict(kh=1, kw=1, ow=4)))
            # conv + bias + relu on tensors (conv_epilogue.pdll, activation.pdll).
            epi = Window(f"conv_bias_relu_{layout}_{nm}_t", "conv", layout, True, named, "zero",
                         stride=(2, 1))
            epi.epilogue = dict(axis="c", op="addf", act="maximumf", act_value="zero",
                                mid_user=False)
            out.append(epi)
    avg_mul = Window("avgpool_mulf_m", "avgpool", "nhwc", False, False, "zero", stride=(2, 2))
    avg_mul.divide = ("mulf", "size", 0)
    out.append(avg_mul)
    return out


MUTATIONS = ["flip", "swap_k", "stride_on_kernel", "offset", "stride", "dilation",
             "chan_from_out", "replace", "permute", "iter", "bodyop",
             "commute", "extra_use", "overwrite", "fill", "divide", "extra_user",
             "interfere", "read_between", "f64", "mixed", "dynamic", "dyn_out", "strided", "alias",
             "excess", "pad", "epilogue", "none"]

BODY_OPS = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf"]


def mutate(c, rng):
    """Applies one random mutation to `c`; returns its name."""
    # The mutations only some seeds have are drawn more often there.
    if c.kind == "avgpool" and rng.random() < 0.3:
        kind = "divide"
    elif c.epilogue and rng.random() < 0.4:
        kind = "epilogue"
    else:
        kind = rng.choice([m for m in MUTATIONS
                           if (m != "chan_from_out" or c.kind in ("conv", "grouped"))
                           and (m != "divide" or c.kind == "avgpool")
                           and (m != "epilogue" or c.epilogue)])
    structural = {"flip", "swap_k", "stride_on_kernel", "offset",
                  "chan_from_out", "replace", "permute", "iter", "bodyop", "commute",
                  "extra_use", "overwrite"}
    loops, maps, body, _, _ = c.structure()
    if kind in structural:
        c.named = False
    if kind == "flip":
        c.edits.append(("flip", rng.randrange(2)))
    elif kind == "swap_k":
        c.edits.append(("swap_k", rng.randrange(2)))
        if rng.random() < 0.5:
            c.sizes["kw"] = 2 if c.sizes["kh"] == 3 else 3
    elif kind == "stride_on_kernel":
        c.stride[rng.randrange(2)] = 2
        c.edits.append(("stride_on_kernel", rng.randrange(2)))
    elif kind == "offset":
        c.edits.append(("offset", rng.randrange(2), rng.choice([1, 2])))
    elif kind == "stride":
        c.stride[rng.randrange(2)] = rng.choice([1, 2, 3])
    elif kind == "dilation":
        c.dilation[rng.randrange(2)] = rng.choice([1, 2, 3])
    elif kind == "chan_from_out":
        c.sizes["f"] = c.sizes["c"]
        c.edits.append(("chan_from_out",))
    elif kind == "replace":
        i = rng.randrange(3)
        c.edits.append(("replace", i, rng.randrange(len(maps[i])), rng.choice(loops)))
    elif kind == "permute":
        i = rng.randrange(3)
        c.sizes["oh"] = c.sizes["ow"]
        c.edits.append(("permute", i, rng.randrange(5), rng.randrange(5)))
    elif kind == "iter":
        l = rng.choice(loops)
        c.edits.append(("iter", l, c.iterator(l, maps, {}) == "reduction"))
    elif kind == "bodyop":
        i = rng.randrange(len(body)) if body else 0
        c.edits.append(("bodyop", i, rng.choice(BODY_OPS)))
    elif kind == "commute":
        c.edits.append(("commute", rng.randrange(max(1, len(body)))))
    elif kind == "extra_use":
        c.win_arg = True
        c.edits.append(("extra_use", rng.randrange(max(1, len(body))),
                        rng.choice(["in0", "in1", "out"]), rng.random() < 0.5))
    elif kind == "overwrite":
        c.edits.append(("overwrite",))
    elif kind == "fill":
        c.fill = rng.choice([f for f in (None, "zero", "negzero", "one", "half", "ninf",
                                         "lowest", "pinf") if f != c.fill])
    elif kind == "divide":
        c.divide = rng.choice([("divf", rng.choice([-1, 1, 2]), 0), ("mulf", 1, 0),
                               ("divf", "arg", 0), ("rdivf", "size", 0), ("subf", "size", 0),
                               ("mulf", "size", 0), ("divf", "size", 1)])
        if c.divide[2]:
            c.sizes["oh"] = c.sizes["ow"]
    elif kind == "extra_user":
        c.tensor = True
        c.extra_user = True
    elif kind == "interfere":
        c.tensor = False
        c.interfere = True
    elif kind == "read_between":
        c.tensor = False
        c.read_between = rng.choice(["before", "after"])
    elif kind == "f64":
        c.elt_in = c.elt_out = "f64"
    elif kind == "mixed":
        c.elt_out = "f64"
    elif kind == "dynamic":
        c.dynamic = "all"
    elif kind == "dyn_out":
        c.dynamic = "out"
    elif kind == "strided":
        c.tensor = False
        c.strided.add(rng.randrange(3))
    elif kind == "alias":
        c.tensor = False
        c.sizes["f"] = c.sizes["c"]
        c.alias = True
    elif kind == "epilogue":
        c.tensor = True
        part = rng.choice(["axis", "op", "act", "act_value", "mid_user"])
        c.epilogue[part] = {"axis": rng.choice(["n", "h", "w"]),
                            "op": rng.choice(["subf", "mulf", "maximumf"]),
                            "act": rng.choice([None, "minimumf", "addf"]),
                            "act_value": rng.choice(["half", "negzero", "one"]),
                            "mid_user": True}[part]
        if part == "axis":  # the same extent as the channels
            c.sizes[{"n": "n", "h": "oh", "w": "ow"}[c.epilogue["axis"]]] = c.sizes["f"]
    elif kind == "excess":
        c.excess = rng.choice([1, 2])
    elif kind == "pad":
        c.tensor = True
        # No -inf or huge pads into a convolution: its products are then
        # Inf, NaN or overflow, where the libraries differ from the IR as the
        # README says (Semantics: a fused relu turns NaN into 0; partial sums
        # overflow in their own order).
        value = rng.choice(["zero", "one", "half", "negzero", "arg"] +
                           (["ninf"] if c.is_pool() else []) +
                           (["lowest"] if c.kind == "maxpool" else []))
        where = rng.choice(["spatial", "spatial", "channel"])
        lo, hi = rng.choice([(1, 1), (1, 0), (0, 1), (2, 1)])
        c.pad = (value, where, lo, hi, rng.choice([0, hi]))
    return kind


def main():
    return near_miss_driver.run("window near-miss", seeds, mutate, count=800, min_valid=600,
                                min_verified=200, prefix="window-near-misses")


if __name__ == "__main__":
    sys.exit(main())

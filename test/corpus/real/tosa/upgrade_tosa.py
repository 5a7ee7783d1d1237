#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""TOSA as 2023-24 exporters wrote it, in MLIR 22's TOSA: tosa.const's
`values`, transpose perms as an attribute, conv/depthwise/matmul zero-point
operands and acc_type, mul's shift operand, reshape's and slice's shape
operands, clamp's min_val/max_val, conv padding no output reads trimmed
(MLIR 22 wants the stride to divide exactly), and a binary op's lower-rank
operand reshaped with leading 1s (the old implicit rank broadcast). The same
computation; run it twice (the rank fix reads the converted mul).

upgrade_tosa.py IN.mlir OUT.mlir"""
import re, sys
src = open(sys.argv[1]).read()
lines = src.split("\n")
consts = {}
for l in lines:
    m = re.match(r"\s*(%[\w.]+) = arith.constant dense<\[([-\d, ]+)\]> : tensor<\d+xi32>", l)
    if m: consts[m.group(1)] = m.group(2)
    m = re.match(r'\s*(%[\w.]+) = "tosa.const"\(\) <\{value = dense<\[([-\d, ]+)\]> : tensor<\d+xi32>\}>', l)
    if m: consts[m.group(1)] = m.group(2)
out = []
for l in lines:
    m = re.match(r"(\s*)(%[\w.]+) = tosa.transpose (%[\w.]+), (%[\w.]+) : \(([^,]+), tensor<\d+xi32>\) -> (.*)$", l)
    if m:
        ind, r, x, p, t, rt = m.groups()
        l = f"{ind}{r} = tosa.transpose {x} {{perms = array<i32: {consts[p]}>}} : ({t}) -> {rt}"
    m = re.match(r"(\s*)(%[\w.]+) = tosa.(conv2d|depthwise_conv2d) (%[\w.]+), (%[\w.]+), (%[\w.]+) \{(.*)\} : \((.*)\) -> (.*)$", l)
    if m:
        ind, r, op, x, w, b, attrs, ts, rt = m.groups()
        # Floor division in the old form: trim the bottom/right padding no
        # output reads, as MLIR 22's verifier wants the division exact.
        dims = [list(map(int, t.split("x")[:-1])) for t in re.findall(r"tensor<([\dx]+f32)>", ts)]
        xin, wt = dims[0], dims[1]
        kh, kw = (wt[1], wt[2]) if op == "conv2d" else (wt[0], wt[1])
        pad = list(map(int, re.search(r"pad = array<i64: ([-\d, ]+)>", attrs).group(1).split(",")))
        st = list(map(int, re.search(r"stride = array<i64: ([-\d, ]+)>", attrs).group(1).split(",")))
        dl = list(map(int, re.search(r"dilation = array<i64: ([-\d, ]+)>", attrs).group(1).split(",")))
        pad[1] -= (xin[1] - 1 + pad[0] + pad[1] - (kh - 1) * dl[0]) % st[0]
        pad[3] -= (xin[2] - 1 + pad[2] + pad[3] - (kw - 1) * dl[1]) % st[1]
        attrs = re.sub(r"pad = array<i64: [-\d, ]+>", "pad = array<i64: " + ", ".join(map(str, pad)) + ">", attrs)
        l = f"{ind}{r} = tosa.{op} {x}, {w}, {b}, %kzp, %kzp {{acc_type = f32, {attrs}}} : ({ts}, tensor<1xf32>, tensor<1xf32>) -> {rt}"
    m = re.match(r"(\s*)(%[\w.]+) = tosa.matmul (%[\w.]+), (%[\w.]+) : \((.*)\) -> (.*)$", l)
    if m:
        ind, r, a, b, ts, rt = m.groups()
        l = f"{ind}{r} = tosa.matmul {a}, {b}, %kzp, %kzp : ({ts}, tensor<1xf32>, tensor<1xf32>) -> {rt}"
    m = re.match(r"(\s*)(%[\w.]+) = tosa.mul (%[\w.]+), (%[\w.]+) \{shift = 0 : i8\} : \((.*)\) -> (.*)$", l)
    if m:
        ind, r, a, b, ts, rt = m.groups()
        l = f"{ind}{r} = tosa.mul {a}, {b}, %kshift : ({ts}, tensor<1xi8>) -> {rt}"
    # Binary ops on operands of different ranks (implicit rank broadcast in
    # the old form): the lower-rank one reshaped with leading 1s.
    m = re.match(r"(\s*)(%[\w.]+) = tosa.(add|sub|mul|maximum|minimum) (%[\w.]+), (%[\w.]+)(, %kshift)? : \((tensor<[^>]+>), (tensor<[^>]+>)(, tensor<1xi8>)?\) -> (.*)$", l)
    if m:
        ind, r, op, a, b, sh, ta, tb, tsh, rt = m.groups()
        ra, rb = ta.count("x"), tb.count("x")
        if ra != rb:
            lo, lt, hi_t = (a, ta, tb) if ra < rb else (b, tb, ta)
            n = max(ra, rb)
            dims = lt[len("tensor<"):].split("x")[:-1]
            shape = ["1"] * (n - len(dims)) + dims
            nt = "tensor<" + "x".join(shape) + "xf32>"
            k = f"%kbr_{r[1:].replace('.', '_')}"
            out.append(f"{ind}{k}s = tosa.const_shape {{values = dense<[{', '.join(shape)}]> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>")
            out.append(f"{ind}{k} = tosa.reshape {lo}, {k}s : ({lt}, !tosa.shape<{n}>) -> {nt}")
            if ra < rb: a, ta = k, nt
            else: b, tb = k, nt
            l = f"{ind}{r} = tosa.{op} {a}, {b}{sh or ''} : ({ta}, {tb}{tsh or ''}) -> {rt}"
    m = re.match(r"(\s*)(%[\w.]+) = tosa.reshape (%[\w.]+) \{new_shape = array<i64: ([-\d, ]+)>\} : \((.*)\) -> (.*)$", l)
    if m:
        ind, r, x, shape, t, rt = m.groups()
        n = len(shape.split(","))
        s = f"%kshape_{r[1:].replace('.', '_')}"
        out.append(f"{ind}{s} = tosa.const_shape {{values = dense<[{shape}]> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>")
        l = f"{ind}{r} = tosa.reshape {x}, {s} : ({t}, !tosa.shape<{n}>) -> {rt}"
    m = re.match(r"(\s*)(%[\w.]+) = tosa.clamp (%[\w.]+) \{max_fp = ([^ ]+) : f32, max_int = [^,]+, min_fp = ([^ ]+) : f32, min_int = [^}]+\} : (.*)$", l)
    if m:
        ind, r, x, hi, lo, rest = m.groups()
        l = f"{ind}{r} = tosa.clamp {x} {{min_val = {lo} : f32, max_val = {hi} : f32}} : {rest}"
    l = re.sub(r'"tosa.const"\(\) <\{value = ', '"tosa.const"() <{values = ', l)
    m = re.match(r"(\s*)(%[\w.]+) = tosa.slice (%[\w.]+) \{size = array<i64: ([-\d, ]+)>, start = array<i64: ([-\d, ]+)>\} : \((.*)\) -> (.*)$", l)
    if m:
        ind, r, x, size, start, t, rt = m.groups()
        n = len(size.split(","))
        k = f"%ksl_{r[1:].replace('.', '_')}"
        out.append(f"{ind}{k}a = tosa.const_shape {{values = dense<[{start}]> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>")
        out.append(f"{ind}{k}b = tosa.const_shape {{values = dense<[{size}]> : tensor<{n}xindex>}} : () -> !tosa.shape<{n}>")
        l = f"{ind}{r} = tosa.slice {x}, {k}a, {k}b : ({t}, !tosa.shape<{n}>, !tosa.shape<{n}>) -> {rt}"
    out.append(l)
    if re.match(r"\s*func.func @\w+\(", l) and not "private" in l and "%kzp" not in src:
        out.append('    %kzp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>')
        out.append('    %kshift = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>')
open(sys.argv[2], "w").write("\n".join(out))

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Near-miss generator: mutates the positive forms of kmatch's templates and
checks that every mutant either stays unmatched or computes what the original
computes (kmatch-verify). Prints the counts; exits non-zero on any verifier
failure or crash.

Mutations: permuted or dropped indexing-map dims, flipped iterators, swapped
body ops, extra operand uses, overwrite instead of accumulate, an extra
reduction dim, mixed element types, dynamic shapes, subviews with non-unit
strides, and aliasing (an input passed twice, or the output as an input).

Usage: near_misses.py --kmatch-verify PATH [--count N] [--seed S] [--out DIR]
(near_miss_driver.py: the driver it shares with window_near_misses.py)
"""
import sys

import near_miss_driver

N = 7  # every dimension; square shapes keep mutants well formed


class Generic:
    """A linalg.generic: operands (name, letters), output letters, iterator
    kinds per letter, and a body as a list of (result, op, lhs, rhs)."""

    def __init__(self, name, ins, out, body, yield_, elt="f32"):
        self.name = name
        self.ins = ins            # [letters] per input
        self.out = out            # letters of the output
        self.body = body          # [(res, op, a, b)]; operands: in0.., out, s (scalar arg)
        self.yield_ = yield_
        self.elt = {i: elt for i in range(len(ins) + 1)}  # per operand (out = last)
        self.iters = None         # letter -> "parallel"/"reduction"
        self.dynamic = False
        self.strided = set()      # operand indices read through a stride-2 subview
        self.alias = None         # ("in", i, j): input j is input i; ("out", i): out is input i
        self.extra_dim = None     # input index given an extra reduction dim

    def letters(self):
        seen = []
        for ls in self.ins + [self.out]:
            for l in ls:
                if l not in seen:
                    seen.append(l)
        if self.extra_dim is not None and "z" not in seen:
            seen.append("z")
        return seen

    def iterator(self, l):
        if self.iters and l in self.iters:
            return self.iters[l]
        return "parallel" if l in self.out else "reduction"

    def operand_letters(self, i):
        ls = self.ins[i] if i < len(self.ins) else self.out
        if self.extra_dim == i:
            ls = ls + "z"
        return ls

    def shape(self, i):
        ls = self.operand_letters(i)
        return "x".join(("?" if self.dynamic else str(N)) for _ in ls)

    def mtype(self, i, arg=False):
        ls = self.operand_letters(i)
        elt = self.elt[i]
        if i in self.strided and arg:
            return f"memref<{'x'.join(str(2 * N) for _ in ls)}x{elt}>" if ls else f"memref<{elt}>"
        if not ls:
            return f"memref<{elt}>"
        if i in self.strided:
            strides = []
            acc = 1
            for _ in ls:
                strides.insert(0, 2 * acc)
                acc *= 2 * N
            return f"memref<{self.shape(i)}x{elt}, strided<[{', '.join(map(str, strides))}]>>"
        return f"memref<{self.shape(i)}x{elt}>"

    def render(self):
        letters = self.letters()
        dims = ", ".join(letters)
        nin = len(self.ins)
        args, views, operands = [], [], []
        for i in range(nin + 1):
            if self.alias and self.alias[0] == "in" and i == self.alias[2]:
                operands.append(operands[self.alias[1]])
                continue
            if self.alias and self.alias[0] == "out" and i == nin:
                operands.append(operands[self.alias[1]])
                continue
            args.append(f"%a{i}: {self.mtype(i, arg=True)}")
            if i in self.strided:
                ls = self.operand_letters(i)
                z = ", ".join("0" for _ in ls)
                sz = ", ".join(str(N) for _ in ls)
                st = ", ".join("2" for _ in ls)
                views.append(f"  %v{i} = memref.subview %a{i}[{z}] [{sz}] [{st}] : "
                             f"{self.mtype(i, arg=True)} to {self.mtype(i)}")
                operands.append(f"%v{i}")
            else:
                operands.append(f"%a{i}")
        types = [self.mtype(i) for i in range(nin + 1)]
        maps = ", ".join(f"affine_map<({dims}) -> ({', '.join(self.operand_letters(i))})>"
                         for i in range(nin + 1))
        iters = ", ".join(f'"{self.iterator(l)}"' for l in letters)
        bargs = ", ".join(f"%in{i}: {self.elt[i]}" for i in range(nin)) + \
            (", " if nin else "") + f"%out: {self.elt[nin]}"
        oelt = self.elt[nin]
        body = []
        for res, op, a, b in self.body:
            if op == "extf":
                body.append(f"    %{res} = arith.extf %{a} : {b} to {oelt}")
            elif b is None:
                body.append(f"    %{res} = {op} %{a} : {oelt}")
            else:
                body.append(f"    %{res} = {op} %{a}, %{b} : {oelt}")
        ins = ""
        if nin:
            ins = f"ins({', '.join(operands[:nin])} : {', '.join(types[:nin])}) "
        return "\n".join([
            f"func.func @{self.name}(%s: {oelt}, {', '.join(args)}) {{",
            *views,
            f"  linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}",
            f"      {ins}outs({operands[nin]} : {types[nin]}) {{",
            f"  ^bb0({bargs}):",
            *body,
            f"    linalg.yield %{self.yield_} : {oelt}",
            "  }",
            "  return",
            "}",
        ])


def mul_add(ins, out, extra=()):
    """out + s*in0*in1 (or s*in0 for one input)."""
    body = [("t0", "arith.mulf", "s", "in0")]
    last = "t0"
    for k in range(1, len(ins)):
        body.append((f"t{k}", "arith.mulf", last, f"in{k}"))
        last = f"t{k}"
    body.append(("r", "arith.addf", "out", last))
    return body, "r"


def seeds():
    out = []
    def g(name, ins, o):
        body, y = mul_add(ins, o)
        out.append(Generic(name, ins, o, body, y))
    g("gemm", ["mk", "kn"], "mn")
    g("gemm_tb", ["mk", "nk"], "mn")
    g("gemv", ["mn", "n"], "m")
    g("gemv_t", ["nm", "n"], "m")
    g("ger", ["m", "n"], "mn")
    g("dot", ["k", "k"], "")
    g("axpy", ["mn"], "mn")
    g("batch", ["bmk", "bkn"], "bmn")
    g("batch_matvec", ["bmk", "bk"], "bm")
    g("gemm_rows", ["rqs", "sp"], "rqp")
    syrk = Generic("syrk", ["mk", "nk"], "mn", *mul_add(["mk", "nk"], "mn"))
    syrk.alias = ("in", 0, 1)
    out.append(syrk)
    scal = Generic("scal", [], "mn", [("r", "arith.mulf", "out", "s")], "r")
    out.append(scal)
    return out


def mutate(g, rng):
    """Applies one random mutation; returns its description."""
    kind = rng.choice(["permute", "drop", "iter", "bodyop", "extra_use", "overwrite",
                       "extra_dim", "mixed", "dynamic", "strided", "alias_in", "alias_out",
                       "none"])
    nops = len(g.ins) + 1
    if kind == "permute":
        i = rng.randrange(nops)
        ls = list(g.operand_letters(i))
        if len(ls) >= 2:
            a, b = rng.sample(range(len(ls)), 2)
            ls[a], ls[b] = ls[b], ls[a]
            if i < len(g.ins):
                g.ins[i] = "".join(ls)
            else:
                g.out = "".join(ls)
    elif kind == "drop":
        i = rng.randrange(len(g.ins)) if g.ins else None
        if i is not None and g.ins[i]:
            ls = list(g.ins[i])
            pos = rng.randrange(len(ls))
            ls[pos] = rng.choice(g.letters())
            g.ins[i] = "".join(ls)
    elif kind == "iter":
        l = rng.choice(g.letters())
        g.iters = {l: "reduction" if g.iterator(l) == "parallel" else "parallel"}
    elif kind == "bodyop":
        idx = rng.randrange(len(g.body))
        res, op, a, b = g.body[idx]
        if b is not None:
            g.body[idx] = (res, rng.choice(["arith.subf", "arith.maximumf", "arith.minimumf",
                                            "arith.divf", "arith.addf", "arith.mulf"]), a, b)
    elif kind == "extra_use":
        idx = rng.randrange(len(g.body))
        res, op, a, b = g.body[idx]
        choices = [f"in{i}" for i in range(len(g.ins))] + ["out", "s"]
        if b is not None:
            g.body[idx] = (res, op, a, rng.choice(choices))
    elif kind == "overwrite":
        if len(g.body) >= 2:
            g.yield_ = g.body[-2][0]
            g.body = g.body[:-1]
    elif kind == "extra_dim" and g.ins:
        g.extra_dim = rng.randrange(len(g.ins))
    elif kind == "mixed" and g.ins:
        i = rng.randrange(len(g.ins))
        g.elt[i] = "f64" if g.elt[i] == "f32" else "f32"
        # Convert it to the output type in the body.
        g.body = [(f"cv{i}", "extf", f"in{i}", g.elt[i])] + [
            (r, op, f"cv{i}" if a == f"in{i}" else a, f"cv{i}" if b == f"in{i}" else b)
            for r, op, a, b in g.body]
        g.elt[i] = "f32"
        for k in g.elt:
            if k != i:
                g.elt[k] = "f64"
    elif kind == "dynamic":
        g.dynamic = True
    elif kind == "strided":
        g.strided.add(rng.randrange(nops))
    elif kind == "alias_in" and len(g.ins) >= 2 and g.ins[0] and len(g.ins[0]) == len(g.ins[1]):
        g.alias = ("in", 0, 1)
    elif kind == "alias_out" and g.ins and len(g.ins[0]) == len(g.out):
        g.alias = ("out", 0)
    return kind


def main():
    return near_miss_driver.run("near-miss", seeds, mutate, count=520, min_valid=500,
                                min_verified=150, prefix="near-misses")


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Prints the model zoo's coverage table: per model at batch 1 (or --batch),
the linalg ops of @forward before kmatch's rewrite, the launches after, the
linalg ops absorbed (replaced by or folded into a launch) and their share;
then the same share over compute ops only, leaving out pure layout ops
(linalg.transpose, linalg.broadcast, linalg.copy, and generics whose body
only yields an input), which move data and compute nothing.

Usage: coverage.py KMATCH_OPT [--batch N] [MODEL...]"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_models  # noqa: E402

LAYOUT_OPS = {"linalg.transpose", "linalg.broadcast", "linalg.copy"}


def forward(text):
    """The text of func.func @forward."""
    start = text.index("func.func @forward")
    depth, i = 0, text.index("{", start)
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return text[start:j + 1]
    return text[start:]


def linalg_ops(fn):
    """(total, layout) counts of the linalg ops of a function's text."""
    total = layout = 0
    for m in re.finditer(r"(?:= |^\s*)(linalg\.[a-z_0-9]+)", fn, re.M):
        name = m.group(1)
        if name in ("linalg.yield", "linalg.index"):
            continue
        total += 1
        if name in LAYOUT_OPS:
            layout += 1
        elif name == "linalg.generic":
            body = fn[m.end():fn.find("} ->", m.end()) if "} ->" in fn[m.end():] else len(fn)]
            first = body.find("^bb0")
            ops = re.findall(r"= ([a-z_]+\.[a-z_0-9]+)", body[first:body.find("linalg.yield", first)])
            if first >= 0 and not ops:
                layout += 1
    return total, layout


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    kopt, batch, models = args[0], 1, []
    rest = args[1:]
    while rest:
        a = rest.pop(0)
        if a == "--batch":
            batch = int(rest.pop(0))
        else:
            models.append(a)
    models = models or list(gen_models.MODELS)
    print("| model | linalg ops | launches | absorbed | share | compute ops | compute absorbed | compute share |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for name in models:
            src = os.path.join(tmp, name + ".mlir")
            subprocess.run([sys.executable, os.path.join(HERE, "gen_models.py"), name,
                            "--batch", str(batch), "-o", src,
                            "--params", os.path.join(tmp, name + ".json")], check=True)
            before = forward(open(src).read())
            after = subprocess.run([kopt, src, "--kmatch-apply-templates"], check=True,
                                   capture_output=True, text=True).stdout
            after = forward(after)
            total, layout = linalg_ops(before)
            left, left_layout = linalg_ops(after)
            launches = len(re.findall(r"kernel\.launch @", after))
            absorbed = total - left
            compute, compute_left = total - layout, left - left_layout
            print(f"| {name} | {total} | {launches} | {absorbed} | {100 * absorbed // total}% "
                  f"| {compute} | {compute - compute_left} "
                  f"| {100 * (compute - compute_left) // max(compute, 1)}% |")


if __name__ == "__main__":
    main()

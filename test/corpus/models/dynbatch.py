#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Turns gen_models.py's @forward at batch B (an unusual number such as 5) into
a dynamic-batch function, as torch-mlir exports a model with a dynamic batch:
tensor<Bx...> -> tensor<?x...>, and the merged batch dims (B*heads, B*H*W)
likewise; @main (which calls @forward with static types) is dropped.
Usage: dynbatch.py in.mlir B [merged...]"""
import re, sys
src = open(sys.argv[1]).read()
B = int(sys.argv[2])
merged = [int(m) for m in sys.argv[3:]]
lines = src.split("\n")
out = []
inside = False
for ln in lines:
    if "func.func @forward" in ln:
        inside = True
        ty = re.search(r"%arg0: (tensor<[^>]*>)", ln).group(1).replace(f"<{B}x", "<?x")
        ln = ln.replace(f"tensor<{B}x", "tensor<?x")
        out.append(ln)
        out.append("    %c0_rt = arith.constant 0 : index")
        out.append(f"    %bdim = tensor.dim %arg0, %c0_rt : {ty}")
        for m in merged:
            out.append(f"    %cm{m} = arith.constant {m // B} : index")
            out.append(f"    %bm{m} = arith.muli %bdim, %cm{m} : index")
        continue
    if inside and ln.startswith("  }"):
        inside = False
    if inside:
        m = re.search(r"tensor.empty\(\) : tensor<(\d+)x", ln)
        if m and int(m.group(1)) in [B] + merged:
            n = int(m.group(1))
            ln = ln.replace("tensor.empty()", "tensor.empty(%bdim)" if n == B else f"tensor.empty(%bm{n})")
        ln = re.sub(rf"output_shape \[{B},", "output_shape [%bdim,", ln)
        # The sizes of a slice (a concat's insert_slice) along the batch.
        ln = re.sub(rf"\] \[{B}, ", "] [%bdim, ", ln)
        for n in merged:
            ln = re.sub(rf"output_shape \[{n},", f"output_shape [%bm{n},", ln)
        ln = ln.replace(f"tensor<{B}x", "tensor<?x")
        for n in merged:
            ln = ln.replace(f"tensor<{n}x", "tensor<?x")
    out.append(ln)
text = "\n".join(out)
# drop main (it calls forward with static types)
text = re.sub(r"\n  func.func @main\(\).*?\n  }\n", "\n", text, flags=re.S)
print(text)

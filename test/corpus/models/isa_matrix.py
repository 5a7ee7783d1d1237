#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The zoo under oneDNN's ISA caps: every model's launches on optimized kernels.

isa_matrix.py --runner "MLIR-RUNNER ARGS..." --kmatch-opt PATH [MODEL[:BATCH]...]

For each model of gen_models.py (all by default), writes the program, lowers
it with --kmatch-pipeline=backend=cpu once, and runs it at the native ISA,
under ONEDNN_MAX_CPU_ISA=AVX2 (OPENBLAS_CORETYPE=Haswell) and under
ONEDNN_MAX_CPU_ISA=SSE41 (OPENBLAS_CORETYPE=Nehalem), with KMATCH_PROFILE
writing each run's kernel rows and the count of reference primitives the
runtime created (runtime/common/kmatch_profile.h). Every run's output is
checked against PyTorch (torch_ref.py, /usr/bin/python3; one PyTorch run per
model compares the outputs of all three). A reference
primitive fails the native and AVX2 runs; under SSE41 (a CPU without AVX2,
where some formulations have no JIT kernel) it is reported. Prints one line
per model and ISA with the implementations oneDNN ran; exit 1 on a failure.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TORCH_PYTHON = "/usr/bin/python3"
# (model, batch): the zoo's models at the sizes their own tests use.
MODELS = [("lenet", 3), ("resnet18", 1), ("mobilenet_v3_small", 1),
          ("squeezenet1_1", 1), ("transformer_block", 2), ("convnext_block", 1)]
# (name, environment, whether a reference primitive fails the run)
ISAS = [("native", {}, True),
        ("AVX2", {"ONEDNN_MAX_CPU_ISA": "AVX2", "OPENBLAS_CORETYPE": "Haswell"}, True),
        ("SSE41", {"ONEDNN_MAX_CPU_ISA": "SSE41", "OPENBLAS_CORETYPE": "Nehalem"}, False)]


def profile_rows(text):
    """{kernel: implementations} and the reference count of a profile."""
    rows = {}
    for line in text.splitlines():
        m = re.match(r"(\S+ \S+)\s+cpu\s+\d+\s+\S+\s+\S+\s+\S+%\s+(.*)", line)
        if m:
            rows[m.group(1)] = m.group(2)
    m = re.search(r"reference primitives created: (\d+)", text)
    return rows, int(m.group(1)) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runner", required=True)
    ap.add_argument("--kmatch-opt", required=True)
    ap.add_argument("models", nargs="*")
    a = ap.parse_args()
    models = [(m.split(":")[0], int(m.split(":")[1]) if ":" in m else 1)
              for m in a.models] or MODELS
    tmp = tempfile.mkdtemp(prefix="kmatch-isa-")
    failures = []
    for model, batch in models:
        base = os.path.join(tmp, f"{model}-b{batch}")
        subprocess.run([sys.executable, os.path.join(HERE, "gen_models.py"), model,
                        "--batch", str(batch), "-o", base + ".mlir", "--params",
                        base + ".json"], check=True)
        subprocess.run([a.kmatch_opt, base + ".mlir", "--kmatch-pipeline=backend=cpu",
                        "-o", base + ".llvm.mlir"], check=True)
        outs = []
        for isa, env, strict in ISAS:
            prof, out = f"{base}.{isa}.prof", f"{base}.{isa}.out"
            run_env = dict(os.environ, KMATCH_PROFILE=prof, **env)
            if not env:
                for var in ("ONEDNN_MAX_CPU_ISA", "DNNL_MAX_CPU_ISA"):
                    run_env.pop(var, None)
            with open(out, "w") as o:
                rc = subprocess.run(shlex.split(a.runner) + [base + ".llvm.mlir"],
                                    stdout=o, env=run_env).returncode
            if rc:
                failures.append(f"{model} {isa}: the program exited with {rc}")
                continue
            outs.append((isa, out))
            rows, count = profile_rows(open(prof).read())
            if count is None:
                failures.append(f"{model} {isa}: no reference count in {prof}")
                continue
            print(f"{model} b{batch} {isa}: {count} reference primitives")
            for kernel, impls in sorted(rows.items()):
                mark = "  REFERENCE" if re.search(r"=ref", impls) else ""
                print(f"  {kernel}: {impls}{mark}")
            if count and strict:
                failures.append(f"{model} {isa}: {count} reference primitive(s)")
            elif count:
                print(f"  (reported, not failed: {isa} has no JIT kernel for "
                      f"{count} primitive(s))")
        if not outs:
            continue
        # One PyTorch run per model checks every ISA's output (torch_ref.py
        # compares each; its lines name the output, and so the ISA).
        ref = subprocess.run([TORCH_PYTHON, os.path.join(HERE, "torch_ref.py"),
                              base + ".json"] + [out for _, out in outs],
                             capture_output=True, text=True)
        lines = (ref.stdout + ref.stderr).strip().splitlines()
        for isa, out in outs:
            mine = [l for l in lines if f"({out})" in l]
            if ref.returncode and (not mine or "MISMATCH" in mine[0]):
                failures.append(f"{model} {isa}: output differs from PyTorch: "
                                + (mine or lines or ["no output"])[0])
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The driver behind scripts/bench.sh (see there). Standard library only.

bench.py [--only SECTIONS] runs the comma-separated sections given (default:
all) and merges them into results.json, from which RESULTS.md and results.png
are written; sections not run keep their numbers and their date.
Sections: blas, rewrite, conv, fused, fusion, zoo, remainder, models and
realmodels (bench/models.py: the zoo, and the real exporter models of
test/corpus/real, against PyTorch).
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import tempfile
import time

import models  # bench/models.py: the model section

ROOT = os.environ["ROOT"]
BUILD = os.environ["BUILD"]
QUICK = os.environ.get("QUICK") == "1"
LLVM = "/usr/lib/llvm-22"
KOPT = f"{BUILD}/bin/kmatch-opt"
DIRECT = f"{BUILD}/bin/kmatch-bench-direct"
# The oneDNN driver (bench/direct_dnn.cpp); built with kmatch, or on its own
# into build-bench/ when the kmatch build does not have it.
DIRECT_DNN = os.environ.get("KMATCH_BENCH_DNN", f"{BUILD}/bin/kmatch-bench-dnn")
# The template catalog of the DNN rows; the project's patterns/ by default.
PATTERNS = os.environ.get("KMATCH_BENCH_PATTERNS", f"{ROOT}/patterns")
# The templates left out for the unfused variant of the Fusion table.
EPILOGUE_TEMPLATES = ("conv_epilogue.pdll", "gemm_epilogue.pdll", "activation.pdll")
SECTIONS = ("blas", "loops", "rewrite", "conv", "fused", "fusion", "zoo", "remainder", "models",
            "realmodels")
RUNNER = [f"{LLVM}/bin/mlir-runner", "-e", "main", "-entry-point-result=void", "-O3",
          f"-shared-libs={BUILD}/lib/libkmatch_rt_cpu.so,{LLVM}/lib/libmlir_runner_utils.so,"
          f"{LLVM}/lib/libmlir_c_runner_utils.so"]
TMP = tempfile.mkdtemp(prefix="kmatch-bench-")
# (a) is skipped where one run of the default lowering is expected to take
# longer than this many seconds (estimated from the previous size, n^3).
DEFAULT_LIMIT_S = 20.0
# Every comparison of the kernel sections (kmatch against the library called
# directly, fused against unfused, syrk against gemm, loops against linalg,
# scalar against vectorized) runs PROCS processes of each program, in
# interleaved rounds whose order rotates (pooled); each process makes
# WARMUP_CALLS untimed calls, then TIMED_CALLS timed ones, and a row gives the
# median and min-max of every timed call of its processes (a process's times
# vary less than processes do: where the heap puts the per-call buffers). (a),
# MLIR's default lowering, is the baseline and no peer: one process of
# DEFAULT_REPS calls, the first dropped (its slowest runs take seconds a call).
PROCS, WARMUP_CALLS, TIMED_CALLS = 5, 10, 10
CALLS = WARMUP_CALLS + TIMED_CALLS


def blas_scale(kernel, n):
    """How many times the protocol's calls a BLAS row makes: 8x for the
    gemm and syrk at n = 256 and 16x for the gemv at n = 1024, which take
    well under a millisecond a call, so that a process's warm-up and timed
    calls each span milliseconds rather than a few scheduler ticks."""
    if kernel == "gemv":
        return max(1, (4096 // n) ** 2)
    return max(1, (512 // n) ** 3)


# The BLAS section's sizes: gemm and syrk (n x n), gemv.
BLAS_SIZES, GEMV_SIZES = [256, 512, 1024, 2048], [1024, 4096]


def protocol_text(scaled=False):
    """The sentence RESULTS.md states the kernel sections' protocol in;
    `scaled` for the BLAS tables, with the multiples blas_scale gives."""
    more = ""
    if scaled:
        cases = ([(k, n) for k in ("gemm", "syrk") for n in BLAS_SIZES] +
                 [("gemv", n) for n in GEMV_SIZES])
        multiples = [f"{blas_scale(k, n)}x for the {k} at n = {n}" for k, n in cases
                     if blas_scale(k, n) > 1]
        more = (f" (both multiplied where a call takes well under a millisecond: "
                f"{', '.join(multiples)})") if multiples else ""
    return (f"{PROCS} processes of each program, interleaved in rounds whose order rotates; "
            f"each process makes {WARMUP_CALLS} untimed warm-up calls, then {TIMED_CALLS} timed "
            f"ones{more}; the median and min-max of every timed call")

KERNEL_BODY = {
    # C += A * B, as a raising front end emits it.
    "gemm": """
  linalg.generic {{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%A, %A2 : memref<{n}x{n}x{t}>, memref<{n}x{n}x{t}>) outs(%C : memref<{n}x{n}x{t}>) {{
  ^bb0(%a: {t}, %b: {t}, %c: {t}):
    %0 = arith.mulf %a, %b : {t}
    %1 = arith.addf %c, %0 : {t}
    linalg.yield %1 : {t}
  }}""",
    # C += A * A^T: syrk through the alias, or gemm when forced.
    "syrk": """
  linalg.generic {{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%A, %A : memref<{n}x{n}x{t}>, memref<{n}x{n}x{t}>) outs(%C : memref<{n}x{n}x{t}>) {{
  ^bb0(%a: {t}, %b: {t}, %c: {t}):
    %0 = arith.mulf %a, %b : {t}
    %1 = arith.addf %c, %0 : {t}
    linalg.yield %1 : {t}
  }}""",
    # y += A * x.
    "gemv": """
  linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}}
      ins(%A, %x : memref<{n}x{n}x{t}>, memref<{n}x{t}>) outs(%y : memref<{n}x{t}>) {{
  ^bb0(%a: {t}, %b: {t}, %c: {t}):
    %0 = arith.mulf %a, %b : {t}
    %1 = arith.addf %c, %0 : {t}
    linalg.yield %1 : {t}
  }}""",
}

# C = A * A^T: the same product into a zero fill (beta = 0).
KERNEL_BODY["syrk_overwrite"] = """
  %zero_c = arith.constant 0.0 : {t}
  linalg.fill ins(%zero_c : {t}) outs(%C : memref<{n}x{n}x{t}>)""" + KERNEL_BODY["syrk"]


def program(kernel, t, n, reps):
    body = KERNEL_BODY[kernel].format(n=n, t=t)
    return f"""
func.func @kernel(%A: memref<{n}x{n}x{t}>, %A2: memref<{n}x{n}x{t}>, %C: memref<{n}x{n}x{t}>,
                  %x: memref<{n}x{t}>, %y: memref<{n}x{t}>) {{
{body}
  return
}}
func.func private @kmatch_print_elapsed(f64)
func.func private @rtclock() -> f64
func.func @main() {{
  %A = memref.alloc() : memref<{n}x{n}x{t}>
  %A2 = memref.alloc() : memref<{n}x{n}x{t}>
  %C = memref.alloc() : memref<{n}x{n}x{t}>
  %x = memref.alloc() : memref<{n}x{t}>
  %y = memref.alloc() : memref<{n}x{t}>
  %one = arith.constant 1.0 : {t}
  %half = arith.constant 0.5 : {t}
  %zero = arith.constant 0.0 : {t}
  linalg.fill ins(%one : {t}) outs(%A : memref<{n}x{n}x{t}>)
  linalg.fill ins(%half : {t}) outs(%A2 : memref<{n}x{n}x{t}>)
  linalg.fill ins(%zero : {t}) outs(%C : memref<{n}x{n}x{t}>)
  linalg.fill ins(%one : {t}) outs(%x : memref<{n}x{t}>)
  linalg.fill ins(%zero : {t}) outs(%y : memref<{n}x{t}>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant {reps} : index
  scf.for %r = %c0 to %reps step %c1 {{
    %t0 = func.call @rtclock() : () -> f64
    func.call @kernel(%A, %A2, %C, %x, %y) : (memref<{n}x{n}x{t}>, memref<{n}x{n}x{t}>, memref<{n}x{n}x{t}>, memref<{n}x{t}>, memref<{n}x{t}>) -> ()
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @kmatch_print_elapsed(%dt) : (f64) -> ()
  }}
  return
}}
"""


def times_from(stderr):
    return [float(m) for m in re.findall(r"kernel time: ([0-9.]+) ms", stderr)]


def run_program(src, name, pipeline_opts, env=None):
    path = os.path.join(TMP, name + ".mlir")
    with open(path, "w") as f:
        f.write(src)
    low = os.path.join(TMP, name + ".llvm.mlir")
    subprocess.run([KOPT, path, f"--kmatch-pipeline={pipeline_opts}", "-o", low], check=True)
    p = subprocess.run(RUNNER + [low], capture_output=True, text=True, check=True, env=env)
    return times_from(p.stderr)


def direct(kernel, t, n, reps, env=None):
    p = subprocess.run([DIRECT, kernel, t, str(n), str(reps)], capture_output=True,
                       text=True, check=True, env=env)
    return times_from(p.stderr)


def summarize(ts, drop=1):
    if not ts:
        return None
    ts = ts[drop:] if len(ts) > drop + 1 else ts  # drop the first (warm-up) runs
    return {"median": statistics.median(ts), "min": min(ts), "max": max(ts), "n": len(ts)}


def flops(kernel, n):
    return {"gemm": 2 * n ** 3, "syrk": 2 * n ** 3, "gemv": 2 * n ** 2}[kernel]


def blas_section():
    """The BLAS rows and the one-thread small gemms."""
    rows = []
    sizes = BLAS_SIZES[:3] if QUICK else BLAS_SIZES
    cases = [("gemm", t, n) for t in ("f32", "f64") for n in sizes]
    cases += [("syrk", "f32", n) for n in sizes[:3]]
    cases += [("gemv", "f32", n) for n in GEMV_SIZES]
    default_estimate = {}
    for kernel, t, n in cases:
        row = {"kernel": kernel, "type": t, "n": n}
        key = (kernel, t)
        est = default_estimate.get(key)
        scale = (n ** 3) if kernel != "gemv" else n ** 2
        if est is not None and est * scale > DEFAULT_LIMIT_S * 1000:
            row["a"] = None
            row["a_note"] = f"skipped: estimated {est * scale / 1000:.0f} s per run"
        else:
            row["a"] = summarize(run_program(program(kernel, t, n, DEFAULT_REPS), f"{kernel}-{t}-{n}-a",
                                             "backend=cpu apply-templates=false vectorize=false"))
            default_estimate[key] = row["a"]["median"] / scale
        # (b) on the library (c) calls, so b/c is the shim's own cost; the f32
        # gemm's default choice of library (runtime/cpu/matmul.h) as (b'). The
        # syrk shim's choice between the triangle and the full gemm
        # (runtime/cpu/level3.cpp) is its own, so its (b) keeps the default, as
        # does the gemm it is compared with below.
        name = f"{kernel}-{t}-{n}"
        scale = blas_scale(kernel, n)
        src = program(kernel, t, n, CALLS * scale)
        if kernel == "syrk":
            # syrk against the same A*A^T through gemm (a copy of A as the
            # second operand), for C += A*A^T and for C = A*A^T (beta = 0):
            # their ratio is a goal, so the four programs and the direct
            # call are timed together, and a slow spell of the machine moves
            # all of them alike.
            over = program("syrk_overwrite", t, n, CALLS * scale)
            as_gemm = lambda src: src.replace("ins(%A, %A :", "ins(%A, %A2 :")
            variants = [(key, runner(lowered(code, f"syrk-{key}-{t}-{n}", "backend=cpu"),
                                     dict(os.environ)))
                        for key, code in (("b", src), ("gemm_same", as_gemm(src)),
                                          ("b_overwrite", over),
                                          ("gemm_overwrite", as_gemm(over)))]
        else:
            blas_env = dict(os.environ, KMATCH_CPU_GEMM="openblas")
            variants = [("b", runner(lowered(src, name + "-b", "backend=cpu"), blas_env))]
            if kernel == "gemm" and t == "f32":
                variants.append(("b_auto", runner(lowered(src, name + "-b-auto", "backend=cpu"),
                                                  dict(os.environ))))
        variants.append(("c", lambda: direct(kernel, t, n, CALLS * scale)))
        summaries, row["busy_before"] = pooled(variants, scale)
        row.update(summaries)
        rows.append(row)
        print(json.dumps(row), flush=True)
    # Small sizes again on one thread: separates the shim's own cost from
    # OpenBLAS waking its worker thread inside the JIT process. The runtime's
    # OpenBLAS is the OpenMP build, which takes its thread count from OpenMP
    # (OPENBLAS_NUM_THREADS alone leaves it two threads).
    single = []
    env1 = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1",
                KMATCH_CPU_GEMM="openblas")
    for n in (256, 512):
        scale = blas_scale("gemm", n)
        low = lowered(program("gemm", "f32", n, CALLS * scale), f"gemm-1t-{n}", "backend=cpu")
        summaries, _ = pooled([("b", runner(low, env1)),
                               ("c", lambda: direct("gemm", "f32", n, CALLS * scale, env1))],
                              scale)
        single.append({"n": n, **summaries})
        print(json.dumps(single[-1]), flush=True)
    return rows, single



#===------------------------------------------------------------------------===#
# DNN rows: conv2d, conv2d + bias + relu, gemm + bias + relu, on tensors
#===------------------------------------------------------------------------===#

# (C, F, H=W, K, pad): ResNet-like f32 NCHW layers, batch 1, stride 1.
CONV_SHAPES = [(64, 64, 56, 3, 1), (128, 128, 28, 3, 1), (256, 256, 14, 3, 1),
               (64, 256, 56, 1, 0)]
# (M, K, N) of gemm + bias + relu.
GEMM_SHAPES = [(512, 512, 512), (1024, 1024, 1024)]
# The rewrite-speed commands run in turn this many times (timed_interleaved).
REWRITE_REPS = 11
DEFAULT_REPS = 3

BIAS_RELU = """
  %biased = linalg.generic {{indexing_maps = [{idm}, {chm}, {idm}], iterator_types = [{par}]}}
    ins(%r, %b : {yt}, {bt}) outs(%e : {yt}) {{
  ^bb0(%in: f32, %bb: f32, %o: f32):
    %s = arith.addf %in, %bb : f32
    linalg.yield %s : f32
  }} -> {yt}
  %y = linalg.generic {{indexing_maps = [{idm}, {idm}], iterator_types = [{par}]}}
    ins(%biased : {yt}) outs(%e : {yt}) {{
  ^bb0(%in: f32, %o: f32):
    %s = arith.maximumf %in, %c0 : f32
    linalg.yield %s : f32
  }} -> {yt}"""


def conv_kernel(c, f, hw, k, pad, bias_relu):
    """fill 0 -> (tensor.pad) -> conv_2d_nchw_fchw (-> bias add -> relu)."""
    o = hw + 2 * pad - k + 1
    xt, wt = f"tensor<1x{c}x{hw}x{hw}xf32>", f"tensor<{f}x{c}x{k}x{k}xf32>"
    yt, bt = f"tensor<1x{f}x{o}x{o}xf32>", f"tensor<{f}xf32>"
    src, pt = "%x", xt
    lines = ["  %c0 = arith.constant 0.0 : f32"]
    if pad:
        pt = f"tensor<1x{c}x{hw + 2 * pad}x{hw + 2 * pad}xf32>"
        lines.append(f"""  %p = tensor.pad %x low[0, 0, {pad}, {pad}] high[0, 0, {pad}, {pad}] {{
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c0 : f32
  }} : {xt} to {pt}""")
        src = "%p"
    res = "%r" if bias_relu else "%y"
    lines.append(f"""  %e = tensor.empty() : {yt}
  %f = linalg.fill ins(%c0 : f32) outs(%e : {yt}) -> {yt}
  {res} = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
    ins({src}, %w : {pt}, {wt}) outs(%f : {yt}) -> {yt}""")
    args = [("x", xt, "1.0"), ("w", wt, "0.5")]
    if bias_relu:
        args.append(("b", bt, "-0.25"))
        lines.append(BIAS_RELU.format(idm="affine_map<(n, c, h, w) -> (n, c, h, w)>",
                                      chm="affine_map<(n, c, h, w) -> (c)>",
                                      par=", ".join(['"parallel"'] * 4), yt=yt, bt=bt))
    return args, yt, "\n".join(lines)


def gemm_bias_kernel(m, k, n):
    """fill 0 -> matmul -> bias add along the columns -> relu."""
    at, bt_, yt, vt = (f"tensor<{m}x{k}xf32>", f"tensor<{k}x{n}xf32>",
                       f"tensor<{m}x{n}xf32>", f"tensor<{n}xf32>")
    body = f"""  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : {yt}
  %f = linalg.fill ins(%c0 : f32) outs(%e : {yt}) -> {yt}
  %r = linalg.matmul ins(%x, %w : {at}, {bt_}) outs(%f : {yt}) -> {yt}"""
    body += BIAS_RELU.format(idm="affine_map<(i, j) -> (i, j)>", chm="affine_map<(i, j) -> (j)>",
                             par='"parallel", "parallel"', yt=yt, bt=vt)
    return [("x", at, "1.0"), ("w", bt_, "0.5"), ("b", vt, "-0.25")], yt, body


def tensor_program(args, yt, body, reps):
    """@kernel(args) -> yt around `body` (which defines %y), called `reps`
    times from @main on constant-filled inputs, each call timed."""
    params = ", ".join(f"%{a}: {t}" for a, t, _ in args)
    types = ", ".join(t for _, t, _ in args)
    names = ", ".join(f"%{a}" for a, _, _ in args)
    fills = "\n".join(f"""  %v{a} = arith.constant {v} : f32
  %{a}0 = tensor.empty() : {t}
  %{a} = linalg.fill ins(%v{a} : f32) outs(%{a}0 : {t}) -> {t}""" for a, t, v in args)
    return f"""
func.func @kernel({params}) -> {yt} {{
{body}
  return %y : {yt}
}}
func.func private @kmatch_print_elapsed(f64)
func.func private @rtclock() -> f64
func.func @main() {{
{fills}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant {reps} : index
  scf.for %r = %c0 to %reps step %c1 {{
    %t0 = func.call @rtclock() : () -> f64
    %y = func.call @kernel({names}) : ({types}) -> {yt}
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @kmatch_print_elapsed(%dt) : (f64) -> ()
  }}
  return
}}
"""


def template_list(leave_out):
    """The catalog's template files less `leave_out`, for templates=."""
    files = sorted(f for f in os.listdir(PATTERNS) if f.endswith(".pdll"))
    return ",".join(os.path.join(PATTERNS, f) for f in files if f not in leave_out)


def kmatch_opts(leave_out=()):
    if not leave_out and PATTERNS == f"{ROOT}/patterns":
        return "backend=cpu"
    return f"backend=cpu templates={template_list(leave_out)}"


def launches(src, name, opts):
    """The kernel.launch callees kmatch makes of @kernel in `src` under
    `opts`, and how many linalg ops it leaves there."""
    path = os.path.join(TMP, name + ".check.mlir")
    with open(path, "w") as f:
        f.write(src)
    apply = "--kmatch-apply-templates"
    if "templates=" in opts:
        apply += "=templates=" + opts.split("templates=", 1)[1]
    out = subprocess.run([KOPT, path, apply], capture_output=True, text=True, check=True).stdout
    kernel = out[out.index("func.func @kernel"):out.index("func.func private")]
    return (re.findall(r"kernel\.launch (@\w+)", kernel),
            len(re.findall(r"linalg\.(?!yield)\w+", kernel)))


def cpu_busy(seconds=1.0):
    """The fraction of CPU time spent busy over `seconds`, all cores."""
    def sample():
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
        return sum(v) - v[3] - v[4], sum(v)
    b0, t0 = sample()
    time.sleep(seconds)
    b1, t1 = sample()
    return (b1 - b0) / max(t1 - t0, 1)


def wait_for_idle(limit_s=600):
    """Waits (up to limit_s) until other processes leave the CPU idle: on two
    cores oneDNN's OpenMP threads lose milliseconds per primitive to any
    competing process. Returns the busy fraction seen last."""
    deadline = time.time() + limit_s
    busy = cpu_busy(0.3)
    while busy > 0.1 and time.time() < deadline:
        busy = cpu_busy(2.0)
    if busy > 0.1:
        print(f"bench: CPU still {busy:.0%} busy; timing anyway", flush=True)
    return busy


# glibc settings under which freed large blocks stay in the heap for the
# next call instead of going back to the kernel (and being faulted in again).
HEAP_ENV = {"MALLOC_MMAP_THRESHOLD_": str(32 << 20), "MALLOC_TRIM_THRESHOLD_": str(1 << 30)}


def dnn_env():
    """mlir-runner's environment for the DNN rows. (The runtime is linked
    -z nodelete, so mlir-runner's dlclose at exit no longer unloads oneDNN's
    OpenMP runtime under its running worker threads; no preload is needed.)"""
    return dict(os.environ)


def ensure_dnn_driver():
    global DIRECT_DNN
    if os.path.exists(DIRECT_DNN):
        return
    out = os.path.join(ROOT, "build-bench")
    subprocess.run(["cmake", "-S", os.path.join(ROOT, "bench"), "-B", out,
                    "-DCMAKE_BUILD_TYPE=Release"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", out, "--target", "kmatch-bench-dnn"], check=True,
                   stdout=subprocess.DEVNULL)
    DIRECT_DNN = os.path.join(out, "bin", "kmatch-bench-dnn")


def direct_dnn(argv, reps):
    """Times of `reps` calls of kmatch-bench-dnn."""
    p = subprocess.run([DIRECT_DNN] + [str(a) for a in argv] + [str(reps)],
                       capture_output=True, text=True, check=True)
    return times_from(p.stderr)


def pooled(variants, scale=1):
    """Times every (key, run) of `variants` the kernel sections' way
    (protocol_text): PROCS rounds of one process each, the order rotating
    every round, each process after waiting for an idle CPU; `run` makes
    CALLS * scale calls and returns their times, the first WARMUP_CALLS *
    scale of which are dropped. Returns {key: summary} and the busiest CPU
    seen before a process."""
    times, busy = {k: [] for k, _ in variants}, 0.0
    for r in range(PROCS):
        for key, run in variants[r % len(variants):] + variants[:r % len(variants)]:
            busy = max(busy, wait_for_idle())
            ts = run()
            if len(ts) != CALLS * scale:
                raise RuntimeError(f"{key}: {len(ts)} times for {CALLS * scale} calls")
            times[key] += ts[WARMUP_CALLS * scale:]
    return {k: summarize(ts, drop=0) for k, ts in times.items()}, busy


def lowered(src, name, opts):
    """Writes `src` and lowers it with kmatch-opt; returns the lowered file."""
    path = os.path.join(TMP, name + ".mlir")
    with open(path, "w") as f:
        f.write(src)
    low = os.path.join(TMP, name + ".llvm.mlir")
    subprocess.run([KOPT, path, f"--kmatch-pipeline={opts}", "-o", low], check=True)
    return low


def runner(low, env):
    return lambda: times_from(subprocess.run(RUNNER + [low], capture_output=True, text=True,
                                             check=True, env=env).stderr)


def dnn_case(kind, shape):
    """(name, label, flops, kernel args/types/body, direct-driver argv)."""
    if kind == "gemm_bias_relu":
        m, k, n = shape
        return (f"gemm_bias_relu-{m}x{k}x{n}", f"{m}x{k} * {k}x{n}", 2 * m * k * n,
                gemm_bias_kernel(m, k, n), ["matmul", m, k, n])
    c, f, hw, k, pad = shape
    o = hw + 2 * pad - k + 1
    fused = kind == "conv2d_bias_relu"
    return (f"{kind}-{c}-{f}-{hw}-{k}", f"{c}->{f} {hw}x{hw} {k}x{k} pad {pad}",
            2 * c * f * k * k * o * o, conv_kernel(c, f, hw, k, pad, fused),
            ["conv", c, f, hw, hw, k, pad, int(fused)])


def dnn_rows(kinds):
    """(a), (b) and (c) for every case of `kinds`."""
    ensure_dnn_driver()
    env = dnn_env()
    rows, estimate = [], {}
    for kind, shape in kinds:
        name, label, fl, (args, yt, body), argv = dnn_case(kind, shape)
        row = {"kernel": kind, "shape": list(shape), "label": label, "flops": fl}
        wait_for_idle()
        est = estimate.get(kind)
        if est is not None and est * fl > DEFAULT_LIMIT_S * 1000:
            row["a"] = None
            row["a_note"] = f"skipped: estimated {est * fl / 1000:.0f} s per run"
        else:
            row["a"] = summarize(run_program(tensor_program(args, yt, body, DEFAULT_REPS), name + "-a",
                                             "backend=cpu apply-templates=false vectorize=false", env))
            estimate[kind] = row["a"]["median"] / fl
        src = tensor_program(args, yt, body, CALLS)
        row["launches"], _ = launches(src, name, kmatch_opts())
        low = lowered(src, name + "-b", kmatch_opts())
        variants = [("b", runner(low, env)), ("c", lambda: direct_dnn(argv, CALLS)),
                    ("b_heap", runner(low, dict(env, **HEAP_ENV)))]
        if row["launches"] == ["@gemm"] and kind == "conv2d":
            # A 1x1 conv becomes a gemm (conv1x1.pdll); also time it kept as
            # a oneDNN conv.
            opts = kmatch_opts(("conv1x1.pdll",))
            row["as_conv_launches"], _ = launches(src, name, opts)
            variants.append(("b_as_conv", runner(lowered(src, name + "-b-conv", opts), env)))
        summaries, row["busy_before"] = pooled(variants)
        row.update(summaries)
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def conv_section():
    return dnn_rows([("conv2d", s) for s in CONV_SHAPES])


def fused_section():
    return dnn_rows([("conv2d_bias_relu", s) for s in CONV_SHAPES] +
                    [("gemm_bias_relu", s) for s in GEMM_SHAPES])


def fusion_section():
    """The fused launch against the unfused sequence: the same programs with
    the epilogue templates left out of the catalog."""
    env = dnn_env()
    rows = []
    for kind, shape in ([("conv2d_bias_relu", s) for s in CONV_SHAPES] +
                        [("gemm_bias_relu", s) for s in GEMM_SHAPES]):
        name, label, fl, (args, yt, body), _ = dnn_case(kind, shape)
        src = tensor_program(args, yt, body, CALLS)
        row = {"kernel": kind, "shape": list(shape), "label": label, "flops": fl}
        variants = []
        for key, opts in (("fused", kmatch_opts()), ("unfused", kmatch_opts(EPILOGUE_TEMPLATES))):
            row[key + "_launches"], row[key + "_linalg_ops"] = launches(src, f"{name}-{key}", opts)
            variants.append((key, runner(lowered(src, f"{name}-{key}", opts), env)))
        summaries, row["busy_before"] = pooled(variants)
        row.update(summaries)
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


# The BLAS programs again, their @kernel written as affine loops
# (convert-linalg-to-affine-loops): kmatch raises them back
# (--kmatch-raise-loops) and they should take what the linalg program takes.
LOOP_CASES = ([("gemm", "f32", n) for n in (256, 512, 1024)] +
              [("gemm", "f64", 1024), ("syrk", "f32", 1024), ("gemv", "f32", 4096)])


def as_loops(src):
    """`src` with its linalg ops written as affine loops."""
    return subprocess.run([f"{LLVM}/bin/mlir-opt", "--convert-linalg-to-affine-loops"],
                          input=src, capture_output=True, text=True, check=True).stdout


def loops_section():
    """Each BLAS kernel from linalg and from loops, both through kmatch's CPU
    pipeline with their default libraries, interleaved (pooled)."""
    rows = []
    for kernel, t, n in LOOP_CASES:
        scale = blas_scale(kernel, n)
        src = program(kernel, t, n, CALLS * scale)
        loop_src = as_loops(src)
        row = {"kernel": kernel, "type": t, "n": n}
        row["linalg_launches"], _ = launches(src, f"loops-{kernel}-{t}-{n}-linalg", "")
        path = os.path.join(TMP, f"loops-{kernel}-{t}-{n}.check.mlir")
        with open(path, "w") as f:
            f.write(loop_src)
        out = subprocess.run([KOPT, path, "--kmatch-raise-loops", "--kmatch-apply-templates"],
                             capture_output=True, text=True, check=True).stdout
        body = out[out.index("func.func @kernel"):out.index("func.func private")]
        row["loop_launches"] = re.findall(r"kernel\.launch (@\w+)", body)
        variants = [(key, runner(lowered(code, f"loops-{kernel}-{t}-{n}-{key}", "backend=cpu"),
                                 dict(os.environ)))
                    for key, code in (("linalg", src), ("loops", loop_src))]
        summaries, row["busy_before"] = pooled(variants, scale)
        row.update(summaries)
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


# The zoo's fused conv launches at their models' shapes (ResNet-18 and
# MobileNetV3-small at 224x224): (kind, N, C, F, HW, K, stride, where).
ZOO_CASES = [("bn_act", 1, 3, 64, 224, 7, 2, "ResNet-18 stem"),
             ("bn_act", 1, 64, 64, 56, 3, 1, "ResNet-18 layer1"),
             ("bn_add_act", 1, 64, 64, 56, 3, 1, "ResNet-18 layer1"),
             ("bn_act", 1, 64, 128, 56, 3, 2, "ResNet-18 layer2"),
             ("bn_add_act", 1, 128, 128, 28, 3, 1, "ResNet-18 layer2"),
             ("bn_add_act", 1, 256, 256, 14, 3, 1, "ResNet-18 layer3"),
             ("bn_add_act", 1, 512, 512, 7, 3, 1, "ResNet-18 layer4"),
             ("bn_add_act", 8, 64, 64, 56, 3, 1, "ResNet-18 layer1, batch 8"),
             ("bn_add", 1, 88, 24, 28, 1, 1, "MobileNetV3-small block 3"),
             ("bn_add", 1, 240, 40, 14, 1, 1, "MobileNetV3-small block 5"),
             ("bn_add", 8, 240, 40, 14, 1, 1, "MobileNetV3-small block 5, batch 8")]
ZOO_ROUNDS = 101


def zoo_section():
    """Each fused launch against the separate primitives (bench/zoo_fusion.cpp),
    interleaved call by call in one process."""
    exe = f"{BUILD}/bin/kmatch-bench-zoo-fusion"
    rows = []
    for kind, n, c, f, hw, k, stride, where in ZOO_CASES:
        wait_for_idle()
        p = subprocess.run([exe, kind, str(n), str(c), str(f), str(hw), str(k), str(stride),
                            str(ZOO_ROUNDS)], capture_output=True, text=True)
        row = {"kind": kind, "shape": [n, c, f, hw, k, stride], "where": where,
               "returncode": p.returncode}
        for key in ("fused", "separate"):
            row[key] = summarize([float(m) for m in re.findall(key + r": ([0-9.]+) ms", p.stderr)],
                                 drop=0)
        m = re.search(r"separate: (conv=.*)", p.stdout)
        row["separate_impls"] = m.group(1) if m else "?"
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


#===------------------------------------------------------------------------===#
# Remainder: what stays on the default path, scalar loops against vectorized
#===------------------------------------------------------------------------===#

# 2048 x 1024 f32: 8 MB per buffer.
STREAM_SHAPE = (2048, 1024)
# kmatch's pipeline with the remainder lowered to scalar loops (before) and
# fused and vectorized (after, the default).
SCALAR_OPTS = " vectorize=false"

STREAM_BODY = {
    "relu": """  %z = arith.constant 0.0 : f32
  linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}}
      ins(%x : {t}) outs(%y : {t}) {{
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  }}""",
    "bias_add": """  linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}}
      ins(%x, %b : {t}, {bt}) outs(%y : {t}) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }}""",
    "memcpy": "  memref.copy %x, %y : {t} to {t}",
}


def stream_program(kind, reps):
    """@kernel(x, b, y) over preallocated 8 MB f32 buffers, called `reps`
    times from @main, each call timed. y escapes (printed once before and
    after), so the JIT cannot drop the stores."""
    m, n = STREAM_SHAPE
    t, bt = f"memref<{m}x{n}xf32>", f"memref<{n}xf32>"
    body = STREAM_BODY[kind].format(t=t, bt=bt)
    return f"""
func.func @kernel(%x: {t}, %b: {bt}, %y: {t}) {{
{body}
  return
}}
func.func private @kmatch_print_elapsed(f64)
func.func private @rtclock() -> f64
func.func private @printMemrefF32(memref<*xf32>) attributes {{llvm.emit_c_interface}}
func.func @main() {{
  %x = memref.alloc() : {t}
  %y = memref.alloc() : {t}
  %b = memref.alloc() : {bt}
  %vx = arith.constant -1.5 : f32
  %vb = arith.constant 0.25 : f32
  linalg.fill ins(%vx : f32) outs(%x : {t})
  linalg.fill ins(%vb : f32) outs(%y : {t})
  linalg.fill ins(%vb : f32) outs(%b : {bt})
  %corner = memref.subview %y[0, 0] [1, 1] [1, 1] : {t} to memref<1x1xf32, strided<[{n}, 1]>>
  %seen = memref.cast %corner : memref<1x1xf32, strided<[{n}, 1]>> to memref<*xf32>
  func.call @printMemrefF32(%seen) : (memref<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant {reps} : index
  scf.for %r = %c0 to %reps step %c1 {{
    %t0 = func.call @rtclock() : () -> f64
    func.call @kernel(%x, %b, %y) : ({t}, {bt}, {t}) -> ()
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @kmatch_print_elapsed(%dt) : (f64) -> ()
  }}
  func.call @printMemrefF32(%seen) : (memref<*xf32>) -> ()
  memref.dealloc %x : {t}
  memref.dealloc %y : {t}
  memref.dealloc %b : {bt}
  return
}}
"""


def vector_op_count(low):
    """How many LLVM ops on vectors the lowered @kernel has."""
    with open(low) as f:
        text = f.read()
    start = text.index("llvm.func @kernel")
    end = text.find("llvm.func", start + 1)
    return len(re.findall(r"= llvm\.\S+.*: .*vector<", text[start:end]))


def remainder_section():
    """Standalone relu and bias add over 8 MB against a copy of the same
    bytes, and gemm + bias + relu with its epilogue unfused against the fused
    launch, each remainder lowered to scalar loops (before) and fused and
    vectorized (after)."""
    env = dnn_env()
    stream = []
    for kind in ("relu", "bias_add", "memcpy"):
        src = stream_program(kind, CALLS)
        row = {"kernel": kind, "bytes": STREAM_SHAPE[0] * STREAM_SHAPE[1] * 4}
        variants = []
        for key, opts in (("before", "backend=cpu" + SCALAR_OPTS), ("after", "backend=cpu")):
            low = lowered(src, f"stream-{kind}-{key}", opts)
            row[key + "_vector_ops"] = vector_op_count(low)
            variants.append((key, runner(low, env)))
        summaries, row["busy_before"] = pooled(variants)
        row.update(summaries)
        stream.append(row)
        print(json.dumps(row), flush=True)
    gemm = []
    for shape in GEMM_SHAPES:
        name, label, fl, (args, yt, body), _ = dnn_case("gemm_bias_relu", shape)
        src = tensor_program(args, yt, body, CALLS)
        row = {"kernel": "gemm_bias_relu", "shape": list(shape), "label": label}
        unfused = kmatch_opts(EPILOGUE_TEMPLATES)
        row["fused_launches"], _ = launches(src, f"{name}-rem-fused", kmatch_opts())
        row["unfused_launches"], row["unfused_linalg_ops"] = launches(src, f"{name}-rem-unfused", unfused)
        variants = []
        for key, opts in (("fused", kmatch_opts()), ("unfused_before", unfused + SCALAR_OPTS),
                          ("unfused_after", unfused)):
            variants.append((key, runner(lowered(src, f"{name}-rem-{key}", opts), env)))
        # The unfused sequence's @gemm alone (its result returned): what the
        # epilogue costs on top of the library call.
        gemm_body = body.split("\n  %biased")[0].replace("%r = linalg.matmul", "%y = linalg.matmul")
        gemm_src = tensor_program(args, yt, gemm_body, CALLS)
        row["gemm_alone_launches"], _ = launches(gemm_src, f"{name}-rem-gemm", unfused)
        variants.append(("gemm_alone", runner(lowered(gemm_src, f"{name}-rem-gemm", unfused), env)))
        summaries, row["busy_before"] = pooled(variants)
        row.update(summaries)
        gemm.append(row)
        print(json.dumps(row), flush=True)
    return {"stream": stream, "gemm": gemm}


# --isa AVX2: the sections re-run with oneDNN, OpenBLAS and PyTorch capped
# at AVX2, as on the many CPUs without AVX-512 (the model section measures
# both ISAs itself).
ISA_CAPS = {name: env for name, env, _ in models.ISAS if env}
ISA_SECTIONS = ("blas", "conv", "fused", "fusion", "zoo", "remainder")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default=",".join(SECTIONS),
                    help="comma-separated sections to run: " + ", ".join(SECTIONS))
    ap.add_argument("--isa", default="native", choices=["native"] + list(ISA_CAPS),
                    help="run the kernel sections (" + ", ".join(ISA_SECTIONS) + ") with the "
                         "libraries capped at this ISA; their results go to their own tables")
    args = ap.parse_args()
    only = [x.strip() for x in args.only.split(",") if x.strip()]
    unknown = [x for x in only if x not in SECTIONS]
    if unknown:
        ap.error(f"unknown section(s) {', '.join(unknown)}; known: {', '.join(SECTIONS)}")
    path = os.path.join(ROOT, "bench", "results.json")
    results = {}
    if (set(only) != set(SECTIONS) or args.isa != "native") and os.path.exists(path):
        with open(path) as f:
            results = json.load(f)
    store = results
    # The native run is the machine's own: no cap inherited from the
    # environment (this machine's sets OPENBLAS_CORETYPE=Haswell).
    for var in models.ISA_VARS:
        os.environ.pop(var, None)
    if args.isa != "native":
        only = [x for x in only if x in ISA_SECTIONS]
        os.environ.update(ISA_CAPS[args.isa])
        store = results.setdefault("isa", {}).setdefault(args.isa, {})
    measured = store.setdefault("measured", {})
    info = machine()
    t0 = time.perf_counter()
    if "blas" in only:
        store["rows"], store["single"] = blas_section()
        measured["blas"] = info
    if "loops" in only:
        store["loop_rows"] = loops_section()
        measured["loops"] = info
    if "rewrite" in only:
        store["rewrite"] = rewrite_speed()
        measured["rewrite"] = info
    if "conv" in only:
        store["conv_rows"] = conv_section()
        measured["conv"] = info
    if "fused" in only:
        store["fused_rows"] = fused_section()
        measured["fused"] = info
    if "fusion" in only:
        store["fusion_rows"] = fusion_section()
        store["fusion_left_out"] = list(EPILOGUE_TEMPLATES)
        measured["fusion"] = info
    if "zoo" in only:
        store["zoo_rows"] = zoo_section()
        measured["zoo"] = info
    if "remainder" in only:
        store["remainder"] = remainder_section()
        measured["remainder"] = info
    if "models" in only:
        wait_for_idle()
        store["model_rows"] = models.models_section(QUICK)
        measured["models"] = info
    if "realmodels" in only:
        wait_for_idle()
        store["real_model_rows"] = models.real_models_section(QUICK)
        measured["realmodels"] = info
    print(f"bench: {', '.join(only)} ({args.isa}) took {time.perf_counter() - t0:.0f} s",
          flush=True)
    with open(path, "w") as f:
        json.dump(results, f, indent=1)
    write_results(results)
    chart(results)
    shutil.rmtree(TMP, ignore_errors=True)


def generate_module(path, count, one_function=False):
    """About `count` linalg ops: contractions, elementwise ops, near misses;
    a function of four ops each, or with `one_function` all in one function
    on the same five buffers (a raised program's kernels over its arrays)."""
    parts = []
    for i in range(count // 4):
        parts.append(f"""
func.func @f{i}(%A: memref<16x8xf32>, %B: memref<8x12xf32>, %C: memref<16x12xf32>, %x: memref<12xf32>, %y: memref<12xf32>) {{
  linalg.matmul ins(%A, %B : memref<16x8xf32>, memref<8x12xf32>) outs(%C : memref<16x12xf32>)
  linalg.generic {{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%A, %B : memref<16x8xf32>, memref<8x12xf32>) outs(%C : memref<16x12xf32>) {{
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.addf %a, %b : f32
    %1 = arith.maximumf %c, %0 : f32
    linalg.yield %1 : f32
  }}
  linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}}
      ins(%x : memref<12xf32>) outs(%y : memref<12xf32>) {{
  ^bb0(%a: f32, %b: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  }}
  linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}}
      ins(%x : memref<12xf32>) outs(%y : memref<12xf32>) {{
  ^bb0(%a: f32, %b: f32):
    %0 = math.exp %a : f32
    linalg.yield %0 : f32
  }}
  return
}}""")
    if one_function:
        # The bodies of all the functions, in one.
        head = parts[0][:parts[0].index("{") + 1]
        bodies = [p[p.index("{") + 1:p.rindex("  return")] for p in parts]
        parts = [head.replace("@f0", "@all") + "".join(bodies) + "  return\n}"]
    with open(path, "w") as f:
        f.write("\n".join(parts))


def timed(cmd, env=None, reps=3):
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
        ts.append(time.perf_counter() - t0)
    return {"median": statistics.median(ts), "min": min(ts), "max": max(ts), "n": len(ts)}


def timed_interleaved(cmds, reps):
    """timed() of each of `cmds` (name -> (cmd, env)), the commands taken in
    turn within each repetition, so that a drift of the machine's speed
    during the section moves every figure alike; the ratios between them
    are what the section reports."""
    ts = {name: [] for name in cmds}
    for _ in range(reps):
        for name, (cmd, env) in cmds.items():
            t0 = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
            ts[name].append(time.perf_counter() - t0)
    return {name: {"median": statistics.median(v), "min": min(v), "max": max(v), "n": len(v)}
            for name, v in ts.items()}


def rewrite_speed():
    path = os.path.join(TMP, "big.mlir")
    n_ops = 10000
    generate_module(path, n_ops)
    env = dict(os.environ)
    warm_cache = os.path.join(TMP, "cache-warm")
    env["KMATCH_CACHE_DIR"] = warm_cache
    subprocess.run([KOPT, path, "--kmatch-apply-templates", "-o", "/dev/null"], check=True, env=env)
    res = {"ops": n_ops}
    res.update(timed_interleaved(reps=REWRITE_REPS, cmds={
        "parse_print": ([KOPT, path, "-o", "/dev/null"], None),
        "kmatch": ([KOPT, path, "--kmatch-apply-templates", "-o", "/dev/null"], env),
        "upstream_parse_print": ([f"{LLVM}/bin/mlir-opt", path, "-o", "/dev/null"], None),
        "upstream_specialize": ([f"{LLVM}/bin/mlir-opt", path, "--linalg-specialize-generic-ops",
                                 "-o", "/dev/null"], None),
    }))
    small = os.path.join(TMP, "small.mlir")
    with open(small, "w") as f:
        f.write("func.func @f() {\n  return\n}\n")
    cold = []
    for i in range(3):
        e = dict(os.environ)
        e["KMATCH_CACHE_DIR"] = os.path.join(TMP, f"cache-cold-{i}")
        t0 = time.perf_counter()
        subprocess.run([KOPT, small, "--kmatch-apply-templates", "-o", "/dev/null"], check=True, env=e)
        cold.append(time.perf_counter() - t0)
    res["load_cold"] = {"median": statistics.median(cold), "min": min(cold), "max": max(cold), "n": 3}
    # The same kinds of ops in one function on shared buffers: the templates
    # that pair two statements on a buffer try every other user of it.
    res["one_function_ops"] = 4000
    one = os.path.join(TMP, "one.mlir")
    generate_module(one, res["one_function_ops"], one_function=True)
    res["one_function"] = timed([KOPT, one, "--kmatch-apply-templates", "-o", "/dev/null"], env)
    res["one_function_parse_print"] = timed([KOPT, one, "-o", "/dev/null"])
    res["load_warm"] = timed([KOPT, small, "--kmatch-apply-templates", "-o", "/dev/null"], env)
    res["startup"] = timed([KOPT, small, "-o", "/dev/null"])
    res["upstream_startup"] = timed([f"{LLVM}/bin/mlir-opt", small, "-o", "/dev/null"])
    print(json.dumps(res), flush=True)
    return res


def fmt(s, unit="ms"):
    if s is None:
        return "-"
    return f"{s['median']:.3f} ({s['min']:.3f}-{s['max']:.3f})"


def machine():
    """Where and when a section was measured."""
    cpu = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    def pkg(name):
        p = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True)
        return p.stdout.strip() or "?"
    return {"date": datetime.date.today().isoformat(), "cpu": cpu, "cores": os.cpu_count(),
            "openblas": pkg("libopenblas0-pthread") or pkg("libopenblas-dev"),
            "onednn": pkg("libdnnl2"), "mlir": pkg("libmlir-22-dev")}


def machine_line(m, libs=("openblas", "onednn", "mlir")):
    names = {"openblas": "OpenBLAS", "onednn": "oneDNN", "mlir": "MLIR"}
    parts = [f"{names[k]} {m[k]}" for k in libs if m.get(k)]
    return f"{m.get('cpu', '?')}, {m.get('cores', '?')} cores, " + ", ".join(parts)


def ratio(x, y):
    return x["median"] / y["median"]


def dnn_table(out, rows):
    out.append("| kernel | shape | (a) default | (b) kmatch | kmatch launches | (c) direct oneDNN | "
               "GFLOP/s (b) | b/c | a/b | (b) heap kept | b_heap/c |")
    out.append("|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        a, b, c = r.get("a"), r["b"], r["c"]
        ab = f"{ratio(a, b):.1f}x" if a else r.get("a_note", "-")
        out.append(f"| {r['kernel']} | {r['label']} | {fmt(a) if a else '-'} | {fmt(b)} | "
                   f"{', '.join(r['launches'])} | {fmt(c)} | {r['flops'] / (b['median'] * 1e6):.1f} | "
                   f"{ratio(b, c):.2f} | {ab} | {fmt(r.get('b_heap'))} | "
                   f"{ratio(r['b_heap'], c) if r.get('b_heap') else 0:.2f} |")


def write_results(res):
    """RESULTS.md: the native tables, the goals, then the tables measured
    under each ISA cap."""
    out = render(res)
    for isa, sub in sorted(res.get("isa", {}).items()):
        out.append(f"\n# Under the {isa} cap\n")
        out.append("The kernel sections again, with the libraries capped at "
                   f"{isa} ({', '.join(f'{k}={v}' for k, v in ISA_CAPS.get(isa, {}).items())}), "
                   "as on the many CPUs without AVX-512: `scripts/bench.sh --isa "
                   f"{isa}`. The programs are the same; only the libraries' kernels change.\n")
        for line in render(sub)[2:]:
            m = re.match(r"(\n?)## (.*)", line)
            out.append(f"{m.group(1)}## {isa}: {m.group(2)}" if m else line)
    out.extend(goals(res))
    with open(os.path.join(ROOT, "bench", "RESULTS.md"), "w") as f:
        f.write("\n".join(out) + "\n")


def render(res):
    """The tables of one set of results, as RESULTS.md lines."""
    measured = res.get("measured", {})
    newest = max(measured.values(), key=lambda m: m["date"]) if measured else machine()
    dates = {m["date"] for m in measured.values()}
    def when(section):
        """A line naming the section's date (and machine where it differs),
        when the sections were not all measured on one day."""
        m = measured.get(section)
        if len(dates) <= 1 or not m:
            return
        line = f"Measured on {m['date']}"
        if (m.get("cpu"), m.get("cores")) != (newest.get("cpu"), newest.get("cores")):
            line += f" ({machine_line(m)})"
        out.append(line + ".\n")

    out = []
    out.append("# kmatch benchmark results\n")
    head = "Measured by `scripts/bench.sh`"
    if len(dates) <= 1:
        head += f" on {newest['date']}"
    else:
        head += (f" (sections run on {', '.join(sorted(dates))}, each says when; "
                 "`bench.py --only` reruns some sections and keeps the others)")
    out.append(f"{head}: {machine_line(newest)}. Times are in milliseconds, timed inside the "
               "program around the kernel call (JIT compile excluded), the median with min-max "
               "in parentheses. Unless a section says otherwise, a comparison's programs run "
               f"{protocol_text()}.\n")
    rows, single, rw = res.get("rows"), res.get("single"), res.get("rewrite")
    if rows:
        out.append("## BLAS\n")
        when("blas")
        out.append("Columns: (a) MLIR's default lowering of the same program (no kmatch); "
                   "(b) the program rewritten by kmatch on the CPU backend, its launches on OpenBLAS "
                   "(`KMATCH_CPU_GEMM=openblas`; syrk with its default choice, which runs n = 256 "
                   "and 512 as the full gemm: runtime/cpu/level3.cpp); (c) the same OpenBLAS routine "
                   "called directly from C++ on the same sizes. b/c is the shim overhead, a/b the speedup. "
                   "(b') is (b) with the f32 gemm's default choice of library: oneDNN's matmul "
                   "for the shapes it is faster on, OpenBLAS for the rest (runtime/cpu/matmul.h); "
                   "b'/c compares that choice with OpenBLAS called directly. (b), (b') and (c) "
                   f"run {protocol_text(scaled=True)}; (a) is one process of {DEFAULT_REPS} calls, the "
                   "first dropped.\n")
        out.append("| kernel | type | n | (a) default | (b) kmatch | (c) direct | GFLOP/s (b) | b/c | a/b "
                   "| (b') default library | b'/c |")
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for r in rows:
            a, b, c = r.get("a"), r["b"], r["c"]
            gf = flops(r["kernel"], r["n"]) / (b["median"] * 1e6)
            ab = f"{ratio(a, b):.1f}x" if a else r.get("a_note", "-")
            bauto = r.get("b_auto")
            auto_cols = f"{fmt(bauto)} | {ratio(bauto, c):.2f}" if bauto else "- | -"
            out.append(f"| {r['kernel']} | {r['type']} | {r['n']} | {fmt(a) if a else '-'} | {fmt(b)} | "
                       f"{fmt(c)} | {gf:.1f} | {ratio(b, c):.2f} | {ab} | {auto_cols} |")
    if single:
        out.append("\n## Small gemm with one OpenBLAS thread\n")
        when("blas")
        out.append("With OpenBLAS's default two threads, small launches inside `mlir-runner` have "
                   "paid a few milliseconds (about one scheduler tick) for waking OpenBLAS's worker "
                   "thread, which the C++ driver did not (an earlier run on this machine measured "
                   "7.96 ms against 0.44 ms at n = 256). The BLAS table's small gemms again on one "
                   "thread (`OMP_NUM_THREADS=1`: the runtime's OpenBLAS is the OpenMP build, which "
                   "takes its thread count from OpenMP; `OPENBLAS_NUM_THREADS=1` alone left it two "
                   "threads in runs before 2026-12-01) separate that cost from the shim's own. "
                   f"{protocol_text(scaled=True)[0].upper()}{protocol_text(scaled=True)[1:]}.\n")
        out.append("| n | (b) kmatch, 1 thread | (c) direct, 1 thread | b/c |")
        out.append("|---:|---:|---:|---:|")
        for r in single:
            out.append(f"| {r['n']} | {fmt(r['b'])} | {fmt(r['c'])} | {ratio(r['b'], r['c']):.2f} |")
    syrk = [r for r in rows or [] if r["kernel"] == "syrk"]
    if syrk:
        out.append("\n## syrk vs gemm on the same A*A^T (both through kmatch)\n")
        when("blas")
        out.append("Two programs: C += A*A^T (the BLAS table's syrk, beta = 1) and C = A*A^T "
                   "(the same generic into a zero fill, beta = 0), each through syrk (A passed "
                   "twice) and through gemm (a copy of A as the second operand, the f32 gemm's "
                   "default library). syrk/gemm is the share of the gemm's time syrk takes. "
                   "The four programs of a size and the BLAS table's direct call run "
                   f"together: {protocol_text(scaled=True)}.\n")
        out.append("| n | C += A*A^T: syrk (ms) | gemm (ms) | syrk/gemm | C = A*A^T: syrk (ms) "
                   "| gemm (ms) | syrk/gemm |")
        out.append("|---:|---:|---:|---:|---:|---:|---:|")
        for r in syrk:
            over = (f"{fmt(r['b_overwrite'])} | {fmt(r['gemm_overwrite'])} | "
                    f"{ratio(r['b_overwrite'], r['gemm_overwrite']):.2f}"
                    if r.get("b_overwrite") else "- | - | -")
            out.append(f"| {r['n']} | {fmt(r['b'])} | {fmt(r['gemm_same'])} | "
                       f"{ratio(r['b'], r['gemm_same']):.2f} | {over} |")
        out.append("\nkmatch's f32 syrk runs thin or small products (k < 192 or n*n*k <= 2^27: "
                   "here n = 256 and 512) as the full gemm. Larger ones are split between the "
                   "threads: each computes its share of the off-diagonal blocks on oneDNN's "
                   "matmul and of the diagonal ones on BLAS's syrk into scratch, and writes both "
                   "triangles of C from it, C = P + beta*C (runtime/cpu/level3.cpp).")
    conv, fused, fusion = res.get("conv_rows"), res.get("fused_rows"), res.get("fusion_rows")
    if conv or fused:
        out.append("\n## DNN kernels\n")
        out.append("f32 NCHW, batch 1, stride 1, ResNet-like layers, written as linalg on tensors "
                   "(`linalg.fill` 0, `tensor.pad` with zeros for pad 1, `linalg.conv_2d_nchw_fchw`, "
                   "and for the fused rows a `linalg.generic` adding the bias along the channels and "
                   "one applying relu, `maximumf(x, 0)`); gemm + bias + relu is `linalg.matmul` on a "
                   "zero fill, a bias add along the columns and relu. Inputs are filled with constants; "
                   "every call allocates its result. (a) and (b) as above, (b) with the launches "
                   "named in the table (conv2d, conv2d_bias_act, gemm_bias_act run on oneDNN, gemm on "
                   "oneDNN's matmul or OpenBLAS by shape, runtime/cpu/matmul.h); (c) `kmatch-bench-dnn` (bench/direct_dnn.cpp): the oneDNN work the "
                   "shim does per call, from C++: a convolution_forward created with "
                   "`format_tag::any`, and per call the reorders of x and w into its layouts, the "
                   "primitive (with bias and an eltwise relu post-op for the fused rows) and the "
                   "reorder of y back to NCHW; a oneDNN matmul with bias and a relu post-op. It "
                   "creates the primitives and the reorder buffers once, every buffer a oneDNN "
                   "memory object of its own (64-byte aligned, as the lowered programs' buffers "
                   "are), and times every call. GFLOP/s counts the convolution or matmul only. "
                   f"(b), (c) and (b) heap kept run {protocol_text()}; (a) is one "
                   f"process of {DEFAULT_REPS} calls, the first dropped. \"(b) heap kept\" is (b) again with "
                   f"{' '.join(f'{k}={v}' for k, v in HEAP_ENV.items())}, so that glibc keeps "
                   "freed large blocks for the next call instead of unmapping them, so buffers "
                   "allocated per call are not page-faulted in again on every call. The shim keeps "
                   "its reorder buffers (x, w and y in oneDNN's blocked layouts) in the cached plan; "
                   "when it allocated them per call, that cost conv b/c 1.4-1.5 (3.9 for the fused "
                   "1x1 conv), and this column was how it was found. Now only the program's own "
                   "result is allocated per call.\n")
    if conv:
        out.append("### conv2d\n")
        when("conv")
        dnn_table(out, conv)
        for r in conv:
            if "b_as_conv" in r:
                out.append(f"\nThe {r['label']} conv has no epilogue, so kmatch rewrites it to a gemm "
                           f"(conv1x1.pdll), the f32 gemm (oneDNN's matmul or OpenBLAS by shape); with conv1x1.pdll left out of the "
                           f"catalog it stays {', '.join(r['as_conv_launches'])} on oneDNN and takes "
                           f"{fmt(r['b_as_conv'])} ms (b/c {ratio(r['b_as_conv'], r['c']):.2f}).")
    if fused:
        out.append("\n### Fused conv + bias + relu, gemm + bias + relu\n")
        when("fused")
        dnn_table(out, fused)
    if fusion:
        left_out = ", ".join(res.get("fusion_left_out", EPILOGUE_TEMPLATES))
        out.append("\n## Fusion\n")
        when("fusion")
        out.append("The same programs as the fused rows, through kmatch twice: fused, with the full "
                   "catalog (one launch); unfused, with the catalog less the epilogue templates "
                   f"({left_out}), passed as `--kmatch-pipeline=\"backend=cpu templates=<the other "
                   "patterns/*.pdll>\"`. Unfused, the conv becomes @conv2d (oneDNN convolution, no "
                   "bias, no post-op) and the matmul @gemm (beta = 0; on oneDNN's matmul without "
                   "post-ops at 512 and on OpenBLAS's sgemm at 1024, the f32 gemm's default choice "
                   "of library, runtime/cpu/matmul.h), and the bias "
                   "add and the relu stay two `linalg.generic`s on the default path, which "
                   "fuses them into one vectorized loop writing in place (the Remainder "
                   "section). So at 1024 the unfused gemm also changes library (OpenBLAS "
                   f"instead of oneDNN matmul). Both run {protocol_text()}.\n")
        out.append("| kernel | shape | fused launch | (ms) | unfused sequence | (ms) | unfused/fused |")
        out.append("|---|---|---|---:|---|---:|---:|")
        for r in fusion:
            seq = ", ".join(r["unfused_launches"]) + f" + {r['unfused_linalg_ops']} linalg ops"
            out.append(f"| {r['kernel']} | {r['label']} | {', '.join(r['fused_launches'])} | "
                       f"{fmt(r['fused'])} | {seq} | {fmt(r['unfused'])} | "
                       f"{ratio(r['unfused'], r['fused']):.2f} |")
    if res.get("loop_rows"):
        out.append("\n## From loops\n")
        when("loops")
        out.append("The BLAS section's programs with their `@kernel` written as affine loops by "
                   "upstream's `convert-linalg-to-affine-loops`, which `--kmatch-raise-loops` "
                   "raises back to linalg ([docs/Loops.md](../docs/Loops.md)): the raised nests "
                   "run under a run-time check that the kernel's array arguments do not overlap. "
                   "Both programs through `--kmatch-pipeline=backend=cpu` with the default "
                   f"libraries, {protocol_text(scaled=True)}. loops/linalg near 1 means the loop program is as fast as "
                   "the linalg one.\n")
        out.append("| kernel | type | n | launches from linalg | launches from loops | "
                   "linalg (ms) | loops (ms) | loops/linalg |")
        out.append("|---|---|---:|---|---|---:|---:|---:|")
        for r in res["loop_rows"]:
            out.append(f"| {r['kernel']} | {r['type']} | {r['n']} | "
                       f"{', '.join(r['linalg_launches']) or 'none'} | "
                       f"{', '.join(r['loop_launches']) or 'none'} | {fmt(r['linalg'])} | "
                       f"{fmt(r['loops'])} | {ratio(r['loops'], r['linalg']):.2f} |")
    rem = res.get("remainder")
    if rem:
        out.append("\n## Remainder\n")
        when("remainder")
        m, n = STREAM_SHAPE
        out.append("What kmatch leaves on the default path, lowered two ways by the same "
                   "`--kmatch-pipeline=backend=cpu`: before, `vectorize=false` (each linalg op "
                   "becomes scalar loops, `convert-linalg-to-loops`); after, the default "
                   "(`--kmatch-fuse-elementwise` on tensors after the templates, "
                   "`--kmatch-vectorize` on buffers: 64-byte vectors, scalar remainder tile). "
                   "Both run in `mlir-runner -O3`, whose LLVM pipeline may vectorize scalar "
                   f"loops itself. The first table works on preallocated {m}x{n} f32 buffers "
                   f"({m * n * 4 >> 20} MB each): relu `maximumf(x, 0)`, a bias add along the "
                   "rows, and `memref.copy` of the same bytes (a libc memcpy) as the reference; "
                   "`vector ops` counts the LLVM ops with a vector result in the lowered kernel (0: scalar "
                   "loops as MLIR emits them, before LLVM's own loop vectorizer). The second "
                   "runs the gemm + bias + relu programs of the Fusion table unfused (the "
                   "catalog less the epilogue templates: @gemm and two linalg generics) against "
                   f"the fused @gemm_bias_act launch. Both tables: {protocol_text()}.\n")
        out.append("| kernel | bytes | before: scalar (ms) | after: vectorized (ms) | before/after | "
                   "before/memcpy | after/memcpy | vector ops before / after |")
        out.append("|---|---:|---:|---:|---:|---:|---:|---|")
        copy = next((r for r in rem["stream"] if r["kernel"] == "memcpy"), None)
        for r in rem["stream"]:
            vs_copy = (lambda k: f"{ratio(r[k], copy['after']):.2f}") if copy else (lambda k: "-")
            out.append(f"| {r['kernel']} | {r['bytes']} | {fmt(r['before'])} | {fmt(r['after'])} | "
                       f"{ratio(r['before'], r['after']):.2f} | {vs_copy('before')} | "
                       f"{vs_copy('after')} | {r['before_vector_ops']} / {r['after_vector_ops']} |")
        out.append("\n`@gemm alone` is the unfused sequence's library call by itself (the program "
                   "without the bias add and relu): the part of unfused/fused that is the library "
                   "(the f32 gemm's default library, oneDNN's matmul at 512 and OpenBLAS's sgemm "
                   "at 1024, against oneDNN's matmul with post-ops), not the remainder.\n")
        out.append("| kernel | shape | fused launch | (ms) | unfused sequence | unfused, "
                   "scalar remainder (ms) | unfused, vectorized remainder (ms) | @gemm alone (ms) | "
                   "before/fused | after/fused | gemm alone/fused |")
        out.append("|---|---|---|---:|---|---:|---:|---:|---:|---:|---:|")
        for r in rem["gemm"]:
            seq = ", ".join(r["unfused_launches"]) + f" + {r['unfused_linalg_ops']} linalg ops"
            out.append(f"| {r['kernel']} | {r['label']} | {', '.join(r['fused_launches'])} | "
                       f"{fmt(r['fused'])} | {seq} | {fmt(r['unfused_before'])} | "
                       f"{fmt(r['unfused_after'])} | {fmt(r.get('gemm_alone'))} | "
                       f"{ratio(r['unfused_before'], r['fused']):.2f} | "
                       f"{ratio(r['unfused_after'], r['fused']):.2f} | "
                       f"{ratio(r['gemm_alone'], r['fused']) if r.get('gemm_alone') else 0:.2f} |")
    if res.get("zoo_rows"):
        out.append("\n## Zoo fusion: fused launches against separate primitives\n")
        when("zoo")
        out.append("The zoo's fused convolutions at their models' shapes (224x224 inputs), "
                   "NHWC activations in 64-byte aligned buffers, as the channels-last pipeline "
                   "allocates and passes them, constant "
                   "filters prepared once on both sides (`kmatch-bench-zoo-fusion`, "
                   "bench/zoo_fusion.cpp). (f) is the launch through kmatch's shim; (s) the same "
                   "library's primitives run separately: the convolution (on the NHWC buffers "
                   "themselves where oneDNN runs the same implementation there, as the shim "
                   "does, docs/Runtime.md, Activation layouts; otherwise with the reorders its "
                   "layouts need), batch normalization, the residual add and relu. "
                   f"{ZOO_ROUNDS} rounds of one call each, alternating which goes first, "
                   "after 10 calls each. The goal is f/s <= 1.1.\n")
        out.append("| launch | where | N, C->F, HW, K, stride | (f) fused | (s) separate | f/s | "
                   "separate primitives |")
        out.append("|---|---|---|---:|---:|---:|---|")
        names = {"bn_act": "conv2d_bn_act (relu)", "bn_add_act": "conv2d_bn_add_act (relu)",
                 "bn_add": "conv2d_bn_add_act (none)"}
        for r in res["zoo_rows"]:
            n, c, f, hw, k, st = r["shape"]
            fs = (f"{ratio(r['fused'], r['separate']):.2f}" if r.get("fused") and
                  r.get("separate") else f"failed ({r['returncode']})")
            out.append(f"| {names[r['kind']]} | {r['where']} | {n}, {c}->{f}, {hw}, {k}x{k}, "
                       f"{st} | {fmt(r.get('fused'))} | {fmt(r.get('separate'))} | {fs} | "
                       f"{r['separate_impls']} |")
    if res.get("model_rows"):
        out.append("\n## Models against PyTorch\n")
        when("models")
        out.extend(models.models_markdown(res["model_rows"]))
    if res.get("real_model_rows"):
        out.append("\n## Real exporter models against PyTorch\n")
        when("realmodels")
        out.extend(models.real_markdown(res["real_model_rows"]))
    if rw:
        out.append("\n## Rewrite speed\n")
        when("rewrite")
        out.append(f"A generated module of {rw['ops']} linalg ops (a quarter each: matmul, "
                   "max-plus near miss, elementwise add, exp). Whole-process wall time in seconds. "
                   f"The first four rows take their commands in turn, {REWRITE_REPS} times, so that a drift "
                   "of the machine's speed moves them alike.\n")
        out.append("| command | seconds |")
        out.append("|---|---:|")
        out.append(f"| kmatch-opt parse + print (baseline) | {fmt(rw['parse_print'])} |")
        out.append(f"| kmatch-opt --kmatch-apply-templates (full catalog, warm cache) | {fmt(rw['kmatch'])} |")
        out.append(f"| mlir-opt-22 --linalg-specialize-generic-ops | {fmt(rw['upstream_specialize'])} |")
        out.append(f"| template load, cold cache (runs mlir-pdll on every template) | {fmt(rw['load_cold'])} |")
        out.append(f"| template load, warm cache | {fmt(rw['load_warm'])} |")
        out.append(f"| kmatch-opt start-up on an empty module, no pass | {fmt(rw['startup'])} |")
        if rw.get("one_function"):
            out.append(f"| kmatch-opt parse + print, {rw['one_function_ops']} ops in one function on "
                       f"shared buffers | {fmt(rw['one_function_parse_print'])} |")
            out.append(f"| kmatch-opt --kmatch-apply-templates, the same | {fmt(rw['one_function'])} |")
        if rw.get("upstream_startup"):
            out.append(f"| mlir-opt-22 parse + print (specialize's baseline) | "
                       f"{fmt(rw['upstream_parse_print'])} |")
            out.append(f"| mlir-opt-22 start-up on an empty module, no pass | "
                       f"{fmt(rw['upstream_startup'])} |")
        med = lambda k: rw[k]["median"]
        over_k = med("kmatch") - med("parse_print")
        over_u = med("upstream_specialize") - rw.get("upstream_parse_print", rw["parse_print"])["median"]
        out.append("\nCost over each tool's own parse + print (medians): kmatch's full catalog "
                   f"{over_k:.3f} s, upstream specialize {over_u:.3f} s ({over_k / over_u:.2f}x). "
                   "Warm template load over kmatch-opt's start-up (the same process with and "
                   f"without the pass, on an empty module): {1000 * (med('load_warm') - med('startup')):.0f} ms; "
                   f"the start-up itself ({1000 * med('startup'):.0f} ms) is loading libMLIR and "
                   "running its static initializers, as upstream mlir-opt's "
                   f"({1000 * rw['upstream_startup']['median']:.0f} ms)." if rw.get("upstream_startup") else "")
        if rw.get("one_function"):
            out.append(f"\nThe {rw['one_function_ops']} ops in one function: every op of a kind reads "
                       "or writes the same buffers, so a template that pairs two statements on a buffer "
                       "(a fill and its gemm, two gemms into a syr2k) has every other op of the function "
                       "as a candidate partner. The costly checks run after the cheap ones "
                       "(docs/Using.md, How templates are applied); the time left grows with the square "
                       "of such a function's ops.")
    if "isa" in res or res.get("rows"):
        out.append("\n![speedup and overhead](results.png)\n")
    return out


def goals(res):
    """The goals of the performance issues, each checked against the run's
    own numbers, per ISA where that ISA was measured."""
    out = ["\n## Goals against this run\n",
           "Generated from the tables above (nothing here is written by hand). A goal row says "
           "`no` where the run misses it, `-` where the run did not measure it.\n",
           "| goal | ISA | measured | met |", "|---|---|---|---|"]
    def row(goal, isa, text, met):
        out.append(f"| {goal} | {isa} | {text} | {'-' if met is None else 'yes' if met else 'no'} |")
    by_isa = [("native", res)] + sorted(res.get("isa", {}).items())
    model_rows = [r for r in res.get("model_rows") or [] if "isa" in r]
    for isa in sorted({r["isa"] for r in model_rows}, key=lambda i: i != "native"):
        rs = [r for r in model_rows if r["isa"] == isa]
        ratios = [(f"{r['model']} b{r['batch']}", models.ratio(r, "c")) for r in rs]
        worst = min((v for _, v in ratios if v is not None), default=None)
        text = "; ".join(f"{n} {v:.2f}" if v is not None else f"{n} -" for n, v in ratios)
        row(f"kmatch >= {models.GOAL}x PyTorch eager (c/b), every model, batch 1 and 8", isa,
            text, None if worst is None else all(v is not None and v >= models.GOAL
                                                  for _, v in ratios))
    real_rows = res.get("real_model_rows") or []
    for isa in sorted({r["isa"] for r in real_rows}, key=lambda i: i != "native"):
        ratios = [(r["model"], models.ratio(r, "c")) for r in real_rows if r["isa"] == isa]
        text = "; ".join(f"{n} {v:.2f}" if v is not None else f"{n} -" for n, v in ratios)
        row(f"kmatch >= {models.GOAL}x PyTorch eager (c/b), every real exporter model, batch 1",
            isa, text, all(v is not None and v >= models.GOAL for _, v in ratios))
    for isa, sub in by_isa:
        for r in sub.get("rows") or []:
            if r["kernel"] == "gemm" and r["type"] == "f32" and r.get("b_auto"):
                v = ratio(r["b_auto"], r["c"])
                row(f"sgemm n = {r['n']} within 10% of direct OpenBLAS (b'/c)", isa, f"{v:.2f}",
                    v <= 1.1)
            if r["kernel"] == "syrk" and r["n"] == 1024 and r.get("gemm_same"):
                v1, v0 = ratio(r["b"], r["gemm_same"]), ratio(r["b_overwrite"], r["gemm_overwrite"])
                row("syrk <= 0.6x gemm at n = 1024 (C += A*A^T; C = A*A^T)", isa,
                    f"{v1:.2f}; {v0:.2f}", max(v1, v0) <= 0.6)
        for r in sub.get("fused_rows") or []:
            if r["kernel"] == "gemm_bias_relu" and r.get("c"):
                v = ratio(r["b"], r["c"])
                row(f"gemm_bias_act {r['label']} <= 1.1x direct oneDNN (b/c)", isa, f"{v:.2f}",
                    v <= 1.1)
        zoo = [(r, ratio(r["fused"], r["separate"])) for r in sub.get("zoo_rows") or []
               if r.get("fused") and r.get("separate")]
        if zoo:
            worst = max(zoo, key=lambda x: x[1])
            row("no zoo launch over 1.1x the separate primitives (f/s)", isa,
                f"{worst[1]:.2f} at worst ({worst[0]['where']}, {worst[0]['kind']})",
                worst[1] <= 1.1 and len(zoo) == len(sub["zoo_rows"]))
        fus = [(r, ratio(r["unfused"], r["fused"])) for r in sub.get("fusion_rows") or []]
        if fus:
            worst = min(v for _, v in fus)
            row("fused never slower than unfused (unfused/fused >= 1)", isa,
                f"{worst:.2f} at worst ({min(fus, key=lambda x: x[1])[0]['label']})", worst >= 1.0)
    return out


def short_label(r):
    """64-64/56 3x3 (C-F/HW) for a conv, 512^3 for a square gemm."""
    if r["kernel"].startswith("gemm"):
        m, k, n = r["shape"]
        return f"{m}^3" if m == k == n else f"{m}x{k}x{n}"
    c, f, hw, k, _ = r["shape"]
    return f"{c}-{f}/{hw} {k}x{k}"


def chart(res):
    if not shutil.which("gnuplot"):
        print("bench: gnuplot not available; no chart")
        return
    data = os.path.join(TMP, "chart.dat")
    with open(data, "w") as f:
        for r in res.get("rows", []):
            a = r.get("a")
            f.write(f"\"{r['kernel']} {r['type']} {r['n']}\" {ratio(a, r['b']) if a else 0:.3f} "
                    f"{ratio(r['b'], r['c']):.3f}\n")
        for r in res.get("conv_rows", []) + res.get("fused_rows", []):
            a = r.get("a")
            name = {"conv2d": "conv", "conv2d_bias_relu": "conv+b+relu",
                    "gemm_bias_relu": "gemm+b+relu"}[r["kernel"]]
            f.write(f"\"{name} {short_label(r)}\" "
                    f"{ratio(a, r['b']) if a else 0:.3f} {ratio(r['b'], r['c']):.3f}\n")
    fusion = os.path.join(TMP, "fusion.dat")
    with open(fusion, "w") as f:
        for r in res.get("fusion_rows", []):
            name = "conv" if r["kernel"].startswith("conv") else "gemm"
            f.write(f"\"{name}+b+relu {short_label(r)}\" "
                    f"{ratio(r['unfused'], r['fused']):.3f}\n")
    panels = 3 if res.get("fusion_rows") else 2
    script = f"""
set terminal png size {800 * panels},560
set output '{ROOT}/bench/results.png'
set multiplot layout 1,{panels}
set style data histograms
set style fill solid 0.8
set bmargin 9
set xtics rotate by -60 font ',8'
set title 'speedup over default lowering (a/b, log)'
set logscale y
plot '{data}' using 2:xtic(1) notitle
unset logscale y
set title 'shim overhead b/c (1 = direct OpenBLAS / oneDNN)'
set yrange [0:*]
plot '{data}' using 3:xtic(1) notitle, 1 with lines notitle
"""
    if panels == 3:
        script += f"""set title 'fusion: unfused / fused time (kmatch)'
plot '{fusion}' using 2:xtic(1) notitle, 1 with lines notitle
"""
    script += "unset multiplot\n"
    subprocess.run(["gnuplot"], input=script, text=True, check=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The driver behind scripts/bench.sh (see there). Standard library only."""
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

ROOT = os.environ["ROOT"]
BUILD = os.environ["BUILD"]
QUICK = os.environ.get("QUICK") == "1"
LLVM = "/usr/lib/llvm-22"
KOPT = f"{BUILD}/bin/kmatch-opt"
DIRECT = f"{BUILD}/bin/kmatch-bench-direct"
RUNNER = [f"{LLVM}/bin/mlir-runner", "-e", "main", "-entry-point-result=void", "-O3",
          f"-shared-libs={BUILD}/lib/libkmatch_rt_cpu.so,{LLVM}/lib/libmlir_runner_utils.so,"
          f"{LLVM}/lib/libmlir_c_runner_utils.so"]
TMP = tempfile.mkdtemp(prefix="kmatch-bench-")
# (a) is skipped where one run of the default lowering is expected to take
# longer than this many seconds (estimated from the previous size, n^3).
DEFAULT_LIMIT_S = 20.0

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


def summarize(ts):
    if not ts:
        return None
    ts = ts[1:] if len(ts) > 2 else ts  # drop the first (warm-up) run
    return {"median": statistics.median(ts), "min": min(ts), "max": max(ts), "n": len(ts)}


def flops(kernel, n):
    return {"gemm": 2 * n ** 3, "syrk": 2 * n ** 3, "gemv": 2 * n ** 2}[kernel]


def main():
    rows = []
    sizes = [256, 512, 1024] if QUICK else [256, 512, 1024, 2048]
    cases = [("gemm", t, n) for t in ("f32", "f64") for n in sizes]
    cases += [("syrk", "f32", n) for n in sizes[:3]]
    cases += [("gemv", "f32", n) for n in (1024, 4096)]
    default_estimate = {}
    for kernel, t, n in cases:
        reps = 7 if n <= 1024 else 4
        row = {"kernel": kernel, "type": t, "n": n}
        key = (kernel, t)
        est = default_estimate.get(key)
        scale = (n ** 3) if kernel != "gemv" else n ** 2
        if est is not None and est * scale > DEFAULT_LIMIT_S * 1000:
            row["a"] = None
            row["a_note"] = f"skipped: estimated {est * scale / 1000:.0f} s per run"
        else:
            ra = min(reps, 3)
            row["a"] = summarize(run_program(program(kernel, t, n, ra), f"{kernel}-{t}-{n}-a",
                                             "backend=cpu apply-templates=false"))
            default_estimate[key] = row["a"]["median"] / scale
        row["b"] = summarize(run_program(program(kernel, t, n, reps), f"{kernel}-{t}-{n}-b",
                                         "backend=cpu"))
        row["c"] = summarize(direct(kernel, t, n, reps))
        if kernel == "syrk":
            # The same A*A^T through gemm: a copy of A as the second operand.
            src = program("syrk", t, n, reps).replace("ins(%A, %A :", "ins(%A, %A2 :")
            row["gemm_same"] = summarize(run_program(src, f"syrk-as-gemm-{t}-{n}", "backend=cpu"))
        rows.append(row)
        print(json.dumps(row), flush=True)
    # Small sizes again with one OpenBLAS thread: separates the shim's own cost
    # from OpenBLAS waking its worker threads inside the JIT process.
    single = []
    env1 = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    for n in (256, 512):
        src = program("gemm", "f32", n, 15)
        single.append({"n": n,
                       "b": summarize(run_program(src, f"gemm-1t-{n}", "backend=cpu", env1)),
                       "c": summarize(direct("gemm", "f32", n, 15, env1))})
        print(json.dumps(single[-1]), flush=True)
    rewrite = rewrite_speed()
    write_results(rows, rewrite, single)
    chart(rows)
    shutil.rmtree(TMP, ignore_errors=True)


def generate_module(path, count):
    """About `count` linalg ops: contractions, elementwise ops, near misses."""
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
    with open(path, "w") as f:
        f.write("\n".join(parts))


def timed(cmd, env=None, reps=3):
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
        ts.append(time.perf_counter() - t0)
    return {"median": statistics.median(ts), "min": min(ts), "max": max(ts), "n": len(ts)}


def rewrite_speed():
    path = os.path.join(TMP, "big.mlir")
    n_ops = 10000
    generate_module(path, n_ops)
    env = dict(os.environ)
    warm_cache = os.path.join(TMP, "cache-warm")
    env["KMATCH_CACHE_DIR"] = warm_cache
    subprocess.run([KOPT, path, "--kmatch-apply-templates", "-o", "/dev/null"], check=True, env=env)
    res = {
        "ops": n_ops,
        "parse_print": timed([KOPT, path, "-o", "/dev/null"]),
        "kmatch": timed([KOPT, path, "--kmatch-apply-templates", "-o", "/dev/null"], env),
        "upstream_specialize": timed([f"{LLVM}/bin/mlir-opt", path, "--linalg-specialize-generic-ops",
                                      "-o", "/dev/null"]),
    }
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
    res["load_warm"] = timed([KOPT, small, "--kmatch-apply-templates", "-o", "/dev/null"], env)
    res["startup"] = timed([KOPT, small, "-o", "/dev/null"])
    print(json.dumps(res), flush=True)
    return res


def fmt(s, unit="ms"):
    if s is None:
        return "-"
    return f"{s['median']:.3f} ({s['min']:.3f}-{s['max']:.3f})"


def machine():
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
    return cpu, os.cpu_count(), pkg("libopenblas0-pthread") or pkg("libopenblas-dev"), pkg("libmlir-22-dev")


def write_results(rows, rw, single):
    cpu, cores, openblas, mlir = machine()
    out = []
    out.append("# kmatch benchmark results\n")
    out.append(f"Measured by `scripts/bench.sh` on {datetime.date.today().isoformat()}: {cpu}, "
               f"{cores} cores, OpenBLAS {openblas}, MLIR {mlir}. Times are medians of repeated runs "
               "(first run dropped as warm-up) with min-max in parentheses, in milliseconds, "
               "timed inside the program around the kernel call (JIT compile excluded).\n")
    out.append("Columns: (a) MLIR's default lowering of the same program (no kmatch); "
               "(b) the program rewritten by kmatch on the CPU backend; (c) the same OpenBLAS routine "
               "called directly from C++ on the same sizes. b/c is the shim overhead, a/b the speedup.\n")
    out.append("| kernel | type | n | (a) default | (b) kmatch | (c) direct | GFLOP/s (b) | b/c | a/b |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        a, b, c = r.get("a"), r["b"], r["c"]
        gf = flops(r["kernel"], r["n"]) / (b["median"] * 1e6)
        bc = b["median"] / c["median"]
        ab = f"{a['median'] / b['median']:.1f}x" if a else r.get("a_note", "-")
        out.append(f"| {r['kernel']} | {r['type']} | {r['n']} | {fmt(a) if a else '-'} | {fmt(b)} | "
                   f"{fmt(c)} | {gf:.1f} | {bc:.2f} | {ab} |")
    out.append("\n## Small gemm with one OpenBLAS thread\n")
    out.append("With OpenBLAS's default two threads, small launches inside `mlir-runner` pay a few "
               "milliseconds (about one scheduler tick) for waking OpenBLAS's worker thread, which "
               "the C++ driver does not; with `OPENBLAS_NUM_THREADS=1` the two agree, so that cost is "
               "not the shim's own.\n")
    out.append("| n | (b) kmatch, 1 thread | (c) direct, 1 thread | b/c |")
    out.append("|---:|---:|---:|---:|")
    for r in single:
        out.append(f"| {r['n']} | {fmt(r['b'])} | {fmt(r['c'])} | {r['b']['median'] / r['c']['median']:.2f} |")
    syrk = [r for r in rows if r["kernel"] == "syrk"]
    if syrk:
        out.append("\n## syrk vs gemm on the same A*A^T (both through kmatch)\n")
        out.append("| n | syrk (ms) | gemm (ms) | gemm/syrk |")
        out.append("|---:|---:|---:|---:|")
        for r in syrk:
            out.append(f"| {r['n']} | {fmt(r['b'])} | {fmt(r['gemm_same'])} | "
                       f"{r['gemm_same']['median'] / r['b']['median']:.2f} |")
        out.append("\nkmatch's syrk writes all of C (BLAS computes one triangle into scratch, "
                   "then C = P + beta*C elementwise), so its advantage over gemm is smaller than "
                   "the bare BLAS routine's.")
    out.append("\n## Rewrite speed\n")
    out.append(f"A generated module of {rw['ops']} linalg ops (a quarter each: matmul, "
               "max-plus near miss, elementwise add, exp). Whole-process wall time in seconds.\n")
    out.append("| command | seconds |")
    out.append("|---|---:|")
    out.append(f"| kmatch-opt parse + print (baseline) | {fmt(rw['parse_print'])} |")
    out.append(f"| kmatch-opt --kmatch-apply-templates (full catalog, warm cache) | {fmt(rw['kmatch'])} |")
    out.append(f"| mlir-opt-22 --linalg-specialize-generic-ops | {fmt(rw['upstream_specialize'])} |")
    out.append(f"| template load, cold cache (runs mlir-pdll on every template) | {fmt(rw['load_cold'])} |")
    out.append(f"| template load, warm cache | {fmt(rw['load_warm'])} |")
    out.append(f"| kmatch-opt start-up on an empty module, no pass | {fmt(rw['startup'])} |")
    out.append("\n![speedup and overhead](results.png)\n")
    with open(os.path.join(ROOT, "bench", "RESULTS.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    with open(os.path.join(ROOT, "bench", "results.json"), "w") as f:
        json.dump({"rows": rows, "rewrite": rw}, f, indent=1)


def chart(rows):
    if not shutil.which("gnuplot"):
        print("bench: gnuplot not available; no chart")
        return
    data = os.path.join(TMP, "chart.dat")
    with open(data, "w") as f:
        for r in rows:
            a = r.get("a")
            speed = a["median"] / r["b"]["median"] if a else 0
            f.write(f"\"{r['kernel']} {r['type']} {r['n']}\" {speed:.3f} "
                    f"{r['b']['median'] / r['c']['median']:.3f}\n")
    script = f"""
set terminal png size 1100,500
set output '{ROOT}/bench/results.png'
set multiplot layout 1,2
set style data histograms
set style fill solid 0.8
set xtics rotate by -45 font ',8'
set title 'speedup over default lowering (a/b, log)'
set logscale y
plot '{data}' using 2:xtic(1) notitle
unset logscale y
set title 'shim overhead b/c (1 = direct OpenBLAS)'
set yrange [0:*]
plot '{data}' using 3:xtic(1) notitle, 1 with lines notitle
unset multiplot
"""
    subprocess.run(["gnuplot"], input=script, text=True, check=True)


if __name__ == "__main__":
    main()

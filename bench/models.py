#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The model section of scripts/bench.sh: whole networks against PyTorch, each
built the way a user deploys it, on the CPUs users have.

For each model of the zoo (test/corpus/models/gen_models.py), batch size (1,
8) and ISA (the machine's native one, and capped at AVX2:
ONEDNN_MAX_CPU_ISA=AVX2, OPENBLAS_CORETYPE=Haswell, ATEN_CPU_CAPABILITY=avx2,
the module compiled for x86-64-v3):
  (b) kmatch: the module compiled by `kmatch-compile` (the one documented AOT
      command) into a shared library, called through its C entry point
      `_mlir_ciface_forward` by a generated C++ driver that passes the input
      and weights as buffers (the zoo's seeded hash);
  (c) PyTorch eager and (d) PyTorch `torch.jit.trace` + `freeze`, torchvision's
      own model definitions with the same weights (bench/models_torch.py,
      Debian's /usr/bin/python3).
The protocol is the same for all three: one process each, the same thread
count (OMP_NUM_THREADS and torch.set_num_threads), the same OpenBLAS and
heap policy (PyTorch gets what kmatch's CPU runtime sets up for its own
process: see peer_env), denormals not flushed on either side, at least 10 warm-up calls each, then 7 interleaved rounds
of 3 calls each (3 and 2 with --quick; the order rotates every round; 0.2 s of idle time
before each, so that the last process's OpenMP workers stop spinning), and
the median and min-max of every timed call. A separate run of the kmatch driver with
KMATCH_PROFILE writes the output, checked against PyTorch's
(test/corpus/models/torch_ref.py), and counts the reference primitives
oneDNN created. Standard library only.

The real exporter models (test/corpus/real, REAL_MODELS below) get the same
protocol at batch 1, with bench/real_torch.py as PyTorch's side.

Run on its own: ROOT=. BUILD=build python3 bench/models.py [--quick] [--real]
[--only=FILE,...] (--only: those real models, by file name)
(scripts/bench.sh --only models,realmodels does it and renders RESULTS.md).
"""
import functools
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.environ.get("ROOT", os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD", os.path.join(ROOT, "build"))
ZOO = os.path.join(ROOT, "test", "corpus", "models")
TORCH_PYTHON = "/usr/bin/python3"

# (model, spatial size or sequence length): torchvision's CNNs at the size
# they are trained at, the zoo's blocks at a working size.
MODELS = [("resnet18", 224), ("mobilenet_v3_small", 224), ("squeezenet1_1", 224),
          ("transformer_block", 128), ("convnext_block", 56)]
BATCHES = (1, 8)
REAL = os.path.join(ROOT, "test", "corpus", "real", "ir")
# Real exporter output (test/corpus/real): (file, PyTorch peer, what
# bench/real_torch.py needs to give the peer the file's weights). Batch 1:
# the files are exported at one shape.
REAL_MODELS = [
    ("resnet50_optipim", "resnet50", {"bias": 1.0}),
    ("efficientnet_b0_nelli", "efficientnet_b0", {"bias": 0.0}),
    ("efficientnet_v2_s_nelli", "efficientnet_v2_s", {"bias": "file"}),
    ("mobilenet_v3_small_nelli", "mobilenet_v3_small", {"bias": 0.0}),
    ("mobilenet_v3_large_nelli", "mobilenet_v3_large", {"bias": "file"}),
    # TF/Keras through IREE: Keras' MobileNetV3Small, which torchvision does
    # not define (its SE blocks, hard-swish placement and head differ), so
    # torchvision's mobilenet_v3_small is a peer for time only. `@predict`
    # takes NHWC; the file's `@main` prints with MLIR's runner utils.
    ("mobilenet_v3_tf", "mobilenet_v3_small",
     {"entry": "predict", "link": ["-lmlir_runner_utils"], "input_layout": "nhwc",
      "time_only": True, "no_compare": "peer for time only (Keras architecture)"}),
    # Keras ResNet50 (v1: biased convs, stride in the first 1x1 of a block)
    # and TF's MobileNetV2 with batch norm, both as IREE imports them
    # (plaidml/tpp-mlir): torchvision's resnet50 and mobilenet_v2 are their
    # peers for time only (same layer shapes, not the same network).
    ("keras_resnet50_tpp", "resnet50",
     {"entry": "resnet50v1", "input_layout": "nhwc", "time_only": True,
      "no_compare": "peer for time only (Keras architecture)"}),
    ("tf_mobilenet_v2_bn_tpp", "mobilenet_v2",
     {"entry": "mobilenet", "input_layout": "nhwc", "time_only": True,
      "no_compare": "peer for time only (TF architecture, 1001 classes)"}),
    ("mobilenet_v2_nelli", "mobilenet_v2", {"bias": 0.0}),
    ("resnet18_nelli", "resnet18", {"bias": "file"}),
    ("squeezenet1_1_nelli", "squeezenet1_1", {"bias": "file"}),
    # Its output is rounding noise around 0 on every side (kmatch 0, MLIR's
    # default lowering 4e-29, PyTorch 4e-25): the classifier's weights are one
    # splat, so each logit is that value times the sum of the final
    # LayerNorm's outputs, which is 0 up to rounding.
    ("convnext_tiny_nelli", "convnext_tiny", {"bias": 0.0,
                                              "no_compare": "rounding noise"}),
    ("alexnet_optipim", "alexnet", {"bias": 1.0}),
    ("alexnet_nelli", "alexnet", {"bias": "file"}),
    # Every conv carries a batch norm of constant statistics (mean 0,
    # variance 1, gamma 1, beta 0): PyTorch's defaults, which build() keeps.
    ("googlenet_nelli", "googlenet", {"bias": "file"}),
    ("vgg11_nelli", "vgg11", {"bias": "file"}),
    # The file's attention mask selects -inf for every score (it compares the
    # additive mask, 0 where a token is kept, with 0), so it computes NaN for
    # every input, on the default lowering as through kmatch.
    ("bert_optipim", "bert", {"all_params": 1.0, "vocab": 30522,
                              "no_compare": "NaN in the file"}),
    # The file holds one weight per tensor shape (the exporter's CSE merged
    # same-shaped ones), which no GPT-2 parameter assignment reproduces: the
    # peer (GPT-2 small in torch.nn) is for time only.
    ("gpt2_fuseflow", "gpt2", {"vocab": 50257,
                               "no_compare": "peer for time only (file's weights)"}),
    # TensorFlow's MobileBERT for SQuAD through IREE: word ids, token-type ids
    # and the attention mask (i32, 384 tokens). Its peer is MobileBERT written
    # with torch.nn after Hugging Face's, for time only.
    ("mobilebert_tf_tpp", "mobilebert",
     {"entry": "main", "vocab": [30522, 2, 2],
      "no_compare": "peer for time only (PyTorch's initialization)"}),
]
WARMUP = 10
# (name, environment, llc's -mcpu for the module)
ISAS = [("native", {}, "native"),
        ("AVX2", {"ONEDNN_MAX_CPU_ISA": "AVX2", "OPENBLAS_CORETYPE": "Haswell",
                  "ATEN_CPU_CAPABILITY": "avx2"}, "x86-64-v3")]
ISA_VARS = ("ONEDNN_MAX_CPU_ISA", "DNNL_MAX_CPU_ISA", "OPENBLAS_CORETYPE",
            "ATEN_CPU_CAPABILITY")
# The goal of the performance issue: kmatch at least this much faster than
# PyTorch eager, median against median.
GOAL = 1.2

DRIVER = r"""// Generated by bench/models.py: times the C entry point of one model.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

template <typename T, int R> struct MemRef {
  T *allocated, *aligned;
  int64_t offset, sizes[R], strides[R];
};

/// The function's results, in order (the C interface returns several as one
/// struct).
struct Results {
@RESULTS@
};

extern "C" void _mlir_ciface_@ENTRY@(@SIGNATURE@);

/// test/corpus/models/gen_models.py's hash_fill, bit for bit.
static std::vector<float> fill(int64_t n, uint64_t seed, float scale, float offset) {
  std::vector<float> v(n);
  const uint64_t mask = 0xFFFFFFFFull;
  for (int64_t i = 0; i < n; ++i) {
    uint64_t h = (uint64_t(i) * 2654435761ull + (((seed + 1) * 0x85EBCA77ull) & mask)) & mask;
    h ^= h >> 15;
    h = (h * 739982445ull) & mask;
    h ^= h >> 12;
    float x = float(h >> 8) * 0x1p-23f - 1.0f;
    v[i] = x * scale + offset;
  }
  return v;
}

/// bench/real_torch.py's token_ids.
template <typename T> static std::vector<T> tokens(int64_t n, int64_t vocab) {
  std::vector<T> v(n);
  for (int64_t i = 0; i < n; ++i)
    v[i] = T((i * 7919 + 13) % vocab);
  return v;
}

template <typename T, int R>
static MemRef<T, R> *view(std::vector<T> &data, const int64_t (&shape)[R]) {
  auto *m = new MemRef<T, R>{data.data(), data.data(), 0, {}, {}};
  int64_t stride = 1;
  for (int d = R - 1; d >= 0; --d) {
    m->sizes[d] = shape[d];
    m->strides[d] = stride;
    stride *= shape[d];
  }
  return m;
}

template <typename T, int R> static void write(FILE *f, const MemRef<T, R> &m) {
  int64_t count = 1;
  for (int d = 0; d < R; ++d) count *= m.sizes[d];
  for (int64_t i = 0; i < count; ++i) {
    int64_t off = m.offset, rest = i;
    for (int d = R - 1; d >= 0; --d) {
      off += (rest % m.sizes[d]) * m.strides[d];
      rest /= m.sizes[d];
    }
    fprintf(f, "%.9g\n", double(m.aligned[off]));
  }
}

int main(int argc, char **argv) {
  // Serves bench/models.py: "run N" times N calls and prints their
  // milliseconds as a JSON list; "out PATH" makes one call and writes its
  // results there, one number per line; "quit" ends.
@SETUP@
  Results res;
  char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    char path[4000];
    int n = 0;
    if (sscanf(line, "run %d", &n) == 1) {
      std::vector<double> ms;
      for (int r = 0; r < n; ++r) {
        auto t0 = std::chrono::steady_clock::now();
        _mlir_ciface_@ENTRY@(@CALL@);
        auto t1 = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
@FREE@
      }
      printf("[");
      for (size_t i = 0; i < ms.size(); ++i)
        printf("%s%.4f", i ? ", " : "", ms[i]);
      printf("]\n");
      fflush(stdout);
    } else if (sscanf(line, "out %3999s", path) == 1) {
      _mlir_ciface_@ENTRY@(@CALL@);
      FILE *f = fopen(path, "w");
@WRITE@
      fclose(f);
@FREE@
      printf("ok\n");
      fflush(stdout);
    } else {
      break;
    }
  }
  return 0;
}
"""

CTYPES = {"f32": "float", "i64": "int64_t", "i32": "int32_t"}


def make_driver(spec, path):
    """Writes the driver of a sidecar: its arguments (the inputs, then the
    zoo's parameters, filled from the hash; an integer input gets token ids)
    and its results (spec["outputs"], default one: spec["output_shape"])."""
    args = spec.get("inputs", [spec["input"]]) + spec.get("params", [])
    outputs = spec.get("outputs") or [spec["output_shape"]]
    fields = [f"  MemRef<float, {len(o)}> r{k};" for k, o in enumerate(outputs)]
    sig = ["Results *"]
    setup, call, data = [], ["&res"], []
    for i, a in enumerate(args):
        ctype = CTYPES[a.get("dtype", "f32")]
        n = 1
        for d in a["shape"]:
            n *= d
        if a.get("dtype") in ("i64", "i32"):
            setup.append(f"  std::vector<{ctype}> d{i} = tokens<{ctype}>({n}, {a['vocab']});")
        else:
            scale, offset = a["scale_offset"]
            setup.append(f"  std::vector<float> d{i} = fill({n}, {a['seed']}, {scale!r}f, "
                         f"{offset!r}f);")
        shape = ", ".join(str(d) for d in a["shape"])
        setup.append(f"  static const int64_t s{i}[] = {{{shape}}};")
        setup.append(f"  auto *m{i} = view<{ctype}, {len(a['shape'])}>(d{i}, s{i});")
        sig.append(f"MemRef<{ctype}, {len(a['shape'])}> *")
        call.append(f"m{i}")
        data.append(f"(void *)d{i}.data()")
    # Free each returned buffer unless it is one of the arguments.
    free = []
    for k in range(len(outputs)):
        cond = " && ".join(f"(void *)res.r{k}.allocated != {p}" for p in data)
        free.append(f"        if ({cond}) free(res.r{k}.allocated);")
    text = (DRIVER.replace("@RESULTS@", "\n".join(fields))
            .replace("@ENTRY@", spec.get("entry", "forward"))
            .replace("@SIGNATURE@", ", ".join(sig))
            .replace("@SETUP@", "\n".join(setup))
            .replace("@CALL@", ", ".join(call))
            .replace("@WRITE@", "\n".join(f"      write(f, res.r{k});"
                                          for k in range(len(outputs))))
            .replace("@FREE@", "\n".join(free)))
    with open(path, "w") as f:
        f.write(text)


def build(mlir, driver, exe, mcpu, tmp, link=()):
    """Compiles `mlir` with kmatch-compile for `mcpu` into a shared library
    (`link`: more libraries it needs) and links the driver with it. Returns
    the compile seconds."""
    lib = os.path.join(tmp, os.path.basename(exe) + ".so")
    t0 = time.perf_counter()
    subprocess.run([f"{BUILD}/bin/kmatch-compile", mlir, "-o", lib, f"--mcpu={mcpu}"]
                   + (["--", *link] if link else []), check=True)
    compile_s = time.perf_counter() - t0
    subprocess.run(["g++", "-O2", driver, lib, "-o", exe,
                    f"-Wl,-rpath,{os.path.dirname(lib)}"], check=True)
    return compile_s


def runtime_heap():
    """What kmatch's CPU runtime sets for its own process at load, as glibc's
    environment variables: read from runtime/cpu/heap.cpp's mallopt calls,
    which stay the one place the values are written (32 MiB blocks kept in
    the heap, trimmed past 512 MiB of free top)."""
    with open(os.path.join(ROOT, "runtime", "cpu", "heap.cpp")) as f:
        text = f.read()
    env = {}
    for name in ("MMAP", "TRIM"):
        m = re.search(rf"mallopt\(M_{name}_THRESHOLD, (\d+) << (\d+)\)", text)
        if not m:
            raise SystemExit(f"models.py: no mallopt(M_{name}_THRESHOLD, ...) in heap.cpp")
        env[f"MALLOC_{name}_THRESHOLD_"] = str(int(m.group(1)) << int(m.group(2)))
    return env


@functools.lru_cache(maxsize=None)
def peer_env():
    """PyTorch's environment entries that give it what kmatch's CPU runtime
    gives its own process, so that the table compares the libraries and not
    the process setup:
    - the same OpenBLAS: Debian's PyTorch takes BLAS from libblas.so.3, which
      resolves to OpenBLAS's pthread variant unless the OpenMP variant's
      folder comes first; then OpenBLAS's workers and PyTorch's spinning
      OpenMP workers compete for the cores (BERT-base, 2 threads: 326 ms per
      call against 92 ms with the OpenMP variant, which the runtime loads:
      docs/Runtime.md, Threads and memory);
    - the same heap policy (runtime_heap): with glibc's defaults every call
      maps its large buffers afresh and page-faults them in (the zoo's
      ConvNeXt block at batch 8: 162 ms per eager call against 9.7 ms).
    Computed once per run; callers do not modify it."""
    env = runtime_heap()
    ldd = subprocess.run(["ldd", f"{BUILD}/lib/libkmatch_rt_cpu.so"], capture_output=True,
                         text=True).stdout
    m = re.search(r"libopenblas\.so\.0 => (\S+)/libopenblas\.so\.0", ldd)
    if m and os.path.exists(os.path.join(m.group(1), "libblas.so.3")):
        path = os.environ.get("LD_LIBRARY_PATH")
        env["LD_LIBRARY_PATH"] = m.group(1) + (":" + path if path else "")
    return env


def isa_env(env, threads, extra=None):
    """The environment of one ISA's processes."""
    e = {k: v for k, v in os.environ.items() if k not in ISA_VARS}
    e.update(env)
    e["OMP_NUM_THREADS"] = str(threads)
    e.update(extra or {})
    return e


class Server:
    """A process that answers one line per request line."""

    def __init__(self, argv, env, ready=None):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, env=env)
        if ready:
            line = self.p.stdout.readline().strip()
            if line != ready:
                raise RuntimeError(f"{argv[0]}: expected '{ready}', got '{line}'")

    def ask(self, request):
        self.p.stdin.write(request + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError(f"server exited on '{request}' ({self.p.wait()})")
        return line.strip()

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.close()
        except BrokenPipeError:
            pass
        return self.p.wait()


def summarize(ts):
    if not ts:
        return None
    return {"median": statistics.median(ts), "min": min(ts), "max": max(ts), "n": len(ts)}


def launches(mlir, entry="forward"):
    """The launches and the linalg ops left in `entry` after the templates."""
    p = subprocess.run([f"{BUILD}/bin/kmatch-opt", mlir, "--kmatch-apply-templates"],
                       capture_output=True, text=True, check=True)
    start = p.stdout.index(f"func.func @{entry}(")
    end = p.stdout.find("\n  func.func ", start)
    fwd = p.stdout[start:end if end >= 0 else len(p.stdout)]
    return len(re.findall(r"kernel\.launch", fwd)), len(re.findall(r"= linalg\.", fwd))


def measure(exe, side, env, threads, rounds, calls):
    """Times kmatch's driver and PyTorch's eager and traced modules in
    interleaved rounds, after WARMUP calls each."""
    kmatch = Server([exe], isa_env(env, threads))
    torch = Server([TORCH_PYTHON, os.path.join(ROOT, "bench", "models_torch.py"), side,
                    "--threads", str(threads), "--warmup", str(WARMUP)],
                   isa_env(env, threads, peer_env()), ready="ready")
    kmatch.ask(f"run {WARMUP}")
    times = {"b": [], "c": [], "d": []}
    order = [("b", lambda: kmatch.ask(f"run {calls}")),
             ("c", lambda: torch.ask(f"eager {calls}")),
             ("d", lambda: torch.ask(f"traced {calls}"))]
    for r in range(rounds):
        for key, request in order[r % 3:] + order[:r % 3]:
            # Let the other process's OpenMP workers stop spinning first.
            time.sleep(0.2)
            times[key] += json.loads(request())
    kmatch.close()
    torch.close()
    return {k: summarize(v) for k, v in times.items()}


def check_run(exe, side, env, threads, out, prof,
              checker=os.path.join(ZOO, "torch_ref.py")):
    """One profiled call of the driver: whether its output matches
    PyTorch's (`checker` SIDECAR OUTPUT; None: not compared), the reference primitives created
    and the kernels' rows."""
    s = Server([exe], isa_env(env, threads, {"KMATCH_PROFILE": prof}))
    s.ask(f"out {out}")
    s.close()
    ok = None
    if checker:
        check = subprocess.run([TORCH_PYTHON, checker, side, out], capture_output=True,
                               text=True)
        print(check.stdout.strip(), flush=True)
        ok = check.returncode == 0
    text = open(prof).read()
    m = re.search(r"reference primitives created: (\d+)", text)
    return ok, int(m.group(1)) if m else None


def time_row(row, name, exe, side, env, threads, rounds, calls):
    """Adds the timed columns (measure) to `row`, or the error that stopped
    them, and prints the row's medians."""
    peer = peer_env()
    row["torch_blas"] = (peer.get("LD_LIBRARY_PATH") or "the system's").split(":")[0]
    row["torch_heap"] = " ".join(f"{k}={v}" for k, v in peer.items() if k.startswith("MALLOC_"))
    try:
        row.update(measure(exe, side, env, threads, rounds, calls))
    except (RuntimeError, json.JSONDecodeError) as e:
        row["error"] = str(e)
    c = row.get("c") or {}
    b = row.get("b") or {}
    print(f"bench: {name} {row['isa']}: kmatch {b.get('median', float('nan')):.2f} ms, "
          f"eager {c.get('median', float('nan')):.2f} ms", flush=True)


def models_section(quick=False, threads=None):
    """Rows: one per (model, batch, ISA)."""
    threads = threads or os.cpu_count()
    rows = []
    tmp = tempfile.mkdtemp(prefix="kmatch-models-")
    models = MODELS[:2] if quick else MODELS
    rounds, calls = (3, 2) if quick else (7, 3)
    for model, size in models:
        for batch in ((1,) if quick else BATCHES):
            name = f"{model}-b{batch}"
            mlir = os.path.join(tmp, name + ".mlir")
            side = os.path.join(tmp, name + ".json")
            subprocess.run([sys.executable, os.path.join(ZOO, "gen_models.py"), model,
                            "--batch", str(batch), "--size", str(size), "-o", mlir,
                            "--params", side, "--aot"], check=True)
            with open(side) as f:
                spec = json.load(f)
            drv = os.path.join(tmp, name + ".cpp")
            make_driver(spec, drv)
            count, left = launches(mlir)
            for isa, env, mcpu in ISAS:
                row = {"model": model, "batch": batch, "isa": isa, "mcpu": mcpu,
                       "input": spec["input"]["shape"], "launches": count, "linalg": left,
                       "threads": threads, "rounds": rounds, "calls": calls}
                exe = os.path.join(tmp, f"{name}-{isa}")
                row["compile_b_s"] = build(mlir, drv, exe, mcpu, tmp)
                row["b_matches"], row["reference_primitives"] = check_run(
                    exe, side, env, threads, exe + ".out", exe + ".prof")
                time_row(row, name, exe, side, env, threads, rounds, calls)
                rows.append(row)
    return rows


TENSOR = re.compile(r"tensor<((?:\d+x)*)(f32|i64|i32)>")


def real_spec(name, torch_name, extra):
    """The sidecar of a real model: its input and results, read from its
    entry's signature (`@forward`, or extra["entry"])."""
    path = os.path.join(REAL, name + ".mlir")
    with open(path) as f:
        text = f.read()
    entry = extra.get("entry", "forward")
    # One line: the arguments, then the results up to the attributes (IREE's
    # imports give each argument and result an attribute dictionary).
    sig = re.search(rf"func\.func @{entry}\((.*)\) -> (.*)$", text, re.M)
    ins = [(m.group(1), m.group(2)) for m in TENSOR.finditer(sig.group(1))]
    outs = [m.group(1) for m in TENSOR.finditer(sig.group(2).split(" attributes ")[0])]
    # An integer argument holds token ids below its vocabulary size
    # (extra["vocab"]: one size, or one per argument).
    vocab = extra.get("vocab")
    vocabs = vocab if isinstance(vocab, list) else [vocab] * len(ins)
    if len(vocabs) != len(ins):
        raise RuntimeError(f"{path}: @{entry} takes {len(ins)} arguments, "
                           f"{len(vocabs)} vocabulary sizes given")
    inputs = []
    for (dims, dtype), v in zip(ins, vocabs):
        inp = {"shape": [int(d) for d in dims.rstrip("x").split("x")], "dtype": dtype,
               "seed": 0, "scale_offset": [1.0, 0.0]}
        if dtype != "f32":
            if v is None:
                raise RuntimeError(f"{path}: @{entry} takes {dtype} ids and no vocabulary "
                                   "size is given")
            inp["vocab"] = v
        inputs.append(inp)
    spec = {"model": name, "real": path, "torch": torch_name, "input": inputs[0],
            "inputs": inputs,
            "outputs": [[int(d) for d in o.rstrip("x").split("x")] for o in outs]}
    spec.update({k: v for k, v in extra.items() if k != "vocab"})
    return spec


def real_models_section(quick=False, threads=None, only=None):
    """Rows: one per (real model, ISA), batch 1, the protocol of
    models_section. `only`: the file names to run (all when None)."""
    threads = threads or os.cpu_count()
    rows = []
    tmp = tempfile.mkdtemp(prefix="kmatch-real-")
    rounds, calls = (3, 2) if quick else (7, 3)
    chosen = [m for m in REAL_MODELS if only is None or m[0] in only]
    unknown = set(only or ()) - {m[0] for m in REAL_MODELS}
    if unknown:
        raise SystemExit(f"models.py: no real model named {', '.join(sorted(unknown))}")
    for name, torch_name, extra in (chosen[:2] if quick else chosen):
        spec = real_spec(name, torch_name, extra)
        side = os.path.join(tmp, name + ".json")
        with open(side, "w") as f:
            json.dump(spec, f)
        drv = os.path.join(tmp, name + ".cpp")
        make_driver(spec, drv)
        count, left = launches(spec["real"], spec.get("entry", "forward"))
        for isa, env, mcpu in ISAS:
            row = {"model": name, "torch": torch_name, "batch": spec["input"]["shape"][0],
                   "isa": isa, "mcpu": mcpu, "input": spec["input"]["shape"],
                   "launches": count, "linalg": left, "threads": threads, "rounds": rounds,
                   "calls": calls}
            exe = os.path.join(tmp, f"{name}-{isa}")
            row["compile_b_s"] = build(spec["real"], drv, exe, mcpu, tmp, spec.get("link", ()))
            row["b_matches"], row["reference_primitives"] = check_run(
                exe, side, env, threads, exe + ".out", exe + ".prof",
                None if "no_compare" in spec else os.path.join(ROOT, "bench", "real_torch.py"))
            if "no_compare" in spec:
                row["b_matches"] = spec["no_compare"]
            time_row(row, name, exe, side, env, threads, rounds, calls)
            rows.append(row)
    return rows


def fmt(s):
    return "-" if not s else f"{s['median']:.2f} ({s['min']:.2f}-{s['max']:.2f})"


def ratio(r, k):
    return r[k]["median"] / r["b"]["median"] if r.get(k) and r.get("b") else None


def models_markdown(rows):
    if not rows:
        return []
    r0 = rows[0]
    if "isa" not in r0:
        return ["(measured with an earlier protocol: rerun `scripts/bench.sh --only models`)"]
    out = [f"Each model is compiled by `kmatch-compile` (the AOT command, docs/Deploying.md) into a "
           "shared library and called through its C entry point by a C++ driver that passes the "
           "input and weights as buffers. PyTorch runs torchvision's own definitions with the same "
           "weights. Both sides: one process each, "
           f"{r0['threads']} threads (OMP_NUM_THREADS, torch.set_num_threads), "
           + (f"the same OpenBLAS (PyTorch's libblas.so.3 from {r0['torch_blas']}, the OpenMP "
              "variant kmatch's runtime loads; with Debian's default pthread variant its "
              "OpenBLAS workers compete with its spinning OpenMP workers), "
              if r0.get("torch_blas", "").startswith("/") else
              "PyTorch on the system's libblas.so.3, ")
           + (f"the same heap policy (PyTorch under {r0['torch_heap']}, what kmatch's runtime "
              "sets for its process at load, runtime/cpu/heap.cpp; with glibc's defaults each "
              "eager call maps its large buffers afresh and page-faults them in: "
              "bench/models.py, peer_env), " if r0.get("torch_heap") else "")
           + f"denormals not flushed, {WARMUP} warm-up calls each, then {r0['rounds']} interleaved rounds of "
           f"{r0['calls']} calls of kmatch, eager and traced (the order rotating every round); "
           "times are the median (min-max) of every timed call, in ms. ISA `native` is this "
           "machine's; `AVX2` caps oneDNN (ONEDNN_MAX_CPU_ISA=AVX2), OpenBLAS "
           "(OPENBLAS_CORETYPE=Haswell) and PyTorch (ATEN_CPU_CAPABILITY=avx2, and the same "
           "oneDNN cap) and compiles the module for x86-64-v3. Columns: (b) kmatch, (c) "
           "PyTorch eager (`no_grad`), (d) PyTorch `jit.trace` + `freeze`; c/b > 1 means kmatch "
           f"is faster than eager (the goal is >= {GOAL})."
           " `calls / left` counts the launches and the linalg ops left on the default path; "
           "`ref` counts the reference primitives oneDNN created in a separate profiled run "
           "(KMATCH_PROFILE), and `out` whether that run's output matched PyTorch's.\n",
           "| model | input | ISA | (b) kmatch | (c) eager | (d) traced | c/b | d/b | "
           "calls / left | ref | out | compile (b) s |",
           "|---|---|---|---:|---:|---:|---:|---:|---|---:|---|---:|"]
    return out + table_rows(rows, lambda r: [r["model"]],
                            lambda r: f"{r['model']} batch {r['batch']} {r['isa']}")


def table_rows(rows, leading, name):
    """The rows of a model table, from its `leading` columns on, and the
    list of rows below the goal, each called `name`(row)."""
    out = []
    for r in rows:
        def rat(k):
            v = ratio(r, k)
            return "-" if v is None else f"{v:.2f}"
        cells = leading(r) + [
            "x".join(str(d) for d in r["input"]), r["isa"], fmt(r.get("b")), fmt(r.get("c")),
            fmt(r.get("d")), rat("c"), rat("d"), f"{r['launches']}/{r['linalg']}",
            str(r.get("reference_primitives", "-")), outcome(r), f"{r['compile_b_s']:.1f}"]
        out.append("| " + " | ".join(cells) + " |")
    below = [r for r in rows if (ratio(r, "c") or 0) < GOAL]
    out.append(f"\nRows below the goal (kmatch >= {GOAL}x PyTorch eager, median against "
               f"median): {len(below)} of {len(rows)}" + (":" if below else "."))
    for r in below:
        v = ratio(r, "c")
        out.append(f"- {name(r)}: "
                   + ("not measured: " + r.get("error", "") if v is None else f"{v:.2f}x"))
    return out


def outcome(r):
    """The out column: yes, NO, or why the output was not compared."""
    m = r.get("b_matches")
    return m if isinstance(m, str) else "yes" if m else "NO"


def real_markdown(rows):
    if not rows:
        return []
    r0 = rows[0]
    out = ["The real exporter models of test/corpus/real (torch-mlir output, and TF/Keras "
           "models lowered through IREE, copied from public repositories), batch 1 at the "
           "shape each was exported at, built and timed with the protocol above: "
           f"{r0['threads']} threads, {WARMUP} warm-up calls, {r0['rounds']} interleaved rounds "
           f"of {r0['calls']} calls. The files hold their weights as splat constants "
           "(one value per tensor; the optipim files 1.0 everywhere, so ResNet-50's and "
           "AlexNet's activations overflow to inf on both sides; in the nelli ResNet-18, "
           "SqueezeNet, AlexNet and MobileNetV3-large the relus leave no positive feature, so "
           "every logit is the classifier's bias, and `out` there checks little more than the "
           "head). PyTorch's peer "
           "is torchvision's definition with each layer's weight and bias set to the file's "
           "values for it (bench/real_torch.py); layers that read one constant in the file "
           "(ResNet-50's 54 weighted layers read 15) share one parameter in the peer, so that "
           "both sides stream the same bytes. For BERT, which torchvision lacks, the peer is "
           "BERT-base written with torch.nn (`nn.TransformerEncoderLayer`, PyTorch's fused "
           "inference path), every parameter 1.0 as in the file, its twelve layers sharing "
           "theirs as the file's do; for GPT-2, which torchvision lacks too, GPT-2 small "
           "written with torch.nn (pre-norm `nn.TransformerEncoderLayer`s under a causal mask, "
           "the LM head tied to the token embedding) with PyTorch's initialization, its blocks "
           "sharing one set of weights: the file holds one weight per tensor shape (its "
           "exporter's CSE merged same-shaped ones), which no assignment of GPT-2's parameters "
           "reproduces, so that peer is for time only and its output is not compared. "
           "MobileBERT (TensorFlow's, for SQuAD, 384 tokens: word ids, token-type ids and the "
           "mask as i32) is compared with MobileBERT written with torch.nn after Hugging "
           "Face's MobileBertForQuestionAnswering (24 layers, bottlenecks, four stacked "
           "feed-forward networks, NoNorm, trigram embeddings; 24.6 M parameters) with "
           "PyTorch's initialization, for time only. "
           "`out` compares the whole output with the peer's "
           "(non-finite values must be the same on both sides). The BERT file computes NaN for "
           "every input: its attention mask selects -inf for every score (it compares the "
           "additive mask, which is 0 where a token is kept, with 0), through kmatch as on "
           "MLIR's default lowering; its output is not compared, and the peer computes the "
           "finite BERT. ConvNeXt's output is rounding noise around 0 on every side (kmatch 0, "
           "MLIR's default lowering 4e-29, PyTorch 4e-25): the classifier's weights are one "
           "splat, so each logit is that value times the sum of the final LayerNorm's outputs, "
           "which is 0 up to rounding; it is not compared either. The TF MobileNetV3 "
           "(`@predict`, NHWC input) is Keras' MobileNetV3Small, which torchvision does not "
           "define: torchvision's mobilenet_v3_small, with PyTorch's initialization, on the same "
           "values in NCHW, is its peer for time only; so are torchvision's resnet50 and "
           "mobilenet_v2 for Keras' ResNet50 (v1 blocks) and TF's MobileNetV2 (1001 classes).\n",
           "| model | PyTorch peer | input | ISA | (b) kmatch | (c) eager | (d) traced | c/b | "
           "d/b | calls / left | ref | out | compile (b) s |",
           "|---|---|---|---|---:|---:|---:|---:|---:|---|---:|---|---:|"]
    return out + table_rows(rows, lambda r: [r["model"], r["torch"]],
                            lambda r: f"{r['model']} {r['isa']}")


if __name__ == "__main__":
    quick = "--quick" in sys.argv
    only = next((a.split("=", 1)[1].split(",") for a in sys.argv if a.startswith("--only=")),
                None)
    if "--real" in sys.argv:
        print("\n".join(real_markdown(real_models_section(quick, only=only))))
    else:
        print("\n".join(models_markdown(models_section(quick))))

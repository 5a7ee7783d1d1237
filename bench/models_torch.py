#!/usr/bin/env python3
"""Times one zoo model in PyTorch: eager and jit.trace + freeze.

models_torch.py SIDECAR.json [--threads N] [--reps N]: builds the network of
the sidecar (test/corpus/models/torch_ref.py, same weights), and prints JSON
{"eager": [ms...], "traced": [ms...]}, one entry per timed call after a
warm-up, under torch.no_grad() with torch.set_num_threads(N). Run it with
Debian's /usr/bin/python3 (python3-torch).
"""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "corpus", "models"))
import torch  # noqa: E402
import torch_ref  # noqa: E402


def timed(fn, x, reps):
    fn(x)  # warm-up
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn(x)
        ts.append((time.perf_counter() - t0) * 1e3)
    return ts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sidecar")
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--reps", type=int, default=10)
    a = ap.parse_args()
    with open(a.sidecar) as f:
        spec = json.load(f)
    torch.set_num_threads(a.threads)
    model = torch_ref.build(spec["model"], spec["input"]["shape"][1]).eval()
    state = model.state_dict()
    for p in spec["params"]:
        state[p["key"]] = torch_ref.hash_values(p["shape"], p["seed"], *p["scale_offset"])
    model.load_state_dict(state)
    inp = spec["input"]
    x = torch_ref.hash_values(inp["shape"], inp["seed"], *inp["scale_offset"])
    with torch.no_grad():
        eager = timed(model, x, a.reps)
        traced = torch.jit.freeze(torch.jit.trace(model, x).eval())
        traced(x)  # the profiling runs of the JIT executor
        frozen = timed(traced, x, a.reps)
    print(json.dumps({"eager": eager, "traced": frozen}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

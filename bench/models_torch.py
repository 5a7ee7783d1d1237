#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""PyTorch's side of the model bench: eager and jit.trace + freeze, served.

models_torch.py SIDECAR.json [--threads N] [--warmup N]: builds the network of
the sidecar with torchvision's own definition where there is one
(test/corpus/models/torch_ref.py; bench/real_torch.py for a real exporter
model's sidecar) and loads the same weights kmatch's program gets, then builds the traced and frozen module, and calls each variant
--warmup times (at least 10). It then prints "ready" and serves requests on
stdin, one per line, so that bench/models.py can interleave its rounds with
kmatch's: "eager N" or "traced N" times N calls and prints their
milliseconds as one JSON list; "quit" ends it. Everything runs under
torch.no_grad() with torch.set_num_threads(N). Denormals are left as the
process starts (torch.set_flush_denormal(False)), as in kmatch's driver.
Run it with Debian's /usr/bin/python3 (python3-torch).
"""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "corpus", "models"))
import real_torch  # noqa: E402
import torch  # noqa: E402
import torch_ref  # noqa: E402


def timed(fn, args, n):
    """Times n calls of fn on the tuple of inputs args."""
    ts = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn(*args)
        ts.append((time.perf_counter() - t0) * 1e3)
    return ts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sidecar")
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--warmup", type=int, default=10)
    a = ap.parse_args()
    with open(a.sidecar) as f:
        spec = json.load(f)
    torch.set_num_threads(a.threads)
    torch.set_flush_denormal(False)
    if "real" in spec:
        model, x = real_torch.build(spec)
    else:
        model = torch_ref.build(spec["model"], spec["input"]["shape"][1]).eval()
        state = model.state_dict()
        for p in spec["params"]:
            state[p["key"]] = torch_ref.hash_values(p["shape"], p["seed"], *p["scale_offset"])
        model.load_state_dict(state)
        inp = spec["input"]
        x = (torch_ref.hash_values(inp["shape"], inp["seed"], *inp["scale_offset"]),)
    with torch.no_grad():
        traced = torch.jit.freeze(torch.jit.trace(model, x).eval())
        variants = {"eager": model, "traced": traced}
        for fn in variants.values():
            timed(fn, x, max(10, a.warmup))
        print("ready", flush=True)
        for line in sys.stdin:
            words = line.split()
            if not words or words[0] == "quit":
                break
            print(json.dumps(timed(variants[words[0]], x, int(words[1]))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

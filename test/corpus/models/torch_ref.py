#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Runs a model of the zoo in PyTorch and compares it with kmatch's output.

Builds the network gen_models.py wrote (torchvision's definitions where they
exist), fills the input and every parameter from the same seeded integer hash
(bit for bit the values the MLIR `main` computes), runs it in eval mode, and
compares the output with the numbers the kmatch-compiled program printed:
|kmatch - torch| <= rtol * max|torch| for every element (relative 1e-4 scaled
by the output's magnitude). Several outputs (the same program compiled for
several backends or runtimes) are each compared with one PyTorch run. Exits 1
on a mismatch in any of them, 77 when PyTorch is missing.

Usage: torch_ref.py SIDECAR.json KMATCH_OUTPUT [KMATCH_OUTPUT...] [--rtol R]
Run it with Debian's /usr/bin/python3 (python3-torch, python3-torchvision).
"""
import argparse
import json
import sys

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    import torchvision
except ImportError:
    print("torch_ref: PyTorch is not installed (python3-torch); skipped")
    sys.exit(77)


def hash_values(shape, seed, scale, offset):
    """gen_models.hash_fill's values: f32, computed with the same integer and
    float operations in the same order."""
    n = 1
    for d in shape:
        n *= d
    i = torch.arange(n, dtype=torch.int64)
    mask = 0xFFFFFFFF
    h = (i * 2654435761 + (((seed + 1) * 0x85EBCA77) & mask)) & mask
    h = h ^ (h >> 15)
    h = (h * 739982445) & mask
    h = h ^ (h >> 12)
    u = (h >> 8).to(torch.float32)
    one = torch.tensor(1.0, dtype=torch.float32)
    v = u * torch.tensor(2.0 ** -23, dtype=torch.float32) - one
    v = v * torch.tensor(scale, dtype=torch.float32) + torch.tensor(offset, dtype=torch.float32)
    return v.reshape(shape)


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        return self.fc3(F.relu(self.fc2(F.relu(self.fc1(x)))))


class EncoderBlock(nn.Module):
    """Post-norm encoder block: attention, add & norm, GELU MLP, add & norm."""

    def __init__(self, d=64, heads=4, ff=128):
        super().__init__()
        self.h = heads
        self.q, self.k, self.v, self.out = (nn.Linear(d, d) for _ in range(4))
        self.norm1, self.norm2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.ff1, self.ff2 = nn.Linear(d, ff), nn.Linear(ff, d)

    def forward(self, x):
        b, s, d = x.shape
        hd = d // self.h

        def heads(t):
            return t.reshape(b, s, self.h, hd).transpose(1, 2).reshape(b * self.h, s, hd)
        q, k, v = heads(self.q(x)), heads(self.k(x)), heads(self.v(x))
        p = torch.softmax(torch.bmm(q, k.transpose(1, 2)) / (hd ** 0.5), dim=-1)
        o = torch.bmm(p, v).reshape(b, self.h, s, hd).transpose(1, 2).reshape(b, s, d)
        x = self.norm1(x + self.out(o))
        return self.norm2(x + self.ff2(F.gelu(self.ff1(x))))


def build(name, channels):
    if name == "lenet":
        return LeNet()
    if name == "resnet18":
        return torchvision.models.resnet18()
    if name == "squeezenet1_1":
        return torchvision.models.squeezenet1_1()
    if name == "mobilenet_v3_small":
        return torchvision.models.mobilenet_v3_small()
    if name == "convnext_block":
        from torchvision.models.convnext import CNBlock
        return CNBlock(channels, layer_scale=1e-6, stochastic_depth_prob=0.0)
    if name == "transformer_block":
        return EncoderBlock()
    raise SystemExit(f"torch_ref: unknown model {name}")


def read_numbers(path):
    values = []
    with open(path) as f:
        for line in f:
            if line.startswith("memref"):
                continue
            for tok in line.split():
                values.append(float(tok))
    return values


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sidecar")
    ap.add_argument("actual", nargs="+")
    ap.add_argument("--rtol", type=float, default=1e-4)
    a = ap.parse_args()
    with open(a.sidecar) as f:
        spec = json.load(f)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = build(spec["model"], spec["input"]["shape"][1]).eval()
    state = model.state_dict()
    expected_keys = {k for k in state if not k.endswith("num_batches_tracked")}
    given = {p["key"] for p in spec["params"]}
    if given != expected_keys:
        print(f"torch_ref: parameters differ from the PyTorch model: missing "
              f"{sorted(expected_keys - given)[:5]}, extra {sorted(given - expected_keys)[:5]}")
        return 1
    for p in spec["params"]:
        if list(state[p["key"]].shape) != p["shape"]:
            print(f"torch_ref: {p['key']}: shape {p['shape']} != PyTorch's "
                  f"{list(state[p['key']].shape)}")
            return 1
        state[p["key"]] = hash_values(p["shape"], p["seed"], *p["scale_offset"])
    model.load_state_dict(state)
    inp = spec["input"]
    x = hash_values(inp["shape"], inp["seed"], *inp["scale_offset"])
    with torch.no_grad():
        ref = model(x).reshape(-1).tolist()
    mag = max(abs(v) for v in ref)
    tol = a.rtol * mag
    # One output keeps the plain line; several name each output.
    failed = False
    for path in a.actual:
        label = spec["model"] if len(a.actual) == 1 else f"{spec['model']} ({path})"
        failed |= not compare(label, read_numbers(path), ref, mag, tol)
    return 1 if failed else 0


def compare(label, got, ref, mag, tol):
    """Prints how `got` compares with `ref`; whether every element is within
    tol."""
    if len(got) != len(ref):
        print(f"torch_ref: {label}: kmatch printed {len(got)} values, PyTorch "
              f"has {len(ref)}")
        return False
    bad = [(i, g, r) for i, (g, r) in enumerate(zip(got, ref)) if not abs(g - r) <= tol]
    worst = max(abs(g - r) for g, r in zip(got, ref))
    print(f"torch_ref: {label}: {len(ref)} values, max |ref| {mag:.6g}, "
          f"max |diff| {worst:.3g} (tolerance {tol:.3g}): "
          f"{'MISMATCH' if bad else 'match'}")
    for i, g, r in bad[:5]:
        print(f"  [{i}] kmatch {g!r} torch {r!r}")
    return not bad

if __name__ == "__main__":
    sys.exit(main())

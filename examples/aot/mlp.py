#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Calls libmlp.so (kmatch-compile mlp.mlir -o libmlp.so) from Python with
ctypes, beside the same network in PyTorch with the same weights.

    /usr/bin/python3 mlp.py ./libmlp.so

Prints both outputs' largest difference and each side's median time over 20
calls after 10 warm-up calls. Needs Debian's python3-torch for the PyTorch
side and numpy-free ctypes only for kmatch's.
"""
import ctypes
import math
import statistics
import sys
import time

N, IN, HID, OUT = 4, 64, 32, 10


def memref_type(rank):
    """kmatch_rt.h's kmatch_memref_<rank>d_f32: MLIR's memref descriptor."""
    class MemRef(ctypes.Structure):
        _fields_ = [("allocated", ctypes.POINTER(ctypes.c_float)),
                    ("aligned", ctypes.POINTER(ctypes.c_float)),
                    ("offset", ctypes.c_int64),
                    ("sizes", ctypes.c_int64 * rank),
                    ("strides", ctypes.c_int64 * rank)]
    return MemRef


MemRef1, MemRef2 = memref_type(1), memref_type(2)


def values(n, scale, phase):
    """The same values main.c uses."""
    return [scale * math.sin(0.37 * i + phase) for i in range(n)]


def descriptor(data, shape):
    buf = (ctypes.c_float * len(data))(*data)
    d = (MemRef1 if len(shape) == 1 else MemRef2)()
    d.allocated = d.aligned = ctypes.cast(buf, ctypes.POINTER(ctypes.c_float))
    d.offset = 0
    stride = 1
    for i in reversed(range(len(shape))):
        d.sizes[i], d.strides[i] = shape[i], stride
        stride *= shape[i]
    return d, buf  # keep buf alive as long as d


def main():
    lib = ctypes.CDLL(sys.argv[1] if len(sys.argv) > 1 else "./libmlp.so")
    libc = ctypes.CDLL(None)
    forward = lib._mlir_ciface_forward
    forward.restype = None
    data = {"x": (values(N * IN, 1.0, 0.0), [N, IN]),
            "w1": (values(HID * IN, 0.125, 1.0), [HID, IN]),
            "b1": (values(HID, 0.1, 2.0), [HID]),
            "w2": (values(OUT * HID, 0.17, 3.0), [OUT, HID]),
            "b2": (values(OUT, 0.1, 4.0), [OUT])}
    args = {k: descriptor(*v) for k, v in data.items()}
    pointers = [ctypes.byref(args[k][0]) for k in ("x", "w1", "b1", "w2", "b2")]

    def call_kmatch():
        y = MemRef2()
        forward(ctypes.byref(y), *pointers)
        out = [[y.aligned[y.offset + n * y.strides[0] + j * y.strides[1]]
                for j in range(OUT)] for n in range(N)]
        libc.free(ctypes.cast(y.allocated, ctypes.c_void_p))
        return out

    import torch
    torch.set_num_threads(torch.get_num_threads())
    net = torch.nn.Sequential(torch.nn.Linear(IN, HID), torch.nn.ReLU(),
                              torch.nn.Linear(HID, OUT)).eval()
    with torch.no_grad():
        for name, (v, shape) in data.items():
            if name != "x":
                layer = net[0] if name.endswith("1") else net[2]
                param = layer.weight if name.startswith("w") else layer.bias
                param.copy_(torch.tensor(v).reshape(shape))
        x = torch.tensor(data["x"][0]).reshape(N, IN)

        def timed(fn):
            for _ in range(10):
                fn()
            ts = []
            for _ in range(20):
                t0 = time.perf_counter()
                fn()
                ts.append((time.perf_counter() - t0) * 1e6)
            return statistics.median(ts)

        ours, theirs = call_kmatch(), net(x).tolist()
        diff = max(abs(a - b) for r, s in zip(ours, theirs) for a, b in zip(r, s))
        print(f"mlp: kmatch and PyTorch differ by at most {diff:.3g}")
        print(f"mlp: kmatch {timed(call_kmatch):.1f} us, PyTorch eager "
              f"{timed(lambda: net(x)):.1f} us per call (medians of 20, after 10 warm-ups; "
              "kmatch's includes reading the result into Python lists)")
    return 0 if diff < 1e-5 else 1


if __name__ == "__main__":
    sys.exit(main())

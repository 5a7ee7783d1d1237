#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes, into the directory given, everything a user adds for a new kernel:
a template (hadamard.pdll), a manifest entry (hadamard.json) and a C
shim (hadamard_shim.c). These are the steps of docs/Templates.md's "Adding a kernel
template" section, done by a script so a test can prove them."""
import os
import sys

out = sys.argv[1]

TEMPLATE = r'''// z = x * y elementwise (a Hadamard product), f32: a kernel kmatch does
// not ship, written only with kmatch's stock natives.
#include "kmatch/Natives.pdll"

/// z(i, j) = x(i, j) * y(i, j), overwriting z.
Pattern Hadamard {
  let g = op<linalg.generic>(x: Value, y: Value, z: Value) -> ();
  ElementTypeIsOneOf(g, attr<"[f32]">);
  IndexingIsElementwise(g);
  OutputDoesNotOverlapInputs(g);
  BodyMatches(g, attr<"\"in0*in1\"">);
  rewrite g with {
    let launch = op<kernel.launch>(x, y, z)
        {callee = attr<"@hadamard">, num_outs = attr<"1 : i64">} -> ();
    replace g with launch;
  };
}
'''

MANIFEST = '''{
  "kernels": {
    "hadamard": {
      "summary": "z = x * y, elementwise",
      "operands": ["x", "y", "z"],
      "params": [],
      "types": ["f32"],
      "backends": ["cpu"],
      "rank_polymorphic": true
    }
  }
}
'''

SHIM = r'''// The shim for @hadamard: plain C, built by the user into their own library.
#include <stdint.h>
#include <stdio.h>

typedef struct { int64_t rank; void *descriptor; } UnrankedMemRef;
typedef struct { float *allocated; float *aligned; intptr_t offset; intptr_t sizes_strides[]; } Desc;

static void record(long n) {
  FILE *f = fopen(CALLS_FILE, "a");
  if (f) { fprintf(f, "hadamard called with %ld elements\n", n); fclose(f); }
}

void _mlir_ciface_kmatch_cpu_hadamard_f32(UnrankedMemRef *x, UnrankedMemRef *y, UnrankedMemRef *z) {
  Desc *dx = x->descriptor, *dy = y->descriptor, *dz = z->descriptor;
  int64_t r = x->rank;
  long n = 1;
  for (int64_t d = 0; d < r; ++d) n *= dx->sizes_strides[d];
  long idx[8] = {0};
  for (long k = 0; k < n; ++k) {
    long rest = k, ox = dx->offset, oy = dy->offset, oz = dz->offset;
    for (int64_t d = r - 1; d >= 0; --d) {
      long i = rest % dx->sizes_strides[d];
      rest /= dx->sizes_strides[d];
      ox += i * dx->sizes_strides[r + d];
      oy += i * dy->sizes_strides[r + d];
      oz += i * dz->sizes_strides[r + d];
    }
    float a = dx->aligned[ox], b = dy->aligned[oy];
    dz->aligned[oz] = a * b;
  }
  (void)idx;
  record(n);
}
'''

with open(os.path.join(out, "hadamard.pdll"), "w") as f:
    f.write(TEMPLATE)
with open(os.path.join(out, "hadamard.json"), "w") as f:
    f.write(MANIFEST)
with open(os.path.join(out, "hadamard_shim.c"), "w") as f:
    f.write(f'#define CALLS_FILE "{os.path.join(out, "calls.txt")}"\n' + SHIM)

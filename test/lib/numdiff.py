#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compares the numbers two program runs printed.

Non-numeric text must match exactly; numbers must agree within a relative
tolerance: |a - b| <= rtol * max(|a|, |b|) + atol. Prints a one-line summary
and exits 1 on any difference (showing the first few), so a test that uses it
fails when the runs disagree.
"""
import argparse
import math
import re
import sys

NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)",
                    re.IGNORECASE)


def tokens(path):
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            pos = 0
            for m in NUMBER.finditer(line):
                text = line[pos:m.start()].strip()
                if text:
                    yield lineno, "text", text
                yield lineno, "num", float(m.group())
                pos = m.end()
            text = line[pos:].strip()
            if text:
                yield lineno, "text", text


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("expected")
    ap.add_argument("actual")
    ap.add_argument("--rtol", type=float, default=1e-4)
    ap.add_argument("--atol", type=float, default=0.0)
    ap.add_argument("--min-values", type=int, default=1,
                    help="fail unless at least this many numbers were compared")
    args = ap.parse_args()

    exp = list(tokens(args.expected))
    act = list(tokens(args.actual))
    errors = []
    compared = 0
    worst = 0.0
    if len(exp) != len(act):
        errors.append(f"token count differs: {len(exp)} expected, {len(act)} actual")
    for (l1, k1, v1), (l2, k2, v2) in zip(exp, act):
        if k1 != k2 or (k1 == "text" and v1 != v2):
            errors.append(f"line {l1}/{l2}: {v1!r} vs {v2!r}")
            continue
        if k1 == "text":
            continue
        compared += 1
        if math.isnan(v1) or math.isnan(v2):
            if not (math.isnan(v1) and math.isnan(v2)):
                errors.append(f"line {l1}: {v1} vs {v2}")
            continue
        diff = abs(v1 - v2)
        scale = max(abs(v1), abs(v2))
        if scale > 0:
            worst = max(worst, diff / scale)
        if diff > args.rtol * scale + args.atol:
            errors.append(f"line {l1}: expected {v1!r}, got {v2!r} "
                          f"(rel err {diff / scale if scale else diff:.3g})")
    if compared < args.min_values:
        errors.append(f"only {compared} numbers compared, expected at least "
                      f"{args.min_values}")
    status = "OK" if not errors else "MISMATCH"
    print(f"numdiff: {compared} values, max rel err {worst:.3g} "
          f"(rtol {args.rtol:g}, atol {args.atol:g}): {status}")
    for e in errors[:10]:
        print("  " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

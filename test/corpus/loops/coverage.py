#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Loop-nest coverage: what --kmatch-raise-loops and the templates make of
each loop nest of a loop corpus (scripts/coverage.sh --loops).

Usage: coverage.py KMATCH_OPT [DIR] [--functions PREFIX]

For every .mlir file under DIR (default: test/corpus/loops/cgeist), runs
`kmatch-opt --kmatch-raise-loops=remarks=true --kmatch-apply-templates` and
counts, in the functions whose name starts with PREFIX (default `kernel_`,
PolyBench's; `--functions ''` for all): the loop nests (after the splitting
of imperfect nests: one per statement, from the remarks), those raised to
linalg, the launches, the linalg ops left on the default path, and the nests
that stayed loops with why. A raised nest that left no linalg op became (part
of) a launch: `into launches` is that share of all the nests.
"""
import collections
import os
import re
import subprocess
import sys


def functions(text):
    """(name, first line, last line) of each func.func, 1-based."""
    lines = text.split("\n")
    starts = [(i + 1, m.group(1)) for i, l in enumerate(lines)
              if (m := re.match(r"\s*func\.func (?:private )?@(\w+)", l))]
    out = []
    for n, (line, name) in enumerate(starts):
        end = starts[n + 1][0] - 1 if n + 1 < len(starts) else len(lines)
        out.append((name, line, end))
    return out


def owner(funcs, line):
    for name, first, last in funcs:
        if first <= line <= last:
            return name
    return None


def main():
    args = sys.argv[1:]
    prefix = "kernel_"
    if "--functions" in args:
        i = args.index("--functions")
        prefix = args[i + 1]
        del args[i:i + 2]
    kopt = args[0]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))))
    corpus = args[1] if len(args) > 1 else os.path.join(root, "test", "corpus", "loops", "cgeist")
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus)
                   for f in fs if f.endswith(".mlir"))
    rows, reasons = [], collections.Counter()
    total = collections.Counter()
    for path in files:
        text = open(path).read()
        p = subprocess.run([kopt, path, "--kmatch-raise-loops=remarks=true",
                            "--kmatch-apply-templates"], capture_output=True, text=True)
        if p.returncode:
            print(f"coverage: kmatch-opt failed on {path}:\n{p.stderr}", file=sys.stderr)
            continue
        funcs = functions(text)
        outfuncs = {name: (first, last) for name, first, last in functions(p.stdout)}
        outlines = p.stdout.split("\n")
        per = collections.defaultdict(collections.Counter)
        for m in re.finditer(r"^[^\n]*?:(\d+):\d+: remark: kmatch-raise-loops: (.*)$",
                             p.stderr, re.M):
            f = owner(funcs, int(m.group(1)))
            if f is None or not f.startswith(prefix):
                continue
            # Other remarks (a temporary given a copy per iteration) say
            # nothing of a nest's fate.
            if m.group(2).startswith("raised"):
                per[f]["raised"] += 1
            elif m.group(2).startswith("stays a loop"):
                per[f]["stayed"] += 1
                reasons[re.sub(r" at loc\([^)]*\)", "", m.group(2))] += 1
        for f, c in per.items():
            first, last = outfuncs.get(f, (0, -1))
            body = "\n".join(outlines[first - 1:last])
            c["launches"] = len(re.findall(r"kernel\.launch @", body))
            c["left"] = len(re.findall(r"^\s*(?:%\S+ = )?linalg\.(?!yield|index)\w+",
                                       body, re.M))
            c["nests"] = c["raised"] + c["stayed"]
            c["into"] = max(c["raised"] - c["left"], 0)
            rows.append((os.path.relpath(path, corpus), f, c))
            total.update(c)
    print("| file | function | loop nests | raised | launches | linalg ops left | stayed loops | into launches |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for name, f, c in rows:
        share = f"{100 * c['into'] / c['nests']:.0f}%" if c["nests"] else "-"
        print(f"| {name} | {f} | {c['nests']} | {c['raised']} | {c['launches']} | {c['left']} | {c['stayed']} | {share} |")
    share = f"{100 * total['into'] / total['nests']:.1f}%" if total["nests"] else "-"
    print(f"| **all** | {len(rows)} functions | {total['nests']} | {total['raised']} | {total['launches']} | {total['left']} | {total['stayed']} | {share} |")
    if reasons:
        print()
        print("| why a nest stayed a loop | nests |")
        print("|---|---:|")
        for r, n in reasons.most_common(10):
            print(f"| {r} | {n} |")


if __name__ == "__main__":
    main()

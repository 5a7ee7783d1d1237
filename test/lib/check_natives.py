#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks patterns/include/kmatch/Natives.pdll, where every builtin native is
documented, against the registry (`kmatch-opt --kmatch-list-natives` on
stdin): every registered native declared, with the same parameter types, and
every declaration registered.

Usage: kmatch-opt --kmatch-list-natives | check_natives.py Natives.pdll
"""
import re
import sys

registered = {}
for line in sys.stdin:
    m = re.fullmatch(r"(Constraint|Rewrite) (\w+)\((.*)\)", line.strip())
    if m:
        registered[m.group(2)] = (m.group(1), [p for p in m.group(3).split(", ") if p])

text = open(sys.argv[1]).read()
text = re.sub(r"//[^\n]*", "", text)
declared = {}
for m in re.finditer(r"\b(Constraint|Rewrite)\s+(\w+)\s*\(([^)]*)\)\s*(->[^;{]*)?;", text):
    params = [p.split(":")[1].strip() for p in m.group(3).split(",") if p.strip()]
    declared[m.group(2)] = (m.group(1), params)

errors = []
for name, (kind, params) in sorted(registered.items()):
    if name not in declared:
        errors.append(f"{kind} {name}({', '.join(params)}) is registered but not declared in Natives.pdll")
    elif declared[name] != (kind, params):
        dk, dp = declared[name]
        errors.append(f"{name}: registered as {kind}({', '.join(params)}), declared as {dk}({', '.join(dp)})")
for name, (kind, params) in sorted(declared.items()):
    if name not in registered:
        errors.append(f"{kind} {name} is declared in Natives.pdll but not registered")
for e in errors:
    print(e)
print(f"{len(registered)} registered, {len(declared)} declared, {len(errors)} mismatches")
sys.exit(1 if errors else 0)

#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes docs/Templates.md's "Adding a kernel template" recipe into a directory:
the fenced block after `<!-- readme-recipe:pdll -->` as mykernel.pdll and the
one after `<!-- readme-recipe:json -->` as mykernel.json, so a test runs the
recipe exactly as users read it.

Usage: extract-readme-recipe.py docs/Templates.md OUTDIR"""
import os
import re
import sys


def block(text, marker):
    m = re.search(r"<!-- readme-recipe:" + marker + r" -->\s*\n\s*```\w*\n(.*?)\n\s*```",
                  text, re.S)
    if not m:
        sys.exit(f"extract-readme-recipe: no '{marker}' recipe block in {sys.argv[1]}")
    lines = m.group(1).split("\n")
    indent = min(len(l) - len(l.lstrip()) for l in lines if l.strip())
    return "\n".join(l[indent:] for l in lines) + "\n"


text = open(sys.argv[1]).read()
os.makedirs(sys.argv[2], exist_ok=True)
for marker, name in (("pdll", "mykernel.pdll"), ("json", "mykernel.json")):
    with open(os.path.join(sys.argv[2], name), "w") as f:
        f.write(block(text, marker))

# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The driver the near-miss generators share (near_misses.py for the gemm
family, window_near_misses.py for convolutions and pools, norm_near_misses.py
for normalizations and epilogues): draws mutants of a
generator's seeds, drops those the MLIR verifier rejects (no input kmatch can
see), runs kmatch-verify on the rest in modules of --per-module functions and
counts what it reports. Every mutant must stay unmatched or compute what the
original computes; a verifier failure or a crash fails the run, and so do
fewer valid mutants, or fewer rewritten ones, than the generator requires
(a run whose seeds stopped matching proves nothing).

With check_seeds, every seed also runs unmutated first and must be
rewritten and verified, so a seed that stops matching fails the run by name.

The variant "nan_exact + specials": every seed, and 1 in --specials-every of
the mutants (drawn apart, so the other counts do not change), runs once more
in a module marked kmatch.nan_exact under kmatch-verify --specials (NaN,
infinities and signed zeros in the inputs, zeros compared by sign). There a
launch must keep the IR's NaN, Inf and signed zeros exactly (README,
Semantics), so any FAIL fails the run: a template that accepts relu written
with `uge`, or `maxnumf` for `maximumf`, passes on finite inputs only.

A generator supplies seeds() (objects with a `name` and a render() method
that returns one func.func) and mutate(case, rng) (applies one random
mutation in place and returns its name).
"""
import argparse
import bisect
import concurrent.futures
import copy
import json
import os
import random
import re
import subprocess
import tempfile


def _parses(kopt, text):
    return subprocess.run([kopt, "-o", "/dev/null"], input=text, text=True,
                          capture_output=True).returncode == 0


def _parse_all(kopt, texts, outdir, name="parse-all.mlir"):
    """Whether each text parses and verifies: one kmatch-opt -split-input-file
    run over all of them (one process start, not one per mutant), each error
    mapped to its text by line; one run per text if that run crashed."""
    path = os.path.join(outdir, name)
    starts, line = [], 1
    with open(path, "w") as f:
        for i, t in enumerate(texts):
            if i:
                # The text's last line ends, the separator takes one more.
                f.write("\n// -----\n")
                line += 2
            starts.append(line)
            f.write(t)
            line += t.count("\n")
        f.write("\n")
    p = subprocess.run([kopt, "-split-input-file", path, "-o", "/dev/null"],
                       capture_output=True, text=True)
    if p.returncode < 0:
        return [_parses(kopt, t) for t in texts]
    ok = [True] * len(texts)
    for m in re.finditer(re.escape(path) + r":(\d+):\d+: error:", p.stderr):
        ok[bisect.bisect_right(starts, int(m.group(1))) - 1] = False
    if p.returncode and all(ok):
        # An error without a line of the file: check one text at a time.
        return [_parses(kopt, t) for t in texts]
    return ok


def _verify(kverify, path, extra=()):
    """kmatch-verify's JSON report of module `path`, or the error text."""
    report = path + ".json"
    p = subprocess.run([kverify, path, "--quiet", f"--json={report}", *extra],
                       capture_output=True, text=True)
    if p.returncode not in (0, 2) or not os.path.exists(report):
        return None, f"kmatch-verify exited {p.returncode}: {p.stderr[-2000:]}"
    with open(report) as f:
        return json.load(f), None


def _verify_modules(args, outdir, name, funcs, nan_exact=False, extra=lambda i: []):
    """Writes `funcs` into modules of --per-module functions (marked
    kmatch.nan_exact when asked), runs kmatch-verify on each with the
    arguments extra(module index), and returns [(path, (report, error))]."""
    paths = []
    for start in range(0, len(funcs), args.per_module):
        path = os.path.join(outdir, f"{name}-{start // args.per_module}.mlir")
        body = "\n\n".join(funcs[start:start + args.per_module])
        with open(path, "w") as f:
            f.write("module attributes {kmatch.nan_exact} {\n" + body + "\n}\n"
                    if nan_exact else body + "\n")
        paths.append(path)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        reports = list(pool.map(
            lambda ip: _verify(args.kmatch_verify, ip[1], extra(ip[0])), enumerate(paths)))
    return list(zip(paths, reports))


def run(label, seeds, mutate, *, count, min_valid, min_verified, prefix,
        mutations_per=(1, 1, 2), check_seeds=False):
    """Runs the near-miss test of one family and returns the exit status.
    `label` starts the summary line ("<label> run: generated ..."),
    `prefix` names the modules written, `count` is the default number of
    mutants drawn and `mutations_per` the choice of mutations per mutant;
    `check_seeds` runs each seed unmutated too (named seed<i>_<name>) and
    requires it to be rewritten and verified."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--kmatch-verify", required=True)
    ap.add_argument("--count", type=int, default=count)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-module", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=1,
                    help="kmatch-verify processes run at once")
    ap.add_argument("--out", default=None, help="keep the generated modules here")
    ap.add_argument("--specials-every", type=int, default=4,
                    help="run 1 in N mutants under nan_exact + specials too (0: none)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    outdir = args.out or tempfile.mkdtemp(prefix=f"kmatch-{prefix}-")
    os.makedirs(outdir, exist_ok=True)
    kopt = os.path.join(os.path.dirname(args.kmatch_verify), "kmatch-opt")

    funcs = []
    kinds = {}
    base = seeds()
    seed_names = set()
    if check_seeds:
        for i, case in enumerate(base):
            case = copy.deepcopy(case)
            case.name = f"seed{i}_{case.name}"
            seed_names.add(case.name)
            funcs.append(case)
    while len(funcs) < args.count + len(seed_names):
        case = copy.deepcopy(rng.choice(base))
        applied = [mutate(case, rng) for _ in range(rng.choice(mutations_per))]
        case.name = f"m{len(funcs) - len(seed_names)}_{case.name}_{'_'.join(applied)}"
        funcs.append(case)
        for k in applied:
            kinds[k] = kinds.get(k, 0) + 1

    # The variant "nan_exact + specials": the seeds and a sample of the
    # mutants, drawn with their own generator so the mutants stay the same.
    pick = random.Random(args.seed * 7919 + 13)
    variants = []
    for i, case in enumerate(base):
        case = copy.deepcopy(case)
        case.name = f"ne{i}_{case.name}"
        variants.append(case)
    for case in funcs[len(seed_names):]:
        if args.specials_every and pick.randrange(args.specials_every) == 0:
            case = copy.deepcopy(case)
            case.name = f"ne_{case.name}"
            variants.append(case)

    totals = {"generated": 0, "rewritten_and_verified": 0, "unmatched": 0, "skipped": 0,
              "failures": 0, "crashes": 0, "rejected_by_mlir": 0,
              "nan_exact_specials_verified": 0, "nan_exact_specials_unmatched": 0,
              "nan_exact_specials_zero_sum_sign": 0}
    failing = []
    # Mutants the MLIR verifier rejects are not inputs kmatch can see; check
    # each with a parse first and keep the valid ones.
    texts = [case.render() for case in funcs]
    ok = _parse_all(kopt, texts, outdir)
    valid = [t for t, good in zip(texts, ok) if good]
    totals["rejected_by_mlir"] = ok.count(False)
    totals["generated"] = len(valid) - ok[:len(seed_names)].count(True)  # mutants only
    for path, (r, error) in _verify_modules(args, outdir, prefix, valid):
        if error:
            totals["crashes"] += 1
            failing.append(f"{path}: {error}")
            continue
        for fn in r["functions"]:
            if fn["function"] in seed_names:
                seed_names.discard(fn["function"])
                if fn["status"] != "PASS":
                    totals["failures"] += 1
                    failing.append(f"{path}: seed @{fn['function']} is {fn['status']}, not "
                                   f"rewritten and verified: does its template still match?")
                continue
            if fn["status"] == "PASS":
                totals["rewritten_and_verified"] += 1
            elif fn["status"] == "UNMATCHED":
                totals["unmatched"] += 1
            elif fn["status"] == "SKIPPED":
                # Not drivable (e.g. integer operands): kmatch-verify says why.
                totals["skipped"] += 1
            else:
                totals["failures"] += 1
                failing.append(f"{path}: @{fn['function']} launches {fn['kernels']}, "
                               f"max rel err {fn['max_rel_err']}")
    # nan_exact + specials: one module per --per-module functions, each with
    # its own input seed so the specials land in other arguments.
    vtexts = [case.render() for case in variants]
    vok = _parse_all(kopt, vtexts, outdir, "parse-variants.mlir")
    vvalid = [t for t, good in zip(vtexts, vok) if good]
    for path, (r, error) in _verify_modules(
            args, outdir, f"{prefix}-nan-exact-specials", vvalid, nan_exact=True,
            extra=lambda i: ["--specials", f"--seed={args.seed + i}"]):
        if error:
            totals["crashes"] += 1
            failing.append(f"{path}: {error}")
            continue
        for fn in r["functions"]:
            if fn["status"] == "PASS":
                totals["nan_exact_specials_verified"] += 1
            elif fn["status"] in ("UNMATCHED", "SKIPPED"):
                totals["nan_exact_specials_unmatched"] += 1
            elif fn.get("mismatch", "").endswith("original +0, rewritten -0"):
                # README, Divergences 2 (with or without nan_exact): a library
                # sum of -0 products, or BLAS's beta*C at alpha = 0, can be -0
                # where the IR's sum from +0 is +0. kmatch-verify names only
                # the first mismatch, so such a function proves nothing more.
                totals["nan_exact_specials_zero_sum_sign"] += 1
            else:
                totals["failures"] += 1
                failing.append(f"{path} (nan_exact + specials): @{fn['function']} launches "
                               f"{fn['kernels']}, {fn.get('mismatch') or fn.get('runtime_error') or 'max rel err ' + str(fn['max_rel_err'])}")
    for name in sorted(seed_names):  # rejected by MLIR, or not reported
        totals["failures"] += 1
        failing.append(f"seed @{name} was not verified")
    print(f"{label} run: " + ", ".join(f"{k} {v}" for k, v in totals.items()))
    print("mutations: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    for f in failing:
        print("FAILURE: " + f)
    status = 0 if totals["failures"] == 0 and totals["crashes"] == 0 else 1
    if totals["generated"] < min_valid:
        print(f"FAILURE: only {totals['generated']} valid mutants (need {min_valid})")
        status = 1
    if totals["rewritten_and_verified"] < min_verified:
        print(f"FAILURE: only {totals['rewritten_and_verified']} mutants rewritten and "
              f"verified (need {min_verified}): do the seeds still match?")
        status = 1
    return status

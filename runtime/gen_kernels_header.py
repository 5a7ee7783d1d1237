#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Writes kmatch_kernels.h, the C ABI of every shim, from runtime/kernels.json.

Usage: gen_kernels_header.py kernels.json out.h

The manifest is the one place a shim's signature is written. This header
expands it the way IREE's dynamic_symbol_tables.h drives several expansions:
an X-macro list of kernels, each kernel's parameter list with the manifest's
names, the entry-point macros the backends define their shims with, and the
declarations of both backends' shims. Python 3 standard library only.
"""
import json
import sys

C_TYPES = {"f32": "float", "f64": "double", "i32": "int32_t", "i64": "int64_t"}
CODE_LISTS = ("layout", "activation")
BACKENDS = ("cpu", "cuda")
OPERAND_KEYS = {"name", "scalar", "memref", "channels_last"}
PARAM_KEYS = {"name", "type", "default", "codes", "constant_of"}


def fail(msg):
    sys.exit("gen_kernels_header.py: %s" % msg)


def operand_decl(kernel, op, ctype, suffix, c_language=False):
    """The declaration of one operand: (type, name); in C++ the descriptors
    are kmatch_rt's templates, in C the plain structs of kmatch_rt.h (the
    same layout, so one symbol serves both)."""
    if not isinstance(op, dict):
        fail("kernel '%s': operand %r needs a kind ({\"name\", \"scalar\"} or "
             "{\"name\", \"memref\"}) in the project manifest" % (kernel, op))
    unknown = set(op) - OPERAND_KEYS
    if unknown:
        fail("kernel '%s': operand key(s) %s unknown" % (kernel, sorted(unknown)))
    name = op.get("name")
    layout_backends = op.get("channels_last", [])
    if (not isinstance(layout_backends, list) or
            not set(layout_backends) <= set(BACKENDS)):
        fail("kernel '%s': operand '%s': channels_last must list backends of %s"
             % (kernel, name, list(BACKENDS)))
    if op.get("scalar") is True and "memref" not in op:
        return ctype, name
    rank = op.get("memref")
    if rank == "*":
        return ("kmatch_unranked_memref *" if c_language
                else "kmatch_rt::UnrankedMemRef *"), name
    if isinstance(rank, int) and not isinstance(rank, bool) and rank >= 0:
        if c_language:
            return "kmatch_memref_%dd_%s *" % (rank, suffix), name
        return "kmatch_rt::MemRef<%s, %d> *" % (ctype, rank), name
    fail("kernel '%s': operand '%s' is neither a scalar nor a memref of a "
         "rank or \"*\"" % (kernel, name))


def param_decl(kernel, param):
    unknown = set(param) - PARAM_KEYS
    if unknown:
        fail("kernel '%s': param key(s) %s unknown" % (kernel, sorted(unknown)))
    if param.get("type") not in C_TYPES:
        fail("kernel '%s': param '%s' has no type i32, i64, f32 or f64" %
             (kernel, param.get("name")))
    codes = param.get("codes")
    if codes is not None and (codes not in CODE_LISTS or param["type"] != "i32"):
        fail("kernel '%s': param '%s' names code list %r; expected an i32 with "
             "one of %s" % (kernel, param["name"], codes, ", ".join(CODE_LISTS)))
    if "constant_of" in param and param["type"] != "i64":
        fail("kernel '%s': param '%s' is constant_of an operand; it must be an "
             "i64" % (kernel, param["name"]))
    return C_TYPES[param["type"]], param["name"]


def main():
    if len(sys.argv) != 3:
        fail("usage: gen_kernels_header.py kernels.json out.h")
    with open(sys.argv[1]) as f:
        manifest = json.load(f)
    kernels = manifest["kernels"]

    entries = []  # (kernel, suffix, ctype, [(type, name)], backends, C decls)
    extra_ranks = set()  # (rank, suffix, ctype) beyond kmatch_rt.h's 0-4
    for name, k in kernels.items():
        for suffix in k["types"]:
            ctype = C_TYPES.get(suffix)
            if suffix not in ("f32", "f64"):
                fail("kernel '%s': element type %r is not f32 or f64" % (name, suffix))
            params = [param_decl(name, p) for p in k.get("params", [])]
            decls = [operand_decl(name, op, ctype, suffix) for op in k["operands"]]
            c_decls = [operand_decl(name, op, ctype, suffix, True)
                       for op in k["operands"]]
            for op in k["operands"]:
                rank = op.get("memref")
                if isinstance(rank, int) and rank > 4:
                    extra_ranks.add((rank, suffix, ctype))
            entries.append((name, suffix, ctype, decls + params, k["backends"],
                            c_decls + params))

    out = []
    w = out.append
    w("//===- kmatch_kernels.h - The C ABI of every kmatch shim ---------*- C -*-===//")
    w("//")
    w("// GENERATED from runtime/kernels.json by runtime/gen_kernels_header.py at")
    w("// build time; do not edit. Every shim signature comes from here:")
    w("//   KMATCH_FOR_EACH_KERNEL(X)        X(NAME, S, T) per kernel and element type")
    w("//   KMATCH_FOR_EACH_<BACKEND>_KERNEL(X)  the same, for kernels that backend has")
    w("//   KMATCH_PARAMS_<NAME>_<S>         the parameter list, with the manifest's names")
    w("//   KMATCH_SIGNATURE_<NAME>_<S>(...) the same types with the caller's names")
    w("//   kmatch_rt::shim::<NAME>_<S>      the function type (for test tables; C++)")
    w("// Usable from C and C++: in C the descriptors are kmatch_rt.h's structs")
    w("// (kmatch_memref_2d_f32 *, kmatch_unranked_memref *), in C++ kmatch_rt's")
    w("// MemRef<T, R> and UnrankedMemRef, of the same layout.")
    w("//   KMATCH_ARGS_<NAME>_<S>           the manifest's names, as arguments")
    w("//   KMATCH_CPU_ENTRY(NAME, S) / KMATCH_CUDA_ENTRY(NAME, S)  the definition line")
    w("//     (C++; the exported shim times the call under KMATCH_PROFILE and runs")
    w("//     it on a full OpenMP team: kmatch_team.h)")
    w("//")
    w("//===----------------------------------------------------------------------===//")
    w("#ifndef KMATCH_RUNTIME_KMATCH_KERNELS_H")
    w("#define KMATCH_RUNTIME_KMATCH_KERNELS_H")
    w("")
    w('#include "kmatch_rt.h"')
    w("#ifdef __cplusplus")
    w('#include "kmatch_profile.h"')
    w('#include "kmatch_team.h"')
    w("#endif")
    w("")

    def xlist(macro, doc, selected):
        w("/// %s" % doc)
        w("#define %s(X) \\" % macro)
        for name, suffix, ctype, _, _, _ in selected:
            w("  X(%s, %s, %s) \\" % (name, suffix, ctype))
        w("")

    xlist("KMATCH_FOR_EACH_KERNEL",
          "X(NAME, S, T): every kernel NAME on element type S (C type T).", entries)
    for backend in BACKENDS:
        xlist("KMATCH_FOR_EACH_%s_KERNEL" % backend.upper(),
              "The kernels with a %s shim." % backend,
              [e for e in entries if backend in e[4]])

    def signatures(index):
        for e in entries:
            name, suffix, decls = e[0], e[1], e[index]
            w("/// %s on %s: %s" % (name, suffix, kernels[name].get("summary", "")))
            w("#define KMATCH_PARAMS_%s_%s \\" % (name, suffix))
            w("  " + ", ".join("%s%s%s" % (t, "" if t.endswith("*") else " ", n)
                                for t, n in decls))
            formals = ["p%d" % i for i in range(len(decls))]
            w("#define KMATCH_SIGNATURE_%s_%s(%s) \\" % (name, suffix, ", ".join(formals)))
            w("  " + ", ".join("%s%s%s" % (t, "" if t.endswith("*") else " ", p)
                                for (t, _), p in zip(decls, formals)))

    w("#ifdef __cplusplus")
    signatures(3)
    w("#else // C: the plain descriptor structs of kmatch_rt.h")
    for rank, suffix, ctype in sorted(extra_ranks):
        w("KMATCH_RT_DECLARE_MEMREF(kmatch_memref_%dd_%s, %s, %d)" % (rank, suffix, ctype, rank))
    signatures(5)
    w("#endif")
    w("")
    w("/// The C symbol of kernel NAME on S for BACKEND (cpu, cuda).")
    w("#define KMATCH_SHIM(BACKEND, NAME, S) _mlir_ciface_kmatch_##BACKEND##_##NAME##_##S")
    w("/// The argument list of kernel NAME on S, the manifest's names.")
    for e in entries:
        w("#define KMATCH_ARGS_%s_%s %s" % (e[0], e[1], ", ".join(n for _, n in e[3])))
    w("")
    w("/// The name a shim reports its errors under: \"gemm_f32 (cpu)\".")
    w("#define KMATCH_KERNEL_LABEL_(BACKEND, NAME, S) #NAME \"_\" #S \" (\" #BACKEND \")\"")
    w("/// A CUDA shim with KMATCH_CUDA_FALLBACK=cpu and no GPU runs the CPU shim")
    w("/// on the same arguments (runtime/cuda/cuda_context.h, useCpuFallback).")
    w("#define KMATCH_FALLBACK_cpu_(NAME, S)")
    w("#define KMATCH_FALLBACK_cuda_(NAME, S) \\")
    w("  if (::kmatch_rt::useCpuFallback()) { \\")
    w("    KMATCH_SHIM(cpu, NAME, S)(KMATCH_ARGS_##NAME##_##S); \\")
    w("    return; \\")
    w("  }")
    w("/// The exported shim owns what every entry does: it times the call")
    w("/// (kmatch_profile.h), gives it a full OpenMP team (kmatch_team.h), falls")
    w("/// back from CUDA to the CPU where asked, and runs the body that follows the")
    w("/// definition macro (a static function, given the kernel's label as")
    w("/// `kernel`) under kmatch_rt::guarded, which reports an allocation failure")
    w("/// as the kernel's error.")
    w("#define KMATCH_IMPL_(BACKEND, NAME, S) kmatch_impl_##BACKEND##_##NAME##_##S")
    w("#define KMATCH_ENTRY_WRAP_(BACKEND, NAME, S) \\")
    w("  static void KMATCH_IMPL_(BACKEND, NAME, S)(const char *kernel, KMATCH_PARAMS_##NAME##_##S); \\")
    w("  KMATCH_RT_EXPORT void KMATCH_SHIM(BACKEND, NAME, S)(KMATCH_PARAMS_##NAME##_##S) { \\")
    w("    static kmatch_rt::ProfileSlot kmatch_slot_(#BACKEND, #NAME, #S); \\")
    w("    kmatch_rt::ProfileScope kmatch_scope_(kmatch_slot_); \\")
    w("    [[maybe_unused]] kmatch_rt::TeamScope kmatch_team_; \\")
    w("    KMATCH_FALLBACK_##BACKEND##_(NAME, S) \\")
    w("    kmatch_rt::guarded(KMATCH_KERNEL_LABEL_(BACKEND, NAME, S), [&] { \\")
    w("      KMATCH_IMPL_(BACKEND, NAME, S)(KMATCH_KERNEL_LABEL_(BACKEND, NAME, S), \\")
    w("                                     KMATCH_ARGS_##NAME##_##S); \\")
    w("    }); \\")
    w("  }")
    w("/// The signature line of a shim definition, with the manifest's names:")
    w("///   KMATCH_CPU_ENTRY(gemm, f32) { ... kernel, alpha, A, B, beta, C ... }")
    w("#define KMATCH_ENTRY(BACKEND, NAME, S) \\")
    w("  KMATCH_ENTRY_WRAP_(BACKEND, NAME, S) \\")
    w("  static void KMATCH_IMPL_(BACKEND, NAME, S)(const char *kernel, KMATCH_PARAMS_##NAME##_##S)")
    w("#define KMATCH_CPU_ENTRY(NAME, S) KMATCH_ENTRY(cpu, NAME, S)")
    w("#define KMATCH_CUDA_ENTRY(NAME, S) KMATCH_ENTRY(cuda, NAME, S)")
    w("/// The same with the body's own names, in order (the types still come")
    w("/// from the manifest; a wrong count does not compile).")
    w("#define KMATCH_ENTRY_AS(BACKEND, NAME, S, ...) \\")
    w("  KMATCH_ENTRY_WRAP_(BACKEND, NAME, S) \\")
    w("  static void KMATCH_IMPL_(BACKEND, NAME, S)(const char *kernel, \\")
    w("      KMATCH_SIGNATURE_##NAME##_##S(__VA_ARGS__))")
    w("#define KMATCH_CPU_ENTRY_AS(NAME, S, ...) KMATCH_ENTRY_AS(cpu, NAME, S, __VA_ARGS__)")
    w("#define KMATCH_CUDA_ENTRY_AS(NAME, S, ...) KMATCH_ENTRY_AS(cuda, NAME, S, __VA_ARGS__)")
    w("")
    w("#ifdef __cplusplus")
    w("namespace kmatch_rt {")
    w("namespace shim {")
    w("/// The function type of every shim of kernel NAME on S: shim::NAME_S.")
    w("#define KMATCH_SHIM_TYPE_(NAME, S, T) using NAME##_##S = void(KMATCH_PARAMS_##NAME##_##S);")
    w("KMATCH_FOR_EACH_KERNEL(KMATCH_SHIM_TYPE_)")
    w("#undef KMATCH_SHIM_TYPE_")
    w("/// The function types by C element type: Of<T>::NAME.")
    w("template <typename T>")
    w("struct Of;")
    for suffix, ctype in (("f32", "float"), ("f64", "double")):
        w("template <>")
        w("struct Of<%s> {" % ctype)
        for name, s, _, _, _, _ in entries:
            if s == suffix:
                w("  using %s = %s_%s;" % (name, name, s))
        w("};")
    w("} // namespace shim")
    w("} // namespace kmatch_rt")
    w("#endif // __cplusplus")
    w("")
    w("/// The declarations of both backends' shims.")
    w("#define KMATCH_DECLARE_SHIM_(BACKEND, NAME, S) \\")
    w("  KMATCH_RT_EXPORT void KMATCH_SHIM(BACKEND, NAME, S)(KMATCH_PARAMS_##NAME##_##S);")
    w("#define KMATCH_DECLARE_CPU_SHIM_(NAME, S, T) KMATCH_DECLARE_SHIM_(cpu, NAME, S)")
    w("#define KMATCH_DECLARE_CUDA_SHIM_(NAME, S, T) KMATCH_DECLARE_SHIM_(cuda, NAME, S)")
    w("KMATCH_FOR_EACH_CPU_KERNEL(KMATCH_DECLARE_CPU_SHIM_)")
    w("KMATCH_FOR_EACH_CUDA_KERNEL(KMATCH_DECLARE_CUDA_SHIM_)")
    w("#undef KMATCH_DECLARE_CPU_SHIM_")
    w("#undef KMATCH_DECLARE_CUDA_SHIM_")
    w("#undef KMATCH_DECLARE_SHIM_")
    w("")
    w("#endif // KMATCH_RUNTIME_KMATCH_KERNELS_H")
    text = "\n".join(out) + "\n"
    with open(sys.argv[2], "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()

// A kernel is defined once: twice in one manifest is an error, and so is a
// user manifest that redefines a built-in kernel, unless its entry says
// "override": true (then a warning, and the user's entry wins).

// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/duplicate-kernel.json 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: duplicate-kernel.json:8:0: error: kmatch: kernel 'twice' is defined twice in manifest {{.*}}duplicate-kernel.json
// TWICE: duplicate-kernel.json:3:0: note: first definition is here

// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/redefine-gemm.json 2>&1 | FileCheck %s --check-prefix=CLASH
// RUN: env KMATCH_KERNEL_MANIFEST_PATH=%S/Inputs/redefine-gemm.json not kmatch-opt %s --kmatch-lower-to-cpu 2>&1 | FileCheck %s --check-prefix=CLASH
// CLASH: redefine-gemm.json:3:0: error: kmatch: manifest {{.*}}redefine-gemm.json redefines kernel 'gemm' defined in {{.*}}kernels.json; add "override": true to the entry to replace it
// CLASH: kernels.json:{{[0-9]+}}:0: note: previous definition is here

// RUN: kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/override-gemm.json 2>&1 | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE: override-gemm.json:3:0: warning: kmatch: manifest {{.*}}override-gemm.json overrides kernel 'gemm' defined in {{.*}}kernels.json
// OVERRIDE: call @kmatch_cpu_gemm_f32(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,)]*}}) :

func.func @f(%s: f32, %a: memref<4x4xf32>) {
  kernel.launch @gemm(%s, %a, %a, %s, %a) {num_outs = 1 : i64}
      : (f32, memref<4x4xf32>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

// Unknown keys and values of the wrong type name the file and the key, in
// every pass that reads the manifest and in the transform op.
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/unknown-key.json 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not kmatch-opt %s --kmatch-plan-residency=manifests=%S/Inputs/unknown-key.json 2>&1 | FileCheck %s --check-prefix=KEY
// KEY: unknown-key.json:5:0: error: kmatch: manifest {{.*}}unknown-key.json: kernel 'saxpby': unknown key 'type' (expected summary, operands, params, types, backends, rank_polymorphic, device_resident, override)
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-operand.json 2>&1 | FileCheck %s --check-prefix=OPERAND
// OPERAND: bad-operand.json:4:0: error: kmatch: manifest {{.*}}bad-operand.json: kernel 'saxpby': operand 'x': key 'memref' must be a rank (0, 1, ...) or "*" (any rank)
// RUN: not kmatch-opt %s --kmatch-channels-last=manifests=%S/Inputs/bad-channels-last.json 2>&1 | FileCheck %s --check-prefix=CHANNELS
// CHANNELS: bad-channels-last.json:4:0: error: kmatch: manifest {{.*}}bad-channels-last.json: kernel 'scale2d': operand 'x': 'channels_last' needs a memref of rank 3 or more (batch, channels, spatial dimensions)
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-param.json 2>&1 | FileCheck %s --check-prefix=PARAM
// PARAM: bad-param.json:5:0: error: kmatch: manifest {{.*}}bad-param.json: kernel 'saxpby': param 'layout': key 'codes' must be "layout" or "activation"
// A default is a number; "inf" and "-inf" only for a float param (JSON has
// no infinities).
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-default.json 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: bad-default.json:5:0: error: kmatch: manifest {{.*}}bad-default.json: kernel 'saxpby': param 'n': key 'default' must be a number (or "inf", "-inf" for a float param)
// A "constant_of" param names a memref operand and is an i64 (its token).
// RUN: not kmatch-opt %s --kmatch-mark-constants=manifests=%S/Inputs/bad-constant-of.json 2>&1 | FileCheck %s --check-prefix=CONSTOF
// CONSTOF: bad-constant-of.json:5:0: error: kmatch: manifest {{.*}}bad-constant-of.json: kernel 'scaled_copy': param 'alpha_constant': 'constant_of' names 'alpha', which is not a memref operand
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-constant-of-type.json 2>&1 | FileCheck %s --check-prefix=CONSTTYPE
// CONSTTYPE: bad-constant-of-type.json:5:0: error: kmatch: manifest {{.*}}bad-constant-of-type.json: kernel 'scaled_copy': param 'x_constant': a param constant_of an operand must be i64
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-flag.json 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: bad-flag.json:7:0: error: kmatch: manifest {{.*}}bad-flag.json: kernel 'saxpby': key 'device_resident' must be true or false
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-top-key.json 2>&1 | FileCheck %s --check-prefix=TOP
// TOP: bad-top-key.json:2:0: error: kmatch: manifest {{.*}}bad-top-key.json: unknown key 'kernel' (expected kernels, doc, version)
// Errors point at the line of the key (above), and of a JSON syntax error;
// types and backends are checked when the manifest loads, not when a launch
// of that type is lowered.
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/malformed.json 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: malformed.json:5:7: error: kmatch: malformed kernel manifest {{.*}}malformed.json: [5:7, byte={{[0-9]+}}]: Expected , or } after object property
// RUN: not kmatch-opt %s --kmatch-plan-residency=manifests=%S/Inputs/bad-type.json 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: bad-type.json:5:0: error: kmatch: manifest {{.*}}bad-type.json: kernel 'saxpby': type 'float32' is not an MLIR element type (f32, f64, f16, bf16, i8, i32, ...)
// RUN: not kmatch-opt %s --kmatch-lower-to-cpu=manifests=%S/Inputs/bad-backend.json 2>&1 | FileCheck %s --check-prefix=BACKEND
// BACKEND: bad-backend.json:6:0: error: kmatch: manifest {{.*}}bad-backend.json: kernel 'saxpby': unknown backend 'CUDA' (expected cpu or cuda)

// The manifests are parsed once per context: the residency planner and the
// lowering share one parse, so the override is reported once.
// RUN: kmatch-opt %s --kmatch-plan-residency=manifests=%S/Inputs/override-gemm.json --kmatch-lower-to-cpu=manifests=%S/Inputs/override-gemm.json 2>&1 | FileCheck %s --check-prefix=ONCE
// ONCE: warning: kmatch: manifest {{.*}}override-gemm.json overrides kernel 'gemm'
// ONCE-NOT: warning:
// ONCE: call @kmatch_cpu_gemm_f32(

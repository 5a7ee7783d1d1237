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

// A user's native constraint, in a shared library built apart from kmatch
// (test/Extensibility/Inputs/size_natives.cpp), loaded at run time and
// called from a new template: by the apply pass's natives=, by
// KMATCH_NATIVES, by --kmatch-natives and by the pipeline's natives=.
//
// RUN: kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll natives=%test_plugins/natives_size.so" \
// RUN:   | FileCheck %s
// RUN: env KMATCH_NATIVES=%test_plugins/natives_size.so \
// RUN:   kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll" | FileCheck %s
// RUN: kmatch-opt %s --kmatch-natives=%test_plugins/natives_size.so \
// RUN:   --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll" | FileCheck %s
//
// The rejection reason of a plugin native reaches the remarks like a
// builtin's:
// RUN: kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll natives=%test_plugins/natives_size.so remarks=true" \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
//
// The whole pipeline lowers the launch through the user's manifest:
// RUN: rm -rf %t && %python %S/Inputs/extract-readme-recipe.py %kmatch_src/docs/Templates.md %t
// RUN: kmatch-opt %s --kmatch-pipeline="backend=cpu templates=%S/Inputs/big-hadamard.pdll natives=%test_plugins/natives_size.so manifests=%t/mykernel.json" \
// RUN:   | FileCheck %s --check-prefix=LOWER
//
// kmatch-verify checks the template with the user's native, manifest and shim
// against the default lowering, and catches a wrong shim:
// RUN: cc -shared -fPIC -O1 -o %t/libmykernel.so %S/Inputs/mykernel_shim.c
// RUN: cc -shared -fPIC -O1 -DWRONG -o %t/libwrong.so %S/Inputs/mykernel_shim.c
// RUN: kmatch-verify %s --functions=big --templates=%S/Inputs/big-hadamard.pdll --natives=%test_plugins/natives_size.so \
// RUN:   --manifests=%t/mykernel.json --shared-libs=%t/libmykernel.so | FileCheck %s --check-prefix=VERIFY
// RUN: not kmatch-verify %s --functions=big --templates=%S/Inputs/big-hadamard.pdll --natives=%test_plugins/natives_size.so \
// RUN:   --manifests=%t/mykernel.json --shared-libs=%t/libwrong.so | FileCheck %s --check-prefix=WRONG
//
// Without the plugin, the template does not load:
// RUN: not kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNREGISTERED
//
// Plugins that must be refused, each with its reason:
// RUN: not kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll natives=%test_plugins/natives_size_clash.so" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CLASH
// RUN: not kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll natives=%test_plugins/natives_size_old_api.so" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OLDAPI
// RUN: not kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll natives=%kmatch_lib/libkmatch_rt_cpu.so" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTPLUGIN
// RUN: not kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/big-hadamard.pdll natives=%t/missing.so" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING

// CHECK-LABEL: func.func @big(
// CHECK: kernel.launch @mykernel(%arg0, %arg1, %arg2) {num_outs = 1 : i64} : (memref<8x8xf32>, memref<8x8xf32>, memref<8x8xf32>) -> ()
// LOWER-LABEL: llvm.func @big(
// LOWER: llvm.call @kmatch_cpu_mykernel_f32(
func.func @big(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// Too small for the user's threshold (and dynamic) shapes stay on the default
// path.
// CHECK-LABEL: func.func @small(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// LOWER-LABEL: llvm.func @small(
// LOWER-NOT: @kmatch_cpu_mykernel_f32
// REMARK: remark: {{.*}}StaticElementCountAtLeast: an operand has 32 elements, fewer than 64
func.func @small(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %z: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%z : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// CHECK-LABEL: func.func @dynamic(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @dynamic(%x: memref<?x8xf32>, %y: memref<?x8xf32>, %z: memref<?x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<?x8xf32>, memref<?x8xf32>) outs(%z : memref<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// UNREGISTERED: big-hadamard.pdll:15:3: error: template calls native constraint 'StaticElementCountAtLeast', which is not registered; registered constraints: {{.*}} (a native of your own is loaded from a plugin with natives= or KMATCH_NATIVES; see kmatch/Templates/NativePlugin.h)
// CLASH: error: kmatch: native plugin 'size' ({{.*}}natives_size_clash.so) defines native 'HasOneUse', which is already defined (builtin or by another plugin)
// OLDAPI: error: kmatch: native plugin 'size' ({{.*}}natives_size_old_api.so) was built for plugin API version 2; this kmatch has version 1
// NOTPLUGIN: error: kmatch: '{{.*}}libkmatch_rt_cpu.so' is not a native plugin: it exports no kmatchGetNativePluginInfo
// VERIFY: PASS @big (launches: mykernel; max rel err
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures, 0 skipped
// WRONG: FAIL @big (launches: mykernel;
// WRONG: kmatch-verify: 1 functions, 1 rewritten, 1 failures, 0 skipped
// MISSING: error: kmatch: cannot load native plugin '{{.*}}missing.so': no such file

// kmatch-compile, the AOT command: examples/aot/mlp.mlir becomes a shared
// library whose C entry point examples/aot/main.c calls and checks against a
// naive loop in double. The two Linear layers must be launches in it.
// RUN: kmatch-compile %kmatch_src/examples/aot/mlp.mlir -o %t.libmlp.so
// RUN: nm -D %t.libmlp.so | FileCheck %s --check-prefix=SYMS
// RUN: cc %sanitize_cflags %kmatch_src/examples/aot/main.c -I%kmatch_src/runtime/common %t.libmlp.so \
// RUN:   -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// SYMS-DAG: T _mlir_ciface_forward
// SYMS-DAG: U _mlir_ciface_kmatch_cpu_gemm_bias_act_f32
// CHECK: mlp: max relative error {{.*}} against double
//
// User errors: a usage line, an unknown backend or option, a missing input.
// RUN: not kmatch-compile 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: kmatch-compile IN.mlir -o libOUT.so
// USAGE: [-- EXTRA-LINK-ARGS...]
// RUN: not kmatch-compile %kmatch_src/examples/aot/mlp.mlir -o %t.x.so --backend=tpu 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BACKEND
// BACKEND: kmatch-compile: error: --backend=tpu: expected cpu or cuda
// RUN: not kmatch-compile %kmatch_src/examples/aot/mlp.mlir -o %t.x.so --fast 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OPTION
// OPTION: kmatch-compile: error: unknown option '--fast'
// RUN: not kmatch-compile %t.missing.mlir -o %t.x.so 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: kmatch-compile: error: cannot read
//
// --help is no error; a backend in the pipeline options would lower for one
// runtime and link the other; a failing step after kmatch-opt (here the
// link) ends with an error line of its own.
// RUN: kmatch-compile --help | FileCheck %s --check-prefix=USAGE
// RUN: not kmatch-compile %kmatch_src/examples/aot/mlp.mlir -o %t.x.so \
// RUN:   --pipeline-options=backend=cuda 2>&1 | FileCheck %s --check-prefix=TWO-BACKENDS
// TWO-BACKENDS: kmatch-compile: error: --pipeline-options: give the backend as --backend=cpu|cuda
// RUN: not kmatch-compile %kmatch_src/examples/aot/mlp.mlir -o %t.x.so -- -lkmatch_no_such_lib 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINK
// LINK: kmatch-compile: error: the link of '{{.*}}' failed

// The CPU runtime's environment settings: a value it does not know is
// reported on stderr and the default is used, and the numbers stay those of
// the default settings.
// RUN: kmatch-opt %kmatch_src/examples/gemm.mlir --kmatch-pipeline=backend=cpu -o %t.mlir
// RUN: %run_cpu %t.mlir > %t.default 2> %t.default.err
// RUN: env KMATCH_CPU_GEMM=fastest KMATCH_MALLOC=never %run_cpu %t.mlir > %t.bad 2> %t.bad.err
// RUN: FileCheck %s --input-file=%t.bad.err
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t.default.err
// RUN: env KMATCH_MALLOC=keep %run_cpu %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %numdiff --rtol 1e-5 --min-values 500000 %t.default %t.bad

// CHECK-DAG: kmatch: KMATCH_MALLOC=never is not keep or system; using keep
// CHECK-DAG: kmatch: KMATCH_CPU_GEMM=fastest is not auto, openblas or onednn; using auto
// QUIET-NOT: kmatch:

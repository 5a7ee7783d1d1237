// kmatch-verify on whole programs: every program of the corpus and the
// examples (and two integration programs), as they are (each with a printing main, init helpers and the
// kernels). Every function comes out PASS, UNMATCHED or SKIPPED: any FAIL
// makes kmatch-verify exit 2 and this test fail.
//
// RUN: kmatch-verify %S/../corpus/cnn/bottleneck-1x1.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/cnn/conv-bn-relu.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/cnn/dense-bias-relu.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/cnn/maxpool.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/cnn/resnet-basic-block.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/2mm.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/3mm.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/atax.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/bicg.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/doitgen.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/gemm.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/gemver.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/gesummv.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/mvt.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/syr2k.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../corpus/polybench/syrk.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %kmatch_src/examples/gemm.mlir --quiet | FileCheck %s
// Programs that free their own buffers, and every linalg named op:
// RUN: kmatch-verify %S/../Integration/manual-dealloc.mlir --quiet | FileCheck %s
// RUN: kmatch-verify %S/../Integration/named-ops.mlir --quiet | FileCheck %s
//
// CHECK: kmatch-verify: {{[1-9][0-9]*}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

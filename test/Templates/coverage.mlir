// scripts/coverage.sh tabulates matched and unmatched ops over a corpus, with
// the reasons ops stayed unmatched.
// RUN: %kmatch_src/scripts/coverage.sh %S/Inputs/coverage | FileCheck %s

// CHECK: | {{.*}}coverage | 1 | 5 | 1 | 4 | 20.0% | 1 | 0 | 100.0% | 100.0% |
// CHECK: | gemm | 1 |
// CHECK-DAG: | linalg.generic: no template computes this body: body is arith.maximumf(arith.addf), expected out + $alpha*in0*in1 | 1 |
// CHECK-DAG: | linalg.matmul: gemm: ElementTypeIsOneOf: element type f16 is not one of [f32, f64] | 1 |
// CHECK-DAG: | linalg.matmul: gemm: OutputDoesNotOverlapInputs: output may share memory with input #N | 1 |
// CHECK-DAG: | linalg.exp: no template computes this body: body is not relu, clamp, GELU, hardsigmoid, hardswish, sigmoid, silu or torch-mlir's clamp of in0 | 1 |

// Fusion: a conv or matmul launch whose result an epilogue still reads apart
// (here a relu kept a loop under kmatch.nan_exact, and a sine) is counted,
// even though every op that could became a launch; by launches (1 of 3 fused)
// and by FLOPs (256 of 2816).
// RUN: %kmatch_src/scripts/coverage.sh %S/Inputs/coverage-fusion | FileCheck %s --check-prefix=FUSION
// FUSION: | {{.*}}coverage-fusion | 1 | 6 | 4 | 2 | 66.7% | 3 | 2 | 33.3% | 9.1% |
// FUSION: | epilogues left apart from their launch | launches |
// FUSION-DAG: | gemm then linalg.generic | 1 |
// FUSION-DAG: | conv2d then linalg.generic | 1 |

// examples/aot/mlp.py: the library kmatch-compile builds, called from Python
// through ctypes beside the same network in PyTorch with the same weights.
// REQUIRES: torch
// python3 cannot load an instrumented library with the ASan runtime first.
// UNSUPPORTED: asan
// RUN: kmatch-compile %kmatch_src/examples/aot/mlp.mlir -o %t.libmlp.so
// RUN: %torch_python %kmatch_src/examples/aot/mlp.py %t.libmlp.so | FileCheck %s
// CHECK: mlp: kmatch and PyTorch differ by at most
// CHECK: mlp: kmatch {{.*}} us, PyTorch eager {{.*}} us per call

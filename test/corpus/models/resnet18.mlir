// torchvision ResNet-18 at 64x64: conv+BN+relu, basic blocks with residual
// adds, global average pool, Linear; batch 1; written by gen_models.py in
// torch-mlir's linalg-on-tensors style, run on the CPU backend and checked
// against PyTorch (torch_ref.py). CALLS pins the library calls kmatch makes
// today (exact counts: a drop is a regression, a rise updates the line).
// REQUIRES: torch
// RUN: %python %S/gen_models.py resnet18 --batch 1 -o %t.mlir --params %t.json
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c \
// RUN:   | FileCheck %s --check-prefix=CALLS --implicit-check-not=kernel.launch
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: %torch_python %S/torch_ref.py %t.json %t.out
// Every activation from the stem to the average pool (the 20 conv outputs and
// the max pool's) is stored NHWC by --kmatch-channels-last, so the outputs
// above are checked with the convolutions reading and writing NHWC.
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu --mlir-print-ir-after=kmatch-channels-last \
// RUN:   -o /dev/null 2>&1 | grep -c 'memref.transpose' | FileCheck %s --check-prefix=NHWC
// NHWC: {{^}}21{{$}}
// CALLS: {{^ *}}1 kernel.launch @avgpool2d{{$}}
// CALLS: {{^ *}}12 kernel.launch @conv2d_bn_act{{$}}
// CALLS: {{^ *}}8 kernel.launch @conv2d_bn_add_act{{$}}
// CALLS: {{^ *}}1 kernel.launch @gemm_bias_act{{$}}
// CALLS: {{^ *}}1 kernel.launch @maxpool2d{{$}}

// torchvision MobileNetV3-small at 64x64: depthwise convs, hardswish,
// squeeze-excitation, BN eps 1e-3; batch 1; written by gen_models.py in
// torch-mlir's linalg-on-tensors style, run on the CPU backend and checked
// against PyTorch (torch_ref.py). CALLS pins the library calls kmatch makes
// today (exact counts: a drop is a regression, a rise updates the line).
// REQUIRES: torch
// RUN: %python %S/gen_models.py mobilenet_v3_small --batch 1 -o %t.mlir --params %t.json
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates | grep -o 'kernel.launch @[a-z0-9_]*' \
// RUN:   | LC_ALL=C sort | uniq -c \
// RUN:   | FileCheck %s --check-prefix=CALLS --implicit-check-not=kernel.launch
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: %torch_python %S/torch_ref.py %t.json %t.out
// The activations that only convs, depthwise convs, pools and the
// squeeze-excitation scale use are stored NHWC (--kmatch-channels-last), so
// the outputs above are checked with those launches on NHWC buffers.
// RUN: kmatch-opt %t.mlir --kmatch-pipeline=backend=cpu --mlir-print-ir-after=kmatch-channels-last \
// RUN:   -o /dev/null 2>&1 | grep -c 'memref.transpose' | FileCheck %s --check-prefix=NHWC
// NHWC: {{^}}70{{$}}
// CALLS: {{^ *}}10 kernel.launch @avgpool2d{{$}}
// CALLS: {{^ *}}18 kernel.launch @conv2d_bias_act{{$}}
// CALLS: {{^ *}}17 kernel.launch @conv2d_bn_act{{$}}
// CALLS: {{^ *}}6 kernel.launch @conv2d_bn_add_act{{$}}
// CALLS: {{^ *}}11 kernel.launch @depthwise_conv2d_bn_act{{$}}
// CALLS: {{^ *}}2 kernel.launch @gemm_bias_act{{$}}
// CALLS: {{^ *}}9 kernel.launch @scale_channels{{$}}

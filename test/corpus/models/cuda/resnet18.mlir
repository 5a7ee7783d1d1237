// torchvision ResNet-18 through the cuda backend at batch 1 (the cpu test is
// ../resnet18.mlir): the CUDA lowering with its residency plan, run against
// the CUDA runtime with KMATCH_CUDA_FALLBACK=cpu (on the GPU where there is
// one) and against the CUDA shims over host fakes of cudart, cuBLAS, cuDNN and
// cublasLt (%run_cuda_mock: device memory is NaN-filled host memory, so a
// transfer the plan misses shows up). Both outputs are checked against PyTorch
// (the unfused fallbacks run on lenet, convnext_block and transformer_block).
// REQUIRES: torch, cuda-runtime
// RUN: %python %S/../gen_models.py resnet18 --batch 1 -o %t.mlir --params %t.json
// Every launch is a call of its kmatch_cuda_* entry point; no cpu shim is
// called, and the plan moves buffers (to_device, to_host, release).
// RUN: kmatch-opt %t.mlir --kmatch-apply-templates -o %t.launch.mlir
// RUN: grep -o 'kernel.launch @[a-z0-9_]*' %t.launch.mlir | sed 's/.*@//' | sort | uniq -c > %t.launches
// RUN: kmatch-opt %t.launch.mlir --kmatch-pipeline="backend=cuda apply-templates=false" -o %t.cuda.mlir
// RUN: grep -o 'llvm.call @kmatch_[a-z0-9_]*' %t.cuda.mlir | sed 's/.*@//' | sort | uniq -c \
// RUN:   | tee %t.calls | FileCheck %s --check-prefix=PLAN --implicit-check-not=kmatch_cpu_
// RUN: grep -v 'kmatch_cuda_\(to_device\|to_host\|release\)_f32\|kmatch_print_' %t.calls \
// RUN:   | sed 's/kmatch_cuda_//; s/_f32$//' | diff %t.launches -
// PLAN: kmatch_cuda_release_f32
// PLAN: kmatch_cuda_to_device_f32
// PLAN: kmatch_cuda_to_host_f32
// RUN: env KMATCH_CUDA_FALLBACK=cpu %run_cuda %t.cuda.mlir > %t.fallback.out
// RUN: %run_cuda_mock %t.cuda.mlir > %t.mock.out
// RUN: %torch_python %S/../torch_ref.py %t.json %t.fallback.out %t.mock.out

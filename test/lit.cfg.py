# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration for kmatch.
import os
import shutil
import subprocess

import lit.formats

config.name = "kmatch"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "lib", "runtime", "fuzz", "Package", "CMakeLists.txt", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kmatch_obj_root, "test")

llvm_bin = os.path.join(config.llvm_root, "bin")
llvm_lib = os.path.join(config.llvm_root, "lib")
kmatch_bin = os.path.join(config.kmatch_obj_root, "bin")
kmatch_lib = os.path.join(config.kmatch_obj_root, "lib")

config.environment["PATH"] = os.pathsep.join(
    [kmatch_bin, llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
config.environment["KMATCH_BUILD_DIR"] = config.kmatch_obj_root
# Tests never touch the user's template cache.
config.environment["KMATCH_CACHE_DIR"] = os.path.join(config.test_exec_root, "template-cache")
# Every application of the templates checks that one sweep left nothing for a
# second (lib/Templates/TemplateLoader.cpp, applyTemplatePatterns).
config.environment["KMATCH_CHECK_FIXPOINT"] = "1"
for var in ["KMATCH_TEMPLATE_PATH", "KMATCH_KERNEL_MANIFEST_PATH", "KMATCH_MLIR_PDLL",
            "KMATCH_DATA_DIR", "KMATCH_CACHE",
            "KMATCH_RT_ON_ERROR"]:
    config.environment.pop(var, None)

python = shutil.which("python3") or "python3"
runner_libs = ",".join([
    os.path.join(llvm_lib, "libmlir_runner_utils.so"),
    os.path.join(llvm_lib, "libmlir_c_runner_utils.so"),
])
runner = os.path.join(llvm_bin, "mlir-runner")
# Under scripts/test.sh --sanitize the runtime libraries are instrumented:
# preload the ASan runtime into the (uninstrumented) runner.
if os.environ.get("KMATCH_ASAN_PRELOAD"):
    runner = f"env LD_PRELOAD={os.environ['KMATCH_ASAN_PRELOAD']} {runner}"
    config.environment["ASAN_OPTIONS"] = os.environ.get("ASAN_OPTIONS", "")
    config.environment["UBSAN_OPTIONS"] = os.environ.get("UBSAN_OPTIONS", "")
run = f"{runner} -e main -entry-point-result=void"
# Stock mlir-opt loading kmatch's plugin: under --sanitize the plugin is
# instrumented and mlir-opt is not, so the ASan runtime is preloaded, as for
# the runner.
plugin_host_opt = "mlir-opt"
if os.environ.get("KMATCH_ASAN_PRELOAD"):
    plugin_host_opt = f"env LD_PRELOAD={os.environ['KMATCH_ASAN_PRELOAD']} mlir-opt"
config.substitutions.append(("%plugin_host_opt", plugin_host_opt))
# A C program linking an instrumented library links the sanitizers' runtimes
# first; a foreign interpreter (python3 with torch) loading one cannot, so
# such tests say `UNSUPPORTED: asan`.
sanitize_cflags = ""
if os.environ.get("KMATCH_ASAN_PRELOAD"):
    sanitize_cflags = "-fsanitize=address,undefined -fno-sanitize=vptr"
    config.available_features.add("asan")
config.substitutions.append(("%sanitize_cflags", sanitize_cflags))

# The upstream lowering kmatch's pipeline uses after its own passes (less
# kmatch-expand-math); with it, mlir-opt lowers the unrewritten program for
# comparison.
lower_to_llvm = ("convert-bufferization-to-memref,convert-linalg-to-loops,convert-vector-to-scf,"
                 "expand-strided-metadata,lower-affine,convert-complex-to-standard,"
                 "convert-math-to-funcs{min-width-of-fpowi-exponent=65},convert-scf-to-cf,"
                 "convert-vector-to-llvm,finalize-memref-to-llvm,convert-math-to-llvm,"
                 "convert-math-to-libm,convert-complex-to-llvm,convert-arith-to-llvm,convert-ub-to-llvm,convert-index-to-llvm,convert-func-to-llvm,"
                 "convert-cf-to-llvm,reconcile-unrealized-casts")
bufferize_only = ("one-shot-bufferize{bufferize-function-boundaries "
                  "function-boundary-type-conversion=identity-layout-map}")
bufferize = f"{bufferize_only},buffer-deallocation-pipeline"
# Programs that free their own buffers: upstream's ownership-based
# deallocation rejects them, so their reference lowering frees nothing else.

config.substitutions += [
    ("%kmatch_src", config.kmatch_src_root),
    ("%kmatch_lib", kmatch_lib),
    ("%mlir_lib", llvm_lib),
    ("%numdiff", f"{python} {os.path.join(config.kmatch_src_root, 'test', 'lib', 'numdiff.py')}"),
    ("%run_cpu", f"{run} -shared-libs={os.path.join(kmatch_lib, 'libkmatch_rt_cpu.so')},{runner_libs}"),
    # The CUDA shims over the host fakes of cudart, cuBLAS, cuDNN and cublasLt
    # (test/runtime/mock_*.cpp), built with the cuda runtime: the shims' host
    # logic and residency on any machine. Not a GPU run. (Before %run_cuda,
    # which is a prefix of it.)
    ("%run_cuda_mock", f"{run} -shared-libs={os.path.join(kmatch_lib, 'libkmatch_rt_cuda_mock.so')},"
                       f"{os.path.join(kmatch_lib, 'libkmatch_rt_cpu.so')},{runner_libs}"),
    ("%run_cuda", f"{run} -shared-libs={os.path.join(kmatch_lib, 'libkmatch_rt_cuda.so')},"
                  f"{os.path.join(kmatch_lib, 'libkmatch_rt_cpu.so')},{runner_libs}"),
    ("%upstream_lower_nodealloc", f"mlir-opt --pass-pipeline='builtin.module({bufferize_only},{lower_to_llvm})'"),
    ("%upstream_lower", f"mlir-opt --pass-pipeline='builtin.module({bufferize},{lower_to_llvm})'"),
    ("%always-fail", os.path.join(config.kmatch_src_root, "test", "lib", "fail.sh")),
    ("%python", python),
    ("%mlir_runner", runner),
    ("%test_plugins", os.path.join(config.kmatch_obj_root, "test", "plugins")),
    ("%kmatch_rt_includes", f"-I{os.path.join(config.kmatch_obj_root, 'runtime', 'include')} "
                            f"-I{os.path.join(config.kmatch_src_root, 'runtime', 'common')}"),
]

if config.kmatch_have_cuda:
    config.available_features.add("cuda-runtime")
try:
    if subprocess.run(["nvidia-smi", "-L"], capture_output=True, timeout=20).returncode == 0:
        config.available_features.add("cuda-device")
except (OSError, subprocess.SubprocessError):
    pass

# The model zoo (test/corpus/models) is checked against PyTorch: Debian's
# python3-torch and python3-torchvision under /usr/bin/python3 (the python3
# first on PATH may be another interpreter). Without them those tests report
# UNSUPPORTED.
torch_python = "/usr/bin/python3"
try:
    if subprocess.run([torch_python, "-c", "import torch, torchvision"],
                      capture_output=True, timeout=120).returncode == 0:
        config.available_features.add("torch")
except (OSError, subprocess.SubprocessError):
    pass
config.substitutions.append(("%torch_python", torch_python))

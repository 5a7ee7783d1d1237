// --help lists kmatch's and MLIR's options, not the hundreds of LLVM backend
// flags libLLVM registers as it loads (they still work, and --help-hidden
// lists them).
//
// RUN: kmatch-opt --help | FileCheck %s --check-prefix=OPT
// RUN: kmatch-opt --help | FileCheck %s --check-prefix=NOBACKEND
// RUN: kmatch-opt --help-hidden | FileCheck %s --check-prefix=HIDDEN
// RUN: kmatch-verify --help | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify --help | FileCheck %s --check-prefix=NOBACKEND
//
// The MLIR passes of the amdgpu dialect stay; the AMDGPU backend's flags go.
// NOBACKEND-NOT: {{--aarch64-|--amdgpu-atomic-optimizer-strategy|--polly|--x86-}}
//
// OPT-DAG: --kmatch-pipeline
// OPT-DAG: --kmatch-apply-templates
// OPT-DAG: --mlir-print-ir-after-all
// OPT-DAG: --split-input-file
// OPT-DAG: --canonicalize
// OPT-DAG: --help
// OPT-DAG: --kmatch-data-dir=
// OPT-DAG: --kmatch-template-path=
// OPT-DAG: --kmatch-cache=
//
// HIDDEN: --amdgpu-atomic-optimizer-strategy
//
// VERIFY-DAG: --dim-size=
// VERIFY-DAG: --dyn-size=
// VERIFY-DAG: --functions=
// VERIFY-DAG: --templates=
// VERIFY-DAG: --kmatch-data-dir=
// VERIFY-DAG: --kmatch-manifest-path=

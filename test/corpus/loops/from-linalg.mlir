// The polybench linalg corpus (test/corpus/polybench) lowered to loops by
// upstream's convert-linalg-to-affine-loops (affine.for) and
// convert-linalg-to-loops (scf.for, memref.load/store), then raised back by
// --kmatch-raise-loops: each kernel's launches (in order, the same from both
// forms), and the kmatch CPU pipeline on the loops against the upstream
// lowering of the original linalg program. The launches are the linalg
// program's (test/corpus/polybench). The loops' bounds are memref.dim of
// whichever operand the lowering read them from; the run-time check also
// compares those sizes with the other arrays' (their loops run where they
// differ), so each array is one whole operand (gemm's C scaled and then
// accumulated into, syr2k's A and B each read twice).
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/2mm.mlir -o %t.2mm.mlir
// RUN: kmatch-opt %t.2mm.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=TWOMM
// RUN: kmatch-opt %t.2mm.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.2mm.kmatch
// RUN: %upstream_lower %S/../polybench/2mm.mlir | %run_cpu > %t.2mm.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.2mm.ref %t.2mm.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/2mm.mlir -o %t.2mm.scf.mlir
// RUN: kmatch-opt %t.2mm.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=TWOMM
// RUN: kmatch-opt %t.2mm.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.2mm.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.2mm.ref %t.2mm.scf.kmatch
//
// TWOMM-LABEL: func.func @kernel_2mm(
// TWOMM: kernel.launch @gemm(
// TWOMM: kernel.launch @gemm(
// TWOMM-NOT: kernel.launch
// TWOMM: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/3mm.mlir -o %t.3mm.mlir
// RUN: kmatch-opt %t.3mm.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=THREEMM
// RUN: kmatch-opt %t.3mm.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.3mm.kmatch
// RUN: %upstream_lower %S/../polybench/3mm.mlir | %run_cpu > %t.3mm.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.3mm.ref %t.3mm.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/3mm.mlir -o %t.3mm.scf.mlir
// RUN: kmatch-opt %t.3mm.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=THREEMM
// RUN: kmatch-opt %t.3mm.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.3mm.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.3mm.ref %t.3mm.scf.kmatch
//
// THREEMM-LABEL: func.func @kernel_3mm(
// THREEMM: kernel.launch @gemm(
// THREEMM: kernel.launch @gemm(
// THREEMM: kernel.launch @gemm(
// THREEMM-NOT: kernel.launch
// THREEMM: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/atax.mlir -o %t.atax.mlir
// RUN: kmatch-opt %t.atax.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=ATAX
// RUN: kmatch-opt %t.atax.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.atax.kmatch
// RUN: %upstream_lower %S/../polybench/atax.mlir | %run_cpu > %t.atax.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.atax.ref %t.atax.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/atax.mlir -o %t.atax.scf.mlir
// RUN: kmatch-opt %t.atax.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=ATAX
// RUN: kmatch-opt %t.atax.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.atax.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.atax.ref %t.atax.scf.kmatch
//
// ATAX-LABEL: func.func @kernel_atax(
// ATAX: kernel.launch @gemv(
// ATAX: kernel.launch @gemv(
// ATAX-NOT: kernel.launch
// ATAX: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/bicg.mlir -o %t.bicg.mlir
// RUN: kmatch-opt %t.bicg.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=BICG
// RUN: kmatch-opt %t.bicg.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.bicg.kmatch
// RUN: %upstream_lower %S/../polybench/bicg.mlir | %run_cpu > %t.bicg.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.bicg.ref %t.bicg.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/bicg.mlir -o %t.bicg.scf.mlir
// RUN: kmatch-opt %t.bicg.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=BICG
// RUN: kmatch-opt %t.bicg.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.bicg.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.bicg.ref %t.bicg.scf.kmatch
//
// BICG-LABEL: func.func @kernel_bicg(
// BICG: kernel.launch @gemv(
// BICG: kernel.launch @gemv(
// BICG-NOT: kernel.launch
// BICG: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/doitgen.mlir -o %t.doitgen.mlir
// RUN: kmatch-opt %t.doitgen.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=DOITGEN
// RUN: kmatch-opt %t.doitgen.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.doitgen.kmatch
// RUN: %upstream_lower %S/../polybench/doitgen.mlir | %run_cpu > %t.doitgen.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.doitgen.ref %t.doitgen.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/doitgen.mlir -o %t.doitgen.scf.mlir
// RUN: kmatch-opt %t.doitgen.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=DOITGEN
// RUN: kmatch-opt %t.doitgen.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.doitgen.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.doitgen.ref %t.doitgen.scf.kmatch
//
// DOITGEN-LABEL: func.func @kernel_doitgen(
// DOITGEN: kernel.launch @gemm(
// DOITGEN-NOT: kernel.launch
// DOITGEN: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/gemm.mlir -o %t.gemm.mlir
// RUN: kmatch-opt %t.gemm.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=GEMM
// RUN: kmatch-opt %t.gemm.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.gemm.kmatch
// RUN: %upstream_lower %S/../polybench/gemm.mlir | %run_cpu > %t.gemm.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.gemm.ref %t.gemm.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/gemm.mlir -o %t.gemm.scf.mlir
// RUN: kmatch-opt %t.gemm.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=GEMM
// RUN: kmatch-opt %t.gemm.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.gemm.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.gemm.ref %t.gemm.scf.kmatch
//
// GEMM-LABEL: func.func @kernel_gemm(
// GEMM: kernel.launch @gemm(
// GEMM-NOT: kernel.launch
// GEMM: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/gemver.mlir -o %t.gemver.mlir
// RUN: kmatch-opt %t.gemver.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=GEMVER
// RUN: kmatch-opt %t.gemver.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.gemver.kmatch
// RUN: %upstream_lower %S/../polybench/gemver.mlir | %run_cpu > %t.gemver.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.gemver.ref %t.gemver.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/gemver.mlir -o %t.gemver.scf.mlir
// RUN: kmatch-opt %t.gemver.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=GEMVER
// RUN: kmatch-opt %t.gemver.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.gemver.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.gemver.ref %t.gemver.scf.kmatch
//
// GEMVER-LABEL: func.func @kernel_gemver(
// GEMVER: kernel.launch @ger2(
// GEMVER: kernel.launch @gemv(
// GEMVER: kernel.launch @axpby(
// GEMVER: kernel.launch @gemv(
// GEMVER-NOT: kernel.launch
// GEMVER: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/gesummv.mlir -o %t.gesummv.mlir
// RUN: kmatch-opt %t.gesummv.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=GESUMMV
// RUN: kmatch-opt %t.gesummv.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.gesummv.kmatch
// RUN: %upstream_lower %S/../polybench/gesummv.mlir | %run_cpu > %t.gesummv.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.gesummv.ref %t.gesummv.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/gesummv.mlir -o %t.gesummv.scf.mlir
// RUN: kmatch-opt %t.gesummv.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=GESUMMV
// RUN: kmatch-opt %t.gesummv.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.gesummv.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.gesummv.ref %t.gesummv.scf.kmatch
//
// GESUMMV-LABEL: func.func @kernel_gesummv(
// GESUMMV: kernel.launch @gemv(
// GESUMMV: kernel.launch @gemv(
// GESUMMV: kernel.launch @axpby(
// GESUMMV-NOT: kernel.launch
// GESUMMV: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/mvt.mlir -o %t.mvt.mlir
// RUN: kmatch-opt %t.mvt.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MVT
// RUN: kmatch-opt %t.mvt.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.mvt.kmatch
// RUN: %upstream_lower %S/../polybench/mvt.mlir | %run_cpu > %t.mvt.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.mvt.ref %t.mvt.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/mvt.mlir -o %t.mvt.scf.mlir
// RUN: kmatch-opt %t.mvt.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MVT
// RUN: kmatch-opt %t.mvt.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.mvt.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.mvt.ref %t.mvt.scf.kmatch
//
// MVT-LABEL: func.func @kernel_mvt(
// MVT: kernel.launch @gemv(
// MVT: kernel.launch @gemv(
// MVT-NOT: kernel.launch
// MVT: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/syr2k.mlir -o %t.syr2k.mlir
// RUN: kmatch-opt %t.syr2k.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=SYRTWOK
// RUN: kmatch-opt %t.syr2k.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.syr2k.kmatch
// RUN: %upstream_lower %S/../polybench/syr2k.mlir | %run_cpu > %t.syr2k.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.syr2k.ref %t.syr2k.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/syr2k.mlir -o %t.syr2k.scf.mlir
// RUN: kmatch-opt %t.syr2k.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=SYRTWOK
// RUN: kmatch-opt %t.syr2k.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.syr2k.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.syr2k.ref %t.syr2k.scf.kmatch
//
// SYRTWOK-LABEL: func.func @kernel_syr2k(
// SYRTWOK: kernel.launch @syr2k(
// SYRTWOK-NOT: kernel.launch
// SYRTWOK: return
//
// RUN: mlir-opt --convert-linalg-to-affine-loops %S/../polybench/syrk.mlir -o %t.syrk.mlir
// RUN: kmatch-opt %t.syrk.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=SYRK
// RUN: kmatch-opt %t.syrk.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.syrk.kmatch
// RUN: %upstream_lower %S/../polybench/syrk.mlir | %run_cpu > %t.syrk.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.syrk.ref %t.syrk.kmatch
// RUN: mlir-opt --convert-linalg-to-loops %S/../polybench/syrk.mlir -o %t.syrk.scf.mlir
// RUN: kmatch-opt %t.syrk.scf.mlir --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=SYRK
// RUN: kmatch-opt %t.syrk.scf.mlir --kmatch-pipeline=backend=cpu | %run_cpu > %t.syrk.scf.kmatch
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.syrk.ref %t.syrk.scf.kmatch
//
// SYRK-LABEL: func.func @kernel_syrk(
// SYRK: kernel.launch @syrk(
// SYRK-NOT: kernel.launch
// SYRK: return
//

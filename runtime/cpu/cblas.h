//===- cblas.h - OpenBLAS's CBLAS routines by element type ------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Cblas<T> names the CBLAS routine of each family for element type T
// (Cblas<float>::gemm is cblas_sgemm), so that a shim is written once as a
// template instead of once per type.
//
//===----------------------------------------------------------------------===//
#ifndef KMATCH_RUNTIME_CPU_CBLAS_H
#define KMATCH_RUNTIME_CPU_CBLAS_H

#include <cblas.h>

namespace kmatch_rt {

template <typename T> struct Cblas;

template <> struct Cblas<float> {
  static constexpr auto dot = cblas_sdot;
  static constexpr auto gemv = cblas_sgemv;
  static constexpr auto ger = cblas_sger;
  static constexpr auto gemm = cblas_sgemm;
  static constexpr auto syrk = cblas_ssyrk;
  static constexpr auto syr2k = cblas_ssyr2k;
};

template <> struct Cblas<double> {
  static constexpr auto dot = cblas_ddot;
  static constexpr auto gemv = cblas_dgemv;
  static constexpr auto ger = cblas_dger;
  static constexpr auto gemm = cblas_dgemm;
  static constexpr auto syrk = cblas_dsyrk;
  static constexpr auto syr2k = cblas_dsyr2k;
};

/// CBLAS's transpose flag for a view read transposed (`t`) or not.
inline CBLAS_TRANSPOSE blasTrans(bool t) {
  return t ? CblasTrans : CblasNoTrans;
}

} // namespace kmatch_rt

#endif // KMATCH_RUNTIME_CPU_CBLAS_H

//===- Builtin.cpp - The builtin native library -----------------*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// NativeLibrary::builtin(): the registry filled by every native concept file
// of lib/Templates/Natives. The only file that knows them all. active() is
// builtin() plus the native plugins loaded at run time (Plugins.cpp).
//
//===----------------------------------------------------------------------===//
#include "kmatch/Templates/NativeLibrary.h"

using namespace kmatch;

const NativeLibrary &NativeLibrary::builtin() {
  static const NativeLibrary lib = [] {
    NativeLibrary l;
    registerScalarNatives(l);
    registerCodeNatives(l);
    registerBodyNatives(l);
    registerEinsumNatives(l);
    registerWindowNatives(l);
    registerMemoryNatives(l);
    registerDnnNatives(l);
    registerFoldNatives(l);
    return l;
  }();
  return lib;
}

NativeLibrary &NativeLibrary::mutableActive() {
  static NativeLibrary lib = builtin();
  return lib;
}

const NativeLibrary &NativeLibrary::active() { return mutableActive(); }

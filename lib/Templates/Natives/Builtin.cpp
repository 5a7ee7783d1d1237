//===- Builtin.cpp - The builtin native library -----------------*- C++ -*-===//
//
// NativeLibrary::builtin(): the registry filled by every native concept file
// of lib/Templates/Natives. The only file that knows them all.
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

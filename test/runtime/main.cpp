//===- main.cpp - Catch2 entry point of the CPU runtime tests ---*- C++ -*-===//
//
// Part of kmatch, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

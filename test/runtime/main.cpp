//===- main.cpp - Catch2 entry point of the CPU runtime tests ---*- C++ -*-===//
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

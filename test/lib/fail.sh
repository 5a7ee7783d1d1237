#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Stands in for a tool that always fails (tests of error paths and caches).
exit 1

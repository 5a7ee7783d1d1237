#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs the Debian packages kmatch needs, only those that are missing.
set -euo pipefail

PKGS=(
  cmake ninja-build g++ pkg-config
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  catch2 nlohmann-json3-dev libopenblas-dev libdnnl-dev
  # OpenBLAS on OpenMP, the pool oneDNN uses (runtime/CMakeLists.txt); the
  # system's default libopenblas stays as it is.
  libopenblas0-openmp
  # The model zoo's numeric reference (test/corpus/models, /usr/bin/python3).
  python3-torch python3-torchvision
)
if [[ "${KMATCH_WITH_CLANG:-0}" == 1 ]]; then PKGS+=(clang-22 libclang-rt-22-dev); fi

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "kmatch: installing ${missing[*]}"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"

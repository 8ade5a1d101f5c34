#!/usr/bin/env bash
# Builds the release preset and runs every test; with --asan also builds the core and its
# tests with AddressSanitizer + UndefinedBehaviorSanitizer and runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset default
cmake --build --preset default
ctest --preset default
if [ "${1:-}" = "--asan" ]; then
  cmake --preset asan
  cmake --build --preset asan
  ctest --preset asan
fi

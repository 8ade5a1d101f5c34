#!/usr/bin/env bash
# Builds the release preset and runs every test; with --asan also builds the core and its
# tests with AddressSanitizer + UndefinedBehaviorSanitizer and runs them, all but two that the
# release build runs (CMakePresets.json, test preset asan): tst_paper_001, whose experiment
# (paper 001's rings, 15 s in release) outlasts the 300 s test timeout under the sanitizers, and
# tst_cli_time_limit, whose bounds on processor time the sanitizers' slowdown breaks.
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

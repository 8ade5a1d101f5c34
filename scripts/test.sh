#!/usr/bin/env bash
# Builds the release preset and runs every test; with --asan also builds the core and its
# tests with AddressSanitizer + UndefinedBehaviorSanitizer and runs them, all but three that the
# release build runs (CMakePresets.json, test preset asan): tst_paper_001, whose experiment
# (paper 001's rings, 15 s in release) outlasts the 300 s test timeout under the sanitizers;
# tst_cli_time_limit, whose bounds on processor time the sanitizers' slowdown breaks; and
# tst_simgrid_engine, which plans every strategy on 25 platforms twice per network model (14 s
# in release, over 300 s under the sanitizers: 109 s for its ideal rows alone). SimGrid itself
# is no problem there: the engine runs it on threads under AddressSanitizer (simgrid_engine.cpp),
# and those rows pass without a report.
# The sanitizer build leaves out UBSan's null, alignment and pointer-overflow checks, which
# instrument every pointer use, and keeps line tables only (-g1): with both, compiling
# core/io/platform_json.cpp took 10.7 s, now 7.0. AddressSanitizer reports a null dereference
# itself, and x86 reads the unaligned data the code never makes.
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

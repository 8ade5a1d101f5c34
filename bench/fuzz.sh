#!/usr/bin/env bash
# Long fuzzing runs of every reader (docs/hardening.md): builds the libFuzzer programs of
# bench/fuzz with clang, AddressSanitizer and UndefinedBehaviorSanitizer in build/fuzz, writes
# the seed corpora from the bundled examples, and runs each program SECONDS (default 600).
# Inputs that break a reader are kept as build/fuzz/findings/<target>/crash-*; the exit code is
# 1 when there is any. Needs clang 16 or later with its libFuzzer runtime (Debian 12:
# `apt-get install clang-16 libclang-rt-16-dev`; clang 14 cannot compile C++20's captured
# structured bindings) and Qt 6 Core (the event-line reader is the studio's Run tab's).
# Usage: bench/fuzz.sh [SECONDS [TARGET...]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-600}
shift || true
targets=${*:-"platform-json simgrid-xml layout-json trace-csv trace-chrome trace-paje run-summary event-lines"}
build=$here/build/fuzz
clang=$(command -v clang++-16 || command -v clang++-17 || command -v clang++)
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$clang" -DPARTITA_FUZZ=ON \
  -DPARTITA_WITH_GUI=OFF -DPARTITA_WITH_MPI=OFF -DPARTITA_BUILD_TESTS=OFF -DPARTITA_BUILD_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build "$build" -j2 --target partita-fuzz-seeds $(for t in $targets; do echo "partita-fuzz-$t"; done)
rm -rf "$build/corpus"
"$build/bench/fuzz/partita-fuzz-seeds" "$build/corpus"
found=0
for t in $targets; do
  mkdir -p "$build/findings/$t"
  echo "== $t, ${seconds} s"
  if ! (cd "$build/findings/$t" && ASAN_OPTIONS=detect_leaks=0 "$build/bench/fuzz/partita-fuzz-$t" \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        "$build/corpus/$t" 2>&1 | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|defect|==[0-9]+==ERROR|SUMMARY)" ); then
    :
  fi
  if [ -n "$(find "$build/findings/$t" \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) -print -quit)" ]; then
    echo "   inputs that break it: $build/findings/$t/"
    found=1
  fi
done
exit $found

#pragma once
// The readers of files a person hands to Partita, as fuzz targets (docs/hardening.md): the
// platform JSON and SimGrid XML readers, the layout reader, the trace readers (CSV, Chrome
// JSON, Paje), the run-summary reader of calibrate --from-run and the studio's reader of
// partita run's event lines. A reader may refuse its input only with an InputError; anything
// else it throws, and any crash, is a defect. What it accepts must hold up: a platform passes
// validation and writes and reads back unchanged, a layout and a trace write back out, the
// event lines give the same trace however the pipe cuts them.
//
// Used by tst_fuzz_readers (a short, seeded run in the test suite, also under the sanitizers)
// and by the libFuzzer programs of bench/fuzz (long runs, bench/fuzz.sh).

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace partita::fuzz {

struct Target {
    const char *name;
    // Reads `input`; throws std::logic_error describing the defect when the reader misbehaves.
    std::function<void(const std::string &input)> run;
};

// Every target, in a fixed order.
const std::vector<Target> &targets();
const Target *findTarget(std::string_view name);

// Valid inputs of `target` built from the bundled examples (resources/examples under
// `sourceDir`): the seeds of the mutations.
std::vector<std::string> seeds(std::string_view target, const std::string &sourceDir);

// `input` changed by one to four random edits: a byte replaced, a span deleted or duplicated,
// a token a reader may stumble on inserted (extreme numbers, brackets, quotes, control bytes),
// a number replaced by an extreme one, or a splice with `other`.
std::string mutate(const std::string &input, const std::string &other, std::mt19937_64 &rng);

} // namespace partita::fuzz

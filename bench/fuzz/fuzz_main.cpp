// One libFuzzer program per reader (tests/fuzz/readers.h), chosen at build time by
// PARTITA_FUZZ_TARGET. A defect aborts, so that libFuzzer keeps the input (crash-*).
#include "readers.h"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const partita::fuzz::Target *target = partita::fuzz::findTarget(PARTITA_FUZZ_TARGET);
    try {
        target->run(std::string(reinterpret_cast<const char *>(data), size));
    } catch (const std::exception &e) {
        std::fprintf(stderr, "defect in %s: %s\n", PARTITA_FUZZ_TARGET, e.what());
        std::abort();
    }
    return 0;
}

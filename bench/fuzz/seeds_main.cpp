// partita-fuzz-seeds DIR: the seed corpus of every fuzz target (tests/fuzz/readers.h, seeds()),
// DIR/<target>/seed-N, built from the bundled examples.
#include "readers.h"

#include <filesystem>
#include <fstream>
#include <iostream>

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::cerr << "usage: partita-fuzz-seeds DIR\n";
        return 2;
    }
    for (const auto &target : partita::fuzz::targets()) {
        const std::filesystem::path dir = std::filesystem::path(argv[1]) / target.name;
        std::filesystem::create_directories(dir);
        int i = 0;
        for (const auto &seed : partita::fuzz::seeds(target.name, PARTITA_SOURCE_DIR))
            std::ofstream(dir / ("seed-" + std::to_string(i++)), std::ios::binary) << seed;
    }
    return 0;
}

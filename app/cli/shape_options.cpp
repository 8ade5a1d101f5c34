#include "shape_options.h"

namespace partita::cli {

void ShapeOptions::addTo(CLI::App &cmd)
{
    cmd.add_option("--m", m_m, "Rows of C and A (default: --n)")->check(CLI::Range(std::int64_t{1}, kMaxOrder));
    cmd.add_option("--k", m_k, "Inner dimension: columns of A, rows of B (default: --n)")
        ->check(CLI::Range(std::int64_t{1}, kMaxOrder));
}

} // namespace partita::cli

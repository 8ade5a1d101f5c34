#include "util/number_text.h"

#include <charconv>

namespace partita {

std::string shortestText(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

} // namespace partita

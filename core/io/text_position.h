#pragma once
// Byte offsets to line numbers, for readers that report where a file is wrong.

#include <algorithm>
#include <cstddef>
#include <string>

namespace partita {

// Line (1-based) of the character at 0-based `offset` in `text`.
inline int lineOfOffset(const std::string &text, std::size_t offset)
{
    const auto end = text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size()));
    return 1 + static_cast<int>(std::count(text.begin(), end, '\n'));
}

} // namespace partita

#pragma once
// Byte offsets to line numbers, for readers that report where a file is wrong.

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstring>
#include <string>

namespace partita {

// Line (1-based) of the character at 0-based `offset` in `text`.
inline int lineOfOffset(const std::string &text, std::size_t offset)
{
    const auto end = text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size()));
    return 1 + static_cast<int>(std::count(text.begin(), end, '\n'));
}

// Line of the number a JSON reader could not hold, named in quotes in its `message` (nlohmann-
// json: "number overflow parsing '1e309'", which gives no position): the first place in `text`
// where that token stands whole, not inside a longer number or a word. 0 when not found.
inline int lineOfQuotedNumber(const std::string &text, const std::string &message)
{
    const auto q1 = message.find('\''), q2 = message.rfind('\'');
    if (q1 == std::string::npos || q2 <= q1 + 1)
        return 0;
    const std::string token = message.substr(q1 + 1, q2 - q1 - 1);
    const auto partOfNumber = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("+-.", c); };
    for (auto at = text.find(token); at != std::string::npos; at = text.find(token, at + 1)) {
        const std::size_t after = at + token.size();
        if ((at == 0 || !partOfNumber(text[at - 1])) && (after >= text.size() || !partOfNumber(text[after])))
            return lineOfOffset(text, at);
    }
    return 0;
}

} // namespace partita

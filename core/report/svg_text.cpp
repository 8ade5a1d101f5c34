#include "report/svg_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace partita::svgtext {

std::pair<char32_t, std::size_t> decode(const std::string &s, std::size_t i)
{
    const auto lead = static_cast<unsigned char>(s[i]);
    const std::size_t len = lead < 0x80 ? 1 : lead < 0xC2 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 0;
    if (len == 0 || i + len > s.size())
        return {0xFFFD, 1};
    char32_t cp = len == 1 ? lead : static_cast<char32_t>(lead & (0x7F >> len));
    for (std::size_t k = 1; k < len; ++k) {
        const auto next = static_cast<unsigned char>(s[i + k]);
        if ((next & 0xC0) != 0x80)
            return {0xFFFD, 1};
        cp = (cp << 6) | static_cast<char32_t>(next & 0x3F);
    }
    static constexpr char32_t minimum[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < minimum[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return {0xFFFD, 1};
    return {cp, len};
}

bool xmlChar(char32_t cp)
{
    return cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF)
           || (cp >= 0xE000 && cp <= 0xFFFD) || cp >= 0x10000;
}

void appendEscaped(std::string &out, const std::string &s)
{
    for (std::size_t i = 0; i < s.size();) {
        const auto [cp, len] = decode(s, i);
        switch (cp) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default:
            if (xmlChar(cp) && cp != 0xFFFD)
                out.append(s, i, len);
            else
                out += "\xEF\xBF\xBD";
        }
        i += len;
    }
}

std::string escape(const std::string &s)
{
    std::string out;
    appendEscaped(out, s);
    return out;
}

std::size_t codePoints(const std::string &s)
{
    std::size_t n = 0;
    for (std::size_t i = 0; i < s.size(); ++n)
        i += decode(s, i).second;
    return n;
}

double textWidth(const std::string &s, double size)
{
    return static_cast<double>(codePoints(s)) * size * kCharWidth;
}

std::string fitText(const std::string &s, double width, double size)
{
    if (textWidth(s, size) <= width)
        return s;
    const auto keep = static_cast<std::size_t>(std::max(1.0, width / (size * kCharWidth) - 1));
    std::size_t i = 0;
    for (std::size_t n = 0; n < keep && i < s.size(); ++n)
        i += decode(s, i).second;
    return s.substr(0, i) + "…";
}

std::string number(double v, int digits)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.*g", digits, std::isfinite(v) ? v : 0.0);
    return buf;
}

} // namespace partita::svgtext

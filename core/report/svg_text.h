#pragma once
// Text in the SVG files Partita writes (plan drawings, charts, Gantt charts): escaped so that
// the output parses whatever bytes a processor id or a platform name contains (markup
// characters escaped, invalid UTF-8 and characters XML 1.0 cannot hold replaced by U+FFFD),
// and measured roughly to fit labels into columns without a font engine; numbers printed so that
// no "nan" or "inf" reaches a document.

#include <cstddef>
#include <string>
#include <utility>

namespace partita::svgtext {

// Mean advance of DejaVu Sans, in em: the estimate textWidth and fitText use.
constexpr double kCharWidth = 0.62;

// The UTF-8 sequence at s[i]: its code point and length, or {U+FFFD, 1} for bytes that are not
// valid UTF-8 (overlong, surrogate, truncated).
std::pair<char32_t, std::size_t> decode(const std::string &s, std::size_t i);
// Characters XML 1.0 allows in a document (its Char production).
bool xmlChar(char32_t cp);

std::string escape(const std::string &s);
void appendEscaped(std::string &out, const std::string &s);

std::size_t codePoints(const std::string &s);
// Estimated rendered width of s, in px, at font size `size`.
double textWidth(const std::string &s, double size);
// s cut to at most `width` px (estimated) at font size `size`, with an ellipsis when cut.
std::string fitText(const std::string &s, double width, double size);

// v with `digits` significant digits ("%g"); never "nan" or "inf" (those print as 0).
std::string number(double v, int digits = 6);

} // namespace partita::svgtext

#pragma once
// The shortest text of a double that reads back as the same value (std::to_chars), so that a
// message shows a number as the person wrote it ("got 0.1") and a written file loses nothing.

#include <string>

namespace partita {

std::string shortestText(double v);

} // namespace partita

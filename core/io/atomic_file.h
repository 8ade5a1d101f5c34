#pragma once
// Writing a file all at once: readers of `path` see either the old content or the new one,
// never a half-written file, and a failure leaves the old file untouched and no debris.

#include <string>

namespace partita {

// Writes `content` to a temporary file next to `path` (same directory, so the rename stays on
// one file system), flushes it to disk, then renames it over `path`. A new file gets the
// usual permissions (0666 minus the umask); an existing file keeps its permissions.
// Throws InputError naming `path` and the system's reason on failure.
void writeFileAtomically(const std::string &path, const std::string &content);

// Reads a whole file. Throws InputError naming `path` when it cannot be read.
std::string readWholeFile(const std::string &path);

} // namespace partita

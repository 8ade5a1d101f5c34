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

// Checked before any work, so that a command that cannot write an output writes none of them
// (docs/command-line.md, "Conventions"): `path` does not name a directory, and its directory
// exists and takes new files. Throws InputError "PATH: OPTION: why" (`option` the command-line
// option or argument that named it).
void checkOutputFile(const std::string &path, const std::string &option);

// The temporary files being written now are removed. Async-signal-safe: for a signal handler.
void removeTemporaryFiles() noexcept;
// From now on SIGINT, SIGTERM and SIGHUP remove the temporary files being written, then end
// the program as the signal would have (a program that handles these signals itself calls
// removeTemporaryFiles() from its handler, or lets the writes finish).
void removeTemporaryFilesOnSignals();

} // namespace partita

#pragma once
// How much memory this machine can give a computation, and amounts of memory as a person reads
// them: the planners check what a problem needs against it before they build (docs/hardening.md,
// Sizes).

#include <cstdint>
#include <string>

namespace partita {

// MemAvailable of /proc/meminfo (what the kernel can give without swapping), else the physical
// memory; 0 when neither is known.
std::uint64_t availableMemoryBytes();

// "850 MiB", "3.2 GiB", "1.5 TiB".
std::string formatBytes(double bytes);

} // namespace partita

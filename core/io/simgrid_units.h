#pragma once
// Values with units in SimGrid platform files ("100Mf", "1.25GBps", "50us"), as listed in
// SimGrid's DTD 4.1: speeds in flops (f, kf ... Yf and kiloflops ... yottaflops), bandwidths in
// bytes or bits per second with decimal or binary prefixes (Bps, kBps, MBps, KiBps, bps, Gbps,
// Gibps, ...) and latencies in time units (s, ms, us, ns, ps, m, h, d, w). A value without
// unit is in the base unit (f, Bps, s), as SimGrid reads it.
//
// Partita's units are Gflop/s, GB/s and seconds for physical platforms, and the base units
// themselves for abstract "blocks" platforms (a block update is written as one flop).

#include "model/platform.h"

#include "model/reason.h"

#include <string>
#include <string_view>

namespace partita {

enum class SimGridQuantity { Speed, Bandwidth, Latency };

// Converts `text` to Partita units. On failure returns false and sets `error` to a phrase such
// as "unknown bandwidth unit 'KBps' in '1KBps'".
bool parseSimGridValue(
    std::string_view text, SimGridQuantity quantity, Units units, double &value, std::string &error);
// The same, the failure as a reason (model/reason.h) whose text is "WHO: " and that phrase,
// `who` naming the element read ("host 'P1'"), so that the studio can translate it.
bool parseSimGridValue(std::string_view text, SimGridQuantity quantity, Units units, double &value, Reason &error,
                       const std::string &who);

// Writes `value` (Partita units) with a SimGrid unit, choosing among the texts that
// parseSimGridValue reads back as exactly `value` the one whose number lies in [1, 1000), then
// the shortest: 2 -> "2Gf", 1.25 -> "1.25GBps", 0.125 -> "125MBps", 1e-05 -> "10us".
// Blocks platforms use the base units only (f, Bps, s).
std::string formatSimGridValue(double value, SimGridQuantity quantity, Units units);

} // namespace partita

#pragma once
// The platform model: processors, routers and links, as docs/platform-format.md describes.
// A Platform is a plain value. It is built by a reader or the generator, validated once
// (validatePlatform), and then only read by the algorithms.

#include <optional>
#include <string>
#include <vector>

namespace partita {

// Abstract units ("units": "blocks" in a file) let the papers' worked examples be written
// as they are printed: speed in block updates per time unit, bandwidth in blocks per time
// unit, memory in q×q buffers. Physical units: Gflop/s, GB/s, MiB, seconds.
enum class Units { Physical, Blocks };

enum class Sharing {
    Shared,   // the bandwidth is shared by every flow crossing the link (default)
    Backbone, // every flow gets the full bandwidth (paper 001 §2.3)
};

struct Processor {
    std::string id;
    std::string name;
    double speed = 0;  // Gflop/s, or block updates per time unit
    double memory = 0; // MiB, or number of q×q buffers
    std::optional<double> x, y;
    std::string host; // machine name used in a hostfile; empty if none
    bool operator==(const Processor &) const = default;
};

struct Router {
    std::string id;
    std::optional<double> x, y;
    bool operator==(const Router &) const = default;
};

struct Link {
    std::string name; // optional label (paper 001 names its links a-h); empty if none
    std::string from;
    std::string to;
    double bandwidth = 0; // GB/s, or blocks per time unit
    double latency = 0;   // seconds, or time units
    bool bidirectional = true;
    Sharing sharing = Sharing::Shared;
    bool operator==(const Link &) const = default;
};

// The range of a speed, a bandwidth and a memory, and the largest latency, a platform may give
// (docs/platform-format.md, Limits): beyond them the times and shares planners compute
// underflow or overflow.
inline constexpr double kMinPositiveValue = 1e-9, kMaxPositiveValue = 1e9, kMaxLatency = 1e6;

struct Platform {
    std::string name;
    Units units = Units::Physical;
    std::vector<Processor> processors;
    std::vector<Router> routers;
    std::vector<Link> links;
    std::string master; // id of a processor or router; empty if the platform has none
    bool masterComputes = false;

    bool operator==(const Platform &) const = default;

    const Processor *findProcessor(const std::string &id) const;
    bool hasNode(const std::string &id) const;
    // Processors that take part in partitions: all of them, except a master processor
    // that does not compute (docs/platform-format.md).
    std::vector<Processor> computingProcessors() const;
};

const char *toString(Units u);
const char *toString(Sharing s);

} // namespace partita

#include "model/reason.h"

#include <utility>

namespace partita {

namespace {

// Word for word the messages the command line printed before reasons had kinds (the golden
// outputs of tests/cli hold them); views/plan/reason_text.cpp lists the same templates for
// translation.
constexpr const char *kSummaGrid
    = "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours";

} // namespace

const char *reasonTemplate(ReasonKind kind)
{
    using K = ReasonKind;
    switch (kind) {
    case K::Text: return "%1";
    case K::NoProcessor: return "the platform has no processor";
    case K::NotFinite: return "%1 %2: %3 must be a finite number (got %4)";
    case K::NotPositive: return "%1 %2: %3 must be > 0 (got %4)";
    case K::OutOfRange: return "%1 %2: %3 must be between %4 and %5 (got %6)";
    case K::DuplicateId: return "%1 %2: duplicate id (already used by a %3)";
    case K::UnknownNode: return "%1 %2: unknown node %3 in '%4' (no processor or router has this id)";
    case K::UnknownMaster: return "master %1 is not a processor or router of the platform";
    case K::Disconnected: return "%1 %2: cannot be reached from %3 (the platform graph is disconnected)";
    case K::DimensionTooSmall: return "%1 must be at least 1 (got %2)";
    case K::DimensionTooLarge: return "%1 must be at most %2 (got %3)";
    case K::TooManyBlocks: return "%1 / q = %2 blocks a side, more than the %3 any strategy plans: take a larger q";
    case K::MemoryBuffers: return "processor %1: memory %2 buffers cannot hold one %3 block (1 buffer)";
    case K::MemoryMiB: return "processor %1: memory %2 MiB cannot hold one %3 block (%4 MiB)";
    case K::UnreachableFromMaster:
        return "processor %1 cannot be reached from the master %2 along the links' directions";
    case K::RingNotProduct:
        return "%1 is an iterative computation on its own n×n grid, not a matrix product (docs/ring.md): --m and --k "
               "do not apply (got %2×%3 by %3×%4)";
    case K::LuSquareOnly:
        return "%1 factors a square matrix A of order n (docs/lu.md): --m and --k do not apply (got %2×%3 by %3×%4)";
    case K::SquareOnly: return "%1 takes square products only (m = k = n), got %2×%3 by %3×%4";
    case K::SquareOnlyTakers:
        return "%1 takes square products only (m = k = n), got %2×%3 by %3×%4; strategies for any shape: %5";
    case K::NoComputingProcessor: return "the platform has no computing processor";
    case K::SummaGrid: return kSummaGrid;
    case K::SummaGridNoCoordinates:
        return "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
               "(%1 has no x, y)";
    case K::SummaGridSharedCell:
        return "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
               "(%1 and %2 share a cell)";
    case K::SummaGridNoLink:
        return "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
               "(no two-way link between %1 and %2)";
    case K::LbpStarNoMaster: return "lbp-star: the platform has no master (the star's source)";
    case K::LbpStarNoNeighbour: return "lbp-star: the master %1 has no computing neighbour";
    case K::LbpMeshNoMaster: return "lbp-mesh: the platform has no master (the source of A and B)";
    case K::LbpMeshUnreachable: return "lbp-mesh: no computing processor is reachable from the master %1";
    case K::MwNoMaster: return "master-worker schedules need a master: the platform names none";
    case K::MwUnknownMaster: return "the master %1 is not a node of the platform";
    case K::MwNoWorker: return "no processor besides the master %1 can be reached to work for it";
    case K::MwNoLayoutMemory: return "no worker has memory for the μ² + 4μ layout with μ = 1 (5 blocks of q×q)";
    }
    return "%1";
}

const std::vector<ReasonKind> &reasonKinds()
{
    using K = ReasonKind;
    static const std::vector<ReasonKind> kinds = {
        K::Text, K::NoProcessor, K::NotFinite, K::NotPositive, K::OutOfRange, K::DuplicateId, K::UnknownNode,
        K::UnknownMaster, K::Disconnected, K::DimensionTooSmall, K::DimensionTooLarge, K::TooManyBlocks,
        K::MemoryBuffers, K::MemoryMiB, K::UnreachableFromMaster, K::RingNotProduct, K::LuSquareOnly, K::SquareOnly,
        K::SquareOnlyTakers, K::NoComputingProcessor, K::SummaGrid, K::SummaGridNoCoordinates,
        K::SummaGridSharedCell, K::SummaGridNoLink, K::LbpStarNoMaster, K::LbpStarNoNeighbour, K::LbpMeshNoMaster,
        K::LbpMeshUnreachable, K::MwNoMaster, K::MwUnknownMaster, K::MwNoWorker, K::MwNoLayoutMemory,
    };
    return kinds;
}

const std::vector<std::string> &reasonWords()
{
    static const std::vector<std::string> words
        = {"processor", "router", "link", "route", "speed", "memory", "bandwidth", "cores"};
    return words;
}

std::string fillTemplate(const std::string &pattern, const std::vector<std::string> &args)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (index < args.size()) {
                out += args[index];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Reason::text() const
{
    std::vector<std::string> values;
    for (const ReasonArg &a : args)
        values.push_back(a.text);
    return fillTemplate(reasonTemplate(kind), values);
}

Reason reason(ReasonKind kind, std::vector<std::string> values)
{
    Reason r{kind, {}};
    for (std::string &v : values)
        r.args.push_back({std::move(v), false});
    return r;
}

Reason textReason(std::string text)
{
    return reason(ReasonKind::Text, {std::move(text)});
}

ReasonArg word(std::string text)
{
    return {std::move(text), true};
}

} // namespace partita

#pragma once
// Learning from a run (docs/executor.md, "Learning from a run"): the rates a real run of
// `partita run` measured, written back into the platform it ran on, so that the next
// prediction of the same run on the same machines matches what it measured. No MPI here:
// `partita calibrate --from-run` and the studio's Run tab both call it on the run's summary.
//
// It inverts the time model (model/time_model.h) on the summary's per_rank (executor.cpp):
//  - a kernel of m multiply-adds at speed s lasts 2m / (s·1e9) seconds, so a rank that
//    computed f flops in c seconds of compute has s = f / (c·1e9) Gflop/s; on a "blocks"
//    platform m / q³ / s time units of u seconds, so s = (f/2) / q³ / (c/u);
//  - a message of b bytes over a route of latency λ and bandwidth β lasts λ + b / (β·1e9)
//    seconds, so k messages of B bytes in total received in r seconds give
//    β = B / ((r − k·λ)·1e9) GB/s; on a "blocks" platform (B/8) / q² / ((r − k·λ·u)/u).
// A processor that gives a rate for the run's kernel (its "kernels": a master-worker run's
// q×q block updates, the ring's Jacobi sweep, the panel rate as a function of q) gets that rate
// at the run's q, its speed unchanged; otherwise its speed changes.
// Only what the run measured changes: a rank that computed nothing keeps its speed, a link no
// message crossed keeps its bandwidth, and so does the route of several links (the run
// measures the route, not each of its links). Latencies are kept: one message size cannot
// tell latency from bandwidth. A link crossed by several pairs of ranks (both directions of a
// master-worker link, the edges of lbp-mesh) gets all their bytes over all their seconds. (The
// ring records its halo exchanges as sends only: a ring run teaches speeds, not links.)

#include "model/platform.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace partita::exec {

struct RateChange {
    enum class Kind { Speed, Bandwidth };
    Kind kind = Kind::Speed;
    int index = 0;    // into Platform::processors (Speed) or Platform::links (Bandwidth)
    std::string name; // the processor's id, or the link as "P0–P1" (its name when it has one)
    double before = 0, after = 0; // in the platform's units
    // A speed the processor gives for the run's kernel (model/platform.h, Kernel speeds): that
    // rate at the run's size (q, or the MiB of a ring slice) changed, not the processor's speed.
    std::optional<Kernel> kernel;
    bool operator==(const RateChange &) const = default;
};

struct RunCalibration {
    Platform platform;               // the one given, with the measured rates
    std::vector<RateChange> changes; // speeds in rank order, then links in platform order
    std::vector<std::string> kept;   // what the run did not measure, and why
    bool operator==(const RunCalibration &) const = default;
};

// The summary in `text`: the document `partita run --json` prints, the bare summary line
// (`{"ev":"summary",...}`), or the whole output of `partita run` (event lines, the summary
// last). Throws InputError naming `fileName` (and the line of a JSON error) otherwise.
nlohmann::json parseRunSummary(const std::string &text, const std::string &fileName);
// The same, read from the file at `path`; an unreadable file is an InputError naming it.
nlohmann::json readRunSummary(const std::string &path);

// The platform with the rates of the run. Throws InputError naming `summaryName` when the
// summary is not one of a run (no per_rank, no "emulated"), was emulated (an emulated run
// measures the model, not the machines), does not belong to `platform` (another rank count,
// or a rank that played another node), or has no per-rank flops and received bytes (a
// summary written before partita run recorded them).
RunCalibration calibrateFromRun(const Platform &platform, const nlohmann::json &summary,
                                const std::string &summaryName);

// One line per change: "P1 speed 40.2 → 35.1 Gflop/s", "link P0–P1 bandwidth 8.75 → 6.2 GB/s"
// (blocks platforms: "block updates/time unit", "blocks/time unit"), 4 significant digits.
std::string describe(const RateChange &change, Units units);

} // namespace partita::exec

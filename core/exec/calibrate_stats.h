#pragma once
// The statistics and plausibility rules of `partita calibrate` (docs/executor.md), apart from
// MPI so that they can be tested alone: a value is the median of repeated trials, its spread
// (max − min) / median; a measured link is checked against what is physically possible before
// it is written.

#include <string>
#include <vector>

namespace partita::exec {

// Trials of one quantity.
struct Trials {
    double median = 0, min = 0, max = 0;
    int count = 0;
    // (max − min) / median: 0 when every trial agreed; +inf when the median is 0 or the trials
    // are not all finite.
    double spread() const;
};

// Median (the mean of the two middle values for an even count), minimum and maximum.
// Throws std::invalid_argument on an empty list.
Trials summarize(std::vector<double> values);

// Whether a rate measured by every rank at once is timed once more (calibrate.h,
// kSteadySpread): after `batches` batches of trials, the largest spread of any rank's trials so
// far is `worstSpread`; more while it exceeds `steadySpread` and fewer than `maxBatches` ran.
bool wantsMoreTrials(double worstSpread, int batches, double steadySpread, int maxBatches);

// The bounds the calibration holds itself to.
inline constexpr double kMaxLinkGBs = 1000;          // no link is faster than this
inline constexpr double kMaxSameHostLatency = 1e-3;  // seconds, between ranks of one host
inline constexpr double kMaxLatency = 1;             // seconds, between any two ranks

// Bandwidth (GB/s) of `bytes` sent one way in `oneWaySeconds`, of which `latency` is the
// fixed cost: bytes / (t − latency). +inf when t ≤ latency (the large message was not slower
// than the small one: the measurement was disturbed).
double bandwidthGBs(double bytes, double oneWaySeconds, double latency);

// A link P0–Pi as measured.
struct LinkMeasurement {
    int rank = 0;          // i
    std::string host;      // rank i's host
    bool sameHost = false; // rank 0 runs on the same host
    double latency = 0;    // seconds, median
    double bandwidth = 0;  // GB/s, median
    double memcpyGBs = 0;  // the host's memory-copy bandwidth (used when sameHost)
};

// What may be written for a link: `problem` empty and `bandwidth` the value to write (a
// same-host link is bounded by its host's memory-copy bandwidth, `bounded` then says so), or
// `problem` says why the measurement is impossible (then re-measure, and refuse if it stays so).
struct LinkVerdict {
    std::string problem;
    double bandwidth = 0;
    bool bounded = false;
};
LinkVerdict checkLink(const LinkMeasurement &m);

// Why a measured dgemm rate (Gflop/s) is impossible, or empty when it is not.
std::string checkSpeed(int rank, const std::string &host, double gflops);

// The panel packing κ (model/platform.h, panelShapeFactor) that makes the panel kernel at block
// size q run at `wideRate` on a panel of rows × cols when it runs at `squareRate` on the square
// of panelSide(q) (calibrate passes 1 and the median ratio of the two, trial by trial): the κ of squareRate·(1 + 2κ/side) = wideRate·(1 + κ/rows + κ/cols). 0 when
// the wide panel was not faster (the rate does not depend on the shape, or the trials were
// disturbed), at most kMaxPanelPacking (the wide panel faster than any packing explains: a
// disturbed square panel).
inline constexpr double kMaxPanelPacking = 4096;
double fitPanelPacking(double q, double squareRate, double rows, double cols, double wideRate);

// The sentence that ends a refused calibration.
inline constexpr const char *kTryAgain =
    "the machine is too busy to calibrate, or the rank is throttled: try again";

} // namespace partita::exec

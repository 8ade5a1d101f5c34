#pragma once
// The equal-finish closed forms of the layer-based partition on a star (paper 004 §4,
// eq. 5-33), written with the per-column times of each worker instead of the paper's
// w_i T_cp and z_i T_cm:
//
//   c_i = N² w_i T_cp    time for worker i to compute one layer column (k_i = 1),
//   m_i = 2N z_i T_cm    time for the master to send it one column of A and one row of B,
//                        (on C (m×n) = A (m×k)·B (k×n): c_i = m·n w_i T_cp, m_i = (m+n) z_i T_cm,
//                        and the columns to share are k; docs/layer-based.md, "Products of any
//                        shape"),
//   L_i                  latency of its route, paid once per message (not in the paper; 0
//                        gives back eq. 10-33 exactly).
//
// With L = 0: SCSS eq. 10-12, SCCS eq. 18-20, PCCS eq. 26-28, PCSS eq. 31-33.
// docs/layer-based.md carries the derivations, including the latency terms.

#include <string>
#include <vector>

namespace partita {

enum class StarMode {
    Scss, // sequential communication, simultaneous start (§4.1)
    Sccs, // sequential communication, consecutive start (§4.2)
    Pccs, // parallel communication, consecutive start (§4.3)
    Pcss, // parallel communication, simultaneous start (§4.4)
};

// Throws InputError for anything but scss, sccs, pcss, pccs (case-sensitive).
StarMode parseStarMode(const std::string &mode);
const char *toString(StarMode mode);
bool sequentialCommunication(StarMode mode); // SC*: the master sends one message at a time
bool simultaneousStart(StarMode mode);       // *SS: a worker computes while it receives

struct StarWorker {
    double compute = 0;  // c_i
    double transfer = 0; // m_i
    double latency = 0;  // L_i
    bool operator==(const StarWorker &) const = default;
};

struct StarSolution {
    std::vector<double> k;      // per worker, in service order; 0 for a worker left out
    std::vector<bool> selected; // false: the worker would get k <= 0 and is left out
    double makespan = 0;        // T_f, the common finishing time of the selected workers
    bool operator==(const StarSolution &) const = default;
};

// Solves the mode's p-1 equal-finish equations plus Σ k_i = n for workers in service order
// (`n`: the number of columns to share, the product's inner dimension k).
// Sequential modes: every k_i is an affine function of k_1 (the product formulas of the
// paper when L = 0), and the normalization fixes k_1. When a worker would get k_i <= 0 (SCSS
// with c_{i-1} <= m_{i-1}: the previous worker's data arrive slower than it computes them, so
// the master is still busy with it when everyone else should finish), that worker and all
// that follow it are left out and the system is solved again (resource selection of divisible
// load theory). Parallel modes: k_i = (T_f - L_i)/(m_i + c_i) (PCCS) or T_f/c_i (PCSS); a
// worker with T_f <= L_i is left out. O(p) per round, at most p rounds.
// Throws std::invalid_argument if there is no worker, n <= 0 or a time is not positive
// (c_i > 0, m_i >= 0, L_i >= 0).
StarSolution solveStar(StarMode mode, const std::vector<StarWorker> &workers, double n);

} // namespace partita

#pragma once
// One selection of a SelectionLesson as the classroom shows it: every candidate's ratio with
// the two terms of its quotient (paper 002 §6.2.1, Algorithm 3, and §6.2.2), the workers that
// tie for the best ratio, and what has been assigned up to and including this selection.
//
//   global:  ratio_i = (total-work + μ_i²) / max(completion-time + 2μ_i c_i, ready_i)
//   local:   ratio_i = μ_i² / max(2μ_i c_i, ready_i − completion-time)
//
// Both rules choose the largest ratio; ties go to the lower index (core/schedule/mw/
// mw_selection.cpp). total-work and completion-time are the values before the selection.

#include "classroom/classroom_runner.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace partita::views {

struct CandidateRatio {
    std::optional<double> ratio; // empty for a worker that takes no part (μ_i = 0)
    double numerator = 0;        // total-work + μ_i² (global) or μ_i² (local)
    double commEnd = 0;          // completion-time + 2μ_i c_i: when the data would arrive
    double ready = 0;            // ready_i: when the worker finishes what it already holds
    double denominator = 0;      // max(commEnd, ready) (global), minus completion-time (local)
};

struct SelectionFrame {
    std::size_t step = 0;  // 0-based; the paper's "step" is step + 1
    bool global = true;    // mw-global (else mw-local)
    int chosen = -1;       // worker index
    std::vector<CandidateRatio> candidates; // per worker
    std::vector<int> best; // workers whose ratio equals the largest one (chosen first)
    double completionBefore = 0, completionAfter = 0;
    double totalBefore = 0, totalAfter = 0;
    double maxRatio = 0;      // largest ratio shown, for the scale of the bars
    std::vector<int> picks;   // per worker: selections up to this one included
    std::vector<double> work; // per worker: block updates assigned up to this one included
};

// Throws nothing; an empty frame (chosen −1) for a step out of range.
SelectionFrame selectionFrame(const SelectionLesson &lesson, std::size_t step);

// One selection in time, as Algorithm 3 books it (paper 002 Figures 7 and 8): the master's
// port sends μ_i blocks of A and μ_i of B to P_i until completion-time, which is no earlier
// than ready_i (the worker has no memory to receive sooner), so the send is
// [completion-time − 2μ_i c_i, completion-time] and the port is idle before it when the worker
// was still busy; P_i then computes μ_i² w_i.
struct SelectionSend {
    std::size_t step = 0;
    int worker = -1;
    double sendStart = 0, sendEnd = 0, computeEnd = 0;
};
// Selections first..last (0-based, inclusive, clamped to the lesson).
std::vector<SelectionSend> selectionTimeline(const SelectionLesson &lesson, std::size_t first, std::size_t last);

// Whether two ratios are the same beyond rounding (the core's tie rule).
bool sameRatio(double a, double b);

} // namespace partita::views

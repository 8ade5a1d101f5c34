#pragma once
// How the classroom writes its numbers and its one-line explanations, shared by both pages
// and their tests: ratios with four significant digits (the paper prints two decimals: 2.04,
// 1.17) and whole from 10⁴ on, times and amounts with six.

#include "classroom/classroom_runner.h"
#include "classroom/selection_frame.h"
#include "schedule/ring/ring_result.h"

#include <QString>

#include <vector>

namespace partita::views {

QString ratioText(double value);
QString amountText(double value);

// "Step 3: P3 has the largest ratio 2.038 and is chosen." (ties named, the lower index wins).
QString selectionRuleLine(const SelectionLesson &lesson, const SelectionFrame &frame);
// The quotient of one candidate with its terms, as §6.2.1 writes it: "(324 + 36) / (108 + 24)",
// "(324 + 324) / ready 1080"; local: "36 / 24", "36 / (ready 204 − 132)".
QString candidateTerms(const SelectionLesson &lesson, const SelectionFrame &frame, std::size_t worker);
// The rule's formula: the quantity each candidate is scored by.
QString selectionFormula(bool global);

// Why a worker of the lesson is never chosen, for each one that is not, from the planner's
// numbers only: μ_i = 0 (its memory holds no μ² + 4μ layout), or its ratio stayed below the
// chosen worker's at every selection shown (the closest one named), with what one of its
// selections gives per unit of the master's port time, μ_i² / (2μ_i c_i), against the least of
// the chosen workers' (paper 002 §6.2: the master's one port is what the selections share).
struct LeftOutWorker {
    std::size_t worker = 0; // index into SelectionLesson::workers
    QString reason;
};
std::vector<LeftOutWorker> leftOutWorkers(const SelectionLesson &lesson);

// "Size 4: P7 inserted between P2 and P5, T_step = 12.3 (refined)."
QString ringStepLine(const RingLesson &lesson, std::size_t step);

// The chunk a worker keeps for the lesson's μ (paper 002 §7.3): "square chunk 3×3 (μ_i = 3 ≤
// μ/2), 4 passes", "whole columns 10×3 (μ/2 < μ_i = 6 < μ)", "μ×μ chunk 10×10, 2 virtual
// workers", "no core update".
QString luShapeText(const LuLesson &lesson, std::size_t worker);
// "Step 2 of 6: the pivot A(10:20, 10:20) is factored on P3; the core of 40×40 blocks is updated
// by P1, P3."
QString luStepLine(const LuLesson &lesson, std::size_t step);
// The step's costs as paper 002 §7.1 states them, with the plan's c, w and counts (rich text):
// the pivot 2μ²c + μ³w, both panels 2 × (2μ(r − kμ)c + ½μ²(r − kμ)w), the core
// (r/μ − k)(μ² + 3μ(r − kμ))c + (r/μ − k)(r − kμ)μ²w and what each worker's part of it costs;
// then μ and the workers used.
QString luStepCosts(const LuLesson &lesson, std::size_t step);

} // namespace partita::views

#pragma once
// How the classroom writes its numbers and its one-line explanations, shared by both pages
// and their tests: ratios with four significant digits (the paper prints two decimals: 2.04,
// 1.17) and whole from 10⁴ on, times and amounts with six.

#include "classroom/selection_frame.h"
#include "schedule/ring/ring_result.h"

#include <QString>

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

// "Size 4: P7 inserted between P2 and P5, T_step = 12.3 (refined)."
QString ringStepLine(const RingLesson &lesson, std::size_t step);

} // namespace partita::views

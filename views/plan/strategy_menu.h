#pragma once
// The strategy chooser of the problem bar, filled from the one strategy table
// (core/strategy/strategy.h): strategies grouped by family (partitions, master-worker,
// layer-based, mesh baselines, ring), each group under a header that cannot be chosen, and
// each strategy with its one-line summary and its source (paper and section) in a second
// column of the popup and in its tooltip. The closed box shows the name only; the item data
// is the name, so findData(name) finds a strategy and headers carry no data.

#include "strategy/strategy.h"

#include <QString>

class QComboBox;

namespace partita::views {

// The families in menu order, with their titles.
const std::vector<Family> &strategyMenuFamilies();
QString familyTitle(Family family);
// "optimal column-based partition, COL-PERI-SUM — paper 000 §2.3"
QString strategyDescription(const StrategyInfo &strategy);

// Replaces the box's items by the grouped strategies.
void fillStrategyMenu(QComboBox *box);

// "n = 4000" for a square product, "m = 2000, k = 8000, n = 4000" for another shape.
QString shapeText(const Problem &problem);
// Why `strategy` does not take `problem`'s shape (requireShape's message), or empty when it
// does (docs/studio.md, Shapes).
QString shapeRefusal(const StrategyInfo &strategy, const Problem &problem);
// Greys the strategies of `box` (a strategy menu, or any box whose item data are strategy
// names) that do not take `problem`'s shape, their reason in the tooltip; the others are
// enabled again with their description. The current item stays: the views say why it is not
// planned.
void updateStrategyMenuShape(QComboBox *box, const Problem &problem);

} // namespace partita::views

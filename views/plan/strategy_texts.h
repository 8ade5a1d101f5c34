#pragma once
// The strategy table's one-line summaries and sources (core/strategy/strategy.h) in the studio's
// language: core is plain C++ without Qt, so its English texts are listed here for lupdate and
// translated when shown.

#include "strategy/strategy.h"

#include <QString>

#include <string>

namespace partita::views {

QString strategySummaryText(const StrategyInfo &strategy);
// "paper 000 §2.3" as "article 000 §2.3" in French; "baseline" and the other sources as listed.
QString strategySourceText(const StrategyInfo &strategy);
// Whether the strategy's summary and source are among the texts listed for translation (a new
// strategy must add its own).
bool strategyTextsListed(const StrategyInfo &strategy);

} // namespace partita::views

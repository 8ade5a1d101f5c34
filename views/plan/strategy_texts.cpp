#include "plan/strategy_texts.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <string_view>

namespace partita::views {

namespace {

constexpr const char *kContext = "StrategyText";

// Word for word as core/strategy/strategy.cpp writes them.
constexpr const char *kTexts[] = {
    QT_TRANSLATE_NOOP("StrategyText", "p full-height columns of equal width (speeds ignored)"),
    QT_TRANSLATE_NOOP("StrategyText", "ScaLAPACK's 2D block-cyclic on the squarest grid (speeds ignored)"),
    QT_TRANSLATE_NOOP("StrategyText", "heterogeneous 2D grid, MAX-GRID"),
    QT_TRANSLATE_NOOP("StrategyText", "optimal column-based partition, COL-PERI-SUM"),
    QT_TRANSLATE_NOOP("StrategyText", "column-based partition of least largest half-perimeter, COL-PERI-MAX"),
    QT_TRANSLATE_NOOP("StrategyText", "recursive bisection into rectangles of the shares (Partita's own heuristic)"),
    QT_TRANSLATE_NOOP("StrategyText",
                      "Nagamochi-Abe recursive dissection into rectangles of the shares (\"Recursive\")"),
    QT_TRANSLATE_NOOP("StrategyText",
                      "non-rectangular recursive partitioning: a square corner beside a dominant processor"),
    QT_TRANSLATE_NOOP("StrategyText", "heterogeneous block-cyclic with a generalized block l"),
    QT_TRANSLATE_NOOP("StrategyText", "k_i columns of A and rows of B per processor, in proportion to its speed"),
    QT_TRANSLATE_NOOP("StrategyText", "HoLM: μ² + 4μ layout, round-robin on the workers worth enrolling"),
    QT_TRANSLATE_NOOP("StrategyText", "incremental selection, global rule (Algorithm 3)"),
    QT_TRANSLATE_NOOP("StrategyText", "incremental selection, local rule"),
    QT_TRANSLATE_NOOP("StrategyText", "the best pair of the next two communications"),
    QT_TRANSLATE_NOOP("StrategyText", "ORROML: HoLM's layout and order on every worker"),
    QT_TRANSLATE_NOOP("StrategyText", "OMMOML: next step to the worker that can start computing it first"),
    QT_TRANSLATE_NOOP("StrategyText", "ODDOML: next step to the worker that can receive it first"),
    QT_TRANSLATE_NOOP("StrategyText", "DDOML: demand-driven, no overlap, maximum re-use layout"),
    QT_TRANSLATE_NOOP("StrategyText", "BMM (Toledo): three equal parts of memory, no overlap"),
    QT_TRANSLATE_NOOP("StrategyText", "OBMM: five parts, the next A and B received while computing"),
    QT_TRANSLATE_NOOP("StrategyText", "layers on a star, for a communication mode and service order"),
    QT_TRANSLATE_NOOP("StrategyText", "layers on any graph: MFT-LBP (linear programs) or PMFT-LBP"),
    QT_TRANSLATE_NOOP("StrategyText", "SUMMA on a processor grid, panels passed hop by hop"),
    QT_TRANSLATE_NOOP("StrategyText", "every node forwards the whole of A and B one hop further"),
    QT_TRANSLATE_NOOP("StrategyText", "the pipeline in chunks, each node fed once"),
    QT_TRANSLATE_NOOP("StrategyText", "SharedRing: the ring of least time per step (an iterative computation)"),
    QT_TRANSLATE_NOOP("StrategyText", "LU of A on the 𝔓 = ⌈μw/3c⌉ workers worth enrolling, pivot blocks of μ"),
    QT_TRANSLATE_NOOP("StrategyText", "LU of A with one pivot size μ for all, chunk shapes by μ_i, virtual workers"),
    // Sources that are not "paper NNN §…".
    QT_TRANSLATE_NOOP("StrategyText", "baseline"),
    QT_TRANSLATE_NOOP("StrategyText", "Partita's own (PERI-SUM, paper 000 §2.3's problem)"),
};

bool listed(std::string_view text)
{
    return std::any_of(std::begin(kTexts), std::end(kTexts), [&](const char *t) { return text == t; });
}

constexpr std::string_view kPaper = "paper ";

} // namespace

QString strategySummaryText(const StrategyInfo &strategy)
{
    return QCoreApplication::translate(kContext, strategy.summary.c_str());
}

QString strategySourceText(const StrategyInfo &strategy)
{
    const std::string &source = strategy.source;
    if (source.starts_with(kPaper) && !listed(source))
        return QCoreApplication::translate("StrategyText", "paper %1").arg(QString::fromStdString(source.substr(kPaper.size())));
    return QCoreApplication::translate(kContext, source.c_str());
}

bool strategyTextsListed(const StrategyInfo &strategy)
{
    return listed(strategy.summary) && (strategy.source.starts_with(kPaper) || listed(strategy.source));
}

} // namespace partita::views

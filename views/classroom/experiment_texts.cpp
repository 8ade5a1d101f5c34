#include "classroom/experiment_texts.h"

#include "plan/reason_text.h"

#include <QCoreApplication>

namespace partita::views {

using Id = reproduce::ExperimentId;

// Word for word as core/reproduce/registry.cpp writes them.
ExperimentTextSource experimentTextSource(Id id)
{
    switch (id) {
    case Id::Paper002Table2:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§6.2, Table 2, Figs. 7-8"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "global, local and two-step selection on the three workers of Table 2: the ratios and choices printed in §6.2")};
    case Id::Paper002Section3Fig4:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§3, Proposition 1, Fig. 4"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "the simple version (homogeneous workers, rank-one updates, no memory limit): the alternating greedy on one worker, Thrifty and Min-min against the exact optimum on the two cases of Fig. 4")};
    case Id::Paper004Fig1:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§1.2, Fig. 1"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "8×8 product on processors of power 1, 1, 2, 4: rectangles (S1), even layers (S2), proportional layers (S3)")};
    case Id::Paper004Fig6:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§6.1, Fig. 6"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "16-worker stars, N = 100 to 1000, PCCS: LBP's volume against the rectangles' lower bound, finishing time against Even-Col")};
    case Id::Paper004Fig7And8:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§6.2, Figs. 7-8"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "5×5, 7×7, 9×9 meshes, N = 1000 to 2000: volume and finishing time of SUMMA, modified pipeline and pipeline against LBP and LBP-heuristic")};
    case Id::Paper000BoundRatio:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§2.2-2.3"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "column-based, recursive and 2D-grid partitions against the lower bound 2Σ√s_i as p grows")};
    case Id::Paper000Fig7To9:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§4.4-4.6, Figs. 7-9"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "redistribution sequences and their costs, greedy balancing against the exact search")};
    case Id::Paper003EquivalentHomogeneous:
        return {QT_TRANSLATE_NOOP("ExperimentText", "slides \"Equivalent Network Environments\""),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "the equivalent homogeneous network of segmented networks (equations 1-3) and the efficiency of hetero-block-cyclic against its prototype")};
    case Id::Paper002Figs10To13:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§8, Figs. 10-13"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "the master-worker algorithms on a homogeneous master and 8 workers, memory 132-512 MB: workers used, order and trends")};
    case Id::Paper001Ring:
        return {QT_TRANSLATE_NOOP("ExperimentText", "§5, Figs. 3-14"),
                QT_TRANSLATE_NOOP("ExperimentText",
                                  "the SharedRing heuristic on Tiers platforms of 37 and 70 machines: ring size against H/W, T_step/W against the ring size at H/W = 0.1, 1, 10, and the gains of the two refinements (max-min fairness, the quadratic program)")};
    }
    return {"", ""};
}

QString experimentSummaryText(const reproduce::Experiment &experiment)
{
    return QCoreApplication::translate("ExperimentText", experimentTextSource(experiment.id).summary);
}

QString experimentSectionText(const reproduce::Experiment &experiment)
{
    return QCoreApplication::translate("ExperimentText", experimentTextSource(experiment.id).section);
}

QString experimentUnitText(const std::string &unit)
{
    // The units core/reproduce/*.cpp give the compared values.
    static const char *const kUnits[] = {
        QT_TRANSLATE_NOOP("ExperimentUnit", "time units"),
        QT_TRANSLATE_NOOP("ExperimentUnit", "elements"),
    };
    for (const char *known : kUnits)
        if (unit == known)
            return QCoreApplication::translate("ExperimentUnit", known);
    return QString::fromStdString(unit);
}

QString reportText(const reproduce::Phrase &phrase)
{
    if (!phrase.reasons().empty()) {
        QString out;
        for (const Reason &r : phrase.reasons())
            out += reasonText(r);
        return out;
    }
    const reproduce::Pattern *pattern = phrase.pattern();
    if (!pattern)
        return QString::fromStdString(phrase.value());
    QStringList args;
    for (const reproduce::Phrase &a : phrase.args())
        args << reportText(a);
    return filledTemplate(QCoreApplication::translate(pattern->context, pattern->english), args);
}

QString reportText(const reproduce::Text &text)
{
    QString out;
    for (const reproduce::Phrase &p : text.parts())
        out += reportText(p);
    return out;
}

} // namespace partita::views

#include "classroom/classroom_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita::views {

namespace {

// The translation context of every line below.
struct ClassroomText {
    Q_DECLARE_TR_FUNCTIONS(Classroom)
};

QString id(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

QString ratioText(double value)
{
    if (std::isinf(value))
        return QStringLiteral("∞");
    // Whole numbers from 10⁴ on, rather than 2.693e+04 (physical platforms: updates per second).
    if (std::abs(value) >= 1e4 && std::abs(value) < 1e15)
        return QString::number(value, 'f', 0);
    return QString::number(value, 'g', 4);
}

QString amountText(double value)
{
    return QString::number(value, 'g', 6);
}

QString selectionFormula(bool global)
{
    return global ? ClassroomText::tr("ratio_i = (total-work + μ_i²) / max(completion-time + 2μ_i c_i, ready_i), the largest is chosen")
                  : ClassroomText::tr("ratio_i = μ_i² / max(2μ_i c_i, ready_i − completion-time), the largest is chosen");
}

QString selectionRuleLine(const SelectionLesson &lesson, const SelectionFrame &f)
{
    if (f.chosen < 0 || f.candidates.empty())
        return {};
    const auto chosen = static_cast<std::size_t>(f.chosen);
    const QString name = id(lesson.workers[chosen]);
    const QString ratio = ratioText(f.candidates[chosen].ratio.value_or(0));
    const QString step = QString::number(f.step + 1);
    if (f.best.size() > 1) {
        QStringList tied;
        for (int w : f.best)
            tied << id(lesson.workers[static_cast<std::size_t>(w)]);
        return ClassroomText::tr("Step %1: %2 tie with the largest ratio %3; %4 comes first and is chosen.")
            .arg(step, tied.join(ClassroomText::tr(" and ")), ratio, name);
    }
    int others = 0;
    for (const CandidateRatio &c : f.candidates)
        others += c.ratio.has_value();
    if (others <= 1)
        return ClassroomText::tr("Step %1: %2 is the only candidate (ratio %3) and is chosen.").arg(step, name, ratio);
    return ClassroomText::tr("Step %1: %2 has the largest ratio %3 and is chosen.").arg(step, name, ratio);
}

QString candidateTerms(const SelectionLesson &lesson, const SelectionFrame &f, std::size_t worker)
{
    if (worker >= f.candidates.size() || !f.candidates[worker].ratio || worker >= lesson.stepWork.size())
        return {};
    const CandidateRatio &c = f.candidates[worker];
    const double work = lesson.stepWork[worker];
    const double comm = lesson.stepComm[worker];
    const bool waits = c.ready > c.commEnd; // the worker is still busy when the data could arrive
    if (f.global) {
        const QString top = QStringLiteral("(%1 + %2)").arg(amountText(f.totalBefore), amountText(work));
        if (waits)
            return ClassroomText::tr("%1 / ready %2").arg(top, amountText(c.ready));
        return QStringLiteral("%1 / (%2 + %3)").arg(top, amountText(f.completionBefore), amountText(comm));
    }
    if (waits)
        return ClassroomText::tr("%1 / (ready %2 − %3)").arg(amountText(work), amountText(c.ready), amountText(f.completionBefore));
    return QStringLiteral("%1 / %2").arg(amountText(work), amountText(comm));
}

QString ringStepLine(const RingLesson &lesson, std::size_t step)
{
    if (step >= lesson.steps.size())
        return {};
    const RingInsertion &s = lesson.steps[step];
    const QString size = QString::number(s.size);
    QString t = ClassroomText::tr("T_step = %1 %2").arg(amountText(s.tStep), lesson.timeUnit);
    if (s.refined)
        t += ClassroomText::tr(" (refined by max-min fairness from %1)").arg(amountText(s.tStepGreedy));
    else if (s.size >= 2)
        t += ClassroomText::tr(" (greedy bandwidths kept)");
    if (s.size == 1)
        return ClassroomText::tr("Size 1: %1 alone, the fastest processor, %2.").arg(id(s.processor), t);
    if (s.size == 2)
        return ClassroomText::tr("Size 2: %1 joins %2, the best pair, %3.").arg(id(s.processor), id(s.pred), t);
    return ClassroomText::tr("Size %1: %2 inserted between %3 and %4, %5.").arg(size, id(s.processor), id(s.pred), id(s.succ), t);
}

std::vector<LeftOutWorker> leftOutWorkers(const SelectionLesson &lesson)
{
    const std::size_t p = lesson.workers.size();
    std::vector<bool> chosen(p, false);
    for (std::size_t s = 0; s < lesson.steps.size(); ++s)
        if (const int c = lesson.chosenIndex(s); c >= 0)
            chosen[static_cast<std::size_t>(c)] = true;
    // Work per unit of port time of one selection, μ_i² / (2μ_i c_i + latency).
    const auto perPort = [&](std::size_t i) {
        return i < lesson.stepComm.size() && lesson.stepComm[i] > 0 ? lesson.stepWork[i] / lesson.stepComm[i] : 0.0;
    };
    double leastChosen = -1;
    for (std::size_t i = 0; i < p; ++i)
        if (chosen[i] && (leastChosen < 0 || perPort(i) < leastChosen))
            leastChosen = perPort(i);

    std::vector<LeftOutWorker> out;
    for (std::size_t i = 0; i < p; ++i) {
        if (chosen[i])
            continue;
        if (i >= lesson.mu.size() || lesson.mu[i] <= 0) {
            out.push_back({i, ClassroomText::tr("μ = 0: its memory holds no μ² + 4μ layout even with μ = 1 "
                                                "(5 buffers), so it takes no part")});
            continue;
        }
        // The selection where it came closest to the chosen worker's ratio.
        std::size_t closest = 0;
        double best = -1, gap = -1, chosenRatio = 0;
        for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
            const MwStep &step = lesson.steps[s];
            const int c = lesson.chosenIndex(s);
            if (c < 0 || i >= step.ratios.size() || step.ratios[i] < 0)
                continue;
            const double top = step.ratios[static_cast<std::size_t>(c)];
            const double g = step.ratios[i] > 0 ? top / step.ratios[i] : std::numeric_limits<double>::infinity();
            if (gap < 0 || g < gap) {
                gap = g;
                closest = s;
                best = step.ratios[i];
                chosenRatio = top;
            }
        }
        QString reason = ClassroomText::tr("never chosen in the %n selection(s) shown", nullptr,
                                           static_cast<int>(lesson.steps.size()));
        if (best >= 0) {
            const int c = lesson.chosenIndex(closest);
            reason += ClassroomText::tr(": its ratio stays below the chosen worker's, closest at selection %1 "
                                        "(%2 against %3's %4)")
                          .arg(closest + 1)
                          .arg(ratioText(best), id(lesson.workers[static_cast<std::size_t>(c)]), ratioText(chosenRatio));
        }
        if (leastChosen >= 0)
            reason += ClassroomText::tr("; one of its selections gives %1 block updates per %2 of the master's port "
                                        "(μ = %3), the chosen workers' at least %4")
                          .arg(ratioText(perPort(i)),
                               lesson.timeUnit == QLatin1String("s") ? ClassroomText::tr("second")
                                                                     : ClassroomText::tr("time unit"))
                          .arg(lesson.mu[i])
                          .arg(ratioText(leastChosen));
        out.push_back({i, reason});
    }
    return out;
}

QString luShapeText(const LuLesson &lesson, std::size_t worker)
{
    if (worker >= lesson.chunks.size())
        return {};
    const LuChunk &chunk = lesson.chunks[worker];
    const int mi = worker < lesson.muOf.size() ? lesson.muOf[worker] : 0;
    const bool self = worker < lesson.self.size() && lesson.self[worker];
    switch (chunk.shape) {
    case LuChunkShape::Square:
        return ClassroomText::tr("square chunk %1×%1 (μ_i = %2 ≤ μ/2), %3 passes per core row")
            .arg(chunk.rows)
            .arg(mi)
            .arg((lesson.mu + chunk.rows - 1) / std::max(1, chunk.rows));
    case LuChunkShape::Columns:
        return ClassroomText::tr("whole columns %1×%2 (μ/2 < μ_i = %3 < μ)").arg(chunk.rows).arg(chunk.cols).arg(mi);
    case LuChunkShape::Full: {
        QString text = self ? ClassroomText::tr("μ×μ chunk %1×%1 (the master's own memory)").arg(chunk.rows)
                            : ClassroomText::tr("μ×μ chunk %1×%1 (μ_i = %2 ≥ μ)").arg(chunk.rows).arg(mi);
        if (chunk.virtualWorkers > 1)
            text += ClassroomText::tr(", %1 virtual workers (⌊μ_i²/μ²⌋)").arg(chunk.virtualWorkers);
        return text;
    }
    case LuChunkShape::None: break;
    }
    return ClassroomText::tr("no core update");
}

namespace {

// The workers with a strip of the core at a step, in platform order.
std::vector<std::size_t> coreWorkers(const LuStepPlan &s)
{
    std::vector<std::size_t> out;
    for (const LuStrip &strip : s.strips)
        if (std::find(out.begin(), out.end(), strip.worker) == out.end())
            out.push_back(strip.worker);
    std::sort(out.begin(), out.end());
    return out;
}

QString blockRange(int b0, int b1)
{
    return b1 - b0 == 1 ? QString::number(b0) : QStringLiteral("%1:%2").arg(b0).arg(b1);
}

} // namespace

QString luStepLine(const LuLesson &lesson, std::size_t step)
{
    if (step >= lesson.steps.size())
        return {};
    const LuStepPlan &s = lesson.steps[step];
    const QString pivot = QStringLiteral("A(%1, %1)").arg(blockRange(s.k0, s.core0()));
    const QString on = lesson.pivotWorker >= 0 ? id(lesson.workers[static_cast<std::size_t>(lesson.pivotWorker)]) : QStringLiteral("?");
    const int side = lesson.blocks - s.core0();
    QString line = ClassroomText::tr("Step %1 of %2: the pivot %3 is factored on %4")
                       .arg(step + 1)
                       .arg(lesson.steps.size())
                       .arg(pivot, on);
    if (side <= 0)
        return line + ClassroomText::tr("; no core is left: the factorization ends.");
    QStringList names;
    for (std::size_t w : coreWorkers(s))
        names << id(lesson.workers[w]);
    return line + ClassroomText::tr("; the core of %2×%2 blocks is updated by %1.").arg(names.join(ClassroomText::tr(", "))).arg(side);
}

QString luStepCosts(const LuLesson &lesson, std::size_t step)
{
    if (step >= lesson.steps.size())
        return {};
    const LuStepPlan &s = lesson.steps[step];
    const double mu = s.pivot;
    const double side = std::max(0, lesson.blocks - s.core0()); // r − kμ, k counted from 1 as in §7.1
    const QString unit = lesson.timeUnit;
    const auto n = [](double v) { return amountText(v); };
    const std::size_t pw = lesson.pivotWorker >= 0 ? static_cast<std::size_t>(lesson.pivotWorker) : 0;
    const double c = pw < lesson.c.size() ? 0.5 * (lesson.c[pw] + lesson.cBack[pw]) : 0;
    const double w = pw < lesson.w.size() ? lesson.w[pw] : 0;
    const QString pivotName = pw < lesson.workers.size() ? id(lesson.workers[pw]) : QString();
    QStringList html;
    html << ClassroomText::tr("<b>Costs of step %1</b> (paper 002 §7.1; μ = %2, r − kμ = %3, on %4: c = %5, w = %6 %7 per block)")
                .arg(step + 1)
                .arg(s.pivot)
                .arg(side)
                .arg(pivotName, n(c), n(w), unit);
    if (s.pivot != lesson.mu)
        html.back() += QLatin1Char(' ')
                       + ClassroomText::tr("— the last pivot is the %1 blocks left of r, not the plan's μ = %2")
                             .arg(s.pivot)
                             .arg(lesson.mu);
    html << ClassroomText::tr("(a) pivot: 2μ²c + μ³w = %1 + %2 = <b>%3</b> %4; the plan moves %5 blocks and counts %6 block updates")
                .arg(n(2 * mu * mu * c), n(mu * mu * mu * w), n(2 * mu * mu * c + mu * mu * mu * w), unit,
                     n(s.pivotBlocks), n(s.pivotUpdates));
    const double panelComm = 4 * mu * side * c, panelComp = mu * mu * side * w;
    html << ClassroomText::tr("(b, c) panels: 2 × (2μ(r − kμ)c + ½μ²(r − kμ)w) = %1 + %2 = <b>%3</b> %4; the plan moves %5 blocks and counts %6 block updates")
                .arg(n(panelComm), n(panelComp), n(panelComm + panelComp), unit, n(s.panelBlocks), n(s.panelUpdates));
    if (side <= 0) {
        html << ClassroomText::tr("(d) core: none at the last step.");
    } else {
        const double strips = side / mu; // r/μ − k
        html << ClassroomText::tr("(d) core: (r/μ − k)(μ² + 3μ(r − kμ)) = %1 blocks and (r/μ − k)(r − kμ)μ² = %2 block updates, shared:")
                    .arg(n(strips * (mu * mu + 3 * mu * side)), n(strips * side * mu * mu));
        QStringList rows;
        for (std::size_t i : coreWorkers(s)) {
            int columns = 0, parts = 0;
            for (const LuStrip &strip : s.strips)
                if (strip.worker == i) {
                    columns += strip.col1 - strip.col0;
                    ++parts;
                }
            const double in = i < s.coreIn.size() ? s.coreIn[i] : 0, back = i < s.coreBack.size() ? s.coreBack[i] : 0;
            const double updates = i < s.coreUpdates.size() ? s.coreUpdates[i] : 0;
            const double port = in * lesson.c[i] + back * lesson.cBack[i];
            const double compute = updates * lesson.w[i];
            QString row = ClassroomText::tr("%1: %2 columns in %3 strip(s); %4 blocks in and %5 back, %6 %7 of the master's port; %8 block updates, %9 %7 of computation")
                              .arg(id(lesson.workers[i]))
                              .arg(columns)
                              .arg(parts)
                              .arg(n(in), n(back), n(port), unit, n(updates), n(compute));
            if (lesson.self[i])
                row += ClassroomText::tr(" (the master computes: no communication)");
            rows << QStringLiteral("&nbsp;&nbsp;• ") + row;
        }
        html << rows.join(QStringLiteral("<br>"));
    }
    QStringList used;
    for (std::size_t i = 0; i < lesson.workers.size(); ++i)
        if (i < lesson.chunks.size() && lesson.chunks[i].shape != LuChunkShape::None)
            used << id(lesson.workers[i]);
    html << ClassroomText::tr("%1: μ = %2 for every step, r = %3 blocks; pivots on %4; workers with a chunk: %5 (%6 of %7 compute); makespan %8 %9.")
                .arg(QString::fromStdString(lesson.algorithm))
                .arg(lesson.mu)
                .arg(lesson.blocks)
                .arg(pivotName, used.join(ClassroomText::tr(", ")))
                .arg(lesson.workersUsed)
                .arg(lesson.workers.size())
                .arg(n(lesson.makespan), unit);
    return QStringLiteral("<p>") + html.join(QStringLiteral("</p><p>")) + QStringLiteral("</p>");
}

} // namespace partita::views

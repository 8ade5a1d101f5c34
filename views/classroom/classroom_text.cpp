#include "classroom/classroom_text.h"

#include <QCoreApplication>
#include <QStringList>

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

} // namespace partita::views

#include "classroom/selection_frame.h"

#include <algorithm>
#include <cmath>

namespace partita::views {

bool sameRatio(double a, double b)
{
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    return std::abs(a - b) <= 1e-12 * std::max({1.0, std::abs(a), std::abs(b)});
}

SelectionFrame selectionFrame(const SelectionLesson &lesson, std::size_t step)
{
    SelectionFrame f;
    f.step = step;
    f.global = lesson.algorithm != "mw-local";
    const std::size_t p = lesson.workers.size();
    if (step >= lesson.steps.size())
        return f;
    const MwStep &s = lesson.steps[step];
    f.chosen = lesson.chosenIndex(step);
    if (step > 0) {
        f.completionBefore = lesson.steps[step - 1].completionTime;
        f.totalBefore = lesson.steps[step - 1].totalWork;
    }
    f.completionAfter = s.completionTime;
    f.totalAfter = s.totalWork;

    f.candidates.resize(p);
    const bool haveTerms = step < lesson.readyBefore.size() && lesson.stepWork.size() == p;
    for (std::size_t i = 0; i < p; ++i) {
        CandidateRatio &c = f.candidates[i];
        if (i >= s.ratios.size() || s.ratios[i] < 0)
            continue;
        c.ratio = s.ratios[i];
        f.maxRatio = std::max(f.maxRatio, std::isfinite(s.ratios[i]) ? s.ratios[i] : 0.0);
        if (!haveTerms)
            continue;
        c.ready = lesson.readyBefore[step][i];
        c.commEnd = f.completionBefore + lesson.stepComm[i];
        const double end = std::max(c.commEnd, c.ready);
        c.numerator = f.global ? f.totalBefore + lesson.stepWork[i] : lesson.stepWork[i];
        c.denominator = f.global ? end : end - f.completionBefore;
    }
    if (f.chosen >= 0 && f.candidates[static_cast<std::size_t>(f.chosen)].ratio) {
        const double top = *f.candidates[static_cast<std::size_t>(f.chosen)].ratio;
        f.best.push_back(f.chosen);
        for (std::size_t i = 0; i < p; ++i)
            if (static_cast<int>(i) != f.chosen && f.candidates[i].ratio && sameRatio(*f.candidates[i].ratio, top))
                f.best.push_back(static_cast<int>(i));
    }

    f.picks.assign(p, 0);
    f.work.assign(p, 0.0);
    double total = 0;
    for (std::size_t k = 0; k <= step; ++k) {
        const int w = lesson.chosenIndex(k);
        if (w < 0)
            continue;
        ++f.picks[static_cast<std::size_t>(w)];
        f.work[static_cast<std::size_t>(w)] += lesson.steps[k].totalWork - total;
        total = lesson.steps[k].totalWork;
    }
    return f;
}

std::vector<SelectionSend> selectionTimeline(const SelectionLesson &lesson, std::size_t first, std::size_t last)
{
    std::vector<SelectionSend> sends;
    if (lesson.steps.empty() || lesson.stepComm.size() != lesson.workers.size())
        return sends;
    last = std::min(last, lesson.steps.size() - 1);
    for (std::size_t k = first; k <= last; ++k) {
        const int w = lesson.chosenIndex(k);
        if (w < 0)
            continue;
        const auto i = static_cast<std::size_t>(w);
        SelectionSend s;
        s.step = k;
        s.worker = w;
        s.sendEnd = lesson.steps[k].completionTime;
        s.sendStart = s.sendEnd - lesson.stepComm[i];
        s.computeEnd = s.sendEnd + lesson.stepCompute[i];
        sends.push_back(s);
    }
    return sends;
}

} // namespace partita::views

// The classroom's plain parts, without widgets: one selection of paper 002's worked example
// (§6.2.1, Table 2) with every ratio written as its quotient, the one-line explanations, and
// the geometry of the selection picture, of the ring circle and of the T_step chart.
#include "classroom/classroom_runner.h"
#include "classroom/classroom_text.h"
#include "classroom/lu_geometry.h"
#include "classroom/ring_geometry.h"
#include "classroom/selection_frame.h"
#include "classroom/selection_geometry.h"
#include "classroom/tstep_chart_geometry.h"
#include "io/platform_json.h"
#include "schedule/ring/shared_ring.h"

#include <QtTest>

#include <cmath>
#include <set>
#include <numbers>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(std::string(PARTITA_SOURCE_DIR "/resources/examples/") + name);
}

// n/q = 100 blocks per side, as in `partita simulate --platform mw-table2.json --n 100 --q 1`:
// Σμ = 34 ≤ 100, so μ = 6, 18, 10 as printed in Table 2.
SelectionLesson table2(const std::string &algorithm)
{
    return ClassroomRunner::computeSelection(example("mw-table2.json"), {100, 1}, algorithm);
}

// A hand-made LU plan: r = 10 blocks, μ = 3, steps at 0, 3, 6 and a last pivot of 1 at 9.
// Step 0: P1 (index 0) a μ×μ chunk on columns 3-5, P2 (index 1) square 2×2 chunks on 6-7,
// P1 again (a second virtual worker) on 8-9; step 1: P1 on 6-9; step 2: P2 on 9.
LuLesson handMadeLu()
{
    LuLesson l;
    l.algorithm = "lu-hetero";
    l.problem = {10, 1};
    l.blocks = 10;
    l.mu = 3;
    l.workers = {"P1", "P2"};
    l.colours = {0, 1};
    l.muOf = {7, 2};
    l.chunks = {LuChunk{LuChunkShape::Full, 3, 3, 2}, LuChunk{LuChunkShape::Square, 2, 2, 1}};
    l.c = {1, 2};
    l.cBack = {1, 2};
    l.w = {1, 1};
    l.self = {false, false};
    l.pivotWorker = 0;
    for (int k0 : {0, 3, 6, 9}) {
        LuStepPlan s;
        s.k0 = k0;
        s.pivot = std::min(3, 10 - k0);
        s.coreIn.assign(2, 0.0);
        s.coreBack.assign(2, 0.0);
        s.coreUpdates.assign(2, 0.0);
        l.steps.push_back(s);
    }
    l.steps[0].strips = {{0, 3, 10, 3, 6, 3}, {1, 3, 10, 6, 8, 2}, {0, 3, 10, 8, 10, 3}};
    l.steps[1].strips = {{0, 6, 10, 6, 9, 3}, {0, 6, 10, 9, 10, 3}};
    l.steps[2].strips = {{1, 9, 10, 9, 10, 2}};
    return l;
}

// Every block of the core [core0, r)² is in exactly one strip, and no strip leaves the core.
void checkTiling(const LuLesson &l, std::size_t step)
{
    const LuStepPlan &s = l.steps[step];
    const int r = l.blocks, first = s.core0();
    std::vector<int> count(static_cast<std::size_t>(r) * static_cast<std::size_t>(r), 0);
    for (const LuStrip &strip : s.strips) {
        QVERIFY2(strip.row0 >= first && strip.col0 >= first && strip.row1 <= r && strip.col1 <= r,
                 qPrintable(QStringLiteral("step %1: strip [%2,%3)×[%4,%5) outside the core from %6")
                                .arg(step).arg(strip.row0).arg(strip.row1).arg(strip.col0).arg(strip.col1).arg(first)));
        const LuChunk &chunk = l.chunks[strip.worker];
        QVERIFY(chunk.shape != LuChunkShape::None);
        QVERIFY(strip.col1 - strip.col0 <= chunk.cols);
        QVERIFY(strip.rank >= 1 && strip.rank <= chunk.rows);
        for (int i = strip.row0; i < strip.row1; ++i)
            for (int j = strip.col0; j < strip.col1; ++j)
                ++count[static_cast<std::size_t>(i * r + j)];
    }
    for (int i = 0; i < r; ++i)
        for (int j = 0; j < r; ++j)
            QCOMPARE(count[static_cast<std::size_t>(i * r + j)], i >= first && j >= first ? 1 : 0);
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

} // namespace

class TestClassroomGeometry : public QObject {
    Q_OBJECT

private slots:
    // §6.2.1: "For the first step, ratio_i = μ_i²/(2μ_i c_i): ratio1 = 1.5, ratio2 = 3,
    // ratio3 = 1 and select P2 ... total-work = 324, completion-time = 108". Second step:
    // "ratio1 = (324+36)/(108+24), ratio2 = (324+324)/1080 = 0.6, ratio3 = (324+100)/(108+100)
    // = 2.04 and we select P1", then completion-time = 132, ready1 = 132 + 72 = 204.
    void table2FirstSelections()
    {
        const SelectionLesson l = table2("mw-global");
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.workers, (std::vector<std::string>{"P1", "P2", "P3"}));
        QCOMPARE(l.mu, (std::vector<int>{6, 18, 10}));
        QCOMPARE(l.stepWork, (std::vector<double>{36, 324, 100}));  // μ²
        QCOMPARE(l.stepComm, (std::vector<double>{24, 108, 100}));  // 2μc
        QCOMPARE(l.stepCompute, (std::vector<double>{72, 972, 100})); // μ²w

        SelectionFrame f = selectionFrame(l, 0);
        QCOMPARE(f.chosen, 1);
        QCOMPARE(f.best, (std::vector<int>{1}));
        QCOMPARE(*f.candidates[0].ratio, 1.5);
        QCOMPARE(*f.candidates[1].ratio, 3.0);
        QCOMPARE(*f.candidates[2].ratio, 1.0);
        QCOMPARE(f.completionBefore, 0.0);
        QCOMPARE(f.completionAfter, 108.0);
        QCOMPARE(f.totalAfter, 324.0);
        QCOMPARE(candidateTerms(l, f, 0), QStringLiteral("(0 + 36) / (0 + 24)"));
        QCOMPARE(selectionRuleLine(l, f), QStringLiteral("Step 1: P2 has the largest ratio 3 and is chosen."));

        f = selectionFrame(l, 1);
        QCOMPARE(f.chosen, 0);
        QCOMPARE(f.candidates[0].numerator, 360.0);
        QCOMPARE(f.candidates[0].denominator, 132.0);
        QCOMPARE(f.candidates[1].ready, 1080.0); // ready2 = 108 + 972
        QCOMPARE(f.candidates[1].denominator, 1080.0);
        QCOMPARE(*f.candidates[1].ratio, 0.6);
        QCOMPARE(f.candidates[2].numerator, 424.0);
        QCOMPARE(f.candidates[2].denominator, 208.0);
        QCOMPARE(candidateTerms(l, f, 0), QStringLiteral("(324 + 36) / (108 + 24)"));
        QCOMPARE(candidateTerms(l, f, 1), QStringLiteral("(324 + 324) / ready 1080"));
        QCOMPARE(candidateTerms(l, f, 2), QStringLiteral("(324 + 100) / (108 + 100)"));
        QCOMPARE(ratioText(*f.candidates[2].ratio), QStringLiteral("2.038")); // printed 2.04
        QCOMPARE(ratioText(26931.4), QStringLiteral("26931"));               // not 2.693e+04
        QCOMPARE(f.completionAfter, 132.0);
        QCOMPARE(f.picks, (std::vector<int>{1, 1, 0}));
        QCOMPARE(f.work, (std::vector<double>{36, 324, 0}));
        QCOMPARE(selectionFrame(l, 2).candidates[0].ready, 204.0); // ready1 = 132 + 72
        QCOMPARE(selectionFrame(l, 2).chosen, 2);                  // "the algorithm selects P3"
    }

    // Every ratio the page writes as a quotient is the core's ratio: the ready times and
    // per-selection terms planMasterWorker records give back its ratios at every selection, for
    // both rules; the
    // chosen worker has the largest ratio and, among equal ones, the lowest index.
    void quotientsAreTheCoreRatios_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("global") << "mw-global";
        QTest::newRow("local") << "mw-local";
    }
    void quotientsAreTheCoreRatios()
    {
        QFETCH(QString, algorithm);
        const SelectionLesson l = table2(algorithm.toStdString());
        QVERIFY(l.steps.size() > 100);
        for (std::size_t k = 0; k < l.steps.size(); ++k) {
            const SelectionFrame f = selectionFrame(l, k);
            for (std::size_t i = 0; i < l.workers.size(); ++i) {
                const CandidateRatio &c = f.candidates[i];
                QVERIFY(c.ratio);
                QVERIFY2(close(c.numerator / c.denominator, *c.ratio),
                         qPrintable(QStringLiteral("step %1, %2").arg(k + 1).arg(i)));
                QVERIFY(*c.ratio <= *f.candidates[static_cast<std::size_t>(f.chosen)].ratio * (1 + 1e-12));
            }
            QCOMPARE(f.best.front(), f.chosen);
            for (int b : f.best)
                QVERIFY(b >= f.chosen);
            // the chosen global ratio is total-work / completion-time after the selection
            if (algorithm == QLatin1String("mw-global"))
                QVERIFY(close(*f.candidates[static_cast<std::size_t>(f.chosen)].ratio, f.totalAfter / f.completionAfter));
        }
    }

    // §6.2.2 on Table 2: the local rule makes the global one's first 13 decisions, then P1
    // at the 14th. The 14th local choice: P1's μ² / 2μc = 36/24 = 1.5 beats P2, still busy.
    void localRuleLines()
    {
        const SelectionLesson l = table2("mw-local");
        const SelectionFrame f = selectionFrame(l, 13);
        QCOMPARE(QString::fromStdString(l.workers[static_cast<std::size_t>(f.chosen)]), QStringLiteral("P1"));
        QCOMPARE(candidateTerms(l, f, 0), QStringLiteral("36 / 24"));
        QVERIFY(candidateTerms(l, f, 1).contains(QLatin1String("ready")));
        QVERIFY(selectionRuleLine(l, f).startsWith(QLatin1String("Step 14: P1 ")));
    }

    void ties()
    {
        // Two identical workers: every first ratio ties, the lower index is chosen.
        Platform p = example("mw-table2.json");
        p.processors[2] = p.processors[0];
        p.processors[2].id = "P3";
        p.links[2].bandwidth = p.links[0].bandwidth;
        const SelectionLesson l = ClassroomRunner::computeSelection(p, {100, 1}, "mw-global");
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        // P2 (ratio 3) first; then P1 and P3 tie at (324 + 36) / (108 + 24).
        const SelectionFrame f = selectionFrame(l, 1);
        QCOMPARE(f.best, (std::vector<int>{0, 2}));
        QCOMPARE(selectionRuleLine(l, f),
                 QStringLiteral("Step 2: P1 and P3 tie with the largest ratio 2.727; P1 comes first and is chosen."));
    }

    // Figure 7 of paper 002, from Algorithm 3's bookkeeping: P2's send takes the port over
    // [0, 108] and P2 computes until ready2 = 1080; P1 is sent [108, 132] and computes until
    // 204; P3 [132, 232], computing until 332. After twelve sends alternating P1 and P3 the
    // port waits for P2: its 14th selection ends at ready2 = 1080, the send starting at
    // 1080 − 108 = 972, after idle time since the 13th ended.
    void table2Timeline()
    {
        const SelectionLesson l = table2("mw-global");
        const std::vector<SelectionSend> t = selectionTimeline(l, 0, 13);
        QCOMPARE(t.size(), std::size_t(14));
        const auto check = [&](std::size_t k, int worker, double start, double end, double computeEnd) {
            QCOMPARE(t[k].step, k);
            QCOMPARE(t[k].worker, worker);
            QCOMPARE(t[k].sendStart, start);
            QCOMPARE(t[k].sendEnd, end);
            QCOMPARE(t[k].computeEnd, computeEnd);
        };
        check(0, 1, 0, 108, 1080);
        check(1, 0, 108, 132, 204);
        check(2, 2, 132, 232, 332);
        check(13, 1, 972, 1080, 2052);
        QVERIFY(t[12].sendEnd < t[13].sendStart); // the port is idle in between
        for (std::size_t k = 1; k < t.size(); ++k)
            QVERIFY(t[k].sendStart >= t[k - 1].sendEnd); // one port: sends never overlap
        QCOMPARE(selectionTimeline(l, 5, 1000000).size(), l.steps.size() - 5);
    }

    void outOfRangeFrameIsEmpty()
    {
        const SelectionLesson l = table2("mw-global");
        const SelectionFrame f = selectionFrame(l, l.steps.size());
        QCOMPARE(f.chosen, -1);
        QVERIFY(f.candidates.empty());
        QVERIFY(selectionRuleLine(l, f).isEmpty());
    }

    void selectionGeometry()
    {
        SelectionGeometry g;
        g.layout(QSizeF(900, 400), 3, 13);
        QCOMPARE(g.rows.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            QVERIFY(g.rows[i].top() >= g.header.bottom());
            QVERIFY(g.rows[i].height() <= g.maxRowHeight);
            if (i > 0)
                QCOMPARE(g.rows[i].top(), g.rows[i - 1].bottom());
        }
        QVERIFY(g.showTerms);
        QVERIFY(g.ratioLeft + g.ratioWidth < g.termsLeft);
        QVERIFY(g.termsLeft + g.termsWidth <= g.workLeft);
        QVERIFY(g.workLeft + g.workWidth <= 900 - g.margin + 1e-9);
        // Bars are proportional to the value, the largest filling the column.
        QCOMPARE(g.ratioBar(1, 3, 3).width(), g.ratioWidth);
        QCOMPARE(g.ratioBar(0, 1.5, 3).width(), g.ratioWidth / 2);
        QCOMPARE(g.workBar(2, 0, 100).width(), 0.0);
        QVERIFY(g.ratioBar(3, 1, 1).isNull());
        // 14 selections fit: the strip starts at the first and ends with the current one.
        QCOMPARE(g.stripFirst, std::size_t(0));
        QCOMPARE(g.stripCount, std::size_t(14));
        QCOMPARE(g.cell(0).left(), g.strip.left());
        QVERIFY(g.cell(14).isNull());
        QVERIFY(g.strip.top() >= g.rows.back().bottom());
        QVERIFY(g.strip.bottom() + g.stripNumbers <= 400);
        // The timeline under the strip: the port and one row per worker, inside the size.
        g.layout(QSizeF(900, 600), 3, 13);
        QVERIFY(g.showTimeline);
        QCOMPARE(g.timelineRows.size(), std::size_t(4));
        QVERIFY(g.timelineTitle.top() >= g.strip.bottom() + g.stripNumbers);
        QVERIFY(g.timelineRows.back().bottom() + g.axisHeight <= 600 - g.margin + 1e-9);
        g.setTimeRange(100, 1100);
        QCOMPARE(g.xOfTime(100), g.timeLeft);
        QCOMPARE(g.xOfTime(1100), g.timeLeft + g.timeWidth);
        QCOMPARE(g.timeBar(0, 600, 1100).width(), g.timeWidth / 2);
        QCOMPARE(g.timeBar(1, 0, 600).left(), g.timeLeft); // clipped to the span
        QVERIFY(g.timeBar(1, 0, 50).isNull());
        QVERIFY(g.timeBar(4, 200, 300).isNull());
        // No room: no timeline.
        g.layout(QSizeF(900, 250), 3, 13);
        QVERIFY(!g.showTimeline);
        QVERIFY(g.timelineRows.empty());

        // Many selections in a narrow strip: the last ones, ending with the current one.
        g.layout(QSizeF(420, 300), 3, 999);
        QVERIFY(!g.showTerms);
        QVERIFY(g.stripFirst > 0);
        QCOMPARE(g.stripFirst + g.stripCount, std::size_t(1000));
        QVERIFY(g.cell(g.stripFirst - 1).isNull());
        QVERIFY(g.cell(999).right() <= g.strip.right() + 1e-9);
        QVERIFY(g.cellWidth >= g.minCell);
    }

    // Ring growth on the toy cluster of paper 001 §2.4: the circle holds the ring of each
    // step in ring order, the first member at the top and the others clockwise, the processor
    // inserted between its predecessor and successor.
    void ringGeometry()
    {
        PlanSettings s;
        s.params.h = 300;
        s.params.w = 1000;
        const Platform platform = example("toy-cluster.json");
        const RingLesson l = ClassroomRunner::computeRing(platform, s);
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.processors.size(), platform.computingProcessors().size());
        QVERIFY(l.steps.size() >= 3);
        RingGeometry g;
        for (std::size_t k = 0; k < l.steps.size(); ++k) {
            const RingInsertion &step = l.steps[k];
            g.layout(QSizeF(600, 560), l, k);
            const std::size_t r = g.members.size();
            QCOMPARE(r, step.ring.size());
            QCOMPARE(r, k + 1);
            for (std::size_t i = 0; i < r; ++i) {
                QCOMPARE(l.processors[g.members[i].processor], step.ring[i]);
                if (r >= 2) {
                    const QPointF d = g.members[i].centre - g.centre;
                    QVERIFY(std::abs(std::hypot(d.x(), d.y()) - g.radius) < 1e-6);
                }
                QVERIFY(g.members[i].radius > 0 && g.members[i].radius <= g.maxNode);
                if (i > 0)
                    QVERIFY(g.members[i].angle > g.members[i - 1].angle); // clockwise on screen
            }
            QCOMPARE(g.members[0].angle, -std::numbers::pi / 2); // at the top
            QVERIFY(g.inserted >= 0);
            QCOMPARE(l.processors[g.members[static_cast<std::size_t>(g.inserted)].processor], step.processor);
            if (r >= 2) {
                QCOMPARE(g.pred, static_cast<int>((static_cast<std::size_t>(g.inserted) + r - 1) % r));
                QCOMPARE(g.succ, static_cast<int>((static_cast<std::size_t>(g.inserted) + 1) % r));
            }
            QCOMPARE(g.waiting.size() + g.waitingHidden, l.processors.size() - r);
            // Labels sit outside their member's disc, on the outer side of the circle.
            for (std::size_t i = 0; i < r; ++i) {
                const RingNode &n = g.members[i];
                const QRectF box = g.labelBox(i, QSizeF(80, 30), n.radius + 4);
                const double dx = std::max({box.left() - n.centre.x(), 0.0, n.centre.x() - box.right()});
                const double dy = std::max({box.top() - n.centre.y(), 0.0, n.centre.y() - box.bottom()});
                QVERIFY(std::hypot(dx, dy) >= n.radius);
                if (r >= 2) {
                    const QPointF d = box.center() - g.centre;
                    QVERIFY(std::hypot(d.x(), d.y()) > g.radius);
                }
            }
            const double limit = g.waitingArea.isEmpty() ? 560.0 : g.waitingArea.top();
            QVERIFY(g.centre.y() + g.radius <= limit);
        }
        // A faster processor gets a larger disc.
        g.layout(QSizeF(600, 560), l, l.steps.size() - 1);
        for (const RingNode &a : g.members)
            for (const RingNode &b : g.members)
                if (l.speeds[a.processor] > l.speeds[b.processor])
                    QVERIFY(a.radius >= b.radius);
        g.layout(QSizeF(600, 560), l, l.steps.size());
        QVERIFY(g.members.empty());
    }

    void ringLines()
    {
        PlanSettings s;
        s.params.h = 300;
        s.params.w = 1000;
        const RingLesson l = ClassroomRunner::computeRing(example("toy-cluster.json"), s);
        QVERIFY(ringStepLine(l, 0).startsWith(QStringLiteral("Size 1: %1 alone").arg(QString::fromStdString(l.steps[0].processor))));
        QVERIFY(ringStepLine(l, 1).contains(QLatin1String("best pair")));
        const RingInsertion &third = l.steps[2];
        const QString line = ringStepLine(l, 2);
        QVERIFY2(line.startsWith(QStringLiteral("Size 3: %1 inserted between %2 and %3, T_step = %4 time units")
                                     .arg(QString::fromStdString(third.processor), QString::fromStdString(third.pred),
                                          QString::fromStdString(third.succ), amountText(third.tStep))),
                 qPrintable(line));
        QCOMPARE(line.contains(QLatin1String("refined")), third.refined);
        QVERIFY(ringStepLine(l, l.steps.size()).isEmpty());
        // The refinement the problem bar names: none, and no step says it was refined.
        QVERIFY(l.refinement);
        s.params.ringRefine = RingRefinement::Off;
        const RingLesson greedy = ClassroomRunner::computeRing(example("toy-cluster.json"), s);
        QVERIFY2(greedy.error.isEmpty(), qPrintable(greedy.error));
        QVERIFY(!greedy.refinement);
        for (std::size_t k = 0; k < greedy.steps.size(); ++k) {
            QVERIFY(!greedy.steps[k].refined);
            QVERIFY(!ringStepLine(greedy, k).contains(QLatin1String("refined")));
        }
    }

    void niceSteps_data()
    {
        QTest::addColumn<double>("max");
        QTest::addColumn<int>("ticks");
        QTest::addColumn<double>("step");
        QTest::newRow("7.3/5") << 7.3 << 5 << 2.0;
        QTest::newRow("0.93/5") << 0.93 << 5 << 0.2;
        QTest::newRow("100/4") << 100.0 << 4 << 50.0;
        QTest::newRow("1000/5") << 1000.0 << 5 << 200.0;
        QTest::newRow("0") << 0.0 << 5 << 1.0;
    }
    void niceSteps()
    {
        QFETCH(double, max);
        QFETCH(int, ticks);
        QFETCH(double, step);
        QCOMPARE(TStepChartGeometry::niceStep(max, ticks), step);
    }

    void chartGeometry()
    {
        TStepChartGeometry g;
        g.layout(QSizeF(500, 300), 7, 123.4);
        QVERIFY(g.yMax >= 123.4 * 1.05 - 1e-9);
        QCOMPARE(g.yTicks.front(), 0.0);
        QVERIFY(std::abs(g.yTicks.back() - g.yMax) < 1e-9);
        QCOMPARE(g.yOf(0), g.plot.bottom());
        QVERIFY(std::abs(g.yOf(g.yMax) - g.plot.top()) < 1e-9);
        for (std::size_t s = 1; s <= 7; ++s) {
            QCOMPARE(g.sizeAt(g.xOf(static_cast<double>(s))), s);
            if (s > 1)
                QVERIFY(g.xOf(static_cast<double>(s)) > g.xOf(static_cast<double>(s - 1)));
        }
        QCOMPARE(g.xTicks.front(), std::size_t(1));
        QCOMPARE(g.xTicks.back(), std::size_t(7));
        QCOMPARE(g.sizeAt(g.plot.left() - 1), std::size_t(0));
        // 200 sizes on 500 pixels: labels thinned out, first and last kept.
        g.layout(QSizeF(500, 300), 200, 10);
        QVERIFY(g.xTicks.size() < 30);
        QCOMPARE(g.xTicks.front(), std::size_t(1));
        QCOMPARE(g.xTicks.back(), std::size_t(200));
    }

    // Figure 9 at steps 0, 1 and the last of the hand-made plan: where the factored part, the
    // pivot, both panels and the core are, and each worker's columns with its chunk above them.
    void luGeometry()
    {
        const LuLesson l = handMadeLu();
        LuStepGeometry g;
        g.layout(QSizeF(460, 600), l, 0);
        QCOMPARE(g.blocks, 10);
        QCOMPARE(g.cell, (460 - 2 * g.margin - g.axisBand) / 10);
        const QPointF origin(g.margin + g.axisBand, g.margin + g.axisBand);
        QCOMPARE(g.matrix, QRectF(origin, QSizeF(10 * g.cell, 10 * g.cell)));
        const auto at = [&](int row0, int row1, int col0, int col1) {
            return QRectF(origin.x() + col0 * g.cell, origin.y() + row0 * g.cell, (col1 - col0) * g.cell,
                          (row1 - row0) * g.cell);
        };
        QVERIFY(g.doneRows.isEmpty());
        QVERIFY(g.doneColumns.isEmpty());
        QCOMPARE(g.pivotBox, at(0, 3, 0, 3));
        QCOMPARE(g.verticalPanel, at(3, 10, 0, 3));
        QCOMPARE(g.horizontalPanel, at(0, 3, 3, 10));
        QCOMPARE(g.core, at(3, 10, 3, 10));
        QCOMPARE(g.strips.size(), std::size_t(3));
        QCOMPARE(g.strips[0].rect, at(3, 10, 3, 6));
        QCOMPARE(g.strips[0].chunk, at(0, 3, 3, 6));
        QCOMPARE(g.strips[1].rect, at(3, 10, 6, 8));
        QCOMPARE(g.strips[1].chunk, at(0, 2, 6, 8)); // square 2×2: the chunk spans μ_i rows of the panel
        QCOMPARE(g.legend.size(), std::size_t(2));
        QCOMPARE(g.legend[0].worker, std::size_t(0));
        QVERIFY(g.legendArea.top() >= g.matrix.bottom());
        QVERIFY(g.legendArea.bottom() <= 600);
        checkTiling(l, 0);

        g.layout(QSizeF(460, 600), l, 1);
        QCOMPARE(g.k0, 3);
        QCOMPARE(g.core0, 6);
        QCOMPARE(g.doneRows, at(0, 3, 0, 10));
        QCOMPARE(g.doneColumns, at(3, 10, 0, 3));
        QCOMPARE(g.pivotBox, at(3, 6, 3, 6));
        QCOMPARE(g.verticalPanel, at(6, 10, 3, 6));
        QCOMPARE(g.horizontalPanel, at(3, 6, 6, 10));
        QCOMPARE(g.core, at(6, 10, 6, 10));
        QCOMPARE(g.strips.size(), std::size_t(2));
        QCOMPARE(g.legend.size(), std::size_t(1));
        checkTiling(l, 1);

        // The last step: a pivot of 1 block, no panel, no core.
        g.layout(QSizeF(460, 600), l, 3);
        QCOMPARE(g.pivot, 1);
        QCOMPARE(g.pivotBox, at(9, 10, 9, 10));
        QCOMPARE(g.doneRows, at(0, 9, 0, 10));
        QCOMPARE(g.doneColumns, at(9, 10, 0, 9));
        QVERIFY(g.verticalPanel.isEmpty());
        QVERIFY(g.horizontalPanel.isEmpty());
        QVERIFY(g.core.isEmpty());
        QVERIFY(g.strips.empty());
        QVERIFY(g.legend.empty());

        // A short, wide canvas: the matrix stays square and inside it.
        g.layout(QSizeF(900, 300), l, 0);
        QCOMPARE(g.matrix.width(), g.matrix.height());
        QVERIFY(g.legendArea.bottom() <= 300 + 1e-9);
        // Out of range: nothing.
        g.layout(QSizeF(460, 600), l, 4);
        QVERIFY(g.matrix.isEmpty());
        QVERIFY(g.strips.empty());
    }

    // The plans of paper 002's Table 2 platform (docs/lu.md: n = 36, q = 1, and a larger n): at
    // every step the workers' columns tile the core exactly, within each one's chunk, and the
    // updates the plan counts are §7.1's: μ³ for the pivot, μ²(r − kμ) for both panels,
    // (r − kμ)²μ for the core.
    void luChunksTileTheCore_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("n");
        QTest::newRow("lu-homogeneous n=36") << "lu-homogeneous" << 36;
        QTest::newRow("lu-hetero n=36") << "lu-hetero" << 36;
        QTest::newRow("lu-homogeneous n=60") << "lu-homogeneous" << 60;
        QTest::newRow("lu-hetero n=60") << "lu-hetero" << 60;
    }
    void luChunksTileTheCore()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, n);
        const LuLesson l = ClassroomRunner::computeLu(example("mw-table2.json"), {n, 1}, algorithm.toStdString());
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QCOMPARE(l.blocks, n);
        QVERIFY(l.mu >= 1);
        QCOMPARE(l.steps.size(), static_cast<std::size_t>((n + l.mu - 1) / l.mu));
        QVERIFY(l.pivotWorker >= 0);
        std::set<std::size_t> workers;
        for (std::size_t k = 0; k < l.steps.size(); ++k) {
            const LuStepPlan &s = l.steps[k];
            QCOMPARE(s.k0, static_cast<int>(k) * l.mu);
            checkTiling(l, k);
            const double p = s.pivot, side = n - s.core0();
            QCOMPARE(s.pivotUpdates, p * p * p);
            QCOMPARE(s.panelUpdates, p * p * side);
            double core = 0;
            for (double u : s.coreUpdates)
                core += u;
            QCOMPARE(core, side * side * p);
            for (const LuStrip &strip : s.strips)
                workers.insert(strip.worker);
            LuStepGeometry g;
            g.layout(QSizeF(600, 700), l, k);
            double area = 0;
            for (const LuStripBox &box : g.strips) {
                QVERIFY(g.core.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(box.rect));
                area += box.rect.width() * box.rect.height();
            }
            QVERIFY(std::abs(area - g.core.width() * g.core.height()) < 1e-6 * std::max(1.0, area));
        }
        QVERIFY(!workers.empty());
        if (algorithm == QLatin1String("lu-hetero") && n == 36) {
            // docs/lu.md: μ = 5, P1 factoring, every worker keeping one 5×5 chunk (lu-hetero's
            // plan with one chunk per processor beats §7.3's virtual workers here).
            QCOMPARE(l.mu, 5);
            QCOMPARE(QString::fromStdString(l.workers[static_cast<std::size_t>(l.pivotWorker)]), QStringLiteral("P1"));
            for (const char *id : {"P1", "P2", "P3"}) {
                const int w = l.workerIndex(id);
                QVERIFY(w >= 0);
                QCOMPARE(l.chunks[static_cast<std::size_t>(w)].shape, LuChunkShape::Full);
                QCOMPARE(l.chunks[static_cast<std::size_t>(w)].virtualWorkers, 1);
            }
        }
        if (algorithm == QLatin1String("lu-homogeneous"))
            QCOMPARE(l.mu, 6); // the smallest μ_i, P1's
        // The order of its steps, as the planner chose it (docs/lu.md, Streamed steps): on Table 2
        // the master's port binds, and §7.2's order stays the faster.
        QCOMPARE(l.streamed, false);
    }

    // A pair of equal workers whose links carry a latency of 4 block updates a message
    // (tst_lu_factorization streamedOverlapsThePanels): the lesson shows streamed steps, each
    // step's strips still tiling the core.
    void luStreamedLesson()
    {
        Platform platform;
        platform.units = Units::Blocks;
        platform.master = "M";
        Router master;
        master.id = "M";
        platform.routers.push_back(master);
        for (const char *id : {"P1", "P2"}) {
            Processor p;
            p.id = id;
            p.speed = 1;
            p.memory = 61;
            platform.processors.push_back(p);
            Link link;
            link.from = "M";
            link.to = id;
            link.bandwidth = 20;
            link.latency = 4;
            platform.links.push_back(link);
        }
        const LuLesson l = ClassroomRunner::computeLu(platform, {30, 1}, "lu-hetero");
        QVERIFY2(l.error.isEmpty(), qPrintable(l.error));
        QVERIFY(l.streamed);
        for (std::size_t k = 0; k < l.steps.size(); ++k)
            checkTiling(l, k);
        // The order the problem bar names (PlanSettings::params.luSteps) is the one shown.
        const LuLesson paper = ClassroomRunner::computeLu(platform, {30, 1}, "lu-hetero", LuSteps::Paper);
        QVERIFY2(paper.error.isEmpty(), qPrintable(paper.error));
        QVERIFY(!paper.streamed);
        QVERIFY(paper.makespan > l.makespan);
        for (std::size_t k = 0; k < paper.steps.size(); ++k)
            checkTiling(paper, k);
        QVERIFY(ClassroomRunner::computeLu(platform, {30, 1}, "lu-hetero", LuSteps::Streamed).streamed);
    }

    // The lines the LU page writes: the step, each shape, the costs with the paper's formulas.
    void luLines()
    {
        const LuLesson l = handMadeLu();
        QCOMPARE(luStepLine(l, 0), QStringLiteral("Step 1 of 4: the pivot A(0:3, 0:3) is factored on P1; the core of "
                                                  "7×7 blocks is updated by P1, P2."));
        QVERIFY(luStepLine(l, 3).contains(QLatin1String("no core is left")));
        QVERIFY(luStepLine(l, 4).isEmpty());
        QVERIFY(luShapeText(l, 0).contains(QLatin1String("2 virtual workers")));
        QVERIFY(luShapeText(l, 1).contains(QStringLiteral("square chunk 2×2")));
        QVERIFY(luShapeText(l, 1).contains(QLatin1String("2 passes")));
        const QString costs = luStepCosts(l, 0);
        // μ = 3, c = w = 1 on P1: 2μ²c + μ³w = 18 + 27 = 45; panels 4·3·7 + 9·7 = 84 + 63 = 147.
        QVERIFY2(costs.contains(QStringLiteral("2μ²c + μ³w = 18 + 27 = <b>45</b>")), qPrintable(costs));
        QVERIFY2(costs.contains(QLatin1String("= 84 + 63 = <b>147</b>")), qPrintable(costs));
        QVERIFY(costs.contains(QLatin1String("P2: 2 columns in 1 strip(s)")));
        QVERIFY(costs.contains(QStringLiteral("μ = 3")));
        QVERIFY(luStepCosts(l, 3).contains(QLatin1String("none at the last step")));
    }
};

QTEST_GUILESS_MAIN(TestClassroomGeometry)
#include "tst_classroom_geometry.moc"

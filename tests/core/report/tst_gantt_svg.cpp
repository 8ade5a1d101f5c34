// The Gantt chart writer (core/report/gantt_svg.h) behind `--gantt FILE`: known intervals draw
// exactly their bars at the right place, panels share one time axis, overlapping intervals get
// their own lanes (touching ones, even overlapping by rounding, share one), the legend lists
// the kinds drawn, names survive XML escaping, non-finite times never reach the document,
// narrow bars are merged (and 100,000 intervals render fast and small), and empty input still
// gives a document saying "no events".
//
// With PARTITA_GANTT_EXAMPLE set, writeExample also writes a predicted and a measured run to
// /tmp/gantt_example.svg, to look at.
#include "common/intervals.h"
#include "report/gantt_svg.h"

#include "svg_document.h"

#include <QtTest>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <cmath>
#include <limits>
#include <random>

using namespace partita;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

using namespace svgtest;

// The time axis of the first panel, read from its tick labels: x = x0 + t × scale (t in
// displayed units).
struct AxisMap {
    double x0 = 0, scale = 0;
    double x(double t) const { return x0 + t * scale; }
};

AxisMap axisOf(const Document &doc)
{
    const auto labels = doc.find({"tick-label"}, "text");
    AxisMap map;
    if (labels.size() < 2 || labels[0].text != "0")
        return map;
    map.x0 = labels[0].number("x");
    // The first panel's labels: increasing values until the next panel starts again at 0.
    std::size_t last = 1;
    while (last + 1 < labels.size() && labels[last + 1].text.toDouble() > labels[last].text.toDouble())
        ++last;
    map.scale = (labels[last].number("x") - map.x0) / labels[last].text.toDouble();
    return map;
}

Interval iv(int resource, IntervalKind kind, double start, double end, int step = -1)
{
    return test::interval(resource, kind, start, end, step);
}

// Two processors and a link, every kind once or twice, times in abstract units.
Trace knownTrace()
{
    Trace t;
    t.timeUnit = "time units";
    const int p1 = t.addResource("P1", ResourceKind::Processor);
    const int p2 = t.addResource("P2", ResourceKind::Processor);
    const int link = t.addResource("P1-P2", ResourceKind::Link);
    auto compute = iv(p1, IntervalKind::Compute, 0, 40, 0);
    compute.flops = 1e9;
    compute.blocks = "C(0,0) k=0";
    t.intervals.push_back(compute);
    auto send = iv(p1, IntervalKind::Send, 40, 50, 1);
    send.peer = p2;
    send.bytes = 1e6;
    t.intervals.push_back(send);
    auto recv = iv(p2, IntervalKind::Recv, 40, 50, 1);
    recv.peer = p1;
    t.intervals.push_back(recv);
    t.intervals.push_back(iv(p2, IntervalKind::Compute, 50, 90, 1));
    t.intervals.push_back(iv(p2, IntervalKind::Wait, 90, 95));
    t.intervals.push_back(iv(p1, IntervalKind::Redistribute, 50, 60));
    t.intervals.push_back(iv(link, IntervalKind::Transfer, 40, 50, 1));
    t.sortIntervals();
    return t;
}

// A run of an outer-product-like algorithm on 4 processors and a shared link, in seconds:
// every step, the owner of the pivot sends it, the others receive it, then all compute.
// `noise` > 0 makes it look measured: jittered durations and waits for late messages.
Trace exampleTrace(double noise, unsigned seed)
{
    Trace t;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> jitter(1 - noise, 1 + 2 * noise);
    const double speed[] = {1.0, 1.3, 0.8, 1.6};
    for (int p = 0; p < 4; ++p)
        t.addResource("P" + std::to_string(p + 1), ResourceKind::Processor);
    const int link = t.addResource("switch", ResourceKind::Link);
    std::vector<double> ready(4, 0.0);
    double linkFree = 0;
    for (int k = 0; k < 8; ++k) {
        const int owner = k % 4;
        double start = ready[static_cast<std::size_t>(owner)];
        for (int p = 0; p < 4; ++p) {
            if (p == owner)
                continue;
            const double begin = std::max(start, linkFree);
            const double end = begin + 0.004 * jitter(rng);
            Interval send = iv(owner, IntervalKind::Send, begin, end, k);
            send.peer = p, send.bytes = 2.6e5, send.blocks = "A(:," + std::to_string(k) + ")";
            t.intervals.push_back(send);
            Interval transfer = send;
            transfer.resource = link, transfer.kind = IntervalKind::Transfer;
            t.intervals.push_back(transfer);
            auto &r = ready[static_cast<std::size_t>(p)];
            if (noise > 0 && r < begin)
                t.intervals.push_back(iv(p, IntervalKind::Wait, r, begin, k));
            Interval recv = iv(p, IntervalKind::Recv, std::max(r, begin), end, k);
            recv.peer = owner, recv.bytes = 2.6e5;
            t.intervals.push_back(recv);
            r = std::max(r, end);
            start = end;
            linkFree = end;
        }
        ready[static_cast<std::size_t>(owner)] = start;
        for (int p = 0; p < 4; ++p) {
            auto &r = ready[static_cast<std::size_t>(p)];
            Interval c = iv(p, IntervalKind::Compute, r, r + 0.02 / speed[p] * jitter(rng), k);
            c.flops = 2.1e8, c.blocks = "C(" + std::to_string(p) + ",:) k=" + std::to_string(k);
            t.intervals.push_back(c);
            r = c.end;
        }
    }
    const double end = *std::max_element(ready.begin(), ready.end());
    for (int p = 0; p < 4; ++p)
        t.intervals.push_back(iv(p, IntervalKind::Redistribute, ready[static_cast<std::size_t>(p)],
                                 ready[static_cast<std::size_t>(p)] + 0.003, -1));
    (void)end;
    t.sortIntervals();
    return t.withIdle();
}

} // namespace

class TestGanttSvg : public QObject {
    Q_OBJECT

private slots:
    void knownIntervalsDrawExactlyTheirBars()
    {
        const Trace trace = knownTrace().withIdle(); // idle intervals are the background, not bars
        const auto doc = parse(ganttToSvg({{"predicted (simulator)", trace}}, 1000));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto axis = axisOf(doc);
        QVERIFY(axis.scale > 5); // 95 units over ~880 px

        const std::pair<const char *, int> counts[] = {{"compute", 2}, {"send", 1},         {"recv", 1},    {"wait", 1},
                                                       {"redistribute", 1}, {"transfer", 1}, {"idle", 0}};
        for (const auto &[kind, n] : counts)
            QCOMPARE(doc.bars(kind).size(), std::size_t(n));
        QCOMPARE(doc.find({"iv"}, "rect").size(), std::size_t(7));

        // Every drawn interval has its bar at x(start) with width ∝ duration (within 0.5 px).
        for (const auto &i : trace.intervals) {
            if (i.kind == IntervalKind::Idle)
                continue;
            bool found = false;
            for (const auto &bar : doc.bars(toString(i.kind)))
                found = found || (std::abs(bar.number("x") - axis.x(i.start)) < 0.5
                                  && std::abs(bar.number("width") - (i.end - i.start) * axis.scale) < 0.5);
            QVERIFY2(found, qPrintable(QString("no bar for %1 [%2, %3]").arg(toString(i.kind)).arg(i.start).arg(i.end)));
        }

        // Rows: one background per resource, from 0 to the makespan; links labelled as such.
        const auto backgrounds = doc.find({"row-bg"}, "rect");
        QCOMPARE(backgrounds.size(), std::size_t(3));
        for (const auto &bg : backgrounds) {
            QVERIFY(std::abs(bg.number("x") - axis.x(0)) < 0.5);
            QVERIFY(std::abs(bg.number("width") - 95 * axis.scale) < 0.5);
        }
        QCOMPARE(doc.texts("row-label"), QStringList({"P1", "P2", "link P1-P2"}));
        QCOMPARE(doc.find({"row-label", "link"}, "text").size(), std::size_t(1));

        const auto makespan = doc.find({"makespan"}, "line");
        QCOMPARE(makespan.size(), std::size_t(1));
        QVERIFY(std::abs(makespan[0].number("x1") - axis.x(95)) < 0.5);
        QVERIFY(doc.texts("makespan-label").value(0).contains("95 time units"));
        QCOMPARE(doc.texts("axis-label"), QStringList({"time (time units)"}));

        // Tooltips: kind, resource and peer, step, times, flops/bytes, blocks.
        for (std::size_t i = 0; i < doc.elements.size(); ++i) {
            const auto &e = doc.elements[i];
            if (e.name != "rect" || !e.hasClass("iv"))
                continue;
            const QString tip = doc.tooltipOf(i);
            QVERIFY2(tip.startsWith(e.classes().value(1)), qPrintable(tip));
            if (e.hasClass("compute") && std::abs(e.number("x") - axis.x(0)) < 0.5) {
                QVERIFY2(tip.contains("on P1") && tip.contains("step 0") && tip.contains("0–40 time units")
                             && tip.contains("1 Gflop") && tip.contains("C(0,0) k=0"),
                         qPrintable(tip));
            }
            if (e.hasClass("send"))
                QVERIFY2(tip.contains(QString::fromUtf8("P1 → P2")) && tip.contains("1 MB"), qPrintable(tip));
        }
    }

    void panelsShareTheTimeAxis()
    {
        Trace predicted, measured;
        for (Trace *t : {&predicted, &measured})
            t->addResource("P1", ResourceKind::Processor);
        predicted.intervals = {iv(0, IntervalKind::Compute, 2, 3), iv(0, IntervalKind::Send, 3, 10)};
        measured.intervals = {iv(0, IntervalKind::Compute, 2, 3), iv(0, IntervalKind::Recv, 3, 5)};
        const auto doc = parse(ganttToSvg({{"predicted (simulator)", predicted}, {"measured (1 rank)", measured}}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.texts("panel-title"), QStringList({"predicted (simulator)", "measured (1 rank)"}));

        const auto compute = doc.bars("compute");
        QCOMPARE(compute.size(), std::size_t(2));
        QCOMPARE(compute[0].attr("x"), compute[1].attr("x"));
        QCOMPARE(compute[0].attr("width"), compute[1].attr("width"));
        QVERIFY(compute[0].number("y") < compute[1].number("y")); // stacked

        // Same tick labels at the same x in both panels; the shorter run's makespan line at
        // half the distance from 0.
        const auto ticks = doc.find({"tick-label"}, "text");
        QVERIFY(ticks.size() >= 4 && ticks.size() % 2 == 0);
        const std::size_t half = ticks.size() / 2;
        for (std::size_t i = 0; i < half; ++i) {
            QCOMPARE(ticks[i].text, ticks[i + half].text);
            QCOMPARE(ticks[i].attr("x"), ticks[i + half].attr("x"));
        }
        const auto axis = axisOf(doc);
        const auto lines = doc.find({"makespan"}, "line");
        QCOMPARE(lines.size(), std::size_t(2));
        QVERIFY(std::abs(lines[0].number("x1") - axis.x(10)) < 0.5);
        QVERIFY(std::abs(lines[1].number("x1") - axis.x(5)) < 0.5);
        // The shorter run's row background stops at its own makespan.
        const auto backgrounds = doc.find({"row-bg"}, "rect");
        QCOMPARE(backgrounds.size(), std::size_t(2));
        QVERIFY(std::abs(backgrounds[1].number("width") - 5 * axis.scale) < 0.5);
    }

    void overlappingIntervalsGetTheirOwnLanes()
    {
        Trace t;
        t.addResource("P1", ResourceKind::Processor);
        t.addResource("P2", ResourceKind::Processor);
        t.intervals = {iv(0, IntervalKind::Compute, 0, 10), iv(0, IntervalKind::Recv, 2, 4),
                       iv(0, IntervalKind::Recv, 5, 7), iv(0, IntervalKind::Send, 6, 8),
                       // touching, not overlapping: one lane
                       iv(1, IntervalKind::Compute, 0, 5), iv(1, IntervalKind::Wait, 5, 6)};
        const auto doc = parse(ganttToSvg({{"", t}}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto compute = doc.bars("compute"), recv = doc.bars("recv"), send = doc.bars("send"),
                   wait = doc.bars("wait");
        QCOMPARE(compute.size(), std::size_t(2));
        QCOMPARE(recv.size(), std::size_t(2));
        QCOMPARE(send.size(), std::size_t(1));
        // P1: compute on lane 0; both receives on lane 1 (they do not overlap each other), the
        // send, overlapping a receive and the compute, on lane 2.
        const double y0 = compute[0].number("y"), y1 = recv[0].number("y"), y2 = send[0].number("y");
        QVERIFY(y0 < y1 && y1 < y2);
        QCOMPARE(recv[1].number("y"), y1);
        QVERIFY(y1 - y0 >= compute[0].number("height")); // lanes do not overlap
        QVERIFY(y2 - y1 >= compute[0].number("height"));
        // P2: same lane; its row is below P1's three lanes.
        QCOMPARE(wait[0].number("y"), compute[1].number("y"));
        QVERIFY(compute[1].number("y") > y2 + send[0].number("height"));
        const auto backgrounds = doc.find({"row-bg"}, "rect");
        QCOMPARE(backgrounds.size(), std::size_t(2));
        QVERIFY(backgrounds[0].number("height") > 2.5 * backgrounds[1].number("height"));
    }

    void roundingOverlapSharesALane()
    {
        // 0.1 + 0.2 ends a hair (5.6e-17) after 0.3: the layout of core/report/gantt_layout.h,
        // which the studio draws too, keeps both on one lane.
        Trace t;
        t.addResource("P1", ResourceKind::Processor);
        t.intervals = {iv(0, IntervalKind::Compute, 0.1, 0.1 + 0.2), iv(0, IntervalKind::Send, 0.3, 1)};
        const auto doc = parse(ganttToSvg({{"", t}}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.bars("compute").at(0).number("y"), doc.bars("send").at(0).number("y"));
    }

    void legendListsTheKindsPresent()
    {
        Trace a, b;
        a.addResource("P1", ResourceKind::Processor);
        b.addResource("P1", ResourceKind::Processor);
        a.intervals = {iv(0, IntervalKind::Send, 0, 1), iv(0, IntervalKind::Idle, 1, 2)};
        b.intervals = {iv(0, IntervalKind::Compute, 0, 1), iv(0, IntervalKind::Transfer, 1, 2)};
        const auto doc = parse(ganttToSvg({{"a", a}, {"b", b}}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        // In the fixed order, whatever the panel they come from; idle is the background.
        QCOMPARE(doc.texts("legend-label"), QStringList({"compute", "send", "transfer"}));
        QCOMPARE(doc.texts("legend-idle"), QStringList({"idle"}));
        QCOMPARE(doc.find({"legend-swatch", "compute"}, "rect").size(), std::size_t(1));
        QCOMPARE(doc.find({"legend-swatch", "wait"}, "rect").size(), std::size_t(0));
        QCOMPARE(doc.bars("idle").size(), std::size_t(0));
    }

    void namesRoundTripThroughEscaping()
    {
        Trace t;
        t.addResource("P<1>&", ResourceKind::Processor);
        t.addResource("\"port\" \xff", ResourceKind::Port); // invalid UTF-8 too
        Interval i = iv(0, IntervalKind::Compute, 0, 1, 3);
        i.blocks = "C<0>&\"x\"";
        t.intervals = {i, iv(1, IntervalKind::Send, 0, 1)};
        const auto svg = ganttToSvg({{"A&B <measured>", t}});
        const auto doc = parse(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.texts("row-label").value(0), QString("P<1>&"));
        QVERIFY(doc.texts("row-label").value(1).startsWith("port \"port\" "));
        QCOMPARE(doc.texts("panel-title"), QStringList({"A&B <measured>"}));
        bool tooltip = false;
        for (std::size_t k = 0; k < doc.elements.size(); ++k)
            tooltip = tooltip || doc.tooltipOf(k).contains("C<0>&\"x\"");
        QVERIFY(tooltip);
        QVERIFY(svg.find("P<1>") == std::string::npos);
    }

    void nonFiniteTimesAreNeverWritten()
    {
        Trace t;
        t.timeUnit = "s";
        t.addResource("P1", ResourceKind::Processor);
        Interval flops = iv(0, IntervalKind::Compute, 0, 2);
        flops.flops = kNaN, flops.bytes = kInf;
        t.intervals = {flops,
                       iv(0, IntervalKind::Send, 2, kNaN),
                       iv(0, IntervalKind::Recv, kInf, kInf),
                       iv(0, IntervalKind::Recv, -kInf, 1),
                       iv(0, IntervalKind::Wait, 3, 2), // ends before it starts
                       iv(7, IntervalKind::Compute, 0, 1)}; // no such resource
        const auto svg = ganttToSvg({{"", t}});
        const auto doc = parse(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.find({"iv"}, "rect").size(), std::size_t(1));
        QVERIFY(!QString::fromStdString(svg).contains(QRegularExpression("\\b(nan|inf|infinity)\\b",
                                                                         QRegularExpression::CaseInsensitiveOption)));
        QVERIFY(doc.texts("makespan-label").value(0).contains("makespan 2 s"));
    }

    void timeAxisHasNiceTicksInAFittingUnit_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<double>("makespan");
        QTest::addColumn<QString>("shown");
        QTest::newRow("seconds") << "s" << 2.5 << "s";
        QTest::newRow("milliseconds") << "s" << 0.0123 << "ms";
        QTest::newRow("microseconds") << "s" << 0.0004 << QString::fromUtf8("µs");
        QTest::newRow("abstract") << "time units" << 123456.0 << "time units";
        QTest::newRow("tiny abstract") << "time units" << 3e-7 << "time units";
    }

    void timeAxisHasNiceTicksInAFittingUnit()
    {
        QFETCH(QString, unit);
        QFETCH(double, makespan);
        QFETCH(QString, shown);
        Trace t;
        t.timeUnit = unit.toStdString();
        t.addResource("P1", ResourceKind::Processor);
        t.intervals = {iv(0, IntervalKind::Compute, 0, makespan)};
        const auto doc = parse(ganttToSvg({{"", t}}, 800));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.texts("axis-label"), QStringList({"time (" + shown + ")"}));
        QVERIFY(doc.texts("makespan-label").value(0).endsWith(" " + shown));

        const auto labels = doc.find({"tick-label"}, "text");
        QVERIFY(labels.size() >= 3 && labels.size() <= 16);
        QCOMPARE(labels[0].text, QString("0"));
        const double step = labels[1].text.toDouble();
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        QVERIFY2(std::abs(mantissa - 1) < 1e-6 || std::abs(mantissa - 2) < 1e-6 || std::abs(mantissa - 5) < 1e-6,
                 qPrintable(labels[1].text));
        const double factor = shown == "ms" ? 1e3 : shown == QString::fromUtf8("µs") ? 1e6 : 1;
        for (std::size_t i = 1; i < labels.size(); ++i) {
            QVERIFY(std::abs(labels[i].text.toDouble() - static_cast<double>(i) * step) < 1e-6 * step);
            QVERIFY(labels[i].number("x") - labels[i - 1].number("x") >= 40); // readable
        }
        QVERIFY(labels.back().text.toDouble() <= makespan * factor * (1 + 1e-9));
        QVERIFY(labels.back().text.toDouble() + step > makespan * factor * (1 - 1e-9));
    }

    void narrowBarsAreMergedKeepingSpanAndCoverage()
    {
        Trace t;
        t.timeUnit = "time units";
        t.addResource("P1", ResourceKind::Processor);
        // 500 compute intervals of 0.1 every 0.2 from 100 to 200 (each < 0.1 px, half busy),
        // then a wide one so that the axis spans 1000.
        for (int k = 0; k < 500; ++k)
            t.intervals.push_back(iv(0, IntervalKind::Compute, 100 + 0.2 * k, 100 + 0.2 * k + 0.1, k));
        t.intervals.push_back(iv(0, IntervalKind::Compute, 900, 1000));
        const auto doc = parse(ganttToSvg({{"", t}}, 1000));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto axis = axisOf(doc);
        const auto bars = doc.bars("compute");
        QCOMPARE(bars.size(), std::size_t(2));
        const auto merged = doc.find({"iv", "compute", "merged"}, "rect");
        QCOMPARE(merged.size(), std::size_t(1));
        QVERIFY(std::abs(merged[0].number("x") - axis.x(100)) < 0.5);
        QVERIFY(std::abs(merged[0].number("width") - 99.9 * axis.scale) < 0.5);
        QVERIFY(std::abs(merged[0].number("fill-opacity") - 0.5) < 0.02);
        QVERIFY(!doc.texts("note").isEmpty());
    }

    void manyIntervalsRenderFastAndSmall()
    {
        // 100,000 intervals: 8 processors alternating compute and receive with small gaps,
        // and transfers on two links.
        Trace t;
        t.timeUnit = "s";
        for (int p = 0; p < 8; ++p)
            t.addResource("P" + std::to_string(p), ResourceKind::Processor);
        t.addResource("link0", ResourceKind::Link);
        t.addResource("link1", ResourceKind::Link);
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> d(0.5, 1.5);
        for (int p = 0; p < 8; ++p) {
            double now = 0;
            for (int k = 0; k < 4167; ++k) {
                Interval recv = iv(p, IntervalKind::Recv, now, now + 1e-5 * d(rng), k);
                recv.peer = (p + 1) % 8, recv.bytes = 8e4;
                Interval compute = iv(p, IntervalKind::Compute, recv.end, recv.end + 1e-4 * d(rng), k);
                compute.flops = 1e6, compute.blocks = "C(" + std::to_string(p) + "," + std::to_string(k) + ")";
                t.intervals.push_back(recv);
                t.intervals.push_back(compute);
                Interval transfer = recv;
                transfer.resource = 8 + p % 2, transfer.kind = IntervalKind::Transfer;
                t.intervals.push_back(transfer); // overlapping transfers: several lanes
                now = compute.end + 1e-5 * d(rng);
            }
        }
        t.intervals.resize(100000); // 8 × 4167 × 3 = 100,008
        t.sortIntervals();
        QCOMPARE(t.intervals.size(), std::size_t(100000));

        QElapsedTimer timer;
        timer.start();
        const auto svg = ganttToSvg({{"measured (8 ranks)", t}}, 1000);
        const auto ms = timer.elapsed();
        const auto doc = parse(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto rects = doc.find({"iv"}, "rect").size();
        qInfo("100,000 intervals: %lld ms, %zu bytes, %zu bars", static_cast<long long>(ms), svg.size(), rects);
#ifdef NDEBUG
        QVERIFY2(ms < 2000, qPrintable(QString("took %1 ms").arg(ms)));
#endif
        QVERIFY(rects > 0);
        QVERIFY2(rects < 100000 / 20, qPrintable(QString("%1 bars").arg(rects)));
        QVERIFY(svg.size() < 2'000'000);
        QCOMPARE(doc.count("title"), std::size_t(0)); // tooltips omitted above 20,000 intervals
        QCOMPARE(doc.texts("note").size(), 2);
        QCOMPARE(doc.texts("row-label").size(), 10);
    }

    void emptyInputSaysNoEvents()
    {
        for (const auto &panels : {std::vector<GanttPanel>{}, std::vector<GanttPanel>{{"measured", Trace{}}}}) {
            const auto doc = parse(ganttToSvg(panels));
            QVERIFY2(doc.wellFormed, qPrintable(doc.error));
            QCOMPARE(doc.texts("no-events"), QStringList({"no events"}));
            QCOMPARE(doc.find({"iv"}).size(), std::size_t(0));
            QVERIFY(doc.elements.front().number("height") > 0);
        }
        // Only idle time is nothing to draw either; next to a panel with events, the empty
        // panel keeps its title and says so.
        Trace idle, busy;
        idle.addResource("P1", ResourceKind::Processor);
        idle.intervals = {iv(0, IntervalKind::Idle, 0, 1)};
        busy.addResource("P1", ResourceKind::Processor);
        busy.intervals = {iv(0, IntervalKind::Compute, 0, 1)};
        const auto doc = parse(ganttToSvg({{"predicted", busy}, {"measured", idle}}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.texts("panel-title"), QStringList({"predicted", "measured"}));
        QCOMPARE(doc.texts("no-events"), QStringList({"no events"}));
        QCOMPARE(doc.bars("compute").size(), std::size_t(1));
    }

    void writeExample()
    {
        if (!qEnvironmentVariableIsSet("PARTITA_GANTT_EXAMPLE"))
            QSKIP("set PARTITA_GANTT_EXAMPLE to write /tmp/gantt_example.svg");
        const auto svg = ganttToSvg({{"predicted (simulator)", exampleTrace(0, 1)},
                                     {"measured (4 ranks, emulated)", exampleTrace(0.25, 2)}});
        QVERIFY(parse(svg).wellFormed);
        QFile file("/tmp/gantt_example.svg");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(svg));
        qInfo("wrote /tmp/gantt_example.svg (%zu bytes)", svg.size());
    }
};

QTEST_GUILESS_MAIN(TestGanttSvg)
#include "tst_gantt_svg.moc"

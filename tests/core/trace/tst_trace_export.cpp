// Trace exports: Paje read back by pj_dump (pajeng) without error, Chrome JSON with one lane
// per resource and properly nested events on each lane, CSV read back equal.
#include "common/platforms.h"
#include "sim/simulator.h"
#include "model/error.h"
#include "trace/trace_export.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>

using namespace partita;
using namespace partita::sim;

namespace {

// Master router M sending to P1 and P2 one at a time, each computing after its receive.
Trace onePortTrace()
{
    const Platform p = test::star({1, 2}, {2, 2}, {.latency = 0.1, .memory = 10});
    const SimPlatform pf(p, 1, CommModel{1, 0, false});
    Schedule s;
    std::vector<int> last(3, -1); // a worker receives the next data once it has computed
    for (int step = 0; step < 3; ++step)
        for (int i = 1; i <= 2; ++i) {
            const int node = pf.nodeIndex("P" + std::to_string(i));
            std::vector<int> after;
            if (last[static_cast<std::size_t>(i)] >= 0)
                after.push_back(last[static_cast<std::size_t>(i)]);
            const int t = s.transfer(pf.nodeIndex("M"), node, 2, after, step, "A,B \"k\"");
            last[static_cast<std::size_t>(i)] = s.compute(node, 3, {t}, step, "C");
        }
    return simulate(pf, s).trace;
}

} // namespace

class TestTraceExport : public QObject {
    Q_OBJECT
private slots:
    void chromeJsonLanesNest()
    {
        const Trace trace = onePortTrace();
        const auto doc = nlohmann::json::parse(traceToChromeJson(trace));
        std::map<int, std::string> laneName;
        std::map<int, std::vector<std::pair<double, double>>> lanes;
        for (const auto &e : doc["traceEvents"]) {
            if (e["ph"] == "M" && e["name"] == "thread_name")
                laneName[e["tid"].get<int>()] = e["args"]["name"].get<std::string>();
            if (e["ph"] == "X")
                lanes[e["tid"].get<int>()].emplace_back(e["ts"].get<double>(),
                                                        e["ts"].get<double>() + e["dur"].get<double>());
        }
        // one lane per resource: this trace has no overlap on any resource
        QCOMPARE(laneName.size(), trace.resources.size());
        for (const auto &r : trace.resources) {
            bool found = false;
            for (const auto &[tid, name] : laneName)
                found = found || name == r.id;
            QVERIFY2(found, r.id.c_str());
        }
        // nesting: on every lane, any two events are disjoint or one contains the other
        for (auto &[tid, events] : lanes)
            for (std::size_t a = 0; a < events.size(); ++a)
                for (std::size_t b = a + 1; b < events.size(); ++b) {
                    const auto [s1, e1] = events[a];
                    const auto [s2, e2] = events[b];
                    const double eps = 1e-6;
                    const bool disjoint = e1 <= s2 + eps || e2 <= s1 + eps;
                    const bool nested = (s1 <= s2 + eps && e2 <= e1 + eps) || (s2 <= s1 + eps && e1 <= e2 + eps);
                    QVERIFY2(disjoint || nested, qPrintable(QString("lane %1").arg(tid)));
                }
        // and the trace reads back with the same intervals
        const Trace back = traceFromChromeJson(traceToChromeJson(trace), "t.json");
        QCOMPARE(back.intervals.size(), trace.intervals.size());
    }

    void overlappingIntervalsGetSecondLane()
    {
        Trace t;
        const int r = t.addResource("P1", ResourceKind::Processor);
        t.intervals.push_back({r, IntervalKind::Compute, 0, 2, -1, -1, 0, 1, {}});
        t.intervals.push_back({r, IntervalKind::Recv, 1, 3, -1, -1, 8, 0, {}});   // partial overlap
        t.intervals.push_back({r, IntervalKind::Wait, 0.5, 1.5, -1, -1, 0, 0, {}}); // nested in the first
        const auto lanes = assignLanes(t);
        QCOMPARE(lanes.lanesOfResource[0], 2);
        QCOMPARE(lanes.laneOfInterval[0], 0);
        QCOMPARE(lanes.laneOfInterval[1], 1);
        QCOMPARE(lanes.laneOfInterval[2], 0);
    }

    void pajeReadByPjDump()
    {
        const QString pjDump = QStandardPaths::findExecutable("pj_dump");
        if (pjDump.isEmpty())
            QSKIP("pj_dump (Debian package pajeng) is not installed");
        QTemporaryDir dir;
        const std::string path = dir.filePath("t.paje").toStdString();
        const Trace trace = onePortTrace();
        writeTraceFile(trace, path);
        QProcess p;
        p.start(pjDump, {QString::fromStdString(path)});
        QVERIFY(p.waitForFinished(30000));
        const QString err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0 && err.isEmpty(), qPrintable(err));
        // one State line per interval
        int states = 0;
        for (const auto &line : QString(p.readAllStandardOutput()).split('\n'))
            states += line.startsWith("State,");
        QCOMPARE(states, static_cast<int>(trace.intervals.size()));
    }

    void csvRoundTrip()
    {
        const Trace trace = onePortTrace();
        const Trace back = traceFromCsv(traceToCsv(trace), "t.csv");
        QCOMPARE(back.resources.size(), trace.resources.size());
        QCOMPARE(named(back), named(trace));
        QVERIFY_THROWS_EXCEPTION(InputError, traceFromCsv("nonsense\n", "bad.csv"));
        QVERIFY_THROWS_EXCEPTION(InputError, writeTraceFile(trace, dirPath() + "/t.txt"));
    }

    // A Chrome trace that is not JSON, or holds a number no double holds: the file and the line,
    // without nlohmann-json's "[json.exception...]" prefix.
    void chromeJsonErrorsHaveTheirLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << "{\n  \"traceEvents\": [\n  }" << "t.json:3: invalid JSON: syntax error";
        QTest::newRow("1e309") << "{\n  \"traceEvents\": [\n    {\"ph\": \"X\", \"ts\": 1e309}\n  ]\n}"
                               << "t.json:3: invalid JSON: number overflow parsing '1e309'";
    }
    void chromeJsonErrorsHaveTheirLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            traceFromChromeJson(text.toStdString(), "t.json");
            QFAIL("no error");
        } catch (const InputError &e) {
            QVERIFY2(QString(e.what()).startsWith(message), e.what());
        }
    }

private:
    // intervals with resource names instead of indices (row order may differ after reading)
    static QStringList named(const Trace &t)
    {
        QStringList out;
        const auto name = [&](int r) { return r < 0 ? QString() : QString::fromStdString(t.resources[static_cast<std::size_t>(r)].id); };
        for (const auto &i : t.intervals)
            out << QString("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                       .arg(name(i.resource), toString(i.kind))
                       .arg(i.start, 0, 'g', 17).arg(i.end, 0, 'g', 17).arg(i.step)
                       .arg(name(i.peer)).arg(i.bytes).arg(i.flops).arg(QString::fromStdString(i.blocks));
        out.sort();
        return out;
    }
    std::string dirPath() { return m_dir.path().toStdString(); }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestTraceExport)
#include "tst_trace_export.moc"

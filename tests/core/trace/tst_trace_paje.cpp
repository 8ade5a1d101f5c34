// Paje reader: what traceToPaje writes reads back equal (modulo what Paje does not carry:
// step, peer, bytes, flops, blocks and the time unit); Paje written by other tools (fields in
// another order, extra fields, old field names, nested containers, SetState, values named
// after MPI calls, variables and links) gives the intervals worked out by hand below; bad
// files throw InputError naming the file and the line.
#include "common/platforms.h"
#include "model/error.h"
#include "sim/simulator.h"
#include "trace/trace_export.h"

#include <QtTest>

#include <algorithm>
#include <tuple>

using namespace partita;

namespace {

// What Paje carries of a trace: rows, kinds, times.
Trace pajeView(Trace t)
{
    t.timeUnit = "s";
    for (Interval &i : t.intervals) {
        i.step = -1;
        i.peer = -1;
        i.bytes = 0;
        i.flops = 0;
        i.blocks.clear();
    }
    std::sort(t.intervals.begin(), t.intervals.end(), [](const Interval &a, const Interval &b) {
        return std::tie(a.resource, a.start, a.end, a.kind) < std::tie(b.resource, b.start, b.end, b.kind);
    });
    return t;
}

// Rows of every kind; P1 computes while it receives (two lanes: "P1 #2" in the file) and
// waits inside a computation (nested on one lane); times that are not short decimals.
Trace handMade()
{
    Trace t;
    t.addResource("P1", ResourceKind::Processor);
    t.addResource("P2", ResourceKind::Processor);
    t.addResource("P1-P2", ResourceKind::Link);
    t.addResource("port:P2", ResourceKind::Port);
    t.intervals = {
        {0, IntervalKind::Compute, 0, 2, 0, -1, 0, 2e9, "C(0,0)"},
        {0, IntervalKind::Wait, 0.5, 0.75, 0, -1, 0, 0, ""},
        {0, IntervalKind::Recv, 1, 3, 1, 1, 8e6, 0, "A(0,1)"},
        {0, IntervalKind::Redistribute, 3, 3.1, -1, -1, 0, 0, ""},
        {0, IntervalKind::Idle, 3.1, 4, -1, -1, 0, 0, ""},
        {1, IntervalKind::Send, 1, 3, 1, 0, 8e6, 0, ""},
        {1, IntervalKind::Compute, 0.1 + 0.2, 1.0 / 3, 0, -1, 0, 1, ""},
        {1, IntervalKind::Compute, 3, 4, 1, -1, 0, 1e9, ""},
        {2, IntervalKind::Transfer, 1, 3, 1, 0, 8e6, 0, ""},
        {3, IntervalKind::Send, 1, 3, 1, -1, 8e6, 0, ""},
    };
    t.sortIntervals();
    return t;
}

// Master router M sending to P1 and P2 one at a time over the one-port model (as in
// tst_trace_export): processors, a router and links as the simulator makes them.
Trace simulated()
{
    using namespace partita::sim;
    const Platform p = test::star({1, 2}, {2, 2}, {.latency = 0.1, .memory = 10});
    const SimPlatform pf(p, 1, CommModel{1, 0, false});
    Schedule s;
    std::vector<int> last(3, -1);
    for (int step = 0; step < 3; ++step)
        for (int i = 1; i <= 2; ++i) {
            const int node = pf.nodeIndex("P" + std::to_string(i));
            std::vector<int> after;
            if (last[static_cast<std::size_t>(i)] >= 0)
                after.push_back(last[static_cast<std::size_t>(i)]);
            const int t = s.transfer(pf.nodeIndex("M"), node, 2, after, step, "A,B");
            last[static_cast<std::size_t>(i)] = s.compute(node, 3, {t}, step, "C");
        }
    return simulate(pf, s).trace;
}

const char *kForeign = R"(# A trace in the style of other tools: its own numbering, fields in another order,
# extra fields, old field names, a hierarchy of containers.
%EventDef PajeDefineContainerType 10
%  Alias string
%  ContainerType string
%  Name string
%EndEventDef
%EventDef PajeDefineStateType 11
%  Alias string
%  ContainerType string
%  Name string
%EndEventDef
%EventDef PajeDefineVariableType 12
%  Alias string
%  ContainerType string
%  Name string
%  Color color
%EndEventDef
%EventDef PajeDefineEntityValue 13
%  Alias string
%  EntityType string
%  Name string
%  Color color
%EndEventDef
%EventDef PajeCreateContainer 14
%  Time date
%  Alias string
%  Type string
%  Container string
%  Name string
%EndEventDef
%EventDef PajeDestroyContainer 15
%  Time date
%  Type string
%  Name string
%EndEventDef
%EventDef PajeSetState 16
%  Time date
%  Container string
%  Type string
%  Value string
%EndEventDef
%EventDef PajePushState 17
%  Type string
%  Container string
%  Value string
%  Time date
%  File string
%  Line int
%EndEventDef
%EventDef PajePopState 18
%  Time date
%  Type string
%  Container string
%EndEventDef
%EventDef PajeSetVariable 19
%  Time date
%  Type string
%  Container string
%  Value double
%EndEventDef
10 M 0 Machine
10 T M "MPI rank"
11 S T "Thread state"
12 V M "Memory used" "1 0 0"
13 s1 S "MPI_Recv" "1 0.5 0"
13 s2 S "dgemm" "0 1 0"
14 0 n1 M 0 "node-1"
14 0 r0 T n1 "rank 0"
14 0 r1 T n1 "rank 1"
14 0 r2 T n1 "rank 2"
19 0 V n1 12.5
16 0 r0 S s2
17 S r1 MPI_Isend 0.5 main.c 12
18 1.5 S r1
16 1.0 r0 S s1
17 S r0 MPI_Wait 1.25 main.c 40
18 1.75 S r0
16 2 r0 S Idle
16 2.5 r1 S "Sendrecv_replace"
15 3 T r1
15 3.5 T r0
)";

} // namespace

class TestTracePaje : public QObject {
    Q_OBJECT

private slots:
    void roundTripOfWhatTheWriterWrites()
    {
        const Trace original = handMade();
        const std::string text = traceToPaje(original);
        QVERIFY2(text.find("P1 #2") != std::string::npos, "P1 should need a second lane");
        const Trace back = traceFromPaje(text, "t.paje");
        // Rows come back in order, with their kinds (inferred: "port:" ids, links carry transfers).
        QCOMPARE(back.resources, original.resources);
        QCOMPARE(back.timeUnit, std::string("s"));
        QCOMPARE(pajeView(back), pajeView(original));
        // Times written with 17 digits come back to the bit.
        bool found = false;
        for (const Interval &i : back.intervals)
            found = found || (i.start == 0.1 + 0.2 && i.end == 1.0 / 3);
        QVERIFY(found);
    }

    // A zero-length interval (an empty message, a barrier that did not wait) is pushed and
    // popped at once, so the file stays valid: after an interval ending at the same time, and
    // inside one that encloses it.
    void roundTripOfZeroLengthIntervals()
    {
        Trace original;
        original.addResource("P1", ResourceKind::Processor);
        original.intervals = {
            {0, IntervalKind::Compute, 0, 1, -1, -1, 0, 0, ""},
            {0, IntervalKind::Wait, 1, 1, -1, -1, 0, 0, ""},
            {0, IntervalKind::Compute, 1, 3, -1, -1, 0, 0, ""},
            {0, IntervalKind::Send, 2, 2, -1, -1, 0, 0, ""},
        };
        original.sortIntervals();
        const std::string text = traceToPaje(original);
        QVERIFY(text.find("5 1 TS r0_0 wait\n6 1 TS r0_0\n") != std::string::npos);
        QCOMPARE(pajeView(traceFromPaje(text, "z.paje")), pajeView(original));
    }

    void roundTripOfASimulatedTrace()
    {
        const Trace original = simulated();
        QVERIFY(original.intervals.size() > 10);
        const Trace back = traceFromPaje(traceToPaje(original), "sim.paje");
        QCOMPARE(back.resources, original.resources);
        QCOMPARE(pajeView(back), pajeView(original));
    }

    void readsPajeOfOtherTools()
    {
        const Trace t = traceFromPaje(kForeign, "foreign.paje");
        // Containers of type T hold states: the three ranks (rank 2 has none but is a row);
        // "node-1" (type M) holds only a variable.
        QCOMPARE(t.resources.size(), std::size_t(3));
        QCOMPARE(t.resources[0].id, std::string("rank 0"));
        QCOMPARE(t.resources[1].id, std::string("rank 1"));
        QCOMPARE(t.resources[2].id, std::string("rank 2"));
        for (const TraceResource &r : t.resources)
            QCOMPARE(r.kind, ResourceKind::Processor);
        // rank 0: SetState dgemm at 0; SetState MPI_Recv at 1 ends it; MPI_Wait pushed at
        // 1.25, popped at 1.75 (nested in the receive); SetState Idle at 2 ends the receive;
        // destroyed at 3.5 (ends Idle). rank 1: MPI_Isend [0.5, 1.5]; Sendrecv_replace from
        // 2.5 until the container is destroyed at 3.
        using I = Interval;
        const std::vector<Interval> expected = {
            I{0, IntervalKind::Compute, 0, 1, -1, -1, 0, 0, "dgemm"},
            I{0, IntervalKind::Recv, 1, 2, -1, -1, 0, 0, "MPI_Recv"},
            I{0, IntervalKind::Wait, 1.25, 1.75, -1, -1, 0, 0, "MPI_Wait"},
            I{0, IntervalKind::Idle, 2, 3.5, -1, -1, 0, 0, "Idle"},
            I{1, IntervalKind::Send, 0.5, 1.5, -1, -1, 0, 0, "MPI_Isend"},
            I{1, IntervalKind::Recv, 2.5, 3, -1, -1, 0, 0, "Sendrecv_replace"},
        };
        QCOMPARE(t.intervals, expected);
    }

    void statesStillOpenEndAtTheLastTime()
    {
        const std::string text = "%EventDef PajeDefineContainerType 0\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"
                                 "%EventDef PajeDefineStateType 1\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"
                                 "%EventDef PajeCreateContainer 2\n% Time date\n% Alias string\n% Type string\n% Container string\n% Name string\n%EndEventDef\n"
                                 "%EventDef PajePushState 3\n% Time date\n% Type string\n% Container string\n% Value string\n%EndEventDef\n"
                                 "0 CT 0 Core\n1 ST CT State\n2 0 c0 CT 0 c0\n2 0 c1 CT 0 c1\n"
                                 "3 1 ST c0 compute\n3 4 ST c1 send\n";
        const Trace t = traceFromPaje(text, "open.paje");
        QCOMPARE(t.intervals.size(), std::size_t(2));
        QCOMPARE(t.intervals[0].end, 4.0);
        QCOMPARE(t.intervals[1].kind, IntervalKind::Send);
        QCOMPARE(t.intervals[1].end, 4.0);
        // Same names under different parents: rows are told apart by their parents' names.
        const std::string twins = "%EventDef PajeDefineContainerType 0\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"
                                  "%EventDef PajeDefineStateType 1\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"
                                  "%EventDef PajeCreateContainer 2\n% Time date\n% Alias string\n% Type string\n% Container string\n% Name string\n%EndEventDef\n"
                                  "0 H 0 Host\n0 T H Thread\n1 S T State\n2 0 h1 H 0 h1\n2 0 h2 H 0 h2\n2 0 a T h1 t0\n2 0 b T h2 t0\n";
        const Trace two = traceFromPaje(twins, "twins.paje");
        QCOMPARE(two.resources.size(), std::size_t(2));
        QCOMPARE(two.resources[0].id, std::string("h1/t0"));
        QCOMPARE(two.resources[1].id, std::string("h2/t0"));
    }

    void badFilesNameFileAndLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("what");
        const QString header = QStringLiteral(
            "%EventDef PajeDefineContainerType 0\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n" // 1-5
            "%EventDef PajeDefineStateType 1\n% Alias string\n% Type string\n% Name string\n%EndEventDef\n"     // 6-10
            "%EventDef PajeCreateContainer 2\n% Time date\n% Alias string\n% Type string\n% Container string\n% Name string\n%EndEventDef\n" // 11-17
            "%EventDef PajePushState 3\n% Time date\n% Type string\n% Container string\n% Value string\n%EndEventDef\n" // 18-23
            "%EventDef PajePopState 4\n% Time date\n% Type string\n% Container string\n%EndEventDef\n" // 24-28
            "0 CT 0 Core\n1 ST CT State\n2 0 c0 CT 0 \"core 0\"\n"); // 29-31
        QTest::newRow("a CSV") << QStringLiteral("resource,resource_kind,kind,start,end\nP1,processor,compute,0,1\n") << 1
                               << QStringLiteral("not a Paje trace");
        QTest::newRow("empty") << QString() << 0 << QStringLiteral("not a Paje trace");
        QTest::newRow("undefined event") << header + QStringLiteral("9 1 ST c0 compute\n") << 32
                                         << QStringLiteral("event number '9' is not defined");
        QTest::newRow("missing field") << header + QStringLiteral("3 1 ST c0\n") << 32
                                       << QStringLiteral("PajePushState expects 4 fields, found 3");
        QTest::newRow("bad time") << header + QStringLiteral("3 1.2.3 ST c0 compute\n") << 32 << QStringLiteral("bad time '1.2.3'");
        QTest::newRow("unknown container") << header + QStringLiteral("3 1 ST c9 compute\n") << 32
                                           << QStringLiteral("unknown container 'c9'");
        QTest::newRow("unknown type") << header + QStringLiteral("3 1 XX c0 compute\n") << 32 << QStringLiteral("unknown type 'XX'");
        QTest::newRow("not a state type") << header + QStringLiteral("3 1 CT c0 compute\n") << 32
                                          << QStringLiteral("'CT' is not a state type");
        QTest::newRow("pop with nothing pushed") << header + QStringLiteral("3 1 ST c0 compute\n4 2 ST c0\n4 3 ST c0\n") << 34
                                                 << QStringLiteral("no state pushed");
        QTest::newRow("ends before it starts") << header + QStringLiteral("3 5 ST c0 compute\n4 2 ST c0\n") << 33
                                               << QStringLiteral("ends before it starts");
        QTest::newRow("unterminated quote") << header + QStringLiteral("3 1 ST c0 \"compute\n") << 32
                                            << QStringLiteral("unterminated quoted string");
        QTest::newRow("definition without Value")
            << QStringLiteral("%EventDef PajePushState 3\n% Time date\n% Type string\n% Container string\n%EndEventDef\n") << 5
            << QStringLiteral("has no field 'Value'");
        QTest::newRow("definition never ended") << QStringLiteral("%EventDef PajePopState 4\n% Time date\n") << 2
                                                << QStringLiteral("missing %EndEventDef");
        QTest::newRow("event id defined twice") << header + QStringLiteral("%EventDef PajePopState 4\n% Time date\n% Type string\n% Container string\n%EndEventDef\n")
                                                << 36 << QStringLiteral("event number 4 is defined twice");
    }

    void badFilesNameFileAndLine()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, what);
        try {
            traceFromPaje(text.toStdString(), "bad.paje");
            QFAIL("no InputError");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("bad.paje"));
            QCOMPARE(e.line(), line);
            QVERIFY2(QString::fromStdString(e.detail()).contains(what), e.what());
            if (line > 0)
                QVERIFY2(QString::fromUtf8(e.what()).startsWith(QStringLiteral("bad.paje:%1: ").arg(line)), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestTracePaje)
#include "tst_trace_paje.moc"

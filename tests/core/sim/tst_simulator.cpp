// The simulator against answers worked out by hand. Each case states the model and the
// arithmetic in its comment.
#include "common/platforms.h"
#include "sim/block_data.h"
#include "sim/scheduled_run.h"
#include "sim/sharing.h"
#include "sim/simulator.h"

#include <QtTest>

#include <array>
#include <cmath>
#include <map>
#include <tuple>

using namespace partita;
using namespace partita::sim;

namespace {

// test::star: master router M, workers P1..Pn with speed s_i and bandwidth b_i (blocks units,
// q = 1, so one multiply-add is one block update and one element one block).
using test::star;

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

} // namespace

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    // One-port master (paper 002 §2.2): sends of 4 and 6 units at bandwidths 2 and 3 take 2 s
    // each, one after the other: P1 receives in [0,2], P2 in [2,4]. Then P1 computes 8 at
    // speed 2 (4 s, ends 6), P2 computes 3 at speed 1 (3 s, ends 7).
    void onePortSerializesMasterSends()
    {
        const SimPlatform pf(star({2, 1}, {2, 3}), 1, CommModel{1, 0, false});
        const int m = pf.nodeIndex("M"), p1 = pf.nodeIndex("P1"), p2 = pf.nodeIndex("P2");
        Schedule s;
        const int t1 = s.transfer(m, p1, 4);
        const int t2 = s.transfer(m, p2, 6);
        s.compute(p1, 8, {t1});
        s.compute(p2, 3, {t2});
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[t1], 2));
        QVERIFY(near(r.start[t2], 2));
        QVERIFY(near(r.finish[t2], 4));
        QVERIFY(near(r.makespan, 7));
        // the trace: P1 row holds a recv [0,2] and a compute [2,6]
        const int row = r.trace.findResource("P1");
        int computes = 0;
        for (const auto &i : r.trace.intervals)
            if (i.resource == row && i.kind == IntervalKind::Compute) {
                ++computes;
                QVERIFY(near(i.start, 2) && near(i.end, 6));
                QCOMPARE(i.flops, 16.0); // 8 multiply-adds = 16 flops
            }
        QCOMPARE(computes, 1);
    }

    // The case above as a scheduled run: the same result, and a run compares equal to itself
    // and unequal once any field of an activity differs, its data included.
    void scheduledRunAndEquality()
    {
        ScheduledRun run{Schedule{}, star({2, 1}, {2, 3}), 1, CommModel{1, 0, false}};
        const auto pf = run.simPlatform();
        const int m = pf.nodeIndex("M"), p1 = pf.nodeIndex("P1"), p2 = pf.nodeIndex("P2");
        const int t1 = run.schedule.transfer(m, p1, 4);
        const int t2 = run.schedule.transfer(m, p2, 6);
        run.schedule.compute(p1, 8, {t1});
        run.schedule.compute(p2, 3, {t2});
        const auto r = run.simulate();
        QCOMPARE(r, simulate(pf, run.schedule));
        QVERIFY(near(r.makespan, 7));

        ScheduledRun other = run;
        QCOMPARE(other, run);
        other.schedule.activities[2].data = layerData(0, 1, 1, true);
        QVERIFY(!(other == run));
        other = run;
        other.schedule.activities[0].withStartOf = {1};
        QVERIFY(!(other == run));
        other = run;
        other.model.masterPorts = 0;
        QVERIFY(!(other == run));
    }

    // The data of a layer: its columns of A and rows of B, consecutive ones merged, and C whole.
    void layerBlocks()
    {
        const auto d = layerData({5, 0, 1, 3, 2, 7}, 8, true);
        QCOMPARE(d.a, (std::vector<BlockRect>{{0, 8, 0, 4}, {0, 8, 5, 6}, {0, 8, 7, 8}}));
        QCOMPARE(d.b, (std::vector<BlockRect>{{0, 4, 0, 8}, {5, 6, 0, 8}, {7, 8, 0, 8}}));
        QCOMPARE(d.c, (std::vector<BlockRect>{{0, 8, 0, 8}}));
        QCOMPARE(layerData(2, 3, 8, false), (BlockSet{{{0, 8, 2, 5}}, {{2, 5, 0, 8}}, {}}));
        QVERIFY(layerData(2, 0, 8, true).empty());
    }

    // Multi-port: both sends run at once on their own links: ends at 2 and 2.
    void multiPortRunsInParallel()
    {
        const SimPlatform pf(star({1, 1}, {2, 3}), 1, CommModel{0, 0, false});
        Schedule s;
        const int t1 = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 4);
        const int t2 = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P2"), 6);
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[t1], 2));
        QVERIFY(near(r.finish[t2], 2));
    }

    // Latency: a message costs latency + size/bandwidth: 0.5 + 4/2 = 2.5.
    void latencyThenBandwidth()
    {
        const SimPlatform pf(star({1}, {2}, {.latency = 0.5}), 1, CommModel{});
        Schedule s;
        const int t = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 4);
        QVERIFY(near(simulate(pf, s).finish[t], 2.5));
    }

    // Two flows on one shared link of capacity 2 get 1 each; when the small one (2 units)
    // ends at t = 2, the other (6 units, 4 left) gets all 2: ends at 2 + 4/2 = 4.
    void sharedLinkMaxMinFairness()
    {
        Platform p = star({1, 1}, {2, 100});
        // P1 and P2 both reached from M through link l1: M - P1 - P2 chain
        p.links[1] = {"l2", "P1", "P2", 100, 0, true, Sharing::Shared};
        const SimPlatform pf(p, 1, CommModel{0, 0, false});
        Schedule s;
        const int a = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 2);
        const int b = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P2"), 6);
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[a], 2));
        QVERIFY(near(r.finish[b], 4));
    }

    // Backbone (paper 001 §2.3): every flow gets the full bandwidth: both end at 6/2 = 3.
    void backboneDoesNotShare()
    {
        Platform p = star({1, 1}, {2, 100});
        p.links[0].sharing = Sharing::Backbone;
        p.links[1] = {"l2", "P1", "P2", 100, 0, true, Sharing::Shared};
        const SimPlatform pf(p, 1, CommModel{0, 0, false});
        Schedule s;
        const int a = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 6);
        const int b = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P2"), 6);
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[a], 3));
        QVERIFY(near(r.finish[b], 3));
    }

    // Opposite transfers of 6 on one link of bandwidth 2 (docs/platform-format.md, Routes):
    // shared, the two flows share it both ways and end at 6 / 1 = 6; split-duplex, each
    // direction is its own resource and both end at 6 / 2 = 3.
    void splitDuplexGivesEachDirectionItsBandwidth()
    {
        for (const auto &[sharing, end] : {std::pair{Sharing::Shared, 6.0}, std::pair{Sharing::SplitDuplex, 3.0}}) {
            Platform p = star({1}, {2});
            p.links[0].sharing = sharing;
            p.masterComputes = true;
            const SimPlatform pf(p, 1, CommModel{0, 0, false});
            Schedule s;
            const int a = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 6);
            const int b = s.transfer(pf.nodeIndex("P1"), pf.nodeIndex("M"), 6);
            const auto r = simulate(pf, s);
            QVERIFY(near(r.finish[a], end));
            QVERIFY(near(r.finish[b], end));
        }
    }

    // A declared route wins over the widest path, and a link crossed by two routes is one
    // resource: M - P2 has a direct link of bandwidth 100, but the route declared from M to P2
    // crosses l1 (M - P1, bandwidth 2) and l2 (P1 - P2), and the one from M to P1 crosses l1
    // alone (the widest path would go round through P2). Sending 2 to P1 and 2 to P2 at once
    // shares l1: both end at 4 / 2 = 2.
    void declaredRoutesShareTheirLinks()
    {
        Platform p = star({1, 1}, {2, 100});
        p.links[1] = {"l2", "P1", "P2", 100, 0, true, Sharing::Shared};
        p.links.push_back({"direct", "M", "P2", 100, 0, true, Sharing::Shared});
        p.routes = {{"M", "P2", {{0, false}, {1, false}}, true}, {"M", "P1", {{0, false}}, true}};
        const SimPlatform pf(p, 1, CommModel{0, 0, false});
        Schedule s;
        const int a = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 2);
        const int b = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P2"), 2);
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[a], 2));
        QVERIFY(near(r.finish[b], 2));
        QCOMPARE(pf.route(pf.nodeIndex("P2"), pf.nodeIndex("M")).links, (std::vector<int>{1, 0})); // symmetrical
    }

    // Simultaneous start (paper 004 §4.1): a computation tied to the start of its transfer
    // begins at once; with "after" it would begin at the end of the transfer.
    void simultaneousStart()
    {
        const SimPlatform pf(star({1}, {1}), 1, CommModel{});
        Schedule s;
        const int t = s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 3);
        Activity c;
        c.node = pf.nodeIndex("P1");
        c.amount = 5;
        c.withStartOf = {t};
        const int ci = s.add(c);
        const auto r = simulate(pf, s);
        QVERIFY(near(r.start[ci], 0));
        QVERIFY(near(r.makespan, 5));
    }

    // A copy from a node to itself costs nothing and delays nobody: P1 "sends" 5 units to
    // itself while M sends 4 to it at bandwidth 2; the copy ends at 0, the send at 2, and the
    // computation of 3 units at speed 1 that waits on both ends at 5.
    void selfTransferIsInstant()
    {
        const SimPlatform pf(star({1}, {2}), 1, CommModel{1, 0, false});
        const int m = pf.nodeIndex("M"), p1 = pf.nodeIndex("P1");
        Schedule s;
        const int self = s.transfer(p1, p1, 5);
        const int t = s.transfer(m, p1, 4);
        const int c = s.compute(p1, 3, {self, t});
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[self], 0));
        QVERIFY(near(r.finish[t], 2));
        QVERIFY(near(r.finish[c], 5));
        QVERIFY(std::isfinite(r.makespan));
    }

    // A processor runs one computation at a time, in schedule order.
    void oneComputationAtATime()
    {
        const SimPlatform pf(star({2}, {1}), 1, CommModel{});
        Schedule s;
        const int a = s.compute(pf.nodeIndex("P1"), 4);
        const int b = s.compute(pf.nodeIndex("P1"), 2);
        const auto r = simulate(pf, s);
        QVERIFY(near(r.finish[a], 2));
        QVERIFY(near(r.start[b], 2));
        QVERIFY(near(r.makespan, 3));
    }

    // Two processors of one machine (Processor::host): a transfer between them is a copy the
    // receiver performs, so P2 cannot compute while it receives. P1 sends 4 units at bandwidth 2
    // (2 s) while P2 has 3 to compute at speed 1 (3 s): on one machine the transfer comes first
    // in schedule order and the computation waits, [0,2] then [2,5]; on two machines, or with
    // no machine named, they overlap and all ends at 3. The sender goes on computing: P1's
    // 2 units at speed 2 end at 1 either way.
    void transfersWithinAMachineTakeTheReceiversProcessor()
    {
        const auto pair = [](const std::string &h1, const std::string &h2) {
            Platform p;
            p.units = Units::Blocks;
            for (const auto &[id, speed, host] : {std::tuple{"P1", 2.0, h1}, std::tuple{"P2", 1.0, h2}}) {
                Processor proc;
                proc.id = id;
                proc.speed = speed;
                proc.memory = 100;
                proc.host = host;
                p.processors.push_back(proc);
            }
            Link link;
            link.from = "P1";
            link.to = "P2";
            link.bandwidth = 2;
            p.links.push_back(link);
            return p;
        };
        const auto run = [](const Platform &p) {
            const SimPlatform pf(p, 1, CommModel{0, 0, false});
            Schedule s;
            const int t = s.transfer(pf.nodeIndex("P1"), pf.nodeIndex("P2"), 4);
            const int c = s.compute(pf.nodeIndex("P2"), 3);
            const int own = s.compute(pf.nodeIndex("P1"), 2);
            const auto r = simulate(pf, s);
            return std::array<double, 4>{r.finish[t], r.start[c], r.finish[own], r.makespan};
        };
        const auto same = run(pair("node", "node"));
        QVERIFY(near(same[0], 2));
        QVERIFY(near(same[1], 2));
        QVERIFY(near(same[2], 1));
        QVERIFY(near(same[3], 5));
        for (const auto &[h1, h2] : {std::pair<std::string, std::string>{"a", "b"}, {"", ""}}) {
            const auto apart = run(pair(h1, h2));
            QVERIFY(near(apart[0], 2));
            QVERIFY(near(apart[1], 0));
            QVERIFY(near(apart[3], 3));
        }
    }

    // A computation that yields to copies (Activity::yieldsToCopies: the master-worker
    // executor's block updates, between which its messages move) is suspended while a transfer
    // from another processor of its machine is copied in, and goes on after: P2 computes 3 units
    // at speed 1 from 0; P1 computes 2 at speed 2, then sends 4 at bandwidth 2, [1, 3]. Yielding,
    // P2's computation is suspended for those 2 s and ends at 5 while the transfer ends at 3; not
    // yielding, the transfer waits for it, [3, 5]. A second computation on P2 waits for the
    // copy. Two machines of two processors each, at once: each suspension keeps its own rest.
    void copiesSuspendComputationsThatYield()
    {
        const auto machines = [](int count) {
            Platform p;
            p.units = Units::Blocks;
            for (int m = 0; m < count; ++m) {
                const std::string host = "node" + std::to_string(m);
                for (const auto &[id, speed] : {std::pair{"P1", 2.0}, std::pair{"P2", 1.0}}) {
                    Processor proc;
                    proc.id = id + std::string(m ? "b" : "");
                    proc.speed = speed;
                    proc.memory = 100;
                    proc.host = host;
                    p.processors.push_back(proc);
                }
                Link link;
                link.from = m ? "P1b" : "P1";
                link.to = m ? "P2b" : "P2";
                link.bandwidth = 2;
                p.links.push_back(link);
            }
            return p;
        };
        for (const bool yields : {true, false}) {
            const SimPlatform pf(machines(1), 1, CommModel{0, 0, false});
            Schedule s;
            const int c = s.compute(pf.nodeIndex("P2"), 3);
            s.activities[static_cast<std::size_t>(c)].yieldsToCopies = yields;
            const int own = s.compute(pf.nodeIndex("P1"), 2);
            const int t = s.transfer(pf.nodeIndex("P1"), pf.nodeIndex("P2"), 4, {own});
            const int next = s.compute(pf.nodeIndex("P2"), 1, {c});
            const auto r = simulate(pf, s);
            QVERIFY(near(r.start[c], 0));
            QVERIFY(near(r.finish[own], 1));
            QVERIFY(near(r.start[t], yields ? 1 : 3));
            QVERIFY(near(r.finish[t], yields ? 3 : 5));
            QVERIFY(near(r.finish[c], yields ? 5 : 3));
            QVERIFY(near(r.start[next], 5));
            QVERIFY(near(r.makespan, 6));
        }
        // Copies into a yielding computation one after the other: each suspends it in turn.
        {
            const SimPlatform pf(machines(1), 1, CommModel{0, 0, false});
            Schedule s;
            const int c = s.compute(pf.nodeIndex("P2"), 3);
            s.activities[static_cast<std::size_t>(c)].yieldsToCopies = true;
            const int t1 = s.transfer(pf.nodeIndex("P1"), pf.nodeIndex("P2"), 1);
            const int t2 = s.transfer(pf.nodeIndex("P1"), pf.nodeIndex("P2"), 1);
            const auto r = simulate(pf, s);
            QVERIFY(near(r.finish[t1], 0.5));
            QVERIFY(near(r.start[t2], 0.5)); // one copy into a processor at a time
            QVERIFY(near(r.finish[t2], 1));
            QVERIFY(near(r.finish[c], 4));
        }
        // Two machines at once, the second's copy later and longer.
        {
            const SimPlatform pf(machines(2), 1, CommModel{0, 0, false});
            Schedule s;
            const int c1 = s.compute(pf.nodeIndex("P2"), 3);
            const int c2 = s.compute(pf.nodeIndex("P2b"), 3);
            s.activities[static_cast<std::size_t>(c1)].yieldsToCopies = true;
            s.activities[static_cast<std::size_t>(c2)].yieldsToCopies = true;
            s.transfer(pf.nodeIndex("P1"), pf.nodeIndex("P2"), 2);                               // [0, 1]
            const int wait = s.compute(pf.nodeIndex("P1b"), 1);                                  // [0, 0.5]
            s.transfer(pf.nodeIndex("P1b"), pf.nodeIndex("P2b"), 4, {wait});                     // [0.5, 2.5]
            const auto r = simulate(pf, s);
            QVERIFY(near(r.finish[c1], 4));
            QVERIFY(near(r.finish[c2], 5));
        }
    }

    // Global bus (PERI-SUM view): transfers between disjoint pairs still go one at a time.
    void globalBusSerializesEverything()
    {
        const SimPlatform pf(star({1, 1}, {1, 1}), 1, CommModel{0, 0, true});
        Schedule s;
        s.transfer(pf.nodeIndex("M"), pf.nodeIndex("P1"), 1);
        s.transfer(pf.nodeIndex("P2"), pf.nodeIndex("M"), 1);
        QVERIFY(near(simulate(pf, s).makespan, 2));
    }

    void rejectsCyclesAndUnknownNodes()
    {
        const SimPlatform pf(star({1}, {1}), 1, CommModel{});
        Schedule cyclic;
        cyclic.compute(0, 1, {1});
        cyclic.compute(0, 1, {0});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(pf, cyclic));
        Schedule unknown;
        unknown.compute(42, 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(pf, unknown));
        Schedule onRouter;
        onRouter.compute(pf.nodeIndex("M"), 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(pf, onRouter));
    }

    // The sharing solver alone: capacities 10 and 4; flow A uses both, B only the first, C
    // only the second with its own bound 1. C gets 1; A and B: the second constraint leaves 3
    // for A but the first would give 5 each: A = 3, then B = 10 - 3 = 7.
    void maxMinSolver()
    {
        SharingProblem pb;
        pb.capacity = {10, 4};
        pb.uses = {{0, 1}, {0}, {1}};
        const double inf = std::numeric_limits<double>::infinity();
        pb.bound = {inf, inf, 1};
        const auto r = maxMinFairRates(pb);
        QVERIFY(near(r[0], 3));
        QVERIFY(near(r[1], 7));
        QVERIFY(near(r[2], 1));
    }

    // Weighted sharing (SimGrid's sharing penalty): on a constraint of 12, flows of weights 1
    // and 2 grow as t and t / 2: t = 8, so 8 and 4.
    void weightedSolver()
    {
        SharingProblem pb;
        pb.capacity = {12};
        pb.uses = {{0}, {0}};
        pb.bound = {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
        pb.weight = {1, 2};
        const auto r = maxMinFairRates(pb);
        QVERIFY(near(r[0], 8));
        QVERIFY(near(r[1], 4));
    }

    // SimGrid's CM02 and LV08 (docs/simulate-compare.md, Network models). A and B send 10 MB
    // to C through a router R: A - R 100 MB/s and 1 ms, B - R 100 MB/s and 10 ms, R - C 10 MB/s
    // and no latency, shared. Under ideal, after the latencies they split R - C equally; under
    // CM02, A (route latency 1 ms) weighs 1 ms and B 10 ms, so A gets 10/11 of it: A ends at
    // 0.001 + (10 MB - 9 ms · 10 MB/s) / (10/11 · 10 MB/s) + 0.009 = 1.1001 s, B at 2.001 s. Under
    // LV08 latencies are 13.01 times longer, rates 0.97 of the share, and each weight is raised
    // by 20537 / bandwidth per link. The ends under CM02 and LV08 are SimGrid 3.32's own for the
    // same platform and transfers.
    void simgridFlowModels()
    {
        Platform p;
        p.units = Units::Physical;
        for (const char *id : {"A", "B", "C"})
            p.processors.push_back({id, "", 1, 1024, {}, {}, "", {}, 1});
        p.routers.push_back({"R", {}, {}});
        p.links = {{"l1", "A", "R", 0.1, 1e-3, true, Sharing::Shared},
                   {"l2", "B", "R", 0.1, 1e-2, true, Sharing::Shared},
                   {"l3", "R", "C", 0.01, 0, true, Sharing::Shared}};
        const std::map<FlowModel, std::pair<double, double>> ends{
            {FlowModel::Ideal, {1.992, 2.001}}, // A alone from 1 to 10 ms, then 5 MB/s each
            {FlowModel::Cm02, {1.1001000000000001, 2.0010000000000003}},
            {FlowModel::Lv08, {1.286881343252531, 2.074865670103093}}};
        for (const auto &[model, expected] : ends) {
            CommModel m{0, 0, false};
            m.flow = model;
            const SimPlatform pf(p, 80, m);
            Schedule s;
            const int a = s.transfer(pf.nodeIndex("A"), pf.nodeIndex("C"), 1.25e6); // 10 MB in elements
            const int b = s.transfer(pf.nodeIndex("B"), pf.nodeIndex("C"), 1.25e6);
            const auto r = simulate(pf, s);
            QVERIFY2(std::abs(r.finish[a] - expected.first) <= 1e-12 * expected.first, toString(model));
            QVERIFY2(std::abs(r.finish[b] - expected.second) <= 1e-12 * expected.second, toString(model));
        }
        // Their constants are bytes and seconds.
        CommModel m;
        m.flow = FlowModel::Lv08;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SimPlatform(star({1}, {2}), 1, m));
        QCOMPARE(parseFlowModel("cm02"), FlowModel::Cm02);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseFlowModel("tcp"));
    }
};

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"

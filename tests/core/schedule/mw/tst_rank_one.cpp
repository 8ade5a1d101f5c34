// Paper 002 §3, the simple version of the problem (schedule/mw/rank_one.h): Proposition 1
// (with one worker the alternating greedy is optimal), Figure 4 (neither Thrifty nor Min-min
// is optimal), the validity of every schedule, and the exact search against brute force.
#include "model/error.h"
#include "schedule/mw/rank_one.h"

#include <QtTest>

#include <functional>
#include <random>

using namespace partita;

namespace {

// Figure 4(a): p = 2, c = 4, w = 7, r = s = 3 (Min-min wins); (b): p = 2, c = 8, w = 9, r = 6,
// s = 3 (Thrifty wins).
const RankOneInstance kFig4a{2, 4, 7, 3, 3};
const RankOneInstance kFig4b{2, 8, 9, 6, 3};

std::string sendOrder(const RankOneSchedule &s)
{
    std::string out;
    for (const auto &x : s.sends)
        out += (out.empty() ? "" : " ") + toString(x.block) + ">P" + std::to_string(x.worker + 1);
    return out;
}

void checkValid(const RankOneInstance &in, const RankOneSchedule &s)
{
    const auto problems = rankOneViolations(in, s);
    if (!problems.empty())
        QFAIL(qPrintable(QString::fromStdString(s.algorithm + ": " + problems.front())));
}

// The least makespan over every sequence of distinct (block, worker) sends, without the exact
// search's symmetries and cuts: each sequence through scheduleForSends.
int bruteForce(const RankOneInstance &in)
{
    std::vector<std::pair<RankOneBlock, int>> all, seq;
    for (int q = 0; q < in.p; ++q) {
        for (int i = 0; i < in.r; ++i)
            all.push_back({{true, i}, q});
        for (int j = 0; j < in.s; ++j)
            all.push_back({{false, j}, q});
    }
    std::vector<char> used(all.size(), 0);
    int best = INT_MAX;
    std::function<void()> grow = [&] {
        try {
            best = std::min(best, scheduleForSends(in, seq).makespan());
        } catch (const InputError &) {
            // some task has no worker with both blocks yet
        }
        for (std::size_t k = 0; k < all.size(); ++k)
            if (!used[k]) {
                used[k] = 1;
                seq.push_back(all[k]);
                grow();
                seq.pop_back();
                used[k] = 0;
            }
    };
    grow();
    return best;
}

} // namespace

class TestRankOne : public QObject {
    Q_OBJECT
private slots:
    // §3: "the master sends blocks as soon as possible, alternating a block of type A and a
    // block of type B (and proceeds with the remaining blocks when one type is exhausted)".
    // r = 2, s = 3, c = 2, w = 3: A1 [0,2], B1 [2,4], A2 [4,6], B2 [6,8], B3 [8,10]; tasks
    // (1,1) [4,7], (2,1) [7,10], (1,2) [10,13], (2,2) [13,16], (1,3) [16,19], (2,3) [19,22].
    void alternatingGreedyOrder()
    {
        const RankOneInstance in{1, 2, 3, 2, 3};
        const RankOneSchedule g = alternatingGreedy(in);
        checkValid(in, g);
        QCOMPARE(sendOrder(g), std::string("A1>P1 B1>P1 A2>P1 B2>P1 B3>P1"));
        QCOMPARE(g.sends.back().end, 10);
        QCOMPARE(g.tasks.front().start, 4);
        QCOMPARE(g.makespan(), 22);
        // Communication-bound: c = 5, w = 1, r = s = 2: the last task waits for B2 at 20.
        QCOMPARE(alternatingGreedy({1, 5, 1, 2, 2}).makespan(), 22);
    }

    // Proposition 1: with a single worker, the alternating greedy is optimal; checked against
    // the exact search for every r, s ≤ 4 and c, w in {1, 2, 3, 5, 7}.
    void proposition1()
    {
        int checked = 0;
        for (int r = 1; r <= 4; ++r)
            for (int s = 1; s <= 4; ++s)
                for (int c : {1, 2, 3, 5})
                    for (int w : {1, 2, 3, 7}) {
                        const RankOneInstance in{1, c, w, r, s};
                        const RankOneSchedule g = alternatingGreedy(in);
                        checkValid(in, g);
                        const RankOneOptimum best = exactRankOne(in);
                        QVERIFY(best.proven);
                        checkValid(in, best.schedule);
                        if (g.makespan() != best.schedule.makespan())
                            QFAIL(qPrintable(QString("r=%1 s=%2 c=%3 w=%4: greedy %5, optimum %6")
                                                 .arg(r).arg(s).arg(c).arg(w).arg(g.makespan())
                                                 .arg(best.schedule.makespan())));
                        ++checked;
                    }
        QCOMPARE(checked, 256);
    }

    // A worse order on one worker (all of A first) is strictly worse where alternation matters,
    // so the comparison above can tell orders apart: r = s = 3, c = 2, w = 1.
    void oneWorkerOrderMatters()
    {
        const RankOneInstance in{1, 2, 1, 3, 3};
        std::vector<std::pair<RankOneBlock, int>> aFirst;
        for (int i = 0; i < 3; ++i)
            aFirst.push_back({{true, i}, 0});
        for (int j = 0; j < 3; ++j)
            aFirst.push_back({{false, j}, 0});
        const RankOneSchedule bad = scheduleForSends(in, aFirst);
        checkValid(in, bad);
        // Alternating: B3 arrives at 12, then (1,3), (2,3), (3,3) → 15. A first: nothing can
        // start before B1 arrives at 8, and the 9 tasks take 9 → 17.
        QCOMPARE(alternatingGreedy(in).makespan(), 15);
        QCOMPARE(bad.makespan(), 17);
    }

    // Figure 4(a): Min-min wins. Derived with the rules of rank_one.cpp:
    //   Thrifty: A1, B1, A2, B2 to P1 (P1 busy from 8), then P1's next block B3 is due only at
    //     36 − 4, so P2 is enrolled: A3, B1, B2 to P2, B3 to P1 and to P2; P1 computes 6 tasks
    //     until 50, P2 the row of A3 until 45: makespan 50.
    //   Min-min: A1, B1 → P1 (task (1,1) at 8), B2 → P1 ((1,2) at 15), then P2 starts earlier
    //     (20) than P1 (22): A1, B3 → P2, ...: makespan 49, the optimum.
    void figure4a()
    {
        const RankOneSchedule t = thrifty(kFig4a), m = minMin(kFig4a);
        checkValid(kFig4a, t);
        checkValid(kFig4a, m);
        QCOMPARE(sendOrder(t), std::string("A1>P1 B1>P1 A2>P1 B2>P1 A3>P2 B1>P2 B2>P2 B3>P1 B3>P2"));
        QCOMPARE(sendOrder(m), std::string("A1>P1 B1>P1 B2>P1 A1>P2 B3>P2 A2>P1 A2>P2 A3>P2 A3>P1 B2>P2"));
        QCOMPARE(t.makespan(), 50);
        QCOMPARE(m.makespan(), 49);
        QVERIFY(m.makespan() < t.makespan());
        QCOMPARE(t.workersUsed(), 2);
        QCOMPARE(m.workersUsed(), 2);
        const RankOneOptimum best = exactRankOne(kFig4a);
        QVERIFY(best.proven);
        checkValid(kFig4a, best.schedule);
        QCOMPARE(best.schedule.makespan(), 49);
    }

    // Figure 4(b): Thrifty wins (138 against 139), and neither reaches the optimum (124):
    // Min-min is not optimal here, Thrifty was not in (a).
    void figure4b()
    {
        const RankOneSchedule t = thrifty(kFig4b), m = minMin(kFig4b);
        checkValid(kFig4b, t);
        checkValid(kFig4b, m);
        QCOMPARE(t.makespan(), 138);
        QCOMPARE(m.makespan(), 139);
        QVERIFY(t.makespan() < m.makespan());
        // Thrifty enrolls P2 at 40, when P1 has work until 70 (the first spare slot).
        QCOMPARE(t.sends.at(5).worker, 1);
        QCOMPARE(t.sends.at(5).start, 40);
        for (std::size_t k = 0; k < 5; ++k)
            QCOMPARE(t.sends.at(k).worker, 0);
        const RankOneOptimum best = exactRankOne(kFig4b);
        QVERIFY(best.proven);
        checkValid(kFig4b, best.schedule);
        QCOMPARE(best.schedule.makespan(), 124);
    }

    // The winners do not rest on the tie-breaks: under each of the alternative readings of
    // rank_one.h, Thrifty makes 50 or 52 and Min-min 49 in (a), Thrifty 138 or 137 and Min-min
    // 139 in (b).
    void winnersUnderOtherReadings()
    {
        for (bool twoSends : {true, false})
            for (bool potential : {true, false})
                for (bool fewerSends : {true, false})
                    for (bool workerFirst : {true, false}) {
                        const ThriftyReading tr{twoSends, potential};
                        const MinMinReading mr{fewerSends, workerFirst};
                        const RankOneSchedule ta = thrifty(kFig4a, tr), ma = minMin(kFig4a, mr);
                        const RankOneSchedule tb = thrifty(kFig4b, tr), mb = minMin(kFig4b, mr);
                        for (const auto *s : {&ta, &ma})
                            checkValid(kFig4a, *s);
                        for (const auto *s : {&tb, &mb})
                            checkValid(kFig4b, *s);
                        QCOMPARE(ta.makespan(), twoSends ? 50 : 52);
                        QCOMPARE(ma.makespan(), 49);
                        QCOMPARE(tb.makespan(), twoSends ? 138 : 137);
                        QCOMPARE(mb.makespan(), 139);
                    }
    }

    // The checker finds what is wrong: a task moved before its block, a task dropped, a task
    // twice, two sends overlapping, a task too short, two tasks overlapping on a worker.
    void violationsAreFound()
    {
        const RankOneSchedule good = minMin(kFig4a);
        QVERIFY(rankOneViolations(kFig4a, good).empty());
        RankOneSchedule s = good;
        s.tasks.front().start -= 1;
        s.tasks.front().end -= 1;
        QVERIFY(!rankOneViolations(kFig4a, s).empty()); // (1,1) at 7, B1 arrives at 8
        s = good;
        s.tasks.pop_back();
        QVERIFY(!rankOneViolations(kFig4a, s).empty());
        s = good;
        s.tasks.push_back(s.tasks.back());
        s.tasks.back().worker = 1 - s.tasks.back().worker;
        s.tasks.back().start = 200;
        s.tasks.back().end = 207;
        QVERIFY(!rankOneViolations(kFig4a, s).empty());
        s = good;
        s.sends[1].start -= 1;
        s.sends[1].end -= 1;
        QVERIFY(!rankOneViolations(kFig4a, s).empty());
        s = good;
        s.tasks.front().end -= 1;
        QVERIFY(!rankOneViolations(kFig4a, s).empty());
        s = good;
        s.tasks[1].start = s.tasks[0].start + 1;
        s.tasks[1].end = s.tasks[1].start + kFig4a.w;
        QVERIFY(!rankOneViolations(kFig4a, s).empty());
    }

    // The exact search (symmetries, bound, cut on late sends) equals brute force over every
    // sequence of distinct sends on instances small enough to enumerate.
    void exactEqualsBruteForce_data()
    {
        QTest::addColumn<int>("c");
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("r");
        QTest::addColumn<int>("s");
        QTest::newRow("2x2 c1 w3") << 1 << 3 << 2 << 2;
        QTest::newRow("2x2 c3 w2") << 3 << 2 << 2 << 2;
        QTest::newRow("2x2 c4 w7") << 4 << 7 << 2 << 2;
        QTest::newRow("1x3 c2 w5") << 2 << 5 << 1 << 3;
        QTest::newRow("3x1 c1 w4") << 1 << 4 << 3 << 1;
    }
    void exactEqualsBruteForce()
    {
        QFETCH(int, c);
        QFETCH(int, w);
        QFETCH(int, r);
        QFETCH(int, s);
        const RankOneInstance in{2, c, w, r, s};
        const RankOneOptimum best = exactRankOne(in);
        QVERIFY(best.proven);
        checkValid(in, best.schedule);
        QCOMPARE(best.schedule.makespan(), bruteForce(in));
    }

    // On random tiny instances (p = 2 or 3), every schedule is valid and neither heuristic is
    // below the exact optimum; and each heuristic is strictly above it somewhere.
    void heuristicsNeverBelowOptimum()
    {
        std::mt19937 rng(2006);
        int thriftyAbove = 0, minMinAbove = 0;
        for (int k = 0; k < 80; ++k) {
            const int p = 2 + int(rng() % 2);
            const int r = 1 + int(rng() % 3);
            const int s = p == 3 ? 1 + int(rng() % 2) : 1 + int(rng() % 3);
            const RankOneInstance in{p, 1 + int(rng() % 6), 1 + int(rng() % 9), r, s};
            const RankOneSchedule t = thrifty(in), m = minMin(in);
            const RankOneOptimum best = exactRankOne(in);
            QVERIFY(best.proven);
            checkValid(in, t);
            checkValid(in, m);
            checkValid(in, best.schedule);
            QVERIFY(t.makespan() >= best.schedule.makespan());
            QVERIFY(m.makespan() >= best.schedule.makespan());
            thriftyAbove += t.makespan() > best.schedule.makespan();
            minMinAbove += m.makespan() > best.schedule.makespan();
        }
        QVERIFY(thriftyAbove > 0);
        QVERIFY(minMinAbove > 0);
    }

    void badInput()
    {
        QVERIFY_THROWS_EXCEPTION(InputError, thrifty({2, 0, 1, 1, 1}));
        // B1 never reaches a worker that has A1.
        QVERIFY_THROWS_EXCEPTION(InputError, scheduleForSends({2, 1, 1, 1, 1}, {{{true, 0}, 0}, {{false, 0}, 1}}));
    }
};

QTEST_GUILESS_MAIN(TestRankOne)
#include "tst_rank_one.moc"

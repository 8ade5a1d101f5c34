// CancelToken (util/cancel.h): cancelled by cancel(), or by the clock once its deadline has
// passed (the command line's --time-limit), and the searches that check it: columns-max's exact
// program and its heuristic, the master-worker schedules and lu-hetero's μ loop each throw
// Cancelled on a token whose deadline has passed, and give the same result as without a token
// when the deadline is far away.
#include "io/platform_json.h"
#include "partition/columns_max.h"
#include "schedule/lu/lu_factorization.h"
#include "schedule/mw/master_worker.h"
#include "util/cancel.h"

#include <QtTest>

#include <chrono>

using namespace partita;
using namespace std::chrono_literals;

namespace {

std::string example(const char *name) { return std::string(PARTITA_SOURCE_DIR) + "/resources/examples/" + name; }

CancelToken passed() { return CancelToken(CancelToken::Clock::now() - 1s); }
CancelToken farAway() { return CancelToken(CancelToken::Clock::now() + 1h); }

} // namespace

class TestCancel : public QObject {
    Q_OBJECT
private slots:
    void deadline()
    {
        QVERIFY(!CancelToken().cancelled());
        QVERIFY(passed().cancelled());
        QVERIFY_THROWS_EXCEPTION(Cancelled, passed().check());
        const CancelToken far = farAway();
        QVERIFY(!far.cancelled());
        QVERIFY(!farAway().cancelled());
        CancelToken cancelledEarly = farAway();
        cancelledEarly.cancel(); // cancel() still works on a token with a deadline
        QVERIFY(cancelledEarly.cancelled());
    }

    // Columns-max: 4 areas go to the exact program (O(3^p), paper 000 Theorem 3), 20 to the
    // heuristic; both stop on a passed deadline and are unchanged by a distant one.
    void columnsMax_data()
    {
        QTest::addColumn<int>("p");
        QTest::newRow("exact") << 4;
        QTest::newRow("heuristic") << 20;
    }
    void columnsMax()
    {
        QFETCH(int, p);
        std::vector<double> areas;
        for (int i = 0; i < p; ++i)
            areas.push_back(1.0 + i % 5);
        const CancelToken stop = passed(), far = farAway();
        QVERIFY_THROWS_EXCEPTION(Cancelled, minMaxColumnPartition(areas, kColumnsMaxExact, 1.0, &stop));
        const auto free = minMaxColumnPartition(areas);
        const auto limited = minMaxColumnPartition(areas, kColumnsMaxExact, 1.0, &far);
        QCOMPARE(limited.exact, p <= static_cast<int>(kColumnsMaxExact));
        QCOMPARE(limited.columns, free.columns);
        QCOMPARE(limited.cost, free.cost);
    }

    void masterWorker_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"mw-homogeneous", "mw-global", "mw-lookahead", "mw-demand-driven"})
            QTest::newRow(a) << a;
    }
    void masterWorker()
    {
        QFETCH(QString, algorithm);
        const Platform table2 = readPlatformFile(example("mw-table2.json"));
        const Problem problem{800, 80};
        const CancelToken stop = passed(), far = farAway();
        QVERIFY_THROWS_EXCEPTION(Cancelled,
                                 planMasterWorker(table2, problem, MwOptions{algorithm.toStdString(), 50, &stop}));
        const MwResult free = planMasterWorker(table2, problem, MwOptions{algorithm.toStdString(), 50});
        const MwResult limited = planMasterWorker(table2, problem, MwOptions{algorithm.toStdString(), 50, &far});
        QCOMPARE(limited.makespan, free.makespan);
        QCOMPARE(limited.run.schedule, free.run.schedule);
    }

    void luHetero()
    {
        const Platform table2 = readPlatformFile(example("mw-table2.json"));
        const Problem problem{800, 80};
        const CancelToken stop = passed(), far = farAway();
        QVERIFY_THROWS_EXCEPTION(Cancelled, planLu(table2, problem, LuOptions{"lu-hetero", 0, &stop}));
        const LuResult free = planLu(table2, problem, LuOptions{"lu-hetero", 0});
        const LuResult limited = planLu(table2, problem, LuOptions{"lu-hetero", 0, &far});
        QCOMPARE(limited.mu, free.mu);
        QCOMPARE(limited.makespan, free.makespan);
        QCOMPARE(limited.candidates, free.candidates);
    }
};

QTEST_GUILESS_MAIN(TestCancel)
#include "tst_cancel.moc"

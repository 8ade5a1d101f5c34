// Which rank plays which node (core/exec/rank_map.h), on the bundled examples and the three
// kinds of master.
#include "exec/rank_map.h"
#include "io/platform_json.h"
#include "model/error.h"

#include <QtTest>

using namespace partita;

class TestRankMap : public QObject {
    Q_OBJECT
private slots:
    // Paper 004 Fig. 1: a router source S that does not compute, four workers.
    void routerMaster()
    {
        const auto map = exec::rankMap(readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/lbp-fig1.json"));
        QCOMPARE(map.node, (std::vector<std::string>{"S", "P1", "P2", "P3", "P4"}));
        QVERIFY(!map.rankZeroComputes);
        QCOMPARE(map.rankOf("P3"), 3);
        QCOMPARE(map.rankOf("nobody"), -1);
    }

    void computingMasterIsRankZero()
    {
        auto p = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/lbp-fig1.json");
        p.routers.clear();
        p.links.clear();
        p.master = "P3";
        p.masterComputes = true;
        const auto map = exec::rankMap(p);
        QCOMPARE(map.node, (std::vector<std::string>{"P3", "P1", "P2", "P4"}));
        QVERIFY(map.rankZeroComputes);
    }

    void noMasterFirstProcessorHoldsTheData()
    {
        auto p = readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/lbp-fig1.json");
        p.master.clear();
        const auto map = exec::rankMap(p);
        QCOMPARE(map.node, (std::vector<std::string>{"P1", "P2", "P3", "P4"}));
        QVERIFY(map.rankZeroComputes);
    }

    void noComputingProcessor()
    {
        Platform p;
        p.routers.push_back({"R", {}, {}});
        QVERIFY_THROWS_EXCEPTION(InputError, exec::rankMap(p));
    }
};

QTEST_GUILESS_MAIN(TestRankMap)
#include "tst_rank_map.moc"

// Semantic checks of model/validate.h that no file format reaches on its own: problems
// (n, q, memory per block), the note on a partial last block, and the issue list that the
// studio uses to mark every bad element at once.
#include "model/error.h"
#include "model/validate.h"
#include "sample_platforms.h"

#include <QtTest>

using namespace partita;

class TestValidate : public QObject {
    Q_OBJECT

private slots:
    void validateProblem_data()
    {
        QTest::addColumn<bool>("blocks");
        QTest::addColumn<double>("memory"); // of processor P2
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::newRow("valid") << false << 1024.0 << qint64(1000) << qint64(80) << "";
        QTest::newRow("n = 0") << false << 1024.0 << qint64(0) << qint64(80) << "n must be at least 1 (got 0)";
        QTest::newRow("negative n") << false << 1024.0 << qint64(-5) << qint64(80) << "n must be at least 1 (got -5)";
        QTest::newRow("q = 0") << false << 1024.0 << qint64(100) << qint64(0) << "q must be at least 1 (got 0)";
        // One 80×80 block of doubles is 8·80·80 = 51,200 bytes = 0.048828125 MiB.
        QTest::newRow("memory below one block")
            << false << 0.01 << qint64(800) << qint64(80)
            << "processor 'P2': memory 0.01 MiB cannot hold one 80×80 block (0.0488 MiB)";
        QTest::newRow("memory of exactly one block") << false << 0.048828125 << qint64(800) << qint64(80) << "";
        // With n < q the only block is n×n: 8·10·10 = 800 bytes fit in 0.001 MiB (1,048 bytes).
        QTest::newRow("block narrower than q") << false << 0.001 << qint64(10) << qint64(80) << "";
        QTest::newRow("blocks units: half a buffer")
            << true << 0.5 << qint64(800) << qint64(80)
            << "processor 'P2': memory 0.5 buffers cannot hold one 80×80 block (1 buffer)";
        QTest::newRow("blocks units: one buffer") << true << 1.0 << qint64(800) << qint64(80) << "";
        // Limits (model/problem.h): the order, the block side and the blocks a side.
        QTest::newRow("largest n") << true << 1.0 << qint64(100'000'000) << qint64(100) << "";
        QTest::newRow("n above the limit")
            << true << 1.0 << qint64(100'000'001) << qint64(1000) << "n must be at most 100000000 (got 100000001)";
        QTest::newRow("n near the int64 limit")
            << true << 1.0 << qint64(9223372036854775807LL) << qint64(80)
            << "n must be at most 100000000 (got 9223372036854775807)";
        QTest::newRow("q above the limit")
            << true << 1.0 << qint64(100) << qint64(9223372036854775807LL)
            << "q must be at most 100000000 (got 9223372036854775807)";
        QTest::newRow("too many blocks")
            << true << 1.0 << qint64(10'000'000) << qint64(1)
            << "n / q = 10000000 blocks a side, more than the 1000000 any strategy plans: take a larger q";
    }

    void validateProblem()
    {
        QFETCH(bool, blocks);
        QFETCH(double, memory);
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        QFETCH(QString, error);
        Platform p;
        p.units = blocks ? Units::Blocks : Units::Physical;
        p.processors = {test::processor("P1", 1, 1024), test::processor("P2", 1, memory)};
        p.links = {test::link("P1", "P2", 1)};
        const Problem problem{n, q};
        if (error.isEmpty()) {
            partita::validateProblem(p, problem, "--n");
            return;
        }
        try {
            partita::validateProblem(p, problem, "run.json");
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromUtf8(e.what()), "run.json: " + error);
        }
    }

    void problemNote_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("q");
        QTest::addColumn<QString>("note");
        QTest::newRow("divisible") << qint64(800) << qint64(80) << "";
        // 1000 = 12·80 + 40: 13 block rows, the last one 40 elements wide.
        QTest::newRow("not divisible") << qint64(1000) << qint64(80)
                                       << "n = 1000 is not a multiple of q = 80: the grid has 13×13 blocks and the "
                                          "last block row and column are 40 elements wide instead of 80";
        QTest::newRow("n below q") << qint64(10) << qint64(80)
                                   << "n = 10 is not a multiple of q = 80: the grid has 1×1 blocks and the last "
                                      "block row and column are 10 elements wide instead of 80";
    }

    void problemNote()
    {
        QFETCH(qint64, n);
        QFETCH(qint64, q);
        QFETCH(QString, note);
        QCOMPARE(QString::fromStdString(partita::problemNote(Problem{n, q})), note);
    }

    void listsEveryIssue()
    {
        Platform p = test::samplePlatforms()[1].second; // the star
        p.processors[1].speed = -1;
        p.links[2].bandwidth = 0;
        p.master = "nobody";
        const auto issues = platformIssues(p);
        QCOMPARE(issues.size(), std::size_t(3));
        QCOMPARE(issues[0].element, PlatformIssue::Element::Processor);
        QCOMPARE(issues[0].index, std::size_t(1));
        QCOMPARE(issues[0].field, std::string("speed"));
        QCOMPARE(issues[1].element, PlatformIssue::Element::Link);
        QCOMPARE(issues[1].index, std::size_t(2));
        QCOMPARE(issues[1].message, std::string("link S -> W2: bandwidth must be > 0 (got 0)"));
        QCOMPARE(issues[2].field, std::string("master"));
        try {
            validatePlatform(p, "star.json");
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()), "star.json: " + issues[0].message);
        }
    }

    // Numbers a planner cannot compute with (model/platform.h): refused, named, with the value.
    void numbersWithinLimits_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<double>("bandwidth");
        QTest::addColumn<double>("latency");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::newRow("at the limits") << 1e9 << 1e-9 << 1e6 << "";
        QTest::newRow("huge speed") << 1e308 << 1.0 << 0.0
                                    << "processor 'P1': speed must be between 1e-09 and 1e+09 (got 1e+308)";
        QTest::newRow("denormal speed") << 5e-324 << 1.0 << 0.0
                                        << "processor 'P1': speed must be between 1e-09 and 1e+09 (got 5e-324)";
        QTest::newRow("tiny bandwidth") << 1.0 << 1e-12 << 0.0
                                        << "link P1 -> P2: bandwidth must be between 1e-09 and 1e+09 (got 1e-12)";
        QTest::newRow("latency of a month") << 1.0 << 1.0 << 2.6e6
                                            << "link P1 -> P2: latency must be at most 1e+06 (got 2600000)";
    }
    void numbersWithinLimits()
    {
        QFETCH(double, speed);
        QFETCH(double, bandwidth);
        QFETCH(double, latency);
        QFETCH(QString, error);
        Platform p;
        p.processors = {test::processor("P1", speed, 1024), test::processor("P2", 1, 1024)};
        p.links = {test::link("P1", "P2", bandwidth, latency)};
        const auto issues = platformIssues(p);
        if (error.isEmpty()) {
            QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().message.c_str());
            return;
        }
        QVERIFY(!issues.empty());
        QCOMPARE(QString::fromStdString(issues.front().message), error);
    }

    // The panel kernel's packing κ (model/platform.h, panelShapeFactor): a number of elements
    // from 0 to the format's limit, and none on a "blocks" platform, whose speed is already the
    // rate of one block update.
    void panelPacking_data()
    {
        QTest::addColumn<double>("packing");
        QTest::addColumn<bool>("blocks");
        QTest::addColumn<QString>("error"); // empty: accepted
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("calibrated") << 87.5 << false << "";
        QTest::newRow("none") << 0.0 << false << "";
        QTest::newRow("none, blocks") << 0.0 << true << "";
        QTest::newRow("at the limit") << 1e9 << false << "";
        QTest::newRow("negative") << -1.0 << false
                                  << "processor 'P1': panel_packing must be a number of elements from 0 to 1e+09 (got -1)";
        QTest::newRow("beyond the limit")
            << 2e9 << false << "processor 'P1': panel_packing must be a number of elements from 0 to 1e+09 (got 2e+09)";
        QTest::newRow("infinite") << inf << false
                                  << "processor 'P1': panel_packing must be a number of elements from 0 to 1e+09 (got inf)";
        QTest::newRow("minus infinity")
            << -inf << false << "processor 'P1': panel_packing must be a number of elements from 0 to 1e+09 (got -inf)";
        QTest::newRow("not a number")
            << std::numeric_limits<double>::quiet_NaN() << false
            << "processor 'P1': panel_packing must be a number of elements from 0 to 1e+09 (got nan)";
        QTest::newRow("blocks") << 87.5 << true
                                << "processor 'P1': panel_packing needs physical units (it adjusts the panel kernel's "
                                   "rate to the panel's shape; a \"blocks\" platform's speed is already the rate of one "
                                   "block update)";
    }
    void panelPacking()
    {
        QFETCH(double, packing);
        QFETCH(bool, blocks);
        QFETCH(QString, error);
        Platform p;
        p.units = blocks ? Units::Blocks : Units::Physical;
        p.processors = {test::processor("P1", 1, 1024), test::processor("P2", 1, 1024)};
        p.processors[0].panelPacking = packing;
        p.links = {test::link("P1", "P2", 1)};
        const auto issues = platformIssues(p);
        if (error.isEmpty()) {
            QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().message.c_str());
            return;
        }
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].element, PlatformIssue::Element::Processor);
        QCOMPARE(issues[0].index, std::size_t(0));
        QCOMPARE(issues[0].field, std::string("panel_packing"));
        QCOMPARE(QString::fromStdString(issues[0].message), error);
    }

    void samplesAreValid()
    {
        for (const auto &[name, platform] : test::samplePlatforms())
            QVERIFY2(platformIssues(platform).empty(), name.c_str());
    }

    void nonFiniteNumbersAreIssues()
    {
        Platform p = test::samplePlatforms()[0].second;
        p.processors[0].speed = std::numeric_limits<double>::infinity();
        const auto issues = platformIssues(p);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].message, std::string("processor 'solo': speed must be a finite number (got inf)"));
    }
};

QTEST_GUILESS_MAIN(TestValidate)
#include "tst_validate.moc"

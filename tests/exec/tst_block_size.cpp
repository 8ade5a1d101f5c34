// The block size partita run chooses without --q (core/exec/block_size.h): the largest
// candidate whose layout stays within 2 points of imbalance of the default block size's.
#include "exec/block_size.h"
#include "io/platform_json.h"
#include "metrics/metrics.h"
#include "partition/partitioner.h"

#include <QTest>

using namespace partita;
using namespace partita::exec;

namespace {

Platform example(const char *file)
{
    return readPlatformFile(std::string(PARTITA_SOURCE_DIR) + "/resources/examples/" + file);
}

double imbalance(const Platform &platform, const char *algorithm, std::int64_t n, std::int64_t q)
{
    const Plan plan = makePlan(algorithm, PartitionInput::fromPlatform(platform, {n, q}));
    return computeMetrics(plan, platform, NetworkModel::Star).imbalance;
}

} // namespace

class TestBlockSize : public QObject {
    Q_OBJECT
private slots:
    void partitionsGetTheLargestBalancedBlock_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<qint64>("n");
        for (const char *a : {"columns", "even-columns", "recursive", "grid2d"})
            for (qint64 n : {1000, 4000, 10000})
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(a).arg(n))) << QString(a) << n;
    }
    void partitionsGetTheLargestBalancedBlock()
    {
        QFETCH(QString, algorithm);
        QFETCH(qint64, n);
        const Platform star16 = example("star16.json"); // physical units
        const std::string a = algorithm.toStdString();
        const std::int64_t q = chooseBlockSize(star16, a, n, {});
        const double allowed = imbalance(star16, a.c_str(), n, kDefaultBlockSize) + 0.02;
        if (q == kDefaultBlockSize)
            return; // nothing larger kept the layout balanced
        QVERIFY(q > kDefaultBlockSize && q <= n);
        QVERIFY(imbalance(star16, a.c_str(), n, q) <= allowed);
        QVERIFY(q >= kSmallestBlockSize && q <= kLargestBlockSize);
        // q cuts n into whole blocks with the least remainder, and every larger candidate
        // (⌈n/b⌉ for fewer blocks b) is out of balance.
        const std::int64_t blocks = (n + q - 1) / q;
        QCOMPARE((n + blocks - 1) / blocks, q);
        for (std::int64_t b = blocks - 1; b >= 1; --b) {
            const std::int64_t larger = (n + b - 1) / b;
            if (larger > kLargestBlockSize || larger > n)
                break;
            if (larger > q)
                QVERIFY2(imbalance(star16, a.c_str(), n, larger) > allowed, qPrintable(QString::number(larger)));
        }
    }

    // Two equal speeds at n = 4000: 384 leaves 11 blocks, which two cannot share evenly; the
    // chooser cuts 4000 into 10 blocks of 400 instead.
    void equalPairGetsAnEvenCut()
    {
        Platform pair = example("star16.json");
        pair.processors.resize(2);
        pair.processors[1].speed = pair.processors[0].speed;
        pair.links.resize(2);
        const std::int64_t q = chooseBlockSize(pair, "columns", 4000, {});
        QVERIFY2(q >= 256, qPrintable(QString::number(q)));
        QCOMPARE(((4000 + q - 1) / q) % 2, std::int64_t(0));
    }

    // A homogeneous pair at n = 4000 balances at every size: the largest candidate.
    void homogeneousPair()
    {
        Platform pair = example("star16.json");
        pair.processors.resize(2);
        pair.processors[1].speed = pair.processors[0].speed;
        pair.links.resize(2);
        QCOMPARE(chooseBlockSize(pair, "even-columns", 4096, {}), std::int64_t(512));
    }

    void othersKeepTheDefault()
    {
        const Platform star16 = example("star16.json");
        QCOMPARE(chooseBlockSize(star16, "mw-global", 4000, {}), kDefaultBlockSize);  // q sets memory
        QCOMPARE(chooseBlockSize(star16, "layers", 4000, {}), kDefaultBlockSize);     // not the outer product
        QCOMPARE(chooseBlockSize(star16, "columns", 64, {}), kDefaultBlockSize);      // n below the default
        QCOMPARE(chooseBlockSize(example("lbp-fig1.json"), "columns", 4000, {}), kDefaultBlockSize); // blocks units
    }
};

QTEST_GUILESS_MAIN(TestBlockSize)
#include "tst_block_size.moc"

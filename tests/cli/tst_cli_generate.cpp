// `partita generate`: the same seed gives byte-identical files, nothing is printed
// on stdout, the file reads back as a valid platform, and bad options exit 2 with one
// "error:" line on stderr.
#include "io/platform_json.h"

#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

using namespace partita;

namespace {

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

Result runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(PARTITA_CLI), args);
    Result r;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliGenerate : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameBytes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("extension");
        QTest::addColumn<int>("processors");
        QTest::newRow("star json") << QStringList{"--kind", "star", "--p", "16"} << "json" << 16;
        QTest::newRow("mesh json")
            << QStringList{"--kind", "mesh", "--p", "25", "--seed", "7"} << "json" << 25;
        QTest::newRow("cluster json")
            << QStringList{"--kind", "cluster", "--p", "32", "--heterogeneity", "2"} << "json"
            << 32;
        QTest::newRow("tiers json")
            << QStringList{"--kind", "tiers", "--p", "37", "--seed", "2003"} << "json" << 37;
        QTest::newRow("tiers xml")
            << QStringList{"--kind", "tiers", "--p", "20", "--seed", "5"} << "xml" << 20;
    }
    void sameSeedSameBytes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, extension);
        QFETCH(int, processors);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString a = dir.filePath("a." + extension), b = dir.filePath("b." + extension);
        for (const QString &file : {a, b}) {
            const Result r = runCli(QStringList{"generate"} + args + QStringList{"--out", file});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.out.isEmpty(), r.out.constData()); // nothing on stdout
        }
        const QByteArray bytes = contents(a);
        QVERIFY(!bytes.isEmpty());
        QCOMPARE(contents(b), bytes);
        const Platform pl = readPlatformFile(a.toStdString());
        QCOMPARE(int(pl.processors.size()), processors);
    }

    void otherSeedOtherBytes()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        QCOMPARE(runCli({"generate", "--kind", "star", "--p", "8", "--seed", "1", "--out", a})
                     .exitCode,
                 0);
        QCOMPARE(runCli({"generate", "--kind", "star", "--p", "8", "--seed", "2", "--out", b})
                     .exitCode,
                 0);
        QVERIFY(contents(a) != contents(b));
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown kind")
            << QStringList{"--kind", "ring", "--p", "4"} << "unknown platform kind 'ring'";
        QTest::newRow("p = 0") << QStringList{"--kind", "star", "--p", "0"} << "(got 0)";
        QTest::newRow("mesh not square")
            << QStringList{"--kind", "mesh", "--p", "10"} << "not a perfect square";
        QTest::newRow("heterogeneity < 1")
            << QStringList{"--kind", "star", "--p", "4", "--heterogeneity", "0.5"}
            << "heterogeneity";
        QTest::newRow("p not a number") << QStringList{"--kind", "star", "--p", "many"} << "--p";
        QTest::newRow("negative seed")
            << QStringList{"--kind", "star", "--p", "4", "--seed", "-1"} << "--seed";
        QTest::newRow("missing --p") << QStringList{"--kind", "star"} << "--p";
        QTest::newRow("bad extension")
            << QStringList{"--kind", "star", "--p", "4", "--out-ext", "txt"} << ".txt";
        QTest::newRow("--paper001 on a star")
            << QStringList{"--kind", "star", "--p", "37", "--paper001"} << "apply to --kind tiers only";
        QTest::newRow("--paper001 other p")
            << QStringList{"--kind", "tiers", "--p", "40", "--paper001"} << "37 and 70 machines only (got --p 40)";
        QTest::newRow("--paper001 and a size")
            << QStringList{"--kind", "tiers", "--p", "37", "--paper001", "--mans", "3"} << "drop --mans";
        QTest::newRow("a size missing")
            << QStringList{"--kind", "tiers", "--p", "12", "--wan-nodes", "3", "--mans", "2", "--man-nodes", "2"}
            << "--lans-per-man is missing";
        QTest::newRow("redundancy too high")
            << QStringList{"--kind", "tiers", "--p", "12", "--wan-nodes", "3", "--mans", "2", "--man-nodes", "2",
                           "--lans-per-man", "2", "--wan-redundancy", "5"}
            << "WAN redundancy must be between 0 and 1";
    }

    // --paper001 gives the sizes of paper 001 §5.1 (Fig. 4: 70 machines, 103 routers, 182
    // links), the same as the Tiers options spelled out (docs/generator.md).
    void tiersOfThePaper()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.json"), b = dir.filePath("b.json");
        QCOMPARE(runCli({"generate", "--kind", "tiers", "--p", "70", "--paper001", "--out", a}).exitCode, 0);
        QCOMPARE(runCli({"generate", "--kind", "tiers", "--p", "70", "--wan-nodes", "7", "--mans", "8", "--man-nodes",
                         "5", "--lans-per-man", "7", "--wan-redundancy", "2", "--man-redundancy", "1", "--out", b})
                     .exitCode,
                 0);
        QCOMPARE(contents(a), contents(b));
        const Platform pl = readPlatformFile(a.toStdString());
        QCOMPARE(int(pl.processors.size()), 70);
        QCOMPARE(int(pl.routers.size()), 103);
        QCOMPARE(int(pl.links.size()), 182);
    }
    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QString out = dir.filePath("p.json");
        if (const qsizetype i = args.indexOf("--out-ext"); i >= 0) {
            out = dir.filePath("p." + args[i + 1]);
            args.remove(i, 2);
        }
        const Result r = runCli(QStringList{"generate"} + args + QStringList{"--out", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith("error: "), qPrintable(err));
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(out)); // nothing written on failure
    }
};

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"

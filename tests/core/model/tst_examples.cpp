// The bundled example platforms (resources/examples): each one parses and validates, is listed
// in the folder's README, and holds the numbers of the paper it comes from.
#include "io/platform_json.h"
#include "model/generator.h"
#include "model/validate.h"

#include <QtTest>

#include <QDir>

#include <algorithm>
#include <cmath>
#include <map>

using namespace partita;

namespace {

QString examplesDir() { return QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples"); }

Platform example(const char *file)
{
    return readPlatformFile((examplesDir() + "/" + file).toStdString());
}

// Paper 002 §5: mu is the largest integer with mu^2 + 4 mu <= m.
int mu(double m)
{
    int k = 0;
    while ((k + 1) * (k + 1) + 4 * (k + 1) <= m)
        ++k;
    return k;
}

} // namespace

class TestExamples : public QObject {
    Q_OBJECT

private slots:
    void parsesAndValidates_data()
    {
        QTest::addColumn<QString>("file");
        const auto files = QDir(examplesDir()).entryList({"*.json", "*.xml"}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f;
    }
    void parsesAndValidates()
    {
        QFETCH(QString, file);
        const std::string path = (examplesDir() + "/" + file).toStdString();
        Platform pl;
        try {
            pl = readPlatformFile(path);
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
        validatePlatform(pl, path);
        QVERIFY(!pl.name.empty());
        QVERIFY(!pl.computingProcessors().empty());
        QVERIFY(pl.hasNode(pl.master));
        for (const auto &p : pl.processors)
            QVERIFY(p.x && p.y);
        // Listed, with its source, in the folder's README.
        QFile readme(examplesDir() + "/README.md");
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY2(QString::fromUtf8(readme.readAll()).contains("`" + file + "`"), qPrintable(file));
    }

    // Paper 004 §1.2: "the computing power of P1, P2, P3 and P4 are 1, 1, 2 and 4", fed by a
    // source that does not compute, over equal links.
    void lbpFigure1()
    {
        const Platform pl = example("lbp-fig1.json");
        QCOMPARE(pl.units, Units::Blocks);
        const auto workers = pl.computingProcessors();
        QCOMPARE(int(workers.size()), 4);
        const std::vector<double> power{1, 1, 2, 4};
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(workers[i].speed, power[i]);
        QVERIFY(!pl.findProcessor(pl.master));
        for (const auto &l : pl.links) {
            QCOMPARE(l.from, pl.master);
            QCOMPARE(l.bandwidth, pl.links.front().bandwidth);
        }
    }

    // Paper 002 Table 2: c = 2, 3, 5; w = 2, 3, 1; mu = 6, 18, 10; so speed = 1/w and
    // bandwidth = 1/c (docs/platform-format.md), and the memory gives back mu by mu^2 + 4mu <= m.
    void masterWorkerTable2()
    {
        const Platform pl = example("mw-table2.json");
        QCOMPARE(pl.units, Units::Blocks);
        QCOMPARE(pl.master, std::string("M"));
        const std::vector<double> c{2, 3, 5}, w{2, 3, 1}, firstRatio{1.5, 3, 1};
        const std::vector<int> mus{6, 18, 10};
        const auto workers = pl.computingProcessors();
        QCOMPARE(int(workers.size()), 3);
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(workers[i].speed, 1 / w[i]);
            QCOMPARE(mu(workers[i].memory), mus[i]);
            // The smallest such memory: one buffer less gives a smaller mu.
            QCOMPARE(mu(workers[i].memory - 1), mus[i] - 1);
            const auto link = std::find_if(pl.links.begin(), pl.links.end(),
                                           [&](const Link &l) { return l.to == workers[i].id; });
            QVERIFY(link != pl.links.end());
            QCOMPARE(link->bandwidth, 1 / c[i]);
            // The first ratios of the global selection (§6.2): mu^2 / (2 mu c) = 1.5, 3, 1.
            QCOMPARE(mus[i] * mus[i] / (2 * mus[i] * c[i]), firstRatio[i]);
        }
    }

    // Paper 001 §2.4: 7 processors, 8 bidirectional links a..h, and the ten paths the text
    // lists are paths of the graph.
    void toyCluster()
    {
        const Platform pl = example("toy-cluster.json");
        QCOMPARE(int(pl.processors.size()), 7);
        QCOMPARE(int(pl.links.size()), 8);
        std::map<std::string, const Link *> byName;
        for (const auto &l : pl.links) {
            QVERIFY(l.bidirectional);
            byName[l.name] = &l;
        }
        QCOMPARE(int(byName.size()), 8);
        for (char c = 'a'; c <= 'h'; ++c)
            QVERIFY(byName.count(std::string(1, c)));
        const std::vector<std::tuple<std::string, std::string, std::string>> paths{
            {"P1", "P2", "ab"}, {"P1", "P5", "h"},  {"P2", "P3", "cd"}, {"P2", "P1", "bgh"},
            {"P3", "P4", "de"}, {"P3", "P2", "def"}, {"P4", "P5", "fbg"}, {"P4", "P3", "ed"},
            {"P5", "P1", "h"},  {"P5", "P4", "gbf"}};
        for (const auto &[from, to, links] : paths) {
            std::string at = from;
            for (char name : links) {
                const Link &l = *byName[std::string(1, name)];
                QVERIFY2(l.from == at || l.to == at, qPrintable(QString("%1 -> %2 at link %3")
                                                                    .arg(from.c_str(), to.c_str())
                                                                    .arg(name)));
                at = l.from == at ? l.to : l.from;
            }
            QCOMPARE(at, to);
        }
    }

    // The generated examples are exactly what the generator gives with the options the README
    // states, so the files and the generator cannot drift apart.
    void generatedExamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("p");
        QTest::newRow("star16") << "star16.json" << "star" << 16;
        QTest::newRow("mesh5x5") << "mesh5x5.json" << "mesh" << 25;
    }
    void generatedExamples()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(int, p);
        GeneratorOptions o;
        o.kind = kind.toStdString();
        o.p = p;
        o.seed = 1;
        QVERIFY(example(file.toStdString().c_str()) == generatePlatform(o));
    }
};

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"

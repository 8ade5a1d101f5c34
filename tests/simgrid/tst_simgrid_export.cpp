// Partita's SimGrid exports loaded by SimGrid 3.32 itself (simgrid_export_routes.py,
// python3-simgrid): every host with its speed and cores, and for every ordered pair of hosts
// the route SimGrid takes, link by link, with its latency, equal to Partita's route
// (model/graph.h). The exports route in a DijkstraCache zone with bypasses where SimGrid's
// shortest path is not Partita's widest one (io/simgrid_graph_routes.h), or in a Full zone;
// both must give Partita's routes. Skipped when SimGrid's bindings are absent.
#include "simgrid_test_support.h"
#include "../core/io/sample_platforms.h"
#include "io/platform_json.h"
#include "io/simgrid_xml.h"
#include "model/generator.h"
#include "model/graph.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <map>

Q_DECLARE_METATYPE(partita::Platform)

using namespace partita;

namespace {

// P1 - P2 - ... - Pn, no router: every route is the only path.
Platform chain(int n)
{
    Platform p;
    p.name = "chain";
    for (int i = 1; i <= n; ++i)
        p.processors.push_back(test::processor("P" + std::to_string(i), 1 + i % 7, 1024));
    for (int i = 1; i < n; ++i)
        p.links.push_back(test::link("P" + std::to_string(i), "P" + std::to_string(i + 1), 100 + i % 5, 1e-5));
    return p;
}

// The <link> ids of an export, in the platform's order.
std::vector<std::string> linkIds(const std::string &xml)
{
    std::vector<std::string> ids;
    static const QRegularExpression link(QStringLiteral("^    <link id=\"([^\"]*)\""),
        QRegularExpression::MultilineOption);
    for (auto it = link.globalMatch(QString::fromStdString(xml)); it.hasNext();)
        ids.push_back(it.next().captured(1).toStdString());
    return ids;
}

// Partita's route in SimGrid's names: a split-duplex link crossed from -> to is "<id>_UP".
QString simgridNames(const Platform &p, const std::vector<std::string> &ids, const Route &r)
{
    std::string out;
    for (std::size_t k = 0; k < r.links.size(); ++k) {
        const auto link = static_cast<std::size_t>(r.links[k]);
        out += (k ? "," : "") + ids[link];
        if (p.links[link].sharing == Sharing::SplitDuplex)
            out += r.reversed[k] ? "_DOWN" : "_UP";
    }
    return QString::fromStdString(out);
}

} // namespace

class TstSimGridExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_python = simgrid_test::simgridPython(); }

    void routesAsPartitas_data()
    {
        QTest::addColumn<Platform>("platform");
        QTest::addColumn<QStringList>("sources"); // empty: every host
        for (const auto &[name, platform] : test::samplePlatforms())
            QTest::newRow(("sample " + name).c_str()) << platform << QStringList();
        for (const QString &file : QDir(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples"))
                 .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(file))
                << readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/" + file.toStdString()) << QStringList();
        // Generated kinds: a mesh and a Tiers platform have many shortest paths of equal
        // length, where SimGrid's choice and the widest path part (bypasses).
        for (const std::string kind : {"star", "cluster", "mesh", "tiers"})
            for (const std::uint64_t seed : {1, 2})
                QTest::newRow(("generated " + kind + " " + std::to_string(seed)).c_str())
                    << generatePlatform(GeneratorOptions{kind, kind == "mesh" ? 36 : 30, seed}) << QStringList();
        QTest::newRow("chain of 1000, from 3 hosts") << chain(1000) << QStringList{"P1", "P500", "P1000"};
    }

    void routesAsPartitas()
    {
        QFETCH(Platform, platform);
        QFETCH(QStringList, sources);
        if (m_python.isEmpty())
            QSKIP("python3-simgrid is not installed: SimGrid's own routes cannot be compared");
        const std::string xml = platformToSimGridXml(platform);
        QCOMPARE(platformToJson(parseSimGridXml(xml, "export.xml")), platformToJson(platform));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("export.xml"));
        std::ofstream(path.toStdString()) << xml;
        QProcess sg;
        sg.start(m_python, QStringList{QStringLiteral(PARTITA_SOURCE_DIR "/tests/simgrid/simgrid_export_routes.py"), path} + sources);
        QVERIFY(sg.waitForFinished(240000));
        QVERIFY2(sg.exitStatus() == QProcess::NormalExit && sg.exitCode() == 0, sg.readAllStandardError().constData());

        const std::vector<std::string> ids = linkIds(xml);
        QCOMPARE(ids.size(), platform.links.size());
        std::map<std::string, const Processor *> hosts;
        for (const Processor &pr : platform.processors)
            hosts[pr.id] = &pr;
        // SimGrid's speeds are flop/s of one core; Partita's Gflop/s of all (blocks: unscaled).
        const double scale = platform.units == Units::Blocks ? 1 : 1e9;
        std::map<std::string, std::unordered_map<std::string, Route>> routes;
        std::size_t hostLines = 0, routeLines = 0;
        QStringList diffs;
        for (const QString &line : QString::fromUtf8(sg.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts)) {
            const QStringList f = line.split('\t');
            if (f.value(0) == "host" && f.size() == 4) {
                ++hostLines;
                const auto it = hosts.find(f[1].toStdString());
                QVERIFY2(it != hosts.end(), qPrintable(f[1]));
                const double total = f[2].toDouble() * f[3].toDouble() / scale;
                if (std::abs(it->second->speed - total) > 1e-12 * total || it->second->cores != f[3].toInt())
                    diffs << line;
            } else if (f.value(0) == "route" && f.size() == 5) {
                ++routeLines;
                const std::string src = f[1].toStdString(), dst = f[2].toStdString();
                auto it = routes.find(src);
                if (it == routes.end())
                    it = routes.emplace(src, platformRoutes(platform, src)).first;
                const auto r = it->second.find(dst);
                if (r == it->second.end() || !r->second.reachable) {
                    if (!f[4].isEmpty())
                        diffs << line + " (Partita: no route)";
                    continue;
                }
                const double latency = f[3].toDouble();
                const QString names = simgridNames(platform, ids, r->second);
                if (names != f[4] || std::abs(r->second.latency - latency) > 1e-9 * r->second.latency + 1e-15)
                    diffs << line + " (Partita: " + names + " " + QString::number(r->second.latency, 'g', 17) + ")";
            }
        }
        QCOMPARE(hostLines, platform.processors.size());
        const std::size_t from = sources.isEmpty() ? platform.processors.size() : static_cast<std::size_t>(sources.size());
        QCOMPARE(routeLines, from * (platform.processors.size() - 1));
        QVERIFY2(diffs.isEmpty(), qPrintable(diffs.mid(0, 5).join('\n')));
    }

private:
    QString m_python;
};

QTEST_GUILESS_MAIN(TstSimGridExport)
#include "tst_simgrid_export.moc"

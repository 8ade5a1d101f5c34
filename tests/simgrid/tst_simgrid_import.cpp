// Import of SimGrid 3.32's own example platforms (tests/data/simgrid, LGPL-2.1, see the README
// there): each file is imported with every host pair's route equal to SimGrid's (hosts, links,
// latency), imported with warnings saying what differs, or refused with a stated reason
// (docs/platform-format.md, SimGrid example platforms). SimGrid itself is the oracle:
// simgrid_routes.py prints its routes; without python3-simgrid the comparison is skipped.
#include "simgrid_test_support.h"
#include "io/simgrid_xml.h"
#include "io/platform_json.h"
#include "model/error.h"
#include "model/graph.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

using namespace partita;

namespace {

enum class Outcome { Exact, Warned, Refused };

struct Expected {
    Outcome outcome;
    const char *reason; // Warned: part of a warning; Refused: part of the error
};

// The table of docs/platform-format.md.
const std::map<QString, Expected> &expectations()
{
    static const std::map<QString, Expected> table{
        {"small_platform.xml", {Outcome::Exact, ""}},
        {"small_platform_with_routers.xml", {Outcome::Exact, ""}},
        {"small_platform_one_link_routes.xml", {Outcome::Exact, ""}},
        {"small_platform_fatpipe.xml", {Outcome::Exact, ""}},
        {"small_platform_profile.xml", {Outcome::Warned, "no availability or state profiles"}},
        {"two_hosts.xml", {Outcome::Exact, ""}},
        {"two_hosts_platform_shared.xml", {Outcome::Exact, ""}},
        {"onelink.xml", {Outcome::Exact, ""}},
        {"crosstraffic.xml", {Outcome::Exact, ""}},
        {"dogbone.xml", {Outcome::Exact, ""}},
        {"simulacrum_7_hosts.xml", {Outcome::Exact, ""}},
        {"multicore_machine.xml", {Outcome::Exact, ""}},
        {"three_multicore_hosts.xml", {Outcome::Exact, ""}},
        {"bypassRoute.xml", {Outcome::Warned, "routing Dijkstra"}}, // SimGrid 3.32 fails on it
        {"config.xml", {Outcome::Exact, ""}},
        {"energy_platform.xml", {Outcome::Exact, ""}},
        {"model_checker_platform.xml", {Outcome::Exact, ""}},
        {"hosts_with_disks.xml", {Outcome::Exact, ""}},
        {"small_platform_routing_none.xml", {Outcome::Refused, "disconnected"}},
        {"wifi.xml", {Outcome::Refused, "wifi zones are not supported"}},
        {"vivaldi.xml", {Outcome::Refused, "has no links to the zone's centre"}},
        {"two_peers.xml", {Outcome::Exact, ""}},
        // its gateway zone's routers are joined to no host: dropped, each with a warning
        {"data_center.xml", {Outcome::Exact, ""}},
        {"cluster_and_one_host.xml", {Outcome::Exact, ""}},
        {"cluster_backbone.xml", {Outcome::Exact, ""}},
        {"cluster_multi.xml", {Outcome::Exact, ""}},
        {"cluster_torus.xml", {Outcome::Exact, ""}},
        {"cluster_fat_tree.xml", {Outcome::Exact, ""}},
        {"cluster_dragonfly.xml", {Outcome::Exact, ""}},
        // SimGrid 3.32 routes no pair of hosts of two different Cluster zones (it fails on their
        // routers); Partita takes widest paths for them, through the zone routes' links.
        {"routing_cluster.xml", {Outcome::Warned, "where SimGrid 3.32 finds none either"}},
        {"meta_cluster.xml", {Outcome::Warned, "where SimGrid 3.32 finds none either"}},
        {"ptask_L07.xml", {Outcome::Refused, "latency must be at most"}},
        {"faulty_host.xml", {Outcome::Refused, "disconnected"}},
    };
    return table;
}

QString dataDir()
{
    return QStringLiteral(PARTITA_SOURCE_DIR "/tests/data/simgrid");
}

std::string readText(const QString &path)
{
    std::ifstream in(path.toStdString());
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// How SimGrid names the links of a route: a split-duplex link crossed from -> to is
// "<id>_UP", the other way "<id>_DOWN".
std::string simgridNames(const Platform &p, const Route &r)
{
    std::string out;
    for (std::size_t k = 0; k < r.links.size(); ++k) {
        const Link &l = p.links[static_cast<std::size_t>(r.links[k])];
        out += (k ? "," : "") + l.name;
        if (l.sharing == Sharing::SplitDuplex)
            out += r.reversed[k] ? "_DOWN" : "_UP";
    }
    return out;
}

// The differences between Partita's import and SimGrid's view of the file, one line each.
QStringList differences(const Platform &p, const QString &simgridOutput)
{
    QStringList diffs;
    std::map<std::string, const Processor *> hosts;
    for (const Processor &pr : p.processors)
        hosts[pr.id] = &pr;
    std::map<std::string, std::unordered_map<std::string, Route>> routes;
    std::size_t simgridHosts = 0;
    // simgrid_routes.py prints "host NAME FLOPS_PER_CORE CORES" and "route SRC DST LATENCY LINKS".
    for (const QString &line : simgridOutput.split('\n', Qt::SkipEmptyParts)) {
        const QStringList f = line.split('\t');
        if (f.value(0) == "host" && f.size() == 4) {
            ++simgridHosts;
            const auto it = hosts.find(f[1].toStdString());
            if (it == hosts.end()) {
                diffs << "host " + f[1] + " missing";
                continue;
            }
            const double total = f[2].toDouble() * f[3].toDouble() / 1e9; // flop/s per core × cores, in Gflop/s
            if (std::abs(it->second->speed - total) > 1e-12 * total || it->second->cores != f[3].toInt())
                diffs << QString("host %1: speed %2 with %3 cores, SimGrid %4 with %5")
                             .arg(f[1])
                             .arg(it->second->speed)
                             .arg(it->second->cores)
                             .arg(total)
                             .arg(f[3]);
        } else if (f.value(0) == "route" && f.size() == 5) {
            const std::string src = f[1].toStdString(), dst = f[2].toStdString();
            // An empty route: the file declares none between these hosts, and SimGrid could not
            // send between them (docs/platform-format.md: Partita takes the widest path).
            if (!hosts.contains(src) || !hosts.contains(dst) || f[4].isEmpty())
                continue;
            auto it = routes.find(src);
            if (it == routes.end())
                it = routes.emplace(src, platformRoutes(p, src)).first;
            const auto r = it->second.find(dst);
            if (r == it->second.end() || !r->second.reachable) {
                diffs << QString("%1 -> %2: no route").arg(f[1], f[2]);
                continue;
            }
            const double latency = f[3].toDouble(); // seconds, the route's total
            const QString names = QString::fromStdString(simgridNames(p, r->second));
            if (names != f[4] || std::abs(r->second.latency - latency) > 1e-9 * latency + 1e-15)
                diffs << QString("%1 -> %2: links %3 latency %4, SimGrid links %5 latency %6")
                             .arg(f[1], f[2], names)
                             .arg(r->second.latency, 0, 'g', 17)
                             .arg(f[4])
                             .arg(latency, 0, 'g', 17);
        }
    }
    if (simgridHosts != p.processors.size())
        diffs << QString("%1 processors, SimGrid %2 hosts").arg(p.processors.size()).arg(simgridHosts);
    return diffs;
}

} // namespace

class TstSimGridImport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_python = simgrid_test::simgridPython();
    }

    // Every bundled example has a row in the table, and every row a file.
    void table()
    {
        QStringList files = QDir(dataDir()).entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QVERIFY2(expectations().contains(f), qPrintable(f + " has no expected outcome"));
        for (const auto &[f, e] : expectations())
            QVERIFY2(files.contains(f), qPrintable(f + " is not in tests/data/simgrid"));
    }

    void example_data()
    {
        QTest::addColumn<QString>("file");
        for (const auto &[f, e] : expectations())
            QTest::newRow(qPrintable(f)) << f;
    }

    void example()
    {
        QFETCH(QString, file);
        const Expected expected = expectations().at(file);
        const QString path = dataDir() + "/" + file;
        std::vector<ImportWarning> warnings;
        Platform p;
        try {
            p = parseSimGridXml(readText(path), file.toStdString(), &warnings);
        } catch (const InputError &e) {
            QVERIFY2(expected.outcome == Outcome::Refused, e.what());
            QVERIFY2(std::string(e.what()).find(expected.reason) != std::string::npos, e.what());
            return;
        }
        QVERIFY2(expected.outcome != Outcome::Refused, qPrintable(file + " was imported"));
        if (expected.outcome == Outcome::Warned) {
            const bool found = std::any_of(warnings.begin(), warnings.end(),
                [&](const ImportWarning &w) { return w.text().find(expected.reason) != std::string::npos; });
            QVERIFY2(found, expected.reason);
        }
        // What SimGrid says of the same file.
        if (m_python.isEmpty())
            QSKIP("python3-simgrid is not installed: SimGrid's own routes cannot be compared");
        QProcess sg;
        sg.start(m_python, {QStringLiteral(PARTITA_SOURCE_DIR "/tests/simgrid/simgrid_routes.py"), path});
        QVERIFY(sg.waitForFinished(120000));
        if (expected.outcome == Outcome::Warned && (sg.exitStatus() != QProcess::NormalExit || sg.exitCode() != 0))
            QSKIP("SimGrid 3.32 itself does not load this file (its profiles are not bundled, or it fails)");
        QVERIFY2(sg.exitCode() == 0, sg.readAllStandardError().constData());
        const QStringList diffs = differences(p, QString::fromUtf8(sg.readAllStandardOutput()));
        if (expected.outcome == Outcome::Exact)
            QVERIFY2(diffs.isEmpty(), qPrintable(diffs.mid(0, 5).join('\n')));
    }

    // data_center.xml: the four routers of its gateway zone are joined to one another by three
    // links and three routes, and to no host (no zone route leads to that zone); each is dropped
    // with a warning naming the file, the line and the element, and the platform keeps its 120
    // hosts (3 cabinets of 40, 50 and 30).
    void unreachableRouters()
    {
        std::vector<ImportWarning> warnings;
        const Platform p = parseSimGridXml(readText(dataDir() + "/data_center.xml"), "data_center.xml", &warnings);
        QCOMPARE(p.processors.size(), std::size_t(120));
        for (const Router &r : p.routers)
            QVERIFY2(r.id.rfind("gw_dc1_", 0) != 0 && r.id != "router_dataCenter1", r.id.c_str());
        const auto has = [&](const std::string &text) {
            return std::any_of(warnings.begin(), warnings.end(), [&](const ImportWarning &w) { return w.text() == text; });
        };
        const std::string reason = "' ignored: no host reaches it through the links, so it carries no traffic";
        QVERIFY(has("data_center.xml:22: router 'gw_dc1_horizdist" + reason));
        QVERIFY(has("data_center.xml:23: router 'gw_dc1_maindist" + reason));
        QVERIFY(has("data_center.xml:24: router 'gw_dc1_entranceroom" + reason));
        QVERIFY(has("data_center.xml:27: router 'router_dataCenter1" + reason));
        QVERIFY(has("data_center.xml:30: link 'dc1_horizdist_maindist' ignored: it joins routers no host reaches"));
        QVERIFY(has("data_center.xml:35: route from 'gw_dc1_horizdist' to 'gw_dc1_maindist' ignored: it joins "
                    "routers no host reaches"));
    }

    // With PARTITA_SIMGRID_EXAMPLES set to a directory of SimGrid platforms (SimGrid 3.32's
    // examples/platforms has 47), one line per file saying how its import compares with SimGrid,
    // and the counts (docs/platform-format.md, SimGrid's example platforms).
    void directory()
    {
        const QString dir = qEnvironmentVariable("PARTITA_SIMGRID_EXAMPLES");
        if (dir.isEmpty() || m_python.isEmpty())
            QSKIP("set PARTITA_SIMGRID_EXAMPLES to a directory of SimGrid platforms (needs python3-simgrid)");
        std::map<QString, int> counts;
        for (const QString &file : QDir(dir).entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name)) {
            const QString path = dir + "/" + file;
            QString outcome;
            std::vector<ImportWarning> warnings;
            try {
                const Platform p = parseSimGridXml(readText(path), file.toStdString(), &warnings);
                QProcess sg;
                sg.start(m_python, {QStringLiteral(PARTITA_SOURCE_DIR "/tests/simgrid/simgrid_routes.py"), path});
                QVERIFY(sg.waitForFinished(600000));
                if (sg.exitStatus() != QProcess::NormalExit || sg.exitCode() != 0) {
                    outcome = "imported, SimGrid fails on it";
                } else {
                    const QStringList diffs = differences(p, QString::fromUtf8(sg.readAllStandardOutput()));
                    outcome = diffs.isEmpty() ? QString("exact") : QString("differs (%1 differences)").arg(diffs.size());
                    if (!diffs.isEmpty())
                        qInfo().noquote() << "   " << diffs.first();
                }
            } catch (const InputError &e) {
                outcome = QString("refused: ") + e.what();
            }
            qInfo().noquote() << file << outcome << (warnings.empty() ? "" : QString("(%1 warnings)").arg(warnings.size()));
            ++counts[outcome.section(' ', 0, 0).remove(':').remove(',')];
        }
        for (const auto &[kind, count] : counts)
            qInfo().noquote() << kind << count;
    }

private:
    QString m_python;
};

QTEST_GUILESS_MAIN(TstSimGridImport)
#include "tst_simgrid_import.moc"

#pragma once
// What the SimGrid tests share: the Python interpreter that has SimGrid's bindings (their
// oracle, python3-simgrid) and the 20 small generated platforms the replays run on.

#include "model/generator.h"
#include "model/platform.h"

#include <QProcess>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace partita::simgrid_test {

// A Python interpreter that imports simgrid ($PARTITA_SIMGRID_PYTHON, then python3), or an empty
// string when none does (the tests then skip their comparisons).
inline QString simgridPython()
{
    QStringList candidates;
    if (const QByteArray env = qgetenv("PARTITA_SIMGRID_PYTHON"); !env.isEmpty())
        candidates << QString::fromLocal8Bit(env);
    candidates << QStringLiteral("/usr/bin/python3") << QStringLiteral("python3");
    for (const QString &python : candidates) {
        QProcess p;
        p.start(python, {QStringLiteral("-c"), QStringLiteral("import simgrid")});
        if (p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return python;
    }
    return {};
}

struct GeneratedPlatform {
    std::string name; // "star5-seed1"
    std::string kind; // the generator's kind
    Platform platform;
};

// 20 random platforms (docs/generator.md), small enough for SimGrid's threads and a short test:
// seeds 1 to 5 of a star of 5, a mesh of 9, a cluster of 6 and a Tiers network of 8.
inline std::vector<GeneratedPlatform> generatedPlatforms()
{
    std::vector<GeneratedPlatform> out;
    const std::vector<std::pair<std::string, int>> kinds{{"star", 5}, {"mesh", 9}, {"cluster", 6}, {"tiers", 8}};
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        for (const auto &[kind, p] : kinds) {
            GeneratorOptions g;
            g.kind = kind;
            g.p = p;
            g.seed = seed;
            out.push_back({kind + std::to_string(p) + "-seed" + std::to_string(seed), kind, generatePlatform(g)});
        }
    return out;
}

} // namespace partita::simgrid_test

// The comparison schedules of paper 004 §6.2.2 (SUMMA, pipeline, chunked pipeline) on cases
// worked out by hand, and their invariants on generated meshes next to lbp-mesh.
#include "model/error.h"
#include "model/generator.h"
#include "partition/apportion.h"
#include "schedule/lbp/lbp_mesh.h"
#include "schedule/lbp/mesh_baselines.h"

#include "../data_checks.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace partita;

namespace {

bool near(double a, double b, double rel = 1e-9) { return std::abs(a - b) <= rel * std::max(1.0, std::abs(b)); }

Platform blocksPlatform(const std::vector<std::pair<std::string, double>> &processors, bool withSource)
{
    Platform p;
    p.units = Units::Blocks;
    if (withSource) {
        p.master = "S";
        p.routers.push_back({"S", {}, {}});
    }
    for (const auto &[id, speed] : processors)
        p.processors.push_back({id, id, speed, 100, {}, {}, {}, {}});
    return p;
}

void addLink(Platform &p, const std::string &a, const std::string &b, double bandwidth)
{
    p.links.push_back({"", a, b, bandwidth, 0, true, Sharing::Shared});
}

double sum(const std::vector<double> &v)
{
    double s = 0;
    for (double x : v)
        s += x;
    return s;
}

Platform generatedMesh(int p)
{
    GeneratorOptions o;
    o.kind = "mesh";
    o.p = p;
    return generatePlatform(o);
}

} // namespace

class TestMeshBaselines : public QObject {
    Q_OBJECT
private slots:
    // 1×2 grid: P1 (speed 1) and P2 (speed 2), one link of bandwidth 1, n = 4, q = 2 (blocks:
    // 8 multiply-adds and 4 elements per unit at speed and bandwidth 1). Each owns C(0:3, 2
    // columns); panels K = 0:1 (A held by P1) and 2:3 (A held by P2); B never moves (one grid
    // row). A(0:3, K) is 8 elements: both panels cross the link at once, in opposite
    // directions, sharing it: 2 elements per unit each, both in at 4. Updates are 4·2·2 = 16
    // multiply-adds: P1 panel 0 in [0, 2], panel 1 in [4, 6]; P2 panel 0 in [4, 5] (at 16 per
    // unit), panel 1 after it in [5, 6]. Makespan 6, volume 16 elements.
    void summaByHand()
    {
        Platform p = blocksPlatform({{"P1", 1}, {"P2", 2}}, false);
        p.processors[0].x = 0;
        p.processors[0].y = 0;
        p.processors[1].x = 100;
        p.processors[1].y = 0;
        addLink(p, "P1", "P2", 1);
        const auto r = planSummaMesh(p, Problem{4, 2});
        QCOMPARE(r.gridRows, 1);
        QCOMPARE(r.gridCols, 2);
        QCOMPARE(r.work, (std::vector<double>{32, 32}));
        QVERIFY(near(r.makespan, 6));
        QVERIFY(near(r.volume, 16));
        QVERIFY(r.notes.empty());
    }

    // SUMMA passes the pivots between grid neighbours over their own link (paper 004 §6.2.2),
    // even where the widest route between them is a detour: 2×2 grid, P1 (0,0), P2 (1,0),
    // P3 (0,1), P4 (1,1), speeds 1, the link P1-P2 of bandwidth 1 and the three others 100, so
    // the widest route from P1 to P2 is P1-P3-P4-P2. n = 4, q = 2: each panel of A(I_r, K) is
    // 2·2 = 4 elements and crosses one hop in each grid row; B likewise in each grid column.
    // Panels 0:1 and 2:3: A moves 2·2·4 = 16 elements, B 16, volume 32 (a detour would count
    // 3 hops for every message between P1 and P2: 48). In blocks units a message of 4 elements
    // is one block, 1 time unit alone on the narrow link: P1's part of panel 0 goes to P2 while
    // P2's part of panel 1 goes to P1, sharing the link both ways, both in at 2. Each processor
    // makes two updates of 2·2·2 multiply-adds (one block update, 1 unit at speed 1), in panel
    // order: P2's panel-0 update waits for its A until 2, its panel-1 update ends at 4. Through
    // the detour both messages would be in at about 0.03 and the run would end near 2.
    void summaKeepsToGridLinks()
    {
        Platform p = blocksPlatform({{"P1", 1}, {"P2", 1}, {"P3", 1}, {"P4", 1}}, false);
        const double xy[4][2] = {{0, 0}, {100, 0}, {0, 100}, {100, 100}};
        for (int i = 0; i < 4; ++i) {
            p.processors[static_cast<std::size_t>(i)].x = xy[i][0];
            p.processors[static_cast<std::size_t>(i)].y = xy[i][1];
        }
        addLink(p, "P1", "P2", 1);
        addLink(p, "P1", "P3", 100);
        addLink(p, "P3", "P4", 100);
        addLink(p, "P2", "P4", 100);
        // A declared route of the whole platform (over its links 1-2-3) does not leak into
        // SUMMA's view, whose links are renumbered.
        p.routes.push_back({"P1", "P2", {{1, false}, {2, false}, {3, true}}, true});
        const auto r = planSummaMesh(p, Problem{4, 2});
        QCOMPARE(r.gridRows, 2);
        QVERIFY(near(r.volume, 32));
        QVERIFY2(near(r.makespan, 4), qPrintable(QString::number(r.makespan)));
        QVERIFY(r.notes.empty());
        for (const auto &route : r.run.platform.routes)
            QCOMPARE(route.hops.size(), std::size_t(1));
    }

    // Chain S - P1 - P2, speeds 1, links 8 (q = 1, n = 4): a copy of A and B is 32 elements, 4
    // units a hop; layers k = (2, 2), 32 multiply-adds each.
    //  pipeline: P1 has its copy at 4 and computes until 36; P2 has it at 8, ends at 40.
    //  chunked: m = 4 chunks (the best of 1, 2, 4): P2's last chunk is in at 4 + 1, it ends at
    //  37. Both move the copy over two links: 64 elements.
    void pipelinesByHandOnAChain()
    {
        Platform chain = blocksPlatform({{"P1", 1}, {"P2", 1}}, true);
        addLink(chain, "S", "P1", 8);
        addLink(chain, "P1", "P2", 8);
        const auto pipe = planPipeline(chain, Problem{4, 1});
        QCOMPARE(pipe.k, (std::vector<std::int64_t>{2, 2}));
        QVERIFY(near(pipe.makespan, 40));
        QVERIFY(near(pipe.volume, 64));
        const auto chunked = planChunkedPipeline(chain, Problem{4, 1});
        QCOMPARE(chunked.chunks, 4);
        QVERIFY(near(chunked.makespan, 37));
        QVERIFY(near(chunked.volume, 64));
        QVERIFY(near(planChunkedPipeline(chain, Problem{4, 1}, 1).makespan, 40)); // m = 1 is the pipeline
    }

    // 2×2 square S; P1, P2 one hop; P3 fed by both (speeds 1, links 8, n = 4): k = (2, 1, 1).
    // The pipeline sends the copy over all four links (P3 gets two, keeps the one from P1, the
    // first in link order of two arriving at 8): volume 4·32 = 128. P1 computes 32 from 4 to
    // 36. The chunked pipeline's tree feeds P3 from one side only: 3·32 = 96.
    void pipelinesByHandOnASquare()
    {
        Platform sq = blocksPlatform({{"P1", 1}, {"P2", 1}, {"P3", 1}}, true);
        addLink(sq, "S", "P1", 8);
        addLink(sq, "S", "P2", 8);
        addLink(sq, "P1", "P3", 8);
        addLink(sq, "P2", "P3", 8);
        const auto pipe = planPipeline(sq, Problem{4, 1});
        QCOMPARE(pipe.k, (std::vector<std::int64_t>{2, 1, 1}));
        QVERIFY(near(pipe.volume, 128));
        QVERIFY(near(pipe.makespan, 36));
        QVERIFY(near(planChunkedPipeline(sq, Problem{4, 1}).volume, 96));
    }

    // On a generated 5×5 mesh (master at the centre): each strategy does all n³ multiply-adds;
    // the pipeline moves a whole copy (2n²) over each of the 40 oriented links, the chunked
    // pipeline over the 24 links of its tree; SUMMA's pivots cross n²(C-1) + n²(R-1) hops.
    // The numbers are reported next to lbp-mesh (Fig. 7, 8 of the paper compare them).
    void invariantsOnAMesh()
    {
        const Platform mesh = generatedMesh(25);
        const Problem problem{600, 80};
        const double n = 600, n3 = n * n * n, copy = 2 * n * n;
        const auto lbp = planLbpMesh(mesh, problem, false);
        const auto summa = planSummaMesh(mesh, problem);
        const auto pipe = planPipeline(mesh, problem);
        const auto chunked = planChunkedPipeline(mesh, problem);
        for (const auto *r : {&summa, &pipe, &chunked})
            QVERIFY(near(sum(r->work), n3));
        QVERIFY(near(pipe.volume, 40 * copy));
        QVERIFY(near(chunked.volume, 24 * copy));
        QCOMPARE(summa.gridRows, 5);
        // A and B each cross 4 hops of every grid row (column): 2·4·n², every hop on its link.
        QVERIFY(near(summa.volume, 8 * n * n));
        QVERIFY(pipe.makespan >= chunked.makespan * (1 - 1e-9)); // m = 1 is among the tried
        qInfo("5x5, n = 600: makespan lbp-mesh %.6g, summa %.6g, pipeline %.6g, chunked-pipeline %.6g (m = %d); "
              "volume (elements) %.6g, %.6g, %.6g, %.6g",
              lbp.makespan, summa.makespan, pipe.makespan, chunked.makespan, chunked.chunks, lbp.volume(), summa.volume,
              pipe.volume, chunked.volume);
    }

    // Activity::data on a generated 3×3 mesh, n = 37, q = 4 (element coordinates, so a small
    // n: n³ updates are counted): every update made once; each block of A and B used where it
    // was from the start or brought by a transfer the activity waits for. The pipelines' data
    // start at the master; SUMMA's processor (r, c) starts with A(I_r, J_c) and B(I_r, J_c),
    // I and J the even cuts of [0, n).
    void activitiesNameTheirData_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"summa", "pipeline", "chunked-pipeline", "chunked-pipeline-3"})
            QTest::newRow(a) << QString(a);
    }
    void activitiesNameTheirData()
    {
        QFETCH(QString, algorithm);
        const Platform mesh = generatedMesh(9);
        const Problem problem{37, 4};
        const auto r = algorithm == "summa"              ? planSummaMesh(mesh, problem)
                     : algorithm == "pipeline"           ? planPipeline(mesh, problem)
                     : algorithm == "chunked-pipeline"   ? planChunkedPipeline(mesh, problem)
                                                         : planChunkedPipeline(mesh, problem, 3);
        QCOMPARE(r.run.simulate(), r.simulated);
        QCOMPARE(r.run.schedule.blockSide, std::int64_t{1});
        const auto cover = datachecks::coverageViolation(r.run.schedule, problem.n);
        QVERIFY2(cover.empty(), cover.c_str());
        const auto pf = r.run.simPlatform();
        datachecks::Holds holds = datachecks::heldBy(pf.nodeIndex(mesh.master));
        if (algorithm == "summa") {
            const auto cut = [&](int parts) {
                std::vector<std::int64_t> c{0};
                for (auto size : apportion(std::vector<double>(static_cast<std::size_t>(parts), 1.0), problem.n))
                    c.push_back(c.back() + size);
                return c;
            };
            const auto I = cut(r.gridRows), J = cut(r.gridCols);
            holds = [&, I, J](int node, char, int row, int col) {
                const auto &id = pf.nodes()[static_cast<std::size_t>(node)].id;
                const auto at = static_cast<std::size_t>(std::find(r.ids.begin(), r.ids.end(), id) - r.ids.begin());
                const auto a = at / static_cast<std::size_t>(r.gridCols), b = at % static_cast<std::size_t>(r.gridCols);
                return row >= I[a] && row < I[a + 1] && col >= J[b] && col < J[b + 1];
            };
        }
        const auto supply = datachecks::supplyViolation(r.run.schedule, holds);
        QVERIFY2(supply.empty(), supply.c_str());
    }

    void badInput()
    {
        Platform noGrid = blocksPlatform({{"P1", 1}, {"P2", 1}}, true);
        addLink(noGrid, "S", "P1", 1);
        addLink(noGrid, "S", "P2", 1);
        QVERIFY_THROWS_EXCEPTION(InputError, planSummaMesh(noGrid, Problem{4, 1})); // no x, y
        QVERIFY_THROWS_EXCEPTION(InputError, planChunkedPipeline(noGrid, Problem{4, 1}, 5)); // m > n
        QVERIFY_THROWS_EXCEPTION(InputError, planPipeline(noGrid, Problem{0, 1}));
    }
};

QTEST_GUILESS_MAIN(TestMeshBaselines)
#include "tst_mesh_baselines.moc"

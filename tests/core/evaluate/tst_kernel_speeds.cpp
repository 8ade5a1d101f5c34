// Kernel speeds (docs/platform-format.md, Kernel speeds; model/platform.h): a processor's rate
// for one kernel as a piecewise-linear function of the block size, and every strategy planned,
// simulated and predicted at the rate of the kernel it computes with.
#include "../../common/platforms.h"
#include "evaluate/evaluate.h"
#include "metrics/metrics.h"
#include "model/platform.h"
#include "strategy/strategy.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace partita;

namespace {

// A physical star: master router M, workers at `speed` Gflop/s behind 1 GB/s links.
Platform starAt(double speed, int workers = 4)
{
    return test::star(std::vector<double>(static_cast<std::size_t>(workers), speed),
                      std::vector<double>(static_cast<std::size_t>(workers), 1.0),
                      {.latency = 1e-5, .memory = 1024, .units = Units::Physical});
}

// `base` with one function for `kernel` on every processor.
Platform withKernel(Platform base, Kernel kernel, SpeedFunction f)
{
    for (Processor &p : base.processors)
        p.kernels[kernel] = f;
    return base;
}

double makespan(const std::string &algorithm, const Platform &p, Problem problem = {960, 80})
{
    EvaluateOptions options;
    options.trace = false;
    return evaluate(algorithm, p, problem, options).makespan;
}

// Seconds each processor computes in the simulated run of `algorithm` (trace on).
std::map<std::string, double> computeSeconds(const std::string &algorithm, const Platform &p, const Problem &problem)
{
    EvaluateOptions options;
    options.trace = true;
    const Evaluation e = evaluate(algorithm, p, problem, options);
    std::map<std::string, double> out;
    for (const Interval &iv : e.sim.trace.intervals)
        if (iv.kind == IntervalKind::Compute)
            out[e.sim.trace.resources[static_cast<std::size_t>(iv.resource)].id] += iv.end - iv.start;
    return out;
}

Platform withPacking(Platform base, double packing)
{
    for (Processor &p : base.processors)
        p.panelPacking = packing;
    return base;
}

} // namespace

class TestKernelSpeeds : public QObject {
    Q_OBJECT

private slots:
    void piecewiseLinearInQ()
    {
        const SpeedFunction f{{{64, 20}, {128, 40}, {256, 44}}};
        QCOMPARE(f.at(32), 20.0);  // constant before the first point
        QCOMPARE(f.at(64), 20.0);
        QCOMPARE(f.at(96), 30.0);  // linear between points
        QCOMPARE(f.at(192), 42.0);
        QCOMPARE(f.at(1000), 44.0); // and after the last
        QCOMPARE(SpeedFunction{}.at(64), 0.0);
    }

    void setReplacesOrInserts()
    {
        SpeedFunction f{{{64, 20}, {256, 44}}};
        f.set(128, 40);
        QCOMPARE(f, (SpeedFunction{{{64, 20}, {128, 40}, {256, 44}}}));
        f.set(64, 21);
        QCOMPARE(f.points.front().speed, 21.0);
        f.set(512, 50);
        QCOMPARE(f.points.back(), (SpeedPoint{512, 50}));
        SpeedFunction constant{{{0, 2}}};
        constant.set(192, 3); // a rate that does not depend on q stays one
        QCOMPARE(constant, (SpeedFunction{{{0, 3}}}));
    }

    void speedForFallsBackToSpeed()
    {
        Processor p{.id = "P", .name = {}, .speed = 10, .memory = 1, .x = {}, .y = {}, .host = {},
                    .kernels = {{Kernel::Block, SpeedFunction{{{64, 4}, {128, 8}}}}}};
        QCOMPARE(p.speedFor(Kernel::Block, 96), 6.0);
        QCOMPARE(p.speedFor(Kernel::Panel, 96), 10.0);
        QCOMPARE(p.speedFor(Kernel::Stencil, 96), 10.0);
        Platform one;
        one.processors = {p};
        const Platform seen = forKernel(one, Kernel::Block, 128);
        QCOMPARE(seen.processors.front().speed, 8.0);
        // applying it twice changes nothing: the kernel's rate is read, not the speed
        QCOMPARE(forKernel(seen, Kernel::Block, 128), seen);
    }

    // The panel kernel's rate on a panel of rows × cols (model/platform.h): measured on the
    // square of side max(q, 1024), scaled by (1 + 2κ/side) / (1 + κ/rows + κ/cols).
    void panelShapeFactor()
    {
        QCOMPARE(panelSide(500), 1024.0);
        QCOMPARE(panelSide(1024), 1024.0);
        QCOMPARE(panelSide(2000), 2000.0);
        // No packing: the rate does not depend on the shape.
        QCOMPARE(partita::panelShapeFactor(0, 500, 1024, 1024), 1.0);
        QCOMPARE(partita::panelShapeFactor(0, 500, 4000, 2000), 1.0);
        QCOMPARE(partita::panelShapeFactor(0, 96, 7, 100000), 1.0);
        // On the square it was measured on, the measured rate (exactly: κ/1024 is a dyadic fraction).
        QVERIFY(partita::panelShapeFactor(87, 500, 1024, 1024) == 1.0);
        QCOMPARE(partita::panelShapeFactor(87, 2000, 2000, 2000), 1.0);
        QCOMPARE(partita::panelShapeFactor(87, 500, 4000, 2000),
                 (1 + 174.0 / 1024) / (1 + 87.0 / 4000 + 87.0 / 2000));
        QVERIFY(qAbs(partita::panelShapeFactor(87, 500, 4000, 2000) - 1.0982604) < 1e-6);
        // It grows with either side of the panel, and a narrow panel of the square's area is slower.
        double last = 0;
        for (double cols : {64.0, 128.0, 512.0, 1024.0, 4096.0, 65536.0}) {
            const double f = partita::panelShapeFactor(87, 500, 2000, cols);
            QVERIFY2(f > last, qPrintable(QString::number(cols)));
            last = f;
        }
        QVERIFY(partita::panelShapeFactor(87, 500, 500, 3000) < partita::panelShapeFactor(87, 500, 1500, 1000));
        QVERIFY(partita::panelShapeFactor(87, 500, 4096, 256) < 1);
        QVERIFY(partita::panelShapeFactor(87, 500, 4096, 2048) > 1);
        QCOMPARE(partita::panelShapeFactor(87, 500, 2000, 4000), partita::panelShapeFactor(87, 500, 4000, 2000));
    }

    // A 2D partition's piece is updated at the panel rate on its own shape, the rows and columns
    // of C it spans (OuterProductModel); a layer-based product's processors on the whole of C
    // (forStrategy): each processor computes its work in 1/panelShapeFactor of the time it takes
    // without packing. Speeds 10, 20, 30, 40: columns gives pieces of different widths.
    void piecesComputeAtTheirShapesRate()
    {
        const Platform plain = test::star({10, 20, 30, 40}, {1, 1, 1, 1},
                                          {.latency = 1e-5, .memory = 1024, .units = Units::Physical});
        const Platform packed = withPacking(plain, 87);
        const Problem problem{2400, 96};
        for (const std::string algorithm : {"columns", "recursive", "grid2d"}) {
            EvaluateOptions options;
            options.trace = false;
            const Evaluation e = evaluate(algorithm, forStrategy(packed, strategyInfo(algorithm), problem), problem,
                                          options);
            const auto *d = e.detailsAs<PartitionDetails>();
            QVERIFY(d);
            const auto without = computeSeconds(algorithm, plain, problem);
            const auto with = computeSeconds(algorithm, packed, problem);
            int shapes = 0;
            for (const OuterPiece &piece : outerPieces(d->metrics, problem)) {
                const double f = partita::panelShapeFactor(87, 96, static_cast<double>(piece.rows), static_cast<double>(piece.cols));
                QVERIFY2(std::abs(with.at(piece.processor) * f / without.at(piece.processor) - 1) < 1e-9,
                         qPrintable(QString::fromStdString(algorithm + " " + piece.processor)));
                shapes += std::abs(f - 1) > 1e-3 ? 1 : 0;
            }
            QVERIFY(shapes > 0); // the test sees shapes that matter
            // and the makespan moves with the pieces' rates
            QVERIFY(evaluate(algorithm, packed, problem, options).makespan
                    != evaluate(algorithm, plain, problem, options).makespan);
        }
        const double whole = partita::panelShapeFactor(87, 96, 2400, 2400);
        QVERIFY(whole > 1.05);
        Platform faster = plain; // the processors at the rate of the whole of C's panel
        for (Processor &p : faster.processors)
            p.speed *= whole;
        for (const std::string algorithm : {"layers", "lbp-star", "lbp-mesh"}) {
            const Platform seen = forStrategy(packed, strategyInfo(algorithm), problem);
            for (std::size_t i = 0; i < seen.processors.size(); ++i)
                QCOMPARE(seen.processors[i].speed, packed.processors[i].speed * whole);
            QCOMPARE(makespan(algorithm, packed, problem), makespan(algorithm, faster, problem));
            QVERIFY(makespan(algorithm, packed, problem) < makespan(algorithm, plain, problem));
        }
        // Master-worker updates q×q blocks: no panel, the packing changes nothing.
        QCOMPARE(computeSeconds("mw-homogeneous", packed, problem), computeSeconds("mw-homogeneous", plain, problem));
    }

    void everyFamilyHasItsKernel()
    {
        QCOMPARE(kernelOf(strategyInfo("columns").family), Kernel::Panel);
        QCOMPARE(kernelOf(strategyInfo("layers").family), Kernel::Panel);
        QCOMPARE(kernelOf(strategyInfo("lbp-star").family), Kernel::Panel);
        QCOMPARE(kernelOf(strategyInfo("summa").family), Kernel::Panel);
        QCOMPARE(kernelOf(strategyInfo("mw-global").family), Kernel::Block);
        QCOMPARE(kernelOf(strategyInfo("mw-bmm").family), Kernel::Block);
        QCOMPARE(kernelOf(strategyInfo("ring").family), Kernel::Stencil);
    }

    // forStrategy: each processor at its family's kernel, except a computing master of a
    // master-worker product, which updates panels in place on the whole matrices.
    void computingMasterUpdatesPanels()
    {
        Platform p = withKernel(withKernel(starAt(10), Kernel::Block, {{{80, 6}}}), Kernel::Panel, {{{80, 9}}});
        p.master = p.processors.front().id;
        p.masterComputes = true;
        const Platform mw = forStrategy(p, Family::MasterWorker, 80);
        QCOMPARE(mw.processors.front().speed, 9.0);
        for (std::size_t i = 1; i < mw.processors.size(); ++i)
            QCOMPARE(mw.processors[i].speed, 6.0);
        // LU keeps the block rate for every processor; the other families their kernel's
        QCOMPARE(forStrategy(p, Family::Lu, 80).processors.front().speed, 6.0);
        QCOMPARE(forStrategy(p, Family::Partition, 80).processors.front().speed, 9.0);
        // a master that only communicates: every processor at the block rate
        p.masterComputes = false;
        QCOMPARE(forStrategy(p, Family::MasterWorker, 80).processors.front().speed, 6.0);
    }

    // A platform whose processors give a rate for the strategy's kernel is evaluated exactly as
    // the platform whose speeds are those rates; other kernels' rates change nothing.
    void evaluateUsesTheStrategysKernel_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("kernel");
        QTest::newRow("columns, panel") << "columns" << static_cast<int>(Kernel::Panel);
        QTest::newRow("recursive, panel") << "recursive" << static_cast<int>(Kernel::Panel);
        QTest::newRow("lbp-star, panel") << "lbp-star" << static_cast<int>(Kernel::Panel);
        QTest::newRow("mw-homogeneous, block") << "mw-homogeneous" << static_cast<int>(Kernel::Block);
        QTest::newRow("mw-global, block") << "mw-global" << static_cast<int>(Kernel::Block);
        QTest::newRow("ring, stencil") << "ring" << static_cast<int>(Kernel::Stencil);
    }
    void evaluateUsesTheStrategysKernel()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, kernel);
        const std::string name = algorithm.toStdString();
        const Kernel own = static_cast<Kernel>(kernel);
        // 20 Gflop/s at q = 64, 40 at q = 128: 30 at the problem's q = 96. The ring's stencil
        // rate is a function of the MiB of a member's slice (ring_rates.h, tst_ring_rates): 30
        // beyond 2 MiB, every slice of the ring's default W = 1000 Gflop.
        const SpeedFunction f = own == Kernel::Stencil ? SpeedFunction{{{1, 60}, {2, 30}}}
                                                       : SpeedFunction{{{64, 20}, {128, 40}}};
        const Problem problem{960, 96};
        const double at30 = makespan(name, starAt(30), problem);
        QCOMPARE(makespan(name, withKernel(starAt(7), own, f), problem), at30);
        // another kernel's rate is not this strategy's
        const Kernel other = own == Kernel::Block ? Kernel::Stencil : Kernel::Block;
        QCOMPARE(makespan(name, withKernel(starAt(30), other, f), problem), at30);
        QVERIFY(makespan(name, starAt(7), problem) > at30);
    }
};

QTEST_GUILESS_MAIN(TestKernelSpeeds)
#include "tst_kernel_speeds.moc"

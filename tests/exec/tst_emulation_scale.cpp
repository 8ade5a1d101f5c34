// The time scale an emulated run is given when none is asked for (core/exec/emulation_scale.h),
// on predictions written by hand, against the two bounds computed by hand. No MPI.
#include "common/intervals.h"
#include "exec/emulation_scale.h"

#include <QTest>

using namespace partita;
using namespace partita::exec;

namespace {

// One computation of `flops` flops over [0, makespan].
Trace oneKernel(double flops, double makespan)
{
    Trace t;
    t.resources = {{"P1", ResourceKind::Processor}};
    Interval iv = test::interval(0, IntervalKind::Compute, 0, makespan);
    iv.flops = flops;
    t.intervals = {iv};
    return t;
}

} // namespace

class TestEmulationScale : public QObject {
    Q_OBJECT
private slots:
    void bounds()
    {
        // 17 ranks on 2 cores, 1.28e8 flops in 22.4 ms (star16's recursive at n = 400):
        // work 1.28e8 / (1e10 · 2 · 0.5 · 0.0224) ≈ 0.571; fixed kFixedSeconds · 8.5 / (0.05 · 0.0224).
        const ScaleChoice c = chooseScale(oneKernel(1.28e8, 0.0224), 17, 2, 1.0);
        QVERIFY(std::abs(c.work - 1.28e8 / (kCoreGflops * 1e9 * 2 * 0.5 * 0.0224)) < 1e-9);
        QVERIFY(std::abs(c.fixed - kFixedSeconds * 8.5 / (0.05 * 0.0224)) < 1e-9);
        // The larger bound, rounded up to three significant digits: 2e-3 · 8.5 / (0.05 · 0.0224) = 15.18 → 15.2.
        QVERIFY(c.fixed > c.work);
        QVERIFY(std::abs(c.scale - 15.2) < 1e-9);
        // More cores, fewer ranks each: a smaller scale; as many cores as ranks: ρ = 1.
        QVERIFY(chooseScale(oneKernel(1.28e8, 0.0224), 17, 4, 1.0).scale < c.scale);
        QVERIFY(std::abs(chooseScale(oneKernel(1.28e8, 0.0224), 17, 32, 1.0).fixed - kFixedSeconds / (0.05 * 0.0224))
                < 1e-9);
        // The work bound wins when the platform computes much faster than this machine: 1e12
        // flops in 1 s on 2 cores: 1e12 / (1e10 · 2 · 0.5 · 1) = 100.
        const ScaleChoice heavy = chooseScale(oneKernel(1e12, 1), 2, 2, 1.0);
        QVERIFY(std::abs(heavy.scale - 100) < 1e-9);
    }

    void floors()
    {
        // A long run on few ranks needs no scale: the floor (real time, or the default time unit).
        QCOMPARE(chooseScale(oneKernel(1e6, 100), 2, 2, 1.0).scale, 1.0);
        QCOMPARE(chooseScale(oneKernel(1e6, 100), 2, 2, scaleFloor(Units::Blocks)).scale, kDefaultTimeUnit);
        // No prediction: the floor.
        QCOMPARE(chooseScale(Trace{}, 17, 2, 1.0).scale, 1.0);
        QVERIFY(machineCores() >= 1);
    }
};

QTEST_GUILESS_MAIN(TestEmulationScale)
#include "tst_emulation_scale.moc"

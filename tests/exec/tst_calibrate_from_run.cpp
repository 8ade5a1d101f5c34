// The rates of a run written back into its platform (core/exec/calibrate_from_run.h), on
// summaries written by hand: each expected rate is the time model (model/time_model.h)
// inverted on the summary's numbers, worked out in the comments. And the refusals: an emulated
// run, a summary of another platform, no per-rank data, a file that is missing or not JSON.
#include "common/input_errors.h"
#include "exec/calibrate_from_run.h"
#include "io/platform_json.h"
#include "model/error.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace partita;
using namespace partita::exec;
using nlohmann::json;

using partita::test::errorOf;

namespace {

// P0, the computing master, reaches P1 and P2 over links of their own, and P3 through the
// router R (two links). Ranks: 0 P0, 1 P1, 2 P2, 3 P3 (exec/rank_map.h).
const char *kStar = R"({
  "format": "partita-platform/1", "name": "star", "master": "P0", "master_computes": true,
  "processors": [{"id": "P0", "speed": 50, "memory": 1000}, {"id": "P1", "speed": 50, "memory": 1000},
                 {"id": "P2", "speed": 50, "memory": 1000}, {"id": "P3", "speed": 50, "memory": 1000}],
  "routers": [{"id": "R"}],
  "links": [{"from": "P0", "to": "P1", "bandwidth": 10, "latency": 0.0001},
            {"from": "P0", "to": "P2", "bandwidth": 5},
            {"from": "P0", "to": "R", "bandwidth": 10}, {"from": "R", "to": "P3", "bandwidth": 10}]
})";

json rank(int r, const char *node, double flops, double compute, json received = json::array())
{
    return {{"rank", r},          {"node", node},       {"compute", compute}, {"communication", 0.0},
            {"idle", 0.0},        {"flops", flops},     {"received", received}};
}

json received(int from, double bytes, double seconds, int messages)
{
    return {{"from", from}, {"bytes", bytes}, {"seconds", seconds}, {"messages", messages}};
}

// What partita run --json prints for a real run on kStar (the fields the calibration reads,
// and a few it does not).
json starSummary()
{
    return {{"algorithm", "columns"},
            {"n", 2000},
            {"q", 384},
            {"ranks", 4},
            {"emulated", false},
            {"makespan", 0.7},
            {"measured_over_predicted", 1.3},
            {"per_rank",
             {rank(0, "P0", 8e9, 0.2),
              rank(1, "P1", 6e9, 0.2, json::array({received(0, 1.6e9, 0.201, 10)})),
              rank(2, "P2", 0, 0, json::array({received(0, 1e9, 0.5, 4)})),
              rank(3, "P3", 4e9, 0.1, json::array({received(0, 1e9, 0.3, 4)}))}}};
}

} // namespace

class TestCalibrateFromRun : public QObject {
    Q_OBJECT
    Platform m_star;

private slots:
    void initTestCase() { m_star = parsePlatformJson(kStar, "star.json"); }

    // Speed = flops / compute seconds / 1e9; bandwidth = bytes / (seconds − messages·latency) / 1e9.
    void physicalRates()
    {
        const RunCalibration c = calibrateFromRun(m_star, starSummary(), "s.json");
        // P0: 8e9 flops in 0.2 s = 40 Gflop/s; P1: 6e9 / 0.2 = 30; P3: 4e9 / 0.1 = 40; P2 computed nothing.
        QCOMPARE(c.platform.processors[0].speed, 40.0);
        QCOMPARE(c.platform.processors[1].speed, 30.0);
        QCOMPARE(c.platform.processors[2].speed, 50.0);
        QCOMPARE(c.platform.processors[3].speed, 40.0);
        // P0–P1: 1.6e9 bytes in 0.201 s less 10 × 0.1 ms = 0.2 s: 8 GB/s. P0–P2: 1e9 bytes in
        // 0.5 s, no latency: 2 GB/s. P3's route crosses two links: both kept.
        QCOMPARE(c.platform.links[0].bandwidth, 8.0);
        QCOMPARE(c.platform.links[1].bandwidth, 2.0);
        QCOMPARE(c.platform.links[2].bandwidth, 10.0);
        QCOMPARE(c.platform.links[3].bandwidth, 10.0);
        // Latencies are not measured apart from the bandwidth: kept.
        QCOMPARE(c.platform.links[0].latency, 0.0001);
        // Nothing else moves.
        Platform expected = m_star;
        for (std::size_t i : {0u, 1u, 3u})
            expected.processors[i].speed = c.platform.processors[i].speed;
        expected.links[0].bandwidth = c.platform.links[0].bandwidth;
        expected.links[1].bandwidth = c.platform.links[1].bandwidth;
        QCOMPARE(c.platform, expected);

        QCOMPARE(c.changes.size(), std::size_t(5)); // speeds in rank order, then links
        QCOMPARE(c.changes[0].name, std::string("P0"));
        QCOMPARE(c.changes[1].name, std::string("P1"));
        QCOMPARE(c.changes[2].name, std::string("P3"));
        QCOMPARE(c.changes[3].kind, RateChange::Kind::Bandwidth);
        QCOMPARE(c.changes[3].index, 0);
        QCOMPARE(c.changes[3].before, 10.0);
        QCOMPARE(c.changes[4].name, std::string("P0–P2"));
        QCOMPARE(describe(c.changes[1], Units::Physical), std::string("P1 speed 50 → 30 Gflop/s"));
        QCOMPARE(describe(c.changes[3], Units::Physical), std::string("link P0–P1 bandwidth 10 → 8 GB/s"));

        QCOMPARE(c.kept.size(), std::size_t(2));
        QVERIFY(c.kept[0].find("P2 computed nothing") != std::string::npos);
        QVERIFY(c.kept[1].find("P0 → P3: a route of 2 links") != std::string::npos);
    }

    // A rank that updated a panel of another shape than the panel kernel's square (its piece of a
    // 2D partition, the whole of C for a layer: "panel" in its summary) ran at that shape's rate:
    // the rate written is the square's, the measured one over panelShapeFactor. P1's piece of
    // 2000 × 1000 at q = 384 with a packing of 87 ran at 30 Gflop/s: 30 / 1.0365… on the square.
    // Without packing, or without a panel in the summary, the measured rate as it is.
    void panelRatesBackToTheSquare()
    {
        Platform p = m_star;
        p.processors[1].panelPacking = 87;
        json summary = starSummary();
        summary["per_rank"][1]["panel"] = {2000, 1000};
        summary["per_rank"][3]["panel"] = {2000, 500};
        const RunCalibration c = calibrateFromRun(p, summary, "s.json");
        const double f = panelShapeFactor(87, 384, 2000, 1000);
        QVERIFY(f > 1.03 && f < 1.04);
        QCOMPARE(c.platform.processors[1].speed, 30 / f);
        QCOMPARE(c.platform.processors[1].panelPacking, 87.0); // kept
        QCOMPARE(c.platform.processors[3].speed, 40.0);        // no packing
        QCOMPARE(c.platform.processors[0].speed, 40.0);        // no panel said
        // and the next prediction of that piece is the rate measured
        QCOMPARE(c.platform.processors[1].speed * f, 30.0);
    }

    // A ring run updates the stencil rate at the size of the slice each rank relaxed, in MiB
    // in and out (schedule/ring/ring_rates.h): 16 bytes for each point's 4 flops of an
    // iteration. P1 relaxed 4000 × 2000 points 20 times: 6.4e8 flops in 0.2 s, 3.2 Gflop/s, on
    // 4000 × 2000 × 16 bytes = 122.0703125 MiB, between its points at 32 and 256 MiB.
    void ringUpdatesTheStencilAtItsSlice()
    {
        Platform p = m_star;
        p.processors[1].kernels[Kernel::Stencil].points = {{32, 6}, {256, 3}};
        p.processors[3].kernels[Kernel::Stencil].points = {{0, 5}}; // a constant stays one
        json summary = {{"algorithm", "ring"}, {"n", 4000}, {"q", 80}, {"ranks", 4}, {"iterations", 20},
                        {"emulated", false},
                        {"per_rank",
                         {rank(0, "P0", 0, 0), rank(1, "P1", 6.4e8, 0.2), rank(2, "P2", 0, 0),
                          rank(3, "P3", 6.4e8, 0.4)}}};
        const RunCalibration c = calibrateFromRun(p, summary, "ring.json");
        const auto &stencil = c.platform.processors[1].kernels.at(Kernel::Stencil).points;
        QCOMPARE(stencil.size(), std::size_t(3));
        QCOMPARE(stencil[1].size, 122.0703125);
        QCOMPARE(stencil[1].speed, 3.2);
        QCOMPARE(stencil[0], (SpeedPoint{32, 6}));
        QCOMPARE(c.platform.processors[1].speed, 50.0); // the panel rate is not the ring's
        QCOMPARE(c.platform.processors[3].kernels.at(Kernel::Stencil).points, (std::vector<SpeedPoint>{{0, 1.6}}));
        QCOMPARE(c.changes[0].kernel, std::optional<Kernel>(Kernel::Stencil));
        QCOMPARE(c.changes[0].before, 6 + (3.0 - 6) * (122.0703125 - 32) / (256 - 32));
        summary["iterations"] = 0;
        QVERIFY(errorOf([&] { calibrateFromRun(p, summary, "ring.json"); }).find("iterations must be at least 1") != std::string::npos);
    }

    // "blocks": a speed counts block updates (q³ multiply-adds) per time unit, a bandwidth blocks
    // (q² elements) per time unit, and a time unit lasted time_scale.
    void blocksRates()
    {
        const Platform two = parsePlatformJson(R"({
          "format": "partita-platform/1", "units": "blocks", "master": "P2", "master_computes": true,
          "processors": [{"id": "P1", "speed": 2, "memory": 1000}, {"id": "P2", "speed": 1, "memory": 1000}],
          "links": [{"from": "P2", "to": "P1", "bandwidth": 8, "latency": 1}]
        })",
                                               "two.json");
        // Rank 1 (P1): 512 block updates of q = 8, 512 · 8³ multiply-adds = 524,288 flops, in
        // 0.256 s = 128 time units of 0.002 s: 4 block updates per time unit. It received 64
        // blocks (64 · 8² · 8 = 32,768 bytes) in two messages and 0.068 s, less 2 latencies of one
        // time unit (0.004 s): 0.064 s = 32 time units, 2 blocks per time unit.
        const json summary = {
            {"emulated", false},
            {"ranks", 2},
            {"q", 8},
            {"time_scale", 0.002},
            {"per_rank",
             {rank(0, "P2", 0, 0), rank(1, "P1", 524288.0, 0.256, json::array({received(0, 32768, 0.068, 2)}))}}};
        const RunCalibration c = calibrateFromRun(two, summary, "s.json");
        QCOMPARE(c.platform.processors[0].speed, 4.0);
        QCOMPARE(c.platform.processors[1].speed, 1.0); // rank 0 computed nothing
        QCOMPARE(c.platform.links[0].bandwidth, 2.0);
        QCOMPARE(describe(c.changes[0], Units::Blocks), std::string("P1 speed 2 → 4 block updates/time unit"));
        QCOMPARE(describe(c.changes[1], Units::Blocks), std::string("link P2–P1 bandwidth 8 → 2 blocks/time unit"));
        // Without time_scale, partita run's default of 0.01 s: 0.256 s = 25.6 time
        // units, 512 / 25.6 = 20 block updates per time unit.
        json older = summary;
        older.erase("time_scale");
        QCOMPARE(calibrateFromRun(two, older, "s.json").platform.processors[0].speed, 20.0);
    }

    // Messages no longer than their latencies say nothing of the bandwidth.
    void latencyOnlyKeepsTheBandwidth()
    {
        json s = starSummary();
        s["per_rank"][1]["received"] = json::array({received(0, 1000, 0.0005, 10)}); // 10 × 0.1 ms = 1 ms
        const RunCalibration c = calibrateFromRun(m_star, s, "s.json");
        QCOMPARE(c.platform.links[0].bandwidth, 10.0);
        QVERIFY(c.kept.back().find("link P0–P1") != std::string::npos);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value"); // JSON
        QTest::addColumn<QString>("message");
        QTest::newRow("emulated") << "emulated" << "true" << "the run was emulated";
        QTest::newRow("not a summary") << "emulated" << "null" << "not a run summary";
        QTest::newRow("other rank count") << "ranks" << "3" << "the run had 3 ranks, 'star' needs 4";
        QTest::newRow("other nodes")
            << "per_rank" << R"([{"rank": 0, "node": "P0", "flops": 1}, {"rank": 1, "node": "P7", "flops": 1}])"
            << "rank 1 played 'P7' in the run, and plays 'P1' on 'star'";
        QTest::newRow("rank outside") << "per_rank" << R"([{"rank": 9, "node": "P0"}])" << "rank 9, outside";
        QTest::newRow("no per_rank") << "per_rank" << "[]" << "no per-rank data";
        QTest::newRow("older summary")
            << "per_rank" << R"([{"rank": 0, "node": "P0", "compute": 1}])" << "no per-rank flops";
    }

    void refusals()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        json s = starSummary();
        s[field.toStdString()] = json::parse(value.toStdString());
        const std::string error = errorOf([&] { calibrateFromRun(m_star, s, "runs/s.json"); });
        QVERIFY2(error.starts_with("runs/s.json: "), error.c_str()); // the file, first
        QVERIFY2(error.find(message.toStdString()) != std::string::npos, error.c_str());
    }

    // The three forms of a summary: partita run --json, its summary line, its whole output.
    void summaryForms()
    {
        const json document = starSummary();
        QCOMPARE(parseRunSummary(document.dump(2), "a.json"), document);
        json line = document;
        line["ev"] = "summary";
        QCOMPARE(parseRunSummary(line.dump() + "\n", "a.json"), line);
        const std::string output =
            "{\"ev\":\"begin\",\"t\":0,\"rank\":0,\"kind\":\"compute\"}\n{\"ev\":\"progress\",\"fraction\":1}\n"
            + line.dump() + "\n";
        QCOMPARE(parseRunSummary(output, "a.txt"), line);
        QCOMPARE(calibrateFromRun(m_star, parseRunSummary(output, "a.txt"), "a.txt").platform.links[0].bandwidth, 8.0);
    }

    void unreadableSummaries()
    {
        // Not JSON: the file and the line of the fault.
        std::string error = errorOf([] { parseRunSummary("{\n  \"emulated\": false,\n  oops\n}\n", "bad.json"); });
        QVERIFY2(error.starts_with("bad.json:3: not a run summary (invalid JSON"), error.c_str());
        // JSON, but one event line and no summary.
        error = errorOf([] { parseRunSummary(R"({"ev":"progress","fraction":0.5})", "ev.json"); });
        QVERIFY2(error.starts_with("ev.json: not a run summary"), error.c_str());
        // A missing file.
        QTemporaryDir dir;
        const std::string missing = dir.filePath("missing.json").toStdString();
        error = errorOf([&] { readRunSummary(missing); });
        QVERIFY2(error.starts_with(missing + ": "), error.c_str());
        // A file that is there.
        const std::string there = dir.filePath("s.json").toStdString();
        std::ofstream(there) << starSummary().dump();
        QCOMPARE(readRunSummary(there), starSummary());
    }
};

QTEST_GUILESS_MAIN(TestCalibrateFromRun)
#include "tst_calibrate_from_run.moc"

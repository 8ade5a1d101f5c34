// The strategy list (core/strategy/strategy.h) agrees with the families' own dispatch, and the
// strategy parameters go to and from their names and command-line options.
#include "model/error.h"
#include "partition/partitioner.h"
#include "schedule/lbp/layer_based.h"
#include "schedule/lbp/mesh_baselines.h"
#include "schedule/lu/lu_factorization.h"
#include "schedule/mw/master_worker.h"
#include "strategy/strategy.h"
#include "strategy/strategy_params.h"

#include <QTest>

#include <set>

using namespace partita;

class TestStrategy : public QObject {
    Q_OBJECT
private slots:
    // Each family's planner accepts exactly the names the list gives it.
    void familiesAgreeWithTheirPlanners()
    {
        QCOMPARE(strategyNames(Family::Partition), partitionAlgorithms());
        QCOMPARE(strategyNames(Family::MasterWorker), masterWorkerAlgorithms());
        QCOMPARE(strategyNames(Family::LayerBased), layerBasedAlgorithms());
        QCOMPARE(strategyNames(Family::MeshBaseline), meshBaselineAlgorithms());
        QCOMPARE(strategyNames(Family::Ring), std::vector<std::string>{"ring"});
        QCOMPARE(strategyNames(Family::Lu), luAlgorithms());
        const std::vector<std::string> names = strategyNames();
        const std::set<std::string> unique(names.begin(), names.end());
        QCOMPARE(unique.size(), strategies().size());
    }

    void lookups()
    {
        QVERIFY(findStrategy("columns"));
        QCOMPARE(findStrategy("columns")->family, Family::Partition);
        QVERIFY(!findStrategy("colums"));
        try {
            strategyInfo("colums");
            QFAIL("an unknown name must throw");
        } catch (const InputError &e) {
            const std::string what = e.what();
            QVERIFY2(what.find("unknown algorithm 'colums'") != std::string::npos, e.what());
            QVERIFY2(what.find("mw-global") != std::string::npos, e.what()); // lists the known ones
        }
        QCOMPARE(std::string(toString(Family::MasterWorker)), std::string("mw"));
        QCOMPARE(std::string(toString(Family::LayerBased)), std::string("lbp"));
        QCOMPARE(std::string(toString(Family::Lu)), std::string("lu"));
    }

    // The executor runs every strategy but paper 004's mesh baselines (docs/executor.md).
    void executable()
    {
        for (const StrategyInfo &s : strategies())
            QCOMPARE(s.executable(), s.family != Family::MeshBaseline);
        QCOMPARE(strategyInfo("layers").execution, Execution::Layers);
        QCOMPARE(strategyInfo("lbp-star").execution, Execution::Layers);
        QCOMPARE(strategyInfo("lbp-mesh").execution, Execution::MeshLayers);
        QCOMPARE(strategyInfo("grid2d").execution, Execution::OuterProduct);
        QCOMPARE(strategyInfo("mw-bmm").execution, Execution::MasterWorker);
        QCOMPARE(strategyInfo("lu-hetero").execution, Execution::Lu);
        QCOMPARE(speedChangeStrategies(), (std::vector<std::string>{"even-columns", "columns"}));
        QVERIFY(isExecutable("ring"));
        QVERIFY(!isExecutable("summa"));
        QVERIFY(!isExecutable("nonsense"));
        // --predistributed: the 2D partitions; --speed-change: the column-based ones (paper 000 §4).
        for (const StrategyInfo &s : strategies()) {
            QCOMPARE(s.predistributable, s.family == Family::Partition && s.name != "layers");
            QCOMPARE(s.speedChange, s.name == "columns" || s.name == "even-columns");
        }
        const auto products = matrixProductStrategies();
        // Neither the ring nor the LU factorizations (paper 002 §7) are products.
        QCOMPARE(products.size(), strategies().size() - 1 - luAlgorithms().size());
        QVERIFY(std::find(products.begin(), products.end(), "ring") == products.end());
        QVERIFY(std::find(products.begin(), products.end(), "lu-hetero") == products.end());
    }

    void parameters()
    {
        QVERIFY(strategyInfo("hetero-block-cyclic").reads(Param::L));
        QVERIFY(!strategyInfo("columns").reads(Param::L));
        QVERIFY(strategyInfo("columns").reads(Param::Network));
        QVERIFY(strategyInfo("lbp-star").reads(Param::Mode) && strategyInfo("lbp-star").reads(Param::Order));
        QVERIFY(strategyInfo("lbp-mesh").reads(Param::Heuristic));
        QVERIFY(strategyInfo("ring").reads(Param::H) && strategyInfo("ring").reads(Param::W));
        QVERIFY(!strategyInfo("mw-global").params);
    }

    void names()
    {
        QCOMPARE(starModeNames(), (std::vector<std::string>{"scss", "sccs", "pcss", "pccs"}));
        for (const std::string &m : starModeNames())
            QCOMPARE(std::string(toString(parseStarMode(m))), m);
        QCOMPARE(serviceOrderNames(), (std::vector<std::string>{"file", "bandwidth", "speed"}));
        for (const std::string &o : serviceOrderNames())
            QCOMPARE(std::string(toString(parseServiceOrder(o))), o);
        QCOMPARE(networkModelNames(), (std::vector<std::string>{"star", "full"}));
        QCOMPARE(parseNetworkModel("full"), NetworkModel::Full);
        QVERIFY_THROWS_EXCEPTION(InputError, parseServiceOrder("fastest"));
        QVERIFY_THROWS_EXCEPTION(InputError, parseStarMode("SCSS"));
        QVERIFY_THROWS_EXCEPTION(InputError, parseNetworkModel("mesh"));
    }

    // What `partita run` hands its workers: the strategy's own parameters, nothing else.
    void arguments()
    {
        StrategyParams p;
        p.l = 3;
        p.mode = StarMode::Scss;
        p.order = ServiceOrder::Speed;
        p.heuristic = true;
        p.network = NetworkModel::Full;
        using Args = std::vector<std::string>;
        QCOMPARE(strategyArguments("hetero-block-cyclic", p, kRunStrategyParams), (Args{"--l", "3"}));
        QCOMPARE(strategyArguments("lbp-star", p, kRunStrategyParams), (Args{"--mode", "scss", "--order", "speed"}));
        QCOMPARE(strategyArguments("lbp-mesh", p, kRunStrategyParams), Args{"--heuristic"});
        QCOMPARE(strategyArguments("columns", p, kRunStrategyParams), Args{});
        QCOMPARE(strategyArguments("mw-global", p, kRunStrategyParams), Args{});
        const unsigned all = ~0u;
        QCOMPARE(strategyArguments("columns", p, all), (Args{"--network", "full"}));
        p.l = 0;
        p.heuristic = false;
        QCOMPARE(strategyArguments("hetero-block-cyclic", p, all), (Args{"--network", "full"})); // l = 0: default
        QCOMPARE(strategyArguments("lbp-mesh", p, all), Args{});
        p.h = 2.5;
        p.w = 100;
        QCOMPARE(strategyArguments("ring", p, all), (Args{"--h", "2.5", "--w", "100"}));
        p.ringRefine = RingRefinement::Off; // paper 001 §4.3 off: passed on, and to the ring only
        QCOMPARE(strategyArguments("ring", p, all), (Args{"--h", "2.5", "--w", "100", "--ring-refine", "off"}));
        p.ringRefine = RingRefinement::Program; // §4.3 method 2
        QCOMPARE(strategyArguments("ring", p, all), (Args{"--h", "2.5", "--w", "100", "--ring-refine", "qp"}));
        // run plans its own grid (no H, W) with the refinement asked
        QCOMPARE(strategyArguments("ring", p, kRunStrategyParams), (Args{"--ring-refine", "qp"}));
        QCOMPARE(strategyArguments("columns", p, all), (Args{"--network", "full"}));
        // lu-hetero's step order: passed on when not the default, to lu-hetero only, and by run.
        QCOMPARE(strategyArguments("lu-hetero", p, kRunStrategyParams), Args{});
        p.luSteps = LuSteps::Paper;
        QCOMPARE(strategyArguments("lu-hetero", p, kRunStrategyParams), (Args{"--lu-steps", "paper"}));
        p.luSteps = LuSteps::Streamed;
        QCOMPARE(strategyArguments("lu-hetero", p, kRunStrategyParams), (Args{"--lu-steps", "streamed"}));
        QCOMPARE(strategyArguments("lu-homogeneous", p, all), Args{});
        QCOMPARE(parseLuSteps(toString(LuSteps::Paper)), LuSteps::Paper);
        QVERIFY_THROWS_EXCEPTION(InputError, parseLuSteps("later"));
    }
};

QTEST_GUILESS_MAIN(TestStrategy)
#include "tst_strategy.moc"

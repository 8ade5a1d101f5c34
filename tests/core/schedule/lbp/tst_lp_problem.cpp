// LpProblem, the lp_solve wrapper, on an LP small enough to solve by hand.
#include "schedule/lbp/lp_problem.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace partita;

namespace {

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

// min x + y  s.t.  x + 2y >= 4,  3x + y >= 6,  x, y >= 0.
// The two constraints meet at x = 8/5, y = 6/5: objective 14/5.
LpProblem example()
{
    LpProblem lp(2);
    lp.setObjective({{0, 1.0}, {1, 1.0}});
    lp.addConstraint({{0, 1.0}, {1, 2.0}}, LpProblem::Relation::GreaterEqual, 4);
    lp.addConstraint({{0, 3.0}, {1, 1.0}}, LpProblem::Relation::GreaterEqual, 6);
    return lp;
}

} // namespace

class TestLpProblem : public QObject {
    Q_OBJECT
private slots:
    void solvesByHand()
    {
        auto lp = example();
        QCOMPARE(lp.columns(), 2);
        QCOMPARE(lp.rows(), 2);
        QCOMPARE(lp.solve(), LpProblem::Status::Optimal);
        QVERIFY(near(lp.objective(), 14.0 / 5));
        const auto x = lp.values();
        QVERIFY(near(x[0], 8.0 / 5) && near(x[1], 6.0 / 5));
        QVERIFY(lp.totalIterations() >= 1);
        QCOMPARE(lp.solves(), 1);
    }

    // x fixed at 2: y >= max((4 - x)/2, 6 - 3x) = 1, objective 3. As a function of the fixed
    // value v near 2, the objective is v + (4 - v)/2 = 2 + v/2: reduced cost 1/2; the bound
    // objective(v') >= 3 + (v' - 2)/2 holds, with equality at v' = 3 (objective 3.5).
    void fixedColumnAndReducedCost()
    {
        auto lp = example();
        lp.setBounds(0, 2, 2);
        lp.setSensitivity(true);
        QCOMPARE(lp.solve(), LpProblem::Status::Optimal);
        QVERIFY(near(lp.objective(), 3));
        QVERIFY(near(lp.reducedCosts()[0], 0.5));
        const int before = lp.solves();
        lp.setBounds(0, 3, 3);
        QCOMPARE(lp.solve(), LpProblem::Status::Optimal);
        QVERIFY(near(lp.objective(), 3.5));
        QCOMPARE(lp.solves(), before + 1);
        QVERIFY(lp.totalIterations() >= lp.lastIterations());
        lp.setSensitivity(false);
        QCOMPARE(lp.solve(), LpProblem::Status::Optimal);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, lp.reducedCosts()); // no duals kept
    }

    // A right-hand side changed between solves: 3x + y >= 12 moves the optimum to x = 4, y = 0.
    void changedRightHandSide()
    {
        auto lp = example();
        QCOMPARE(lp.solve(), LpProblem::Status::Optimal);
        lp.setRhs(1, 12);
        QCOMPARE(lp.solve(), LpProblem::Status::Optimal);
        QVERIFY(near(lp.objective(), 4));
    }

    void infeasibleAndUnbounded()
    {
        auto lp = example();
        lp.setBounds(0, 0, 0);
        lp.setBounds(1, 0, 1); // x + 2y <= 2 < 4
        QCOMPARE(lp.solve(), LpProblem::Status::Infeasible);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, lp.objective());

        LpProblem up(1);
        up.setObjective({{0, 1.0}}, false); // maximize x, x >= 0
        up.addConstraint({{0, 1.0}}, LpProblem::Relation::GreaterEqual, 1);
        QCOMPARE(up.solve(), LpProblem::Status::Unbounded);
        QCOMPARE(std::string(toString(LpProblem::Status::Unbounded)), std::string("unbounded"));
    }

    void badArguments()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, LpProblem(0));
        LpProblem lp(1);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, lp.addConstraint({{1, 1.0}}, LpProblem::Relation::Equal, 0));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, lp.setRhs(0, 1));
    }

    // Moving a model keeps it usable.
    void movable()
    {
        LpProblem lp = example();
        LpProblem moved = std::move(lp);
        QCOMPARE(moved.solve(), LpProblem::Status::Optimal);
        QVERIFY(near(moved.objective(), 14.0 / 5));
    }
};

QTEST_GUILESS_MAIN(TestLpProblem)
#include "tst_lp_problem.moc"

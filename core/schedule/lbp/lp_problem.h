#pragma once
// A small owner of one lp_solve 5.5 model (paper 004 §5.3 solves MFT-LBP-relax and its
// fixed-k re-solves with the simplex method). The lp_solve handle stays inside the .cpp; this
// header shows only plain C++ types.
//
// Columns are numbered from 0 and default to [0, +inf). Rows are numbered from 0 in the order
// they were added. A model is built once (addConstraint), then solved repeatedly while bounds
// and right-hand sides change: lp_solve restarts from the last optimal basis, which is what
// makes the many re-solves of PMFT-LBP cheap.

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace partita {

class LpProblem {
public:
    enum class Relation { LessEqual, GreaterEqual, Equal };
    enum class Status { Optimal, Infeasible, Unbounded, Failed };
    using Terms = std::vector<std::pair<int, double>>; // (column, coefficient)

    explicit LpProblem(int columns);
    ~LpProblem();
    LpProblem(LpProblem &&) noexcept;
    LpProblem &operator=(LpProblem &&) noexcept;
    LpProblem(const LpProblem &) = delete;
    LpProblem &operator=(const LpProblem &) = delete;

    int columns() const;
    int rows() const;

    void setObjective(const Terms &terms, bool minimize = true);
    int addConstraint(const Terms &terms, Relation relation, double rhs); // returns the row
    void setRhs(int row, double rhs);
    void setBounds(int column, double lower, double upper); // upper may be +infinity

    // Whether the next solves keep the dual values (reducedCosts); off by default, as lp_solve
    // then also ranges every bound, which costs more than the simplex re-solve itself.
    void setSensitivity(bool on);

    Status solve();

    // After an Optimal solve (reducedCosts: only with setSensitivity(true)):
    double objective() const;
    std::vector<double> values() const;       // one per column
    // Sensitivity of the objective to each column's bound value: for a column fixed by
    // setBounds(c, v, v), d objective / d v. Together with the row duals these form an
    // optimal dual solution, so objective(v') >= objective(v) + reducedCosts·(v' - v) for
    // any v' that stays feasible (the optimal value of an LP is convex in its bounds).
    std::vector<double> reducedCosts() const; // one per column

    std::int64_t lastIterations() const;  // simplex iterations of the last solve
    std::int64_t totalIterations() const; // summed over every solve of this model
    int solves() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

const char *toString(LpProblem::Status s);

} // namespace partita

#include "schedule/lbp/lp_problem.h"

#include "model/error.h"

#include <lp_lib.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace partita {

struct LpProblem::Impl {
    lprec *lp = nullptr;
    int columns = 0;
    int rows = 0;
    bool rowMode = false;
    bool solved = false;
    bool sensitivity = false;
    bool dualsReady = false;
    std::int64_t lastIterations = 0;
    std::int64_t totalIterations = 0;
    int solves = 0;

    ~Impl()
    {
        if (lp)
            delete_lp(lp);
    }
    void leaveRowMode()
    {
        if (rowMode) {
            set_add_rowmode(lp, FALSE);
            rowMode = false;
        }
    }
    void checkColumn(int c) const
    {
        if (c < 0 || c >= columns)
            throw std::out_of_range("LpProblem: column " + std::to_string(c) + " out of range");
    }
    // lp_solve numbers columns from 1; our terms from 0.
    void split(const Terms &terms, std::vector<int> &cols, std::vector<REAL> &coefs) const
    {
        cols.clear();
        coefs.clear();
        for (const auto &[c, v] : terms) {
            checkColumn(c);
            cols.push_back(c + 1);
            coefs.push_back(v);
        }
    }
};

LpProblem::LpProblem(int columns) : m_impl(std::make_unique<Impl>())
{
    if (columns < 1)
        throw std::invalid_argument("LpProblem: a model needs at least one column");
    m_impl->lp = make_lp(0, columns);
    if (!m_impl->lp)
        throw ReasonedError<std::runtime_error>(reason(ReasonKind::LpCallFailed, {"make_lp"}));
    m_impl->columns = columns;
    set_verbose(m_impl->lp, NEUTRAL);
}

LpProblem::~LpProblem() = default;
LpProblem::LpProblem(LpProblem &&) noexcept = default;
LpProblem &LpProblem::operator=(LpProblem &&) noexcept = default;

int LpProblem::columns() const { return m_impl->columns; }
int LpProblem::rows() const { return m_impl->rows; }

void LpProblem::setObjective(const Terms &terms, bool minimize)
{
    m_impl->leaveRowMode();
    std::vector<int> cols;
    std::vector<REAL> coefs;
    m_impl->split(terms, cols, coefs);
    if (!set_obj_fnex(m_impl->lp, static_cast<int>(cols.size()), coefs.data(), cols.data()))
        throw ReasonedError<std::runtime_error>(reason(ReasonKind::LpCallFailed, {"set_obj_fnex"}));
    if (minimize)
        set_minim(m_impl->lp);
    else
        set_maxim(m_impl->lp);
    m_impl->solved = false;
}

int LpProblem::addConstraint(const Terms &terms, Relation relation, double rhs)
{
    if (!m_impl->rowMode) {
        set_add_rowmode(m_impl->lp, TRUE);
        m_impl->rowMode = true;
    }
    std::vector<int> cols;
    std::vector<REAL> coefs;
    m_impl->split(terms, cols, coefs);
    const int type = relation == Relation::LessEqual ? LE : relation == Relation::GreaterEqual ? GE : EQ;
    if (!add_constraintex(m_impl->lp, static_cast<int>(cols.size()), coefs.data(), cols.data(), type, rhs))
        throw ReasonedError<std::runtime_error>(reason(ReasonKind::LpCallFailed, {"add_constraintex"}));
    m_impl->solved = false;
    return m_impl->rows++;
}

void LpProblem::setRhs(int row, double rhs)
{
    if (row < 0 || row >= m_impl->rows)
        throw std::out_of_range("LpProblem: row " + std::to_string(row) + " out of range");
    m_impl->leaveRowMode();
    set_rh(m_impl->lp, row + 1, rhs);
    m_impl->solved = false;
    m_impl->dualsReady = false;
}

void LpProblem::setBounds(int column, double lower, double upper)
{
    m_impl->checkColumn(column);
    m_impl->leaveRowMode();
    const double inf = get_infinite(m_impl->lp);
    set_bounds(m_impl->lp, column + 1, std::isinf(lower) ? -inf : lower, std::isinf(upper) ? inf : upper);
    m_impl->solved = false;
}

void LpProblem::setSensitivity(bool on)
{
    set_presolve(m_impl->lp, on ? PRESOLVE_SENSDUALS : PRESOLVE_NONE, get_presolveloops(m_impl->lp));
    m_impl->sensitivity = on;
}

LpProblem::Status LpProblem::solve()
{
    m_impl->leaveRowMode();
    const int rc = ::solve(m_impl->lp);
    // get_total_iter counts the simplex iterations of the last solve (lp_solve 5.5 resets it
    // at the start of every solve, B&B included).
    m_impl->lastIterations = static_cast<std::int64_t>(get_total_iter(m_impl->lp));
    m_impl->totalIterations += m_impl->lastIterations;
    ++m_impl->solves;
    m_impl->solved = rc == OPTIMAL || rc == PRESOLVED;
    m_impl->dualsReady = m_impl->solved && m_impl->sensitivity;
    switch (rc) {
    case OPTIMAL:
    case PRESOLVED:
        return Status::Optimal;
    case INFEASIBLE:
        return Status::Infeasible;
    case UNBOUNDED:
        return Status::Unbounded;
    default:
        return Status::Failed;
    }
}

double LpProblem::objective() const
{
    if (!m_impl->solved)
        throw std::logic_error("LpProblem: no optimal solution");
    return get_objective(m_impl->lp);
}

std::vector<double> LpProblem::values() const
{
    if (!m_impl->solved)
        throw std::logic_error("LpProblem: no optimal solution");
    std::vector<REAL> v(static_cast<std::size_t>(m_impl->columns));
    get_variables(m_impl->lp, v.data());
    return {v.begin(), v.end()};
}

std::vector<double> LpProblem::reducedCosts() const
{
    if (!m_impl->dualsReady)
        throw std::logic_error("LpProblem: no optimal solution with sensitivity information");
    REAL *duals = nullptr;
    if (!get_ptr_sensitivity_rhs(m_impl->lp, &duals, nullptr, nullptr) || !duals)
        throw ReasonedError<std::runtime_error>(Reason{ReasonKind::LpNoSensitivity, {}});
    // duals holds the row duals first, then one reduced cost per column.
    const auto first = duals + m_impl->rows;
    return {first, first + m_impl->columns};
}

std::int64_t LpProblem::lastIterations() const { return m_impl->lastIterations; }
std::int64_t LpProblem::totalIterations() const { return m_impl->totalIterations; }
int LpProblem::solves() const { return m_impl->solves; }

const char *toString(LpProblem::Status s)
{
    switch (s) {
    case LpProblem::Status::Optimal:
        return "optimal";
    case LpProblem::Status::Infeasible:
        return "infeasible";
    case LpProblem::Status::Unbounded:
        return "unbounded";
    case LpProblem::Status::Failed:
        break;
    }
    return "failed";
}

} // namespace partita

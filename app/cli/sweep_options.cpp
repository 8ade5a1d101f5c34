#include "sweep_options.h"

#include "model/error.h"

#include <cmath>
#include <sstream>

namespace partita::cli {

namespace {

constexpr const char *kForms = "n=FROM:TO:STEP, n=FROM:TO, n=V1,V2,... (or m=, k=, order=, q=, heterogeneity=, "
                               "comm-ratio=, memory=) or hw=R1,R2,...";

std::vector<std::string> split(const std::string &text, char separator)
{
    std::vector<std::string> parts;
    std::stringstream ss(text);
    for (std::string part; std::getline(ss, part, separator);)
        parts.push_back(part);
    if (!text.empty() && text.back() == separator)
        parts.emplace_back();
    return parts;
}

// The core's values of `range`, its messages under --sweep's name.
std::vector<double> valuesOf(const SweepRange &range, bool whole)
{
    try {
        return sweepValues(range, whole);
    } catch (const InputError &e) {
        throw InputError("--sweep: " + e.detail());
    }
}

} // namespace

void SweepOptions::addTo(CLI::App &cmd)
{
    cmd.add_option("--sweep", m_text,
                   "Repeat the comparison at every value of one parameter, as the studio's sweep does: PARAM=FROM:TO:STEP, "
                   "PARAM=FROM:TO (FROM doubled up to TO, or --sweep-points values) or PARAM=V1,V2,..., where PARAM is "
                   "n (the order of a square product, else n alone), m, k, order, q, heterogeneity (speeds s_i^h, 0 = "
                   "equal, 1 = as drawn), comm-ratio (link bandwidths divided by it), memory (every worker's, MiB or "
                   "q×q buffers) or, for the ring, hw (H/W ratios)");
    cmd.add_option("--sweep-points", m_points, "With --sweep PARAM=FROM:TO: that many values from FROM to TO")
        ->check(CLI::Range(2, kMaxSweepPoints));
    cmd.add_option("--sweep-scale", m_scale,
                   "With --sweep-points: linear (evenly spaced, the default) or log (evenly spaced in log, FROM > 0)")
        ->check(CLI::IsMember({"linear", "log"}));
}

SweepSpec SweepOptions::spec(const Problem &problem) const
{
    const std::string &text = m_text;
    const auto eq = text.find('=');
    SweepSpec s;
    s.name = text.substr(0, eq);
    if (s.name != "hw") {
        s.parameter = parseSweepParameter(s.name);
        // n= on a square product is its order (m = k = n), the sweep partita always did.
        if (s.parameter == SweepParameter::N && problem.square())
            s.parameter = SweepParameter::Order;
    }
    if (eq == std::string::npos || (s.name != "hw" && !s.parameter))
        throw InputError("--sweep: expected " + std::string(kForms) + ", got '" + text + "'");
    const bool whole = s.parameter && sweepsWholeValues(*s.parameter);
    // h = 0 makes the processors equal; every other parameter is positive.
    const bool zeroAllowed = s.parameter == SweepParameter::Heterogeneity;
    const auto number = [&](const std::string &word) {
        std::size_t used = 0;
        double v = 0;
        try {
            v = std::stod(word, &used);
        } catch (const std::exception &) {
            used = 0;
        }
        if (used != word.size() || word.empty() || !std::isfinite(v) || v < 0 || (v == 0 && !zeroAllowed))
            throw InputError("--sweep: '" + word + "' is not a " + (zeroAllowed ? "number ≥ 0" : "positive number"));
        if (whole && v != std::floor(v))
            throw InputError("--sweep: " + s.name + " takes whole numbers, got " + word);
        return v;
    };
    const std::string values = text.substr(eq + 1);
    if (values.find(':') == std::string::npos) { // V1,V2,...
        if (m_points > 0 || !m_scale.empty())
            throw InputError("--sweep-points and --sweep-scale go with --sweep PARAM=FROM:TO");
        for (const std::string &word : split(values, ','))
            s.values.push_back(number(word));
        if (s.values.empty() || s.values.size() > static_cast<std::size_t>(kMaxSweepPoints))
            throw InputError("--sweep: between 1 and " + std::to_string(kMaxSweepPoints) + " values, got "
                             + std::to_string(s.values.size()));
        return s;
    }
    const std::vector<std::string> parts = split(values, ':');
    if (parts.size() != 2 && parts.size() != 3)
        throw InputError("--sweep: a range is FROM:TO:STEP, or FROM:TO, got '" + values + "'");
    const double from = number(parts[0]), to = number(parts[1]);
    if (to < from)
        throw InputError("--sweep: the range " + values + " is empty");
    if (parts.size() == 3) { // FROM, FROM + STEP, … while ≤ TO: an evenly spaced range
        if (m_points > 0 || !m_scale.empty())
            throw InputError("--sweep-points and --sweep-scale go with --sweep PARAM=FROM:TO, not FROM:TO:STEP");
        const double step = number(parts[2]);
        if (step <= 0)
            throw InputError("--sweep: the step must be positive, got '" + parts[2] + "'");
        const double count = std::floor((to - from) / step * (1 + 1e-12)) + 1;
        if (count > kMaxSweepPoints)
            throw InputError("--sweep: between 1 and " + std::to_string(kMaxSweepPoints) + " values, got "
                             + std::to_string(static_cast<long long>(count)));
        const int points = static_cast<int>(count);
        s.values = valuesOf({from, from + (points - 1) * step, points, false}, whole);
        return s;
    }
    if (m_points > 0) {
        s.values = valuesOf({from, to, m_points, m_scale == "log"}, whole);
        return s;
    }
    if (!m_scale.empty())
        throw InputError("--sweep-scale goes with --sweep-points");
    // FROM, 2·FROM, 4·FROM, … below TO, then TO: a geometric range of ratio 2 (an aspect ratio
    // is best seen in doublings).
    if (from <= 0)
        throw InputError("--sweep: FROM:TO doubles FROM, which must be positive; give --sweep-points for a range from 0");
    int doublings = 0;
    while (from * std::ldexp(1.0, doublings) < to * (1 - 1e-12) && doublings < kMaxSweepPoints)
        ++doublings;
    if (doublings + 1 > kMaxSweepPoints)
        throw InputError("--sweep: between 1 and " + std::to_string(kMaxSweepPoints) + " values, got more");
    if (doublings > 0)
        s.values = valuesOf({from, from * std::ldexp(1.0, doublings - 1), doublings, true}, whole);
    if (s.values.empty() || s.values.back() != to)
        s.values.push_back(to);
    return s;
}

} // namespace partita::cli

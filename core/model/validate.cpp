#include "model/validate.h"

#include "model/error.h"
#include "model/graph.h"
#include "util/number_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <queue>
#include <string_view>
#include <unordered_map>

namespace partita {
namespace {

// Three significant digits, for derived quantities such as the size of a block in MiB.
std::string approx(double v)
{
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 3);
    return std::string(buf, r.ptr);
}

std::string quoted(const std::string &id)
{
    return quotedId(id);
}

// How messages name an element: its word ("processor", "link") and its name ("'P1'",
// "P1 -> R1").
struct Who {
    std::string element;
    std::string name;
};

Who linkWho(const Link &link)
{
    if (!link.name.empty())
        return {"link", quoted(link.name)};
    return {"link", link.from + " -> " + link.to};
}

struct Checker {
    const Platform &p;
    std::vector<PlatformIssue> issues;

    void add(PlatformIssue::Element e, std::size_t i, std::string field, Reason reason)
    {
        std::string message = reason.text();
        issues.push_back({e, i, std::move(field), std::move(message), std::move(reason)});
    }

    // A field of an element named `who` ({"processor", "'P1'"}, {"link", "P1 -> R1"}): the
    // element's word and its name, the first two parameters of the reason.
    static Reason about(ReasonKind kind, const Who &who, std::vector<ReasonArg> more)
    {
        Reason r{kind, {word(who.element), {who.name}}};
        r.args.insert(r.args.end(), more.begin(), more.end());
        return r;
    }

    void positive(PlatformIssue::Element e, std::size_t i, const Who &who, const char *field, double v)
    {
        if (!std::isfinite(v))
            add(e, i, field, about(ReasonKind::NotFinite, who, {word(field), {shortestText(v)}}));
        else if (v <= 0)
            add(e, i, field, about(ReasonKind::NotPositive, who, {word(field), {shortestText(v)}}));
        else if (v < kMinPositiveValue || v > kMaxPositiveValue)
            add(e, i, field,
                about(ReasonKind::OutOfRange, who,
                      {word(field), {shortestText(kMinPositiveValue)}, {shortestText(kMaxPositiveValue)},
                       {shortestText(v)}}));
    }

    void coordinates(PlatformIssue::Element e, std::size_t i, const Who &who, const std::optional<double> &x,
                     const std::optional<double> &y)
    {
        if (x && !std::isfinite(*x))
            add(e, i, "x", about(ReasonKind::NotFinite, who, {{"x"}, {shortestText(*x)}}));
        if (y && !std::isfinite(*y))
            add(e, i, "y", about(ReasonKind::NotFinite, who, {{"y"}, {shortestText(*y)}}));
    }

    // docs/platform-format.md, Kernel speeds: rates in Gflop/s at increasing block sizes.
    void kernels(std::size_t i, const Who &who, const Processor &pr)
    {
        using E = PlatformIssue::Element;
        if (!pr.kernels.empty() && p.units == Units::Blocks) {
            add(E::Processor, i, "kernels", about(ReasonKind::KernelsNeedPhysical, who, {}));
            return;
        }
        for (const auto &[kernel, f] : pr.kernels) {
            // "processor 'P1', kernel 'panel': ...": the kernel's name is a value of the format.
            const ReasonArg name{toString(kernel)};
            if (f.points.empty())
                add(E::Processor, i, "kernels", about(ReasonKind::KernelNoSpeed, who, {name}));
            const bool constant = f.points.size() == 1 && f.points.front().size == 0;
            for (std::size_t k = 0; k < f.points.size(); ++k) {
                const SpeedPoint &point = f.points[k];
                if (!std::isfinite(point.speed) || point.speed < kMinPositiveValue || point.speed > kMaxPositiveValue)
                    add(E::Processor, i, "kernels",
                        about(ReasonKind::KernelSpeedRange, who,
                              {name, {shortestText(kMinPositiveValue)}, {shortestText(kMaxPositiveValue)},
                               {shortestText(point.speed)}}));
                if (constant)
                    continue;
                if (!std::isfinite(point.size) || point.size < 1 || point.size > kMaxPositiveValue)
                    add(E::Processor, i, "kernels",
                        about(ReasonKind::KernelPointSize, who,
                              {name, {shortestText(kMaxPositiveValue)}, {shortestText(point.size)}}));
                else if (k > 0 && point.size <= f.points[k - 1].size)
                    add(E::Processor, i, "kernels",
                        about(ReasonKind::KernelSizesIncrease, who,
                              {name, {shortestText(point.size)}, {shortestText(f.points[k - 1].size)}}));
            }
        }
    }

    // docs/platform-format.md, Kernel speeds: κ of panelShapeFactor, a count of elements of C.
    // Bounded as the format's other values (Limits): a huge κ would overflow the factor's
    // terms into inf/inf. A "blocks" platform has no panel kernel whose rate it could adjust.
    void panelPacking(std::size_t i, const Who &who, const Processor &pr)
    {
        using E = PlatformIssue::Element;
        if (pr.panelPacking == 0)
            return;
        if (!(pr.panelPacking >= 0 && pr.panelPacking <= kMaxPositiveValue)) // NaN too
            add(E::Processor, i, "panel_packing",
                about(ReasonKind::PanelPackingRange, who,
                      {{shortestText(kMaxPositiveValue)}, {shortestText(pr.panelPacking)}}));
        else if (p.units == Units::Blocks)
            add(E::Processor, i, "panel_packing", about(ReasonKind::PanelPackingNeedsPhysical, who, {}));
    }

    // Ids are shared by processors and routers: a link end or the master names one node.
    bool nodes(std::unordered_map<std::string, std::string> &kindOf)
    {
        using E = PlatformIssue::Element;
        bool ok = true;
        auto claim = [&](E e, std::size_t i, const std::string &id, const char *kind) {
            const Who named{kind, quoted(id)};
            if (id.empty()) {
                add(e, i, "id", Reason{ReasonKind::EmptyId, {word(kind), {std::to_string(i + 1)}}});
                ok = false;
                return;
            }
            if (const std::string control = idControlWord(id); !control.empty()) {
                add(e, i, "id", about(ReasonKind::IdControlCharacter, named, {word(control)}));
                ok = false;
                return;
            }
            auto [it, inserted] = kindOf.emplace(id, kind);
            if (!inserted) {
                add(e, i, "id", about(ReasonKind::DuplicateId, named, {word(it->second)}));
                ok = false;
            }
        };
        for (std::size_t i = 0; i < p.processors.size(); ++i) {
            const Processor &pr = p.processors[i];
            claim(E::Processor, i, pr.id, "processor");
            const Who who{"processor", quoted(pr.id)};
            positive(E::Processor, i, who, "speed", pr.speed);
            positive(E::Processor, i, who, "memory", pr.memory);
            coordinates(E::Processor, i, who, pr.x, pr.y);
            kernels(i, who, pr);
            panelPacking(i, who, pr);
            if (pr.cores < 1 || pr.cores > kMaxCores)
                add(E::Processor, i, "cores",
                    about(ReasonKind::OutOfRange, who,
                          {word("cores"), {"1"}, {std::to_string(kMaxCores)}, {std::to_string(pr.cores)}}));
        }
        for (std::size_t i = 0; i < p.routers.size(); ++i) {
            claim(E::Router, i, p.routers[i].id, "router");
            coordinates(E::Router, i, Who{"router", quoted(p.routers[i].id)}, p.routers[i].x, p.routers[i].y);
        }
        return ok;
    }

    bool links(const std::unordered_map<std::string, std::string> &kindOf)
    {
        using E = PlatformIssue::Element;
        bool endsKnown = true;
        for (std::size_t i = 0; i < p.links.size(); ++i) {
            const Link &l = p.links[i];
            const Who named = linkWho(l);
            if (const std::string control = idControlWord(l.name); !control.empty())
                add(E::Link, i, "name", about(ReasonKind::IdControlCharacter, named, {word(control)}));
            for (const auto &[field, end] : {std::pair{"from", &l.from}, std::pair{"to", &l.to}}) {
                if (!kindOf.contains(*end)) {
                    add(E::Link, i, field, about(ReasonKind::UnknownNode, named, {{quoted(*end)}, {field}}));
                    endsKnown = false;
                }
            }
            if (!l.from.empty() && l.from == l.to)
                add(E::Link, i, "to", about(ReasonKind::LinkToItself, named, {{quoted(l.from)}}));
            positive(E::Link, i, named, "bandwidth", l.bandwidth);
            if (!std::isfinite(l.latency))
                add(E::Link, i, "latency",
                    about(ReasonKind::NotFinite, named, {word("latency"), {shortestText(l.latency)}}));
            else if (l.latency < 0)
                add(E::Link, i, "latency", about(ReasonKind::LatencyNegative, named, {{shortestText(l.latency)}}));
            else if (l.latency > kMaxLatency)
                add(E::Link, i, "latency",
                    about(ReasonKind::LatencyTooLarge, named,
                          {{shortestText(kMaxLatency)}, {shortestText(l.latency)}}));
        }
        return endsKnown;
    }

    // docs/platform-format.md, Routes: known ends, links that exist, a direction only on
    // split-duplex links, at most one route declared for each ordered pair.
    void routes(const std::unordered_map<std::string, std::string> &kindOf)
    {
        using E = PlatformIssue::Element;
        std::unordered_map<std::string, std::size_t> declared;
        for (std::size_t i = 0; i < p.routes.size(); ++i) {
            const DeclaredRoute &r = p.routes[i];
            const Who named{"route", r.from + " -> " + r.to};
            for (const auto &[field, end] : {std::pair{"from", &r.from}, std::pair{"to", &r.to}})
                if (!kindOf.contains(*end))
                    add(E::Route, i, field, about(ReasonKind::UnknownNode, named, {{quoted(*end)}, {field}}));
            if (r.from == r.to)
                add(E::Route, i, "to", about(ReasonKind::RouteSameEnds, named, {}));
            if (r.hops.empty())
                add(E::Route, i, "links", about(ReasonKind::RouteNoLink, named, {}));
            if (!std::isfinite(r.latency) || r.latency < 0 || r.latency > kMaxLatency)
                add(E::Route, i, "latency",
                    about(ReasonKind::RouteLatencyRange, named,
                          {{shortestText(kMaxLatency)}, {shortestText(r.latency)}}));
            for (const RouteHop &hop : r.hops) {
                if (hop.link < 0 || static_cast<std::size_t>(hop.link) >= p.links.size()) {
                    add(E::Route, i, "links", about(ReasonKind::RouteNoLinkNumber, named, {{std::to_string(hop.link + 1)}}));
                    continue;
                }
                const Link &l = p.links[static_cast<std::size_t>(hop.link)];
                if (hop.reverse && l.sharing != Sharing::SplitDuplex) {
                    const Who link = linkWho(l); // as describeLink names it
                    add(E::Route, i, "links", about(ReasonKind::RouteCrossedDown, named, {word(link.element), {link.name}}));
                }
            }
            for (const auto &[a, b] : {std::pair{&r.from, &r.to}, std::pair{&r.to, &r.from}}) {
                if (a == &r.to && !r.symmetrical)
                    continue;
                const auto [it, inserted] = declared.emplace(*a + '\n' + *b, i);
                if (!inserted)
                    add(E::Route, i, "to",
                        about(ReasonKind::RouteAlreadyDeclared, named,
                              {{quoted(*a)}, {quoted(*b)}, {std::to_string(it->second + 1)}}));
            }
        }
    }

    // Breadth-first search over links taken as undirected: every node must be reachable from
    // the master (or the first processor when there is none). O(V + E). Called once ids are
    // unique and every link end is a node, so nodes are numbered (processors, then routers)
    // and no id is copied for each link: 100,000 processors (docs/hardening.md).
    void connectivity()
    {
        std::unordered_map<std::string_view, std::size_t> indexOf;
        indexOf.reserve(p.processors.size() + p.routers.size());
        for (const Processor &pr : p.processors)
            indexOf.emplace(pr.id, indexOf.size());
        for (const Router &r : p.routers)
            indexOf.emplace(r.id, indexOf.size());
        std::vector<std::vector<std::size_t>> adjacent(indexOf.size());
        for (const Link &l : p.links) {
            const std::size_t a = indexOf.at(l.from), b = indexOf.at(l.to);
            adjacent[a].push_back(b);
            adjacent[b].push_back(a);
        }
        const std::string start
            = !p.master.empty() && p.hasNode(p.master) ? p.master : p.processors.front().id;
        std::vector<bool> seen(indexOf.size());
        std::queue<std::size_t> frontier;
        seen[indexOf.at(start)] = true;
        frontier.push(indexOf.at(start));
        while (!frontier.empty()) {
            const std::size_t node = frontier.front();
            frontier.pop();
            for (const std::size_t next : adjacent[node])
                if (!seen[next]) {
                    seen[next] = true;
                    frontier.push(next);
                }
        }
        auto report
            = [&](PlatformIssue::Element e, std::size_t i, const std::string &kind, const std::string &id) {
                  add(e, i, "id", about(ReasonKind::Disconnected, Who{kind, quoted(id)}, {{quoted(start)}}));
              };
        for (std::size_t i = 0; i < p.processors.size(); ++i)
            if (!seen[i])
                return report(PlatformIssue::Element::Processor, i, "processor", p.processors[i].id);
        for (std::size_t i = 0; i < p.routers.size(); ++i)
            if (!seen[p.processors.size() + i])
                return report(PlatformIssue::Element::Router, i, "router", p.routers[i].id);
    }
};

} // namespace

std::string describeLink(const Link &link)
{
    if (!link.name.empty())
        return "link " + quoted(link.name);
    return "link " + link.from + " -> " + link.to;
}

std::vector<PlatformIssue> platformIssues(const Platform &platform)
{
    Checker c{platform, {}};
    if (platform.processors.empty()) {
        c.add(PlatformIssue::Element::Platform, 0, "processors", Reason{ReasonKind::NoProcessor, {}});
        return c.issues;
    }
    std::unordered_map<std::string, std::string> kindOf;
    const bool idsOk = c.nodes(kindOf);
    const bool endsOk = c.links(kindOf);
    if (!platform.master.empty() && !kindOf.contains(platform.master))
        c.add(PlatformIssue::Element::Platform, 0, "master", reason(ReasonKind::UnknownMaster, {quoted(platform.master)}));
    c.routes(kindOf);
    if (idsOk && endsOk)
        c.connectivity();
    return c.issues;
}

void validatePlatform(const Platform &platform, const std::string &fileName)
{
    const auto issues = platformIssues(platform);
    if (!issues.empty())
        throw InputError(fileName, 0, issues.front().reason);
}

void validateProblem(const Platform &platform, const Problem &problem, const std::string &context,
                     const ProcessorLines &lineOf)
{
    const auto lineOfProcessor = [&](const std::string &id) { return lineOf ? lineOf(id) : 0; };
    // The three dimensions, named as the options that set them (--m, --k, --n); a square
    // product has only n.
    struct Dimension {
        const char *name;
        std::int64_t value;
    };
    std::vector<Dimension> dimensions = {{"n", problem.n}};
    if (!problem.square())
        dimensions = {{"m", problem.m}, {"k", problem.k}, {"n", problem.n}};
    for (const Dimension &d : dimensions)
        if (d.value < 1)
            throw InputError(context, 0, reason(ReasonKind::DimensionTooSmall, {d.name, std::to_string(d.value)}));
    if (problem.q < 1)
        throw InputError(context, 0, reason(ReasonKind::DimensionTooSmall, {"q", std::to_string(problem.q)}));
    for (const Dimension &d : dimensions)
        if (d.value > kMaxOrder)
            throw InputError(context, 0,
                             reason(ReasonKind::DimensionTooLarge,
                                    {d.name, std::to_string(kMaxOrder), std::to_string(d.value)}));
    if (problem.q > kMaxOrder)
        throw InputError(context, 0,
                         reason(ReasonKind::DimensionTooLarge, {"q", std::to_string(kMaxOrder), std::to_string(problem.q)}));
    for (const Dimension &d : dimensions)
        if (const std::int64_t blocks = (d.value + problem.q - 1) / problem.q; blocks > kMaxBlocksPerSide)
            throw InputError(context, 0,
                             reason(ReasonKind::TooManyBlocks,
                                    {d.name, std::to_string(blocks), std::to_string(kMaxBlocksPerSide)}));
    // The largest block really held is min(dimension, q) elements wide along each side.
    const std::int64_t side = std::min(problem.q, std::max({problem.m, problem.k, problem.n}));
    const std::string shape = std::to_string(side) + "×" + std::to_string(side);
    const double blockMiB = 8.0 * static_cast<double>(side) * static_cast<double>(side) / 1048576.0;
    for (const Processor &pr : platform.processors) {
        if (platform.units == Units::Blocks) {
            if (pr.memory < 1)
                throw InputError(context, lineOfProcessor(pr.id),
                                 reason(ReasonKind::MemoryBuffers, {quoted(pr.id), shortestText(pr.memory), shape}));
        } else if (pr.memory < blockMiB) {
            throw InputError(context, lineOfProcessor(pr.id),
                             reason(ReasonKind::MemoryMiB,
                                    {quoted(pr.id), shortestText(pr.memory), shape, approx(blockMiB)}));
        }
    }
    // Every strategy starts from the master's data: one that cannot reach a computing
    // processor along the links' directions would have to leave it out, which no strategy
    // does silently.
    if (!platform.master.empty() && platform.hasNode(platform.master)) {
        const auto routes = platformRoutes(platform, platform.master);
        for (const Processor &pr : platform.computingProcessors()) {
            const auto it = routes.find(pr.id);
            if (pr.id != platform.master && (it == routes.end() || !it->second.reachable))
                throw InputError(context, lineOfProcessor(pr.id),
                                 reason(ReasonKind::UnreachableFromMaster, {quoted(pr.id), quoted(platform.master)}));
        }
    }
}

std::string escapedControls(const std::string &text)
{
    std::string out;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\r')
            out += "\\r";
        else if (u < 0x20 || u == 0x7f) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", u);
            out += hex;
        } else
            out += c;
    }
    return out;
}

std::string quotedId(const std::string &id)
{
    return "'" + escapedControls(id) + "'";
}

std::string idControlWord(const std::string &id)
{
    for (const char c : id) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f)
            return c == '\n' ? "a newline" : c == '\t' ? "a tab" : "a byte below 0x20 or 0x7f";
    }
    return {};
}

std::string idProblem(const std::string &id)
{
    const std::string control = idControlWord(id);
    if (control.empty())
        return {};
    return "the id contains a control character (" + control
        + "): ids appear in one-line errors and in the rows of CSV traces";
}

std::string problemNote(const Problem &problem)
{
    if (problem.m < 1 || problem.k < 1 || problem.n < 1 || problem.q < 1 || problem.divisible())
        return {};
    if (problem.square()) {
        const std::int64_t blocks = problem.blocks();
        return "n = " + std::to_string(problem.n) + " is not a multiple of q = " + std::to_string(problem.q)
            + ": the grid has " + std::to_string(blocks) + "×" + std::to_string(blocks)
            + " blocks and the last block row and column are " + std::to_string(problem.blockExtent(blocks - 1))
            + " elements wide instead of " + std::to_string(problem.q);
    }
    std::string narrower;
    const auto add = [&](const char *name, std::int64_t value, std::int64_t blocks, std::int64_t last) {
        if (value % problem.q != 0)
            narrower += std::string(narrower.empty() ? "" : ", ") + "the last block along " + name + " is "
                + std::to_string(last) + " elements (" + name + " = " + std::to_string(value) + ", "
                + std::to_string(blocks) + " blocks)";
    };
    add("m", problem.m, problem.rowBlocks(), problem.rowExtent(problem.rowBlocks() - 1));
    add("k", problem.k, problem.innerBlocks(), problem.innerExtent(problem.innerBlocks() - 1));
    add("n", problem.n, problem.colBlocks(), problem.colExtent(problem.colBlocks() - 1));
    return "q = " + std::to_string(problem.q) + " does not divide every dimension: " + narrower + " instead of "
        + std::to_string(problem.q);
}

} // namespace partita

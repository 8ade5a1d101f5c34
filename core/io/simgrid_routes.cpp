#include "io/simgrid_routes.h"

#include <algorithm>
#include <unordered_set>

namespace partita {
namespace {

using Ends = std::optional<std::pair<std::string, std::string>>;

struct LinkState {
    std::vector<std::string> ends; // nodes the link touches, first attached first
    bool fixed = false;
    bool reversible = false; // some use needs the link in both directions
    Ends oneWay;             // the direction of its one-way uses, while they agree
    std::size_t firstRoute = 0;
    bool used = false;
};

class Builder {
public:
    Builder(const std::vector<std::string> &linkIds, const std::vector<Ends> &fixedEnds,
        const std::function<bool(const std::string &)> &idTaken)
        : m_ids(linkIds), m_idTaken(idTaken), m_links(linkIds.size())
    {
        for (std::size_t l = 0; l < fixedEnds.size() && l < m_links.size(); ++l)
            if (fixedEnds[l]) {
                m_links[l].fixed = true;
                m_links[l].ends = {fixedEnds[l]->first, fixedEnds[l]->second};
            }
    }

    void singleLink(const SimGridRoute &r, std::size_t index)
    {
        const std::size_t l = r.links.front();
        use(l, index);
        attach(l, r.src);
        attach(l, r.dst);
        LinkState &s = m_links[l];
        if (r.symmetrical)
            s.reversible = true;
        else if (!s.oneWay)
            s.oneWay = std::pair{r.src, r.dst};
        else if (*s.oneWay != std::pair{r.src, r.dst})
            s.reversible = true;
    }

    void multiLink(const SimGridRoute &r, std::size_t index)
    {
        for (std::size_t l : r.links) {
            use(l, index);
            m_links[l].reversible = true;
        }
        attach(r.links.front(), r.src);
        attach(r.links.back(), r.dst);
        std::string entry = r.src;
        for (std::size_t i = 0; i + 1 < r.links.size(); ++i)
            entry = meet(r.links[i], r.links[i + 1], entry, index);
    }

    InferredTopology finish()
    {
        for (std::size_t l = 0; l < m_links.size(); ++l) {
            const LinkState &s = m_links[l];
            if (s.fixed || s.ends.empty())
                continue;
            if (s.ends.size() == 1) { // its other end is no node of any route: a router of its own
                m_out.edges.push_back({l, s.ends[0], newRouter(m_ids[l], s.firstRoute), true});
                continue;
            }
            if (s.ends.size() == 2) {
                InferredTopology::Edge e{l, s.ends[0], s.ends[1], true};
                if (s.oneWay && !s.reversible) {
                    e.from = s.oneWay->first;
                    e.to = s.oneWay->second;
                    e.bidirectional = false;
                }
                m_out.edges.push_back(std::move(e));
                continue;
            }
            const std::string bus = newRouter(m_ids[l], s.firstRoute);
            for (const std::string &node : s.ends)
                m_out.edges.push_back({l, node, bus, true});
        }
        return std::move(m_out);
    }

private:
    void use(std::size_t l, std::size_t route)
    {
        if (!m_links[l].used)
            m_links[l].firstRoute = route;
        m_links[l].used = true;
    }

    bool touches(std::size_t l, const std::string &node) const
    {
        const auto &ends = m_links[l].ends;
        return std::find(ends.begin(), ends.end(), node) != ends.end();
    }

    void attach(std::size_t l, const std::string &node)
    {
        if (!m_links[l].fixed && !touches(l, node))
            m_links[l].ends.push_back(node);
    }

    bool isJunction(const std::string &node) const { return m_created.contains(node); }

    std::string newRouter(const std::string &base, std::size_t route)
    {
        std::string id = base;
        for (int n = 2; m_idTaken(id) || m_created.contains(id); ++n)
            id = base + "#" + std::to_string(n);
        m_created.insert(id);
        m_out.routers.push_back({id, route});
        return id;
    }

    // The node where link `a`, entered at `entry`, hands over to link `b`.
    std::string meet(std::size_t a, std::size_t b, const std::string &entry, std::size_t route)
    {
        const LinkState &sa = m_links[a];
        const LinkState &sb = m_links[b];
        for (const std::string &n : sa.ends)
            if (n != entry && touches(b, n))
                return n;
        if (!sb.fixed && sb.ends.size() < 2)
            for (const std::string &n : sa.ends)
                if (n != entry && isJunction(n)) {
                    attach(b, n);
                    return n;
                }
        if (!sa.fixed && sa.ends.size() < 2)
            for (const std::string &n : sb.ends)
                if (n != entry && isJunction(n)) {
                    attach(a, n);
                    return n;
                }
        if (sa.fixed) {
            const std::string far = sa.ends[0] == entry ? sa.ends[1] : sa.ends[0];
            attach(b, far);
            return far;
        }
        if (sb.fixed) {
            const std::string near = sb.ends[0];
            attach(a, near);
            return near;
        }
        const std::string junction = newRouter(m_ids[a] + "/" + m_ids[b], route);
        attach(a, junction);
        attach(b, junction);
        return junction;
    }

    const std::vector<std::string> &m_ids;
    const std::function<bool(const std::string &)> &m_idTaken;
    std::vector<LinkState> m_links;
    std::unordered_set<std::string> m_created;
    InferredTopology m_out;
};

} // namespace

InferredTopology inferTopology(const std::vector<std::string> &linkIds, const std::vector<Ends> &fixedEnds,
    const std::vector<SimGridRoute> &routes, const std::function<bool(const std::string &)> &idTaken)
{
    Builder builder(linkIds, fixedEnds, idTaken);
    // One-link routes first: they name both ends of their link, which then anchors the
    // longer routes whatever the order of the file.
    for (std::size_t i = 0; i < routes.size(); ++i)
        if (routes[i].links.size() == 1 && routes[i].src != routes[i].dst)
            builder.singleLink(routes[i], i);
    for (std::size_t i = 0; i < routes.size(); ++i)
        if (routes[i].links.size() > 1 && routes[i].src != routes[i].dst)
            builder.multiLink(routes[i], i);
    return builder.finish();
}

} // namespace partita

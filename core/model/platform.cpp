#include "model/platform.h"

#include <algorithm>

namespace partita {

const Processor *Platform::findProcessor(const std::string &id) const
{
    auto it = std::find_if(processors.begin(), processors.end(),
                           [&](const Processor &p) { return p.id == id; });
    return it == processors.end() ? nullptr : &*it;
}

bool Platform::hasNode(const std::string &id) const
{
    return findProcessor(id) != nullptr
        || std::any_of(routers.begin(), routers.end(), [&](const Router &r) { return r.id == id; });
}

std::vector<Processor> Platform::computingProcessors() const
{
    std::vector<Processor> out;
    out.reserve(processors.size());
    for (const auto &p : processors)
        if (p.id != master || masterComputes)
            out.push_back(p);
    return out;
}

const char *toString(Units u) { return u == Units::Blocks ? "blocks" : "physical"; }
const char *toString(Sharing s) { return s == Sharing::Backbone ? "backbone" : "shared"; }

} // namespace partita

#include "schedule/ring/ring_refinement.h"

#include "model/error.h"

namespace partita {

const char *toString(RingRefinement refinement)
{
    switch (refinement) {
    case RingRefinement::Off:
        return "off";
    case RingRefinement::MaxMin:
        return "max-min";
    case RingRefinement::Program:
        return "qp";
    }
    return "?";
}

const std::vector<std::string> &ringRefinementNames()
{
    static const std::vector<std::string> names = {toString(RingRefinement::Off), toString(RingRefinement::MaxMin),
                                                   toString(RingRefinement::Program)};
    return names;
}

RingRefinement parseRingRefinement(const std::string &name)
{
    if (name == "on")
        return RingRefinement::MaxMin;
    for (RingRefinement r : {RingRefinement::Off, RingRefinement::MaxMin, RingRefinement::Program})
        if (name == toString(r))
            return r;
    throw InputError(reason(ReasonKind::RingRefinementUnknown, {name}));
}

} // namespace partita

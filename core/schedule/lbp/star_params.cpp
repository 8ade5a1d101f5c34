#include "schedule/lbp/star_params.h"

#include "model/error.h"

namespace partita {

const std::vector<std::string> &starModeNames()
{
    static const std::vector<std::string> names = {toString(StarMode::Scss), toString(StarMode::Sccs),
                                                   toString(StarMode::Pcss), toString(StarMode::Pccs)};
    return names;
}

const std::vector<std::string> &serviceOrderNames()
{
    static const std::vector<std::string> names = {toString(ServiceOrder::File), toString(ServiceOrder::Bandwidth),
                                                   toString(ServiceOrder::Speed)};
    return names;
}

ServiceOrder parseServiceOrder(const std::string &order)
{
    for (ServiceOrder o : {ServiceOrder::File, ServiceOrder::Bandwidth, ServiceOrder::Speed})
        if (order == toString(o))
            return o;
    throw InputError("lbp-star: unknown service order '" + order + "' (expected file, bandwidth or speed)");
}

const char *toString(ServiceOrder order)
{
    switch (order) {
    case ServiceOrder::File:
        return "file";
    case ServiceOrder::Bandwidth:
        return "bandwidth";
    case ServiceOrder::Speed:
        break;
    }
    return "speed";
}

} // namespace partita

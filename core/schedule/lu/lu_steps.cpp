#include "schedule/lu/lu_steps.h"

#include "model/error.h"

namespace partita {

const char *toString(LuSteps steps)
{
    switch (steps) {
    case LuSteps::Best:
        return "best";
    case LuSteps::Paper:
        return "paper";
    case LuSteps::Streamed:
        return "streamed";
    }
    return "?";
}

const std::vector<std::string> &luStepsNames()
{
    static const std::vector<std::string> names = {toString(LuSteps::Best), toString(LuSteps::Paper),
                                                   toString(LuSteps::Streamed)};
    return names;
}

LuSteps parseLuSteps(const std::string &name)
{
    for (LuSteps s : {LuSteps::Best, LuSteps::Paper, LuSteps::Streamed})
        if (name == toString(s))
            return s;
    throw InputError(reason(ReasonKind::LuStepsUnknown, {name}));
}

} // namespace partita

#include "plan/input_refusal.h"

#include "model/error.h"
#include "model/validate.h"
#include "plan/reason_text.h"

namespace partita::views {

QString inputRefusal(const Platform &platform, const Problem &problem)
{
    try {
        validatePlatform(platform, {});
        validateProblem(platform, problem, {});
    } catch (const InputError &e) {
        return errorText(e);
    }
    return {};
}

} // namespace partita::views

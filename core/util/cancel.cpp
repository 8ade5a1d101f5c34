#include "util/cancel.h"

namespace partita {

const char *Cancelled::what() const noexcept
{
    return "the computation was cancelled";
}

} // namespace partita

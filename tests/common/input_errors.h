#pragma once
// The message of the InputError a call throws, for tests that compare error lines.

#include "model/error.h"

#include <string>

namespace partita::test {

// The message of the InputError `f` throws, or "" when it throws none.
template <class F> std::string errorOf(F f)
{
    try {
        f();
    } catch (const InputError &e) {
        return e.what();
    }
    return {};
}

} // namespace partita::test

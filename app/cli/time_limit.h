#pragma once
// --time-limit SECONDS for the commands whose searches can grow without bound (plan, simulate,
// compare, redistribute, reproduce; docs/command-line.md, docs/hardening.md). One rule for all: when the
// limit is reached the command stops, prints
//     error: time limit of S s reached while <what it was doing>
// and exits with code 2, writing nothing. The limit is a deadline on a CancelToken
// (util/cancel.h) handed to the searches, which check it where the studio's cancellation is
// checked; the command names what it is doing with doing().

#include "util/cancel.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <memory>
#include <string>

namespace partita::cli {

class TimeLimit {
public:
    // Adds --time-limit SECONDS (> 0) to `cmd`.
    void addTo(CLI::App &cmd);
    // The token the command's searches check: null without --time-limit (nothing to check),
    // else cancelled once the limit has passed since run() began.
    const CancelToken *token() const { return m_token.get(); }
    // What the command does from now on ("planning columns-max"), for the message.
    void doing(std::string what) { m_what = std::move(what); }
    // Runs `command` under the limit; a search stopped by it becomes InputError with the
    // message above (main() prints it and exits with code 2).
    int run(const std::function<int()> &command);

private:
    double m_seconds = 0;
    std::unique_ptr<CancelToken> m_token;
    std::string m_what = "computing";
};

} // namespace partita::cli

#pragma once
// Errors of bad input. Every reader throws InputError with the file and, when known, the
// line (1-based) or position, so the command line prints
//   error: FILE:LINE: what is wrong
// and exits 2 (docs/command-line.md). What is wrong is a Reason (model/reason.h): the command
// line prints its English text, the studio its translation, the file and line as they are.

#include "model/reason.h"

#include <stdexcept>
#include <string>

namespace partita {

class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, Reason reason)
        : std::runtime_error(format(file, line, reason.text())), m_file(std::move(file)), m_line(line),
          m_reason(std::move(reason))
    {
    }
    InputError(std::string file, int line, const std::string &what) : InputError(std::move(file), line, textReason(what))
    {
    }
    explicit InputError(Reason reason) : InputError({}, 0, std::move(reason)) {}
    explicit InputError(const std::string &what) : InputError({}, 0, what) {}

    const std::string &file() const { return m_file; }
    int line() const { return m_line; }
    // What is wrong, without the file and line: the reason's English text.
    std::string detail() const { return m_reason.text(); }
    const Reason &reason() const { return m_reason; }

private:
    static std::string format(const std::string &file, int line, const std::string &what)
    {
        std::string s = file;
        if (!file.empty() && line > 0) {
            s.push_back(':');
            s.append(std::to_string(line));
        }
        if (!s.empty())
            s.append(": ");
        s.append(what);
        return s;
    }
    std::string m_file;
    int m_line = 0;
    Reason m_reason;
};

// An error that is not bad input (the command line exits 1 on it, as on any std::exception) but
// whose words are a reason, so that the studio can say them in its own language:
// ReasonedError<std::runtime_error>, ReasonedError<std::invalid_argument>. It is still caught
// as its base, and what() is the reason's English text.
template <class Base>
class ReasonedError : public Base, public ReasonCarrier {
public:
    explicit ReasonedError(Reason reason) : Base(reason.text()), ReasonCarrier(std::move(reason)) {}
};

} // namespace partita

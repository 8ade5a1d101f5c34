#pragma once
// Errors of bad input. Every reader throws InputError with the file and, when known, the
// line (1-based) or position, so the command line prints
//   error: FILE:LINE: what is wrong
// and exits 2 (docs/command-line.md), and the studio shows the same text.

#include <stdexcept>
#include <string>

namespace partita {

class InputError : public std::runtime_error {
public:
    InputError(std::string file, int line, const std::string &what)
        : std::runtime_error(format(file, line, what)), m_file(std::move(file)), m_line(line),
          m_detail(what)
    {
    }
    explicit InputError(const std::string &what) : InputError({}, 0, what) {}

    const std::string &file() const { return m_file; }
    int line() const { return m_line; }
    const std::string &detail() const { return m_detail; }

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
    std::string m_detail;
};

} // namespace partita

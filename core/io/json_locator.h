#pragma once
// Lines of the values of a JSON text, by JSON pointer ("/processors/2/speed"), so readers can
// say on which line a wrong value sits. nlohmann-json keeps no positions in its values; this
// second, light scan of a text that already parsed gives them.

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace partita {

// nlohmann-json's messages start with "[json.exception.parse_error.101] parse error at line 1,
// column 2: "; the position is given separately, so keep only what follows.
inline std::string nlohmannDetail(std::string what)
{
    if (what.starts_with("[json.exception.")) {
        const auto bracket = what.find("] ");
        what.erase(0, bracket == std::string::npos ? 0 : bracket + 2);
    }
    if (what.starts_with("parse error")) {
        const auto colon = what.find(": ");
        what.erase(0, colon == std::string::npos ? 0 : colon + 2);
    }
    return what;
}

class JsonLocator {
public:
    // `text` must be valid JSON. Values are located down to `maxDepth` levels (the platform
    // format needs three: /links/0/bandwidth); deeper ones are skipped without recursion.
    explicit JsonLocator(const std::string &text, int maxDepth = 3);

    // Line (1-based) where the value at `pointer` starts; the line of the closest located
    // parent when the pointer itself was not located (1 for the root). The first call indexes
    // every value (a second scan): lines are only wanted for error messages, so reading a
    // good file never pays for them.
    int line(const std::string &pointer) const;

    struct DuplicateKey {
        std::string pointer; // of the repeated member
        int line = 0;
    };
    // The first key repeated inside one object, if any (nlohmann-json silently keeps the last).
    const std::optional<DuplicateKey> &duplicateKey() const { return m_duplicate; }

    // Pointer of a member: parent + "/" + key, with "~" and "/" escaped (RFC 6901).
    static std::string member(const std::string &parent, const std::string &key);
    static std::string element(const std::string &parent, std::size_t index);

private:
    void scan() const;
    void value(const std::string &pointer, int depth) const;
    void object(const std::string &pointer, int depth) const;
    void array(const std::string &pointer, int depth) const;
    std::string string() const;
    void skipValue() const;
    void skipSpace() const;

    const std::string &m_text;
    int m_maxDepth;
    // scanning state; `mutable` because line() indexes on first use
    mutable std::size_t m_pos = 0;
    mutable int m_line = 1;
    mutable bool m_record = false;
    mutable bool m_indexed = false;
    mutable std::unordered_map<std::string, int> m_lines;
    mutable std::optional<DuplicateKey> m_duplicate;
    // The keys of the object being scanned at each depth, kept between objects so that the
    // 200,000 objects of a platform of 100,000 processors allocate no list each.
    mutable std::vector<std::vector<std::string>> m_keys;
};

} // namespace partita

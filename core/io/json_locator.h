#pragma once
// Lines of the values of a JSON text, by JSON pointer ("/processors/2/speed"), so readers can
// say on which line a wrong value sits. nlohmann-json keeps no positions in its values; this
// second, light scan of a text that already parsed gives them.

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>

namespace partita {

class JsonLocator {
public:
    // `text` must be valid JSON. Values are located down to `maxDepth` levels (the platform
    // format needs three: /links/0/bandwidth); deeper ones are skipped without recursion.
    explicit JsonLocator(const std::string &text, int maxDepth = 3);

    // Line (1-based) where the value at `pointer` starts; the line of the closest located
    // parent when the pointer itself was not located (1 for the root).
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
    void value(const std::string &pointer, int depth);
    void object(const std::string &pointer, int depth);
    void array(const std::string &pointer, int depth);
    std::string string();
    void skipValue();
    void skipSpace();

    const std::string &m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_maxDepth;
    std::unordered_map<std::string, int> m_lines;
    std::optional<DuplicateKey> m_duplicate;
};

} // namespace partita

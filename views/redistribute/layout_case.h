#pragma once
// What the redistribution player opens: a partita-layout/1 file (redistribution/layout_json.h,
// read by the core parser with its messages), and, when the file carries them, the new speeds
// and the cost model of the case, in members that `partita redistribute` ignores as comments:
//
//   "_title":      "Paper 000 §4.6, Fig. 9 (n = 12)"     shown above the player
//   "_speeds":     [1, 1, 2, …]                          one per processor, > 0, layout order
//   "_cost_model": "actual"                              "constant" or "actual"
//
// resources/examples/fig9.layout, the §4.6 example, is such a file: the command line takes its
// layout with --layout and the same speeds with --speeds (resources/examples/README.md). A
// file without these members is an ordinary layout: the player keeps the new speeds equal to
// the ones the layout balances, until the user changes them.

#include "redistribution/cost_model.h"
#include "redistribution/layout.h"

#include <optional>
#include <string>
#include <vector>

namespace partita::views {

struct LayoutCase {
    Layout layout;
    std::vector<double> speeds;     // empty when the file gives none
    std::optional<CostModel> model; // when the file gives one
    std::string title;              // "_title", else empty
};

// Parses and validates; throws InputError (file, line, what) like the core reader, also for a
// wrong "_speeds" (not numbers, not > 0, not one per processor) or "_cost_model".
LayoutCase parseLayoutCase(const std::string &text, const std::string &fileName);
// Reads a file, or a Qt resource (":/…"); throws InputError when it cannot be read.
LayoutCase readLayoutCase(const std::string &path);

// The §4.6 example bundled with the views (a Qt resource, a copy of
// resources/examples/fig9.layout).
inline constexpr const char *kFigure9Example = ":/examples/fig9.layout";

} // namespace partita::views

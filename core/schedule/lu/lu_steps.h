#pragma once
// How a step of lu-hetero orders its work (docs/lu.md, "Streamed steps"):
//   Paper     paper 002 §7.2's "straightforward algorithm": the pivot worker factors the pivot
//             and solves both panels, then the core is updated;
//   Streamed  the pivot worker solves the panels while the other workers update the core rows
//             whose panel blocks are back, and joins the core once its panels are done;
//   Best      both built and simulated, the faster kept (ties: Paper).
// lu-homogeneous always follows §7.2 (Paper). Every list of these names in the product (command
// line, JSON, strategy arguments) comes from here.

#include <string>
#include <vector>

namespace partita {

enum class LuSteps { Best, Paper, Streamed };

// "best", "paper", "streamed" (in that order).
const std::vector<std::string> &luStepsNames();
// Throws InputError for a name not in luStepsNames().
LuSteps parseLuSteps(const std::string &name);
const char *toString(LuSteps steps);

} // namespace partita

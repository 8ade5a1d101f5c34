#pragma once
// How a partition was computed (Plan::note, core/partition/*.cpp: "optimal column-based
// partition (COL-PERI-SUM), 3 columns, continuous cost 2.41", "exhaustive over 8 monotone
// arrangements of the 2x2 grid ...") in the studio's language. Core, without Qt, keeps its
// English words for the command line (partita plan prints the note, tests/cli); the Partition
// tab shows the same note translated, its numbers, grid shapes and strategy names as they are.

#include <QString>

#include <string>

namespace partita::views {

// The note in the studio's language; a note it does not know stays as it is.
QString planNoteText(const std::string &note);

} // namespace partita::views

#pragma once
// The layout file, "partita-layout/1": a column-based layout (redistribution/layout.h) that
// `partita plan --algorithm columns --layout-out FILE` writes and `partita redistribute
// --layout FILE` reads.
//
//   {
//     "format": "partita-layout/1",
//     "m": 6,                                   // block rows, >= 1; absent: m = n (square)
//     "n": 6,                                   // block columns, >= 1
//     "columns": [                              // left to right, widths summing to n
//       {"width": 4, "processors": [            // top to bottom, rows summing to m
//         {"id": "P1", "rows": 2}, {"id": "P2", "rows": 4}]},
//       {"width": 2, "processors": [{"id": "P3", "rows": 6}]}
//     ]
//   }
//
// A square layout is written without "m", so files read by earlier versions stay the same.
// Members whose name starts with "_" are comments and are ignored. Every error names the file
// and the line of the offending value (model/error.h).

#include "redistribution/layout.h"

#include <nlohmann/json.hpp>

#include <string>

namespace partita {

inline constexpr const char *kLayoutFormat = "partita-layout/1";

// The document, with "format" first; also used inside the JSON of `partita redistribute`.
nlohmann::ordered_json layoutToJsonValue(const Layout &layout);
// The file text: one processor column per line, ending with a newline.
std::string layoutToJson(const Layout &layout);

// Parses and validates; `fileName` is only used in error messages.
Layout parseLayoutJson(const std::string &text, const std::string &fileName);

// Throws InputError (file, line, what) on a missing, unreadable or invalid file.
Layout readLayoutFile(const std::string &path);
// Writes atomically (temporary file in the same directory, then rename). Throws InputError
// when `layout` is not valid or the file cannot be written.
void writeLayoutFile(const Layout &layout, const std::string &path);

} // namespace partita

#pragma once
// The layouts of paper 000 §4 the redistribution tests check are the ones `partita reproduce
// 000-fig7-9` runs: one definition, in core/reproduce/paper_000_layouts.h.
#include "reproduce/paper_000_layouts.h"

namespace partita::testing {
using reproduce::figure7;
using reproduce::figure8;
using reproduce::figure9;
using reproduce::makeLayout;
using reproduce::PaperCase;
using reproduce::section42;
using reproduce::withRows;
} // namespace partita::testing

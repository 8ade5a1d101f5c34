#pragma once
// The experiments of each paper, one source file per paper (registry.h lists them).
//   paper_001.cpp  Legrand, Renard, Robert, Vivien: load-balancing iterative computations with
//                  shared links (LIP RR-2003-23)
//   paper_000.cpp  Beaumont, Legrand, Rastello, Robert: redistribution issues (LIP RR-2000-45)
//   paper_002.cpp  Dongarra, Pineau, Robert, Shi, Vivien: matrix product on master-worker
//                  platforms (INRIA RR-6053); paper_002_section3.cpp its §3 (Fig. 4)
//   paper_003.cpp  Lastovetsky, Reddy: performance analysis of heterogeneous parallel
//                  algorithms (slides)
//   paper_004.cpp  Liu, Shi, Zhang, Robertazzi: layer based partition

#include "reproduce/experiment.h"

namespace partita::reproduce {

ExperimentResult runPaper002Table2();
ExperimentResult runPaper004Fig1();
ExperimentResult runPaper004Fig6();
ExperimentResult runPaper004Fig7And8();
ExperimentResult runPaper000BoundRatio();
ExperimentResult runPaper000Fig7To9();
ExperimentResult runPaper003EquivalentHomogeneous();
ExperimentResult runPaper002Figs10To13();
ExperimentResult runPaper002Section3Fig4();
ExperimentResult runPaper001Ring();

} // namespace partita::reproduce

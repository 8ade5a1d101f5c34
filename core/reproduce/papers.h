#pragma once
// The experiments of each paper, one source file per paper (registry.h lists them).
//   paper_001.cpp  Legrand, Renard, Robert, Vivien: load-balancing iterative computations with
//                  shared links (LIP RR-2003-23)
//   paper_000.cpp  Beaumont, Legrand, Rastello, Robert: redistribution issues (LIP RR-2000-45)
//   paper_002.cpp  Dongarra, Pineau, Robert, Shi, Vivien: matrix product on master-worker
//                  platforms (INRIA RR-6053); paper_002_section3.cpp its §3 (Fig. 4)
//   paper_003.cpp  Lastovetsky, Reddy: performance analysis of heterogeneous parallel
//                  algorithms (slides)
//   paper_004_star.cpp, paper_004_mesh.cpp  Liu, Shi, Zhang, Robertazzi: layer based partition
//
// Each takes the token of Experiment::compute (registry.h): checked between runs and handed to
// the planners that take one.

#include "reproduce/experiment.h"
#include "util/cancel.h"

namespace partita::reproduce {

ExperimentResult runPaper002Table2(const CancelToken *cancel);
ExperimentResult runPaper004Fig1(const CancelToken *cancel);
ExperimentResult runPaper004Fig6(const CancelToken *cancel);
ExperimentResult runPaper004Fig7And8(const CancelToken *cancel);
ExperimentResult runPaper000BoundRatio(const CancelToken *cancel);
ExperimentResult runPaper000Fig7To9(const CancelToken *cancel);
ExperimentResult runPaper003EquivalentHomogeneous(const CancelToken *cancel);
ExperimentResult runPaper002Figs10To13(const CancelToken *cancel);
ExperimentResult runPaper002Section3Fig4(const CancelToken *cancel);
ExperimentResult runPaper001Ring(const CancelToken *cancel);

} // namespace partita::reproduce

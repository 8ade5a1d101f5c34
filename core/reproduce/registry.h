#pragma once
// The list of reproducible experiments, one row per table or figure (docs/reproduction.md).
// `partita reproduce` lists this table and runs its rows; nothing else names an experiment.

#include "reproduce/experiment.h"
#include "util/cancel.h"

#include <string>
#include <string_view>
#include <vector>

namespace partita::reproduce {

enum class ExperimentId {
    Paper002Table2,
    Paper004Fig1,
    Paper004Fig6,
    Paper004Fig7And8,
    Paper000BoundRatio,
    Paper000Fig7To9,
    Paper003EquivalentHomogeneous,
    Paper002Figs10To13,
    Paper002Section3Fig4,
    Paper001Ring,
};

struct Experiment {
    ExperimentId id;
    std::string name;    // the command's ID: "002-table2"
    std::string paper;   // "002" (the file in docs/ and /papers README naming)
    std::string section; // "§6.2, Table 2"
    std::string summary; // one line
    ExperimentResult (*compute)(const CancelToken *cancel);

    // Runs the experiment; a cancelled `cancel` stops it with Cancelled. Null: it runs to the end.
    ExperimentResult run(const CancelToken *cancel = nullptr) const { return compute(cancel); }
};

// Every experiment, in the order the report lists them.
const std::vector<Experiment> &experiments();
// nullptr for an unknown name.
const Experiment *findExperiment(std::string_view name);
const Experiment &experiment(ExperimentId id);
// Throws InputError "unknown experiment 'x' (known: a, b, ..., all)".
const Experiment &experimentNamed(std::string_view name);

} // namespace partita::reproduce

#pragma once
// What the experiments of several papers share: small platforms built from a paper's numbers,
// and a platform as an experiment's file.

#include "model/platform.h"
#include "reproduce/experiment.h"

#include <string>
#include <vector>

namespace partita::reproduce {

// A star in "blocks" units: a master router "M" (or `master`) that does not compute and one
// link per processor P1..Pp with the given speed, bandwidth and memory; latencies 0.
Platform blocksStar(const std::string &name, const std::vector<double> &speeds, const std::vector<double> &bandwidths,
                    const std::vector<double> &memories, const std::string &master = "M");

// A platform of `partita generate --kind star|mesh` brought to the time scale of paper 004 §6:
// the generator draws the unit times u in [1, H] and writes speed = 10 Gflop/s / u and
// bandwidth = 1.25 GB/s / u (docs/generator.md), a scale of real machines where sending an
// element costs some 30 multiply-adds. The paper's unit processing time w·Tcp = 0.0002·u
// (0.0002 to 0.0007) and unit transmission time z·Tcm = 0.0003·u (0.0003 to 0.0008) make an
// element cost about one multiply-add. Same draws, the paper's scale: speed = 2/(w·Tcp·10⁹) and
// bandwidth = 8/(z·Tcm·10⁹), so that a multiply-add takes w·Tcp and an element z·Tcm seconds
// (model/time_model.h), and no latency (the paper's model is linear).
Platform paper004Scale(Platform platform);

// The platform as a partita-platform/1 JSON file named `name`.
ExperimentFile platformFile(const std::string &name, const Platform &platform);

// The mean of the values.
double mean(const std::vector<double> &values);

// `value` as an ostream with this precision prints it (significant digits): the numbers the
// reports put into their sentences and tables.
std::string printedNumber(double value, int precision);

} // namespace partita::reproduce

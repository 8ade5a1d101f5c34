#pragma once
// The names of lbp-star's parameters (paper 004 §4): its communication modes (StarMode, in
// star_closed_form.h) and the order in which the master serves its workers. Every list of
// these names in the product (command-line checks, the studio's choices, JSON) comes from here.

#include "schedule/lbp/star_closed_form.h"

#include <string>
#include <vector>

namespace partita {

enum class ServiceOrder {
    File,      // the platform file's order
    Bandwidth, // widest route first
    Speed,     // fastest first
};

// "scss", "sccs", "pcss", "pccs".
const std::vector<std::string> &starModeNames();
// "file", "bandwidth", "speed".
const std::vector<std::string> &serviceOrderNames();
// Throws InputError for a name not in serviceOrderNames().
ServiceOrder parseServiceOrder(const std::string &order);
const char *toString(ServiceOrder order);

} // namespace partita

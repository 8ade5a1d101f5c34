#pragma once
// Valid platforms that exercise every field of the model, shared by the round-trip tests of
// the JSON and SimGrid XML formats. Every field is spelt out, so each sample reads as a table.

#include "model/platform.h"

#include <string>
#include <utility>
#include <vector>

namespace partita::test {

inline Processor processor(std::string id, double speed, double memory)
{
    return Processor{.id = std::move(id), .name = {}, .speed = speed, .memory = memory, .x = {}, .y = {}, .host = {}, .kernels = {}};
}

inline Link link(std::string from, std::string to, double bandwidth, double latency = 0)
{
    return Link{.name = {}, .from = std::move(from), .to = std::move(to), .bandwidth = bandwidth,
                .latency = latency, .bidirectional = true, .sharing = Sharing::Shared};
}

inline std::vector<std::pair<std::string, Platform>> samplePlatforms()
{
    using enum Sharing;
    std::vector<std::pair<std::string, Platform>> out;

    // One processor and no link is a valid platform.
    out.emplace_back("single processor",
                     Platform{.name = {}, .units = Units::Physical, .processors = {processor("solo", 1, 1024)},
                              .routers = {}, .links = {}, .master = {}, .masterComputes = false, .routes = {}});

    // Master-worker star through a router, every optional field set.
    out.emplace_back(
        "star with routers and optional fields",
        Platform{.name = "star with \"quotes\", accents é, <xml> & chars,\ttab and\nnewline",
                 .units = Units::Physical,
                 .processors = {Processor{.id = "M", .name = "front end", .speed = 2, .memory = 4096, .x = 10,
                                          .y = -20.5, .host = "node-0.example.org", .kernels = {}},
                                Processor{.id = "W1", .name = {}, .speed = 0.1, .memory = 512, .x = 1e-7, .y = {},
                                          .host = {},
                                          .kernels = {{Kernel::Panel, SpeedFunction{{{64, 0.08}, {192.5, 0.1}}}},
                                                      {Kernel::Block, SpeedFunction{{{64, 0.05}}}},
                                                      {Kernel::Stencil, SpeedFunction{{{0, 0.0125}}}}},
                                          .panelPacking = 87.5},
                                processor("W2", 1.0 / 3, 0.75)},
                 .routers = {Router{"S", 0.25, 100}, Router{"T", std::nullopt, 3}},
                 .links = {Link{.name = "uplink", .from = "M", .to = "S", .bandwidth = 1.25, .latency = 1e-5,
                                .bidirectional = true, .sharing = Shared},
                           link("S", "W1", 0.125, 0.001), link("S", "W2", 10, 0), link("S", "T", 1e3, 2.5e-9)},
                 .master = "M",
                 .masterComputes = true, .routes = {}});

    // Backbone and one-way links, a router as master, two parallel links with one name.
    out.emplace_back(
        "backbone, one-way and parallel links",
        Platform{.name = {},
                 .units = Units::Physical,
                 .processors = {processor("A", 3, 100), processor("B", 4, 200), processor("C", 5, 300)},
                 .routers = {Router{"R", std::nullopt, std::nullopt}},
                 .links = {Link{.name = {}, .from = "R", .to = "A", .bandwidth = 2, .latency = 0.5,
                                .bidirectional = true, .sharing = Backbone},
                           link("R", "B", 2, 0.25),
                           Link{.name = {}, .from = "A", .to = "C", .bandwidth = 0.5, .latency = 0.1,
                                .bidirectional = false, .sharing = Shared},
                           Link{.name = {}, .from = "C", .to = "B", .bandwidth = 0.5, .latency = 0.1,
                                .bidirectional = false, .sharing = Backbone},
                           Link{.name = "a", .from = "A", .to = "B", .bandwidth = 7, .latency = 0,
                                .bidirectional = true, .sharing = Shared},
                           Link{.name = "a", .from = "A", .to = "B", .bandwidth = 9, .latency = 1e-6,
                                .bidirectional = true, .sharing = Shared}},
                 .master = "R",
                 .masterComputes = false, .routes = {}});

    // Abstract units as in paper 002 Table 2: speed = 1/w_i, bandwidth = 1/c_i, memory = m_i,
    // with w = 2, 3, 1 and c = 2, 3, 5 (1/3 is not a decimal: it tests exact round trips).
    out.emplace_back("blocks units",
                     Platform{.name = "paper 002 Table 2",
                              .units = Units::Blocks,
                              .processors = {processor("P1", 0.5, 60), processor("P2", 1.0 / 3, 396),
                                             processor("P3", 1, 140)},
                              .routers = {Router{"M", 0, 0}},
                              .links = {link("M", "P1", 0.5), link("M", "P2", 1.0 / 3), link("M", "P3", 0.2)},
                              .master = "M",
                              .masterComputes = false, .routes = {}});

    // Values far from the usual ranges, at the limits (model/platform.h), still round-trip exactly.
    out.emplace_back("extreme values",
                     Platform{.name = {},
                              .units = Units::Physical,
                              .processors = {processor("fast", 123456.789, 1e9), processor("slow", 1e-9, 1e-3)},
                              .routers = {},
                              .links = {link("fast", "slow", 1e-9, 3600 * 24),
                                        Link{.name = {}, .from = "slow", .to = "fast", .bandwidth = 4e5,
                                             .latency = 1e-15, .bidirectional = false, .sharing = Shared}},
                              .master = {},
                              .masterComputes = false, .routes = {}});
    // What SimGrid platforms say (docs/platform-format.md, Routes and Cores): declared routes by
    // name and by position, one of them one-way and crossing a split-duplex link down, and a
    // processor of four cores.
    Platform declared{.name = "declared routes",
                      .units = Units::Physical,
                      .processors = {processor("A", 8, 1024), processor("B", 1, 1024), processor("C", 3, 1024)},
                      .routers = {Router{"R", std::nullopt, std::nullopt}},
                      .links = {Link{.name = "ab", .from = "A", .to = "B", .bandwidth = 1.25, .latency = 5e-5,
                                     .bidirectional = true, .sharing = SplitDuplex},
                                link("A", "R", 10, 1e-6), link("R", "C", 0.5, 2e-3),
                                Link{.name = "bc", .from = "B", .to = "C", .bandwidth = 2, .latency = 1e-4,
                                     .bidirectional = true, .sharing = SplitDuplex}},
                      .master = {},
                      .masterComputes = false, .routes = {}};
    declared.processors[0].cores = 4;
    declared.routes = {DeclaredRoute{"A", "C", {{1, false}, {2, false}}, false},
                       DeclaredRoute{"C", "A", {{3, true}, {0, true}}, false},
                       DeclaredRoute{"B", "C", {{0, true}, {1, false}, {2, false}}, true}};
    out.emplace_back("declared routes, split-duplex links and cores", std::move(declared));
    return out;
}

} // namespace partita::test

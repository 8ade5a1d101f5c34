#pragma once
// The platform the executor's tests run on: blocks units (a time unit lasts --time-unit seconds
// when emulating), speeds 1, 1, 2, 4, the computing master P4 as rank 0, links of 8 blocks per
// time unit from it to the three others.

namespace exectest {

inline constexpr const char *kFourRanks = R"({
  "format": "partita-platform/1",
  "name": "four ranks, speeds 1, 1, 2, 4",
  "units": "blocks",
  "master": "P4",
  "master_computes": true,
  "processors": [
    {"id": "P1", "speed": 1, "memory": 1000},
    {"id": "P2", "speed": 1, "memory": 1000},
    {"id": "P3", "speed": 2, "memory": 1000},
    {"id": "P4", "speed": 4, "memory": 1000}
  ],
  "links": [
    {"from": "P4", "to": "P1", "bandwidth": 8, "latency": 0},
    {"from": "P4", "to": "P2", "bandwidth": 8, "latency": 0},
    {"from": "P4", "to": "P3", "bandwidth": 8, "latency": 0}
  ]
})";

} // namespace exectest

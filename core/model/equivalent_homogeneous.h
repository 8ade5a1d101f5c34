#pragma once
// The equivalent homogeneous platform of paper 003 (Lastovetsky & Reddy, "Equivalent Network
// Environments"). A heterogeneous algorithm is judged against its homogeneous prototype run on
// a homogeneous network "equivalent" to the heterogeneous one; the slides fix the equivalence
// by three equations, with n processors of speed v in one segment of speed s on the homogeneous
// side, and on the heterogeneous side m segments S_i of n_i processors, speeds v_ij, intra-
// segment speed s_i and inter-segment speed s_ij:
//
//   (1)  Σ_i s_i·n_i(n_i − 1)/2 + Σ_i Σ_{j>i} n_i·n_j·s_ij  =  s · n(n − 1)/2
//        (the average point-to-point speed over the n(n − 1)/2 pairs is s),
//   (2)  Σ_i n_i = n                     (same number of processors),
//   (3)  Σ_i Σ_j v_ij = n·v              (same aggregate speed: v is the average speed).
//
// A Partita platform is a general graph, not a set of segments, so (1) is taken pair by pair:
// the point-to-point speed of two nodes is the bandwidth of the widest route between them
// (model/graph.h, the route every model of Partita uses), and s is its average over all
// unordered pairs of participating nodes. Equation (1) is the special case where every pair
// inside S_i sees s_i and every pair across S_i, S_j sees s_ij.
//
// Participating nodes: every computing processor (Platform::computingProcessors()), plus the
// master when the platform has one and it is not among them (a router master, or a master
// processor with masterComputes false): the matrices start there, so its pairs count too. With
// k participating nodes there are k(k − 1)/2 pairs.
//
// A pair's bandwidth and latency are those of its widest route, averaged over the two
// directions (widestRoutes follows link directions; on bidirectional links both directions
// have the same bottleneck, and the average only matters when ties of equal width and hops
// have different latencies, or for one-way links). The result does not depend on the order of
// the nodes.
//
// The equivalent platform:
//   - name + " (equivalent homogeneous)", same units, master and masterComputes;
//   - the same processors, same ids, in the same order, host, name, x and y kept; every
//     computing processor gets speed = v (the average speed of the computing processors, (3))
//     and memory = the average memory of the computing processors; a non-computing master
//     processor is kept as it is (it does not compute, so it does not enter (3));
//   - the routers of the original are dropped, except a router master, kept with its id;
//   - when the master is a router, it is the segment: every other participating node N gets a
//     link "N-segment" to it, bandwidth s, latency ℓ/2 (two processors talk at s with latency
//     ℓ; the master reaches each at s with latency ℓ/2). A star stays a star, so strategies
//     made for stars (lbp-star, the master-worker schedules) run on its equivalent;
//   - otherwise one router "segment" (or "segment-2", "segment-3", ... when an original node already
//     has that id) and, for each participating node N, a link "N-segment" between N and it:
//     bandwidth s, latency ℓ/2 where ℓ is the average pair latency, bidirectional,
//     Sharing::Shared. A route between two nodes crosses two such links, so its bandwidth is s
//     and its latency ℓ, as (1) asks. The segment is drawn one spacing (100 drawing units)
//     above the topmost participating node, at the mean x, when every participating node has
//     coordinates, and has none otherwise;
//   - with a single participating node there is no pair: no segment and no link (s = ℓ = 0).
//
// The result passes validatePlatform (model/validate.h) when the input does.
//
// Cost: one widestRoutes per participating node, O(V·(V + E)·log V) for V nodes and E links,
// plus O(V²) for the pair sums.

#include "model/platform.h"

namespace partita {

struct EquivalentHomogeneous {
    Platform platform;    // the equivalent platform
    double speed = 0;     // v: average speed of the computing processors
    double bandwidth = 0; // s: average point-to-point bandwidth over node pairs
    double latency = 0;   // average point-to-point latency over the same pairs
    int pairs = 0;        // pairs averaged: k(k − 1)/2 for k participating nodes
};

// Expects a platform with unique ids (a validated one). Throws InputError when the platform
// has no computing processor, when the master is not one of its nodes, or when two
// participating nodes are not connected (the message names both).
EquivalentHomogeneous equivalentHomogeneous(const Platform &platform);

} // namespace partita

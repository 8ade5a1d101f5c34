#pragma once
// The LU model of paper 002 §7 in closed form: the single-worker costs of §7.1, the resource
// selection 𝔓 = ⌈μw/3c⌉ of §7.2, and the chunk shapes of §7.3 (a worker's part of the
// horizontal panel, kept in memory while rows of the vertical panel and of the core matrix
// stream through it). Blocks are q×q; c is the time to send one block, w the time of one block
// update (q³ multiply-adds), as in paper 002 §2.2. docs/lu.md derives every formula here.

namespace partita {

// ---- §7.1, one worker, r×r blocks, pivot side μ dividing r, in blocks and block updates ----

// Blocks moved by the schedule of §7.1, step k = 1..r/μ:
//   2μ² (pivot in and out) + 4μ(r − kμ) (both panels, each row or column in and out)
//   + (r/μ − k)(μ² + 3μ(r − kμ)) (core: a μ×μ chunk of the horizontal panel per μ columns,
//   then per core row its μ blocks of the vertical panel in, μ blocks of the core in and out),
// which sums to r³/μ + r² (docs/lu.md).
double luSingleWorkerCommunication(int r, int mu);
// The closed form paper 002 prints, (r³/μ − r² + 2μr): the same sum without the panels'
// 4μ(r − kμ) per step (2r² − 2μr in all). Kept to show where the two differ.
double luPrintedCommunication(int r, int mu);
// Block updates of §7.1: μ³ per pivot (the paper's count), ½μ² per panel row or column,
// μ² per core row of μ columns: ⅓(r³ + 2μ²r).
double luSingleWorkerComputation(int r, int mu);

// ---- §7.2, homogeneous workers ----------------------------------------------------------

// 𝔓 = ⌈μw/3c⌉: the fewest workers whose core updates (μ² block updates per core row and μ
// columns, w each) keep the master's port busy with the 3μ blocks each row moves. At least 1.
int luWorkersHomogeneous(int mu, double w, double c);

// ---- §7.3, chunk shapes ------------------------------------------------------------------

enum class LuChunkShape {
    None,    // no memory for one block of the core with its rows: not enrolled
    Square,  // μ_i ≤ μ/2: a μ_i×μ_i chunk, the rank-μ update done in ⌈μ/μ_i⌉ pieces
    Columns, // μ/2 < μ_i < μ: μ whole rows of the panel by ν ≤ μ_i²/μ columns
    Full,    // μ_i ≥ μ: μ×μ chunks, ⌊μ_i²/μ²⌋ of them (virtual workers) where memory allows
};
const char *toString(LuChunkShape shape);

struct LuChunk {
    LuChunkShape shape = LuChunkShape::None;
    int rows = 0;           // panel rows the chunk spans: the rank of one core update
    int cols = 0;           // core columns the chunk serves
    int virtualWorkers = 0; // chunks of this shape the worker holds at once
    // Buffers one chunk uses with its two row slots: rows·cols + 2(rows + cols).
    double buffers() const;
    bool operator==(const LuChunk &) const = default;
};

// The chunk a worker with m buffers (μ_i the largest with μ_i² + 4μ_i ≤ m) keeps for pivot
// side μ (§7.3): Square when 2μ_i ≤ μ, Columns when μ/2 < μ_i < μ, Full when μ_i ≥ μ. The
// Columns width is ⌊μ_i²/μ⌋, lowered until μν + 2(μ + ν) ≤ m (the paper's count leaves out the
// row slots); a Full worker holds min(⌊μ_i²/μ²⌋, ⌊m/(μ² + 4μ)⌋) chunks, at least one.
LuChunk luChunk(double buffers, int mu);

} // namespace partita

#pragma once
// The spacing of axis ticks: 1, 2 or 5 × 10^k, the sequence every chart Partita draws uses
// (the Gantt SVG and the studio's Gantt, the comparison charts, the classroom's charts). Which
// step a chart picks is its own business (labels that fit, about so many ticks); the steps it
// chooses among are these.

namespace partita {

struct TickStep {
    int mantissa = 1; // 1, 2 or 5
    int exponent = 0; // the power of ten

    double value() const;
    // The next larger step: 1 → 2 → 5 → 10 → 20 …
    TickStep next() const;
    // Digits after the decimal point that print every multiple of the step exactly.
    int decimals() const { return exponent < 0 ? -exponent : 0; }

    // The smallest step at least `raw`. A raw value above a step by a relative 1e-9 or less
    // counts as that step, so that 0.3 / 3 gives 0.1 and not 0.2. A raw value that is not
    // positive and finite gives 1.
    static TickStep atLeast(double raw);

    bool operator==(const TickStep &) const = default;
};

} // namespace partita

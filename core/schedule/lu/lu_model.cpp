// Closed forms of paper 002 §7 (lu_model.h, docs/lu.md).
#include "schedule/lu/lu_model.h"

#include "schedule/mw/mw_model.h"

#include <algorithm>
#include <cmath>

namespace partita {

double luSingleWorkerCommunication(int r, int mu)
{
    const double R = r, m = mu;
    return R * R * R / m + R * R;
}

double luPrintedCommunication(int r, int mu)
{
    const double R = r, m = mu;
    return R * R * R / m - R * R + 2 * m * R;
}

double luSingleWorkerComputation(int r, int mu)
{
    const double R = r, m = mu;
    return (R * R * R + 2 * m * m * R) / 3;
}

int luWorkersHomogeneous(int mu, double w, double c)
{
    if (c <= 0)
        return 1;
    const double x = mu * w / (3 * c);
    return std::max(1, static_cast<int>(std::ceil(x - 1e-9 * std::max(1.0, x))));
}

const char *toString(LuChunkShape shape)
{
    switch (shape) {
    case LuChunkShape::Square: return "square";
    case LuChunkShape::Columns: return "columns";
    case LuChunkShape::Full: return "full";
    case LuChunkShape::None: break;
    }
    return "none";
}

double LuChunk::buffers() const
{
    const double r = rows, c = cols;
    return r * c + 2 * (r + c);
}

LuChunk luChunk(double buffers, int mu)
{
    LuChunk chunk;
    const int mi = muFromMemory(buffers);
    if (mi < 1 || mu < 1)
        return chunk;
    if (mi >= mu) {
        const double full = static_cast<double>(mu) * mu + 4.0 * mu;
        const int byArea = static_cast<int>((static_cast<double>(mi) * mi) / (static_cast<double>(mu) * mu));
        chunk = {LuChunkShape::Full, mu, mu, std::max(1, std::min(byArea, static_cast<int>(buffers / full)))};
        return chunk;
    }
    if (2 * mi <= mu)
        return {LuChunkShape::Square, mi, mi, 1};
    int nu = (mi * mi) / mu;
    while (nu >= 1 && static_cast<double>(mu) * nu + 2.0 * (mu + nu) > buffers)
        --nu;
    if (nu < 1) // no whole column fits beside the row slots: the square chunk always does
        return {LuChunkShape::Square, mi, mi, 1};
    return {LuChunkShape::Columns, mu, nu, 1};
}

} // namespace partita

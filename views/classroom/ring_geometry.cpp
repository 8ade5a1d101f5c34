#include "classroom/ring_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace partita::views {

void RingGeometry::layout(QSizeF size, const RingLesson &lesson, std::size_t step)
{
    members.clear();
    waiting.clear();
    inserted = pred = succ = -1;
    waitingHidden = 0;
    if (step >= lesson.steps.size())
        return;
    const RingInsertion &s = lesson.steps[step];

    double maxSpeed = 0;
    for (double v : lesson.speeds)
        maxSpeed = std::max(maxSpeed, v);
    const auto nodeRadius = [&](std::size_t processor, double smallest, double largest) {
        const double v = processor < lesson.speeds.size() ? lesson.speeds[processor] : 0;
        const double f = maxSpeed > 0 ? std::sqrt(std::max(v, 0.0) / maxSpeed) : 1;
        return smallest + (largest - smallest) * f;
    };

    // Circle: what the waiting row leaves, labels around it.
    const bool anyWaiting = s.ring.size() < lesson.processors.size();
    const double bottom = size.height() - margin - (anyWaiting ? waitingHeight : 0.0);
    const QRectF area(margin, margin, std::max(0.0, size.width() - 2 * margin), std::max(0.0, bottom - margin));
    centre = area.center();
    const std::size_t r = s.ring.size();
    // Nodes shrink when many share the circle, so that neighbours do not overlap.
    radius = std::max(0.0, std::min(area.width() / 2 - labelWidth, area.height() / 2 - labelHeight) - maxNode);
    const double spacing = r > 1 ? 2 * radius * std::sin(std::numbers::pi / static_cast<double>(r)) : 2 * maxNode;
    const double largest = std::clamp(spacing * 0.42, minNode, maxNode);
    const double smallest = std::min(minNode, largest);
    for (std::size_t i = 0; i < r; ++i) {
        RingNode n;
        const int p = lesson.processorIndex(s.ring[i]);
        n.processor = p < 0 ? 0 : static_cast<std::size_t>(p);
        n.angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(r);
        n.centre = r == 1 ? centre : centre + QPointF(radius * std::cos(n.angle), radius * std::sin(n.angle));
        n.radius = nodeRadius(n.processor, smallest, largest);
        if (s.ring[i] == s.processor)
            inserted = static_cast<int>(i);
        if (!s.pred.empty() && s.ring[i] == s.pred)
            pred = static_cast<int>(i);
        if (!s.succ.empty() && s.ring[i] == s.succ)
            succ = static_cast<int>(i);
        members.push_back(n);
    }

    // Waiting row: processors not in the ring, evenly spaced, as many as fit.
    waitingArea = anyWaiting ? QRectF(margin, bottom, area.width(), waitingHeight) : QRectF();
    if (!anyWaiting)
        return;
    std::vector<std::size_t> outside;
    for (std::size_t p = 0; p < lesson.processors.size(); ++p)
        if (std::find(s.ring.begin(), s.ring.end(), lesson.processors[p]) == s.ring.end())
            outside.push_back(p);
    const double slot = 56;
    const auto fit = static_cast<std::size_t>(std::max(1.0, std::floor(waitingArea.width() / slot)));
    const std::size_t shown = outside.size() <= fit ? outside.size() : fit - 1; // one slot for "+N"
    waitingHidden = outside.size() - shown;
    const double y = waitingArea.top() + waitingHeight * 0.55;
    for (std::size_t k = 0; k < shown; ++k) {
        RingNode n;
        n.processor = outside[k];
        n.centre = QPointF(waitingArea.left() + slot * (static_cast<double>(k) + 0.5), y);
        n.radius = nodeRadius(n.processor, 3, waitingNode);
        waiting.push_back(n);
    }
}

QRectF RingGeometry::labelBox(std::size_t member, QSizeF text, double clearance) const
{
    if (member >= members.size())
        return {};
    const RingNode &n = members[member];
    const QPointF out = members.size() == 1 ? QPointF(0, 1) : QPointF(std::cos(n.angle), std::sin(n.angle));
    // The box's centre moves out along the radius by `clearance` plus the box's own extent in
    // that direction: the whole box is then in the half-plane (p − centre)·out ≥ clearance, so
    // no point of it is nearer the member than `clearance`, whatever the direction.
    const double extent = std::abs(out.x()) * text.width() / 2 + std::abs(out.y()) * text.height() / 2;
    const QPointF c = n.centre + out * (clearance + extent);
    return QRectF(c.x() - text.width() / 2, c.y() - text.height() / 2, text.width(), text.height());
}

} // namespace partita::views

#pragma once
// Light and dark palettes of the studio (Fusion style, so that both look the same on every
// desktop).

class QApplication;

namespace partita::views {

void applyPalette(QApplication &app, bool dark);

} // namespace partita::views

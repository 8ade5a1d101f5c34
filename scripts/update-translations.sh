#!/usr/bin/env bash
# Brings translations/partita_fr.ts up to date with the sources (docs/studio.md, Language): the
# studio's tr(), translate() and QT_TRANSLATE_NOOP, and the experiments' report patterns,
# REPORT_TEXT("context", "English") (core/reproduce/text.h). New entries are left unfinished for
# Qt Linguist; tst_translations fails while one is.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
/usr/lib/qt6/bin/lupdate -locations none -no-obsolete -tr-function-alias QT_TRANSLATE_NOOP+=REPORT_TEXT \
  views app/studio core/reproduce -ts translations/partita_fr.ts

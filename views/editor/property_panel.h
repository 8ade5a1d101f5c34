#pragma once
// Property panel of the editor: the fields of the selected processor, router or link, or of
// the platform when nothing is selected. Every edit is one undo command on the document;
// the fields are refreshed from the document's signals (so undo shows in the panel too).

#include "model/platform.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace partita::views {

class PlatformDocument;
class PlatformScene;

class PropertyPanel : public QWidget {
    Q_OBJECT

public:
    PropertyPanel(PlatformDocument *document, PlatformScene *scene, QWidget *parent = nullptr);

    // The node or link shown (from the scene's selection).
    const QString &currentNode() const { return m_node; }
    int currentLink() const { return m_link; }

    // Field widgets, named for tests and accessibility.
    QDoubleSpinBox *speedField() const { return m_speed; }
    QDoubleSpinBox *memoryField() const { return m_memory; }
    QLineEdit *hostField() const { return m_host; }
    QDoubleSpinBox *bandwidthField() const { return m_bandwidth; }
    QDoubleSpinBox *latencyField() const { return m_latency; }
    QComboBox *sharingField() const { return m_sharing; }

private:
    void showSelection();
    void refresh();
    void refreshPlatformPage();
    QWidget *buildPlatformPage();
    QWidget *buildProcessorPage();
    QWidget *buildRouterPage();
    QWidget *buildLinkPage();
    void editProcessor(const QString &what, const std::function<void(Processor &)> &change);
    void editLink(const QString &what, const std::function<void(Link &)> &change);

    PlatformDocument *m_document;
    PlatformScene *m_scene;
    QString m_node;
    int m_link = -1;

    QStackedWidget *m_pages = nullptr;
    // platform
    QLineEdit *m_platformName = nullptr;
    QComboBox *m_master = nullptr;
    QCheckBox *m_masterComputes = nullptr;
    QLabel *m_summary = nullptr;
    // processor
    QLabel *m_processorId = nullptr;
    QLineEdit *m_processorName = nullptr;
    QDoubleSpinBox *m_speed = nullptr;
    QDoubleSpinBox *m_memory = nullptr;
    QLineEdit *m_host = nullptr;
    // router
    QLabel *m_routerId = nullptr;
    // link
    QLabel *m_linkEnds = nullptr;
    QDoubleSpinBox *m_bandwidth = nullptr;
    QDoubleSpinBox *m_latency = nullptr;
    QCheckBox *m_bidirectional = nullptr;
    QComboBox *m_sharing = nullptr;
};

} // namespace partita::views

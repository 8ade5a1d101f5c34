#include "editor/property_panel.h"

#include "editor/platform_document.h"
#include "editor/platform_scene.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <limits>

namespace partita::views {

namespace {

enum Page { PlatformPage, ProcessorPage, RouterPage, LinkPage };

QDoubleSpinBox *numberField(double min, int decimals, const QString &suffix)
{
    auto *s = new QDoubleSpinBox;
    s->setRange(min, 1e12);
    s->setDecimals(decimals);
    s->setKeyboardTracking(false); // one edit when the user is done typing, not per digit
    if (!suffix.isEmpty())
        s->setSuffix(QLatin1Char(' ') + suffix);
    return s;
}

} // namespace

PropertyPanel::PropertyPanel(PlatformDocument *document, PlatformScene *scene, QWidget *parent)
    : QWidget(parent), m_document(document), m_scene(scene)
{
    m_pages = new QStackedWidget;
    m_pages->insertWidget(PlatformPage, buildPlatformPage());
    m_pages->insertWidget(ProcessorPage, buildProcessorPage());
    m_pages->insertWidget(RouterPage, buildRouterPage());
    m_pages->insertWidget(LinkPage, buildLinkPage());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addStretch();

    connect(scene, &QGraphicsScene::selectionChanged, this, &PropertyPanel::showSelection);
    connect(document, &PlatformDocument::documentReset, this, &PropertyPanel::showSelection);
    connect(document, &PlatformDocument::nodeChanged, this, [this](const QString &id) {
        if (id == m_node)
            refresh();
    });
    connect(document, &PlatformDocument::linkChanged, this, [this](int key) {
        if (key == m_link)
            refresh();
    });
    connect(document, &PlatformDocument::nodeRemoved, this, [this](const QString &id) {
        if (id == m_node)
            showSelection();
    });
    connect(document, &PlatformDocument::linkRemoved, this, [this](int key) {
        if (key == m_link)
            showSelection();
    });
    connect(document, &PlatformDocument::platformChanged, this, [this] {
        if (m_pages->currentIndex() == PlatformPage)
            refreshPlatformPage();
    });
    showSelection();
}

QWidget *PropertyPanel::buildPlatformPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_platformName = new QLineEdit;
    m_master = new QComboBox;
    m_masterComputes = new QCheckBox(tr("Master computes"));
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    form->addRow(tr("Name"), m_platformName);
    form->addRow(tr("Master"), m_master);
    form->addRow(QString(), m_masterComputes);
    form->addRow(m_summary);
    connect(m_platformName, &QLineEdit::editingFinished, this,
            [this] { m_document->setPlatformName(m_platformName->text()); });
    connect(m_master, &QComboBox::activated, this, [this] {
        m_document->setMaster(m_master->currentData().toString(), m_masterComputes->isChecked());
    });
    connect(m_masterComputes, &QCheckBox::toggled, this, [this](bool on) {
        m_document->setMaster(QString::fromStdString(m_document->platform().master), on);
    });
    return page;
}

QWidget *PropertyPanel::buildProcessorPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_processorId = new QLabel;
    m_processorName = new QLineEdit;
    m_speed = numberField(0.001, 3, {});
    m_speed->setObjectName(QStringLiteral("speed"));
    m_memory = numberField(0.001, 1, {});
    m_memory->setObjectName(QStringLiteral("memory"));
    m_host = new QLineEdit;
    m_host->setObjectName(QStringLiteral("host"));
    form->addRow(tr("Processor"), m_processorId);
    form->addRow(tr("Name"), m_processorName);
    form->addRow(tr("Speed"), m_speed);
    form->addRow(tr("Memory"), m_memory);
    form->addRow(tr("Host"), m_host);
    connect(m_speed, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editProcessor(tr("speed"), [v](Processor &p) { p.speed = v; }); });
    connect(m_memory, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editProcessor(tr("memory"), [v](Processor &p) { p.memory = v; }); });
    connect(m_host, &QLineEdit::editingFinished, this, [this] {
        const std::string h = m_host->text().trimmed().toStdString();
        editProcessor(tr("host"), [h](Processor &p) { p.host = h; });
    });
    connect(m_processorName, &QLineEdit::editingFinished, this, [this] {
        const std::string n = m_processorName->text().trimmed().toStdString();
        editProcessor(tr("name"), [n](Processor &p) { p.name = n; });
    });
    return page;
}

QWidget *PropertyPanel::buildRouterPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_routerId = new QLabel;
    form->addRow(tr("Router"), m_routerId);
    form->addRow(new QLabel(tr("A router forwards messages and does not compute.")));
    return page;
}

QWidget *PropertyPanel::buildLinkPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_linkEnds = new QLabel;
    m_bandwidth = numberField(0.000001, 6, {});
    m_bandwidth->setObjectName(QStringLiteral("bandwidth"));
    m_latency = numberField(0, 9, {});
    m_latency->setObjectName(QStringLiteral("latency"));
    m_bidirectional = new QCheckBox(tr("Both directions"));
    m_sharing = new QComboBox;
    m_sharing->setObjectName(QStringLiteral("sharing"));
    m_sharing->addItem(tr("shared"), static_cast<int>(Sharing::Shared));
    m_sharing->addItem(tr("backbone"), static_cast<int>(Sharing::Backbone));
    m_sharing->addItem(tr("split-duplex"), static_cast<int>(Sharing::SplitDuplex));
    form->addRow(tr("Link"), m_linkEnds);
    form->addRow(tr("Bandwidth"), m_bandwidth);
    form->addRow(tr("Latency"), m_latency);
    form->addRow(QString(), m_bidirectional);
    form->addRow(tr("Sharing"), m_sharing);
    connect(m_bandwidth, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editLink(tr("bandwidth"), [v](Link &l) { l.bandwidth = v; }); });
    connect(m_latency, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editLink(tr("latency"), [v](Link &l) { l.latency = v; }); });
    connect(m_bidirectional, &QCheckBox::toggled, this,
            [this](bool on) { editLink(tr("direction"), [on](Link &l) { l.bidirectional = on; }); });
    connect(m_sharing, &QComboBox::activated, this, [this] {
        const auto s = static_cast<Sharing>(m_sharing->currentData().toInt());
        editLink(tr("sharing"), [s](Link &l) { l.sharing = s; });
    });
    return page;
}

void PropertyPanel::editProcessor(const QString &what, const std::function<void(Processor &)> &change)
{
    const int i = m_document->processorIndex(m_node);
    if (i < 0)
        return;
    Processor p = m_document->platform().processors[i];
    change(p);
    m_document->setProcessor(m_node, p, what);
}

void PropertyPanel::editLink(const QString &what, const std::function<void(Link &)> &change)
{
    const Link *l = m_document->link(m_link);
    if (!l)
        return;
    Link value = *l;
    change(value);
    m_document->setLink(m_link, value, what);
}

void PropertyPanel::showSelection()
{
    m_node = m_scene->selectedNode();
    m_link = m_node.isEmpty() ? m_scene->selectedLink() : -1;
    refresh();
}

void PropertyPanel::refresh()
{
    const Units units = m_document->platform().units;
    const bool blocks = units == Units::Blocks;
    if (const int i = m_document->processorIndex(m_node); i >= 0) {
        const Processor &p = m_document->platform().processors[i];
        const QSignalBlocker b1(m_speed), b2(m_memory);
        m_processorId->setText(m_node);
        m_processorName->setText(QString::fromStdString(p.name));
        m_speed->setSuffix(blocks ? tr(" blocks/unit") : tr(" Gflop/s"));
        m_memory->setSuffix(blocks ? tr(" blocks") : tr(" MiB"));
        m_speed->setValue(p.speed);
        m_memory->setValue(p.memory);
        m_host->setText(QString::fromStdString(p.host));
        m_pages->setCurrentIndex(ProcessorPage);
    } else if (m_document->routerIndex(m_node) >= 0) {
        m_routerId->setText(m_node);
        m_pages->setCurrentIndex(RouterPage);
    } else if (const Link *l = m_document->link(m_link)) {
        const QSignalBlocker b1(m_bandwidth), b2(m_latency), b3(m_bidirectional), b4(m_sharing);
        m_linkEnds->setText(QStringLiteral("%1 – %2").arg(QString::fromStdString(l->from), QString::fromStdString(l->to)));
        m_bandwidth->setSuffix(blocks ? tr(" blocks/unit") : tr(" GB/s"));
        m_latency->setSuffix(blocks ? tr(" units") : tr(" s"));
        m_bandwidth->setValue(l->bandwidth);
        m_latency->setValue(l->latency);
        m_bidirectional->setChecked(l->bidirectional);
        m_sharing->setCurrentIndex(m_sharing->findData(static_cast<int>(l->sharing)));
        m_pages->setCurrentIndex(LinkPage);
    } else {
        m_node.clear();
        m_link = -1;
        m_pages->setCurrentIndex(PlatformPage);
        refreshPlatformPage();
    }
}

void PropertyPanel::refreshPlatformPage()
{
    const Platform &p = m_document->platform();
    const QSignalBlocker b1(m_master), b2(m_masterComputes);
    if (!m_platformName->hasFocus())
        m_platformName->setText(QString::fromStdString(p.name));
    m_master->clear();
    m_master->addItem(tr("(none)"), QString());
    for (const Router &r : p.routers)
        m_master->addItem(QString::fromStdString(r.id), QString::fromStdString(r.id));
    for (const Processor &pr : p.processors)
        m_master->addItem(QString::fromStdString(pr.id), QString::fromStdString(pr.id));
    m_master->setCurrentIndex(std::max(0, m_master->findData(QString::fromStdString(p.master))));
    m_masterComputes->setChecked(p.masterComputes);
    m_summary->setText(tr("%1 processors, %2 routers, %3 links. Select a node or a link to edit it.")
                           .arg(p.processors.size())
                           .arg(p.routers.size())
                           .arg(p.links.size()));
}

} // namespace partita::views

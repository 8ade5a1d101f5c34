#include "classroom/papers_page.h"

#include "classroom/experiment_texts.h"
#include "classroom/papers_figure.h"
#include "io/platform_json.h"
#include "plan/reason_text.h"
#include "studio/csv_export.h"
#include "reproduce/registry.h"
#include "reproduce/report.h"

#include <QBrush>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>

namespace partita::views {

namespace {

enum Column { Quantity, Paper, Partita, Difference, Verdict, Note, ColumnCount };

// The experiment list's widest: 3/8 of a 1280-pixel window.
constexpr int kMaxListWidth = 480;

bool endsWith(const std::string &name, const char *suffix)
{
    return QString::fromStdString(name).endsWith(QLatin1String(suffix), Qt::CaseInsensitive);
}

// Runs one experiment of the registry (off the GUI thread) and finds which of its files are
// platforms: the JSON files the platform reader accepts. A cancelled job throws Cancelled
// (no std::exception: it goes through to LatestJobs, which delivers nothing).
PapersRun runExperiment(const std::string &name, const JobControl &job)
{
    PapersRun run;
    run.name = name;
    try {
        const reproduce::Experiment &e = reproduce::experimentNamed(name);
        const auto start = std::chrono::steady_clock::now();
        run.result = e.run(job.token());
        run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        for (const reproduce::ExperimentFile &f : run.result.files) {
            if (!endsWith(f.name, ".json"))
                continue;
            try {
                parsePlatformJson(f.content, f.name);
                run.platforms << QString::fromStdString(f.name);
            } catch (const std::exception &) {
                // A JSON file of the experiment that is not a platform (a layout, numbers).
            }
        }
    } catch (const std::exception &e) {
        run.error = errorText(e);
    }
    return run;
}

// A value as the report prints it (report.cpp): the paper's at its printed precision,
// Partita's with two digits more unless it is whole, and the unit after it.
QString valueText(double v, int decimals, const std::string &unit)
{
    if (!std::isfinite(v))
        return QStringLiteral("n/a");
    QString text = QString::number(v, 'f', decimals);
    if (!unit.empty())
        text += QLatin1Char(' ') + experimentUnitText(unit);
    return text;
}

int partitaDecimals(const reproduce::Comparison &c)
{
    return std::isfinite(c.partita) && c.partita == std::round(c.partita) ? 0 : c.decimals + 2;
}

} // namespace

PapersPage::PapersPage(QWidget *parent)
    : QWidget(parent), m_list(new QTreeWidget), m_title(new QLabel), m_status(new QLabel), m_progress(new QProgressBar),
      m_platformBar(new QWidget), m_platformButtons(new QHBoxLayout), m_table(new QTableWidget(0, ColumnCount)),
      m_figures(new QTabWidget), m_text(new QTextBrowser)
{
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("Experiment"), tr("Paper"), tr("Section")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    for (const reproduce::Experiment &e : reproduce::experiments()) {
        auto *item = new QTreeWidgetItem(m_list, {QString::fromStdString(e.name), QString::fromStdString(e.paper),
                                                  experimentSectionText(e)});
        item->setData(0, Qt::UserRole, QString::fromStdString(e.name));
        for (int c = 0; c < 3; ++c)
            item->setToolTip(c, experimentSummaryText(e));
    }
    // The list as wide as its columns, so that no section is cut (the longest French one
    // included), within 3/8 of a 1280-pixel window.
    int listWidth = 2 * m_list->frameWidth();
    for (int c = 0; c < 3; ++c) {
        m_list->resizeColumnToContents(c);
        listWidth += m_list->columnWidth(c);
    }
    listWidth = std::min(listWidth, kMaxListWidth);
    m_list->setMinimumWidth(listWidth);

    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_title->setText(tr("Pick an experiment: Partita regenerates that table or figure of the paper and sets the "
                        "published values beside its own."));
    m_progress->setRange(0, 0); // no progress to report: an experiment runs in one call
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_status->setWordWrap(true);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_status, 1);

    m_platformButtons->setContentsMargins(0, 0, 0, 0);
    m_platformButtons->addWidget(new QLabel(tr("Open its platform in the editor:")));
    m_platformButtons->addStretch(1);
    m_platformBar->setLayout(m_platformButtons);
    m_platformBar->hide();

    m_table->setHorizontalHeaderLabels(
        {tr("Quantity"), tr("Paper"), tr("Partita"), tr("Difference"), tr("Verdict"), tr("Why they differ")});
    // As CSV (csv_export.h): the quantity with its unit, the values in full, the difference in %.
    m_table->horizontalHeaderItem(Difference)->setData(CsvHeaderRole, tr("Difference (%)"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(Quantity, QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Highlighted: more than %1 % apart beyond the printed precision; the last column says why")
                            .arg(reproduce::kExplainAbove * 100, 0, 'f', 0));

    m_figures->setDocumentMode(true);
    m_text->setOpenLinks(false);

    auto *lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(m_figures);
    lower->addWidget(m_text);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setSizes({600, 360});
    lower->setChildrenCollapsible(false);
    auto *results = new QSplitter(Qt::Vertical);
    results->addWidget(m_table);
    results->addWidget(lower);
    results->setStretchFactor(0, 2);
    results->setStretchFactor(1, 3);
    results->setSizes({300, 440});
    results->setChildrenCollapsible(false);

    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_title);
    rightLayout->addLayout(statusRow);
    rightLayout->addWidget(m_platformBar);
    rightLayout->addWidget(results, 1);

    auto *outer = new QSplitter(Qt::Horizontal);
    outer->addWidget(m_list);
    outer->addWidget(right);
    outer->setStretchFactor(0, 1);
    outer->setStretchFactor(1, 4);
    outer->setSizes({listWidth, 960});
    outer->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(outer);

    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &PapersPage::picked);
}

QStringList PapersPage::experimentNames() const
{
    QStringList names;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        names << m_list->topLevelItem(i)->data(0, Qt::UserRole).toString();
    return names;
}

QString PapersPage::selectedExperiment() const
{
    const QList<QTreeWidgetItem *> items = m_list->selectedItems();
    return items.isEmpty() ? QString() : items.front()->data(0, Qt::UserRole).toString();
}

const PapersRun *PapersPage::shownRun() const
{
    const auto found = m_cache.find(m_shown.toStdString());
    return m_shown.isEmpty() || found == m_cache.end() ? nullptr : &found->second;
}

void PapersPage::showExperiment(const QString &name)
{
    const auto i = experimentNames().indexOf(name);
    if (i >= 0)
        m_list->setCurrentItem(m_list->topLevelItem(static_cast<int>(i)));
}

void PapersPage::activate()
{
    if (selectedExperiment().isEmpty() && m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
}

void PapersPage::picked()
{
    const QString name = selectedExperiment();
    if (name.isEmpty() || name == m_shown)
        return;
    const reproduce::Experiment &e = reproduce::experimentNamed(name.toStdString());
    m_title->setText(tr("%1: paper %2 %3 — %4")
                         .arg(name, QString::fromStdString(e.paper), experimentSectionText(e), experimentSummaryText(e)));
    clearResult();
    const auto cached = m_cache.find(name.toStdString());
    if (cached != m_cache.end()) {
        // The run going on for another experiment is no longer wanted.
        if (!m_running.empty()) {
            m_jobs.dropPending();
            m_running.clear();
            setBusy(false);
        }
        show(cached->second);
        return;
    }
    run(name.toStdString());
}

void PapersPage::run(const std::string &name)
{
    m_running = name;
    m_status->setText(tr("Running %1… (the largest experiments take minutes)").arg(QString::fromStdString(name)));
    setBusy(true);
    // Starting a job cancels the one before it: its result is never delivered.
    m_jobs.start(
        this, [name](const JobControl &job) { return runExperiment(name, job); },
        [this](const PapersRun &r) { received(r); }, [](bool) {});
}

void PapersPage::received(const PapersRun &run)
{
    m_cache[run.name] = run;
    m_running.clear();
    setBusy(false);
    if (QString::fromStdString(run.name) == selectedExperiment())
        show(m_cache[run.name]);
}

void PapersPage::setBusy(bool busy)
{
    if (m_progress->isHidden() != busy)
        return;
    m_progress->setHidden(!busy);
    emit busyChanged(busy);
}

void PapersPage::clearResult()
{
    m_shown.clear();
    m_table->setRowCount(0);
    while (m_figures->count() > 0) {
        QWidget *w = m_figures->widget(0);
        m_figures->removeTab(0);
        delete w;
    }
    m_text->clear();
    while (m_platformButtons->count() > 2) { // the label and the stretch stay
        QLayoutItem *item = m_platformButtons->takeAt(1);
        delete item->widget();
        delete item;
    }
    m_platformBar->hide();
    m_status->clear();
}

void PapersPage::show(const PapersRun &run)
{
    clearResult();
    m_shown = QString::fromStdString(run.name);
    const reproduce::ExperimentResult &r = run.result;

    if (!run.error.isEmpty()) {
        m_status->setText(tr("The experiment failed: %1").arg(run.error));
        emit resultsShown();
        return;
    }
    int equal = 0, close = 0, differ = 0;
    m_table->setRowCount(static_cast<int>(r.comparisons.size()));
    for (int row = 0; row < static_cast<int>(r.comparisons.size()); ++row) {
        const reproduce::Comparison &c = r.comparisons[static_cast<std::size_t>(row)];
        const bool explain = c.needsExplanation();
        const QString verdict = c.matchesPrinted() ? tr("equal") : explain ? tr("differs") : tr("close");
        (c.matchesPrinted() ? equal : explain ? differ : close) += 1;
        const QString cells[ColumnCount] = {reportText(c.quantity),
                                            valueText(c.paper, c.decimals, c.unit),
                                            valueText(c.partita, partitaDecimals(c), c.unit),
                                            QString::fromStdString(reproduce::formatDifference(c.relativeDifference())),
                                            verdict,
                                            reportText(c.note)};
        for (int col = 0; col < ColumnCount; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == Paper || col == Partita || col == Difference)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (col == Quantity || col == Note)
                item->setToolTip(cells[col]);
            if (col == Quantity && !c.unit.empty())
                item->setData(CsvValueRole, QStringLiteral("%1 (%2)").arg(cells[col], experimentUnitText(c.unit)));
            if (col == Paper || col == Partita)
                item->setData(CsvValueRole, col == Paper ? c.paper : c.partita);
            if (col == Difference)
                item->setData(CsvValueRole, c.relativeDifference() * 100);
            if (explain) {
                // Light amber behind dark text, readable on either palette.
                item->setBackground(QColor(255, 224, 160));
                item->setForeground(Qt::black);
            }
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(Quantity, std::min(m_table->columnWidth(Quantity), 380));
    m_table->resizeRowsToContents();

    // A figure kept as values is drawn again with its words in the studio's language.
    for (const reproduce::ExperimentFile &f : r.files)
        if (endsWith(f.name, ".svg")) {
            const auto figure = std::find_if(r.figures.begin(), r.figures.end(),
                                             [&](const reproduce::Figure &g) { return g.name == f.name; });
            const std::string svg = figure == r.figures.end()
                ? f.content
                : figure->svg([](const reproduce::Phrase &p) { return reportText(p).toStdString(); });
            m_figures->addTab(new PapersFigure(QByteArray::fromStdString(svg)), QString::fromStdString(f.name));
        }

    QString markdown = QStringLiteral("### ") + tr("Setup") + QStringLiteral("\n\n") + reportText(r.setup);
    // The notes again, whole (the table's last column is cut to its width).
    QString notes;
    for (const reproduce::Comparison &c : r.comparisons)
        if (!c.note.empty())
            notes += tr("- **%1**: %2\n", "a difference explained: the quantity, then why")
                         .arg(reportText(c.quantity), reportText(c.note));
    if (!notes.isEmpty())
        markdown += QStringLiteral("\n\n### ") + tr("Why they differ") + QStringLiteral("\n\n") + notes;
    if (!r.findings.empty())
        markdown += QStringLiteral("\n\n### ") + tr("Findings") + QStringLiteral("\n\n") + reportText(r.findings);
    m_text->setMarkdown(markdown);

    for (const QString &file : run.platforms) {
        auto *button = new QPushButton(file);
        button->setToolTip(tr("Open %1 in the editor as a new document").arg(file));
        button->setProperty("platformFile", file);
        connect(button, &QPushButton::clicked, this, [this, file] { openPlatform(file); });
        m_platformButtons->insertWidget(m_platformButtons->count() - 1, button);
    }
    m_platformBar->setVisible(!run.platforms.isEmpty());

    m_status->setText(tr("Ran in %1 s: %2 values compared, %3 equal to the printed value, %4 close, %5 differ "
                         "(highlighted, with the reason)")
                          .arg(run.seconds, 0, 'f', run.seconds < 1 ? 2 : 1)
                          .arg(r.comparisons.size())
                          .arg(equal)
                          .arg(close)
                          .arg(differ));
    emit resultsShown();
}

QPushButton *PapersPage::platformButton(const QString &fileName) const
{
    for (int i = 0; i < m_platformButtons->count(); ++i)
        if (auto *b = qobject_cast<QPushButton *>(m_platformButtons->itemAt(i)->widget()))
            if (b->property("platformFile").toString() == fileName)
                return b;
    return nullptr;
}

PapersFigure *PapersPage::currentFigure() const
{
    return qobject_cast<PapersFigure *>(m_figures->currentWidget());
}

void PapersPage::openPlatform(const QString &fileName)
{
    const PapersRun *run = shownRun();
    if (!run)
        return;
    for (const reproduce::ExperimentFile &f : run->result.files)
        if (QString::fromStdString(f.name) == fileName) {
            try {
                emit platformRequested(parsePlatformJson(f.content, f.name));
            } catch (const std::exception &e) {
                m_status->setText(tr("Cannot open %1: %2").arg(fileName, errorText(e)));
            }
            return;
        }
}

} // namespace partita::views

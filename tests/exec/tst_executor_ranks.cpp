// runExecutor (core/exec/executor.h) called inside a job of 4 ranks (partita_add_mpi_test),
// without `partita run` around it: on the 4-rank platform of tst_exec_run, column-based,
// 2D and layer strategies verify (rank 0 checks C against its own product: 0 on every rank),
// and a job of the wrong size is bad input (2 on every rank) before any data moves.
#include "four_ranks.h"
#include "exec/executor.h"

#include <QtTest>

#include <QTemporaryDir>

#include <mpi.h>

using namespace partita;

namespace {

const char *const kPlatform = exectest::kFourRanks;

// The largest exit code over the ranks of `comm`: every rank sees the same verdict, so the
// ranks pass or fail the same checks and stay in step for the next collective call.
int worstOf(int code, MPI_Comm comm)
{
    int worst = 0;
    MPI_Allreduce(&code, &worst, 1, MPI_INT, MPI_MAX, comm);
    return worst;
}

} // namespace

class TestExecutorRanks : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir; // one per rank: every rank reads its own copy of the platform
    QString m_platform;

    exec::RunOptions options(const QString &algorithm) const
    {
        exec::RunOptions o;
        o.platformFile = m_platform.toStdString();
        o.problem = {96, 8};
        o.algorithm = algorithm.toStdString();
        o.events = false;
        return o;
    }

private slots:
    void initTestCase()
    {
        int size = 0;
        MPI_Comm_size(MPI_COMM_WORLD, &size);
        QCOMPARE(size, 4);
        m_platform = m_dir.filePath("four.json");
        QFile f(m_platform);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kPlatform);
    }

    void strategyVerifies_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char *a : {"columns", "grid2d", "layers"})
            QTest::newRow(a) << QString(a);
    }
    void strategyVerifies()
    {
        QFETCH(QString, algorithm);
        QCOMPARE(worstOf(exec::runExecutor(MPI_COMM_WORLD, options(algorithm)), MPI_COMM_WORLD), 0);
    }

    // Ranks 0 and 1 alone make a job of 2 for a platform of 4: every rank of it returns 2.
    void jobOfTheWrongSize()
    {
        int rank = 0;
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        MPI_Comm half = MPI_COMM_NULL;
        MPI_Comm_split(MPI_COMM_WORLD, rank < 2 ? 0 : MPI_UNDEFINED, rank, &half);
        int code = 2;
        if (half != MPI_COMM_NULL) {
            code = exec::runExecutor(half, options(QStringLiteral("columns")));
            MPI_Comm_free(&half);
        }
        // The lowest code over the ranks: 2 only if both ranks of the small job said 2.
        int lowest = 0;
        MPI_Allreduce(&code, &lowest, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
        QCOMPARE(lowest, 2);
    }
};

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    QCoreApplication app(argc, argv);
    TestExecutorRanks test;
    const int failures = QTest::qExec(&test, argc, argv);
    MPI_Finalize();
    return failures;
}

#include "tst_executor_ranks.moc"

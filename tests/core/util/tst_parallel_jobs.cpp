// runParallelJobs (util/parallel_jobs.h), which the experiments of `partita reproduce` plan on:
// every job runs exactly once whatever the number of threads, and a failing job stops the
// others from starting more and is rethrown after every thread has stopped.
#include "util/cancel.h"
#include "util/parallel_jobs.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace partita;

class TestParallelJobs : public QObject {
    Q_OBJECT
private slots:
    void everyJobRunsOnce_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("none") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("two") << 2;
        QTest::newRow("many") << 5000;
    }
    void everyJobRunsOnce()
    {
        QFETCH(int, count);
        std::vector<std::atomic<int>> runs(static_cast<std::size_t>(count));
        runParallelJobs(runs.size(), [&](std::size_t j) { ++runs[j]; });
        for (std::size_t j = 0; j < runs.size(); ++j)
            QCOMPARE(runs[j].load(), 1);
    }

    void jobsRunOnSeveralThreads()
    {
        if (std::thread::hardware_concurrency() < 2)
            QSKIP("one core: the jobs run on this thread alone");
        // Each job waits until two jobs are inside at once: possible only on two threads.
        std::atomic<int> inside{0};
        std::atomic<bool> together{false};
        runParallelJobs(2, [&](std::size_t) {
            if (++inside == 2)
                together = true;
            const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
            while (!together && std::chrono::steady_clock::now() < until)
                std::this_thread::yield();
        });
        QVERIFY(together);
    }

    void firstFailureIsRethrownAndStopsTheRest()
    {
        // Job 3 throws; every other job lasts 2 ms. Once the failure is recorded each thread
        // ends the job it holds and takes no other, so a few jobs run, not the 1000 (2 s of
        // them) that would run if a failure did not stop the rest; the bound leaves room for
        // the failing thread being kept off the processor for a while by a busy machine.
        std::atomic<int> started{0};
        bool caught = false;
        try {
            runParallelJobs(1000, [&](std::size_t j) {
                ++started;
                if (j == 3)
                    throw std::runtime_error("job 3 failed");
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            });
        } catch (const std::runtime_error &e) {
            caught = true;
            QCOMPARE(QString(e.what()), QString("job 3 failed"));
        }
        QVERIFY(caught);
        QVERIFY2(started >= 4 && started < 200, qPrintable(QString::number(started.load())));
    }

    void cancelledPassesThrough()
    {
        // The experiments check their token inside a job: Cancelled reaches the caller as is.
        CancelToken token;
        token.cancel();
        QVERIFY_THROWS_EXCEPTION(Cancelled, runParallelJobs(8, [&](std::size_t) { checkCancel(&token); }));
    }
};

QTEST_GUILESS_MAIN(TestParallelJobs)
#include "tst_parallel_jobs.moc"

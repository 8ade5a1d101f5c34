// The message buffers the master-worker and LU replays reuse (core/exec/buffer_pool.h): a buffer
// is never handed out while something holds it, is handed out again once released (no new
// memory), and the buffers reserved before a run are the ones the run then takes.
#include "exec/buffer_pool.h"

#include <QtTest>

using namespace partita::exec;

class TestBufferPool : public QObject {
    Q_OBJECT
private slots:
    void heldBuffersAreNotHandedOut()
    {
        BufferPool pool;
        auto a = pool.take(100), b = pool.take(100);
        QVERIFY(a != b);
        QCOMPARE(a->size(), std::size_t{100});
        (*a)[0] = 1;
        (*b)[0] = 2;
        auto c = pool.take(10);
        QVERIFY(c != a && c != b);
        QCOMPARE((*a)[0], 1.0);
        QCOMPARE((*b)[0], 2.0);
        QCOMPARE(pool.size(), std::size_t{3});
    }

    // A released buffer comes back, with its memory: the smallest free one that is large enough.
    void releasedBuffersAreReused()
    {
        BufferPool pool;
        auto big = pool.take(1000), small = pool.take(10);
        const double *bigData = big->data(), *smallData = small->data();
        big.reset();
        small.reset();
        auto again = pool.take(8);
        QCOMPARE(again->data(), smallData); // the smaller free one fits
        auto other = pool.take(900);
        QCOMPARE(other->data(), bigData);
        QCOMPARE(pool.size(), std::size_t{2});
        // none free and large enough: a free one grows rather than the pool
        other.reset();
        auto grown = pool.take(5000);
        QCOMPARE(grown->size(), std::size_t{5000});
        QCOMPARE(pool.size(), std::size_t{2});
    }

    // reserve() leaves its buffers free, written, and takes them from the pool afterwards.
    void reservedBuffersAreTheRunsBuffers()
    {
        BufferPool pool;
        pool.reserve(2, 4096);
        QCOMPARE(pool.size(), std::size_t{2});
        auto a = pool.take(4000), b = pool.take(4096);
        QCOMPARE(pool.size(), std::size_t{2});
        QVERIFY(a->capacity() >= 4096 && b->capacity() >= 4096);
        auto c = pool.take(1);
        QCOMPARE(pool.size(), std::size_t{3});
        QVERIFY(c != a && c != b);
    }
};

QTEST_GUILESS_MAIN(TestBufferPool)
#include "tst_buffer_pool.moc"

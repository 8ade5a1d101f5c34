#include "io/atomic_file.h"

#include "model/error.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace partita {
namespace {

// The system's words for `err`: one of reasonWords() (the studio translates it) when the C
// library says it in English, as it is otherwise.
ReasonArg systemReason(int err)
{
    std::string text = std::generic_category().message(err);
    const auto &words = reasonWords();
    const bool known = std::find(words.begin(), words.end(), text) != words.end();
    return {std::move(text), known};
}

Reason fileReason(ReasonKind kind, int err)
{
    return {kind, {systemReason(err)}};
}

// The names of the temporary files being written, for removeTemporaryFiles() in a signal
// handler: a slot is taken (1), filled, then published (2); the handler unlinks published
// names only. More files at once than slots go unregistered.
constexpr int kSlots = 16;
constexpr std::size_t kNameSize = 4096;
char g_names[kSlots][kNameSize];
std::atomic<int> g_slotState[kSlots];
static_assert(std::atomic<int>::is_always_lock_free, "a signal handler reads the slots");

class Registration {
public:
    Registration() = default;
    Registration(const Registration &) = delete;
    Registration &operator=(const Registration &) = delete;
    ~Registration() { release(); }

    void publish(const std::string &name)
    {
        release();
        if (name.size() >= kNameSize)
            return;
        for (int i = 0; i < kSlots; ++i) {
            int free = 0;
            if (g_slotState[i].compare_exchange_strong(free, 1)) {
                std::memcpy(g_names[i], name.c_str(), name.size() + 1);
                g_slotState[i].store(2);
                m_slot = i;
                return;
            }
        }
    }
    void release()
    {
        if (m_slot >= 0)
            g_slotState[m_slot].store(0);
        m_slot = -1;
    }

private:
    int m_slot = -1;
};

void removeThenDie(int signal)
{
    removeTemporaryFiles();
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

// Closes the descriptor and removes the temporary file unless the write went through.
class TemporaryFile {
public:
    explicit TemporaryFile(const std::string &target) : m_target(target)
    {
        namespace fs = std::filesystem;
        const fs::path path(target);
        if (!path.has_filename())
            throw InputError(target, 0, Reason{ReasonKind::FileWriteNamesDirectory, {}});
        const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
        static std::atomic<unsigned> counter{0};
        int err = 0;
        for (int attempt = 0; attempt < 100 && m_fd < 0; ++attempt) {
            std::string name = ".";
            name += path.filename().string();
            name += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
            m_name = (dir / name).string();
            m_registration.publish(m_name); // before the file exists: a signal never misses it
            m_fd = ::open(m_name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            err = errno;
            if (m_fd < 0 && err != EEXIST)
                break;
        }
        if (m_fd < 0)
            throw InputError(target, 0, fileReason(ReasonKind::FileCannotWrite, err));
    }
    TemporaryFile(const TemporaryFile &) = delete;
    TemporaryFile &operator=(const TemporaryFile &) = delete;
    ~TemporaryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_committed)
            ::unlink(m_name.c_str());
        m_registration.release();
    }

    void write(const std::string &content)
    {
        const char *data = content.data();
        std::size_t left = content.size();
        while (left > 0) {
            const ssize_t n = ::write(m_fd, data, left);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                fail(n < 0 ? errno : EIO);
            data += n;
            left -= static_cast<std::size_t>(n);
        }
    }

    void commit()
    {
        struct stat existing { };
        if (::stat(m_target.c_str(), &existing) == 0) {
            if (S_ISDIR(existing.st_mode))
                throw InputError(m_target, 0, Reason{ReasonKind::FileWriteIsDirectory, {}});
            ::fchmod(m_fd, existing.st_mode & 07777);
        }
        if (::fsync(m_fd) != 0)
            fail(errno);
        const int fd = m_fd;
        m_fd = -1;
        if (::close(fd) != 0)
            fail(errno);
        if (::rename(m_name.c_str(), m_target.c_str()) != 0)
            fail(errno);
        m_committed = true;
        m_registration.release();
    }

private:
    [[noreturn]] void fail(int err) const
    {
        throw InputError(m_target, 0, fileReason(ReasonKind::FileCannotWrite, err));
    }

    std::string m_target;
    std::string m_name;
    Registration m_registration;
    int m_fd = -1;
    bool m_committed = false;
};

} // namespace

void removeTemporaryFiles() noexcept
{
    for (int i = 0; i < kSlots; ++i)
        if (g_slotState[i].load() == 2)
            ::unlink(g_names[i]);
}

void removeTemporaryFilesOnSignals()
{
    struct sigaction sa {};
    sa.sa_handler = removeThenDie;
    for (int signal : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signal, &sa, nullptr);
}

void checkOutputFile(const std::string &path, const std::string &option)
{
    namespace fs = std::filesystem;
    const fs::path file(path);
    std::error_code ec;
    if (path.empty() || !file.has_filename() || fs::is_directory(file, ec))
        throw InputError(path, 0, reason(ReasonKind::OutputNamesDirectory, {option}));
    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    if (!fs::is_directory(dir, ec))
        throw InputError(path, 0, reason(ReasonKind::OutputNoDirectory, {option, dir.string()}));
    if (::access(dir.c_str(), W_OK | X_OK) != 0) {
        const int err = errno;
        throw InputError(path, 0, Reason{ReasonKind::OutputCannotWriteIn, {{option, false}, {dir.string(), false}, systemReason(err)}});
    }
}

void writeFileAtomically(const std::string &path, const std::string &content)
{
    TemporaryFile file(path);
    file.write(content);
    file.commit();
}

std::string readWholeFile(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        throw InputError(path, 0, fileReason(ReasonKind::FileCannotOpen, errno));
    std::string content;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            throw InputError(path, 0, fileReason(ReasonKind::FileCannotRead, err));
        }
        if (n == 0)
            break;
        content.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return content;
}

} // namespace partita

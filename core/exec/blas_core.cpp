#include "exec/blas_core.h"

#include <cblas.h>

#include <unistd.h>

#include <array>
#include <cstdlib>
#include <string_view>
#include <utility>

namespace partita::exec {

namespace {

// The environment variable that marks a process as restarted, so that it never restarts twice
// (even if OpenBLAS ignores the core asked for).
constexpr const char *kRestarted = "PARTITA_BLAS_RESTARTED";
// The fallback description for blasCoreDescription: what OpenBLAS chose before the restart.
constexpr const char *kChosenFirst = "PARTITA_BLAS_CHOSEN";

} // namespace

std::optional<BlasLevel> blasCoreLevel(const std::string &coreName)
{
    // OpenBLAS's x86-64 core names (driver/others/dynamic.c), by the kernels they use.
    static constexpr std::array<std::pair<std::string_view, BlasLevel>, 25> kCores{{
        {"Katmai", BlasLevel::Sse},       {"Coppermine", BlasLevel::Sse},  {"Northwood", BlasLevel::Sse},
        {"Prescott", BlasLevel::Sse},     {"Banias", BlasLevel::Sse},      {"Atom", BlasLevel::Sse},
        {"Core2", BlasLevel::Sse},        {"Penryn", BlasLevel::Sse},      {"Dunnington", BlasLevel::Sse},
        {"Nehalem", BlasLevel::Sse},      {"Opteron", BlasLevel::Sse},     {"Opteron_SSE3", BlasLevel::Sse},
        {"Barcelona", BlasLevel::Sse},    {"Nano", BlasLevel::Sse},        {"Bobcat", BlasLevel::Sse},
        {"Sandybridge", BlasLevel::Avx},  {"Bulldozer", BlasLevel::Avx},   {"Piledriver", BlasLevel::Avx},
        {"Steamroller", BlasLevel::Avx},  {"Excavator", BlasLevel::Avx},   {"Haswell", BlasLevel::Avx2},
        {"Zen", BlasLevel::Avx2},         {"SkylakeX", BlasLevel::Avx512}, {"Cooperlake", BlasLevel::Avx512},
        {"SapphireRapids", BlasLevel::Avx512},
    }};
    for (const auto &[name, level] : kCores)
        if (name == coreName)
            return level;
    return std::nullopt;
}

BlasLevel machineBlasLevel()
{
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    // GCC's checks include the operating system's: AVX and AVX-512 count only when XGETBV says
    // their registers are saved. SkylakeX kernels use AVX-512 F, CD, BW, DQ and VL.
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
        return BlasLevel::Avx512;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return BlasLevel::Avx2;
    if (__builtin_cpu_supports("avx"))
        return BlasLevel::Avx;
#endif
    return BlasLevel::Sse;
}

std::optional<std::string> betterBlasCore(const std::string &chosen, BlasLevel machine)
{
#if defined(__x86_64__)
    const auto level = blasCoreLevel(chosen);
    if (!level || *level >= machine)
        return std::nullopt;
    switch (machine) {
    case BlasLevel::Avx512: return "SkylakeX";
    case BlasLevel::Avx2: return "Haswell";
    case BlasLevel::Avx: return "Sandybridge";
    case BlasLevel::Sse: break;
    }
#else
    (void)chosen;
    (void)machine;
#endif
    return std::nullopt;
}

std::string blasCoreName()
{
    const char *name = openblas_get_corename();
    return name ? name : "unknown";
}

std::string blasCoreDescription()
{
    std::string text = blasCoreName();
    if (const char *first = std::getenv(kChosenFirst))
        text += " (OPENBLAS_CORETYPE; OpenBLAS chose " + std::string(first) + ")";
    else if (std::getenv("OPENBLAS_CORETYPE"))
        text += " (OPENBLAS_CORETYPE)";
    return text;
}

void restartWithMachineBlasCore(char **argv)
{
    if (std::getenv("OPENBLAS_CORETYPE") || std::getenv(kRestarted))
        return;
    const std::string chosen = blasCoreName();
    const auto better = betterBlasCore(chosen, machineBlasLevel());
    if (!better)
        return;
    ::setenv("OPENBLAS_CORETYPE", better->c_str(), 1);
    ::setenv(kRestarted, "1", 1);
    ::setenv(kChosenFirst, chosen.c_str(), 1);
    // The program's own path rather than /proc/self/exe, whose name would become the process's
    // (ps, /proc/PID/comm: "exe" instead of "partita-worker").
    std::array<char, 4096> self{};
    const ssize_t length = ::readlink("/proc/self/exe", self.data(), self.size() - 1);
    if (length > 0)
        ::execv(self.data(), argv);
    // Not restarted: go on as loaded, and say nothing was asked for.
    ::unsetenv("OPENBLAS_CORETYPE");
    ::unsetenv(kChosenFirst);
}

} // namespace partita::exec

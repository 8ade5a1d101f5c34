#pragma once
// The OpenBLAS kernels a process computes with (docs/executor.md, "BLAS kernels"). OpenBLAS
// built for many processors picks its kernels from the CPU model when it loads; a model newer
// than the library (an Emerald Rapids Xeon, family 6 model 207, under Debian 12's OpenBLAS
// 0.3.21) falls back to "Prescott", SSE3 kernels at a fifth of the AVX-512 ones' dgemm rate
// (16 against 77 Gflop/s per core there). The instruction sets the CPU and the system really
// offer say which kernels the machine can run; OPENBLAS_CORETYPE asks for them, and is read
// only when the library loads: a process that finds itself on a fallback starts itself again
// with it. A person's own OPENBLAS_CORETYPE is always kept.

#include <optional>
#include <string>

namespace partita::exec {

// Instruction-set levels of x86-64 OpenBLAS kernels, in order.
enum class BlasLevel { Sse, Avx, Avx2, Avx512 };

// The level of an OpenBLAS core name ("Prescott", "Haswell", "SkylakeX"...), or nothing for a
// name it does not know (a core of another architecture, or newer than this list).
std::optional<BlasLevel> blasCoreLevel(const std::string &coreName);

// The highest level this CPU and the system offer (CPUID and the registers the kernel saves).
BlasLevel machineBlasLevel();

// The OPENBLAS_CORETYPE that runs `machine`'s level when OpenBLAS chose `chosen` below it, else
// nothing (already the machine's level, an unknown name, or not x86-64).
std::optional<std::string> betterBlasCore(const std::string &chosen, BlasLevel machine);

// The core OpenBLAS computes with in this process.
std::string blasCoreName();

// One line for a person: "SkylakeX" or "SkylakeX (OPENBLAS_CORETYPE; OpenBLAS chose Prescott)".
std::string blasCoreDescription();

// When OpenBLAS fell back below the machine's level and OPENBLAS_CORETYPE is not set: sets it
// and starts this program again (execv of its own path with `argv`), before MPI or anything
// else starts. Returns when there is nothing to do, or when the new start failed (the process
// then goes on with the fallback). Call first thing in main.
void restartWithMachineBlasCore(char **argv);

} // namespace partita::exec

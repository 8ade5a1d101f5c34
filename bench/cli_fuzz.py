#!/usr/bin/env python3
"""Property fuzzing of the command line (docs/hardening.md, "Command-line fuzzing").

Runs `partita` on random platforms and options for SECONDS (default 1200) and checks, for every
run, what docs/command-line.md promises whatever the input:

- the exit code is 0 or 2 (2: one line on stderr, `error: ...`, followed by `Run with --help
  for more information.` for a usage error); never a signal, never 1;
- it ends within the time limit it was given (`--time-limit`), plus a margin to read and write,
  in processor time (on a shared machine a process may wait long for a processor);
- stdout has no NaN or infinity, and no JSON null where a number is always due (a makespan, a
  ratio, ...: a number Partita could not compute);
- the files it was told to write exist when it succeeds, none of them when it fails, and no
  temporary file is left behind.

Platforms are bundled examples, generated ones (`partita generate`, every kind, random size,
seed and heterogeneity) and mutated copies of both (a number replaced by an extreme one, a key
deleted, a value swapped for a string, ...). Each failing run is kept in
build/cli-fuzz/findings/N/ (its command line, stdout, stderr and the platform it read); the
exit code is 1 when there is any.

Usage: bench/cli_fuzz.py [SECONDS [SEED]]   (PARTITA=path/to/partita to choose the binary)
"""
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARTITA = os.environ.get("PARTITA", os.path.join(HERE, "build/default/app/cli/partita"))
EXAMPLES = os.path.join(HERE, "resources/examples")
OUT = os.path.join(HERE, "build/cli-fuzz")

PARTITIONS = ["even-columns", "block-cyclic", "grid2d", "columns", "columns-max", "recursive",
              "hetero-block-cyclic", "layers", "max-grid", "nagamochi-abe"]
OTHERS = ["lbp-star", "lbp-mesh", "summa", "pipeline", "chunked-pipeline", "ring",
          "mw-homogeneous", "mw-global", "mw-local", "mw-lookahead", "mw-min-min", "mw-round-robin",
          "mw-obmm", "mw-bmm", "mw-demand-driven", "mw-dd-basic", "lu-homogeneous", "lu-hetero"]
EXTREMES = ["0", "-1", "1e308", "1e-308", "5e-324", "1e309", "-0", "9223372036854775807",
            "18446744073709551616", "0.5", "3", "1e6", "nan", "\"x\"", "null", "[]", "{}", "true"]
# Keys whose value is always a number when the command succeeds (others are null where their
# notion does not apply: comm_volume, assembled_makespan, ..., docs/command-line.md).
NEVER_NULL = ["makespan", "ratio", "steady_state_ratio", "lower_bound", "events", "efficiency", "total_cost"]
LIMIT = 4.0  # --time-limit given to the commands that take one
MARGIN = 10.0  # processor seconds beyond it for reading and writing
WALL = 600.0  # a run is killed after this long: on a loaded machine wall time says little


def algorithms():
    """The strategies `partita simulate --help` lists (a renamed one must not go untested)."""
    text = subprocess.run([PARTITA, "simulate", "--help"], capture_output=True, text=True).stdout
    m = re.search(r"Strategy: ([^(]*)", text.replace("\n", " "))
    names = [a.strip() for a in m.group(1).split(",")] if m else []
    return [a for a in names if a] or PARTITIONS + OTHERS


def mutate_json(text, rng):
    try:
        doc = json.loads(text)
    except ValueError:
        return text
    spots = []

    def walk(v, parent, key):
        spots.append((parent, key, v))
        if isinstance(v, dict):
            for k in list(v):
                walk(v[k], v, k)
        elif isinstance(v, list):
            for i in range(len(v)):
                walk(v[i], v, i)

    walk(doc, None, None)
    for _ in range(rng.randint(1, 3)):
        parent, key, value = rng.choice(spots)
        if parent is None:
            continue
        choice = rng.random()
        try:
            if choice < 0.6:
                parent[key] = json.loads(rng.choice(EXTREMES)) if rng.random() < 0.5 else rng.choice(
                    [0, -1, 1e308, 5e-324, 2 ** 63 - 1, 2 ** 64, 1.5, 1e-9, 10 ** 6])
            elif choice < 0.8 and isinstance(parent, dict):
                del parent[key]
            elif isinstance(parent, list) and parent:
                parent.append(parent[rng.randrange(len(parent))])
            else:
                parent[key] = "P1" if rng.random() < 0.5 else "x\ny"
        except (ValueError, KeyError, IndexError):
            pass
    out = json.dumps(doc)
    if rng.random() < 0.1:  # raw numbers JSON cannot carry
        out = re.sub(r"(?<![\w.])\d+(\.\d+)?(?![\w.])", lambda m: rng.choice(["1e309", "-1e309", m.group(0)]), out, count=3)
    return out


def platform(work, rng, n):
    """A platform file for this run: an example, a generated one, or a mutated copy."""
    path = os.path.join(work, "p%d.json" % n)
    r = rng.random()
    if r < 0.3:
        src = rng.choice(["star16.json", "toy-cluster.json", "mesh5x5.json", "mw-table2.json", "lbp-fig1.json"])
        text = open(os.path.join(EXAMPLES, src)).read()
    else:
        kind = rng.choice(["star", "mesh", "cluster", "tiers"])
        p = rng.choice([4, 9, 16, 25]) if kind == "mesh" else rng.randint(1, 40)
        args = [PARTITA, "generate", "--kind", kind, "--p", str(p), "--seed", str(rng.randint(0, 10 ** 6)),
                "--heterogeneity", str(rng.choice([1, 2, 3.5, 10, 1000])), "--out", path]
        if subprocess.run(args, capture_output=True).returncode != 0:
            return None
        text = open(path).read()
    if rng.random() < 0.5:
        text = mutate_json(text, rng)
    with open(path, "w") as f:
        f.write(text)
    return path


def number(rng, small, large):
    r = rng.random()
    if r < 0.8:
        return str(rng.randint(small, large))
    return rng.choice(["0", "-5", "1", "4294967296", "9223372036854775807", "99999999999999999999999",
                       "1e3", "12x", ""])


def pick(rng, makers):
    """One of the option lists, made only once chosen (so that only its files are expected)."""
    return rng.choice(makers)()


def command(rng, work, names, n):
    """A random command line and the output files it names."""
    kind = rng.choices(["plan", "simulate", "compare", "convert", "redistribute", "generate"],
                       [3, 5, 2, 1, 1, 1])[0]
    outputs = []

    def out(ext):
        path = os.path.join(work if rng.random() < 0.9 else "/nonexistent-dir", "out%d%s" % (len(outputs), ext))
        outputs.append(path)
        return path

    if kind == "generate":
        kind_ = rng.choice(["star", "mesh", "cluster", "tiers", "ring"])
        args = ["generate", "--kind", kind_, "--p", number(rng, 1, 400), "--out", out(rng.choice([".json", ".xml"]))]
        if rng.random() < 0.5:
            args += ["--heterogeneity", rng.choice(["1", "3.5", "1000", "0.5", "1e309", "nan"])]
        if kind_ == "tiers" and rng.random() < 0.3:
            args += ["--wan-nodes", number(rng, 1, 5), "--mans", number(rng, 1, 5), "--man-nodes", number(rng, 1, 5),
                     "--lans-per-man", number(rng, 1, 5)]
        return args, outputs, None
    if kind == "redistribute":
        layout = os.path.join(work, "l%d.layout" % n)
        text = open(os.path.join(EXAMPLES, "fig9.layout")).read()
        with open(layout, "w") as f:
            f.write(mutate_json(text, rng) if rng.random() < 0.5 else text)
        count = rng.choice([25, 25, 25, 6, 30])
        speeds = ",".join(rng.choice(["1", "2", "12", "0.5", "1e308", "0", "1e-300"]) for _ in range(count))
        args = ["redistribute", "--layout", layout, "--speeds", speeds, "--time-limit", str(LIMIT)]
        args += pick(rng, [lambda: [], lambda: ["--exact"], lambda: ["--cost-model", "actual"], lambda: ["--json"],
                           lambda: ["--layout-out", out(".layout")]])
        return args, outputs, layout
    pf = platform(work, rng, n)
    if pf is None:
        return None, outputs, None
    if kind == "convert":
        return ["convert", pf, out(rng.choice([".xml", ".json"]))], outputs, pf
    size = ["--n", number(rng, 1, 3000), "--q", number(rng, 1, 200)]
    if rng.random() < 0.2:
        size += ["--m", number(rng, 1, 3000)]
    if rng.random() < 0.2:
        size += ["--k", number(rng, 1, 3000)]
    if kind == "plan":
        args = ["plan", "--platform", pf] + size + ["--algorithm", rng.choice(PARTITIONS)]
        args += pick(rng, [lambda: [], lambda: ["--json"], lambda: ["--svg", out(".svg")],
                           lambda: ["--layout-out", out(".layout")], lambda: ["--network", "full"]])
    elif kind == "simulate":
        args = ["simulate", "--platform", pf] + size + ["--algorithm", rng.choice(names)]
        args += pick(rng, [lambda: [], lambda: ["--json"], lambda: ["--trace", out(rng.choice([".csv", ".json", ".paje"]))],
                           lambda: ["--gantt", out(".svg")], lambda: ["--network-model", rng.choice(["cm02", "lv08"])]])
    else:
        chosen = rng.sample([a for a in names if not a.startswith("lu-")], rng.randint(1, 4))
        args = ["compare", "--platform", pf] + size + ["--algorithms", ",".join(chosen)]
        args += pick(rng, [lambda: [], lambda: ["--json"], lambda: ["--svg", out(".svg")],
                           lambda: ["--sweep", "n=100:400:100"]])
    args += ["--time-limit", str(LIMIT)]
    return args, outputs, pf


def check(args, outputs, proc, elapsed, cpu, work):
    """What is wrong with this run, or None."""
    if proc is None:
        return "no end after %.0f s" % elapsed
    if cpu > LIMIT + MARGIN:
        return "%.1f s of processor time, beyond its limit of %g s" % (cpu, LIMIT)
    if proc.returncode not in (0, 2):
        return "exit code %d" % proc.returncode
    err = proc.stderr.decode("utf-8", "replace")
    text = proc.stdout.decode("utf-8", "replace")
    if proc.returncode == 2:
        lines = [l for l in err.splitlines() if not l.startswith("warning:") and not l.startswith("note:")]
        if lines[1:] == ["Run with --help for more information."]:  # a usage error (command-line.md)
            lines = lines[:1]
        if len(lines) != 1 or not lines[0].startswith("error: "):
            return "stderr is not one error line"
        if any(os.path.exists(o) for o in outputs):
            return "an output file written although the command failed"
    else:
        if re.search(r"\b(nan|inf|-nan|-inf)\b", text, re.I):
            return "NaN or infinity on stdout"
        if re.search(r'"(%s)":\s*null\b' % "|".join(NEVER_NULL), text):
            return "null on stdout"
        if not all(os.path.exists(o) for o in outputs):
            return "an output file missing"
    if any(".tmp-" in f for f in os.listdir(work)):
        return "a temporary file left behind"
    return None


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1200
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else int(time.time())
    rng = random.Random(seed)
    names = algorithms()
    os.makedirs(OUT, exist_ok=True)
    findings = os.path.join(OUT, "findings")
    start = time.time()
    runs = found = 0
    codes = {}
    while time.time() - start < seconds:
        work = tempfile.mkdtemp(prefix="cli-fuzz-")
        try:
            args, outputs, input_file = command(rng, work, names, runs)
            if args is None:
                continue
            t0 = time.time()
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            try:
                proc = subprocess.run([PARTITA] + args, capture_output=True, timeout=WALL, cwd=work)
            except subprocess.TimeoutExpired:
                proc = None
            elapsed = time.time() - t0
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            runs += 1
            code = proc.returncode if proc else "timeout"
            codes[code] = codes.get(code, 0) + 1
            problem = check(args, outputs, proc, elapsed, cpu, work)
            if problem:
                found += 1
                keep = os.path.join(findings, str(found))
                os.makedirs(keep, exist_ok=True)
                with open(os.path.join(keep, "command"), "w") as f:
                    f.write(problem + "\n" + " ".join(["partita"] + args) + "\n")
                if proc:
                    open(os.path.join(keep, "stdout"), "wb").write(proc.stdout[:100000])
                    open(os.path.join(keep, "stderr"), "wb").write(proc.stderr[:100000])
                if input_file and os.path.exists(input_file):
                    shutil.copy(input_file, keep)
                print("finding %d: %s: partita %s" % (found, problem, " ".join(args)), flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print("%d runs in %.0f s (seed %d), exit codes %s, %d findings%s"
          % (runs, time.time() - start, seed, codes, found, " in " + findings if found else ""))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

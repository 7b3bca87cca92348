#!/usr/bin/env python3
"""Issue 26, point 4 ("Start fast"): the cold start of `tour --board 8x8` against a bare JVM.

Usage: cold-start.py [--runs N] [--board 8x8] [--jar JAR] [--launcher SCRIPT] [--java JAVA]
                     [--extra NAME=COMMAND ...]

Run from the repository root after `mvn -B -DskipTests package`. Each run starts a fresh JVM;
the commands take turns (one run of each, N times over, so a busy machine slows them alike) and
their output goes to /dev/null. Prints, as Markdown, per command the median wall time, the 10th
and 90th percentiles, the least and most, the median's ratio to the baseline's median, and the
same for the CPU time the process used (user + system, all its threads): on a shared machine the
wall time says what a user waits, the CPU time how much work the start is.
The launcher finds its JVM itself ($JAVA_HOME, else the PATH): leave JAVA_HOME unset, or point
--java at the same JVM, so that every command runs on one JVM.

The baseline is a bare JVM running a class that prints one line (`java -Xshare:auto -cp DIR
Hello`, compiled here into a scratch directory): the least any Java program pays to start, with
the JDK's own class-data archive, launching a main class from the class path as the program does.
`java -version` is printed beside it for reference; it launches no class of the application.
"""
import argparse
import os
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HELLO = 'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n'


def percentile(values, p):
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--runs', type=int, default=40, help='runs of each command (default 40)')
    parser.add_argument('--warmup', type=int, default=3, help='unmeasured runs of each first (default 3)')
    parser.add_argument('--board', default='8x8')
    parser.add_argument('--jar', default='knight-examples/target/knight-tours.jar')
    parser.add_argument('--launcher', default='knight-examples/target/bin/knight-tours')
    parser.add_argument('--java', default=shutil.which('java') or 'java')
    parser.add_argument('--extra', action='append', default=[], metavar='NAME=COMMAND',
                        help='another command to time, such as "tiered=java -XX:TieredStopAtLevel=1 -jar ..."')
    args = parser.parse_args()
    if args.runs < 1:
        parser.error(f'--runs must be at least 1, got {args.runs}')

    scratch = tempfile.mkdtemp(prefix='cold-start-')
    try:
        with open(os.path.join(scratch, 'Hello.java'), 'w') as f:
            f.write(HELLO)
        javac = os.path.join(os.path.dirname(os.path.realpath(args.java)), 'javac')
        subprocess.run([javac if os.path.exists(javac) else 'javac', '-d', scratch,
                        os.path.join(scratch, 'Hello.java')], check=True)
        tour = ['tour', '--board', args.board]
        commands = [('bare JVM (Hello)', [args.java, '-Xshare:auto', '-cp', scratch, 'Hello']),
                    ('java -version', [args.java, '-version'])]
        if os.path.exists(args.jar):
            commands.append(('java -jar', [args.java, '-jar', args.jar] + tour))
        else:
            print(f'cold-start: no {args.jar}; build with mvn -B -DskipTests package', file=sys.stderr)
        if os.path.exists(args.launcher):
            commands.append(('launcher', [args.launcher] + tour))
        for extra in args.extra:
            name, _, command = extra.partition('=')
            if not command:
                parser.error(f'--extra must be NAME=COMMAND, got {extra!r}')
            commands.append((name, shlex.split(command)))

        names = [name for name, _ in commands]
        if len(set(names)) != len(names):
            parser.error(f'every command needs a name of its own, got {names}')
        for name, command in commands:  # each must work before it is timed
            done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            if done.returncode != 0:
                sys.exit(f'cold-start: {name} exited {done.returncode}: {shlex.join(command)}\n'
                         + done.stderr.decode(errors='replace'))
        times = {name: [] for name, _ in commands}
        cpu = {name: [] for name, _ in commands}
        for run in range(args.warmup + args.runs):
            for name, command in commands:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                elapsed = (time.perf_counter() - start) * 1000
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                if run >= args.warmup:
                    times[name].append(elapsed)
                    cpu[name].append((after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    base = statistics.median(times[commands[0][0]])
    print(f'{args.runs} alternating runs each, wall time in ms, on {os.cpu_count()} CPUs; load average '
          + ' '.join(f'{x:.2f}' for x in os.getloadavg()))
    print()
    cpu_base = statistics.median(cpu[commands[0][0]])
    print('| Command | Median | p10 – p90 | Least – most | Median / bare JVM | CPU time, median | CPU / bare JVM |')
    print('|---|--:|--:|--:|--:|--:|--:|')
    for name, command in commands:
        t, c = times[name], cpu[name]
        print(f'| {name} | {statistics.median(t):.0f} | {percentile(t, 10):.0f} – {percentile(t, 90):.0f}'
              f' | {min(t):.0f} – {max(t):.0f} | {statistics.median(t) / base:.2f}×'
              f' | {statistics.median(c):.0f} | {statistics.median(c) / cpu_base:.2f}× |')
    print()
    for name, command in commands:
        print(f'- {name}: `{shlex.join(command)}`')


if __name__ == '__main__':
    main()

#!/usr/bin/env bash
# Issue 25, point 8 ("No speed lost"): the JMH set measured before and after the refactor, run with
# identical settings on any worktree.  Usage: jmh-set.sh WORKTREE [OUTDIR]
# Builds knight-benchmarks (offline, reactor, no install) in WORKTREE, then runs each benchmark
# group in its own JMH invocation, with `uptime` before and after each, into OUTDIR
# (default WORKTREE/bench-out-<UTC time>): <group>.txt (JMH's output), <group>.json, uptime.log.
# A group whose benchmark is missing in the tree (e.g. a renamed class) is reported and skipped.
set -u
TREE=$(cd "${1:?usage: jmh-set.sh WORKTREE [OUTDIR]}" && pwd)
OUT=${2:-$TREE/bench-out-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
cd "$TREE"
echo "tree $TREE at $(git rev-parse --short HEAD) ($(git rev-parse --abbrev-ref HEAD)); output $OUT" | tee "$OUT/uptime.log"
mvn -B -o -q -pl knight-benchmarks -am -DskipTests package > "$OUT/build.log" 2>&1 \
  || { echo "build failed, see $OUT/build.log"; exit 1; }
JAR=$TREE/knight-benchmarks/target/benchmarks.jar
# The same JMH settings for every group.  Average-time groups: 2 forks, each 5 x 1 s warm-up
# and 5 x 1 s measured.  Single-shot groups (construction, counting) ignore -w/-r: per fork 5
# warm-up and 5 measured operations.  One benchmark thread (-t 1).  About 9 minutes in all.  Heap options come from each class's
# @Fork annotation (GreedyWalkBenchmark: -Xms2g -Xmx2g -XX:+AlwaysPreTouch; Construction: 1.5 GiB).
COMMON=(-f 2 -wi 5 -i 5 -w 1s -r 1s -t 1)
run() {  # run NAME REGEX [extra JMH args...]
  local name=$1 regex=$2; shift 2
  echo "== $name  $(date -u +%H:%M:%SZ) before: $(uptime)" | tee -a "$OUT/uptime.log"
  echo "   java -jar $JAR '$regex' ${COMMON[*]} $* -rf json -rff $OUT/$name.json" >> "$OUT/uptime.log"
  java -jar "$JAR" "$regex" "${COMMON[@]}" "$@" -rf json -rff "$OUT/$name.json" > "$OUT/$name.txt" 2>&1
  local rc=$?
  echo "== $name  $(date -u +%H:%M:%SZ) after (rc $rc): $(uptime)" | tee -a "$OUT/uptime.log"
  sed -n '/^Benchmark /,$p' "$OUT/$name.txt"
}
# 1. The greedy walk engine alone, ns per square reached (8x8, 1000x1000, 4000x4000 from a1):
#    WARNSDORFF, POHL (look-ahead 1) and SQUIRREL.
run greedy-walk '\.GreedyWalkBenchmark\.(warnsdorff|pohl|squirrel)(8|1000|4000)$'
# 2. The whole public call KnightTours.solve(request, strategy) from a1, in us/op (-tu us; the
#    class's unit, ms, rounds 8x8 away): 8x8 is the per-call figure of the issue; on 1000x1000
#    WARNSDORFF fails after 956,024 squares and POHL finds a tour on its third walk.
run solve-heuristic '\.HeuristicBenchmark\.solveFromCorner$' -p n=8,1000 -p strategy=WARNSDORFF,POHL -tu us
# 3. Divide and conquer: AUTO closed tour of 1000x1000 and 10000x10000 (single shot, ms/op).
run construction '\.ConstructionBenchmark\.closedTour$'
# 4. Exact counts of 6x6, all 8 combinations (single shot, ms/op).
run counting '\.CountingBenchmark\.count$'
echo "done $(date -u +%H:%M:%SZ): $(uptime)" | tee -a "$OUT/uptime.log"

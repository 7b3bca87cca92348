#!/usr/bin/env bash
# Builds the C reference walk (src/main/c/warnsdorff.c) with the system compiler and runs it on
# n x n boards, printing squares reached, the path checksum and ns per square. Not part of the
# Maven build. Usage, from anywhere:
#
#   knight-benchmarks/c-reference.sh [SIZE ...]             # default sizes: 8 1000 4000, from a1
#   knight-benchmarks/c-reference.sh 1000x1000@2,3          # a ROWSxCOLS board from (row 2, col 3)
#   MIN_SECONDS=5 CC=clang knight-benchmarks/c-reference.sh 8
#   WALK_CLOCK=cpu knight-benchmarks/c-reference.sh    # time by CPU time, not the wall clock
#   RULE=pohl knight-benchmarks/c-reference.sh 1000    # Pohl's rule, look-ahead 1, fixed ties
#
# Compare the checksum with the Java walk: `java -cp knight-benchmarks/target/benchmarks.jar
# io.github.knighttours.benchmarks.WalkChecksum 1000 1000 0 0` prints the same squares reached and checksum
# for WARNSDORFF (add 1 after the start for POHL).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/target/c"
mkdir -p "$out"
"${CC:-cc}" -O2 -std=c11 -D_POSIX_C_SOURCE=199309L -Wall -Wextra -o "$out/warnsdorff" "$here/src/main/c/warnsdorff.c"
echo "# $("${CC:-cc}" --version | head -n 1), -O2; $(date -u +%Y-%m-%dT%H:%MZ); load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
if [ "$#" -eq 0 ]; then
  set -- 8 1000 4000
fi
for spec in "$@"; do
  board="${spec%@*}"
  start="0,0"
  if [ "$board" != "$spec" ]; then
    start="${spec#*@}"
  fi
  rows="${board%x*}"
  cols="${board#*x}"
  "$out/warnsdorff" "$rows" "$cols" "${start%,*}" "${start#*,}" "${MIN_SECONDS:-2}"
done

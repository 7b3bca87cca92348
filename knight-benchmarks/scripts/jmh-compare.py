#!/usr/bin/env python3
"""Issue 25, point 8: a before/after table from two jmh-set.sh output directories.
Usage: jmh-compare.py BEFORE_DIR AFTER_DIR   (each holds the <group>.json files jmh-set.sh wrote)
Prints Markdown: benchmark, params, before and after score ± error, unit, after/before."""
import glob, json, os, sys

def load(d):
    rows = {}
    for f in sorted(glob.glob(os.path.join(d, '*.json'))):
        try:
            data = json.load(open(f))
        except ValueError:
            continue  # a group that failed leaves an empty or partial file
        for r in data:
            name = '.'.join(r['benchmark'].split('.')[-2:])
            params = ', '.join(f'{k}={v}' for k, v in sorted(r.get('params', {}).items()))
            m = r['primaryMetric']
            rows[(name, params)] = (m['score'], m['scoreError'], m['scoreUnit'])
    return rows

before, after = load(sys.argv[1]), load(sys.argv[2])
print('| Benchmark | Params | Before | After | Unit | After / before |')
print('|---|---|--:|--:|---|--:|')
for key in sorted(set(before) | set(after)):
    b, a = before.get(key), after.get(key)
    fmt = lambda x: '–' if x is None else f'{x[0]:,.3f} ± {x[1]:,.3f}'
    unit = (b or a)[2]
    ratio = f'{a[0] / b[0]:.2f}×' if a and b and a[2] == b[2] else '–'
    print(f'| {key[0]} | {key[1]} | {fmt(b)} | {fmt(a)} | {unit} | {ratio} |')

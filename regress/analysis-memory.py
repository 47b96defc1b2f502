#!/usr/bin/env python3
"""Runs tengen's live analysis for a while and samples its resident memory (BENCHMARKS.md).

Usage: regress/analysis-memory.py MAX_NODES SECONDS
Starts target/release/tengen --threads 2 --max-nodes MAX_NODES on an empty 19x19 board with
`kata-analyze B 100 ownership true`, prints (seconds, RSS in MB, analysis lines) every 10 s
from /proc/PID/status, then stops the analysis with `name` and prints the maximum RSS and the
visits of the top moves in the last report. Progress lines from stderr go to err-MAX_NODES.txt.
"""
import re
import subprocess
import sys
import threading
import time

max_nodes, seconds = sys.argv[1], float(sys.argv[2])
engine = subprocess.Popen(
    ["target/release/tengen", "--threads", "2", "--max-nodes", max_nodes],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    stderr=open(f"err-{max_nodes}.txt", "w"), text=True)
engine.stdin.write("boardsize 19\nclear_board\nkata-analyze B 100 ownership true\n")
engine.stdin.flush()
lines, last = [0], [""]


def read():
    for line in engine.stdout:
        lines[0] += 1
        if line.startswith("info"):
            last[0] = line


threading.Thread(target=read, daemon=True).start()


def rss_mb():
    for line in open(f"/proc/{engine.pid}/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1]) // 1024


started, samples = time.time(), []
while time.time() - started < seconds:
    time.sleep(10)
    samples.append((round(time.time() - started), rss_mb(), lines[0]))
    print(samples[-1], flush=True)
engine.stdin.write("name\n")
engine.stdin.flush()
time.sleep(1)
print("max rss MB", max(s[1] for s in samples), "lines", lines[0])
print("last report, top visits:", re.findall(r"visits (\d+)", last[0])[:3])
engine.stdin.write("quit\n")
engine.stdin.flush()
engine.wait()

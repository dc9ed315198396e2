"""Measuring one request's cost: CPU time (this thread's, the garbage collector's pauses left
out, as the request budget counts it), peak RSS growth (sampled every 2 ms while it runs),
and the RSS of a server's worker processes. Ratios and generous bounds only: the machines
that run the tests are shared and slow."""
from __future__ import annotations

import os
import threading
import time
from pathlib import Path

from referee.rules import core

PAGE = os.sysconf("SC_PAGE_SIZE")
MB = 1024 * 1024


def rss(pid: int | str = "self") -> int:
    """Resident bytes of a process (this one by default)."""
    with open(f"/proc/{pid}/statm") as f:
        return int(f.read().split()[1]) * PAGE


def children(pid: int) -> list[int]:
    """The child processes of `pid` (a gunicorn master's workers)."""
    out = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
        except OSError:
            continue
        for line in text.splitlines():
            if line.startswith("PPid:") and int(line.split()[1]) == pid:
                out.append(int(status.parent.name))
                break
    return sorted(out)


class Cost:
    """``with Cost() as c: ...`` -> ``c.cpu`` (s), ``c.rss_mb`` (peak growth), ``c.wall`` (s)."""

    def __enter__(self) -> "Cost":
        self.base = self.peak = rss()
        self._stop = threading.Event()

        def sample():
            while not self._stop.is_set():
                r = rss()
                if r > self.peak:
                    self.peak = r
                self._stop.wait(0.002)

        self._sampler = threading.Thread(target=sample, daemon=True)
        self._sampler.start()
        self._wall = time.perf_counter()
        self._cpu = core._work_time()
        return self

    def __exit__(self, *exc) -> bool:
        self.cpu = core._work_time() - self._cpu
        self.wall = time.perf_counter() - self._wall
        self._stop.set()
        self._sampler.join()
        self.peak = max(self.peak, rss())
        self.rss_mb = (self.peak - self.base) / MB
        return False

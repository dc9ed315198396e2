"""Bounded caches for long-lived workers.

A worker serves for days; any memo keyed by what players send grows with every new key
unless it is bounded. `BoundedCache` is a thread-safe LRU bounded both in entries and in
bytes, where the bytes are counted on what an entry really holds (its key and its value,
measured by `approx_size`, at least `ENTRY_OVERHEAD` each: an entry that holds nothing still
costs its slot). Every one registers itself, so a test can find and fill them all
(`tests/reliability/test_bounded_work.py`).

The process's other memos are bounded another way: `functools.lru_cache` with a `maxsize`,
only for keys of bounded size (a word, never a whole text of a player's).

No Flask here.
"""
from __future__ import annotations

import sys
import threading
import weakref
from array import array
from collections import OrderedDict
from typing import Any, Callable, Iterator

ENTRY_OVERHEAD = 160  # bytes an entry costs beyond its key and value (the dict slot, the node)

_registry: "weakref.WeakSet[BoundedCache]" = weakref.WeakSet()
_MISSING = object()


_ATOMS = frozenset({str, bytes, bytearray, int, float, bool, type(None), complex, array})
_SEQUENCES = frozenset({tuple, list, set, frozenset})


def approx_size(value: Any) -> int:
    """Bytes a value holds, roughly: strings, numbers, arrays and the containers (tuples,
    lists, dicts, sets, dataclasses) made of them, to a depth of 6. Other objects count their
    own size only: a cache that keeps a shared object (a glossary, a model) does not hold its
    contents. (Iterative, with the common types first: it runs on every cache insertion.)"""
    getsizeof = sys.getsizeof
    total = 0
    stack = [(value, 0)]
    pop, push = stack.pop, stack.append
    while stack:
        v, depth = pop()
        total += getsizeof(v, 64)
        t = type(v)
        if t in _ATOMS or depth > 6:
            continue
        depth += 1
        if t is dict:
            for k, x in v.items():
                push((k, depth))
                push((x, depth))
        elif t in _SEQUENCES:
            for x in v:
                push((x, depth))
        else:
            nbytes = getattr(v, "nbytes", None)  # NumPy arrays: getsizeof counts the data of one
            if type(nbytes) is int:  # that owns it; a view keeps its whole base alive
                base = getattr(v, "base", None)
                if base is not None:
                    held = getattr(base, "nbytes", None)
                    total += held if type(held) is int else nbytes
                continue
            fields = getattr(t, "__dataclass_fields__", None)
            if fields is not None:
                for f in fields:
                    push((getattr(v, f, None), depth))
    return total


class BoundedCache:
    """A least-recently-used map bounded in entries and in bytes (see the module docstring).

    Reads and writes are dict-like (`get`, `[]`, `in`, `len`); a value that alone is larger
    than a tenth of the byte bound is not kept (it is returned, and worked out again next
    time), so one huge entry cannot empty the cache."""

    def __init__(self, name: str, max_entries: int, max_bytes: int,
                 sizeof: Callable[[Any], int] = approx_size):
        self.name = name
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.sizeof = sizeof
        self._data: OrderedDict = OrderedDict()  # key -> (value, size)
        self.bytes = 0
        self._lock = threading.Lock()
        _registry.add(self)

    def __repr__(self) -> str:
        return (f"<BoundedCache {self.name}: {len(self._data)}/{self.max_entries} entries, "
                f"{self.bytes}/{self.max_bytes} bytes>")

    def get(self, key, default=None):
        with self._lock:
            got = self._data.get(key, _MISSING)
            if got is _MISSING:
                return default
            self._data.move_to_end(key)
            return got[0]

    def __getitem__(self, key):
        got = self.get(key, _MISSING)
        if got is _MISSING:
            raise KeyError(key)
        return got

    def __contains__(self, key) -> bool:
        with self._lock:
            return key in self._data

    def __len__(self) -> int:
        return len(self._data)

    def __iter__(self) -> Iterator:
        with self._lock:
            return iter(list(self._data))

    def __setitem__(self, key, value) -> None:
        self.put(key, value)

    def put(self, key, value):
        """Keep ``value`` under ``key`` (evicting the least recently used); returns ``value``."""
        size = ENTRY_OVERHEAD + self.sizeof(key) + self.sizeof(value)
        if size > self.max_bytes // 10:
            return value
        with self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self.bytes -= old[1]
            self._data[key] = (value, size)
            self.bytes += size
            while self._data and (len(self._data) > self.max_entries or self.bytes > self.max_bytes):
                _, (_, gone) = self._data.popitem(last=False)
                self.bytes -= gone
        return value

    def pop(self, key, default=None):
        with self._lock:
            got = self._data.pop(key, None)
            if got is None:
                return default
            self.bytes -= got[1]
            return got[0]

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self.bytes = 0

    def after_fork(self) -> None:
        """In a new process: a fresh lock (one another thread of the parent held at the fork
        would stay held for ever)."""
        self._lock = threading.Lock()


def registered() -> list[BoundedCache]:
    """Every BoundedCache alive in this process."""
    return sorted(_registry, key=lambda c: c.name)


WORD_CHARS = 40  # a word longer than this is worked out each time, never remembered


def word_cache(maxsize: int, max_chars: int = WORD_CHARS):
    """`functools.lru_cache(maxsize)` for a function of a word (and small extra arguments):
    only words of at most `max_chars` characters are remembered, so its bytes are bounded
    (maxsize entries of bounded size) whatever players send. The cached function is
    `.cached` (with `cache_info` and `cache_clear`)."""
    from functools import lru_cache, wraps

    def wrap(fn):
        cached = lru_cache(maxsize=maxsize)(fn)

        @wraps(fn)
        def call(word, *args):
            if len(word) > max_chars:
                return fn(word, *args)
            return cached(word, *args)

        call.cached = cached
        call.cache_info = cached.cache_info
        call.cache_clear = cached.cache_clear
        call.max_chars = max_chars
        call.maxsize = maxsize
        _word_caches.append(call)
        return call
    return wrap


_word_caches: list = []


def word_caches() -> list:
    """Every `word_cache` function of the process."""
    return list(_word_caches)

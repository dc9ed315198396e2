"""The passage vectors of search by meaning, computed in the background (issue 23).

Encoding the shipped rulebooks' passages takes about 50 s of CPU on a cold machine; the
lexical index takes about 2 s. So `referee serve` publishes the index without them
(`SearchIndex.defer_vectors`), answers at once, and a separate process, `python -m
referee.vectors`, encodes the books that have none yet, one file per book (written
atomically, see `referee.search.by_meaning`). Until every book has its vectors, search is
lexical, exactly as with REFEREE_MEANING=off; each serving process notices the files
within seconds (`state`, called on requests) and turns to meaning without a restart.

The job runs at a lower priority (NICE) so that players' requests come first, one job at
a time per vector folder (a lock file: a second one waits, then finds the work done), and
it stops when the process that started it is gone. A re-index that adds a book (an upload,
a dropped file) is handled the same way: the serving process that sees a book without
vectors starts a job, unless one is running.

`Progress` prints what long work is doing on the terminal: a tqdm bar (passages done,
rate, time left) when stderr is a terminal, one plain line per book in a log.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

NICE = 5  # the background job's niceness: serving first, yet it still gets a share of a busy machine
CHECK_SECONDS = 1.0  # while building, a serving process looks for new vector files at most this often
LOCK_NAME = ".encoding.lock"


class Progress:
    """What a long step is doing, on stderr: a tqdm bar on a terminal (passages done / total,
    with a rate and an estimate), else one line per book (a log file stays readable)."""

    def __init__(self, what: str, unit: str = "passage", stream=None):
        self.what, self.unit = what, unit
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.bar = None
        self.total = 0

    def start(self, total: int) -> None:
        self.total = total
        if self.tty and self.bar is None:
            import shutil

            from tqdm import tqdm
            size = shutil.get_terminal_size((100, 20))  # a terminal that says 0 x 0 (tqdm would draw nothing)
            self.bar = tqdm(total=total, desc=self.what, unit=self.unit, file=self.stream, ncols=min(size.columns, 120),
                            nrows=max(size.lines, 20), leave=True, mininterval=0.5)

    def advance(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)
            if self.bar.n >= self.total:  # done: the bar stays, and the next line starts below it
                self.close()

    def book(self, book_id: str, passages: int, done: int | None = None, books: str = "") -> None:
        """A book done (or begun, with `done`=0): the bar's label, or a line in a log."""
        if self.bar is not None:
            self.bar.set_postfix_str(f"{book_id}{' ' + books if books else ''}", refresh=False)
        elif done is None:
            print(f"{self.what}: {book_id} ({passages} passages){' ' + books if books else ''}",
                  file=self.stream, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def index_progress(index) -> Progress | None:
    """Show `index.update`'s books on the terminal (`referee serve`, `referee index`), and the
    passage vectors it encodes (`referee index`; `referee serve` leaves them to the background)."""
    if not hasattr(index, "on_progress"):
        return None
    bar = Progress("indexing")

    def step(book, passages: int, total: int) -> None:
        bar.start(total)
        bar.book(book.id, passages)
        bar.advance(passages)
    index.on_progress = step
    index.on_vectors = lambda todo: vectors_progress(todo)[1]
    return bar


def vectors_progress(todo: list) -> tuple[Progress, object]:
    """A bar over the passages of the books `todo`, and the callback `_write_vectors` takes."""
    bar = Progress("search by meaning: encoding")
    bar.start(sum(len(b.passages) for b in todo))
    seen: dict[str, int] = {}
    order = {b.id: i for i, b in enumerate(todo, 1)}

    def step(book, done: int) -> None:
        if book.id not in seen:
            bar.book(book.id, len(book.passages), books=f"(book {order.get(book.id, '?')}/{len(todo)})")
        bar.advance(done - seen.get(book.id, 0))
        seen[book.id] = done
    return bar, step


# -- the state a serving process reports (GET /api/games, the home page) --------------------
_state_lock = threading.Lock()
_job: subprocess.Popen | None = None  # the job this process started (reaped when it ends)
_spawned_for: frozenset = frozenset()  # the vector files it was started for (one start per set)


def _after_fork() -> None:
    global _job, _state_lock
    _job = None  # the parent's child, not ours
    _state_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def _passages(books) -> int:
    return sum(len(b.passages) for b in books)


def state(library, now: float | None = None) -> dict:
    """Search by meaning in this process: {"state": "off" | "building" | "ready", "books_ready",
    "books", "passages_ready", "passages"}. While building, the vector files are looked for at
    most every CHECK_SECONDS; when every book has them they are loaded, and search turns to
    meaning. A serving library (deferred vectors) starts the background job when one is needed."""
    from . import meaning
    books = library.books
    now = time.monotonic() if now is None else now
    cached = getattr(library, "_meaning", None)
    if cached is not None and cached[0] is books and (cached[2]["state"] != "building" or now - cached[1] < CHECK_SECONDS):
        return cached[2]
    _reap()
    index = library.index
    real = [b for b in books.values() if b.passages]
    out = {"state": "off", "books_ready": 0, "books": len(real), "passages_ready": 0, "passages": _passages(real)}
    if meaning.enabled() and meaning.encoder() is not None:
        if getattr(index, "defer_vectors", False):
            missing = index.vectors_missing(books)
            if not missing and index.load_new_vectors(books):
                out.update(state="ready", books_ready=len(real), passages_ready=out["passages"])
            elif missing:
                gone = {b.id for b in missing}
                ready = [b for b in real if b.id not in gone]
                out.update(state="building", books_ready=len(ready), passages_ready=_passages(ready))
                _start_job(library, missing)
        elif index.facts(books).vectors:  # vectors written when the index was built (`referee index`)
            out.update(state="ready", books_ready=len(real), passages_ready=out["passages"])
    library._meaning = (books, now, out)
    return out


def describe(s: dict) -> str:
    """The state in words, for the terminal: "on", "building 3/4 books", "off"."""
    if s["state"] == "building":
        return f"building {s['books_ready']}/{s['books']} books ({s['passages_ready']:,}/{s['passages']:,} passages)"
    return "on" if s["state"] == "ready" else "off"


def _reap() -> None:
    """Collect the exit status of a job this process started that has ended (no zombie)."""
    global _job
    with _state_lock:
        if _job is not None and _job.poll() is not None:
            _job = None


def _lock_path(index) -> Path:
    return index.vectors_folder() / LOCK_NAME


def job_running(index) -> bool:
    """Whether a background job holds the vector folder's lock."""
    import fcntl
    try:
        with open(_lock_path(index), "a+") as fh:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(fh, fcntl.LOCK_UN)
            return False
    except OSError:  # no folder yet (or unwritable): nobody holds it
        return False


def _start_job(library, missing: list) -> None:
    """Start `python -m referee.vectors` for this library, once per set of missing books and
    only when no job runs (a running one reads the folder again when it is done)."""
    global _job, _spawned_for
    index = library.index
    wanted = frozenset(str(index._vectors_path(b)) for b in missing)
    with _state_lock:
        if _job is not None and _job.poll() is not None:
            _job = None
        if wanted == _spawned_for or _job is not None:
            return
        try:
            index.vectors_folder().mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        if job_running(index):
            return  # the next check, once it is done, starts one if books are still missing
        _spawned_for = wanted
        root = str(Path(__file__).resolve().parent.parent)
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)}
        settings = library.settings
        try:
            _job = subprocess.Popen(
                [sys.executable, "-m", "referee.vectors", "--rulebooks", str(settings.rulebooks),
                 "--index", str(settings.index), "--parent", str(os.getpid())],
                stdin=subprocess.DEVNULL, env=env, close_fds=True)
        except OSError as err:
            print(f"referee: search by meaning stays off: the background encoder did not start ({err})",
                  file=sys.stderr, flush=True)


# -- the background job ------------------------------------------------------------------
def encode_missing(library, parent: int | None = None) -> tuple[int, int]:
    """Encode every book of `library` that has no vectors yet, with a progress bar; returns
    (books, passages) encoded. Stops (SystemExit) when `parent` is no longer this process's
    parent: the server that needed them is gone."""
    index = library.index
    todo = index.vectors_missing(library.books)
    if not todo:
        return 0, 0
    bar, step = vectors_progress(todo)

    def progress(book, done: int) -> None:
        if parent and os.getppid() != parent:
            raise SystemExit(0)
        step(book, done)
    try:
        index._write_vectors(library.books, progress=progress)
    finally:
        bar.close()
    return len(todo), _passages(todo)


def encode_all(library, parent: int | None = None) -> int:
    """Encode what every book of the library's folder lacks, under the vector folder's lock
    (a job already at it: wait for it, then find the work done), reading the folder again
    after each round (a book added meanwhile). 0 when every book has its vectors."""
    import fcntl

    from . import meaning
    if meaning.encoder() is None:  # off (REFEREE_MEANING=off, no model): nothing to encode
        return 0
    folder = library.index.vectors_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = open(folder / LOCK_NAME, "a+")
    except OSError as err:
        print(f"referee: search by meaning stays off: the vectors cannot be kept in {folder} ({err})",
              file=sys.stderr, flush=True)
        return 1
    with lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        started = time.monotonic()
        books = passages = 0
        before: set | None = None
        while True:
            if parent and os.getppid() != parent:
                return 0
            library.load()
            todo = {str(library.index._vectors_path(b)) for b in library.index.vectors_missing(library.books)}
            if not todo:
                break
            if todo == before:  # written and still missing: the folder is not writable
                print(f"referee: search by meaning stays off: the vectors could not be kept in {folder}",
                      file=sys.stderr, flush=True)
                return 1
            if meaning.encoder() is None:
                print(f"referee: search by meaning is off: {meaning.reason_off()}", file=sys.stderr, flush=True)
                return 1
            before = todo
            b, p = encode_missing(library, parent)
            books, passages = books + b, passages + p
        if books:
            print(f"referee: search by meaning is on: {books} book{'s' if books != 1 else ''} "
                  f"({passages:,} passages) encoded in {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m referee.vectors",
                                 description="Encode the passage vectors search by meaning needs, in the background.")
    ap.add_argument("--rulebooks", required=True)
    ap.add_argument("--index", required=True)
    ap.add_argument("--parent", type=int, default=None, help="stop when this process is gone")
    args = ap.parse_args(argv)
    from . import meaning
    from .library import Library, Settings
    try:
        os.nice(NICE)
    except (AttributeError, OSError):
        pass
    meaning.one_blas_thread()
    library = Library(Settings(rulebooks=Path(args.rulebooks), index=Path(args.index), database=None))
    return encode_all(library, args.parent)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C on the server's terminal reaches this process too
        sys.exit(130)

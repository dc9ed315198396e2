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

A job that stops before it is done (an error, a crash, killed) is started again by whichever
serving process notices it first (the lock is free and books still lack their vectors): after
RESTART_DELAYS, a few times, each logged; then search by meaning is reported "off" until a
book changes or the server is restarted. The process that starts a job takes the lock itself
and hands it to the job (an inherited descriptor), so "the lock is free" means "no job is at
work", from the first instant of a job to its last, however it ends. How many times a job was
started for the same missing books, in this run of the server, is kept beside the lock
(TRIES_NAME), written under it: the workers of one server share one count.

`Progress` prints what long work is doing on the terminal: a tqdm bar (passages done,
rate, time left) when stderr is a terminal, one plain line per book in a log.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

NICE = 5  # the background job's niceness: serving first, yet it still gets a share of a busy machine
CHECK_SECONDS = 1.0  # while building, a serving process looks for new vector files at most this often
LOCK_NAME = ".encoding.lock"
TRIES_NAME = ".encoding.tries"  # the jobs started for the missing books in this run (JSON, written under the lock)
# seconds, from when a serving process notices that a job stopped before it was done, until
# it starts the next one; one delay per restart: after the last, search by meaning is off
RESTART_DELAYS = (2.0, 15.0, 60.0)
# one id per `referee serve` (its workers are forked from the process that imported this, so
# they share it): a new server tries again from zero, the workers of one count together
RUN_ID = f"{os.getpid()}-{time.time_ns()}"


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
_exit: int | None = None  # how the last job this process started ended (for the log)
_said: set = set()  # messages this process printed once


def _after_fork() -> None:
    global _job, _exit, _state_lock
    _job = _exit = None  # the parent's child, not ours
    _state_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def _passages(books) -> int:
    return sum(len(b.passages) for b in books)


def state(library, now: float | None = None) -> dict:
    """Search by meaning in this process: {"state": "off" | "building" | "ready", "books_ready",
    "books", "passages_ready", "passages"}. While building, the vector files are looked for at
    most every CHECK_SECONDS; when every book has them they are loaded, and search turns to
    meaning. A serving library (deferred vectors) starts the background job when one is needed,
    and again when one stopped before it was done (RESTART_DELAYS); "off" once it gave up."""
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
            elif missing and _start_job(library, missing):
                gone = {b.id for b in missing}
                ready = [b for b in real if b.id not in gone]
                out.update(state="building", books_ready=len(ready), passages_ready=_passages(ready))
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
    global _job, _exit
    with _state_lock:
        if _job is not None and _job.poll() is not None:
            _job, _exit = None, _job.returncode


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


def _say_once(message: str) -> None:
    if message not in _said:
        _said.add(message)
        print(message, file=sys.stderr, flush=True)


def job_command(library, lock_fd: int) -> list[str]:
    """The background job's command line (`lock_fd`: the locked descriptor it inherits)."""
    settings = library.settings
    return [sys.executable, "-m", "referee.vectors", "--rulebooks", str(settings.rulebooks),
            "--index", str(settings.index), "--parent", str(os.getpid()), "--lock-fd", str(lock_fd)]


def _read_tries(folder: Path, books: str) -> dict:
    """The jobs started in this run for these missing books: {"tries", "stopped", "gave_up"}."""
    try:
        got = json.loads((folder / TRIES_NAME).read_text())
        if got.get("run") == RUN_ID and got.get("books") == books:
            return got
    except (OSError, ValueError, AttributeError):
        pass
    return {"run": RUN_ID, "books": books, "tries": 0}


def _write_tries(folder: Path, tries: dict) -> None:
    try:
        (folder / TRIES_NAME).write_text(json.dumps(tries))
    except OSError:
        pass


def _start_job(library, missing: list) -> bool:
    """Start `python -m referee.vectors` for this library when no job is at work on its vector
    folder: the first time for these missing books, or again after RESTART_DELAYS when the last
    one stopped before it was done. False when it gave up (search by meaning stays off)."""
    import fcntl
    global _job, _exit
    index = library.index
    folder = index.vectors_folder()
    with _state_lock:
        if _job is not None:
            if _job.poll() is None:
                return True  # ours, at work
            _job, _exit = None, _job.returncode
        code, _exit = _exit, None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            lock = open(folder / LOCK_NAME, "a+")
        except OSError as err:
            _say_once(f"referee: search by meaning stays off: the vectors cannot be kept in {folder} ({err})")
            return False
        with lock:  # our descriptor; a job started holds the lock through its own copy
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True  # a job is at work (it reads the folder again when it is done)
            missing = [b for b in missing if not index._vectors_path(b).exists()]
            if not missing:  # a job finished since they were looked for: the next check loads them
                return True
            key = hashlib.sha256("\n".join(sorted(str(index._vectors_path(b)) for b in missing)).encode()).hexdigest()
            tries = _read_tries(folder, key[:24])
            n, now = tries["tries"], time.time()
            if n:  # the last job for these books stopped before it was done
                if tries.get("gave_up"):
                    return False
                if n > len(RESTART_DELAYS):
                    tries["gave_up"] = True
                    _write_tries(folder, tries)
                    print(f"referee: search by meaning stays off: the background encoder stopped before it was done "
                          f"{n} times (its messages are above); search is by words. Restart referee serve, or change "
                          "a book, to try again", file=sys.stderr, flush=True)
                    return False
                delay = RESTART_DELAYS[n - 1]
                if tries.get("stopped") is None:
                    tries["stopped"] = now
                    _write_tries(folder, tries)
                    status = f" (exit status {code})" if code else ""
                    print(f"referee: search by meaning: the background encoder stopped before it was done{status}; "
                          f"starting it again in {delay:g} s (restart {n} of {len(RESTART_DELAYS)})",
                          file=sys.stderr, flush=True)
                if now - tries["stopped"] < delay:
                    return True
            env = {**os.environ, "PYTHONPATH": os.pathsep.join(
                p for p in (str(Path(__file__).resolve().parent.parent), os.environ.get("PYTHONPATH")) if p)}
            try:
                _job = subprocess.Popen(job_command(library, lock.fileno()), stdin=subprocess.DEVNULL, env=env,
                                        close_fds=True, pass_fds=(lock.fileno(),))
            except OSError as err:
                _say_once(f"referee: search by meaning stays off: the background encoder did not start ({err})")
                return False
            _write_tries(folder, {"run": RUN_ID, "books": key[:24], "tries": n + 1, "started": now})
            if n:
                print(f"referee: search by meaning: the background encoder started again (restart {n} of "
                      f"{len(RESTART_DELAYS)})", file=sys.stderr, flush=True)
            return True


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


def encode_all(library, parent: int | None = None, lock_fd: int | None = None) -> int:
    """Encode what every book of the library's folder lacks, under the vector folder's lock
    (a job already at it: wait for it, then find the work done), reading the folder again
    after each round (a book added meanwhile). 0 when every book has its vectors. `lock_fd`:
    the lock, already taken by the serving process that started this job and handed to it."""
    import fcntl

    from . import meaning
    folder = library.index.vectors_folder()
    try:
        if lock_fd is not None:
            lock = os.fdopen(lock_fd, "a+")
        else:
            folder.mkdir(parents=True, exist_ok=True)
            lock = open(folder / LOCK_NAME, "a+")
    except OSError as err:
        print(f"referee: search by meaning stays off: the vectors cannot be kept in {folder} ({err})",
              file=sys.stderr, flush=True)
        return 1
    with lock:
        if meaning.encoder() is None:  # off (REFEREE_MEANING=off, no model): nothing to encode
            return 0
        fcntl.flock(lock, fcntl.LOCK_EX)  # at once when it was handed over (the same open file holds it)
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
    ap.add_argument("--lock-fd", type=int, default=None, help="the vector folder's lock, taken by the process that "
                    "started this job (an inherited descriptor)")
    args = ap.parse_args(argv)
    from . import meaning
    from .library import Library, Settings
    try:
        os.nice(NICE)
    except (AttributeError, OSError):
        pass
    meaning.one_blas_thread()
    library = Library(Settings(rulebooks=Path(args.rulebooks), index=Path(args.index), database=None))
    return encode_all(library, args.parent, args.lock_fd)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C on the server's terminal reaches this process too
        sys.exit(130)

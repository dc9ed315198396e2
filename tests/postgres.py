"""A throw-away PostgreSQL cluster for the tests of the PostgreSQL backend (issue 30):
`initdb` and `pg_ctl` from Debian's packages in a temporary folder, on a free loopback
port, torn down at the end of the session. No Docker, no network.

Tests import the `postgres` fixture from here (`from postgres import postgres, pg_url`);
without Debian's PostgreSQL binaries (or psycopg) they are skipped with the reason.
`initdb` refuses to run as root, so as root (CI) the cluster runs as the `postgres` user
the Debian package creates (else `nobody`)."""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

import pytest


def _binaries() -> Path | None:
    """The folder of initdb and pg_ctl: on PATH, else Debian's /usr/lib/postgresql/N/bin."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(os.path.realpath(found)).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True):
        if os.access(f"{folder}/initdb", os.X_OK) and os.access(f"{folder}/pg_ctl", os.X_OK):
            return Path(folder)
    return None


def skip_reason() -> str | None:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (pip install -e '.[test]' installs it)"
    if _binaries() is None:
        return ("PostgreSQL's initdb/pg_ctl are not installed (apt-get install postgresql "
                "postgresql-contrib; .ci/run does it)")
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """One PostgreSQL server: `url(db)` for a database on it, `create_database()` for a fresh one,
    `restart()` and `stop()` for the fault tests."""

    def __init__(self):
        self.bin = _binaries()
        self.folder = Path(tempfile.mkdtemp(prefix="referee-pg-"))
        self.data = self.folder / "data"
        self.log = self.folder / "server.log"
        self.port = _free_port()
        self.user = None
        if os.geteuid() == 0:
            for name in ("postgres", "nobody"):
                try:
                    self.user = pwd.getpwnam(name)
                    break
                except KeyError:
                    continue
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)

    def _run(self, *args: str, check: bool = True, timeout: float = 120) -> subprocess.CompletedProcess:
        kw = {}
        if self.user is not None:
            kw = dict(user=self.user.pw_uid, group=self.user.pw_gid, extra_groups=[])
        return subprocess.run([str(self.bin / args[0]), *args[1:]], capture_output=True, text=True, check=check,
                              timeout=timeout, cwd=self.folder, **kw)

    def init(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "referee", "--auth=trust", "-E", "UTF8",
                  "--locale=C.UTF-8" if _has_c_utf8() else "--locale=C", "--no-sync")
        with open(self.data / "postgresql.conf", "a") as fh:
            fh.write(f"\nlisten_addresses = '127.0.0.1'\nport = {self.port}\n"
                     f"unix_socket_directories = '{self.folder}'\nfsync = off\nsynchronous_commit = off\n"
                     "full_page_writes = off\nmax_connections = 200\nshared_buffers = 64MB\n")

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop", check=False)

    def restart(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "restart", "-l", str(self.log))

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://referee@127.0.0.1:{self.port}/{db}"

    def create_database(self, name: str | None = None) -> str:
        """A new empty database; returns its URL."""
        import psycopg
        name = name or f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def remove(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)


def _has_c_utf8() -> bool:
    try:
        out = subprocess.run(["locale", "-a"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return any(line.strip().lower() in ("c.utf8", "c.utf-8") for line in out.splitlines())


_CLUSTER: Cluster | None = None


def cluster() -> Cluster:
    """The session's cluster, started on first use."""
    global _CLUSTER
    if _CLUSTER is None:
        reason = skip_reason()
        if reason:
            pytest.skip(reason)
        c = Cluster()
        try:
            c.init()
            c.start()
        except subprocess.CalledProcessError as err:
            c.remove()
            pytest.fail(f"could not start PostgreSQL: {err.stderr or err.stdout}", pytrace=False)
        _CLUSTER = c
    return _CLUSTER


def _wait_ready(c: Cluster, seconds: float = 30) -> None:
    import psycopg
    t0 = time.monotonic()
    while True:
        try:
            with psycopg.connect(c.url(), connect_timeout=2):
                return
        except psycopg.OperationalError:
            if time.monotonic() - t0 > seconds:
                raise
            time.sleep(0.2)


@pytest.fixture(scope="session")
def postgres():
    """The session's throw-away PostgreSQL cluster (skips when PostgreSQL is absent)."""
    c = cluster()
    _wait_ready(c)
    yield c
    global _CLUSTER
    if _CLUSTER is c:
        _CLUSTER = None
        c.remove()


@pytest.fixture()
def pg_url(postgres, shipped_index) -> str:
    """A fresh, empty database for one test (after `shipped_index`: the shipped books' passage
    vectors are then in the session's cache, and loading them into a database encodes nothing)."""
    return postgres.create_database()


@pytest.fixture(scope="session")
def pg_library(postgres, shipped_index, tmp_path_factory):
    """The shipped rulebooks in a database of the session's cluster, as `referee serve
    --database` loads them into an empty one: the PostgreSQL twin of conftest's `library`
    (after `shipped_index`, so the passage vectors are taken from the session's cache)."""
    from referee.library import Library, Settings

    from helpers import RULEBOOKS
    url = postgres.create_database("shipped")
    lib = Library(Settings(RULEBOOKS, tmp_path_factory.mktemp("pg-host"), url))
    lib.import_folder(only_if_empty=True)
    lib.refresh()
    return lib


def index_is_consistent(url: str) -> list[str]:
    """What is wrong with the statistics of an index in the database (empty: nothing): the
    dictionary's document frequencies, the passage count and the field lengths each equal
    what the postings and passages add up to, and every book's file is in the library."""
    import psycopg
    problems = []
    with psycopg.connect(url) as conn:
        bad = conn.execute("""SELECT count(*) FROM terms t LEFT JOIN (SELECT term, count(*) AS df, sum(tf) AS freq
                              FROM postings GROUP BY term) p ON p.term = t.id
                              WHERE t.field > 0 AND (t.df <> coalesce(p.df, 0) OR t.freq <> coalesce(p.freq, 0))""").fetchone()[0]
        if bad:
            problems.append(f"{bad} terms whose df/freq differ from their postings")
        bad = conn.execute("""SELECT count(*) FROM terms t LEFT JOIN (SELECT lex, sum(df) AS df, sum(freq) AS freq
                              FROM book_words GROUP BY lex) w ON w.lex = t.lex
                              WHERE t.field = 0 AND (t.df <> coalesce(w.df, 0) OR t.freq <> coalesce(w.freq, 0))""").fetchone()[0]
        if bad:
            problems.append(f"{bad} vocabulary words whose counts differ from the books'")
        docs, count = conn.execute("SELECT (SELECT docs FROM referee_state), (SELECT count(*) FROM passages)").fetchone()
        if docs != count:
            problems.append(f"referee_state.docs {docs} != {count} passages")
        bad = conn.execute("""SELECT count(*) FROM field_lengths f LEFT JOIN (SELECT i - 1 AS field, sum(n) AS total
                              FROM passages, unnest(lengths) WITH ORDINALITY AS u(n, i) GROUP BY i) s
                              ON s.field = f.field WHERE f.total <> coalesce(s.total, 0)""").fetchone()[0]
        if bad:
            problems.append(f"{bad} field length totals differ from the passages'")
        orphans = conn.execute("SELECT count(*) FROM postings p LEFT JOIN passages s ON s.id = p.passage "
                               "WHERE s.id IS NULL").fetchone()[0]
        if orphans:
            problems.append(f"{orphans} postings of no passage")
        missing = [r[0] for r in conn.execute("SELECT b.id FROM books b LEFT JOIN files f ON f.name = b.file "
                                              "WHERE f.name IS NULL").fetchall()]
        if missing:
            problems.append(f"books whose file is not in the library: {missing}")
    return problems

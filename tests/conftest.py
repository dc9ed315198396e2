"""Shared fixtures: a library built from the shipped rulebooks into a temporary
index, the Flask app over it, its test client and a CLI runner."""
from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Iterator

import pytest
from hypothesis import settings

# CI replays a fixed set of generated examples (reproducible); local runs explore new ones.
# The long fuzzing run: REFEREE_FUZZ_EXAMPLES=100000 python -m pytest tests/rules -k properties
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

from referee import meaning
from referee.cli import main as cli_main
from referee.library import Library, Settings
from referee.rules import all_games
from referee.rules.reading import sayings
from referee.web import create_app

# the tests search with one BLAS thread, as every serving process does (referee.meaning.one_blas_thread)
meaning.one_blas_thread()

from helpers import RULEBOOKS
# PostgreSQL fixtures (tests/postgres.py), registered here once: a session fixture imported into
# two test modules would be two fixtures, and the session's database would be created twice
from postgres import pg_library, pg_url, postgres  # noqa: E402,F401


@pytest.fixture(scope="session", autouse=True)
def meaning_cache(tmp_path_factory) -> Iterator[Path]:
    """One folder of passage vectors (search by meaning) for the whole session, which the
    session owns: it starts empty, so no result depends on what an earlier run left behind.
    Vectors depend only on the model and a book's content, so every test library and every
    `referee serve` a test starts ($REFEREE_MEANING_CACHE is inherited) reuses them: the
    shipped books are encoded once per session (see `shipped_index`), not once per index.
    (tests/test_meaning.py checks the default place, beside the index.)"""
    folder = tmp_path_factory.mktemp("meaning")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("REFEREE_MEANING_CACHE", str(folder))
        yield folder


@pytest.fixture(scope="session")
def shipped_index(meaning_cache, tmp_path_factory) -> Path:
    """The shipped rulebooks indexed once per session; this fills the session's vector cache
    for them, so the servers the tests start (which depend on it) find the vectors made."""
    folder = tmp_path_factory.mktemp("index")
    Library(Settings(RULEBOOKS, folder)).refresh()
    # the moves' worked examples too: a `referee serve` a test starts finds them kept and starts
    # no background job that would compete with what the test measures
    sayings.warm([g.id for g in all_games()])
    return folder


@pytest.fixture(scope="session")
def library(shipped_index) -> Library:
    lib = Library(Settings(RULEBOOKS, shipped_index))
    lib.refresh()
    return lib


@pytest.fixture(scope="session")
def app(library):
    return create_app({"TESTING": True, "HOST_TOKEN": "test-token"}, library=library)


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def own_library(tmp_path) -> Library:
    """A library over a private copy of the rulebooks, for tests that change files."""
    books = tmp_path / "rulebooks"
    shutil.copytree(RULEBOOKS, books)
    lib = Library(Settings(books, tmp_path / "index"))
    lib.refresh()
    return lib


class CliResult:
    def __init__(self, code, out, err):
        self.code, self.out, self.err = code, out, err


@pytest.fixture()
def run_cli(capsys):
    def run(*args: str) -> CliResult:
        code = cli_main(list(args))
        captured = capsys.readouterr()
        return CliResult(code, captured.out, captured.err)
    return run

"""Shared fixtures: a library built from the shipped rulebooks into a temporary
index, the Flask app over it, its test client and a CLI runner."""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

# CI replays a fixed set of generated examples (reproducible); local runs explore new ones.
# The long fuzzing run: REFEREE_FUZZ_EXAMPLES=100000 python -m pytest tests/rules -k properties
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

# Passage vectors (search by meaning) depend only on the model and a book's content: every
# test library and every server a test starts shares one cache, so the shipped books are
# encoded once per machine, not once per temporary index. (One test checks the default
# place, beside the index.)
os.environ.setdefault("REFEREE_MEANING_CACHE", str(Path(tempfile.gettempdir()) / "referee-test-meaning"))

from referee.cli import main as cli_main
from referee.library import Library, Settings
from referee.web import create_app

from helpers import RULEBOOKS


@pytest.fixture(scope="session")
def shipped_index(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("index")
    Library(Settings(RULEBOOKS, folder)).refresh()
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

"""Fixtures for the reliability tests."""
from __future__ import annotations

from pathlib import Path

import pytest
from synthetic import LONG, make_library


@pytest.fixture()
def big_library(tmp_path, monkeypatch) -> Path:
    """The shipped books and 40 synthetic ones (120 with REFEREE_LONG_TESTS=1), indexed
    by words only: these tests are about the index's locks and crash safety, and the
    passage vectors of ~3,000 synthetic passages would cost minutes of encoding in every
    session (the session's vector cache starts empty, tests/conftest.py), over the
    `referee index` timeouts on a busy 2-core machine. The children inherit the setting."""
    monkeypatch.setenv("REFEREE_MEANING", "off")
    folder = tmp_path / "books"
    make_library(folder, 120 if LONG else 40)
    return folder

"""Fixtures for the reliability tests."""
from __future__ import annotations

from pathlib import Path

import pytest
from synthetic import LONG, make_library


@pytest.fixture()
def big_library(tmp_path) -> Path:
    folder = tmp_path / "books"
    make_library(folder, 120 if LONG else 40)
    return folder

"""Helpers for the browser tests (fixtures live in conftest.py)."""
from __future__ import annotations

from pathlib import Path

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
TOKEN = "browser-test-token"
PHONE = {"width": 390, "height": 844}  # the phone the issues measure pages on


def shot(page, name: str) -> None:
    """Keep a screenshot of a main page as a test artifact."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)

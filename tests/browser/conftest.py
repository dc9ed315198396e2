"""A real `referee serve` on a free port, and Debian's chromium driven by Playwright."""
from __future__ import annotations

import os
import shutil

import pytest

from browsing import PHONE, TOKEN
from serving import serve_shipped_copy

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(scope="session")
def server(tmp_path_factory, shipped_index):
    """Started once the session has made the shipped books' vectors (shipped_index), which it reads."""
    with serve_shipped_copy(tmp_path_factory.mktemp("served"), TOKEN) as srv:
        yield srv


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed (apt-get install chromium)")
        pytest.skip("chromium is not installed")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield b
        b.close()


def _tab(browser, viewport: dict):
    """A new browser context and page of that size; the page keeps its JavaScript errors."""
    context = browser.new_context(viewport=viewport, device_scale_factor=1)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.js_errors = errors
    return context, pg


@pytest.fixture()
def page(browser):
    context, pg = _tab(browser, {"width": 375, "height": 812})
    yield pg
    context.close()


@pytest.fixture()
def phone(browser):
    """A 390x844 phone page."""
    context, pg = _tab(browser, PHONE)
    yield pg
    context.close()

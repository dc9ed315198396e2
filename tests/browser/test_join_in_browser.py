"""The join QR code in a real browser: offered only when `referee serve` listens where
other phones can reach it (issue 15). Both servers are reached over loopback only."""
from __future__ import annotations

import shutil

import pytest

from browsing import shot
from helpers import RULEBOOKS
from serving import referee_serve

pytestmark = pytest.mark.browser


def test_no_qr_code_on_loopback(page, server):
    page.goto(server["url"] + "/")
    assert page.locator("img[src$='qr.svg']").count() == 0
    text = page.inner_text("main")
    assert "Scan" not in text and "--host 0.0.0.0" in text


@pytest.mark.usefixtures("shipped_index")  # the session's vectors of the shipped books are made
def test_a_qr_code_when_listening_on_the_network(page, tmp_path):
    shutil.copytree(RULEBOOKS, tmp_path / "rulebooks")
    with referee_serve(tmp_path, tmp_path / "rulebooks", "--host", "0.0.0.0", "--public-name", "referee.lan",
                       "--workers", "1", token="join-test-token-1234") as srv:
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(srv["base"] + "/")
        qr = page.locator("img[src$='qr.svg']")
        assert qr.count() == 1 and qr.evaluate("img => img.complete && img.naturalWidth > 0")
        assert "Scan to open" in page.inner_text("main") and "referee.lan" in page.inner_text("main")
        shot(page, "phone-home-lan")

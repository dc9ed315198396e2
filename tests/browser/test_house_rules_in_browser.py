"""House rules added through the upload page, then asked about in the chat, on a phone-size
page (issue 24): the table's own rule comes first, labelled as the table's, not as the book."""
from __future__ import annotations

import pytest

from browsing import TOKEN, shot
from serving import serve_shipped_copy

MULLIGAN = """Mulligan: once per game, a player may take a mulligan and reroll their whole first roll of a turn.
"""


@pytest.fixture(scope="module")
def own_server(tmp_path_factory, shipped_index):
    """A server of its own: the house rules added here must not reach the other browser tests."""
    with serve_shipped_copy(tmp_path_factory.mktemp("house-served"), TOKEN) as srv:
        yield srv


def test_a_house_rule_added_on_a_phone_is_found_first_and_labelled(phone, own_server, tmp_path):
    page = phone
    doc = tmp_path / "our-table.txt"
    doc.write_text(MULLIGAN, encoding="utf-8")
    page.goto(own_server["url"] + "/rulebooks/add")
    page.set_input_files("#file", str(doc))
    page.select_option("#kind", "house-rules")
    page.fill("#game", "shiny-dice")
    page.fill("#title", "Our table")
    page.fill("#token", TOKEN)
    page.click("button[type=submit]")
    assert "shiny-dice-house-rules-our-table" in page.inner_text("main")  # the preview names the document
    page.click("button[type=submit]")
    page.wait_for_load_state()
    assert page.locator("[role=status]").count() >= 1
    stored = list((own_server["root"] / "rulebooks").glob("shiny-dice-house-rules*.md"))
    assert stored and "Mulligan: once per game" in stored[0].read_text(encoding="utf-8")  # nothing lost

    # the chat, with the game named, answers with the table's own rule, labelled as such
    for _ in range(20):  # the other worker picks the new document up within seconds
        page.goto(own_server["url"] + "/chat")
        page.evaluate("sessionStorage.clear()")  # a fresh conversation each try
        page.goto(own_server["url"] + "/chat")
        page.fill("#chat-message", "can I take a mulligan in shiny dice?")
        page.click("#chat-form button[type=submit]")
        bot = page.locator(".chat-bot").first
        bot.wait_for()
        text = bot.inner_text()
        if "House rule (your table)" in text:
            break
        page.wait_for_timeout(500)
    assert "House rule (your table)" in text, text[:300]
    assert "Mulligan" in text
    assert text.index("House rule (your table)") < text.index("Mulligan")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    shot(page, "house-rule-in-chat")

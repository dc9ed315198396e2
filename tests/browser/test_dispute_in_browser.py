"""A dispute told in words, on a phone-sized page: the ruling, then "Open in Check".

Type a dispute in the chat -> the verdict leads, the deciding rule's verbatim quote follows,
"I read this as" shows the position as a code block; "Open in Check" opens /check with the
same position and the same verdict.
"""
from __future__ import annotations

import json
import urllib.request

from browsing import shot

DISPUTE = ("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
           "Can I use River's Psychic Link to reroll River and one Badger die?")


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_dispute_to_ruling_to_check_on_a_phone(phone, server):
    page = phone
    page.goto(server["url"] + "/chat")
    page.fill("#chat-message", DISPUTE)
    page.click("#chat-form button[type=submit]")
    bot = page.locator(".chat-bot").first
    bot.wait_for()
    said = bot.locator(".said")
    text = said.inner_text()
    assert text.lstrip().startswith("Illegal —"), text[:120]
    assert "Psychic Link: Reroll River and any one Foe die. (Only during Step 1 - Get a Crew)" in text
    assert said.locator("blockquote a").first.get_attribute("href").startswith("/rulebooks/shiny-dice")
    assert "I read this as:" in text and "I assumed:" in text
    code = said.locator("pre code").first.inner_text()
    assert "ask: river psychic-link badger" in code and "foes: badger x2" in code
    assert no_horizontal_scroll(page)
    shot(page, "dispute-ruling")

    # the same verdict the API states, on the position the API reports
    req = urllib.request.Request(server["url"] + "/api/ask", data=json.dumps({"message": DISPUTE}).encode(),
                                 headers={"Content-Type": "application/json"})
    data = json.loads(urllib.request.urlopen(req, timeout=30).read())
    assert data["verdict"] == "illegal" and data["position"].strip() == code.strip()

    said.locator("a", has_text="Open in Check").click()
    page.wait_for_url("**/check?position=*")
    assert page.input_value("#position").strip() == code.strip()
    verdict = page.locator("section.verdict")
    assert "illegal" in verdict.get_attribute("class")
    assert "ILLEGAL" in verdict.inner_text() and "SD-RIVER-TIMING" in verdict.inner_text()
    assert no_horizontal_scroll(page)
    shot(page, "dispute-open-in-check")
    assert not page.js_errors

"""The home page's one box asks the referee (issue 25), on a 390 px phone: a dispute gets its
verdict on the page, as the chat gives it; the matching passages are one tap away; the hint fits;
the rulebooks are listed below; without JavaScript the same form answers through /chat."""
from __future__ import annotations

import json
import urllib.request

import pytest

from browsing import PHONE, shot

pytestmark = pytest.mark.browser

DISPUTE = ("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
           "Can I use River's Psychic Link to reroll River and one Badger die?")


def api_ask(server, message: str) -> dict:
    req = urllib.request.Request(server["url"] + "/api/ask", data=json.dumps({"message": message}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def test_the_home_box_answers_a_dispute_with_a_verdict(phone, server):
    page = phone
    page.goto(server["url"] + "/")
    box = page.locator("#q")
    assert box.evaluate("e => e.tagName") == "TEXTAREA" and page.locator("label[for=q]").is_visible()
    box.fill(DISPUTE)
    box.press("Enter")
    answer = page.locator("#ask-answer .chat-bot")
    answer.wait_for()
    said = answer.locator(".said").inner_text()
    expected = api_ask(server, DISPUTE)
    assert expected["verdict"] == "illegal"
    assert said.lstrip().startswith("Illegal —"), said[:120]  # the verdict leads, as in the chat
    assert "Psychic Link: Reroll River and any one Foe die." in said
    assert page.locator("#ask-answer").get_attribute("aria-live") == "polite"  # announced
    assert page.url.rstrip("/") == server["url"]  # on the same page
    # the matching passages: one tap
    more = page.locator("#ask-passages")
    assert more.is_visible()
    shot(page, "home-box-ruling")
    more.click()
    page.wait_for_selector(".result")
    assert "/search?" in page.url and page.locator(".result").count() >= 1
    assert not page.js_errors


def test_continue_in_the_chat_keeps_the_exchange(phone, server):
    page = phone
    page.goto(server["url"] + "/")
    page.fill("#q", "can River reroll foes?")
    page.click("#ask-form button[type=submit]:not(#ask-search)")
    page.locator("#ask-answer .chat-bot").wait_for()
    page.click("#ask-chat")
    page.wait_for_url("**/chat")
    page.locator("#chat-log .chat-bot").first.wait_for()
    assert "can River reroll foes?" in page.locator("#chat-log .chat-user").first.inner_text()


def test_the_box_shows_the_matching_passages_instead(phone, server):
    page = phone
    page.goto(server["url"] + "/")
    page.fill("#q", "can River reroll foes")
    page.click("#ask-search")
    page.wait_for_selector(".result")
    assert "q=can+River+reroll+foes" in page.url


PLACEHOLDER_FITS = """(id) => {
    const box = document.getElementById(id), cs = getComputedStyle(box);
    const c = document.createElement('canvas').getContext('2d');
    c.font = cs.fontStyle + ' ' + cs.fontWeight + ' ' + cs.fontSize + ' ' + cs.fontFamily;
    const room = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const lines = box.tagName === 'TEXTAREA' ? Math.floor(box.clientHeight / parseFloat(cs.lineHeight || cs.fontSize) || 1) : 1;
    return c.measureText(box.placeholder).width <= room * Math.max(1, lines);
}"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hint_fits_a_phone_and_the_rulebooks_stay_below(browser, server, lang):
    context = browser.new_context(viewport=PHONE, extra_http_headers={"Accept-Language": lang})
    page = context.new_page()
    try:
        page.goto(server["url"] + "/")
        fits = page.evaluate("""() => {
            const box = document.getElementById('q'), cs = getComputedStyle(box);
            const c = document.createElement('canvas').getContext('2d');
            c.font = cs.fontStyle + ' ' + cs.fontWeight + ' ' + cs.fontSize + ' ' + cs.fontFamily;
            const room = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
            const hint = document.getElementById('ask-hint').getBoundingClientRect();
            return {placeholder: c.measureText(box.placeholder).width, room: room,
                    hintRight: hint.right, width: window.innerWidth,
                    scroll: document.scrollingElement.scrollWidth};
        }""")
        assert fits["placeholder"] <= fits["room"], fits  # the whole placeholder shows on one line
        assert fits["hintRight"] <= fits["width"] and fits["scroll"] <= fits["width"], fits
        page.goto(server["url"] + "/search")  # the search page's box too
        assert page.evaluate(PLACEHOLDER_FITS, "q"), lang
        page.goto(server["url"] + "/chat")
        assert page.evaluate(PLACEHOLDER_FITS, "chat-message"), lang
        page.goto(server["url"] + "/")
        order = page.evaluate("""() => ['#ask-form', '.cards'].map(s => document.querySelector(s)
            .getBoundingClientRect().top)""")
        assert order[0] < order[1]  # the box first, the rulebooks below
        assert page.locator(".cards .card").count() >= 4
    finally:
        context.close()


def test_without_javascript_the_box_answers_through_the_chat(browser, server):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(server["url"] + "/")
        page.fill("#q", DISPUTE)
        page.click("#ask-form button[type=submit]:not(#ask-search)")
        page.wait_for_url("**/chat**")
        bot = page.locator("#chat-log .chat-bot").last
        assert bot.locator(".said").inner_text().lstrip().startswith("Illegal —")
    finally:
        context.close()

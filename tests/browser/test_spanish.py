"""The Spanish interface in a real browser on a 390 px phone (issue 25): shown when the browser
prefers Spanish (Accept-Language), or chosen with the switch on every page and remembered (a
cookie) across pages and visits; screenshots of home, chat, check and a game page in English and
Spanish land in test-artifacts/."""
from __future__ import annotations

import pytest

from browsing import PHONE, shot

pytestmark = pytest.mark.browser

ILLEGAL = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: wash, zoe\nfoes: niska\n"
           "ask: wash leaf-on-the-wind zoe")
DISPUTE = ("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
           "Can I use River's Psychic Link to reroll River and one Badger die?")

WORDS = {  # what each page says, in each language
    "en": {"/": "Ask the referee", "/chat": "Your question or position", "/check": "Check a position",
           "/games/blue-sun": "How to write a position"},
    "es": {"/": "Pregunta al árbitro", "/chat": "Tu pregunta o posición", "/check": "Comprobar una posición",
           "/games/blue-sun": "Cómo escribir una posición"},
}


def context_for(browser, lang: str | None):
    headers = {"Accept-Language": {"es": "es-ES,es;q=0.9", "en": "en-US,en;q=0.9"}[lang]} if lang else {}
    return browser.new_context(viewport=PHONE, device_scale_factor=1, extra_http_headers=headers)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_interface_follows_accept_language(browser, server, lang):
    context = context_for(browser, lang)
    page = context.new_page()
    try:
        for path, words in WORDS[lang].items():
            page.goto(server["url"] + path)
            assert page.locator("html").get_attribute("lang") == lang
            assert words in page.inner_text("body"), path
            other = WORDS["es" if lang == "en" else "en"][path]
            assert other not in page.inner_text("main"), path
            # the bar (with the language switch) stays on one line of a 390 px phone
            tops = page.evaluate("() => [...document.querySelectorAll('.top nav > *')].map(e => e.getBoundingClientRect().top)")
            assert max(tops) - min(tops) < 8, (path, tops)
    finally:
        context.close()


def test_the_switch_works_and_is_remembered(browser, server):
    context = context_for(browser, "en")
    page = context.new_page()
    try:
        page.goto(server["url"] + "/check?game=shiny-dice")
        switch = page.get_by_role("link", name="Español")  # its name for screen readers; "ES" on screen
        assert switch.is_visible() and switch.get_attribute("hreflang") == "es"
        switch.click()
        page.wait_for_url("**/check?game=shiny-dice")  # back on the same page
        assert "Comprobar una posición" in page.inner_text("main")
        page.goto(server["url"] + "/chat")  # another page: still Spanish, although the browser prefers English
        assert "Tu pregunta o posición" in page.inner_text("main")
        later = context.new_page()  # a later visit in the same browser
        later.goto(server["url"] + "/")
        assert "Pregunta al árbitro" in later.inner_text("main")
        later.locator("a.lang-switch").click()  # and back
        later.wait_for_load_state()
        assert "Ask the referee" in later.inner_text("main")
        page.goto(server["url"] + "/")
        assert "Ask the referee" in page.inner_text("main")
    finally:
        context.close()


def test_spanish_rule_statements_and_the_english_fallback(browser, server):
    context = context_for(browser, "es")
    page = context.new_page()
    try:
        page.goto(server["url"] + "/games/blue-sun")
        page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
        spanish = page.locator(".rules .reason span:not([lang])")
        assert spanish.count() >= 1
        page.goto(server["url"] + "/games/shiny-dice")
        page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
        english = page.locator(".rules .reason span[lang=en]").first
        assert english.is_visible()
        assert "(en inglés)" in english.locator("xpath=..").inner_text()
    finally:
        context.close()


def _answered_chat(page, base):
    page.goto(base + "/chat")
    page.fill("#chat-message", DISPUTE)
    page.click("#chat-form button[type=submit]")
    page.locator(".chat-bot").first.wait_for()


def _checked(page, base):
    page.goto(base + "/check")
    page.fill("#position", ILLEGAL)
    page.click("form.dsl button[type=submit]")
    page.wait_for_selector("#result")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_screenshots_of_the_main_pages(browser, server, lang):
    context = context_for(browser, lang)
    page = context.new_page()
    try:
        page.goto(server["url"] + "/")
        assert WORDS[lang]["/"] in page.inner_text("main")
        shot(page, f"i18n-{lang}-home")
        _answered_chat(page, server["url"])
        assert page.locator(".chat-bot .who").first.inner_text() == ("Referee" if lang == "en" else "Árbitro")
        shot(page, f"i18n-{lang}-chat")
        _checked(page, server["url"])
        assert ("1 illegal" if lang == "en" else "1 ilegal") in page.inner_text("#result h2")
        shot(page, f"i18n-{lang}-check")
        page.goto(server["url"] + "/games/blue-sun")
        assert WORDS[lang]["/games/blue-sun"] in page.inner_text("main")
        shot(page, f"i18n-{lang}-game")
    finally:
        context.close()

"""Every page, audited by axe-core in a real browser on a 390 px phone, in the light and the dark
scheme and in both interface languages: 0 serious or critical violations (WCAG 2.2 A/AA and axe's
best practices; contrast included). Keyboard-only use of the chat and of /check, and the verdict
announced to screen readers (issue 25)."""
from __future__ import annotations

import shutil
import urllib.parse

import pytest

from axe import audit, blocking, describe
from browsing import PHONE
from helpers import RULEBOOKS
from serving import referee_serve

pytestmark = pytest.mark.browser

ILLEGAL = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: wash, zoe\nfoes: niska\n"
           "ask: wash leaf-on-the-wind zoe")
MALFORMED = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: wash, zoe\nfoes: niska\nask: wash reroll zoe"
DISPUTE = ("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
           "Can I use River's Psychic Link to reroll River and one Badger die?")


def tab(browser, scheme: str = "light", lang: str = "en"):
    context = browser.new_context(viewport=PHONE, device_scale_factor=1, color_scheme=scheme,
                                  extra_http_headers={"Accept-Language": lang}, locale=lang)
    return context, context.new_page()


def _post_check(page, base, position):
    page.goto(base + "/check")
    page.fill("#position", position)
    page.click("form.dsl button[type=submit]")
    page.wait_for_selector("#result")


def _chat_answer(page, base, message):
    page.goto(base + "/chat")
    page.fill("#chat-message", message)
    page.click("#chat-form button[type=submit]")
    page.locator(".chat-bot").first.wait_for()


def _home_answer(page, base, message):
    page.goto(base + "/")
    page.fill("#q", message)
    page.click("#ask-form button[type=submit]:not(#ask-search)")
    page.locator("#ask-answer .chat-bot").wait_for()


PAGES = {
    "home": lambda page, base: page.goto(base + "/"),
    "home-answered": lambda page, base: _home_answer(page, base, DISPUTE),
    "search": lambda page, base: page.goto(base + "/search?q=can+river+reroll+foes"),
    "search-empty": lambda page, base: page.goto(base + "/search"),
    "viewer": lambda page, base: page.goto(base + "/rulebooks/shiny-dice?" + urllib.parse.urlencode(
        {"quote": "Psychic Link: Reroll River and any one Foe die."})),
    "viewer-es": lambda page, base: page.goto(base + "/rulebooks/blue-sun"),
    "check": lambda page, base: page.goto(base + "/check?game=shiny-dice"),
    "check-illegal": lambda page, base: _post_check(page, base, ILLEGAL),
    "check-error": lambda page, base: _post_check(page, base, MALFORMED),
    "chat": lambda page, base: page.goto(base + "/chat"),
    "chat-answered": lambda page, base: _chat_answer(page, base, DISPUTE),
    "game": lambda page, base: page.goto(base + "/games/shiny-dice"),
    "game-es": lambda page, base: page.goto(base + "/games/blue-sun"),
    "add": lambda page, base: page.goto(base + "/rulebooks/add"),
    "not-found": lambda page, base: page.goto(base + "/no-such-page"),
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", list(PAGES))
def test_no_serious_or_critical_violation(browser, server, name, scheme, lang):
    context, page = tab(browser, scheme, lang)
    try:
        PAGES[name](page, server["url"])
        # the folded parts of a page are audited open too (their contrast, their labels)
        page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
        found = blocking(audit(page))
        assert not found, f"{name} ({scheme}, {lang}):\n{describe(found)}"
    finally:
        context.close()


@pytest.mark.usefixtures("shipped_index")
def test_the_join_section_with_its_qr_code(browser, tmp_path):
    """The home page as phones joining see it (`referee serve --host 0.0.0.0`): the QR code and its address."""
    shutil.copytree(RULEBOOKS, tmp_path / "rulebooks")
    with referee_serve(tmp_path, tmp_path / "rulebooks", "--host", "0.0.0.0", "--public-name", "referee.lan",
                       "--workers", "1", token="axe-join-token-1234") as srv:
        for scheme in ("light", "dark"):
            context, page = tab(browser, scheme)
            try:
                page.goto(srv["base"] + "/")
                assert page.locator("img[src$='qr.svg']").count() == 1
                found = blocking(audit(page))
                assert not found, f"join ({scheme}):\n{describe(found)}"
            finally:
                context.close()


def test_the_audit_finds_what_it_should(browser, server):
    """The harness itself: a page with a low-contrast text and an unlabelled field is reported."""
    context, page = tab(browser)
    try:
        page.goto(server["url"] + "/search")
        page.evaluate("""() => { const p = document.createElement('p'); p.textContent = 'faint words';
            p.style.color = '#eee'; p.style.background = '#fff'; document.querySelector('main').appendChild(p);
            const i = document.createElement('input'); i.type = 'text'; document.querySelector('main').appendChild(i); }""")
        ids = {v["id"] for v in blocking(audit(page))}
        assert {"color-contrast", "label"} <= ids, ids
    finally:
        context.close()


def _focused(page) -> str:
    return page.evaluate("() => document.activeElement ? (document.activeElement.id || document.activeElement.tagName) : ''")


def _tab_to(page, element_id: str, limit: int = 40) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if _focused(page) == element_id:
            return
    raise AssertionError(f"#{element_id} is not reachable with Tab (stopped at {_focused(page)})")


def test_the_chat_works_with_the_keyboard_only(browser, server):
    context, page = tab(browser)
    try:
        page.goto(server["url"] + "/chat")
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent").strip() == "Skip to content"
        _tab_to(page, "chat-message")
        page.keyboard.type(DISPUTE)
        page.keyboard.press("Enter")
        bot = page.locator("#chat-log .chat-bot").first
        bot.wait_for()
        assert bot.inner_text().split("\n", 1)[1].lstrip().startswith("Illegal")
        # the answer arrives in a live region: a screen reader reads it without moving there
        assert page.locator("#chat-log").get_attribute("aria-live") == "polite"
        assert _focused(page) == "chat-message"  # focus is back in the box for the next question
        # the quoted passage's link is reachable from the box, forward
        for _ in range(30):
            page.keyboard.press("Tab")
            if page.evaluate("() => !!document.activeElement.closest('#chat-log .chat-bot')"):
                break
        else:
            raise AssertionError("the answer's links are not reachable with Tab")
        # a visible focus indicator
        outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
        assert outline not in ("none", "")
    finally:
        context.close()


def test_check_works_with_the_keyboard_only(browser, server):
    context, page = tab(browser)
    try:
        page.goto(server["url"] + "/check")
        _tab_to(page, "position")
        page.keyboard.press("Control+A")
        page.keyboard.type(ILLEGAL)
        page.keyboard.press("Tab")  # to the Check button
        assert page.evaluate("document.activeElement.textContent").strip() == "Check"
        page.keyboard.press("Enter")
        page.wait_for_selector("#result")
        page.wait_for_load_state("load")
        result = page.locator("#result")
        assert result.get_attribute("aria-live") in ("polite", "assertive")
        assert "1 illegal" in result.locator("h2").inner_text()
        # the verdict is where the keyboard is: the page lands on its heading
        assert page.evaluate("() => document.activeElement.closest('#result') !== null")
        # the notation guide is linked from the page
        links = page.locator("a.guide-link")
        assert links.count() >= 1 and links.first.get_attribute("href").endswith("/games/shiny-dice#notation")
    finally:
        context.close()


def test_a_position_error_is_announced(browser, server):
    context, page = tab(browser)
    try:
        _post_check(page, server["url"], MALFORMED)
        page.wait_for_load_state("load")
        section = page.locator("#result")
        assert section.get_attribute("role") == "alert"
        assert page.evaluate("() => document.activeElement.closest('#result') !== null")
    finally:
        context.close()

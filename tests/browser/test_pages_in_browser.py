"""End to end in a real headless Chromium against a real `referee serve`."""
from __future__ import annotations

import time

import pytest

from browsing import TOKEN, shot

pytestmark = pytest.mark.browser


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")


def test_search_then_open_the_passage_highlighted(page, server):
    page.goto(server["url"] + "/search")
    page.fill("#q", "Niksa")
    page.click("button[type=submit]")
    page.wait_for_selector(".result")
    assert "Did you mean" in page.inner_text("main")
    shot(page, "search")
    page.click(".result a.open >> nth=0")
    target = page.wait_for_selector(".passage.target")
    assert "Niska" in target.inner_text()
    assert target.query_selector("mark") is not None
    assert target.is_visible()
    in_view = page.evaluate("""() => { const r = document.querySelector('.passage.target').getBoundingClientRect();
                                       return r.top < window.innerHeight && r.bottom > 0; }""")
    assert in_view
    shot(page, "viewer")
    assert not page.js_errors


def test_english_question_reaches_the_spanish_book(page, server):
    page.goto(server["url"] + "/search?q=alliance+cruiser+alert+tokens")
    first = page.inner_text(".result >> nth=0")
    assert "Blue Sun" in first


@pytest.mark.parametrize("path", ["/", "/search?q=reaver+ships", "/rulebooks/shiny-dice", "/rulebooks/blue-sun",
                                  "/check", "/games/shiny-dice", "/rulebooks/add"])
def test_no_horizontal_scroll_on_a_phone(page, server, path):
    page.goto(server["url"] + path)
    assert no_horizontal_scroll(page), path
    assert not page.js_errors


def test_pages_are_keyboard_usable(page, server):
    page.goto(server["url"] + "/")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent").strip() == "Skip to content"
    page.goto(server["url"] + "/search")
    page.focus("#q")
    page.keyboard.type("weed")
    page.keyboard.press("Enter")
    page.wait_for_selector(".result")
    assert "Dance of the Fireflies" in page.inner_text(".result >> nth=0")


def test_upload_a_text_rulebook_with_and_without_the_token(page, server, tmp_path):
    book = tmp_path / "star-pirates.txt"
    book.write_text("Star Pirates\n\nBoarding\nA pirate may board a ship only when both ships share an orbit.\n")
    page.goto(server["url"] + "/rulebooks/add")
    page.set_input_files("#file", str(book))
    page.fill("#token", "not-the-token")
    page.click("button[type=submit]")
    assert "token is missing or wrong" in page.inner_text("main")
    page.goto(server["url"] + "/rulebooks/add")
    page.set_input_files("#file", str(book))
    page.fill("#token", TOKEN)
    page.click("button[type=submit]")
    assert "Boarding" in page.inner_text("main")
    shot(page, "upload-preview")
    assert page.locator("#token2, input[type=password]").count() == 0  # the token is asked once (issue 25)
    page.click("button[type=submit]")
    page.wait_for_url("**/rulebooks/star-pirates**")
    assert page.locator("[role=status].added").is_visible()
    # the other worker of `referee serve` picks the new book up within seconds (README, hosting)
    deadline = time.monotonic() + 15
    while True:
        page.goto(server["url"] + "/search?q=board+ship+orbit")
        if "Star Pirates" in page.inner_text(".result >> nth=0") or time.monotonic() > deadline:
            break
        page.wait_for_timeout(500)
    assert "Star Pirates" in page.inner_text(".result >> nth=0")
    assert (server["root"] / "rulebooks" / "star-pirates.md").exists()


def test_dark_theme_follows_the_system(browser, server):
    context = browser.new_context(color_scheme="dark", viewport={"width": 375, "height": 812})
    pg = context.new_page()
    pg.goto(server["url"] + "/")
    bg = pg.evaluate("getComputedStyle(document.body).backgroundColor")
    assert bg == "rgb(20, 21, 23)"
    shot(pg, "home-dark")
    context.close()


CHECK_LEGAL = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne\nfoes: niska x2\nask: jayne vera niska"
CHECK_ILLEGAL = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: wash, zoe\nfoes: niska\nask: wash leaf-on-the-wind zoe"
CHECK_MALFORMED = "game: shiny-dice\nstep: misbehave\nserenity: jaynee\nfoes: niska\nask: jayne vera niska"


def submit_position(page, server, text):
    page.goto(server["url"] + "/check")
    page.fill("#position", text)
    page.click("form.dsl button[type=submit]")
    page.wait_for_selector(".verdict")


def test_check_a_legal_position_and_continue_from_it(page, server):
    submit_position(page, server, CHECK_LEGAL)
    assert page.inner_text(".verdict h2") == "1 legal"
    assert "SD-JAYNE-VERA" in page.inner_text(".verdict .reasons.deciding")
    page.click("details.after summary")
    shot(page, "check-legal")
    page.click("details.after button")
    page.wait_for_selector("#position")
    # Vera's 2 damage removes both Niska dice: Niska is defeated and gone, Jayne's die knocked out
    after = page.input_value("#position")
    assert "niska" not in after and "foes:" not in after
    assert "knocked-out: jayne" in after and "at-risk: 100" in after and "serenity:" not in after
    assert no_horizontal_scroll(page)


def test_check_an_illegal_position_links_to_the_quote(page, server):
    submit_position(page, server, CHECK_ILLEGAL)
    assert page.inner_text(".verdict h2") == "1 illegal"
    assert "SD-WASH-TIMING" in page.inner_text(".verdict")
    shot(page, "check-illegal")
    page.click(".reason blockquote a >> nth=0")
    mark = page.wait_for_selector(".passage.target mark")
    assert mark.inner_text().strip()


def test_check_a_malformed_position_points_at_the_line(page, server):
    submit_position(page, server, CHECK_MALFORMED)
    text = page.inner_text(".verdict")
    assert "Line 3, column 11" in text and 'did you mean "jayne"' in text
    shot(page, "check-malformed")
    assert not page.js_errors


def ask(page, text):
    before = page.locator(".chat-bot").count()
    page.fill("#chat-message", text)
    page.click("#chat-form button[type=submit]")
    page.locator(".chat-bot").nth(before).wait_for()  # (the CSP forbids wait_for_function's eval)
    return page.locator(".chat-bot").last.inner_text()


def test_chat_question_then_follow_up_without_reloading(page, server):
    page.goto(server["url"] + "/chat")
    page.evaluate("window.__marker = 42")  # survives only if the page does not reload
    first = ask(page, "can River reroll a black die during misbehave?")
    assert "Step 1" in first
    follow = ask(page, "and Wash?")
    lead = follow.removeprefix("Referee").strip().split("\n")[0]
    assert lead.startswith("No —") and "Leaf on the Wind" in lead
    assert page.evaluate("window.__marker") == 42
    page.locator(".chat-bot details summary").last.click()
    shot(page, "chat")
    assert no_horizontal_scroll(page)
    assert not page.js_errors


def test_chat_works_without_javascript(browser, server):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 375, "height": 812})
    pg = context.new_page()
    pg.goto(server["url"] + "/chat")
    pg.fill("#chat-message", "what does a weed do")
    pg.click("#chat-form button[type=submit]")
    pg.wait_for_selector(".chat-bot")
    assert "Weed" in pg.inner_text(".chat-bot")
    context.close()


def test_chat_asks_which_game_when_unsure_and_offers_buttons(page, server):
    page.goto(server["url"] + "/chat")
    ask(page, "what happens at the end of my turn?")
    buttons = page.locator(".chat-bot").last.locator("button.candidate")
    assert buttons.count() >= 2
    buttons.first.click()
    page.locator(".chat-bot").nth(1).wait_for()
    answer = page.locator(".chat-bot").last
    assert answer.locator("button.candidate").count() == 0, "a game was chosen: no more questions"
    assert "“" in answer.inner_text()  # it answers with a quote
    assert not page.js_errors

"""At the table on a phone (issue 15): each page at 390x844 in Debian's chromium against a real
`referee serve`. The newest ruling's verdict is on screen, the conversation survives Back and a
reload, /check shows one card per ask under a summary line, the notation reference leads the game
page, numbered steps keep their numbers in the viewer, and no page scrolls sideways.
"""
from __future__ import annotations

import json
import re
import urllib.parse
import urllib.request

import pytest

from browsing import ARTIFACTS, PHONE, shot

pytestmark = pytest.mark.browser

DISPUTE = ("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
           "Can I use River's Psychic Link to reroll River and one Badger die?")
CHARM = "Can Mal's Charm hit Niska?"


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")


def on_screen(page, selector: str) -> bool:
    """Is the element's top line inside the viewport, below the sticky bar?"""
    box = page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
                                      const bar = document.querySelector('header.top').getBoundingClientRect().bottom;
                                      return [r.top, bar, window.innerHeight]; }""", selector)
    top, bar, height = box
    return bar - 1 <= top < height - 20


def ask(page, text: str) -> str:
    before = page.locator(".chat-bot").count()
    page.fill("#chat-message", text)
    page.click("#chat-form button[type=submit]")
    page.locator(".chat-bot").nth(before).wait_for()
    return page.locator(".chat-bot").last.locator(".said").inner_text()


def api(server, path: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(server["url"] + path, data=data, headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(req, timeout=60).read())


def test_the_newest_rulings_verdict_is_on_screen_and_read_as_is_code(phone, server):
    page = phone
    page.goto(server["url"] + "/chat")
    first = ask(page, CHARM)
    assert first.lstrip().startswith("Illegal —")
    said = ask(page, DISPUTE)
    assert said.lstrip().startswith("Illegal —"), said[:100]
    # the page is longer than the screen, yet the new answer's first line is at the top of it
    assert page.evaluate("document.scrollingElement.scrollHeight") > 2 * PHONE["height"]
    assert on_screen(page, ".chat-bot:last-child .said > :first-child")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone-chat-latest.png"))  # what the player sees as it arrives
    latest = page.locator(".chat-bot").last.locator(".said")
    # printed once, in order: verdict, quote, "I read this as" as a code block, Open in Check, assumptions
    assert said.count("Illegal —") == 1 and "**" not in said and "```" not in said
    code = latest.locator("pre code")
    assert code.count() == 1 and "ask: river psychic-link badger" in code.inner_text()
    order = [said.index(x) for x in ("Illegal —", "“Psychic Link: Reroll River", "I read this as:",
                                     "Open in Check", "I assumed:")]
    assert order == sorted(order), order
    # the earlier ruling's related passages are folded by default, after its assumptions
    earlier = page.locator(".chat-bot").first.locator(".said")
    folded = earlier.locator("details.related")
    assert folded.count() == 1 and not folded.evaluate("d => d.open")
    assert folded.locator("blockquote").count() >= 1 and not folded.locator("blockquote").first.is_visible()
    first_text = earlier.inner_text()
    assert first_text.index("I assumed:") < first_text.index(folded.locator("summary").inner_text())
    assert no_horizontal_scroll(page)
    shot(page, "phone-chat")
    assert not page.js_errors


def test_back_from_the_viewer_and_a_reload_keep_the_conversation(phone, server):
    page = phone
    page.goto(server["url"] + "/chat")
    said = ask(page, DISPUTE)
    assert said.lstrip().startswith("Illegal —")
    token = page.input_value("#chat-conversation")
    assert token
    page.locator(".chat-bot").last.locator(".said blockquote a").first.click()
    page.wait_for_url("**/rulebooks/shiny-dice**")
    assert page.locator(".passage.target").count() == 1
    page.go_back()
    page.wait_for_url("**/chat")
    page.locator(".chat-bot").first.wait_for()
    assert page.locator(".chat-bot").count() == 1 and page.locator(".chat-user").count() == 1
    assert page.locator(".chat-bot .said").inner_text().lstrip().startswith("Illegal —")
    assert page.input_value("#chat-conversation") == token
    page.reload()
    page.locator(".chat-bot").first.wait_for()
    assert page.input_value("#chat-conversation") == token
    # the restored conversation goes on: the follow-up changes the step of the position read
    follow = ask(page, "and if it were Step 1?")
    assert follow.lstrip().startswith("Legal —"), follow[:100]
    assert page.locator(".chat-bot").count() == 2
    # following the nav link and coming back to the chat keeps it too
    page.click("header.top a[href='/check']")
    page.wait_for_url("**/check")
    page.click("header.top a[href='/chat']")
    page.wait_for_url("**/chat")
    page.locator(".chat-bot").nth(1).wait_for()
    # starting over forgets it
    page.click("#chat-restart")
    assert page.locator(".chat-msg").count() == 0 and page.input_value("#chat-conversation") == ""
    page.reload()
    assert page.locator(".chat-msg").count() == 0
    assert not page.js_errors


def test_without_javascript_the_newest_answer_is_the_target_and_back_keeps_it(browser, server):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    page = context.new_page()
    page.goto(server["url"] + "/chat")
    page.fill("#chat-message", CHARM)
    page.click("#chat-form button[type=submit]")
    page.wait_for_url("**/chat#latest")
    page.fill("#chat-message", DISPUTE)
    page.click("#chat-form button[type=submit]")
    page.wait_for_selector("#latest")
    assert page.locator(".chat-bot").count() == 2
    assert on_screen(page, "#latest .said > :first-child")
    assert page.locator("#latest .said pre code").count() == 1
    page.locator("#latest .said blockquote a").first.click()
    page.wait_for_url("**/rulebooks/shiny-dice**")
    page.go_back()
    page.wait_for_selector("#latest")
    assert page.locator(".chat-bot").count() == 2
    page.reload()  # re-sends the same exchange with the same tokens: the same conversation
    page.wait_for_selector("#latest")
    assert page.locator(".chat-bot").count() == 2
    assert page.locator("#latest .said").inner_text().lstrip().startswith("Illegal —")
    context.close()


ONE_LEGAL_ONE_ILLEGAL = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne, wash, zoe\n"
                         "foes: niska x2\nask: jayne vera niska\nask: wash leaf-on-the-wind zoe\n")


def test_check_shows_one_card_per_ask_under_a_summary(phone, server):
    page = phone
    page.goto(server["url"] + "/check?" + urllib.parse.urlencode({"position": ONE_LEGAL_ONE_ILLEGAL}))
    summary = page.inner_text(".verdict .summary-line")
    assert summary == "1 legal, 1 illegal"  # no big ILLEGAL over a legal ask
    cards = page.locator(".verdict article.answer")
    assert cards.count() == 2
    legal, illegal = cards.nth(0), cards.nth(1)
    assert "legal" in legal.get_attribute("class").split() and legal.locator(".badge").first.inner_text() == "LEGAL"
    assert "illegal" in illegal.get_attribute("class").split()
    # each card leads with its deciding rule, the one the model gives first
    expected = api(server, "/api/check", {"position": ONE_LEGAL_ONE_ILLEGAL})["answers"]
    for card, ans in zip((legal, illegal), expected):
        assert card.locator(".reasons.deciding .reason").get_attribute("data-rule") == ans["reasons"][0]["rule"]
        assert card.locator(".reasons.deciding .reason").count() == 1
    assert legal.locator(".reasons.deciding").inner_text().count("SD-JAYNE-VERA") == 1
    assert "SD-WASH-TIMING" in illegal.locator(".reasons.deciding").inner_text()
    assert "Niska defeated" in legal.locator(".effects").inner_text()
    # the other rules and the position after are folded
    more = legal.locator("details.more-rules")
    assert more.count() == 1 and not more.evaluate("d => d.open")
    after = legal.locator("details.after")
    assert after.locator("summary").inner_text() == "Continue from here" and not after.evaluate("d => d.open")
    assert illegal.locator("details.after").count() == 0
    assert on_screen(page, ".verdict .summary-line")
    assert no_horizontal_scroll(page)
    shot(page, "phone-check")
    # continuing from the legal card checks the position it left: Niska is gone, Jayne knocked out
    after.locator("summary").click()
    after.locator("button").click()
    page.wait_for_selector("#position")
    text = page.input_value("#position")
    assert "niska" not in text and "knocked-out: jayne" in text and "at-risk: 100" in text
    assert not page.js_errors


def test_check_a_chain_shows_its_steps(phone, server):
    page = phone
    chain = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne, wash\nfoes: niska x2\n"
             "ask: jayne vera niska then wash leaf-on-the-wind jayne\n")
    page.goto(server["url"] + "/check?" + urllib.parse.urlencode({"position": chain}))
    steps = page.locator(".answer .steps > li")
    assert steps.count() == 2
    assert steps.nth(0).locator(".badge").inner_text() == "LEGAL"
    assert steps.nth(1).locator(".badge").inner_text() == "ILLEGAL"
    assert "1 illegal" in page.inner_text(".summary-line")


@pytest.mark.parametrize("game", ["shiny-dice", "galaxy-dice", "dance-of-the-fireflies", "blue-sun"])
def test_the_notation_reference_leads_the_game_page(phone, server, game):
    page = phone
    page.goto(server["url"] + f"/games/{game}")
    top = page.evaluate("document.querySelector('#notation').getBoundingClientRect().top + window.scrollY")
    assert top < 2 * PHONE["height"], top
    notation = api(server, f"/api/games/{game}")["notation"]
    assert notation["keys"] and notation["actions"]
    terms = page.locator("#notation .ref-list dt").all_inner_texts()
    assert terms == ([f"{k['key']}:" for k in notation["keys"]] + [a["syntax"] for a in notation["actions"]]
                     + [q["syntax"] for q in notation["questions"]])
    assert {"options", "score", "valid", "?"} <= set(terms) and any("then" in t for t in terms)
    # then the examples, then the rules
    order = page.evaluate("""() => ['#notation', '#examples-title', '#rules-title'].map(
        s => document.querySelector(s).getBoundingClientRect().top)""")
    assert order == sorted(order)
    assert no_horizontal_scroll(page)
    if game == "shiny-dice":
        shot(page, "phone-game")
    assert not page.js_errors


def test_the_rule_list_filters_and_permalinks_open_their_section(phone, server):
    page = phone
    page.goto(server["url"] + "/games/shiny-dice#SD-JAYNE-VERA")
    rule = page.locator("#SD-JAYNE-VERA")
    assert rule.is_visible()
    assert rule.locator("a.rule-id").get_attribute("href") == "#SD-JAYNE-VERA"
    total = page.locator("li.reason").count()
    page.fill("#rule-filter", "vera")
    visible = [li.get_attribute("id") for li in page.locator("li.reason").all() if li.is_visible()]
    assert "SD-JAYNE-VERA" in visible and 0 < len(visible) < total
    assert f"{len(visible)} of {total} rules" == page.inner_text("#rule-filter-count")
    page.fill("#rule-filter", "")
    assert not page.js_errors


def test_without_javascript_the_rules_are_a_plain_list(browser, server):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    page = context.new_page()
    page.goto(server["url"] + "/games/shiny-dice")
    assert not page.locator("#rule-filter").is_visible()
    sections = page.locator("details.rule-section")
    assert sections.count() > 1
    sections.first.locator("summary").click()
    assert sections.first.locator("li.reason").first.is_visible()
    context.close()


def numbers_shown(page, first_words: list[str]) -> list[int]:
    """The number each list item starting with these words shows (its list's start + position)."""
    return page.evaluate("""(starts) => starts.map(w => {
        const li = [...document.querySelectorAll('.book li')].find(x => x.textContent.trim().startsWith(w));
        if (!li) return null;
        const ol = li.closest('ol');
        return ol.start + [...ol.children].indexOf(li);
    })""", first_words)


def test_numbered_steps_read_1_2_3_in_the_viewer(phone, server):
    page = phone
    quote = "Supplies are locked in the Supplies area."
    page.goto(server["url"] + "/rulebooks/shiny-dice?" + urllib.parse.urlencode({"quote": quote}))
    assert numbers_shown(page, ["Foe Dice are locked", "Supplies are locked", "Crew Dice are all placed"]) == [1, 2, 3]
    assert numbers_shown(page, ["If you rolled 4 of a kind", "If you rolled 5 of a kind", "All Crew Dice are placed",
                                "Apply the Team Bonus", "Proceed to Step 2"]) == [1, 2, 3, 4, 5]
    target = page.locator(".passage.target")
    assert target.count() == 1 and quote in target.locator("mark").inner_text()
    assert no_horizontal_scroll(page)
    shot(page, "phone-viewer")
    assert not page.js_errors


def test_a_quoted_table_row_is_highlighted(phone, server):
    page = phone
    page.goto(server["url"] + "/rulebooks/dance-of-the-fireflies?" + urllib.parse.urlencode({"quote": "6 Flowers"}))
    row = page.locator("tr.passage.target")
    assert row.count() == 1 and row.inner_text().split("\t")[0].strip() == "6 Flowers"
    assert "12 points" in row.inner_text()
    assert row.locator("mark").inner_text() == "6 Flowers"
    bg = row.locator("td").last.evaluate("td => getComputedStyle(td).boxShadow")
    assert bg and bg != "none"


@pytest.mark.parametrize("path,name", [("/", "phone-home"), ("/search?q=can+river+reroll+foes", "phone-search")])
def test_home_and_search_fit_a_phone(phone, server, path, name):
    page = phone
    page.goto(server["url"] + path)
    assert no_horizontal_scroll(page)
    if "search" in path:
        assert page.locator(".result").count() >= 1
    shot(page, name)
    assert not page.js_errors


@pytest.mark.parametrize("path", ["/chat", "/check", "/games/blue-sun", "/games/galaxy-dice", "/rulebooks/dance-of-the-fireflies",
                                  "/rulebooks/galaxy-dice", "/search?q=alliance+cruiser"])
def test_every_page_fits_390_px(phone, server, path):
    phone.goto(server["url"] + path)
    wide = phone.evaluate("""() => [...document.querySelectorAll('main *')]
        .filter(e => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.table-wrap, pre'))
        .map(e => e.tagName + '.' + e.className).slice(0, 5)""")
    assert no_horizontal_scroll(phone) and not wide, wide


def test_the_json_twin_carries_the_same_reference(server):
    data = api(server, "/api/games/shiny-dice")
    assert re.match(r"^game: shiny-dice$", data["notation"]["keys"][0]["example"])
    syntax = [q["syntax"] for q in data["notation"]["questions"]]
    assert syntax[:2] == ["options", "score"] and {"score PLAYER", "valid"} <= set(syntax)


def test_a_long_list_of_options_is_folded_with_its_count(phone, server):
    page = phone
    examples = api(server, "/api/games/blue-sun")["examples"]
    position = next(ex["position"] for ex in examples if "ask: options" in ex["position"])
    options = next(a["options"] for a in api(server, "/api/check", {"position": position})["answers"]
                   if a.get("options") is not None)
    assert len(options) > 8
    page.goto(server["url"] + "/check?" + urllib.parse.urlencode({"position": position}))
    folded = page.locator("details.options-all")
    assert folded.count() == 1 and not folded.evaluate("d => d.open")
    assert folded.locator("summary").inner_text() == f"{len(options)} legal actions"
    assert folded.locator("li").count() == len(options)


def test_a_card_that_depends_says_on_what(phone, server):
    from pathlib import Path
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "rules" / "blue-sun" / "deal-unknown-balance.txt"
    position = "\n".join(l for l in fixture.read_text().splitlines() if not l.startswith("#")) + "\n"
    answer = api(server, "/api/check", {"position": position})["answers"][0]
    assert answer["verdict"] == "depends" and answer["depends_on"]
    page = phone
    page.goto(server["url"] + "/check?" + urllib.parse.urlencode({"position": position}))
    card = page.locator("article.answer")
    assert card.count() == 1 and "depends" in card.get_attribute("class").split()
    assert card.locator(".badge").first.inner_text() == "DEPENDS"
    said = card.locator(".depends").inner_text()
    for d in answer["depends_on"]:
        assert f"It depends on {d['fact']}" in said
    assert "1 depends" in page.inner_text(".summary-line")
    assert card.locator(".reasons.deciding .reason").get_attribute("data-rule") == answer["reasons"][0]["rule"]

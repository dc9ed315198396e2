"""/api/search and /search: the API.md contract, links into the viewer, bad input."""
from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest


def search(client, **params):
    r = client.get("/api/search", query_string=params)
    return r.status_code, r.get_json()


def test_search_result_shape_matches_the_contract(client, library):
    status, body = search(client, q="can river reroll foes")
    assert status == 200
    assert set(body) >= {"query", "game", "suggestion", "results"}
    assert body["results"], "expected results"
    for r in body["results"]:
        assert set(r) >= {"game", "rulebook", "section", "path", "url", "snippet", "text", "score"}
        book = library.books[r["game"]]
        assert r["section"] in {h.text for h in book.headings}, "section must be a real heading"
        assert r["rulebook"] == book.title
        assert r["url"].startswith(f"/rulebooks/{r['game']}")
    top = body["results"][0]
    assert top["game"] == "shiny-dice" and "River" in top["text"]
    assert "<mark>" in top["snippet"]


def test_every_result_url_opens_the_viewer_at_that_passage_highlighted(client):
    _, body = search(client, q="weed opponent flower bed", limit=5)
    for r in body["results"]:
        parts = urlsplit(r["url"])
        page = client.get(parts.path + "?" + parts.query)
        assert page.status_code == 200
        html = page.get_data(as_text=True)
        anchor = parts.fragment
        assert re.search(rf'id="{re.escape(anchor)}" class="passage target"', html), anchor
        target = html[html.index(f'id="{anchor}"'):]
        target = target[: target.index("</div>") if "</div>" in target else 2000]
        assert "<mark>" in target


def test_misspelled_names_are_found_and_corrected(client):
    _, body = search(client, q="Niksa")
    assert body["suggestion"] and "niska" in body["suggestion"].lower()
    assert any("Niska" in r["text"] for r in body["results"][:3])
    _, body = search(client, q="what does Saffrom do")
    assert "saffron" in (body["suggestion"] or "").lower()


def test_real_words_are_not_corrected(client):
    _, body = search(client, q="what does a weed do")
    assert body["suggestion"] is None
    assert body["results"][0]["game"] == "dance-of-the-fireflies"


def test_english_question_finds_the_spanish_rulebook(client):
    _, body = search(client, q="can two reaver ships be in the same sector")
    assert body["results"][0]["game"] == "blue-sun"
    assert any("Solo una nave Reaver puede estar en un Sector" in r["text"] for r in body["results"][:3])


def test_game_filter_accepts_ids_aliases_and_inline_syntax(client):
    for params in ({"q": "tokens", "game": "galaxy-dice"}, {"q": "tokens", "game": "Galaxy Dice EX"},
                   {"q": "game:galaxy-dice tokens"}):
        status, body = search(client, **params)
        assert status == 200 and body["game"] == "galaxy-dice"
        assert body["results"] and {r["game"] for r in body["results"]} == {"galaxy-dice"}


def test_phrase_queries_require_the_words_together(client):
    _, loose = search(client, q="foe die", limit=50)
    _, phrase = search(client, q='"foe die"', limit=50)
    assert phrase["results"]
    assert all("foe die" in r["text"].lower() for r in phrase["results"])
    assert len(phrase["results"]) < len(loose["results"])


def test_limit_is_respected(client):
    _, body = search(client, q="dice", limit=3)
    assert len(body["results"]) == 3


@pytest.mark.parametrize("params,code", [
    ({"q": ""}, "empty-query"),
    ({"q": "   "}, "empty-query"),
    ({"q": "x" * 10_000}, "query-too-long"),
    ({"q": "dice", "game": "monopoly"}, "unknown-game"),
    ({"q": "dice", "limit": "-1"}, "bad-limit"),
    ({"q": "dice", "limit": "abc"}, "bad-limit"),
    ({"q": "dice", "limit": "0"}, "bad-limit"),
    ({"q": "game:nope dice"}, "unknown-game"),
])
def test_bad_queries_get_a_400_with_a_clear_message(client, params, code):
    status, body = search(client, **params)
    assert status == 400
    assert body["error"]["code"] == code
    assert len(body["error"]["message"]) > 10


def test_search_page_shows_highlighted_snippets_and_links(client):
    page = client.get("/search", query_string={"q": "Niksa"}).get_data(as_text=True)
    assert "Did you mean" in page and "<mark>Niska</mark>" in page
    assert 'href="/rulebooks/shiny-dice?at=' in page


def test_search_page_reports_bad_input_without_crashing(client):
    r = client.get("/search", query_string={"q": "x" * 10_000})
    assert r.status_code == 400 and "limit is 500" in r.get_data(as_text=True)
    r = client.get("/search", query_string={"q": "<script>alert(1)</script>"})
    assert r.status_code == 200 and "<script>alert(1)" not in r.get_data(as_text=True)


def test_games_endpoint_lists_the_shipped_books(client):
    body = client.get("/api/games").get_json()
    ids = {g["id"] for g in body["games"]}
    assert ids == {"shiny-dice", "blue-sun", "dance-of-the-fireflies", "galaxy-dice"}
    for g in body["games"]:
        assert set(g) >= {"id", "title", "language", "aliases", "sections", "rules"}
        assert g["sections"] > 5


def test_unknown_game_page_and_api_are_404(client):
    assert client.get("/api/games/monopoly").status_code == 404
    assert client.get("/api/games/monopoly").get_json()["error"]["code"] == "unknown-game"
    assert client.get("/rulebooks/monopoly").status_code == 404
    assert client.get("/rulebooks/..%2f..%2fetc%2fpasswd").status_code == 404


def test_results_carry_the_modelled_rules_that_quote_them(client):
    _, body = search(client, q="can two reaver ships be in the same sector")
    assert all("rules" in r for r in body["results"])
    top = next(r for r in body["results"] if "Solo una nave Reaver" in r["text"])
    ids = {x["rule"] for x in top["rules"]}
    assert "BS-ONE-REAVER" in ids
    one = next(x for x in top["rules"] if x["rule"] == "BS-ONE-REAVER")
    assert one["statement"].startswith("Only one Reaver ship") and one["permalink"] == "/games/blue-sun#BS-ONE-REAVER"
    page = client.get("/search", query_string={"q": "can two reaver ships be in the same sector"}).get_data(as_text=True)
    assert 'class="rule-gloss"' in page and "Only one Reaver ship may be in a sector." in page


def test_a_game_named_in_the_question_is_reported_as_the_search_game(client):
    status, body = search(client, q="how many active jobs can I have in blue sun")
    assert status == 200 and body["game"] == "blue-sun"
    assert body["results"] and all(r["game"] == "blue-sun" for r in body["results"])
    status, body = search(client, q="can river reroll foes")
    assert status == 200 and body["game"] is None
    status, body = search(client, q="reroll", game="shiny-dice")
    assert body["game"] == "shiny-dice"

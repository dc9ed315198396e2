"""HTML pages: usable without JavaScript, safe, with friendly errors."""
from __future__ import annotations


def test_home_lists_the_games_and_a_search_box(client):
    html = client.get("/").get_data(as_text=True)
    assert 'name="q"' in html and 'action="/search"' in html
    for title in ("Firefly: Shiny Dice", "Galaxy Dice EX", "Dance of the Fireflies", "Blue Sun"):
        assert title in html


def test_viewer_has_a_table_of_contents_and_anchors_on_every_heading_and_passage(client, library):
    book = library.books["shiny-dice"]
    html = client.get("/rulebooks/shiny-dice").get_data(as_text=True)
    for h in book.headings[1:]:
        assert f'id="{h.anchor}"' in html and f'href="#{h.anchor}"' in html
    for p in book.passages:
        assert f'id="{p.anchor}"' in html


def test_viewer_accepts_aliases(client):
    assert client.get("/rulebooks/sol-azul").status_code == 200


def test_viewer_highlights_a_quote(client, library):
    url = library.quote_url("shiny-dice", "Vera: Deal 2 Damage to any one Foe.")
    html = client.get(url.split("#")[0]).get_data(as_text=True)
    assert "<mark>Vera: Deal 2 Damage to any one Foe.</mark>" in html


def test_security_headers_on_every_page(client):
    for path in ("/", "/api/games", "/nope"):
        r = client.get(path)
        csp = r.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        assert r.headers["Referrer-Policy"]


def test_errors_are_html_for_pages_and_json_for_the_api(client):
    page = client.get("/no/such/page")
    assert page.status_code == 404 and "text/html" in page.content_type
    assert "Traceback" not in page.get_data(as_text=True)
    api = client.get("/api/no/such")
    assert api.status_code == 404 and api.get_json()["error"]["code"]
    wrong = client.delete("/api/search")
    assert wrong.status_code == 405 and wrong.get_json()["error"]["message"]


def test_pages_are_phone_sized_and_have_no_inline_script(client):
    for path in ("/", "/search?q=reaver", "/rulebooks/blue-sun", "/check"):
        html = client.get(path).get_data(as_text=True)
        assert 'name="viewport"' in html
        assert "<script>" not in html and "onclick=" not in html


def test_viewer_highlights_quotes_with_quotation_marks_in_tables_and_paragraphs(client, library):
    for quote in ('to capture all Victory Points in the current "at risk" score pool',
                  "the active player must then choose to \"Keep Flyin'\""):
        url = library.quote_url("shiny-dice", quote)
        html = client.get(url.split("#")[0]).get_data(as_text=True)
        target = html[html.index('class="passage target"'):][:3000]
        assert "<mark>" in target, quote

"""The Spanish interface (issue 25): Flask-Babel over gettext catalogues in translations/.

Every string the templates and the web layer mark is extracted with Babel's own extractor (the
mapping in translations/babel.cfg) and must have a Spanish translation in the catalogue; a
template string left unmarked fails too. The compiled .mo must be the .po's compilation.
"""
from __future__ import annotations

import gettext as pygettext
import io
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
PO = TRANSLATIONS / "es" / "LC_MESSAGES" / "messages.po"
MO = TRANSLATIONS / "es" / "LC_MESSAGES" / "messages.mo"
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "lazy_gettext": None, "_N": None}


def extracted() -> dict[str | tuple, list[str]]:
    """msgid (a tuple for plurals) -> where it is used, as `pybabel extract -F translations/babel.cfg` finds them."""
    method_map = [("referee/web/**.py", "python"), ("templates/**.html", "jinja2")]
    keywords = {"_": None, "gettext": None, "ngettext": (1, 2), "lazy_gettext": None, "_N": None}
    found: dict = {}
    for filename, _lineno, message, _comments, _context in extract_from_dir(
            str(ROOT), method_map, keywords=keywords, options_map={"templates/**.html": {}}):
        if filename.startswith(("referee/", "templates/")) or filename.startswith(("referee\\", "templates\\")):
            found.setdefault(message, []).append(filename)
    return found


def catalogue():
    with PO.open("rb") as f:
        return read_po(f, locale="es")


def test_the_extractor_finds_the_interface_strings():
    found = extracted()
    assert len(found) > 100
    assert "Ask the referee" in found and "How to write a position" in found  # a template string
    assert "Type or paste a position first." in found  # an error message of the web layer
    assert ("%(num)d legal action", "%(num)d legal actions") in found  # a plural


def test_every_interface_string_has_a_spanish_translation():
    cat = catalogue()
    missing = []
    for msgid, where in extracted().items():
        key = msgid[0] if isinstance(msgid, tuple) else msgid
        msg = cat.get(key)
        strings = [] if msg is None else (list(msg.string) if isinstance(msg.string, (tuple, list)) else [msg.string])
        if msg is None or msg.fuzzy or not strings or not all(s.strip() for s in strings):
            missing.append((msgid, sorted(set(where))))
    assert not missing, f"{len(missing)} strings have no Spanish translation: {missing[:10]}"


def test_translations_keep_their_placeholders():
    for msg in catalogue():
        if not msg.id:
            continue
        ids = msg.id if isinstance(msg.id, tuple) else (msg.id,)
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        wanted = set(re.findall(r"%\(\w+\)[sd]", ids[-1]))
        for s in strings:
            assert set(re.findall(r"%\(\w+\)[sd]", s)) == wanted, (msg.id, s)
            assert s.count("<code>") == ids[0].count("<code>"), (msg.id, s)


def test_the_compiled_catalogue_is_the_po_compiled():
    """translations/es/LC_MESSAGES/messages.mo is committed: it must say what the .po says
    (recompile with `pybabel compile -d translations` after editing the .po)."""
    buf = io.BytesIO()
    write_mo(buf, catalogue())
    fresh = pygettext.GNUTranslations(io.BytesIO(buf.getvalue()))
    shipped = pygettext.GNUTranslations(MO.open("rb"))
    assert fresh._catalog == shipped._catalog  # noqa: SLF001 - the messages themselves


def _visible_text(template: str) -> str:
    s = re.sub(r"\{#.*?#\}", " ", template, flags=re.S)
    s = re.sub(r"\{%-?\s*trans\b.*?%\}.*?\{%-?\s*endtrans\s*-?%\}", " ", s, flags=re.S)
    s = re.sub(r"\{\{.*?\}\}", " ", s, flags=re.S)
    s = re.sub(r"\{%.*?%\}", " ", s, flags=re.S)
    s = re.sub(r"<(script|style|code)\b.*?</\1>", " ", s, flags=re.S)  # the notation stays English
    return s


@pytest.mark.parametrize("path", sorted((ROOT / "templates").glob("*.html")), ids=lambda p: p.name)
def test_no_template_text_is_left_unmarked(path):
    """Words a player reads (text, placeholders, titles, alt text, labels) go through the catalogue."""
    s = _visible_text(path.read_text(encoding="utf-8"))
    readable = re.findall(r'\b(?:placeholder|title|alt|aria-label)="([^"]*)"', s)
    s = re.sub(r"<[^>]*>", " ", s)
    s = re.sub(r"&[a-z#0-9]+;", " ", s)
    names = {"Referee", "JSON", "English", "Español"}  # names, the same in every language
    words = [w for w in re.findall(r"[A-Za-zÀ-ÿ]{2,}", s) if w not in names]
    words += [a for a in readable if re.search(r"[A-Za-z]{2,}", a)]
    assert not words, f"{path.name}: text outside _() / trans: {words[:10]}"


# -- the interface in Spanish ----------------------------------------------------------------------

def text_of(resp) -> str:
    html = resp.get_data(as_text=True)
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_accept_language_es_shows_the_spanish_interface(client):
    r = client.get("/", headers={"Accept-Language": "es-ES,es;q=0.9,en;q=0.5"})
    html = r.get_data(as_text=True)
    assert '<html lang="es">' in html
    assert "Pregunta al árbitro" in html and "Reglamentos" in html
    assert "Ask the referee" not in html and "Settle it by the book" not in html
    assert "Accept-Language" in r.headers.get("Vary", "")
    en = client.get("/", headers={"Accept-Language": "en-GB,en;q=0.9"}).get_data(as_text=True)
    assert '<html lang="en">' in en and "Ask the referee" in en  # the cached home page is one per language


def test_the_switch_is_remembered_and_goes_back_to_the_page(client):
    r = client.get("/language/es?next=/check%3Fgame%3Dshiny-dice")
    assert r.status_code == 302 and r.headers["Location"].endswith("/check?game=shiny-dice")
    assert "referee_lang=es" in r.headers["Set-Cookie"]
    page = client.get("/check", headers={"Accept-Language": "en"}).get_data(as_text=True)  # the cookie wins
    assert "Comprobar una posición" in page
    client.get("/language/en?next=/")
    assert "Check a position" in client.get("/check", headers={"Accept-Language": "es"}).get_data(as_text=True)


@pytest.mark.parametrize("target", ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)",
                                    "http://[", "/" + "x" * 5000])
def test_the_switch_never_leaves_the_site(client, target):
    r = client.get("/language/es", query_string={"next": target})
    assert r.status_code == 302 and r.headers["Location"] in ("/", "http://localhost/")


def test_an_unknown_language_changes_nothing(client):
    r = client.get("/language/xx?next=/")
    assert r.status_code == 302 and "Set-Cookie" not in r.headers


def test_every_page_has_the_switch(client):
    for path in ("/", "/search", "/check", "/chat", "/games/shiny-dice", "/rulebooks/shiny-dice", "/rulebooks/add", "/nope"):
        html = client.get(path, headers={"Accept-Language": "en"}).get_data(as_text=True)
        assert re.search(r'<a class="lang-switch" href="/language/es\?next=[^"]*" lang="es"', html), path


SPANISH_PAGES = ["/", "/search", "/search?q=dice", "/check", "/chat", "/games/shiny-dice", "/games/blue-sun",
                 "/rulebooks/shiny-dice", "/rulebooks/add", "/no-such-page"]


@pytest.mark.parametrize("path", SPANISH_PAGES)
def test_no_english_interface_string_is_left_on_a_spanish_page(client, path):
    """Every catalogue string whose Spanish differs is absent, in English, from the Spanish page."""
    english = [m.id for m in catalogue() if m.id and isinstance(m.id, str) and m.string and m.string != m.id
               and len(m.id) > 6 and "%(" not in m.id and "<" not in m.id
               and m.id != "Referee"]  # also the product's name, in the bar of every page
    html = client.get(path, headers={"Accept-Language": "es"}).get_data(as_text=True)
    # what is English by design: the notation (code, the guide's entries), statements marked lang="en"
    for tag in ("code", "pre", "dl", "span", "summary", "p"):
        html = re.sub(rf'<{tag}\b[^>]*\blang="en"[^>]*>.*?</{tag}>', " ", html, flags=re.S)
    html = re.sub(r"<(code|pre)\b.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r'<dl class="vocab">.*?</dl>', " ", html, flags=re.S)  # the notation's names
    page = " ".join(re.sub(r"<[^>]+>", " ", html).split())
    left = [e for e in english if re.search(r"(?<![\w-])" + re.escape(e) + r"(?![\w-])", page)]
    assert not left, left


def test_error_messages_are_translated(client):
    page = text_of(client.get("/no-such-page", headers={"Accept-Language": "es"}))
    assert "No hay nada en esta dirección." in page and "No encontrado" in page
    page = text_of(client.get("/search", query_string={"q": "x" * 600}, headers={"Accept-Language": "es"}))
    assert "La búsqueda tiene 600 caracteres; el límite es 500." in page
    page = text_of(client.post("/check", data={"position": "  "}, headers={"Accept-Language": "es"}))
    assert "Escribe o pega primero una posición." in page
    page = text_of(client.post("/chat", data={"message": " "}, headers={"Accept-Language": "es"}))
    assert "Escribe primero una pregunta o una posición." in page
    # the JSON API stays English (its contract)
    data = client.get("/api/search", query_string={"q": "x" * 600}, headers={"Accept-Language": "es"}).get_json()
    assert data["error"]["message"].startswith("The query is 600 characters long")


def test_plurals_follow_the_count(client):
    page = text_of(client.get("/", headers={"Accept-Language": "es"}))
    assert re.search(r"\b\d+ secciones\b", page) and re.search(r"\b\d+ reglas modeladas\b", page)
    assert not re.search(r"\b1 secciones\b|\b1 reglas\b", page)


def test_rules_use_their_spanish_statement_or_say_they_are_in_english(client):
    from referee.answers import rules_model
    blue = rules_model("blue-sun")
    with_es = next(r for r in blue.rules if r.statement_es)
    page = client.get("/games/blue-sun", headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert with_es.statement_es.split(" —")[0][:40] in page
    shiny = rules_model("shiny-dice").rules[0]
    assert not shiny.statement_es
    html = client.get("/games/shiny-dice", headers={"Accept-Language": "es"}).get_data(as_text=True)
    item = html[html.index(f'id="{shiny.id}"'):]
    item = item[:item.index("</li>")]
    assert 'lang="en"' in item and "(en inglés)" in item  # the fallback is visible, and marked for readers
    english = client.get("/games/shiny-dice", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "(in English)" not in english


def test_the_notation_guide_headings_are_translated(client):
    page = text_of(client.get("/games/shiny-dice", headers={"Accept-Language": "es"}))
    for heading in ("Cómo escribir una posición", "Claves", "Acciones, tras ask:", "Preguntas, cadenas e incógnitas",
                    "Ejemplos", "Reglas"):
        assert heading in page, heading


def test_the_chat_frame_is_translated(client):
    page = client.get("/chat", headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert "Pregunta al árbitro" in page and 'data-you="Tú"' in page and 'data-referee="Árbitro"' in page
    answered = client.post("/chat", data={"message": "how do I win"}, headers={"Accept-Language": "es"})
    html = answered.get_data(as_text=True)
    assert '<p class="who">Tú</p>' in html and '<p class="who">Árbitro</p>' in html


def test_search_glosses_use_the_spanish_statement_and_the_api_stays_english(client):
    page = client.get("/search?q=reaver+space+sectors", headers={"Accept-Language": "es"}).get_data(as_text=True)
    gloss = re.search(r'<p class="rule-gloss"><a href="/games/blue-sun#BS-REAVER-SPACE">.*?</p>', page, re.S).group(0)
    assert "El Espacio Reaver son exactamente" in gloss and "(en inglés)" not in gloss
    data = client.get("/api/search?q=reaver+space+sectors", headers={"Accept-Language": "es"}).get_json()
    glosses = [g for r in data["results"] for g in r["rules"] if g["rule"] == "BS-REAVER-SPACE"]
    assert glosses and all("statement_es" not in g and g["statement"].startswith("Reaver Space") for g in glosses)

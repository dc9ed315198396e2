"""House-rules and errata documents in the library (issue 24): added with `referee add` and the
upload page, refused when they name no game or a bad setting, obeyed by /check and the chat
(with the house rules in force named, and `--house none` / `?house=none` giving the book's
ruling), and found first, labelled, by a search or a chat message naming the game."""
from __future__ import annotations

import io
import re
import shutil

import pytest

from helpers import RULEBOOKS
from referee import house
from referee.chat import reply
from referee.library import Library, Settings
from referee.web import create_app

MULLIGAN = """game: shiny-dice
kind: house-rules
title: Our Shiny Dice table

Mulligan: once per game, a player may take a mulligan and reroll their whole first roll of a turn.

We play with a smaller penalty for four of a kind: the others discard only 50 Victory Points.

```
set: penalty-vp 50
off: SD-TEAM-BONUS
```
"""
DOC_ID = "shiny-dice-house-rules-our-shiny-dice-table"
PENALTY = ("game: shiny-dice\nstep: get-a-crew\nphase: check\nserenity: mal, zoe, river, book\n"
           "foes: saffron x4, niska\nothers: ann 500\nask: penalty\n")


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """A library over a copy of the shipped books, with the Mulligan house rules added by the CLI."""
    root = tmp_path_factory.mktemp("house")
    books = root / "rulebooks"
    shutil.copytree(RULEBOOKS, books)
    src = root / "our-table.txt"
    src.write_text(MULLIGAN, encoding="utf-8")
    from referee.cli import main
    code = main(["add", str(src), "--rulebooks", str(books), "--index", str(root / "index")])
    assert code == 0
    lib = Library(Settings(books, root / "index"))
    lib.refresh()
    return lib, root


@pytest.fixture(scope="module")
def web(table):
    lib, _ = table
    return create_app({"TESTING": True, "HOST_TOKEN": "s3cret-token"}, library=lib).test_client()


def test_referee_add_stores_the_document_as_a_book_of_its_game(table):
    lib, root = table
    path = root / "rulebooks" / f"{DOC_ID}.md"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n") and "\ngame: shiny-dice\n" in text and "\nkind: house-rules\n" in text
    assert "Mulligan: once per game" in text and "set: penalty-vp 50" in text  # nothing the user wrote is lost
    docs = house.documents(lib)
    assert [d.id for d in docs] == [DOC_ID]
    assert [(s.op, s.key, s.value) for s in docs[0].settings] == [("set", "penalty-vp", 50), ("off", "SD-TEAM-BONUS", None)]


def test_search_naming_the_game_finds_the_house_rule_first_and_labels_it(web):
    for q in ({"q": "can I take a mulligan", "game": "shiny-dice"}, {"q": "mulligan in shiny dice"}):
        got = web.get("/api/search", query_string=q).get_json()
        first = got["results"][0]
        assert first["game"] == DOC_ID and "mulligan" in first["text"].lower()
        assert first["house"] == {"kind": "house-rules", "label": "House rule (your table)", "game": "shiny-dice",
                                  "enabled": True}
        assert all("house" not in r for r in got["results"] if r["game"] == "shiny-dice")
    page = web.get("/search", query_string={"q": "can I take a mulligan", "game": "shiny-dice"}).get_data(as_text=True)
    assert page.index("House rule (your table)") < page.index("Mulligan")
    # where the book and the house rule address the same thing, the house rule leads, the book follows
    got = web.get("/api/search", query_string={"q": "victory points discard four of a kind",
                                               "game": "shiny-dice"}).get_json()["results"]
    assert got[0]["game"] == DOC_ID and any(r["game"] == "shiny-dice" for r in got[1:])


def test_the_chat_answers_with_the_house_rule_first_and_labels_it(table):
    lib, _ = table
    d, _ = reply(lib, "can I take a mulligan in shiny dice?", None)
    assert d["game"] == "shiny-dice" and d["answer"].startswith("**House rule (your table)** — Our Shiny Dice table")
    assert "I can't find anything" not in d["answer"]
    assert d["citations"][0]["game"] == DOC_ID and d["citations"][0]["house"]["label"] == "House rule (your table)"
    d, _ = reply(lib, "how many victory points do the others discard for four of a kind in shiny dice?", None)
    assert d["citations"][0]["house"]["kind"] == "house-rules"
    assert any(c["game"] == "shiny-dice" for c in d["citations"][1:])  # the book's passage it changes, next to it


def test_the_chat_rules_under_the_house_rules_and_names_them(table):
    lib, _ = table
    d, _ = reply(lib, PENALTY, None)
    assert d["kind"] == "check" and "House rules in force: Our Shiny Dice table" in d["answer"]
    assert d["answer"].index("HOUSE-PENALTY-VP") < d["answer"].index("SD-FOUR-OF-A-KIND")
    assert "(500 -> 450)" in d["answer"]
    assert any(c["game"] == DOC_ID for c in d["citations"])  # the house rule quoted from its document


def test_the_chat_without_house_rules_gives_the_book(web):
    r = web.post("/api/ask", json={"message": PENALTY, "conversation": None}).get_json()
    assert "(500 -> 450)" in r["answer"] and r["check"]["house"]["in_force"]
    book = web.post("/api/ask?house=none", json={"message": PENALTY, "conversation": None}).get_json()
    assert "(500 -> 400)" in book["answer"] and book["check"]["house"]["book_only"]
    plain = web.post("/api/ask", json={"message": "can I take a mulligan in shiny dice?", "conversation": None,
                                       "house": "none"}).get_json()
    assert all("house" not in c for c in plain["citations"])
    assert web.post("/api/ask", json={"message": "hi", "house": 3}).status_code == 400


def test_check_obeys_the_house_rules_and_names_them(web):
    r = web.post("/api/check", json={"position": PENALTY}).get_json()
    a = r["answers"][0]
    assert "ann discards 50 VP (500 -> 450)." in a["effects"]
    assert [x["rule"] for x in a["reasons"][:2]] == ["HOUSE-PENALTY-VP", "SD-FOUR-OF-A-KIND"]
    lead = a["reasons"][0]
    assert lead["house"]["label"] == "House rule (your table)" and lead["house"]["source"]["id"] == DOC_ID
    assert lead["url"].startswith(f"/rulebooks/{DOC_ID}")  # the house rule opens its own document
    assert r["house"]["in_force"][0]["title"] == "Our Shiny Dice table" and not r["house"]["book_only"]
    for book in (web.post("/api/check", json={"position": PENALTY, "house": "none"}).get_json(),
                 web.post("/api/check?house=none", json={"position": PENALTY}).get_json()):
        assert "ann discards 100 VP (500 -> 400)." in book["answers"][0]["effects"]
        assert book["house"]["book_only"] and not book["house"]["in_force"]
        assert not any(x["rule"].startswith("HOUSE-") for x in book["answers"][0]["reasons"])
    bad = web.post("/api/check", json={"position": PENALTY, "house": "mine"})
    assert bad.status_code == 400


def test_check_page_names_the_house_rules_and_links_to_the_book_ruling(web):
    page = web.post("/check", data={"position": PENALTY}).get_data(as_text=True)
    assert "Our Shiny Dice table" in page and "House rule (your table)" in page and "house=none" in page
    book = web.post("/check?house=none", data={"position": PENALTY}).get_data(as_text=True)
    assert "ann discards 100 VP" in book


def test_cli_check_with_and_without_house_rules(table, run_cli, tmp_path):
    lib, root = table
    pos = tmp_path / "p.txt"
    pos.write_text(PENALTY, encoding="utf-8")
    where = ["--rulebooks", str(root / "rulebooks"), "--index", str(root / "index")]
    r = run_cli("check", str(pos), *where)
    assert r.code == 0 and "House rules in force: Our Shiny Dice table" in r.out
    assert r.out.index("HOUSE-PENALTY-VP") < r.out.index("SD-FOUR-OF-A-KIND")
    assert "(500 -> 450)" in r.out
    b = run_cli("check", str(pos), "--house", "none", *where)
    assert b.code == 0 and "(500 -> 400)" in b.out and "HOUSE-" not in b.out


def test_game_page_lists_parameters_switchable_rules_and_the_house_rules_in_force(web):
    g = web.get("/api/games/shiny-dice").get_json()["house"]
    assert {"penalty-at", "penalty-vp", "team-bonus-outlaws"} <= {p["name"] for p in g["parameters"]}
    assert "SD-FOUR-OF-A-KIND" in {s["rule"] for s in g["switchable"]}
    assert g["documents"][0]["id"] == DOC_ID and g["documents"][0]["label"] == "House rule (your table)"
    assert g["in_force"]["settings"][0]["parameter"] == "penalty-vp"
    assert DOC_ID not in {x["id"] for x in web.get("/api/games").get_json()["games"]}  # part of its game
    page = web.get("/games/shiny-dice").get_data(as_text=True)
    assert "set: penalty-at 4" in page and "off: SD-FOUR-OF-A-KIND" in page and "Our Shiny Dice table" in page


# ---- refused, with nothing written ------------------------------------------------------------
@pytest.mark.parametrize("text,flags,message", [
    ("kind: house-rules\n\nWe draw 6 cards.\n", [], "which game"),
    ("game: shiny-dice\n\n```\nset: penalty-vpp 50\n```\n", [], 'did you mean "penalty-vp"'),
    ("game: shiny-dice\n\n```\nset: penalty-at 9\n```\n", [], "out of range"),
    ("game: shiny-dice\n\n```\noff: SD-FOUR-OF-A-KIN\n```\n", [], 'did you mean "SD-FOUR-OF-A-KIND"'),
    ("title: Ours\n\n```\nset: penalty-vp 20\n```\n", ["--game", "shiny-dice"], "Our Shiny Dice table"),
    ("game: moon-pirates\n\nWe play it our way.\n", [], "no game called"),
])
def test_a_bad_document_is_refused_clearly(table, run_cli, tmp_path, text, flags, message):
    lib, root = table
    src = tmp_path / "house-rules.txt"
    src.write_text(text, encoding="utf-8")
    before = sorted(p.name for p in (root / "rulebooks").iterdir())
    r = run_cli("add", str(src), *flags, "--rulebooks", str(root / "rulebooks"), "--index", str(root / "index"))
    assert r.code == 2 and message in r.err, r.err
    assert sorted(p.name for p in (root / "rulebooks").iterdir()) == before
    if "out of range" in message or "did you mean" in message:
        assert re.search(r"line 4, column \d+", r.err)


def test_flags_give_the_header(tmp_path, run_cli):
    books = tmp_path / "books"
    shutil.copytree(RULEBOOKS, books)
    src = tmp_path / "notes.txt"
    src.write_text("Hand size\n\nWe hold up to six cards.\n\n```\nset: hand-size 6\n```\n", encoding="utf-8")
    r = run_cli("add", str(src), "--game", "blue-sun", "--kind", "variant", "--title", "Big hands",
                "--rulebooks", str(books), "--index", str(tmp_path / "ix"))
    assert r.code == 0, r.err
    assert "Variant (your table): Big hands" in r.out and "set: hand-size 6" in r.out
    text = (books / "blue-sun-variant-big-hands.md").read_text(encoding="utf-8")
    assert "game: blue-sun" in text and "kind: variant" in text and "language: es" in text


def test_the_upload_page_asks_which_game_then_adds_the_document(table, tmp_path):
    books = tmp_path / "books"
    shutil.copytree(RULEBOOKS, books)
    lib = Library(Settings(books, tmp_path / "ix"))
    lib.refresh()
    client = create_app({"TESTING": True, "HOST_TOKEN": "s3cret-token"}, library=lib).test_client()
    body = b"Errata\n\n```\nreplace: SD-JAYNE-VERA: Vera: Deal 3 Damage to any one Foe.\n```\n"

    def post(**form):
        data = {"file": (io.BytesIO(body), "errata.txt"), "token": "s3cret-token", **form}
        return client.post("/rulebooks/add", data=data, content_type="multipart/form-data")
    asked = post()
    assert asked.status_code == 400 and "which game" in asked.get_data(as_text=True)
    ok = post(game="shiny-dice", kind="errata")
    page = ok.get_data(as_text=True)
    assert ok.status_code == 200, page
    stage = re.search(r'name="stage" value="([0-9a-f]+)"', page).group(1)
    done = client.post("/rulebooks/add/confirm", data={"stage": stage, "token": "s3cret-token"})
    assert done.status_code == 302
    doc = [d for d in house.documents(lib) if d.game == "shiny-dice"]
    assert len(doc) == 1 and doc[0].kind == "errata" and doc[0].settings[0].key == "SD-JAYNE-VERA"
    r = client.post("/api/check", json={"position": "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\n"
                                                    "serenity: jayne\nfoes: niska\nask: jayne vera niska\n"}).get_json()
    reasons = r["answers"][0]["reasons"]
    assert reasons[0]["rule"] == "ERRATUM-SD-JAYNE-VERA" and reasons[0]["house"]["label"] == "Erratum (publisher)"
    assert reasons[1]["quote"] == "Vera: Deal 3 Damage to any one Foe."
    assert reasons[1]["house"]["book"]["quote"] == "Vera: Deal 2 Damage to any one Foe."
    assert reasons[1]["url"].startswith(f"/rulebooks/{doc[0].id}")  # the erratum, beside the book's text
    assert reasons[1]["house"]["book"]["url"].startswith("/rulebooks/shiny-dice?")
    shown = client.post("/check", data={"position": "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\n"
                                                    "serenity: jayne\nfoes: niska\nask: jayne vera niska\n"})
    html = shown.get_data(as_text=True)
    assert "Erratum (publisher)" in html and "Vera: Deal 3 Damage" in html and "Vera: Deal 2 Damage" in html
    # the viewer shows the erratum beside the book's original passage
    viewer = client.get(f"/rulebooks/{doc[0].id}").get_data(as_text=True)
    assert "Erratum (publisher)" in viewer and "Vera: Deal 3 Damage to any one Foe." in viewer
    assert "Vera: Deal 2 Damage to any one Foe." in viewer and "/rulebooks/shiny-dice?" in viewer
    # the host disables it from the game page (host token): the book's rule again; the file is kept
    page = client.get("/games/shiny-dice").get_data(as_text=True)
    assert f'/rulebooks/{doc[0].id}/house' in page
    assert client.post(f"/rulebooks/{doc[0].id}/house", data={"enabled": "no", "token": "wrong-token!"}).status_code == 403
    off = client.post(f"/rulebooks/{doc[0].id}/house", data={"enabled": "no", "token": "s3cret-token"})
    assert off.status_code == 302 and off.headers["Location"].endswith("/games/shiny-dice#house")
    assert not house.documents(lib)[0].enabled and (books / f"{doc[0].id}.md").exists()
    r = client.post("/api/check", json={"position": "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\n"
                                                    "serenity: jayne\nfoes: niska\nask: jayne vera niska\n"}).get_json()
    assert r["answers"][0]["reasons"][0]["rule"] == "SD-JAYNE-VERA"

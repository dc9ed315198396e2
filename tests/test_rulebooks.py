"""The shipped rulebooks keep every sentence of their sources, with real headings."""
from __future__ import annotations

import re

import pytest

from referee import plaintext
from referee.rulebook import RulebookError, load, rulebook_files
from referee.text import squash

from helpers import RULEBOOKS, SEEDS

SHIPPED = {
    "shiny-dice": "000_50aa1f8e44fd1c81.txt",
    "blue-sun": "001_64dec85df70267fd.txt",
    "dance-of-the-fireflies": "002_e1a2ab9c8a357154.txt",
    "galaxy-dice": "003_2bba9f00a94fec88.txt",
}
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"“¡¿A-ZÁÉÍÓÚÑ0-9(])")


def source_sentences(text: str) -> list[str]:
    """Every sentence of a seed, with bullets, table tabs and page furniture removed."""
    lines = text.splitlines()
    _, toc_lines = plaintext.read_toc(lines)
    out = []
    for i, line in enumerate(lines):
        if i in toc_lines or plaintext.PAGE_BREAK.match(line) or plaintext.PAGE_NUMBER.match(line):
            continue
        m = plaintext.BULLET.match(line)
        body = m.group(3) if m else line
        for cell in body.split("\t"):
            for sentence in SENTENCE_END.split(cell.strip()):
                if sentence.strip():
                    out.append(squash(sentence))
    return out


@pytest.mark.parametrize("book_id,seed", sorted(SHIPPED.items()))
def test_every_source_sentence_is_in_the_rulebook_verbatim(book_id, seed):
    book = load(RULEBOOKS / f"{book_id}.md")
    have = squash(book.plain_text.replace("\n", " "))
    omitted = set(book.omitted)
    missing = [s for s in source_sentences((SEEDS / seed).read_text(encoding="utf-8"))
               if s not in have and s not in omitted]
    assert not missing, f"{len(missing)} source sentences lost or altered, e.g. {missing[:3]}"


@pytest.mark.parametrize("book_id,seed", sorted(SHIPPED.items()))
def test_table_of_contents_headings_are_headings_in_their_nesting(book_id, seed):
    entries, _ = plaintext.read_toc((SEEDS / seed).read_text(encoding="utf-8").splitlines())
    book = load(RULEBOOKS / f"{book_id}.md")
    got = [(h.text, h.level - 2) for h in book.headings if h.level > 1]
    for entry in entries:
        assert entry in got, f"{entry} is not a heading at that level"


def test_shipped_books_have_front_matter_and_unique_anchors():
    books = [load(p) for p in rulebook_files(RULEBOOKS)]
    assert {b.id for b in books} == set(SHIPPED)
    spanish = next(b for b in books if b.id == "blue-sun")
    assert spanish.language == "es" and "sol azul" in spanish.aliases
    for b in books:
        anchors = [h.anchor for h in b.headings] + [p.anchor for p in b.passages]
        assert len(anchors) == len(set(anchors)), b.id
        assert all(p.section in {h.text for h in b.headings} for p in b.passages)


def test_blue_sun_headings_are_detected_without_a_table_of_contents():
    book = load(RULEBOOKS / "blue-sun.md")
    names = {h.text for h in book.headings}
    for heading in ["Espacio Reaver", "Resolver Marcadores de Alerta", "Fichas de rastro Reaver",
                    "Indicadores de la alianza", "Cartas de Configuración", "Nuevas cartas de navegación del Borde"]:
        assert heading in names
    # picture captions are not headings
    assert "Las tres regiones, resaltadas." not in names
    assert "Un desafío legal y otro ilegal" not in names


def test_plain_text_headings_are_short_lines_without_final_punctuation(tmp_path):
    path = tmp_path / "house-rules.txt"
    path.write_text("House Rules\n\nSetup\nEach player takes five cards and one token from the box.\n\n"
                    "Turns\n\n- Draw a card.\n- Play a card, then pass the turn to the left.\n\n"
                    "A sentence that is not a heading.\nIt goes on here with more words than any heading has.\n",
                    encoding="utf-8")
    book = load(path)
    assert [h.text for h in book.headings] == ["House Rules", "Setup", "Turns"]
    assert book.id == "house-rules"
    assert [p.section for p in book.passages] == ["Setup", "Turns", "Turns", "Turns", "Turns"]


def test_broken_front_matter_is_reported_with_path_and_line(tmp_path):
    path = tmp_path / "broken.md"
    path.write_text("---\nid: broken\nthis line has no colon\n---\n# Title\n\nText.\n", encoding="utf-8")
    with pytest.raises(RulebookError) as err:
        load(path)
    assert err.value.line == 3 and str(path) in str(err.value)


@pytest.mark.parametrize("content,message", [
    (b"\xff\xfe\x00bad", "not valid UTF-8"),
    (b"---\nid: x\n", "never closed"),
    (b"---\nid: Bad Id!\n---\n# T\n\nText.\n", "lower-case"),
    (b"---\nid: ok\nlanguage: fr\n---\n# T\n\nText.\n", "not supported"),
    (b"   \n\n", "no text"),
])
def test_unreadable_rulebooks_get_a_specific_error(tmp_path, content, message):
    path = tmp_path / "book.md"
    path.write_bytes(content)
    with pytest.raises(RulebookError, match=message):
        load(path)


def test_quotes_are_found_in_their_passage():
    book = load(RULEBOOKS / "shiny-dice.md")
    p = book.find_quote("Vera: Deal 2 Damage to any one Foe.")
    assert p is not None and p.section == "Step 3 – Misbehave!" and p.kind == "table"
    assert book.find_quote("a sentence that is nowhere") is None


def test_headings_lose_their_closing_hashes_but_keep_a_final_hash_of_their_text():
    from pathlib import Path
    from referee.rulebook import parse
    book = parse("---\nid: h\n---\n# Book\n\n## Setup ##\n\ntext\n\n## C#\n\ntext\n\n###   Spaced   ###   \n\ntext\n",
                 Path("h.md"))
    assert [h.text for h in book.headings] == ["Book", "Setup", "C#", "Spaced"]


def test_repeated_headings_get_numbered_anchors_in_order():
    from pathlib import Path
    from referee.rulebook import parse
    book = parse("---\nid: h\n---\n# Book\n\n## Same\n\na\n\n## Same 2\n\nb\n\n## Same\n\nc\n\n## Same\n\nd\n",
                 Path("h.md"))
    assert [h.anchor for h in book.headings[1:]] == ["same", "same-2", "same-3", "same-4"]


def test_a_blank_line_inside_a_list_keeps_the_list_together():
    from pathlib import Path
    from referee.rulebook import parse
    book = parse("---\nid: l\n---\n# L\n\n- one\n\n\n- two\n\n    more of two\n\nAfter the list.\n", Path("l.md"))
    assert [(p.kind, p.text) for p in book.passages] == [("list", "one"), ("list", "two\nmore of two"),
                                                       ("paragraph", "After the list.")]
    assert [len(b) for b in book.blocks[1:]] == [2, 1]  # the two items are one list block


def test_a_failed_contents_scan_does_not_hide_a_real_table_of_contents():
    lines = ["Title", "Contents", "- only one", "Not a list", "Contents", "- Setup", "- Play", "  - Turns", "",
             "Setup"]
    entries, used = plaintext.read_toc(lines)
    assert entries == [("Setup", 0), ("Play", 0), ("Turns", 1)]
    assert used == {4, 5, 6, 7}

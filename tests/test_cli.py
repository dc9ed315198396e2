"""The `referee` command over the same core as the web."""
from __future__ import annotations

import json

from helpers import RULEBOOKS


def test_index_builds_then_updates_incrementally(run_cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    for p in RULEBOOKS.glob("shiny-dice*"):
        (books / p.name).write_bytes(p.read_bytes())
    first = run_cli("index", "--rulebooks", str(books), "--index", str(tmp_path / "ix"), "--json")
    assert first.code == 0
    assert json.loads(first.out)["changed"] == ["shiny-dice"]
    again = run_cli("index", "--rulebooks", str(books), "--index", str(tmp_path / "ix"), "--json")
    assert json.loads(again.out)["changed"] == []
    (books / "house.txt").write_text("House Rules\n\nDrafting\nEach player drafts three cards before the first turn begins.\n")
    third = json.loads(run_cli("index", "--rulebooks", str(books), "--index", str(tmp_path / "ix"), "--json").out)
    assert third["changed"] == ["house"] and third["passages"] > 1


def test_broken_rulebook_is_reported_with_path_and_line_and_others_still_index(run_cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    (books / "good.txt").write_text("Good Game\n\nScoring\nThe player with the most gold coins wins the whole game.\n")
    (books / "bad.md").write_text("---\nid: bad\nno colon here\n---\n# Bad\n\ntext\n")
    res = run_cli("index", "--rulebooks", str(books), "--index", str(tmp_path / "ix"))
    assert res.code == 1
    assert "bad.md:3" in res.err
    found = run_cli("search", "gold coins", "--rulebooks", str(books), "--index", str(tmp_path / "ix"), "--json")
    assert json.loads(found.out)["results"][0]["game"] == "good"


def test_search_prints_results_and_json(run_cli, shipped_index):
    res = run_cli("search", "Niksa", "--index", str(shipped_index), "--limit", "2")
    assert res.code == 0 and "Did you mean: niska" in res.out and "Shiny Dice" in res.out
    data = json.loads(run_cli("search", "alert tokens", "--game", "sol azul", "--index", str(shipped_index), "--json").out)
    assert data["game"] == "blue-sun" and data["results"]


def test_search_errors_exit_2(run_cli, shipped_index):
    res = run_cli("search", "dice", "--game", "monopoly", "--index", str(shipped_index))
    assert res.code == 2 and "monopoly" in res.err


def test_games_lists_every_book(run_cli, shipped_index):
    res = run_cli("games", "--index", str(shipped_index))
    assert res.code == 0 and "shiny-dice" in res.out and "blue-sun" in res.out


def test_lan_addresses_are_real_interface_addresses():
    from referee.cli import lan_addresses
    addresses = lan_addresses()
    assert all(not a.startswith("127.") and a.count(".") == 3 for a in addresses)


def test_serve_help_names_host_port_and_read_only(run_cli, capsys):
    import pytest
    with pytest.raises(SystemExit):
        run_cli("serve", "--help")
    out = capsys.readouterr().out
    assert "--host" in out and "--port" in out and "--read-only" in out


def test_add_converts_a_text_rulebook_prints_its_headings_and_indexes_it(run_cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    src = tmp_path / "Star Pirates.txt"
    src.write_text("Star Pirates\n\nBoarding\nA pirate may board a ship only when both ships share an orbit.\n")
    res = run_cli("add", str(src), "--title", "Star Pirates", "--rulebooks", str(books), "--index", str(tmp_path / "ix"))
    assert res.code == 0 and "'star-pirates'" in res.out and "Boarding" in res.out
    assert (books / "star-pirates.md").read_text().startswith("---\nid: star-pirates\n")
    found = json.loads(run_cli("search", "board orbit", "--json", "--rulebooks", str(books),
                               "--index", str(tmp_path / "ix")).out)
    assert found["results"][0]["section"] == "Boarding"
    again = run_cli("add", str(src), "--rulebooks", str(books), "--index", str(tmp_path / "ix"))
    assert again.code == 2 and "already exists" in again.err

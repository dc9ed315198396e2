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


def _kernel_local_addresses() -> set[str] | None:
    """This machine's own IPv4 addresses as the kernel lists them (/proc/net/fib_trie), an
    independent reading of what lan_addresses() finds through interface ioctls."""
    try:
        lines = open("/proc/net/fib_trie", encoding="ascii").read().splitlines()
    except OSError:
        return None
    found = set()
    for prev, line in zip(lines, lines[1:]):
        if line.strip() == "/32 host LOCAL" and "|--" in prev:
            found.add(prev.split("|--")[1].strip())
    return {a for a in found if not a.startswith("127.")}


def test_lan_addresses_are_real_interface_addresses():
    import pytest
    from referee.cli import lan_addresses
    addresses = lan_addresses()
    for a in addresses:
        assert not a.startswith("127.") and a.count(".") == 3 and all(p.isdigit() for p in a.split(".")), a
    expected = _kernel_local_addresses()
    if expected is None:
        pytest.skip("no /proc/net/fib_trie to compare with")
    assert expected <= set(addresses), (expected, addresses)  # every interface address is offered


def test_lan_addresses_skip_loopback_and_keep_every_interface(monkeypatch):
    import fcntl
    import socket
    from referee import cli
    table = {"lo": "127.0.0.1", "eth0": "192.168.1.7", "wlan0": "10.0.0.5"}
    monkeypatch.setattr(socket, "if_nameindex", lambda: [(i, n) for i, n in enumerate(table, 1)])

    def ioctl(fd, op, arg):
        name = arg[:16].rstrip(b"\0").decode()
        return b"\0" * 20 + socket.inet_aton(table[name]) + b"\0" * 8
    monkeypatch.setattr(fcntl, "ioctl", ioctl)
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(2, 1, 6, "", ("127.0.1.1", 0))])
    assert cli.lan_addresses() == ["192.168.1.7", "10.0.0.5"]


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


def test_add_from_another_folder_writes_where_help_says(run_cli, tmp_path, monkeypatch, capsys):
    """--help says: --rulebooks, else $REFEREE_RULEBOOKS, else the installation's folder,
    whatever the current folder; a ./rulebooks folder there is not used."""
    import pytest
    import referee.library
    install = tmp_path / "install"
    (install / "rulebooks").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "rulebooks").mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    monkeypatch.setattr(referee.library, "ROOT", install)
    monkeypatch.delenv("REFEREE_RULEBOOKS", raising=False)
    monkeypatch.delenv("REFEREE_INDEX", raising=False)
    with pytest.raises(SystemExit):
        run_cli("add", "--help")
    help_text = " ".join(capsys.readouterr().out.split())
    assert "$REFEREE_RULEBOOKS" in help_text and "installation" in help_text and "./rulebooks" not in help_text
    src = elsewhere / "Moon Race.txt"
    src.write_text("Moon Race\n\nRacing\nEach racer moves one space for every pip showing on the die.\n")
    res = run_cli("add", str(src))
    assert res.code == 0, res.err
    assert (install / "rulebooks" / "moon-race.md").exists() and not list((elsewhere / "rulebooks").iterdir())
    assert str(install / "rulebooks" / "moon-race.md") in res.out  # the output names the file written
    env_books = tmp_path / "env-books"
    monkeypatch.setenv("REFEREE_RULEBOOKS", str(env_books))
    res = run_cli("add", str(src), "--index", str(tmp_path / "ix2"))
    assert res.code == 0 and (env_books / "moon-race.md").exists()


def test_add_errors_name_the_flag_that_fixes_them(run_cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    ix = str(tmp_path / "ix")
    src = tmp_path / "Sky Pirates.txt"
    src.write_text("Sky Pirates\n\nBoarding\nA pirate may board a ship only when both ships share an orbit.\n")
    assert run_cli("add", str(src), "--rulebooks", str(books), "--index", ix).code == 0
    again = run_cli("add", str(src), "--rulebooks", str(books), "--index", ix)
    assert again.code == 2 and "already exists" in again.err and "--replace" in again.err
    assert run_cli("add", str(src), "--replace", "--rulebooks", str(books), "--index", ix).code == 0
    reserved = run_cli("add", str(src), "--id", "add", "--rulebooks", str(books), "--index", ix)
    assert reserved.code == 2 and "reserved" in reserved.err and "--id" in reserved.err
    shadow = run_cli("add", str(src), "--id", "other", "--title", "Sky Pirates", "--rulebooks", str(books), "--index", ix)
    assert shadow.code == 2 and "Sky Pirates" in shadow.err and "--title" in shadow.err
    missing = run_cli("add", str(tmp_path / "nope.txt"), "--rulebooks", str(books), "--index", ix)
    assert missing.code == 2 and "cannot read" in missing.err
    assert sorted(p.name for p in books.iterdir() if not p.name.startswith(".")) == ["sky-pirates.md"]


def test_ask_rules_a_dispute_told_in_words_as_the_api_does(run_cli, shipped_index, client):
    """`referee ask` is the chat of the web page: the same reading, verdict, quote and exit code."""
    message = "can river reroll two foe dice?"
    res = run_cli("ask", message, "--index", str(shipped_index))
    assert res.code == 1, res.out + res.err  # illegal
    assert res.out.startswith("**Illegal**")
    assert "For each die showing River's icon, you may reroll it and any one Foe Die of your choice." in res.out
    assert "](/" not in res.out and "Open in Check" not in res.out  # web links mean nothing in a terminal
    data = json.loads(run_cli("ask", message, "--index", str(shipped_index), "--json").out)
    api = client.post("/api/ask", json={"message": message}).get_json()
    assert (data["verdict"], data["position"], data["check"]["answers"]) == \
        (api["verdict"], api["position"], api["check"]["answers"])


def test_ask_follow_up_carries_the_conversation(run_cli, shipped_index):
    question = "how many rounds are there?"
    alone = json.loads(run_cli("ask", question, "--index", str(shipped_index), "--json").out)
    first = json.loads(run_cli("ask", "In Galaxy Dice, can I spend an Arcade Token to reroll?",
                               "--index", str(shipped_index), "--json").out)
    assert first["game"] == "galaxy-dice" != alone["game"] and first["conversation"]
    again = json.loads(run_cli("ask", question, "--index", str(shipped_index), "--json",
                               "--conversation", first["conversation"]).out)
    assert again["game"] == "galaxy-dice"  # the game of the conversation, not said again


def test_ask_errors_exit_2_with_the_reason(run_cli, shipped_index):
    res = run_cli("ask", "   ", "--index", str(shipped_index))
    assert res.code == 2 and "question" in res.err
    res = run_cli("ask", "can I reroll?", "--game", "monopoly", "--index", str(shipped_index), "--json")
    assert res.code == 2 and json.loads(res.out)["error"]["code"] == "unknown-game"

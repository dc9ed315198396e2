"""House rules in the rules engine (issue 24): each game's parameters and switchable rules,
rulings that flip under them, the house rule cited before the book rule it replaces, the book's
ruling with house="none", and the errors a bad house-rule line gets."""
from __future__ import annotations

from pathlib import Path

import pytest

from referee.rules import PositionSyntaxError, check, get_game, house

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "rules"
GAMES = ("shiny-dice", "blue-sun", "galaxy-dice", "dance-of-the-fireflies")


def fixture(path: str) -> str:
    return (FIXTURES / path).read_text(encoding="utf-8")


def last(text: str, **kw):
    return check(text, **kw).answers[-1]


def ids(answer) -> list[str]:
    return [r.rule.id for r in answer.reasons]


# ---- declarations -------------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_each_game_declares_parameters_and_switchable_rules(gid):
    g = get_game(gid)
    spec = house.SPECS[gid]
    rule_ids = {r.id for r in g.rules}
    book = (ROOT / "rulebooks" / f"{g.book or g.id}.md").read_text(encoding="utf-8")
    lines = book.split("\n")
    assert len(spec.params) >= 5, f"{gid} declares {len(spec.params)} parameters"
    for p in spec.params.values():
        assert p.low <= p.value <= p.high, p.name
        assert p.rules and set(p.rules) <= rule_ids, p.name
        assert any(p.quote in line for line in lines), f"{p.name}: quote is not one line of the book"
        assert any(line.lstrip("# ").strip() == p.section for line in lines), f"{p.name}: no heading {p.section!r}"
    assert len(spec.switches) >= 3
    assert set(spec.switches) <= rule_ids
    described = g.describe()["house"]
    assert [p["name"] for p in described["parameters"]] == list(spec.params)
    assert all(p["book_value"] == spec.params[p["name"]].value for p in described["parameters"])
    assert [s["rule"] for s in described["switchable"]] == list(spec.switches)


# ---- a ruling flips under a parameter, and under a rule switched off ------------------------
SD_CHECK = ("game: shiny-dice\nstep: get-a-crew\nphase: check\nserenity: mal, zoe, river, book\n"
            "foes: saffron x4, niska\nothers: ann 500, bo 0\n")
BS_HOLD = "game: blue-sun\nplayer: Pete\nask: Pete hold 5 cards\n"
GD_SETUP = fixture("galaxy-dice/setup-tokens-wrong.txt") + "ask: valid\n"
DF_PLANT = ("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nRosa hand: red sun\n"
            "Rosa bed 1: white, yellow, orange, blue, purple\nask: plant red sun in bed 1\n")

PARAMETER_FLIPS = [  # (position, house line, book verdict, house verdict, the book rule replaced)
    (SD_CHECK + "ask: proceed\n", "set: penalty-at 5", "illegal", "legal", "SD-FOUR-OF-A-KIND"),
    (BS_HOLD, "set: hand-size 5", "illegal", "legal", "BS-HAND-LIMIT"),
    (GD_SETUP, "set: starting-tokens 5", "illegal", "legal", "GD-SETUP-TOKENS"),
    (DF_PLANT, "set: bed-size 5", "legal", "illegal", "DF-BED-COMPLETE"),
]
SWITCH_FLIPS = [
    (SD_CHECK + "ask: proceed\n", "off: SD-FOUR-OF-A-KIND", "SD-FOUR-OF-A-KIND"),
    (fixture("blue-sun/deal-other-sector.txt"), "off: BS-TRADE-SAME-SECTOR", "BS-TRADE-SAME-SECTOR"),
    (fixture("galaxy-dice/cycle-again.txt"), "off: GD-CYCLE-ONCE", "GD-CYCLE-ONCE"),
    (fixture("dance-of-the-fireflies/bonus-not-adjacent.txt"), "off: DF-BONUS-ADJACENT", "DF-BONUS-ADJACENT"),
]


@pytest.mark.parametrize("text,line,book,table,rule", PARAMETER_FLIPS, ids=[f[4] for f in PARAMETER_FLIPS])
def test_a_parameter_flips_the_ruling_and_is_cited_before_the_book_rule(text, line, book, table, rule):
    before = last(text)
    assert before.verdict == book and rule in ids(before)
    after = last(text + line + "\n")
    assert after.verdict == table
    got = ids(after)
    name = line.split()[1]
    assert got[0] == f"HOUSE-{name.upper()}", got  # the house rule leads
    assert got[1] == rule, got  # then the book rule it replaces
    lead = after.reasons[0].to_dict()
    assert lead["statement"].startswith("House rule:") and lead["quote"] == line
    assert lead["house"]["replaces"] == rule and lead["house"]["value"] == int(line.split()[-1])
    # house="none" gives the book's ruling again, even with the line in the position
    again = last(text + line + "\n", house="none")
    assert again.verdict == book and not any(i.startswith("HOUSE-") for i in ids(again))
    assert check(text + line + "\n", house="none").house.book_only


@pytest.mark.parametrize("text,line,rule", SWITCH_FLIPS, ids=[f[2] for f in SWITCH_FLIPS])
def test_a_rule_switched_off_flips_the_ruling_and_is_cited_first(text, line, rule):
    before = last(text)
    assert before.verdict == "illegal" and ids(before)[0] == rule
    after = last(text + "\n" + line + "\n")
    assert after.verdict == "legal"
    assert ids(after)[:2] == [f"HOUSE-OFF-{rule}", rule]
    assert "switched off" in after.reasons[1].detail
    assert after.reasons[0].to_dict()["house"]["off"] == rule
    assert last(text + "\n" + line + "\n", house="none").verdict == "illegal"


def test_a_parameter_changes_what_an_action_does():
    book = last(SD_CHECK + "ask: penalty\n")
    table = last(SD_CHECK + "set: penalty-vp 50\nask: penalty\n")
    assert "ann discards 100 VP (500 -> 400)." in book.effects
    assert "ann discards 50 VP (500 -> 450)." in table.effects
    assert ids(table)[:2] == ["HOUSE-PENALTY-VP", "SD-FOUR-OF-A-KIND"]
    assert "(500 -> 450)" not in " ".join(last(SD_CHECK + "set: penalty-vp 50\nask: penalty\n",
                                               house="none").effects)


def test_a_switched_off_scoring_rule_changes_the_score():
    text = ("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: over\n"
            "Rosa bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun\nask: score Rosa\n")
    book = last(text)
    off = last(text + "off: DF-HARMONY-DAY\n")
    more = last(text + "set: harmony-day 5\n")
    assert off.value == book.value - 2 and more.value == book.value + 3
    assert ids(off).index("HOUSE-OFF-DF-HARMONY-DAY") == ids(off).index("DF-HARMONY-DAY") - 1


def test_the_house_rules_in_force_are_named_in_the_result():
    r = check(SD_CHECK + "set: penalty-vp 50\noff: SD-TEAM-BONUS\nask: penalty\n")
    d = r.to_dict()["house"]
    assert d["settings"][0]["parameter"] == "penalty-vp" and d["settings"][0]["book_value"] == 100
    assert d["off"][0]["rule"] == "SD-TEAM-BONUS"
    assert d["in_force"][0]["kind"] == "position"
    assert "set: penalty-vp 50" in r.position  # the canonical position keeps its own house lines
    assert check(SD_CHECK + "ask: penalty\n").house is None  # no house rules asked: as before


# ---- documents of the library ---------------------------------------------------------------
def doc(doc_id, title, *lines, game="shiny-dice", kind="house-rules", enabled=True):
    settings = []
    for i, ln in enumerate(lines, 1):
        key, value = ln.split(":", 1)
        tok = house.Token(value.strip(), i, len(key) + 3, ln)
        settings += house.read_setting(game, key, tok, house.Source(doc_id, title, kind, i, ln),
                                       [r.id for r in get_game(game).rules])
    return house.Document(doc_id, title, kind, game, tuple(settings), enabled)


def test_documents_apply_to_their_own_game_only_and_can_be_chosen_or_refused():
    ours = doc("sd-ours", "Our table", "set: penalty-at 5")
    other = doc("bs-ours", "Blue table", "set: hand-size 5", game="blue-sun")
    text = SD_CHECK + "ask: proceed\n"
    assert last(text, documents=[ours, other]).verdict == "legal"
    assert last(BS_HOLD, documents=[ours]).verdict == "illegal"
    r = check(text, documents=[ours, other])
    assert [s.title for s in r.house.sources] == ["Our table"]
    assert r.answers[0].reasons[0].to_dict()["house"]["source"]["title"] == "Our table"
    assert r.answers[0].reasons[0].rule.citation.quote == "set: penalty-at 5"
    assert last(text + "house: none\n", documents=[ours]).verdict == "illegal"
    assert last(text, documents=[ours], house="none").verdict == "illegal"
    disabled = doc("sd-off", "Disabled", "set: penalty-at 5", enabled=False)
    assert last(text, documents=[disabled]).verdict == "illegal"
    assert last(text + "house: Disabled\n", documents=[disabled]).verdict == "legal"  # named: in force
    with pytest.raises(PositionSyntaxError) as err:
        check(text + "house: Our tabel\n", documents=[ours])
    assert err.value.line == 8 and "did you mean" in (err.value.hint or "")


def test_two_documents_setting_one_parameter_later_wins_and_it_is_shown():
    a = doc("a-first", "First", "set: penalty-vp 50")
    b = doc("b-second", "Second", "set: penalty-vp 20")
    r = check(SD_CHECK + "ask: penalty\n", documents=[a, b])
    assert "ann discards 20 VP (500 -> 480)." in r.answers[0].effects
    lead = r.answers[0].reasons[0]
    assert 'replaces "First"\'s 50' in lead.rule.statement
    assert r.house.to_dict()["settings"][0]["overrides"][0]["source"]["title"] == "First"
    with pytest.raises(house.HouseConflict) as err:  # adding a document refuses it, naming both
        house.combine("shiny-dice", [(a.source, list(a.settings)), (b.source, list(b.settings))], strict=True)
    assert "First" in str(err.value) and "Second" in str(err.value)


def test_an_erratum_replaces_a_rules_statement_and_quote():
    new = "Vera: Deal 2 Damage to any one Foe, or 1 Damage to each of two Foes."
    e = doc("sd-errata", "Publisher FAQ", f"replace: SD-JAYNE-VERA: {new}", kind="errata")
    text = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne\nfoes: niska\nask: jayne vera niska\n"
    a = last(text, documents=[e])
    assert ids(a)[:2] == ["ERRATUM-SD-JAYNE-VERA", "SD-JAYNE-VERA"]
    book_rule = a.reasons[1].to_dict()
    assert book_rule["statement"] == new and book_rule["quote"] == new
    assert book_rule["house"]["book"]["quote"] == "Vera: Deal 2 Damage to any one Foe."
    assert a.reasons[0].to_dict()["house"]["label"] == "Erratum (publisher)"
    plain = last(text, documents=[e], house="none")
    assert plain.reasons[0].rule.citation.quote == "Vera: Deal 2 Damage to any one Foe."


# ---- errors ---------------------------------------------------------------------------------
@pytest.mark.parametrize("line,column,message,hint", [
    ("set: penalty-att 5", 6, '"penalty-att" is not a parameter', 'did you mean "penalty-at"?'),
    ("set: penalty-at 9", 17, "out of range", "set: penalty-at 5"),
    ("off: SD-FOUR-OF-A-KIN", 6, "is not a rule of shiny-dice that can be switched off",
     'did you mean "SD-FOUR-OF-A-KIND"?'),
    ("off: SD-JAYNE-VERA", 6, "cannot be switched off", None),
    ("set: penalty-at", 6, "is not a parameter and a number", None),
])
def test_a_bad_house_line_is_a_pointed_syntax_error(line, column, message, hint):
    text = SD_CHECK + line + "\nask: proceed\n"
    with pytest.raises(PositionSyntaxError) as err:
        check(text)
    e = err.value
    assert e.line == 7 and e.column == column and message in e.message
    if hint:
        assert hint in (e.hint or "")
    if "range" in message:
        assert "from 3 to 5" in e.expected and "the book says 4" in e.expected


def test_one_set_line_may_hold_several_parameters():
    r = check(SD_CHECK + "set: penalty-vp 50, defeat-vp 200\nask: penalty\n")
    assert {s["parameter"] for s in r.house.to_dict()["settings"]} == {"penalty-vp", "defeat-vp"}
    with pytest.raises(PositionSyntaxError) as err:
        check(SD_CHECK + "set: penalty-vp 50, defeat-vpp 200\nask: penalty\n")
    assert err.value.column == 21 and 'did you mean "defeat-vp"' in err.value.hint


def test_parameter_names_forgive_case_spaces_and_accents():
    for line in ("set: Hand Size 5", "set: hand_size = 5", "set: tamaño de mano 5", "SET: hand-size: 5"):
        assert last(BS_HOLD + line + "\n").verdict == "legal", line


# ---- every declaration is obeyed: each parameter and each switch changes some shipped ruling ----
def _signature(result) -> tuple:
    a = result.answers[-1] if result.answers else None
    return (result.verdict, tuple(r.rule.id for r in result.problems),
            (a.verdict, a.value, tuple(a.effects)) if a else None)


def _fixtures(gid: str) -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted((FIXTURES / gid).glob("*.txt"))]


@pytest.mark.parametrize("gid", GAMES)
def test_every_parameter_changes_a_ruling_of_the_games_fixtures(gid):
    get_game(gid)
    texts = _fixtures(gid)
    for p in house.SPECS[gid].params.values():
        changed = False
        for t in (t for t in texts if any(rid in t for rid in p.rules)):
            try:
                base = _signature(check(t))
            except PositionSyntaxError:
                continue
            assert _signature(check(t + f"\nset: {p.name} {p.value}\n")) == base  # the book's value: no change
            if any(_signature(check(t + f"\nset: {p.name} {v}\n")) != base for v in (p.low, p.high) if v != p.value):
                changed = True
                break
        assert changed, f"{gid}: no fixture ruling reads {p.name}"


@pytest.mark.parametrize("gid", GAMES)
def test_every_switchable_rule_flips_a_fixture_or_a_score(gid):
    get_game(gid)
    texts = _fixtures(gid)
    for rid in house.SPECS[gid].switches:
        flipped = False
        for t in (t for t in texts if f"{rid}" in t):
            try:
                before = check(t)
            except PositionSyntaxError:
                continue
            after = check(t + f"\noff: {rid}\n")
            if _signature(after) != _signature(before):
                flipped = True
                assert any(r.rule.id == f"HOUSE-OFF-{rid}" for a in after.answers for r in a.reasons) or \
                    any(r.rule.id == f"HOUSE-OFF-{rid}" for r in after.problems) or after.verdict == "legal"
                break
        assert flipped, f"{gid}: switching {rid} off changes no fixture"


def test_a_rule_that_grants_an_action_refuses_it_once_switched_off():
    text = fixture("shiny-dice/team-bonus-ok.txt")
    assert last(text).verdict == "legal"
    off = last(text + "\noff: SD-TEAM-BONUS\n")
    assert off.verdict == "illegal" and ids(off)[:2] == ["HOUSE-OFF-SD-TEAM-BONUS", "SD-TEAM-BONUS"]
    assert off.reasons[1].detail == "switched off at this table: no Team Bonus"
    opts = last(SD_CHECK + "off: SD-FOUR-OF-A-KIND\nask: options\n").options
    assert "penalty" not in opts and "proceed" in opts

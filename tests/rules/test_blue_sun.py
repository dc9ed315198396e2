"""Blue Sun (Spanish rulebook): syntax errors, Spanish/English vocabulary, round trips, the page data."""
from __future__ import annotations

import pytest

from referee.rules import PositionSyntaxError, check, get_game
from referee.rules.core import QUESTIONS
from referee.rules.dsl import Token, split_steps
from referee.rules.games import blue_sun as bs

from rules_fixtures import all_fixtures

G = get_game("blue-sun")
MAP = ("game: blue-sun\n"
       "sector: Burnham Reach, rim, reaver space\n"
       "sector: Deadwood, rim, planet, 3 reaver alerts\n"
       "sector: Highgate, border, planet, contact\n"
       "adjacent: Burnham Reach - Deadwood, Deadwood - Highgate\n"
       "diagonal: Burnham Reach - Highgate\n"
       "reavers: Burnham Reach\n")


def err(text):
    with pytest.raises(PositionSyntaxError) as e:
        check(text)
    return e.value


def answer(text):
    return check(text).answers[-1]


# ---- syntax: line, column, hint -------------------------------------------------------
def test_unknown_sector_in_adjacency_did_you_mean():
    e = err(MAP + "adjacent: Highgate - Deadwod\n")
    assert (e.line, e.column) == (8, 22)
    assert e.hint == 'did you mean "Deadwood"?'
    assert "Highgate - Deadwod" in str(e)


def test_unknown_region_did_you_mean():
    e = err("game: blue-sun\nsector: Haze, rimm\n")
    assert (e.line, e.column) == (2, 15)
    assert e.hint == 'did you mean "rim"?'


def test_unknown_key_did_you_mean():
    e = err("game: blue-sun\nsectr: Haze, rim\n")
    assert (e.line, e.column) == (2, 1) and e.hint == 'did you mean "sector"?'


def test_ask_names_unknown_player_and_sector():
    e = err(MAP + "player: Sally, at Highgate\nask: Sallly full burn to Deadwood\n")
    assert (e.line, e.column) == (9, 6) and e.hint == 'did you mean "Sally"?'
    e = err(MAP + "player: Sally, at Highgate\nask: Sally full burn to Deadwod\n")
    assert (e.line, e.column) == (9, 25) and e.hint == 'did you mean "Deadwood"?'


def test_die_roll_and_credits_are_checked():
    e = err(MAP + "player: Bo, at Deadwood, full burn, alert pending\nask: Bo resolve alert roll 7\n")
    assert e.line == 9 and "1 to 6" in e.message
    e = err(MAP + "player: Bo, at Deadwood, credits 1250\n")
    assert e.line == 8 and "$100" in e.message and e.hint


def test_every_error_at_once():
    e = err("game: blue-sun\nsector: A, rimm\nsector: B, rim, 2 reaver alertz\nadjacent: A - C\nbogus line\n")
    assert [x.line for x in e.errors] == [2, 3, 4, 5]
    assert len(e.to_dict()["errors"]) == 4


def test_not_this_game():
    e = err("game: blue-sun\ngame: shiny-dice\n")
    assert e.line == 2


def test_challenge_on_unknown_job():
    e = err("game: blue-sun\nplayer: Pete\njob: Pete, Job A, legal\nchallenge: Pete, C1, legal, on Job B\n")
    assert e.line == 4


# ---- forgiving input: English and Spanish ---------------------------------------------
def test_spanish_and_english_names_are_the_same_position():
    en = G.parse("game: blue-sun\n"
                 "sector: Haze, Rim, Reaver Space, 2 Reaver alerts, 1 alliance alert\n"
                 "sector: Whitefall, border space, planet\n"
                 "adjacent: Haze - Whitefall\n"
                 "cruiser: Whitefall\n"
                 "player: Bo, at Haze, outlaw, long-range scanner, fuel x2, parts, trust Mr. Universe\n")
    es = G.parse("juego: sol azul\n"
                 "sector: Haze, borde exterior, espacio reaver, 2 alertas reaver, 1 alerta de la alianza\n"
                 "sector: Whitefall, espacio fronterizo, planeta\n"
                 "adyacente: haze - WHITEFALL\n"
                 "crucero de la alianza: whitefall\n"
                 "jugador: Bo, en Haze, fuera de la ley, escáner de largo alcance, 2 combustible, "
                 "repuestos, confianza Sr. Universo\n")
    assert en == es
    assert G.render(en) == G.render(es)


def test_spanish_actions():
    text = (MAP + "player: Sally, at Highgate\nplayer: John, at Deadwood\n"
            "ask: John deambula a Burnham Reach\n"
            "ask: John vuela a todo trapo a Burnham Reach\n"
            "ask: Sally da 2 combustible a John\n")
    r = check(text)
    assert [a.verdict for a in r.answers] == ["legal", "illegal", "illegal"]
    assert [x.rule.id for x in r.answers[1].reasons] == ["BS-NO-BURN-INTO-REAVER"]


def test_accents_and_plurals_forgiven():
    a = G.parse("game: blue-sun\nsector: U, rim, cinturon de uroboros\nsector: V, rim, Cinturón de Uroboros\n")
    assert all(s.uroboros for s in a.sectors)


# ---- the player to your right -----------------------------------------------------------
def test_player_to_the_right_wraps_around():
    p = G.parse(MAP + "player: Sally\nplayer: Bo\nplayer: John\n")
    assert p.right_of("bo").name == "Sally"
    assert p.right_of("sally").name == "John"


def test_alert_company_then_right_player_moves():
    base = MAP + "player: Sally, at Highgate\nplayer: John, at Deadwood, full burn, alert pending\n"
    a = answer(base + "ask: John resolve alert roll 3\n")
    assert a.legal and "company reaver" in a.after
    b = answer(a.after + "ask: John move reaver from Burnham Reach to Deadwood\n")
    assert not b.legal and [r.rule.id for r in b.reasons] == ["BS-ALERT-CHOOSER"]
    c = answer(a.after + "ask: move reaver from Burnham Reach to Deadwood by Sally\n")
    assert c.legal
    assert "sector: Burnham Reach, rim, reaver space, 1 reaver alert" in c.after
    assert "player: John, at Deadwood, full burn\n" in c.after
    d = answer(c.after + "ask: John draw nav\n")
    assert d.legal


def test_reaver_already_there_means_no_company_move():
    text = (MAP + "player: Sally, at Highgate\nplayer: John, at Burnham Reach, mosey, alert pending\n"
            "ask: John resolve alert roll 1\n")
    a = answer(text)
    assert a.legal and any("already in Burnham Reach" in e for e in a.effects)
    assert "company" not in a.after


def test_every_rule_forbidding_is_listed():
    a = answer(MAP + "player: Bo, at Highgate, outlaw, fly ended, alert pending\n"
                     "ask: Bo full burn to Burnham Reach\n")
    assert {r.rule.id for r in a.reasons} == {"BS-NO-DIAGONAL", "BS-NO-BURN-INTO-REAVER",
                                              "BS-ALERT-FIRST", "BS-OUTLAW-CRUISER"}


def test_complete_value_and_trust():
    text = ("game: blue-sun\nplayer: Pete, credits 100, trust lord harrow\n"
            "job: Pete, Haul, illegal, smuggling, contact lord harrow, pay 1000, met\n"
            "challenge: Pete, Hands Tied, illegal, reward 500, on Haul, met\n"
            "ask: Pete complete Haul\n")
    a = answer(text)
    assert a.value == 2000
    assert "player: Pete, credits 2100, trust lord harrow, trust mr universe" in a.after
    assert "job:" not in a.after and "challenge:" not in a.after


# ---- canonical text -----------------------------------------------------------------------
FIXTURES = [f for f in all_fixtures() if f.game == "blue-sun"]


@pytest.mark.parametrize("fx", FIXTURES, ids=[f.path.stem for f in FIXTURES])
def test_fixture_round_trip(fx):
    p = G.parse(fx.text)
    text = G.render(p)
    assert G.parse(text) == p
    assert G.render(G.parse(text)) == text
    for ask in p.ask_tokens:
        tok = split_steps(ask)[0]   # a later step of a chain names what the step before leaves
        if tok.norm in QUESTIONS:
            continue
        act = G._resolve(p, G.parse_action(tok))
        canon = G.render_action(act)
        again = G._resolve(p, G.parse_action(Token(canon, 1, 1, canon)))
        assert again == act and G.render_action(again) == canon


def test_examples_are_valid_and_show_every_verdict():
    assert 3 <= len(G.examples) <= 12
    for ex in G.examples:
        r = check(ex["position"])
        assert not r.problems
        assert G.render(G.parse(ex["position"]).without_asks()) == r.position
    verdicts = {a.verdict for ex in G.examples for a in check(ex["position"]).answers}
    assert verdicts == {"legal", "illegal", "depends"}


def test_describe_has_spanish_quotes_and_bilingual_vocabulary():
    d = G.describe()
    assert d["id"] == "blue-sun" and d["language"] == "es"
    assert len(d["rules"]) == len(bs.RULES) >= 50
    voc = d["vocabulary"]
    assert "mosey" in voc["action"] and "deambular" in voc["action"]
    assert "cruiser" in voc["ship"] and "crucero de la alianza" in voc["ship"]
    assert "reaver alert" in voc["alert token"] and "marcador de alerta reaver" in voc["alert token"]
    for r in d["rules"]:
        assert r["rule"].startswith("BS-")
    assert get_game("sol azul") is G


def test_not_checkable_is_documented():
    assert bs.NOT_CHECKABLE and all(isinstance(v, str) and v for v in bs.NOT_CHECKABLE.values())
    assert all(G.rule(r).forbids is None for r in bs.NOT_ACTION_DECIDABLE)


# ---- issue 13: every rule in Spanish too --------------------------------------------------
def test_every_rule_has_a_spanish_statement_on_the_api(client):
    rules = client.get("/api/games/blue-sun").get_json()["rules"]
    assert len(rules) == len(bs.RULES)
    for r in rules:
        es = r.get("statement_es")
        assert es and es.endswith((".", "!")) and es != r["statement"], r["rule"]
    # a rule of another game (English book) carries no statement_es
    assert "statement_es" not in client.get("/api/games/shiny-dice").get_json()["rules"][0]


# ---- issue 17: bounds from the book's components, with line and column ------------------
@pytest.mark.parametrize("text, where, words", [
    ("sector: A, rim\nsector: B, rim\nsector: C, rim\nsector: D, rim\nreavers: A, B, C, D\n", (6, 19), "3 Reaver ships"),
    ("player: Bo, credits 99999999999\n", (2, 13), "$20000"),
    ("player: Bo, cargo x999999\n", (2, 13), "more than 20"),
    ("sector: A, rim, 999 reaver alerts\n", (2, 17), "88 tokens"),
    ("sector: A, rim\nplayer: Bo, at A, full burn, alert pending\nask: Bo resolve alert roll " + "9" * 4400 + "\n",
     (4, 28), "number rolled"),
])
def test_counts_past_the_components_are_errors_at_their_place(text, where, words):
    e = err("game: blue-sun\n" + text)
    assert (e.line, e.column) == where
    assert words in str(e)


def test_sectors_and_players_are_bounded():
    sectors = "".join(f"sector: S{i}, rim\n" for i in range(bs.MAX_SECTORS + 1))
    e = err("game: blue-sun\n" + sectors)
    assert e.line == bs.MAX_SECTORS + 2 and f"{bs.MAX_SECTORS} sectors" in str(e)
    players = "".join(f"player: P{i}\n" for i in range(bs.MAX_PLAYERS + 1))
    e = err("game: blue-sun\n" + players)
    assert e.line == bs.MAX_PLAYERS + 2 and "players" in str(e)


# ---- issue 14: unknowns, deals, state questions ----------------------------------------------
def test_unstated_region_balance_and_havens_are_unknown_and_render_back():
    p = G.parse("game: blue-sun\nsector: A\nplayer: Bo, credits ?\nplayer: Sal, credits 0\n")
    assert p.sectors[0].regions == ("?",) and p.players[0].credits is None and p.players[1].credits == 0
    assert p.havens == "?"
    facts = [u.fact for u in G.unknowns(p)]
    assert facts == ["whether havens are in use (the Story card in play)", "the region of A",
                     "Bo's credit balance"]
    assert "credits 0" in G.render(p) and "credits" not in G.render(p).splitlines()[2]
    assert G.parse(G.render(p)) == p


def test_a_named_planet_and_a_contacts_trust_may_be_unknown_and_render_back():
    text = ("game: blue-sun\nsector: Rock, rim, uroboros, planet ?\n"
            "player: Bo, credits 900, trust mr universe, trust lord harrow ?\n")
    p = G.parse(text)
    assert p.sectors[0].planet_unknown and not p.sectors[0].planets
    assert p.players[0].trust == ("mr universe",) and p.players[0].trust_unknown == ("lord harrow",)
    assert G.render(p) == text.replace("game: blue-sun\n", "game: blue-sun\n")
    assert G.parse(G.render(p)) == p
    assert G.parse("game: blue-sun\nplayer: Bo, confianza lord harrow ?\n").players[0].trust_unknown == ("lord harrow",)
    facts = [u.fact for u in G.unknowns(p)]
    assert "whether Rock holds a named planet" in facts and "whether Lord Harrow trusts Bo" in facts
    yes = G.fill(G.fill(p, ("planet", "rock"), "yes"), ("trust", "bo", "lord harrow"), "yes")
    assert yes.sectors[0].planetary and yes.players[0].trusts("lord harrow") and not yes.players[0].trust_unknown
    no = G.fill(G.fill(p, ("planet", "rock"), "no"), ("trust", "bo", "lord harrow"), "no")
    assert not no.sectors[0].planetary and not no.players[0].trusts("lord harrow")
    with pytest.raises(PositionSyntaxError):
        G.parse("game: blue-sun\nsector: Rock, planet, planet ?\n")
    with pytest.raises(PositionSyntaxError):
        G.parse("game: blue-sun\nplayer: Bo, trust lord harrow, trust lord harrow ?\n")


@pytest.mark.parametrize("ask, fact", [
    ("Bo buy 2 cargo from Lord Harrow", "whether Lord Harrow trusts Bo"),
    ("Bo hold 5 cards", "whether Mr. Universe trusts Bo"),
    ("planetary Rock", "whether Rock holds a named planet"),
])
def test_an_unknown_planet_or_trust_makes_the_ruling_depend_on_it(ask, fact):
    a = answer("game: blue-sun\nsector: Rock, rim, uroboros, planet ?\n"
               f"player: Bo, credits 900, trust lord harrow ?, trust mr universe ?\nask: {ask}\n")
    assert a.verdict == "depends" and [d["fact"] for d in a.depends_on] == [fact]


def test_a_payment_with_an_unknown_balance_names_the_amount():
    a = answer("game: blue-sun\nplayer: Bo\nplayer: Sal\nask: Bo give 700 credits to Sal\n")
    assert a.verdict == "depends"
    assert a.depends_on == [{"fact": "Bo's credit balance", "legal_if": "$700 or more",
                             "illegal_if": "less than $700"}]


def test_a_deal_is_one_ask_both_ways_and_renders_canonically():
    base = "game: blue-sun\nsector: X, rim\nplayer: Bo, at X, cargo x2, credits 0\nplayer: Sal, at X, credits 900\n"
    a = answer(base + "ask: Sal da 900 créditos a Bo por 2 carga\n")
    assert a.legal and a.ask == "Sal da 900 créditos a Bo por 2 carga"
    assert "player: Bo, at X, credits 900" in a.after and "player: Sal, at X, credits 0, cargo x2" in a.after
    act = G._resolve(G.parse(base), G.parse_action(Token("Sal da 900 créditos a Bo por 2 carga", 1, 1)))
    assert G.render_action(act) == "Sal give 900 credits to Bo for 2 cargo"
    e = err(base + "ask: Sal give 900 credits to Bo for 100 credits\n")
    assert "credits for goods" in str(e)


def test_options_with_unknowns_list_what_is_legal_in_every_case():
    r = check("game: blue-sun\nsector: A\nsector: B, rim\nadjacent: A - B\n"
              "player: Bo, at B, full burn\nplayer: Sal, at B\nask: options\n")
    a = r.answers[-1]
    assert "Bo mosey to A" in a.options and "Bo draw nav from rim deck" in a.options
    assert not any(o.startswith("Bo give") for o in a.options)   # an unknown balance pays nothing surely


def test_notation_reference_documents_every_key_and_action():
    from referee.rules.games.blue_sun import notation
    keys = {k["key"] for k in G.describe()["notation"]["keys"]}
    assert keys == set(bs.KEYS)
    lines = []   # the key examples, together, are one position
    for k in notation.NOTATION_KEYS:
        lines.append(k.example)
        if k.key == "sector":
            lines += ["sector: Highgate, border", "sector: Burnham Reach, rim", "sector: Space Bazaar, border"]
        if k.key == "player":
            lines.append("player: Sally")
    p = G.parse("\n".join(lines) + "\n")
    assert p.havens == "yes" and len(p.cards) == 2 and p.asks == ("Bo full burn to Space Bazaar",)
    verbs = set()
    for a in notation.NOTATION_ACTIONS:
        act = G.parse_action(Token(a.example, 1, 1, a.example))
        verbs.add(act.verb)
    assert verbs >= {"full burn", "mosey", "evade", "resolve alert", "scan", "draw nav", "move ship", "place",
                     "haven", "give", "buy", "take", "start job", "attach", "complete", "payout", "warrant",
                     "discard shuffle card", "update border nav", "planetary", "hold", "active jobs"}


@pytest.mark.parametrize("ask", ["Ann scan in Deadwood roll", "Ann resolve alert in Deadwood roll",
                                 "Ann scan in Deadwood"])
def test_an_ask_cut_short_is_a_pointed_error_at_its_end(ask):
    text = f"game: blue-sun\nplayer: Ann\nsector: Deadwood, border\nask: {ask}\n"
    with pytest.raises(PositionSyntaxError) as err:
        check(text)
    assert err.value.line == 4 and err.value.column >= len("ask: ") + 1
    assert "missing" in err.value.message


# ---- the alert roll asked as "does a ship come?" (a state question) ----------------------------
_ALERT_ASK = "player: Sally\nplayer: John, at {at}, full burn, alert pending\nask: John alert brings ship roll {roll}\n"


@pytest.mark.parametrize("alerts,roll,verdict", [
    ("3 reaver alerts", 3, "legal"),      # equal to the markers: company
    ("3 reaver alerts", 2, "legal"),
    ("2 reaver alerts", 3, "illegal"),    # higher: the tokens are removed, no ship comes
    ("? reaver alerts", 3, "depends"),    # how many markers, unknown
    ("? reaver alerts", 1, "legal"),      # some markers: at least one, so a 1 always brings company
])
def test_alert_brings_ship_is_decided_by_the_roll_against_the_markers(alerts, roll, verdict):
    a = answer(f"game: blue-sun\nsector: Deadwood, rim, {alerts}\n" + _ALERT_ASK.format(at="Deadwood", roll=roll))
    assert a.verdict == verdict
    assert a.reasons[0].rule.id == "BS-ALERT-ROLL"   # the book's own line decides, cited first
    if verdict == "legal":
        assert any("Sally" in e for e in a.effects)   # the player to John's right brings the ship


def test_alert_brings_ship_counts_the_printed_reaver_space_alert():
    a = answer("game: blue-sun\nsector: Burnham Reach, rim, reaver space, 1 reaver alert\n"
               + _ALERT_ASK.format(at="Burnham Reach", roll=2))
    assert a.verdict == "legal"   # one token and the printed alert: two markers


def test_alert_brings_ship_needs_the_players_sector():
    e = err("game: blue-sun\nsector: Deadwood, rim, 2 reaver alerts\nplayer: John\nask: John alert brings ship roll 2\n")
    assert "no sector" in str(e)


def test_a_roll_read_as_the_ship_it_brings_rules_by_the_markers():
    """"…rolled a 3, do the Reavers show up?" asks whether the roll brings a ship: read so (by the state
    question's worked examples), it rules by the markers the message counts, or depends on them."""
    from referee.rules.reading.reader import read
    for message, verdict in [
            ("I flew into a sector with two Reaver alert tokens and rolled a 3, do the Reavers show up?", "illegal"),
            ("I flew into a sector with three Reaver alert tokens and rolled a 3, do the Reavers show up?", "legal"),
            ("moved into a sector with alert tokens and rolled a 4, does a Reaver ship come at me?", "depends"),
            ("Me moví a un sector con dos fichas de Alerta Reaver y saqué un 3. ¿Aparecen los Reavers?", "illegal")]:
        r = read(message, "blue-sun")
        if r is None or not r.action or not r.sure:
            continue
        if "alert brings ship roll" in r.action:
            assert check(r.position).answers[-1].verdict == verdict, message

"""Galaxy Dice EX: syntax errors, forgiving names, turn sequences, scoring, the game page data."""
from __future__ import annotations

import pytest

from referee.rules import PositionSyntaxError, check, get_game
from referee.rules.core import Bag
from referee.rules.games import galaxy_dice as gd

G = get_game("galaxy-dice")

LINEUP = ("stage: plasma needs missile, plasma, wave, 200 points\n"
          "stage: wave needs wave x3, 300 points\n")


def err(text):
    with pytest.raises(PositionSyntaxError) as e:
        check(text)
    return e.value


def answer(text):
    result = check(text)
    assert not result.problems, [p.to_dict() for p in result.problems]
    return result.answers[-1]


def test_aliases_find_the_game():
    for name in ("galaxy-dice", "Galaxy Dice EX", "galaxy dice", "gdex"):
        assert get_game(name) is G


def test_unknown_face_did_you_mean():
    e = err("game: galaxy-dice\nturn: tackle\nroll: 1\npool: misile x2, plasma\n")
    assert (e.line, e.column) == (4, 7)
    assert e.hint == 'did you mean "missile"?'
    assert "pool: misile x2, plasma" in str(e) and "^" in str(e)


def test_unknown_key_and_bad_ask_are_pointed_together():
    e = err("game: galaxy-dice\npol: missile\nask: rush plasmaa\n")
    assert [x.line for x in e.errors] == [2, 3]
    assert e.errors[0].hint == 'did you mean "pool"?'
    assert e.errors[1].column == 11 and e.errors[1].hint == 'did you mean "plasma"?'


def test_card_needs_weapons_and_a_type():
    e = err("game: galaxy-dice\nstage: plasma, 200 points\n")
    assert e.line == 2 and "Weapons" in e.message
    e = err("game: galaxy-dice\nstage: needs missile x2\n")
    assert "type" in e.message
    e = err("game: galaxy-dice\nstage: plasm needs missile\n")
    assert e.hint == 'did you mean "plasma"?'
    e = err("game: galaxy-dice\nstage: chroma needs missile\n")
    assert e.column == 8


def test_forgiving_values():
    p = G.parse("game: galaxy-dice\ntokens: 3 arcade tokens\nturn: tackle\nroll: 2 of 3\n"
                "pool: two missiles, a plasma, 2 explosions, spray, wave\n")
    assert (p.tokens, p.roll, p.explosions) == (3, 2, 2) and p.pool == Bag({"missile": 2, "plasma": 1,
                                                                            "spray": 1, "wave": 1})


def test_single_keys_once():
    e = err("game: galaxy-dice\ntokens: 3\ntokens: 4\n")
    assert e.line == 3 and "twice" in e.message


def test_forgiving_names():
    a = G.parse("game: galaxy-dice\nModes: Journey Mode, Hacked ROM\nArcade Tokens: 3\nTurn: Rush the Plasma Boss\n"
                "Roll: 1\nDice Pool: 2 Missiles, Double Plasmas, 1-Up\nSet Aside: wild weapon\nExplosions: 3\n"
                "Defeated Stages: Plasma x2, wave (300)\n")
    b = G.parse("game: galaxy-dice\nmodes: journey, hacked-rom\ntokens: 3\nturn: rush plasma\nroll: 1\n"
                "pool: missile x2, double-plasma, 1up\naside: wild\nexplosions: 3\n"
                "stages won: plasma, plasma, wave 300\n")
    assert a == b


def test_forgiving_asks():
    for text, canon in [("rush the Plasma boss", "rush plasma"), ("spend a token to Cycle again", "cycle"),
                        ("reroll this explosion", "roll explosion"), ("use my Glitch twice", "use glitch x2"),
                        ("substitute a third Boss die", "swap boss die"), ("set aside 2 missiles", "save missile x2"),
                        ("claim stage 2 and bonus", "claim stage 2 + bonus"), ("Tackle a Stage", "tackle"),
                        ("roll -> missile x2, explosion", "roll -> missile x2, explosion"),
                        ("take the glitch third from the top", "take glitch 3"), ("take the top glitch", "take glitch"),
                        ("spend 2 tokens on strike the core", "strike the core"),
                        ("choose the missile pilot", "choose pilot missile"), ("steal a glitch from Ana", "steal glitch"),
                        ("claim the first stage and the top bonus", "claim stage 1 + bonus"),
                        ("keep both missiles and the 1up", "save missile x2, 1up")]:
        from referee.rules.dsl import Token
        assert G.render_action(G.parse_action(Token(text, 1, 1, text))) == canon


def test_a_whole_tackle_turn():
    text = "game: galaxy-dice\ntokens: 3\nturn: start\n" + LINEUP
    a = answer(text + "ask: tackle\n")
    text = a.after
    a = answer(text + "ask: roll -> missile, plasma x2, wave, explosion x2, 1up\n")
    assert "1 life lost" in " ".join(a.effects)
    p = G.parse(a.after)
    assert p.roll == 1 and p.explosions == 2 and p.pool == Bag.of("missile", "plasma", "plasma", "wave", "1up")
    a = answer(a.after + "ask: save missile, plasma, wave, 1up\n")
    a = answer(a.after + "ask: roll -> explosion\n")
    p = G.parse(a.after)
    assert p.roll == 2 and p.explosions == 3 and p.turn == "tackle"  # the saved 1Up cancels one
    a = answer(a.after + "ask: claim stage 1\n")
    p = G.parse(a.after)
    assert p.turn == "over" and p.stages_won == (gd.Won("plasma", 200),) and len(p.stages) == 1
    assert p.tokens == 3 and not p.pool


def test_explosions_end_the_turn_with_tokens_and_phoenix_core():
    text = ("game: galaxy-dice\nmodes: phoenix-core, capsule\ntokens: 0\nturn: tackle\nroll: 1\n"
            "pool: spray x2\naside: missile x2, wave\nexplosions: 2\n" + LINEUP + "ask: roll -> explosion, wave\n")
    a = answer(text)
    p = G.parse(a.after)
    assert p.turn == "over" and p.tokens == 2 and p.capsules == (None,) and p.phoenix
    ids = [r.rule.id for r in a.reasons]
    assert {"GD-THREE-EXPLOSIONS", "GD-PHOENIX-GAIN", "GD-CAPSULE-ON-FAIL"} <= set(ids)


def test_roll_without_result_has_no_after():
    a = answer("game: galaxy-dice\nturn: tackle\nroll: 0\n" + LINEUP + "ask: roll\n")
    assert a.legal and a.after is None and "7 dice" in a.effects[0]


def test_every_rule_forbidding_is_listed():
    a = answer("game: galaxy-dice\ntokens: 0\nturn: rush plasma\nroll: 2\npool: plasma, wave\n"
               "aside: missile x2\nexplosions: 3\nstages won: plasma 200, plasma 100\nask: continue 2\n")
    ids = {r.rule.id for r in a.reasons}
    assert ids == {"GD-THREE-EXPLOSIONS", "GD-NO-TOKEN-REVERSE"}
    a = answer("game: galaxy-dice\ntokens: 0\nturn: tackle\nroll: 1\npool: plasma x2, wave, spray x2\n"
               "aside: missile x2\nstages won: plasma 200\nbosses won: plasma 1000\n" + LINEUP
               + "ask: claim stage 1 and 2\n")
    assert {"GD-ONE-STAGE", "GD-STAGE-LOCKED", "GD-CLAIM-MATCH"} <= {r.rule.id for r in a.reasons}


def test_options_at_start():
    text = ("game: galaxy-dice\ntokens: 3\nturn: start\n" + LINEUP
            + "stages won: plasma 200, wave 300\nbosses won: wave 900\nask: options\n")
    opts = check(text).answers[0].options
    assert {"tackle", "rush plasma", "swap boss die"} <= set(opts)
    assert not {"rush wave", "rush spray", "roll", "cycle"} & set(opts)


def test_score_adds_every_source():
    a = answer("game: galaxy-dice\nmodes: journey, capsule, hacked-rom, ace-pilot, nemesis\ntokens: 2\nturn: over\n"
               "stages won: plasma 200, bonus 100, nemesis 500\nbosses won: plasma 1000\ncapsules: 50 points\n"
               "glitches: 300 points\npilot: wave\ncharge: 2\nask: score\n")
    assert a.value == 200 + 100 + 500 + 1000 + 50 + 300 + 200
    a = answer("game: galaxy-dice\nmodes: last-fighter\ntokens: 3\nturn: over\nstages won: wave\nask: score\n")
    assert a.value == 300 and any("counted as 0" in e for e in a.effects)


def test_page_data():
    d = G.describe()
    assert d["id"] == "galaxy-dice" and 3 <= len(d["examples"]) <= 12
    assert {"face", "action", "mode", "boss"} <= set(d["vocabulary"])
    assert all(r["rule"].startswith("GD-") for r in d["rules"])


EXAMPLE_VERDICTS = {  # the book's verdict on each ask of each example, in order
    "Saved dice may go back into the pool, an Explosion may not": ["legal", "illegal"],
    "A chain: return a Missile, reroll, claim the Wave Stage": ["legal"],
    "Options: every legal move after the first roll": ["legal"],
    "It depends: a die nobody remembers": ["depends"],
    "Rushing the Plasma Boss: Strike the Core costs 2 tokens": ["legal", "illegal"],
    "Journey Mode: a Stage and the top Bonus Stage, not one below": ["legal", "illegal"],
    "Five Waves: charge the Wave Pilot; a Glitch only from the top": ["legal", "illegal"],
    "Is the position possible? ask: valid": ["legal"],
    "Score at the end of a Last Fighter game": ["legal"],
}


@pytest.mark.parametrize("ex", G.examples, ids=[e["title"] for e in G.examples])
def test_examples_are_valid_and_canonical(ex):
    result = check(ex["position"])
    assert not result.problems
    p = G.parse(ex["position"])
    assert G.parse(G.render(p)) == p
    assert [a.verdict for a in result.answers] == EXAMPLE_VERDICTS[ex["title"]]


ATTACK = ("game: galaxy-dice\ntokens: 3\nturn: tackle\nroll: 1\npool: plasma, wave, spray, explosion\n"
          "aside: missile x1000000, 1up\nstage: plasma needs missile, plasma, wave, 200 points\nask: options\n")


def test_a_huge_count_is_a_pointed_error_naming_the_pool():
    e = err(ATTACK)
    assert (e.line, e.column) == (6, 16) and "7 dice" in e.message
    e = err(ATTACK.replace("x1000000", "x" + "9" * 4400))
    assert e.line == 6 and "7 dice" in e.message


@pytest.mark.parametrize("line, where, says", [
    ("aside: wave x4, plasma x4", (5, 8), "7 dice"),
    ("tokens: 100", (5, 9), "99 Arcade Tokens"),
    ("charge: 15", (5, 9), "7 dice"),
    ("capsules: 17", (5, 11), "16 Power Capsule"),
    ("glitches: 7", (5, 11), "6 Glitch"),
    ("glitch stack: 7", (5, 15), "6 Glitch"),
    ("stages won: plasma x63", (5, 20), "48 Stage"),
    ("bosses won: plasma x2, wave x5", (5, 24), "one of each"),
    ("stage: plasma needs missile x15", (5, 29), "14 Weapons"),
    ("final turns left: 9", (5, 19), "8 other players"),
    ("ask: continue 8", (5, 15), "7 dice"),
    ("ask: use capsule 17", (5, 18), "16 Power Capsule"),
    ("ask: claim stage 49", (5, 18), "48 Stage"),
])
def test_every_count_is_bounded_by_the_components(line, where, says):
    e = err("game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile x7\n" + line + "\n")
    assert (e.line, e.column) == where and says in e.message, (e.line, e.column, e.message)


def test_card_points_one_by_one():
    p = G.parse("game: galaxy-dice\nmodes: capsule, hacked-rom\nturn: over\ncapsules: 150 points, ?, 50\n"
                "glitches: 2\n")
    assert p.capsules == (150, None, 50) and p.glitches == (None, None)
    assert "capsules: 150 points, ?, 50 points" in G.render(p)
    a = answer(G.render(p) + "ask: score\n")
    assert a.value == 200 and any("counted as 0" in e for e in a.effects)


def test_end_game_and_next_turn_parse_and_render():
    text = ("game: galaxy-dice\ntokens: 2\nturn: over\nfailed rushes: wave, plasma\n"
            "failed this turn: rush spray\nend game: triggered\nfinal turns left: 1\n")
    p = G.parse(text)
    assert (p.failed, p.failed_now, p.end, p.final_left) == (frozenset({"wave", "plasma"}), "spray", "triggered", 1)
    assert G.parse(G.render(p)) == p
    e = err("game: galaxy-dice\nturn: start\nfailed this turn: tackle\n")
    assert e.line == 3


def test_explosions_in_the_pool_or_counted_apart():
    a = G.parse("game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile x4, explosion x2, 1up\n")
    b = G.parse("game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile x4, 1up\nexplosions: 2\n")
    assert a == b and a.explosions == 2 and gd.lives_lost(a) == 1
    c = G.parse("game: galaxy-dice\ntokens: 2\nturn: tackle\nroll: 1\npool: missile x4, explosion x2, 1up\ncontinued: 1\n")
    assert c.explosions == 1 and c.pool["explosion"] == 1 and G.render(c).count("continued: 1") == 1
    e = err("game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile x6, explosion\ncontinued: 2\n")
    assert e.line == 5


def test_rivals_and_claim_forms_parse():
    p = G.parse("game: galaxy-dice\nturn: over\nrivals: Ana 1200 points 3 tokens, Bo 900\n")
    assert p.rivals == (("ana", 1200, 3), ("bo", 900, None))
    e = err("game: galaxy-dice\nrivals: ana\n")
    assert e.line == 2 and "points" in e.expected
    from referee.rules.dsl import Token
    for text, canon in [("claim the plasma stage", "claim plasma"),
                        ("claim stage 1 with 2 missiles, wave + bonus", "claim stage 1 with missile x2, wave + bonus")]:
        assert G.render_action(G.parse_action(Token(text, 1, 1, text))) == canon


def test_notation_reference_covers_every_key_and_action():
    from referee.rules.dsl import Token
    from referee.rules.games.galaxy_dice.notation import KEYS, VERBS
    keys = {d.key for d in G.notation_keys}
    assert keys == set(KEYS)
    for doc in G.notation_keys:
        text = "game: galaxy-dice\n" + ("" if doc.key == "game" else doc.example + "\n")
        text += {"failed-this-turn": "turn: over\n", "continued": "pool: explosion\n"}.get(doc.key, "")
        G.parse(text)
    verbs = set()
    for doc in G.notation_actions:
        text = doc.example[len("ask: "):]
        verbs.add(G.parse_action(Token(text, 1, 1, text)).verb)
    assert verbs == set(VERBS)
    notation = G.describe()["notation"]
    assert {"options", "score", "valid", "?"} <= {q["syntax"] for q in notation["questions"]}


def test_state_ask_is_a_question_not_a_move():
    a = answer("game: galaxy-dice\ntokens: 3\nturn: over\nbosses won: wave 900\nask: boss dice 1\n")
    assert a.legal and a.reasons[0].rule.id == "GD-BOSS-DIE-SWAP"
    assert G.parse(a.after) == G.parse("game: galaxy-dice\ntokens: 3\nturn: over\nbosses won: wave 900\n")


def test_too_many_unknown_dice_is_too_large_to_decide():
    from referee.rules.errors import TooLargeToDecide
    with pytest.raises(TooLargeToDecide) as e:
        check("game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile, wave, ? x5\nask: options\n")
    assert "too many unknowns" in str(e.value)


def test_unknown_die_parses_and_decides():
    p = G.parse("game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile, 2 ?, wave\naside: ?x2, 1up\n")
    assert p.pool["?"] == 2 and p.aside["?"] == 2
    assert G.render(p).count("?") == 2 and G.parse(G.render(p)) == p
    assert [u.slot for u in G.unknowns(p)] == ["pool", "pool", "aside", "aside"]


def test_matching_two_cards_with_separate_dice_is_counted_as_work():
    """Each way of dealing the dice to two cards is a unit of the request's work: a position whose
    unknown pool is tried face by face deals thousands of them, and the units (the same on every
    machine), not the CPU seconds, are what bound it."""
    from referee.rules.core import work_budget
    from referee.rules.games.galaxy_dice.matching import split_match
    game = get_game("galaxy-dice")
    p = game.parse("game: galaxy-dice\nmodes: journey\nturn: tackle\nroll: 1\n"
                   "pool: missile, plasma, wave, spray, 1up, missile, plasma\nask: roll")
    with work_budget() as budget:
        before = budget.used
        split_match(p, Bag({"missile": 2}), Bag({"plasma": 2}))
        assert budget.used - before >= 100, budget.used - before


def test_is_my_turn_over_is_a_state_question_that_toxic_decides():
    """``ask: turn over``: legal when the turn is over (3 lives lost, or 2 under a Toxic effect),
    illegal while it goes on; with the round's effect unknown, two lost lives depend on it."""
    base = "game: galaxy-dice\nturn: tackle\nroll: 1\n"
    unknown = check(base + "modes: dark-energy\ndark-energy: ?\npool: explosion x2, spray x5\nask: turn over\n")
    assert unknown.verdict == "depends"
    assert unknown.answers[0].reasons[0].rule.id == "GD-TURN-OVER-TOXIC"
    assert check(base + "modes: dark-energy\ndark-energy: toxic\npool: explosion x2, spray x5\n"
                        "ask: turn over\n").verdict == "legal"
    assert check(base + "pool: explosion x3, spray x4\nask: turn over\n").verdict == "legal"
    assert check(base + "pool: explosion x2, spray x5\nask: turn over\n").verdict == "illegal"
    assert check(base + "pool: explosion x2, 1up, spray x4\nask: turn over\n").verdict == "illegal"
    assert check("game: galaxy-dice\nturn: over\nask: turn over\n").verdict == "legal"


def test_win_state_question_and_its_unknowns():
    """``ask: win`` at the end: points first (GD-WINNER), then Arcade Tokens left (GD-TIEBREAK); a rival's
    tokens left untold (``? tokens``) make it depend, as does a Nemesis card whose drawing is untold
    (``nemesis: ?``) for a claimed Stage card. Both ``?`` round-trip through the notation."""
    from referee.rules.games.galaxy_dice.notation import parse, render
    end = "game: galaxy-dice\ntokens: 4\nturn: over\nstages-won: plasma 200\nend game: over\n"
    assert check(end + "rivals: ana 200 points 2 tokens\nask: win\n").verdict == "legal"
    assert check(end + "rivals: ana 200 points 6 tokens\nask: win\n").verdict == "illegal"
    assert check(end + "rivals: ana 200 points 4 tokens\nask: win\n").verdict == "illegal"  # a flip decides
    assert check(end + "rivals: ana 300 points 0 tokens\nask: win\n").verdict == "illegal"
    assert check(end + "rivals: ana 200 points ? tokens\nask: win\n").verdict == "depends"
    assert check(end + "rivals: ana 200 points ? tokens\nask: score\n").verdict == "legal"
    nemesis = ("game: galaxy-dice\nmodes: nemesis\ntokens: 3\nturn: tackle\nroll: 1\n"
               "pool: missile x2, wave, spray, plasma x2, 1up\nstage: missile needs missile x2, wave, spray, 300 points\n"
               "nemesis: ?\nask: claim stage 1\n")
    assert check(nemesis).verdict == "depends"
    for text in (end + "rivals: ana 200 points ? tokens, bo 100 points\nask: win\n", nemesis):
        p = parse(text)
        assert parse(render(p)) == p

"""Galaxy Dice EX property tests: any text parses or raises a PositionError,
canonical text round-trips, ``options`` lists exactly the legal actions."""
from __future__ import annotations

import properties as props
from hypothesis import given
from hypothesis import strategies as st

from referee.rules import get_game
from referee.rules.core import Bag
from referee.rules.games import galaxy_dice as gd

SETTINGS = props.fuzz_settings(150)
G = get_game("galaxy-dice")

POINTS = st.none() | st.sampled_from([0, 100, 200, 300, 1000])
NEEDS = st.dictionaries(st.sampled_from(gd.WEAPONS), st.integers(1, 3), min_size=1, max_size=3).map(Bag)


def bag(names, max_size=5):
    return st.lists(st.sampled_from(names), max_size=max_size).map(lambda xs: Bag.of(*xs))


@st.composite
def boss_cards(draw):
    kinds = draw(st.lists(st.sampled_from(gd.BOSS_KINDS), unique=True, max_size=3))
    return tuple(gd.Card(k, Bag() if k == "chroma" else draw(NEEDS), draw(POINTS)) for k in kinds)


@st.composite
def positions(draw):
    modes = frozenset(draw(st.lists(st.sampled_from(gd.MODES), unique=True, max_size=4)))
    turn = draw(st.sampled_from(gd.TURNS))
    in_turn = turn in ("tackle", "rush")
    target = draw(st.sampled_from(gd.BOSS_KINDS)) if turn == "rush" else None
    roll = draw(st.integers(0, 3)) if in_turn else 0
    boss_dice = draw(st.integers(0, 2))
    pool, aside, explosions = Bag(), Bag(), 0
    if roll:
        faces = draw(st.lists(st.sampled_from(gd.FACES), min_size=7, max_size=7))
        where = draw(st.lists(st.sampled_from("pae"), min_size=7, max_size=7))
        for f, w in zip(faces, where):
            if f == "explosion" and w != "p":
                explosions += 1
            elif w == "a" and f != "explosion":
                aside = aside.add(f)
            else:
                pool = pool.add(f)
    stages = tuple(draw(st.lists(st.builds(gd.Card, st.sampled_from(gd.WEAPONS), NEEDS, POINTS), max_size=4)))
    bonus = tuple(draw(st.lists(st.builds(gd.Card, st.just("bonus"), NEEDS, POINTS,
                                          st.none() | st.integers(0, 3)), max_size=2)))
    won_stages = tuple(draw(st.lists(st.builds(gd.Won, st.sampled_from(gd.WON_KINDS), POINTS), max_size=5)))
    won_bosses = tuple(gd.Won(k, draw(POINTS)) for k in
                       draw(st.lists(st.sampled_from(gd.BOSS_KINDS), unique=True, max_size=3)))
    nemesis = draw(st.none() | st.builds(gd.Nemesis, st.sampled_from(gd.WEAPONS), st.integers(1, 6), POINTS))
    p = gd.GDPosition(
        modes=modes, tokens=draw(st.integers(0, 8)), turn=turn, target=target, roll=roll,
        extra=draw(st.integers(0, 1)) if in_turn else 0, cycled=draw(st.booleans()),
        boss_dice=boss_dice, pool=pool, aside=aside, explosions=explosions, stages=stages,
        bonus=bonus, bosses=draw(boss_cards()), stages_won=won_stages, bosses_won=won_bosses,
        capsules=tuple(draw(st.lists(POINTS, max_size=2))), glitches=tuple(draw(st.lists(POINTS, max_size=2))),
        glitches_used=draw(st.integers(0, 1)), glitch_stack=draw(st.none() | st.integers(0, 6)),
        glitch_taken=draw(st.booleans()), rival_glitches=draw(st.none() | st.integers(0, 2)),
        toxic=draw(st.booleans()), pilot=draw(st.none() | st.sampled_from(gd.WEAPONS)),
        charge=draw(st.integers(0, 4)), nemesis=nemesis, phoenix=draw(st.booleans()),
        rivals=tuple(draw(st.lists(st.tuples(st.sampled_from(["ana", "bo", "kai-li"]),
                                             st.sampled_from([0, 900, 1800]), st.none() | st.integers(0, 5)),
                                   max_size=2))))
    return gd._norm_pos(p)


@st.composite
def actions(draw):
    """Ask texts, without roll results (a result is never listed among the options)."""
    kind = draw(st.sampled_from(["plain", "rush", "defeat", "roll", "save", "return", "continue",
                                 "claim", "charge", "glitch"]))
    if kind == "plain":
        return draw(st.sampled_from(["tackle", "swap boss die", "cycle", "second wind",
                                     "strike the core", "pass", "steal glitch", "use capsule",
                                     "buy capsule", "hit nemesis"]))
    if kind in ("rush", "defeat"):
        return f"{kind} {draw(st.sampled_from(gd.BOSS_KINDS))}" if draw(st.booleans()) or kind == "rush" \
            else "defeat"
    if kind in ("roll", "save", "return"):
        b = draw(bag(gd.FACES, 3))
        if not b:
            return "roll" if kind == "roll" else f"{kind} missile"
        return f"{kind} {b.render(gd.FACES)}"
    if kind == "continue":
        return f"continue {draw(st.integers(1, 3))}"
    if kind == "claim":
        stages = draw(st.lists(st.integers(1, 5), min_size=0, max_size=2, unique=True))
        bonus = draw(st.sampled_from(["", " + bonus", " + bonus 2"]))
        if not stages:
            return "claim bonus"
        return "claim stage " + " and ".join(map(str, stages)) + bonus
    if kind == "charge":
        return draw(st.sampled_from(["charge", "charge 1", "charge 3", "charge 5"]))
    return draw(st.sampled_from(["take glitch", "take glitch 2", "use glitch", "use glitch x2"]))


LINES = st.sampled_from(["game: galaxy-dice", "turn: tackle", "roll: 1", "pool: missile x2, plasma",
                         "aside: 1up, double-wave", "explosions: 2", "stage: plasma needs missile, wave, 200 points",
                         "bonus: needs spray x2, 100 points, 2 tokens", "boss: chroma", "modes: journey, solo",
                         "stages won: plasma 200, wave", "ask: options", "ask: claim stage 1 + bonus",
                         "ask: roll -> wave x2", "ask: score", "nemesis: spray, 4 tokens", "turn: rush nexus",
                         "ask: charge 4", "pilot: wave", "phoenix core: held", "dark energy: toxic",
                         "rivals: ana 1200 points 3 tokens", "ask: claim plasma with missile x2",
                         "continued: 1", "pool: explosion x3, 1up", "turn: setup", "pilot die: 1up"])


@SETTINGS
@given(st.text(max_size=200) | st.lists(LINES | st.text(max_size=30), max_size=8).map("\n".join))
def test_any_text_parses_or_raises_position_error(text):
    props.text_parses_or_raises(text, "galaxy-dice")


@SETTINGS
@given(positions())
def test_render_parse_round_trip(p):
    props.round_trips(G, p)


@SETTINGS
@given(positions(), st.lists(actions(), min_size=1, max_size=4))
def test_options_are_exactly_the_legal_actions(p, asks):
    props.options_are_exactly_the_legal_actions(G, p, asks)


@SETTINGS
@given(positions(), st.lists(actions() | st.sampled_from(["options", "score", "roll -> wave, explosion",
                                                          "roll missile -> wild"]), max_size=3))
def test_check_never_raises_on_generated_positions(p, asks):
    props.check_never_raises(G, p, asks)

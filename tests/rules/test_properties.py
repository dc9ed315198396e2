"""Property tests: parsing never crashes, canonical text round-trips, options == legal actions."""
from __future__ import annotations

import importlib

import properties as props
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable

from referee.rules import all_games, get_game
from referee.rules.dsl import Token
from referee.rules.core import Bag
from referee.rules.games import shiny_dice as sd
from test_shiny_dice_properties import positions as sd_valid_positions  # constructed valid (issue 17)

SETTINGS = props.fuzz_settings(200)
G = get_game("shiny-dice")


def bag(names, max_total=4):
    return st.dictionaries(st.sampled_from(names), st.integers(1, 3), max_size=3).map(Bag).filter(
        lambda b: len(b) <= max_total * 3)


@st.composite
def sd_positions(draw):
    step = draw(st.sampled_from(sd.STEPS))
    phase = draw(st.sampled_from(sd.PHASES)) if step == "misbehave" else None
    mission = draw(st.none() | st.builds(
        sd.Mission, bag(sd.CREW).filter(bool),
        st.lists(st.sampled_from(sd.KEYWORDS), unique=True, max_size=2).map(
            lambda ks: tuple(k for k in sd.KEYWORDS if k in ks)),
        st.booleans()))
    rounds = draw(st.integers(1, 5))
    return sd.SDPosition(
        step=step, phase=phase, round=draw(st.integers(1, rounds)), rounds=rounds,
        difficulty=draw(st.sampled_from(sd.DIFFICULTIES)), mission=mission,
        rolling=draw(st.just(Bag()) | bag(sd.DIE_TYPES)),
        serenity=draw(bag(sd.CREW)), cargo_hold=draw(bag(sd.CREW + (sd.SUPPLY,))),
        knocked_out=draw(bag(sd.CREW)), foes=draw(bag(sd.FOES)),
        supplies=draw(st.integers(0, 3)), captured=draw(st.integers(0, 2)),
        at_risk=draw(st.sampled_from([0, 100, 300])), banked=draw(st.sampled_from([0, 200, 1100])),
        banked_supplies=draw(st.integers(0, 5)), rerolled=draw(st.booleans()) if step == "get-a-crew" else False)


NAMES = sd.FACE_ORDER


@st.composite
def sd_actions(draw):
    kind = draw(st.sampled_from(sd.VERBS[1:] + ("power",) * 6))
    foes = draw(bag(sd.FOES, 1)) if draw(st.booleans()) else Bag()
    dice = draw(bag(sd.CREW + sd.FOES, 1)) if draw(st.booleans()) else Bag()
    if kind == "power":
        face = draw(st.sampled_from(sd.CREW))
        power = draw(st.sampled_from(sd.POWERS[face] + ("damage",)))
        return f"{face} {power} {foes.render(NAMES)} {Bag((f, n) for f, n in dice.items() if f not in sd.FOES).render(NAMES)}"
    if kind == "reroll":
        return "reroll " + (dice.render(NAMES) or "mal")
    if kind == "strike":
        ko = draw(st.sampled_from([""] + list(sd.CREW)))
        crew = Bag((f, n) for f, n in dice.items() if f not in sd.FOES)
        return "strike" + (f" ko {ko}" if ko else "") + (f" cargo {crew.render(NAMES)}" if crew else "")
    if kind in ("team-bonus", "shiny"):
        return f"{kind} {foes.render(NAMES) or 'niska'}"
    if kind == "complete":
        return f"complete {foes.render(NAMES)}"
    if kind == "return":
        return f"return {draw(st.sampled_from([0, 100, 300, 400]))} vp"
    if kind == "claim":
        return f"claim {draw(st.integers(0, 3))} supplies"
    return kind


LINES = st.sampled_from(["game: shiny-dice", "step: misbehave", "foes: niska x2", "serenity: mal, zoe",
                         "ask: options", "ask: jayne vera niska", "mission: needs rifle x2; keywords shiny",
                         "phase: foes-strike", "rolling: foe x2", "ask: roll niska, mal", "supplies: 2",
                         "ask: score", "captured: 9", "ask: strike ko mal cargo zoe",
                         # this round's syntax: chains, unknowns, valid, other players
                         "serenity: ?, zoe", "foes: niska, ? x2", "ask: jayne vera niska then proceed then score",
                         "ask: valid", "others: ann 300, bo ?", "ask: penalty then valid", "phase: check",
                         # issue 27: consequences asked alone, score NAME, -> ?
                         "others: ann 300 vp 4 supplies", "ask: score ann", "ask: return 300 vp",
                         "ask: claim 2 supplies", "ask: reroll mal -> ?", "player: cy", "scored-at-once: 100",
                         "phase: damage-report", "supplies-claimed: yes"])


@SETTINGS
@given(st.text(max_size=200) | st.lists(LINES | st.text(max_size=30), max_size=8).map("\n".join))
def test_any_text_parses_or_raises_position_error(text):
    props.text_parses_or_raises(text, "shiny-dice")


@SETTINGS
@given(sd_positions())
def test_render_parse_round_trip(p):
    props.round_trips(G, p)


@SETTINGS
@given(sd_valid_positions(), st.lists(sd_actions(), min_size=1, max_size=4))
def test_options_are_exactly_the_legal_actions(p, asks):
    props.options_are_exactly_the_legal_actions(G, p, asks)


@SETTINGS
@given(sd_valid_positions(), st.lists(sd_actions() | st.sampled_from(["options", "score", "roll mal, niska"]),
                                     max_size=3))
def test_check_never_raises_on_generated_positions(p, asks):
    props.check_never_raises(G, p, asks)


# ---- the shared properties, run for every game -------------------------------------------
# Each game supplies positions(), every_ask(position) and unknown_positions() in
# tests/rules/test_<module>_properties.py (see properties.py). The Shiny Dice tests above also
# round-trip positions that need not be valid (sd_positions).

GAMES = [g for g in all_games() if g.rules]
RUN = settings(props.fuzz_settings(40), suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                                HealthCheck.data_too_large])


def game_module(game) -> str:
    """``shiny_dice`` for referee.rules.games.shiny_dice(.anything)."""
    parts = type(game).__module__.split(".")
    return parts[parts.index("games") + 1] if "games" in parts else parts[-1]


def supplied(game, name: str):
    """The game's ``name`` from its property-test module, else None."""
    mod = game_module(game)
    for modname in (f"test_{mod}_properties", f"test_{mod}"):
        try:
            found = getattr(importlib.import_module(modname), name, None)
        except ImportError:
            continue
        if found is not None:
            return found
    if game.id == "shiny-dice" and name == "positions":
        return sd_positions
    return None


def need(game, name: str):
    found = supplied(game, name)
    if found is None:
        pytest.xfail(f"{game.id} has not supplied {name}() in tests/rules/test_{game_module(game)}_properties.py yet")
    return found


def _valid_position(data, game, positions):
    p = data.draw(positions())
    assume(props.note_valid(game, p))
    return p


def _run_on_valid(game, run) -> None:
    """Run a property over valid positions; a strategy that yields none is reported, not passed."""
    try:
        run()
    except Unsatisfiable:
        v, n = props.VALID_SHARE.get(game.id, [0, 0])
        pytest.xfail(f"{game.id}: positions() generated {v} valid positions out of {n}: "
                     "construct valid ones (or filter in the strategy)")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_options_iff_legal_against_every_ask(game):
    """Dropping every candidate of one action kind makes this fail: every_ask is built from the
    action grammar and the position's pieces, not from candidates."""
    positions, every_ask = need(game, "positions"), need(game, "every_ask")
    resolve = supplied(game, "resolve") or (lambda p, a: a)

    @RUN
    @given(st.data())
    def run(data):
        props.options_iff_legal(game, _valid_position(data, game, positions), every_ask, resolve)
    _run_on_valid(game, run)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_chain_equals_its_steps(game):
    positions = need(game, "positions")
    every_ask = supplied(game, "every_ask")

    @RUN
    @given(st.data())
    def run(data):
        p = _valid_position(data, game, positions)
        cur, steps = p, []
        for _ in range(data.draw(st.integers(1, 4))):
            choices = game.options(cur) + (list(every_ask(cur))[:40] if every_ask else [])
            if not choices:
                break
            step = data.draw(st.sampled_from(choices))
            steps.append(step)
            ans = game.ask(cur, Token(step, 1, 1, step))
            if not ans.legal or ans.after is None:
                break
            cur = game.parse(ans.after)
        if data.draw(st.booleans()):
            steps.append(data.draw(st.sampled_from(["score", "valid", "options"])))
        assume(steps)
        props.chain_equals_steps(game, p, steps)
    _run_on_valid(game, run)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_unknown_verdict_equals_its_completions(game):
    unknown_positions = need(game, "unknown_positions")
    every_ask = supplied(game, "every_ask")

    @RUN
    @given(st.data())
    def run(data):
        p = data.draw(unknown_positions())
        assume(game.unknowns(p))
        asks = ["valid", "score", "options"]
        if every_ask:
            asks += list(every_ask(p))[:20]
        props.unknown_verdict_equals_completions(game, p, asks)
    run()

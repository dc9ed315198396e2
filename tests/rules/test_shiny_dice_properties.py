"""Shiny Dice property tests: the strategies the shared properties run on
(``positions``, ``every_ask``, ``unknown_positions``) and the game's own properties.

Positions are CONSTRUCTED valid: the 7 Outlaw, 3 Passenger and 5 Foe dice are dealt into
the areas the current step allows, Supply faces only where they may lie, never 5 of one
Foe after Step 1, Badger's captured Supplies no more than Badger dice.  ``every_ask`` is
built from the action grammar and the position's pieces, never from ``candidates``.
"""
from __future__ import annotations

from dataclasses import replace

import properties as props
from hypothesis import given
from hypothesis import strategies as st

from referee.rules import get_game
from referee.rules.core import Bag
from referee.rules.games import shiny_dice as sd

SETTINGS = props.fuzz_settings(150)
G = get_game("shiny-dice")
NAMES = sd.FACE_ORDER
STEP3 = ("shiny-times", "foes-strike", "have-a-plan", "damage-report")
STEP_PHASES = ([("get-a-crew", ph) for ph in sd.STEP1_PHASES] + [("misbehave", ph) for ph in STEP3]
               + [(s, None) for s in sd.STEPS if s not in ("get-a-crew", "misbehave")])


def _faces(draw, n: int, faces: tuple[str, ...]) -> list[str]:
    return draw(st.lists(st.sampled_from(faces), min_size=n, max_size=n))


@st.composite
def positions(draw, small: bool = True):
    """A valid position: dice dealt to the areas of a step, counts within the book's dice."""
    step, phase = draw(st.sampled_from(STEP_PHASES))  # every phase as likely as every step
    # how many of each colour are in play this turn (Keep Flyin' turns have fewer)
    n_out = draw(st.integers(0, 5 if small else 7))
    n_pas = draw(st.integers(0, 3))
    n_foe = draw(st.integers(0, 5 if step == "get-a-crew" else 4))
    rolling = Bag()
    serenity, cargo, ko, foes = Bag(), Bag(), Bag(), Bag()
    supplies = captured = 0
    if step == "get-a-crew" and phase == "roll":
        rolling = Bag({"outlaw": n_out, "passenger": n_pas, "foe": n_foe})
    elif step in ("turn-over", "game-over"):
        pass
    else:
        if draw(st.booleans()):  # different Outlaws, so the Team Bonus comes up
            n_out = max(n_out, draw(st.integers(3, 5)))
            outs = list(draw(st.permutations(sd.OUTLAWS)))[:n_out]
        else:
            outs = _faces(draw, n_out, sd.OUTLAWS + (sd.SUPPLY,))
        pas = _faces(draw, n_pas, sd.PASSENGERS + (sd.SUPPLY,))
        foe_faces = _faces(draw, n_foe, sd.FOES)
        foes = Bag.of(*foe_faces)
        if step != "get-a-crew" and foes and max(n for _, n in foes.items()) >= 5:
            foes = foes.remove(foes.names()[0])
        for face in outs + pas:
            if face == sd.SUPPLY:
                if step == "lay-low-or-keep-flyin":
                    cargo = cargo.add(face)
                elif step == "misbehave" and phase != "shiny-times" and captured < foes["badger"] \
                        and draw(st.booleans()):
                    captured += 1
                else:
                    supplies += 1
                continue
            where = "serenity"
            if step == "misbehave" and phase in ("have-a-plan", "damage-report"):
                where = draw(st.sampled_from(["serenity", "serenity", "cargo", "ko"]))
            elif step == "lay-low-or-keep-flyin":
                where = draw(st.sampled_from(["cargo", "ko"]))
            if where == "serenity":
                serenity = serenity.add(face)
            elif where == "cargo":
                cargo = cargo.add(face)
            else:
                ko = ko.add(face)
    struck: tuple[str, ...] = ()
    if step == "misbehave" and phase == "foes-strike":
        order = [f for f in sd.STRIKE_ORDER if foes[f]]
        struck = tuple(order[:draw(st.integers(0, max(0, len(order) - 1)))])
    penalty = step == "get-a-crew" and phase == "check" and draw(st.booleans())
    if penalty and foes and max(n for _, n in foes.items()) >= 5:
        penalty = False
    mission = None
    shiny_times = phase == "shiny-times"  # only a Shiny Mission has a Phase 1
    if shiny_times or (step in ("get-a-mission", "misbehave", "lay-low-or-keep-flyin") and draw(st.booleans())):
        if serenity and draw(st.booleans()):  # a Mission Serenity can complete
            needs = Bag.of(*serenity.names()[:draw(st.integers(1, len(serenity.names())))])
        else:
            needs = Bag.of(*draw(st.lists(st.sampled_from(sd.CREW), min_size=1, max_size=3)))
        kws = draw(st.lists(st.sampled_from(sd.KEYWORDS), unique=True, max_size=2)) + ["shiny"] * shiny_times
        mission = sd.Mission(needs, tuple(k for k in sd.KEYWORDS if k in kws),
                             step != "get-a-mission" and draw(st.booleans()),
                             draw(st.sampled_from([0, 0, 200])), draw(st.sampled_from([0, 0, 2])))
    rounds = draw(st.integers(1, 4))
    others = tuple((name, draw(st.none() | st.sampled_from([0, 100, 300])),
                    draw(st.sampled_from([0, 0, 3, None])))
                   for name in draw(st.lists(st.sampled_from(["ann", "bo", "cy", "di"]), unique=True,
                                             max_size=sd.MAX_OTHERS)))
    banked = draw(st.sampled_from([0, 200, 1100]))
    at_once = 100 if (ko["inara"] and banked and draw(st.booleans())) else 0
    claimed = step == "misbehave" and phase == "damage-report" and not foes and draw(st.booleans())
    return sd.SDPosition(
        step=step, phase=phase, round=draw(st.integers(1, rounds)), rounds=rounds,
        difficulty=draw(st.sampled_from(sd.DIFFICULTIES)), mission=mission, rolling=rolling,
        serenity=serenity, cargo_hold=cargo, knocked_out=ko, foes=foes, supplies=supplies, captured=captured,
        at_risk=draw(st.sampled_from([0, 100, 300])), banked=banked,
        banked_supplies=draw(st.integers(0, 5)),
        rerolled=step == "get-a-crew" and phase == "reroll" and draw(st.booleans()),
        struck=struck, penalty_applied=penalty, others=others, scored_at_once=at_once,
        supplies_claimed=claimed, player=draw(st.sampled_from(["", "", "eve"])))


def _sub_bags(bag: Bag, most: int = 99):
    """Every sub-multiset of ``bag`` with at most ``most`` dice (the empty one included)."""
    out = [Bag()]
    for name, n in bag.items():
        out = [b + Bag({name: k}) for b in out for k in range(n + 1) if len(b) + k <= most]
    return out


def every_ask(p) -> list[str]:
    """Every well-formed ask of the action grammar over the position's pieces (not from candidates)."""
    r = lambda b: b.render(NAMES)  # noqa: E731
    asks = ["proceed", "penalty", "escape", "lay-low", "keep-flyin", "next-turn", "complete"]
    for f in sd.FOES:
        asks += [f"team-bonus {f}", f"shiny {f}", f"complete {f}"]
    crew = Bag((f, n) for f, n in p.serenity.items() if f in sd.CREW)
    for sub in _sub_bags(crew + p.foes):
        if sub:
            asks.append("reroll " + r(sub))
    kos = [""] + p.serenity.names()
    for ko in kos:
        for cargo in _sub_bags(p.serenity.remove(ko) if ko else p.serenity):
            text = "strike" + (f" ko {ko}" if ko else "") + (f" cargo {r(cargo)}" if cargo else "")
            asks.append(text)
            if not ko:
                asks.append("strike saffron" + (f" cargo {r(cargo)}" if cargo else ""))
        asks.append("strike niska" + (f" ko {ko}" if ko else ""))
    asks.append("strike badger")
    targets = [f for f in sd.FOES] + [f"{a}, {b}" for i, a in enumerate(sd.FOES) for b in sd.FOES[i + 1:]]
    for face in sd.CREW:
        for power in sd.POWERS[face]:
            if (face, power) in sd.REROLL_POWERS:
                continue  # a reroll by another name: the reroll asks above cover it
            asks.append(f"{face} {power}")
            for t in targets:
                asks.append(f"{face} {power} {t}")
            if power == "damaged-calm":
                asks += [f"{face} {power} {f} {d}" for f in sd.FOES for d in p.serenity.names()]
            if power == "thruster-overload":
                asks += [f"{face} {power} {f} {d}" for f in sd.FOES for d in p.knocked_out.names()]
            if power == "inspiration":
                asks += [f"{face} {power} {r(b)}" for b in _sub_bags(p.cargo_hold, 2) if b]
    # the Damage Report's consequences asked on their own (issue 27): the pool, too little, the pool
    # and the VP behind the screen; the Supplies left, none, one too many
    for n in sorted({0, p.at_risk, max(0, p.at_risk - 100), p.at_risk + 100, p.at_risk + p.banked}):
        asks.append(f"return {n} vp")
    if p.supplies is not None:
        for n in sorted({0, p.supplies, p.supplies + 1}):
            asks.append(f"claim {n} supplies")
    return asks


@st.composite
def unknown_positions(draw):
    """A small valid position with one or two of its faces or Supply counts unknown (?)."""
    p = draw(positions())
    spots = [a for a in ("serenity", "cargo_hold", "knocked_out", "foes") if getattr(p, a)]
    for _ in range(draw(st.integers(1, 2))):
        if spots and draw(st.booleans()):
            attr = draw(st.sampled_from(spots))
            bag = getattr(p, attr)
            face = draw(st.sampled_from(bag.names()))
            if face != sd.UNKNOWN:
                p = replace(p, **{attr: bag.remove(face).add(sd.UNKNOWN)})
        else:
            p = replace(p, supplies=None)
    return p


# ---- the game's own properties ----------------------------------------------------------
@SETTINGS
@given(positions(small=False))
def test_generated_positions_are_valid_and_round_trip(p):
    assert not G.problems(p), [r.to_dict() for r in G.problems(p)]
    props.round_trips(G, p)


@SETTINGS
@given(unknown_positions())
def test_unknown_positions_round_trip(p):
    props.round_trips(G, p)
    assert G.unknowns(p)


@SETTINGS
@given(positions(small=False))
def test_options_stay_fast_and_lead_to_valid_positions(p):
    for text in G.options(p):
        ans = G.ask(p, props.tok(text))
        assert ans.legal and ans.reasons, text
        if ans.after is not None:
            assert not G.problems(G.parse(ans.after)), (text, ans.after)


# one position per kind of action where that kind is legal (the mutation check of issue 17)
WHERE_LEGAL = {
    "proceed": "step: get-a-crew\nphase: reroll\nserenity: mal\nfoes: niska",
    "penalty": "step: get-a-crew\nphase: check\nserenity: mal\nfoes: niska x4\nothers: ann 200",
    "team-bonus": "step: get-a-crew\nphase: check\nserenity: mal, zoe, wash, jayne\nfoes: niska",
    "reroll": "step: get-a-crew\nphase: reroll\nserenity: wash, mal\nfoes: niska",
    "shiny": "step: misbehave\nphase: shiny-times\nmission: needs mal; keywords shiny\nserenity: mal\nfoes: niska",
    "strike": "step: misbehave\nphase: foes-strike\nserenity: mal, zoe\nfoes: niska, badger\nsupplies: 1",
    "power": "step: misbehave\nphase: have-a-plan\nserenity: jayne\nfoes: niska",
    "complete": "step: misbehave\nphase: have-a-plan\nmission: needs mal\nserenity: mal\nfoes: niska",
    "escape": "step: misbehave\nphase: have-a-plan\nmission: needs mal; keywords escape; completed\n"
              "serenity: mal\nfoes: niska",
    "lay-low": "step: lay-low-or-keep-flyin\ncargo-hold: mal",
    "keep-flyin": "step: lay-low-or-keep-flyin\ncargo-hold: mal",
    "next-turn": "step: turn-over\nround: 1",
    "return": "step: misbehave\nphase: damage-report\nserenity: mal\nfoes: niska\nat-risk: 200\nbanked: 100",
    "claim": "step: misbehave\nphase: damage-report\nserenity: mal\nsupplies: 2",
}


def test_dropping_a_kind_of_candidates_is_caught(monkeypatch):
    """Without every candidate of one kind, options misses a legal ask that every_ask finds."""
    original = type(G).candidates
    for kind, text in WHERE_LEGAL.items():
        p = G.parse("game: shiny-dice\n" + text + "\n")
        assert not G.problems(p), kind
        props.options_iff_legal(G, p, every_ask)  # the full engine passes
        monkeypatch.setattr(type(G), "candidates",
                            lambda self, q, k=kind: (a for a in original(self, q) if a.kind != k))
        try:
            props.options_iff_legal(G, p, every_ask)
        except AssertionError:
            continue
        finally:
            monkeypatch.setattr(type(G), "candidates", original)
        raise AssertionError(f"dropping the {kind} candidates went unnoticed")

"""Which rules bear on a legal action (or, for ``ask: valid``, on a position).

A legal answer cites the rule that permits the action first (``play.PERMITS`` and
the effects ``apply`` names), then the limits the action stays within: the checked
rules listed here whose condition holds.  A rule checked but not bearing (the
Nemesis rule in a game without a Nemesis, the Toxic limit on a turn with no
Explosion) is left out, so an answer cites only what speaks to the position.
"""
from __future__ import annotations

from typing import Callable, Optional

from .matching import glitch_best, glitch_doubled
from .position import (BOSS_ONLY, DOUBLES, WEAPONS, in_turn, phoenix_active, showing, solo, won_kinds)


def _doubler(p, a) -> bool:
    return any(showing(p)[d] for d in DOUBLES)


def _near_three(p, a) -> bool:
    """Within one uncancelled Explosion of the 3 that end the turn (or the turn was lost)."""
    return in_turn(p) and not p.toxic and not phoenix_active(p) and p.explosions >= 2


def _near_toxic(p, a) -> bool:
    return in_turn(p) and p.toxic and not phoenix_active(p) and p.explosions >= 1


def _bonus(p, a) -> bool:
    return a is not None and a.bonus is not None


def _rushing(kind: str) -> Callable:
    return lambda p, a: (a.target if a is not None and a.verb == "rush" else p.target) == kind


# rule id -> when it bears (a is None: the position, for ask: valid)
BEARS: dict[str, Callable[[object, Optional[object]], bool]] = {
    # ---- position limits (ask: valid)
    "GD-SETUP-TOKENS": lambda p, a: a is None and p.turn == "setup" and not solo(p),
    "GD-SOLO-TOKENS": lambda p, a: a is None and p.turn == "setup" and solo(p),
    "GD-SETUP-FIRST": lambda p, a: p.turn == "setup" and a is not None and a.verb != "next turn",
    "GD-NEMESIS-INITIAL": lambda p, a: a is None and p.turn == "setup" and "nemesis" in p.modes,
    "GD-DARK-SETUP": lambda p, a: a is None and p.toxic,
    "GD-PHOENIX-SETUP": lambda p, a: a is None and p.phoenix,
    "GD-NEMESIS-SIX": lambda p, a: p.nemesis is not None,
    # ---- dice
    "GD-DICE-POOL": lambda p, a: (in_turn(p) and p.roll >= 1) if a is None else True,
    "GD-DICE-FACES": lambda p, a: bool(showing(p)) if a is None else a.result is not None,
    "GD-BOSS-FACES": lambda p, a: p.boss_dice > 0 and (a is None or a.result is not None),
    "GD-SAVE": lambda p, a: bool(p.aside) if a is None else True,
    "GD-BOSS-DIE-SWAP": lambda p, a: p.boss_dice > 0 if a is None else True,
    "GD-SWAP-TIMING": lambda p, a: a is not None,
    "GD-THREE-EXPLOSIONS": _near_three,
    # ``turn over``, the state question: the limit it was judged by, and Toxic's two when in force
    "GD-TURN-OVER-LIVES": lambda p, a: a is not None and a.verb == "turn over",
    "GD-TURN-OVER-TOXIC": lambda p, a: a is not None and a.verb == "turn over" and p.toxic is True,
    "GD-DARK-TOXIC": _near_toxic,
    # ---- the action chosen and its rolls
    "GD-TACKLE-ROLLS": lambda p, a: a is None and p.turn == "tackle" and p.roll >= 1,
    "GD-RUSH-ROLLS": lambda p, a: a is None and p.turn == "rush" and p.target in WEAPONS and p.roll >= 1,
    "GD-CHROMA-ROLLS": lambda p, a: a is None and p.turn == "rush" and p.target == "chroma" and p.roll >= 1,
    "GD-NEXUS-ROLLS": lambda p, a: a is None and p.turn == "rush" and p.target == "nexus" and p.roll >= 1,
    "GD-RUSH-NEEDS-STAGE": lambda p, a: a is None and p.turn == "rush" and p.target in WEAPONS,
    "GD-CHROMA-NEEDS-STAGE": lambda p, a: a is None and p.turn == "rush" and p.target == "chroma",
    "GD-RUSH-NOT-SAME": lambda p, a: bool(won_kinds(p)),
    "GD-SOLO-GAME-OVER": lambda p, a: solo(p),
    "GD-NEXUS-END": lambda p, a: "nexus-soul" in p.modes and
    len([k for k in won_kinds(p) if k != "nexus"]) >= 3,
    "GD-CHROMA-COUNTS": lambda p, a: "chroma" in won_kinds(p),
    # ---- claims and defeats
    "GD-LINEUP": lambda p, a: bool(p.stages),
    "GD-ONE-STAGE": lambda p, a: a is not None,
    "GD-STAGE-LOCKED": lambda p, a: any(k in WEAPONS for k in won_kinds(p)),
    "GD-BOSS-DOUBLER": _doubler,
    "GD-NEMESIS-BLOCKS": lambda p, a: "nemesis" in p.modes,
    "GD-JOURNEY-SETUP": lambda p, a: bool(p.bonus or any(w.kind == "bonus" for w in p.stages_won))
    if a is None else _bonus(p, a),
    "GD-BONUS-WITH-STAGE": _bonus,
    "GD-BOSS-DIE-ONE-CARD": lambda p, a: _bonus(p, a) and any(showing(p)[f] for f in BOSS_ONLY),
    "GD-RUSH-DECLARE": lambda p, a: True,
    "GD-RUSH-DECLARED-ONLY": lambda p, a: a is not None and a.verb == "defeat",
    # ---- Arcade Tokens
    "GD-NO-TOKEN-REVERSE": lambda p, a: a is not None and a.verb == "pass" and in_turn(p)
    and p.explosions >= (2 if p.toxic else 3) and not phoenix_active(p),
    "GD-NEXUS-NO-TOKEN-REROLL": lambda p, a: "nexus-soul" in p.modes,
    # ---- modes
    "GD-CAPSULE-SETUP": lambda p, a: bool(p.capsules) if a is None else True,
    "GD-HACKED-SETUP": lambda p, a: a is not None or bool(p.glitches) or p.glitch_stack is not None,
    "GD-GLITCH-TOP": lambda p, a: True,
    "GD-GLITCH-FIVE": lambda p, a: True,
    "GD-GLITCH-DOUBLER": lambda p, a: glitch_doubled(showing(p)) > glitch_best(showing(p)),
    "GD-GLITCH-ONCE": lambda p, a: True,
    "GD-GLITCH-STEAL": lambda p, a: True,
    "GD-CAPSULE-USE": lambda p, a: True,
    "GD-ACE-SETUP": lambda p, a: a is not None or bool(p.pilot),
    "GD-ACE-SELECT": lambda p, a: True,
    "GD-ACE-CHARGE": lambda p, a: True,
    "GD-ACE-MORE": lambda p, a: bool(p.pilot),
    "GD-ACE-CAP": lambda p, a: bool(p.pilot),
    "GD-NEXUS-SETUP": lambda p, a: _rushing("nexus")(p, a),
    "GD-NEXUS-BOSS-DICE": lambda p, a: _rushing("nexus")(p, a),
    "GD-NEXUS-ONE-EACH": lambda p, a: "nexus-soul" in p.modes,
    "GD-NEMESIS-SETUP": lambda p, a: p.nemesis is not None or "nemesis" in p.modes,
    "GD-NEMESIS-SHIP": lambda p, a: True,
    "GD-NEMESIS-CAPSULE": lambda p, a: True,
    "GD-CHROMA-NO-DIE": lambda p, a: "chroma" in won_kinds(p),
    "GD-SOLO-BOSS-DIE-LIMIT": lambda p, a: solo(p),
    "GD-MOVE-BACK": lambda p, a: True,
    "GD-CONTINUE": lambda p, a: True,
    "GD-SECOND-WIND": lambda p, a: True,
    "GD-CYCLE": lambda p, a: True,
    "GD-STRIKE-CORE": lambda p, a: True,
    "GD-CLAIM-MATCH": lambda p, a: True,
}


def bears(rule_id: str, p, a) -> bool:
    got = BEARS.get(rule_id)
    return bool(got and got(p, a))

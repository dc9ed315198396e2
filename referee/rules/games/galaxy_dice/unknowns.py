"""What a Galaxy Dice position may leave unknown (``?``), and filling one in.

The table writes ``?`` for a die face (``pool: missile, ? x2``), the type of a Stage
card on offer or in a defeated pile, a defeated Boss, whether a Nemesis card is out (``nemesis: ?``:
none, or one of each Weapon with its 6 Arcade Tokens), how many Arcade Tokens a rival has left at
the end (``rivals: ana 200 points ? tokens``), the Ace Pilot or the pilot
die, whether the Dark Energy effect is Toxic, whether the Phoenix Core is still
yours, whether the Stages were cycled, and the counts the book bounds (Glitch
cards, final turns still to play, the Charge level).  When the end game is triggered and the final
turns left are not stated, they are unknown too once your turn is over (during a turn
they decide nothing).  The engine decides over every
value; a value that makes the position impossible (a Boss Die face with no Boss
Die) is not one the table can have.
"""
from __future__ import annotations

from dataclasses import replace

from ...core import UNKNOWN, Bag, Unknown
from .position import (BOSS_KINDS, FACES, GLITCH_CARDS, MAX_CHARGE, MAX_RIVALS, MAX_TOKENS, SAVABLE, SHIP_ONLY, WEAPONS, WON_KINDS,
                       Nemesis, Won, _norm_pos, in_turn)

YES_NO = ("yes", "no")


def unknowns(p) -> list[Unknown]:
    out: list[Unknown] = []
    out += [Unknown("the face of an unknown die in the pool", FACES, "pool")] * p.pool[UNKNOWN]
    out += [Unknown("the face of an unknown die saved to the side", SAVABLE, "aside")] * p.aside[UNKNOWN]
    for i, c in enumerate(p.stages, start=1):
        if c.kind == UNKNOWN:
            out.append(Unknown(f"the type of Stage card {i}", WEAPONS, ("stage", i)))
    out += [Unknown("the type of an unknown defeated Stage card", WON_KINDS, "stages_won")] * \
        sum(1 for w in p.stages_won if w.kind == UNKNOWN)
    out += [Unknown("an unknown defeated Boss card", BOSS_KINDS, "bosses_won")] * \
        sum(1 for w in p.bosses_won if w.kind == UNKNOWN)
    if p.pilot == UNKNOWN:
        out.append(Unknown("your Ace Pilot's Weapon", WEAPONS, "pilot"))
    if p.pilot_die == UNKNOWN:
        out.append(Unknown("the face of the pilot die", SHIP_ONLY + ("explosion",), "pilot_die"))
    if p.charge == UNKNOWN:
        out.append(Unknown("your current Charge level", tuple(str(n) for n in range(MAX_CHARGE + 1)), "charge"))
    if p.toxic == UNKNOWN:
        out.append(Unknown("whether the Dark Energy effect is Toxic", YES_NO, "toxic"))
    if p.phoenix == UNKNOWN:
        out.append(Unknown("whether you still hold the Phoenix Core", ("held", "center"), "phoenix"))
    if p.cycled == UNKNOWN:
        out.append(Unknown("whether you cycled the Stages this turn", YES_NO, "cycled"))
    for field, fact in (("glitch_stack", "the number of Glitch cards left in the stack"),
                        ("rival_glitches", "the number of Glitch cards the other players hold")):
        if getattr(p, field) == UNKNOWN:
            out.append(Unknown(fact, tuple(str(n) for n in range(GLITCH_CARDS + 1)), field))
    for i, (name, _points, tokens) in enumerate(p.rivals):  # "? tokens": a rival's Arcade Tokens left untold
        if tokens == UNKNOWN:
            out.append(Unknown(f"how many Arcade Tokens {name} has left", tuple(str(n) for n in range(MAX_TOKENS + 1)),
                               ("rival_tokens", i)))
    if p.nemesis == UNKNOWN:  # Nemesis Mode: whether a Nemesis card was drawn, and which Weapon it shows
        out.append(Unknown("the Nemesis card out, if one was drawn", ("none",) + WEAPONS, "nemesis"))
    if p.final_left == UNKNOWN or (p.end == "triggered" and p.final_left is None and not in_turn(p)):
        most = len(p.rivals) if p.rivals else MAX_RIVALS
        out.append(Unknown("how many other players still play their final turn",
                           tuple(str(n) for n in range(most + 1)), "final_left"))
    return out


def fill(p, slot, value: str):
    if slot in ("pool", "aside"):
        bag: Bag = getattr(p, slot).remove(UNKNOWN, 1)
        if slot == "pool" and value == "explosion":  # a rolled Explosion is set out, not in the pool
            return replace(p, pool=bag, explosions=p.explosions + 1)
        return replace(p, **{slot: bag.add(value)})
    if isinstance(slot, tuple) and slot[0] == "stage":
        i = slot[1] - 1
        stages = p.stages[:i] + (replace(p.stages[i], kind=value),) + p.stages[i + 1:]
        return replace(p, stages=stages)
    if slot in ("stages_won", "bosses_won"):
        cards = list(getattr(p, slot))
        i = next(k for k, w in enumerate(cards) if w.kind == UNKNOWN)
        cards[i] = Won(value, cards[i].points)
        return _norm_pos(replace(p, **{slot: tuple(cards)}))
    if slot in ("pilot", "pilot_die"):
        return replace(p, **{slot: value})
    if slot in ("toxic", "cycled"):
        return replace(p, **{slot: value == "yes"})
    if slot == "phoenix":
        return replace(p, phoenix=value == "held")
    if isinstance(slot, tuple) and slot[0] == "rival_tokens":
        i = slot[1]
        name, points, _tokens = p.rivals[i]
        return replace(p, rivals=p.rivals[:i] + ((name, points, int(value)),) + p.rivals[i + 1:])
    if slot == "nemesis":  # a drawn Nemesis card gets 6 Arcade Tokens (GD-NEMESIS-SIX)
        return replace(p, nemesis=None if value == "none" else Nemesis(value, 6))
    if slot in ("glitch_stack", "rival_glitches", "final_left", "charge"):
        return replace(p, **{slot: int(value)})
    raise KeyError(slot)



# ---- which unknowns an action reads (issue 27: everyday unknowns answer) ---------------------------
# An unknown die (pool: ?, aside: ?) is read by the actions that look at the dice (rolls, claims,
# defeats, Glitches, charges, the Nemesis) and by every rule that asks whether Explosions ended the
# turn.  When no face of the unknown dice can change that (too few of them to lose the lives left,
# or too many Explosions for them to save), the actions that do not look at the dice leave them as ?:
# the position after such an action keeps them, and a later step fills them if it reads them.
DICE = ("pool", "aside")
NO_DICE = frozenset({"tackle", "rush", "cycle", "swap boss die", "second wind", "strike the core", "pass",
                     "use capsule", "buy capsule", "use glitch", "choose pilot", "pass die", "next turn",
                     "end game", "boss dice"})


def lives_settled(p) -> bool:
    """Whatever the unknown dice show, have the Explosions ended the turn or not, all the same?"""
    from .position import phoenix_active  # noqa: PLC0415
    if not in_turn(p) or p.roll < 1 or phoenix_active(p):
        return True
    pool_unknown, aside_unknown = p.pool[UNKNOWN], p.aside[UNKNOWN]
    known_1ups = p.pool["1up"] + p.aside["1up"]
    most = p.explosions + pool_unknown - known_1ups  # every ? in the pool an Explosion
    least = p.explosions - known_1ups - pool_unknown - aside_unknown  # every ? a 1Up
    low, high = (2, 2) if p.toxic is True else (3, 3) if p.toxic is False else (2, 3)  # Toxic ?: either
    return most < low or least >= high


def relevant(p, a):
    """The unknowns ``a`` reads (None: all of them)."""
    us = unknowns(p)
    if a is None or not us or not any(u.slot in DICE for u in us):
        return None
    if reads_dice(p, a):
        return None
    return [u for u in us if u.slot not in DICE]


def reads_dice(p, a) -> bool:
    if not lives_settled(p):
        return True
    if a.verb in NO_DICE:
        return False
    if a.verb == "save" and a.dice is not None:
        return bool(p.pool[UNKNOWN]) and not p.pool.contains(a.dice)
    if a.verb == "return" and a.dice is not None:
        return bool(p.aside[UNKNOWN]) and not p.aside.contains(a.dice)
    return True


# ---- a face rolled that nobody read: ``roll -> ?`` ----------------------------------------------
RESULT_FACT = "the face rolled that nobody read (? after ->)"


def action_unknowns(p, a) -> list[Unknown]:
    """Each ``?`` among the faces a roll shows, with the faces the dice rolled can show."""
    if a.verb != "roll" or a.result is None or not a.result[UNKNOWN]:
        return []
    from .position import BOSS_ONLY  # noqa: PLC0415
    from .rules import dice_rolled  # noqa: PLC0415
    if p.roll == 0:
        ships, bosses = 7 - p.boss_dice, p.boss_dice
    else:
        rolled = dice_rolled(p, a)
        ships = sum(rolled[f] for f in SHIP_ONLY) + rolled["explosion"] + rolled[UNKNOWN]
        bosses = sum(rolled[f] for f in BOSS_ONLY) + rolled[UNKNOWN]
    faces = tuple(f for f in FACES if (ships and (f in SHIP_ONLY or f == "explosion"))
                  or (bosses and (f in BOSS_ONLY or f == "explosion")))
    return [Unknown(RESULT_FACT, faces, ("result", i)) for i in range(a.result[UNKNOWN])]


def fill_action(a, value: str):
    return replace(a, result=a.result.remove(UNKNOWN).add(value))


_RESULT_RULES = ("GD-DICE-POOL", "GD-DICE-FACES", "GD-BOSS-FACES")


def action_possible(game, p, a) -> bool:
    """Can the dice rolled show these faces (the pool's count, Ship and Boss Dice faces)?"""
    return not any(game.rule(r).forbids(p, a) for r in _RESULT_RULES)

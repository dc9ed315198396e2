"""Shiny Dice unknowns: a ``?`` die face (in Serenity, the Cargo Hold, the KO pile or among the
Foes, or among the faces the Mission needs), an unknown count of Supply dice (in the Supplies area,
captured by Badger), or the difficulty the table plays (``difficulty: ?``: standard, rookie, hero
or legendary).

Each ``?`` takes the values the book's dice allow there: a Foe die shows Niska, Saffron or
Badger; a Crew die in Serenity or the KO pile shows a Crew face (Supplies are locked in the
Supplies area); the Cargo Hold may also hold Supply dice (moved there in Step 4).  A count
takes 0 up to the dice that can be there.  Completions that break the dice limits are
impossible and the core skips them.  An ask may hold ``?`` too: a face rolled that nobody read
(``-> ?``), or a die Mal's Inspiration takes from the Cargo Hold that nobody named
(``mal inspiration ? x2``), each decided over the faces it may show.
"""
from __future__ import annotations

from dataclasses import replace

from ...core import Bag, Unknown
from .pieces import CREW, DIFFICULTIES, FOES, KEYWORDS, SUPPLY, UNKNOWN, SDPosition

WHERE = {"serenity": "in Serenity", "cargo_hold": "in the Cargo Hold", "knocked_out": "in the KO pile",
         "foes": "among the Foes"}
FACES = {"serenity": CREW, "cargo_hold": CREW + (SUPPLY,), "knocked_out": CREW, "foes": FOES}
COUNTS = {"supplies": ("the number of Supply dice in the Supplies area", 10),
          "captured": ("the number of Supply dice captured by Badger", 5)}


def unknowns(p: SDPosition) -> list[Unknown]:
    out: list[Unknown] = []
    for attr, where in WHERE.items():
        n = getattr(p, attr)[UNKNOWN]
        for i in range(n):
            kind = "Foe die" if attr == "foes" else "die"
            which = f"unknown {kind}" if n == 1 else f"unknown {kind} {i + 1} of {n}"
            out.append(Unknown(f"the face of the {which} {where}", FACES[attr], (attr, i)))
    for attr, (fact, most) in COUNTS.items():
        if getattr(p, attr) is None:
            out.append(Unknown(fact, tuple(str(k) for k in range(most + 1)), (attr, 0)))
    if p.difficulty == UNKNOWN:  # "difficulty: ?": which level the table plays (the book's note on Get a Crew)
        out.append(Unknown(DIFFICULTY_FACT, DIFFICULTIES, ("difficulty", 0)))
    needed = p.mission.needs[UNKNOWN] if p.mission is not None else 0
    for i in range(needed):  # "needs ?": a face the Mission card asks for that nobody said
        which = "a face" if needed == 1 else f"face {i + 1} of {needed}"
        out.append(Unknown(f"{which} the Mission needs", CREW, ("needs", i)))
    if p.mission is not None and p.mission.completed is None:
        out.append(Unknown(MISSION_FACT, ("yes", "no"), ("mission", 0)))
    for kw in (p.mission.maybe if p.mission is not None else ()):
        out.append(Unknown(f"whether the Mission has the {kw.capitalize()} keyword", ("yes", "no"), ("keyword", kw)))
    return out


MISSION_FACT = "whether the Mission was completed this turn"
DIFFICULTY_FACT = "the difficulty the table plays (standard, rookie, hero or legendary)"


def fill(p: SDPosition, slot, value: str) -> SDPosition:
    attr, _ = slot
    if attr == "difficulty":
        return replace(p, difficulty=value)
    if attr == "mission":
        return replace(p, mission=replace(p.mission, completed=value == "yes"))
    if attr == "needs":
        return replace(p, mission=replace(p.mission, needs=p.mission.needs.remove(UNKNOWN).add(value)))
    if attr == "keyword":
        m = p.mission
        kws = tuple(k for k in KEYWORDS if k in m.keywords or (k == slot[1] and value == "yes"))
        return replace(p, mission=replace(m, keywords=kws, maybe=tuple(k for k in m.maybe if k != slot[1])))
    if attr in COUNTS:
        return replace(p, **{attr: int(value)})
    bag = getattr(p, attr)
    return replace(p, **{attr: bag.remove(UNKNOWN).add(value)})


# ---- which unknowns an action reads (issue 27: everyday unknowns answer) ---------------------------
# The core fills only the unknowns an ask reads; the rest ride along as ? (into the position after it,
# where a later step fills them if it reads them).  A ? die face is read when a rule or the effect
# could come out differently for some face it may show: a die named by the action that the known
# faces do not already show, the Foes an attack or a strike reads, the Supplies a sort or a claim
# adds up.  Where a die's face cannot change anything (Jayne is known to be in Serenity when Jayne's
# Vera is asked), the ? stays.  Counts (supplies: ?, captured: ?) are read by whatever adds to them.
AREAS = ("serenity", "cargo_hold", "knocked_out", "foes", "supplies", "captured")
DAMAGE_POWERS = ("vera", "cover-fire", "charm", "damage", "thruster-overload", "unstable-reaction",
                 "damaged-calm")


def relevant(p: SDPosition, a) -> list[Unknown]:
    """The unknowns the rules of ``a`` (None: the position rules) read, the rest left as ?."""
    us = unknowns(p)
    if not us:
        return us
    want = reads(p, a)
    return [u for u in us if u.slot[0] in want]


def _unknown(bag) -> int:
    return bag[UNKNOWN]


def _missing(have, named) -> bool:
    """Do the known faces of ``have`` fail to show all of ``named`` (so a ? may be one of them)?"""
    return bool(_unknown(have)) and not have.contains(named)


def reads(p: SDPosition, a) -> set:
    """The areas (and counts) whose ? the rules of ``a`` read; ``a`` None: the position rules.
    In Step 1 the difficulty is read too: the Phase 3 penalty (and what must come before the Team
    Bonus and Step 2) turns on it."""
    return _reads(p, a) | ({"difficulty"} if p.step == "get-a-crew" else set())


def _reads(p: SDPosition, a) -> set:
    from .pieces import OUTLAWS, PASSENGERS  # noqa: PLC0415  (kept local: the module is about ?)
    if a is None:
        out = {"supplies", "captured"}  # the Crew dice count and Badger's captures add them up
        crew_unknown = _unknown(p.serenity) + _unknown(p.cargo_hold) + _unknown(p.knocked_out)
        faces = p.serenity + p.cargo_hold + p.knocked_out
        outlaws = sum(faces[f] for f in OUTLAWS) + p.rolling["outlaw"]
        passengers = sum(faces[f] for f in PASSENGERS) + p.rolling["passenger"]
        if crew_unknown and (outlaws + crew_unknown > 7 or passengers + crew_unknown > 3):
            out |= {"serenity", "cargo_hold", "knocked_out"}
        if _unknown(p.foes) and (len(p.foes) >= 5 or p.captured is None or (p.captured and not p.foes["badger"])):
            out.add("foes")
        return out
    k = a.kind
    badger = bool(p.foes["badger"] or _unknown(p.foes))
    hit = {"foes"} | ({"captured"} if badger else set())  # damage: Badger's defeat scores his captures
    if k in ("escape", "lay-low", "keep-flyin"):
        return {"mission", "keyword"}  # Escape, Bushwhacked, Gorram: the Mission completed, its keywords
    if k in ("next-turn", "return"):
        return set()
    if k == "claim":
        return {"supplies"}
    if k == "penalty":
        return {"foes"}
    if k == "roll":
        return {"supplies"}
    if k == "reroll":
        if p.step == "get-a-mission" and not a.power:
            return {"serenity", "needs"}  # Sabotage rerolls every Crew die in Serenity (unless it shows the needs)
        crew = Bag((f, n) for f, n in a.dice.items() if f not in FOES)
        foes = Bag((f, n) for f, n in a.dice.items() if f in FOES)
        out = {"supplies"} if a.results is not None else set()
        if _missing(p.serenity, crew):
            out.add("serenity")
        if _missing(p.foes, foes):
            out.add("foes")
        return out
    if k == "proceed":
        if p.step == "get-a-crew":
            return {"foes", "serenity"} if p.phase == "check" else set()
        if p.step == "get-a-mission":
            return {"serenity", "needs"} if p.mission is not None and p.mission.has("sabotage") else set()
        if p.step == "misbehave":
            if p.phase == "foes-strike":
                return {"foes"}
            if p.phase == "damage-report" and not p.foes:
                return {"serenity", "supplies", "captured"}
        return set()
    if k in ("team-bonus", "shiny"):
        return hit | ({"serenity"} if k == "team-bonus" else set())
    if k == "complete":
        out = (hit if a.foes else set()) | {"needs"}
        needs = p.mission.needs if p.mission is not None else Bag()
        if _unknown(p.serenity) and not p.serenity.contains(needs):
            out = out | {"serenity", "cargo_hold"}
        elif _unknown(p.cargo_hold) and not p.serenity.contains(needs):
            out = out | {"cargo_hold"}
        return out
    if k == "strike":
        out = {"foes"}
        if badger:
            out |= {"supplies", "captured"}
        if (a.ko and _missing(p.serenity, Bag.of(a.ko))) or _missing(p.serenity, a.dice):
            out.add("serenity")
        return out
    if k == "power":
        out: set = set()
        if not p.serenity[a.face]:  # the die may be a ? in Serenity (or in the Cargo Hold)
            out |= {"serenity", "cargo_hold"}
        if a.power in DAMAGE_POWERS:
            out |= hit
        if a.power == "damaged-calm" and _missing(p.serenity.remove("jayne"), a.dice):
            out.add("serenity")
        if a.power == "thruster-overload" and _missing(p.knocked_out, a.dice):
            out.add("knocked_out")
        if a.power == "adoration" and _missing(p.knocked_out, Bag.of("kaylee")):
            out.add("knocked_out")
        if a.power == "salvation":
            out.add("foes")
            if p.serenity["book"] < 3:
                out.add("serenity")
        if a.power == "inspiration":
            if _missing(p.cargo_hold, a.dice):
                out.add("cargo_hold")
            if a.results is not None:
                out.add("supplies")
        return out
    return set(AREAS)


# ---- a face rolled that nobody read: ``-> ?`` ---------------------------------------------------
RESULT_FACT = "the face rolled that nobody read (? after ->)"


def rolled_types(p: SDPosition, a) -> Bag:
    """The kinds of dice an action rolls (outlaw, passenger, crew, foe)."""
    from .rules import _types  # noqa: PLC0415
    if a.kind == "roll":
        return p.rolling
    return _types(a.dice)


# ---- a die an action takes that nobody named: ``mal inspiration ? x2`` ---------------------------
# Inspiration takes 1 Outlaw die or up to 2 Passenger dice from the Cargo Hold: a message that says
# "he pulled two dice out of the cargo hold" leaves which faces they show open. Each ``?`` among the
# action's dice is one of the Cargo Hold's dice: a face it is known to hold, or any face its own
# ``?`` dice may show (those stay ``?`` in the position: the rules count a ``?`` there as the die taken).
TAKEN_FACT = "the face of a die Inspiration takes from the Cargo Hold (? in the ask)"


def taken_unknowns(p: SDPosition, a) -> list[Unknown]:
    if a.kind != "power" or a.power != "inspiration" or not a.dice[UNKNOWN]:
        return []
    faces = tuple(f for f in FACES["cargo_hold"] if p.cargo_hold[f] or p.cargo_hold[UNKNOWN])
    return [Unknown(TAKEN_FACT, faces, ("dice", i)) for i in range(a.dice[UNKNOWN])]


def in_cargo(hold, dice) -> bool:
    """Can the Cargo Hold ``hold`` give ``dice`` (its ``?`` dice standing for any face)?"""
    short = sum(max(0, n - hold[f]) for f, n in dice.items() if f != UNKNOWN)
    return short <= hold[UNKNOWN] and len(dice) <= len(hold)


def action_unknowns(p: SDPosition, a) -> list[Unknown]:
    """Each ``?`` among the dice an action takes (then) among the faces rolled, with the faces each may show."""
    taken = taken_unknowns(p, a)
    if taken:
        return taken
    if a.results is None or not a.results[UNKNOWN]:
        return []
    from .pieces import OUTLAWS, PASSENGERS  # noqa: PLC0415
    types = rolled_types(p, a)
    faces: tuple = ()
    if types["outlaw"] or types["crew"]:
        faces += OUTLAWS
    if types["passenger"] or types["crew"]:
        faces += PASSENGERS
    if types["outlaw"] or types["passenger"] or types["crew"]:
        faces += (SUPPLY,)
    if types["foe"]:
        faces += FOES
    return [Unknown(RESULT_FACT, faces, ("results", i)) for i in range(a.results[UNKNOWN])]


def fill_action(a, value: str, slot=("results", 0)):
    if slot[0] == "dice":
        return replace(a, dice=a.dice.remove(UNKNOWN).add(value))
    return replace(a, results=a.results.remove(UNKNOWN).add(value))


def action_possible(p: SDPosition, a) -> bool:
    """Can the Cargo Hold give the dice taken, and the dice rolled show these faces (SD-DIE-FACES)?"""
    from .rules import _misfit  # noqa: PLC0415
    if a.kind == "power" and a.power == "inspiration" and not in_cargo(p.cargo_hold, a.dice):
        return False
    return a.results is None or _misfit(a.results, rolled_types(p, a)) is None

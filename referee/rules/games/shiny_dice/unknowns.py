"""Shiny Dice unknowns: a ``?`` die face (in Serenity, the Cargo Hold, the KO pile or among the
Foes) or an unknown count of Supply dice (in the Supplies area, captured by Badger).

Each ``?`` takes the values the book's dice allow there: a Foe die shows Niska, Saffron or
Badger; a Crew die in Serenity or the KO pile shows a Crew face (Supplies are locked in the
Supplies area); the Cargo Hold may also hold Supply dice (moved there in Step 4).  A count
takes 0 up to the dice that can be there.  Completions that break the dice limits are
impossible and the core skips them.
"""
from __future__ import annotations

from dataclasses import replace

from ...core import Unknown
from .pieces import CREW, FOES, SUPPLY, UNKNOWN, SDPosition

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
    return out


def fill(p: SDPosition, slot, value: str) -> SDPosition:
    attr, _ = slot
    if attr in COUNTS:
        return replace(p, **{attr: int(value)})
    bag = getattr(p, attr)
    return replace(p, **{attr: bag.remove(UNKNOWN).add(value)})

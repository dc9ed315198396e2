"""What the table may leave unknown (``?``) in a Blue Sun position, and which unknowns
each action's rules read, so that only those are enumerated.

Unknown: a sector's region (also when not stated), how many alert tokens of a kind a sector
holds (``? reaver alerts``: some, uncounted), a captain's credit balance (also when not
stated), whether havens are in use (also when not stated), whether a ship is an outlaw
(``outlaw ?``), whether a contact trusts a captain (``trust lord harrow ?``: Lord Harrow's
$300 cargo and $500 bonus, Mr. Universe's hand size), whether a sector holds a named planet
(``planet ?``: Uroboros sectors are planetary only with one, havens need one), whether a planet is a supply or a contact planet (``supply ?``, ``contact ?``), a card's legality (``legality ?``) and whether its requirements were met (``met ?``).

A balance is only ever compared with an amount to pay, which the notation bounds by
MAX_CREDITS: a balance of $0 fails every payment and one of MAX_CREDITS passes every
payment, so those two values decide every verdict.  For one payment the two values are
named after it ("less than $500", "$500 or more"), so that ``depends_on`` reads as the
table would say it.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from ...core import UNKNOWN, Answer, Unknown, spend, work_budget
from ...errors import PositionSyntaxError
from .model import Act, BlueSunPosition
from .house import HOUSE
from .names import HARROW_PRICE, MAX_CREDITS, _plain
from .rules import _sides

REGIONS = ("rim", "border", "alliance")
# "some" alert tokens: at least one; an alert is rolled on one die, so past six more change nothing
ALERT_COUNTS = ("1", "2", "3", "4", "5", "6")
YES_NO = ("yes", "no")
BALANCES = ("0", str(MAX_CREDITS))


class Unknowns:
    """``unknowns``, ``fill`` and ``relevant_unknowns``, mixed into :class:`BlueSun`."""

    def unknowns(self, pos: BlueSunPosition) -> list[Unknown]:
        out = []
        if pos.havens == UNKNOWN:
            out.append(_havens())
        for s in pos.sectors:
            if s.regions == (UNKNOWN,):
                out.append(_region(pos, s.key))
        out += _alert_counts(pos)
        for s in pos.sectors:
            out += _planet(s) + _kinds(s)
        for p in pos.players:
            out += [_trust(p, c) for c in p.trust_unknown]
            if p.credits is None:
                out.append(Unknown(f"{p.name}'s credit balance", BALANCES, ("credits", p.key)))
            if p.outlaw is None:
                out.append(_outlaw(p))
        for c in pos.cards:
            if c.legality == UNKNOWN:
                out.append(_legality(pos, c.owner, c.key))
            if c.met is None:
                out.append(_met(pos, c.owner, c.key))
        return out

    def fill(self, pos: BlueSunPosition, slot, value: str) -> BlueSunPosition:
        kind = slot[0]
        if kind == "havens":
            return replace(pos, havens=value)
        if kind == "alerts":
            return replace(pos, sectors=tuple(replace(s, **{slot[2]: int(value)}) if s.key == slot[1] else s
                                              for s in pos.sectors))
        if kind == "region":
            return replace(pos, sectors=tuple(replace(s, regions=(value,)) if s.key == slot[1] else s
                                              for s in pos.sectors))
        if kind == "planet kind":
            return replace(pos, sectors=tuple(replace(s, **{slot[2]: value == "yes"}) if s.key == slot[1] else s
                                              for s in pos.sectors))
        if kind == "planet":   # a named planet there or not (one: the sector's own name)
            return replace(pos, sectors=tuple(replace(s, planet_unknown=False, planets=(s.name,) if value == "yes" else ())
                                              if s.key == slot[1] else s for s in pos.sectors))
        if kind == "trust":
            return replace(pos, players=tuple(replace(p, trust_unknown=tuple(t for t in p.trust_unknown if t != slot[2]),
                                                      trust=p.trust + ((slot[2],) if value == "yes" else ()))
                                              if p.key == slot[1] else p for p in pos.players))
        if kind == "outlaw":
            return replace(pos, players=tuple(replace(p, outlaw=value == "yes") if p.key == slot[1] else p
                                              for p in pos.players))
        if kind == "credits":
            n = 0 if value.startswith("less than") else MAX_CREDITS if value.endswith("or more") else int(value)
            return replace(pos, players=tuple(replace(p, credits=n) if p.key == slot[1] else p
                                              for p in pos.players))
        fld, v = ("legality", value) if kind == "legality" else ("met", value == "yes")
        return replace(pos, cards=tuple(replace(c, **{fld: v}) if (c.owner, c.key) == slot[1:] else c
                                        for c in pos.cards))

    def relevant_unknowns(self, pos: BlueSunPosition, action) -> Optional[list[Unknown]]:
        """The unknowns the rules of ``action`` read (``None`` action: the position rules)."""
        if action is None:
            out = [_havens()] if pos.havens == UNKNOWN and any(p.haven for p in pos.players) else []
            out += _alert_counts(pos)   # every rule that reads a sector counts its alerts
            for p in pos.players:   # a haven placed on a sector whose planet, or its kind, is unknown
                s = pos.sector(p.haven) if p.haven else None
                out += _planet(s) + _kinds(s) if s is not None else []
                if len(pos.hand(p.key)) > HOUSE["hand-size"]:   # the hand limit: Mr. Universe's trust
                    out += _trusts(p, "mr universe")
            for c in pos.cards:   # a challenge attached to a job: their legality must match
                j = pos.card(c.owner, c.on) if c.on else None
                if j is not None:
                    out += [_legality(pos, x.owner, x.key) for x in (c, j) if x.legality == UNKNOWN]
            return _unique(out)
        try:
            act = self._resolve(pos, action)
        except PositionSyntaxError:
            return []   # the ask names what the position lacks: its error says so
        out: list[Unknown] = _alert_counts(pos)
        v = act.verb
        if v == "haven" and pos.havens == UNKNOWN:
            out.append(_havens())
        if v in ("haven", "planetary") and pos.sector(act.sector) is not None:
            out += _planet(pos.sector(act.sector)) + (_kinds(pos.sector(act.sector)) if v == "haven" else [])
        p = pos.player(act.player) if act.player else None
        if p is not None and v == "buy":   # BS-HARROW-BUY
            out += _trusts(p, "lord harrow")
        if p is not None and v in ("hold", "take", "warrant"):   # the hand limit
            out += _trusts(p, "mr universe")
        if p is not None and v in ("complete", "payout"):   # BS-HARROW-BONUS
            j = pos.card(act.player, act.card)
            if j is not None and j.contact == "lord harrow" and j.type in ("smuggling", "shipping"):
                out += _trusts(p, "lord harrow")
        if v == "draw nav":
            p = pos.player(act.player)
            s = pos.sector(p.at) if p and p.at else None
            if s is not None and act.deck:   # here, or (in a chain) a sector the ship moves to
                out += [_region(pos, k) for k in [s.key, *pos.neighbours(s.key)]
                        if pos.sector(k).regions == (UNKNOWN,)]
        if v in ("full burn", "mosey", "evade", "draw nav", "scan"):
            p = pos.player(act.player)
            if p is not None and p.outlaw is None and p.pulled and p.at and pos.cruiser == p.at:   # BS-OUTLAW-CRUISER
                out.append(_outlaw(p))
        if v == "move ship" and act.ship == "cruiser":   # the Cruiser pulled to a ship of unknown standing
            out += [_outlaw(p) for p in pos.players if p.outlaw is None and p.pending == "company"]
        if v in ("give", "buy"):
            for giver, _to, item, n in (_sides(act) if v == "give" else [(act.player, "", "credits", HARROW_PRICE * act.count)]):
                p = pos.player(giver)
                if item == "credits" and p is not None and p.credits is None:
                    out.append(Unknown(f"{p.name}'s credit balance", (f"less than ${n}", f"${n} or more"),
                                       ("credits", p.key)))
        if v in ("attach", "start job") and act.challenge:
            for key in (act.card, act.challenge):
                c = pos.card(act.player, key)
                if c is not None and c.legality == UNKNOWN:
                    out.append(_legality(pos, act.player, key))
        if v in ("complete", "payout"):
            j = pos.card(act.player, act.card)
            if j is not None:
                for c in [j, *pos.attached(act.player, j.key)]:
                    if c.met is None:
                        out.append(_met(pos, act.player, c.key))
        return _unique(out)

    def ask(self, position: BlueSunPosition, tok):
        """``options`` on a position with unknowns: each candidate over the unknowns its own
        rules read (not every combination of every unknown, which grows past any budget)."""
        steps = self.steps(tok)
        if len(steps) == 1 and steps[0].norm == "options" and self.unknowns(position):
            with work_budget() as budget:   # once per position in a request, like options
                key = ("blue-sun options over unknowns", position)
                if key not in budget.memo:
                    budget.memo[key] = self._options_over_unknowns(position)
                every, some = budget.memo[key]
            effects = (every or ["No legal action in every case."]) + (
                [f"Legal only for some values of the unknowns: {', '.join(some)}."] if some else [])
            return Answer(steps[0].text, "legal", [], effects, None, None, list(every))
        return super().ask(position, tok)

    def _options_over_unknowns(self, pos: BlueSunPosition) -> tuple[list[str], list[str]]:
        """(legal whatever the unknowns are, legal for some of their values)."""
        every: dict[str, None] = {}
        some: dict[str, None] = {}
        base = {r.rule.id for r in self.problems(pos)}
        for a in self.candidates(pos):
            spend()
            text = self.render_action(a)
            if text in every or text in some:
                continue
            if not self.relevant_unknowns(pos, a):   # its rules read no unknown
                if self.is_legal(pos, a):
                    every[text] = None
                continue
            comps = self.completions(pos, lambda q, a=a: self.relevant_unknowns(q, a))
            comps = [c for c, _ in comps if not ({r.rule.id for r in self.problems(c)} - base)] or \
                [c for c, _ in comps]
            legal = [self.is_legal(c, a) for c in comps]
            if all(legal):
                every[text] = None
            elif any(legal):
                some[text] = None
        return list(every), list(some)


def _unique(us: list[Unknown]) -> list[Unknown]:
    return list({repr(u.slot): u for u in us}.values())


def _alert_counts(pos: BlueSunPosition) -> list[Unknown]:
    return [Unknown(f"how many {kind.split('_')[0].title()} alert tokens {s.name} holds", ALERT_COUNTS,
                    ("alerts", s.key, kind))
            for s in pos.sectors for kind in ("reaver_alerts", "alliance_alerts") if getattr(s, kind) == UNKNOWN]


def _kinds(s) -> list[Unknown]:
    """Whether a planet sector is a supply / a contact planet, when the table does not know."""
    return [Unknown(f"whether {s.name} is a {w} planet", YES_NO, ("planet kind", s.key, w))
            for w in ("supply", "contact") if getattr(s, w) is None]


def _planet(s) -> list[Unknown]:
    return [Unknown(f"whether {s.name} holds a named planet", YES_NO, ("planet", s.key))] if s.planet_unknown else []


_CONTACT_NAMES = {"lord harrow": "Lord Harrow", "mr universe": "Mr. Universe"}


def _trust(p, contact: str) -> Unknown:
    return Unknown(f"whether {_CONTACT_NAMES.get(contact, contact.title())} trusts {p.name}", YES_NO,
                   ("trust", p.key, contact))


def _trusts(p, contact: str) -> list[Unknown]:
    return [_trust(p, c) for c in p.trust_unknown if _plain(c) == _plain(contact)]


def _outlaw(p) -> Unknown:
    return Unknown(f"whether {p.name}'s ship is an outlaw ship", YES_NO, ("outlaw", p.key))


def _havens() -> Unknown:
    return Unknown("whether havens are in use (the Story card in play)", YES_NO, ("havens",))


def _region(pos: BlueSunPosition, key: str) -> Unknown:
    return Unknown(f"the region of {pos.sname(key)}", REGIONS, ("region", key))


def _legality(pos: BlueSunPosition, owner: str, key: str) -> Unknown:
    c = pos.card(owner, key)
    return Unknown(f"whether {c.name} is legal or illegal", ("legal", "illegal"), ("legality", owner, key))


def _met(pos: BlueSunPosition, owner: str, key: str) -> Unknown:
    c = pos.card(owner, key)
    return Unknown(f"whether {c.name}'s requirements are met", YES_NO, ("met", owner, key))

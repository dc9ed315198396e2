"""Shiny Dice notation: the position's keys, the words for faces and actions,
reading a position and an ask, and writing them back canonically.
"""
from __future__ import annotations

import re
from typing import Optional

from ...core import Bag, question_of
from ...dsl import Errors, Token, counted_names, parse_bool, parse_int, read, split, split_steps, words
from ...errors import PositionSyntaxError
from .pieces import *  # noqa: F401,F403
from .pieces import (FACE_LIMIT, INT_LIMIT, MAX_OTHERS, MAX_ROUNDS, ROLLING_LIMIT, STRIKE_ORDER, UNKNOWN,
                     kind_of)
from .pieces import (BAG_KEYS, CREW_KINDS, DIE_TYPES, FACE_KINDS, FACE_ORDER, FOES, INT_KEYS, KEY_VOCAB,
                     KEYWORDS, PASSENGERS, POWERS, REROLL_POWERS, VOCAB, Act, Mission, SDPosition, _points, title)

QUESTIONS = ("options", "score", "valid")  # the core's questions: never parsed as actions
UNKNOWN_INTS = ("supplies", "captured")  # numbers the table may not know (bounded by the dice)
_COUNT = re.compile(r"^\?\s*(?:[x×]\s*(\d+))?$|^(\d+)\s*[x×]\s*\?$")


class Notation:
    """Parse and render for :class:`ShinyDice` (a mixin: the game class adds the rules)."""

    @property
    def vocabulary(self) -> dict:
        d = VOCAB.as_dict()
        d.pop("verb")
        d["action"] = VOCAB.as_dict()["verb"]
        d["key"] = KEY_VOCAB.as_dict()["key"]
        return d

    # ---- syntax ---------------------------------------------------------------------
    def parse(self, text: str) -> SDPosition:
        errors = Errors()
        entries = read(text, errors)
        vals: dict = {}
        asks: list[Token] = []
        seen: dict[str, Token] = {}
        phase_tok: Optional[Token] = None
        for e in entries:
            try:
                key = KEY_VOCAB.lookup(e.key_token.text, ["key"])
                if key is None:
                    raise KEY_VOCAB.unknown(e.key_token, ["key"], "key")
                key = key[1]
                if key == "ask":
                    if not e.value.text:
                        raise e.value.error("empty ask", expected="an action, options or score")
                    for step in split_steps(e.value):
                        if not question_of(step):
                            self.parsed_action(step)
                    asks.append(e.value)
                    continue
                if key in seen and key not in BAG_KEYS:
                    raise e.key_token.error(f'"{key}" is given twice', hint=f"first given on line {seen[key].line}")
                seen[key] = e.key_token
                if key == "phase":
                    if not e.value.text:
                        raise e.value.error('"phase" needs a value')
                    phase_tok = e.value
                    continue
                self._value(key, e.value, vals)
            except PositionSyntaxError as err:
                errors.add(err)
        step = vals.get("step", "get-a-crew")
        if phase_tok is not None:
            try:
                if step == "misbehave":
                    vals["phase"] = VOCAB.resolve(phase_tok, ["phase"], "Step 3 phase")
                elif step == "get-a-crew":
                    vals["phase"] = VOCAB.resolve(phase_tok, ["phase1"], "Step 1 phase")
                else:
                    raise seen["phase"].error("phase: is only used with step: get-a-crew or step: misbehave",
                                              hint="remove the phase line or write the step it belongs to")
            except PositionSyntaxError as err:
                errors.add(err)
        for key, attr in (("struck", "struck"), ("penalty-applied", "penalty_applied"),
                          ("supplies-claimed", "supplies_claimed")):
            need = "get-a-crew" if key == "penalty-applied" else "misbehave"
            if key in seen and step != need:
                errors.add(seen[key].error(f"{key}: is only used with step: {need}",
                                           hint=f"remove the {key} line or write step: {need}"))
        if "supplies-claimed" in seen and step == "misbehave" and vals.get("phase") != "damage-report":
            errors.add(seen["supplies-claimed"].error("supplies-claimed: is only used in phase: damage-report",
                                                      hint="remove the line or write phase: damage-report"))
        errors.raise_if_any()
        if step == "misbehave":
            vals.setdefault("phase", "have-a-plan")
        elif step == "get-a-crew":
            vals.setdefault("phase", "roll" if vals.get("rolling") else "reroll")
        return SDPosition(asks=tuple(t.text for t in asks), ask_tokens=tuple(asks), **vals)

    def _value(self, key: str, tok: Token, vals: dict) -> None:
        if key == "game":
            return
        if not tok.text:
            raise tok.error(f'"{key}" needs a value')
        if key in ("round", "rounds"):
            vals[key] = parse_int(tok, what="a round number", minimum=1, maximum=MAX_ROUNDS)
        elif key == "difficulty" and tok.text.strip() == UNKNOWN:
            vals["difficulty"] = UNKNOWN  # the table did not say which (the Get a Crew penalty turns on it)
        elif key in ("step", "difficulty"):
            vals[key] = VOCAB.resolve(tok, [key], key)
        elif key in ("rerolled", "penalty-applied", "supplies-claimed"):
            vals[key.replace("-", "_")] = parse_bool(tok)
        elif key == "player":
            vals["player"] = _name(tok)
        elif key in INT_KEYS:
            limit, why = INT_LIMIT[key]
            if tok.text.strip() == UNKNOWN:
                if key not in UNKNOWN_INTS:
                    raise tok.error(f'"{key}" cannot be unknown here', expected="a number",
                                    hint="only supplies: and captured: take ?")
                vals[INT_KEYS[key]] = None
                return
            try:
                n = parse_int(tok, what="a number", suffixes=("victory points", "vp", "supplies", "dice", "die"),
                              maximum=limit)
            except PositionSyntaxError as err:
                if "more than" in err.message:
                    raise tok.error(f'"{tok.text}" is more than {limit}: {why}',
                                    expected=f"a number from 0 to {limit}") from None
                raise
            vals[INT_KEYS[key]] = n
        elif key == "rolling":
            items, _ = counted_names(words(tok), VOCAB, ["die"], "kind of die", max_count=15)
            bag = vals.get("rolling", Bag()) + Bag((n, c) for n, c, _ in items)
            for n, _c, t in items:
                limit, why = ROLLING_LIMIT[n]
                if bag[n] > limit:
                    raise t.error(f"{bag[n]} {n} dice in hand: {why}", expected=f"at most {limit}")
            vals["rolling"] = bag
        elif key in BAG_KEYS:
            if tok.norm in ("none", "empty", "nothing"):
                return
            attr = BAG_KEYS[key]
            vals[attr] = _faces(tok, vals.get(attr, Bag()), "foe" if key == "foes" else "crew")
        elif key == "mission":
            vals["mission"] = self._mission(tok)
        elif key == "struck":
            got = []
            for w in words(tok):
                got.append(VOCAB.resolve(w, ["foe"], "Foe"))
            vals["struck"] = tuple(f for f in STRIKE_ORDER if f in got)
        elif key == "others":
            vals["others"] = _others(tok)

    def _mission(self, tok: Token) -> Optional[Mission]:
        if tok.norm in ("none", "no-mission", "no"):
            return None
        needs, kws, maybe, done = Bag(), [], [], False
        bonus_vp = bonus_sup = 0
        for part in [tok.sub(m0, m1) for m0, m1 in _spans(tok.text, ";")]:
            ws = words(part)
            if not ws:
                continue
            head = ws[0].norm
            if head in ("needs", "need", "requires", "dice", "faces", "icons"):
                if len(ws) < 2:
                    raise ws[0].error("needs what?", expected="die faces, e.g. needs rifle x4")
                known = [w for w in ws[1:] if w.text != "?"]  # "needs ?": faces the table did not say
                if known:
                    items, _ = counted_names(known, VOCAB, CREW_KINDS, "crew face", max_count=10)
                    needs = needs + Bag((n, c) for n, c, _ in items)
                if len(known) < len(ws) - 1:
                    needs = needs.add(UNKNOWN, len(ws) - 1 - len(known))
            elif head in ("keywords", "keyword", "kw"):
                for prev, w, nxt in zip(ws, ws[1:], [*ws[2:], None]):
                    if w.text == "?":
                        if prev is ws[0] or prev.text == "?":
                            raise w.error("which keyword is not known?", expected="a keyword before ?, e.g. escape ?")
                        continue
                    kw = VOCAB.resolve(w, ["keyword"], "mission keyword")
                    (maybe if nxt is not None and nxt.text == "?" else kws).append(kw)  # "escape ?": unknown
            elif head in ("completed", "complete", "done"):
                done = None if len(ws) > 1 and ws[1].text == "?" else True
            elif head in ("bonus", "mission-bonus", "reward"):
                bonus_vp, bonus_sup = _bonus(ws)
            elif VOCAB.lookup(ws[0].text, ["keyword"]):
                kws.extend(VOCAB.resolve(w, ["keyword"], "mission keyword") for w in ws)
            else:
                items, _ = counted_names(ws, VOCAB, CREW_KINDS, "crew face", max_count=10)
                needs = needs + Bag((n, c) for n, c, _ in items)
        return Mission(needs, tuple(k for k in KEYWORDS if k in kws), done, bonus_vp, bonus_sup,
                       tuple(k for k in KEYWORDS if k in maybe and k not in kws))

    def parse_action(self, tok: Token) -> Act:
        ws = words(tok)
        if not ws:
            raise tok.error("empty ask", expected="an action")
        head = VOCAB.longest(ws, 0, ["verb", "outlaw", "passenger", "supplies"])
        if head is None:
            raise VOCAB.unknown(ws[0], ["verb", "outlaw", "passenger"], "action or crew face")
        kind, name, used = head
        rest = ws[used:]
        if kind != "verb":
            return self._power(name, rest, ws[0])
        if name in ("proceed", "penalty", "escape", "lay-low", "keep-flyin", "next-turn"):
            if rest:
                raise rest[0].error(f'"{name}" takes nothing after it', expected="end of line")
            return Act(name)
        if name == "roll":
            items = self._results(rest, ws[0])
            return Act("roll", results=items)
        if name == "reroll":
            arrow = _arrow(rest)
            dice = self._names(rest[:arrow], FACE_KINDS, "die face", ws[0])
            res = self._results(rest[arrow + 1:], rest[arrow]) if arrow < len(rest) else None
            return Act("reroll", dice=dice, results=res)
        if name in ("return", "claim"):
            return self._consequence(name, rest, ws[used - 1])
        if name in ("team-bonus", "shiny", "complete"):
            foes = Bag((n, c) for n, c, _ in counted_names(rest, VOCAB, ["foe"], "Foe")[0])
            if name != "complete" and not foes:
                raise ws[0].error(f'"{name}" needs a Foe', expected="a Foe: niska, saffron, badger")
            return Act(name, foes=foes)
        if name == "strike":
            return self._strike(rest)
        raise ws[0].error("unknown action")  # pragma: no cover

    def _results(self, ws: list[Token], after: Token) -> Bag:
        """The faces rolled (after ``roll`` or ``->``); ``?`` (``? x2``, ``2x ?``) is a face nobody read."""
        rest, unknown = _unknown_faces(ws)
        if not rest:
            return Bag({UNKNOWN: unknown}) if unknown else self._names(rest, FACE_KINDS, "die face", after)
        items = self._names(rest, FACE_KINDS, "die face", after)
        if len(items) + unknown > 15:
            raise ws[0].error(f"{len(items) + unknown} faces rolled: the game has 15 dice", expected="at most 15")
        return items.add(UNKNOWN, unknown) if unknown else items

    def _consequence(self, name: str, ws: list[Token], verb: Token) -> Act:
        """``return N vp`` (the at-risk VP back to the supply) or ``claim N supplies``."""
        unit = ("vp", "victory-points", "victory", "points", "point") if name == "return" else ("supplies", "supply")
        what = "VP" if name == "return" else "Supplies"
        nums = [w for w in ws if w.norm not in unit]
        if not nums:
            raise Token("", verb.line, verb.column + len(verb.text) + 1, verb.source).error(
                f"how many {what}?", expected=f"a number, e.g. {name} 300 vp" if name == "return"
                else "a number, e.g. claim 2 supplies")
        if len(nums) > 1:
            raise nums[1].error(f'unexpected "{nums[1].text}"', expected=f"{name} N {what.lower()}")
        limit = 8000 if name == "return" else 60
        n = parse_int(nums[0], what=f"a number of {what}", suffixes=("vp",) if name == "return" else (),
                      maximum=limit)
        return Act(name, n=n)

    def _names(self, ws: list[Token], kinds, what: str, after: Token) -> Bag:
        if not ws:
            raise Token("", after.line, after.column + len(after.text) + 1, after.source).error(
                f"expected a {what} here", expected=what)
        items, _ = counted_names(ws, VOCAB, kinds, what)
        return Bag((n, c) for n, c, _ in items)

    def _strike(self, ws: list[Token]) -> Act:
        """``strike [ko FACE] [cargo FACES]`` (every Foe in the book's order), or one Foe striking:
        ``strike niska [ko] FACE``, ``strike saffron [cargo] FACES``, ``strike badger``."""
        ko, cargo, mode, i, foe = "", Bag(), None, 0, ""
        if ws and VOCAB.lookup(ws[0].text, ["foe"]):
            foe = VOCAB.lookup(ws[0].text, ["foe"])[1]
            mode = {"niska": "ko", "saffron": "cargo", "badger": None}[foe]
            i = 1
            if foe == "badger" and len(ws) > 1:
                raise ws[1].error('"strike badger" takes nothing after it',
                                  hint="Badger captures Supply dice; nobody chooses them")
        while i < len(ws):
            w = ws[i]
            if w.norm in ("ko", "knock-out", "knocks-out", "knocked-out"):
                mode, i = "ko", i + 1
                continue
            if w.norm in ("cargo", "cargo-hold", "hold", "to-cargo"):
                mode, i = "cargo", i + 1
                continue
            if mode is None:
                raise w.error(f'unexpected "{w.text}"', expected='"ko FACE" or "cargo FACES"')
            if foe and mode != {"niska": "ko", "saffron": "cargo"}[foe]:
                raise w.error(f"{title(foe)} does not {'knock out' if mode == 'ko' else 'move dice to the Cargo Hold'}",
                              expected="ko FACE" if foe == "niska" else "cargo FACES")
            items, used = counted_names(ws[i:], VOCAB, CREW_KINDS, "crew face",
                                        stop=("ko", "cargo", "cargo-hold", "hold"))
            if mode == "ko":
                if ko or len(items) != 1 or items[0][1] != 1:
                    raise w.error("Niska knocks out 1 die", expected="one crew face after ko")
                ko = items[0][0]
            else:
                cargo = cargo + Bag((n, c) for n, c, _ in items)
            i += used
        return Act("strike", face=foe, dice=cargo, ko=ko)

    def _power(self, face: str, ws: list[Token], face_tok: Token) -> Act:
        power = None
        i = 0
        if ws:
            got = VOCAB.longest(ws, 0, ["power"])
            if got:
                power, i = got[1], got[2]
        arrow = _arrow(ws)
        args = ws[i:arrow]
        res = None
        if arrow < len(ws):
            res = self._results(ws[arrow + 1:], ws[arrow])
        args, unknown = _unknown_faces(args)  # ``mal inspiration ? x2``: Cargo Hold dice, faces not said
        items, _ = counted_names(args, VOCAB, FACE_KINDS, "Foe or die face") if args else ([], 0)
        foes = Bag((n, c) for n, c, _ in items if n in FOES)
        dice = Bag((n, c) for n, c, _ in items if n not in FOES) + (Bag({UNKNOWN: unknown}) if unknown else Bag())
        if power is None:
            own = [x for x in POWERS.get(face, ()) if x != "damage"]
            if face in PASSENGERS and foes:
                power = "damage"
            elif len(own) == 1:
                power = own[0]
            else:
                expected = " or ".join(POWERS.get(face, ("damage",)))
                at = ws[0] if ws else face_tok
                raise at.error(f"which power of {title(face)}?", expected=f"a power: {expected}",
                               hint=VOCAB.unknown(ws[0], ["power"], "power").hint if ws else None)
        if unknown and power != "inspiration":
            raise next(w for w in ws[i:arrow] if _UNKNOWN_FACE.match(w.text)).error(
                "only Inspiration's dice may be ?", expected="a Foe or die face",
                hint="? stands for a die Mal's Inspiration takes from the Cargo Hold, its face not said")
        if (face, power) in REROLL_POWERS:
            return Act("reroll", face=face, power=power, dice=Bag.of(face) + dice + foes, results=res)
        if power in ("vera", "cover-fire", "charm"):
            foes = _points(foes, 2)
            if power == "charm" and not foes:
                foes = Bag({"saffron": 2})
        return Act("power", face, power, foes, dice, results=res)

    # ---- render -----------------------------------------------------------------------
    def render(self, p: SDPosition, *, asks: bool = True) -> str:
        lines = ["game: shiny-dice"]
        if p.round != 1:
            lines.append(f"round: {p.round}")
        if p.rounds != 3:
            lines.append(f"rounds: {p.rounds}")
        if p.difficulty != "standard":
            lines.append(f"difficulty: {p.difficulty}")
        lines.append(f"step: {p.step}")
        if p.step == "misbehave":
            lines.append(f"phase: {p.phase or 'have-a-plan'}")
        elif p.step == "get-a-crew":
            lines.append(f"phase: {p.phase or 'reroll'}")
        if p.mission is not None:
            lines.append(f"mission: {p.mission.render()}")
        if p.rolling:
            lines.append("rolling: " + p.rolling.render(DIE_TYPES))
        for key, attr in BAG_KEYS.items():
            bag = getattr(p, attr)
            if bag:
                lines.append(f"{key}: {bag.render(FACE_ORDER)}")
        for key, attr in INT_KEYS.items():
            v = getattr(p, attr)
            if v is None or v:
                lines.append(f"{key}: {UNKNOWN if v is None else v}")
        if p.rerolled:
            lines.append("rerolled: yes")
        if p.penalty_applied:
            lines.append("penalty-applied: yes")
        if p.supplies_claimed:
            lines.append("supplies-claimed: yes")
        if p.struck:
            lines.append("struck: " + ", ".join(p.struck))
        if p.player:
            lines.append(f"player: {p.player}")
        if p.others:
            lines.append("others: " + ", ".join(_other(o) for o in p.others))
        if asks:
            lines += [f"ask: {a}" for a in p.asks]
        return "\n".join(lines) + "\n"

    def render_action(self, a: Act) -> str:
        f = lambda b: b.render(FACE_ORDER)  # noqa: E731
        res = f" -> {f(a.results)}" if a.results is not None else ""
        if a.kind == "roll":
            return "roll " + f(a.results or Bag())
        if a.kind == "reroll":
            return "reroll " + f(a.dice) + res
        if a.kind == "strike":
            parts = ["strike"] + ([a.face] if a.face else []) + ([f"ko {a.ko}"] if a.ko else []) + ([f"cargo {f(a.dice)}"] if a.dice else [])
            return " ".join(parts)
        if a.kind in ("team-bonus", "shiny", "complete"):
            return " ".join([a.kind] + ([f(a.foes)] if a.foes else []))
        if a.kind == "return":
            return f"return {a.n} vp"
        if a.kind == "claim":
            return f"claim {a.n} supplies"
        if a.kind != "power":
            return a.kind
        foes = a.foes
        if a.power in ("vera", "cover-fire", "charm") and len(foes.items()) == 1 and len(foes) == 2:
            foes = Bag.of(foes.names()[0])
        out = [a.face, a.power]
        if not (a.power == "charm" and a.foes == Bag({"saffron": 2})):
            out += [x for x in (f(foes), f(a.dice)) if x]
        return " ".join(out) + res



def _spans(text: str, sep: str):
    start = 0
    for i, ch in enumerate(text):
        if ch == sep:
            yield start, i
            start = i + 1
    yield start, len(text)


def _unknown_faces(ws: list[Token]) -> tuple[list[Token], int]:
    """The words other than ``?`` faces (``? x2``, ``2x ?``), and how many ``?`` faces they held."""
    rest: list[Token] = []
    unknown, i = 0, 0
    while i < len(ws):
        w = ws[i]
        m = _UNKNOWN_FACE.match(w.text)
        if not m:
            rest.append(w)
            i += 1
            continue
        digits = m.group(1) or m.group(2) or ""
        if not digits and i + 1 < len(ws) and _AFTER_COUNT.match(ws[i + 1].text):
            i += 1
            digits = _AFTER_COUNT.match(ws[i].text).group(1)
        elif not digits and rest and _BEFORE_COUNT.match(rest[-1].text):
            digits = _BEFORE_COUNT.match(rest.pop().text).group(1)
        n = int(digits) if digits and len(digits) <= 3 else (1 if not digits else 10 ** 3)
        unknown += n
        if n < 1 or unknown > 15:
            raise w.error(f"{unknown} unknown faces: the game has 15 dice", expected="at most 15")
        i += 1
    return rest, unknown


def _arrow(ws: list[Token]) -> int:
    for i, w in enumerate(ws):
        if w.text in ("->", "→") or w.norm in ("as", "showing", "to"):
            return i
    return len(ws)



def _faces(tok: Token, base: Bag, which: str) -> Bag:
    """A list of die faces (``niska x2, ?``) added to ``base``; ``?`` is a face the table does not know.

    Each face's count is bounded by the dice that can show it (7 Outlaw, 3 Passenger, 10 Crew, 5 Foe).
    """
    kinds = ["outlaw", "passenger", "supplies", "foe"]  # a misplaced face is a position problem (SD-FOES-AREA)
    bag = base
    for item in split(tok):
        if not item.text:
            continue
        m = _COUNT.match(item.text.strip())
        if m:
            digits = m.group(1) or m.group(2) or "1"
            n = int(digits) if len(digits) <= 9 else 10 ** 9  # never convert a huge number
            limit = 5 if which == "foe" else 10
            what = "Foe" if which == "foe" else "Crew"
            if n < 1 or bag[UNKNOWN] + n > limit:
                shown = bag[UNKNOWN] + n if n < 10 ** 9 else "so many"
                raise item.error(f"{shown} unknown faces: the game has {limit} {what} dice",
                                 expected=f"at most {limit}")
            bag = bag.add(UNKNOWN, n)
            continue
        items, _ = counted_names(words(item), VOCAB, kinds, "die face", max_count=15)
        bag = bag + Bag((n, c) for n, c, _ in items)
        for n, _c, t in items:
            limit, why = FACE_LIMIT[kind_of(n)]
            if bag[n] > limit:
                raise t.error(f"{bag[n]} {n} faces: {why}", expected=f"at most {limit}")
    return bag


_UNKNOWN_FACE = re.compile(r"^\?(?:[x×*](\d+))?$|^(\d+)[x×*]\?$")
_AFTER_COUNT = re.compile(r"^[x×*](\d+)$")
_BEFORE_COUNT = re.compile(r"^(\d+)[x×*]?$")
_VP_UNITS = ("vp", "victory-points", "victory", "points", "point")
_SUPPLY_UNITS = ("supplies", "supply", "supply-cards")


def _name(tok: Token) -> str:
    """A player's name: words, not a number, at most 40 characters."""
    name = " ".join(w.text for w in words(tok))
    if not name or name == UNKNOWN or re.fullmatch(r"\d+", name):
        raise tok.error(f'"{tok.text}" is not a name', expected="a player's name, e.g. player: cy")
    if len(name) > 40:
        raise tok.error("a name of more than 40 characters", expected="a shorter name")
    return name


def _other(o: tuple) -> str:
    """``ann 300`` (no Supplies), ``ann 300 vp 4 supplies``; ``?`` where not known."""
    name, vp, sup = o
    vp_s = UNKNOWN if vp is None else str(vp)
    if sup == 0:
        return f"{name} {vp_s}"
    return f"{name} {vp_s} vp {UNKNOWN if sup is None else sup} supplies"


def _others(tok: Token) -> tuple[tuple[str, Optional[int], Optional[int]], ...]:
    """``ann 300, bo ?, cy 200 vp 4 supplies``: the other players, the VP they have banked and the
    Supplies behind their screen (``?`` unknown; Supplies not written: none)."""
    out: list[tuple[str, Optional[int], Optional[int]]] = []
    for item in split(tok):
        ws = words(item)
        if not ws:
            continue
        first = next((i for i, w in enumerate(ws) if w.text == UNKNOWN or re.match(r"^\d", w.text)), len(ws))
        if first == 0:
            raise ws[0].error(f'whose VP are "{ws[0].text}"?', expected="a name and VP, e.g. ann 300")
        if first == len(ws):
            raise item.error(f'how many VP has "{item.text}" banked?', expected="a name and VP, e.g. ann 300",
                             hint="write ? when the table does not know")
        name = " ".join(w.text for w in ws[:first])
        vp, sup = _amounts(ws[first:])
        if any(n.lower() == name.lower() for n, _, _ in out):
            raise ws[0].error(f'"{name}" is named twice', expected="each other player once")
        out.append((name, vp, sup))
        if len(out) > MAX_OTHERS:
            raise item.error(f"{len(out)} other players: the game has 5 Player Screens, so at most {MAX_OTHERS}",
                             expected=f"at most {MAX_OTHERS} other players")
    return tuple(out)


def _amounts(ws: list[Token]) -> tuple[Optional[int], Optional[int]]:
    """``300``, ``300 vp``, ``300 vp 4 supplies``, ``? vp ? supplies``: banked VP and Supplies."""
    vp: Optional[int] = None
    sup: Optional[int] = 0
    got_vp = got_sup = False
    i = 0
    while i < len(ws):
        w = ws[i]
        unit = ws[i + 1].norm if i + 1 < len(ws) else ""
        glued = re.fullmatch(r"(\d+)\s*(vp|supplies|supply)", w.text.lower())
        if glued:
            num, unit, step = glued.group(1), glued.group(2), 1
        elif w.text == UNKNOWN or re.fullmatch(r"\d+", w.text):
            num, step = w.text, 2 if unit in _VP_UNITS + _SUPPLY_UNITS else 1
            if step == 1:
                unit = "vp" if not got_vp else ""
        else:
            raise w.error(f'unexpected "{w.text}"', expected="VP and Supplies, e.g. ann 300 vp 4 supplies")
        if unit in _SUPPLY_UNITS:
            if got_sup:
                raise w.error("Supplies given twice", expected="one number of Supplies")
            sup = None if num == UNKNOWN else parse_int(Token(num, w.line, w.column, w.source),
                                                      what="Supplies", maximum=60)
            got_sup = True
        elif unit in _VP_UNITS:
            if got_vp:
                raise w.error("VP given twice", expected="one number of VP")
            vp = None if num == UNKNOWN else parse_int(Token(num, w.line, w.column, w.source),
                                                     what="banked VP", maximum=8000)
            got_vp = True
        else:
            raise w.error(f'"{w.text}" of what?', expected="vp or supplies after the number",
                          hint="write e.g. ann 300 vp 4 supplies")
        i += step
    if not got_vp:
        raise ws[0].error("how many VP?", expected="banked VP first, e.g. ann 300 vp 4 supplies")
    return vp, sup


def _bonus(ws: list[Token]) -> tuple[int, int]:
    """``bonus 200 vp, 2 supplies``: the Mission Bonus the card prints (its text is not in the book)."""
    vp = sup = 0
    i = 1
    while i < len(ws):
        w = ws[i]
        unit = ws[i + 1].norm if i + 1 < len(ws) else ""
        if unit in ("vp", "victory-points", "victory", "points"):
            vp = parse_int(w, what="bonus VP", maximum=8000)
            i += 3 if unit == "victory" else 2
        elif unit in ("supplies", "supply"):
            sup = parse_int(w, what="bonus Supplies", maximum=60)
            i += 2
        else:
            raise w.error(f'unexpected "{w.text}"', expected="a bonus like: bonus 200 vp, 2 supplies")
    return vp, sup

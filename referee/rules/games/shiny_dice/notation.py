"""Shiny Dice notation: the position's keys, the words for faces and actions,
reading a position and an ask, and writing them back canonically.
"""
from __future__ import annotations

from typing import Optional

from ...core import Bag
from ...dsl import Errors, Token, counted_names, parse_bool, parse_int, read, words
from ...errors import PositionSyntaxError
from .pieces import *  # noqa: F401,F403
from .pieces import (BAG_KEYS, CREW_KINDS, DIE_TYPES, FACE_KINDS, FACE_ORDER, FOES, INT_KEYS, KEY_VOCAB,
                     KEYWORDS, PASSENGERS, POWERS, REROLL_POWERS, VOCAB, Act, Mission, SDPosition, _points, title)


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
        for e in entries:
            try:
                key = KEY_VOCAB.lookup(e.key_token.text, ["key"])
                if key is None:
                    raise KEY_VOCAB.unknown(e.key_token, ["key"], "key")
                key = key[1]
                if key == "ask":
                    if not e.value.text:
                        raise e.value.error("empty ask", expected="an action, options or score")
                    if e.value.norm not in ("options", "score"):
                        self.parse_action(e.value)
                    asks.append(e.value)
                    continue
                if key in seen and key not in BAG_KEYS:
                    raise e.key_token.error(f'"{key}" is given twice', hint=f"first given on line {seen[key].line}")
                seen[key] = e.key_token
                self._value(key, e.value, vals)
            except PositionSyntaxError as err:
                errors.add(err)
        if "phase" in vals and vals.get("step", "get-a-crew") != "misbehave":
            errors.add(seen["phase"].error("phase: is only used with step: misbehave",
                                           hint="remove the phase line or write step: misbehave"))
        errors.raise_if_any()
        if vals.get("step") == "misbehave":
            vals.setdefault("phase", "have-a-plan")
        return SDPosition(asks=tuple(t.text for t in asks), ask_tokens=tuple(asks), **vals)

    def _value(self, key: str, tok: Token, vals: dict) -> None:
        if key == "game":
            return
        if not tok.text:
            raise tok.error(f'"{key}" needs a value')
        if key in ("round", "rounds"):
            vals[key] = parse_int(tok, what="a round number", minimum=1)
        elif key in ("step", "phase", "difficulty"):
            vals[key] = VOCAB.resolve(tok, [key], key)
        elif key == "rerolled":
            vals[key] = parse_bool(tok)
        elif key in INT_KEYS:
            n = parse_int(tok, what="a number", suffixes=("victory points", "vp", "supplies", "dice", "die"))
            vals[INT_KEYS[key]] = n
        elif key == "rolling":
            items, _ = counted_names(words(tok), VOCAB, ["die"], "kind of die")
            vals["rolling"] = vals.get("rolling", Bag()) + Bag((n, c) for n, c, _ in items)
        elif key in BAG_KEYS:
            if tok.norm in ("none", "empty", "nothing"):
                return
            items, _ = counted_names(words(tok), VOCAB, FACE_KINDS, "die face")
            attr = BAG_KEYS[key]
            vals[attr] = vals.get(attr, Bag()) + Bag((n, c) for n, c, _ in items)
        elif key == "mission":
            vals["mission"] = self._mission(tok)

    def _mission(self, tok: Token) -> Optional[Mission]:
        if tok.norm in ("none", "no-mission", "no"):
            return None
        needs, kws, done = Bag(), [], False
        for part in [tok.sub(m0, m1) for m0, m1 in _spans(tok.text, ";")]:
            ws = words(part)
            if not ws:
                continue
            head = ws[0].norm
            if head in ("needs", "need", "requires", "dice", "faces", "icons"):
                if len(ws) < 2:
                    raise ws[0].error("needs what?", expected="die faces, e.g. needs rifle x4")
                items, _ = counted_names(ws[1:], VOCAB, CREW_KINDS, "crew face")
                needs = needs + Bag((n, c) for n, c, _ in items)
            elif head in ("keywords", "keyword", "kw"):
                for w in ws[1:]:
                    kws.append(VOCAB.resolve(w, ["keyword"], "mission keyword"))
            elif head in ("completed", "complete", "done"):
                done = True
            elif VOCAB.lookup(ws[0].text, ["keyword"]):
                kws.extend(VOCAB.resolve(w, ["keyword"], "mission keyword") for w in ws)
            else:
                items, _ = counted_names(ws, VOCAB, CREW_KINDS, "crew face")
                needs = needs + Bag((n, c) for n, c, _ in items)
        return Mission(needs, tuple(k for k in KEYWORDS if k in kws), done)

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
        if name in ("proceed", "escape", "lay-low", "keep-flyin", "next-turn"):
            if rest:
                raise rest[0].error(f'"{name}" takes nothing after it', expected="end of line")
            return Act(name)
        if name == "roll":
            items = self._names(rest, FACE_KINDS, "die face", ws[0])
            return Act("roll", results=items)
        if name == "reroll":
            arrow = _arrow(rest)
            dice = self._names(rest[:arrow], FACE_KINDS, "die face", ws[0])
            res = self._names(rest[arrow + 1:], FACE_KINDS, "die face", rest[arrow]) if arrow < len(rest) else None
            return Act("reroll", dice=dice, results=res)
        if name in ("team-bonus", "shiny", "complete"):
            foes = Bag((n, c) for n, c, _ in counted_names(rest, VOCAB, ["foe"], "Foe")[0])
            if name != "complete" and not foes:
                raise ws[0].error(f'"{name}" needs a Foe', expected="a Foe: niska, saffron, badger")
            return Act(name, foes=foes)
        if name == "strike":
            return self._strike(rest)
        raise ws[0].error("unknown action")  # pragma: no cover

    def _names(self, ws: list[Token], kinds, what: str, after: Token) -> Bag:
        if not ws:
            raise Token("", after.line, after.column + len(after.text) + 1, after.source).error(
                f"expected a {what} here", expected=what)
        items, _ = counted_names(ws, VOCAB, kinds, what)
        return Bag((n, c) for n, c, _ in items)

    def _strike(self, ws: list[Token]) -> Act:
        ko, cargo, mode, i = "", Bag(), None, 0
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
            items, used = counted_names(ws[i:], VOCAB, CREW_KINDS, "crew face",
                                        stop=("ko", "cargo", "cargo-hold", "hold"))
            if mode == "ko":
                if ko or len(items) != 1 or items[0][1] != 1:
                    raise w.error("Niska knocks out 1 die", expected="one crew face after ko")
                ko = items[0][0]
            else:
                cargo = cargo + Bag((n, c) for n, c, _ in items)
            i += used
        return Act("strike", dice=cargo, ko=ko)

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
            res = self._names(ws[arrow + 1:], FACE_KINDS, "die face", ws[arrow])
        items, _ = counted_names(args, VOCAB, FACE_KINDS, "Foe or die face") if args else ([], 0)
        foes = Bag((n, c) for n, c, _ in items if n in FOES)
        dice = Bag((n, c) for n, c, _ in items if n not in FOES)
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
        if p.mission is not None:
            lines.append(f"mission: {p.mission.render()}")
        if p.rolling:
            lines.append("rolling: " + p.rolling.render(DIE_TYPES))
        for key, attr in BAG_KEYS.items():
            bag = getattr(p, attr)
            if bag:
                lines.append(f"{key}: {bag.render(FACE_ORDER)}")
        for key, attr in INT_KEYS.items():
            if getattr(p, attr):
                lines.append(f"{key}: {getattr(p, attr)}")
        if p.rerolled:
            lines.append("rerolled: yes")
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
            parts = ["strike"] + ([f"ko {a.ko}"] if a.ko else []) + ([f"cargo {f(a.dice)}"] if a.dice else [])
            return " ".join(parts)
        if a.kind in ("team-bonus", "shiny", "complete"):
            return " ".join([a.kind] + ([f(a.foes)] if a.foes else []))
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


def _arrow(ws: list[Token]) -> int:
    for i, w in enumerate(ws):
        if w.text in ("->", "→") or w.norm in ("as", "showing", "to"):
            return i
    return len(ws)


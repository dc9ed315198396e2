"""House rules and errata in the rules engine: rule parameters, switchable rules, and the
house rules in force while a position is checked.

Each game declares, beside its rules, the numbers the book fixes (``Param``: the book's
value, the range a table may choose, the rule ids that use it, a verbatim quote) and the
rules a table may switch off (``Switch``), in one ``HouseSpec``::

    HOUSE = HouseSpec("shiny-dice", params=[Param("penalty-at", 4, 3, 5, ("SD-FOUR-OF-A-KIND",),
                                                   S1, "If you rolled 4 of a kind ...", "...")],
                      switches=[Switch("SD-FOUR-OF-A-KIND", "no 4-of-a-kind penalty")])

and its rules read ``HOUSE["penalty-at"]`` instead of the literal number, and
``HOUSE.is_off("SD-...")`` for an effect rule a table may switch off (a checked rule that is
switched off never forbids: the core skips it, and cites it when it would have).

House rules in force (``HouseRules``) come from the table's documents (``referee/house.py``)
and from the position itself (``house: NAME``, ``set: hand-size 6``, ``off: RULE-ID`` lines);
``rules.check`` runs the engine under them (``active``), then puts each house rule in the
citations just before the book rule it replaces (``cite``). No Flask, no files here.
"""
from __future__ import annotations

import contextvars
import re
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Optional

from .core import Citation, Reason, Rule
from .dsl import Token, norm
from .errors import PositionError, did_you_mean

KINDS = ("house-rules", "errata", "variant")
LABELS = {"house-rules": "House rule (your table)", "variant": "Variant (your table)",
          "errata": "Erratum (publisher)", "position": "House rule (this position)"}
SHORT = {"house-rules": "House rule", "variant": "Variant", "errata": "Erratum", "position": "House rule"}
WHOSE = {"house-rules": "your table", "variant": "your table", "errata": "publisher",
         "position": "this position"}
POSITION_KEYS = ("house", "set", "off", "replace")  # the keys a position may hold for house rules
MAX_SETTINGS = 200  # set/off/replace lines in one document or position (a stated sane limit)


@dataclass(frozen=True)
class Param:
    """A number the book fixes, which a table may change."""

    name: str  # e.g. "hand-size"
    value: int  # the book's value
    low: int  # the range a table may choose
    high: int
    rules: tuple[str, ...]  # the rule ids that use it
    section: str  # the heading the quote stands under
    quote: str  # verbatim, one line of the rulebook
    statement: str  # what the number is, in plain words
    aliases: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        return {"name": self.name, "value": self.value, "book_value": self.value,
                "min": self.low, "max": self.high, "rules": list(self.rules),
                "statement": self.statement, "section": self.section, "quote": self.quote}


@dataclass(frozen=True)
class Switch:
    """A rule a table may switch off. A checked rule switched off never forbids; ``refuses``
    (position, action) -> a detail, when the rule also grants an action (the Team Bonus): that
    action is refused once the rule is off."""

    rule: str
    statement: str  # what playing without it means
    refuses: Any = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict:
        return {"rule": self.rule, "statement": self.statement}


@dataclass(frozen=True)
class Source:
    """Where a house rule comes from: a document of the library, or the position itself."""

    id: str  # the document's id ("position" for the position's own lines)
    title: str
    kind: str  # house-rules | errata | variant | position
    line: int = 0
    text: str = ""  # the line as written (the house rule's quote)

    @property
    def label(self) -> str:
        return LABELS.get(self.kind, LABELS["house-rules"])

    def to_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "kind": self.kind, "label": self.label}


@dataclass(frozen=True)
class Setting:
    """One house rule: ``set`` a parameter, switch a rule ``off``, or ``replace`` a rule's
    statement and quote (an erratum)."""

    op: str  # set | off | replace
    key: str  # the parameter's name or the rule id
    value: Any  # the int set; for replace, (statement, quote)
    source: Source


def _plain(text: str) -> str:
    """A parameter's name as compared: ``norm`` without accents ("tamaño" = "tamano")."""
    return norm(unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())


class HouseConflict(PositionError):
    """Two house-rules documents set one parameter to different values."""

    code = "house-conflict"


class HouseSpec:
    """A game's parameters and switchable rules (declared in its package)."""

    def __init__(self, game: str, params: Iterable[Param] = (), switches: Iterable[Switch] = (), *,
                 register: bool = True):
        self.game = game
        self.params = {p.name: p for p in params}
        self.switches = {s.rule: s for s in switches}
        self._names: dict[str, str] = {}
        for p in self.params.values():
            for n in (p.name, *p.aliases):
                self._names[_plain(n)] = p.name
        if register:
            SPECS[game] = self

    def __getitem__(self, name: str) -> int:
        """The parameter's value at this table now (the book's when no house rule sets it)."""
        h = _ACTIVE.get()
        if h is not None and h.game == self.game:
            got = h.params.get(name)
            if got is not None:
                return got[0]
        return self.params[name].value

    def is_off(self, rule_id: str) -> bool:
        h = _ACTIVE.get()
        return h is not None and h.game == self.game and rule_id in h.off

    def param_name(self, text: str) -> Optional[str]:
        return self._names.get(_plain(text))

    def describe(self) -> dict:
        return {"parameters": [p.to_dict() for p in self.params.values()],
                "switchable": [s.to_dict() for s in self.switches.values()]}


SPECS: dict[str, HouseSpec] = {}


def spec_of(game_id: str) -> HouseSpec:
    """The game's declaration; a game (or rulebook) without one has nothing to set or switch off."""
    got = SPECS.get(game_id)
    return got if got is not None else HouseSpec(game_id, register=False)


@dataclass(frozen=True)
class HouseRules:
    """The house rules in force for one check of one game."""

    game: str
    params: dict = field(default_factory=dict)  # name -> (value, Source, [overridden (value, Source)])
    off: dict = field(default_factory=dict)  # rule id -> Source
    replaced: dict = field(default_factory=dict)  # rule id -> ((statement, quote), Source)
    sources: tuple = ()  # Source of each document in force (and the position's, if any)
    book_only: bool = False  # "house: none" / ?house=none: the book's rules only

    def __bool__(self) -> bool:
        return bool(self.params or self.off or self.replaced)

    def to_dict(self) -> dict:
        spec = spec_of(self.game)
        out = {"book_only": self.book_only,
               "in_force": [s.to_dict() for s in self.sources],
               "settings": [], "off": [], "replaced": []}
        for name, (value, src, over) in self.params.items():
            p = spec.params.get(name)
            d = {"parameter": name, "value": value, "book_value": p.value if p else None,
                 "rules": list(p.rules) if p else [], "source": src.to_dict(), "text": src.text}
            if over:
                d["overrides"] = [{"value": v, "source": s.to_dict()} for v, s in over]
            out["settings"].append(d)
        for rid, src in self.off.items():
            out["off"].append({"rule": rid, "source": src.to_dict(), "text": src.text})
        for rid, ((statement, quote), src) in self.replaced.items():
            out["replaced"].append({"rule": rid, "statement": statement, "quote": quote,
                                    "source": src.to_dict()})
        return out

    def names(self) -> list[str]:
        return [s.title for s in self.sources]


# ---- reading house-rule lines ----------------------------------------------------------------
_SET = re.compile(r"^(?P<name>.*?)\s*(?:=|:|\bto\b|\s)\s*(?P<value>[+-]?\d{1,6})\s*$", re.IGNORECASE)
_REPLACE = re.compile(r"^(?P<rule>[A-Za-z0-9-]+)\s*(?:[:=—–]|--|\s-\s)\s*(?P<text>.+)$")


def read_setting(game_id: str, key: str, tok: Token, source: Source, rule_ids: Iterable[str]) -> list[Setting]:
    """One ``set:``, ``off:`` or ``replace:`` line's value, checked against the game's
    declaration; raises a pointed ``PositionSyntaxError`` (with ``did you mean``)."""
    spec = spec_of(game_id)
    text = tok.text.strip()
    if key == "set" and "," in text:  # set: hand-size 6, penalty-vp 50
        out, start = [], 0
        for piece in tok.text.split(","):
            if piece.strip():
                at = tok.text.find(piece.strip(), start)
                out += read_setting(game_id, key, tok.sub(at, at + len(piece.strip())), source, rule_ids)
            start += len(piece) + 1
        return out
    if key == "set":
        m = _SET.match(text)
        if not m or not m.group("name").strip():
            names = ", ".join(spec.params) or "none"
            raise tok.error(f'"{text}" is not a parameter and a number',
                            expected=f"a parameter and its value, e.g. set: {next(iter(spec.params), 'NAME')} "
                                     f"{next(iter(spec.params.values())).value if spec.params else 1}",
                            hint=f"this game's parameters: {names}")
        raw = m.group("name").strip()
        name = spec.param_name(raw)
        if name is None:
            sub = tok.sub(tok.text.find(raw)) if raw in tok.text else tok
            raise sub.error(f'"{raw}" is not a parameter of {game_id}',
                            expected="one of: " + (", ".join(spec.params) or "(this game declares none)"),
                            hint=did_you_mean(norm(raw), list(spec.params)))
        p = spec.params[name]
        value = int(m.group("value"))
        if not p.low <= value <= p.high:
            at = tok.text.rfind(m.group("value"))
            raise tok.sub(max(0, at)).error(
                f"{name} {value} is out of range", expected=f"a number from {p.low} to {p.high} "
                f"(the book says {p.value})", hint=f"set: {name} {min(max(value, p.low), p.high)}")
        return [Setting("set", name, value, source)]
    if key == "off":
        out = []
        ids = list(rule_ids)
        start = 0
        for piece in text.split(","):
            at = tok.text.find(piece.strip(), start) if piece.strip() else start
            start = at + len(piece.strip())
            rid = piece.strip().upper()
            if not rid:
                continue
            sub = tok.sub(max(0, at))
            if rid not in spec.switches:
                if rid in ids:
                    raise sub.error(f"{rid} cannot be switched off",
                                    expected="one of: " + (", ".join(spec.switches) or "(none in this game)"),
                                    hint="a number it uses may be a parameter: see the game's page")
                raise sub.error(f'"{piece.strip()}" is not a rule of {game_id} that can be switched off',
                                expected="one of: " + (", ".join(spec.switches) or "(none in this game)"),
                                hint=did_you_mean(rid, list(spec.switches) + ids))
            out.append(Setting("off", rid, None, source))
        return out
    if key == "replace":
        m = _REPLACE.match(text)
        if not m:
            raise tok.error(f'"{text}" is not a rule id and its new text',
                            expected="replace: RULE-ID: the new text of the rule")
        rid = m.group("rule").upper()
        if rid not in set(rule_ids):
            raise tok.error(f'"{m.group("rule")}" is not a rule of {game_id}',
                            expected="a rule id of this game", hint=did_you_mean(rid, list(rule_ids)))
        new = m.group("text").strip().strip('"“”')
        return [Setting("replace", rid, (new, new), source)]
    raise tok.error(f'"{key}" is not a house-rule key', expected="set:, off: or replace:")


def combine(game_id: str, groups: list[tuple[Source, list[Setting]]], *, strict: bool = False,
            book_only: bool = False) -> HouseRules:
    """The house rules in force from several documents, in order: a later one setting a
    parameter already set wins, and the answer shows whose value it replaced (``strict``:
    a conflict between two documents is refused, naming both)."""
    params: dict = {}
    off: dict = {}
    replaced: dict = {}
    sources = []
    for source, settings in groups:
        if settings:
            sources.append(source)
        for s in settings:
            if s.op == "set":
                had = params.get(s.key)
                if had is not None and had[0] != s.value:
                    if strict and had[1].kind != "position" and s.source.kind != "position":
                        raise HouseConflict(
                            f'"{had[1].title}" sets {s.key} to {had[0]} and "{s.source.title}" sets it to '
                            f"{s.value}: a table plays one value. Disable one of them, or change one to agree.")
                    params[s.key] = (s.value, s.source, had[2] + [(had[0], had[1])])
                else:
                    params[s.key] = (s.value, s.source, had[2] if had else [])
            elif s.op == "off":
                off.setdefault(s.key, s.source)
            elif s.op == "replace":
                replaced[s.key] = (s.value, s.source)
    spec = spec_of(game_id)
    # a parameter set back to the book's value changes nothing
    params = {k: v for k, v in params.items() if k not in spec.params or v[0] != spec.params[k].value}
    return HouseRules(game_id, params, off, replaced, tuple(sources), book_only)


# ---- the house rules in force during a check -------------------------------------------------
_ACTIVE: contextvars.ContextVar[Optional[HouseRules]] = contextvars.ContextVar("referee_house", default=None)


@contextmanager
def active(house: Optional[HouseRules]) -> Iterator[Optional[HouseRules]]:
    tok = _ACTIVE.set(house if house else None)
    try:
        yield house
    finally:
        _ACTIVE.reset(tok)


def current() -> Optional[HouseRules]:
    return _ACTIVE.get()


def off_ids(game_id: str) -> frozenset:
    h = _ACTIVE.get()
    if h is None or h.game != game_id or not h.off:
        return frozenset()
    return frozenset(h.off)


def set_ids(game_id: str) -> frozenset:
    """The rule ids that read a parameter this table set away from the book's value."""
    h = _ACTIVE.get()
    if h is None or h.game != game_id or not h.params:
        return frozenset()
    spec = spec_of(game_id)
    return frozenset(rid for name in h.params for rid in (spec.params[name].rules if name in spec.params else ()))


@contextmanager
def book_values() -> Iterator[None]:
    """Run a block with the book's numbers (to tell whether a house rule flipped a ruling)."""
    tok = _ACTIVE.set(None)
    try:
        yield None
    finally:
        _ACTIVE.reset(tok)


# ---- citations: the house rule first, then the book rule it replaces -------------------------
@dataclass(frozen=True)
class HouseReason(Reason):
    """A reason with what the house rules say about it (``house`` in its dict)."""

    house: Any = field(default=None, compare=False, hash=False)

    def to_dict(self) -> dict:
        d = super().to_dict()
        if self.house is not None:
            d["house"] = dict(self.house)
        return d


def _house_rule(game: str, rid: str, statement: str, src: Source, quote: str) -> Rule:
    return Rule(rid, statement, Citation(src.id, src.title, quote or src.text))


def _param_reason(h: HouseRules, name: str, replaces: str) -> HouseReason:
    value, src, over = h.params[name]
    p = spec_of(h.game).params.get(name)
    whose = WHOSE.get(src.kind, "your table")
    book = f" (the book: {p.value})" if p else ""
    was = "".join(f'; replaces "{s.title}"\'s {v}' for v, s in over)
    rid = f"HOUSE-{name.upper()}"
    statement = f"{SHORT.get(src.kind, 'House rule')}: {name.replace('-', ' ')} {value} — {whose}{book}{was}."
    info = {"kind": src.kind, "label": src.label, "source": src.to_dict(), "parameter": name, "value": value,
            "book_value": p.value if p else None, "replaces": replaces}
    if over:
        info["overrides"] = [{"value": v, "source": s.to_dict()} for v, s in over]
    return HouseReason(_house_rule(h.game, rid, statement, src, src.text or f"set: {name} {value}"), None, info)


def _off_reason(h: HouseRules, rid: str) -> HouseReason:
    src = h.off[rid]
    sw = spec_of(h.game).switches.get(rid)
    whose = WHOSE.get(src.kind, "your table")
    what = f" ({sw.statement})" if sw else ""
    statement = f"{SHORT.get(src.kind, 'House rule')}: {rid} is off{what} — {whose}."
    info = {"kind": src.kind, "label": src.label, "source": src.to_dict(), "off": rid, "replaces": rid}
    return HouseReason(_house_rule(h.game, f"HOUSE-OFF-{rid}", statement, src, src.text or f"off: {rid}"),
                       None, info)


def _erratum_reason(h: HouseRules, rid: str) -> HouseReason:
    (statement, quote), src = h.replaced[rid]
    whose = WHOSE.get(src.kind, "publisher")
    info = {"kind": src.kind, "label": src.label, "source": src.to_dict(), "replaces": rid}
    return HouseReason(_house_rule(h.game, f"ERRATUM-{rid}",
                                   f"{SHORT.get(src.kind, 'Erratum')}: {rid} reads \"{statement}\" — {whose}.",
                                   src, quote), None, info)


def touched_by(h: HouseRules) -> dict[str, list]:
    """Book rule id -> the house rules that change it (parameters set away from the book's
    value, rules switched off, errata)."""
    spec = spec_of(h.game)
    out: dict[str, list] = {}
    for name in h.params:
        p = spec.params.get(name)
        for rid in (p.rules if p else ()):
            out.setdefault(rid, []).append(("set", name))
    for rid in h.off:
        out.setdefault(rid, []).append(("off", rid))
    for rid in h.replaced:
        out.setdefault(rid, []).append(("replace", rid))
    return out


def cite(h: Optional[HouseRules], reasons: list[Reason]) -> list[Reason]:
    """Each reason a house rule touches is preceded by that house rule (once per list); a
    rule switched off or replaced by an erratum says so on the book rule itself."""
    if not h or not reasons:
        return reasons
    touched = touched_by(h)
    if not any(r.rule.id in touched for r in reasons):
        return reasons
    out: list[Reason] = []
    given: set = set()
    for r in reasons:
        if isinstance(r, HouseReason) and r.house is not None and r.rule.id.startswith(("HOUSE-", "ERRATUM-")):
            if r.rule.id in given:
                continue
            given.add(r.rule.id)
            out.append(r)
            continue
        hits = touched.get(r.rule.id)
        if not hits:
            out.append(r)
            continue
        info: dict = {"replaced_by": []}
        book = r
        for op, key in hits:
            hr = (_param_reason(h, key, r.rule.id) if op == "set" else
                  _off_reason(h, key) if op == "off" else _erratum_reason(h, key))
            info["replaced_by"].append(hr.rule.id)
            if hr.rule.id not in given:
                given.add(hr.rule.id)
                out.append(hr)
            if op == "off" and not (book.detail or "").startswith("switched off"):
                detail = "switched off at this table: the book rule is not applied"
                if r.detail:
                    detail += f" (the book: {r.detail})"
                book = Reason(book.rule, detail)
            if op == "replace":
                (statement, quote), src = h.replaced[key]
                old = book.rule
                book = Reason(Rule(old.id, statement, Citation(src.id, src.title, quote), old.on, old.forbids,
                                   old.guard, None), book.detail)
                info["book"] = {"statement": old.statement, "quote": old.citation.quote,
                                "section": old.citation.section}
                info["erratum"] = src.to_dict()
        info["label"] = "Book rule (replaced at this table)"
        out.append(HouseReason(book.rule, book.detail, info))
    return out


def apply_to_result(h: Optional[HouseRules], result: Any) -> Any:
    """Put the house rules in a CheckResult's citations (problems, answers, chain steps)."""
    if not h:
        return result
    result.problems = cite(h, list(result.problems))
    for a in result.answers:
        _apply_answer(h, a)
    return result


def _apply_answer(h: HouseRules, a: Any) -> None:
    a.reasons = cite(h, list(a.reasons))
    for st in a.steps or ():
        if st is not a:
            _apply_answer(h, st)


# ---- a position's own lines -----------------------------------------------------------------
_LINE = re.compile(r"^(?P<indent>\s*)(?P<key>house|set|off|replace)\s*:\s*(?P<value>.*?)\s*$", re.IGNORECASE)


def split_position(text: str) -> tuple[str, list[tuple[str, Token]]]:
    """The position without its ``house:``/``set:``/``off:``/``replace:`` lines (blank lines
    left in their place, so the game's errors keep their line numbers), and those lines."""
    if not any(k in text.lower() for k in ("house", "set", "off", "replace")):
        return text, []
    lines = text.split("\n")
    found: list[tuple[str, Token]] = []
    for i, line in enumerate(lines):
        body = line.split("#", 1)[0]
        m = _LINE.match(body)
        if not m:
            continue
        value = m.group("value")
        col = m.start("value") + 1 if value else len(body.rstrip()) + 2
        found.append((m.group("key").lower(), Token(value, i + 1, col, line)))
        lines[i] = ""
        if len(found) > MAX_SETTINGS:
            raise found[-1][1].error(f"more than {MAX_SETTINGS} house-rule lines", expected="fewer lines")
    return ("\n".join(lines) if found else text), found


# ---- the documents of a library, as the engine sees them -------------------------------------
@dataclass(frozen=True)
class Document:
    """A house-rules, errata or variant document of the library (``referee/house.py`` reads
    them from the rulebooks folder): its settings are already checked against the game."""

    id: str
    title: str
    kind: str
    game: str
    settings: tuple = ()
    enabled: bool = True

    @property
    def source(self) -> Source:
        return Source(self.id, self.title, self.kind)


def _doc_names(d: Document) -> list[str]:
    return [norm(d.id), norm(d.title)]


def in_force(game_id: str, lines: list[tuple[str, Token]], rule_ids: Iterable[str],
             house: Optional[str] = None, documents: Iterable[Document] = ()) -> Optional[HouseRules]:
    """The house rules for one check: the game's enabled documents (none with ``house="none"``
    or a ``house: none`` line; only those named on a ``house: NAME`` line), then the position's
    own ``set:``/``off:``/``replace:`` lines, which win over the documents."""
    docs = [d for d in documents if d.game == game_id]
    ids = list(rule_ids)
    book_only = forced = (house or "").strip().lower() in ("none", "book", "off", "no")  # the caller's: all off
    chosen: Optional[list[Document]] = None
    own: list[Setting] = []
    psrc = Source("position", "this position", "position")
    for key, tok in lines:
        if key == "house":
            names = [n.strip() for n in tok.text.split(",") if n.strip()]
            if not names:
                raise tok.error("house: names no document", expected="house: none, or the name of a house-rules "
                                "document of this game")
            for n in names:
                if norm(n) in ("none", "book", "no"):
                    book_only = True
                    continue
                got = next((d for d in docs if norm(n) in _doc_names(d)), None)
                if got is None:
                    known = [d.id for d in docs]
                    at = tok.text.find(n)
                    raise tok.sub(max(0, at)).error(
                        f'"{n}" is not a house-rules document of {game_id}',
                        expected="none, or one of: " + (", ".join(known) or "(no documents added for this game)"),
                        hint=did_you_mean(norm(n), known + [norm(d.title) for d in docs]))
                chosen = (chosen or []) + [got]
        else:
            src = Source("position", "this position", "position", tok.line, f"{key}: {tok.text}".strip())
            own += read_setting(game_id, key, tok, src, ids)
    if forced:  # ?house=none, --house none: the book's ruling (the position's own lines are read, not applied)
        return HouseRules(game_id, book_only=True)
    if chosen is not None:
        book_only = False
        use = chosen
    else:
        use = [] if book_only else [d for d in docs if d.enabled]
    groups = [(d.source, list(d.settings)) for d in use]
    if own:
        groups.append((psrc, own))
    if not groups:
        return HouseRules(game_id, book_only=book_only) if (book_only or docs) else None
    return combine(game_id, groups, book_only=book_only)


from . import core as _core  # noqa: E402  (core is imported above; it reads the switched-off rules here)

_core.OFF_RULES = off_ids
_core.OFF_REFUSES = lambda game_id, rule_id: getattr(spec_of(game_id).switches.get(rule_id), "refuses", None)
_core.SET_RULES = set_ids
_core.BOOK_VALUES = book_values
_core.HOUSE_DOCS = lambda game_id: spec_of(game_id).describe()

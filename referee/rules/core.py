"""Core values of the rules engine: citations, rules, reasons, answers, results,
the :class:`Bag` multiset and the :class:`Game` base class every game subclasses.

Three separate questions, as in python-chess:

* syntax   -- ``game.parse(text)`` raises :class:`PositionSyntaxError`;
* validity -- ``game.problems(position)`` lists *every* problem of the position;
* legality -- ``game.verdict(position, action)`` lists *every* rule forbidding it,
  and ``game.options(position)`` lists exactly the legal actions.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, ClassVar, Iterable, Iterator, Optional

from .dsl import Token, Vocabulary
from .errors import PositionSyntaxError

QUESTIONS = ("options", "score")


@dataclass(frozen=True)
class Citation:
    """Where a rule stands: rulebook id, exact heading, verbatim quote (one line)."""

    book: str
    section: str
    quote: str


@dataclass(frozen=True)
class Rule:
    """A rule of a game: a stable id, one plain sentence and its citation.

    ``on`` names the action tags the rule governs (``"position"`` for a validity
    rule); ``forbids(position, action)`` returns something truthy (optionally a
    str detail) when the rule forbids it.  A rule with no ``forbids`` only says
    what happens (an effect) or explains; it is cited, never violated.
    """

    id: str
    statement: str
    citation: Citation
    on: frozenset = frozenset()
    forbids: Optional[Callable[[Any, Any], Any]] = field(default=None, compare=False, repr=False)
    guard: bool = False  # a guard is cited only against an action, never as what allows it

    @property
    def decidable(self) -> bool:
        return self.forbids is not None

    def to_dict(self) -> dict:
        return {"rule": self.id, "statement": self.statement,
                "quote": self.citation.quote, "section": self.citation.section}


@dataclass(frozen=True)
class Reason:
    """A rule cited for (or against) something, with an optional detail."""

    rule: Rule
    detail: Optional[str] = None

    def to_dict(self) -> dict:
        d = self.rule.to_dict()
        if self.detail:
            d["detail"] = self.detail
        return d


@dataclass
class Answer:
    """The answer to one ``ask:`` line."""

    ask: str
    verdict: str  # "legal" | "illegal"
    reasons: list[Reason] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)
    after: Optional[str] = None
    value: Optional[float] = None
    options: Optional[list[str]] = None

    @property
    def legal(self) -> bool:
        return self.verdict == "legal"

    def to_dict(self) -> dict:
        d = {"ask": self.ask, "verdict": self.verdict,
             "reasons": [r.to_dict() for r in self.reasons],
             "effects": list(self.effects), "after": self.after, "value": self.value}
        if self.options is not None:
            d["options"] = list(self.options)
        return d


@dataclass
class CheckResult:
    """What ``check`` returns: the position's problems and one answer per ask."""

    game: str
    problems: list[Reason] = field(default_factory=list)
    answers: list[Answer] = field(default_factory=list)
    position: Optional[str] = None  # the canonical text of the position checked

    @property
    def verdict(self) -> str:
        if self.problems or any(not a.legal for a in self.answers):
            return "illegal"
        return "legal"

    def to_dict(self) -> dict:
        return {"game": self.game, "verdict": self.verdict,
                "problems": [p.to_dict() for p in self.problems],
                "answers": [a.to_dict() for a in self.answers]}


class Bag:
    """An immutable multiset of names (dice faces in an area, foe dice...)."""

    __slots__ = ("_items",)

    def __init__(self, items: Iterable[tuple[str, int]] | dict | None = None):
        counts: dict[str, int] = {}
        if isinstance(items, dict):
            items = items.items()
        for name, n in items or ():
            counts[name] = counts.get(name, 0) + int(n)
        self._items = tuple(sorted((k, v) for k, v in counts.items() if v > 0))

    @classmethod
    def of(cls, *names: str) -> "Bag":
        return cls((n, 1) for n in names)

    def __getitem__(self, name: str) -> int:
        for k, v in self._items:
            if k == name:
                return v
        return 0

    def __contains__(self, name: object) -> bool:
        return self[name] > 0  # type: ignore[index]

    def __iter__(self) -> Iterator[str]:
        """Each name once per count, sorted."""
        for k, v in self._items:
            yield from [k] * v

    def __len__(self) -> int:
        return sum(v for _, v in self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bag) and self._items == other._items

    def __hash__(self) -> int:
        return hash(self._items)

    def __repr__(self) -> str:
        return f"Bag({dict(self._items)!r})"

    def items(self) -> tuple[tuple[str, int], ...]:
        return self._items

    def names(self) -> list[str]:
        return [k for k, _ in self._items]

    def add(self, name: str, n: int = 1) -> "Bag":
        return Bag(self._items + ((name, n),))

    def remove(self, name: str, n: int = 1) -> "Bag":
        """Remove up to ``n`` of ``name`` (never below zero)."""
        return Bag((k, v - n if k == name else v) for k, v in self._items)

    def __add__(self, other: "Bag") -> "Bag":
        return Bag(self._items + other._items)

    def __sub__(self, other: "Bag") -> "Bag":
        return Bag((k, v - other[k]) for k, v in self._items)

    def contains(self, other: "Bag") -> bool:
        return all(self[k] >= v for k, v in other._items)

    def render(self, order: Iterable[str] = ()) -> str:
        """``"niska x2, saffron"``, in ``order`` first, then alphabetically."""
        order = list(order)
        rank = {n: i for i, n in enumerate(order)}
        items = sorted(self._items, key=lambda kv: (rank.get(kv[0], len(rank)), kv[0]))
        return ", ".join(k if v == 1 else f"{k} x{v}" for k, v in items)


@dataclass(frozen=True)
class Position:
    """Base of every game's position: the ``ask:`` lines ride along in order.

    ``asks`` are the ask texts (compared, rendered); ``ask_tokens`` keep their
    source place for pointed errors (not compared).
    """

    asks: tuple[str, ...] = ()
    ask_tokens: tuple[Token, ...] = field(default=(), compare=False, repr=False)

    def without_asks(self):
        return replace(self, asks=(), ask_tokens=())


@dataclass(frozen=True)
class Outcome:
    """What a legal action does: effects (sentences), the position after, rules cited."""

    effects: list[str]
    after: Any
    cites: list[str] = field(default_factory=list)


class Game:
    """Base class of a game's rules model.  Subclass, fill the class attributes,
    implement the hooks marked *game*, and register with ``@register``."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    language: ClassVar[str] = "en"
    aliases: ClassVar[tuple[str, ...]] = ()
    book: ClassVar[Optional[str]] = None  # rulebook id; defaults to ``id``
    rules: ClassVar[list[Rule]] = []
    vocab: ClassVar[Optional[Vocabulary]] = None
    examples: ClassVar[list[dict]] = []

    # ---- hooks a game implements ------------------------------------------------
    def parse(self, text: str) -> Position:  # game
        raise NotImplementedError

    def render(self, position: Position, *, asks: bool = True) -> str:  # game
        raise NotImplementedError

    def parse_action(self, tok: Token) -> Any:  # game: raise PositionSyntaxError
        raise tok.error("this game has no actions yet")

    def render_action(self, action: Any) -> str:  # game
        raise NotImplementedError

    def candidates(self, position: Position) -> Iterable[Any]:  # game: a superset of legal actions
        return ()

    def apply(self, position: Position, action: Any) -> Outcome:  # game: for a legal action
        raise NotImplementedError

    def score(self, position: Position) -> Optional[tuple[float, list[str], list[str]]]:  # game
        """``(value, effects, rule ids)`` or None when nothing is computable."""
        return None

    def tags(self, action: Any) -> frozenset:  # game: what rules' ``on`` match
        return frozenset(getattr(action, "tags", ()))

    # ---- generic machinery ----------------------------------------------------------
    @property
    def vocabulary(self) -> dict[str, list[str]]:
        return self.vocab.as_dict() if self.vocab else {}

    def rule(self, rule_id: str) -> Rule:
        for r in self.rules:
            if r.id == rule_id:
                return r
        raise KeyError(rule_id)

    def _run(self, rules: Iterable[Rule], position: Any, action: Any) -> list[Reason]:
        out = []
        for r in rules:
            got = r.forbids(position, action)
            if got:
                out.append(Reason(r, got if isinstance(got, str) else None))
        return out

    def problems(self, position: Position) -> list[Reason]:
        """Every validity problem of the position (rules with ``on`` ∋ "position")."""
        return self._run([r for r in self.rules if "position" in r.on and r.forbids],
                         position, None)

    def forbidding(self, position: Position, action: Any) -> list[Reason]:
        """Every rule that forbids ``action`` from ``position``."""
        tags = self.tags(action)
        return self._run([r for r in self.rules if r.forbids and r.on & tags], position, action)

    def is_legal(self, position: Position, action: Any) -> bool:
        return not self.forbidding(position, action)

    def verdict(self, position: Position, action: Any, ask: Optional[str] = None) -> Answer:
        ask = ask if ask is not None else self.render_action(action)
        against = self.forbidding(position, action)
        if against:
            return Answer(ask, "illegal", against)
        tags = self.tags(action)
        out = self.apply(position, action)
        cited = [r for r in self.rules if r.forbids and not r.guard and r.on & tags]
        cited += [self.rule(i) for i in out.cites if self.rule(i) not in cited]
        return Answer(ask, "legal", [Reason(r) for r in cited], list(out.effects),
                      self.render(out.after, asks=False))

    def options(self, position: Position) -> list[str]:
        """Every legal action, rendered as ask text (canonical, no duplicates)."""
        seen: dict[str, None] = {}
        for a in self.candidates(position):
            text = self.render_action(a)
            if text not in seen and self.is_legal(position, a):
                seen[text] = None
        return list(seen)

    def answer(self, position: Position, tok: Token) -> Answer:
        q = tok.norm
        if q == "options":
            opts = self.options(position)
            return Answer(tok.text, "legal", [], opts if opts else ["No legal action."],
                          None, None, opts)
        if q == "score":
            got = self.score(position)
            if got is None:
                return Answer(tok.text, "illegal", [], ["Nothing to score in this game yet."])
            value, effects, cites = got
            return Answer(tok.text, "legal", [Reason(self.rule(i)) for i in cites],
                          list(effects), None, value)
        return self.verdict(position, self.parse_action(tok), tok.text)

    def check(self, position: Position) -> CheckResult:
        toks = position.ask_tokens or tuple(Token(a, 0, 1, a) for a in position.asks)
        base = position.without_asks()
        return CheckResult(self.id, self.problems(base), [self.answer(base, t) for t in toks],
                           self.render(base, asks=False))

    def describe(self) -> dict:
        """The ``GET /api/games/ID`` object, without urls."""
        return {"id": self.id, "title": self.title, "language": self.language,
                "aliases": list(self.aliases),
                "rules": [r.to_dict() for r in self.rules],
                "vocabulary": self.vocabulary,
                "examples": [dict(e) for e in self.examples]}


def make_rule(book: str, rule_id: str, statement: str, section: str, quote: str,
              on: Iterable[str] = (), forbids: Optional[Callable] = None, guard: bool = False) -> Rule:
    return Rule(rule_id, statement, Citation(book, section, quote), frozenset(on), forbids, guard)


class RuleList(list):
    """A game's rules, declared next to their checks::

        RULES = RuleList("shiny-dice")
        RULES.add("SD-X", "statement.", "Section", "quote", on={"tag"})      # effect rule

        @RULES.check("SD-Y", "statement.", "Section", "quote", on={"tag"})
        def _(position, action): return "why" if ... else None               # forbids
    """

    def __init__(self, book: str):
        super().__init__()
        self.book = book

    def add(self, rule_id: str, statement: str, section: str, quote: str,
            on: Iterable[str] = (), forbids: Optional[Callable] = None, guard: bool = False) -> Rule:
        if any(r.id == rule_id for r in self):
            raise ValueError(f"duplicate rule id {rule_id}")
        r = make_rule(self.book, rule_id, statement, section, quote, on, forbids, guard)
        self.append(r)
        return r

    def check(self, rule_id: str, statement: str, section: str, quote: str,
              on: Iterable[str] = (), guard: bool = False):
        """Decorator declaring a checked rule; ``guard=True``: cited only when it forbids."""
        def deco(fn: Callable) -> Callable:
            self.add(rule_id, statement, section, quote, on, fn, guard)
            return fn
        return deco


__all__ = ["Citation", "Rule", "Reason", "Answer", "CheckResult", "Bag", "Position",
           "Outcome", "Game", "RuleList", "make_rule", "QUESTIONS", "PositionSyntaxError"]

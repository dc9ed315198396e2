"""Core values of the rules engine: citations, rules, reasons, answers, results,
the :class:`Bag` multiset and the :class:`Game` base class every game subclasses.

Three separate questions, as in python-chess:

* syntax   -- ``game.parse(text)`` raises :class:`PositionSyntaxError`;
* validity -- ``game.problems(position)`` lists *every* problem of the position;
* legality -- ``game.verdict(position, action)`` lists *every* rule forbidding it,
  and ``game.options(position)`` lists exactly the legal actions.
"""
from __future__ import annotations

import contextlib
import contextvars
import gc
import re
import threading
import time
from dataclasses import asdict, dataclass, field, replace
from functools import lru_cache
from typing import Any, Callable, ClassVar, Iterable, Iterator, Optional

from .dsl import Token, Vocabulary, norm, split_steps
from .errors import PositionSyntaxError, TooLargeToDecide, did_you_mean

QUESTIONS = ("options", "score", "valid")  # core questions; only the last step of a chain
UNKNOWN = "?"  # what a position writes for a value the table does not know

MAX_ASKS = 50  # ask: lines in one position
MAX_STEPS = 20  # steps in one chained ask (A then B then ...)
MAX_COMPLETIONS = 2048  # combinations of unknown values enumerated for one question
MAX_WORK = 50_000  # rule checks, candidates and fills in one check (one request)
MAX_SECONDS = 1.5  # CPU seconds of this thread for one check: the backstop for slow rules
PARSE_CACHE = 512  # positions remembered by their text (the /check page posts the same ones)


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
    statement_es: Optional[str] = None  # the statement in Spanish, for a book written in Spanish

    @property
    def decidable(self) -> bool:
        return self.forbids is not None

    def to_dict(self) -> dict:
        d = {"rule": self.id, "statement": self.statement,
             "quote": self.citation.quote, "section": self.citation.section}
        if self.statement_es:
            d["statement_es"] = self.statement_es
        return d


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
    depends_on: Optional[list[dict]] = None  # verdict "depends": [{"fact", "legal_if", "illegal_if"}]
    steps: Optional[list["Answer"]] = None  # a chained ask: one answer per step taken
    brings: Optional[tuple["Brought", ...]] = None  # legal action: rules its effect brought in (not in to_dict)
    # verdict "depends" on several facts: the few combinations that make it legal ([{fact: value}])
    legal_when: Optional[list[dict]] = None

    @property
    def legal(self) -> bool:
        return self.verdict == "legal"

    # a step of a chain also reads as the contract's per-step dict: step["verdict"], dict(step)
    _STEP_KEYS = ("ask", "verdict", "reasons", "effects", "after")

    def keys(self):
        return list(self._STEP_KEYS)

    def __getitem__(self, key: str):
        if key not in self._STEP_KEYS and key != "value":
            raise KeyError(key)
        return self.step_dict().get(key)

    def get(self, key: str, default=None):
        try:
            got = self[key]
        except KeyError:
            return default
        return default if got is None and key == "value" else got

    def step_dict(self) -> dict:
        """This answer as one step of a chain (the shape of ``steps`` in the API)."""
        d = {"ask": self.ask, "verdict": self.verdict,
             "reasons": [r.to_dict() for r in self.reasons],
             "effects": list(self.effects), "after": self.after}
        if self.value is not None:
            d["value"] = self.value
        return d

    def to_dict(self) -> dict:
        d = {"ask": self.ask, "verdict": self.verdict,
             "reasons": [r.to_dict() for r in self.reasons],
             "effects": list(self.effects), "after": self.after, "value": self.value}
        if self.options is not None:
            d["options"] = list(self.options)
        if self.depends_on is not None:
            d["depends_on"] = [dict(x) for x in self.depends_on]
        if self.legal_when:
            d["legal_when"] = [dict(x) for x in self.legal_when]
        if self.steps is not None and len(self.steps) >= 2:
            d["steps"] = [st.step_dict() for st in self.steps]
        return d


@dataclass
class CheckResult:
    """What ``check`` returns: the position's problems and one answer per ask."""

    game: str
    problems: list[Reason] = field(default_factory=list)
    answers: list[Answer] = field(default_factory=list)
    position: Optional[str] = None  # the canonical text of the position checked
    house: Any = None  # the house rules in force (``rules.house.HouseRules``), when any were asked for

    @property
    def verdict(self) -> str:
        if self.problems or any(a.verdict == "illegal" for a in self.answers):
            return "illegal"
        if any(a.verdict == "depends" for a in self.answers):
            return "depends"
        return "legal"

    def to_dict(self) -> dict:
        d = {"game": self.game, "verdict": self.verdict,
             "problems": [p.to_dict() for p in self.problems],
             "answers": [a.to_dict() for a in self.answers]}
        if self.house is not None:
            d["house"] = self.house.to_dict()
        return d


_RANKS: dict[tuple, dict[str, int]] = {}  # Bag.render: an order -> each name's rank in it


class Bag:
    """An immutable multiset of names (dice faces in an area, foe dice...)."""

    __slots__ = ("_items",)

    def __init__(self, items: Iterable[tuple[str, int]] | dict | None = None):
        counts: dict[str, int] = {}
        if isinstance(items, dict):
            items = items.items()
        get = counts.get
        for name, n in items or ():
            counts[name] = get(name, 0) + int(n)
        self._items = tuple(sorted(kv for kv in counts.items() if kv[1] > 0))

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
        """Each name once per count, sorted (lazily: a count is never expanded into a list)."""
        for k, v in self._items:
            for _ in range(v):
                yield k

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
        if not other._items:  # immutable: an empty side leaves the other as it is
            return self
        if not self._items:
            return other
        return Bag(self._items + other._items)

    def __sub__(self, other: "Bag") -> "Bag":
        return Bag((k, v - other[k]) for k, v in self._items)

    def contains(self, other: "Bag") -> bool:
        return all(self[k] >= v for k, v in other._items)

    def render(self, order: Iterable[str] = ()) -> str:
        """``"niska x2, saffron"``, in ``order`` first, then alphabetically."""
        order = tuple(order)
        rank = _RANKS.get(order)
        if rank is None:  # a game renders with a few fixed orders: ranked once each
            if len(_RANKS) > 1024:
                _RANKS.clear()
            rank = _RANKS[order] = {n: i for i, n in enumerate(order)}
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
        """The position without its asks (made once per position: a remembered parse
        gives the same bare position, and what games keep on it, to every check)."""
        bare = self.__dict__.get("_without_asks")
        if bare is None:
            bare = self.__dict__["_without_asks"] = replace(self, asks=(), ask_tokens=())
        return bare


@dataclass(frozen=True)
class Brought:
    """A rule an action's effect brought in: a later step of the chain refused by the rule
    ``refused`` (when ``detail`` is given: with a detail containing it) is decided by ``rule``,
    which this step applied (``why`` says how, in plain words).

    ``penalty`` with 5 of a kind ends the turn: a later step refused by SD-TURN-OVER is decided
    by SD-FIVE-OF-A-KIND, so the failed chain's citations lead with it."""

    refused: str
    rule: str
    why: str = ""
    detail: str = ""


@dataclass(frozen=True)
class Outcome:
    """What a legal action does: effects (sentences), the position after, rules cited, and the
    rules its effect brought in for later steps (see :class:`Brought`)."""

    effects: list[str]
    after: Any
    cites: list[str] = field(default_factory=list)
    brings: tuple[Brought, ...] = ()


@dataclass(frozen=True)
class Unknown:
    """One ``?`` of a position: what is unknown, the values it may take, and where.

    ``fact`` names it in plain words ("the face of the unknown Foe die");
    ``values`` are the possible values as written in the notation; ``slot`` is
    the game's own handle on this ``?`` (given back to ``Game.fill``).
    """

    fact: str
    values: tuple[str, ...]
    slot: Any = None


@dataclass(frozen=True)
class KeyDoc:
    """One key of a game's notation, for the notation reference of ``/games/<id>``."""

    key: str
    takes: str
    example: str


@dataclass(frozen=True)
class ActionDoc:
    """One action syntax of a game's notation, with an example and what it means."""

    syntax: str
    example: str
    meaning: str


CORE_QUESTIONS = [  # documented for every game in describe()["notation"]["questions"]
    ActionDoc("options", "ask: options",
              "Every legal action from this position, as ask text."),
    ActionDoc("score", "ask: score",
              "The score the rules compute for this position (in value), with the rules used."),
    ActionDoc("score PLAYER", "ask: score ann",
              "The score of one player the position names (in games whose positions name other "
              "players), with the rules used."),
    ActionDoc("valid", "ask: valid",
              "Is this position possible under the rules? Legal when nothing is wrong with it; "
              "illegal with every problem as a reason."),
    ActionDoc("A then B", "ask: A then B then score",
              "A chain: each step is judged on the position the previous step left. An illegal step "
              "stops the chain and is named; the answer keeps the effects of every step taken. "
              "options, score and valid may only be the last step."),
    ActionDoc("?", "a value written as ?",
              "A value the table does not know. The verdict is computed over every possible value: "
              "legal or illegal when they all agree, else \"depends\", naming the unknown fact and "
              "which values make it legal or illegal."),
    ActionDoc("-> ?", "ask: reroll river, niska -> ?, saffron",
              "A face rolled that nobody read, in an action's result (dice games): decided over every "
              "face the dice rolled could show, as for ? in the position; the chain goes on from each."),
]


def question_of(tok: Token) -> Optional[str]:
    """The core question an ask step is (``options``, ``score``, ``valid``), else None (an action).
    ``score PLAYER`` is the ``score`` question about one player the position names."""
    n = tok.norm
    if n in QUESTIONS:
        return n
    head = tok.text.split(None, 1)
    if len(head) == 2 and norm(head[0]) == "score":
        return "score"
    return None


_collector = threading.local()  # per thread: CPU time spent in the garbage collector


def _time_collections(phase: str, info: dict) -> None:
    """gc callback: add each collection's CPU time to its thread's total."""
    now = time.thread_time()
    if phase == "start":
        _collector.started = now
        return
    started = getattr(_collector, "started", None)
    if started is not None:
        _collector.spent = getattr(_collector, "spent", 0.0) + now - started
        _collector.started = None


gc.callbacks.append(_time_collections)


def _work_time() -> float:
    """This thread's CPU time, less what the garbage collector took: a full collection of a
    large heap (a long-lived worker, a long test run) can pause for a second, and that pause
    is not the check's work."""
    return time.thread_time() - getattr(_collector, "spent", 0.0)


class Budget:
    """The work one check may do; past it, :class:`TooLargeToDecide` (never minutes of CPU).

    Work is counted in units (a rule evaluation, a candidate, a fill) up to ``limit``, and
    the thread's CPU time (garbage collection excluded) is checked every 256 units against
    ``seconds``: units keep the answer the same on every machine, the CPU time bounds games
    whose rules are slow.
    """

    def __init__(self, limit: int = 0, seconds: float = 0.0):
        self.limit = limit or MAX_WORK
        self.seconds = seconds or MAX_SECONDS
        self.used = 0
        self.memo: dict = {}
        self._start = _work_time()
        self._next = min(self.limit + 1, 256)  # spend() does more only from here on

    def spend(self, n: int = 1) -> None:
        self.used += n
        if self.used >= self._next:  # past the limit, or into the next 256 units
            self._checkpoint(self.used - n)

    def _checkpoint(self, before: int) -> None:
        """The slow part of ``spend``, only when it can matter (amortised): the limit,
        and the CPU time once per 256 units."""
        self._next = min(self.limit + 1, ((self.used >> 8) + 1) << 8)
        if self.used > self.limit:
            raise TooLargeToDecide(
                f"This position is too large to decide: answering it needs more than {self.limit} "
                "rule checks, the limit for one request. Ask fewer questions at once, or state "
                "fewer pieces or unknown values.", limit=self.limit)
        if (before >> 8) != (self.used >> 8) and _work_time() - self._start > self.seconds:
            raise TooLargeToDecide(
                f"This position is too large to decide: answering it needs more than "
                f"{self.seconds:g} seconds of computing, the limit for one request. Ask fewer "
                "questions at once, or state fewer pieces or unknown values.", limit=self.limit)


_BUDGET: contextvars.ContextVar[Optional[Budget]] = contextvars.ContextVar("referee_budget", default=None)


class work_budget:  # noqa: N801  (used as ``with work_budget() as budget:``)
    """Run the block under one work budget (the enclosing one if there is already one).

    A small class rather than a generator: every check, ask, options and problems
    enters one."""

    __slots__ = ("limit", "seconds", "_token")

    def __init__(self, limit: int = 0, seconds: float = 0.0):
        self.limit = limit
        self.seconds = seconds
        self._token = None

    def __enter__(self) -> "Budget":
        current = _BUDGET.get()
        if current is not None:
            return current
        budget = Budget(self.limit, self.seconds)
        self._token = _BUDGET.set(budget)
        return budget

    def __exit__(self, *exc) -> bool:
        if self._token is not None:
            _BUDGET.reset(self._token)
            self._token = None
        return False


def current_budget() -> Optional[Budget]:
    """The budget of the check running in this context (None outside one): a game's hot
    loop fetches it once and calls ``budget.spend()`` per unit."""
    return _BUDGET.get()


def spend(n: int = 1) -> None:
    """Count ``n`` units of work against the current budget (games may call it in loops)."""
    budget = _BUDGET.get()
    if budget is not None:
        budget.spend(n)


class Share:
    """What ``budget_share`` gave: ``refused`` (too little was left to start), ``exhausted``
    (the share ran out: what was worked out inside it is cut short and decides nothing)."""

    refused = False
    exhausted = False

    @property
    def cut(self) -> bool:
        return self.refused or self.exhausted


@contextlib.contextmanager
def budget_share(units: int, reserve: int) -> Iterator[Share]:
    """Run a part of a request (worked examples tried, areas nobody named filled in) within at
    most ``units`` of the request's work, leaving ``reserve`` for the rest of it. Past its share,
    the part stops (a TooLargeToDecide inside it is swallowed) and the request goes on with what
    it has left: an optional refinement never turns a message into a 422."""
    budget = _BUDGET.get()
    got = Share()
    if budget is None:
        yield got
        return
    share = min(units, budget.limit - budget.used - reserve)
    if share < reserve:
        got.refused = True
        yield got
        return
    limit, out = budget.limit, getattr(budget, "out", None)
    budget.limit = budget.used + share
    budget._next = min(budget.limit + 1, budget._next)
    try:
        yield got
    except TooLargeToDecide:
        got.exhausted = True
    finally:
        got.exhausted = got.exhausted or budget.used > budget.limit or getattr(budget, "out", None) is not None
        budget.limit = limit
        budget._next = min(limit + 1, ((budget.used >> 8) + 1) << 8)
        ran_out = out is None and getattr(budget, "out", None) is not None  # (a request's budget stays out)
        if ran_out and budget.used <= limit and budget.spent_seconds() <= budget.seconds:
            budget.out = None  # only the share ran out: the request goes on with the rest


@lru_cache(maxsize=PARSE_CACHE)
def _parse_once(game: "Game", text: str) -> Position:
    return game.parse(text)


@lru_cache(maxsize=4 * PARSE_CACHE)
def _action_once(game: "Game", text: str, line: int, column: int, source: str) -> Any:
    return game.parse_action(Token(text, line, column, source))


def _no_house(game_id: str) -> frozenset:
    return frozenset()


OFF_RULES: Callable[[str], frozenset] = _no_house  # rules.house sets it: the rule ids a table switched off
OFF_REFUSES: Callable[[str, str], Optional[Callable]] = lambda game_id, rule_id: None  # noqa: E731  (rules.house)
SET_RULES: Callable[[str], frozenset] = _no_house  # rules.house sets it: rules whose numbers a table changed
BOOK_VALUES: Callable[[], Any] = lambda: contextlib.nullcontext()  # noqa: E731  (rules.house: the book's numbers)
HOUSE_DOCS: Callable[[str], dict] = lambda game_id: {"parameters": [], "switchable": []}  # noqa: E731  (rules.house)


def _key(position: Any) -> Any:
    try:
        hash(position)
        return position
    except TypeError:
        return ("unhashable", id(position))


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
    notation_keys: ClassVar[list[KeyDoc]] = []  # every key of the notation, one example each
    notation_actions: ClassVar[list[ActionDoc]] = []  # every action syntax, one example each

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

    def bears(self, rule: Rule, position: Position, action: Any) -> bool:  # game
        """Does this checked rule bear on a legal ``action`` (``None``: on the position)?

        Only rules that bear are cited for a legal answer; a game overrides this to
        leave out rules that were checked but say nothing about this action.
        """
        return True

    def unknowns(self, position: Position) -> list[Unknown]:  # game: the position's ``?``
        return []

    def fill(self, position: Position, slot: Any, value: str) -> Position:  # game
        """The position with the one unknown at ``slot`` replaced by ``value``."""
        raise NotImplementedError(f"{type(self).__name__} has unknowns but no fill()")

    def relevant_unknowns(self, position: Position, action: Any) -> Optional[list[Unknown]]:  # game
        """The unknowns the rules of ``action`` read (None: all of them)."""
        return None

    def question_unknowns(self, position: Position, question: str) -> Optional[list[Unknown]]:  # game
        """The unknowns a question (``options``, ``score``, ``valid``) reads (None: all of them),
        so unknowns that cannot change its answer do not multiply the work."""
        return None

    def score_player(self, position: Position, ask: Token, player: Token) -> Optional[Answer]:  # game
        """``ask: score PLAYER``: that player's score as an Answer (``value``: the score), or None
        when this game scores only the position's own player.  A name the position does not
        have: raise ``player.error(...)`` (see ``Game.unknown_player``)."""
        return None

    def action_unknowns(self, position: Position, action: Any) -> list[Unknown]:  # game
        """The ``?`` an action itself holds (a face rolled that nobody read: ``-> ?``), as for
        ``unknowns`` of a position; ``fill_action`` fills one."""
        return []

    def fill_action(self, position: Position, action: Any, slot: Any, value: str) -> Any:  # game
        """The action with the one unknown at ``slot`` replaced by ``value``."""
        raise NotImplementedError(f"{type(self).__name__} has action unknowns but no fill_action()")

    def action_possible(self, position: Position, action: Any) -> bool:  # game
        """Can the dice show this completed action's result?  Completions that cannot are not
        the table's (when none can, the action is judged as written, and its rules refuse it)."""
        return True

    @staticmethod
    def unknown_player(player: Token, names: Iterable[str], where: str = "") -> PositionSyntaxError:
        """The pointed error for ``score PLAYER`` naming nobody the position has."""
        names = list(names)
        return player.error(f'"{player.text}" is not a player of this position',
                            expected="one of: " + ", ".join(names) if names else f"a player named {where}",
                            hint=did_you_mean(player.text.lower(), [n.lower() for n in names]))

    # ---- generic machinery ----------------------------------------------------------
    def parsed(self, text: str) -> Position:
        """``parse(text)``, remembered per process (an LRU keyed by the text): positions are
        immutable, and the same texts come back (examples, a chain's ``after``, a page
        re-posting its position). A text that does not parse raises every time."""
        return _parse_once(self, text)

    def _unknowns_of(self, position: Position) -> list[Unknown]:
        """``unknowns(position)``, kept on the position: the core asks it of the same position
        many times (is there any? how deep? which to fill?), and a position never changes."""
        d = getattr(position, "__dict__", None)
        if d is None:
            return self.unknowns(position)
        got = d.get("_unknowns")
        if got is None:
            got = d["_unknowns"] = tuple(self.unknowns(position))
        return list(got)

    def parsed_action(self, tok: Token) -> Any:
        """``parse_action(tok)``, remembered per process (keyed by the token's text, place
        and source line): a step is read when the position is parsed, when it is asked,
        and again on every completion of its unknowns; actions are immutable."""
        return _action_once(self, tok.text, tok.line, tok.column, tok.source)

    @property
    def vocabulary(self) -> dict[str, list[str]]:
        return self.vocab.as_dict() if self.vocab else {}

    def _tables(self) -> "_RuleTables":
        """The game's rules indexed once (by id, by tag set), rebuilt if the list changes."""
        rules = self.rules
        t = self.__dict__.get("_rule_tables")
        if t is None or t.rules is not rules or t.count != len(rules):
            t = self.__dict__["_rule_tables"] = _RuleTables(rules)
        return t

    def rule(self, rule_id: str) -> Rule:
        return self._tables().rule(rule_id)

    def _run(self, rules: Iterable[Rule], position: Any, action: Any) -> list[Reason]:
        out = []
        budget = _BUDGET.get()
        off = OFF_RULES(self.id)
        for r in rules:
            if budget is not None:
                budget.spend()
            if off and r.id in off:  # switched off by the table's house rules: it never forbids, but
                refuse = OFF_REFUSES(self.id, r.id)  # the action it grants is refused (no Team Bonus)
                got = refuse(position, action) if refuse is not None and action is not None else None
                if got:
                    out.append(Reason(r, got if isinstance(got, str) else None))
                continue
            got = r.forbids(position, action)
            if got:
                out.append(Reason(r, got if isinstance(got, str) else None))
        return out

    def problems(self, position: Position) -> list[Reason]:
        """Every validity problem of the position (rules with ``on`` ∋ "position").

        With unknowns: the problems every possible completion has (only the unknowns
        ``relevant_unknowns(position, None)`` names are filled; the rules must bear the rest).
        """
        if not self._unknowns_of(position) or not self._position_pick()(position):
            return self._run(self._tables().position, position, None)
        with work_budget() as budget:
            key = ("problems", _key(position))
            if key not in budget.memo:  # the position is kept too, so an id() key is never reused
                budget.memo[key] = (position, self._common_problems(position))
            return list(budget.memo[key][1])

    def _common_problems(self, position: Position) -> list[Reason]:
        """The problems of every completion; stops at the first completion without any."""
        common: Optional[list[Reason]] = None
        for c in self._iter_completions(position, self._position_pick()):
            found = self.problems(c)
            ids = {r.rule.id for r in found}
            common = found if common is None else [r for r in common if r.rule.id in ids]
            if not common:
                return []
        return common or []

    def _position_pick(self) -> Callable[[Position], list[Unknown]]:
        """The unknowns the position rules read: ``relevant_unknowns(position, None)``."""
        def pick(q: Position) -> list[Unknown]:
            got = self.relevant_unknowns(q, None)
            return self._unknowns_of(q) if got is None else got
        return pick

    def _iter_completions(self, position: Position, pick: Callable[[Position], list[Unknown]]
                          ) -> Iterator[Position]:
        """Completions one by one, depth first (equal partial positions visited once), so a
        caller that has its answer early stops early; at most MAX_COMPLETIONS visits."""
        seen: dict = {}  # key -> position, kept alive so an id() key is never reused
        depth = len(self._unknowns_of(position)) + 1

        def expand(q: Position):
            us = pick(q)
            if not us:
                return None
            u = us[0]
            return ((u, v) for v in u.values)

        top = expand(position)
        if top is None:
            yield position
            return
        stack = [(position, top)]
        while stack:
            q, values = stack[-1]
            nxt = next(values, None)
            if nxt is None:
                stack.pop()
                continue
            u, v = nxt
            spend()
            r = self.fill(q, u.slot, v)
            k = _key(r)
            if k in seen:
                continue
            seen[k] = r
            if len(seen) > MAX_COMPLETIONS * 4:
                raise TooLargeToDecide(
                    f"This position has too many unknowns to decide: their values make more "
                    f"than {MAX_COMPLETIONS} possible positions. State some of the ? values.",
                    limit=MAX_COMPLETIONS)
            more = expand(r)
            if more is None:
                yield r
            elif len(stack) >= depth:
                raise RuntimeError(f"{type(self).__name__}.fill() did not remove an unknown")
            else:
                stack.append((r, more))

    def forbidding(self, position: Position, action: Any) -> list[Reason]:
        """Every rule that forbids ``action`` from ``position``, in declaration order."""
        return self._run(self._tables().governing(self.tags(action)), position, action)

    def is_legal(self, position: Position, action: Any) -> bool:
        return not self.forbidding(position, action)

    def verdict(self, position: Position, action: Any, ask: Optional[str] = None) -> Answer:
        """Illegal: every forbidding rule.  Legal: ``Outcome.cites`` first (the rule that
        permits it), then the checked non-guard rules governing it that ``bears``."""
        ask = ask if ask is not None else self.render_action(action)
        against = self.forbidding(position, action)
        if against:
            return Answer(ask, "illegal", against)
        tags = self.tags(action)
        out = self.apply(position, action)
        tables = self._tables()
        off = OFF_RULES(self.id)
        waived = self._waived(tables.governing(tags), position, action, off) if off else []
        changed = SET_RULES(self.id)
        if changed:
            waived += self._book_would(tables.governing(tags), position, action, changed - off)
        shown = {w.rule.id for w in waived}
        cited = [r for r in (tables.rule(i) for i in dict.fromkeys(out.cites) if i not in shown)
                 if not (off and r.id in off and r.forbids is not None)]  # a check switched off that did not bear
        first = {r.id for r in cited} | shown
        cited += [r for r in tables.citable(tags)
                  if r.id not in first and r.id not in off and self.bears(r, position, action)]
        return Answer(ask, "legal", waived + [Reason(r) for r in cited], list(out.effects),
                      self.render(out.after, asks=False), brings=tuple(out.brings) or None)

    def _waived(self, rules: Iterable[Rule], position: Any, action: Any, off: frozenset) -> list[Reason]:
        """The switched-off rules that would have forbidden this (cited, after the house rule
        that switched them off, for a ruling that differs from the book's)."""
        out = []
        for r in rules:
            if r.id in off and r.forbids is not None:
                spend()
                got = r.forbids(position, action)
                if got:
                    out.append(Reason(r, got if isinstance(got, str) else None))
        return out

    def _book_would(self, rules: Iterable[Rule], position: Any, action: Any, changed: frozenset) -> list[Reason]:
        """The rules whose numbers the table changed that would have forbidden this with the
        book's numbers (cited, after the house rule, for a ruling the house rule flipped)."""
        out = []
        for r in rules:
            if r.id in changed and r.forbids is not None:
                spend()
                with BOOK_VALUES():
                    got = r.forbids(position, action)
                if got:
                    out.append(Reason(r, "with the book's number: " + got if isinstance(got, str) else None))
        return out

    def options(self, position: Position) -> list[str]:
        """Every legal action, rendered as ask text (canonical, no duplicates)."""
        with work_budget() as budget:
            seen: dict[str, None] = {}
            for a in self.candidates(position):
                budget.spend()
                text = self.render_action(a)
                if text not in seen and self.is_legal(position, a):
                    seen[text] = None
            return list(seen)

    def answer(self, position: Position, tok: Token) -> Answer:
        """One step on a position whose relevant unknowns are filled: a question or an action."""
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
        if q == "valid":
            return self.valid(position, tok.text)
        return self.verdict(position, self.parsed_action(tok), tok.text)

    def valid(self, position: Position, ask: str = "valid") -> Answer:
        """``ask: valid``: legal with the limits it stays within, else every problem."""
        problems = self.problems(position)
        if problems:
            return Answer(ask, "illegal", problems,
                          [f"The position breaks {len(problems)} rule{'s' if len(problems) > 1 else ''}."])
        off = OFF_RULES(self.id)
        waived = self._waived(self._tables().position, position, None, off) if off else []
        changed = SET_RULES(self.id)
        if changed:
            waived += self._book_would(self._tables().position, position, None, changed - off)
        shown = off | {w.rule.id for w in waived}
        within = [Reason(r) for r in self._tables().position
                  if not r.guard and r.id not in shown and self.bears(r, position, None)]
        return Answer(ask, "legal", waived + within, ["Nothing in the position breaks a rule."])

    # ---- chains and unknowns ---------------------------------------------------------
    def steps(self, tok: Token) -> list[Token]:
        """The steps of an ask; a question may only be the last one."""
        steps = split_steps(tok)
        if len(steps) > MAX_STEPS:
            at = steps[MAX_STEPS]
            raise TooLargeToDecide(f"This ask chains {len(steps)} steps; the limit is {MAX_STEPS}. "
                                   "Split it into several asks.", limit=MAX_STEPS,
                                   line=at.line or None, column=at.column)
        for st in steps[:-1]:
            if question_of(st):
                raise st.error(f'"{st.text}" is a question: it can only be the last step of a chain',
                               expected="an action before then",
                               hint=f'move "{st.text}" to the end, or ask it on its own line')
        return steps

    def ask(self, position: Position, tok: Token) -> Answer:
        """Answer one ``ask:`` line: a chain of steps, over every value of the unknowns."""
        steps = self.steps(tok)
        actions = [self._action_of(st) for st in steps]
        with work_budget():
            if not self._unknowns_of(position):
                return self._chain(position, steps)
            return self._over_unknowns(position, steps, actions)

    def _action_of(self, st: Token) -> Any:
        """A step's action (None for a question)."""
        return None if question_of(st) else self.parsed_action(st)

    def _chain(self, position: Position, steps: list[Token], at: int = 0, total: int = 0,
               first: Any = None) -> Answer:
        """Judge each step on the position the previous one left.  ``steps`` are the chain's
        steps after the first ``at`` of ``total`` (a chain resumed over unknowns a step left);
        ``first``: the completed action of the first step (one completion of its ``-> ?``)."""
        total = total or len(steps)
        text = " then ".join(st.text for st in steps)
        taken: list[Answer] = []
        effects: list[str] = []
        cur = position
        for k, st in enumerate(steps, at + 1):
            i = k - at - 1
            if i == 0 and first is not None:
                action = first
            else:
                action = self._action_of(st)
                forks = None if action is None else self._action_completions(cur, action)
                if forks is not None:  # a result nobody read: the rest is decided from each
                    rest = self._over_forks(cur, steps[i:], action, forks, k - 1, total)
                    if not taken:
                        return replace(rest, ask=text) if total > 1 else rest
                    return self._joined(text, taken, effects, rest, k - 1, total, steps)
            ans = self._step(cur, st, first if i == 0 else None)
            if total == 1:
                return ans
            taken.append(ans)
            if ans.verdict != "legal":
                where = _where(k, total, st)
                reasons = self._deciding_first(
                    [_at_step(r, where) for r in ans.reasons], taken[:-1], steps, at, total)
                said = [] if ans.reasons else [f"{where}: {e}" for e in ans.effects]
                return Answer(text, ans.verdict, reasons, effects + said,
                              None, None, None, ans.depends_on, taken)
            effects += ans.effects
            if k < total:
                if ans.after is None:
                    nxt = steps[k - at]
                    raise nxt.error(f'"{nxt.text}" cannot be judged: the position after step {k} '
                                    f'("{st.text}") is not known',
                                    hint="state what happened (e.g. the result) in that step, "
                                         "or ask the rest on a position that shows it")
                cur = self.parsed(ans.after)
                if self._unknowns_of(cur):  # the step left facts open: the rest is decided over them
                    rest_steps = steps[k - at:]
                    rest = self._over_unknowns(cur, rest_steps, [self._action_of(s) for s in rest_steps],
                                               at=k, total=total)
                    return self._joined(text, taken, effects, rest, k, total, steps)
        last = taken[-1]
        reasons = list(last.reasons)
        for ans in taken[:-1]:
            reasons += [r for r in ans.reasons if r.rule not in {x.rule for x in reasons}]
        return Answer(text, "legal", reasons, effects, last.after, last.value, last.options,
                      None, taken)

    def _deciding_first(self, reasons: list[Reason], earlier: list[Answer], steps: list[Token],
                        at: int, total: int) -> list[Reason]:
        """A failed chain's reasons, led by its deciding rule: when an earlier step's effect
        brought in what refuses the failing step (``Outcome.brings``: 5 of a kind ended the turn,
        so SD-TURN-OVER refuses), the rule that step applied comes first, saying which step."""
        if not earlier or not reasons:
            return reasons
        lead: list[Reason] = []
        seen = {r.rule.id for r in reasons}
        for r in reasons:
            for j in range(len(earlier) - 1, -1, -1):
                got = next((b for b in earlier[j].brings or ()
                            if b.refused == r.rule.id and (not b.detail or b.detail in (r.detail or ""))), None)
                if got is None:
                    continue
                if got.rule not in seen:
                    where = _where(at + 1 + j, total, steps[j])
                    lead.append(Reason(self.rule(got.rule), f"{where}: {got.why}" if got.why else where))
                    seen.add(got.rule)
                break
        return lead + reasons

    def _joined(self, text: str, taken: list[Answer], effects: list[str], rest: Answer,
                done: int, total: int, steps: list[Token]) -> Answer:
        """The steps ``taken`` (all legal; ``done`` of ``total`` so far, ``steps`` this call's
        tokens) followed by the rest of the chain, decided over the unknowns they left."""
        rest_steps = rest.steps or [rest]
        if rest.verdict == "legal":
            reasons = list(rest.reasons)
            for ans in taken:
                reasons += [r for r in ans.reasons if r.rule not in {x.rule for x in reasons}]
            return replace(rest, ask=text, reasons=reasons, effects=effects + list(rest.effects),
                           steps=taken + list(rest_steps))
        k = next((j for j, s in enumerate(rest_steps) if s.verdict != "legal"), 0)
        where = _where(done + 1 + k, total, steps[min(len(steps) - 1, len(taken) + k)])
        reasons = [_at_step(r, where) for r in rest.reasons]
        reasons = self._deciding_first(reasons, taken, steps, done - len(taken), total)
        return replace(rest, ask=text, reasons=reasons, effects=effects + list(rest.effects),
                       steps=taken + list(rest_steps))

    def _step(self, position: Position, tok: Token, action: Any = None) -> Answer:
        """One step: ``valid`` and ``score PLAYER`` are the core's; an action given (a completed
        ``-> ?``) is judged as given; the rest goes through the game's ``answer``."""
        q = question_of(tok)
        if q == "valid":
            return self.valid(position, tok.text)
        if q == "score" and tok.norm != "score":
            return self._score_player(position, tok)
        if action is not None:
            return self.verdict(position, action, tok.text)
        return self.answer(position, tok)

    def _score_player(self, position: Position, tok: Token) -> Answer:
        """``ask: score PLAYER``: the game's ``score_player``, or a pointed error at the name."""
        head = tok.text.split(None, 1)[0]
        start = len(head) + (len(tok.text) - len(head) - len(tok.text[len(head):].lstrip()))
        player = tok.sub(start)
        got = self.score_player(position, tok, player)
        if got is None:
            raise player.error("this game scores the position's own player only",
                               expected='"score" with nothing after it', hint="ask: score")
        return replace(got, ask=tok.text)

    def _action_completions(self, position: Position, action: Any) -> Optional[list[tuple[Any, dict]]]:
        """Every completion of an action's own ``?`` (equal completions merged) that the dice
        can show, each with the values each fact took; None when it has no ``?``, or when no
        completion is possible (then its rules judge it as written)."""
        if not self.action_unknowns(position, action):
            return None
        frontier: dict = {_key(action): (action, {})}
        done: list[tuple[Any, dict]] = []
        while frontier:
            nxt: dict = {}
            for a, seen in frontier.values():
                us = self.action_unknowns(position, a)
                if not us:
                    done.append((a, seen))
                    continue
                u = us[0]
                for v in u.values:
                    spend()
                    b = self.fill_action(position, a, u.slot, v)
                    vals = seen.get(u.fact, ())
                    s2 = {**seen, u.fact: vals + (v,) if v not in vals else vals}
                    k = _key(b)
                    if k in nxt:
                        old = nxt[k][1]
                        for f, vs in s2.items():
                            old[f] = old.get(f, ()) + tuple(x for x in vs if x not in old.get(f, ()))
                    else:
                        nxt[k] = (b, s2)
                    if len(nxt) + len(done) > MAX_COMPLETIONS:
                        raise TooLargeToDecide(
                            f"This ask has too many unknown results to decide: their values make more "
                            f"than {MAX_COMPLETIONS} possible results. State some of the ? faces.",
                            limit=MAX_COMPLETIONS)
            frontier = nxt
        possible = [(a, seen) for a, seen in done if self.action_possible(position, a)]
        return possible or None

    def _over_forks(self, position: Position, steps: list[Token], action: Any,
                    forks: list[tuple[Any, dict]], at: int, total: int) -> Answer:
        """A step whose action holds ``-> ?``, and the steps after it: decided once per
        completed action, then agreed (or ``depends``) as over the unknowns of a position."""
        runs = [(self._chain(position, steps, at, total, first=a), seen) for a, seen in forks]
        orders = {u.fact: u.values for u in self.action_unknowns(position, action)}
        out = _aggregate(runs, orders)
        if out.verdict == "legal" and len(runs) > 1 and any(a.after != runs[0][0].after for a, _ in runs):
            every = [e for e in runs[0][0].effects if all(e in a.effects for a, _ in runs[1:])]
            facts = _join(list(dict.fromkeys(f for _, seen in runs for f in seen)))
            out.effects = every + [f"Legal whatever {facts} shows; the position after it depends on "
                                   f"it ({len(runs)} possible results)."]
        return out

    def _pick(self, steps: list[Token], actions: list[Any]) -> Callable[[Position], list[Unknown]]:
        """Which unknowns a chain reads: the union of its steps' relevant unknowns (a
        question step -- ``options``, ``score``, ``valid`` -- asks ``question_unknowns``)."""
        def pick(q: Position) -> list[Unknown]:
            out: dict = {}
            for st, a in zip(steps, actions):
                got = (self.question_unknowns(q, question_of(st)) if a is None
                       else self.relevant_unknowns(q, a))
                if got is None:
                    return self._unknowns_of(q)
                for u in got:
                    out.setdefault((u.fact, repr(u.slot)), u)
            return list(out.values())
        return pick

    def completions(self, position: Position,
                    pick: Optional[Callable[[Position], list[Unknown]]] = None
                    ) -> list[tuple[Position, dict[str, tuple[str, ...]]]]:
        """Every completion of the unknowns ``pick`` names (default: all), each with the
        values each fact took, equal completions merged; past MAX_COMPLETIONS,
        :class:`TooLargeToDecide`."""
        pick = pick or self._unknowns_of
        frontier: dict = {_key(position): (position, {})}
        done: list[tuple[Position, dict]] = []
        rounds = len(self._unknowns_of(position)) + 1
        while frontier:
            rounds -= 1
            if rounds < 0:
                raise RuntimeError(f"{type(self).__name__}.fill() did not remove an unknown")
            nxt: dict = {}
            for q, seen in frontier.values():
                us = pick(q)
                if not us:
                    done.append((q, seen))
                    continue
                u = us[0]
                for v in u.values:
                    spend()
                    r = self.fill(q, u.slot, v)
                    vals = seen.get(u.fact, ())
                    s2 = {**seen, u.fact: vals + (v,) if v not in vals else vals}
                    k = _key(r)
                    if k in nxt:
                        old = nxt[k][1]
                        for f, vs in s2.items():
                            old[f] = old.get(f, ()) + tuple(x for x in vs if x not in old.get(f, ()))
                    else:
                        nxt[k] = (r, s2)
                    if len(nxt) + len(done) > MAX_COMPLETIONS:
                        raise TooLargeToDecide(
                            f"This position has too many unknowns to decide: their values make more "
                            f"than {MAX_COMPLETIONS} possible positions. State some of the ? values.",
                            limit=MAX_COMPLETIONS)
            frontier = nxt
        return done

    def _over_unknowns(self, position: Position, steps: list[Token], actions: list[Any],
                       at: int = 0, total: int = 0) -> Answer:
        """Decide a chain (or its steps after the first ``at``) over every possible value of
        the unknowns it reads."""
        comps = self.completions(position, self._pick(steps, actions))
        orders: dict[str, tuple[str, ...]] = {u.fact: u.values for u in self._unknowns_of(position)}
        if steps[-1].norm != "valid":  # a completion breaking the rules cannot be the table's
            base = {r.rule.id for r in self.problems(position)}
            comps = [(c, seen) for c, seen in comps if self._possible(c, base)] or comps
        runs = [(self._chain(c, steps, at, total), seen) for c, seen in comps]
        return _aggregate(runs, orders)

    def _possible(self, position: Position, allowed: set) -> bool:
        """Some completion of ``position`` has no problem beyond ``allowed`` (those of the
        position as stated, whatever the unknowns are)."""
        for c in self._iter_completions(position, self._position_pick()):
            if not ({r.rule.id for r in self.problems(c)} - allowed):
                return True
        return False

    def check(self, position: Position) -> CheckResult:
        toks = position.ask_tokens or tuple(Token(a, 0, 1, a) for a in position.asks)
        if len(toks) > MAX_ASKS:
            at = toks[MAX_ASKS]
            raise TooLargeToDecide(f"This position has {len(toks)} ask: lines; the limit is {MAX_ASKS}. "
                                   "Split it into several positions.", limit=MAX_ASKS,
                                   line=at.line or None, column=at.column)
        base = position.without_asks()
        with work_budget():
            problems = self.problems(base)
            answers = [self.ask(base, t) for t in toks]
        canonical = base.__dict__.get("_canonical")
        if canonical is None:
            canonical = base.__dict__["_canonical"] = self.render(base, asks=False)
        return CheckResult(self.id, problems, answers, canonical)

    def describe(self) -> dict:
        """The ``GET /api/games/ID`` object, without urls."""
        return {"id": self.id, "title": self.title, "language": self.language,
                "aliases": list(self.aliases),
                "rules": [r.to_dict() for r in self.rules],
                "vocabulary": self.vocabulary,
                "examples": [dict(e) for e in self.examples],
                "notation": {"keys": [asdict(k) for k in self.notation_keys],
                             "actions": [asdict(a) for a in self.notation_actions],
                             "questions": [asdict(q) for q in CORE_QUESTIONS]},
                "house": HOUSE_DOCS(self.id)}


class _RuleTables:
    """A game's rules grouped once, so no action filters the whole list again: by id, the
    position rules, and per action tag set the checked rules that govern it (declaration
    order kept: the first forbidding rule decides)."""

    def __init__(self, rules: list[Rule]):
        self.rules = rules
        self.count = len(rules)
        self.by_id: dict[str, Rule] = {}
        for r in rules:
            self.by_id.setdefault(r.id, r)
        self.position = tuple(r for r in rules if "position" in r.on and r.forbids)
        self._governing: dict[frozenset, tuple[Rule, ...]] = {}
        self._citable: dict[frozenset, tuple[Rule, ...]] = {}

    def rule(self, rule_id: str) -> Rule:
        try:
            return self.by_id[rule_id]
        except KeyError:
            raise KeyError(rule_id) from None

    def governing(self, tags: frozenset) -> tuple[Rule, ...]:
        """The checked rules whose ``on`` meets ``tags``."""
        if type(tags) is not frozenset:
            tags = frozenset(tags)
        got = self._governing.get(tags)
        if got is None:
            if len(self._governing) > 4096:  # tags are a game's fixed words; never unbounded
                self._governing.clear()
            got = self._governing[tags] = tuple(r for r in self.rules if r.forbids and r.on & tags)
        return got

    def citable(self, tags: frozenset) -> tuple[Rule, ...]:
        """The checked non-guard rules whose ``on`` meets ``tags`` (cited for a legal action if they bear)."""
        if type(tags) is not frozenset:
            tags = frozenset(tags)
        got = self._citable.get(tags)
        if got is None:
            if len(self._citable) > 4096:
                self._citable.clear()
            got = self._citable[tags] = tuple(r for r in self.governing(tags) if not r.guard)
        return got


def _join(values: Iterable[str]) -> str:
    values = list(values)
    return values[0] if len(values) == 1 else ", ".join(values[:-1]) + " or " + values[-1]


_STEP_PREFIX = re.compile(r"^step \d+ of \d+, `")


def _where(k: int, total: int, st: Token) -> str:
    return f"step {k} of {total}, `{st.text}`"


def _at_step(r: Reason, where: str) -> Reason:
    """A reason of a chain's step, saying which step (once)."""
    if r.detail and _STEP_PREFIX.match(r.detail):
        return r
    return Reason(r.rule, f"{where}: {r.detail}" if r.detail else where)


LEGAL_WHEN_MOST = 3  # legal combinations of several unknown facts still worth listing one by one


def _aggregate(runs: list[tuple[Answer, dict]], orders: dict[str, tuple[str, ...]]) -> Answer:
    """One answer from the answers of every completion: theirs when they agree, else depends."""
    answers = [a for a, _ in runs]
    first = answers[0]
    verdicts = {a.verdict for a in answers}
    steps = _aggregate_steps(answers)
    if len(verdicts) == 1 and first.verdict != "depends":
        out = replace(first, reasons=list(first.reasons), effects=list(first.effects), steps=steps)
        if any(a.after != first.after for a in answers):
            out.after = None
        if any(a.value != first.value for a in answers):
            out.value = None
            values = sorted({a.value for a in answers if a.value is not None})
            facts = _join(list(dict.fromkeys(f for _, seen in runs for f in seen)))
            out.effects = [f"The value depends on {facts}: it is one of "
                           f"{', '.join(f'{v:g}' for v in values)}."]
        if first.options is not None:
            every = [o for o in first.options if all(a.options is not None and o in a.options for a in answers)]
            some = list(dict.fromkeys(o for a in answers for o in (a.options or []) if o not in every))
            out.options = every
            out.effects = (every or ["No legal action in every case."]) + (
                [f"Legal only for some values of the unknowns: {', '.join(some)}."] if some else [])
        return out
    # a completion may itself be "depends" (a chain resumed over the unknowns a step left): its
    # values can go either way, and the facts it depends on are said too
    legal = [(a, seen) for a, seen in runs if a.verdict == "legal"]
    illegal = [(a, seen) for a, seen in runs if a.verdict == "illegal"]
    mixed = [(a, seen) for a, seen in runs if a.verdict not in ("legal", "illegal")]
    facts = list(dict.fromkeys(f for _, seen in runs for f in seen))

    def values(group, fact):
        got = {v for _, seen in group for v in seen.get(fact, ())}
        order = orders.get(fact, ())
        return [v for v in order if v in got] + sorted(v for v in got if v not in order)

    def joined(group, fact):
        got = values(group, fact)
        return _join(got) if got else ""

    depends = [{"fact": f, "legal_if": joined(legal + mixed, f), "illegal_if": joined(illegal + mixed, f)}
               for f in facts]
    deciding = [d for d in depends if d["legal_if"] != d["illegal_if"]]
    said = {d["fact"] for d in depends}
    for a, _ in mixed:  # what the completions that depend themselves depend on
        for d in a.depends_on or ():
            if d["fact"] not in said:
                said.add(d["fact"])
                deciding.append(dict(d))
    bad, good = (illegal or mixed)[0][0], (legal or mixed)[0][0]
    reasons = list(bad.reasons)
    reasons += [r for r in good.reasons if r.rule not in {x.rule for x in reasons}]
    effects = [f"It depends on {d['fact']}: legal if {d['legal_if'] or 'never'}, "
               f"illegal if {d['illegal_if'] or 'never'}." for d in (deciding or depends)]
    # on several facts, each fact's values alone mislead ("legal if yes, illegal if yes or no"):
    # the combinations that make it legal, when they are few, say which way it goes
    when = None
    if len(facts) > 1 and legal and not mixed:
        groups: dict[tuple, list[str]] = {}  # the other facts' values -> the last fact's values
        for a, seen in legal:
            key = tuple((f, _join(values([(a, seen)], f))) for f in facts[:-1] if seen.get(f))
            for v in values([(a, seen)], facts[-1]):
                if v not in groups.setdefault(key, []):
                    groups[key].append(v)
        order = orders.get(facts[-1], ())
        combos = [key + (((facts[-1], _join([v for v in order if v in vs] + [v for v in vs if v not in order])),)
                         if vs else ()) for key, vs in groups.items()]
        if len(combos) <= LEGAL_WHEN_MOST:
            when = [dict(c) for c in combos]
            effects.append("Legal only when " + " or when ".join(
                " and ".join(f"{f} is {v}" for f, v in c) for c in combos) + ".")
    return Answer(first.ask, "depends", reasons, effects, None, None, None, deciding or depends, steps,
                  legal_when=when)


def _aggregate_steps(answers: list[Answer]) -> Optional[list[Answer]]:
    """Per step of a chain: the agreed answer of the completions that reached it, else depends."""
    if not answers[0].steps:
        return None
    out = []
    for k in range(max(len(a.steps or ()) for a in answers)):
        got = [a.steps[k] for a in answers if a.steps and len(a.steps) > k]
        first = got[0]
        if len({g.verdict for g in got}) == 1 and all(g.after == first.after for g in got):
            out.append(first)
        else:
            verdict = first.verdict if len({g.verdict for g in got}) == 1 else "depends"
            out.append(replace(first, verdict=verdict, after=None))
    return out


def make_rule(book: str, rule_id: str, statement: str, section: str, quote: str,
              on: Iterable[str] = (), forbids: Optional[Callable] = None, guard: bool = False,
              statement_es: str | None = None) -> Rule:
    return Rule(rule_id, statement, Citation(book, section, quote), frozenset(on), forbids, guard,
                statement_es)


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
            on: Iterable[str] = (), forbids: Optional[Callable] = None, guard: bool = False,
            statement_es: str | None = None) -> Rule:
        if any(r.id == rule_id for r in self):
            raise ValueError(f"duplicate rule id {rule_id}")
        r = make_rule(self.book, rule_id, statement, section, quote, on, forbids, guard, statement_es)
        self.append(r)
        return r

    def check(self, rule_id: str, statement: str, section: str, quote: str,
              on: Iterable[str] = (), guard: bool = False, statement_es: str | None = None):
        """Decorator declaring a checked rule; ``guard=True``: cited only when it forbids."""
        def deco(fn: Callable) -> Callable:
            self.add(rule_id, statement, section, quote, on, fn, guard, statement_es)
            return fn
        return deco


__all__ = ["Citation", "Rule", "Reason", "Answer", "CheckResult", "Bag", "Position",
           "Outcome", "Brought", "Game", "RuleList", "make_rule", "QUESTIONS", "question_of", "PositionSyntaxError",
           "UNKNOWN", "Unknown", "KeyDoc", "ActionDoc", "CORE_QUESTIONS", "TooLargeToDecide",
           "MAX_ASKS", "MAX_STEPS", "MAX_COMPLETIONS", "MAX_WORK", "MAX_SECONDS", "Budget", "work_budget", "spend",
           "current_budget"]

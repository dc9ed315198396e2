"""Bounded work: the limits of one request, and the one budget that enforces them.

Every request a server answers runs under one `RequestBudget` (`request_budget()`, entered by
the web layer around the whole request; outside a server, `referee.rules.check` still runs
under the engine's own budget, suggestions and errors included). All of a request's
work draws on it: reading the body and parsing a position, its error messages and their
"did you mean" suggestions, reading a chat message's words, search (typo correction, the
engine's candidates, the encoder), the rules engine, and building the answer. Work is counted
in units (`spend`; the engine's rule checks are units too) and in the thread's CPU time
(`checkpoint`); past either, the request stops with `TooLargeToDecide`: a 422
`too-large-to-decide` for a position, `too-large` for anything else, the same everywhere.

Every loop over a request's input is bounded by a constant of the request, never by the input:
at most MAX_SUGGESTIONS suggestions and MAX_ERRORS_SHOWN errors per answer
(`referee.rules.errors`), MAX_CORRECTED_WORDS typo-corrected words, none longer than the
longest word of the books (`referee.search.correction`), an answer of at most MAX_ANSWER_BYTES
(`referee.answers`, which says so when it cuts one).

Costly requests (checks, chat messages, and searches past HEAVY_AFTER of CPU) compute one at
a time in each process, in turns, and pause at their checkpoints while a search or a page is
running (`_Traffic`), so a few expensive requests cannot slow every player's search (the
GIL would otherwise share the process's CPU evenly between them). Waiting costs no budget:
the budget counts CPU time.

No Flask here.
"""
from __future__ import annotations

import os
import threading
import time

from .rules import core
from .rules.errors import MAX_ERRORS_SHOWN, MAX_SUGGESTIONS, TooLargeToDecide

REQUEST_SECONDS = core.MAX_SECONDS  # CPU seconds one request may use, all of its work together
REQUEST_WORK = core.MAX_WORK  # work units one request may spend (the engine's rule checks included)
MAX_ANSWER_BYTES = 256 * 1024  # a check's answer (JSON) is cut past this, and says so
MAX_CORRECTED_WORDS = 24  # words of one request that typo correction looks at
MAX_QUERY_WORDS = 40  # distinct words of a search question that are read (players' questions have fewer)
HEAVY_AFTER = 0.2  # CPU seconds after which a search or a page counts as costly (they take ~0.05 s)
COSTLY_KINDS = ("check", "ask")  # requests that compute one at a time per process (see _Traffic)
QUANTUM = 0.02  # s: a costly request's turn, before the next costly one computes
YIELD_SECONDS = 0.02  # s: a costly request pauses this long at most while an interactive one runs...
MAX_TURN_WAIT = 10.0  # ... and waits for its turn this long at most
CHECK_EVERY = 0.002  # s of a request's CPU between two checkpoints of its work units (about)
LEAST_FIRST_MARGIN = 0.01  # s: an interactive request gives way to one that has computed this much less
NATIVE_WAIT = 0.25  # s: ... before the encoder, for this long at most (see before_native_work)
ADDRESS_HALF_LIFE = 2.0  # s: an address's CPU counts against its next requests, halving every this long
MAX_ADDRESSES = 4096  # addresses whose recent CPU is remembered (per process)

__all__ = ["REQUEST_SECONDS", "REQUEST_WORK", "MAX_ANSWER_BYTES", "MAX_CORRECTED_WORDS", "MAX_QUERY_WORDS",
           "MAX_SUGGESTIONS", "MAX_ERRORS_SHOWN", "HEAVY_AFTER", "COSTLY_KINDS", "RequestBudget", "RequestTooLarge",
           "request_budget", "spend", "checkpoint", "before_native_work", "lighter_running", "remaining", "current",
           "interactive_begin", "interactive_end"]


class RequestTooLarge(TooLargeToDecide):
    """A request (not a position) needs more work than one request may use: a 422 `too-large`."""

    code = "too-large"


_KINDS = {  # what a request is, for its message when the budget runs out
    "check": "This position is too large to decide",
    "search": "This search needs more work than one request may use; use fewer or shorter words",
    "ask": "This message needs more work than one request may use; say it in fewer words",
    "page": "This page needs more work than one request may use",
}


class _Traffic:
    """Who computes, among the requests of this process (one GIL: CPU-bound threads of one
    process never run at once, so letting them all compute only shares the GIL out evenly
    and slows everyone down alike). Each request is weighed by its `load`: the CPU it has
    used, plus the CPU its address used recently (ADDRESS_HALF_LIFE), so one address's
    requests cannot take more than their share of the process while others wait.

    - Interactive requests (a search, a page) compute freely, the lightest first: at a
      checkpoint, one pauses (up to YIELD_SECONDS) while another interactive request with a
      load lighter by LEAST_FIRST_MARGIN runs (`least_first`): a player's new search goes
      before the tenth nonsense search of a client that sends them in a loop.
    - Costly requests (a check, a chat message, an interactive request past HEAVY_AFTER of
      CPU) compute one at a time, in turns of QUANTUM seconds, the lightest waiting one
      next, and at each checkpoint pause (up to YIELD_SECONDS) while an interactive request
      runs (`take_turn`). None waits for its turn longer than MAX_TURN_WAIT (then it computes
      anyway): nothing is stuck, only slowed."""

    def __init__(self):
        self.cond = threading.Condition(threading.Lock())
        self.interactive = 0  # interactive requests running (and cheap ones the server holds)
        self.cheap: set = set()  # the budgets of the interactive requests running
        self.turns: list = []  # costly requests waiting for their turn
        self.holder = None  # the costly request whose turn it is
        self.since = 0.0
        self.recent: dict[str, tuple[float, float]] = {}  # address -> (CPU s, when), decaying

    # -- each address's recent CPU ----------------------------------------------------------
    def _recent(self, address, now: float) -> float:
        got = self.recent.get(address)
        if got is None:
            return 0.0
        return got[0] * 0.5 ** ((now - got[1]) / ADDRESS_HALF_LIFE)

    def _load(self, budget: "RequestBudget", now: float) -> float:
        return budget.used_cpu + self._recent(budget.address, now)

    def _charge(self, budget: "RequestBudget", now: float) -> None:
        if budget.address is None:
            return
        self.recent[budget.address] = (self._recent(budget.address, now) + budget.spent_seconds(), now)
        if len(self.recent) > MAX_ADDRESSES:  # the least loaded are forgotten first
            keep = sorted(self.recent, key=lambda a: self._recent(a, now))[-MAX_ADDRESSES // 2:]
            self.recent = {a: self.recent[a] for a in keep}

    # -- requests coming and going ------------------------------------------------------------
    def enter(self, budget: "RequestBudget") -> None:
        with self.cond:
            if not budget.costly:
                self.interactive += 1
                self.cheap.add(budget)

    def leave(self, budget: "RequestBudget") -> None:
        with self.cond:
            self._charge(budget, time.monotonic())
            if not budget.costly:
                self.interactive -= 1
                self.cheap.discard(budget)
            if self.holder is budget:
                self.holder = None
                self._pass()
            elif budget in self.turns:
                self.turns.remove(budget)
            self.cond.notify_all()

    def became_costly(self, budget: "RequestBudget") -> None:
        with self.cond:
            budget.costly = True
            self.interactive -= 1
            self.cheap.discard(budget)
            self.cond.notify_all()

    def interactive_begin(self, address: str | None) -> "_Arrival":
        """A cheap request is on its way (the server has it, the app does not yet): the
        requests of this process weigh it from now on, as one that has computed nothing,
        until its own budget takes its place (`take_over`)."""
        arrival = _Arrival(address)
        with self.cond:
            self.interactive += 1
            self.cheap.add(arrival)
        _here.arrival = arrival
        return arrival

    def take_over(self) -> None:
        """The request's budget now stands for it: its arrival goes (never wait for oneself)."""
        arrival = getattr(_here, "arrival", None)
        if arrival is None:
            return
        _here.arrival = None
        with self.cond:
            if arrival in self.cheap:
                self.cheap.discard(arrival)
                self.interactive -= 1
                arrival.gone = True

    def interactive_end(self, arrival: "_Arrival") -> None:
        if getattr(_here, "arrival", None) is arrival:
            _here.arrival = None
        with self.cond:
            if not arrival.gone:
                arrival.gone = True
                self.interactive -= 1
                self.cheap.discard(arrival)
            self.cond.notify_all()

    # -- checkpoints ----------------------------------------------------------------------------
    def least_first(self, budget: "RequestBudget", used: float, most: float = YIELD_SECONDS) -> None:
        """An interactive request's checkpoint (see the class docstring)."""
        budget.used_cpu = used
        give_up = time.monotonic() + most
        with self.cond:
            while True:
                now = time.monotonic()
                mine = self._load(budget, now) - LEAST_FIRST_MARGIN
                if not any(b is not budget and self._load(b, now) < mine for b in self.cheap):
                    return
                if now >= give_up:
                    return
                self.cond.wait(min(give_up - now, YIELD_SECONDS))

    def lighter_running(self, budget: "RequestBudget", margin: float) -> bool:
        with self.cond:
            now = time.monotonic()
            budget.used_cpu = budget.spent_seconds()
            mine = self._load(budget, now) - margin
            return any(b is not budget and self._load(b, now) < mine for b in self.cheap)

    def _pass(self) -> None:
        """The turn to the lightest costly request waiting (called holding self.cond)."""
        if self.holder is None and self.turns:
            now = time.monotonic()
            nxt = min(self.turns, key=lambda b: (self._load(b, now), b.waiting_since))
            self.turns.remove(nxt)
            self.holder = nxt
            self.since = now
            self.cond.notify_all()

    def take_turn(self, budget: "RequestBudget") -> None:
        """A costly request's checkpoint (see the class docstring)."""
        with self.cond:
            now = time.monotonic()
            budget.used_cpu = budget.spent_seconds()
            if self.holder is budget and self.turns and now - self.since >= QUANTUM:
                self.holder = None  # its turn is over: the lightest waiting one's
                budget.waiting_since = now
                self.turns.append(budget)
            elif self.holder is not budget and budget not in self.turns:
                budget.waiting_since = now
                self.turns.append(budget)
            self._pass()
            give_up = now + MAX_TURN_WAIT
            while self.holder is not budget:
                left = give_up - time.monotonic()
                if left <= 0:
                    return  # waited long enough: compute beside the others
                self.cond.wait(left)
            if self.interactive > 0:
                self.cond.wait(YIELD_SECONDS)

    def after_fork(self) -> None:
        self.__init__()


class _Arrival:
    """A cheap request the server holds, before the app's budget stands for it."""
    __slots__ = ("address", "used_cpu", "gone")

    def __init__(self, address: str | None):
        self.address = address
        self.used_cpu = 0.0
        self.gone = False


_here = threading.local()  # the arrival of the request this thread serves

_traffic = _Traffic()


class RequestBudget(core.Budget):
    """The engine's `Budget` for a whole request: the same units and CPU backstop, with a
    message and code for the kind of request, a CPU checkpoint for work that is not counted
    in units (`check_time`), and exhaustion that stays: once out, every later `spend` or
    checkpoint of the request raises again (a caller that catches the first one cannot go on)."""

    def __init__(self, limit: int = 0, seconds: float = 0.0, kind: str = "check", address: str | None = None):
        super().__init__(limit or REQUEST_WORK, seconds or REQUEST_SECONDS)
        self.kind = kind
        self.address = address  # who asked (the server's peer), for fairness between addresses
        self.waiting_since = 0.0
        self.suggestions = 0  # "did you mean" worked out so far (referee.rules.errors)
        self.out: str | None = None
        self.costly = kind in COSTLY_KINDS
        self.used_cpu = 0.0  # CPU seconds at its last checkpoint (_Traffic.least_first)
        self._last_time, self._last_used = self._start, 0
        self._next = 8  # the first checkpoint soon: then about every CHECK_EVERY (see _checkpoint)

    def _fail(self, why: str) -> None:
        self.out = why
        self._next = 0  # every later spend() comes back here
        lead = _KINDS.get(self.kind, _KINDS["page"])
        if self.kind == "check":
            raise TooLargeToDecide(
                f"{lead}: answering it needs more than {why}, the limit for one request. Ask fewer "
                "questions at once, or state fewer pieces or unknown values.", limit=self.limit)
        raise RequestTooLarge(f"{lead} (it needs more than {why}).", limit=self.limit)

    def _checkpoint(self, before: int) -> None:
        """Past the limit, raise; else check the time, and set the next checkpoint about
        CHECK_EVERY seconds of this request's work ahead (units cost from a microsecond to a
        fraction of a millisecond, depending on the game's rules)."""
        if self.out is not None:
            self._fail(self.out)
        if self.used > self.limit:
            self._fail(f"{self.limit} units of work")
        now = core._work_time()
        took, units = now - self._last_time, self.used - self._last_used
        self._last_time, self._last_used = now, self.used
        step = 256 if took <= 0 else int(units * CHECK_EVERY / took)
        self._next = min(self.limit + 1, self.used + max(8, min(256, step)))
        self.check_time()

    def check_time(self) -> None:
        """Raise when the request is out of CPU time; give way to lighter requests when heavy."""
        if self.out is not None:
            self._fail(self.out)
        used = core._work_time() - self._start
        if used > self.seconds:
            self._fail(f"{self.seconds:g} seconds of computing")
        if not self.costly and used > HEAVY_AFTER:
            _traffic.became_costly(self)
        if self.costly:
            _traffic.take_turn(self)
        else:
            _traffic.least_first(self, used)

    def spent_seconds(self) -> float:
        return core._work_time() - self._start


class request_budget:  # noqa: N801  (``with request_budget("search") as budget:``)
    """Run a request under one budget (the enclosing one, if a request is already running)."""

    __slots__ = ("kind", "limit", "seconds", "address", "_token", "_budget")

    def __init__(self, kind: str = "check", limit: int = 0, seconds: float = 0.0, address: str | None = None):
        self.kind, self.limit, self.seconds, self.address = kind, limit, seconds, address
        self._token = None
        self._budget = None

    def __enter__(self) -> RequestBudget:
        current = core._BUDGET.get()
        if isinstance(current, RequestBudget):
            return current
        self._budget = RequestBudget(self.limit, self.seconds, self.kind, self.address)
        self._token = core._BUDGET.set(self._budget)
        _traffic.take_over()
        _traffic.enter(self._budget)
        if self._budget.costly:
            _traffic.take_turn(self._budget)  # a costly request starts on its turn
        return self._budget

    def __exit__(self, *exc) -> bool:
        if self._token is not None:
            core._BUDGET.reset(self._token)
            _traffic.leave(self._budget)
            self._token = self._budget = None
        return False


def interactive_begin(address: str | None = None) -> "_Arrival":
    """The server has a cheap request (a search, a page) from `address` in hand (see
    _Traffic); returns what to give `interactive_end` when it is answered."""
    return _traffic.interactive_begin(address)


def interactive_end(arrival: "_Arrival") -> None:
    _traffic.interactive_end(arrival)


def current() -> core.Budget | None:
    """The budget of the request running in this context (None outside one)."""
    return core._BUDGET.get()


def spend(n: int = 1) -> None:
    """Count ``n`` units of the request's work (nothing outside a request)."""
    budget = core._BUDGET.get()
    if budget is not None:
        budget.spend(n)


def checkpoint() -> None:
    """Check the request's CPU time now (work that is not counted in units: the encoder,
    building an answer); a no-op outside a request."""
    budget = core._BUDGET.get()
    if isinstance(budget, RequestBudget):
        budget.check_time()


def before_native_work() -> None:
    """Before work that runs outside Python's lock (the encoder's matrix products): that work
    cannot pause at a checkpoint, so a request that has computed more than another running
    one waits for it first (up to NATIVE_WAIT), and a costly one for its turn."""
    budget = core._BUDGET.get()
    if not isinstance(budget, RequestBudget):
        return
    budget.check_time()
    if not budget.costly:
        _traffic.least_first(budget, budget.spent_seconds(), NATIVE_WAIT)


def lighter_running(margin: float) -> bool:
    """Whether another cheap request of this process, lighter than this one by `margin` CPU
    seconds (its own and its address's recent CPU), is running: then optional work that
    cannot pause (the encoder) is better left out, for it."""
    budget = core._BUDGET.get()
    if not isinstance(budget, RequestBudget):
        return False
    return _traffic.lighter_running(budget, margin)


def remaining() -> float:
    """CPU seconds the request may still use (a large number outside a request)."""
    budget = core._BUDGET.get()
    if budget is None:
        return 1e9
    return budget.seconds - (core._work_time() - budget._start)


if hasattr(os, "register_at_fork"):  # a forked worker starts with no request running
    os.register_at_fork(after_in_child=_traffic.after_fork)

"""Error classes of the rules engine.

Every error a position can raise subclasses :class:`PositionError`, itself a
``ValueError`` (as python-chess does with ``IllegalMoveError``).  Each renders
compiler-style as text (``str(err)``) and as the API's JSON (``err.to_dict()``).
"""
from __future__ import annotations

from typing import Optional

MAX_SUGGESTIONS = 5  # "did you mean" worked out per request (each one compares against a whole vocabulary)
MAX_ERRORS_SHOWN = 20  # syntax errors listed in one answer; the count of the others is given
ERROR_WORK = 2  # units of a check's work budget each syntax error costs


class PositionError(ValueError):
    """Base class: the text given is not a position the engine can read."""

    code = "position-error"

    def to_dict(self) -> dict:
        return {"code": self.code, "message": str(self)}


class PositionSyntaxError(PositionError):
    """The text breaks the DSL's syntax or vocabulary at ``line``:``column``.

    ``errors`` holds every syntax error found in the text (this one first), so a
    player sees all of them at once.
    """

    code = "position-syntax"

    def __init__(self, message: str, *, line: Optional[int] = None,
                 column: Optional[int] = None, source: Optional[str] = None,
                 expected: Optional[str] = None, hint: Optional[str] = None,
                 errors: Optional[list["PositionSyntaxError"]] = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        self.expected = expected
        self.hint = hint
        self.errors: list[PositionSyntaxError] = list(errors) if errors else [self]
        if not errors:  # each error found is work of the check (a text of 10,000 bad lines is 10,000 of them)
            from .core import spend  # core imports this module
            spend(ERROR_WORK)

    def describe(self) -> str:
        """This error alone, compiler-style: where, the line, a caret, the hint."""
        where = f"line {self.line}, column {self.column}: " if self.line else ""
        out = [where + self.message]
        if self.source is not None and self.column:
            out.append("  " + self.source)
            out.append("  " + " " * (self.column - 1) + "^")
        if self.expected:
            out.append(f"expected {self.expected}")
        if self.hint:
            out.append(self.hint)
        return "\n".join(out)

    def __str__(self) -> str:
        shown = "\n\n".join(e.describe() for e in self.errors[:MAX_ERRORS_SHOWN])
        more = len(self.errors) - MAX_ERRORS_SHOWN
        return shown + (f"\n\n... and {more} more errors" if more > 0 else "")

    def _one(self) -> dict:
        d: dict = {"code": self.code, "message": self.message}
        if self.line is not None:
            d["line"] = self.line
            d["column"] = self.column
        if self.expected:
            d["expected"] = self.expected
        if self.hint:
            d["hint"] = self.hint
        return d

    def to_dict(self) -> dict:
        """The first error, and (when there are several) the first MAX_ERRORS_SHOWN of them
        in ``errors``, with ``errors_not_shown`` counting the rest."""
        d = self._one()
        if len(self.errors) > 1:
            d["errors"] = [e._one() for e in self.errors[:MAX_ERRORS_SHOWN]]
            if len(self.errors) > MAX_ERRORS_SHOWN:
                d["errors_not_shown"] = len(self.errors) - MAX_ERRORS_SHOWN
        return d


class TooLargeToDecide(PositionError):
    """Deciding the position would take more work than one request may use.

    Raised past the engine's limits (ask lines, chain steps, combinations of
    unknown values, rule checks); the message names the limit so a player can
    split the position.  ``line``/``column`` point at the ask that crossed it
    when known.
    """

    code = "too-large-to-decide"

    def __init__(self, message: str, *, limit: Optional[int] = None,
                 line: Optional[int] = None, column: Optional[int] = None):
        super().__init__(message)
        self.message = message
        self.limit = limit
        self.line = line
        self.column = column

    def to_dict(self) -> dict:
        d: dict = {"code": self.code, "message": self.message}
        if self.limit is not None:
            d["limit"] = self.limit
        if self.line:
            d["line"] = self.line
            d["column"] = self.column
        return d

    def __str__(self) -> str:
        where = f"line {self.line}, column {self.column}: " if self.line else ""
        return where + self.message


class UnknownGameError(PositionSyntaxError):
    """No registered game has this id or alias (with a did-you-mean hint)."""

    code = "unknown-game"


def did_you_mean(word: str, candidates, *, cutoff: float = 0.6) -> Optional[str]:
    """``did you mean "x"?`` for the closest candidate, or None.

    Bounded per request: within a check (or a server's request), only the first
    MAX_SUGGESTIONS calls compare the word with the candidates (a unit of the request's work
    per eight candidates); later ones return None at once, so a text of a thousand bad lines
    costs a thousand cheap errors, not a thousand vocabulary scans."""
    import difflib

    from .core import current_budget  # core imports this module
    budget = current_budget()
    if budget is not None:
        given = getattr(budget, "suggestions", 0)
        if given >= MAX_SUGGESTIONS:
            return None
        budget.suggestions = given + 1
    cands = list(dict.fromkeys(candidates))
    if budget is not None:
        budget.spend(1 + len(cands) // 8)
    close = difflib.get_close_matches(word, cands, n=1, cutoff=cutoff)
    if not close:
        low = {c.lower(): c for c in cands}
        close = [low[c] for c in difflib.get_close_matches(word.lower(), list(low), n=1, cutoff=cutoff)]
    return f'did you mean "{close[0]}"?' if close else None

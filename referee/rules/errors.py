"""Error classes of the rules engine.

Every error a position can raise subclasses :class:`PositionError`, itself a
``ValueError`` (as python-chess does with ``IllegalMoveError``).  Each renders
compiler-style as text (``str(err)``) and as the API's JSON (``err.to_dict()``).
"""
from __future__ import annotations

from typing import Optional


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
        return "\n\n".join(e.describe() for e in self.errors)

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
        d = self._one()
        if len(self.errors) > 1:
            d["errors"] = [e._one() for e in self.errors]
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
    """``did you mean "x"?`` for the closest candidate, or None."""
    import difflib

    cands = list(dict.fromkeys(candidates))
    close = difflib.get_close_matches(word, cands, n=1, cutoff=cutoff)
    if not close:
        low = {c.lower(): c for c in cands}
        close = [low[c] for c in difflib.get_close_matches(word.lower(), list(low), n=1, cutoff=cutoff)]
    return f'did you mean "{close[0]}"?' if close else None

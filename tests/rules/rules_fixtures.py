"""Reading the rules fixtures: tests/fixtures/rules/<game>/*.txt."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rules"


@dataclass
class Fixture:
    path: Path
    game: str
    text: str
    expect: str  # legal | illegal | depends | invalid
    rules: list[str] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    value: float | None = None
    source: str | None = None
    first: str | None = None  # the deciding rule: the first reason (or first problem)
    depends: list[str] = field(default_factory=list)  # substrings of depends_on facts

    @property
    def name(self) -> str:
        return f"{self.game}/{self.path.stem}"


def load(path: Path) -> Fixture:
    text = path.read_text(encoding="utf-8")
    head: dict[str, list[str]] = {}
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("#") and ":" in s:
            k, v = s[1:].split(":", 1)
            head.setdefault(k.strip().lower(), []).append(v.strip())
    rules = [r.strip() for v in head.get("rules", []) for r in v.split(",") if r.strip()]
    value = head.get("value")
    first = (head.get("first") or [None])[0]
    return Fixture(path, path.parent.name, text, head["expect"][0], rules, head.get("effects", []),
                   head.get("after", []), float(value[0]) if value else None,
                   (head.get("source") or [None])[0], first or None, head.get("depends", []))


def all_fixtures() -> list[Fixture]:
    return [load(p) for p in sorted(FIXTURES.glob("*/*.txt"))]

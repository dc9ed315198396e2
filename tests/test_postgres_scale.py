"""bench/postgres_scale.py (issue 30's backends bench) runs its pieces on the shipped books:
a new question as the bench times it, and the bounded retrieval beside the exhaustive one."""
from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _scale():
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import run
    sys.modules.setdefault("run", run)
    import postgres_scale
    return postgres_scale


def test_a_new_question_as_the_bench_asks_it(pg_library):
    scale = _scale()
    hits = scale._as_new(pg_library)("can river reroll foes").hits
    assert hits and hits[0].passage.book == "shiny-dice"


def test_bounded_retrieval_agrees_with_the_exhaustive_one_on_the_shipped_books(pg_library):
    """Four books: every question's lists are read whole, so both retrievals are one."""
    got = _scale().bounded_agreement(pg_library)
    assert got["same_top1"] == 1.0 and got["top5_shared"] == 1.0

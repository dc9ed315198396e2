"""Fit search's ranking knobs on a training set of questions, then report every set.

The knobs are the module constants of referee/search.py (boosts, priors, field weights).
Coordinate ascent: one knob at a time over a few values, keeping a change only when the
training objective (hit@1 + hit@5 / 2, MRR breaking ties) improves. The evaluation sets
(the public dev set, our held-out sets) are never part of the objective: they are only
reported, before and after, so tuning on them cannot happen by accident.

    python bench/tune_search.py                      # fit on tests/data/train/*.jsonl, report all
    python bench/tune_search.py --rounds 0           # just report the current settings
    python bench/tune_search.py --knobs COORD_POWER,QUIET_PRIOR

Hits are counted with the yardstick's rule (../shared/tools/yardstick.py), in process.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import referee.search as S  # noqa: E402
from referee.library import Library, Settings  # noqa: E402
from search_quality import load_yardstick  # noqa: E402

DATA = HERE.parent / "tests" / "data"
EVAL_SETS = {
    "dev": HERE.parent.parent / "shared" / "devset" / "questions.jsonl",
    "held-out": DATA / "search_questions.jsonl",
    "fresh": DATA / "search_questions_fresh.jsonl",
    "untuned": DATA / "search_questions_untuned.jsonl",
}
KNOBS = {
    "EXPANSION_BOOST": [0.0, 0.2, 0.35, 0.5, 0.8],
    "COMPOUND_BOOST": [0.5, 0.8, 1.0],
    "PROXIMITY_BOOST": [0.0, 0.6, 1.0, 1.5, 2.0, 3.0],
    "HEAD_WEIGHT": [0.5, 0.75, 1.0, 1.5, 2.0],
    "CONTEXT_WEIGHT": [0.5, 1.0, 1.5, 2.0],
    "RULES_WEIGHT": [0.0, 0.5, 1.0, 1.5, 2.0],
    "ALIAS_WEIGHT": [0.5, 1.0, 1.5, 2.0],
    "SYNONYM_BOOST": [0.3, 0.45, 0.6, 0.8],
    "COGNATE_BOOST": [0.3, 0.5, 0.7],
    "WEAK_BOOST": [0.1, 0.25, 0.4, 0.6],
    "COORD_FLOOR": [0.05, 0.15, 0.3, 0.45],
    "COORD_POWER": [1.0, 1.5, 2.0, 3.0],
    "PARAPHRASE_SHARE": [0.25, 0.5, 0.75],
    "QUIET_PRIOR": [0.15, 0.3, 0.5],
    "OPTIONAL_PRIOR": [0.4, 0.6, 0.8],
    "ROUTE_PRIOR": [0.3, 0.55, 0.8],
    "COUNTED_BOOST": [1.5, 2.5, 4.0],
    "NUMBERLESS_PRIOR": [0.3, 0.5, 0.8],
    "SETUP_BOOST": [0.5, 1.0, 2.0],
    "DEFINITION_BOOST": [1.5, 2.0, 3.0],
    "CUE_SHARE": [0.3, 0.6, 0.9],
    "NEGATION_BOOST": [1.0, 1.2, 1.3, 1.5],
    "SPREAD_PER_SECTION": [0, 1, 2],
    "CORRECTION_BOOST": [0.7, 0.9, 1.0],
        }


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


class Judge:
    def __init__(self, index: Path):
        self.ys = load_yardstick()
        self.lib = Library(Settings(index=index))
        self.lib.load()
        self.lib.refresh()

    def ranks(self, questions: list[dict]) -> list[int | None]:
        ix = self.lib.index
        ix.forget_answers()
        ix._memo(ix._open()).clear()  # word analysis depends on the knobs
        out = []
        for q in questions:
            r = self.lib.search(q["question"], limit=10)
            items = [{"section": h.passage.section, "text": h.passage.text} for h in r.hits]
            out.append(self.ys.rank_of_hit(items, q))
        return out


def figures(ranks: list[int | None]) -> dict:
    n = len(ranks) or 1
    return {"hit@1": round(sum(r == 1 for r in ranks) / n, 3),
            "hit@5": round(sum(bool(r and r <= 5) for r in ranks) / n, 3),
            "mrr": round(sum(1 / r for r in ranks if r) / n, 3)}


def objective(ranks: list[int | None]) -> tuple:
    f = figures(ranks)
    return (f["hit@1"] + f["hit@5"] / 2, f["mrr"])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", nargs="*", default=sorted(str(p) for p in (DATA / "train").glob("*.jsonl")))
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--knobs", default=",".join(KNOBS))
    ap.add_argument("--index", default=None, help="index folder (default: a temporary one)")
    args = ap.parse_args()
    index = Path(args.index or tempfile.mkdtemp(prefix="referee-tune-"))
    judge = Judge(index)
    train = [q for p in args.train for q in read(Path(p))]
    evals = {k: read(p) for k, p in EVAL_SETS.items() if p.exists()}

    def report(label: str) -> None:
        row = {"train": figures(judge.ranks(train))} if train else {}
        row |= {k: figures(judge.ranks(qs)) for k, qs in evals.items()}
        print(label, json.dumps(row), flush=True)

    report("before")
    best = objective(judge.ranks(train)) if train else None
    for rnd in range(args.rounds if train else 0):
        changed = False
        for name in args.knobs.split(","):
            start = getattr(S, name)
            for value in KNOBS[name]:
                if value == getattr(S, name):
                    continue
                setattr(S, name, value)
                got = objective(judge.ranks(train))
                if got > best:
                    best, changed = got, True
                    print(f"  round {rnd + 1}: {name} {start} -> {value}: {got}", flush=True)
                    start = value
                else:
                    setattr(S, name, start)
        if not changed:
            break
    if train and args.rounds:
        print("settings", json.dumps({k: getattr(S, k) for k in args.knobs.split(",")}))
        report("after")
    return 0


if __name__ == "__main__":
    t0 = time.time()
    code = main()
    print(f"({time.time() - t0:.0f} s)")
    raise SystemExit(code)

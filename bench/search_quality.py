"""The yardstick's figures for any question file, plus the ones the issue asks for and the
yardstick does not print: English questions about a book in another language (hit@5),
and the questions whose answer is in the top result unscoped (hit@1), per set.

Run against a running server:  python bench/search_quality.py --url http://127.0.0.1:5066 \
    --questions tests/data/search_questions.jsonl [--show-misses]
Hits are counted with the yardstick's own rule (imported from ../shared/tools/yardstick.py).
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
YARDSTICK = [HERE.parent.parent / "shared" / "tools" / "yardstick.py", Path("/work/shared/tools/yardstick.py")]


def load_yardstick():
    path = next(p for p in YARDSTICK if p.exists())
    spec = importlib.util.spec_from_file_location("yardstick", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default="http://127.0.0.1:5066")
    ap.add_argument("--questions", default=str(HERE.parent.parent / "shared" / "devset" / "questions.jsonl"))
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--no-ask", action="store_true")
    args = ap.parse_args()
    ys = load_yardstick()
    base = args.url.rstrip("/")
    qs = [json.loads(l) for l in Path(args.questions).read_text(encoding="utf-8").splitlines() if l.strip()]
    _, games = ys.call(f"{base}/api/games")
    book_lang = {g["id"]: g.get("language", "en") for g in games.get("games", [])}
    report = {"questions": len(qs)}
    ranks, misses, times = ys.run_search(base, qs, scoped=False)
    report["search"] = ys.summarize(ranks) | {"median_ms": ys.median_ms(times)}
    cross = [r for q, r in zip(qs, ranks) if q.get("lang", "en") == "en" and book_lang.get(q["game"], "en") != "en"]
    if cross:
        report["en_to_other_hit@5"] = round(sum(1 for r in cross if r and r <= 5) / len(cross), 3)
        report["en_to_other_n"] = len(cross)
    sranks, smisses, stimes = ys.run_search(base, qs, scoped=True)
    report["search_scoped"] = ys.summarize(sranks) | {"median_ms": ys.median_ms(stimes)}
    amisses = []
    if not args.no_ask:
        hits, amisses, atimes = ys.run_ask(base, qs)
        report["ask"] = {"cited": round(sum(hits) / (len(hits) or 1), 3), "median_ms": ys.median_ms(atimes)}
    if args.show_misses:
        for where, ms in (("search", misses), ("scoped", smisses), ("ask", amisses)):
            for mid, question, want, rank, top in ms:
                print(f"[{where}] {mid} rank={rank} want={want!r} top={top!r} :: {question}")
    print(json.dumps(report, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

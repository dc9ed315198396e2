"""Tomorrow's rulebook (issue 29): a book a user adds must search as well as a shipped one.

For each shipped book: its source text (rulebooks/<id>.md without the front matter) is added
with `add_rulebook` as plain text (.txt) under a new id, WITHOUT its glossary or the rules
model's statements, into a library holding the other three shipped books (with theirs).
Its questions (the dev set, and the held-out search_questions*.jsonl sets, filtered by game
and mapped to the new id) are asked unscoped, and compared with the shipped book's own
figures (all four shipped books in one library). Also: how much of each hand-written
glossary the automatic one recovers, and how long `add_rulebook` takes.

    python bench/added_book.py [--books shiny-dice,...] [--json OUT] [--held-out FILE ...] [--show-misses]

Several --held-out files are measured together and each on its own (one run); --show-misses
lists the questions the added book misses at 1 that the shipped book finds (and the reverse).
Where Apertium is installed the added book is indexed with its words translated into the other
language (referee/translation.py); REFEREE_TRANSLATION=off measures it without. The add time
is given in seconds and in CPU seconds (this process's threads and its finished children, the
translator's).
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee import importer  # noqa: E402
from referee.importer import add_rulebook  # noqa: E402
from referee.library import Library, Settings  # noqa: E402
from referee.text import fold  # noqa: E402

BOOKS = ["shiny-dice", "dance-of-the-fireflies", "galaxy-dice", "blue-sun"]
DATA = ROOT / "tests" / "data"
DEVSET = DATA / "devset" / "questions.jsonl"
HELD_OUT = sorted(DATA.glob("search_questions*.jsonl"))  # --held-out FILE replaces them (a fresh set, measured alone)


def read(path: Path) -> list[dict]:
    return [json.loads(l) for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]


def question_sets(game: str) -> dict[str, list[dict]]:
    out = {"devset": [q for q in read(DEVSET) if q["game"] == game] if DEVSET.exists() else []}
    out["held-out"] = [q for p in HELD_OUT for q in read(p) if q["game"] == game]
    if len(HELD_OUT) > 1:  # each held-out file on its own too (one run measures them all)
        for p in HELD_OUT:
            out[f"held-out:{p.stem}"] = [q for q in read(p) if q["game"] == game]
    return out


def plain_text(game: str) -> bytes:
    """The book's source text as a user would paste it: the Markdown file, front matter off."""
    text = (ROOT / "rulebooks" / f"{game}.md").read_text(encoding="utf-8")
    return re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S).encode("utf-8")


def title_of(game: str) -> str:
    """The shipped book's title (no aliases: those are curation), as its user would name it."""
    text = (ROOT / "rulebooks" / f"{game}.md").read_text(encoding="utf-8")
    return re.search(r"^title:\s*(.+)$", text, re.M).group(1).strip()


def is_hit(hit, q) -> bool:
    """The yardstick's rule: the expected heading, or a passage containing the quote."""
    return fold(hit.passage.section) == fold(q["expected_heading"]) or fold(q["quote"]) in fold(hit.passage.text)


def rates(lib: Library, qs: list[dict], game: str) -> dict:
    ranks = []
    for q in qs:
        hits = lib.search(q["question"], None, 10).hits
        ranks.append(next((i for i, h in enumerate(hits, 1) if h.passage.book == game and is_hit(h, q)), None))
    n = len(qs) or 1
    return {"n": len(qs), "hit@1": round(sum(r == 1 for r in ranks) / n, 3),
            "hit@5": round(sum(1 for r in ranks if r and r <= 5) / n, 3),
            "misses@1": [q["id"] for q, r in zip(qs, ranks) if r != 1]}


def shipped(tmp: Path, games: list[str]) -> dict:
    lib = Library(Settings(ROOT / "rulebooks", tmp / "index-shipped"))
    lib.refresh()
    return {g: {name: rates(lib, qs, g) for name, qs in question_sets(g).items()} for g in games}


def added(tmp: Path, game: str) -> dict:
    # the shipped games' rules models keep their titles as names: a game nobody modelled (every
    # book a user adds) has none, so the added copy may take its real title
    importer.game_names = dict
    folder = tmp / f"books-{game}"
    folder.mkdir()
    for other in BOOKS:
        if other != game:
            for f in ROOT.glob(f"rulebooks/{other}.*"):
                shutil.copy(f, folder / f.name)
    lib = Library(Settings(folder, tmp / f"index-{game}"))
    lib.refresh()
    new_id = f"added-{game}"
    t0, cpu0 = time.perf_counter(), _cpu()
    book, report = add_rulebook(lib, f"{new_id}.txt", plain_text(game), book_id=new_id,
                                title=title_of(game))
    seconds, cpu = time.perf_counter() - t0, _cpu() - cpu0
    try:  # the book's words for questions in another language are encoded in the background
        from referee import crosslang
        crosslang.wait()
    except ImportError:
        pass
    out = {"add_s": round(seconds, 2), "add_cpu_s": round(cpu, 2), "passages": len(book.passages),
           "language": book.language}
    from referee.cli import found_summary
    out["found"] = found_summary(lib, book)
    for name, qs in question_sets(game).items():
        out[name] = rates(lib, [{**q, "game": new_id} for q in qs], new_id)
    out["across"] = across_timing(lib, book, [q for qs in question_sets(game).values() for q in qs])
    # the other books' questions in the same library: an added book must not pull them away
    others = [q for o in BOOKS if o != game for q in question_sets(o)["held-out"]]
    out["others"] = {"n": len(others), "hit@1": 0.0, "hit@5": 0.0}
    for o in BOOKS:
        if o != game:
            r = rates(lib, question_sets(o)["held-out"], o)
            out["others"]["hit@1"] += r["hit@1"] * r["n"] / len(others)
            out["others"]["hit@5"] += r["hit@5"] * r["n"] / len(others)
    out["others"] = {k: round(v, 3) for k, v in out["others"].items()}
    return out


def _cpu() -> float:
    """CPU seconds of this process (all its threads) and of its finished children (a translator's)."""
    import resource
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + kids.ru_utime + kids.ru_stime


def across_timing(lib: Library, book, qs: list[dict]) -> dict | None:
    """A new question in another language than the added book, searched with its passages'
    closeness in meaning (crosslang.closeness: one encoding of the question) and without it,
    alternately, in one run: medians and their ratio (each question never asked before)."""
    from referee import crosslang
    key = (book.id, book.digest)
    kept = crosslang._passages.get(key)
    asked = [q["question"] for q in qs if q.get("lang", "en") != book.language]
    if kept is None or not asked:
        return None
    off, on = [], []
    for i, q in enumerate(asked):
        for with_meaning, times in ((False, off), (True, on)):
            if with_meaning:
                crosslang._passages[key] = kept
            else:
                crosslang._passages.pop(key, None)
            t = time.perf_counter()
            lib.search(f"{q} ({'on' if with_meaning else 'off'} {i})", None, 10)
            times.append((time.perf_counter() - t) * 1000)
    crosslang._passages[key] = kept
    med = lambda xs: sorted(xs)[len(xs) // 2]  # noqa: E731
    return {"n": len(asked), "words_ms": round(med(off), 1), "with_meaning_ms": round(med(on), 1),
            "ratio": round(med(on) / med(off), 2)}


def recovery(games: list[str]) -> dict:
    """Share of each hand-written glossary's terms the automatic glossary of the same book names."""
    from referee import autoglossary
    from referee.glossary import load as load_glossary
    from referee.rulebook import load
    out = {}
    for g in games:
        book = load(ROOT / "rulebooks" / f"{g}.md")
        out[g] = autoglossary.recovery(autoglossary.build(book),
                                       load_glossary(ROOT / "rulebooks" / f"{g}.glossary.toml", g))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--books", default=",".join(BOOKS))
    ap.add_argument("--json", type=Path)
    ap.add_argument("--no-shipped", action="store_true")
    ap.add_argument("--show-misses", action="store_true",
                    help="list the questions the added book misses at 1 that the shipped one finds")
    ap.add_argument("--held-out", type=Path, action="append",
                    help="question sets to use instead of tests/data/search_questions*.jsonl")
    args = ap.parse_args()
    if args.held_out:
        global HELD_OUT
        HELD_OUT = args.held_out
    games = args.books.split(",")
    report: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        if not args.no_shipped:
            report["shipped"] = shipped(tmp, games)
        report["added"] = {g: added(tmp, g) for g in games}
    try:
        report["recovery"] = recovery(games)
    except ImportError:
        pass
    for g in games:
        row = [g]
        for name in [n for n in report["added"][g] if n == "devset" or n.startswith("held-out")]:
            s = report.get("shipped", {}).get(g, {}).get(name)
            a = report["added"][g][name]
            row.append(f"{name} n={a['n']}: shipped {s['hit@1']:.2f}/{s['hit@5']:.2f} " if s else f"{name}: ")
            row.append(f"added {a['hit@1']:.2f}/{a['hit@5']:.2f}")
        row.append(f"other books {report['added'][g]['others']['hit@1']:.2f}/{report['added'][g]['others']['hit@5']:.2f}")
        row.append(f"add {report['added'][g]['add_s']} s ({report['added'][g]['add_cpu_s']} s CPU)")
        across = report["added"][g].get("across")
        if across:
            row.append(f"across languages {across['words_ms']} -> {across['with_meaning_ms']} ms "
                       f"(x{across['ratio']}, n={across['n']})")
        if "recovery" in report:
            row.append(f"glossary recovered {report['recovery'][g]['share']:.2f}")
        print(" | ".join(row))
    if args.show_misses and "shipped" in report:
        sets = {g: {n: {q["id"]: q for q in qs} for n, qs in question_sets(g).items()} for g in games}
        for g in games:
            for name in ("devset", "held-out"):
                lost = [i for i in report["added"][g][name]["misses@1"]
                        if i not in report["shipped"][g][name]["misses@1"]]
                won = [i for i in report["shipped"][g][name]["misses@1"]
                       if i not in report["added"][g][name]["misses@1"]]
                for i in lost:
                    q = sets[g][name][i]
                    print(f"LOST {g} {name} {i}: {q['question']!r} -> {q['expected_heading']!r}")
                for i in won:
                    print(f"WON  {g} {name} {i}: {sets[g][name][i]['question']!r}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

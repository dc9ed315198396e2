"""Disputes told in words, measured in process: the right verdict, a wrong verdict stated,
no verdict, and the deciding quote cited, overall and by game, style and expected verdict.

Why in process: a fresh dispute set is measured before any change and again after, often;
building the app over a temporary index is quicker than a server and scores exactly as the
yardstick's ``--endpoint dispute`` does (the API's ``verdict`` field, never the prose).

    python bench/disputes.py tests/data/disputes_eighth.jsonl [more.jsonl ...] [--show-misses] [--json]
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from referee.library import Library, Settings  # noqa: E402
from referee.text import fold  # noqa: E402
from referee.web import create_app, warm  # noqa: E402

RULEBOOKS = HERE.parent / "rulebooks"


def message_of(case: dict) -> str:
    """The message a player types: as written, or the situation and the contested action."""
    if case.get("message"):
        return case["message"]
    return " ".join(x for x in (case.get("situation", ""), case.get("action", "")) if x).strip()


def cited(case: dict, body: dict) -> bool:
    want = fold(case["quote"])
    return any(fold(c.get("quote", ""))[:60] in want or want[:60] in fold(c.get("quote", ""))
               for c in body.get("citations", []))


def score(client, cases: list[dict]) -> tuple[dict, list[dict]]:
    groups: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    rows = []
    for case in cases:
        r = client.post("/api/ask", json={"message": message_of(case), "conversation": None})
        body = r.get_json() if r.status_code == 200 else {}
        got = body.get("verdict") if body.get("verdict") in ("legal", "illegal", "depends") else None
        row = {"id": case["id"], "game": case["game"], "style": case.get("style", "-"),
               "lang": case.get("lang", "en"), "want": case["verdict"], "got": got,
               "cited": cited(case, body), "status": r.status_code, "position": body.get("position"),
               "message": message_of(case)}
        rows.append(row)
        for key in ("all", f"game={row['game']}", f"style={row['style']}", f"want={row['want']}",
                    f"lang={row['lang']}"):
            groups[key]["rows"].append(row)
    report = {}
    for key, g in sorted(groups.items(), key=lambda kv: (kv[0] != "all", kv[0])):
        rs = g["rows"]
        n = len(rs)
        report[key] = {"n": n,
                       "right": round(sum(r["got"] == r["want"] for r in rs) / n, 3),
                       "wrong": round(sum(r["got"] not in (None, r["want"]) for r in rs) / n, 3),
                       "none": round(sum(r["got"] is None for r in rs) / n, 3),
                       "cited": round(sum(r["cited"] for r in rs) / n, 3)}
    return report, rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--show-misses", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cases = [json.loads(line) for f in args.files
             for line in Path(f).read_text(encoding="utf-8").splitlines() if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library(Settings(RULEBOOKS, Path(tmp)))
        lib.refresh()
        app = create_app({"TESTING": True}, library=lib)
        warm(app)  # as a server does at start-up: the worked examples are read from the first dispute on
        report, rows = score(app.test_client(), cases)
    if args.json:
        print(json.dumps({"report": report, "rows": rows}, ensure_ascii=False, indent=1))
        return 0
    print(f"{'group':34} {'n':>3} {'right':>6} {'wrong':>6} {'none':>6} {'cited':>6}")
    for key, r in report.items():
        print(f"{key:34} {r['n']:>3} {r['right']:>6.3f} {r['wrong']:>6.3f} {r['none']:>6.3f} {r['cited']:>6.3f}")
    if args.show_misses:
        for r in rows:
            if r["got"] != r["want"] or not r["cited"]:
                print(f"\n[{r['id']}] want={r['want']} got={r['got']} cited={r['cited']}\n  {r['message']}")
                if r["position"]:
                    print("  " + r["position"].replace("\n", "\n  "))
    return 0


if __name__ == "__main__":
    sys.exit(main())

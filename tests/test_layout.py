"""The test suite needs nothing outside the repository (issue 23): a fresh clone with no
`../shared` beside it runs every test. What a test reads is in tests/data; the
rulebooks are the shipped rulebooks/."""
from __future__ import annotations

import re
from pathlib import Path

from helpers import API_CONTRACT, DEVSET, SEEDS

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent

# A path out of the repository: the `shared` folder beside it (`../shared`, ROOT.parent / "shared",
# a SHARED constant, shared/seeds, shared/devset, shared/API.md ...), the folder above the
# repository, or an absolute path to where a checkout happens to live.
OUTSIDE = re.compile(
    r"""\.\./shared"""
    r"""|\bSHARED\b"""
    r"""|["']shared["']"""
    r"""|\bshared/(?:seeds|devset|tools|hooks|API\.md|README\.md|STYLE\.md)"""
    r"""|\b(?:ROOT|REPO|HERE)\.parent\b(?!s)"""
    r"""|\.parents\[\s*[3-9]\s*\]"""
    r"""|["']/work/""")


def suite_files() -> list[Path]:
    """Every file of the suite a test could read a path from, and the CI script."""
    files = [p for p in TESTS.rglob("*") if p.is_file() and p.suffix in {".py", ".toml", ".ini", ".cfg", ".sh"}
             and "__pycache__" not in p.parts and p != Path(__file__).resolve()]
    return files + [p for p in (REPO / ".ci" / "run", REPO / "pyproject.toml", REPO / "Makefile") if p.exists()]


def test_no_test_reads_a_file_outside_the_repository():
    found = [f"{p.relative_to(REPO)}:{n}: {line.strip()}"
             for p in suite_files()
             for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
             if OUTSIDE.search(line) and not line.lstrip().startswith("#")]
    assert not found, ("tests must read what they need from tests/data or the shipped rulebooks/, "
                       "never from beside the repository:\n" + "\n".join(found))


def test_the_pattern_catches_the_ways_out():
    for line in ('SEEDS = ROOT.parent / "shared" / "seeds"', 'x = open("../shared/devset/questions.jsonl")',
                 "from helpers import SHARED", 'dev = Path(__file__).parents[3] / "devset"',
                 'Path("/work/shared/API.md")', "read(REPO.parent / 'devset')"):
        assert OUTSIDE.search(line), line
    for line in ("RULEBOOKS = ROOT / 'rulebooks'", "ROOT = Path(__file__).resolve().parents[2]",
                 "def test_a_shared_word_decides_no_game(lib):", '"""Shared fixtures: a library"""',
                 "tmp_path.parent / 'x'"):
        assert not OUTSIDE.search(line), line


def test_the_data_the_tests_read_is_in_the_repository():
    assert sorted(p.name for p in SEEDS.glob("*.txt")) == [
        "000_50aa1f8e44fd1c81.txt", "001_64dec85df70267fd.txt", "002_e1a2ab9c8a357154.txt", "003_2bba9f00a94fec88.txt"]
    for name in ("questions.jsonl", "legality.jsonl"):
        assert (DEVSET / name).read_text(encoding="utf-8").strip(), name
    assert "## GET /api/games" in API_CONTRACT.read_text(encoding="utf-8")
    for path in (SEEDS, DEVSET, API_CONTRACT):
        assert path.resolve().is_relative_to(REPO), path

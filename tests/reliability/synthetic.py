"""Helpers for the reliability tests: a synthetic library big enough that
indexing takes a while, and a way to run the CLI in a child process."""
from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

from helpers import RULEBOOKS
from referee.rulebook import load, rulebook_files

LONG = os.environ.get("REFEREE_LONG_TESTS") == "1"


def make_library(folder: Path, books: int, seed: int = 1) -> None:
    """Copies of the shipped books plus `books` synthetic ones made of real passages."""
    folder.mkdir(parents=True, exist_ok=True)
    for p in RULEBOOKS.iterdir():
        shutil.copy(p, folder / p.name)
    passages = [p.text for path in rulebook_files(RULEBOOKS) for p in load(path).passages if len(p.text) > 40]
    rnd = random.Random(seed)
    for i in range(books):
        body = "\n\n".join(f"## Part {j}\n\n" + "\n\n".join(rnd.sample(passages, 6)) for j in range(12))
        (folder / f"synth-{i:03d}.md").write_text(
            f"---\nid: synth-{i:03d}\ntitle: Synthetic {i}\nlanguage: en\n---\n\n# Synthetic {i}\n\n{body}\n")


def referee_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "referee.cli", *args]


def run(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(referee_cmd(*args), capture_output=True, text=True, timeout=300, **kw)

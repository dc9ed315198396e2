"""Normalised words and number words: how the chat compares what a player typed with names.
"""
from __future__ import annotations

import re
from ..caches import word_cache

from ..text import strip_accents


_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "a": 1, "an": 1, "uno": 1, "una": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
}


@word_cache(maxsize=16_384)  # ~135 B an entry: 2 MB at most
def _nw(word: str) -> str:
    w = strip_accents(word.lower()).replace("’", "'")
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def _nwords(text: str) -> list[str]:
    text = re.sub(r"['’]s\b", "", text or "")
    return [_nw(w) for w in re.findall(r"\w+", text)]


def _padded(text: str) -> str:
    return " " + " ".join(_nwords(text)) + " "


def _find_phrase(words: list[str], phrase: tuple[str, ...]) -> int:
    n = len(phrase)
    for i in range(len(words) - n + 1):
        if tuple(words[i:i + n]) == phrase:
            return i
    return -1


_NUM = r"(\d+|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"


def _num(s: str) -> int:
    return int(s) if s.isdigit() else _NUMBER_WORDS.get(s.lower(), 0)

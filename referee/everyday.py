"""Everyday English and Spanish, apart from any rulebook: whether a word is one people
commonly write (pyspellchecker's word-frequency lists, shipped in the package).

Search uses it to tell a typo ("shiled") from a real word a book happens not to use
("hard", which must not become the book's "hand"). The lists load on first use (about
0.2 s), which search's warm-up makes happen before a player's first question."""
from __future__ import annotations

import threading
from .caches import word_cache

COMMON_COUNT = 200  # occurrences in the lists' corpus: a word people write, not a slip of the keys
LANGUAGES = ("en", "es")

_lists: dict | None = None
_lock = threading.Lock()


def _frequencies() -> dict:
    global _lists
    if _lists is None:
        with _lock:
            if _lists is None:
                from spellchecker import SpellChecker
                _lists = {lang: SpellChecker(language=lang, distance=1).word_frequency for lang in LANGUAGES}
    return _lists


def _forms(word: str) -> list[str]:
    """The word and the forms the lists keep for it (Spanish lists hold no plurals)."""
    out = [word]
    if word.endswith("es") and len(word) > 4:
        out.append(word[:-2])
    if word.endswith("s") and len(word) > 3:
        out.append(word[:-1])
    return out


@word_cache(maxsize=8_192)
def common_word(word: str) -> bool:
    """Is this a word of everyday English or Spanish (so not a typo of something else)?"""
    w = word.casefold()
    if not w.isalpha():
        return False
    lists = _frequencies()
    return any(lists[lang][f] >= COMMON_COUNT for lang in LANGUAGES for f in _forms(w))


SPANISH_EVERYDAY = 10_000  # occurrences: a word every Spanish text has ("solo", "mal", "nave")


def spanish_everyday(word: str) -> bool:
    """Is this one of the commonest words of Spanish? A name an English rulebook gives one of its
    things ("Solo", "Mal") is, in a Spanish message, that Spanish word first. (One look-up in the
    list: nothing to remember.)"""
    w = word.casefold()
    return w.isalpha() and _frequencies()["es"][w] >= SPANISH_EVERYDAY

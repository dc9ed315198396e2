"""Which language a message, a question or a book is in: English or Spanish, one word list for
the whole product.

Why one: the chat, the rules reader and search each told the two apart with a handful of words
of their own, so one message could be answered in Spanish while it was read as English (a chat
"q" for "que" made an English message Spanish to one of them and not to the others). The small
words a sentence cannot do without decide; a word both languages use ("me", "no", "sector") is
in neither list.
"""
from __future__ import annotations

import re

from .text import strip_accents

# (accents stripped: "qué" and "que" count alike)
SPANISH = frozenset({
    "el", "la", "los", "las", "de", "del", "que", "y", "o", "en", "un", "una", "es", "son", "por", "para",
    "con", "se", "le", "lo", "al", "mi", "mis", "su", "sus", "si", "pero", "tambien", "ya", "todavia",
    "puedo", "puede", "pueden", "podemos", "hay", "tiene", "tengo", "esta", "cuando", "como", "cual",
    "cuales", "donde", "cuantos", "cuantas", "cuenta", "cuentan", "dos", "tres", "nave", "naves",
    "sectores", "trabajo", "jugador", "carta", "cartas", "juego", "reglas"})
ENGLISH = frozenset({
    "the", "a", "an", "of", "and", "or", "to", "in", "on", "at", "for", "with", "is", "are", "was", "be",
    "can", "do", "does", "did", "what", "how", "when", "where", "who", "which", "there", "i", "my", "you",
    "your", "he", "she", "his", "her", "him", "it", "we", "they", "them", "that", "this", "has", "have",
    "use", "uses", "if", "but", "then", "after", "so", "just", "im", "got", "get", "all", "right"})

_WORD = re.compile(r"[^\W\d_]+")
_SPANISH_MARKS = re.compile(r"[¿¡]")


def _counts(text: str) -> tuple[int, int]:
    """(English words, Spanish words) of ``text``."""
    ws = [strip_accents(w) for w in _WORD.findall(text.lower())]
    return sum(w in ENGLISH for w in ws), sum(w in SPANISH for w in ws)


def question_language(text: str) -> str | None:
    """"en" or "es" when a message's small words say so, else None (a bare "River reroll")."""
    if _SPANISH_MARKS.search(text):
        return "es"
    en, es = _counts(text)
    return "en" if en > es else "es" if es > en else None


def message_language(text: str) -> str:
    """The language to read and answer a message in: English unless it says Spanish."""
    return question_language(text) or "en"


def book_language(text: str) -> str:
    """A rulebook's language: Spanish when its small words are (a book's proportion, not a
    sentence's: one Spanish title in an English book changes nothing)."""
    words = [strip_accents(w) for w in _WORD.findall(text[:20000].lower())]
    if not words:
        return "en"
    return "es" if sum(w in SPANISH for w in words) / len(words) > 0.08 else "en"

"""The chat assistant: one box for questions, positions and scores.

`reply(library, message, conversation, game)` routes a message:

* a DSL position (``game:``/known keys and ``ask:`` lines)    -> the rules engine's check;
* ``score: …`` or a scoring question with a described position -> the computed value;
* a follow-up ("and Zoe?", "what if it's night?")             -> the last question or
  position of the conversation, changed accordingly;
* anything else                                              -> a question.

The work is split as it happens: `understand` reads the message (language,
shape, game, question terms), `decide` routes it to the engine or to search,
`compose` writes the answer (lead, verbatim citations, related passages).
`index` holds what is computed once per library state, `lexicon` the names
that point at a game, `quotes` cuts and verifies quotes. No Flask here: the web
layer (`referee.web.chat`) only wraps this.
"""
from __future__ import annotations

from .compose import Reply
from .decide import KINDS, MAX_MESSAGE_CHARS, MessageError, reply
from .index import Index, index_for
from .lexicon import Lexicon
from .quotes import best_quote, verified
from .understand import describe_numbers, language, looks_like_position

__all__ = ["KINDS", "MAX_MESSAGE_CHARS", "Index", "Lexicon", "MessageError", "Reply", "best_quote",
           "describe_numbers", "index_for", "language", "looks_like_position", "reply", "verified"]

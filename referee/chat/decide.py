"""Deciding: route a message to the rules engine (a position, a score) or to search
(a question), keeping the conversation's state. `reply` is the entry point.
"""
from __future__ import annotations

import re

from .. import answers, rules
from ..conversation import Conversation
from ..library import Library
from ..rules import PositionError
from ..rules.dsl import norm
from ..text import md_escape
from . import ruling
from .compose import Reply, _answer, _clarify, _example, _not_found, _render_check
from .followup import _change_position, _replace_asks, _substitute, _with_asks
from .index import Index, _GAME_IN_TEXT, _search, index_for
from .lexicon import _all_names, _model_book
from .phrases import TEXT
from .understand import _FOLLOW, _KEYLINE, _SCORE_PREFIX, _SCORE_WORDS, _YESNO, _game_signal, _is_follow_up, _lines, _position_game, _query, _score_game, _signals, describe_numbers, language, looks_like_position, mentioned_games, scoped_question


MAX_MESSAGE_CHARS = 20_000


CLARIFY_RATIO = 0.72  # another book this close to the best one: ask which game
CLARIFY_RATIO_PLAIN = 0.6  # ... when no word of the question points at one game
PLAIN_SIGNAL = 0.5  # a game signal this weak points at nothing


KINDS = ("search", "check", "score", "clarify", "not-covered")


class MessageError(ValueError):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def reply(library: Library, message: str, conv: Conversation | None = None,
          game: str | None = None) -> tuple[dict, Conversation]:
    """Answer one message; returns the /api/ask object (without the token) and the new state."""
    if not isinstance(message, str) or not message.strip():
        raise MessageError("missing-message", "Type a question or a position first.")
    if len(message) > MAX_MESSAGE_CHARS:
        raise MessageError("message-too-long",
                           f"The message is {len(message)} characters long; the limit is {MAX_MESSAGE_CHARS}.")
    conv = conv or Conversation()
    ix = index_for(library)
    if game is not None:
        book = library.resolve(game)
        if book is None:
            known = ", ".join(sorted(library.books))
            raise MessageError("unknown-game", f"There is no game called {game[:80]!r}. Known games: {known}.")
        game = book.id
    if conv.game and conv.game not in library.books:
        conv.game = None
    lang = language(message)
    out = _route(library, ix, message.strip("\n"), conv, game, lang)
    conv.remember(message)
    if out.game:
        conv.game = out.game
    return out.to_dict(), conv


def _route(library: Library, ix: Index, message: str, conv: Conversation, game: str | None,
           lang: str) -> Reply:
    m = _SCORE_PREFIX.match(message)
    if m:
        return _score(library, ix, message[m.end():], conv, game, lang)
    if looks_like_position(message):
        return _position(library, message, conv, game, lang)
    if _is_follow_up(message, conv):
        got = ruling.follow_up(library, ix, message, conv, game, lang) or \
            _follow_up(library, ix, message, conv, game, lang)
        if got is not None:
            return got
    got = ruling.dispute(library, ix, message, conv, game, lang)  # a dispute told in words
    if got is not None:
        return got
    if _SCORE_WORDS.search(message):
        got = _score_question(library, ix, message, conv, game, lang)
        if got is not None:
            return got
    # a move put to the referee ("can I…?", "…, right?") turns on one rule: its passages in
    # search order; a lookup ("how many rounds?") gets the best of each section first
    from ..rules.reading.sentences import sentences
    disputed = ruling.looks_like_dispute(message, sentences(message[:4000]))
    return _question(library, ix, message, conv, game, lang, by_section=not disputed)


def _position(library: Library, text: str, conv: Conversation, game: str | None, lang: str,
              kind: str | None = None, note: str | None = None) -> Reply:
    t = TEXT[lang]
    named = _position_game(text)
    use_game = None if named else (game or conv.game)
    if not any(norm(m.group(1)) == "ask" for m in (_KEYLINE.match(l) for l in _lines(text)) if m):
        text = text.rstrip("\n") + "\nask: options"
    try:
        result = answers.check(library, text, use_game)
    except PositionError as exc:
        err = answers.position_error(exc)
        e = err["error"]
        parts = [f"**{t['position_bad']}**", ""]
        for one in err.get("errors") or [e]:
            where = t["line"].format(**one) + ": " if one.get("line") else ""
            line = f"- {where}{md_escape(one['message'])}"  # it quotes the player's own text
            if one.get("hint"):
                line += f" ({md_escape(one['hint'])})"
            parts.append(line)
        gid = None
        try:
            gid = _model_book(rules.game_of(text, use_game))
        except PositionError:
            gid = use_game
        return Reply(kind or "check", gid if gid in library.books else None, "\n".join(parts), error=e)
    gid = result["game"]
    book_id = _model_book(rules.get_game(gid))
    conv.position = _with_asks(result.get("position") or text, text)
    is_score = any(norm(a["ask"]) == "score" for a in result["answers"])
    md, cites = _render_check(library, result, book_id, lang)
    if note:  # show how a position written in words was read, as canonical DSL
        md = f"{note}\n\n```\n{result.get('position') or text}\n```\n\n{md}"
    return Reply(kind or ("score" if is_score else "check"), book_id if book_id in library.books else gid,
                 md, cites, check=result, confidence="sure",
                 verdict=None if is_score else result["verdict"], position=result.get("position") or text)


def _score(library: Library, ix: Index, body: str, conv: Conversation, game: str | None, lang: str) -> Reply:
    t = TEXT[lang]
    lines = _lines(body)
    if lines and all(_KEYLINE.match(l) for l in lines):
        text = body if "ask" in {norm(_KEYLINE.match(l).group(1)) for l in lines} else body + "\nask: score"
        if not _position_game(text) and not game:
            game = _score_game(ix, body, conv)
        return _position(library, text, conv, game, lang, kind="score")
    gid = game or _score_game(ix, body, conv)
    model = ix.models.get(gid) if gid else None
    if model is None and conv.position:
        return _position(library, _replace_asks(conv.position, ["score"]), conv, game, lang, kind="score")
    if model is not None:
        found = describe_numbers(body, model)
        if found:
            dsl = "\n".join([f"game: {model.id}", *found, "ask: score"])
            return _position(library, dsl, conv, gid, lang, kind="score", note=t["read_as"])
        if conv.position and conv.game == gid:
            return _position(library, _replace_asks(conv.position, ["score"]), conv, game, lang, kind="score")
    example = _example(model) if model is not None else "game: …\nask: score"
    return Reply("score", gid, f"{t['score_how']}\n\n```\n{example}\n```", confidence="none")


def _score_question(library: Library, ix: Index, message: str, conv: Conversation,
                    game: str | None, lang: str) -> Reply | None:
    """A scoring question that describes a position in numbers: compute it."""
    gid = game or _score_game(ix, message, conv)
    model = ix.models.get(gid) if gid else None
    if model is None:
        return None
    if not any(norm(n) == "score" for n in _all_names(model, "action")) and not hasattr(model, "score"):
        return None
    if _ASKS_WHETHER.search(message):  # "can Book still take the points?" asks a rule, not a total
        return None
    if _YESNO.match(message.split(",")[-1]) and not _TOTAL_ASKED.search(message):
        return None  # "…, does everyone else lose 100 VP?": whether a rule applies, not a total
    found = describe_numbers(message, model)
    if len(found) < 1 or not re.search(r"\d", message):
        return None
    return _score(library, ix, message, conv, gid, lang)


# words that ask for a total, beyond naming points ("what's my score", "how much is it worth")
_TOTAL_ASKED = re.compile(r"\b(score|scores|scoring|worth|total|how many|how much|puntuaci[oó]n|cu[aá]ntos?|vale|valen)\b",
                          re.I)
_ASKS_WHETHER = re.compile(r"\b(can|may|could|allowed|puedo|puede|pueden|podemos)\b", re.I)


def _follow_up(library: Library, ix: Index, message: str, conv: Conversation, game: str | None,
               lang: str) -> Reply | None:
    gid = game or conv.game
    named = mentioned_games(ix, message)
    if named and gid not in named:
        return None  # the follow-up names another game: a fresh question
    if conv.position and gid in ix.models:
        changed = _change_position(ix, conv.position, message, gid)
        if changed and changed != conv.position:
            return _position(library, changed, conv, gid, lang)
    if conv.question:
        base = conv.question
        changed = _substitute(ix, base, message, gid)
        if changed is None:
            rest = re.sub(_FOLLOW, "", message).strip(" ?¿!¡.")
            changed = f"{rest} {base}" if rest else base
        got = _question(library, ix, changed, conv, gid, lang, keep_question=False)
        conv.question = changed[:500]
        return got
    return None


def _question(library: Library, ix: Index, message: str, conv: Conversation, game: str | None,
              lang: str, keep_question: bool = True, by_section: bool = True) -> Reply:
    text = message
    m = _GAME_IN_TEXT.search(text)
    if m and not game:
        book = library.resolve(m.group(1).strip('"'))
        if book is not None:  # "Solo game: I just…" is words, not a filter
            game = book.id
            text = _GAME_IN_TEXT.sub(" ", text).strip()
    named, rest = scoped_question(ix, text)
    if named is not None and (game is None or named == game):
        game, text = named, rest  # "in blue sun", "en Sol Azul": a filter, not search words
    if keep_question:
        conv.question = " ".join(text.split())[:500]
    gid = game or _game_signal(ix, text, conv) or conv.game
    if gid is None:
        hits = _search(library, text, None, 20)
        best: dict[str, float] = {}
        for h in hits:
            best.setdefault(h.passage.book, h.score)
        # a game whose rules model matches the question well counts too
        ranked = sorted(best.items(), key=lambda kv: -kv[1])
        if not ranked:
            return _not_found(library, ix, text, None, lang, [])
        top_score = ranked[0][1]
        sc, _ = _signals(ix, text)
        # nothing in the question points at one game ("when does the game end"): a book
        # answering it somewhat less well is still an answer, to a player of that game
        ratio = CLARIFY_RATIO if max(sc.values(), default=0.0) >= PLAIN_SIGNAL else CLARIFY_RATIO_PLAIN
        close = [g for g, s in ranked if s >= ratio * top_score]
        if len(close) > 1:
            # a weak name or a word only one of them uses still tips the balance
            tipped = sorted(close, key=lambda g: -sc.get(g, 0.0))
            lead, nxt = sc.get(tipped[0], 0.0), sc.get(tipped[1], 0.0)
            if lead >= 0.4 and lead >= 1.6 * nxt:
                close = [tipped[0]]
        if len(close) > 1 and any(_coverage_of(ix, text, h, lang) >= 0.25 for h in _best_of(hits, close)):
            return _clarify(library, ix, text, close[:4], hits, lang)
        if len(close) == 1:
            ranked = [(close[0], 0.0)]
        gid = ranked[0][0]
        own = [h for h in hits if h.passage.book == gid]
        if len(own) >= REUSE_HITS:  # enough of that game's passages: no second search
            return _answer(library, ix, text, gid, lang, own[:10], by_section=by_section)
    return _answer(library, ix, text, gid, lang, by_section=by_section)


def _best_of(hits, games: list[str]) -> list:
    """Each game's best hit, for those games."""
    return [next(h for h in hits if h.passage.book == g) for g in games]


REUSE_HITS = 5  # the unscoped search's passages of the chosen game that make a scoped one unneeded


def _coverage_of(ix: Index, text: str, hit, lang: str) -> float:
    g = hit.passage.book
    q = _query(ix, text, g, lang)
    d = ix.passages.get((g, hit.passage.anchor))
    return q.coverage(d.stems) if d else 0.0

"""A message read by its nearest worked example, when the declared words read no whole move.

Why: a rule-level question ("can I full burn through the sector the Reavers sit in?") names
no sector, no player, no roll: the reader's declared words find the move and then miss what
it is done to. Each game's ``sayings.py`` also carries ``EXAMPLES``: sentences a player says,
each with the most general position that asks it (places and players nobody names are
stand-ins, ``{me}`` is the asker). A question close to one by meaning and by words is read as
that position, and then every line of it is checked against the message exactly as a reading
made from words is (``grounding.account``): a line the message does not say is dropped when
the ruling stands without it, kept as an assumption when it changes nothing, and leaves the
reading unsure when it would decide the ruling. So the example's table is only a template:
the verdict comes from what the message says, and a new rulebook gets the mechanism by
writing examples, not patterns.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from .grounding import (OWNED_OTHERWISE, RULINGS as _RULINGS, _PLAYER_KEYS, _UNSEEN, _names_in, _items, _ruling, account, counts_piece_after, held_counts,
                        holds_unknown, without_titles)
from .sentences import SPAN, VERB_NEGATIONS, asks_who_wins, fold, stem
from .sayings import nearest_examples
from .spelling import spelled as as_the_game_spells
from .vocabulary import (_game_words, _match, _piece_table, _value_kinds, _value_table, _vocab_words, move_verbs,
                         words_for)

# a question of how a rule works, not whether a move is allowed (the examples are moves asked)
_INFO = re.compile(r"^\W*(?:how|what|which|who|why|cu[aá]nt[oa]s?|qu[eé]|cu[aá]l(?:es)?|c[oó]mo|"
                   r"qui[eé]n(?:es)?|por qu[eé])\b", re.I)  # ("when I rush, can I…?" asks a move)
_SHORT = 7  # words of a question too short to say a move alone ("can he do that?"): read with the one before


def read_by_example(message: str, game_id: str, lang: str, failed) -> Optional[object]:
    """The reading of ``message`` by its nearest worked example, when one is close and every
    line it holds is accounted for; else None. ``failed``: the reading the declared words made
    (its actor, when it found one, is the example's asker)."""
    from . import reader as R  # (the reader calls this module)
    w = failed.words or words_for(game_id)
    if w is None:
        return None
    text = R._Text(as_the_game_spells(without_titles(message, R._own_titles(game_id)), game_id), lang)
    if not text.sents:
        return None
    k = next((j for j in range(len(text.sents) - 1, -1, -1) if text.sents[j].rstrip().endswith("?")),
             len(text.sents) - 1)
    judged = k  # (the question that judges, when it does)
    if k > 0 and (R._JUDGED.search(text.sents[k]) or asks_who_wins(text.sents[k])):
        # "…She took both. Eli says she only gets one. Is Eli right?": the table judges the move
        # told, past what someone says of it; that sentence is the one asked
        k = next((j for j in range(k - 1, -1, -1) if not R._reported(text.sents[j], text.lang)), k)
    # (a question typed on from the words before it, "how many active jobs can I have…?", is one)
    if _INFO.match(text.sents[k]) or (k > 0 and _INFO.match(text.sents[k - 1])
                                       and not text.sents[k - 1].rstrip().endswith((".", "!", "?"))):
        return None  # "how many active jobs can I have…?" asks how a rule works: an example is a move asked
    # the question asked alone, then with the sentence before it (a question often points back:
    # "flopped vs that boss last turn, can I go at the same one again?"); a short question only
    # with it. Each way costs a pass of the encoder: the second is tried only when the first
    # reads nothing.
    ways = [(text.sents[k], k)] if len(R.words_of(text.sents[k])) > _SHORT or k == 0 else []
    if k > 0:
        ways.append((f"{text.sents[k - 1]} {text.sents[k]}", k - 1))
    if k > 1:  # a story: the move it asks about may be told sentences before the question
        ways.append((" ".join(text.sents[:k + 1]), 0))
    if judged > k and judged > 1:  # what a player says of it is what is judged ("He says that's his
        # third boss, so the end of the game kicks in. … Is Alex right?"): the story and the claims
        ways.append((" ".join(text.sents[:judged + 1]), 0))
    tried: set[tuple[str, int]] = set()  # (an example refused for the question alone is tried with the story before it)
    # (the closest by meaning alone only where the declared words read no sure move: a sure
    # reading is checked against the examples that are close by words and meaning both)
    by_meaning = not (failed.action and not failed.unsure and not failed.missing)
    for asked, j in ways:
        read_as, moves = [], set()
        closest = nearest_examples(game_id, asked, w)
        # the closest first; when none of them accounts for the message, the close examples of
        # their moves ranked after them (a bank that grows puts a new example of the move first,
        # "we aren't playing hacked rom mode, can I still take a glitch card…?", before the one
        # the message is, "…if I roll five matching?")
        for tier in (closest, _own_moves(closest, game_id, asked, w, by_meaning)):
            for example, _score in tier:
                if (example.position, j) in tried:
                    continue
                tried.add((example.position, j))
                got = _as_example(example, text, j, game_id, lang, w, failed, R)
                if got is not None and not _unknown_told(example, text, game_id):
                    read_as.append(got)
                    moves.add(example.action)
            if read_as:
                break
        if read_as:
            # the close examples that account for the message must agree: else it is not surely read.
            # An example ruling surely, where another leaves a fact unknown ("It depends"), agrees
            # with it: it is that example with the fact said ("on the day side" of "the side?")
            verdicts = [R._verdict(x.position, game_id) for x in read_as]
            sure = set(verdicts) - {"depends"}
            if len(sure) > 1 or (not sure and len(set(verdicts)) != 1):
                return None
            if sure and verdicts[0] == "depends" and _assumes_what_turns(read_as, verdicts, text):
                sure = set()  # the closest leaves unknown what the sure one only took as given
            chosen = read_as[verdicts.index(next(iter(sure)))] if sure else read_as[0]
            return _checked(chosen, moves, next(iter(sure)) if sure else "depends", asked, j, text, game_id, lang,
                            w, failed, tried, R)
    return None


def _assumes_what_turns(read_as: list, verdicts: list, text) -> bool:
    """Does a sure reading hold, only as what its example takes as given (a ``~`` line), a fact
    the closest example leaves unknown and rules "it depends" on ("three Saffrons: do the others
    lose 100?" as the standard game's four of a kind, beside the example whose difficulty is
    ``?``)? Not when the message names that fact or its value ("a story card with havens"): then
    the given line is what it says. Otherwise the message said neither way, and the ruling turns
    on it."""
    told = {stem(x) for x in text.ws}

    def keys(position: str, unknown: bool) -> set[str]:
        return {l.split(":", 1)[0].strip() for l in position.splitlines()
                if ":" in l and holds_unknown(l.split(":", 1)[1]) == unknown}

    def unsaid(line: str) -> bool:
        return not {stem(x) for x in re.findall(r"[a-z]+", fold(line))} & told
    open_keys = set().union(*(keys(x.position, True) for x, v in zip(read_as, verdicts) if v == "depends"))
    return any(g.get("assumed") and g["line"].split(":", 1)[0].strip() in open_keys - keys(x.position, True)
               and unsaid(g["line"]) for x, v in zip(read_as, verdicts) if v != "depends" for g in (x.grounds or ()))


def _unknown_told(example, text, game_id: str) -> bool:
    """Does the message tell a fact the example takes as unknown (``~serenity: ?``, ``~dark-energy: ?``)
    in the words another example of the move says it with ("already show", "toxic", "a firefly on")?
    Then "it depends" is not its reading: the player said which way it is."""
    keys = {l[1:].split(":", 1)[0].strip() for l in example.position.splitlines()
            if l.startswith("~") and holds_unknown(l.split(":", 1)[-1])}
    if not keys:
        return False
    from .sayings import sayings_for
    from .sentences import phrase, stem
    told = [stem(x) for x in text.ws]
    for other in sayings_for(game_id, "EXAMPLES"):
        if other is example or other.action != example.action:
            continue
        for line in other.position.splitlines():
            key, _, rest = line.partition(":")
            if key.strip() in keys and re.search(r"\|\s*said:", rest) and any(
                    _says_whole(x.strip(), told) for x in rest.split("said:", 1)[1].split(",")
                    if x.strip() and not all(y.isdigit() for y in phrase(x.strip()))):
                return True  # (a bare count, "both", says nothing of which fact: "two Book dice")
    return False


def _checked(chosen, moves: set[str], verdict: str, asked: str, j: int, text, game_id: str, lang: str, w, failed,
             tried, R):
    """The reading, unsure when another close example of its move also accounts for the message and
    rules otherwise (for an "it depends", any sure ruling: the message tells what it leaves unknown)."""
    other, got = _own_move_disagrees(moves, verdict, asked, j, text, game_id, lang, w, failed, tried, R, chosen)
    if other and verdict == "depends" and got is not None and _tells_what_was_unknown(chosen, got):
        # the closest leaves a fact unknown, and another example of the move reads it as the message
        # tells it ("on the Night side", where the closest has "? side"): that one is the reading,
        # when no example of the move that accounts for the message rules against it in turn
        ruled = R._verdict(got.position, game_id)
        again, _ = _own_move_disagrees(moves, ruled, asked, j, text, game_id, lang, w, failed, set(tried), R, got)
        if not again:
            return got
    if other:  # (unsure, not None: a sure reading of the declared words it agrees with is not sure either)
        chosen.unsure.append(f"the worked example “{other}” also fits the message, and rules otherwise"
                             if lang != "es" else
                             f"el ejemplo «{other}» también encaja con el mensaje, y decide otra cosa")
    return chosen


def _tells_what_was_unknown(chosen, got) -> bool:
    """Is ``got`` the closest reading ``chosen`` with what it left unknown told: the same lines,
    the same move, and every line that differs one ``chosen`` holds a ``?`` in and ``got`` reads
    from the message's own words ("flower 1: ?, night side" for "flower 1: ?, ? side")?"""
    def by_key(reading):
        return {l.split(":", 1)[0].strip(): l for l in reading.position.splitlines() if ":" in l}
    mine, theirs = by_key(chosen), by_key(got)
    if set(mine) != set(theirs) or mine.get("ask") != theirs.get("ask"):
        return False
    worded = {g["line"] for g in (got.grounds or ()) if g.get("words")}
    changed = [k for k in mine if mine[k] != theirs[k]]
    return bool(changed) and all(holds_unknown(mine[k].split(":", 1)[1]) and theirs[k] in worded for k in changed)


def _own_moves(closest, game_id: str, asked: str, w, by_meaning: bool = True):
    """The close examples after ``closest``: the next three within twice EXAMPLE_MARGIN of the
    closest, and those of the closest's moves (at most OWN_MOVE_CHECKED), closest first; then the
    closest by meaning alone (a generator: they are ranked only when none of the closest
    accounts for the message)."""
    from .sayings import EXAMPLE_MARGIN, OWN_MOVE_CHECKED, nearest_by_meaning
    if not closest:
        if by_meaning:
            yield from nearest_by_meaning(game_id, asked, w)
        return
    moves = {example.action for example, _score in closest}
    top = closest[0][1]
    further = nearest_examples(game_id, asked, w, further=True)
    near = [i for i, (_example, score) in enumerate(further) if top - score <= 2 * EXAMPLE_MARGIN][:3]
    mine = [i for i, (example, _score) in enumerate(further) if example.action in moves][:OWN_MOVE_CHECKED]
    yield from (further[i] for i in sorted({*near, *mine}))
    if by_meaning:
        yield from nearest_by_meaning(game_id, asked, w)


def _own_move_disagrees(moves: set[str], verdict: str, asked: str, j: int, text, game_id: str, lang: str, w, failed,
                        tried, R, chosen=None) -> tuple[str, object]:
    """Another close example of the same move, ranked after the closest, that also accounts
    for the message and rules otherwise (its text and its reading; "" when none): then the reading is not
    sure, however far that example ranks: closeness only orders the examples, and a bank that
    grows must not make a reading surer by crowding out the one that disagrees."""
    from .sayings import OWN_MOVE_CHECKED
    checked = 0
    for example, _score in nearest_examples(game_id, asked, w, further=True):
        if example.action not in moves or (example.position, j) in tried:
            continue
        if checked >= OWN_MOVE_CHECKED * len(moves):
            break
        checked += 1
        got = _as_example(example, text, j, game_id, lang, w, failed, R)
        ruled = R._verdict(got.position, game_id) if got is not None else None
        if ruled not in (verdict, "depends", None) and not (
                chosen is not None and verdict == "depends"
                and _assumes_what_turns([chosen, got], [verdict, ruled], text)):
            return example.text, got  # (one that took as given what the "it depends" turns on does not disagree)
    return "", None


def _as_example(example, text, k: int, game_id: str, lang: str, w, failed, R, me: Optional[str] = None):
    """The example's position read for this message, or None when a line of it is not accounted for.
    ``me``: the player who takes the example's asker's seat, when not the one the message tells of."""
    # (the one player a story names is its asker only when the whole story is accounted for)
    told_me = me is None
    me = me or failed.actor or (_the_one_told(failed, text, example) if k == 0 else None) or \
        w.default_player.get(lang, "Me")
    lines = [l.strip() for l in example.position.strip().replace("{me}", me).splitlines() if l.strip()]
    authored = _plain(lines, game_id)
    lines, put = _swapped(lines, text, game_id, failed, example.text)
    if me == w.default_player.get(lang, "Me"):  # (the asker speaking: who the other one is, is plain)
        named = _other_named(lines, failed, me, text)
        if named == lines:  # ("Kai and I tied on the red… can I plant a red?": Kai sits in the
            # example's other seat, wherever it has it, when that rules as the example does; not
            # one the question itself names, "into Nina's bed": the move asked is on them)
            named = _other_named(lines, failed, me, text, story=True)
            others = set(_names_in("\n".join(named))) - set(_names_in("\n".join(lines)))
            if any(re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", _told_last(text)) for o in others) or \
                    _ruling(_plain(named, game_id), game_id) != _ruling(_plain(lines, game_id), game_id):
                named = lines
        lines = named
    else:  # a story of two named players: the one it tells of plays the example's asker; the other
        # takes the example's other seat, when that rules as the example does
        named = _other_named(lines, failed, me, text, story=True)
        others = set(_names_in("\n".join(named))) - set(_names_in("\n".join(lines)))
        if named != lines and (not told_me or not _other_asked_of(others, me, _told_naming(text, others | {me}))) \
                and _ruling(_plain(named, game_id), game_id) == _ruling(_plain(lines, game_id), game_id):
            lines = named
    if k == 0 and _story_held(failed, example):  # (other players a story names are seated only when
        lines = _others_at_table(lines, failed, me, game_id, text)  # the whole story is the example's)
    if put and _ruling(_plain(lines, game_id), game_id) != _ruling(authored, game_id):
        return None  # (filled with the message's pieces, the example must still be about its rule)
    # what the example takes as given, and how it says so: "~adjacent: Sector 1 - Sector 2 | they touch"
    said = {l[1:].split("|")[0].strip(): (l.split("|", 1)[1].strip() if "|" in l else l[1:].strip())
            for l in lines if l.startswith("~")}
    assumed = list(said)
    # a fact line may name the words that say it besides its own ("failed-rushes: plasma | said:
    # failed, flopped, whiffed"): a value there stands for whatever the message refers to
    words_for_line = {l.split("|")[0].strip(): [x.strip() for x in l.split("|", 1)[1].split(":", 1)[1].split(",")]
                      for l in lines if not l.startswith("~") and re.search(r"\|\s*said:", l)}
    lines = [l.lstrip("~").split("|")[0].strip() for l in lines]
    recounted = _recount(lines, text, game_id, R)
    if recounted != lines and _broken("\n".join([f"game: {game_id}", *recounted]), game_id) \
            and not _broken(authored, game_id):
        # a count the message says that leaves the example's table impossible (two dice saved of
        # the example's three, the pool left at four: six dice of seven): what the example takes
        # as given ("the other dice show Weapons") takes up the difference, or it is not its table
        recounted = _rebalanced(recounted, said, game_id)
        if recounted is None:
            return None
        assumed = list(said)
    if len(recounted) == len(lines):  # a line the message recounts keeps the words that say it
        for was, now in zip(lines, recounted):
            if was != now and was in words_for_line:
                words_for_line.setdefault(now, words_for_line[was])
    lines = recounted
    position = f"game: {game_id}\n" + "\n".join(lines)
    ask = next((l.split(":", 1)[1].strip() for l in position.splitlines() if l.startswith("ask:")), None)
    act = next((a for a in w.actions if a.name == example.action), None)
    if ask is None or act is None:
        return None
    from .sentences import stem
    got = _told_instead(assumed, failed, position, game_id, _ruling(authored, game_id), text.ws)
    if got is None or _counts_a_key(text.ws, got[0]):
        return None
    filled = got[0] != position
    position, assumed = got
    sources = _facts_said(position, assumed, words_for_line, text, game_id, me)
    if sources is None or not _question_held(position, text, k, game_id):
        return None
    if "ask" not in sources and not _match(R.words_of(ask), *_piece_table(game_id)) \
            and not _move_told(example.text, ask, text.ws[text.span(k)[0]:]):
        return None
    position = _filled_in(position, failed, sources, game_id)
    r = R.Reading(game=game_id, position=position, action=ask, lang=lang, words=w, actor=me,
                  players=[me])
    r.values = {"__slots__": {}}
    r.ask_said = "ask" in sources
    table, _longest = _piece_table(game_id)
    if w.player_names:
        table, _players = R._with_proper_names(text, w, table, lang)
    longest = max((len(x) for x in table), default=1)
    pieces = _match(text.ws, table, longest)
    text.pieces = pieces
    text.act_k = k
    kinds = frozenset(x.rstrip("+*?$") for m in R._SLOT.finditer(act.spell) for x in m.group(1).split(","))
    base_keys = {l.split(":", 1)[0].strip() for l in w.base.splitlines() if ":" in l}
    stand_ins = {l.split(":", 1)[0].strip(): said[l] for l in assumed}
    stand_ins.update({l.split(":", 1)[0].strip(): ("a player or place the message does not name, as the worked "
                                               f"example “{example.text}” has it" if lang != "es" else
                                               f"un jugador o lugar que el mensaje no nombra, como en el ejemplo «{example.text}»")
                 for l in position.splitlines() if re.search(r"\b(Sector|Job|Challenge|Card) \d\b", l)
                 and l not in said})
    # the words of the question the example is matched to are its own; the game's names and the
    # numbers in it are still checked against the position (a count the position holds is read)
    s_k = text.span(k)[0]
    named = {i for ps, pe, _p in pieces for i in range(ps, pe)}
    counts = _counts(position)
    piece_at = {i: p for ps, pe, p in pieces for i in range(ps, pe)}
    told_lines = "\n".join(l for l in position.splitlines() if l not in said)  # (not what it takes as given)
    covered = {i for i in range(s_k, text.span(len(text.sents) - 1)[1])
               if i not in named and (not text.ws[i].isdigit() or int(text.ws[i]) in counts
                                      and not SPAN.match(" ".join(text.ws[i + 1:i + 4]))
                                      and not _counts_another(text.ws, i, piece_at, told_lines))}
    if any(_numbered_otherwise(text.ws, i, position) for i in range(len(text.ws))):
        return None  # "stage 2" said, the example's "claim stage 1": another card
    # ... and the words the example gives for a fact, where the message says them ("four different")
    told_stems = [stem(x) for x in text.ws]
    for told in sources.values():
        for ph in told:
            covered |= _said_at(ph, told_stems)
    try:
        account(r, text, pieces, table, covered, sources, stand_ins, base_keys, {}, kinds,
                values_said=_match(text.ws, *_value_table(game_id)) if w.told_kinds else [],
                game_words=_vocab_words(game_id) | _game_words(game_id), kinds_of=_value_kinds(game_id),
                template=True)
    except Exception:  # noqa: BLE001 - an example the model refuses reads nothing
        return None
    if r.unsure and told_me and all(any(x in u for x in OWNED_OTHERWISE) for u in r.unsure):
        # two players told, seated the other way round: what each owns decides who is the asker
        # ("Kim had three… Joe's turned out to be his Royal": Joe takes the seat of the Royal's owner)
        other = [n for n in _names_in(r.position) if n != me and n not in ("Other", "Otro", "Me", "Yo")]
        if len(other) == 1 and me not in ("Me", "Yo"):
            return _as_example(example, text, k, game_id, lang, w, failed, R, me=other[0])
    if r.unsure or R._verdict(r.position, game_id) is None:
        return None
    if _broken(r.position, game_id) and not _broken(authored, game_id):
        return None  # the message's facts put into the example leave its table impossible: not its table
    if (put or filled) and _ruling(r.position, game_id) != _ruling(authored, game_id):
        return None  # a template filled with the message's pieces or facts still rules as its example
    instead = ", ".join(f"{a.replace('-', ' ').title()} for {b.replace('-', ' ').title()}" if lang != "es" else
                        f"{a.replace('-', ' ').title()} en lugar de {b.replace('-', ' ').title()}" for a, b in put)
    r.assumed.insert(0, (f"I read the question as the worked example “{example.text}”" if lang != "es" else
                         f"he leído la pregunta como el ejemplo «{example.text}»")
                     + (f" ({'with ' if lang != 'es' else 'con '}{instead})" if instead else ""))
    r.assumed.extend(said[l] for l in assumed)
    return r


def _plain(lines: list[str], game_id: str) -> str:
    """An example's lines as a position the model checks: what it takes as given (``~``) and the
    words that say a line (``| said: …``) left out."""
    return f"game: {game_id}\n" + "\n".join(l.lstrip("~").split("|")[0].strip() for l in lines)


def _rebalanced(lines: list[str], said: dict[str, str], game_id: str, most: int = 3) -> Optional[list[str]]:
    """The example's lines with one line it takes as given (``said``: line -> how it is said)
    holding up to ``most`` fewer or more of its last thing, the first way that makes the position
    possible again; ``said`` follows the line changed. None when no such way does."""
    for delta in [d for n in range(1, most + 1) for d in (n, -n)]:
        for i, line in enumerate(lines):
            if line not in said or ":" not in line:
                continue
            key, _, value = line.partition(":")
            if re.fullmatch(r"\s*\d+\s*", value):
                continue  # a number ("tokens: 3") is a count said or not, not things to take up a difference
            units = []
            for part in (x.strip() for x in value.split(",") if x.strip()):
                m = re.fullmatch(r"(.+?)\s+x(\d+)", part)
                units += [m.group(1)] * int(m.group(2)) if m else [part]
            if not units or len(units) + delta < 1:
                continue
            units = units + [units[-1]] * delta if delta > 0 else units[:delta]
            counts: dict[str, int] = {}
            for u in units:
                counts[u] = counts.get(u, 0) + 1
            changed = f"{key}: " + ", ".join(u if n == 1 else f"{u} x{n}" for u, n in counts.items())
            tried = lines[:i] + [changed] + lines[i + 1:]
            if not _broken("\n".join([f"game: {game_id}", *tried]), game_id, refused=True):
                said[changed] = said.pop(line)
                return tried
    return None


def _broken(position: str, game_id: str, refused: bool = False) -> bool:
    """Is the position impossible before any move (the model lists problems with it)? A position
    the model refuses, or cannot check within the budget, counts as ``refused``."""
    from .. import check
    got = _RULINGS.get(("broken", position, game_id), _UNSEEN)
    if got is _UNSEEN:
        try:
            got = _RULINGS.put(("broken", position, game_id), bool(check(position, game_id).problems))
        except Exception:  # noqa: BLE001 - refused or past the budget
            return refused
    return got


_STAND_IN = re.compile(r"^(?:(?:at )?(?:Sector|Job|Challenge|Card|Bed) \d+|Other|Another)$")


def _facts_said(position: str, assumed: list[str], words_for_line: dict[str, list[str]], text, game_id: str,
                me: str) -> Optional[dict[str, list[str]]]:
    """Does the message say every fact of the example that decides its ruling? A line decides
    when the ruling changes without it; the ask line always does. A line is said when one of
    the words the example gives for it is in the message, whole and not denied ("| said:
    another sector, otro sector"); else when every value it holds (not a stand-in, not the
    asker; its key when it holds none) is, all its words, among the message's words or the
    game's names for them. An ask line with no words of its own is said when every game name
    in it is. Returns the lines said by the example's words (key -> the words), for the
    grounding; None when a fact is not said."""
    from .grounding import _said
    from .sentences import fold, phrase, stem, words_of
    ruling = _ruling(position, game_id)
    if ruling is None:
        return None
    sources: dict[str, list[str]] = {}
    stems = {stem(x) for x in text.ws}
    told_stems = [stem(x) for x in text.ws]
    # a fact is not told by what someone else claims ("Omar says that's it, game over"): the
    # claim is what is argued, where the story tells the table elsewhere (else the claim is all
    # there is of it: "my friend says my bed with 4 flowers and a weed scores 5, is that right?")
    from .reader import _reported
    claims = {k for k, sent in enumerate(text.sents) if _reported(sent, text.lang)}
    if all(k in claims or sent.rstrip().endswith("?") for k, sent in enumerate(text.sents)):
        claims = set()
    facts_told = ["" if text.sent_of[i] in claims else x for i, x in enumerate(told_stems)]
    numbers = {int(x) for x in text.ws if x.isdigit()}
    table, longest = _piece_table(game_id)
    names: dict[str, list] = {}
    for ph, piece in table.items():
        names.setdefault(piece.canon, []).append(ph)

    def said(item: str) -> bool:  # a value said: by one of the game's names for it, or all its words
        if _said(item, stems, numbers, names) and (len(item.split()) == 1 or item in names):
            return True
        ws = [x for x in words_of(fold(item).replace("-", " ")) if len(x) > 2 and not x.isdigit()]
        return bool(ws) and all(stem(x) in stems for x in ws)

    rows = position.splitlines()
    for i, line in enumerate(rows):
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key == "game" or line in assumed:
            continue
        told = [x for x in words_for_line.get(line, ()) if _says_whole(x, told_stems if key == "ask" else facts_told)]
        if key == "ask":  # the move asked is not the one an "if" clause supposes ("if someone plants a weed, …")
            told = [x for x in told if _said_at(x, told_stems) - _supposed(text.ws)]
        if told:
            sources[key] = told  # said by the example's words for it (so grounded, decisive or not)
            continue
        if key == "ask":
            if line in words_for_line:
                return None
            # the move's own pieces ("roll explosion x2"): each must be said
            if not all(said(p.canon) for _s, _e, p in _match(words_of(value), table, longest)):
                return None
            continue
        if _ruling("\n".join(rows[:i] + rows[i + 1:]), game_id) == ruling:
            continue  # the ruling stands without it
        values = [x.strip() for v in value.split(",") for x in v.split(" - ") if x.strip()]
        items = [x for x in values if x != me and not _STAND_IN.match(x)]
        if not items and not (key in _PLAYER_KEYS or all(x.lower().startswith(key) for x in values)):
            items = [key]  # "reavers: Sector 2": the key is the fact ("sector: Sector 1" only names a place)
        if line in words_for_line:
            return None  # a fact that decides, and none of the words that say it is said
        if not all(said(x) for x in items):
            return None  # every value that decides must be said ("planet, supply": a supply planet)
    asked = next((r.split(":", 1)[1] for r in rows if r.split(":", 1)[0].strip() == "ask"), "")
    # the move said by its verb still takes only what the message names: each of its pieces said,
    # or held by a line the message says by that line's own words ("only rerolling the wash die,
    # not taking a second die" is not the example "can Wash reroll a supply die along with
    # himself?": its supply die was nobody's)
    # (words the example gives for its pieces, "two other", say them: only a verb says no piece)
    if "ask" in sources and all(phrase(x)[:1] and phrase(x)[0] in move_verbs(game_id) for x in sources["ask"]) \
            and not all(said(p.canon) or _held_by_said(p.canon, rows, sources) or _held_by_said(p.canon, assumed)
                        for _s, _e, p in _match(words_of(asked), table, longest)):
        return None
    return sources


def _placed_elsewhere(a: str, b: str, lines: list[str], failed) -> bool:
    """Does the message put its piece ``b`` somewhere else than the example puts its ``a`` (a Jayne
    told knocked out is no Mal in Serenity): the declared words' lines that hold it, by key."""
    from .sentences import fold
    def keys(rows, name):
        return {r.split(":", 1)[0].strip().lstrip("~") for r in rows if ":" in r and not r.startswith("ask:")
                and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", fold(r.split("|")[0].split(":", 1)[1]))}
    theirs = keys([g["line"] for g in (getattr(failed, "grounds", None) or ()) if g.get("words")], b)
    return bool(theirs) and not theirs & keys(lines, a)


def _held_by_said(canon: str, rows: list[str], sources: Optional[dict[str, list[str]]] = None) -> bool:
    """Is the piece on a line of the example the message says by that line's own words ("foes:
    niska | said: foe, foes": "a foe die" says which Foe the move takes, as the example has it)?
    ``sources`` None: on a line the reading states as an assumption (the example's stand-in,
    "~{me} hand: blue | the Flower is in your hand": "plant a flower from my hand" names none)."""
    from .sentences import fold
    name = fold(canon)
    return any(re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", fold(row.split(":", 1)[1]))
               for row in rows if ":" in row and (sources is None or row.split(":", 1)[0].strip() in sources)
               and row.split(":", 1)[0].strip() != "ask")


_SWAPPED_MOST = 3  # pieces of one kind a template has put in for its own


def _swapped(lines: list[str], text, game_id: str, failed=None,
             example_text: str = "") -> tuple[list[str], list[tuple[str, str]]]:
    """The example with the message's own piece in place of the one it tells: "I already beat
    the spray boss, can I still claim a spray stage card?" read for a Plasma Boss and a Plasma
    Stage is the same example with Spray and Plasma swapped on every line (a swap, so what it
    takes as given stays whole). Only when, of one kind, the example tells (not takes as given)
    as many pieces the message does not name as the message names and the example does not
    tell, and the message names no other of that kind: one for one, or several in the order
    each says them ("swap the white with the red" read for the example "swap the blue with the
    orange"); the game's closed vocabulary fills the template, and every line is then checked
    against the message as before (and it must still rule as written). Also returns each
    (message's piece, example's piece) put in."""
    from .sentences import fold, words_of
    table, longest = _piece_table(game_id)
    told_rows = [l.split("|")[0] for l in lines if not l.startswith("~") and not l.startswith("ask:")]
    in_rows: dict[str, set[str]] = {}
    for row in told_rows:
        if ":" in row:
            for _s, _e, p in _match(words_of(row.split(":", 1)[1].replace("-", " ")), table, longest):
                in_rows.setdefault(p.kind, set()).add(p.canon)
    said: dict[str, set[str]] = {}
    msg_at: dict[str, int] = {}  # (where the message first says each: the order it says them in)
    for s, _e, p in _match(text.ws, table, longest):
        said.setdefault(p.kind, set()).add(p.canon)
        msg_at.setdefault(p.canon, s)
    swaps: dict[str, str] = {}
    put: list[tuple[str, str]] = []
    # (in the order each says them: the example's first piece unsaid is the message's first new one)
    ex_at: dict[str, int] = {}
    for kind, theirs in in_rows.items():
        mine = said.get(kind, set())
        unsaid = theirs - mine
        new = mine - theirs
        if not unsaid or len(unsaid) != len(new) or len(new) != len(mine) or len(new) > _SWAPPED_MOST:
            continue  # (one piece for one, or as many for as many, none of them said by both)
        if len(new) > 1 and not ex_at and example_text:
            for s, _e, p in _match(words_of(example_text.replace("-", " ")), table, longest):
                ex_at.setdefault(p.canon, s)
        if len(new) > 1 and not all(c in ex_at for c in unsaid):
            continue  # (the example's text does not say the order of its pieces)
        pairs = list(zip(sorted(unsaid, key=lambda c: ex_at.get(c, 0)), sorted(new, key=lambda c: msg_at.get(c, 0))))
        if all("|" not in a + b and " " not in a + b and not _placed_elsewhere(a, b, lines, failed) for a, b in pairs):
            for a, b in pairs:
                swaps[a], swaps[b] = b, a
                put.append((b, a))
    if not swaps:
        return lines, put
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(x) for x in swaps) + r")(?![\w-])", re.I)

    def other(m: re.Match) -> str:  # (the words that say a line and what it takes as given too: "a Spray Stage")
        got = swaps.get(fold(m.group(1)), m.group(1))
        return got[:1].upper() + got[1:] if m.group(1)[:1].isupper() else got

    def swap(line: str) -> str:
        key, colon, rest = line.partition(":")
        return key + colon + pattern.sub(other, rest)
    out = [swap(l) for l in lines]
    # a template filled only where the move it asks is the message's: every piece the move takes
    # named by the message ("Zoe's Vera" is no Zoe for Jayne; "Damaged Calm ... Mal" needs the Mal)
    asked = next((l.split("|")[0].split(":", 1)[1] for l in out if l.startswith("ask:")), "")
    named = {c for cs in said.values() for c in cs}
    if not all(p.canon in named for _s, _e, p in _match(words_of(asked.replace("-", " ")), table, longest)):
        return lines, []
    return out, put


def _story_held(failed, example) -> bool:
    """Does the example hold every kind of fact the declared words read from the message's words
    (its keys: a job, a challenge, a Warrant's discard)? Only then is a whole story its question."""
    keys = {l.lstrip("~").split(":", 1)[0].strip() for l in example.position.splitlines()}
    return not any(g.get("words") and g["line"].split(":", 1)[0].strip() not in keys | set(_PLAYER_KEYS)
                   for g in (failed.grounds or ()))


def _the_one_told(failed, text, example) -> Optional[str]:
    """The player a story told in the third person is about, who is the example's asker: the one
    player it names ("Carla flew in and rolled a 3…"), or of two, the one its last telling names
    alone ("Ben stacked three Fireflies… Chloe only her Royal. Chloe flipped it and took the card.
    Ben says three beats one.": the move disputed is Chloe's). None when the teller speaks of
    themselves, when that is not plain, or when the story tells of the table what the example
    holds nothing of (a Warrant, a job: "Marta had five cards… a Warrant made her discard the
    job…", read as "can I keep five cards?" would leave out what happened to them)."""
    from .sentences import FIRST_PERSON
    if set(text.ws) & FIRST_PERSON:
        return None
    if not _story_held(failed, example):
        return None
    names = {n for n in _names_in(getattr(failed, "position", "")) if n not in ("", "Me", "Yo", "Other", "Otro")
             and not _only_argues(n, text)}
    if len(names) == 1:
        return next(iter(names))
    if len(names) == 2:
        told = _told_last(text)
        here = [n for n in names if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", told)]
        return here[0] if len(here) == 1 else None
    return None


def _told_last(text) -> str:
    """The story's last sentence that is not someone's claim about it ("Ben says three beats
    one."): the move disputed is told, or asked of, there."""
    from .reader import _OBJECTS, _reported
    return next((s for s in reversed(text.sents) if not (_reported(s, text.lang) or _OBJECTS.match(s))),
                text.sents[-1])


def _told_naming(text, names: set[str]) -> str:
    """``_told_last``, or when it names none of ``names`` (a bare "Was that allowed?" closing a
    story), the last sentence before it that names one: the move the question points back at."""
    told = _told_last(text)
    def names_one(sent: str) -> bool:
        return any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", sent) for n in names)
    if names_one(told):
        return told
    from .reader import _reported
    at = text.sents.index(told) if told in text.sents else len(text.sents)
    return next((s for s in reversed(text.sents[:at]) if names_one(s) and not _reported(s, text.lang)), told)


def _only_argues(name: str, text) -> bool:
    """Is ``name`` said only as who says something? (``reader.only_argues`` over the message.)"""
    from .reader import only_argues
    return only_argues(name, text.sents, text.lang)


def _other_asked_of(others: set[str], me: str, sent: str) -> bool:
    """Does the story's last telling (``_told_last``), where its question is, leave its asker
    unnamed or speak of the other one first ("Was Kai right to take it?" after a story of Zoe's
    three Fireflies and Kai's Royal)? Then who plays the example's asker is not plain (a pronoun
    may be either), and its seats are not given out ("…but Ava now wants to plant an orange"
    names the asker)."""
    def at(name: str) -> int:
        m = re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sent)
        return m.start() if m else len(sent) + 1
    mine = at(me)
    return mine > len(sent) or any(at(o) < mine for o in others)


def _other_named(lines: list[str], failed, me: str, text=None, story: bool = False) -> list[str]:
    """The example's stand-in for the other player ("Other") named as the message names them:
    "can I send credits to Marta?" is the example "…to another player" with Marta in it. Only
    when the message names exactly one player besides the asker, and the example has one stand-in
    on its move. ``story``: the asker is a player the story names ("Sam and Ava tied on the
    orange… Ava plants an orange"), and the other one named takes the stand-in wherever the
    example has it (the caller keeps that only when it rules as the example does)."""
    names = {n for n in _names_in(getattr(failed, "position", "")) if n not in (me, "", "Me", "Yo", "Other", "Otro")
             and not (text is not None and _only_argues(n, text))}
    stand = {m.group(1) for l in lines for m in re.finditer(r"(?<![\w-])(Other|Another)(?![\w-])", l.split("|")[0])}
    asked = " ".join(l.split("|")[0] for l in lines if l.startswith("ask:"))
    if len(names) != 1 or len(stand) != 1 or any(n in l for n in names for l in lines) or \
            not (story or re.search(rf"(?<![\w-]){next(iter(stand))}(?![\w-])", asked)):
        return lines  # (only the other one the move is on: "give credits to Other", not a seat at the table)
    name, was = next(iter(names)), next(iter(stand))
    return [re.sub(rf"(?<![\w-]){was}(?![\w-])", name, l.split("|")[0]) + ("|" + l.split("|", 1)[1] if "|" in l else "")
            for l in lines]


def _others_at_table(lines: list[str], failed, me: str, game_id: str, text) -> list[str]:
    """The example with the other players the message names and it does not hold ("Ben pulled
    the Cruiser onto her") seated at the table, when that changes nothing of its ruling: they
    are accounted for, and what the example takes as given about them stays an assumption. Not
    one who only says something ("Tom says nobody can…"): who argues is no player of the table."""
    held = set(_names_in("\n".join(lines)))
    if held & {"Other", "Otro", "Another"}:
        return lines  # (the example's other player is a stand-in: the one named may be it, in its role or not)
    names = _names_in(getattr(failed, "position", ""))
    extra = [n for n in dict.fromkeys(names) if n and n not in held and n not in (me, "Other", "Otro")
             and not _only_argues(n, text)]
    if not extra or len(extra) > 3:
        return lines
    seated = next((i for i, l in enumerate(lines) if l.lstrip("~").split(":", 1)[0].strip() in ("players", "jugadores")), None)
    if seated is not None:  # (everyone on one line: the names join it)
        head, bar, tail = lines[seated].partition("|")
        out = lines[:seated] + [head.rstrip() + ", " + ", ".join(extra) + (" " + bar + tail if bar else "")] \
            + lines[seated + 1:]
    else:
        at = next((i for i, l in enumerate(lines) if l.startswith("ask:")), len(lines))
        out = lines[:at] + [f"player: {n}" for n in extra] + lines[at:]
    return out if _ruling(_plain(out, game_id), game_id) == _ruling(_plain(lines, game_id), game_id) else lines


_COUNTED = re.compile(r"((?:[\w'-]+ ){0,2}[\w'-]+) x(\d+)\b")
_KEPT_COUNT = re.compile(r"([a-z][\w-]*):\s*(\d+)")  # a count kept under a name of its own ("explosions: 2")


# words after a number that make it a difference, not a total ("one more rifle", "dos más")
_MORE = frozenset({"more", "extra", "additional", "else", "mas", "adicional", "adicionales"})


def _recount(lines: list[str], text, game_id: str, R) -> list[str]:
    """The example's counts as the message says them: "my 3 locked Niskas" is the example
    "with two Niska dice up" with ``niska x3``, the count being one of the facts a message
    fills the template with. Only a piece counted one way, by a number said once in the whole
    message, is recounted (a number the message also says of something else would be taken
    as accounted for there too); the new count is then checked like every other fact."""
    from .sentences import earlier_clauses, fold
    table, longest = _piece_table(game_id)
    pieces = _match(text.ws, table, longest)
    starts = frozenset(s for s, _e, _p in pieces)
    earlier = earlier_clauses(text.ws)  # ("busted on three explosions last turn": not this turn's count)
    said: dict[str, set[int]] = {}
    for s, e, piece in pieces:
        if s in earlier or (s > 0 and text.ws[s - 1] in _MORE):
            continue  # ("needs one more rifle": what is still missing, not how many the card asks)
        n = R._count_near(text.ws, s, e, set(), starts)
        if n:
            for name in piece.canon.split("|"):
                said.setdefault(fold(name), set()).add(n)
    said = {k: v for k, v in said.items() if len(v) == 1 and text.ws.count(str(next(iter(v)))) == 1}
    if not said:  # (a number said twice, "my 3 Niskas mean I KO 3", is not one piece's count alone)
        return lines

    def recounted(m: re.Match) -> str:
        words = m.group(1).split(" ")
        for i in range(len(words)):  # the longest name the words end with
            name = " ".join(words[i:])
            got = said.get(fold(name))
            if got:
                if len(got) != 1 or int(m.group(2)) in got:
                    return m.group(0)
                c = next(iter(got))
                return " ".join(words[:i] + [name if c == 1 else f"{name} x{c}"])
        return m.group(0)

    def recounted_key(line: str) -> str:  # "explosions: 2", a count kept under the piece's own name
        m = _KEPT_COUNT.fullmatch(line.strip())
        if not m:
            return line
        key = m.group(1)
        got = next((said[k] for k in (key, key[:-1], key[:-2]) if k in said), None)
        return f"{key}: {next(iter(got))}" if got else line

    return [recounted_key(_COUNTED.sub(recounted, l)) for l in lines]


def _filled_in(position: str, failed, sources: dict[str, list[str]], game_id: str) -> str:
    """The example's position with the numbers the declared words read from the message's own
    words ("took his 2 Arcade Tokens" -> ``tokens: 2``) on the lines the example leaves out,
    when the ruling stands with them: the story's details are then accounted for, not
    reasons to give no verdict. A fact that changes the ruling is left out, and stays
    unaccounted for: the declared words' reading and the example's are two frames of the
    table (its "flower 3" is not the example's "flower 1"), and mixing them could rule on a
    table nobody described."""
    keys = {l.split(":", 1)[0].strip() for l in position.splitlines() if ":" in l}
    rows = position.splitlines()
    ruling = _ruling(position, game_id)
    if ruling is None or "ask" not in sources:
        return position  # (only where the message says the example's move in its words for it)
    at = next((i for i, l in enumerate(rows) if l.startswith("ask:")), len(rows))
    for g in failed.grounds or ():
        line, words = g.get("line", "").strip(), g.get("words")
        key = line.split(":", 1)[0].strip()
        if not words or not line or key in keys or key in ("game", "ask") or \
                not re.fullmatch(r"\d+", line.split(":", 1)[1].strip()):
            continue  # (only a number: a mode or a piece the example lacks may be another question)
        trial = rows[:at] + [line] + rows[at:]
        if _ruling("\n".join(trial), game_id) != ruling:
            continue
        rows, at = trial, at + 1
        keys.add(key)
        sources[key] = [words]
    return "\n".join(rows)


_CONDITION = re.compile(r"\b(?:before|after|when|whenever|while|whether|if|since|because|unless|until|once|"
                        r"antes|después|despues|cuando|mientras|si|porque|hasta)\b.*?(?=\s+(?:and|y)\s+|[,;]|$)", re.I)
# (a condition runs to the next comma or "and": "give up after all three rolls and take my two
# arcade tokens" asks to give up and take the tokens)
_ASKS = re.compile(r"\b(?:can|could|may|might|should|do|does|did|am|is|are|puedo|puede|puedes|podemos|pueden|"
                   r"se puede|tengo|debo)\b", re.I)


def _move_told(example_text: str, ask: str, told: list[str]) -> bool:
    """Whether the message says the example's move, when its ask line names no piece of the
    game and gives no words of its own ("ask: second wind"): a word of the move's own name, or
    of what the example asks ("can I pay a token for a second wind?": pay, token, second, wind;
    not its premise, "three explosions ended my turn"), in any form, in the sentences the example
    is matched to (``told``). Matched by meaning alone, "my turn ended on two explosions, is that
    right?" was read as paying for a Second Wind."""
    from .sayings import _STOP
    from .sentences import told_past
    m = None
    for m in _ASKS.finditer(example_text):  # the last: "toxic is in effect and …, can I keep rolling?"
        pass
    asked = example_text[m.end():] if m else example_text
    # the move asked is its main clause: a clause of "before", "when", "whether"... is the
    # condition it is asked under ("roll my dice before choosing whether I … rush a boss" does not
    # ask to rush: "rush a boss with zero stages?" is not told by it)
    asked = _CONDITION.sub(" ", asked)
    own = {_root(x) for x in re.findall(r"[^\W\d_]+", f"{asked} {ask}".lower()) if len(x) > 2 and x not in _STOP}
    # (a move told done is the premise, not the move asked: "I rolled two explosions, so my turn's
    # done, right?" does not ask to keep rolling)
    return any(_root(x) in own for x in told if len(x) > 2 and x not in _STOP
               and not told_past(x, short=False))


def _contradicting(assumed: list[str], failed, position: str = "", said_ws=None) -> list[str]:
    """The facts the example takes as given that the message states otherwise. What the declared
    words read from the message (the lines grounded in its words: "rushing the Plasma boss", "five tokens")
    is the table; an example that assumes another value there ("turn: tackle", "tokens: 3")
    is another question. Not when the example's line only adds to what the words read
    ("player: Me, at Sector 1" taken as "player: Me, at Sector 1, credits 1000"), nor when the
    example holds what those words said elsewhere in its ``position``, in its own frame: "3
    explosions", read as "pool: explosion x3, spray x4", is the example's "explosions: 3" beside a
    pool of Weapons it takes as given. With ``said_ws`` (the message's words), a line counts as
    the message's only when one of its words is said there: "step: get-a-crew", which the declared
    words put in for a reroll they read, is the move's frame, not a step the player told."""
    from .sentences import stem
    said_stems = [stem(x) for x in said_ws] if said_ws is not None else None
    told = {g["line"].strip(): g["words"] for g in (failed.grounds or ()) if g.get("words") and (
        said_stems is None or any(_said_at(x.replace("-", " "), said_stems) for x in g["words"].split()))}
    out: list[str] = []
    stated: dict[str, list[str]] = {}
    for line in told:
        stated.setdefault(line.split(":", 1)[0].strip(), []).append(line)
    # (not in a line of an area the game declares, nor in the move: a Zoe the message puts in the
    # KO pile is not the example's Zoe in the Cargo Hold, nor the one its move takes; another table)
    areas = {a.key for a in (failed.words.areas if getattr(failed, "words", None) else ())}
    own = {_root(x) for line in position.splitlines() if line.strip() not in assumed
           and line.split(":", 1)[0].strip() not in areas | {"ask"} for x in re.findall(r"[^\W\d_]+", line.lower())}

    def items(line: str) -> set[str]:
        return {x.strip() for x in line.split(":", 1)[-1].split(",") if x.strip()}

    for line in assumed:
        key = line.split(":", 1)[0].strip()
        if key not in stated or line.strip() in told:
            continue
        def fits(have: str) -> bool:  # the example's line is this line of the message's, in its frame
            said = {_root(x) for x in re.findall(r"[^\W\d_]+", told[have].lower())}
            return items(have) <= items(line) or bool(said) and said <= own

        theirs = stated[key]
        if key in _PLAYER_KEYS:  # (one line per player: another player's line says nothing of this one)
            theirs = [h for h in theirs if h.split(":", 1)[1].split(",")[0].strip() ==
                      line.split(":", 1)[1].split(",")[0].strip()]
        if theirs and not any(fits(have) for have in theirs):
            out.append(line)
    return out


def _told_instead(assumed: list[str], failed, position: str, game_id: str, authored=None, said_ws=None):
    """The example with each area of the table it takes as given that the message fills otherwise
    replaced by the message's own line ("~foes: niska | a Foe is in play", where the message's Foe is
    Saffron: ``foes: saffron``), when the example still rules as it does: the template filled
    with the message's facts. Returns (position, assumed) or None (then it is another question)."""
    wrong = _contradicting(assumed, failed, position, said_ws)
    if not wrong:
        return position, assumed
    from .sentences import fold
    told = [g["line"].strip() for g in (failed.grounds or ()) if g.get("words")]
    rows = position.splitlines()
    w = getattr(failed, "words", None) or words_for(game_id)
    areas = {a.key for a in (w.areas if w else ())}
    for line in wrong:
        key = line.split(":", 1)[0].strip()
        theirs = [t for t in told if t.split(":", 1)[0].strip() == key]
        if not theirs or line not in rows or key not in areas and not _counts_alike(line, theirs):
            return None  # (what an area of the table holds, or a count: a turn told otherwise is another question)
        at = rows.index(line)
        gone = {fold(x) for x in _items(line.split(":", 1)[-1])} - {fold(x) for t in theirs for x in _items(t.split(":", 1)[-1])}
        asked = fold(next((r.split(":", 1)[1] for r in rows if r.startswith("ask:")), ""))
        if any(re.search(rf"(?<![\w-]){re.escape(x)}(?![\w-])", asked) for x in gone):
            return None  # the example's move is on the piece it took as given ("jayne vera niska")
        rows = rows[:at] + theirs + rows[at + 1:]
    filled = "\n".join(rows)
    ruling = _ruling(position, game_id)
    if ruling is None or _ruling(filled, game_id) != ruling or authored is not None and ruling != authored:
        return None  # (``authored``: the example's own ruling, before the message's counts were put in)
    return filled, [a for a in assumed if a not in wrong]


def _numbered_otherwise(ws: list[str], i: int, position: str) -> bool:
    """Is the number at ``ws[i]`` the number of a thing the example numbers otherwise ("stage 2"
    said, the example's "claim stage 1")? Then it is no count the example holds."""
    if i == 0 or not ws[i].isdigit() or not ws[i - 1].isalpha():
        return False  # ("Journey mode: three Bonus Stage cards": no name before the number)
    before = re.escape(_root(ws[i - 1]))
    numbered = re.findall(rf"\b{before}\w*\s+(\d+)\b", position.lower())
    return bool(numbered) and ws[i] not in numbered


def _counts_alike(line: str, theirs: list[str]) -> bool:
    """Are the example's line and the message's a count of the same thing ("tokens: 3" taken as
    given, "tokens: 4" told)? Another count is the same question when it rules the same."""
    return len(theirs) == 1 and all(re.fullmatch(r"\s*\d+\s*", x.split(":", 1)[-1]) for x in (line, theirs[0]))


def _question_held(position: str, text, k: int, game_id: str) -> bool:
    """Does the example's position hold what the question names? Each of the game's names said
    there (not denied) of a kind the position's table holds must be in it ("I've got an Orange
    in hand, can I plant it where the weed is?" is not the example of planting the weed); and
    when the ask counts something ("hold 5 cards"), a number said that the position holds
    nowhere is another question ("a hand of 6")."""
    from .sentences import SMALL_WORDS, fold, negated_at
    table, longest = _piece_table(game_id)
    s_k = text.span(k)[0]
    held = fold(position)
    on_table = fold("\n".join(l for l in position.splitlines() if not l.startswith("ask:")))
    kinds = {p.kind for ph, p in table.items() if p.canon and re.search(rf"(?<![\w-]){re.escape(fold(p.canon))}(?![\w-])", on_table)}
    ws = text.ws
    for s, _e, piece in _match(ws, table, longest):
        if s < s_k or piece.kind not in kinds or negated_at(ws, s, small=SMALL_WORDS):
            continue
        if not any(fold(c) in held or fold(c).replace("-", " ") in held for c in piece.canon.split("|")):
            return False
    ask = next((l for l in position.splitlines() if l.startswith("ask:")), "")
    ask = re.sub(r"\b(?:flower|bed|stage|space|sector|job|challenge|card|glitch|wins) \d+\b", " ", ask, flags=re.I)
    if re.search(r"\d", ask):  # (a number that names a place or card is no count)
        # ... but not one a later sentence reports someone claiming ("my friend insists the cap
        # is still 3"): that is what is argued, as for the facts (``_facts_said``)
        from .reader import _reported
        claims = {j for j, sent in enumerate(text.sents) if j != k and _reported(sent, text.lang)}
        counts = _counts(position)
        return all(int(x) in counts or int(x) <= 1 for i, x in enumerate(ws[s_k:], start=s_k)
                   if x.isdigit() and text.sent_of[i] not in claims and not SPAN.match(" ".join(ws[i + 1:i + 4])))
    return True


def _said_at(ph: str, told: list[str]) -> set[int]:
    """Where the message says the phrase (word indexes): its words in order and together, each
    in any of its forms. An example's words for a fact are said as the player tells it ("tied"
    for "tie", "swapped" for "swap", "modification card" for "modifier"); no other word may
    come between them (a gap of two let "my flower bed" say "my bed", measured), but the adverbs
    that colour a phrase without changing it, as for the declared phrases ("my turn just ends")."""
    from .sentences import FILLERS, phrase, stem
    if "+" in ph:  # "day side + moon": each part said, anywhere in the message
        parts = [_said_at(x, told) for x in ph.split("+") if x.strip()]
        return set().union(*parts) if parts and all(parts) else set()
    want = [stem(x) for x in phrase(ph)]
    out: set[int] = set()
    for i in range(len(told)):
        if not want or not _alike(told[i], want[0]):
            continue
        at, k = [i], i
        for w in want[1:]:
            k += 1
            while k < len(told) and told[k] in FILLERS and not _alike(told[k], w):
                k += 1
            if k + 2 < len(told) and told[k] == "of" and told[k + 1] in _DETERMINERS and _alike(told[k + 2], w) \
                    and not _alike(told[k], w):
                k += 2  # a compound said with "of" ("the end of the game kicks in" says "end game kicks in")
            if k >= len(told) or not _alike(told[k], w):
                break
            at.append(k)
        if len(at) == len(want):
            out |= set(range(i, at[-1] + 1))
    if len(want) > 1:  # "far right" said hyphenated, as one word ("the far-right space")
        out |= {i for i, x in enumerate(told) if "-" in x and x == "-".join(want)}
    if not out and 2 <= len(want) <= 3 and len(set(want)) == len(want):
        out = _said_reordered(want, told)
    if not out and len(want) >= 3:
        out = _said_loosely(want, told)
    if not out and len(want) == 2 and want[1] in _BEING_EN:  # "reavers are" said "hay (los) Reavers"
        for i, x in enumerate(told[:-1]):
            k = i + 1 + (told[i + 1] in _BEFORE_THING and i + 2 < len(told))
            if x in _BEING_ES and _alike(told[k], want[0]):
                out |= set(range(i, k + 1))
    return out


_DETERMINERS = frozenset({"my", "your", "his", "her", "their", "our", "the", "a", "an", "this", "that", "mi", "tu",
                          "su", "el", "la", "los", "las"})


# the small words a phrase is said with in more than one way ("go straight for a boss", "go straight
# at one of the bosses"): prepositions and determiners
_LINKS = frozenset({"a", "an", "the", "one", "1", "of", "for", "at", "to", "on", "in", "into", "onto", "with", "my", "his",
                    "her", "their", "your", "our", "this", "that", "these", "those", "el", "la", "los", "las", "un",
                    "una", "de", "del", "al", "en", "con", "mi", "su", "sus"})
_LINKS_MOST = 4  # small words between two words of the phrase, at most


def _keys(word: str) -> frozenset:
    """What ``_alike`` compares a word by: two words alike share one of these."""
    out = {word}
    if word in VERB_NEGATIONS:
        out.add("\x00neg")
    if word in _VERB_OF:
        out.add("\x00" + _VERB_OF[word])
    if word not in _FUNCTION_WORDS:
        out.add("\x01" + _root(word))
    return frozenset(out)


@lru_cache(maxsize=64)
def _keys_of(told: tuple) -> frozenset:
    return frozenset(k for w in told for k in _keys(w))


def _said_loosely(want: list[str], told: list[str]) -> set[int]:
    """The phrase's own words (not its small words) said in its order, with only small words, and
    at most _LINKS_MOST of them, between each two and none of its own small words between them
    needed: "go straight at one of the bosses" says "go straight for a boss". Only for a phrase of
    three own words or more that starts and ends with its own words: fewer say too little to be
    told apart by their order, and "with the bonus stage cards" is not "the bonus stage card"."""
    own = [w for w in want if w not in _LINKS]
    if len(own) < 3 or len(own) == len(want) or want[0] in _LINKS or want[-1] in _LINKS:
        return set()  # (a small word that opens or closes a phrase is its sense: "with the bonus stage cards")
    told_keys = _keys_of(tuple(told))
    if not all(_keys(w) & told_keys for w in own):
        return set()  # (most phrases: a word of it not said at all; checked once, not word by word)
    out: set[int] = set()
    for i in range(len(told)):
        if not _alike(told[i], own[0]):
            continue
        at, k = [i], i
        for w in own[1:]:
            k += 1
            gap = 0
            while k < len(told) and told[k] in _LINKS and not _alike(told[k], w) and gap < _LINKS_MOST:
                k, gap = k + 1, gap + 1
            if k >= len(told) or not _alike(told[k], w):
                break
            at.append(k)
        if len(at) == len(own):
            out |= set(range(i, at[-1] + 1))
    return out


def _said_reordered(want: list[str], told: list[str]) -> set[int]:
    """The phrase's words said together in another order, a determiner between them and only
    determiners: "end my turn" says "turn ends" (a verb, then its object), where two words side
    by side in another order are another phrase ("space left" is no "left spaces"), and a word
    that is not a determiner keeps them apart ("turn is not over", "colour of the flower")."""
    from .sentences import FILLERS
    out: set[int] = set()
    words = set(told)
    if not all(w in words or any(_alike(t, w) for t in words) for w in want):
        return out  # (most phrases: a word of it not said at all)
    for i in range(len(told)):
        at, k = [], i
        while k < len(told) and len(at) < len(want):
            if told[k] in _DETERMINERS or told[k] in FILLERS:
                if not at:
                    break  # (starts at a word of the phrase)
                k += 1
                continue
            at.append(k)
            k += 1
        if len(at) == len(want) and at[-1] - at[0] >= len(at) and \
                all(any(_alike(told[j], w) for j in at) for w in want) and \
                all(any(_alike(told[j], w) for w in want) for j in at):
            out |= set(range(at[0], at[-1] + 1))
    return out


_IF = {"if", "when", "whenever", "si", "cuando"}
_CLAUSE_END = {",", ".", ";", ":", "?", "!"}
# who a supposed move is made by, when it is not the asker's ("if someone plants…", "if another player…")
_SOMEONE_ELSE = {"someone", "somebody", "anyone", "another", "other", "opponent", "opponents", "he", "she", "they",
                 "alguien", "otro", "otra", "rival"}
_INVERTED = {"can", "could", "may", "do", "does", "did", "is", "am", "are", "should", "will"}
_SUBJECTS = {"i", "we", "you", "he", "she", "they"}


def _supposed(ws: list[str]) -> set[int]:
    """The words of the clauses a message supposes of another player ("if someone plants a weed
    in my bed, do the flowers still score?": a move of someone else, not the asker's move asked;
    "if my roll matches two stages, can I take both?" supposes the asker's own table): from "if"
    or "when" to the clause's end, or to the question that follows it unpunctuated ("can i")."""
    out: set[int] = set()
    inside = False
    for i, x in enumerate(ws):
        if x in _IF and (ws[i + 1:i + 2] and ws[i + 1] in _SOMEONE_ELSE or ws[i + 2:i + 3] and ws[i + 2] in _SOMEONE_ELSE):
            inside = True
        elif x in _CLAUSE_END or (x in _INVERTED and i + 1 < len(ws) and ws[i + 1] in _SUBJECTS):
            inside = False  # (the question itself begins: "if my roll matches two cards can i take both")
        if inside:
            out.add(i)
    return out


# words of a closed class (prepositions, adverbs of time and place): no family of forms, so only
# the word itself says them ("against" cut to five letters is "again", and is not it)
_FUNCTION_WORDS = frozenset({"about", "above", "after", "again", "against", "along", "among", "around", "before",
                             "behind", "below", "beside", "besides", "between", "beyond", "during", "either",
                             "other", "others", "otherwise", "there", "these", "those", "through", "under", "until",
                             "where", "which", "while", "within", "without"})


# "is"/"are" of a thing somewhere, as Spanish says it before the thing ("donde ya hay Reavers": where
# Reavers are), for an example's words "<thing> are" (``_said_at``)
_BEING_EN = frozenset({"is", "are", "was", "were"})
_ARTICLES_ES = frozenset({"un", "una", "unos", "unas"})
_BEING_ES = frozenset({"hay", "habia", "había", "esta", "está", "estan", "están", "estaba", "estaban"})
_BEFORE_THING = _DETERMINERS | _ARTICLES_ES  # (what may come between "hay" and the thing)


def _irregular_forms() -> dict[str, str]:
    """Each form of an English verb whose past is not made with -ed, to its verb ("took",
    "taken": take); not the forms another word also is ("left", "lay", "had")."""
    from .sentences import IRREGULAR
    out: dict[str, str] = {}
    for verb, forms in IRREGULAR.items():
        if verb in _FORMS_APART or any(f in _FORMS_APART for f in forms):
            continue
        for f in (verb, *forms):
            out[f] = verb
    return out


_FORMS_APART = frozenset({"leave", "left", "lie", "lay", "lain", "laid", "have", "has", "had", "found"})
_VERB_OF = _irregular_forms()


def _alike(a: str, b: str) -> bool:
    """The same word, in any of its forms ("beaten" says "beat", "took" says "take"); a verb's
    negation in any tense and person ("didnt" is said by "dont": what follows must still match)."""
    return a == b or (a in VERB_NEGATIONS and b in VERB_NEGATIONS) or \
        (a in _VERB_OF and _VERB_OF.get(b) == _VERB_OF[a]) or \
        (a not in _FUNCTION_WORDS and b not in _FUNCTION_WORDS and _root(a) == _root(b))


_ROOT_MIN = 5  # a root this long or longer also says the longer roots it begins ("modif", "modifi")


@lru_cache(maxsize=8192)
def _root(word: str) -> str:
    """A word's root by the Snowball stemmers Whoosh ships (English, and Spanish for a word
    with a Spanish letter or ending), cut to _ROOT_MIN letters: forms of one word share it."""
    from whoosh.lang import stemmer_for_language
    spanish = bool(re.search(r"[áéíóúñ]|(?:amos|emos|imos|aron|ieron|ando|iendo|ción)$", word))
    try:
        got = stemmer_for_language("spanish" if spanish else "english")(word)
    except IndexError:  # Whoosh's Spanish Snowball port fails on a few words ("argue")
        got = word
    return got[:_ROOT_MIN] if len(got) >= _ROOT_MIN else got


def _says_whole(ph: str, told: list[str]) -> bool:
    """The phrase's words, in order and together, among the message's (as stems), and not just
    after a negation or a loss: "didn't beat" is not said by "beat", nor "full burn" by "no full
    burn", nor "trust" by "he lost that trust".
    A line holding two facts gives them joined by "+" ("day side + moon"): both must be said."""
    from .sentences import SMALL_WORDS, negated_at
    if "+" in ph:  # a fact said in two parts ("day side + moon space"): both are said
        return all(_says_whole(x, told) for x in ph.split("+") if x.strip())
    at = _said_at(ph, told)
    starts = [i for i in sorted(at) if i - 1 not in at]
    if any(x in _LOST for i in starts for x in told[max(0, i - 3):i]):
        return False  # (said once as held and then as lost: the loss is the later news)
    return any(not negated_at(told, i, small=SMALL_WORDS) for i in starts)


# a fact said as lost since is not held: "he lost that trust", "perdió la confianza" (as stems)
_LOST = frozenset({"lost", "lose", "losing", "perdio", "perdi", "perdido", "pierde", "perder"})


def _counts_another(ws: list[str], i: int, piece_at: dict, position: str) -> bool:
    """The number at ``i`` counts the piece named right after it ("2 blue flowers"), and the
    position's lines (those the example does not take as given) hold another count of that
    piece: a count of something else (the example's two players, its card in hand) does not
    account for it."""
    if not counts_piece_after(ws, i, piece_at):
        return False
    piece = piece_at.get(i + 1) or piece_at[i + 2]
    return int(ws[i]) not in held_counts(position, fold(piece.canon))


def _counts_a_key(ws: list[str], position: str) -> bool:
    """A number the message says of what a line of the position keeps a count of, under its own
    name ("three Charges" beside ``charge: 0``; "2 tokens" beside ``tokens: 5``), is another
    number: the example is about another count, whatever else it holds three of. Anywhere in
    the message (a question read alone still has the story's counts), but a count told of an
    earlier turn."""
    from .sentences import earlier_clauses
    kept = {}
    for line in position.splitlines():
        m = _KEPT_COUNT.fullmatch(line.strip())
        if m and m.group(1) not in ("game", "roll"):
            kept[_root(m.group(1))] = int(m.group(2))
    if not kept:
        return False
    earlier = earlier_clauses(ws)
    for i, x in enumerate(ws):
        if not x.isdigit() or i in earlier:
            continue
        for j in (i + 1, i + 2):  # "three Charges", "2 arcade tokens"
            if j < len(ws) and re.fullmatch(r"[^\W\d_]+", ws[j]) and _root(ws[j]) in kept:
                if kept[_root(ws[j])] != int(x):
                    return True
                break
    return False


def _counts(position: str) -> set[int]:
    """The numbers a position holds: written ("x2", "roll 3") or as how many things a line lists."""
    out = {int(x) for x in re.findall(r"\d+", position)}
    for line in position.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() not in ("game", "ask"):
            out.add(sum(int(m.group(1)) if (m := re.search(r"\bx(\d+)\s*$", v.strip())) else 1
                        for v in value.split(",") if v.strip()))
    return out

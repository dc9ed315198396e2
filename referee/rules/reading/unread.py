"""What a reading leaves unread or unset that the ruling turns on: checks that keep a reading
from being sure when the rules model would rule on a default the message never gave.

- a setting of the table no line sets ("which action the turn took"), where a value the game's
  moves need gives another verdict (``unsaid_setting_decides``);
- a thing the message names ("the mission I flipped") with no line read, where a line the game's
  worked examples write for it rules otherwise (``named_unread``);
- the asked move's object said by a pronoun ("can I reroll it?") while the move read names none,
  and the move on a piece where it lies rules otherwise (``pronoun_object``);
- the move set aside by "instead of" / "rather than", which is neither the move nor the table
  (``instead_span``, ``instead_of``).

Why a module of its own: ``grounding`` accounts for what the message says; these ask what it
does not, by probing the rules model within a few bounded checks a message.
"""
from __future__ import annotations

import re

from .sentences import NEGATIONS, fold, stem


def _grounding():
    from . import grounding  # (grounding calls these checks: imported when first used)
    return grounding


# object pronouns: what stands for a thing already named ("reroll it", "plantarla" is one word)
_OBJECT_PRONOUNS = frozenset({"it", "them", "lo", "la", "los", "las"})


# what sets a thing aside as the move not made ("instead of using his Kaylee move", "en vez de")
_INSTEAD = (("instead", "of"), ("rather", "than"), ("en", "vez", "de"), ("en", "lugar", "de"))


def instead_of(ws: list[str], s: int) -> bool:
    """Is the piece at ``s`` in the words that name the alternative not taken, up to four words
    after "instead of"? It is the move not made, no fact of the table."""
    for k in range(max(0, s - 6), s):
        for ph in _INSTEAD:
            n = len(ph)
            if tuple(ws[k:k + n]) == ph and s - (k + n) <= 4 and not any(x in ".;,!?" for x in ws[k + n:s]):
                return True
    return False


def instead_span(ws: list[str]) -> set[int]:
    """The positions of the words that name the alternative not taken: from "instead of" (or
    "rather than", "en vez de") up to four words on, within the clause."""
    out: set[int] = set()
    for k in range(len(ws)):
        for ph in _INSTEAD:
            n = len(ph)
            if tuple(ws[k:k + n]) == ph:
                for i in range(k + n, min(len(ws), k + n + 5)):
                    if ws[i] in ".;,!?":
                        break
                    out.add(i)
    return out


def pronoun_object(r, ws: list[str], asked_from: int) -> int | None:
    """Where an object pronoun follows a verb of the game's moves in the asked clause, when the
    move read is one that takes pieces (its spelling has a slot) and names none of them."""
    from .vocabulary import move_verbs
    spelled = fold(r.action or "").split()
    for act in r.words.actions:
        fixed = [x for x in fold(act.spell).split() if "{" not in x]
        if "{" in act.spell and spelled and spelled == fixed[:len(spelled)] and len(fixed) == len(spelled):
            break
    else:
        return None  # the move names its pieces, or takes none
    verbs = move_verbs(r.game)
    at = next((i for i in range(max(1, asked_from), len(ws)) if ws[i] in _OBJECT_PRONOUNS and ws[i - 1] in verbs), None)
    if at is None:
        return None
    # ... and the move on a thing the position holds rules otherwise than the move on nothing
    # ("reroll it" after an Explosion: a reroll of the Explosion is not the reroll of the rest)
    before = _grounding()._ruling(r.position, r.game)
    if before is None:
        return None
    rows = r.position.split("\n")
    from_areas = {n.key for n in act.needs if "{" in n.value}  # (where the move's pieces lie: its needs say)
    held = dict.fromkeys(re.findall(r"[a-z][\w-]*", " ".join(
        l.split(":", 1)[1] for l in rows if l.split(":", 1)[0].strip() in from_areas)))
    tries = PRONOUN_TRIES
    for name in held:
        if tries <= 0:
            break
        tries -= 1
        asked = [f"{l} {name}" if l.startswith("ask:") else l for l in rows]
        after = asked_ruling("\n".join(asked), r.game)
        if after is not None and after[0] != before[0]:  # (None: no piece the move takes)
            return at
    return None


PRONOUN_TRIES = 4  # checks spent on what a pronoun in the asked move may stand for


def _example_keys(game_id: str, words) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The keys the game's worked examples write lines for, with the values they write, that are
    things on the table: not an area (grounding reads those), a setting the game's moves need
    (``unsaid_setting_decides``) or a default."""
    got = _EXAMPLE_KEYS.get(game_id)
    if got is not None:
        return got
    from .sayings import sayings_for
    skip = {a.key for a in words.areas} | {n.key for a in words.actions for n in a.needs} | \
        {d.key for d in words.defaults} | {"game", "ask", "player", "players", "jugador", "jugadores"}
    keys: dict[str, list[str]] = {}
    for ex in sayings_for(game_id, "EXAMPLES"):
        for line in (ex.position or "").splitlines():
            key, _, value = line.lstrip("~").partition(":")
            key, value = key.strip(), value.split("|")[0].strip()
            if key and value and key == key.lower() and " " not in key and key not in skip:
                if value not in keys.setdefault(key, []):
                    keys[key].append(value)
    return _EXAMPLE_KEYS.setdefault(game_id, tuple((k, tuple(v)) for k, v in keys.items()))


_EXAMPLE_KEYS: dict[str, tuple] = {}  # per game: its declarations do not change
# words that pick one of a recurring thing by when or which ("this turn", "each round"): they date
# what the message tells, they do not describe the thing
_WHICH_OF_MANY = frozenset({"this", "that", "next", "last", "every", "each", "per", "same", "previous", "prior",
                            "following", "another", "este", "esta", "ese", "esa", "cada", "proximo", "próximo",
                            "ultimo", "último", "mismo", "misma", "otro", "otra"})
UNREAD_TRIES = 4  # checks spent on a thing the message names and the reading left out
# words that say a thing holds nothing ("the greenhouse is empty"): what the reading leaves out
_EMPTY = frozenset({"empty", "bare", "nothing", "none", "vacio", "vacia", "vacios", "vacias", "vacío", "vacía",
                    "vacíos", "vacías", "nada"})


def _said_empty_after(ws: list[str], e: int) -> bool:
    """Is the thing said before ``e`` said to hold nothing, within the next four words of its clause?"""
    for i in range(e, min(len(ws), e + 4)):
        if ws[i] in ".;,!?":
            return False
        if ws[i] in _EMPTY:
            return True
    return False


def named_unread(r, lines_of: set[str], ws: list[str]) -> tuple[str, int] | None:
    """(key, where it is said) for the first thing of ``_example_keys`` the message names, not
    negated, that the position has no line for, where a line the worked examples write for it
    gives another verdict (those that share a piece with the position first); else None.
    Bounded: UNREAD_TRIES checks a message."""
    told = [stem(x) for x in ws]
    before = None
    tries = UNREAD_TRIES
    held = set(re.findall(r"[a-z][\w-]*", " ".join(l.split(":", 1)[1] for l in r.position.splitlines()
                                                   if ":" in l and not l.startswith(("ask:", "game:")))))
    rows = r.position.split("\n")
    at_ask = next((i for i, l in enumerate(rows) if l.startswith("ask:")), len(rows))
    # (what the position's lines already say is read: "bosses-won" reads the bosses, "pool:
    # explosion x2" the Explosions, "ask: end game" the end of the game)
    read_as = {stem(x) for l in rows for x in re.findall(r"[a-z]+", l.split("|")[0])}
    for key, values in _example_keys(r.game, r.words):
        if key in lines_of or tries <= 0:
            continue
        want = [stem(x) for x in key.split("-")]
        if want[0] in read_as:
            continue
        at = next((i for i in range(len(told) - len(want) + 1) if told[i:i + len(want)] == want
                   and not any(ws[j] in NEGATIONS for j in range(max(0, i - 3), i))
                   and not (i and ws[i - 1] in _WHICH_OF_MANY)
                   and not _said_empty_after(ws, i + len(want))), None)
        if at is None:
            continue
        if before is None:
            before = _grounding()._ruling(r.position, r.game)
            if before is None or before[0] == "depends":
                return None
        for v in sorted(values, key=lambda v: -len(held & set(re.findall(r"[a-z][\w-]*", v))))[:2]:
            if tries <= 0:
                break
            tries -= 1
            after = asked_ruling("\n".join(rows[:at_ask] + [f"{key}: {v}"] + rows[at_ask:]), r.game)
            if after is not None and after[0] != before[0]:
                # ... by a rule that speaks of it ("standard difficulty" said, and the ruling on a
                # move that no difficulty changes as read)
                return (key.replace("-", " "), at) if _grounding()._rests_on(r, want[0]) else None
    return None


SETTING_TRIES = 6  # checks spent on the settings a position leaves unset


def unsaid_setting_decides(r, lines_of: set[str]) -> str | None:
    """The first setting (a key of the notation that is no area: ``turn``, ``step``) the position
    leaves unset whose word the deciding rule's statement uses, where a value the game declares
    for it (the values its moves need, e.g. ``turn: tackle``) gives another verdict by another
    rule; None when there is none. The table's setting, unread, decided the ruling. Bounded:
    SETTING_TRIES checks a message."""
    areas = {a.key for a in r.words.areas}
    values: dict[str, list[str]] = {}
    for act in r.words.actions:
        for need in act.needs:
            if need.key not in areas and "{" not in need.value and need.value not in values.get(need.key, ()):
                values.setdefault(need.key, []).append(need.value)
    before = None
    tries = SETTING_TRIES
    for key, vals in values.items():
        if key in lines_of or tries <= 0:
            continue
        if before is None:
            before = _grounding()._ruling(r.position, r.game)
            if before is None or before[1] is None or before[0] == "depends":
                return None
        rows = r.position.split("\n")
        at = next((i for i, l in enumerate(rows) if l.startswith("ask:")), len(rows))
        for v in vals:
            if tries <= 0:
                break
            tries -= 1
            after = asked_ruling("\n".join(rows[:at] + [f"{key}: {v}"] + rows[at:]), r.game)
            if after is not None and after[0] != before[0] and after[1] != before[1]:
                if _grounding()._rests_on(r, key.split("-")[0]):
                    return key.replace("-", " ")
                break
    return None


def asked_ruling(position: str, game: str):
    """The asked move's verdict and deciding rule alone (None when the model refuses the position):
    a line filled in by hand leaves the table short of what a reading would complete (the dice
    that must show), and that shortfall is the position's problem, not the move's; a move the
    position's own problem decides is no ruling of the move. Remembered as ``_ruling``'s are."""
    from .. import TooLargeToDecide, check  # (the rules package imports this one)
    got = _grounding().RULINGS.get((position, game, "asked"), _grounding()._UNSEEN)
    if got is not _grounding()._UNSEEN:
        return got
    try:
        got = check(position, game).to_dict()
    except TooLargeToDecide:
        raise
    except Exception:  # noqa: BLE001 - a position the model refuses decides nothing here
        got = {"answers": [], "problems": []}
    answers = got["answers"]
    reasons = answers[-1]["reasons"] if answers else []
    rule = reasons[0]["rule"] if reasons else None
    if rule is not None and rule in {p.get("rule") for p in got.get("problems") or ()}:
        answers = []  # the move ruled by what the table lacks (no dice showing): no ruling of it
    return _grounding().RULINGS.put((position, game, "asked"), (answers[-1]["verdict"], rule) if answers else None)

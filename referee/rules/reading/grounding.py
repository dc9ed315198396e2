"""Is a reading sure? Every line it writes comes from the message's words or from a stated
assumption, and every game term the message says is in it.

Why: a reader that invents a fact (a pool of dice nobody mentioned, a player named after the
expansion) or drops one (the "two Foe dice" a question is about) rules on another dispute
than the one told, and a wrong verdict said with confidence costs a table more than none.
So the reading is checked both ways, by the game's own vocabulary and never by phrasing:

* grounded: each position line records the message words it came from, or the assumption
  that put it there (`Reading.grounds`); a line with neither is invented;
* accounted for: each number and each of the game's names the message says (not negated)
  is in the position, or inside a stated fact; a fact the reader filled in by default while
  the message talks about it (the key's word is there) was not read.

What fails is listed in plain words in `Reading.unsure`; the chat then states no verdict and
says what it understood and what it needs.
"""
from __future__ import annotations

import re
from collections import Counter

from ...caches import BoundedCache
from .unread import instead_of, named_unread, pronoun_object, unsaid_setting_decides
from .sentences import FIRST_PERSON, IMPERSONAL, NEGATIONS, REPORTING, SPAN, WISHES, diary, fold, left_out_at, phrase, stem, words_of

# the names the notation gives the player who speaks, and the other players it has to name
_SPEAKER = {"me", "yo", "i", "you", "tu"}
_SOMEONE_ELSE = {"other", "otro", "otra", "others", "someone"}
_NONE = {"no", "without", "sin", "ningun", "ninguna", "ninguno", "zero", "cero"}  # "no 1Ups": none of them
# a die told out of each piece already named ("a die from each", "un dado de cada uno")
_FROM_EACH = {("from", "each"), ("from", "both"), ("off", "each"), ("off", "both"), ("de", "cada")}
_DIE_WORDS = {"die", "dice", "dado", "dados"}
_DETERMINERS = {"a", "an", "the", "one", "my", "his", "her", "their", "that", "this", "un", "una", "el", "la", "los",
                "las", "mi", "su", "of", "de", "other", "another", "otro", "otra", "any", "some", "each", "every"}
# verbs before a count of dice: whose dice, or what is done with them, not which die ("has 3 dice up")
_HAVING = {"has", "have", "had", "having", "with", "holds", "holding", "shows", "showing", "rolled", "rolls", "roll",
           "pass", "passes", "tiene", "tienen", "con", "muestra", "tira", "lanza", "throw", "throws", "keeps", "keep"}
_ANY = {"more", "any", "other", "mas", "otro", "otra", "single"}
# the names the notation gives what the message does not name ("Other", "Sector 1")
_PLACEHOLDER = re.compile(r"^(other|otro|otra|someone|(sector|player|jugador|bed|flower|stage) \d+)$")
_NOTATION_WORDS = {"keywords", "may", "use", "in", "at", "bed", "the", "plants", "won", "needs", "side", "legal",
                   "active", "sector", "player"}

# words that end what a number counts ("for 100 and then Niska's crew")
_JOINS = {"and", "then", "but", "so", "y", "pero", "luego", "or", "o"}
# numbers too common in speech to be a fact ("one of them", "the first player")
_ORDINARY_NUMBERS = {1}
# what a player named at the table does when they argue a point, not play it
_SAYS = frozenset().union(*REPORTING.values())  # ("Jon says…", "Javier protesta…")
# a word between who speaks and the verb of saying ("Carla le dijo", "Tom also says", "Ana just told")
_BEFORE_SAYING = frozenset({"le", "les", "me", "te", "nos", "lo", "la", "also", "just", "then", "still", "already",
                            "tambien", "ya", "luego", "entonces"})
# words before a number that make it a label or a time, not a count of something on the table
_LABELS = {"step", "phase", "fase", "paso", "round", "ronda", "turn", "turno", "bed", "cantero", "flower",
           "stage", "sector", "player", "jugador", "page", "pagina", "rule", "chapter", "seat", "version"}


def holds_unknown(value: str) -> bool:
    """Does a position line's value (what follows its key) hold the notation's unknown, ``?``
    ("? x3", "day ?", "1 ?, 2")? What it says of it after ``|`` is not the value."""
    return bool(re.search(r"(^|[\s,;])\?($|[\s,;])", value.split("|")[0]))


def _items(value: str) -> list[str]:
    """The values on a position line: "river x2, niska" -> ["river", "niska"]."""
    out = []
    for part in re.split(r"[,;]", value):
        part = re.sub(r"\s+x\d+\s*$", "", part.strip())
        part = re.sub(r"^\d+\s*x\s+", "", part)
        if part:
            out.append(part)
    return out


_ANOTHER = {"another", "otra", "otro"}
_MINE = {"my", "mine", "mi", "mis"}  # the speaker's: "my Royal" is the speaker's piece


def _held(position: str, canon: str) -> int:
    """How many of a piece the position's table holds: its count on the lines that list it,
    or the values of a line named after it ("reavers: Sector 2" holds one Reaver ship)."""
    n = 0
    for line in position.splitlines():
        key, sep, value = line.partition(":")
        key = fold(key.strip())
        if not sep or key in ("game", "ask"):
            continue
        if canon and (key == canon or key.rstrip("s") == canon):
            n += len(_items(value))
            continue
        for part in re.split(r"[,;]", value):
            m = re.match(r"^\s*(.+?)(?:\s+x(\d+))?\s*$", fold(part))
            if m and m.group(1) == canon:
                n += int(m.group(2) or 1)
    return n


def _mentions(position: str, canon: str) -> int:
    """How many times a piece's name stands on the position's lines (the table and the move):
    "mixed Sam royal, mixed Me royal" holds two Royals, "royal x2" too."""
    n = 0
    for line in position.splitlines():
        key, sep, value = line.partition(":")
        if not sep or key.strip() == "game":
            continue
        for m in re.finditer(rf"(?<![\w-]){re.escape(canon)}s?(?![\w-])(?:\s+x(\d+))?", fold(line)):
            n += int(m.group(1) or 1)
    return n


def _root(word: str) -> str:
    """"completed", "complete", "completes": one root (the first five letters of a long word)."""
    return word[:5] if len(word) > 5 else word


def _said(item: str, stems: set[str], numbers: set[int], names: dict[str, list[tuple]]) -> bool:
    """Does the message say this value, by any of its names or as its words?"""
    if item in ("?", ""):
        return True
    if fold(item) in _SPEAKER:
        return bool(stems & FIRST_PERSON) or bool(stems & {"you", "your", "tu", "tus"})
    roots = {_root(x) for x in stems}
    if item.isdigit():
        return int(item) in numbers or int(item) == 0
    for ph in names.get(item, []):
        if ph and all(x in stems for x in ph):
            return True
    ws = [stem(x) for x in phrase(item.replace("-", " ")) if not x.isdigit()]
    if len(ws) == 1:
        return ws[0] in stems or _root(ws[0]) in roots
    # "keywords bushwhacked", "Cy may use red in bed 1": a phrase of the notation is said when
    # the words that carry it are (its own words, "keywords", "may use", are the notation's)
    return any(len(x) > 2 and (x in stems or _root(x) in roots) for x in ws if x not in _NOTATION_WORDS)


def held_counts(position: str, canon: str, given=()) -> set[int]:
    """How many of a piece the position holds: on the table (every line but the move and the
    ``given`` keys, lines taken as given, not said), in the move, and both together, each
    "name xN" counting N. A number said right before the piece ("2 blue flowers") must be one
    of them: the piece held once does not account for two."""
    first = canon.split()[0] if canon.split() else canon
    table = move = 0
    for line in position.splitlines():
        key, sep, value = line.partition(":")
        if not sep or key.strip() == "game" or key.strip() in given:
            continue
        n = 0
        # a line keyed by the piece's own name lists one of it an item, by where it is
        # ("reavers: Sector 1, Sector 3": two Reaver ships)
        keyed = fold(key.strip()) in (first, first + "s", first + "es")
        for item in re.split(r"[,;]| then ", fold(value)):
            if first in item.split() or keyed and item.strip() and item.strip() != "?":
                m = re.search(r"\bx(\d+)\s*$", item.strip())
                n += int(m.group(1)) if m else 1
        if key.strip() == "ask":
            move += n
        else:
            table += n
    return {table, move, table + move} - {0}


def counts_piece_after(ws: list[str], i: int, piece_at: dict) -> bool:
    """The number at ``i`` is followed by a piece's name, at most one word between ("2 blue
    flowers", "two more zoes")."""
    return i + 1 in piece_at or (i + 2 in piece_at and ws[i + 1] not in ".;:,!?")


def account(r, text, pieces, table: dict, covered: set[int], sources: dict[str, list[str]],
            assumed_keys: dict[str, str], base_keys: set[str], defaulted: dict[str, str],
            act_kinds: frozenset = frozenset(), not_there: frozenset = frozenset(),
            earlier: set = frozenset(), values_said: list = (), empty_areas: set = frozenset(),
            game_words: frozenset = frozenset(), kinds_of: dict | None = None, template: bool = False) -> None:
    """Fill ``r.grounds`` (line -> where it came from) and ``r.unsure`` (what is not sure).
    ``template``: the position is a worked example's, a template the message was matched to:
    a number said right before a piece must be how many of it the position holds, and a piece
    the asked sentence names must be in it, unless it leaves a fact unknown ("?") the piece may
    be (the example's move does not take what it lacks: giving credits is not passing fuel)."""
    ws = text.ws
    stems = {stem(x) for x in ws}
    if IMPERSONAL.search(" ".join(ws)) or diary(text.sents[0]):
        stems |= {"i"}  # "is it legal to…?", "¿se puede…?": asked by the speaker of their own move
    numbers = {int(x) for x in ws if x.isdigit()}
    names: dict[str, list[tuple]] = {}
    for ph, piece in table.items():
        names.setdefault(piece.canon, []).append(ph)
    grounds: list[dict] = []
    unsure: list[str] = list(r.unsure)  # what a game's hook already could not read
    ungrounded: list[str] = []
    kinds_of = kinds_of or {}
    tries = [FILLER_TRIES]  # other values tried for filled-in ones, for the whole message
    found = {fold(c) for *_x, p in (*pieces, *values_said) for c in getattr(p, "canon", "").split("|")}
    for line in r.position.splitlines():
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or key in ("game", "ask") or not value:
            continue
        if key in sources:
            grounds.append({"line": line, "words": " ".join(sources[key])})
        elif any(x != "?" and fold(x) not in _SOMEONE_ELSE and _said(x, stems, numbers, names)
                 for x in _items(value)):
            # the line is about something the message says; its other values are the notation's
            # own filler for that thing (another player, a mixed space, a plain burn)
            grounds.append({"line": line, "words": " ".join(x for x in _items(value)
                                                            if x != "?" and _said(x, stems, numbers, names))})
            filled = [x for x in _items(value) if x != "?" and not _said(x, stems, numbers, names)
                      and fold(x) not in found]  # said by another of its names ("piratería")
            if filled:
                decides = _filler_decides(r, line, filled, kinds_of, tries)
                if decides:
                    filler, choices = decides
                    unsure.append(f"“{line}”: I filled in {filler}; the message does not say which of "
                                  f"{', '.join(choices)}, and the ruling turns on it" if r.lang != "es" else
                                  f"“{line}”: he puesto {filler}; el mensaje no dice cuál de {', '.join(choices)}, "
                                  f"y el veredicto depende de ello")
        elif all(_PLACEHOLDER.match(fold(x.split(" - ")[0])) or x == "?" for x in _items(value)
                 for x in x.split(" - ")):
            grounds.append({"line": line, "assumed": "a player or place the message does not name"})
        elif "?" in _items(value) or value.startswith("?") or all(x.strip().endswith(" ?") for x in value.split(";")):
            grounds.append({"line": line, "assumed": "not stated: left unknown (?)"})
        elif key in assumed_keys:
            grounds.append({"line": line, "assumed": assumed_keys[key]})
        elif key in base_keys:
            grounds.append({"line": line, "assumed": "the game's neutral table, as the notation starts it"})
        else:
            ungrounded.append(line)
    for line in ungrounded:
        kept = _without_if_idle(r, line)
        if kept is None:
            unsure.append(f"“{line}”: I wrote this without finding it in the message, and it changes the ruling"
                          if r.lang != "es" else
                          f"“{line}”: lo he escrito sin encontrarlo en el mensaje, y cambia el veredicto")
            grounds.append({"line": line})
        elif kept:
            said = (f"{line} (not said in the message; it does not change the ruling)" if r.lang != "es" else
                    f"{line} (no lo dice el mensaje; no cambia el veredicto)")
            r.assumed.append(said)
            grounds.append({"line": line, "assumed": said})
    position = fold(r.position)
    told = " ".join(ws)
    act = text.span(text.act_k) if getattr(text, "act_k", None) is not None else (len(ws), len(ws))
    in_act = lambda i: act[0] <= i < act[1]  # noqa: E731
    piece_at = {i: p for s, e, p in pieces for i in range(s, e)}
    kinds = {stem(k) for k in (*(a.key for a in r.words.areas), *(h for a in r.words.areas for h in a.holds))} \
        if r.words else set()
    # how many things a line lists, and how many lines share a key: a count the reading holds
    # (not the players: "each had two Fireflies" is no count of players)
    listed: set[int] = set()
    keys: dict[str, int] = {}
    for line in r.position.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() not in ("game", "ask", "player", "players", "jugador", "jugadores"):
            if all(_PLACEHOLDER.match(fold(y.strip())) for x in _items(value) for y in x.split(" - ")):
                continue  # "sector: Sector 2": a place nobody named is no count the message said
            keys[key.strip()] = keys.get(key.strip(), 0) + 1
            listed.add(sum(int(m.group(1)) if (m := re.search(r"\bx(\d+)\s*$", v.strip())) else 1
                           for v in re.split(r"[,;]", value) if v.strip()))
            # ... and how often a name recurs on it ("mixed Tomas, mixed Tomas, mixed Tomas")
            listed |= {n for n in Counter(words_of(value)).values() if n > 1}
    listed |= set(keys.values())
    # (a number in a label is no count held: "Sector 2" names a place the message did not name)
    counts_in_position = re.sub(rf"\b(?:{'|'.join(sorted(_LABELS))}) \d+\b", " ", position)
    from .reader import _claimed
    claimed = _claimed(text, r.lang)
    held_kinds = {stem(p.kind) for _s, _e, p in pieces if fold(p.canon) in position}
    # numbers said and not in the reading: in the asked move, any; in the table told, a count of a
    # piece or of a kind of piece that the position does not hold at all ("four black Foe dice")
    for i, x in enumerate(ws):
        if not x.isdigit() or int(x) in _ORDINARY_NUMBERS or i in covered:
            continue
        if i > 0 and ws[i - 1] in _LABELS:
            continue
        if SPAN.match(" ".join(ws[i + 1:i + 4])) or (i > 0 and ws[i - 1] == "hace"):
            continue  # "two turns ago", "hace dos turnos": when something happened, not a count held
        if re.search(rf"(?<![\w.]){x}(?![\w])|x{x}\b", counts_in_position):
            continue
        # only a count of a piece, or of a kind of piece, that the position does not hold at all
        # ("four black Foe dice", "reroll two foe dice"): a number that says how much a move does
        # ("draw two cards", "bank 100") or which time it is ("a second time") is the move's own
        counted = []
        for j in range(i + 1, min(i + 4, len(ws))):
            if ws[j] in ".;:,!?" or ws[j] in _JOINS:
                break
            counted.append(j)
        if r.words and any(int(x) == n and _said_whole([stem(ws[j]) for j in counted], ph)
                           for ph, n in r.words.laid_out):
            continue  # "the four Stage cards": as many as the game always lays out, no count of this table
        if i in claimed and any(stem(ws[j]) in held_kinds for j in counted):
            continue  # "he says that makes four different Outlaws": the count argued, of pieces the table holds
        named = [piece_at[j] for j in counted if j in piece_at]
        if named and any(int(x) in held_counts(r.position, fold(p.canon), assumed_keys) for p in named):
            continue
        if named and any(fold(p.canon) in position for p in named) and not (template and counts_piece_after(ws, i, piece_at)):
            continue  # (a worked example's count of a piece is a template's: "2 blue flowers" must be its count)
        if not named and not _rolled(ws, i) and not any(
                stem(ws[j]) in kinds and not re.search(rf"\b{stem(ws[j])}", position) for j in counted):
            # a count of a thing the game names ("two regular Fireflies", "dos marcadores") told
            # of the table, not of the asked move, that the position holds nowhere: not read
            if (in_act(i) and not _told_count(ws, i)) or int(x) in listed or not any(
                    stem(ws[j]) in game_words and not re.search(rf"\b{stem(ws[j])}", position) for j in counted):
                continue  # ... unless a line lists that many ("six flowers: red, white, ...")
        around = " ".join(x for x in ws[max(0, i - (2 if _rolled(ws, i) else 1)):i + 3] if x not in ".;,:!?")
        unsure.append(f"“{around}”: I could not put this number into the position" if r.lang != "es" else
                      f"“{around}”: no he podido poner este número en la posición")
    # the game's names said and not in the reading
    ruled: dict[str, str] = {}

    def statements() -> str:  # the ruling's statements: worked out once, and only when needed
        if "all" not in ruled:
            ruled["all"] = _statements(r)
        return ruled["all"]

    for s, e, piece in pieces:
        if not in_act(s) or piece.kind not in act_kinds:
            continue  # only what the asked move could take and the reading left out decides it
        if s in covered or any(ws[j] in NEGATIONS for j in range(max(0, s - 3), s)):
            continue
        canon = fold(piece.canon)
        if canon and (canon in position or canon.replace("-", " ") in position):
            continue
        said = " ".join(ws[s:e])
        if said in position or canon and re.search(rf"\b{re.escape(canon)}", statements()):
            continue  # ... or what the asked move does ("uses Kaylee to hit": her power deals damage)
        unsure.append(f"“{said}”: I could not place it in the position" if r.lang != "es" else
                      f"“{said}”: no he podido ponerlo en la posición")
    held = {k for a in r.words.areas for k in a.holds} if r.words else set()
    # the table told: a game name said in a sentence of the situation (not as absent, not as what
    # something needs) that the position holds nowhere was not read ("a Reaver ship is there"); in
    # the asked move too, when the move takes nothing of its kind ("my bro rolled 5 plasmas, he
    # says he gets to take my glitch": the dice showing are the table's, not the move's). A game
    # that declares no areas (its hook places the table) is held to it in the situation only,
    # and in the asked move when the reading holds no table at all ("planted an orange then used
    # it to plant a red, do I get the red's draw 2?" read as a bare "draw two")
    bare = not held and not any(l.split(":", 1)[0].strip() not in ("game", "ask", *_PLAYER_KEYS)
                                for l in r.position.splitlines() if ":" in l)
    for s, e, piece in pieces:
        if (in_act(s) and not (template and "?" not in r.position) and (piece.kind in act_kinds or (not held and not bare))) \
                or s in covered or \
                s in not_there or \
                (held and piece.kind not in held) or \
                any(ws[j] in NEGATIONS for j in (*range(max(0, s - 3), s), *range(e, min(len(ws), e + 3)))) or \
                instead_of(ws, s):
            continue
        canon = fold(piece.canon)
        said = " ".join(ws[s:e])
        if not canon or canon in position or canon.replace("-", " ") in position or said in position:
            continue
        if piece.kind == "player" and (ws[e:e + 1] and ws[e] in _SAYS or
                                       ws[e:e + 2] and ws[e] in _BEFORE_SAYING and ws[e + 1:e + 2] and ws[e + 1] in _SAYS):
            continue  # "Jon says nobody can…", "Carla le dijo que…": who argues the point is no fact of the table
        if in_act(s) and bare and r.action and re.search(rf"\b{re.escape(canon)}", statements()):
            continue  # ... what the asked move's ruling speaks of is the move's own
        unsure.append(f"“{said}”: the message says this about the table, and I could not place it" if r.lang != "es"
                      else f"“{said}”: el mensaje lo dice de la mesa, y no he podido ponerlo en la posición")
    # "another Reaver ship already sits there", "otra nave": a second one of a piece the table holds
    # at most one of was not read (the ruling would be on a table with one)
    for s, e, piece in pieces:
        if s == 0 or ws[s - 1] not in _ANOTHER or s in covered or s in not_there:
            continue
        if _held(r.position, fold(piece.canon)) == 1:
            said = " ".join(ws[s - 1:e])
            unsure.append(f"“{said}”: the message tells of one more than the position holds" if r.lang != "es" else
                          f"“{said}”: el mensaje habla de uno más de los que tiene la posición")
    # "Ben had his Royal", "Joe's turned out to be his Royal": a piece a player's own (a
    # possessive, or the name just before it) goes to the nearest player named before it in its
    # sentence; a position holding it as another player's, never theirs, reads the table otherwise
    unsure.extend(_owned_otherwise(r, text))
    # "Sam's Royal, my Royal": a piece told as held by more players than the position holds
    # it: one of them was not read (the ruling would be on a table with fewer)
    said_owners: dict[str, dict[str, str]] = {}
    for s, e, piece in (*pieces, *values_said):
        if s == 0 or s in not_there or getattr(piece, "kind", "") == "player":  # (covered or not: a
            # worked example's words for one Royal do not account for a second player's)
            continue
        owner = "me" if ws[s - 1] in _MINE else \
            fold(piece_at[s - 1].canon) if s - 1 in piece_at and piece_at[s - 1].kind == "player" else None
        for canon in {fold(c) for c in piece.canon.split("|") if c}:
            if owner:
                said_owners.setdefault(canon, {}).setdefault(owner, " ".join(ws[s - 1:e]))
    for canon, owners in said_owners.items():
        if len(owners) > 1 and len(owners) > _mentions(r.position, canon):
            said = ", ".join(owners.values())
            unsure.append(f"“{said}”: the message tells of more of these than the position holds" if r.lang != "es"
                          else f"“{said}”: el mensaje habla de más de los que tiene la posición")
    # an area the message talks about by its pieces' kind ("beat all the foes") that the position leaves out,
    # while the asked move does not take its pieces: what the message says of it was not read
    lines_of = {l.split(":", 1)[0].strip() for l in r.position.splitlines() if ":" in l}
    for area in (r.words.areas if r.words else ()):
        if area.key in lines_of or area.key in empty_areas or set(area.holds) & set(act_kinds):
            continue
        names = {stem(x) for k in area.holds for x in r.words.kind_words.get(k, ())}
        at = next((i for i in range(len(ws)) if stem(ws[i]) in names
                   and not any(ws[j] in NEGATIONS | _NONE for j in (*range(max(0, i - 3), i),
                                                                     *range(i + 1, min(len(ws), i + 4))))), None)
        if at is not None:
            unsure.append(f"the message talks about {area.key.replace('-', ' ')} (“{' '.join(ws[max(0, at - 2):at + 2])}”), "
                          f"but I could not read what it says" if r.lang != "es" else
                          f"el mensaje habla de {area.key.replace('-', ' ')} (“{' '.join(ws[max(0, at - 2):at + 2])}”), "
                          f"pero no he podido leer qué dice")
    # a value of the notation said about the table ("the only space left is a Sun space"), or in the
    # asked move ("put a firefly on a moon space"), that the position does not hold: what the
    # message says of the things the move is on was not read
    asked_from = _asked_clause(ws, act)
    for s, e, piece in values_said:
        if s in covered or s in not_there or \
                any(ws[j] in NEGATIONS for j in (*range(max(0, s - 3), s), *range(e, min(len(ws), e + 3)))):
            continue
        said = " ".join(ws[s:e])
        # only in a line read from the message (not in the neutral filler the notation needed)
        read_lines = fold("\n".join([g["line"] for g in grounds if g.get("words")] +
                                     [l for l in r.position.splitlines() if l.startswith("ask:")]))
        if any(re.search(rf"\b{re.escape(fold(c))}\b", read_lines) for c in (*piece.canon.split("|"), said)):
            continue
        if in_act(s) and s >= asked_from and r.action and any(re.search(rf"\b{re.escape(fold(c))}", statements())
                                                              for c in piece.canon.split("|")):
            continue  # ... or what the asked move does ("sacrifice my Royal to switch": a switch spends it)
        around = " ".join(x for x in ws[s:min(len(ws), e + 2)] if x not in ".;,:!?")
        unsure.append(f"“{around}”: the message says this about the table, and the position does not hold it"
                      if r.lang != "es" else f"“{around}”: el mensaje lo dice de la mesa, y la posición no lo tiene")
    # a clause told of an earlier turn that names the game's things: the position holds the turn
    # played only, so what that turn tells (a rush, three Explosions) is not accounted for
    told_before = sorted(s for s, e, _p in pieces if s in earlier and s not in covered and not in_act(s))
    if told_before:
        i = told_before[0]
        lo = min(j for j in earlier if abs(j - i) < 12)
        said = " ".join(x for x in ws[lo:max(earlier) + 1] if x not in ".;")[:80]
        unsure.append(f"“{said}”: this tells an earlier turn, and the position holds only the turn played"
                      if r.lang != "es" else
                      f"“{said}”: esto cuenta un turno anterior, y la posición solo tiene el turno en juego")
    # a kind of piece the asked move names without naming which ("can River reroll a Foe die?"):
    # the move as read takes none of that kind, so it is not the move asked about
    slots = (r.values or {}).get("__slots__") or {}
    taken = set((slots.get("__kinds__") or {}).keys())
    # ... or takes the one piece of that kind the message names elsewhere ("a challenge, Hands Tied,
    # in hand ... attaches the challenge to the job": the challenge is Hands Tied)
    taken |= {k for k, names in (slots.get("__everywhere__") or {}).items()
              if len(names) == 1 and re.search(rf"\b{re.escape(names[0])}\b", r.action or "")}
    # ... or a game's hook spelled the move with a thing of that kind ("scan in Sector 2", "to Highgate"
    # where a "sector: Highgate" line says what Highgate is)
    asked = fold(r.action or "")
    for line in r.position.splitlines():
        key, sep, value = line.partition(":")
        name = fold(value.split(",")[0].strip()) if sep else ""
        if name and key.strip() in act_kinds and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", asked):
            taken.add(key.strip())
    taken |= {k for k in act_kinds if re.search(rf"\b{re.escape(fold(k))} \d+\b", asked)}
    for i in range(*act):
        if i in piece_at or i in covered or (i > 0 and ws[i - 1] in _NONE) or left_out_at(ws, i, act[0]):
            continue
        kind = next((k for k in act_kinds if stem(ws[i]) == stem(k.replace("-", " ").split()[-1])), None)
        if kind and kind not in taken and kind != slots.get("__trigger_kind__"):
            unsure.append(f"“{' '.join(ws[max(act[0], i - 2):i + 2])}”: the move as I read it takes no {kind}"
                          if r.lang != "es" else
                          f"“{' '.join(ws[max(act[0], i - 2):i + 2])}”: la jugada tal como la he leído no toma ningún {kind}")
    # a die the asked move names by a word the position does not hold ("reroll a black die"):
    # which die it is was not read, so the move read is not the one asked about
    for i in range(*act):
        if ws[i] not in _DIE_WORDS or i in piece_at or i in covered or left_out_at(ws, i - 1, act[0]):
            continue  # ("leave the black dice alone": dice not in the move)
        if r.lang == "es" and ws[i] == "dice":
            continue  # ("mi colega dice…": in Spanish, says)
        if tuple(ws[i + 1:i + 3]) in _FROM_EACH or ws[i + 1:i + 2] in (["each"], ["apiece"], ["cada"]):
            continue  # "removing a die from each": one of each piece the move names, no other die
        j = i - 1
        while j >= act[0] and (ws[j] in _DETERMINERS or ws[j].isdigit()):
            j -= 1
        if j < act[0] or j in piece_at or not ws[j].isalpha() or ws[j] in _DETERMINERS | _DIE_WORDS | _HAVING:
            continue  # "a foe that has 3 dice", "pass the dice": a verb, not which die
        if re.search(rf"\b{re.escape(stem(ws[j]))}", position):
            continue
        said = " ".join(ws[j:i + 1])
        unsure.append(f"“{said}”: I could not tell which die this is" if r.lang != "es" else
                      f"“{said}”: no he podido saber qué dado es")
    # a piece the message says is not there ("no 1Ups"), written into the position all the same
    items = {fold(x) for line in r.position.splitlines() if ":" in line
             for x in _items(line.split(":", 1)[1])} | \
        {fold(x).split(" ", 1)[-1] for line in r.position.splitlines() if line.startswith("ask:")
         for x in _items(line.split(":", 1)[1])}
    for s, e, piece in pieces:
        if s in covered or not (s > 0 and ws[s - 1] in _NONE or s > 1 and ws[s - 2] in _NONE and ws[s - 1] in _ANY):
            continue
        if fold(piece.canon) in items:
            said = " ".join(ws[max(0, s - 2):e])
            unsure.append(f"“{said}”: the message says it is not there, and I read it as there" if r.lang != "es" else
                          f"“{said}”: el mensaje dice que no está, y lo he leído como presente")
    # a fact filled in by default while the message talks about it (outside the asked move)
    # (words of a piece the position holds do not count: "dark energy mode" says the mode, not its effect)
    held_at = {i for i, p in piece_at.items() if fold(p.canon) and fold(p.canon) in position}
    outside = {stem(x) for i, x in enumerate(ws) if not act[0] <= i < act[1] and i not in held_at}
    for key, said in defaulted.items():
        key_stems = [stem(x) for x in phrase(key.replace("-", " "))]
        if key_stems and all(k in outside for k in key_stems):
            unsure.append(f"the message talks about {key.replace('-', ' ')}, but I could not read what it says "
                          f"(I would have assumed: {said})" if r.lang != "es" else
                          f"el mensaje habla de {key.replace('-', ' ')}, pero no he podido leer qué dice "
                          f"(habría supuesto: {said})")
    # the move names a numbered thing of the table ("claim stage 1") that no line describes: the
    # ruling would be on a card nobody told (the notation's convention: "stage:" lines in order,
    # or a line naming it, "flower 1: ...", "sector: Sector 2")
    rows = [l for l in r.position.splitlines() if ":" in l]
    asked = next((l.split(":", 1)[1] for l in rows if l.startswith("ask:")), "")
    told_rows = [fold(l) for l in rows if not l.startswith(("ask:", "game:"))]
    row_keys = [l.split(":", 1)[0].strip() for l in told_rows]
    # ... one of a player's ("into Nina bed 1") is described only by a line of that player's
    players = {fold(x).strip() for l in rows if l.split(":", 1)[0].strip() in _PLAYER_KEYS
               for x in l.split(":", 1)[1].split(",")}
    for m in re.finditer(r"\b([a-z]+) (\d+)\b", fold(asked)):
        thing, n = m.group(1), int(m.group(2))
        if thing not in _LABELS or thing in ("step", "phase", "fase", "paso", "round", "ronda", "turn", "turno"):
            continue
        said_before = fold(asked)[:m.start()].split()
        who = f"{said_before[-1]} " if said_before and said_before[-1] in players else ""
        if any(re.search(rf"\b{who}{thing} {n}\b", l) for l in told_rows) or \
                sum(1 for k in row_keys if k.startswith(who) and (k == thing or k.endswith(f" {thing}"))) >= n or \
                re.search(rf"\b{who}{thing}s? (number |no |n )?{n}\b", told):
            continue  # described, or said by its number ("into bed 5": the move is on that one)
        if not _rests_on(r, thing):
            continue  # the ruling is decided by something else (the third Explosion)
        unsure.append(f"“{m.group(0)}”: the move is on it, and the message does not say what it is"
                      if r.lang != "es" else f"“{m.group(0)}”: la jugada es sobre eso, y el mensaje no dice qué es")
    # an assumption the notation could not leave as ?, whose other way gives another verdict
    for assumed, other, as_read, other_way in r.alternatives:
        if not r.action or as_read not in r.position:
            continue
        before, after = _verdict(r.position, r.game), _verdict(r.position.replace(as_read, other_way, 1), r.game)
        if before is not None and after is not None and before != after:
            unsure.append(f"it turns on what the message does not say: {assumed} ({before}), or {other} ({after})"
                          if r.lang != "es" else
                          f"depende de lo que el mensaje no dice: {assumed} ({before}), o {other} ({after})")
            # ... as a fact left unknown does: "it depends", with each way (the chat's, when it is all)
            r.turns_on.append({"fact": f"si es {assumed} o {other}" if r.lang == "es" else
                               f"whether it is {assumed} or {other}",
                               "ways": [r.position, r.position.replace(as_read, other_way, 1)], "assumed": True})
    # an area of the table the message never speaks of, which the position leaves empty: when
    # pieces nobody named there would give another verdict, the ruling rests on an emptiness the
    # message did not say ("can I Salvation out with one Book?" turns on how many Foes are in play)
    if r.action and r.words and not unsure:
        said, cut = _within_share(lambda: _unsaid_area_decides(r, lines_of, empty_areas, ws))
        if cut:  # (pieces nobody named may change the ruling: not checked is not sure)
            unsure.append("I could not check, within the work one request may use, whether what the message "
                          "leaves out changes the ruling" if r.lang != "es" else
                          "no he podido comprobar, con el trabajo que cabe en una consulta, si lo que el mensaje "
                          "no dice cambia el veredicto")
        elif said:
            unsure.append(f"the message does not say what {said} holds, and the ruling turns on it"
                          if r.lang != "es" else f"el mensaje no dice qué hay en {said}, y el veredicto depende de ello")
    # the asked move's object told by a pronoun ("can I reroll it?") while the move as read takes
    # none of its pieces: "it" is something the message named before, and the move read is not it
    if r.action and r.words and not unsure:
        at, cut = _within_share(lambda: pronoun_object(r, ws, asked_from))
        if at is not None and not cut:
            said = " ".join(ws[max(0, at - 2):at + 1])
            unsure.append(f"“{said}”: the move is on something named before, and I could not tell which"
                          if r.lang != "es" else f"“{said}”: la jugada es sobre algo nombrado antes, y no sé qué es")
    # a thing of the table the game's worked examples write a line for ("mission: needs mal x3")
    # that the message talks about by its name, with no such line read, while a line the examples
    # write for it rules otherwise: what the message says of it was not read ("the mission needed
    # three pistols")
    if r.action and r.words and not unsure:
        unread, cut = _within_share(lambda: named_unread(r, lines_of, ws))
        if unread and not cut:
            key, at = unread
            around = " ".join(x for x in ws[max(0, at - 2):at + 3] if x not in ".;,:!?")
            unsure.append(f"the message talks about the {key} (“{around}”), but I could not read what it says"
                          if r.lang != "es" else
                          f"el mensaje habla de {key} (“{around}”), pero no he podido leer qué dice")
    # a setting of the table the position leaves unset (which action the turn took, the step of
    # it) that the deciding rule speaks of: when a value the game declares for it (what its moves
    # need) gives another verdict, the ruling rests on what nobody said ("can I pass?" with no word
    # of the turn is ruled by "first choose an action")
    if r.action and r.words and not unsure:
        said, cut = _within_share(lambda: unsaid_setting_decides(r, lines_of))
        if said and not cut:
            unsure.append(f"the message does not say the {said}, and the ruling turns on it"
                          if r.lang != "es" else f"el mensaje no dice {said}, y el veredicto depende de ello")
    seen: set[str] = set()
    r.grounds = grounds
    r.unsure = [u for u in unsure if not (u in seen or seen.add(u))]
    _ = told


# words before a count that say what something holds: in the asked move too, that count is the
# table's ("my first bed has 4 flowers in it ... can I put it in that bed"), not the move's amount
_HOLDS = {"has", "have", "had", "got", "theres", "hay", "tiene", "tienen", "tengo", "tenemos"}


# what opens the asked clause of a sentence that tells the table first ("all my flies are out, but
# I wanna plant this white"): a wish or a question's verb, after a joining word
_ASKING = WISHES | {"going", "puedo", "puede", "quiero", "voy"}
_CLAUSE_JOINS = {"but", "so", "pero", "asi", "entonces", ","}


def _asked_clause(ws: list[str], act: tuple[int, int]) -> int:
    """Where the asked move starts within the asked sentence: after the last joining word before
    the first wish ("…is out on the clock rn but i wanna plant…"), else the sentence's start."""
    k = next((i for i in range(*act) if ws[i] in _ASKING), None)
    if k is None:
        return act[0]
    return next((j + 1 for j in range(k - 1, act[0], -1) if ws[j] in _CLAUSE_JOINS), act[0])


def _told_count(ws: list[str], i: int) -> bool:
    """Is the number at ``i`` told as what something holds ("has 4", "there are 4")?"""
    return i > 0 and (ws[i - 1] in _HOLDS or i > 1 and ws[i - 2] == "there" and ws[i - 1] in ("are", "is"))


# a die's result told: "rolled a 3", "he rolls 5", "sacó un 3", "tiré un 6" (not "reroll 2 dice", a count)
_ROLLED = frozenset({"rolled", "rolls", "threw", "throws", "sacó", "saco", "saqué", "saque", "saca", "sacas", "sacaste",
                     "tiró", "tiré", "tira", "tiras", "tiraste", "obtuvo", "obtuve"})


def _rolled(ws: list[str], i: int) -> bool:
    """Is the number at ``i`` a die's result told (the fact a roll's ruling turns on)?"""
    j = i - 2 if i > 1 and ws[i - 1] in ("a", "an", "un", "una") else i - 1
    # (not which time it is: "rolls a fourth time", "tira una 3 vez")
    return j >= 0 and ws[j] in _ROLLED and ws[i + 1:i + 2] not in (["time"], ["times"], ["vez"], ["veces"])


def _rests_on(r, thing: str) -> bool:
    """Does the ruling's deciding rule speak of this kind of thing ("stage", "flower")?"""
    from .. import check  # (the rules package imports this one)
    try:
        answers = check(r.position, r.game).to_dict()["answers"]
    except Exception:  # noqa: BLE001 - a position the model refuses decides nothing here
        return True
    reasons = answers[-1]["reasons"] if answers else []
    said = fold(" ".join(x.get("statement", "") for x in reasons[:1]))
    return not reasons or bool(re.search(rf"\b{thing}", said))


FILLER_TRIES = 8  # other values tried for a reading's filler: a few checks per message


def _filler_decides(r, line: str, filled: list[str], kinds_of: dict[str, list[tuple[str, ...]]],
                    tries: list[int]) -> tuple[str, tuple[str, ...]] | None:
    """A value the notation filled in on a line the message talks about ("mixed" spaces on
    the Flower the message names) decides the ruling when another value of its kind, from the
    game's declared vocabulary, gives another verdict: the reading is then not sure."""
    if not r.action or not kinds_of:
        return None
    if tries[0] <= 0 or not any(kinds_of.get(fold(x)) for x in filled):
        return None
    before = _verdict(r.position, r.game)
    if before is None:
        return None
    for value in dict.fromkeys(fold(x) for x in filled):
        for names in kinds_of.get(value, ()):
            for other in names:
                if other == value or tries[0] <= 0:
                    continue
                tries[0] -= 1
                changed = re.sub(rf"(?<![\w-]){re.escape(value)}(?![\w-])", other, line.split(":", 1)[1])
                moved = r.position.replace(line, line.split(":", 1)[0] + ":" + changed, 1)
                if moved != r.position and _verdict(moved, r.game) not in (None, before):
                    return value, names
    return None


_PLAYER_KEYS = ("player", "players", "jugador", "jugadores")
AREA_TRIES = 9  # checks spent on the areas a message never speaks of
# unknown pieces tried in an area nobody named: a rule may allow one or two and not three
# (two Books' Salvation covers two Foes, not three), so up to three; more would multiply the
# completions (each ? is any piece of the kind) past what a message's check may spend
UNSAID_COUNTS = ("?", "?, ?", "?, ?, ?")


def _within_share(probe):
    """Run a probe of the rules model that only refines a reading within AREA_WORK of the
    request's budget: (its answer, or None when refused or cut short; whether it was cut short)."""
    from ..core import budget_share
    got = None
    with budget_share(AREA_WORK, AREA_RESERVE) as share:
        if not share.refused:
            got = probe()
    return (None if share.cut else got), share.cut


AREA_WORK = 47_000  # work units (rule checks) the areas nobody named may spend of a request's budget
AREA_RESERVE = 3_000  # ... leaving this much for the rest of the request (the chat's own check)


def _unsaid_area_decides(r, lines_of: set[str], empty_areas, ws: list[str]) -> str | None:
    """The first declared area the position leaves out and the message never names (by the
    area's words or its pieces' kind) where up to three pieces nobody read (``?``) change the
    verdict by the same deciding rule (the rule that decided reads that area: a Knocked Out die
    nobody mentioned brings in another rule, and the table is taken as told); None when no such
    area decides it. Bounded: AREA_TRIES checks a message, up to three unknown pieces an area.
    The area found is also recorded in ``r.turns_on``, with the position as read and as it would be
    with the pieces nobody named (the chat's "it depends")."""
    before = None
    stems_told = [stem(x) for x in ws]
    told = set(stems_told)
    tries = AREA_TRIES
    for area in r.words.areas:
        if tries <= 0:
            break
        if area.key in lines_of or area.key in empty_areas:
            continue
        names = {stem(x) for k in area.holds for x in r.words.kind_words.get(k, ())}
        # the area's own phrases whole: "in play" says the Foes area, a lone "in" does not
        if names & told or any(_said_whole(stems_told, ph) for ph in (*area.said, area.key.replace("-", " "))):
            continue  # the message speaks of it: what it says is accounted for above
        if before is None:
            before = _ruling(r.position, r.game)
            if before is None or before[1] is None or before[0] == "depends":
                return None  # (an "it depends" already says the ruling turns on what is unknown)
        for n, unknown in enumerate(UNSAID_COUNTS):
            tries -= 1
            rows = r.position.split("\n")
            at = next((i for i, l in enumerate(rows) if l.startswith("ask:")), len(rows))
            after_text = "\n".join(rows[:at] + [f"{area.key}: {unknown}"] + rows[at:])
            after = _ruling(after_text, r.game)
            if after is None or after[1] != before[1]:
                break  # the area takes no unknown pieces here, or they bring in another rule
            if after[0] == "depends" or (n >= 1 and after[0] != before[0]):
                # the count decides: one rules as read, more do not
                name = area.key.replace("-", " ")
                es = r.lang == "es"
                r.turns_on.append({"fact": f"qué hay en {name}" if es else f"what {name} holds",
                                   "ways": [r.position, after_text]})
                return name
            if after[0] != before[0]:
                break  # any piece there changes the move itself (what it must name), not its count
    return None


def _names_in(position: str) -> list[str]:
    """The players a position names: the first item of each ``player:`` line, every item of a
    ``players:`` line (one game seats everyone on one line)."""
    out: list[str] = []
    for l in (position or "").splitlines():
        key, _, value = l.lstrip("~").partition(":")
        key, value = key.strip(), value.split("|")[0]
        if key in ("player", "jugador"):
            out.append(value.split(",")[0].strip())
        elif key in ("players", "jugadores"):
            out += [x.strip() for x in value.split(",")]
    return [x for x in out if x]


_THEIRS = {"his", "her", "their", "su", "sus"}
OWNED_OTHERWISE = ("the message gives it to", "el mensaje se lo da a")  # (said in ``_owned_otherwise``)


def _owned_otherwise(r, text) -> list[str]:
    """What the message gives a named player that the position gives only to another
    (``account``): each such thing, said. A thing is a word the position holds in a value
    beside a player's name ("day Kim royal"); its owner in the message, the nearest player
    named before it in its sentence, when a possessive or that name is just before it."""
    seated = [*(r.players or []), *_names_in(r.position)]  # (a worked example seats its players on its lines)
    names = {fold(p): p for p in seated if p and p not in ("Me", "Yo", "Other", "Otro")}
    if len(names) < 2 or not hasattr(text, "sent_of"):
        return []
    held: dict[str, set[str]] = {}  # a word of a value -> the players named beside it
    for line in r.position.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("game", "ask", *_PLAYER_KEYS):
            continue
        for seg in re.split(r"[,;]", value):
            seg_words = words_of(fold(seg))
            beside = {n for n in names if n in seg_words}
            for x in seg_words:
                if beside and x not in names:
                    held.setdefault(x, set()).update(beside)
    ws, out = text.ws, []
    for i in range(1, len(ws)):
        if ws[i] not in held or not (ws[i - 1] in _THEIRS or ws[i - 1] in names):
            continue
        lo = text.span(text.sent_of[i])[0]
        owner = next((ws[j] for j in range(i - 1, lo - 1, -1) if ws[j] in names), None)
        if owner is not None and owner not in held[ws[i]]:
            said = " ".join(ws[i - 1:i + 1])
            out.append(f"“{said}”: the message gives it to {names[owner]}, and the position does not"
                       if r.lang != "es" else f"«{said}»: el mensaje se lo da a {names[owner]}, y la posición no")
    return out


def _said_whole(told: list[str], ph: str) -> bool:
    """The phrase's words, in order, among the message's (as stems)."""
    want = [stem(x) for x in ph.split()]
    n = len(want)
    return bool(n) and any(told[i:i + n] == want for i in range(len(told) - n + 1))


def _statements(r) -> str:
    """The plain statements of the rules the ruling on the reading gives, folded."""
    from .. import check  # (the rules package imports this one)
    try:
        answers = check(r.position, r.game).to_dict()["answers"]
    except Exception:  # noqa: BLE001 - a position the model refuses states nothing
        return ""
    return fold(" ".join(x.get("statement", "") for a in answers for x in a.get("reasons", [])))


def _verdict(position: str, game: str):
    """The verdict alone (None when the model refuses the position or the budget ran out)."""
    got = _ruling(position, game)
    return got[0] if got else None


def ruling_within_budget(position: str, game: str):
    """The verdict and its deciding rule, or None when the model refuses the position; raises
    TooLargeToDecide when the request's work budget ran out (that is no ruling of the position)."""
    from .. import TooLargeToDecide, check  # (the rules package imports this one)
    try:
        res = check(position, game)
    except TooLargeToDecide:
        raise
    except Exception:  # noqa: BLE001 - a position the model refuses decides nothing here
        return None
    answers = res.to_dict()["answers"]
    reasons = answers[-1]["reasons"] if answers else []
    return res.verdict, reasons[0]["rule"] if reasons else None


# (keyed by a position with the asker's name in it: bounded in bytes as well as entries)
RULINGS = BoundedCache("reading.rulings", max_entries=4096, max_bytes=4 * 1024 * 1024)
_UNSEEN = object()


def _ruling(position: str, game: str):
    """The verdict and its deciding rule: a line dropped must change neither. Remembered in the
    process: a worked example's position and its variants (a line dropped, an area nobody named
    holding ``?``) recur for every message matched to it, and the rules do not change. A check
    cut short by the request's work budget is no ruling and is not remembered: else one costly
    message would decide nothing for every message after it."""
    got = RULINGS.get((position, game), _UNSEEN)
    if got is not _UNSEEN:
        return got
    try:
        return RULINGS.put((position, game), ruling_within_budget(position, game))
    except Exception:  # noqa: BLE001 - past the budget, a line decides nothing here either
        return None


def refused(position: str, game: str) -> bool:
    """Does the rules model refuse the position (a syntax it does not read), as opposed to
    running out of the request's budget on it (that is remembered as no ruling, not refused)?"""
    return _ruling(position, game) is None and RULINGS.get((position, game), _UNSEEN) is None


def _without_if_idle(r, line: str):
    """A line the message does not state: dropped when the position stands without it and
    rules the same (returns False), kept as an assumption when it must stay and changes
    nothing when its values are unknown (True); None when it changes the ruling."""
    if not r.action:
        return None
    rows = r.position.split("\n")
    at = rows.index(line)
    before = _ruling(r.position, r.game)
    if before is None:
        return None
    dropped = "\n".join(rows[:at] + rows[at + 1:])
    if _ruling(dropped, r.game) == before:
        r.position = dropped
        return False
    key = line.split(":", 1)[0]
    unknown = "\n".join(rows[:at] + [f"{key}: ?"] + rows[at + 1:])
    if _ruling(unknown, r.game) == before:
        return True
    return None


def without_titles(message: str, titles) -> str:
    """The message with the game's own name taken out ("In Firefly Shiny Dice, ..."): a title
    names the game, never a player, a card or a keyword of it."""
    for ph, _stems in sorted(titles, key=lambda t: -len(t[0])):
        words = [re.escape(w) for w in ph]
        pat = r"(?i)\b(?:(?:in|en|for|para|with|con|playing(?: with)?|jugando(?: a(?:l)?| con)?)\s+)?(?:firefly[:\s]+(?:the game\s*[-–—:]?\s*)?)?" + \
            r"[\s:–—-]+".join(words) + r"\b(?:[,:]|\s*[–—-](?=\s))?"  # "Shiny Dice - can Zoe…": the dash goes too
        message = re.sub(pat, " ", message)
    return message

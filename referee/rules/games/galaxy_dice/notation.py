"""How a Galaxy Dice EX position and its asks are written: keys, vocabulary,
reading (with pointed errors) and canonical rendering."""
from __future__ import annotations

import re
from typing import Optional

from ...core import UNKNOWN, Bag, question_of
from ...dsl import (Errors, Token, Vocabulary, counted_names, norm, parse_bool, parse_int, read, split,
                    split_steps, words)
from ...errors import PositionSyntaxError
from .matching import need_str
from .position import (BONUS_CARDS, BOSS_KINDS, CAPSULE_CARDS, FACES, GLITCH_CARDS, LINEUP,
                       MAX_CHARGE, MAX_POINTS, MAX_RIVALS, MAX_ROLLS, MAX_TOKENS, MODES, NEMESIS_CARDS,
                       POOL_DICE, SHIP_ONLY, STAGE_DECK, WEAPONS, Act, Card, GDPosition,
                       Nemesis, Won, _norm_pos, in_turn)

VERBS = {
    "tackle": ["tackle a stage", "tackle stage", "tackle the stage"],
    "rush": ["rush a boss", "rush boss", "rush the", "rush the boss"],
    "swap boss die": ["swap", "substitute boss die", "substitute a boss die", "swap a boss die",
                      "swap in boss die", "add boss die", "use boss die", "substitute"],
    "cycle": ["cycle the stages", "cycle stages", "cycle again"],
    "roll": ["reroll", "re-roll", "throw", "rethrow"],
    "save": ["set aside", "keep", "hold", "save aside"],
    "return": ["move back", "put back", "unsave", "return to pool"],
    "continue": ["spend continue", "use continue"],
    "second wind": ["use second wind", "spend second wind"],
    "strike the core": ["strike core", "use strike the core"],
    "claim": ["claim stage", "defeat stage", "take stage", "claim the stage"],
    "defeat": ["defeat boss", "claim boss", "beat", "beat boss", "defeat the boss"],
    "pass": ["end turn", "fail", "give up", "pass turn"],
    "charge": ["charge weapon", "charge your weapon", "recharge", "charge pilot"],
    "take glitch": ["acquire glitch", "claim glitch", "take the glitch", "take a glitch"],
    "steal glitch": ["steal", "steal a glitch"],
    "use glitch": ["use a glitch", "use glitch ability", "use the glitch"],
    "use capsule": ["use power capsule", "use a capsule", "play capsule", "use a power capsule"],
    "buy capsule": ["buy power capsule", "buy a capsule", "buy a power capsule"],
    "choose pilot": ["select pilot", "take pilot", "pick pilot", "choose ace pilot", "select ace pilot",
                     "pick ace pilot", "take ace pilot", "choose", "select", "pick"],
    "next turn": ["start next turn", "start my next turn", "my next turn", "another turn",
                  "take another turn", "new turn", "next turn starts"],
    "end game": ["game over", "end the game", "count points", "count up points", "count up my points",
                 "count the points"],
    "boss dice": ["boss dice in my pool", "boss dice in the pool", "number of boss dice"],
    "turn over": ["turn is over", "my turn is over", "turn ended", "turn has ended"],
    "win": ["i win", "do i win", "win the game", "win the tie", "winner", "i am the winner", "claim the win"],
    "pass die": ["pass the die", "pass pilot die", "pass the pilot die", "pass the die on",
                 "hand the die on", "pass the ship die"],
    "hit nemesis": ["attack nemesis", "fight nemesis", "tackle nemesis", "hit the nemesis",
                    "attack the nemesis"],
}

VOCAB = Vocabulary({
    "weapon": {w: [] for w in WEAPONS},
    "face": {
        "missile": [], "plasma": [], "spray": [], "wave": [],
        "explosion": ["boom", "lost life"],
        "1up": ["1 up", "one up", "oneup", "1-up", "extra life"],
        "double-missile": ["missile double", "2x missile face"],
        "double-plasma": ["plasma double"], "double-spray": ["spray double"],
        "double-wave": ["wave double"],
        "wild": ["wild weapon", "wild card"],
    },
    "boss": {"missile": [], "plasma": [], "spray": [], "wave": [],
             "chroma": ["chroma ghost", "chroma boss", "chroma ghost boss"],
             "nexus": ["nexus soul", "nexus soul boss", "nexus boss"]},
    "won": {"missile": [], "plasma": [], "spray": [], "wave": [],
            "bonus": ["bonus stage"], "nemesis": ["nemesis card"]},
    "mode": {"journey": ["journey mode"], "capsule": ["capsule mode", "power capsule"],
             "hacked-rom": ["hacked rom mode", "hacked"],
             "dark-energy": ["dark energy mode"], "ace-pilot": ["ace pilot mode"],
             "nexus-soul": ["nexus soul mode", "nexus"],
             "nemesis": ["nemesis mode"], "chroma-ghost": ["chroma", "chroma ghost boss"],
             "phoenix-core": ["phoenix"],
             "last-fighter": ["last fighter solo", "last fighter solo mode", "solo", "solo mode"]},
    "turn": {"setup": ["game setup", "set up", "set-up"], "start": ["beginning", "begin", "new"],
             "tackle": ["tackle a stage", "tackling"],
             "rush": ["rush a boss", "rushing"], "over": ["ended", "done", "end", "finished"]},
    "action": {k: list(v) for k, v in VERBS.items()},
})

KEYS = {
    "game": [], "ask": [],
    "modes": ["mode", "ex modes", "variants"],
    "tokens": ["arcade tokens", "token"],
    "turn": ["action", "phase"],
    "roll": ["rolls", "rolls made", "roll number"],
    "extra-rolls": ["extra roll", "bought rolls"],
    "cycled": ["cycle used"],
    "boss-dice": ["boss die"],
    "pool": ["dice", "dice pool", "die pool", "rolled"],
    "aside": ["set aside", "saved", "kept"],
    "explosions": ["explosion", "exploded"],
    "continued": ["continued explosions", "continues", "continue used"],
    "stage": ["stage card", "stages"],
    "bonus": ["bonus stage", "bonus stages"],
    "boss": ["boss card", "bosses"],
    "stages-won": ["defeated stages", "won stages", "stage pile"],
    "bosses-won": ["defeated bosses", "won bosses"],
    "capsules": ["power capsules", "capsule"],
    "glitches": ["glitch", "glitch cards"],
    "glitches-used": ["glitch used"],
    "glitch-stack": ["glitch cards left"],
    "glitch-taken": [],
    "rival-glitches": ["rivals glitches", "other glitches"],
    "dark-energy": ["effect"],
    "pilot": ["ace pilot"],
    "pilot-die": ["setup die", "pilot roll", "ace pilot die"],
    "charge": ["charges", "charge level"],
    "nemesis": [],
    "phoenix-core": ["phoenix"],
    "rivals": ["others", "other players", "opponents", "scores"],
    "end-game": ["endgame", "end of the game", "game end"],
    "final-turns-left": ["final turns", "final turns to play", "others final turns"],
    "failed-rushes": ["failed rush", "rushes failed", "earlier failed rushes"],
    "failed-this-turn": ["this turn failed", "failed now", "failed"],
}
KEY_VOCAB = Vocabulary({"key": KEYS})


# --------------------------------------------------------------------------- reading
POINT_UNITS = {"points", "point", "pts", "pt", "vp"}
TOKEN_UNITS = {"tokens", "token", "arcade-tokens", "arcade-token"}
CARD_FILLER = {"needs", "need", "requires", "require", "requiring", "with", "card", "stage", "boss",
               "=", ":", "-", "of", "and", "+"}
ARTICLES = {"a", "an", "the", "my", "this", "these", "that", "his", "her", "their", "its"}
NOARG_FILLER = ARTICLES | {"again", "another", "one", "1", "extra", "third", "second", "first",
                           "boss", "die", "dice", "card", "cards", "token", "tokens", "arcade",
                           "stage", "stages", "for", "roll", "to", "now", "instead", "from", "top",
                           "of", "power", "ship", "in", "weapon", "pilot", "my", "glitch"}
ORDINALS = {"top": 1, "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
            "fifth": 5, "5th": 5, "sixth": 6, "6th": 6}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "both": 2}
SPEND_WORDS = {"spend", "pay", "use", "i", "we", "want", "will", "to", "for", "on", "token", "tokens",
               "arcade", "arcade-token", "arcade-tokens"}
RESULT_SEP = {"->", "→", "=", "giving", "gives", "result", "results", "showing", "shows", "gets"}
_NUM = re.compile(r"^\(?(\d{1,9})\)?$")


def bounded(w: Token, n: int, maximum: int, why: str) -> int:
    """``n`` read from ``w``, or a pointed error naming the component limit ``why``."""
    if n > maximum:
        raise w.error(f'"{w.text}" is more than {maximum}: {why}',
                      expected=f"a number from 0 to {maximum}")
    return n


POINTS_WHY = f"a stated sane limit of {MAX_POINTS} points"
TOKENS_WHY = f"a stated sane limit of {MAX_TOKENS} Arcade Tokens (the book gives no count)"


def _nums(ws: list[Token]) -> tuple[list[Token], Optional[int], Optional[int]]:
    """Strip ``N points`` / ``(N)`` and ``N tokens`` from a card's words."""
    rest, points, tokens = [], None, None
    i = 0
    while i < len(ws):
        w = ws[i]
        m = _NUM.match(w.text)
        nxt = ws[i + 1].norm if i + 1 < len(ws) else ""
        if m and nxt in POINT_UNITS:
            points = bounded(w, int(m.group(1)), MAX_POINTS, POINTS_WHY)
            i += 2
            continue
        if m and nxt in TOKEN_UNITS:
            tokens = bounded(w, int(m.group(1)), MAX_TOKENS, TOKENS_WHY)
            i += 2
            continue
        if m and w.text.startswith("("):
            points = bounded(w, int(m.group(1)), MAX_POINTS, POINTS_WHY)
            i += 1
            continue
        rest.append(w)
        i += 1
    return rest, points, tokens


def _numwords(ws: list[Token]) -> list[Token]:
    """"two missiles" reads as "2 missiles"."""
    return [Token(str(NUMBER_WORDS[w.norm]), w.line, w.column, w.source) if w.norm in NUMBER_WORDS else w
            for w in ws]


POOL_WHY = f"a die pool is {POOL_DICE} dice"


def _bag(ws: list[Token], what: str = "die face", kinds=("face",), *, limit: int = POOL_DICE,
         why: str = POOL_WHY, unknown_ok: bool = False) -> Bag:
    """Counted names (``missile x2, 1up``), never more than ``limit`` in all."""
    ws = _numwords([w for w in ws if w.norm not in ARTICLES and w.norm not in {"and", "+", "&"}])
    if len(ws) == 1 and ws[0].norm in {"none", "nothing", "empty", "-"}:
        return Bag()
    ws, unknown = _unknown_dice(ws, limit, why) if unknown_ok else (ws, 0)
    if not ws:
        return Bag({UNKNOWN: unknown})
    try:
        items, _ = counted_names(ws, VOCAB, kinds, what, max_count=limit)
    except PositionSyntaxError as e:
        if e.message.startswith("a count of"):  # name the component the limit comes from
            raise PositionSyntaxError(e.message.split(",")[0].split(" the most")[0] + f": {why}",
                                      line=e.line, column=e.column, source=e.source,
                                      expected=e.expected) from None
        raise
    total = sum(n for _, n, _ in items) + unknown
    if total > limit:
        raise ws[0].error(f"{total} {what}s named: {why}", expected=f"at most {limit} in all")
    return Bag([(name, n) for name, n, _ in items] + [(UNKNOWN, unknown)])


_UNKNOWN_DIE = re.compile(r"^\?(?:[x×*](\d{1,9}))?$")
_COUNT = re.compile(r"^[x×*]?(\d{1,9})[x×*]?$")


def _unknown_dice(ws: list[Token], limit: int, why: str) -> tuple[list[Token], int]:
    """Take the unknown dice (``?``, ``? x2``, ``2 ?``) out of a list of faces."""
    rest: list[Token] = []
    unknown = 0
    i = 0
    while i < len(ws):
        m = _UNKNOWN_DIE.match(ws[i].text)
        if not m:
            rest.append(ws[i])
            i += 1
            continue
        n, at = (int(m.group(1)), ws[i]) if m.group(1) else (1, ws[i])
        if not m.group(1) and i + 1 < len(ws) and re.match(r"^[x×*]\d{1,9}$", ws[i + 1].text):
            n, at = int(ws[i + 1].text[1:]), ws[i + 1]
            i += 1
        elif not m.group(1) and rest and re.match(r"^\d{1,9}$", rest[-1].text):
            at = rest.pop()
            n = int(at.text)
        unknown += bounded(at, n, limit, why)
        i += 1
    return rest, unknown


def parse_card(tok: Token, allowed: tuple[str, ...], default: Optional[str] = None) -> Card:
    """``<type> needs <weapons>, N points[, N tokens]`` (a Bonus Stage has no type)."""
    ws, points, tokens = _nums(words(tok))
    kind = default
    if ws and ws[0].text == UNKNOWN and WEAPONS == allowed:  # a Stage card whose type is not known
        kind, ws = UNKNOWN, ws[1:]
    elif ws and ws[0].norm not in CARD_FILLER:
        found = VOCAB.longest(ws, 0, ["boss", "won"])
        if found and found[1] in allowed:
            kind = found[1]
            ws = ws[found[2]:]
        elif default is None:
            if found:
                raise ws[0].error(f'"{ws[0].text}" is not a type of this card',
                                  expected="a type: " + ", ".join(allowed))
            raise VOCAB.unknown(ws[0], ["boss"] if "chroma" in allowed else ["weapon"], "card type")
    if kind is None:
        raise tok.error("which type of card is it?", expected="a type: " + ", ".join(allowed),
                        hint='write e.g. "plasma needs missile x2, wave, 200 points"')
    ws = [w for w in ws if w.norm not in CARD_FILLER]
    needs = _bag(ws, "Weapon", ("weapon",), limit=2 * POOL_DICE,
                 why=f"{POOL_DICE} dice match at most {2 * POOL_DICE} Weapons (a doubler counts two)") \
        if ws else Bag()
    if not needs and kind not in ("chroma",):
        raise tok.error("the card does not say which Weapons it needs",
                        expected="needs <weapons>", hint='write e.g. "needs missile x2, wave"')
    if kind == "chroma" and needs:
        raise ws[0].error("the Chroma Ghost's Weapons are fixed (all 7 dice: 1 of each Weapon and "
                          "3 of any)", expected="chroma [, N points]")
    if tokens is not None and kind != "bonus":
        raise tok.error("only Bonus Stage cards picture Arcade Tokens", expected="N points")
    return Card(kind, needs, points, tokens)


def render_card(c: Card, *, show_kind: bool = True) -> str:
    parts = []
    head = c.kind if show_kind else ""
    if c.needs:
        head = (head + " needs " if head else "needs ") + need_str(c.needs)
    parts.append(head)
    if c.points is not None:
        parts.append(f"{c.points} points")
    if c.tokens is not None:
        parts.append(f"{c.tokens} tokens")
    return ", ".join(p for p in parts if p)


WON_LIMIT = {"won": (STAGE_DECK + BONUS_CARDS + NEMESIS_CARDS,
                     f"the game has {STAGE_DECK} Stage, {BONUS_CARDS} Bonus Stage and {NEMESIS_CARDS} "
                     "Nemesis cards"),
             "boss": (len(BOSS_KINDS), f"a player defeats at most one of each of the {len(BOSS_KINDS)} "
                                       "Boss cards")}


def parse_won(tok: Token, kinds: tuple[str, ...]) -> tuple:
    limit, why = WON_LIMIT[kinds[0]]
    out = []
    if tok.norm in {"none", "nothing", "-", ""} and UNKNOWN not in tok.text:
        return ()
    for item in split(tok, ","):
        ws = [w for w in words(item) if w.norm not in ARTICLES]
        if not ws:
            continue
        count, start = 1, 0
        m = _NUM.match(ws[0].text)
        if m and len(ws) > 1 and not VOCAB.lookup(ws[0].text, kinds):
            count, start = bounded(ws[0], int(m.group(1)), limit, why), 1
        found = (None, UNKNOWN, 1) if ws[start].text == UNKNOWN else VOCAB.longest(ws, start, kinds)
        if found is None:
            raise VOCAB.unknown(ws[start], kinds, "card type")
        kind = found[1]
        rest = ws[start + found[2]:]
        points = None
        rest = [w for w in rest if w.norm not in POINT_UNITS | {"card", "cards", "stage", "stages",
                                                                 "boss", "bosses"}]
        for w in rest:
            mx = re.match(r"^[x×*](\d+)$", w.text, re.I)
            mn = _NUM.match(w.text)
            if mx:
                count = bounded(w, int(mx.group(1)) if len(mx.group(1)) <= 9 else limit + 1, limit, why)
            elif mn:
                points = bounded(w, int(mn.group(1)), MAX_POINTS, POINTS_WHY)
            else:
                raise w.error(f'unexpected "{w.text}"', expected="a type, a count like x2, points")
        if count < 1:
            raise item.error("a count must be at least 1")
        if len(out) + count > limit:
            raise item.error(f"{len(out) + count} cards: {why}", expected=f"at most {limit} cards")
        out.extend([Won(kind, points)] * count)
    return tuple(out)


def parse_rivals(tok: Token) -> tuple:
    """``ana 1200 points 3 tokens, bo 900`` -> ((name, points, tokens), ...); ``? tokens``: untold."""
    out = []
    for item in split(tok, ","):
        if len(out) == MAX_RIVALS:
            raise item.error(f"more than {MAX_RIVALS} other players: a stated sane limit (the book "
                             "gives no player count)", expected=f"at most {MAX_RIVALS} rivals")
        ws = words(item)
        unknown_tokens = next((i for i, w in enumerate(ws[:-1]) if w.text == UNKNOWN and ws[i + 1].norm in TOKEN_UNITS),
                              None)  # "ana 200 points ? tokens": how many Arcade Tokens she has left untold
        if unknown_tokens is not None:
            ws = ws[:unknown_tokens] + ws[unknown_tokens + 2:]
        ws, points, tokens = _nums(ws)
        if unknown_tokens is not None:
            if tokens is not None:
                raise item.error("a rival's Arcade Tokens are given twice", expected="name N points [M tokens]")
            tokens = UNKNOWN
        nums = [w for w in ws if _NUM.match(w.text)]
        name = [w for w in ws if not _NUM.match(w.text)]
        if points is None and nums:
            points, nums = bounded(nums[0], int(_NUM.match(nums[0].text).group(1)), MAX_POINTS,
                                   POINTS_WHY), nums[1:]
        if not name or points is None or nums:
            raise item.error("a rival is a name and their points", expected="name N points [M tokens]",
                             hint='write e.g. "ana 1200 points 3 tokens"')
        out.append((norm(" ".join(w.text for w in name)), points, tokens))
    return tuple(out)


def render_won(items: tuple) -> str:
    return ", ".join(w.kind if w.points is None else f"{w.kind} {w.points}" for w in items)


SINGLE = ("rivals", "continued", "pilot-die", "modes", "tokens", "turn", "roll", "extra-rolls",
          "cycled", "boss-dice", "pool", "aside", "explosions", "stages-won", "bosses-won", "capsules",
          "glitches", "glitches-used", "glitch-stack", "glitch-taken", "rival-glitches", "dark-energy",
          "pilot", "charge", "nemesis", "phoenix-core", "end-game", "final-turns-left", "failed-rushes",
          "failed-this-turn")
# key: (field, the most it can be, where that limit comes from)
INTS = {"continued": ("continued", POOL_DICE, POOL_WHY),
        "tokens": ("tokens", MAX_TOKENS, TOKENS_WHY),
        "roll": ("roll", MAX_ROLLS, f"3 rolls plus one bought per Arcade Token ({TOKENS_WHY})"),
        "extra-rolls": ("extra", MAX_TOKENS, f"each extra roll costs an Arcade Token ({TOKENS_WHY})"),
        "boss-dice": ("boss_dice", POOL_DICE, POOL_WHY),
        "explosions": ("explosions", POOL_DICE, POOL_WHY),
        "glitches-used": ("glitches_used", GLITCH_CARDS, f"the game has {GLITCH_CARDS} Glitch cards"),
        "glitch-stack": ("glitch_stack", GLITCH_CARDS, f"the game has {GLITCH_CARDS} Glitch cards"),
        "rival-glitches": ("rival_glitches", GLITCH_CARDS, f"the game has {GLITCH_CARDS} Glitch cards"),
        "charge": ("charge", MAX_CHARGE, "a Charge counts the matching Weapons of one roll of 7 dice "
                                         "(a doubler counts two)"),
        "final-turns-left": ("final_left", MAX_RIVALS, f"a stated sane limit of {MAX_RIVALS} other "
                                                        "players (the book gives no player count)")}
CARD_LISTS = {"capsules": (CAPSULE_CARDS, "Power Capsule"), "glitches": (GLITCH_CARDS, "Glitch")}
END_WORDS = {"triggered": "triggered", "trigger": "triggered", "final-turns": "triggered",
             "over": "over", "game-over": "over", "finished": "over", "ended": "over", "done": "over",
             "no": None, "not-yet": None, "none": None, "not-triggered": None}


UNKNOWN_INTS = {"glitch-stack", "rival-glitches", "final-turns-left", "charge"}  # counts the book bounds


def _int(tok: Token, maximum: int, why: str) -> int:
    text = tok.text.strip()
    for s in (" arcade tokens", " tokens", " token", " points", " dice", " rolls", " roll", " left"):
        if text.lower().endswith(s):
            text = text[: -len(s)].strip()
    if text.isdigit() and (len(text) > 9 or int(text) > maximum):
        raise tok.error(f'"{tok.text}" is more than {maximum}: {why}',
                        expected=f"a whole number from 0 to {maximum}")
    return parse_int(tok, suffixes=(" arcade tokens", " tokens", " token", " points", " dice",
                                    " rolls", " roll", " left"), maximum=maximum)


def parse_card_list(tok: Token, limit: int, name: str) -> tuple:
    """``2`` (two cards, points not given) or ``150 points, 50 points, ?`` (each card)."""
    why = f"the game has {limit} {name} cards"
    items = split(tok, ",")
    if len(items) == 1 and _NUM.match(items[0].text.split()[0] if items[0].text.split() else "") \
            and items[0].norm.split("-")[-1] not in POINT_UNITS:
        ws = words(items[0])
        if len(ws) > 2 or (len(ws) == 2 and ws[1].norm not in {"cards", "card"}):
            raise items[0].error(f'"{items[0].text}" is not a number of cards',
                                 expected="N, or each card's points: 150 points, 50 points")
        return (None,) * bounded(ws[0], int(_NUM.match(ws[0].text).group(1)), limit, why)
    out = []
    for item in items:
        if len(out) == limit:
            raise item.error(f"more than {limit} cards: {why}", expected=f"at most {limit} cards")
        ws = [w for w in words(item) if w.norm not in {"card", "worth"}]
        if len(ws) == 1 and ws[0].text in {"?", "card"}:
            out.append(None)
            continue
        rest, points, _tokens = _nums(ws)
        if points is None and len(rest) == 1 and _NUM.match(rest[0].text):
            points, rest = bounded(rest[0], int(_NUM.match(rest[0].text).group(1)), MAX_POINTS,
                                   POINTS_WHY), []
        if points is None or rest:
            raise item.error(f'"{item.text}" is not a card\'s points', expected="N points, or ? when not known",
                             hint=f'write e.g. "{name.lower()}s: 150 points, ?"')
        out.append(points)
    return tuple(out)


def _value(key: str, tok: Token, f: dict) -> None:
    if key in INTS:
        field, maximum, why = INTS[key]
        if key == "roll":  # "2 of 3": the number of allowed rolls follows from the position
            m = re.match(r"^\s*(\d{1,9})\s+of\s+\d{1,9}\s*$", tok.text, re.I)
            if m:
                tok = tok.sub(m.start(1), m.end(1))
        f[field] = UNKNOWN if key in UNKNOWN_INTS and tok.text == UNKNOWN else _int(tok, maximum, why)
    elif key in CARD_LISTS:
        f[key] = parse_card_list(tok, *CARD_LISTS[key])
    elif key == "end-game":
        if tok.norm not in END_WORDS:
            raise tok.error(f'"{tok.text}" is not a state of the end game',
                            expected="no, triggered (final turns) or over (count the points)")
        f["end"] = END_WORDS[tok.norm]
    elif key == "failed-rushes":
        ws = [w for w in words(tok) if w.norm not in ARTICLES | {"and", "boss", "bosses", "rush"}]
        kinds = []
        for w in ws:
            if w.norm in {"none", "nothing", "-"} and len(ws) == 1:
                break
            k = VOCAB.resolve(w, ["boss"], "Boss")
            if k not in kinds:
                kinds.append(k)
        f["failed"] = frozenset(kinds)
    elif key == "failed-this-turn":
        ws = [w for w in words(tok) if w.norm not in ARTICLES | {"a", "boss", "stage", "the", "to"}]
        if len(ws) == 1 and ws[0].norm in {"tackle", "tackling", "stage"}:
            f["failed_now"] = "tackle"
        elif len(ws) == 2 and ws[0].norm in {"rush", "rushing"}:
            f["failed_now"] = VOCAB.resolve(ws[1], ["boss"], "Boss")
        elif len(ws) == 1 and ws[0].norm in {"no", "none", "nothing"}:
            f["failed_now"] = None
        else:
            raise tok.error("which attempt failed this turn?", expected="tackle, or rush <boss>")
    elif key == "modes":
        ms, ws, i = [], [w for w in words(tok) if w.norm not in {"and", "mode", "modes", "+"}], 0
        if len(ws) == 1 and ws[0].norm in {"none", "base", "base-game"}:
            ws = []
        while i < len(ws):
            found = VOCAB.longest(ws, i, ["mode"])
            if found is None:
                raise VOCAB.unknown(ws[i], ["mode"], "mode")
            ms.append(found[1])
            i += found[2]
        f["modes"] = frozenset(ms)
    elif key == "turn":
        ws = [w for w in words(tok) if w.norm not in ARTICLES]
        found = VOCAB.longest(ws, 0, ["turn"]) if ws else None
        if found is None:
            raise VOCAB.unknown(ws[0] if ws else tok, ["turn"], "turn")
        f["turn"] = found[1]
        rest = [w for w in ws[found[2]:] if w.norm not in {"boss", "card"}]
        if found[1] == "rush":
            if not rest:
                raise tok.error("which Boss is rushed?", expected="rush <boss>: " + ", ".join(BOSS_KINDS))
            b = VOCAB.longest(rest, 0, ["boss"])
            if b is None:
                raise VOCAB.unknown(rest[0], ["boss"], "Boss")
            f["target"] = b[1]
            rest = rest[b[2]:]
        if rest:
            raise rest[0].error(f'unexpected "{rest[0].text}"', expected="start, tackle, rush <boss> or over")
    elif key == "cycled" and tok.text == UNKNOWN:
        f["cycled"] = UNKNOWN
    elif key in ("cycled", "glitch-taken"):
        f[{"cycled": "cycled", "glitch-taken": "glitch_taken"}[key]] = parse_bool(tok)
    elif key in ("pool", "aside"):
        f[key] = _bag(words(tok), unknown_ok=True)
    elif key == "stage":
        if len(f.get("stages", [])) == STAGE_DECK:
            raise tok.error(f"more than {STAGE_DECK} Stage cards: the game has {STAGE_DECK}",
                            expected=f"at most {LINEUP} stage: lines (the lineup)")
        f.setdefault("stages", []).append(parse_card(tok, WEAPONS))
    elif key == "bonus":
        if len(f.get("bonus", [])) == BONUS_CARDS:
            raise tok.error(f"more than {BONUS_CARDS} Bonus Stage cards: the game has {BONUS_CARDS}",
                            expected=f"at most {BONUS_CARDS} bonus: lines")
        f.setdefault("bonus", []).append(parse_card(tok, ("bonus",), "bonus"))
    elif key == "boss":
        c = parse_card(tok, BOSS_KINDS)
        if any(b.kind == c.kind for b in f.get("bosses", [])):
            raise tok.error(f"the {c.kind} Boss card is described twice")
        f.setdefault("bosses", []).append(c)
    elif key == "stages-won":
        got = parse_won(tok, ("won",))
        f["stages_won"] = got
    elif key == "bosses-won":
        f["bosses_won"] = parse_won(tok, ("boss",))
    elif key == "dark-energy":
        n = tok.norm
        f["toxic"] = UNKNOWN if tok.text == UNKNOWN else "toxic" in n and not n.startswith(("not", "no-", "non"))
    elif key == "pilot":
        ws = [w for w in words(tok) if w.norm not in ARTICLES | {"pilot", "ace"}]
        if len(ws) != 1:
            raise tok.error("an Ace Pilot is named by its Weapon", expected="missile, plasma, spray or wave")
        f["pilot"] = UNKNOWN if ws[0].text == UNKNOWN else VOCAB.resolve(ws[0], ["weapon"], "Weapon")
    elif key == "rivals":
        f["rivals"] = parse_rivals(tok)
    elif key == "pilot-die":
        f["pilot_die"] = UNKNOWN if tok.text == UNKNOWN else VOCAB.resolve(tok, ["face"], "Ship Die face")
        if f["pilot_die"] not in SHIP_ONLY + ("explosion", UNKNOWN):
            raise tok.error("the pilot is selected with a Ship Die", expected="a Ship Die face")
    elif key == "nemesis" and tok.text == UNKNOWN:  # whether a Nemesis card was drawn (and its Weapon) untold
        f["nemesis"] = UNKNOWN
    elif key == "nemesis":
        ws, points, tokens = _nums(words(tok))
        ws = [w for w in ws if w.norm not in CARD_FILLER | {"nemesis", "left", "on", "it"}]
        if len(ws) != 1:
            raise tok.error("a Nemesis card shows one Weapon",
                            expected="nemesis: <weapon>, N tokens, N points")
        f["nemesis"] = Nemesis(VOCAB.resolve(ws[0], ["weapon"], "Weapon"),
                               6 if tokens is None else tokens, points)
    elif key == "phoenix-core":
        n = tok.norm
        if tok.text == UNKNOWN:
            f["phoenix"] = UNKNOWN
        elif n in {"held", "yes", "mine", "true", "have", "holding", "gained"}:
            f["phoenix"] = True
        elif n in {"center", "centre", "no", "none", "rival", "elsewhere", "false", "returned"}:
            f["phoenix"] = False
        else:
            raise tok.error(f'"{tok.text}" is not held or center', expected='"held" or "center"')


# --------------------------------------------------------------------------- actions
def _strip_spend(ws: list[Token]) -> list[Token]:
    if ws and ws[0].norm in {"spend", "pay", "use"} and any(w.norm == "to" for w in ws):
        i = next(i for i, w in enumerate(ws) if w.norm == "to")
        return ws[i + 1:]
    return ws


def _ints(ws: list[Token], what: str) -> list[int]:
    out = []
    for w in ws:
        m = _NUM.match(w.text)
        if not m:
            raise w.error(f'unexpected "{w.text}"', expected=what)
        out.append(int(m.group(1)))
    return out



def parse(text: str) -> GDPosition:
    errors = Errors()
    entries = read(text, errors)
    f: dict = {}
    seen: dict[str, Token] = {}
    asks: list[Token] = []
    for e in entries:
        found = KEY_VOCAB.lookup(e.key, ["key"])
        if found is None:
            errors.add(KEY_VOCAB.unknown(e.key_token, ["key"], "key"))
            continue
        key = found[1]
        if key == "game":
            continue
        if key == "ask":
            if not e.value.text:
                errors.add(e.value.error("an ask line needs a question", expected="an action, options or score"))
                continue
            try:
                for step in split_steps(e.value):
                    if not question_of(step):
                        parse_action(step)
            except PositionSyntaxError as err:
                errors.add(err)
                continue
            asks.append(e.value)
            continue
        if key in SINGLE and key in seen:
            errors.add(e.key_token.error(f'"{key}" is given twice (first on line {seen[key].line})'))
            continue
        seen[key] = e.key_token
        if not e.value.text and key not in ("pool", "aside", "stages-won", "bosses-won", "modes"):
            errors.add(e.value.error(f'"{key}" needs a value'))
            continue
        try:
            _value(key, e.value, f)
        except PositionSyntaxError as err:
            errors.add(err)
    pool = f.get("pool", Bag())
    locked = pool["explosion"] + f.get("explosions", 0)
    cont = f.pop("continued", 0)
    if cont > locked:
        errors.add(seen["continued"].error(
            f"{cont} continued Explosions but {locked} Explosion(s) in the pool",
            expected="at most the Explosions listed in pool"))
    f["pool"] = pool.remove("explosion", pool["explosion"]).add("explosion", min(cont, locked))
    f["explosions"] = max(0, locked - cont)
    if f.get("failed_now") and f.get("turn", "start") != "over":
        errors.add(seen["failed-this-turn"].error(
            "an attempt fails only when the turn ends", expected="turn: over with failed this turn"))
    errors.raise_if_any()
    for k in ("stages", "bonus", "bosses"):
        if k in f:
            f[k] = tuple(f[k])
    return _norm_pos(GDPosition(asks=tuple(t.text for t in asks), ask_tokens=tuple(asks), **f))

def render(p: GDPosition, *, asks: bool = True) -> str:
    out = ["game: galaxy-dice"]
    if p.modes:
        out.append("modes: " + ", ".join(m for m in MODES if m in p.modes))
    out.append(f"tokens: {p.tokens}")
    out.append("turn: " + (f"rush {p.target}" if p.turn == "rush" and p.target else p.turn))
    if p.roll or in_turn(p):
        out.append(f"roll: {p.roll}")
    if p.extra:
        out.append(f"extra rolls: {p.extra}")
    if p.cycled:
        out.append("cycled: " + ("?" if p.cycled == UNKNOWN else "yes"))
    if p.boss_dice:
        out.append(f"boss dice: {p.boss_dice}")
    shown = p.pool.remove("explosion", p.pool["explosion"]).add(
        "explosion", p.pool["explosion"] + p.explosions)
    if shown:
        out.append("pool: " + shown.render(FACES))
    if p.aside:
        out.append("aside: " + p.aside.render(FACES))
    if p.pool["explosion"]:
        out.append(f"continued: {p.pool['explosion']}")
    out += ["stage: " + render_card(c) for c in p.stages]
    out += ["bonus: " + render_card(c, show_kind=False) for c in p.bonus]
    out += ["boss: " + render_card(c) for c in p.bosses]
    if p.stages_won:
        out.append("stages won: " + render_won(p.stages_won))
    if p.bosses_won:
        out.append("bosses won: " + render_won(p.bosses_won))
    for key, val, show in (("capsules", render_card_list(p.capsules), p.capsules),
                           ("glitches", render_card_list(p.glitches), p.glitches),
                           ("glitches used", p.glitches_used, p.glitches_used),
                           ("glitch stack", p.glitch_stack, p.glitch_stack is not None),
                           ("glitch taken", "yes", p.glitch_taken),
                           ("rival glitches", p.rival_glitches, p.rival_glitches is not None),
                           ("dark energy", "?" if p.toxic == UNKNOWN else "toxic", p.toxic),
                           ("pilot", p.pilot, p.pilot),
                           ("pilot die", p.pilot_die, p.pilot_die),
                           ("charge", p.charge, p.charge)):
        if show:
            out.append(f"{key}: {val}")
    if p.nemesis == UNKNOWN:
        out.append("nemesis: ?")
    elif p.nemesis is not None:
        n = p.nemesis
        out.append(f"nemesis: {n.weapon}, {n.tokens} tokens"
                   + (f", {n.points} points" if n.points is not None else ""))
    if p.phoenix:
        out.append("phoenix core: " + ("?" if p.phoenix == UNKNOWN else "held"))
    if p.rivals:
        out.append("rivals: " + ", ".join(f"{n} {pts} points" + ("" if t is None else f" {t} tokens")
                                          for n, pts, t in p.rivals))
    if p.failed:
        out.append("failed rushes: " + ", ".join(k for k in BOSS_KINDS if k in p.failed))
    if p.failed_now:
        out.append("failed this turn: " + ("tackle" if p.failed_now == "tackle" else f"rush {p.failed_now}"))
    if p.end:
        out.append(f"end game: {p.end}")
    if p.final_left is not None:
        out.append(f"final turns left: {p.final_left}")
    if asks:
        out += [f"ask: {a}" for a in p.asks]
    return "\n".join(out) + "\n"


def render_card_list(cards: tuple) -> str:
    if all(c is None for c in cards):
        return str(len(cards))
    return ", ".join("?" if c is None else f"{c} points" for c in cards)

ACT_LIMITS = {"charge": (MAX_CHARGE, "a Charge counts the matching Weapons of one roll of 7 dice"),
              "take glitch": (GLITCH_CARDS, f"the game has {GLITCH_CARDS} Glitch cards"),
              "use glitch": (GLITCH_CARDS, f"the game has {GLITCH_CARDS} Glitch cards"),
              "use capsule": (CAPSULE_CARDS, f"the game has {CAPSULE_CARDS} Power Capsule cards"),
              "continue": (POOL_DICE, POOL_WHY)}


def parse_action(tok: Token) -> Act:
    ws = _strip_spend([w for w in words(tok) if w.norm not in ARTICLES])
    if not ws:
        raise tok.error("an empty ask", expected="an action, options or score")
    found, ordinal = VOCAB.longest(ws, 0, ["action"]), None
    if found is None:  # "take the third glitch", "spend 2 tokens on strike the core"
        plain = [w for w in ws if w.norm not in ORDINALS]
        if plain != ws and plain and VOCAB.longest(plain, 0, ["action"]):
            ordinal = next(ORDINALS[w.norm] for w in ws if w.norm in ORDINALS)
            ws = plain
            found = VOCAB.longest(ws, 0, ["action"])
        else:
            i = 0
            while i < len(ws) and (ws[i].norm in SPEND_WORDS or _NUM.match(ws[i].text)) \
                    and VOCAB.longest(ws, i, ["action"]) is None:
                i += 1
            if 0 < i < len(ws) and VOCAB.longest(ws, i, ["action"]):
                ws = ws[i:]
                found = VOCAB.longest(ws, 0, ["action"])
    if found is None:
        raise VOCAB.unknown(ws[0], ["action"], "action")
    verb, args = found[1], ws[found[2]:]
    if verb == "rush":
        args = [w for w in args if w.norm not in {"boss", "card"}]
        if not args:
            raise tok.error("which Boss do you rush?", expected="rush <boss>: " + ", ".join(BOSS_KINDS))
        b = VOCAB.longest(args, 0, ["boss"])
        if b is None:
            raise VOCAB.unknown(args[0], ["boss"], "Boss")
        if args[b[2]:]:
            w = args[b[2]]
            raise w.error(f'unexpected "{w.text}"', expected="one Boss")
        return Act("rush", target=b[1])
    if verb == "choose pilot":
        args = [w for w in args if w.norm not in {"pilot", "ace", "the"}]
        if len(args) != 1:
            raise tok.error("which Ace Pilot?", expected="choose pilot <weapon>")
        return Act("choose pilot", target=VOCAB.resolve(args[0], ["weapon"], "Weapon"))
    if verb == "defeat":
        args = [w for w in args if w.norm not in {"boss", "card", "and", "+", "&", "bosses", "cards"}]
        ts, i = [], 0
        while i < len(args):
            b = VOCAB.longest(args, i, ["boss"])
            if b is None:
                raise VOCAB.unknown(args[i], ["boss"], "Boss")
            ts.append(b[1])
            i += b[2]
        return Act("defeat", target=ts[0] if ts else None, targets=tuple(ts))
    if verb == "roll":
        args = [w for w in args if w.norm not in {"dice", "die", "again", "pool"}]
        cut = next((i for i, w in enumerate(args) if w.norm in RESULT_SEP or w.text in RESULT_SEP), None)
        named = args if cut is None else args[:cut]
        res = None if cut is None else args[cut + 1:]
        dice = _bag(named) if named else None
        result = None
        if res is not None:
            if not res:
                raise args[cut].error("the result is missing", expected="the faces rolled")
            result = _bag(res, unknown_ok=True)  # ? : a face rolled that nobody read
        if named and dice is not None and not dice:
            dice = None
        return Act("roll", dice=dice, result=result)
    if verb in ("save", "return"):
        args = [w for w in args
                if w.norm not in {"to", "side", "the", "aside", "into", "pool", "back", "die", "dice"}]
        if not args:
            raise tok.error(f"which dice do you {verb}?", expected="dice faces, e.g. missile x2, 1up")
        dice = _bag(args)
        if not dice:
            raise tok.error(f"which dice do you {verb}?", expected="dice faces")
        return Act(verb, dice=dice)
    if verb == "continue":
        args = [w for w in args if w.norm not in NOARG_FILLER | {"add", "to", "pool", "back"}]
        if not args:
            return Act("continue", n=1)
        if len(args) == 1 and _NUM.match(args[0].text):
            return Act("continue", n=max(1, bounded(args[0], int(_NUM.match(args[0].text).group(1)),
                                                    *ACT_LIMITS["continue"])))
        bag = _bag(args, "Explosion", ("face",))
        if set(bag.names()) - {"explosion"}:
            raise args[0].error("Continue puts back Explosions", expected="continue [N]")
        return Act("continue", n=len(bag))
    if verb == "claim":
        stages, bonus, i, kind, dice = [], None, 0, None, None
        cut = next((j for j, w in enumerate(args) if w.norm in {"with", "using"}), None)
        if cut is not None:
            named = [w for w in args[cut + 1:] if w.norm not in {"dice", "die"}]
            bonus_at = next((j for j, w in enumerate(named) if w.norm in {"+", "bonus", "and", "&", "plus"}
                             and any(x.norm == "bonus" for x in named[j:])), None)
            tail = [] if bonus_at is None else named[bonus_at:]
            named = named if bonus_at is None else named[:bonus_at]
            if not named:
                raise args[cut].error("which dice?", expected="claim stage N with <dice>")
            dice = _bag(named)
            args = args[:cut] + tail
        if ordinal is not None:
            args = [Token(str(ordinal), tok.line, tok.column, tok.source)] + args
        while i < len(args):
            w = args[i]
            if w.norm in ORDINALS and i + 1 < len(args) and args[i + 1].norm in {"stage", "bonus"}:
                if args[i + 1].norm == "bonus":
                    bonus = ORDINALS[w.norm]
                    i += 2
                else:
                    stages.append(ORDINALS[w.norm])
                    i += 2
                continue
            k = VOCAB.longest(args, i, ["weapon"])
            if k and kind is None and not stages:
                kind = k[1]
                i += k[2]
                continue
            if w.norm in {"stage", "stages", "card", "cards", "and", "+", "&", "with", "plus",
                          "number", "no", "top"}:
                i += 1
                continue
            if w.norm in {"bonus", "bonuses"}:
                bonus = 1
                j = i + 1
                while j < len(args) and args[j].norm in {"stage", "card", "top", "number"}:
                    j += 1
                if j < len(args) and _NUM.match(args[j].text):
                    bonus = bounded(args[j], int(_NUM.match(args[j].text).group(1)), BONUS_CARDS,
                                    f"the game has {BONUS_CARDS} Bonus Stage cards")
                    j += 1
                i = j
                continue
            m = _NUM.match(w.text)
            if not m:
                raise w.error(f'unexpected "{w.text}"', expected="claim stage N [+ bonus]")
            stages.append(bounded(w, int(m.group(1)), STAGE_DECK, f"the game has {STAGE_DECK} Stage cards"))
            i += 1
        if not stages and bonus is None and kind is None:
            raise tok.error("which Stage card?", expected="claim stage N (1 to 4, as listed)")
        if kind and stages:
            raise tok.error("name the Stage card by number or by type, not both",
                            expected="claim stage N")
        return Act("claim", stages=tuple(stages), bonus=bonus, kind=kind, dice=dice)
    if verb == "boss dice":  # a state ask: "may my pool hold N Boss Dice?"
        rest = [w for w in args if w.norm not in NOARG_FILLER - {"1", "one"}]
        if len(rest) != 1 or not _NUM.match(rest[0].text):
            raise tok.error("how many Boss Dice?", expected="boss dice N")
        return Act("boss dice", n=bounded(rest[0], int(_NUM.match(rest[0].text).group(1)), POOL_DICE,
                                          POOL_WHY))
    if verb in ("charge", "take glitch", "use glitch", "use capsule"):
        if verb in ("take glitch", "use capsule"):
            ordinal = next((ORDINALS[w.norm] for w in args if w.norm in ORDINALS), ordinal)
            args = [w for w in args if w.norm not in ORDINALS]
        filler = NOARG_FILLER - {"1"} if verb == "charge" else NOARG_FILLER  # "charge 1" is a level
        rest = [w for w in args if w.norm not in filler | {"level", "to", "charges"}]
        n = None if verb == "charge" else (ordinal or 1)
        if rest and rest[0].norm in {"twice", "x2"} and verb == "use glitch":
            n, rest = 2, rest[1:]
        elif rest and (_NUM.match(rest[0].text) or re.match(r"^x\d{1,9}$", rest[0].text)):
            n = bounded(rest[0], int(rest[0].text.strip("()x")), *ACT_LIMITS[verb])
            rest = rest[1:]
        if rest:
            raise rest[0].error(f'unexpected "{rest[0].text}"', expected=f"{verb} [N]")
        return Act(verb, n=n)
    if verb == "steal glitch":  # "steal a glitch from Ana"
        cut = next((i for i, w in enumerate(args) if w.norm == "from"), None)
        args = args if cut is None else args[:cut]
    rest = [w for w in args if w.norm not in NOARG_FILLER]
    if rest:
        raise rest[0].error(f'unexpected "{rest[0].text}"', expected=f'just "{verb}"')
    return Act(verb)

def render_action(a: Act) -> str:
    v = a.verb
    if v == "rush":
        return f"rush {a.target}"
    if v == "choose pilot":
        return f"choose pilot {a.target}"
    if v == "defeat":
        return "defeat" + (" " + " and ".join(a.targets) if a.targets else "")
    if v == "roll":
        s = "roll"
        if a.dice is not None:
            s += " " + a.dice.render(FACES)
        if a.result is not None:
            s += " -> " + a.result.render(FACES)
        return s
    if v in ("save", "return"):
        return f"{v} {a.dice.render(FACES)}"
    if v == "continue":
        return "continue" if (a.n or 1) == 1 else f"continue {a.n}"
    if v == "claim":
        s = "claim"
        if a.kind:
            s += f" {a.kind}"
        if a.stages:
            s += " stage " + " and ".join(str(i) for i in a.stages)
        if a.dice is not None:
            s += " with " + a.dice.render(FACES)
        if a.bonus is not None:
            s += (" +" if a.stages or a.kind else "") + " bonus" + ("" if a.bonus == 1 else f" {a.bonus}")
        return s
    if v == "charge":
        return "charge" if a.n is None else f"charge {a.n}"
    if v == "take glitch":
        return "take glitch" if (a.n or 1) == 1 else f"take glitch {a.n}"
    if v == "use glitch":
        return "use glitch" if (a.n or 1) == 1 else f"use glitch x{a.n}"
    if v == "use capsule":
        return "use capsule" if (a.n or 1) == 1 else f"use capsule {a.n}"
    if v == "boss dice":
        return f"boss dice {a.n}"
    return v

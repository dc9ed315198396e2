"""Dance of the Fireflies notation: keys, vocabulary, parsing and rendering of
positions and actions (``bid 1``, ``plant orange in bed 1``, ``copy red``...)."""
from __future__ import annotations

import re
from typing import Iterable

from ...core import QUESTIONS
from ...dsl import Errors, Token, Vocabulary, norm, read, split, words
from ...errors import PositionSyntaxError, did_you_mean
from .model import (OW, UNKNOWN, UNSAID_BED, Act, Bid, Bonus, Card, Copy, DFPosition, Discard, Pending, Plant,
                    PlantWeed, Planted, Query, Simple, Slot, Space, Switch, Take, White)

# ---------------------------------------------------------------------------
# vocabulary and parsing

VOCAB = Vocabulary({
    "colour": {"red": [], "white": [], "yellow": [], "orange": [], "blue": [], "purple": []},
    "orchid/weed": {OW: ["orchid", "weed", "ow", "orchid-weed", "orchid weed", "orchid/weed card"]},
    "bloom": {"sun": ["sun bloom", "sun symbol", "day flower"], "moon": ["moon bloom", "moon symbol", "night flower"]},
    "space": {"day": ["sun", "day space", "sun space"], "night": ["moon", "night space", "moon space"],
              "mixed": ["mix", "mixed space", "both"]},
    "side": {"day": ["day side", "sun side", "sun"], "night": ["night side", "moon side", "moon"]},
    "phase": {"planting": ["planting phase", "plant"], "harvesting": ["harvesting phase", "harvest"],
              "final": ["final harvesting", "final harvests", "final harvest", "end of game harvest"],
              "over": ["game over", "end", "ended", "end of game"]},
    # a Firefly's kind: what the message says of a Royal the reading must hold ("his one was his Royal")
    "firefly": {"royal": ["royal firefly", "royals", "royal fireflies"]},
    "royal place": {"supply": ["in supply", "supply pool"], "down": ["crown down", "sundial crown down", "face down"],
                    "up": ["crown up", "sundial crown up", "face up"]},
    "key": {"game": [], "players": ["player"], "apprentice": ["gardeners apprentice"], "turn": [],
            "phase": [], "done": ["this turn", "done this turn"], "sundial": ["pointers"],
            "flower N": [], "greenhouse": [], "potting shed": ["shed"], "compost": ["compost heap"],
            "pending": [], "ask": [], "PLAYER supply": [], "PLAYER royal": [], "PLAYER hand": [],
            "PLAYER bed N": []},
    "action": {"bid": ["place", "bids"], "bonus": [], "plant": ["plants"], "pass": ["passes"],
               "end turn": ["end"], "switch": ["swap"], "harvest": [], "refill": [], "draw two": ["draw"],
               "discard": [], "white": [], "copy": [], "take": [], "skip": ["decline"],
               "winner N": ["who wins N", "X wins N"], "score": ["score X"], "winner": ["head gardener"],
               "setup": ["set-up"], "options": [], "remove weed": ["pull weed"], "final harvest": [],
               "reveal": ["reveal face-down"], "return royals": [], "new round": ["next round"]},
})

_KEYS = ["game", "players", "apprentice", "turn", "phase", "done", "sundial", "greenhouse",
         "potting-shed", "compost", "pending", "ask"]
_KEY_ALIASES = {"player": "players", "gardeners-apprentice": "apprentice", "this-turn": "done",
                "done-this-turn": "done", "pointers": "sundial", "shed": "potting-shed",
                "compost-heap": "compost"}
_MARK = re.compile(r"^([3-6])\+$")

# Bounds from the book's components (Components: 84 Flower Cards, 6 Orchid/Weed Cards, 6 Player
# Guides, 6 Regular and 1 Royal Firefly per player) and stated sane limits where it gives none.
MAX_CARDS = 90  # 84 Flower Cards + 6 Orchid/Weed Cards: the most any list of cards can hold
MAX_PLAYERS = 6  # 6 Player Guides
MAX_FIREFLIES = 6  # 6 Regular Fireflies per player
MAX_OW = 6  # 6 Orchid/Weed Cards (the Greenhouse holds only these)
MAX_SPACES = 5  # an Orchid/Weed card has five spaces, a Flower Card three
MAX_CLOCK = 12  # the book draws no number of places round the Sundial: a stated sane limit
MAX_BED_CARDS = 12  # a bed holds six Flowers and a Weed; more is reported as a problem up to this sane limit
MAX_PENDING = 20  # choices waiting at once: a stated sane limit
_FACE_DOWN = {"face-down", "down", "facedown", "hidden"}
_FACE_UP = {"face-up", "up", "faceup"}
_FIREFLY = {"firefly", "fireflies", "with-firefly"}


def _card_words(ws: list[Token], i: int, *, allow_ow: bool = True, allow_unknown: bool = True,
                unknown_bloom: bool = False) -> tuple[Card, int]:
    """Read ``colour [bloom] [N+]`` starting at ``ws[i]`` (``?`` for an unknown colour or,
    where ``unknown_bloom``, an unknown Sun/Moon symbol)."""
    w = ws[i]
    if w.text == UNKNOWN and allow_unknown:
        colour, i = UNKNOWN, i + 1
    else:
        kinds = ["colour", "orchid/weed"] if allow_ow else ["colour"]
        stop = next((j for j in range(i + 1, len(ws)) if ws[j].text == UNKNOWN), len(ws))
        found = VOCAB.longest(ws[:stop], i, kinds)  # "?" is a value of its own, never part of a name
        if found is None:
            raise VOCAB.unknown(w, kinds, "card")
        colour = found[1]
        i += found[2]
    bloom = ""
    if i < len(ws):
        b = VOCAB.longest(ws, i, ["bloom"])
        if b:
            bloom, i = b[1], i + b[2]
        elif unknown_bloom and ws[i].text == UNKNOWN:
            bloom, i = UNKNOWN, i + 1
    mark = 0
    if i < len(ws) and _MARK.match(ws[i].text):
        mark, i = int(ws[i].text[0]), i + 1
    return Card(colour, bloom, mark), i


def _one_card(tok: Token, **kw) -> Card:
    ws = words(tok)
    if not ws:
        raise tok.error("a card is missing", expected="a card such as red sun")
    card, i = _card_words(ws, 0, **kw)
    if i < len(ws):
        raise ws[i].error(f'unexpected "{ws[i].text}" after the card', expected="a card such as red sun 4+")
    return card


def _cards(tok: Token, *, limit: int = MAX_CARDS, why: str = "the game has 90 cards: 84 Flower and 6 Orchid/Weed",
           **kw) -> tuple[Card, ...]:
    if tok.text.strip().lower() in ("", "none", "empty", "-"):
        return ()
    out = []
    for piece in split(tok):
        ws = words(piece)
        n = 1
        if ws and re.fullmatch(r"\d+", ws[0].text) and len(ws) > 1:
            n, count, ws = int(ws[0].text[:6]), ws[0], ws[1:]
        elif ws and re.fullmatch(r"[x×]\d+", ws[-1].text, re.I):
            n, count, ws = int(ws[-1].text[1:][:6]), ws[-1], ws[:-1]
        else:
            count = piece
        if len(out) + n > limit:
            raise count.error(f"too many cards: at most {limit} here ({why})", expected=f"at most {limit} cards")
        if not ws:
            raise piece.error("a card is missing", expected="a card such as red sun")
        card, i = _card_words(ws, 0, **kw)
        if i < len(ws):
            raise ws[i].error(f'unexpected "{ws[i].text}" after the card', expected="a card such as red sun")
        out += [card] * n
    return tuple(out)


def _planted(tok: Token) -> Planted:
    ws = words(tok)
    if not ws:
        raise tok.error("a Flower is missing", expected="a Flower such as red sun")
    down = firefly = False
    while ws and (ws[-1].norm in _FACE_DOWN | _FACE_UP | _FIREFLY or ws[-1].norm == "face"):
        last = ws.pop()
        if last.norm in _FACE_DOWN:
            down = True
        if last.norm in _FIREFLY:
            firefly = True
            if ws and ws[-1].norm in ("with", "a", "has"):
                ws.pop()
                if ws and ws[-1].norm == "with":
                    ws.pop()
        if last.norm in ("down", "up") and ws and ws[-1].norm == "face":
            ws.pop()
    if not ws:
        raise tok.error("a Flower is missing", expected="a Flower such as red sun")
    first = ws[0].norm
    if first in ("weed", "weeds"):
        bloom, mark, i = "", 0, 1
        if i < len(ws) and VOCAB.lookup(ws[i].text, ["bloom"]):
            bloom, i = VOCAB.lookup(ws[i].text, ["bloom"])[1], i + 1
        if i < len(ws) and _MARK.match(ws[i].text):
            mark, i = int(ws[i].text[0]), i + 1
        if i < len(ws):
            raise ws[i].error(f'unexpected "{ws[i].text}" after the Weed', expected="weed [sun|moon]")
        if down or firefly:
            raise tok.error("a Weed is never face-down and carries no Firefly", expected="weed [sun|moon]")
        return Planted("", bloom, weed=True, mark=mark)
    if first in ("orchid", "orchids"):
        i = 1
        if i < len(ws) and ws[i].norm == "as":
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which colour does the Orchid stand for?", expected="orchid as red")
        card, j = _card_words(ws, i, allow_ow=False, allow_unknown=False, unknown_bloom=True)
        if j < len(ws):
            raise ws[j].error(f'unexpected "{ws[j].text}"', expected="orchid as COLOUR [sun|moon]")
        if down or firefly:
            raise tok.error("an Orchid is never face-down and carries no Firefly (it is won, not planted from hand)",
                            expected="orchid as red")
        return Planted(card.colour, card.bloom, orchid=True, mark=card.mark)
    # "?": a Flower whose colour the table does not say (one of the colours the bed may still hold)
    card, j = _card_words(ws, 0, allow_ow=False, allow_unknown=True, unknown_bloom=True)
    if j < len(ws):
        raise ws[j].error(f'unexpected "{ws[j].text}" after the Flower',
                          expected="COLOUR [sun|moon] [face-down]")
    return Planted(card.colour, card.bloom, down, mark=card.mark, firefly=firefly or down)


def _int(tok: Token, what: str) -> int:
    if not re.fullmatch(r"\d{1,4}", tok.text):
        raise tok.error(f'"{tok.text}" is not {what}', expected=what)
    return int(tok.text)


def _player(tok: Token, players: Iterable[str]) -> str:
    by = {norm(p): p for p in players}
    got = by.get(tok.norm)
    if got is None:
        raise tok.error(f'"{tok.text}" is not one of the players', expected="a player: " + ", ".join(by.values()),
                        hint=did_you_mean(tok.text, list(by.values())))
    return got


def _space(tok: Token, players: list[str]) -> Space:
    ws = words(tok)
    kind = VOCAB.longest(ws, 0, ["space"]) if ws else None
    if kind is None:
        raise VOCAB.unknown(ws[0] if ws else tok, ["space"], "space")
    owner, royal = "", False
    for w in ws[kind[2]:]:
        if w.norm in ("royal", "r", "crown"):
            royal = True
        elif w.norm in ("empty", "-", "free"):
            continue
        elif owner:
            raise w.error(f'unexpected "{w.text}"', expected="SPACE [PLAYER [royal]]")
        elif w.text == UNKNOWN:  # "day ?": a regular Firefly of a player not said there, or none
            owner = UNKNOWN
        else:
            owner = _player(w, players)
    if royal and owner in ("", UNKNOWN):
        raise tok.error("whose Royal is it?", expected="SPACE PLAYER royal")
    return Space(kind[1], owner, royal)


def _slot(tok: Token, players: list[str]) -> Slot:
    head, _, rest = tok.text.partition(";")
    head_tok = tok.sub(0, len(head))
    parts = split(head_tok)
    if not parts:
        raise tok.error("describe the Flower", expected="COLOUR BLOOM, SIDE side; SPACES")
    side = None
    for extra in parts[1:]:
        if " ".join(extra.text.lower().split()) in (UNKNOWN, f"{UNKNOWN} side"):  # not stated: the side is one of the two
            side = UNKNOWN
            continue
        s = VOCAB.lookup(extra.text, ["side"])
        if s is None:
            raise VOCAB.unknown(extra, ["side"], "side of the Sundial")
        side = s[1]
    if side is None:
        raise tok.error("which side of the Sundial is this Flower on?", expected='", day side" or ", night side"',
                        hint=f"write: {head.strip()}, day side; ...")
    if parts[0].norm in ("empty", "none", "-"):
        if rest.strip():
            raise tok.sub(len(head) + 1).error("an empty place has no spaces")
        return Slot(None, side, ())
    card = _one_card(parts[0], unknown_bloom=True)
    if not tok.text.count(";"):
        raise tok.error("list the Flower's spaces after a semicolon",
                        expected="; day, mixed PLAYER, night PLAYER royal")
    rest_tok = tok.sub(len(head) + 1)
    if rest_tok.text.strip() == UNKNOWN:
        return Slot(card, side, None)  # a freshly refilled card: nothing about it is known yet
    if not card.bloom:  # not stated: the table does not know its Sun or Moon symbol
        card = Card(card.colour, UNKNOWN, card.mark)
    pieces = split(rest_tok)
    if len(pieces) > MAX_SPACES:
        raise pieces[MAX_SPACES].error(f"too many spaces: a card has at most {MAX_SPACES} "
                                       "(an Orchid/Weed card five, a Flower Card three)")
    spaces = tuple(_space(t, players) for t in pieces)
    return Slot(card, side, spaces)


# A pending line names the player, then the choice by one keyword (any order, any filler):
# "Rosa plants won red sun", "Rosa: won red sun", "Rosa must plant the won red sun"...
_PENDING_KEYWORDS = {  # word -> kind, in the order they are looked for
    "taken": "plant-ow", "take": "plant-ow", "took": "plant-ow",
    "removed": "weed", "remove": "weed", "replant": "weed", "re-plant": "weed", "pulled": "weed",
    "won": "win", "win": "win", "wins": "win", "winning": "win",
    "second": "second",
    "discard": "discard", "discards": "discard",
    "use": "ability", "uses": "ability", "ability": "ability", "trigger": "ability", "triggers": "ability",
    "tie": "tie", "tied": "tie", "royals": "tie", "hand": "tie",
}
_PENDING_ORDER = ("plant-ow", "weed", "win", "second", "discard", "ability", "tie")
_PENDING_FORMS = ("PLAYER plants won CARD", "PLAYER may plant a second COLOUR, not in bed N",
                  "PLAYER may use COLOUR [copied by yellow] in bed N", "PLAYER must discard a card",
                  "PLAYER may plant a COLOUR from hand after tie|royals", "PLAYER must plant taken orchid/weed",
                  "PLAYER may replant removed orchid/weed")


def _pending(tok: Token, players: list[str]) -> Pending:
    """A pending choice, read forgivingly: the player, a keyword, then its card/colour/bed."""
    ws = words(tok)
    who = None
    for pl in sorted(players, key=len, reverse=True):
        n = len(pl.split())
        if len(ws) > n and norm(" ".join(w.text for w in ws[:n]).rstrip(":")) == norm(pl):
            who, ws = pl, ws[n:]
            break
    if who is None:
        first = ws[0] if ws else tok
        raise first.error("a pending line starts with the player's name", expected="a player: " + ", ".join(players),
                          hint=did_you_mean(first.text.rstrip(":"), players))
    if ws and ws[0].text == ":":
        ws = ws[1:]
    found = {_PENDING_KEYWORDS[w.norm]: k for k, w in reversed(list(enumerate(ws))) if w.norm in _PENDING_KEYWORDS}
    kind = next((k for k in _PENDING_ORDER if k in found), None)
    if kind is None:
        content = [w for w in ws if w.norm not in _PENDING_FILLER] or ws or [tok]
        import difflib
        scored = [(difflib.SequenceMatcher(None, w.norm, k).ratio(), k, w) for w in content for k in _PENDING_KEYWORDS]
        best = max(scored, key=lambda x: x[0], default=None)
        hint, at_w = None, content[0]
        if best and best[0] >= 0.6:
            hint, at_w = f'did you mean "{best[1]}"?', best[2]
        raise at_w.error("unknown pending choice", expected="one of: " + "; ".join(_PENDING_FORMS), hint=hint)
    at = found[kind]
    form = dict(zip(("win", "second", "ability", "discard", "tie", "plant-ow", "weed"), _PENDING_FORMS))[kind]
    bed, bed_said = 0, False
    for k, w in enumerate(ws):
        if w.norm == "bed" and k + 1 < len(ws):
            bed_said = True
            bed = _int(Token(ws[k + 1].text.strip("()[].,;"), ws[k + 1].line, ws[k + 1].column, ws[k + 1].source), "a Flower Bed number")
    if kind in ("win", "plant-ow", "weed"):
        start = next((k for k in range(at + 1, len(ws))
                      if ws[k].norm not in _PENDING_FILLER and ws[k].norm not in _PENDING_KEYWORDS), None)
        if start is None:
            raise ws[at].error("which card?", expected=form)
        card, end = _card_words(ws, start, allow_unknown=False)
        if end < len(ws):
            raise ws[end].error(f'unexpected "{ws[end].text}" after the card', expected=form)
        if kind != "win" and not card.ow:
            raise ws[start].error(f"the card here is an Orchid/Weed card, not {card.render()}", expected=form)
        return Pending(who, kind, card=card)
    if kind == "discard":
        return Pending(who, kind)
    via_at = next((k for k, w in enumerate(ws) if w.norm in ("copied", "copy", "copies", "via")), len(ws))
    colour = ""
    for w in ws[:via_at]:
        got = VOCAB.lookup(w.text, ["colour"])
        if got:
            colour = got[1]
            break
    if not colour:
        cands = [w for w in ws[:via_at] if w.norm not in _PENDING_FILLER and w.norm not in _PENDING_KEYWORDS
                 and not w.text.isdigit() and w.norm not in ("bed", "not", "after", "from", "in")]
        if cands:
            raise VOCAB.unknown(cands[0], ["colour"], "colour")
        raise ws[at].error("which colour?", expected=form)
    via = ""
    if kind == "ability":
        if via_at < len(ws):
            via = "yellow"
        if not bed_said:
            raise ws[-1].error("in which Flower Bed?", expected=form)
    if kind == "tie" and "royals" in [w.norm for w in ws]:
        via = "royals"
    return Pending(who, kind, colour, bed if kind in ("second", "ability") else 0, None, via)


_PENDING_FILLER = {"may", "must", "can", "could", "a", "an", "one", "the", "to", "plant", "plants", "planting",
                   "it", "card", "flower", "of", "their", "his", "her", "now", "still", "yet", "is", "has",
                   "have", "by", "as", "and", "-"}


# ---------------------------------------------------------------------------
# actions: parsing

_VERBS = {"bid": "bid", "bids": "bid", "place": "bid", "places": "bid", "bonus": "bonus",
          "plant": "plant", "plants": "plant", "pass": "pass", "passes": "pass", "end": "end",
          "ends": "end", "switch": "switch", "switches": "switch", "swap": "switch", "swaps": "switch",
          "harvest": "harvest", "refill": "refill", "draw": "draw", "draws": "draw",
          "discard": "discard", "discards": "discard", "white": "white", "copy": "copy",
          "copies": "copy", "take": "take", "takes": "take", "skip": "skip", "skips": "skip",
          "decline": "skip", "declines": "skip", "winner": "winner", "who": "winner",
          "score": "score", "setup": "setup", "set-up": "setup", "remove": "remove",
          "removes": "remove", "pull": "remove", "pulls": "remove", "reveal": "reveal",
          "reveals": "reveal", "final": "final", "return": "return", "new": "new", "next": "new"}
_FILLER = {"on", "flower", "the", "a", "an", "in", "into", "to", "onto", "at", "with", "and",
           "number", "no", "card", "my", "her", "his", "their", "firefly", "one", "of"}


def _num(ws: list[Token], i: int, what: str) -> tuple[int, int]:
    while i < len(ws) and ws[i].norm in _FILLER:
        i += 1
    if i >= len(ws):
        raise (ws[-1] if ws else Token("", 0, 1)).error(f"{what} is missing", expected=what)
    txt = ws[i].text.lstrip("#")
    if not re.fullmatch(r"\d{1,4}", txt):
        raise ws[i].error(f'"{ws[i].text}" is not {what}', expected=what)
    return int(txt), i + 1


def _bed_target(ws: list[Token], i: int, unsaid: bool = False) -> tuple[int, int]:
    """``[in] bed N`` / ``[in] new bed`` -> (N or 0, next index); where ``unsaid``, ``bed ?``
    (an existing bed or a new one, not said) -> UNSAID_BED."""
    while i < len(ws) and ws[i].norm in _FILLER:
        i += 1
    if i < len(ws) and ws[i].norm in ("new", "fresh"):
        i += 1
        if i < len(ws) and ws[i].norm in ("bed", "flower-bed", "flower"):
            i += 1
            if i < len(ws) and ws[i].norm == "bed":
                i += 1
        return 0, i
    if i < len(ws) and ws[i].norm in ("bed", "flower-bed", "flower"):
        i += 1
        if i < len(ws) and ws[i].norm == "bed":
            i += 1
        if unsaid and i < len(ws) and ws[i].text == UNKNOWN:
            return UNSAID_BED, i + 1
        return _num(ws, i, "a Flower Bed number")
    where = ws[i] if i < len(ws) else (ws[-1] if ws else Token("", 0, 1))
    raise where.error("which Flower Bed?", expected='"in bed N" or "in new bed"')


def _bid_tail(ws: list[Token], i: int) -> tuple[bool, int, int]:
    """``[on space K] [royal]`` in either order -> (royal, K or 0, next index)."""
    royal, space = False, 0
    while True:
        j = i
        while j < len(ws) and ws[j].norm in _FILLER | {"their", "her", "his", "my"}:
            j += 1
        if j < len(ws) and ws[j].norm in ("royal", "the-royal"):
            royal, i = True, j + 1
        elif j < len(ws) and ws[j].norm in ("space", "spaces"):
            space, i = _num(ws, j + 1, "a space number (1 = leftmost)")
            if space < 1:
                raise ws[j + 1].error("spaces are numbered from 1 (the leftmost)", expected="space K")
        else:
            return royal, space, i


def _end_check(ws: list[Token], i: int, form: str) -> None:
    while i < len(ws) and ws[i].norm in _FILLER | {"now", "please", "?"}:
        i += 1
    if i < len(ws):
        raise ws[i].error(f'unexpected "{ws[i].text}"', expected=form)


def _parse_step(tok: Token) -> Act:
    ws = words(tok)
    if len(ws) > 1 and ws[-1].text in ("?", ".", "!") and ws[-2].norm not in ("discard", "discards", "bed"):
        ws = ws[:-1]
    ws = [Token(w.text.rstrip("?.!"), w.line, w.column, w.source) if len(w.text) > 1 and w.text[-1] in "?.!" else w
          for w in ws]
    if not ws:
        raise tok.error("an empty ask", expected="an action such as: bid 3")
    player = ""
    if ws[0].text.endswith(":") or (len(ws) > 1 and ws[0].norm not in _VERBS and ws[1].norm in _VERBS):
        player = ws[0].text.rstrip(":")
        ws = ws[1:]
    if len(ws) >= 3 and ws[1].norm in ("wins", "win", "gets") and ws[0].norm not in _VERBS:
        n, i = _num(ws, 2, "a Flower number")
        _end_check(ws, i, "PLAYER wins N")
        return Query("flower", n, ws[0].text)
    if not ws:
        raise tok.error("what does the player do?", expected="an action such as: bid 3")
    verb = _VERBS.get(ws[0].norm)
    if verb is None:
        raise ws[0].error(f'unknown action "{ws[0].text}"', expected="an action: " + ", ".join(VOCAB.names("action")),
                          hint=did_you_mean(ws[0].norm, sorted(set(_VERBS))))
    kw = {"player": player}
    i = 1
    if verb == "bid":
        n, i = _num(ws, i, "a Flower number")
        royal, space, i = _bid_tail(ws, i)
        _end_check(ws, i, "bid N [on space K] [royal]")
        return Bid(n, royal, space, **kw)
    if verb == "bonus":
        if i < len(ws) and ws[i].norm in ("bid", "action"):
            i += 1
        n, i = _num(ws, i, "a Flower number")
        royal, space, i = _bid_tail(ws, i)
        while i < len(ws) and ws[i].norm in ("discard", "discarding", "by", "and", ","):
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which card is discarded?", expected="bonus N [on space K] discard CARD")
        card, i = _card_words(ws, i, allow_unknown=False)
        more_royal, more_space, i = _bid_tail(ws, i)
        _end_check(ws, i, "bonus N [on space K] discard CARD [royal]")
        return Bonus(n, card, royal or more_royal, space or more_space, **kw)
    if verb == "plant":
        pre_down = False
        while i < len(ws) and (ws[i].norm in _FILLER | _FACE_DOWN | _FACE_UP or ws[i].norm == "face"):
            pre_down = pre_down or ws[i].norm in _FACE_DOWN
            i += 1
        if i < len(ws) and ws[i].norm in ("weed", "weeds") and not (i + 1 < len(ws) and VOCAB.lookup(ws[i + 1].text, ["bloom"])):
            i += 1
            while i < len(ws) and ws[i].norm in _FILLER:
                i += 1
            if i >= len(ws):
                raise ws[-1].error("whose Flower Bed?", expected="plant weed in PLAYER bed N")
            target = ws[i].text.rstrip("'s").rstrip("’s") if ws[i].text.endswith(("'s", "’s")) else ws[i].text
            bed, i = _bed_target(ws, i + 1)
            _end_check(ws, i, "plant weed in PLAYER bed N")
            return PlantWeed(target, bed, **kw)
        orchid = False
        if i < len(ws) and ws[i].norm in ("orchid", "orchids"):
            orchid, i = True, i + 1
            if i < len(ws) and ws[i].norm == "as":
                i += 1
        if i >= len(ws):
            raise ws[-1].error("which Flower?", expected="plant CARD in bed N")
        card, i = _card_words(ws, i, allow_ow=not orchid, allow_unknown=False)
        down = pre_down
        while i < len(ws) and (ws[i].norm in _FACE_DOWN | _FACE_UP or ws[i].norm == "face"):
            if ws[i].norm in _FACE_DOWN:
                down = True
            i += 1
        bed, i = _bed_target(ws, i, unsaid=True)
        while i < len(ws) and (ws[i].norm in _FACE_DOWN | _FACE_UP or ws[i].norm == "face"):
            if ws[i].norm in _FACE_DOWN:
                down = True
            i += 1
        _end_check(ws, i, "plant CARD [face-down] in bed N|new bed")
        return Plant(card, bed, down, orchid, **kw)
    if verb == "remove":
        form = "remove weed from bed N with orange|yellow"
        while i < len(ws) and ws[i].norm in _FILLER | {"weed", "weeds", "from", "the"}:
            i += 1
        bed, i = _bed_target(ws, i)
        if not bed:
            raise ws[i - 1].error("a Weed is removed from an existing Flower Bed", expected=form)
        while i < len(ws) and ws[i].norm in _FILLER | {"by", "using", "planting", "replacing", "it"}:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("with which Flower?", expected=form)
        card, i = _card_words(ws, i, allow_ow=False, allow_unknown=False)
        _end_check(ws, i, form)
        return Plant(card, bed, remove=True, **kw)
    if verb == "return":
        while i < len(ws) and ws[i].norm in _FILLER | {"the", "royal", "royals", "fireflies"}:
            i += 1
        _end_check(ws, i, "return royals")
        return Simple("return royals", **kw)
    if verb == "new":
        if i < len(ws) and ws[i].norm in ("round", "rounds"):
            i += 1
        _end_check(ws, i, "new round")
        return Simple("new round", **kw)
    if verb == "final":
        if i < len(ws) and ws[i].norm in ("harvest", "harvests", "harvesting"):
            i += 1
        _end_check(ws, i, "final harvest")
        return Simple("final harvest", **kw)
    if verb == "reveal":
        while i < len(ws) and ws[i].norm in _FILLER | {"face-down", "flowers", "all", "cards", "up", "face-up"}:
            i += 1
        _end_check(ws, i, "reveal")
        return Simple("reveal", **kw)
    if verb in ("pass", "harvest", "refill", "skip"):
        _end_check(ws, i, verb)
        return Simple(verb, **kw)
    if verb == "end":
        if i < len(ws) and ws[i].norm in ("turn", "my", "the"):
            i += 1
        if i < len(ws) and ws[i].norm == "turn":
            i += 1
        _end_check(ws, i, "end turn")
        return Simple("end turn", **kw)
    if verb == "draw" and i < len(ws) and ws[i].norm in ("up", "replacements", "replacement"):
        i += 1
        while i < len(ws) and ws[i].norm in _FILLER | {"cards", "card", "to", "three", "3"}:
            i += 1
        _end_check(ws, i, "draw up")
        return Simple("draw up", **kw)
    if verb == "draw":
        if i < len(ws) and ws[i].norm in ("two", "2"):
            i += 1
        if i < len(ws) and ws[i].norm in ("cards", "card"):
            i += 1
        _end_check(ws, i, "draw two")
        return Simple("draw two", **kw)
    if verb == "switch":
        a, i = _num(ws, i, "a Flower number")
        b, i = _num(ws, i, "a second Flower number")
        _end_check(ws, i, "switch N M")
        return Switch(min(a, b), max(a, b), **kw)
    if verb == "discard":
        while i < len(ws) and ws[i].norm in _FILLER:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which card?", expected="discard CARD")
        card, i = _card_words(ws, i)
        _end_check(ws, i, "discard CARD")
        return Discard(card, **kw)
    if verb == "white":
        n, i = _num(ws, i, "a Flower number")
        space = 0
        royal = False
        while i < len(ws):
            if ws[i].norm == "space":
                space, i = _num(ws, i + 1, "a space number (1 = leftmost)")
            elif ws[i].norm == "royal":
                royal, i = True, i + 1
            else:
                break
        _end_check(ws, i, "white N space K [royal]")
        if not space:
            raise tok.error("which space (1 = leftmost)?", expected="white N space K")
        return White(n, space, royal, **kw)
    if verb == "copy":
        while i < len(ws) and ws[i].norm in _FILLER:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which colour is copied?", expected="copy COLOUR")
        colour = VOCAB.resolve(ws[i], ["colour"], "colour")
        _end_check(ws, i + 1, "copy COLOUR")
        return Copy(colour, **kw)
    if verb == "take":
        while i < len(ws) and ws[i].norm in _FILLER:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which card?", expected="take CARD")
        card, i = _card_words(ws, i, allow_unknown=False)
        keep = False
        while i < len(ws):
            if ws[i].norm in ("into", "to", "in", "hand", "keep", "keeps", "keeping", "it", "and", "for",
                              "later", "save", "saves", "hold", "holds", "from", "compost", "heap", "the"):
                keep = keep or ws[i].norm in ("hand", "keep", "keeps", "keeping", "save", "saves", "hold", "holds")
                i += 1
            else:
                break
        _end_check(ws, i, "take CARD [into hand]")
        return Take(card, keep, **kw)
    if verb == "winner":
        while i < len(ws) and ws[i].norm in _FILLER | {"wins", "of", "is", "gets"}:
            i += 1
        if i >= len(ws):
            return Query("winner", **kw)
        n, i = _num(ws, i, "a Flower number")
        _end_check(ws, i, "winner N")
        return Query("flower", n, **kw)
    if verb == "score":
        while i < len(ws) and ws[i].norm in _FILLER | {"of", "for"}:
            i += 1
        claim = ""
        if i < len(ws) and not re.fullmatch(r"\d{1,4}", ws[i].text):
            claim, i = ws[i].text, i + 1
        while i < len(ws) and ws[i].norm in ("is", "=", "scores", "gets", "for"):
            i += 1
        points = -1  # "score Rosa 9": the total claimed for Rosa, judged against the book's scoring
        if i < len(ws) and re.fullmatch(r"\d{1,4}", ws[i].text):
            points, i = int(ws[i].text), i + 1
            while i < len(ws) and ws[i].norm in ("points", "point", "pts", "pt"):
                i += 1
        _end_check(ws, i, "score [PLAYER] [N]")
        return Query("score", claim=claim or player, points=points, **{"player": ""})
    if verb == "setup":
        _end_check(ws, i, "setup")
        return Query("setup", **kw)
    raise ws[0].error(f'unknown action "{ws[0].text}"')


def parse_action(tok: Token) -> Act:
    """One step of an ask (the core splits ``A then B`` into steps)."""
    return _parse_step(tok)


_PLAYER_KEY = re.compile(r"^(?P<name>[a-z][\w']*)-(?:bed(?:-\d+)?|hand|supply|royal)$")


def _players_named_in_keys(entries) -> list[str]:
    """Without a players: line, the names in "Rosa bed 1:", "Hugo hand:" lines, in order."""
    names: list[str] = []
    for e in entries:
        m = _PLAYER_KEY.match(e.key)
        if m and m.group("name") not in _KEYS and m.group("name") not in _KEY_ALIASES:
            name = e.key_token.text.split()[0].split("-")[0].strip()
            if name.lower() not in (n.lower() for n in names):
                names.append(name[:1].upper() + name[1:])
    return names



class Notation:
    """Parsing and rendering, mixed into the game class."""

    # ---- parsing -----------------------------------------------------------------------
    def parse(self, text: str) -> DFPosition:
        errors = Errors()
        entries = read(text, errors)
        players: list[str] = []
        player_entry = None
        for e in entries:
            if _KEY_ALIASES.get(e.key, e.key) == "players":
                player_entry = e
                try:
                    players = self._players(e.value)
                except PositionSyntaxError as err:
                    errors.add(err)
        if player_entry is None:
            players = _players_named_in_keys(entries)
            if len(players) > MAX_PLAYERS:
                errors.add(PositionSyntaxError(
                    f"{len(players)} players named by their lines: the game has {MAX_PLAYERS} Player Guides",
                    line=1, column=1, expected='a line such as "players: Rosa, Hugo"'))
                players = players[:MAX_PLAYERS]
        by_norm = {norm(pl): pl for pl in players}
        vals: dict = {}
        slots: dict[int, tuple[Token, Slot]] = {}
        hands: dict[str, tuple[Card, ...]] = {}
        supply: dict[str, int] = {}
        royal: dict[str, str] = {}
        beds: dict[str, dict[int, tuple[Token, tuple[Planted, ...]]]] = {}
        pending: list[Pending] = []
        asks: list[Token] = []
        seen: dict[str, Token] = {}
        for e in entries:
            try:
                key = _KEY_ALIASES.get(e.key, e.key)
                if key == "players":
                    continue
                if key == "ask":
                    if not e.value.text:
                        raise e.value.error("empty ask", expected="an action, options or score")
                    for step in self.steps(e.value):  # the core's chain: A then B then score
                        if step.norm not in QUESTIONS:
                            self.parsed_action(step)
                    asks.append(e.value)
                    continue
                m = re.fullmatch(r"flower-(\d+)", key)
                if m:
                    n = int(m.group(1))
                    if n in slots:
                        raise e.key_token.error(f"flower {n} is given twice", hint=f"first on line {slots[n][0].line}")
                    if not 1 <= n <= MAX_CLOCK:
                        raise e.key_token.error(f"flower {n}: the Flower Clock is numbered 1 to {MAX_CLOCK} here "
                                                "(the book gives no number of places; a stated sane limit)",
                                                expected=f"flower 1 ... flower {MAX_CLOCK}")
                    slots[n] = (e.key_token, _slot(e.value, players))
                    continue
                owner, rest = None, key
                for pn in sorted(by_norm, key=len, reverse=True):
                    if key.startswith(pn + "-"):
                        owner, rest = by_norm[pn], key[len(pn) + 1:]
                        break
                if owner is not None:
                    self._player_line(owner, rest, e, hands, supply, royal, beds, seen)
                    continue
                if key not in _KEYS:
                    hint = did_you_mean(key, _KEYS + list(_KEY_ALIASES))
                    if hint is None and "-" in key:
                        first = key.split("-")[0]
                        hint = did_you_mean(first, list(by_norm.values()))
                        hint = hint and hint[:-1] + " (a player)?"
                    raise e.key_token.error(f'unknown key "{e.key_token.text}"',
                                            expected="a key: " + ", ".join(VOCAB.names("key")), hint=hint)
                if key == "pending":
                    if not e.value.text:
                        raise e.value.error("empty pending line")
                    if len(pending) >= MAX_PENDING:
                        raise e.key_token.error(f"too many pending lines: at most {MAX_PENDING} (a stated sane limit)")
                    pending.append(_pending(e.value, players))
                    continue
                if key in seen:
                    raise e.key_token.error(f'"{key}" is given twice', hint=f"first given on line {seen[key].line}")
                seen[key] = e.key_token
                self._value(key, e.value, vals, players)
            except PositionSyntaxError as err:
                errors.add(err)
        if player_entry is None and not players:
            errors.add(PositionSyntaxError("the position does not name the players", line=1, column=1,
                                           expected='a line such as "players: Rosa, Hugo"'))
        clock: list[Slot] = []
        for n in range(1, len(slots) + 1):
            if n not in slots:
                where = min(slots.items(), key=lambda kv: kv[0] if kv[0] > n else 10**9)[1][0]
                errors.add(where.error(f"flower {n} is missing: the Flower Clock is numbered 1, 2, 3... clockwise",
                                       hint=f'add "flower {n}: empty, day side" if the place is empty'))
                break
            clock.append(slots[n][1])
        bed_rows = []
        for pl in players:
            got = beds.get(pl, {})
            for n in range(1, len(got) + 1):
                if n not in got:
                    where = max(got.values(), key=lambda v: v[0].line)[0]
                    errors.add(where.error(f"{pl}'s bed {n} is missing: Flower Beds are numbered 1, 2, 3..."))
                    break
            bed_rows.append(tuple(got[n][1] for n in sorted(got)))
        for key in ("sun", "moon"):
            if vals.get(key, 0) > len(clock) and len(clock):
                errors.add(seen["sundial"].error(f"the {key} pointer points at flower {vals[key]}, but the clock has {len(clock)}"))
        errors.raise_if_any()
        phase = vals.get("phase", "planting")
        apprentice = vals.get("apprentice", players[0] if players else "")
        turn = vals.get("turn", apprentice if phase == "planting" else "")
        sup = []
        for pl in players:
            on_clock = sum(1 for s in clock for sp in (s.spaces or ()) if sp.owner == pl and not sp.royal)
            planted = sum(1 for b in beds.get(pl, {}).values() for c in b[1] if c.firefly)
            sup.append(supply.get(pl, max(0, 6 - on_clock - planted)))
        return DFPosition(
            asks=tuple(t.text for t in asks), ask_tokens=tuple(asks),
            players=tuple(players), apprentice=apprentice, turn=turn, phase=phase,
            done=vals.get("done", ()), clock=tuple(clock), sun=vals.get("sun", 0), moon=vals.get("moon", 0),
            supply=tuple(sup), royal=tuple(royal.get(pl, "supply") for pl in players),
            hands=tuple(hands.get(pl, ()) for pl in players), beds=tuple(bed_rows),
            greenhouse=vals.get("greenhouse", ()), shed=vals.get("potting-shed"),
            compost=vals.get("compost", ()), pending=tuple(pending))

    def _players(self, tok: Token) -> list[str]:
        out: list[str] = []
        for t in split(tok):
            name = t.text.strip()
            if not re.fullmatch(r"[A-Za-z][\w'’]*(?: [A-Za-z][\w'’]*)?", name):
                raise t.error(f'"{name}" is not a usable player name', expected="a name of letters, such as Rosa")
            reserved = {"flower", "ask", "game", "players", "turn", "phase", "done", "sundial",
                        "greenhouse", "potting", "compost", "pending", "apprentice", "shed"}
            if norm(name) in reserved:
                raise t.error(f'"{name}" cannot be a player name here (it is a key)')
            if norm(name) in {norm(o) for o in out}:
                raise t.error(f'"{name}" is named twice')
            if len(out) >= MAX_PLAYERS:
                raise t.error(f"too many players: the game has {MAX_PLAYERS} Player Guides (2 to 6 players)",
                              expected=f"at most {MAX_PLAYERS} players")
            out.append(name)
        if not out:
            raise tok.error("no players named", expected="players: Rosa, Hugo")
        return out

    def _player_line(self, owner, rest, e, hands, supply, royal, beds, seen) -> None:
        tok = e.value
        m = re.fullmatch(r"bed-(\d+)", rest)
        if m:
            n = int(m.group(1))
            got = beds.setdefault(owner, {})
            if n in got:
                raise e.key_token.error(f"{owner}'s bed {n} is given twice")
            if not 1 <= n <= MAX_CARDS:
                raise e.key_token.error(f"beds are numbered from 1 to {MAX_CARDS} at most (the game has {MAX_CARDS} cards)")
            pieces = split(tok)
            if len(pieces) > MAX_BED_CARDS:
                raise pieces[MAX_BED_CARDS].error(f"too many cards in one Flower Bed: at most {MAX_BED_CARDS} here "
                                                  "(a full bed is six Flowers and a Weed)")
            cards = tuple(_planted(t) for t in pieces)
            if not cards:
                raise tok.error("an empty Flower Bed does not exist", hint="remove the line")
            got[n] = (e.key_token, cards)
            return
        what = {"hand": "hand", "cards": "hand", "supply": "supply", "fireflies": "supply",
                "supply-pool": "supply", "royal": "royal", "royal-firefly": "royal"}.get(rest)
        if what is None:
            raise e.key_token.error(f'unknown key "{e.key_token.text}"',
                                    expected=f"{owner} supply, {owner} royal, {owner} hand or {owner} bed N",
                                    hint=did_you_mean(rest, ["hand", "supply", "royal", "bed-1"]))
        k = f"{owner}:{what}"
        if k in seen:
            raise e.key_token.error(f"{owner}'s {what} is given twice")
        seen[k] = e.key_token
        if what == "hand":
            hands[owner] = _cards(tok)
        elif what == "supply":
            ws = words(tok)
            if not ws:
                raise tok.error("how many regular Fireflies?", expected="a number 0-6")
            n = _int(ws[0], "a number of regular Fireflies (0-6)")
            if n > MAX_FIREFLIES:
                raise ws[0].error(f"{n} regular Fireflies: each player has {MAX_FIREFLIES} Regular Fireflies",
                                  expected="a number 0-6")
            rest_w = [w for w in ws[1:] if w.norm not in ("regular", "regulars", "fireflies", "firefly")]
            if rest_w:
                raise rest_w[0].error(f'unexpected "{rest_w[0].text}"', expected="a number of regular Fireflies",
                                      hint=f'write the Royal on its own line: "{owner} royal: supply"')
            supply[owner] = n
        else:
            royal[owner] = UNKNOWN if tok.text.strip() == UNKNOWN else VOCAB.resolve(tok, ["royal place"], "place of the Royal")

    def _value(self, key: str, tok: Token, vals: dict, players: list[str]) -> None:
        if key == "game":
            return
        if key in ("apprentice", "turn"):
            if not tok.text:
                raise tok.error(f'"{key}" needs a player')
            vals[key] = _player(tok, players)
        elif key == "phase":
            vals[key] = VOCAB.resolve(tok, ["phase"], "phase")
        elif key == "done":
            out = []
            for piece in split(tok):
                ws = words(piece)
                w = ws[0].norm
                if w in ("bid", "bids", "place") and len(ws) == 2:
                    out.append(f"bid {_int(ws[1], 'a Flower number')}")
                elif w in ("plant", "planted") and len(ws) == 1:
                    out.append("plant")
                elif w in ("bonus", "switch", "harvest", "harvested", "switched", "refill", "refilled",
                           "royals", "royals-returned") and len(ws) == 1:
                    out.append({"harvested": "harvest", "switched": "switch", "refilled": "refill",
                                "royals-returned": "royals"}.get(w, w))
                elif w == "none" and len(ws) == 1:
                    continue
                else:
                    raise piece.error(f'unknown "{piece.text}"',
                                      expected="bid N, plant, bonus, switch, harvest, refill or royals")
            if sum(1 for d in out if d.startswith("bid") or d == "plant") > 1:
                raise tok.error("only one of bid N / plant can have been done this turn")
            order = {"bid": 0, "plant": 0, "bonus": 1, "switch": 2, "harvest": 3, "refill": 4, "royals": 5}
            vals[key] = tuple(sorted(dict.fromkeys(out), key=lambda d: order[d.split()[0]]))
        elif key == "sundial":
            for piece in split(tok):
                ws = words(piece)
                if len(ws) != 2 or VOCAB.lookup(ws[0].text, ["bloom"]) is None:
                    raise piece.error(f'unknown "{piece.text}"', expected="sundial: sun N, moon N")
                vals[VOCAB.lookup(ws[0].text, ["bloom"])[1]] = _int(ws[1], "a Flower number")
            if vals.get("sun") and vals.get("sun") == vals.get("moon"):
                raise tok.error("the Sun and Moon pointers point at two different Flowers")
        elif key == "greenhouse":
            cards = _cards(tok, allow_unknown=False, limit=MAX_OW, why="the game has 6 Orchid/Weed Cards")
            bad = [c for c in cards if not c.ow]
            if bad:
                raise tok.error(f"only Orchid/Weed cards wait in the Greenhouse, not {bad[0].render()}")
            vals[key] = cards
        elif key == "compost":
            vals[key] = _cards(tok, allow_unknown=False)
        elif key == "potting-shed":
            ws = words(tok)
            if not ws:
                raise tok.error("how many cards?", expected="a number")
            rest = [w for w in ws[1:] if w.norm not in ("cards", "card", "left")]
            if rest:
                raise rest[0].error(f'unexpected "{rest[0].text}"', expected="potting shed: N")
            vals[key] = _int(ws[0], "a number of cards")
            if vals[key] > MAX_CARDS:
                raise ws[0].error(f"{vals[key]} cards: the game has {MAX_CARDS} cards (84 Flower and 6 Orchid/Weed)",
                                  expected=f"a number 0-{MAX_CARDS}")

    # ---- rendering -------------------------------------------------------------------------
    def render(self, p: DFPosition, *, asks: bool = True) -> str:
        lines = ["game: dance-of-the-fireflies", "players: " + ", ".join(p.players)]
        if p.apprentice:
            lines.append(f"apprentice: {p.apprentice}")
        if p.turn:
            lines.append(f"turn: {p.turn}")
        lines.append(f"phase: {p.phase}")
        if p.done:
            lines.append("done: " + ", ".join(p.done))
        pointers = [f"{k} {v}" for k, v in (("sun", p.sun), ("moon", p.moon)) if v]
        if pointers:
            lines.append("sundial: " + ", ".join(pointers))
        for n, s in enumerate(p.clock, 1):
            if s.card is None:
                lines.append(f"flower {n}: empty, {s.side} side")
            elif s.spaces is None:
                lines.append(f"flower {n}: {s.card.render()}, {s.side} side; ?")
            else:
                lines.append(f"flower {n}: {s.card.render()}, {s.side} side; "
                             + ", ".join(sp.render() for sp in s.spaces))
        for i, pl in enumerate(p.players):
            lines.append(f"{pl} supply: {p.supply[i]}")
            if p.royal[i] == UNKNOWN:
                lines.append(f"{pl} royal: ?")
            elif p.royal[i] != "supply":
                lines.append(f"{pl} royal: crown {p.royal[i]}")
            if p.hands[i]:
                lines.append(f"{pl} hand: " + ", ".join(c.render() for c in p.hands[i]))
            for n, bed in enumerate(p.beds[i], 1):
                lines.append(f"{pl} bed {n}: " + ", ".join(c.render() for c in bed))
        if p.greenhouse:
            lines.append("greenhouse: " + ", ".join(c.render() for c in p.greenhouse))
        if p.shed is not None:
            lines.append(f"potting shed: {p.shed}")
        if p.compost:
            lines.append("compost: " + ", ".join(c.render() for c in p.compost))
        lines += [f"pending: {pd.render()}" for pd in p.pending]
        if asks:
            lines += [f"ask: {a}" for a in p.asks]
        return "\n".join(lines) + "\n"

    def parse_action(self, tok: Token) -> Act:
        return parse_action(tok)

    def render_action(self, a: Act) -> str:
        return a.render()

"""How a Dance of the Fireflies table is told in words (for `referee.rules.reading`).

Cards are a colour and maybe a bloom symbol ("a face-up Red Sun"); where a card is (a
player's hand, one of their Flower Beds, the Compost Heap), which Flower of the Clock holds
whose Fireflies, and what was just done this turn (a Flower planted, an ability in use) are
relational, so one hook writes those lines and, for a plant told as what already happened
this turn, replays it before the action asked about (the core's ``then``).
"""
from __future__ import annotations

import re

from ...reading.declare import Action, Words
from ...reading.sentences import fold, negated_at, words_of

COLOURS = ("red", "white", "yellow", "orange", "blue", "purple")
_ABILITY = ("red", "white", "yellow", "orange", "blue")
_CARD = re.compile(r"\b(red|white|yellow|orange|blue|purple|orchid/weed|orchid|weed)(?:\s+(sun|moon))?\b")
_ABILITY_USE = re.compile(r"\b(lets|let|uses|using|triggers|trigger|ability|resolves|resolve|permite|usa)\b")


_ES_COLOURS = {"roja": "red", "rojo": "red", "blanca": "white", "blanco": "white", "amarilla": "yellow",
               "amarillo": "yellow", "naranja": "orange", "azul": "blue", "morada": "purple", "morado": "purple",
               "purpura": "purple", "lila": "purple"}
_ES_WORDS = {"bancal": "bed", "bancales": "beds", "parterre": "bed", "arriate": "bed", "cama": "bed", "mano": "hand",
             "plantar": "plant", "planta": "plants", "planto": "plant", "pujar": "bid", "puja": "bids",
             "luciernaga": "firefly", "luciernagas": "fireflies", "compost": "compost", "pasar": "pass",
             "paso": "pass", "flor": "flower"}
# the book's own names for its pieces, read as the names this reader knows them by (Components:
# "36 Firefly Counters"; "one of their Firefly counters")
_BOOK_WORDS = {"counter": "firefly", "counters": "fireflies"}


def _book(f: str) -> str:
    """Folded text with the book's own names said the way the reader reads them ("Firefly
    counters" -> "fireflies")."""
    f = re.sub(r"\b(counters?)\b", lambda m: _BOOK_WORDS[m.group(1)], f)
    return re.sub(r"\bfirefly (firefly|fireflies)\b", r"\1", f)


def _fold(text: str) -> str:
    """Folded, with the Spanish a player may use for cards and places said the English way
    ("la luna amarilla en su bancal 1" -> "la yellow moon en su bed 1")."""
    f = fold(text)
    colours = "|".join(_ES_COLOURS)
    f = re.sub(rf"\b(sol|luna) ({colours})\b",
               lambda m: f"{_ES_COLOURS[m.group(2)]} {'sun' if m.group(1) == 'sol' else 'moon'}", f)
    f = re.sub(rf"\b({colours}) (sol|luna)\b",
               lambda m: f"{_ES_COLOURS[m.group(1)]} {'sun' if m.group(2) == 'sol' else 'moon'}", f)
    f = re.sub(rf"\b(flor|carta) ({colours})\b", lambda m: _ES_COLOURS[m.group(2)], f)
    return re.sub(r"\b(" + "|".join(_ES_WORDS) + r")\b", lambda m: _ES_WORDS[m.group(1)], f)


def _cards(sent: str) -> list[tuple[int, str, str]]:
    """(where, colour, bloom) of each card said in a sentence (folded)."""
    out = []
    for m in _CARD.finditer(sent):
        if re.search(r"\b(no|not|without|sin|never)\s+(an?\s+)?$", sent[max(0, m.start() - 12):m.start()]):
            continue  # "No orange in that bed"
        colour = "orchid/weed" if m.group(1) in ("orchid", "orchid/weed") else m.group(1)
        out.append((m.start(), colour, m.group(2) or ""))
    return out


def _card_text(colour: str, bloom: str) -> str:
    return f"{colour} {bloom}".strip()


_CLOCK_TALK = re.compile(r"firefl|royal|harvest|clock|\bbid")  # words of the Flower Clock, never of a bed


# the words that say which bed a Flower goes into (``_Garden.bed``; none said: ``bed ?``)
_SAME_BED = re.compile(r"\b(same|very same|that bed|mismo|misma)\b")
_NEW_BED = re.compile(r"\b(fresh|new|another|second|nuevo|nueva)\b")
_FIRST_BED = re.compile(r"\b(older|old|other|first|existing)\b")
_BED = re.compile(r"\b(beds?|bancal|cama)\b")


def _bed_said(f: str) -> bool:
    return any(p.search(f) for p in (_BED, _SAME_BED, _NEW_BED, _FIRST_BED))


class _Garden:
    def __init__(self, players: list[str]):
        self.players = players
        self.hand: dict[str, list[str]] = {}
        self.beds: dict[str, list[list[str]]] = {}
        self.compost: list[str] = []
        self.pending: list[str] = []
        self.steps: list[str] = []
        self.last_bed: dict[str, int] = {}
        self.flowers: dict[int, dict] = {}
        self.lines: list[str] = []
        self.clock_talk = False  # the message talks about the Flower Clock (Fireflies, bids, a harvest)

    def bed(self, who: str, f: str, new: bool = False) -> int:
        beds = self.beds.setdefault(who, [])
        m = re.search(r"\bbed (\d)\b", f)
        if m:
            n = int(m.group(1))
        elif _SAME_BED.search(f) and who in self.last_bed and not new:
            n = self.last_bed[who]  # "a second Red in the same bed": the bed told, not a second one
        elif new or _NEW_BED.search(f):
            n = len(beds) + 1
        elif _FIRST_BED.search(f):
            n = 1
        else:
            n = self.last_bed.get(who, 1)
        while len(beds) < n:
            beds.append([])
        self.last_bed[who] = n
        return n


def _owner(sent: str, players: list[str], actor: str, last: str) -> str:
    if re.search(r"\b(my|mi) (bed|hand|bancal|mano|supply)\b", fold(sent)) and actor:
        return actor  # "Hugo put a weed at the end of my bed 1": the bed is mine
    for p in players:
        if re.search(rf"\b{re.escape(p)}\b", sent):
            return p
    return last or actor


def _garden(reading, text) -> None:
    players = list(reading.players)
    actor = reading.actor or (players[0] if players else None)
    if actor is None:
        actor = reading.words.default_player.get(reading.lang, "Me")
    if actor not in players:
        players.insert(0, actor)
    if len(players) < 2:  # the game is for 2+ players; the other one is not part of the dispute
        players.append("Other" if actor != "Other" else "Another")
        reading.assumed.append("there is one other player" if reading.lang == "en" else "hay otro jugador")
    g = _Garden(players)
    g.clock_talk = bool(_CLOCK_TALK.search(_fold(text.raw)))
    act_k = text.act_k
    last = actor
    for k, sent in enumerate(text.sents):
        f = _fold(sent)
        who = _owner(sent, players, actor, last)
        last = who
        if k == act_k:
            continue
        _situation(g, sent, f, who, players)
    _clock(g, text, players, act_k, reading.words.default_player.get(reading.lang, "Me"))
    action = _action(g, reading, text, actor, players)
    out = [f"players: {', '.join(players)}"]
    if reading.actor and actor != players[0] and action and not re.match(r"\S+ wins\b", action):
        out.append(f"turn: {actor}")  # "Can Amira plant her Orange?": the move is Amira's
    if re.search(r"\bharvest", fold(" ".join(text.sents))):
        out.append("phase: harvesting")
    whole = " ".join(words_of(" ".join(text.sents)))
    m = re.search(r"(\d+) cards? in the potting shed|potting shed (?:has|holds|is down to) (\d+)", whole)
    if m:
        out.append(f"potting shed: {m.group(1) or m.group(2)}")
    elif re.search(r"potting shed (is )?(empty|is out|has no cards|has 0)|no cards? (left )?in the potting shed", whole):
        out.append("potting shed: 0")
    for p in players:  # "her Royal is on the sundial crown up"
        fp = re.escape(fold(p))
        for sent in text.sents:
            f = fold(sent)
            if not (re.search(rf"\b{fp}\b", f) or (p == players[0] and re.search(r"\b(my|i)\b", f))):
                continue
            m = re.search(r"royal[^.;]*\b(sundial|reloj de sol)\b[^.;]*?\b(?:crown|face) (up|down)|"
                          r"royal[^.;]*\b(?:crown|face) (up|down)[^.;]*\bsundial", f)
            if m:
                out.append(f"{p} royal: crown {m.group(2) or m.group(3)}")
                break
            owner = "my" if p == players[0] and p in ("Me", "Yo") else rf"{fp}(?: s)?|his|her|their"
            if re.search(rf"\b(?:{owner}) royal (?:firefly )?(?:is |s )?(?:still )?in (?:my|his|her|their|the) supply", f):
                out.append(f"{p} royal: supply")  # "my Royal is still in my supply"
                break
    if getattr(g, "assumed_clock", None):
        reading.assumed.append(f"the Flower Clock has {g.assumed_clock} Flowers, one more than the highest named"
                               if reading.lang == "en" else
                               f"el Reloj de Flores tiene {g.assumed_clock} Flores")
    for n in sorted(g.flowers):
        fl = g.flowers[n]
        spaces = fl["spaces"] or ["mixed", "mixed", "mixed"]
        card = fl.get("card", "?")
        if len(spaces) > 3 and card != "?":  # a Flower Card has three spaces: the count was misread
            reading.unsure.append(f"“{card} flower”: the message puts {len(spaces)} Fireflies on it, and a Flower "
                                  f"Card has three spaces" if reading.lang != "es" else
                                  f"«flor {card}»: el mensaje le pone {len(spaces)} luciérnagas, y una carta de Flor "
                                  f"tiene tres espacios")
        if len(spaces) > 3 and card == "?":  # only an Orchid/Weed card has more than three spaces (five)
            card = "orchid/weed sun"
            spaces = (spaces + ["mixed"] * 5)[:5]
            reading.assumed.append(f"flower {n} is an Orchid/Weed card, the only Flower with more than three spaces")
        out.append(f"flower {n}: {card}, {fl['side']} side; " + ", ".join(spaces))
    for p in players:
        if g.hand.get(p):
            out.append(f"{p} hand: " + ", ".join(g.hand[p]))
        for i, bed in enumerate(g.beds.get(p, []), 1):
            if bed:
                used = {c.split()[0] for c in bed}
                free = [c for c in COLOURS if c not in used]
                shown = []
                for c in bed:
                    if c.startswith("orchid/weed") and free:  # an Orchid in a bed stands for a missing colour
                        shown.append(f"orchid as {free[0]}")
                        reading.assumed.append(f"the Orchid in {p}'s bed {i} was planted as {free[0].capitalize()}")
                        free = free[1:]
                    else:
                        shown.append(c)
                out.append(f"{p} bed {i}: " + ", ".join(shown))
    if g.compost:
        out.append("compost: " + ", ".join(g.compost))
    out += g.lines
    out += [f"pending: {x}" for x in g.pending]
    reading.lines.extend(out)
    if action:
        reading.action = " then ".join(g.steps + [action])
        if reading.missing and reading.missing[-1].startswith(("which", "a qué", "what the player")):
            reading.missing.pop()
    if reading.action and re.match(r"harvest\b", reading.action) and not reading.unsure and \
            not any(l.startswith("sundial:") for l in reading.lines) and "sundial" not in reading.values:
        # the harvest turns the Sundial on from where its pointers are: a harvest told without them
        # ("nobody takes the flower, it goes to the compost") is not a harvest the model can replay
        reading.unsure.append("“harvest”: the message does not say where the Sundial's pointers are"
                              if reading.lang != "es" else
                              "«harvest»: el mensaje no dice adónde apuntan las agujas del Reloj de Sol")


def _situation(g: _Garden, sent: str, f: str, who: str, players: list[str]) -> None:
    cards = _cards(f)
    m = re.search(r"\b(?:already )?bid (?:a firefly |one |1 )?on flower (\d)(?= this turn)|already bid (?:a firefly )?"
                  r"on flower (\d)", " ".join(words_of(f)))
    if m:
        g.lines.append(f"done: bid {m.group(1) or m.group(2)}")
    if not cards:
        if re.search(r"supply is empty|no regular fireflies|no fireflies left|supply: 0|without fireflies|out of fireflies|"
                     r"fireflies are all out|fireflies are all on|all (her|his|my|their) (regular )?fireflies are out|"
                     # "her supply pool is empty", "every one of Lena's fireflies is out on the clock"
                     r"\bsupply\b( \w+){0,2} (is |are |was )?(empty|vacia|vacio|gone)\b|"
                     r"\b(all|every one|each one|todas|todos)( of)?( \w+){0,2} fireflies (are|is|were|estan) "
                     r"(all |already )?(out|on|placed|gone)\b", f):
            g.lines.append(f"{who} supply: 0")
        return
    # a plant told as done this turn: replay it, its card from the hand
    planted_now = re.search(r"\b(plants|planted|adds|added|starts a (?:fresh |new )?bed|drops?|plays|planta)\b", f)
    for at, colour, bloom in cards:
        around = f[max(0, at - 45):at + 30]
        lo = max(f.rfind(c, 0, at) for c in (",", ";", " and "))
        his = [f.find(c, at) for c in (",", ";", " and ")]
        hi = min([x for x in his if x > 0] or [len(f)])
        clause = f[lo + 1:hi]
        card = _card_text(colour, bloom)
        face_up = re.search(r"(face-up|face up|boca arriba) (a )?$", f[max(0, at - 12):at])
        won = re.search(r"\b(won|wins|gano|ganado)\b", f[max(0, at - 30):at])
        before = words_of(f[max(0, at - 40):at]) + [colour]
        if negated_at(before, len(before) - 1, window=4):
            continue  # "my bed doesn't have a yellow yet", "no orange in it": not there
        if won:
            g.pending.append(f"{who} plants won {card}")
            continue
        if re.match(rf"{colour} flower\b", f[at:]) and re.search(r"\b(the|that|this) $", f[max(0, at - 6):at]) and \
                (_CLOCK_TALK.search(f) or g.clock_talk and not re.search(r"\bbed\b", clause)):
            continue  # "two fireflies on the yellow flower": a Flower of the Clock, never a bed's
        if planted_now and (planted_now.start() < at or re.search(r"from (her|his|my) hand", f[at:at + 30])):
            if any(x.startswith("plant ") for x in g.steps) and not _bed_said(f[max(0, at - 60):at + 40]):
                # a second Flower planted this turn, its bed not said: the same bed as the first or
                # another is a fact the message left open ("plant CARD in bed ?"), never the last one
                g.hand.setdefault(who, []).append(card)
                g.steps.append(f"plant {card} in bed ?")
                continue
            n = g.bed(who, f[max(0, at - 60):at + 40])
            g.hand.setdefault(who, []).append(card)
            g.steps.append(f"plant {card} in bed {n}" if g.beds[who][n - 1] else f"plant {card} in new bed")
            g.beds[who][n - 1].append("\x00" + card)  # planted by a step, not in the position
        elif face_up or re.search(r"\bbed\b|cama|arriate", clause):
            n = g.bed(who, around)
            g.beds[who][n - 1].append(card)
        elif re.search(r"compost", clause):
            g.compost.append(card)
        elif re.search(r"\bhand\b|\bmano\b|\b(holds?|holding|keeps?)\b", clause):
            g.hand.setdefault(who, []).append(card)
        else:  # the place said next after the card in its sentence, else the nearest before it
            after = re.search(r"\b(compost|hand|mano|bed|cama)\b", f[at:])
            places = [(m.end(), m.group(1)) for m in re.finditer(r"\b(compost|hand|mano|bed|cama)\b", f[:at])]
            where = after.group(1) if after else (places[-1][1] if places else None)
            if where is None and (g.clock_talk or re.search(r"\b(clock|reloj)\b", f)):
                continue  # a Flower of the clock (left it, won or lost): never a bed by default
            where = where or "bed"  # "...in a bed. That already has a blue moon": the bed talked about
            if where == "compost":
                g.compost.append(card)
            elif where in ("hand", "mano"):
                g.hand.setdefault(who, []).append(card)
            else:
                n = g.bed(who, around)
                g.beds[who][n - 1].append(card)
        if colour in _ABILITY and _ABILITY_USE.search(f[at:]) and not planted_now:
            n = g.last_bed.get(who, 1)
            g.pending.append(f"{who} may use {colour} in bed {n}")
    for p in list(g.beds):
        g.beds[p] = [[c for c in bed] for bed in g.beds[p]]
    m = re.search(r"(six|6) flowers", f)
    if m and re.search(r"already (holds|has)", f):
        pass


def _clock(g: _Garden, text, players: list[str], act_k, speaker: str = "Me") -> None:
    """The Flowers of the Clock the message tells of, and whose Fireflies are on them. ``speaker``:
    the name of who tells it, a player at the table when their own Fireflies are told ("one of
    mine", "Kai and I each had two")."""
    current = None
    for k, sent in enumerate(text.sents):
        for clause in re.split(r"[;,]", " ".join(words_of(sent))):
            f = _book(clause)
            nums = [int(x) for x in re.findall(r"\bflower (\d)\b", f)]
            told = re.search(rf"\b(?:the|that|this) ({'|'.join(COLOURS)}) flower\b", f)
            if not nums and told and re.search(r"firefl|royal|harvest|clock|\bbid", f):
                # "two fireflies on the yellow flower": a Flower on the Clock named by its colour
                n = next((k for k, fl in g.flowers.items() if fl.get("card") == told.group(1)), None)
                if n is None:
                    n = max(g.flowers, default=0) + 1
                    g.flowers[n] = {"side": "day", "spaces": [], "card": told.group(1)}
                nums = [n]
            if not nums and re.search(r"\b(a|the) flower\b|\bon the clock\b", f) and (
                    re.search(r"firefl|side|space|spot|harvest|royal", f)):
                nums = [current or 1]
            if not nums and current is not None and re.search(r"firefl|royal|\bits\b|\bon it\b|leftmost|\bside\b|space", f):
                nums = [current]  # "...; its leftmost empty space is a day space": the Flower just named
            for n in nums:
                fl = g.flowers.setdefault(n, {"side": "day", "spaces": []})
                current = n
                if k == act_k and len(text.sents) > 1:
                    continue
                if re.search(r"night side|moon side", f):
                    fl["side"] = "night"
                m = re.search(r"(?:leftmost|first) (?:empty |open |free )?space is a (day|night|sun|moon|mixed)|"
                              r"(day|night|sun|moon|mixed)"
                              r" (?:space|spot) as its leftmost", f)
                if m:
                    kind = {"sun": "day", "moon": "night"}.get(m.group(1) or m.group(2), m.group(1) or m.group(2))
                    fl["spaces"] = [kind] + fl["spaces"]
                for p in players:
                    fp = fold(p)
                    for mm in re.finditer(rf"(?<!of )\b{re.escape(fp)} (?:had |has )?(?:only |just )?(?:her |his )?(\d+ )?(?:regular )?"
                                          rf"(royal|firefl\w*)", f):
                        count = int(mm.group(1) or 1)
                        fl["spaces"] += [f"mixed {p}" + (" royal" if mm.group(2) == "royal" else "")] * count
                    if re.search(r"firefl", f):  # "Hugo has two fireflies on it and Rosa one": the count said alone
                        for mm in re.finditer(rf"\band {re.escape(fp)} (\d+)\b(?! (?:royal|firefl|had\b|have\b|has\b))", f):
                            fl["spaces"] += [f"mixed {p}"] * int(mm.group(1))
                    # "2 fireflies of Ben", "two of Ben's regular counters"
                    for mm in re.finditer(rf"\b(\d+ )?(?:regular )?(royal|firefl\w*) of {re.escape(fp)}\b|"
                                          rf"\b(\d+) of {re.escape(fp)} (?:regular )?(royal|firefl\w*)", f):
                        n, kind = mm.group(1) or mm.group(3), mm.group(2) or mm.group(4)
                        fl["spaces"] += [f"mixed {p}" + (" royal" if kind == "royal" else "")] * int(n or 1)
                    if p == players[0] and re.search(r"\b(i|we) (?:have|had|put|placed|got) (?:\w+ ){0,4}?(royal|firefl\w*)",
                                                      f) and not re.search(r"\b" + re.escape(fp) + r"\b", f):
                        fl["spaces"].append(f"mixed {p}")  # "I have one of my fireflies on flower 3"
                # "…and one of mine", "two of my regular fireflies": the speaker's own
                mine = [] if re.search(r"\b(i|we) (?:have|had|put|placed|got) (?:\w+ ){0,4}?(royal|firefl\w*)", f) else \
                    list(re.finditer(r"\b(\d+) of (?:mine\b|my (?:own )?(?:regular )?(royal|firefl\w*))", f))
                if mine and re.search(r"royal|firefl", f):
                    if speaker not in players:
                        players.append(speaker)
                    for mm in mine:
                        fl["spaces"] += [f"mixed {speaker}" + (" royal" if mm.group(2) == "royal" else "")] * int(mm.group(1))
                m = re.search(r"((?:\w+ and )+\w+) (?:each|both|2) ha(?:ve|s|d) (?:a |(\d+) )?(?:single |regular )?firefl", f)
                if m:
                    for name in re.split(r" and ", m.group(1)):
                        p = next((q for q in players if fold(q) == name), None) or \
                            (speaker if name in ("i", "yo") and speaker in players else None)
                        if p:
                            fl["spaces"] += [f"mixed {p}"] * int(m.group(2) or 1)
    if g.flowers:
        top = max(g.flowers) + 1  # the Clock goes on past the highest Flower named (it is a circle)
        g.assumed_clock = top
        for n in range(1, top + 1):
            g.flowers.setdefault(n, {"side": "day", "spaces": []})
        for fl in g.flowers.values():
            while len(fl["spaces"]) < 3:
                fl["spaces"].append("mixed")


def _using(g: _Garden, who: str, colour: str) -> None:
    """An ability asked about is in use: the Flower was just planted (a replayed step) or its
    use is pending."""
    if any(colour in s for s in g.steps) or any(f"use {colour}" in p for p in g.pending):
        return
    bed = next((i for i, b in enumerate(g.beds.get(who, []), 1) if any(c.split()[0] == colour for c in b)), None)
    if bed:
        g.pending.append(f"{who} may use {colour} in bed {bed}")


def _action(g: _Garden, reading, text, actor: str, players: list[str]) -> str | None:
    if text.act_k is None:
        return None
    sent = text.sents[text.act_k]
    f = _fold(sent)
    cards = _cards(f)
    colours = [c for _, c, _ in cards]
    nums = [int(x) for x in re.findall(r"\b(\d)\b", " ".join(words_of(sent)))]
    if re.search(r"\b(cop(?:y|ies|ied|ying)|borrow\w*|mimic\w*|copia\w*)\b", f) and colours:
        copier = next((c for c in colours if c == "yellow"), None)
        target = [c for c in colours if c != "yellow"]
        if copier and not any(p.endswith(f"use yellow in bed {g.last_bed.get(actor, 1)}") for p in g.pending) \
                and not any("yellow" in s for s in g.steps):
            bed = next((i for i, b in enumerate(g.beds.get(actor, []), 1) if any("yellow" in c for c in b)), None)
            if bed:
                g.pending.append(f"{actor} may use yellow in bed {bed}")
            elif target and target[-1] in COLOURS:
                # the Yellow's bed is not told: the most general one that makes the copy askable, the
                # Flower asked about already in it and the Yellow just planted; whether that Flower
                # is face-up (the notation has no ? for it) is checked both ways
                beds = g.beds.setdefault(actor, [])
                beds.append([target[-1], "yellow"])
                bed = len(beds)
                g.pending.append(f"{actor} may use yellow in bed {bed}")
                es = reading.lang == "es"
                reading.assumed.append(
                    f"la Amarilla se acaba de plantar en un cantero con la {target[-1]}" if es else
                    f"the Yellow was just planted in a bed that holds the {target[-1].capitalize()}")
                line = f"{actor} bed {bed}: {target[-1]}, yellow"
                reading.alternatives.append((
                    f"la {target[-1]} boca arriba" if es else f"the {target[-1].capitalize()} face-up",
                    "boca abajo" if es else "face-down",
                    line, f"{actor} bed {bed}: {target[-1]} face-down, yellow"))
        return f"copy {target[-1]}" if target else None
    if re.search(r"\b(takes?|keeps?|puts?|moves?|adds?|saves?|toma|guarda)\b.*\b(into|in|to) (his|her|my|their) hand"
                 r"|to save|keeps? it|a la mano", f) and colours:
        at, colour, bloom = cards[0]
        if colour == "orchid/weed":
            owned = [c for c in g.compost if c.startswith("orchid/weed")]
            bloom = bloom or (owned[0].split()[1] if owned and len(owned[0].split()) > 1 else "")
        return f"take {_card_text(colour, bloom)} into hand"
    if re.search(r"\bdraw (two|2)\b|\bdraws (two|2)\b", f):
        _using(g, actor, "red")
        return "draw two"
    if re.search(r"\b(discards?|throws?|tosses|toss|compost|descarta)\b", f) and re.search(r"\bbids?\b|firefly", f) \
            and cards and nums:
        at, colour, bloom = cards[0]  # the Bonus Action: a card to the Compost Heap, one more Firefly
        card = _card_text(colour, bloom)
        if card not in g.hand.get(actor, []):
            g.hand.setdefault(actor, []).append(card)
        n = nums[-1]
        g.flowers.setdefault(n, {"side": "day", "spaces": ["mixed"] * 3})
        return f"bonus {n} discard {card}"
    if re.search(r"\bweed\b", f) and re.search(r"\b(pull|pulls|remove|removes|replace|replaces|out of|quita|quitar)\b", f):
        at, colour, bloom = next(((a, c, b) for a, c, b in cards if c in COLOURS), (0, "orange", ""))
        card = _card_text(colour, bloom)
        if card not in g.hand.get(actor, []):
            g.hand.setdefault(actor, []).append(card)
        n = nums[0] if nums else g.last_bed.get(actor, 1)
        return f"remove weed from bed {n} with {card}"
    if re.search(r"\bweed\b", f):
        other = next((p for p in players if p != actor and re.search(rf"\b{re.escape(fold(p))} bed\b", f)), None)
        if other:  # a Weed planted at the end of an opponent's bed
            n = nums[-1] if nums else 1
            if not any("won orchid/weed" in p for p in g.pending):
                g.pending.append(f"{actor} plants won orchid/weed")
            return f"plant weed in {other} bed {n}"
    if re.search(r"\b(pass|passes|passing)\b", f) and not cards:
        return "pass"
    if re.search(r"\bswitch|\bswap", f) and len(nums) >= 2:
        for n in range(1, max(nums[0], nums[1]) + 1):  # the Flowers a switch names are on the Clock
            g.flowers.setdefault(n, {"side": "day", "spaces": ["mixed"] * 3})
        return f"switch {nums[0]} {nums[1]}"
    if re.search(r"\bbids?\b|\bpuja", f) and re.search(r"\bbonus (firefly|bid|action)|\bextra (firefly|bid)|one more firefly",
                                                     _fold(" ".join(text.sents))):
        # the Bonus Action told without its card or Flower: no plain bid stands for it
        reading.unsure.append("“bonus”: la Acción Extra, sin su carta o su Flor: no la he podido leer"
                              if reading.lang == "es" else
                              "“bonus”: the Bonus Action, told without its card or Flower: I could not read it")
        return None
    if re.search(r"\bbids?\b|\bpuja", f):
        n = nums[0] if nums else 1
        g.flowers.setdefault(n, {"side": "day", "spaces": ["mixed"] * 3})
        return f"bid {n}" + (" royal" if "royal" in f else "")
    if re.search(r"nobody|no one|goes to the compost", f):
        return "harvest"
    if re.search(rf"\b(gets?|wins?|takes?|took|got|won) (the )?({'|'.join(COLOURS)} )?flower\b", f):
        who = next((p for p in players if p in sent), actor)
        return f"{who} wins {nums[0] if nums else 1}"
    if re.search(r"\b(gets|wins|takes|win|get|take|took|gana|se lleva) (it|that flower|esa flor)\b", f) and g.flowers:
        # "Hugo says he wins it": the Flower the table told about (the last one with Fireflies named)
        who = next((p for p in players if p in sent), actor)
        told = [n for n, fl in sorted(g.flowers.items()) if any(x != "mixed" and x.split()[-1] not in ("day", "night",
                                                                                                     "mixed")
                                                               for x in fl.get("spaces", []))]
        said_n = re.search(r"\b(?:flower|flor) (\d+)", " ".join(words_of(sent)))  # not "two fireflies against one"
        return f"{who} wins {said_n.group(1) if said_n else (told[-1] if told else max(g.flowers))}"
    if re.search(r"\b(take|takes|grab|grabs|pick|picks|toma|tomar|coger|coge)\b", f) and cards and \
            any(c.startswith(_card_text(cards[0][1], cards[0][2]).split()[0]) for c in g.compost):
        # Blue's ability: a card taken from the Compost Heap
        at, colour, bloom = cards[0]
        _using(g, actor, "blue")
        return f"take {_card_text(colour, bloom)}"
    if re.search(r"\bweed\b", f) and re.search(r"own bed|her bed|his bed|my bed", f):
        n = nums[0] if nums else 1
        beds = g.beds.setdefault(actor, [])
        while len(beds) < n:
            beds.append([])
        if not beds[n - 1]:  # the bed a Weed is asked into exists: a neutral Flower in it
            beds[n - 1].append("red sun")
            whose = "your" if actor in ("Me", "Yo") else f"{actor}'s"
            reading.assumed.append(f"{whose} bed {n} holds a Red Sun (the message does not say what)")
        if not any("won orchid/weed" in p for p in g.pending):
            won = next((c for c in g.hand.get(actor, []) if c.startswith("orchid/weed")), "orchid/weed")
            g.hand[actor] = [c for c in g.hand.get(actor, []) if c != won]
            g.pending.append(f"{actor} plants won {won}")
        return f"plant weed in {actor} bed {n}"
    if "white" in colours and re.search(r"firefl", f) and not re.search(r"\bplants?\b", f):
        return f"white {_white_target(g, reading)} space 1"
    hand = [c for c in g.hand.get(actor, []) if c]
    if re.search(r"\b(plants?|planta|puts?|adds?)\b", f) and not cards and re.search(r"\b(it|that card|la|esa)\b", f) \
            and len(hand) == 1:
        cards = _cards(hand[0])  # "Can she plant it?": the one card in hand
    if re.search(r"\b(plants?|planta|puts?|adds?)\b", f) and not cards and not hand and \
            re.search(r"\b(flower|card|flor|carta)\b", f) and not re.search(r"\bbed \d|\b(my|her|his|that) bed\b", f) and \
            not _CLOCK_TALK.search(f) and not any(_cards(x) for x in text.sents):
        # (a Firefly put on a Flower of the Clock is a bid, never a Flower planted)
        # "can I plant a flower from my hand?": which Flower is not said; read with each colour
        # (the reader keeps the reading only when every colour rules the same)
        g.hand.setdefault(actor, []).append(COLOURS[0])
        reading.values["__any_of__"] = (COLOURS[0], COLOURS[1:], "Flower" if reading.lang != "es" else "Flor")
        return f"plant {COLOURS[0]} in new bed"
    if re.search(r"\b(plants?|planta|puts?|adds?)\b", f) and cards:
        at, colour, bloom = cards[0]
        card = _card_text(colour, bloom)
        m_as = re.search(r"\bas (an? |una? )?(" + "|".join(COLOURS) + r")\b", f)
        if colour == "orchid/weed" and m_as:  # "plant the orchid as a purple"
            n = g.bed(actor, f)
            return f"plant orchid as {m_as.group(2)} in bed {n}"
        if m_as and m_as.group(2) == colour and m_as.start() <= at:
            # "plant it as a purple": only an Orchid stands for a colour, and the card said is that
            # colour, not the Orchid the sentence points back to
            reading.unsure.append(f"“as a {colour}”: a card played as a colour is an Orchid, which the message does "
                                  f"not place" if reading.lang != "es" else
                                  f"«como {colour}»: una carta jugada como un color es una Orquídea, que el mensaje no sitúa")
            return None
        whole = _fold(" ".join(text.sents))
        if re.search(r"\broyal", whole) and re.search(r"\b(cancel\w*|anulan?|se anulan)\b", whole):
            # Royals that cancel on a harvested Flower: a Flower of its colour from hand may follow only
            # when no regular Firefly was there (DF-ROYALS-ONLY), not as the turn's own planting
            reading.unsure.append("“cancel”: Royals cancelled on a harvested Flower, and whether regular Fireflies "
                                  "were there too decides the planting; I could not read it as the turn's planting"
                                  if reading.lang != "es" else
                                  "«se anulan»: Reales anuladas en una Flor cosechada; si había luciérnagas normales "
                                  "decide la plantación, y no la he podido leer como la plantación del turno")
            return None
        down = " face-down" if re.search(r"face[- ]?down|boca abajo", f) else ""
        lacks = re.search(r"\b(does not|doesnt|do not|dont|not) have\b|\bno tiene\b|\bnot in (her|his|my) hand", f)
        if card not in g.hand.get(actor, []) and not lacks:
            g.hand.setdefault(actor, []).append(card)
        existing = len([b for b in g.beds.get(actor, []) if b])
        if re.search(r"\b(same|mismo|misma)\b", f) and actor not in g.last_bed:
            # "the same bed" refers to a bed the message never described: what it holds is the point
            reading.unsure.append("“the same bed”: the message refers to a bed it does not describe"
                                  if reading.lang != "es" else
                                  "«el mismo cantero»: el mensaje habla de un cantero que no describe")
        n = g.bed(actor, f)
        if n == existing + 1 and not g.beds[actor][n - 1]:  # the next bed: one it starts
            return f"plant {card}{down} in new bed"
        return f"plant {card}{down} in bed {n}"
    if re.search(r"\b(white)\b", f) and re.search(r"firefl", f):
        return f"white {_white_target(g, reading)} space 1"
    return None


def _white_target(g: _Garden, reading) -> int:
    """The Flower of the Clock a White's Firefly goes onto: the first the message describes; else,
    after a White the message tells planted this turn, one it never describes, with its spaces
    empty, listed as assumed (White ignores Day and Night). Else Flower 1, undescribed: the model
    refuses that reading (a White's use told with no White planted is not read)."""
    if g.flowers:
        return min(g.flowers)
    if not any(re.match(r"plant white\b", x) for x in g.steps):
        return 1
    g.flowers[1] = {"side": "day", "spaces": ["mixed"] * 3}
    reading.assumed.append("a Flower on the Flower Clock with its spaces empty (the message names none)"
                           if reading.lang != "es" else
                           "una Flor del Reloj de Flores con sus espacios vacíos (el mensaje no nombra ninguna)")
    return 1


def _won(reading, text) -> None:
    _garden(reading, text)
    # cards planted by a replayed step are not in the position: drop their markers
    reading.lines[:] = [re.sub(r":\s*,\s*", ": ", re.sub(r"(, )?\x00[^,]+", "", l)) for l in reading.lines]
    reading.lines[:] = [l for l in reading.lines if not re.fullmatch(r"\w+ bed \d+: ?", l)]


WORDS = Words(
    game="dance-of-the-fireflies",
    player_names=True,
    actions=(
        # the hook spells the action; these only say that the sentence asks about one
        Action("copy", "copy", said=("copy", "copies", "borrow", "borrows", "mimic", "mimics")),
        Action("take", "take", said=("into his hand", "into her hand", "into my hand", "to save for later",
                                     "take the", "takes the", "grab the", "grabs the", "tomar la", "toma la")),
        Action("draw", "draw two", said=("draw two", "draws two", "draw 2", "draws 2")),
        Action("switch", "switch", said=("switch", "switches", "swap", "swaps")),
        Action("bid", "bid", said=("bid", "bids", "puja", "firefly on", "fireflies on", "royal on", "luciernaga en")),
        Action("harvest", "harvest", said=("nobody takes", "no one takes", "goes to the compost", "nobody gets")),
        Action("wins", "wins", said=("gets the flower", "wins the flower", "takes the flower", "wins flower",
                                     "gets flower", "wins it", "win it", "gets it", "gana la flor", "se la lleva")),
        Action("pass", "pass", said=("pass", "passes", "pasar")),
        Action("bonus", "bonus", said=("bonus action", "bonus firefly", "one more firefly", "discards", "throws")),
        Action("weed", "weed", said=("weed",), with_said=("pull", "pulls", "remove", "removes", "plants", "out of")),
        Action("white", "white", said=("uses the white",), with_said=("firefly",)),
        Action("plant", "plant", said=("plants", "plant", "planta", "plantar", "plays it", "puts", "adds")),
    ),
    aliases={"colour": {c: [] for c in COLOURS}},
    # "They must also place one of their Firefly counters from their supply": the book's counters
    synonyms={"counter": "firefly", "counters": "fireflies", "contador": "luciernaga", "contadores": "luciernagas"},
    piece_kinds=("colour", "orchid/weed"), told_kinds=("bloom", "space", "side", "firefly"),
    signature_kinds=("orchid/weed",),
    signature_words=("flower", "flowers", "bed", "firefly", "fireflies", "royal", "compost", "clock",
                     "sundial", "greenhouse", "bloom", "harvest", "harvested", "planted", "plants", "potting",
                     "shed", "heap", "gardener", "apprentice", "harmony"),
    proper={},
    build=_won,
)

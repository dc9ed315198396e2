"""The Blue Sun position notation: keys (English or Spanish), reading a position and an
asked action, and writing both back as canonical text."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional

from ...dsl import Errors, Token, read, split, split_steps, words
from ...errors import PositionSyntaxError, did_you_mean
from .model import Act, BlueSunPosition, Card, Player, Sector
from ...core import QUESTIONS, UNKNOWN, ActionDoc, KeyDoc, question_of
from .names import (MAX_CARDS, MAX_CREDITS, MAX_ITEMS, MAX_PLAYERS, MAX_SECTORS, REAVER_SHIPS, TOKENS,
                    TRADEABLE, VOCAB, _plain)


KEYS = {
    "game": ["juego"],
    "phase": ["fase"],
    "havens": ["havens in use", "use havens", "paraísos", "paraisos", "refugios", "paraísos en juego"],
    "cruiser trail": ["rastro del crucero", "cruiser leaves alerts", "cruiser alerts"],
    "start at haven": ["ships start at haven", "empezar en refugio", "comenzar en refugio"],
    "sector": ["sectores", "sectors"],
    "adjacent": ["adjacency", "adjacent sectors", "neighbours", "neighbors", "adyacente", "adyacentes"],
    "diagonal": ["diagonals", "diagonal neighbours", "diagonales"],
    "reavers": ["reaver", "reaver ships", "naves reaver", "nave reaver"],
    "cruiser": ["alliance cruiser", "crucero", "crucero de la alianza"],
    "player": ["players", "captain", "jugador", "capitán"],
    "job": ["jobs", "trabajo", "trabajos"],
    "challenge": ["challenges", "big damn challenge", "desafío", "desafio", "gran desafío maldito"],
    "ask": ["asks", "pregunta", "question"],
}
_KEY_INDEX = {_plain(a): k for k, al in KEYS.items() for a in [k, *al]}
_PAIR_SEP = re.compile(r"\s+(?:-|–|—|<->|↔|/)\s+")
_MONEY = re.compile(r"^\$?\s*(\d{1,12})\s*(?:\$|credits?|créditos?|creditos?|cr)?$", re.I)
_TRUE = {"yes", "y", "true", "on", "si", "sí", "1"}
_FALSE = {"no", "n", "false", "off", "0"}


def _yesno(tok: Token) -> bool:
    t = _plain(tok.text)
    if t in {_plain(x) for x in _TRUE}:
        return True
    if t in _FALSE:
        return False
    raise tok.error(f'"{tok.text}" is not yes or no', expected='"yes" or "no"')


def _money(tok: Token, text: Optional[str] = None) -> int:
    m = _MONEY.match((text if text is not None else tok.text).strip())
    if not m:
        raise tok.error(f'"{tok.text}" is not an amount of credits', expected="an amount like 1200 or $1200")
    n = int(m.group(1))
    if n > MAX_CREDITS:
        raise tok.error(f"${m.group(1)} is more than ${MAX_CREDITS}, the most this model counts",
                        expected=f"an amount from 0 to {MAX_CREDITS} (a stated limit: the book gives none)")
    if n % 100:
        raise tok.error(f"${n} is not a multiple of $100", expected="credits in $100 steps",
                        hint=f"the game's money comes in $100 steps; did you mean {round(n, -2)}?")
    return n


def _count_item(tok: Token, kinds: list[str], what: str, maximum: int = MAX_ITEMS,
                limit: str = "a stated limit") -> tuple[str, int]:
    """``2 cargo`` / ``cargo x2`` / ``cargo`` -> ("cargo", 2), at most ``maximum`` (``limit`` says why)."""
    t = tok.text.strip()
    m = re.match(r"^(\d{1,12})\s*[x×]?\s+(.+)$", t) or re.match(r"^(\d{1,12})[x×](.+)$", t)
    n = 1
    name = t
    if m:
        n, name = int(m.group(1)), m.group(2)
    else:
        m = re.match(r"^(.+?)\s*[x×]\s*(\d{1,12})$", t, re.I)
        if m:
            name, n = m.group(1), int(m.group(2))
    found = VOCAB.lookup(name, kinds)
    if found is None:
        raise VOCAB.unknown(tok, kinds, what)
    if n > maximum:
        raise tok.error(f"{n} {found[1]} is more than {maximum}, the most there can be ({limit})",
                        expected=f"a count from 1 to {maximum}")
    return found[1], n


class _Names:
    """Declared names (sectors, players, cards) with did-you-mean on a miss."""

    def __init__(self, what: str, names: dict[str, str]):
        self.what, self.names = what, names   # key -> display

    def get(self, tok: Token, text: Optional[str] = None) -> str:
        key = _plain(text if text is not None else tok.text)
        if key in self.names:
            return key
        shown = list(self.names.values())
        hint = did_you_mean(text or tok.text, shown)
        if hint is None:
            close = did_you_mean(key, list(self.names))
            hint = close and f'did you mean "{self.names[close.split(chr(34))[1]]}"?'
        raise tok.error(f'unknown {self.what} "{text or tok.text}"',
                        expected=f"a {self.what}: " + (", ".join(shown) or f"(no {self.what} declared)"),
                        hint=hint)


def _die_roll(rest, i: int, tok) -> tuple[int, int]:
    """``roll N`` at ``rest[i]``: the number rolled (1-6) and the index after it."""
    if not _kw(rest, i, ROLL):
        raise _join(rest, i, i + 1, tok).error("missing the die roll", expected='"roll N"')
    i += 1
    if i >= len(rest) or not re.fullmatch(r"\d{1,2}", rest[i].text):
        raise _join(rest, i, i + 1, tok).error("missing the number rolled", expected="a die roll 1-6")
    n = int(rest[i].text)
    if not 1 <= n <= 6:
        raise rest[i].error(f"a die shows 1 to 6, not {n}", expected="a die roll 1-6")
    return n, i + 1


def _kw(ws: list[Token], i: int, options: set[str]) -> bool:
    return i < len(ws) and _plain(ws[i].text) in options


def _join(ws: list[Token], i: int, j: int, tok: Token) -> Token:
    """The text of words ``ws[i:j]``; an empty span (or one past the last word) points just
    after the text, so "missing …" errors land where the missing word would go."""
    j = min(j, len(ws))
    if i >= j:
        return Token("", tok.line, (ws[i].column if i < len(ws) else tok.column + len(tok.text)), tok.source)
    start = ws[i].column - tok.column
    end = ws[j - 1].column - tok.column + len(ws[j - 1].text)
    return tok.sub(start, end)


TO = {"to", "into", "a", "hacia", "al", "en", "in", "para"}
FROM = {"from", "de", "desde", "del"}
BY = {"by", "por"}
FOR = {"for", "por"}
CARDS = {"cards", "card", "cartas", "carta"}
CHALLENGES = {"challenges", "challenge", "desafios", "desafio", "retos", "reto"}
WITH = {"with", "con"}
ON = {"on", "to", "a", "al", "en"}
CARD_LEAD = {"job", "trabajo", "the", "on", "en", "el", "challenge", "desafio", "reto", "a", "al"}
ROLL = {"roll", "rolls", "rolling", "tirada", "tira", "saca", "dado", "die"}


class Notation:
    """Parse and render, mixed into :class:`BlueSun`."""

    # ------------------------------------------------------------------ parse
    def parse(self, text: str) -> BlueSunPosition:
        errors = Errors()
        entries = read(text, errors)
        by: dict[str, list] = {}
        for e in entries:
            k = _KEY_INDEX.get(_plain(e.key_token.text))
            if k is None:
                errors.add(e.key_token.error(
                    f'unknown key "{e.key_token.text}"', expected="one of: " + ", ".join(KEYS),
                    hint=did_you_mean(e.key, list(KEYS)) or did_you_mean(_plain(e.key_token.text), list(_KEY_INDEX))))
                continue
            by.setdefault(k, []).append(e)
        kw: dict = {}

        def guard(fn, *a):
            try:
                return fn(*a)
            except PositionSyntaxError as err:
                errors.add(err)
                return None

        for k in ("game", "phase", "havens", "cruiser trail", "start at haven", "cruiser"):
            if len(by.get(k, [])) > 1:
                errors.add(by[k][1].key_token.error(f'"{k}" is given twice', expected="one line"))
        for e in by.get("game", [])[:1]:
            if _plain(e.value.text) not in {_plain(n) for n in (self.id, self.title, *self.aliases)}:
                errors.add(e.value.error(f'this is a {self.id} position, not "{e.value.text}"',
                                         expected=f"game: {self.id}"))
        for e in by.get("phase", [])[:1]:
            kw["phase"] = guard(VOCAB.resolve, e.value, ["phase"], "phase")
        for e in by.get("havens", [])[:1]:
            yes = None if e.value.text.strip() == UNKNOWN else guard(_yesno, e.value)
            kw["havens"] = UNKNOWN if yes is None else ("yes" if yes else "no")
        for e in by.get("cruiser trail", [])[:1]:
            kw["cruiser_trail"] = guard(_yesno, e.value)
        for e in by.get("start at haven", [])[:1]:
            kw["start_at_haven"] = guard(_yesno, e.value)
        kw = {k: v for k, v in kw.items() if v is not None}

        # sectors first: everything else refers to them
        sectors: list[Sector] = []
        for e in by.get("sector", []):
            s = guard(self._sector, e.value)
            if s is None:
                continue
            if any(x.key == s.key for x in sectors):
                errors.add(e.value.error(f'sector "{s.name}" is declared twice'))
                continue
            if len(sectors) == MAX_SECTORS:
                errors.add(e.key_token.error(f"more than {MAX_SECTORS} sectors",
                                             expected=f"at most {MAX_SECTORS} sectors (a stated limit: the "
                                                      "'Verse map with Blue Sun has fewer)"))
                break
            sectors.append(s)
        snames = _Names("sector", {s.key: s.name for s in sectors})

        links: dict[tuple[str, str], bool] = {}
        for k, diag in (("adjacent", False), ("diagonal", True)):
            for e in by.get(k, []):
                for item in split(e.value):
                    got = guard(self._pair, item, snames)
                    if got:
                        if got in links and links[got] != diag:
                            errors.add(item.error("these sectors are given as both adjacent and diagonal"))
                        links[got] = diag
        order = {s.key: i for i, s in enumerate(sectors)}
        reavers: list[str] = []
        for e in by.get("reavers", []):
            for item in split(e.value):
                if _plain(item.text) in ("none", "ninguna", "ninguno"):
                    continue
                key = guard(snames.get, item)
                if key and len(reavers) == REAVER_SHIPS:
                    errors.add(item.error(f"more than {REAVER_SHIPS} Reaver ships",
                                          expected=f"at most {REAVER_SHIPS} Reaver ships: the game has "
                                                   f"{REAVER_SHIPS} (\"un total de 3 naves Reavers\")"))
                    break
                if key:
                    reavers.append(key)
        for e in by.get("cruiser", [])[:1]:
            if _plain(e.value.text) not in ("none", "ninguno", "off-map", "off-the-map"):
                key = guard(snames.get, e.value)
                if key:
                    kw["cruiser"] = key

        players: list[Player] = []
        for e in by.get("player", []):
            p = guard(self._player, e.value, snames)
            if p is None:
                continue
            if any(x.key == p.key for x in players):
                errors.add(e.value.error(f'player "{p.name}" is declared twice'))
                continue
            if len(players) == MAX_PLAYERS:
                errors.add(e.key_token.error(f"more than {MAX_PLAYERS} players",
                                             expected=f"at most {MAX_PLAYERS} players (a stated limit)"))
                break
            players.append(p)
        pnames = _Names("player", {p.key: p.name for p in players})

        cards: list[Card] = []
        tokens: dict[str, Token] = {}
        for k in ("job", "challenge"):
            for e in by.get(k, []):
                c = guard(self._card, k, e.value, snames, pnames)
                if c is None:
                    continue
                if any(x.owner == c.owner and x.key == c.key for x in cards):
                    errors.add(e.value.error(f'{pnames.names[c.owner]} already has a card named "{c.name}"'))
                    continue
                if sum(x.owner == c.owner for x in cards) == MAX_CARDS:
                    errors.add(e.key_token.error(f"{pnames.names[c.owner]} has more than {MAX_CARDS} job and "
                                                 "challenge cards",
                                                 expected=f"at most {MAX_CARDS} cards a player (a stated limit: "
                                                          "a hand of 5, 3 active jobs and 3 challenges)"))
                    continue
                cards.append(c)
                tokens[c.owner + "/" + c.key] = e.value
        # attached challenges: the job must exist (and is active)
        active = set()
        for i, c in enumerate(cards):
            if c.on:
                j = next((x for x in cards if x.owner == c.owner and x.key == c.on), None)
                if j is None or j.kind != "job":
                    names = {x.key: x.name for x in cards if x.owner == c.owner and x.kind == "job"}
                    errors.add(tokens[c.owner + "/" + c.key].error(
                        f'challenge "{c.name}" is on an unknown job', expected="a job of the same player",
                        hint=did_you_mean(c.on, list(names))))
                else:
                    active.add((c.owner, c.on))
        cards = [replace(c, active=True) if (c.owner, c.key) in active else c for c in cards]

        asks, ask_tokens = [], []
        pos = BlueSunPosition(
            sectors=tuple(sectors),
            links=tuple((a, b, d) for (a, b), d in sorted(links.items(), key=lambda kv: (order[kv[0][0]], order[kv[0][1]]))),
            reavers=tuple(sorted(reavers, key=lambda k: order[k])),
            players=tuple(players), cards=tuple(cards), **kw)
        for e in by.get("ask", []):
            asks.append(e.value.text)
            ask_tokens.append(e.value)
            # every step's syntax now; the first step's names against this position (later
            # steps are judged on the position the step before leaves)
            for k, st in enumerate(guard(split_steps, e.value) or []):
                if _plain(st.text) not in QUESTIONS and not question_of(st):
                    guard(lambda t, k=k: self.parsed_action(t) if k else self._resolve(pos, self.parsed_action(t)), st)
        errors.raise_if_any()
        return replace(pos, asks=tuple(asks), ask_tokens=tuple(ask_tokens))

    def _sector(self, tok: Token) -> Sector:
        items = split(tok)
        if not items:
            raise tok.error("a sector needs a name", expected="sector: NAME, REGION, ...")
        name = items[0].text.strip().strip('"')
        if not _plain(name):
            raise items[0].error("a sector needs a name")
        if _PAIR_SEP.search(name):
            raise items[0].error('a sector name may not contain " - "')
        kw: dict = {"regions": [], "planets": []}
        unknown_region = None
        for it in items[1:]:
            t = it.text.strip()
            if re.fullmatch(r"(?:(?:region|región|region)\s+)?\?", t, re.I):
                unknown_region = it
                continue
            m = re.fullmatch(r"(supply|suministro|contact|contacto)\s*\?", t, re.I)
            if m:   # the table does not know whether the planet is a supply / contact planet
                kw["supply" if m.group(1).lower() in ("supply", "suministro") else "contact"] = None
                continue
            if re.fullmatch(r"(?:planet|planeta)\s*\?", t, re.I):   # the table does not know whether it holds one
                kw["planet_unknown"] = it
                continue
            m = re.match(r"^(planet|planeta)\s+(.+)$", t, re.I)
            if m and not VOCAB.lookup(t, ["sector feature"]):
                pn = m.group(2).strip().strip('"')
                kw["planets"].append(name if _plain(pn) == _plain(name) else pn)
                continue
            found = VOCAB.lookup(t, ["region", "sector feature"])
            if found:
                kind, canon = found
                if kind == "region":
                    if canon not in kw["regions"]:
                        kw["regions"].append(canon)
                elif canon == "planet":
                    if name not in kw["planets"]:
                        kw["planets"].append(name)
                else:
                    kw[canon.replace(" ", "_")] = True
                continue
            m = re.fullmatch(r"\?\s*[x×]?\s+(.+)", t)
            if m:   # "? reaver alerts": tokens the table saw without counting them
                a = VOCAB.lookup(m.group(1), ["alert token"])
                if a is None:
                    raise VOCAB.unknown(it, ["alert token"], "alert token")
                kw["reaver_alerts" if a[1] == "reaver alert" else "alliance_alerts"] = UNKNOWN
                continue
            try:
                a, n = _count_item(it, ["alert token"], "alert token", TOKENS, f"the set has {TOKENS} tokens")
            except PositionSyntaxError as e:
                if "the most there can be" in e.message:
                    raise
                raise VOCAB.unknown(it, ["region", "sector feature", "alert token"], "sector detail") from None
            field_ = "reaver_alerts" if a == "reaver alert" else "alliance_alerts"
            if kw.get(field_) == UNKNOWN:
                raise it.error("the count of these alert tokens is already given as unknown (?)",
                               expected="one count, or ?")
            kw[field_] = kw.get(field_, 0) + n
        # canonical planet order: the sector's own name first, then as written
        if unknown_region is not None and kw["regions"]:
            raise unknown_region.error("the region is given and also unknown (?)", expected="one region, or ?")
        if not kw["regions"]:
            kw["regions"] = [UNKNOWN]   # not stated: the table does not know it
        planets = kw.pop("planets")
        planets = ([name] if name in planets else []) + [p for p in planets if p != name]
        if kw.get("planet_unknown") is not None and (planets or VOCAB.lookup(name, ["planet-like place"])):
            raise kw["planet_unknown"].error("the sector is given a planet and also unknown (planet ?)",
                                             expected="planet, or planet ?")
        kw["planet_unknown"] = "planet_unknown" in kw
        return Sector(name=name, regions=tuple(kw.pop("regions")), planets=tuple(dict.fromkeys(planets)), **kw)

    def _pair(self, item: Token, snames: _Names) -> tuple[str, str]:
        m = _PAIR_SEP.search(item.text)
        if not m:
            raise item.error("a pair of neighbours is written A - B", expected="SECTOR - SECTOR")
        a = snames.get(item.sub(0, m.start()))
        b = snames.get(item.sub(m.end()))
        if a == b:
            raise item.error("a sector is not its own neighbour")
        return tuple(sorted((a, b)))  # type: ignore[return-value]

    def _player(self, tok: Token, snames: _Names) -> Player:
        items = split(tok)
        if not items or not _plain(items[0].text):
            raise tok.error("a player needs a name", expected="player: NAME, at SECTOR, ...")
        name = items[0].text.strip().strip('"')
        kw: dict = {"stuff": {}, "trust": []}
        for it in items[1:]:
            t = it.text.strip()
            low = _plain(t)
            m = re.match(r"^(outlaw|outlaw ship|fuera de la ley|nave fuera de la ley)\s*\?$", t, re.I)
            if m:   # the table does not know whether the ship is an outlaw
                kw["outlaw"] = None
                continue
            if low in ("outlaw", "fuera-de-la-ley", "outlaw-ship", "nave-fuera-de-la-ley"):
                kw["outlaw"] = True
                continue
            if low in ("cruiser-pulled", "crucero-atraido", "crucero-atraído"):
                kw["pulled"] = True
                continue
            if low in ("long-range-scanner", "scanner", "escaner-de-largo-alcance", "escaner"):
                kw["scanner"] = True
                continue
            if low in ("alert-pending", "alerta-pendiente", "must-resolve-alert"):
                kw["pending"] = "alert"
                continue
            found = VOCAB.lookup(t, ["fly state"])
            if found:
                kw["fly"] = found[1]
                continue
            m = re.match(r"^(?:ship\s+at|ship\s+in|at|in|nave\s+en|en)\s+(.+)$", t, re.I)
            if m:
                kw["at"] = snames.get(it, m.group(1))
                continue
            m = re.match(r"^(?:haven|refugio|paraíso|paraiso)\s+(?:in\s+|at\s+|en\s+)?(.+)$", t, re.I)
            if m:
                kw["haven"] = snames.get(it, m.group(1))
                continue
            m = re.match(r"^(?:trust|trusted by|confianza(?:\s+con)?(?:\s+de)?)\s+(.+?)(\s*\?)?$", t, re.I)
            if m:   # "trust lord harrow ?": the table does not know whether that contact trusts the captain
                found = VOCAB.lookup(m.group(1), ["contact"])
                c = found[1] if found else m.group(1).strip()
                into = kw.setdefault("trust_unknown", []) if m.group(2) else kw["trust"]
                if _plain(c) in {_plain(x) for x in [*kw["trust"], *kw.get("trust_unknown", [])]}:
                    if m.group(2) or _plain(c) in {_plain(x) for x in kw.get("trust_unknown", [])}:
                        raise it.error(f"the trust of {c} is given and also unknown (?)", expected="trust NAME, or trust NAME ?")
                    continue
                into.append(c)
                continue
            m = re.match(r"^(?:credits?|créditos?|creditos?|money|dinero)\s+(.+)$", t, re.I)
            if m and m.group(1).strip() == UNKNOWN:
                kw["credits"] = None
                continue
            if m or t.startswith("$") or re.match(r"^\d+\s*(credits?|créditos?|creditos?|\$)$", t, re.I):
                kw["credits"] = _money(it, m.group(1) if m else t)
                continue
            m = re.match(r"^(?:company|compañía|compania)\s+(.+?)(?:\s+(?:in|en)\s+(.+))?$", t, re.I)
            if m:
                kinds = []
                for w in re.split(r"\s+(?:or|o)\s+", m.group(1)):
                    found = VOCAB.lookup(w, ["ship"])
                    if not found:
                        raise VOCAB.unknown(it, ["ship"], "ship")
                    kinds.append(found[1])
                kw["pending"] = "company"
                kw["company"] = tuple(k for k in ("reaver", "cruiser") if k in kinds)
                if m.group(2):
                    kw["company_at"] = snames.get(it, m.group(2))
                continue
            item, n = _count_item(it, ["goods", "other tradeable"], "thing a ship carries")
            kw["stuff"][item] = kw["stuff"].get(item, 0) + n
        stuff = tuple((k, kw["stuff"][k]) for k in TRADEABLE if kw["stuff"].get(k))
        kw["stuff"] = stuff
        kw["trust"] = tuple(kw["trust"])
        if "trust_unknown" in kw:
            kw["trust_unknown"] = tuple(kw["trust_unknown"])
        return Player(name=name, **kw)

    def _card(self, kind: str, tok: Token, snames: _Names, pnames: _Names) -> Card:
        items = split(tok)
        if len(items) < 2:
            raise tok.error(f"a {kind} line names its player and the card",
                            expected=f"{kind}: PLAYER, CARD NAME, ...")
        owner = pnames.get(items[0])
        name = items[1].text.strip().strip('"')
        kw: dict = {}
        for it in items[2:]:
            t = it.text.strip()
            low = _plain(t)
            m = re.match(r"^(?:pay|paga|reward|recompensa|\$)\s*(.+)$", t, re.I)
            if m:
                kw["pay"] = _money(it, m.group(1))
                continue
            m = re.match(r"^(?:contact|contacto|from|de)\s+(.+)$", t, re.I)
            if m:
                found = VOCAB.lookup(m.group(1), ["contact"])
                kw["contact"] = found[1] if found else m.group(1).strip()
                continue
            m = re.match(r"^(?:pickup|pick up|recogida)\s+(?:in\s+|en\s+)?(.+)$", t, re.I)
            if m and kind == "job":
                if VOCAB.lookup(m.group(1), ["sector feature"]) == ("sector feature", "uroboros"):
                    kw["pickup"] = "uroboros"
                else:
                    kw["pickup"] = snames.get(it, m.group(1))
                continue
            m = re.match(r"^(?:on|attached to|adjunto a|en)\s+(.+)$", t, re.I)
            if m and kind == "challenge":
                kw["on"] = _plain(m.group(1).strip('"'))
                continue
            if low in ("active", "activo", "activa") and kind == "job":
                kw["active"] = True
                continue
            m = re.fullmatch(r"(legality|legalidad|met|cumplido|cumplida)\s*\?", t, re.I)
            if m:
                if _plain(m.group(1)) in ("legality", "legalidad"):
                    kw["legality"] = UNKNOWN
                else:
                    kw["met"] = None
                continue
            if low in ("met", "done", "requirements-met", "cumplido", "cumplida", "completed"):
                kw["met"] = True
                continue
            found = VOCAB.lookup(t, ["legality"] + (["job type"] if kind == "job" else []))
            if found:
                kw["legality" if found[0] == "legality" else "type"] = found[1]
                continue
            raise it.error(f'unknown {kind} detail "{t}"',
                           expected="legal/illegal, " + ("piracy/bounty/smuggling/shipping, contact NAME, "
                                                         "pay N, pickup SECTOR, active, met" if kind == "job"
                                                         else "reward N, on JOB, met"))
        return Card(owner=owner, kind=kind, name=name, **kw)

    # ------------------------------------------------------------------ render
    def render(self, position: BlueSunPosition, *, asks: bool = True) -> str:
        p = position
        out = ["game: blue-sun"]
        if p.phase != "play":
            out.append(f"phase: {p.phase}")
        if p.havens != UNKNOWN:
            out.append(f"havens: {p.havens}")
        if not p.cruiser_trail:
            out.append("cruiser trail: no")
        if not p.start_at_haven:
            out.append("start at haven: no")
        for s in p.sectors:
            bits = [s.name, *(r for r in s.regions if r != UNKNOWN)]   # an unknown region: not stated
            bits += [f for f, on in (("reaver space", s.reaver_space), ("uroboros", s.uroboros)) if on]
            bits += ["planet" if pl == s.name else f"planet {pl}" for pl in s.planets]
            if s.planet_unknown:
                bits.append("planet ?")
            bits += [f if on else f + " ?" for f, on in (("supply", s.supply), ("contact", s.contact))
                     if on or on is None]
            for n, kind in ((s.reaver_alerts, "reaver"), (s.alliance_alerts, "alliance")):
                if n == UNKNOWN:
                    bits.append(f"? {kind} alerts")
                elif n:
                    bits.append(f"{n} {kind} alert" + ("s" if n > 1 else ""))
            out.append("sector: " + ", ".join(bits))
        for key, diag in (("adjacent", False), ("diagonal", True)):
            pairs = [f"{p.sname(a)} - {p.sname(b)}" for a, b, d in p.links if d == diag]
            if pairs:
                out.append(f"{key}: " + ", ".join(pairs))
        if p.reavers:
            out.append("reavers: " + ", ".join(p.sname(k) for k in p.reavers))
        if p.cruiser:
            out.append("cruiser: " + p.sname(p.cruiser))
        for pl in p.players:
            bits = [pl.name]
            if pl.at:
                bits.append("at " + p.sname(pl.at))
            if pl.haven:
                bits.append("haven " + p.sname(pl.haven))
            if pl.outlaw:
                bits.append("outlaw")
            elif pl.outlaw is None:
                bits.append("outlaw ?")
            if pl.scanner:
                bits.append("long-range scanner")
            if pl.credits is not None:   # an unknown balance: not stated
                bits.append(f"credits {pl.credits}")
            bits += [k if n == 1 else f"{k} x{n}" for k, n in pl.stuff]
            bits += [f"trust {t}" for t in pl.trust]
            bits += [f"trust {t} ?" for t in pl.trust_unknown]
            if pl.fly:
                bits.append(pl.fly)
            if pl.pending == "alert":
                bits.append("alert pending")
            elif pl.pending == "company":
                c = "company " + " or ".join(pl.company)
                if pl.company_at:
                    c += " in " + p.sname(pl.company_at)
                bits.append(c)
            if pl.pulled:
                bits.append("cruiser pulled")
            out.append("player: " + ", ".join(bits))
        names = {pl.key: pl.name for pl in p.players}
        for c in sorted(p.cards, key=lambda c: c.kind != "job"):   # jobs first, as parse reads them
            bits = [names.get(c.owner, c.owner), c.name]
            if c.legality:
                bits.append("legality ?" if c.legality == UNKNOWN else c.legality)
            if c.type:
                bits.append(c.type)
            if c.contact:
                bits.append("contact " + c.contact)
            if c.pay:
                bits.append(("pay " if c.kind == "job" else "reward ") + str(c.pay))
            if c.pickup:
                bits.append("pickup " + ("uroboros" if c.pickup == "uroboros" else p.sname(c.pickup)))
            if c.active and c.kind == "job" and not p.attached(c.owner, c.key):
                bits.append("active")
            if c.on:
                j = p.card(c.owner, c.on)
                bits.append("on " + (j.name if j else c.on))
            if c.met is None:
                bits.append("met ?")
            elif c.met:
                bits.append("met")
            out.append(f"{c.kind}: " + ", ".join(bits))
        if asks:
            out += [f"ask: {a}" for a in p.asks]
        return "\n".join(out) + "\n"

    # ------------------------------------------------------------------ actions
    def parse_action(self, tok: Token) -> Act:
        try:
            return self._parse_action(tok, 0)
        except PositionSyntaxError as first:
            # a player's name that is also a verb's word ("Tomás", Spanish "you take"): the verb
            # may be a later one ("Tomás draw nav")
            ws = words(tok)
            for i in range(1, len(ws)):
                if VOCAB.longest(ws, i, ["action"]):
                    try:
                        return self._parse_action(tok, i)
                    except PositionSyntaxError:
                        break
            raise first

    def _parse_action(self, tok: Token, start: int) -> Act:
        ws = words(tok)
        verb_at = None
        for i in range(start, len(ws)):
            found = VOCAB.longest(ws, i, ["action"])
            if found:
                verb_at, (_, verb, used) = i, found
                break
        if verb_at is None:
            raise tok.error(f'no action in "{tok.text}"',
                            expected="an action: " + ", ".join(VOCAB.names("action")),
                            hint=did_you_mean(tok.text.lower(), VOCAB.accepted(["action"]))
                            or 'for example "Bo full burn to Highgate" or "options"')
        player = _join(ws, 0, verb_at, tok)
        rest = ws[verb_at + used:]
        a = {"verb": verb}
        shown = []
        name_toks: list[tuple[str, Token]] = [] if not player.text else [(_plain(player.text), player)]
        if player.text:
            a["player"] = _plain(player.text)
            shown.append((a["player"], player.text))
        need_player = verb not in ("move", "place", "planetary", "update border nav", "hold", "active jobs")

        def name_until(i: int, stops: set[str]) -> tuple[Token, int]:
            # a name has at least one word, even "A" (Spanish "a", to) or "En"
            j = i + 1 if i < len(rest) else i
            while j < len(rest) and _plain(rest[j].text) not in stops:
                j += 1
            return _join(rest, i, j, tok), j

        def want_name(t: Token, what: str) -> str:
            if not t.text:
                raise t.error(f"missing {what}", expected=what)
            k = _plain(t.text.strip('"'))
            shown.append((k, t.text.strip('"')))
            name_toks.append((k, t))
            return k

        i = 0
        if verb in ("full burn", "mosey", "evade"):
            if _kw(rest, i, TO) and i + 1 < len(rest):
                i += 1
            t, i = name_until(i, set())
            a["sector"] = want_name(t, "the sector to move into")
        elif verb in ("resolve alert", "scan"):
            if _kw(rest, i, {"alert", "alerts", "alerta", "alertas"}):
                i += 1
            if _kw(rest, i, {"in", "en", "of", "de"}):
                t, i = name_until(i + 1, ROLL)
                a["sector"] = want_name(t, "the sector whose alert is resolved")
            a["roll"], i = _die_roll(rest, i, tok)
            if i < len(rest):
                mt = _join(rest, i, len(rest), tok)
                m = re.fullmatch(r"(?:(?:with|con)\s+)?(?:(?:a\s+)?(?:modifier|modificador|bonus|\+)\s*)?\+?\s*(\d{1,2})"
                                 r"|(?:with|con)\s+(?:a\s+)?(?:modifier|modificador)(?:\s+card)?", mt.text, re.I)
                if not m:
                    raise mt.error(f'unexpected "{mt.text}" after the roll', expected='nothing, or "+N"')
                a["modifier"] = int(m.group(1)) if m.group(1) else 1
                i = len(rest)
            if verb == "scan" and not a.get("sector"):
                raise tok.error("a scan names the adjacent sector", expected='"scan in SECTOR roll N"')
            if a.get("sector") and verb == "resolve alert":
                a["verb"] = "scan"
        elif verb == "alert brings ship":   # a state question: does this roll bring company?
            a["roll"], i = _die_roll(rest, i, tok)
        elif verb == "draw nav":
            while i < len(rest):
                if _kw(rest, i, FROM | {"the"}):
                    i += 1
                    continue
                found = VOCAB.longest(rest, i, ["nav deck"])
                if found and _plain(rest[i].text) not in ("the",):
                    a["deck"] = found[1]
                    i += found[2]
                    if _kw(rest, i, {"deck", "mazo", "nav"}):
                        i += 1
                    continue
                found = VOCAB.longest(rest, i, ["nav card"])
                if found:
                    a["card"] = found[1]
                    i += found[2]
                    continue
                t = _join(rest, i, len(rest), tok)
                raise t.error(f'unexpected "{t.text}"', expected='"from rim deck" or a Nav card name',
                              hint=did_you_mean(t.text.lower(), VOCAB.accepted(["nav deck", "nav card"])))
        elif verb == "move":
            a["verb"] = "move ship"
            found = VOCAB.longest(rest, i, ["ship"])
            if not found:
                raise _join(rest, i, i + 1, tok).error("move what?", expected='"reaver" or "cruiser"')
            a["ship"] = found[1]
            i += found[2]
            if a["ship"] == "reaver" and not _kw(rest, i, FROM):
                raise _join(rest, i, i + 1, tok).error("say which Reaver ship moves",
                                                       expected='"reaver from SECTOR to SECTOR"')
            # "from A to C", "de A a C": a sector may be called "A" or "To", so every way of
            # splitting the words is kept and the position picks the one whose names it has
            start = i + 1 if _kw(rest, i, FROM) else i
            routes = []
            for j in range(start + (start > i), len(rest)):
                if _plain(rest[j].text) not in TO or j + 1 >= len(rest):
                    continue
                for k in [b for b in range(j + 2, len(rest)) if _plain(rest[b].text) in BY] + [len(rest)]:
                    routes.append((j, k))
            if not routes:
                raise _join(rest, len(rest) if start > i else i, len(rest), tok).error(
                    "missing the destination", expected='"to SECTOR"')
            keys = []
            for j, k in routes:
                src = want_name(_join(rest, start, j, tok), "the sector the ship leaves") if start > i else ""
                dst = want_name(_join(rest, j + 1, k, tok), "the destination sector")
                by = want_name(_join(rest, k + 1, len(rest), tok), "the player who moves it") \
                    if k < len(rest) else ""
                keys.append((src if a["ship"] == "reaver" else "", dst, by))
            a["src"], a["sector"] = keys[0][:2]
            if keys[0][2]:
                a["player"] = keys[0][2]
            a["alts"] = (("route", tuple(keys)),)
            i = len(rest)
            if all(r[0] and r[0] == r[1] for r in keys):
                raise tok.error("a ship moves to a different sector", expected="two different sectors")
        elif verb == "place":
            if _kw(rest, i, {"a", "an", "un", "una", "the", "su", "his", "her", "their"}):
                i += 1
            found = VOCAB.longest(rest, i, ["ship"])
            if found and found[1] == "reaver":
                a["ship"] = "reaver"
                i += found[2]
                a["verb"] = "place"
            elif _kw(rest, i, {"haven", "refugio", "paraiso", "haven-token", "ficha-de-paraiso"}):
                a["verb"] = "haven"
                i += 1
                if _kw(rest, i, {"token", "ficha"}):
                    i += 1
                need_player = True
            else:
                raise _join(rest, i, i + 1, tok).error("place what?", expected='"reaver" or "haven"')
            if _kw(rest, i, TO | {"at"}):
                i += 1
            t, i = name_until(i, set())
            a["sector"] = want_name(t, "the sector")
        elif verb in ("give", "buy"):
            if i >= len(rest):
                raise tok.error(f"{verb} what?", expected="an amount and what")
            t, i = name_until(i, TO | FROM if verb == "give" else FROM)
            m = re.match(r"^\$\s*(\d+)$|^(\d+)\s*(?:\$|credits?|créditos?|creditos?)$", t.text, re.I)
            if m and verb == "give":
                a["item"], a["count"] = "credits", _money(t, m.group(1) or m.group(2))
            else:
                a["item"], a["count"] = _count_item(t, ["goods", "other tradeable"], "thing to trade")
            if a["count"] < 1:
                raise t.error("the amount must be at least 1")
            if verb == "give":
                if not _kw(rest, i, TO):
                    raise _join(rest, i, i + 1, tok).error("give to whom?", expected='"to PLAYER"')
                t, i = name_until(i + 1, FOR)
                a["to"] = want_name(t, "the player who receives")
                if _kw(rest, i, FOR):   # a two-sided deal: goods one way, credits the other
                    t, i = name_until(i + 1, set())
                    m = re.match(r"^\$\s*(\d+)$|^(\d+)\s*(?:\$|credits?|créditos?|creditos?)$", t.text, re.I)
                    if m:
                        a["back_item"], a["back_count"] = "credits", _money(t, m.group(1) or m.group(2))
                    elif t.text:
                        a["back_item"], a["back_count"] = _count_item(t, ["goods", "other tradeable"],
                                                                      "thing to trade")
                    else:
                        raise t.error("for what?", expected='an amount of credits, e.g. "for 600 credits"')
                    if (a["item"] == "credits") == (a["back_item"] == "credits"):
                        raise t.error("a deal swaps credits for goods (or other things a ship carries)",
                                      expected="credits on one side and goods on the other")
                    if a["back_count"] < 1:
                        raise t.error("the amount must be at least 1")
            else:
                if _kw(rest, i, FROM):
                    t, i = name_until(i + 1, set())
                    if VOCAB.lookup(t.text, ["contact"]) != ("contact", "lord harrow"):
                        raise t.error("only Lord Harrow sells cargo this way", expected='"from Lord Harrow"')
        elif verb == "load":   # a card lets the player load goods of their choice
            t, i = name_until(i, set())
            if not t.text:
                raise t.error("load what?", expected='an amount and a kind of goods, e.g. "load 2 fuel"')
            a["item"], a["count"] = _count_item(t, ["goods", "other tradeable"], "thing to load")
        elif verb in ("hold", "active jobs"):   # state questions: may the player have this many?
            if _kw(rest, i, {"up", "hasta"}) or _kw(rest, i, {"to"}):
                i += 1
            if i >= len(rest) or not re.fullmatch(r"\d{1,2}", rest[i].text):
                raise _join(rest, i, i + 1, tok).error("how many?", expected="a number, e.g. "
                                                       + ('"hold 5 cards"' if verb == "hold" else '"active jobs 4"'))
            a["count"] = int(rest[i].text)
            i += 1
            if verb == "hold":
                if _kw(rest, i, CARDS):
                    a["item"] = "cards"
                elif _kw(rest, i, CHALLENGES):
                    a["item"] = "challenges"
                else:
                    raise _join(rest, i, i + 1, tok).error("hold how many of what?",
                                                           expected='"cards" or "challenges"')
                i += 1
                if _kw(rest, i, {"in", "en"}) and _kw(rest, i + 1, {"hand", "mano"}):
                    i += 2
        elif verb == "take":
            while _kw(rest, i, {"a", "an", "un", "una", "taking", "take", "and", "tomando", "toma", "y"}):
                i += 1
            found = VOCAB.longest(rest, i, ["legality"])
            if found:
                a["legality"] = found[1]
                i += found[2]
            if not _kw(rest, i, {"challenge", "desafio", "reto", "big-damn-challenge"}):
                raise _join(rest, i, i + 1, tok).error("take what?", expected='"legal challenge" or "illegal challenge"')
            i += 1
            if not a.get("legality"):
                found = VOCAB.longest(rest, i, ["legality"])
                if found:
                    a["legality"] = found[1]
                    i += found[2]
            if not a.get("legality"):
                raise tok.error("a challenge is marked legal or illegal", expected='"legal" or "illegal"')
            if _kw(rest, i, FROM):
                i = len(rest)   # "from Mr Universe"
        elif verb in ("start job", "attach", "complete", "warrant", "payout"):
            # a card may be called "Job A": read from the shortest form of the verb and let
            # the position decide how many leading words ("job", "on", ...) belong to the name
            short = min((n for n in range(1, used + 1)
                         if VOCAB.lookup(" ".join(w.text for w in ws[verb_at:verb_at + n]), ["action"])
                         == ("action", verb)), default=used)
            rest = ws[verb_at + short:]
            alts: dict[str, tuple[str, ...]] = {}

            def card_name(t: Token, what: str, fld: str) -> None:
                a[fld] = want_name(t, what)
                ws2 = words(t)
                opts = [a[fld]]
                while len(ws2) > 1 and _plain(ws2[0].text) in CARD_LEAD:
                    ws2 = ws2[1:]
                    opts.append(want_name(_join(ws2, 0, len(ws2), t), what))
                alts[fld] = tuple(opts)
            if verb == "attach":
                # "attach challenge Job A to Job A": a card may be called "A" (Spanish "a", to),
                # so every split at "to"/"a" is kept and the position picks the one it has
                cuts = [j for j in range(i + 1, len(rest) - 1) if _plain(rest[j].text) in ON]
                if not cuts:
                    raise _join(rest, len(rest), len(rest), tok).error("attach to which job?", expected='"to JOB"')
                splits = []
                for j in cuts:
                    card_name(_join(rest, i, j, tok), "the challenge card", "challenge")
                    card_name(_join(rest, j + 1, len(rest), tok), "the job", "card")
                    splits.append((alts["challenge"], alts["card"]))
                card_name(_join(rest, i, cuts[0], tok), "the challenge card", "challenge")
                alts["splits"] = tuple(splits)
                i = cuts[0] + 1
            stops = WITH if verb == "start job" else ({"discarding", "descartando", "discard", "descarta"}
                                                       if verb == "warrant" else set())
            t, i = name_until(i, stops)
            card_name(t, "the job", "card")
            if verb == "start job" and _kw(rest, i, WITH):
                t, i = name_until(i + 1, set())
                card_name(t, "the challenge card", "challenge")
            a["alts"] = tuple(alts.items())
            if verb == "warrant" and i < len(rest):
                i += 1
                ds = split(_join(rest, i, len(rest), tok))
                a["discards"] = tuple(sorted({want_name(d, "a card to discard") for d in ds}))
                i = len(rest)
        elif verb == "discard shuffle card":
            txt = _plain(" ".join(w.text for w in rest))
            a["deck"] = "misbehave" if ("misbehave" in txt or "portarse" in txt or "mal-compor" in txt) else "nav"
            if re.search(r"(?:^|-)(with|including|con|incluyendo|back)(?:-|$)", txt) and \
                    not re.search(r"(?:^|-)(without|sin)(?:-|$)", txt):
                a["with_it"] = True
            i = len(rest)
        elif verb == "update border nav":
            if _kw(rest, i, {"removing", "remove", "quitando", "quitar", "quita", "without", "sin"}):
                i += 1
            removes: dict[str, int] = {}
            for it in split(_join(rest, i, len(rest), tok)):
                if _plain(it.text) in ("and", "y"):
                    continue
                t2 = re.sub(r"^(?:and|y)\s+", "", it.text, flags=re.I)
                name, n = _count_item(it if t2 == it.text else it.sub(len(it.text) - len(t2)),
                                      ["nav card"], "Border Nav card")
                removes[name] = removes.get(name, 0) + n
            a["removes"] = tuple(sorted(removes.items()))
            i = len(rest)
        elif verb == "planetary":
            t, i = name_until(i, set())
            a["sector"] = want_name(t, "the sector")
        if i < len(rest):
            t = _join(rest, i, len(rest), tok)
            raise t.error(f'unexpected "{t.text}"', expected="the end of the action")
        if need_player and not a.get("player"):
            raise tok.error("say which player acts", expected=f'"PLAYER {verb} ..."')
        a["shown"] = tuple(shown)
        a["token"] = tok
        a["toks"] = tuple(name_toks)
        return Act(**a)

    def _resolve(self, pos: BlueSunPosition, act: Act) -> Act:
        """Check every name of an action against the position (did-you-mean on a miss).

        Candidates are built from the position's own keys and need no check."""
        if act.resolved:
            return act
        tok = act.token or Token(self.render_action(act), 0, 1)
        snames = _Names("sector", {s.key: s.name for s in pos.sectors})
        pnames = _Names("player", {p.key: p.name for p in pos.players})
        for src, dst, by in dict(act.alts).get("route", ()):
            if (not src or src in snames.names) and dst in snames.names and (not by or by in pnames.names):
                act = replace(act, src=src, sector=dst, player=by or act.player)
                break
        if act.verb in ("hold", "active jobs") and not act.player:
            # "ask: hold 5 cards": the one player of the position; any player for active jobs
            if len(pos.players) == 1:
                act = replace(act, player=pos.players[0].key, shown=act.shown + ((pos.players[0].key,
                                                                                   pos.players[0].name),))
            elif act.verb == "hold":
                raise tok.error("whose hand?", expected='"PLAYER hold N cards"',
                                hint="the hand size depends on the player's trust with Mr. Universe")
        if act.verb == "alert brings ship":
            p = pos.player(act.player)
            if p is not None and not (p.at and pos.sector(p.at)):
                raise tok.error(f"which sector's alert? {p.name}'s ship is in no sector of the position",
                                expected=f'"player: {p.name}, at SECTOR"',
                                hint="the roll is compared with the alert markers of the player's sector")
        if act.verb == "move ship" and not any(p.pending == "company" for p in pos.players):
            act = replace(act, player="")   # no alert pending: who moves the ship does not matter
        shown = dict(act.shown)

        where = dict(act.toks)

        def fix(key: str, names: _Names) -> str:
            if not key:
                return key
            return names.get(where.get(key, tok), shown.get(key, key))
        new = {}
        for f in ("player", "to"):
            new[f] = fix(getattr(act, f), pnames)
        for f in ("sector", "src"):
            new[f] = fix(getattr(act, f), snames)
        if act.player and act.player == act.to:
            raise tok.error("a player gives to someone else", expected="another player")
        if act.verb in ("start job", "attach", "complete", "warrant", "payout"):
            cnames = _Names("card", {c.key: c.name for c in pos.cards if c.owner == new["player"]})
            alts = dict(act.alts)
            for ch_alts, card_alts in alts.get("splits", ()):
                if any(k in cnames.names for k in ch_alts) and any(k in cnames.names for k in card_alts):
                    alts.update(challenge=ch_alts, card=card_alts)
                    break
            for f in ("card", "challenge"):
                key = next((k for k in alts.get(f, ()) if k in cnames.names), getattr(act, f))
                new[f] = fix(key, cnames)
            new["discards"] = tuple(sorted(fix(d, cnames) for d in act.discards))
        disp = {}
        for f in ("player", "to"):
            if new[f]:
                disp[new[f]] = pos.player(new[f]).name
        for f in ("sector", "src"):
            if new[f]:
                disp[new[f]] = pos.sname(new[f])
        for f in ("card", "challenge"):
            if new.get(f):
                disp[new[f]] = pos.card(new["player"], new[f]).name
        for d in new.get("discards", ()):
            disp[d] = pos.card(new["player"], d).name
        return replace(act, shown=tuple(disp.items()), resolved=True, **new)

    def render_action(self, act: Act) -> str:
        n = act.name
        who = n(act.player) + " " if act.player else ""
        v = act.verb
        if v in ("full burn", "mosey", "evade"):
            return f"{who}{v} to {n(act.sector)}"
        if v == "resolve alert":
            return f"{who}resolve alert roll {act.roll}" + (f" +{act.modifier}" if act.modifier else "")
        if v == "alert brings ship":
            return f"{who}alert brings ship roll {act.roll}"
        if v == "scan":
            return f"{who}scan in {n(act.sector)} roll {act.roll}" + (f" +{act.modifier}" if act.modifier else "")
        if v == "draw nav":
            s = f"{who}draw nav"
            if act.deck:
                s += f" from {act.deck} deck"
            if act.card:
                s += f" {act.card}"
            return s
        if v == "move ship":
            s = "move " + ("reaver from " + n(act.src) if act.ship == "reaver" else "cruiser")
            s += f" to {n(act.sector)}"
            return s + (f" by {n(act.player)}" if act.player else "")
        if v == "place":
            return f"place reaver in {n(act.sector)}"
        if v == "haven":
            return f"{who}place haven in {n(act.sector)}"
        if v == "give":
            what = f"{act.count} credits" if act.item == "credits" else f"{act.count} {act.item}"
            back = ""
            if act.back_item:
                back = f" for {act.back_count} credits" if act.back_item == "credits" else \
                    f" for {act.back_count} {act.back_item}"
            return f"{who}give {what} to {n(act.to)}{back}"
        if v == "load":
            return f"{who}load {act.count} {act.item}"
        if v == "hold":
            return f"{who}hold {act.count} {act.item}"
        if v == "active jobs":
            return f"{who}active jobs {act.count}"
        if v == "buy":
            return f"{who}buy {act.count} {act.item} from lord harrow"
        if v == "take":
            return f"{who}take {act.legality} challenge"
        if v == "start job":
            return f"{who}start job {n(act.card)}" + (f" with challenge {n(act.challenge)}" if act.challenge else "")
        if v == "attach":
            return f"{who}attach challenge {n(act.challenge)} to {n(act.card)}"
        if v == "complete":
            return f"{who}complete {n(act.card)}"
        if v == "payout":
            return f"{who}payout {n(act.card)}"
        if v == "warrant":
            s = f"{who}warrant on {n(act.card)}"
            return s + (" discarding " + ", ".join(n(d) for d in act.discards) if act.discards else "")
        if v == "discard shuffle card":
            return f"{who}discard shuffle card from {act.deck} deck, shuffle " + ("with it" if act.with_it else "without it")
        if v == "planetary":
            name = n(act.sector)   # ("planetary sector" is also the question: "Sector 1" is named after it)
            return f"planetary {'sector ' if _plain(name).startswith(('sector', 'sectores')) else ''}{name}"
        if v == "update border nav":
            return "update border nav removing " + (", ".join(f"{c} {k}" for k, c in act.removes) or "nothing")
        return v


# ---------------------------------------------------------------------------- reference
# The notation reference of /games/blue-sun (issue 15): every key and every action syntax.
NOTATION_KEYS = [
    KeyDoc("game", "blue-sun (juego: sol azul)", "game: blue-sun"),
    KeyDoc("phase", "play or setup (preparación)", "phase: setup"),
    KeyDoc("havens", "yes, no or ? — whether the Story card in play uses havens; not stated: unknown",
           "havens: yes"),
    KeyDoc("cruiser trail", "yes or no — no when a Story or Setup card says the Cruiser leaves no alerts",
           "cruiser trail: no"),
    KeyDoc("start at haven", "yes or no — no when a card says ships do not start at their haven",
           "start at haven: no"),
    KeyDoc("sector", f"NAME, then its region (rim, border, alliance; not stated or ?: unknown), reaver space, "
                     f"uroboros, planet [NAME] (or planet ?: whether it holds a named planet is unknown), supply (or supply ?: unknown), contact (or contact ?: unknown), "
                     f"N reaver alerts, N alliance alerts "
                     f"(? reaver alerts: some, not counted; at most {MAX_SECTORS} sectors, {TOKENS} tokens a sector)",
           "sector: Deadwood, rim, planet, 3 reaver alerts"),
    KeyDoc("adjacent", "pairs of neighbouring sectors, A - B", "adjacent: Deadwood - Highgate"),
    KeyDoc("diagonal", "pairs of sectors touching only at a corner", "diagonal: Burnham Reach - Highgate"),
    KeyDoc("reavers", f"the sectors of the Reaver ships (at most {REAVER_SHIPS})", "reavers: Burnham Reach"),
    KeyDoc("cruiser", "the sector of the Alliance Cruiser", "cruiser: Space Bazaar"),
    KeyDoc("player", f"NAME (seating order, clockwise), at SECTOR, haven SECTOR, outlaw or outlaw ? (not stated: "
                     f"not an outlaw; ?: unknown), long-range scanner, "
                     f"credits N or ? (not stated: unknown, at most ${MAX_CREDITS}), cargo x2 (at most "
                     f"{MAX_ITEMS} of a kind), trust CONTACT (trust CONTACT ?: unknown), full burn / mosey / fly ended, alert pending, "
                     f"company reaver or cruiser [in SECTOR], cruiser pulled (an Alliance alert pulled the Cruiser, "
                     f"written in the ship's sector, to the ship in this fly action) (at most {MAX_PLAYERS} players)",
           "player: Bo, at Highgate, outlaw, credits 1200, cargo x2, trust lord harrow"),
    KeyDoc("job", f"PLAYER, NAME, legal / illegal / legality ?, piracy / bounty / smuggling / shipping, "
                  f"contact NAME, pay N, pickup SECTOR or uroboros, active, met or met ? (at most "
                  f"{MAX_CARDS} cards a player)",
           "job: Sally, Harrow Haul, illegal, smuggling, contact lord harrow, pay 1500, active, met"),
    KeyDoc("challenge", "PLAYER, NAME, legal / illegal / legality ?, reward N, on JOB, met or met ?",
           "challenge: Sally, Hands Tied, illegal, reward 1000, on Harrow Haul, met"),
    KeyDoc("ask", "an action, a question, or a chain A then B", "ask: Bo full burn to Space Bazaar"),
]

NOTATION_ACTIONS = [
    ActionDoc("PLAYER full burn to SECTOR", "Bo full burn to Deadwood",
              "Fly at full burn into an adjacent sector (volar a todo trapo)."),
    ActionDoc("PLAYER mosey to SECTOR", "John deambula a Burnham Reach",
              "Mosey into an adjacent sector, even one holding a Reaver ship (deambular)."),
    ActionDoc("PLAYER evade to SECTOR", "John evade to Deadwood", "Evade into an adjacent sector (evadir)."),
    ActionDoc("PLAYER resolve alert roll N [+M]", "John resolve alert roll 2",
              "Roll for the alert markers of the sector just entered."),
    ActionDoc("PLAYER alert brings ship roll N", "John alert brings ship roll 3",
              "A state question: does this alert roll bring company (a Reaver ship or the Cruiser) to the "
              "player's sector? Legal when it does, illegal when the markers are cleared instead."),
    ActionDoc("PLAYER scan in SECTOR roll N", "Imani scan in Deadwood roll 4",
              "Resolve an adjacent sector's alerts with the Long-Range Scanner."),
    ActionDoc("PLAYER draw nav [from DECK deck] [reaver cutter]", "John draw nav from rim deck",
              "Draw a Nav card while full burning, from a region's deck."),
    ActionDoc("move reaver from SECTOR to SECTOR [by PLAYER]", "move reaver from A to C",
              "Move a Reaver ship (by the player an alert names when it calls one); a sector may be called A."),
    ActionDoc("move cruiser to SECTOR [by PLAYER]", "move cruiser to Deadwood by Sally",
              "Move the Alliance Cruiser."),
    ActionDoc("place reaver in SECTOR", "place reaver in Haze", "Place a Reaver ship at setup."),
    ActionDoc("PLAYER place haven in SECTOR", "Mal place haven in Whitefall", "Place a haven token at setup."),
    ActionDoc("PLAYER give N credits|N GOODS to PLAYER", "Sally give 500 credits to John",
              "Send credits over the Cortex, or hand over goods, crew, gear or upgrades in one sector."),
    ActionDoc("PLAYER give N GOODS to PLAYER for N credits", "Sally give 2 cargo to John for 600 credits",
              "A two-sided deal: goods one way, credits the other, both or neither."),
    ActionDoc("PLAYER load N GOODS", "Bo load 2 fuel",
              "A card lets the player load goods: the player chooses which kind (not listed by options)."),
    ActionDoc("PLAYER buy N cargo from lord harrow", "Sally buy 3 cargo from Lord Harrow",
              "Buy cargo from Lord Harrow at $300 each."),
    ActionDoc("PLAYER take legal|illegal challenge", "Pete take legal challenge",
              "Work for Mr. Universe: a Big Damn Challenge card into the hand."),
    ActionDoc("PLAYER start job JOB [with challenge CHALLENGE]", "Pete start job Job C with challenge Challenge C",
              "Start working a job, optionally with a challenge attached."),
    ActionDoc("PLAYER attach challenge CHALLENGE to JOB", "Pete attach challenge Hands Tied to Job A",
              "Attach a challenge from the hand under a job about to be worked."),
    ActionDoc("PLAYER complete JOB", "Pete complete Harrow Haul", "Complete an active job (value: what it pays)."),
    ActionDoc("PLAYER payout JOB", "Pete payout Job A", "What completing the job would pay now (a question)."),
    ActionDoc("PLAYER warrant on JOB [discarding CARD, ...]", "Mal warrant on Job A discarding Job B",
              "Receive a Warrant while working a job, discarding down to the hand size."),
    ActionDoc("PLAYER discard shuffle card from nav|misbehave deck, shuffle with|without it",
              "Vance discard shuffle card from nav deck, shuffle without it",
              "A Shuffle card discarded unresolved, and how the deck is shuffled."),
    ActionDoc("update border nav removing N CARD, ...", "update border nav removing 1 reaver patrol, "
              "1 reaver bait, 8 reaver cutters", "Update the Border Nav deck at setup."),
    ActionDoc("planetary SECTOR", "planetary Space Bazaar", "Is the sector planetary? (legal and value 1 if it is, illegal and value 0 if not)"),
    ActionDoc("PLAYER hold N cards|challenges", "Pete hold 5 cards",
              "A state question: may the player hold this many cards (or challenges) in hand?"),
    ActionDoc("PLAYER active jobs N", "Pete active jobs 4",
              "A state question: may the player have this many active jobs?"),
]

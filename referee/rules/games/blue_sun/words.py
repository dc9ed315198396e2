"""How a Blue Sun table is told in words, English or Spanish (for `referee.rules.reading`).

Sectors, job and challenge cards are the players' own names: they are found by the words
before them ("at Highgate", "en Deadwood", "the job Raid").  The map, the players' lines and
the cards are relational, so one hook writes them from what the sentences say about each name
(alerts, Reaver ships, neighbours, credits, trust, cargo, active jobs).
"""
from __future__ import annotations

import re

from ...reading.declare import Action, Fact, Need, Words
from ...reading.sentences import FIRST_PERSON, INFO_QUESTION, SPAN, fold, phrase, said_not, told_forms, words_of
from .names import HARROW_PRICE

# a contact's trust, as the book says it and as Firefly players say it ("solid with Harrow")
_TRUST = r"trust|confianza|\bconfi(?:a|an|ar|aba)\b|\bsolid"  # (the verb too: "Harrow confía en mí")

_PLANET_LIKE = {"space bazaar": "Space Bazaar", "cortex relay 7": "Cortex Relay 7"}
_NEXT = r"(next door|next to|neighbou?ring|neighbou?r|adjacent|al lado|junto a|vecino|adyacente|beside)"
_CORNER = r"(corner|diagonal|diagonally|esquina|en diagonal)"


def _clauses(sent: str) -> list[str]:
    return [c for c in re.split(r"[;,]|\by\b|\band\b|\bwhere\b|\bwhile\b", sent) if c.strip()]


def _names_of(kind: str, text) -> list[str]:
    out = []
    for s, e, p in text.pieces:
        if p.kind == kind and p.canon not in out:
            out.append(p.canon)
    return out


def _in(name: str, clause: str) -> bool:
    return fold(name) in fold(clause) or (name in _PLANET_LIKE.values() and any(
        a in fold(clause) for a in ("bazar espacial", "space bazaar", "bazaar", "cortex relay")))


_CONTACTS = (("harrow", "trust lord harrow"), ("universe|universo", "trust mr universe"))


def _trust_said(f: str) -> list[str]:
    """The contacts' trust a (folded) clause states; what is said under a negation is not there
    ("has never earned Lord Harrow's trust")."""
    return [fact for contact, fact in _CONTACTS
            if re.search(contact, f) and re.search(_TRUST, f) and not said_not(f, _TRUST + "|" + contact)]


def _trust_lost(told: str, state: dict[str, list[str]]) -> None:
    """Trust told as lost since ("…so he lost that trust", "perdió la confianza con Harrow") is
    not held: the contact named, or, when none is, every trust said before (it points back)."""
    for clause in re.split(r"[.;,]| but | so | pero | asi que ", fold(told)):
        if not (re.search(r"\b(lost|loses|lose|losing|perdio|perdi|perdido|pierde)\b", clause) and re.search(_TRUST, clause)):
            continue
        named = [fact for contact, fact in _CONTACTS if re.search(contact, clause)]
        for facts in state.values():
            facts[:] = [x for x in facts if not (x.startswith("trust ") and (not named or x in named))]


def _standing_in_move(sent: str) -> list[str]:
    """A contact's trust said in the same sentence as the move ("harrow trusts me now so I'm
    buying 6 cargo"): the actor's standing, unless the move is what earns it ("to get Harrow's
    trust") or it is said under a negation."""
    out: list[str] = []
    for clause in re.split(r"[;,]| and | so | but | y | pero | asi que ", fold(sent)):
        # (earned before the move is a standing: "I've earned Mr. Universe's trust, so I hold five")
        had = re.search(r"\b(ive|weve|have|has|had|already|ya|he|ha|hemos)\s+(\w+\s+)?(earned|gained|got|gotten|won|"
                        r"ganado|conseguido|obtenido)\b", clause)
        if had or not re.search(r"\b(earn|gain|get|getting|win|ganar|conseguir|obtener|lose|losing|perder)\w*\b", clause):
            out += [fact for fact in _trust_said(clause) if fact not in out]
    return out


def _table(reading, text) -> None:
    """sector / adjacent / diagonal / reavers / player / job / challenge lines."""
    sents = text.sents
    act = text.sents[text.act_k] if text.act_k is not None else ""
    situation = [s for k, s in enumerate(sents) if k != text.act_k] or sents
    sectors = _names_of("sector", text)
    players = list(reading.players)
    actor = reading.actor
    if actor and actor not in players:
        players.append(actor)
    lines, reavers, adjacent, diagonal = [], [], [], []
    at: dict[str, str] = {}
    state: dict[str, list[str]] = {p: [] for p in players}
    everything = " ".join(sents)
    for sent in situation + [act]:
        in_action = sent is act
        here = [s for s in sectors if _in(s, sent)]
        if not in_action and len(here) == 1 and re.search(_NEXT + "|" + _CORNER, sent, re.I):
            # "Space Bazaar is adjacent": to the sector named just before
            earlier = [x for x in sectors if x != here[0] and everything.find(x) >= 0
                       and everything.find(x) < everything.find(sent)]
            if earlier:
                here = [max(earlier, key=lambda x: everything.rfind(x, 0, everything.find(sent))), here[0]]
        if not in_action and len(here) >= 2:
            if re.search(_CORNER, sent, re.I):
                diagonal.append((here[0], here[1]))
            elif re.search(_NEXT, sent, re.I):
                adjacent.append((here[0], here[1]))
        if not in_action:
            if re.search(r"\b(reaver ships|naves reavers?)\b", sent, re.I) and len(here) > 1 and \
                    not re.search(_NEXT + "|" + _CORNER, sent.split(",")[0], re.I):
                # "Hay naves Reaver en Miranda Gate y en Burnham Reach": one ship in each sector named
                reavers += [x for x in here if x not in reavers and not re.search(
                    re.escape(x) + r"[^.;,]*\b(no|sin|without)\b", sent, re.I)]
            for m in re.finditer(r"\b(reaver ships?|naves? reavers?)\b", sent, re.I):
                near = sorted((abs(sent.find(s) - m.start()), s) for s in here if sent.find(s) >= 0)
                if not near and re.search(r"\b(there|alli|allí|ahi|ahí)\b", sent, re.I) and sectors:
                    near = [(0, max(sectors, key=lambda x: everything.rfind(x)))]  # "there": the last one named
                if near and near[0][1] not in reavers:
                    reavers.append(near[0][1])
        if in_action:
            m = re.search(r"\b(from|desde|de)\s+([A-ZÁÉÍÓÚ][\w ]+?)\s+(to|into|a|hasta)\b", sent)
            if m and actor and actor not in at:  # "from Highgate to Deadwood": where the move starts
                for s in sectors:
                    if fold(m.group(2)) == fold(s):
                        at[actor] = s
                        break
            if actor in state:
                state[actor].extend(_standing_in_move(sent))
            continue
        # who is where: "X is at S", "X's ship sits in S", "mi nave está en S"
        for p in players:
            m = re.search(re.escape(p) + r"\b[^.;]*?\b(at|in|into|through|en|sits in|is in|esta en|está en)\s+(?:el |la |the )?"
                          r"([A-ZÁÉÍÓÚ][\w ]+)", sent)
            if m:
                for s in sectors:
                    if fold(m.group(2)).startswith(fold(s)) or (s in _PLANET_LIKE.values() and
                                                                 fold(m.group(2)).startswith("bazar")):
                        at.setdefault(p, s)
                        break
        if actor and re.search(r"\b(my|mi|i am|i'm|estoy)\b", sent, re.I) and actor not in at:
            m = re.search(r"\b(at|in|en)\s+([A-ZÁÉÍÓÚ][\w ]+)", sent)
            if m:
                for s in sectors:
                    if fold(m.group(2)).startswith(fold(s)):
                        at[actor] = s
                        break
        for p in players:
            if p not in sent and not (p == actor and set(words_of(sent)) & FIRST_PERSON):
                continue
            # what is said of this player: the clause that names them (or the whole sentence)
            parts = [c for c in re.split(r";|,| y | and ", sent) if p in c]
            f = fold(" ".join(parts) if parts and len([q for q in players if q in sent]) > 1 else sent)
            if re.search(r"full[ -]?burn|a todo trapo|fly action|flying|accion de volar|volando", f):
                state[p].append("full burn")
            if re.search(r"resolve the alert|resolver la alerta|must resolve|has to resolve|alert pending|"
                         r"(no ha tirado|sin tirar|no ha resuelto|sin resolver|not rolled|hasnt rolled|has not rolled|"
                         r"yet to roll)[^.]*alert", f):
                state[p].append("alert pending")
            # (money comes in $100 steps: "3 credits... I mean $300" holds 300; "2.000" is two thousand)
            amounts = [int(re.sub(r"[.,]", "", a or b)) for a, b in re.findall(
                r"\$ ?(\d{1,3}(?:[.,]\d{3})+|\d+)|(\d{1,3}(?:[.,]\d{3})+|\d+) ?(?:credits|creditos|\$)", f)]
            amounts = [a for a in amounts if a % 100 == 0] or amounts
            if amounts:
                state[p].append(f"credits {amounts[0]}")
            state[p].extend(_trust_said(f))
            if re.search(r"\b(outlaw|fuera de la ley|forajid)", f) and not said_not(f, r"outlaw|fuera de la ley"):
                state[p].append("outlaw")
            if re.search(r"\b(cruiser|crucero)\b", f) and re.search(r"\b(brought|brings|moved|moves|came|comes|arrives|"
                                                                  r"arrived|trae|mueve|llega|atrae)\b", f) \
                    and not re.search(rf"\b{re.escape(fold(p))}\b.*\b(onto|to|on|over) (him|her|them)\b", f):
                state[p].append("company cruiser")  # (not the one who moved it "onto her")
            m = re.search(r"(\d+) (cargo|carga|contraband|contrabando|fuel|combustible|parts|repuestos)", f)
            if m:
                state[p].append(f"{m.group(2)} x{m.group(1)}")
            if re.search(r"scanner|escaner", f) and not said_not(f, r"scanner|escaner"):
                state[p].append("long-range scanner")
            if sent is not act:  # "Mal already put his haven on Whitefall": a haven placed earlier
                for s_ in sectors:
                    if re.search(r"\b(haven|refugio|paraiso)\b[^.;]*\b" + re.escape(fold(s_)) + r"\b", f) and \
                            not said_not(f, r"haven|refugio|paraiso"):
                        state[p].append(f"haven {s_}")
                        break
    _trust_lost(" ".join(sents), state)
    placeholders = _placeholders(reading, text, sectors, situation, act, actor, at, state, adjacent, reavers)
    features: dict[str, list[str]] = {s: [] for s in sectors}
    for name, feats in placeholders.items():
        features[name] = feats
    for sent in situation:
        # what is said of a sector: from its name to the next sector named ("Highgate, a contact planet")
        at_ = sorted((sent.find(s), s) for s in sectors if sent.find(s) >= 0)
        segments = [(s, sent[i:(at_[k + 1][0] if k + 1 < len(at_) else len(sent))]) for k, (i, s) in enumerate(at_)]
        for s0, seg in segments:
            cs, f = [s0], fold(seg)
            for s in cs[:1]:
                m = re.search(r"(\d+) (reaver|alliance|alianza)", f) or re.search(r"(\d+) (?:\w+ ){0,3}(reaver|alianza|alliance)", f)
                if m:
                    kind = "reaver" if m.group(2) == "reaver" else "alliance"
                    features[s].append(f"{m.group(1)} {kind} alerts")
                if re.search(r"\b(rim|borde)\b", f):
                    features[s].append("rim")
                if re.search(r"\b(border space|fronterizo)\b", f):
                    features[s].append("border")
                if re.search(r"reaver space|espacio reaver", f) and not said_not(f, r"reaver space|espacio reaver"):
                    features[s].append("reaver space")
                if re.search(r"\b(sin planeta|no planet|without a planet)\b", f):
                    pass
                elif re.search(r"\b(planet|planeta)\b", f):
                    features[s].append("planet")
                if re.search(r"\b(contact planet|planeta de contacto|contact)\b", f):
                    features[s].append("contact")
                if re.search(r"\b(supply planet|planeta de suministro|supply)\b", f):
                    features[s].append("supply")
    for s in sectors:
        if s in reavers and "reaver space" not in features[s] and re.search(r"burnham|miranda", fold(s)):
            features[s].append("reaver space")
        lines.append("sector: " + ", ".join([s] + list(dict.fromkeys(features[s]))))
    if adjacent:
        lines.append("adjacent: " + ", ".join(f"{a} - {b}" for a, b in adjacent))
    if diagonal:
        lines.append("diagonal: " + ", ".join(f"{a} - {b}" for a, b in diagonal))
    if reavers:
        lines.append("reavers: " + ", ".join(reavers))
    _handed_over(reading, state)
    for p in players:
        bits = [p] + ([f"at {at[p]}"] if p in at else []) + list(dict.fromkeys(state.get(p, [])))
        lines.append("player: " + ", ".join(bits))
    _cards(reading, text, lines, situation, actor or (players[0] if players else None))
    _unnamed_cards(reading, reading.values.get("__told__") or text.raw, actor or (players[0] if players else None), lines)
    _placed_action(reading, text, act, actor, players, at, reavers, placeholders, lines)
    reading.lines.extend(lines)


def _placed_action(reading, text, act, actor, players, at, reavers, placeholders, lines) -> None:
    """Scans and Reaver moves over the sectors the hook named."""
    if actor is None:
        return
    fa = fold(act)
    es = reading.lang == "es"
    home = at.get(actor)
    pending = any(l.startswith(f"player: {actor},") and "alert pending" in l for l in lines)
    roll = re.search(r"\b(rolls?|rolled|tira|tiro|saca|saco|sacó) (?:a |an |un )?(\d)\b", fold(" ".join(text.sents)))
    if re.search(r"\b(scan|scans|scanner|escanea|escaner|checks the alerts|check the alerts)\b", fa) and placeholders:
        targets = [s for s, feats in placeholders.items() if s != home and any("alert" in x for x in feats)]
        if targets:
            reading.action = " then ".join(f"{actor} scan in {s} roll 6" for s in targets)
            reading.assumed.append("each scan rolls a 6, more than the alert tokens there (no company)" if not es
                                   else "cada escaneo saca un 6, más que los marcadores de alerta")
    if re.search(r"\b(drags?|pulls?|moves?|brings?|mueve|arrastra)\b", fa) and re.search(r"reaver", fa) and reavers and home:
        src = reavers[0]
        step = f"move reaver from {src} to {home} by {actor}"
        # (a roll told in the present is the mover's own: "she rolls a 2"; "he rolled a 2" may be
        # the player who flew in, whose alert the neighbour answers)
        now = roll and roll.group(1) in ("roll", "rolls")
        reading.action = (f"{actor} resolve alert roll {roll.group(2)} then " if now and pending else "") + step
        if len(players) == 1:  # someone else sits at the table: the player to the right
            other = "Other" if actor != "Other" else "Another"
            lines.insert(next(i for i, l in enumerate(lines) if l.startswith("player:")), f"player: {other}")
            reading.assumed.append(f"another player, {other}, sits to {actor}'s right" if not es
                                   else f"otro jugador, {other}, está a la derecha de {actor}")
    if not reading.action and home and re.search(r"\b(into|to|in|through|thru|a|en|hasta|por)\s+(a|an|un|una|another|otro|"
                                                 r"the|that|el|ese|este)\s+(reaver\s+)?sector\b", fa):
        # "full burn into a sector that has a Reaver ship", "into the sector where a Reaver sits",
        # "through the Reaver sector": the move goes to the sector the message describes without
        # naming it (made above, with what it holds); the move is the declared one said
        described = [s for s in reavers if s != home] or [s for s in placeholders if s != home]
        moves = [a for a in WORDS.actions if re.fullmatch(r"\{player\} [a-z ]+ to \{sector\$\}", a.spell)
                 and any(not x.startswith("re:") and re.search(rf"\b{re.escape(fold(x))}\b", fa) for x in a.said)]
        if len(described) == 1 and moves:
            reading.action = moves[0].spell.replace("{player}", actor).replace("{sector$}", described[0])
            slots = reading.values.get("__slots__")
            if isinstance(slots, dict):  # the move takes that sector (for the reading's guard)
                slots.setdefault("__kinds__", {})["sector"] = [(described[0], 1)]
    m = re.match(rf"{re.escape(actor)} (full burn|mosey|evade) to (.+)$", reading.action or "")
    if m and at.get(actor) == m.group(2) and m.group(2) not in placeholders:
        # a ship moves into another sector: the sector told with the player ("needed to work a job
        # at the Space Bazaar") is where the move goes, not where it starts; the start is not said
        del at[actor]
        for i, l in enumerate(lines):
            if l.startswith(f"player: {actor},"):
                lines[i] = ", ".join(b for b in l.split(", ") if b != f"at {m.group(2)}")
    if m and at.get(actor) in placeholders and not any(m.group(2) in l for l in lines if l.startswith(("adjacent", "diagonal"))):
        lines.append(f"adjacent: {at[actor]} - {m.group(2)}")  # the unnamed sector it leaves is next door
        reading.assumed.append(f"{at[actor]} is next to {m.group(2)}" if not es
                               else f"{at[actor]} está junto a {m.group(2)}")
    elif m and actor in at and at[actor] != m.group(2) and not any(
            at[actor] in l and m.group(2) in l for l in lines if l.startswith(("adjacent", "diagonal"))):
        # "Mal is at Highgate. Can he mosey to Deadwood?": how the two sectors touch is not said;
        # the move is asked as between neighbours, and that is said as an assumption
        lines.append(f"adjacent: {at[actor]} - {m.group(2)}")
        reading.assumed.append(f"{at[actor]} is next to {m.group(2)} (the message does not say; sectors that "
                               "touch only at a corner are not)" if not es else
                               f"{at[actor]} está junto a {m.group(2)} (el mensaje no lo dice; los sectores que solo "
                               "se tocan por una esquina no lo están)")
    elif m and actor not in at:  # a move from a sector not said: the smallest map that asks it
        dest = m.group(2)
        start = "Sector 1" if dest != "Sector 1" else "Sector 2"
        lines.insert(0, f"sector: {start}")
        lines.append(f"adjacent: {start} - {dest}")
        for i, l in enumerate(lines):
            if l == f"player: {actor}" or l.startswith(f"player: {actor},"):
                bits = l.split(", ")
                lines[i] = ", ".join([bits[0], f"at {start}", *bits[1:]])
        reading.assumed.append(f"{actor}'s ship starts in a sector next to {dest} (called {start})" if not es
                               else f"la nave de {actor} sale de un sector junto a {dest} (llamado {start})")
    if reading.action and pending and roll and not reading.action.startswith(("move reaver", f"{actor} resolve alert")):
        # "…into a sector with alert tokens and roll a 3. Can I draw another Nav card?": the alert
        # the message rolled is resolved first, as told, then the move asked (a Reaver moved in is
        # another player's move, on the alert of the one who flew in: not chained here)
        reading.action = f"{actor} resolve alert roll {roll.group(2)} then {reading.action}"
    if reading.action:
        reading.missing[:] = [x for x in reading.missing if not x.startswith(("which", "a qué"))]


_GOODS_ES = {"cargo": "carga", "contraband": "contrabando", "fuel": "combustible", "parts": "repuestos"}


def _handed_over(reading, state) -> None:
    """What a move hands over is held by who hands it over, unless the message says otherwise:
    the goods a trade names are aboard the giver's ship, the price is in the buyer's account,
    credits given are in the giver's, cargo bought is paid for. A player who says "I give him
    500 credits" asks where or when they may, not whether they have them; the move is judged on
    what it is about, and the holding is listed among what was assumed."""
    act = reading.action or ""
    es = reading.lang == "es"

    def holds(who: str, amount: int) -> None:
        if who in state and not any(b.startswith("credits") for b in state[who]):
            state[who].append(f"credits {amount}")
            me = who in WORDS.default_player.values()  # the one asking
            reading.assumed.append((f"tienes los {amount} créditos" if me else f"{who} tiene los {amount} créditos")
                                   if es else f"{'you have' if me else who + ' has'} the {amount} credits")

    m = re.match(r"^(.+?) give (\d+) credits to (.+)$", act)
    if m:
        holds(m.group(1), int(m.group(2)))
        return
    m = re.match(r"^(.+?) buy (\d+)? ?cargo from lord harrow$", act)
    if m:
        holds(m.group(1), HARROW_PRICE * int(m.group(2) or 1))
        return
    m = re.match(r"^(.+?) give (\d+) (cargo|contraband|fuel|parts) to (.+?)(?: for (\d+) credits)?$", act)
    if not m:
        return
    giver, n, goods, taker, price = m.groups()
    if giver in state and not any(b.startswith(goods + " x") for b in state[giver]):
        state[giver].append(f"{goods} x{n}")
        reading.assumed.append(f"{giver} lleva {n} de {_GOODS_ES[goods]} a bordo" if es
                               else f"{giver}'s ship carries the {n} {goods}")
    if price:
        holds(taker, int(price))


_ALERT_WORD = re.compile(r"\b(alert|alerts|alerta|alertas)\b")
# a count of alert tokens and their kind: "2 reaver alert tokens", and in Spanish's order, the kind
# after the noun, "2 marcadores de alerta reaver", "3 fichas de alerta de la alianza"
_ALERT_COUNT = re.compile(r"(\d+) (?:(reaver|alliance|alianza)\w* (?:alert|alerta)|(?:marcador|marcadores|ficha|fichas)"
                          r" de (?:alerta|alertas) (?:de )?(?:la )?(reaver|alianza))")


def _placeholders(reading, text, sectors, situation, act, actor, at, state, adjacent, reavers) -> dict:
    """Sectors the message talks about without naming them ("a sector holding 3 Reaver alert
    tokens", "two neighbouring sectors", "the closest Reaver ship") get names, Sector 1, 2...
    (said as assumptions), so the position can hold them."""
    made: dict[str, list[str]] = {}
    if actor is None:
        return made
    es = reading.lang == "es"
    whole = " ".join(situation)
    f = fold(whole)
    alerts = _ALERT_COUNT.search(" ".join(words_of(whole)))
    into_unnamed = re.search(r"\b(into|in|en|to)\s+(a|an|un|una)\s+sector\b", whole, re.I)
    moving = re.search(r"\b(scan|scans|checks|check|fly|flies|flying|burns?|mosey|moseys|evades?|drags?|moves?|"
                       r"pulls?|vuela|deambula|escanea|mueve)\b", fold(act))
    if actor not in at and (into_unnamed or (moving and re.search(r"\b(sector|ship|nave)\b", f))):
        home = "Sector 1"
        sectors.append(home)
        at[actor] = home
        made[home] = []
        if into_unnamed and alerts:
            made[home].append(f"{alerts.group(1)} {'reaver' if 'reaver' in alerts.group(2, 3) else 'alliance'} alerts")
            state.setdefault(actor, []).append("alert pending")
        elif into_unnamed and _ALERT_WORD.search(f) and not any(
                p != actor and re.search(rf"\b{re.escape(p)}\b", sent) for sent in situation
                if _ALERT_WORD.search(fold(sent)) for p in reading.players or ()):
            # "a sector with some Reaver alert tokens": there are some, not counted: ? of them (when
            # the sector is the actor's: "Ana is in a sector with alert tokens. Can Bo…" tells Ana's)
            kind = "alliance" if re.search(r"\b(alliance|alianza)\b", f) and not re.search(r"\breaver\b", f) \
                else "reaver"
            made[home].append(f"? {kind} alerts")
            state.setdefault(actor, []).append("alert pending")
        reading.assumed.append(f"I call the sector {actor} is in “{home}”" if not es
                               else f"llamo «{home}» al sector donde está {actor}")
    home = at.get(actor)
    m = re.search(r"(\d+) ((?:\w+ )?(?:neighbou?ring |adjacent |nearby )?(?:sectors|sectores).*)", " ".join(words_of(whole)))
    n = int(m.group(1)) if m and not SPAN.match(m.group(2)) else 0  # (not "4 sectors away": how far)
    for i in range(n):
        k = 1
        while f"Sector {k}" in sectors:
            k += 1
        name = f"Sector {k}"
        sectors.append(name)
        made[name] = ["1 reaver alerts"] if re.search(r"alert|alerta", f) else []
        if home:
            adjacent.append((home, name))
    if n:
        reading.assumed.append(f"the {n} neighbouring sectors are adjacent to {actor}'s and hold 1 alert token each"
                               if not es else f"los {n} sectores vecinos son adyacentes y tienen 1 marcador de alerta")
    if not reavers and re.search(r"\b(reaver ship|nave reaver|(a|an|una|the|la) reaver\b(?! (alert|token|marker|alerta|ficha)))",
                                 fold(act + " " + whole)) and home:
        used = [int(x.split()[1]) for x in sectors if re.fullmatch(r"Sector \d+", x)]
        name = f"Sector {max(used or [1]) + 1}"
        sectors.append(name)
        made[name] = []
        reavers.append(name)
        adjacent.append((name, home))
        reading.assumed.append(f"the Reaver ship is in {name}, next to {home}" if not es
                               else f"la nave Reaver está en {name}, junto a {home}")
    reading.values["__placeholders__"] = made
    return made


def _cards(reading, text, lines, situation, owner) -> None:
    """job: and challenge: lines for the cards the message names (or counts)."""
    if owner is None:
        return
    jobs = _names_of("job", text)
    challenges = _names_of("challenge", text)
    for j in jobs:
        sent0 = next((s for s in situation if j in s), "")
        at = sent0.find(j)
        paren = sent0.rfind("(", 0, max(at, 0))
        if at >= 0 and paren >= 0 and ")" not in sent0[paren:at]:
            clause = sent0[max(0, paren - 40):paren]  # "three active jobs (Job A, Job B and Job C)"
        elif at >= 0:
            lead = sent0[:at].rstrip()
            end = len(lead) - 1 if lead.endswith(",") else at  # "a piracy job, Raid": look before the comma
            start = max(sent0.rfind(c, 0, end) for c in (",", ";", " and ", " y "))
            clause = sent0[max(0, start, at - 40):at + len(j) + 15]
        else:
            clause = ""
        sent = next((s for s in situation if j in s), "")
        f, fs = fold(clause), fold(sent)
        bits = [owner, j]
        bits.append("illegal" if re.search(r"\b(illegal|ilegal)\b", f) else "legal")
        for t, words in (("piracy", "piracy|pirateria"), ("bounty", "bounty|recompensa"),
                         ("smuggling", "smuggling|contrabando"), ("shipping", "shipping|envio")):
            if re.search(rf"\b({words})\b", f):
                bits.append(t)
        tail = fold(re.split(r"[,;.]", sent[sent.find(j) + len(j):])[0]) if j in sent else ""
        not_active = re.search(r"\b(no|not|isnt|inactive|never)\b[^,;.]*\b(active|activo)", tail)  # "que no está activo"
        if re.search(r"\b(active|activos?|running)\b", fs) and not re.search(r"\b(in hand|en la mano|one more)\b", f) \
                and not not_active:
            bits.append("active")
        lines.append("job: " + ", ".join(bits))
    for c in challenges:
        sent0 = next((s for s in situation if c in s), "")
        at = sent0.find(c)
        lead = sent0[:max(at, 0)].rstrip()
        end = len(lead) - 1 if lead.endswith(",") else max(at, 0)  # "an illegal challenge, Dirty Deal"
        start = max(sent0.rfind(x, 0, end) for x in (",", ";", " and ", " y "))
        clause = sent0[max(0, start, at - 40):at + len(c)] if at >= 0 else ""
        legality = "illegal" if re.search(r"\b(illegal|ilegal)\b", fold(clause)) else "legal"
        lines.append(f"challenge: {owner}, {c}, {legality}")
    if not jobs:
        # "running three jobs at once, and every one of them has a Big Damn Challenge"
        for sent in situation:
            f = fold(sent)
            m = re.search(r"(\d+) (?:\w+ )?(jobs|trabajos)", words_and_digits(sent))
            if m and re.search(r"active|activos|running|at once|a la vez", f):
                n = int(m.group(1))
                each = re.search(r"every one|each|todos|cada uno", f) and re.search(r"challenge|desafio", f)
                for i in range(1, min(n, 9) + 1):
                    lines.append(f"job: {owner}, Job {i}, legal, active")
                    if each:
                        lines.append(f"challenge: {owner}, Challenge {i}, legal, on Job {i}")
                if reading.lang == "es":
                    reading.assumed.append(f"los {n} trabajos son legales" + (", cada uno con un desafío legal"
                                                                             if each else ""))
                else:
                    reading.assumed.append(f"the {n} jobs are legal jobs" + (", each with a legal challenge"
                                                                              if each else ""))
                break


# Spanish verbs players attach a challenge with that are not -ar verbs (their forms, as said)
_ATTACH_ALSO = ("meter", "mete", "meto", "meterle", "poner", "pongo", "pone")
_CARD_WORDS = {"job": r"\b(jobs?|trabajos?|curros?)\b", "challenge": r"\b(challenges?|desafios?|retos?)\b"}
_JOB_TYPES = (("piracy", r"piracy|pirateria"), ("bounty", r"bounty|recompensa"),
              ("smuggling", r"smuggling|contrabando"), ("shipping", r"shipping|envio"))


_HAVING = {"has", "have", "had", "with", "tiene", "tienen", "tenia", "con"}


def _told_as_state(ws: list[str], i: int) -> bool:
    """A participle after what has it ("each job has a challenge attached"): how the table is,
    not a move made or asked."""
    w = ws[i]
    return w.endswith(("ed", "ado", "ada", "ados", "adas")) and any(x in _HAVING for x in ws[max(0, i - 6):i])


def _unnamed_cards(reading, message: str, owner, lines) -> None:
    """"Can I attach a Big Damn Challenge to a bounty job?": a move on cards the message describes
    but never names is asked of any such cards. Each gets a stand-in (Job 1, Challenge 1) with what
    the words next to it say (legal or illegal, its type, active), listed as an assumption."""
    if reading.action or any(l.startswith(("job:", "challenge:")) for l in lines):
        return
    if INFO_QUESTION.match(fold(message)):
        return  # "how many active jobs can I have with challenges attached?": a rule asked, not a move
    es = reading.lang == "es"
    ws = words_of(message)  # the whole message, in its order: a card is described where it is told
    at = {k: next((i for i, w in enumerate(ws) if re.fullmatch(rx, w)), None) for k, rx in _CARD_WORDS.items()}
    if None in at.values():
        return
    attach = next(a for a in WORDS.actions if a.name == "attach")
    said = [form for x in attach.said + _ATTACH_ALSO
            for form in told_forms(phrase(x))]
    # the move, not a card told as already attached ("every job has a challenge attached")
    if not any(tuple(ws[i:i + len(form)]) == form and not _told_as_state(ws, i) for form in said
               for i in range(len(ws))):
        return
    owner = owner or WORDS.default_player["es" if es else "en"]

    def near(k: str, before: int = 3, after: int = 3) -> list[str]:
        """The words told of the card: next to its word, within its clause, nearer it than the other card."""
        i, other = at[k], min(at.values()) if at[k] != min(at.values()) else max(at.values())
        lo, hi = max(0, i - before), min(len(ws), i + after + 1)
        out = []
        for j in range(lo, hi):
            between = ws[min(i, j):max(i, j)]
            if j == other or any(x in ".,;:!?" for x in between) or abs(j - other) < abs(j - i):
                continue
            out.append(ws[j])
        return out
    job, ch = " ".join(near("job", 3, 6)), " ".join(near("challenge", 4, 2))
    if re.search(r"\b([2-9]|\d\d+) (?:\w+ )?(jobs|trabajos|curros)\b", " ".join(ws)) and \
            "legality ?" in (_legality(job), _legality(ch)):
        # "I start three new jobs, a challenge under each": one stand-in stands for each of them only
        # when what decides a single attach (the cards' legality) is said; else the several are asked
        return
    job_bits = [owner, "Job 1", _legality(job)]
    job_bits += [t for t, rx in _JOB_TYPES if re.search(rf"\b({rx})\b", job)]
    if re.search(r"\b(active|activo|activa|running)\b", job) and not re.search(
            r"\b(not|no|never|sin|havent|hasnt)\b", job):
        job_bits.append("active")
    lines.append("job: " + ", ".join(job_bits))
    lines.append(f"challenge: {owner}, Challenge 1, {_legality(ch)}")
    if not any(l == f"player: {owner}" or l.startswith(f"player: {owner},") for l in lines):
        lines.insert(0, f"player: {owner}")
    reading.action = f"{owner} attach challenge Challenge 1 to Job 1"
    slots = reading.values.get("__slots__")
    if isinstance(slots, dict):  # the move takes them (for the reading's guard)
        slots.setdefault("__kinds__", {}).update({"job": [("Job 1", 1)], "challenge": [("Challenge 1", 1)]})
    reading.missing[:] = [x for x in reading.missing if not x.startswith(("what", "qué", "which", "a qué"))]
    reading.assumed.append("the message describes the challenge and the job without naming them: I call them "
                           "Challenge 1 and Job 1, legal or illegal as it says (unknown where it does not)" if not es else
                           "el mensaje describe el desafío y el trabajo sin nombrarlos: los llamo Challenge 1 y "
                           "Job 1, legales o ilegales según diga (desconocido donde no lo dice)")


def _legality(said: str) -> str:
    """A card's legality as the words near it say it; unknown (``legality ?``) where they do
    not: which it is decides whether a challenge fits a job, so it is never assumed."""
    if re.search(r"\b(illegal|ilegal)\b", said):
        return "illegal"
    if re.search(r"\b(legal)\b", said):
        return "legal"
    return "legality ?"


def words_and_digits(sent: str) -> str:
    return " ".join(words_of(sent))


_FLY_NEEDS = ()

def _scans_own_sector(reading) -> str | None:
    """A scan read as of the scanning player's own sector: the Long Range Scanner looks at the
    sectors next to one's own (one's own alerts are resolved on entering it), so the sector
    scanned was not read."""
    m = re.search(r"^(.+?) scan in (.+?) roll", reading.action or "")
    if m and re.search(rf"^player: {re.escape(m.group(1))}, at {re.escape(m.group(2))}(,|$)", reading.position, re.M):
        return "qué sector vecino se escanea" if reading.lang == "es" else "which neighbouring sector is scanned"
    return None


WORDS = Words(
    game="blue-sun",
    player_names=True,
    default_player={"en": "Me", "es": "Yo"},
    proper={"sector": (("at", "in", "into", "on", "en", "hasta", "desde", "from", "sector", "door", "lado", "toward",
                        "towards", "through", "reach", "near", "nearby", "beside", "around", "cerca", "junto"),
                       ()),
            "job": (("job", "trabajo", "jobs", "trabajos"), ()),
            "challenge": (("challenge", "desafio", "reto"), ())},
    proper_moves={"sector": (("mosey", "moseys", "full burn", "full burns", "evade", "evades", "fly", "flies",
                              "burn", "burns", "move", "moves", "deambular", "deambula", "volar", "vuela",
                              "evadir", "mover", "mueve", "travel", "travels"),
                             ("to", "into", "from", "a", "de", "desde", "hasta"))},
    proper_verbs={"sector": ("touches", "borders", "toca", "linda", "bordea", "adjoins")},
    proper_owns={"sector": ("alert", "alerts", "markers", "marker", "tokens", "planet", "neighbours", "neighbors")},
    order=("havens", "phase"),
    actions=(
        Action("scan", "{player} scan in {sector} roll 6",
               said=("checks the alerts", "check the alerts", "scan", "scans", "escanea", "scanner")),
        Action("move-reaver", "move reaver from {sector} to {sector$} by {player}",
               said=("drags", "drag", "moves the reaver", "move the reaver", "pulls the reaver", "mueve la nave",
                     "mover la nave", "muevo la nave", "move a reaver", "moves a reaver", "mover una nave",
                     "brings the reaver")),
        Action("modifier", "{player} resolve alert roll {number} +1",
               said=("modifier", "modificador"), ),
        Action("take-challenge", "{player} take legal challenge",
               said=("work for mr universe", "works for mr universe", "trabaja para el sr universo",
                     "trabajar para el sr universo", r"re:\b(takes?|taking|draws?|gets?|coge|coger|roba|robar|toma|tomar)"
                     r"\b[^.]*\b(challenges?|desafios?|retos?)\b"),
               unless=("reward", "rewards", "recompensa", "recompensas")),  # (what a challenge pays is not taking one)
        Action("hold", "{player} hold {number} cards",
               said=(r"re:\b(hold|holds|keep|keeps|have|has|tener|tiene|tengo|mantener|llevar)\b (\w+ ){0,2}\d+ "
                     r"(deal )?(cards|cartas)\b",)),
        Action("scan-from", "{player} scan in {sector} roll {number?}",
               said=(r"re:\b(resolves?|checks?|resuelve|revisa) (the |las |los )?(alerts?|alertas?|markers|marcadores)"
                     r" (in|en|at) [a-z ]+ (from|desde)\b",
                     # "resolve Deadwood's alerts from where she is"
                     r"re:\b(resolves?|checks?|resolve) [a-z0-9 ]+ (alerts?|markers)\b[^.]* (from|desde)\b",)),
        Action("place-reaver", "place reaver in {sector$}",
               said=(r"re:\b(pongo|pone|ponemos|coloco|coloca|colocamos|place|places|put|puts)\b (una |un |a |an |the |1 )?"
                     r"(nave reaver|reaver ship|reaver)\b",),
               needs=(Need("phase", "setup", "the Reaver ships are being placed at setup",
                           "las naves Reaver se colocan en la preparación"),)),
        # the deck a Nav card is drawn from, when the message names one ("del mazo de la Alianza")
        Action("draw-nav-deck", "{player} draw nav from {nav-deck} deck",
               said=("nav card", "draws a nav", "draw a nav", "carta de navegacion", "cartas de navegacion",
                     "draws another", "roba otra", "draw from", "draws from", "robar del", "roba del")),
        Action("draw-nav", "{player} draw nav",
               said=("nav card", "draws a nav", "draw a nav", "carta de navegacion", "cartas de navegacion",
                     "draws another", "roba otra")),
        Action("alert-ship", "{player} alert brings ship roll {number}"),  # "does a ship come?": said by its sayings
        Action("alert-roll", "{player} resolve alert roll {number}",
               said=(r"re:\b(rolls?|rolled|rolling|tira|saca|sacando|obtiene) (a |an |un )?\d\b",)),
        Action("shuffle-back", "{player} discard shuffle card from nav deck, shuffle it back in with the rest",
               said=("shuffle", "barajar", "baraja", "mixes"),
               with_said=("back", "de vuelta", "with the rest", "con el resto", "incluida", "mixes", "mezcla")),
        Action("shuffle", "{player} discard shuffle card from nav deck without it",
               said=("shuffle card", "barajar mazo")),
        Action("attach", "{player} attach challenge {challenge} to {job}",
               said=("attach", "attaches", "adjunta", "adjuntar", "adjunto", "tuck", "tucks")),
        Action("active-jobs", "{player} active jobs {number}",
               said=("at the same time", "at once", "a la vez", "al mismo tiempo", "keeps all",
                     r"re:\b(have|has|tener|tiene|tengo|keep|run|running|llevar)\b (\w+ ){0,2}\d+ "
                     r"(active jobs|trabajos activos|jobs active)\b")),
        # a job started with a challenge from hand under it
        Action("start-with", "{player} start job {job$} with challenge {challenge}",
               said=("starts", "start", "empieza", "comienza", "begins", "takes on", "activates", "empezar",
                     "comenzar", "iniciar", "inicia")),
        Action("start", "{player} start job {job$}",
               said=("starts", "start", "empieza", "comienza", "begins", "takes on", "activates", "empezar",
                     "comenzar", "iniciar", "inicia")),
        Action("complete", "{player} complete {job$}",
               said=("complete", "completes", "completar", "completa", "finish the job", "finishes the job",
                     "terminar el trabajo", "termina el trabajo")),
        # what completing a job pays now, its challenges' rewards included
        Action("payout", "{player} payout {job$}",
               said=("challenge reward", "challenge's reward", "reward of the challenge", "challenge rewards",
                     "recompensa del desafio", "recompensa del reto", "recompensa de mi desafio",
                     "recompensa de mi reto")),
        Action("haven", "{player} place haven in {sector$}",
               said=("haven", "refugio", "paraiso"),
               needs=(Need("phase", "setup", "havens are being placed during setup, after choosing captains",
                           "los refugios se colocan durante la preparación, después de elegir capitán"),)),
        # whether a sector counts as a planetary sector (a Story or Setup card asks for one)
        Action("planetary", "planetary {sector$}",
               said=("planetary", "planetario", "planetaria", "planetarios", "planetarias")),
        Action("buy", "{player} buy {number?} {goods} from {contact}",
               said=("buy", "buys", "compra", "comprar")),
        # goods loaded when a card lets the player load an amount of goods of their choice
        Action("load", "{player} load {number} {goods}",
               said=("load", "loads", "loaded", "cargar bienes", "cargo bienes")),
        # goods sold to another captain for credits: the goods count first, the price second
        Action("sell", "{player} give {number} {goods} to {other} for {second-number} credits",
               said=("sell", "sells", "vende", "vender", "venderle", "vendo", "le vende")),
        Action("give-credits", "{player} give {number} credits to {other}",
               said=("credits", "creditos", "$"),
               with_said=("give", "gives", "da", "dar", "hands", "pay", "pays", "paid", "paga", "pagar", "pagarle", "sends",
                          "envia", "transfers")),
        Action("give-goods", "{player} give {number} {goods} to {other}",
               said=("give", "gives", "hands", "da", "dar", "passes", "trade", "trades")),
        Action("mosey", "{player} mosey to {sector$}",
               said=("mosey", "moseys", "deambular", "deambula", "deambulo")),
        Action("evade", "{player} evade to {sector$}", said=("evade", "evades", "evadir", "evade into")),
        Action("full-burn", "{player} full burn to {sector$}",
               said=("full burn", "full burns", "flies", "fly", "vuela", "volar", "burns into",
                     "volar a todo trapo", "vuela a todo trapo", "a todo trapo")),
        # a Warrant received while working a job: the job (and its challenges) discarded
        Action("warrant", "{player} warrant on {job$}",
               said=("warrant", "warrants", "orden judicial")),
    ),
    aliases={"sector": {"Space Bazaar": ["space bazaar", "bazar espacial", "espacio bazaar", "bazaar"],
                        "Cortex Relay 7": ["cortex relay 7", "cortex relay"]}},
    piece_kinds=("goods", "contact", "sector", "ship", "nav card", "nav deck"),
    # ("Alliance" alone is the Alliance alert, Cruiser or space far more often than the deck,
    # which players call the Alliance deck)
    not_pieces=("alliance", "alianza"),
    signature_kinds=("contact", "sector", "ship", "nav card", "goods"),
    signature_patterns=(r"\$\s?\d", r"\b\d+\s?(credits|créditos|creditos)\b"),
    facts=(Fact(("preparacion", "setup", "set up", "after choosing captains", "despues de elegir capitan",
                 "configuracion"), {"phase": "setup"}),
           Fact(("choosing havens", "placing havens", "place our havens", "eligiendo refugios", "colocando refugios",
                 "havens are used", "story card uses havens", "se usan refugios"), {"havens": "yes", "phase": "setup"}),
           Fact(("past setup", "after setup", "setup is over", "setup is done", "already playing", "mid game",
                 "ya estamos jugando", "despues de la preparacion", "en plena partida", "la preparacion ya acabo"),
                {"phase": "play"}),
           Fact(("a todo trapo", "volar a todo trapo", "deambular"), {})),
    kind_words={"job": ("job", "jobs", "trabajo", "trabajos"),
                "challenge": ("challenge", "challenges", "desafio", "desafios", "reto", "retos")},
    # what players call the map's sectors ("de una casilla a otra"): the book's word is sector
    synonyms={"casilla": "sector", "casillas": "sectores"},
    signature_words=("sector", "sectors", "mosey", "haven", "challenge", "desafio", "trabajo", "trabajos",
                     "nave", "credits", "creditos", "alert", "alerta", "alertas", "captain", "capitan", "job",
                     "jobs", "scanner", "escaner", "nav", "deambular", "refugio", "preparacion", "big", "damn",
                     "mr", "universe", "shuffle", "barajar", "mazo", "reaver", "alliance", "captain", "ship",
                     "trust", "confianza", "solid"),  # ("solid with Mr. Universe": Firefly's word for a contact's trust)
    build=_table,
    doubt=_scans_own_sector,
)

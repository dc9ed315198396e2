"""Ruling on a dispute told in words: read it into a position, let the rules model judge
it, and compose the ruling (verdict lead, deciding rule and its verbatim quote, the position
read with an "Open in Check" link, the facts assumed).

Why a module of its own: deciding *whether* something is allowed is the rules model's job;
this module only connects the reader (`referee.rules.reading`) to it and says the result in
the player's language.  Every verdict shown is the one `answers.check` computed on the
position shown; when an unstated fact flips it, the answer says "It depends" (or asks).
"""
from __future__ import annotations

import re
from urllib.parse import quote as urlquote

from .. import answers, rules
from ..conversation import Conversation
from ..library import Library
from ..rules import PositionError
from ..rules.reading import amend, game_scores, read, untitled
from ..rules.reading.sentences import asks_who_wins
from .compose import Reply
from .quotes import cited_quote
from .understand import _game_signal

MAX_OTHER_RULES = 6

WORDS = {
    "en": {"legal": "Legal", "illegal": "Illegal", "depends": "It depends",
           "read_as": "I read this as:", "open": "Open in Check", "assumed": "I assumed:",
           "also": "Also bearing on it:", "step": "step {k} of {n}",
           "depends_on": "on {fact}: legal if {legal}, illegal if {illegal}.",
           "legal_when": "legal only if {cases}; otherwise illegal.", "or": " — or if ", "and": ", and ",
           "together": "on {facts} together: each can go either way, as the other is.",
           "ask": "Can you tell me {fact}?", "problems": "The position as I read it has a problem:",
           "no_action": ("I read the table as below, but not what the player does. Say the action, "
                         "for example: {example}"),
           "understood": "What I understood:", "need": "What I need:",
           "related": "Related passages:",
           "unsure": "I could not read all of this dispute, so I give no verdict on it. Tell me the missing part, "
                     "or check the position yourself.",
           "not_read": "What I could not account for:"},
    "es": {"legal": "Legal", "illegal": "Ilegal", "depends": "Depende",
           "read_as": "Lo he leído así:", "open": "Abrir en Comprobar", "assumed": "He supuesto:",
           "also": "También cuenta:", "step": "paso {k} de {n}",
           "depends_on": "de {fact}: legal si {legal}, ilegal si {illegal}.",
           "legal_when": "legal solo si {cases}; si no, ilegal.", "or": " — o si ", "and": ", y ",
           "together": "de {facts} a la vez: cada uno puede decidir en un sentido o en otro, según sea el otro.",
           "ask": "¿Me dices {fact}?", "problems": "La posición, tal como la he leído, tiene un problema:",
           "no_action": "He leído la mesa así, pero no qué hace el jugador. Di la acción, por ejemplo: {example}",
           "understood": "Lo que he entendido:", "need": "Lo que necesito:",
           "related": "Pasajes relacionados:",
           "unsure": "No he podido leer toda esta disputa, así que no doy veredicto. Dime lo que falta, "
                     "o comprueba tú la posición.",
           "not_read": "Lo que no he podido leer:"},
}

_INFO = re.compile(r"^\s*[¿]?\s*(what|how|when|why|which|who|where|whose|que|qué|como|cómo|cuant|cuánt|cuando|"
                   r"cuándo|por que|por qué|donde|dónde|cual|cuál)\b", re.I)
_YES_NO = re.compile(r"^\s*[¿]?\s*(can|may|could|might|is|am|are|does|do|did|should|must|puedo|puede|pueden|"
                     r"podemos|podria|podría|se puede|es|esta|está|vale)\b", re.I)
_LEGALITY = re.compile(r"\b(allowed|legal|illegal|ilegal|legit|permitted|against the rules|ok|okay|fine|"
                       r"cheat|cheats|cheated|cheating|trampa|trampas|tramposo|tramposa)\b", re.I)
_ALLOWED_PERSON = re.compile(r"\b(allowed|legal|illegal|can (i|s?he|they|we|you)|may (i|s?he|they|we)|is (that|it|this) "
                             r"(ok|okay|fine)|legit|permitted|against the rules|puedo|puede|pueden|se puede|es legal|vale)\b",
                             re.I)
_ALLOWED = re.compile(r"\b(allowed|legal|illegal|can (i|s?he|they|we|you)|may (i|s?he|they|we)|is (that|it|this) (ok|okay|fine)|"
                      r"(can|may|could) [a-z]+ (use|reroll|re-roll|roll|move|take|play|attach|plant|bid|rush|claim|"
                      r"swap|buy|sell|give|fly|mosey|evade|scan|draw|keep|save|discard|heal|kill|hit|attack|fight|"
                      r"strike|cycle|charge|copy|switch|pass|start|complete|finish|win|score|count)\b|"
                      r"legit|permitted|against the rules|puedo|puede|pueden|se puede|es legal|vale)\b", re.I)


# A game named by one declared word of its model loses to one whose book alone uses several of
# the message's words (referee.search game_signals: a book's own names weigh more)
WEAK_NAMES, BOOKS_CLEAR = 1.0, 2.5
TIE_BROKEN = 1.25  # ... and of two games named as strongly, one whose book alone says this much more


def _game_for(ix, message: str, conv: Conversation, game: str | None) -> str | None:
    """The game: given, else the one the dispute's names point at (the rules models' declared
    names), else the one whose rulebook alone uses the message's words (as the question path
    routes: "my screen", "power capsules" name no declared piece, yet only one book says
    them), else the conversation's."""
    if game:
        return game
    scores = game_scores(message)
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    if ranked and (len(ranked) == 1 or ranked[1][1] < 0.75 * ranked[0][1]):
        if ranked[0][1] <= WEAK_NAMES:  # one word a model declares ("pasar": Dance's Pass, and Spanish for "hand over")
            books = sorted(ix.library.index.game_signals(message, ix.library.books).items(), key=lambda kv: -kv[1])
            if books and books[0][0] != ranked[0][0] and books[0][1] >= BOOKS_CLEAR and \
                    (len(books) == 1 or books[0][1] >= 2 * books[1][1]):
                return books[0][0]  # ...against several words only another book uses ("Meridian", "mecánico")
        return ranked[0][0]
    if len(ranked) > 1:
        # names of two games as strong (a Firefly crew name and a Blue Sun word): of those, the one
        # whose rulebook alone uses more of the message's words ("Mr. Universe", "trust")
        tied = [g for g, v in ranked if v >= 0.75 * ranked[0][1]]
        books = ix.library.index.game_signals(message, ix.library.books)
        by_book = sorted(((books.get(g, 0.0), g) for g in tied), reverse=True)
        if by_book[0][0] > 0 and by_book[0][0] >= TIE_BROKEN * by_book[1][0]:
            return by_book[0][1]
    by_books = _game_signal(ix, message, conv)
    if by_books is not None and (not ranked or by_books in scores):  # (two names tied: one of them)
        return by_books
    if ranked:
        return None  # two games match as well: let the question path ask which
    return conv.game


def _model_book(gid: str) -> str:
    try:
        return getattr(rules.get_game(gid).rules, "book", gid)
    except PositionError:
        return gid


def _rule(gid: str, rule_id: str):
    try:
        for r in rules.get_game(gid).rules:
            if r.id == rule_id:
                return r
    except PositionError:
        return None
    return None


def _statement(gid: str, reason: dict, lang: str) -> str:
    if lang == "es":
        r = _rule(gid, reason.get("rule", ""))
        es = getattr(r, "statement_es", None) if r is not None else None
        if es:
            return es
    return reason.get("statement", "")


def dispute(library: Library, ix, message: str, conv: Conversation, game: str | None,
            lang: str) -> Reply | None:
    """A ruling when the message tells a dispute the reader can put to the rules model;
    None to let the question path answer (a rule question, an unreadable message)."""
    gid = _game_for(ix, message, conv, game)
    if gid is None or gid not in ix.models:
        return None
    try:
        reading = read(message, gid, lang)
    except Exception:  # noqa: BLE001 - an unreadable message goes to search, never a 5xx
        return None
    if reading is None:
        return None
    from ..rules.reading.sentences import is_bare_question, sentences
    told = sentences(untitled(message[:4000], gid)) or sentences(message[:4000])
    said = [x for x in told if not is_bare_question(x)] or told
    # a bare "Is that allowed?" puts to the referee what the player told ("...she uses Vera on
    # both Saffron dice. Is that allowed?"); after a question of its own ("do I grab 2 tokens?")
    # it says no more: whether that asks for a ruling or how a rule works is the question's
    tagged = len(said) < len(told) and not any("?" in x for x in said)
    # a message that asks nothing, put to a referee, is a move told for a ruling ("Dropping my
    # second Red into the same bed as my first Red.", "Hago deambular mi nave hasta…"): once the
    # move is read, surely, by the game's own words or a worked example, it is ruled on (a move
    # only said like a saying is too loose a reading to rule on unasked); a request for a rule
    # ("how many dice…", "explosions cannot be rerolled") is not one
    claimed = "?" not in message and "¿" not in message and not _INFO.match(said[-1]) \
        and not _RULE_SAID.search(message) and not _REPORTED.search(message) \
        and not any(_YES_NO.match(c) for c in re.split(r"[,;:]|\b(?:but|so|pero|y|and)\b", said[-1]))
    # a story closed by "Who gets it?" asks which side is right, once its move is surely read
    judged = len(told) >= 2 and asks_who_wins(told[-1]) and reading.action and reading.sure
    if not tagged and not (claimed and reading.action and reading.sure and not reading.move_by_meaning) and \
            not looks_like_dispute(" ".join(said), said) and not _terse_move(said, reading) \
            and not _yes_no_move(said, reading) and not judged:
        return None
    if reading.action is None:
        # a dispute whose table it read but not its action: what it understood and what it needs
        # (with nothing read, or in a one-line question, a rules question: the question path
        # answers it, with the passage quoted)
        if len([x for x in told if not is_bare_question(x)]) <= 1 and not looks_like_dispute(
                message, [x for x in told if not is_bare_question(x)] or told, strict=True):
            return None
        return _unread(library, ix, message, conv, reading, lang) if reading.stated else None
    if not reading.sure and _turns_on_unsaid(reading):
        got = _depends_on_unsaid(library, reading, conv, lang)
        if got is not None:
            return got
    if not reading.sure:
        # a half-read dispute: what it understood and what it could not account for, never a
        # verdict; a one-line rules question half read goes to search, which quotes the rule
        if len([x for x in told if not is_bare_question(x)]) <= 1:
            return None
        reading.missing = list(reading.unsure)
        return _unread(library, ix, message, conv, reading, lang, unsure=True)
    got = rule_on(library, reading, conv, lang)
    if got is None and reading.stated and len([x for x in told if not is_bare_question(x)]) > 1:
        # a situation told whose reading the model refuses: say what was read and what is needed,
        # never a verdict (a one-line rules question goes to search, as before)
        reading.missing.append(_not_accepted(reading, lang))
        return _unread(library, ix, message, conv, reading, lang)
    if got is not None:
        _add_related(library, ix, message, conv, got, lang)
    return got


def _turns_on_unsaid(reading) -> bool:
    """Is the one thing the reading could not account for a fact the message never speaks of,
    which the model shows deciding the ruling, in a message that tells (almost) nothing of the
    table? Then the book's answer is "it depends". (A table told at length that leaves out a
    deciding fact is more likely read wrong: that stays unsure.)"""
    return (len(reading.turns_on) == 1 and len(reading.unsure) == 1 and not reading.missing
            and bool(reading.action) and len(reading.stated) <= 1)


def _depends_on_unsaid(library: Library, reading, conv: Conversation, lang: str) -> Reply | None:
    """"It depends", on the fact the message leaves unsaid: the deciding rule (the same rule
    decides each way the fact can be), quoted, and the question that settles it."""
    t = WORDS.get(lang, WORDS["en"])
    gid, turn = reading.game, reading.turns_on[0]
    book_id = _model_book(gid)
    verdicts, deciding = set(), None
    for position in turn["ways"]:
        try:
            result = answers.check(library, position, gid)
        except Exception:  # noqa: BLE001 - a way the model refuses settles nothing
            return None
        verdicts.add(result["verdict"])
        reasons = _deciding(result)
        deciding = deciding or (reasons[0] if reasons else None)
    if len(verdicts) < 2 or deciding is None:
        return None
    title = library.books[book_id].title if book_id in library.books else book_id
    cites: list[dict] = []
    unsaid = ("que el mensaje no dice" if lang == "es" else "which the message does not say")
    out = [f"**{t['depends']}** — {'de' if lang == 'es' else 'on'} {turn['fact']}, {unsaid}: "
           f"{_statement(gid, deciding, lang)}"]
    q = cited_quote(library, book_id, title, deciding, cites)
    if q:
        out += ["", q]
    position = reading.position
    out += ["", t["read_as"], ""] + ["    " + line for line in position.rstrip("\n").split("\n")]
    if reading.assumed:
        out += ["", t["assumed"], ""] + [f"- {a}" for a in reading.assumed]
    out += ["", t["ask"].format(fact=turn["fact"])]
    conv.position = position
    return Reply("clarify", book_id if book_id in library.books else gid, "\n".join(out), cites,
                 confidence="sure", verdict="depends", position=position,
                 assumed=list(reading.assumed), missing=[turn["fact"]])


def _terse_move(told: list[str], reading) -> bool:
    """"Vera on two Niskas?": a short question with no question word that reads as an action
    with what it is done to is a dispute about that move."""
    if len(told) != 1 or not told[0].rstrip().endswith("?") or _INFO.match(told[0]):
        return False
    return bool(reading.action) and len(told[0].split()) <= 8 and len(reading.action.split()) >= 3


def _yes_no_move(told: list[str], reading) -> bool:
    """"Can my Yellow copy the face-up Purple in the same bed?": a yes/no question (not "how",
    "what") whose move the reader read in full, and surely, asks whether that move is allowed."""
    if len(told) != 1 or not reading.action or not reading.sure or reading.missing:
        return False
    # past a lead that frames the question ("In Dance of the Fireflies, can my…"), not a condition
    # ("If I toss a card, can it…": a move of its own the reading must account for)
    after_lead = re.sub(r"^(?!\W*(if|when|once|after|before|while|si|cuando)\b)[^,?]{1,40},\s*", "", told[0], flags=re.I)
    if any(_INFO.match(x) for x in (told[0], after_lead)):
        return False
    # ... or the same question with its "can I" left out, as players type it ("already cycled the
    # stages this turn, spend 1 more token to cycle again?"): a question that tells the table
    # (a fact read from its words) and asks a move the reader read surely; in Spanish, any
    # "¿…?" that opens with no question word ("¿mi sector de Uroboros cuenta como planetario?"):
    # Spanish asks yes or no by the marks, not by an auxiliary first
    return any(_YES_NO.match(x) for x in (told[0], after_lead)) or \
        (told[0].rstrip().endswith("?") and (_tells_table(reading) or told[0].lstrip().startswith("¿")))


def _tells_table(reading) -> bool:
    """Does the reading hold a fact of the table read from the message's words: stated by the
    game's words, or a line grounded in words that are neither the move's nor a player's ("3
    saffrons" for ``foes: saffron x3``; not "orange" for the Orange in the hand of "plant an
    orange", nor "me" for the asker's seat)?"""
    if reading.stated:
        return True
    move = set(re.findall(r"\w+", (reading.action or "").lower()))
    people = {p.lower() for p in (reading.players or [])} | {(reading.actor or "").lower(), "me", "yo", "i"}
    return any(g.get("words") and not g["line"].startswith(("ask:", "game:"))
               and any(x not in move and x not in people for x in re.findall(r"\w+", g["words"].lower()))
               for g in reading.grounds)


def _not_accepted(reading, lang: str) -> str:
    """What is wrong with the position read, in a line: the model's own syntax message."""
    try:
        rules.check(reading.position, reading.game)
        why = ""
    except PositionError as exc:
        why = str(exc).splitlines()[0]
    except Exception:  # noqa: BLE001
        why = ""
    if lang == "es":
        return "una posición que el modelo de reglas acepte" + (f" (lo leído falla: {why})" if why else "")
    return "a position the rules model accepts" + (f" (what I read fails: {why})" if why else "")


def _unread(library: Library, ix, message: str, conv: Conversation, reading, lang: str,
            unsure: bool = False) -> Reply | None:
    """A dispute whose action it could not read: what it understood, what it needs, and the
    closest passages as a question would get them."""
    from .decide import _question  # (decide imports this module)
    t = WORDS.get(lang, WORDS["en"])
    try:
        # a dispute turns on one rule: the passages in search order, not one per section
        found = _question(library, ix, message, conv, reading.game, lang, by_section=False)
    except Exception:  # noqa: BLE001
        return None
    table = [l for l in reading.position.splitlines() if l.strip() and not l.startswith("ask:")]
    ask = [l for l in reading.position.splitlines() if l.startswith("ask:")] if unsure else []
    head = ([t["unsure"], ""] if unsure else []) + [t["understood"], ""] + ["    " + l for l in table + ask] + \
        ["", t["not_read"] if unsure else t["need"], ""] + [f"- {m}" for m in reading.missing]
    found.answer = "\n".join(head) + "\n\n" + found.answer
    found.missing = list(reading.missing)
    return found


def _add_related(library: Library, ix, message: str, conv: Conversation, got: Reply, lang: str) -> None:
    """A bare question ("can River reroll a black die?") may be a rules question too, and a story
    told may turn on a rule beside the one the model rules by (the dice that completed a Mission
    stay in Serenity, beside Cover Fire's damage): the passages search finds follow the ruling,
    after the deciding rule. (Measured on f43 + f44: the deciding quote cited 0.802 -> 0.833.)"""
    from .decide import _question  # (decide imports this module)
    question = conv.question
    try:
        found = _question(library, ix, message, conv, got.game, lang, keep_question=False)
    except Exception:  # noqa: BLE001 - the ruling stands without them
        return
    finally:
        conv.question = question
    have = {" ".join(c["quote"].split()) for c in got.citations}
    extra = [c for c in found.citations if " ".join(c["quote"].split()) not in have][:3]
    if not extra:
        return
    t = WORDS.get(lang, WORDS["en"])
    block = t["related"] + "\n\n" + "\n\n".join(
        f"> “{' '.join(c['quote'].split())}”\n>\n> — [{c['section']}]({c['url']})" for c in extra)
    body, sep, last = got.answer.rpartition("\n\n")
    if got.kind == "clarify" and sep:  # (the question that settles it stays last)
        got.answer = f"{body}\n\n{block}\n\n{last}"
    else:
        got.answer += "\n\n" + block
    got.citations.extend(extra)


def follow_up(library: Library, ix, message: str, conv: Conversation, game: str | None,
              lang: str) -> Reply | None:
    """"and if it were Step 1?": the last position read, changed as the follow-up says."""
    if not conv.position or not conv.game:
        return None
    gid = game or conv.game
    if gid not in ix.models:
        return None
    try:
        reading = amend(conv.position, message, gid, lang)
    except Exception:  # noqa: BLE001 - a follow-up it cannot apply goes the usual way
        return None
    if reading is None or reading.position.strip() == conv.position.strip():
        return None
    return rule_on(library, reading, conv, lang)


def _deciding(result: dict) -> list[dict]:
    """The reasons that decide a check's verdict, deciding one first: the position's own problems
    when it is illegal before any move, else the asked move's reasons."""
    ans = result["answers"][-1] if result["answers"] else {}
    if result["verdict"] == "illegal" and ans.get("verdict") != "illegal":
        return result.get("problems") or []
    return ans.get("reasons") or []


def rule_on(library: Library, reading, conv: Conversation, lang: str) -> Reply | None:
    """Check the position read and compose the ruling."""
    t = WORDS.get(lang, WORDS["en"])
    gid = reading.game
    book_id = _model_book(gid)
    try:
        result = answers.check(library, reading.position, gid)
    except PositionError:
        return None
    except Exception:  # noqa: BLE001 - a model crash on a read position must not become a 5xx
        return None
    title = library.books[book_id].title if book_id in library.books else book_id
    verdict = result["verdict"]
    ans = result["answers"][-1] if result["answers"] else {}
    cites: list[dict] = []
    out: list[str] = []

    def quote_md(reason: dict) -> str | None:
        h = reason.get("house") or {}
        src = (h.get("source") or h.get("erratum") or {}).get("id")
        if src in library.books:  # a house rule or an erratum quotes its own document
            return cited_quote(library, src, library.books[src].title, reason, cites)
        return cited_quote(library, book_id, title, reason, cites)

    missing: list[str] = []
    deciding = _deciding(result)
    if verdict == "depends":
        facts = ans.get("depends_on") or []
        missing = [f["fact"] for f in facts]
        how = " ".join(t["depends_on"].format(fact=f["fact"], legal=f.get("legal_if", "?"),
                                                illegal=f.get("illegal_if", "?")) for f in facts)
        if len(facts) > 1 and ans.get("legal_when"):  # several facts: the combinations, not each alone
            how = t["legal_when"].format(cases=t["or"].join(
                t["and"].join(f"{fact}: {value}" for fact, value in case.items()) for case in ans["legal_when"]))
        elif len(facts) > 1 and all(f.get("legal_if") == f.get("illegal_if") for f in facts):
            # each fact alone goes either way ("legal if mal…, illegal if mal…"): how they match decides
            how = t["together"].format(facts=t["and"].join(f["fact"] for f in facts))
        out.append(f"**{t['depends']}** — {how}".rstrip())
    else:
        lead = f"**{t[verdict] if verdict in t else verdict}**"
        first = deciding[0] if deciding else None
        head = _statement(gid, first, lang) if first else ""
        detail = first.get("detail") if first else None
        if result.get("problems") and ans.get("verdict") != "illegal":
            head = f"{t['problems']} {head}"
        if lang == "es" and detail:
            detail = None  # the model's details are English; the Spanish statement says it
        out.append(f"{lead} — {head}" + (f" ({detail})" if detail else "") if head else lead)
    if deciding:  # (for "depends": the rule the unknown fact decides)
        q = quote_md(deciding[0])
        if q:
            out += ["", q]
    if ans.get("effects") and verdict == "legal":
        out += [""] + [f"- {e}" for e in ans["effects"][:4]]
    others, seen = [], {r.get("rule") for r in deciding[:1]}
    steps = ans.get("steps") or []
    if steps and deciding is ans.get("reasons"):  # a chain: the asked step's rules, then each step before it
        pool = list((steps[-1].get("reasons") or [])[1:])
        for step in reversed(steps[:-1]):
            pool += step.get("reasons") or []
    else:
        pool = list(deciding[1:])
    if steps:  # a rule that bears on one step only is more to the point than one every step checks
        count = {}
        for step in steps:
            for rid in {r.get("rule") for r in step.get("reasons") or []}:
                count[rid] = count.get(rid, 0) + 1
        pool = sorted(pool, key=lambda r: count.get(r.get("rule"), 0))
    for r in pool:
        if r.get("rule") not in seen and len(others) < MAX_OTHER_RULES:
            seen.add(r.get("rule"))
            others.append(r)
    if others:
        out += ["", t["also"], ""]
        for r in others:
            q = quote_md(r)
            out.append(f"- {_statement(gid, r, lang)}" + ("\n\n    " + q.replace("\n", "\n    ") + "\n" if q else ""))
    in_force = (result.get("house") or {}).get("in_force") or []
    if in_force:  # the house rules this ruling was made under (referee/house.py)
        out += ["", ("Reglas de la casa en vigor: " if lang == "es" else "House rules in force: ")
                + "; ".join(f"{s['title']} ({s['label']})" for s in in_force)]
    position = reading.position
    out += ["", t["read_as"], ""] + ["    " + line for line in position.rstrip("\n").split("\n")] + ["",
            f"[{t['open']}](/check?position={urlquote(position, safe='')})"]
    if reading.assumed:
        out += ["", t["assumed"], ""] + [f"- {a}" for a in reading.assumed]
    if verdict == "depends" and missing:
        out += ["", t["ask"].format(fact=missing[0])]
    conv.position = position
    kind = "clarify" if verdict == "depends" and len(missing) == 1 else "check"
    return Reply(kind, book_id if book_id in library.books else gid, "\n".join(out), cites,
                 check=result, confidence="sure", verdict=verdict, position=position,
                 assumed=list(reading.assumed), missing=missing)


# "Who's right?": a question that asks to settle an argument is a dispute, whatever its first word
_ARBITER = re.compile(r"\b(who(['’]?s| is) right|which (one )?of us is right|am i (right|wrong)|"
                      r"is (s?he|my (friend|buddy|brother|sister|wife|husband)) (right|wrong)|"
                      r"qui[eé]n tiene (la )?raz[oó]n|tengo raz[oó]n)\b", re.I)

# "kevin says nah??", "Ana says I can't", "alex dice q no": someone at the table objects to the
# move told, which puts it to the referee
_OBJECTION = re.compile(r"\b(says|said|thinks|reckons|insists|argues|disagrees|objects)\b\W*(nah|no|nope|not|"
                        r"otherwise|(i|you|he|she|they|we) (can['’]?t|cannot|couldn['’]?t|aren['’]?t allowed))\b|"
                        r"\b(dice|dijo|cree|piensa|insiste)\s+(que|q)\s+no\b", re.I)


# "Wash lets me reroll that die too, right?", "It only costs one token, doesn't it?", "¿puedo
# pasar, no?": a claim put to the table for a yes or a no, which is a dispute about it
_TAG = re.compile(r",\s*(?:right|rite|yeah|yea|ya|yes|yep|correct|no|eh|innit|ok|okay|cool|fine|alright|all right|legit|"
                  r"good|valid|fair|verdad|cierto|vale|bien)\s*\?+\s*$|"
                  r"¿\s*(?:no|verdad|cierto)\s*\?+\s*$|"
                  r"\b(?:doesn'?t|don'?t|isn'?t|aren'?t|can'?t|won'?t|didn'?t|wasn'?t|shouldn'?t|couldn'?t|"
                  r"wouldn'?t|haven'?t|hasn'?t)\s+(?:it|i|he|she|they|we|you|that|this|there)\s*\?+\s*$", re.I)
# ... typed without its comma ("i still win it right?"): after a clause that is no question of
# its own ("What is right?") and not a side ("on my right?")
_TAG_BARE = re.compile(r"(?<!\bmy )(?<!\byour )(?<!\bthe )(?<!\bhis )(?<!\bher )(?<!\btheir )(?<!\bits )(?<!\bto )"
                       r"(?<!\bis )(?<!\bare )(?<=[a-z0-9] )(?:right|rite|yeah|correct)\s*\?+\s*$", re.I)


# "so I'll just pay tokens to Continue.", "voy a plantar la roja": a player announcing their move
_INTENT = re.compile(r"\b(i['’]ll|i will|i['’]?m (gonna|going to)|i am (gonna|going to)|voy a|gonna|"
                     r"(i['’]?m|i am|we['’]re|we are) (now |just |also |then )?\w{3,}ing)\b", re.I)


# "explosions cannot be rerolled", "solo se puede mover una vez": a rule stated, not a move told
_RULE_SAID = re.compile(r"\b(can|cannot|can['’]?t|may|must|mustn['’]?t|should|shouldn['’]?t|could|couldn['’]?t|"
                        r"allowed|puede|pueden|puedes|debe|deben|debes|permite|permitido)\b", re.I)


# "my friend thinks it's only the tokens", "mi colega dice que…": someone else's claim, which the
# message disputes (what it contests is that claim, not the move told)
_REPORTED = re.compile(r"\b(says|said|say|thinks|thought|reckons|claims|claimed|insists|argues|dicen? (?:que|q)|dijo|"
                       r"cree|creen|piensa|insiste)\b", re.I)


# "What if I swap a Boss Die in now?": a move put forward, not how a rule works
_WHAT_IF = re.compile(r"^\s*(what if|y si|¿y si) (i|s?he|we|they|you|yo|ella|el|él)\b", re.I)


def looks_like_dispute(message: str, sentences: list[str], strict: bool = False) -> bool:
    """Does the message ask whether something is allowed (a dispute), rather than how a rule
    works ("What does Second Wind buy me?", "How many rolls do I get?")? ``strict``: only by the
    words that say so of a person ("can I", "is it legal"), not by a move's verb after a name
    ("can River reroll…", which is a dispute only once the move is read)."""
    asked = sentences[-1] if sentences else message
    if _ARBITER.search(asked) or _WHAT_IF.match(asked) or _TAG.search(asked.replace("’", "'")) or \
            (_TAG_BARE.search(asked) and not _INFO.match(asked)) or \
            _OBJECTION.search(asked):
        return True
    if "?" not in message and _INTENT.search(asked):
        return True  # "…, so I'll pay tokens to Continue.": a move announced to the referee, to be ruled on
    if _INFO.match(asked) and not _LEGALITY.search(asked):
        return False
    allowed = _ALLOWED_PERSON if strict else _ALLOWED
    if allowed.search(message) or _LEGALITY.search(message) or _YES_NO.match(asked):
        return True
    # a situation told, then what the player does: in sentences, or in a run of clauses typed with
    # commas for full stops ("jayne in serenity, have a plan, niska 1 die, Vera on Niska?")
    return len(sentences) >= 2 or (asked.rstrip().endswith("?")
                                   and len([c for c in asked.split(",") if len(c.split()) >= 2]) >= 3)

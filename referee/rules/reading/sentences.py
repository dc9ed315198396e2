"""Sentences, words, numbers and names, as players type them.

Why: the same folding for the message and for every declared phrase makes matching
forgiving (case, accents, apostrophes, plurals, "two"/"2"/"x2", "Jayne's") without
any per-game code.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

NUMBER_WORDS = {
    "zero": 0, "no": None, "one": 1, "a single": 1, "single": 1, "lone": 1, "two": 2, "both": 2,
    "a pair of": 2, "pair of": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "once": 1, "twice": 2, "thrice": 3,
    "uno": 1, "una": 1, "un solo": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
    "siete": 7, "ocho": 8, "primera": 1, "primero": 1, "segunda": 2, "segundo": 2,
    "tercera": 3, "tercero": 3, "cuarta": 4, "cuarto": 4, "quinta": 5, "quinto": 5,
}
_NUM_RE = re.compile(r"\b(" + "|".join(sorted((re.escape(k) for k, v in NUMBER_WORDS.items() if v is not None),
                                             key=len, reverse=True)) + r")\b")
_ORD_DIGIT = re.compile(r"\b(\d+)(?:st|nd|rd|th|º|ª|o|a)\b")


def fold(text: str) -> str:
    """Lower case, no accents, no apostrophes or possessive 's, single spaces."""
    t = unicodedata.normalize("NFKD", text)
    t = "".join(c for c in t if not unicodedata.combining(c)).lower()
    t = re.sub(r"[’‘`´]", "'", t)
    t = re.sub(r"(\w)'s\b", r"\1", t)
    t = re.sub(r"s'\s", "s ", t)
    t = t.replace("'", "")
    t = re.sub(r"[¿¡“”\"()\[\]]", " ", t)
    return re.sub(r"\s+", " ", t).strip()


_BOTH_AND = re.compile(r"\b(both|ambos|ambas)\s+(?=(?:[\w']+\s+){1,3}?(?:and|y)\s)")


# "not one 1Up", "not a single Firefly", "ni un dado": none, as "no 1Ups" says it (not a count of one)
_NOT_ONE = re.compile(r"\b(?:not (?:even )?(?:a single|one)|ni (?:un|una|uno)(?: sol[oa])?)\b(?! (?:but|of|sino|de)\b)", re.I)


def digits(text: str) -> str:
    """Number words and ordinals as digits ("two Niska dice" -> "2 niska dice"); "both X
    and Y" counts each once."""
    text = _BOTH_AND.sub("", text)
    text = _NOT_ONE.sub("no", text)
    t = _NUM_RE.sub(lambda m: str(NUMBER_WORDS[m.group(1)]), text)
    t = _ORD_DIGIT.sub(r"\1", t)
    t = re.sub(r"\b[x×*](\d+)\b", r"x\1", t)
    return t


_WORD = re.compile(r"\d+|[a-z][a-z0-9/+\-]*|[.;:,!?]")


# a question that asks how a rule works ("how many jobs can I have…?", "¿cuántos…?"), not whether a move
# may be made: never read as a move on cards or pieces the reader stands in for
INFO_QUESTION = re.compile(r"^\W*(how|what|which|when|why|who|cuant[oa]s?|que|como|cual(es)?|cuando)\b")


# how players shorten words when they type fast ("niska n saffron", "w/ jayne's vera", "q mas da"):
# one word for another, in every game and either language (never a game's own term)
SHORTHAND = {
    "n": ("and",), "r": ("are",), "u": ("you",), "ur": ("your",), "w": ("with",), "w/": ("with",),
    "w/o": ("without",), "gonna": ("going", "to"), "gotta": ("have", "to"), "lemme": ("let", "me"),
    "cuz": ("because",), "coz": ("because",), "bc": ("because",), "tho": ("though",), "thru": ("through",),
    "rn": ("right", "now"), "pls": ("please",), "plz": ("please",), "dmg": ("damage",), "pts": ("points",),
    "b4": ("before",), "2day": ("today",), "nvm": ("never", "mind"), "prolly": ("probably",),
    "q": ("que",), "k": ("que",), "xq": ("porque",), "pq": ("porque",), "porq": ("porque",),
    "tb": ("tambien",), "tmb": ("tambien",), "tmbn": ("tambien",),
}


# a Spanish infinitive with its object pronouns joined on ("comprarle", "tirarlos", "moverse"):
# read as the infinitive, as every declared phrase says it ("comprar")
_CLITICS = re.compile(r"^([a-z]{3,}(?:ar|er|ir))(?:se|me|te|nos)?(?:le|les|lo|los|la|las|se|me|te|nos)$")


def words_of(text: str) -> list[str]:
    out: list[str] = []
    for w in _WORD.findall(digits(fold(text))):
        if len(w) > 6 and w[-1] in "eoasn" and (m := _CLITICS.match(w)):
            w = m.group(1)
        out.extend(SHORTHAND.get(w, (w,)))
    return out


# adverbs that colour a phrase without changing it: a declared phrase of several words is also
# read with these between its words ("end my turn right now", "throw them all again")
FILLERS = frozenset({"right", "just", "really", "actually", "also", "immediately", "simply", "straight", "already",
                     "all", "both", "ahead", "directly", "realmente", "directamente", "tambien"})


# -- verbs: one move, the many verbs players tell it with ------------------------------------
# A game declares each move's phrases in the words of its book ("attach", "reroll", "buy"); players
# tell the same move with other everyday verbs ("slap the challenge on", "threw them again",
# "bought"). These tables are the language's, never a game's: any declared phrase that starts with
# one of these verbs is also read with its everyday equivalents, in any tense (``told_forms``).
VERB_SYNONYMS = {
    "take": ("grab", "nab", "snag", "collect"),
    "claim": ("grab", "nab", "snag"),
    "buy": ("purchase",),
    "give": ("send", "wire", "transfer"),
    "hand": ("send", "pass"),
    "put": ("place", "drop", "plop", "stick", "lay"),
    "place": ("put", "drop", "plop", "stick", "lay"),
    "attach": ("slap", "stick", "clip", "tack"),
    "discard": ("toss", "ditch", "dump"),
    "throw": ("toss", "chuck"),
    "roll": ("throw", "toss", "chuck"),
    "reroll": ("rethrow",),
    "defeat": ("beat", "kill", "destroy"),
    "beat": ("defeat", "kill", "destroy"),
    "draw": ("pull",),
    "swap": ("switch", "exchange", "trade"),
    "switch": ("swap", "exchange"),
    "start": ("begin",),
    "begin": ("start",),
    "complete": ("finish",),
    "finish": ("complete",),
    "bid": ("bet", "wager"),
    "pass": ("skip",),
    # Spanish (infinitives; their forms come from ``_spanish_forms``)
    "adjuntar": ("pegar", "enganchar", "unir"),
    "dar": ("pasar", "mandar", "enviar"),
    "comprar": ("pillar",),
    "robar": ("sacar", "coger"),
    "tomar": ("coger", "pillar"),
    "tirar": ("lanzar",),
    "empezar": ("comenzar", "iniciar"),
    "completar": ("terminar", "acabar"),
    "colocar": ("poner",),
}
# past forms English does not make with -ed
IRREGULAR = {
    "buy": ("bought",), "take": ("took", "taken"), "throw": ("threw", "thrown"), "give": ("gave", "given"),
    "send": ("sent",), "draw": ("drew", "drawn"), "win": ("won",), "hold": ("held",), "keep": ("kept",),
    "get": ("got", "gotten"), "beat": ("beaten",), "fly": ("flew", "flown"), "pay": ("paid",), "lay": ("laid",),
    "make": ("made",), "go": ("went", "gone"), "bring": ("brought",), "sell": ("sold",), "choose": ("chose", "chosen"),
    "steal": ("stole", "stolen"), "spend": ("spent",), "lose": ("lost",), "run": ("ran",), "begin": ("began", "begun"),
    "stick": ("stuck",), "lie": ("lay", "lain"), "find": ("found",), "put": ("put",), "set": ("set",), "hit": ("hit",),
    "have": ("had", "has"), "has": ("had", "have"), "deal": ("dealt",), "split": ("split",), "leave": ("left",),
}
# past forms that do not end in -ed, of verbs players tell moves with ("have" tells a state)
PAST_FORMS = frozenset(x for v, forms in IRREGULAR.items() if v not in ("have", "has") for x in forms)


def told_past(x: str, short: bool = True) -> bool:
    """Does this word tell a move as done? An irregular past form ("took"), or a regular one, long
    ("rolled") or short ("used", "owed", "aced"; not "weed", "shed" or "red"). ``short=False``:
    long ones only, where a short one is as often the move asked ("He used one Plasma…")."""
    if x in PAST_FORMS:
        return True
    if not short:
        return len(x) > 4 and x.endswith("ed")
    return x.isalpha() and x.endswith("ed") and (len(x) > 4 or len(x) == 4 and x[0] in "aeiou" and x[1] not in "aeiou")

_ES_AR = ("ar", "o", "as", "a", "amos", "an", "e", "es", "en", "aste", "amos", "aron", "ando", "ado", "ada", "ara")


def _spanish_forms(v: str) -> set[str]:
    """A regular Spanish -ar verb's common forms ("pegar" -> "pego", "pega", "pegue"...)."""
    if len(v) < 4 or not v.endswith("ar"):
        return set()
    root = v[:-2]
    soft = root[:-1] + "gu" if root.endswith("g") else root[:-1] + "qu" if root.endswith("c") else root
    return {root + e for e in _ES_AR} | {soft + "e", soft + "es", soft + "en"}


def _english_forms(v: str) -> set[str]:
    """A verb in every tense a move is told in: "reroll" -> "rerolled", "rerolling", "rerollin"."""
    forms = {v, *IRREGULAR.get(v, ())}
    if v.endswith("e"):
        forms |= {v + "d", v + "s", v[:-1] + "ing"}
    elif v.endswith("y") and v[-2:-1] not in "aeiou":
        forms |= {v[:-1] + "ied", v[:-1] + "ies", v + "ing"}
    else:
        forms |= {v + "ed", v + "ing", v + ("es" if v.endswith(("sh", "ch", "ss", "x")) else "s")}
        if len(v) <= 4 and v[-1] not in "aeiouwxy" and v[-2] in "aeiou" and v[-3:-2] not in ("", "a", "e", "i", "o", "u"):
            forms |= {v + v[-1] + "ed", v + v[-1] + "ing"}  # "plan" -> "planned"
    return forms | {f[:-1] for f in forms if f.endswith("ing") and len(f) > 5}  # "slappin", "flyin"


_ES_ENDINGS = sorted({e for e in _ES_AR if e != "ar"}, key=len, reverse=True)


def _infinitive(v: str) -> str:
    """The declared word's verb as the tables list it ("adjunta" -> "adjuntar", "rerolls" -> "reroll")."""
    if v in VERB_SYNONYMS or v in IRREGULAR:
        return v
    for e in _ES_ENDINGS:
        if v.endswith(e) and v[:-len(e)] + "ar" in VERB_SYNONYMS:
            return v[:-len(e)] + "ar"
    for e in ("es", "s", "ed", "ing"):
        if v.endswith(e) and v[:-len(e)] in VERB_SYNONYMS:
            return v[:-len(e)]
    return v


@lru_cache(maxsize=8192)
def told_forms(ph: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """A declared phrase as players tell it: its first word (the verb) in any tense, or an
    everyday verb for the same move (VERB_SYNONYMS) in any tense.  The phrase itself first."""
    if not ph or not ph[0].isalpha() or len(ph[0]) < 3:
        return (ph,)
    v, rest = ph[0], ph[1:]
    base = _infinitive(v)
    verbs = {v, base, *VERB_SYNONYMS.get(base, ())}
    forms: set[str] = set()
    for x in verbs:
        forms |= _spanish_forms(x) if x.endswith("ar") and (x in VERB_SYNONYMS or base.endswith("ar")) else set()
        forms |= _english_forms(x) if not x.endswith("ar") else {x}
    forms.discard(v)
    return (ph,) + tuple((f,) + rest for f in sorted(forms))


@lru_cache(maxsize=8192)
def phrase(text: str) -> tuple[str, ...]:
    """A declared phrase as words, folded like the message."""
    return tuple(w for w in words_of(text) if w not in ".;:,!?")


@lru_cache(maxsize=16384)
def stem(w: str) -> str:
    """A forgiving plural: "zoes" = "zoe", "missiles" = "missile", "dice" stays."""
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("es") and (w[-3] in "sxz" or w[-4:-2] in ("sh", "ch")):  # "washes" = "wash"
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


_SENT_END = re.compile(r"(?<=[.!?])\s+(?=[A-Za-z0-9¿¡\"“'])|(?<=[.!?])$|\n+")
# a full stop after these is not the end of a sentence ("Mr. Universe", "Sr. Universo")
ABBREVIATIONS = {"mr", "mrs", "ms", "dr", "sr", "sra", "srta", "st", "vs", "etc", "eg", "ie"}


# (after a colon, only a question opened by "¿" starts anew: "about Strike the Core: can I pay..."
# names the move asked about before it)
_QUESTION_START = re.compile(r"(?<=[a-z0-9,])\s+(?=(?i:can|cn|may|could)\s+(?:(?i:i|he|she|they|we|you)|[A-Z]\w+)\b|"
                             r"(?i:is it ok|is it okay|is it fine|am i allowed|puedo|puede)\b|¿|"
                             # ("...only the tokens is that allowed?": the tag, typed on, is its own)
                             r"(?i:is (?:that|this) (?:allowed|legal|ok|okay|fine|right))\s*[?!.]*\s*$)|(?<=:)\s+(?=¿)")


def _split_stops(text: str) -> list[str]:
    """Split at sentence ends, a lower-case start included ("...one die. my friend says..."),
    but not after an abbreviation ("Mr. Universe") or inside a number ("1.5")."""
    out, start = [], 0
    for m in _SENT_END.finditer(text):
        before = text[start:m.start()]
        last = re.findall(r"(\w+)[.]\s*$", before)
        if m.group(0).strip() == "" and last and last[0].lower() in ABBREVIATIONS:
            continue
        out.append(text[start:m.start()])
        start = m.end()
    out.append(text[start:])
    return out


def sentences(text: str) -> list[str]:
    """The message's sentences (a colon or semicolon does not end one); a question typed
    straight after the situation, without a full stop ("...have a plan can i end my turn?"),
    starts a sentence of its own."""
    parts = [p.strip() for p in _split_stops(text) if p and p.strip()]
    out = []
    for p in parts:
        if p.rstrip().endswith("?"):
            pieces = _QUESTION_START.split(p)
            if len(pieces) > 1 and all(len(x.split()) >= 3 for x in pieces):
                out += [x.strip() for x in pieces]
                continue
        out += [x.strip() for x in _SAYING_CLAUSE.split(p) if x.strip()]
    kept = [p for p in out if not _LAUGH_ONLY.match(p)]
    return kept or out


# "can I X, or do I have to Y?": the move asked is X; Y is what the asker fears the rule says
_OR_MUST = re.compile(r"^(.*?\w)[\s,]+(?:or|o)\s+(?:do|does|must|should|have to|has to|gotta|need to|needs to|"
                      r"tengo que|tiene que|debo|debe|hay que|me toca|le toca)\b.*$", re.I | re.S)


def first_alternative(sent: str) -> str:
    """An either-or question asked by its first alternative ("can i chuck it in the greenhouse
    and draw another, or do i gotta keep it?": the move asked is the chucking; read whole, the
    second would be read as the move, and ruled)."""
    m = _OR_MUST.match(sent)
    return m.group(1) + "?" if m and len(m.group(1).split()) >= 4 else sent


# a span of time before now, said by a number ("two turns ago", "3 rounds earlier"): English and
# Spanish ("hace dos turnos" is matched by its "hace"); and a distance ("4 sectors away", "two
# spaces apart", "a 3 sectores de distancia"): how far, not how many of a thing the table holds
SPAN = re.compile(r"^(?:(?:turns?|rounds?|rolls?|times?|games?|minutes?)\s+(?:ago|earlier|back|before)|"
                  r"[^\W\d_]+\s+(?:away|apart|de distancia)|[^\W\d_]+\s+(?:further|farther)\s+(?:away|on|along))\b")


# -- reporting: the verbs by which someone at the table tells a claim -------------------------
# "Jess says I can't", "Javier protesta que…", "Ana contesta que primero…": what follows is argued,
# not a fact of the table nor a move. One declared list (folded, as ``words_of`` gives words) for
# every place the reading tells a claim from a move; a verb that is also a move or an answer in
# play ("she claims the Stage card", "responde a la alerta", "sostiene dos cartas") reports only when
# a clause follows it.
REPORTING = {
    "en": frozenset("says said saying thinks thought reckons reckoned insists insisted insisting argues argued "
                    "arguing objects objected objecting protests protested protesting complains complained "
                    "complaining disagrees disagreed swears swore tells told believes believed maintains "
                    "maintained".split()),
    "es": frozenset("dice dijo decia diciendo cree creia piensa pensaba opina opinaba insiste insistio insistiendo "
                    "protesta protesto protestando asegura aseguro afirma afirmo alega alego alegando jura juro "
                    "objeta argumenta".split()),
}
REPORTING_IF_CLAUSE = {
    "en": frozenset("claims claimed claiming replies replied answers answered responds responded counters "
                    "countered".split()),
    "es": frozenset("contesta contesto responde respondio replica replico reclama reclamo sostiene "
                    "sostuvo".split()),
}


def accented(word: str) -> str:
    """A folded word as a pattern that also matches it written with its accents ("protesto" →
    "protestó"): the reading's patterns run on the message as typed."""
    return "".join({"a": "[aá]", "e": "[eé]", "i": "[ií]", "o": "[oó]", "u": "[uúü]", "n": "[nñ]"}.get(c, c)
                   for c in word)


# ", saying it works just like Zoe's Cover Fire": what the mover claims, told after the move, is
# a sentence of its own (a reported one: its pieces are a comparison, not the table or the move)
_SAYING_CLAUSE = re.compile(r",\s+(?=(?:" + "|".join(sorted(accented(v) for table in (REPORTING, REPORTING_IF_CLAUSE)
                                                          for verbs in table.values() for v in verbs
                                                          if v.endswith(("ing", "ando", "iendo")))) + r")\b)", re.I)


# a part that only laughs or sighs ("…cheating?? lol", "¿puedo? jajaja"): no sentence of its own,
# so the question before it stays the message's last
_LAUGH_ONLY = re.compile(r"^\W*(?:(?:lol|lmao|rofl|smh|ugh|xd|jk|ngl|tbh|haha\w*|hehe\w*|jaja\w*|jeje\w*|"
                         r"jiji\w*)\W*)+$", re.I)


_QUESTION_ONLY = re.compile(
    r"^\s*[¿]?\s*(is (that|this|it) (allowed|legal|ok|okay|fine|right)|can (s?he|they|i|we) do (that|this|it)|"
    r"is that ok|es (eso |esto )?(legal|valido|válido)|se puede|puede hacerlo|puedo hacerlo|"
    r"(that|this)'?s? (allowed|legal)|allowed|legal)\s*[?.!]*\s*$", re.I)


def is_bare_question(sentence: str) -> bool:
    """"Is that allowed?" and the like: a question with no facts in it."""
    return bool(_QUESTION_ONLY.match(sentence))


NOT_NAMES = {
    "i", "im", "ive", "id", "the", "a", "an", "in", "on", "at", "of", "and", "or", "but", "if", "so", "then",
    "is", "are", "was", "am", "can", "may", "could", "does", "do", "did", "will", "would", "should", "must",
    "might", "shall", "isnt", "arent", "cant", "dont", "doesnt", "didnt", "wont", "wasnt",
    "what", "when", "where", "who", "how", "why", "which", "my", "her", "his", "their", "our", "your",
    "its", "it", "this", "that", "these", "those", "there", "here", "we", "you", "he", "she", "they",
    "after", "before", "during", "while", "mid", "halfway", "later", "now", "next", "over", "still",
    "step", "phase", "turn", "round", "game", "mode", "card", "cards", "stage", "boss", "player",
    "players", "yes", "no", "ok", "okay", "also", "meanwhile", "everyone", "nobody", "someone",
    "captain", "capitan", "el", "la", "los", "las", "un", "una", "mi", "su", "sus", "yo", "estoy",
    "estamos", "en", "de", "del", "y", "o", "que", "con", "para", "por", "al", "se", "no", "si",
    "puedo", "puede", "podemos", "hay", "tengo", "tiene", "esta", "está", "es", "lo", "le", "me",
    "both", "each", "every", "all", "any", "some", "one", "two", "three", "four", "five", "six",
    "first", "second", "third", "last", "end", "start", "have", "has", "had", "just", "already",
    "not", "none", "only", "with", "without", "from", "into", "onto", "to", "for", "by", "as",
    "nemesis", "hacked", "ace", "journey", "today", "tonight", "again", "well", "hmm", "ah", "oh",
    "cuando", "mientras", "porque", "aunque", "whenever", "because", "although", "since", "once", "alli",
    "ahi", "there", "which", "even", "given", "despues", "antes", "puedo", "puedes", "hay", "tambien",
    "mr", "mrs", "ms", "sr", "sra", "srta", "senor", "senora", "dr", "lord", "espacio",
    "durante", "luego", "entonces", "ahora", "ya", "pero", "halfway", "ademas", "tambien", "asi", "pues", "anyway",
    "playing", "jugando", "using", "usando", "besides", "otherwise", "instead", "finally", "finalmente",
    # contractions that start a sentence ("We're in the plan phase") are no names
    "quien", "quienes", "were", "youre", "theyre", "hes", "shes", "thats", "theres", "whats", "lets", "ill", "weve", "itll",
    # Spanish subject pronouns open sentences as "He" and "She" do (SPANISH_PRONOUNS, added below)
    "tu", "como",
    # and demonstratives open a question as "That" does ("¿Eso me pasa del límite?")
    "eso", "esto", "ese", "esa", "este", "esos", "esas", "estos", "estas", "aquello", "ello",
    # interjections that open a message ("oye, le quiero pasar…", "hey so…")
    "oye", "oiga", "mira", "bueno", "hey", "yo", "dude", "bro", "guys",
    # chat slang and shorthand that opens a clause ("q — I drew…", "gonna hang on to it")
    "gonna", "wanna", "gotta", "hafta", "q", "qq", "pls", "plz", "lol", "lmao", "btw", "idk", "tbh", "rn", "ngl",
    "quick", "question", "ruling", "rules", "rule", "help", "wait", "umm", "uh", "yeah", "yea", "nah",
}


# Spanish subject pronouns: no names in Spanish; in an English message they are names ("Ella won…")
SPANISH_PRONOUNS = frozenset({"ella", "ellas", "ellos", "nosotros", "nosotras", "vosotros", "usted", "ustedes"})
NOT_NAMES |= SPANISH_PRONOUNS


# the words that wish or ask a move rather than tell one done ("can I…", "I wanna…")
WISHES = {"can", "could", "may", "want", "wanna", "gonna", "should", "must"}


PRONOUNS = {"he", "she", "they", "him", "her", "his", "hers", "them", "their", "el", "ella", "ellos", "su"}
FIRST_PERSON = {"i", "me", "my", "mine", "im", "ive", "id", "we", "our", "us", "yo", "mi", "mis", "me",
                "tengo", "estoy", "puedo", "nosotros"}


# words saying the asked move is made a second time in the same turn ("cycle again", "dos veces"):
# the move was made once already, as if the situation had told it
AGAIN = ("again", "twice", "two times", "second time", "once more", "one more time", "another time", "otra vez",
         "dos veces", "de nuevo", "segunda vez", "una vez mas")
# a question nobody in particular asks of ("is it legal to…", "can you…", "¿se puede…?"): the speaker's move
IMPERSONAL = re.compile(r"\b(is it|its|it s|is that|would it be) (ok|okay|legal|allowed|fine|possible|permitted)\b|"
                         r"^(ok|okay|legal|allowed|fine|cool|alright|possible) to\b|\b(vale|se vale|esta bien)\W*$|"
                         r"\bcan (you|one|a player|someone|anyone|u)\b|\b(se (le |lo |la |les )?puede|se permite|es legal|esta permitido)\b")
_DIARY_VERBS = {"got", "had", "took", "drew", "won", "made", "put", "threw", "ran", "lost", "paid", "spent", "bought",
                "sold", "hit", "beat", "gave", "kept", "saw", "went", "did", "just", "already"}


def diary(sent: str) -> bool:
    """A message opening on a verb with no subject ("rolled a 3 on the alert check", "got 2
    explosions"): told by the one asking, as a diary is."""
    first = next((x for x in words_of(sent) if x.isalpha()), "")
    return first in _DIARY_VERBS or len(first) > 4 and first.endswith("ed") and first not in _NOT_DIARY


_NOT_DIARY = {"need", "needed", "allowed", "supposed", "based", "used", "called", "named", "played", "required"}


# the English verb's negations, one thing in any tense and person: "didn't have a firefly" is said by
# "don't have a firefly", "wasn't next to" by "isn't next to" (the worked examples' phrases)
VERB_NEGATIONS = frozenset({"not", "never", "isnt", "arent", "wasnt", "werent", "dont", "doesnt", "didnt", "hasnt",
                            "havent", "hadnt"})
NEGATIONS = {"no", "without", "cant", "cannot", "nor", "sin", "nunca", "ni", "tampoco", "ningun", "ninguna",
             "ninguno"} | VERB_NEGATIONS


# phrases that put a clause on an earlier turn than the one the dispute is about ("I busted on three
# Explosions last turn"): what it tells is not on the table now.  Words, never a game's: every game
# declares which of its position keys hold this turn only (``Words.this_turn``).
EARLIER = ("last turn", "previous turn", "the turn before", "turn before", "last round", "previous round",
           "an earlier turn", "earlier turn", "last time", "turno pasado", "turno anterior", "ronda pasada",
           "ronda anterior", "la ultima vez")
_CLAUSE_BREAK = {",", ";", ".", ":", "!", "?", "and", "but", "so", "then", "y", "pero", "luego", "entonces"}


def earlier_clauses(ws: list[str]) -> set[int]:
    """Indices of the words in clauses told of an earlier turn (between clause breaks)."""
    marks = [tuple(phrase(x)) for x in EARLIER]
    out: set[int] = set()
    for i in range(len(ws)):
        if not any(tuple(ws[i:i + len(m)]) == m for m in marks):
            continue
        lo = i
        while lo > 0 and ws[lo - 1] not in _CLAUSE_BREAK:
            lo -= 1
        hi = i
        while hi < len(ws) and ws[hi] not in _CLAUSE_BREAK:
            hi += 1
        out.update(range(lo, hi))
    return out


def negated_at(ws: list[str], i: int, window: int = 3, small: frozenset = frozenset()) -> bool:
    """A negation among the ``window`` words before word ``i``, within its clause ("no Shiny
    keyword", "has never earned Lord Harrow's trust", "does NOT have the scanner"). Words in
    ``small`` are not counted ("don't have any of my Fireflies" denies "my Fireflies")."""
    j, counted = i - 1, 0
    while j >= 0 and counted < window and ws[j] not in ".;,:!?":
        if ws[j] in NEGATIONS:
            return True
        counted += ws[j] not in small
        j -= 1
    return False


# the small words between a negation and what it denies ("not any of the", "no tengo ninguna de mis")
SMALL_WORDS = frozenset({"a", "an", "the", "any", "of", "my", "his", "her", "their", "your", "our", "even",
                         "really", "actually", "ever", "un", "una", "el", "la", "los", "las", "de", "mis", "sus"})


def said_not(clause: str, pattern: str) -> bool:
    """``pattern`` (a regex over folded words) is said in ``clause`` under a negation."""
    ws = words_of(clause)
    joined = " ".join(ws)
    for m in re.finditer(pattern, joined):
        i = joined[:m.start()].count(" ")
        if negated_at(ws, i, window=5):
            return True
    return False


# words that leave what follows out of the move said with them ("reroll River and leave the black
# dice alone", "reroll everything except Zoe", "sin tocar los enemigos")
_LEAVE_OUT = {"leave", "leaving", "leaves", "except", "excepting", "but", "without", "keep", "keeping", "keeps",
              "sin", "excepto", "salvo", "menos", "dejo", "dejar", "dejando"}
_LEAVE_OUT_WINDOW = 4  # words from the leaving word to the piece
_LEAVE_OUT_STOP = {".", ";", ",", ":", "?", "!", "and", "then", "y", "luego", "pero", "reroll", "rerolling", "roll",
                   "use"}


def left_out_at(ws: list[str], i: int, s0: int = 0, starts=frozenset()) -> bool:
    """Is the word at ``i`` (a piece, or a kind of piece) said as left out of the move, by a
    leaving word a few words before it, with no other piece, clause or move between?"""
    for j in range(i - 1, max(s0, i - _LEAVE_OUT_WINDOW - 1) - 1, -1):
        if ws[j] in _LEAVE_OUT_STOP or (j != i - 1 and j in starts):
            return False
        if ws[j] in _LEAVE_OUT and (ws[j] != "but" or ws[j + 1] == "not") and \
                not (ws[j].startswith("keep") and ws[j + 1].endswith("ing")):  # "keep rolling": go on
            return True
    return False


# a short who-question closing a story ("Who gets it?", "¿Quién se la lleva?") asks which side of the
# dispute told is right, as "Who is right?" does: no question of how a rule works
_WHO_CLOSES = re.compile(r"^\W*(?:who|whose|which one|qui[eé]n)\b", re.I)
_SHORT_CLOSING_WHO = 5


def asks_who_wins(sentence: str) -> bool:
    """Is the sentence a short who-question ("Who gets it?"), which, closing a story, asks which
    side of the dispute told is right (the chat's gate asks it too)?"""
    return bool(_WHO_CLOSES.match(sentence)) and len(words_of(sentence)) <= _SHORT_CLOSING_WHO

"""How text becomes search terms: the languages, their stemmers and stop words, the
question words players add, the thesaurus and the English-Spanish translations, and the
tokenising every other part uses (`stems`). Both the index's fields and a question go
through the same analysis, so it lives apart from any one backend: a second backend
indexes the same stems. (The analyzers are Whoosh's analyzer chains; `stems` is plain
Python over them.)"""
from __future__ import annotations

import re
import warnings
from ..caches import word_cache

with warnings.catch_warnings():  # Whoosh 2.7.4 is frozen upstream and warns on import
    warnings.simplefilter("ignore")
    from whoosh.analysis import (STOP_WORDS, CharsetFilter, LowercaseFilter, RegexTokenizer,
                                 StemFilter, StopFilter)
    from whoosh.lang import stemmer_for_language, stopwords_for_language
    from whoosh.support.charset import accent_map

from ..text import strip_accents

# Words that carry no meaning in a player's question, beyond the usual stop words.
QUESTION_WORDS = {
    "what", "which", "who", "whom", "whose", "how", "does", "do", "did", "done", "i", "me", "my",
    "there", "their", "they", "them", "its", "it's", "about", "would", "should", "could", "happen",
    "happens", "happened", "happening", "mean", "means", "exactly", "really", "just", "also", "so",
    "want", "then", "right", "into", "im", "i'm", "i've", "ive", "been", "was", "were", "has", "had",
    "is", "are", "got", "let", "lets", "okay", "ok", "hey", "please", "someone", "anyone", "thing",
    "things", "now", "what's", "whats", "where", "why", "our", "u", "ya", "gonna", "wanna", "didnt",
    "didn't", "dont", "don't", "doesnt", "doesn't", "isnt", "isn't", "cant", "can't", "am", "allowed",
    "able", "even", "though", "like", "some", "any", "anything", "something", "here", "oh", "well",
    "supposed", "exactly", "actually", "guys", "these", "those", "he", "she", "his", "her", "him",
    "it", "an", "ever", "way", "need", "say", "says", "said", "tell", "know", "very", "quite",
    "many", "much",  # "how many" asks for a count: the ranking reads that from the question
}
# Spanish question words players add that the stop list lacks.
PREGUNTAS = {"puedo", "puede", "pueden", "podemos", "hay", "si", "cuanto", "cuanta", "cuantos",
             "cuantas", "pasa", "ocurre", "sucede", "exactamente", "cuales", "cual", "como", "donde",
             "cuando", "quien", "que", "debo", "tengo", "hacer", "hago", "puedes", "podria", "podrian",
             "sirve", "sirven", "vale", "oye", "alguien", "algun", "alguna", "exacto", "debe", "deben"}
# Words that mean something but say little on their own: searched, weighed lightly.
WEAK_WORDS = {
    "game", "games", "turn", "turns", "player", "players", "card", "cards", "start", "starts",
    "started", "before", "after", "first", "end", "ends", "use", "used", "using", "go", "goes",
    "going", "take", "takes", "get", "gets", "still", "rule", "rules", "number",
    "time", "times", "same", "other", "another", "one", "two", "make", "put", "play", "playing",
    "juego", "partida", "jugador", "jugadores", "carta", "cartas", "turno", "regla", "reglas",
}
# General rulebook English: words players use for the words rulebooks use (not tied to a game;
# a game's own vocabulary belongs in its glossary). Keys and values are single words.
THESAURUS = {
    "max": ["maximum", "limit"], "maximum": ["max", "limit"], "limit": ["maximum"],
    "min": ["minimum"], "minimum": ["min"],
    "hold": ["hand", "keep"], "pick": ["choose", "select"], "choose": ["select", "pick"],
    "select": ["choose"], "swap": ["switch", "exchange", "substitute", "replace"],
    "switch": ["swap", "exchange"], "trade": ["exchange", "swap"], "exchange": ["trade", "swap"],
    "replace": ["substitute", "swap"], "substitute": ["replace", "swap"],
    "cost": ["spend", "pay"], "pay": ["spend", "cost"], "spend": ["pay", "cost"],
    "price": ["cost", "pay"], "alone": ["solo"], "solo": ["alone"], "tie": ["tied", "equal"],
    "begin": ["start"], "start": ["begin", "setup"], "finish": ["complete", "end"], "complete": ["finish"],
    "over": ["end"], "win": ["winner"], "winner": ["win"], "nobody": ["no-one"], "noone": ["no-one"],
    "kill": ["defeat"], "beat": ["defeat"], "beaten": ["defeat"], "destroy": ["defeat"],
    "attack": ["strike"], "hurt": ["damage"], "remove": ["discard"], "rid": ["remove"],
    "throw": ["roll"], "extra": ["additional", "bonus"], "additional": ["extra"], "bonus": ["extra"],
    "enemy": ["foe"], "enemies": ["foe"], "money": ["credits"], "cash": ["credits", "money"],
    "worth": ["points", "value"], "value": ["worth"], "score": ["points"], "lose": ["lost"],
    "steal": ["stolen"], "flip": ["turn"], "empty": ["vacant"], "refill": ["replenish"],
    "upside": ["face-down"], "hidden": ["face-down"], "visible": ["face-up"],
    "leftover": ["remaining"], "remaining": ["leftover"], "skip": ["pass"], "harder": ["difficulty"],
    "difficult": ["difficulty"], "easier": ["difficulty"], "everyone": ["each", "all"],
    "everybody": ["each", "all"],
    "twice": ["two", "second"], "again": ["another"], "allow": ["may"], "diagonal": ["diagonally"],
    "pull": ["remove", "aside", "separate"],
    "more": ["additional", "extra"], "back": ["return"], "neighbor": ["adjacent"], "neighbour": ["adjacent"], "next": ["adjacent"], "nearby": ["adjacent"],
    # board-game components and places, as players and rulebooks name them
    "counter": ["token", "marker"], "token": ["counter", "marker"], "marker": ["token", "counter"],
    "chip": ["token", "counter"], "spot": ["space"], "slot": ["space"], "gap": ["empty", "vacant"],
    "box": ["components", "contents"], "contents": ["components"], "middle": ["center", "centre"],
    "centre": ["center"], "center": ["centre"], "hide": ["face-down", "hidden"], "secret": ["face-down"],
    "reveal": ["face-up"], "fill": ["refill", "replenish"], "gun": ["weapon"], "guns": ["weapons"],
    # words players use for what a book names otherwise (found among the training questions'
    # words that no shipped book uses; kept only when they are plain English, not a game's)
    "bomb": ["explosion"], "bombs": ["explosions"], "blew": ["explode", "explosion"],
    "arrow": ["pointer"], "split": ["divide", "divided"], "zero": ["none", "0"],
}
# General rulebook words in Spanish, so an English question reaches a Spanish book (and
# back) beyond the cognates found by prefix. A game's own terms belong in its glossary.
TRANSLATIONS = {
    "board": ["tablero", "mapa"], "map": ["mapa"], "hand": ["mano"], "card": ["carta"], "deck": ["mazo"],
    "discard": ["descartar", "descarte"], "draw": ["robar", "roba"], "ship": ["nave"], "job": ["trabajo"],
    "player": ["jugador"], "turn": ["turno"], "move": ["mover", "mueve"], "roll": ["tirada", "tirar", "tira"],
    "die": ["dado"], "dice": ["dados"], "cost": ["cuesta", "comprar"], "buy": ["comprar"], "pay": ["paga", "pagar"],
    "money": ["creditos", "dinero"], "reward": ["recompensa"], "limit": ["limite", "maximo"],
    "maximum": ["maximo"], "max": ["maximo"], "size": ["tamano"], "big": ["mide", "tamano"],
    "start": ["comienzo", "comienzan", "inicio", "iniciar"], "begin": ["comienzan", "empezar"],
    "setup": ["configuracion", "preparacion"], "place": ["colocar", "coloca"], "put": ["colocar", "poner"],
    "remove": ["eliminar", "quitar"], "cleared": ["elimina"], "clear": ["eliminar"], "lose": ["perder", "pierdes"],
    "win": ["ganar", "gana"], "earn": ["ganar", "gana"], "get": ["obtener", "ganar"], "trust": ["confianza"],
    "challenge": ["desafio", "reto"], "attach": ["adjuntar"], "active": ["activos"],
    "new": ["nuevo", "nuevos", "nuevas"], "leader": ["lider"], "captain": ["capitan"], "crew": ["tripulacion"],
    "planet": ["planeta"], "region": ["region"], "border": ["borde", "bordeados"], "red": ["rojas", "rojo"],
    "blue": ["azul", "azules"], "same": ["mismo"], "other": ["otro"], "another": ["otro"], "two": ["dos"],
    "adjacent": ["adyacente"], "diagonal": ["diagonalmente"], "each": ["cada"], "first": ["primera", "primero"],
    "time": ["vez"], "end": ["termina", "final"], "stop": ["detiene", "termina"], "keep": ["mantener", "seguir"],
    "fail": ["falla", "fallar"], "complete": ["completar"], "finish": ["completar", "termina"],
    "weapon": ["arma"], "fight": ["lucha"], "skill": ["habilidad"], "test": ["prueba"], "order": ["orden"],
    "warrant": ["orden judicial"], "supply": ["suministro"], "contact": ["contacto"], "cargo": ["carga", "cargamento"],
    "smuggling": ["contrabando"], "smuggle": ["contrabando"], "fuel": ["combustible"], "parts": ["piezas", "repuestos"],
    "goods": ["bienes"], "trade": ["intercambiar", "comerciar"], "swap": ["intercambiar"], "give": ["dar"],
    "send": ["enviar"], "permanent": ["permanente"],

    "rolled": ["tirada"], "result": ["resultado"], "number": ["numero"],
    "expansion": ["expansion"], "rules": ["reglas"], "leave": ["abandonan", "dejan"],
    "design": ["diseño", "diseñar", "diseñador"], "game": ["juego", "partida"],
    "choose": ["elegir", "escoger", "escogiendo"], "pick": ["elegir", "escoger", "escogiendo"],
    "select": ["elegir", "escoger"], "during": ["durante"], "after": ["después"], "before": ["antes"],
}
_NUMBERS = [("one", "uno", "una"), ("two", "dos"), ("three", "tres"), ("four", "cuatro"), ("five", "cinco"),
            ("six", "seis"), ("seven", "siete"), ("eight", "ocho"), ("nine", "nueve"), ("ten", "diez")]
for _n, _names in enumerate(_NUMBERS, 1):  # "two" finds "2" and "dos", and back
    for _name in (*_names, str(_n)):
        THESAURUS.setdefault(_name, []).extend(x for x in (*_names, str(_n)) if x != _name)
# How players say the player count: "three of us", "4 people", "somos cuatro" -> "N player".
_PLAYER_COUNT = re.compile(r"\b(two|three|four|five|six|[2-6]|dos|tres|cuatro|cinco|seis)\s+(?:of us|people|persons|players)\b"
                           r"|\bsomos\s+(dos|tres|cuatro|cinco|seis|[2-6])\b", re.I)
# "game:shiny-dice" inside a query filters by game
GAME_FILTER = re.compile(r"(?<![\w-])game:(\"[^\"]*\"|\S+)", re.I)
_PHRASE = re.compile(r"\"([^\"]+)\"")


def _fold_words(ws) -> frozenset[str]:
    return frozenset(strip_accents(w.lower()) for w in ws)


_SPANISH_STEM = stemmer_for_language("es")
_ENGLISH_STEM = stemmer_for_language("en")


_ENCLITIC = re.compile(r"^(.{3,}?(?:ar|er|ir))(?:te|os)$")


def spanish_snowball(word: str) -> str:
    """Whoosh's Spanish Snowball stem, or the word itself where that port indexes an empty
    region and raises ("argue", "ague": any English message met it through the Spanish fields)."""
    try:
        return _SPANISH_STEM(word)
    except IndexError:
        return word


def es_stem(word: str) -> str:
    """Spanish stem; loan words keep an English plural ("reavers" -> "reaver"), and an
    infinitive keeps its stem with a pronoun attached ("moverte" -> "mov")."""
    m = _ENCLITIC.match(word)
    if m:
        word = m.group(1)
    s = spanish_snowball(word)
    return s[:-1] if s == word and len(word) > 4 and word.endswith("s") else s


EN_STOPS = _fold_words(STOP_WORDS) | _fold_words(QUESTION_WORDS)
ES_STOPS = _fold_words(stopwords_for_language("es")) | _fold_words(PREGUNTAS)
QUERY_STOPS = EN_STOPS | ES_STOPS
# Every stop word of both languages (Snowball's lists, longer than the query stops: "but", "out",
# "down", "both"): what a question's key words, the nouns and verbs it asks about, are not.
FUNCTION_WORDS = QUERY_STOPS | _fold_words(stopwords_for_language("en")) | _fold_words(stopwords_for_language("es"))
STEMMERS = {"en": _ENGLISH_STEM, "es": es_stem}


def analyzer(lang: str):
    base = RegexTokenizer(r"\w+(?:['’]\w+)?") | LowercaseFilter() | CharsetFilter(accent_map)
    if lang == "es":
        return base | StopFilter(stoplist=ES_STOPS, minsize=1) | StemFilter(stemfn=es_stem)
    return base | StopFilter(stoplist=EN_STOPS, minsize=1) | StemFilter(stemfn=_ENGLISH_STEM)


LANGS = ("en", "es")
ANALYZERS = {lang: analyzer(lang) for lang in LANGS}
PLAIN = RegexTokenizer(r"\w+") | LowercaseFilter() | CharsetFilter(accent_map)


_TOKENS = re.compile(r"\w+(?:['’]\w+)?")  # the analyzers' tokenizer


@word_cache(maxsize=16_384)  # ~360 B an entry: 6 MB at most (README, "Per-request limits")
def _word_stem(word: str, lang: str) -> str | None:
    """One word through the analyzer (lower case, accents, stop words, stem), once per word."""
    out = [t.text for t in ANALYZERS[lang](word)]
    return out[0] if out else None


def stems(text: str, lang: str) -> list[str]:
    """The analyzer's output for a text: each word's is computed once and remembered
    (the analysis is per word, so this equals running the analyzer on the whole text)."""
    return [s for s in (_word_stem(w, lang) for w in _TOKENS.findall(text or "")) if s]


def _fold(word: str) -> str:
    return strip_accents(word.lower()).replace("’", "'")


def _thesaurus() -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for key, alts in THESAURUS.items():
        table.setdefault(_ENGLISH_STEM(key), []).extend(a for a in alts if a not in table.get(key, []))
    return table


_THESAURUS_BY_STEM = _thesaurus()
_TRANSLATIONS_BY_STEM: dict[str, list[str]] = {}
_ENGLISH_BY_ES_STEM: dict[str, list[str]] = {}  # the same table read back: a Spanish question, an English text
for _w, _tr in TRANSLATIONS.items():
    _TRANSLATIONS_BY_STEM.setdefault(_ENGLISH_STEM(_w), []).extend(_tr)
    for _t in _tr:
        if " " not in _t:
            _ENGLISH_BY_ES_STEM.setdefault(es_stem(_fold(_t)), []).append(_w)

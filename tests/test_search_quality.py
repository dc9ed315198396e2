"""Search quality on the real rulebooks: players' words must land on the paragraph that answers.

The held-out questions in tests/data/search_questions.jsonl were written from the rulebooks
before the ranking was tuned, the way players ask (typos, plurals, slang, English questions
about the Spanish book, Spanish questions). The thresholds are the measured values minus a
margin, so a ranking change that loses ground fails here.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from referee.library import Library, Settings
from referee.text import fold

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "tests" / "data" / "search_questions.jsonl"
# written after the issue-13 work began and before any further tuning, measured first
# (hit@1 0.60, hit@5 0.80): the honest estimate for questions nobody has tuned on
FRESH = ROOT / "tests" / "data" / "search_questions_fresh.jsonl"

# written at the start of the next session, before any change to the ranking, measured first
# (hit@1 0.67, hit@5 0.87): a third honest estimate, never tuned on
UNTUNED = ROOT / "tests" / "data" / "search_questions_untuned.jsonl"
# the questions the ranking knobs are fitted on (bench/tune_search.py): never evaluated on
TRAIN = sorted((ROOT / "tests" / "data" / "train").glob("*.jsonl"))
MIN_UNTUNED_HIT5 = 0.83
# measured on the 157 questions (99 of them written before the issue-13 tuning): unscoped
# hit@5 0.95 / hit@1 0.78, scoped hit@5 0.96; thresholds leave a margin
MIN_HIT5_UNSCOPED = 0.91
MIN_HIT1_UNSCOPED = 0.74
MIN_HIT5_SCOPED = 0.92
# the fresh set, measured: unscoped hit@5 0.84 (0.80 before the tuning), hit@1 0.64
MIN_FRESH_HIT5 = 0.80


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    library = Library(Settings(rulebooks=ROOT / "rulebooks", index=tmp_path_factory.mktemp("index")))
    library.refresh()
    return library


def questions(path: Path = QUESTIONS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def is_hit(hit, q) -> bool:
    """The yardstick's rule: the expected heading, or a passage containing the quote."""
    return fold(hit.passage.section) == fold(q["expected_heading"]) or fold(q["quote"]) in fold(hit.passage.text)


def rank(lib, q, scoped: bool) -> int | None:
    res = lib.search(q["question"], q["game"] if scoped else None, 10)
    return next((i for i, h in enumerate(res.hits, 1) if is_hit(h, q)), None)


def top(lib, query, game=None, limit=5):
    return lib.search(query, game, limit).hits


@pytest.mark.parametrize("path", [QUESTIONS, FRESH, UNTUNED, *TRAIN],
                         ids=["held-out", "fresh", "untuned", *(f"train-{p.stem}" for p in TRAIN)])
def test_question_set_is_well_formed(lib, path):
    qs = questions(path)
    if path in TRAIN:  # one book's training questions
        assert len(qs) >= 40 and len({q["game"] for q in qs}) == 1
        for q in qs:
            book = lib.books[q["game"]]
            assert any(fold(h.text) == fold(q["expected_heading"]) for h in book.headings), q["id"]
            assert book.find_quote(q["quote"], q["expected_heading"]) is not None, q["id"]
        return
    assert len(qs) >= 40
    assert {q["game"] for q in qs} == {"shiny-dice", "blue-sun", "dance-of-the-fireflies", "galaxy-dice"}
    assert {q["lang"] for q in qs if q["game"] == "blue-sun"} == {"en", "es"}
    for q in qs:
        book = lib.books[q["game"]]
        assert any(fold(h.text) == fold(q["expected_heading"]) for h in book.headings), q["id"]
        assert book.find_quote(q["quote"], q["expected_heading"]) is not None, q["id"]


def test_held_out_hit_rates(lib):
    qs = questions()
    unscoped = [rank(lib, q, False) for q in qs]
    scoped = [rank(lib, q, True) for q in qs]
    hit5 = sum(1 for r in unscoped if r and r <= 5) / len(qs)
    hit1 = sum(1 for r in unscoped if r == 1) / len(qs)
    hit5_scoped = sum(1 for r in scoped if r and r <= 5) / len(qs)
    misses = [q["id"] for q, r in zip(qs, unscoped) if not r or r > 5]
    assert hit5 >= MIN_HIT5_UNSCOPED, f"unscoped hit@5 {hit5:.2f}; misses: {misses}"
    assert hit1 >= MIN_HIT1_UNSCOPED, f"unscoped hit@1 {hit1:.2f}"
    assert hit5_scoped >= MIN_HIT5_SCOPED, f"scoped hit@5 {hit5_scoped:.2f}"


def test_training_questions_are_not_evaluation_questions():
    """The knobs are fitted on the training files only: none of their questions may be (a
    copy of) a question of the sets the figures are reported on."""
    def norm(text):
        return " ".join(fold(text).replace("?", " ").split())
    dev = ROOT / "tests" / "data" / "devset" / "questions.jsonl"
    evaluated = {norm(q["question"]) for p in (QUESTIONS, FRESH, UNTUNED, dev) if p.exists() for q in questions(p)}
    trained = [q for p in TRAIN for q in questions(p)]
    assert len(trained) >= 250
    copies = [q["id"] for q in trained if norm(q["question"]) in evaluated]
    assert not copies, copies


def test_untuned_set_hit_rate(lib):
    qs = questions(UNTUNED)
    ranks = [rank(lib, q, False) for q in qs]
    hit5 = sum(1 for r in ranks if r and r <= 5) / len(qs)
    assert hit5 >= MIN_UNTUNED_HIT5, f"untuned unscoped hit@5 {hit5:.2f}"


def test_fresh_set_hit_rate(lib):
    qs = questions(FRESH)
    ranks = [rank(lib, q, False) for q in qs]
    hit5 = sum(1 for r in ranks if r and r <= 5) / len(qs)
    assert hit5 >= MIN_FRESH_HIT5, f"fresh unscoped hit@5 {hit5:.2f}"


@pytest.mark.parametrize("query, fixed, section", [
    ("what does Niksa do", "niska", "Step 3 – Misbehave!"),
    ("Saffrom cargo hold", "saffron", "Step 3 – Misbehave!"),
    ("chroma gost rolls", "ghost", "Chroma Ghost"),
    ("phenix core", "phoenix", "Phoenix Core"),
])
def test_misspelled_names_are_corrected(lib, query, fixed, section):
    res = lib.search(query, None, 5)
    assert res.suggestion and fixed in res.suggestion.lower()
    assert section in [h.passage.section for h in res.hits[:2]]


def test_plurals_and_typos_of_common_words_still_find_the_rule(lib):
    hits = top(lib, "how many bidding spots on orchid/weed cards compared with normal flowres")
    assert any(h.passage.section == "Orchid & Weed Cards" for h in hits[:3])
    hits = top(lib, "at the end how much are my supplys worth")
    assert any(h.passage.section == "End of Game Scoring" for h in hits[:3])


@pytest.mark.parametrize("query", [
    "how many rounds does the game last",
    "can river reroll the black dice",
    "what does a weed do",
    "when is a solo game over",
])
def test_real_words_get_no_did_you_mean(lib, query):
    assert lib.search(query, None, 5).suggestion is None


def test_english_question_finds_spanish_passage(lib):
    res = lib.search("can two reaver ships be in the same sector", None, 5)
    assert res.hits[0].passage.book == "blue-sun"
    assert "Solo una nave Reaver puede estar en un Sector." in res.hits[0].passage.text
    assert "nave Reaver" in res.expanded
    # the glossary's English names are what makes it: "haven" is "paraíso" in the book
    hits = top(lib, "where can I put my haven token during setup")
    assert hits[0].passage.book == "blue-sun" and hits[0].passage.section in ("Escogiendo paraíso", "Paraísos")
    hits = top(lib, "does the Alliance cruiser leave alert tokens behind it")
    assert any(h.passage.section == "Indicadores de la alianza" for h in hits[:3])


def test_spanish_question_finds_spanish_passage(lib):
    hits = top(lib, "¿cuántas naves reaver puede haber en un sector?")
    assert hits[0].passage.section == "Nuevas naves Reaver"


def test_glossary_expansion_stays_in_its_own_book(lib):
    # "token" is an alert marker in Blue Sun but an Arcade Token in Galaxy Dice
    hits = top(lib, "how many arcade tokens do players get at setup", "galaxy-dice")
    assert hits[0].passage.section == "Game Setup"
    hits = top(lib, "arcade tokens second wind")
    assert all(h.passage.book == "galaxy-dice" for h in hits[:3])


def test_phrase_query_in_quotes(lib):
    hits = top(lib, '"Leaf on the Wind"', limit=10)
    assert hits and all("leaf on the wind" in h.passage.text.lower() for h in hits)
    hits = top(lib, '"press your luck" game', limit=10)
    assert hits and all("press your luck" in h.passage.text.lower() for h in hits)
    assert top(lib, '"wind leaf on the"', limit=10) == []


def test_game_filter(lib):
    res = lib.search("game:galaxy-dice tokens", None, 10)
    assert res.game == "galaxy-dice"
    assert res.hits and all(h.passage.book == "galaxy-dice" for h in res.hits)
    res = lib.search("tokens", "blue sun", 10)
    assert res.hits and all(h.passage.book == "blue-sun" for h in res.hits)


def test_highlight_terms_and_snippet(lib):
    hit = top(lib, "Saffron cargo hold", "shiny-dice")[0]
    assert "Saffron" in hit.terms
    assert "<mark>" in hit.snippet


def test_search_is_fast(lib):
    qs = [q["question"] for q in questions()]
    lib.search(qs[0], None, 10)
    started = time.perf_counter()
    for q in qs:
        lib.search(q, None, 10)
    per_query = (time.perf_counter() - started) / len(qs)
    assert per_query < 0.1, f"{per_query * 1000:.1f} ms per query"


def test_player_count_phrasings_find_the_setup_by_player_count(lib):
    for q in ("we are five people, which cards are set aside", "four of us playing: which cards do we take out of the deck",
              "somos cinco, ¿qué cartas se apartan?"):
        top = lib.search(q, "dance-of-the-fireflies", 5).hits
        assert any(h.passage.section == "Set-Up" and "5 player game" in h.passage.text for h in top), q


# ---- understanding the question (issue 13): each failure kind, with questions of our own ----
def test_a_game_named_in_the_question_scopes_it_and_is_no_search_term(lib):
    for q in ("in blue sun, can a challenge go on a bounty job", "en Sol Azul, ¿puedo adjuntar un desafío a un trabajo de piratería?"):
        hits = top(lib, q)
        assert hits and all(h.passage.book == "blue-sun" for h in hits), q
        assert hits[0].passage.section == "Estar a la altura", q
        # the game's name found no title-page line ("BLUE", "SUN", "FIND A CREW ...")
        assert not any(h.passage.text.strip().upper() in ("BLUE", "SUN") for h in hits), q
    res = lib.search("for galaxy dice, what does the wild face match", None, 5)
    assert res.hits[0].passage.section == "Boss Dice" and all(h.passage.book == "galaxy-dice" for h in res.hits)
    res = lib.search("dance of the fireflies: how many cards may I hold", None, 5)
    assert all(h.passage.book == "dance-of-the-fireflies" for h in res.hits)


def test_a_game_name_inside_another_books_words_is_no_filter(lib):
    # "blue sun flower" says "sun flower" (Dance of the Fireflies' words), not the Blue Sun game
    hits = top(lib, "can I plant a blue sun flower in a bed that already has a blue moon flower")
    assert hits[0].passage.book == "dance-of-the-fireflies"


def test_a_name_only_one_game_has_routes_the_question(lib):
    # "Saffron" is Shiny Dice's alone; "points", "lose" and a number are every game's words
    hits = top(lib, "if my first roll shows 4 saffron do the others lose points")
    assert hits[0].passage.book == "shiny-dice" and hits[0].passage.section == "Step 1 – Get a Crew"
    hits = top(lib, "what does a royal do to the ordinary bugs on a flower")
    assert hits[0].passage.book == "dance-of-the-fireflies"


def test_a_shared_word_decides_no_game(lib):
    from referee.search import _concepts, _routed_game
    tables = lib.index.facts(lib.books)
    for q in ("what does blue do", "I rolled a 4", "red and white", "how many points"):
        assert _routed_game(_concepts(q.split(), {}, None), tables) is None, q
    assert _routed_game(_concepts("can reavers enter".split(), {}, None), tables) == "blue-sun"


def test_title_lines_and_credits_rank_only_when_asked_about(lib):
    hits = top(lib, "how many jobs can be active at once in blue sun", limit=10)
    quiet = lib.index.facts(lib.books).quiet
    assert not any((h.passage.book, h.passage.anchor) in quiet for h in hits[:5])
    hits = top(lib, "who designed blue sun")
    assert hits[0].passage.section == "Meridian Credit Exchange"
    assert any("DESIGN" in h.passage.text for h in hits[:3])


def test_the_core_rule_outranks_an_upgrade_the_question_does_not_name(lib):
    hits = top(lib, "I move into a sector that has alert tokens, what do I roll", "blue-sun", limit=10)
    sections = [h.passage.text for h in hits]
    core = next(i for i, t in enumerate(sections) if t.startswith("Si te mueves a un sector que contiene"))
    scanner = next((i for i, t in enumerate(sections) if "Escáner de largo alcance" in t), 99)
    assert core < scanner and core <= 2
    # named, the upgrade comes first
    hits = top(lib, "what does the long range scanner upgrade do", "blue-sun")
    assert "Escáner de largo alcance" in hits[0].passage.text


def test_the_rules_model_is_a_paraphrase_layer(lib):
    from referee.paraphrase import rule_texts
    texts = rule_texts(lib.books["shiny-dice"])
    assert texts and all(isinstance(en, str) for en, _ in texts.values())
    # the model says "Foe faces (Niska, Saffron, Badger)"; the book says "Foe Dice are locked"
    assert any("niska" in en.lower() for en, _ in texts.values())


def test_a_plain_text_rulebook_with_no_model_is_found_by_its_title(own_library):
    path = own_library.settings.rulebooks / "pirate-picnic.txt"
    path.write_text("Pirate Picnic\n\nSetup\nEach pirate starts with three sandwiches and one parrot card.\n\n"
                    "Raids\nOn your turn you may raid another blanket and take one sandwich from it.\n"
                    "A parrot card blocks one raid.\n\nWinning\nThe pirate with the most sandwiches when the "
                    "basket is empty wins the picnic.\n", encoding="utf-8")
    own_library.refresh()
    assert "pirate-picnic" in own_library.books
    res = own_library.search("in pirate picnic, how many sandwiches does each pirate start with", None, 5)
    assert res.hits and all(h.passage.book == "pirate-picnic" for h in res.hits)
    assert res.hits[0].passage.section == "Setup"
    res = own_library.search("pirate picnic: what stops a raid", None, 5)
    assert "parrot card blocks" in res.hits[0].passage.text
    from referee import chat
    from referee.conversation import Conversation
    out, conv = chat.reply(own_library, "pirate picnic: who wins?", Conversation())
    assert out["game"] == "pirate-picnic" and out["citations"]
    assert "most sandwiches" in out["citations"][0]["quote"]


def test_an_uploaded_book_holding_every_word_beats_a_book_matching_through_synonyms(own_library):
    """The browser upload flow, in process: the user's own book wins on its own words."""
    from referee.importer import add_rulebook
    own_library.search("reaver ships", None, 3)  # a warm index, as on a running server
    add_rulebook(own_library, "star-pirates.txt",
                 b"Star Pirates\n\nBoarding\nA pirate may board a ship only when both ships share an orbit.\n")
    for q in ("board ship orbit", "can a pirate board a ship", "boarding"):
        assert own_library.search(q, None, 5).hits[0].passage.book == "star-pirates", q
    res = own_library.search("star pirates", None, 5)  # only its title: that book
    assert res.game == "star-pirates"
    assert res.hits and all(h.passage.book == "star-pirates" for h in res.hits)


def test_a_how_many_question_finds_the_line_that_counts_it(lib):
    """'How many X' is answered where a number counts X, even in a bare components list."""
    assert top(lib, "how many orchid cards does the game have")[0].passage.text.startswith("6 Orchid/Weed Cards")
    hits = top(lib, "how many victory point cards are there")
    assert any(h.passage.text.startswith("32 Victory Point Cards") for h in hits)


def test_one_word_of_a_players_name_for_a_term_is_not_that_term(lib):
    """'big' alone is not 'Big Damn Challenge': the players' names count only when said whole."""
    hits = top(lib, "how big is the whole board", "blue-sun", 5)
    assert any(h.passage.section == "Extensión del mapa del Sol Azul" for h in hits)
    assert not any("Grandes recompensas" in h.passage.section for h in hits)
    assert "desaf" in fold(top(lib, "big damn challenge reward")[0].passage.section)


def test_a_spanish_question_reaches_english_text(lib):
    """The general word table read back: Spanish words find English text (credits, a user's book)."""
    hits = top(lib, "¿quién diseñó el juego?", None, 3)
    assert any("DESIGN" in h.passage.text.upper() for h in hits)


@pytest.mark.parametrize("query, section", [
    ("at the start, what goes on the table for shiny dice", "Set Up"),
    ("before we begin, how many arcade tokens does each player get", "Game Setup"),
])
def test_a_question_about_the_start_finds_the_set_up_section(lib, query, section):
    """'At the start', 'before we begin': the set-up section, whatever the book calls it."""
    assert section in [h.passage.section for h in top(lib, query, None, 3)]


def test_a_question_about_the_box_finds_the_components(lib):
    hits = top(lib, "how many player screens come in the box", None, 10)
    assert hits[0].passage.section == "Game Components" and "5 Player Screens" in hits[0].passage.text
    assert sum(h.passage.section == "Game Components" for h in hits) >= 2


def test_the_first_results_show_different_places(lib):
    """The first five results are five sections (each one's best passage); a section's other
    matching passages follow them, so 'Related' and the list show more places in the books."""
    for q, game in (("can i reroll dice", "shiny-dice"), ("royal firefly", "dance-of-the-fireflies"),
                    ("how do alert tokens work", None)):
        hits = top(lib, q, game, 10)
        first = [(h.passage.book, h.passage.path, h.passage.section) for h in hits[:5]]
        assert len(hits) == 10 and len(set(first)) == 5, (q, first)
        rest = [(h.passage.book, h.passage.path, h.passage.section) for h in hits[5:]]
        assert set(rest) & set(first), q  # the same sections' other passages come next


@pytest.mark.parametrize("query, game, section", [
    ("who wins in galaxy dice", "galaxy-dice", "Game Over"),
    ("what happens at the end of the game in dance", "dance-of-the-fireflies", "Ending the Game"),
])
def test_a_question_about_the_end_finds_the_end_of_game_section(lib, query, game, section):
    hits = top(lib, query, None, 3)
    assert hits[0].passage.book == game and hits[0].passage.section == section


def test_who_or_what_is_x_finds_the_sentence_saying_what_x_is(lib):
    from referee.search import _definition_pattern
    assert _definition_pattern("who is Lord Harrow, exactly?").search("Lord Harrow es un magnate")
    assert _definition_pattern("¿qué son los paraísos?").search("Los paraísos son planetas")
    assert _definition_pattern("can I move twice?") is None
    hits = top(lib, "who is Lord Harrow", None, 3)
    assert any(h.passage.text.startswith("Lord Harrow es un magnate") for h in hits)


def test_a_real_word_is_no_typo_of_a_book_word(lib):
    """'hard' is everyday English, not a slip for the books' 'hand': no hand-size rules for a
    question about a hard mode; a real slip ('frist') is still corrected."""
    got = lib.search("is there a hard mode? want more difficulty")
    assert got.suggestion is None and not any("hand" in x.casefold() for x in got.expanded)
    assert lib.search("who goes frist?").suggestion == "who goes first?"


def test_a_short_name_for_a_compound_finds_it(lib):
    """Players say 'the dial' for the Sundial, and 'tiebreaker' for the tie rule."""
    hits = top(lib, "when the dial turns do the cards around it move too", "dance-of-the-fireflies", 5)
    assert any("Sundial" in h.passage.text for h in hits[:3])
    hits = top(lib, "galaxy dice tiebreaker?")
    assert hits and "tie" in fold(hits[0].passage.text)


def test_a_cue_read_through_a_typo_names_its_section(lib):
    """'who goes frist' is a question about the start, once the typo is read through."""
    hits = top(lib, "who goes frist?")
    assert hits and fold(hits[0].passage.section).replace("-", " ") in ("set up", "game setup")


def test_a_question_about_the_goal_finds_the_object_section(lib):
    hits = top(lib, "ok so what are we actually trying to do here", "shiny-dice", 3)
    assert hits and hits[0].passage.section == "Object"


def test_a_glossary_expansion_counts_in_its_own_book_only(lib):
    """A book's players' names for its terms ('the dial' is Dance's Sundial) add that book's
    passages to the results, never another book's (Whoosh's Require got this backwards)."""
    from whoosh import query as Q

    from referee.search import _in_game
    ix = lib.index._open()
    with ix.searcher() as s:
        inner = Q.Or([Q.Term("body_en", "sundial"), Q.Term("head_en", "sundial"), Q.Term("body_en", "roll")])
        alone = {r.docnum: r.score for r in s.search(inner, limit=None)}
        scoped = {r.docnum: r.score for r in s.search(_in_game(inner, "dance-of-the-fireflies"), limit=None)}
        games = {s.stored_fields(d)["game"] for d in scoped}
        assert games == {"dance-of-the-fireflies"}
        assert scoped and all(alone[d] == sc for d, sc in scoped.items())
        assert {d for d in alone if s.stored_fields(d)["game"] == "dance-of-the-fireflies"} == set(scoped)


def test_a_negated_question_prefers_the_sentence_that_negates(lib):
    """'I didn't finish my mission' leans to where the book says 'is not completed', before
    the rule about a Mission that is completed."""
    hits = top(lib, "i didnt finish my mission card this turn, do i keep it?", "shiny-dice", 10)
    texts = [h.passage.text for h in hits]
    negated = next(i for i, t in enumerate(texts) if "is not completed" in t)
    affirmed = next(i for i, t in enumerate(texts) if "Gorram is completed" in t)
    assert negated < affirmed

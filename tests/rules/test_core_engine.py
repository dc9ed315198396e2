"""The generic engine on a tiny toy game: chains (``then``), unknowns (``?``),
``valid``, the deciding rule first, ``bears``, work budgets and the notation
reference.  The toy is not registered, so it never shows up among the real games.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from referee.rules import core
from referee.rules.core import (ActionDoc, Bag, Game, KeyDoc, Outcome, Position, RuleList,
                                Unknown, UNKNOWN)
from referee.rules.dsl import Token, Vocabulary, counted_names, parse_int, read, words
from referee.rules.errors import PositionSyntaxError, TooLargeToDecide

FACES = tuple(str(n) for n in range(1, 7))
RULES = RuleList("toy")
RULES.add("TOY-SPEND", "You may spend coins you have.", "Coins", "You may spend coins.")


@RULES.check("TOY-COINS-MAX", "At a red light you hold at most 3 coins.", "Coins",
             "At most 3 coins at a red light.", on={"position"})
def _(p, _a):
    return p.light == "red" and p.coins not in (None, UNKNOWN) and p.coins > 3 and f"{p.coins} coins"


@RULES.check("TOY-SPEND-LIMIT", "You cannot spend more coins than you have.", "Coins",
             "Never spend more than you have.", on={"spend"})
def _(p, a):
    return a.n > p.coins and f"{a.n} > {p.coins}"


@RULES.check("TOY-LIGHT", "You may move only at a green light.", "Moving",
             "Move only at green.", on={"move"})
def _(p, _a):
    return p.light != "green"


@RULES.check("TOY-NEVER", "A rule on spending that never bears on it.", "Coins",
             "Spending is quiet.", on={"spend"})
def _(p, _a):
    return False


@dataclass(frozen=True)
class ToyPosition(Position):
    coins: object = 0  # int, or UNKNOWN
    light: str = "green"  # "green" | "red" | UNKNOWN
    dice: tuple = ()  # faces "1".."6" or UNKNOWN, in order
    moved: int = 0


@dataclass(frozen=True)
class Act:
    verb: str
    n: int = 0

    @property
    def tags(self):
        return frozenset({self.verb})


class Toy(Game):
    id = "toy"
    title = "Toy"
    rules = RULES
    notation_keys = [KeyDoc("coins", "a number from 0 to 5, or ?", "coins: 3")]
    notation_actions = [ActionDoc("spend N", "ask: spend 2", "Spend N coins."),
                        ActionDoc("move", "ask: move", "Move one space.")]
    fills = 0  # counts fill() calls, to see what was enumerated

    def parse(self, text):
        p, asks, toks = ToyPosition(), [], []
        for e in read(text):
            v = e.value
            if e.key == "coins":
                p = replace(p, coins=UNKNOWN if v.text == UNKNOWN else parse_int(v, maximum=5))
            elif e.key == "light":
                p = replace(p, light=v.text)
            elif e.key == "dice":
                p = replace(p, dice=tuple(w.text for w in words(v)))
            elif e.key == "moved":
                p = replace(p, moved=parse_int(v))
            elif e.key == "ask":
                asks.append(v.text)
                toks.append(v)
        return replace(p, asks=tuple(asks), ask_tokens=tuple(toks))

    def render(self, p, *, asks=True):
        out = [f"coins: {p.coins}", f"light: {p.light}", f"moved: {p.moved}"]
        if p.dice:
            out.append("dice: " + " ".join(p.dice))
        return "\n".join(out + ([f"ask: {a}" for a in p.asks] if asks else [])) + "\n"

    def parse_action(self, tok):
        ws = tok.text.split()
        if ws == ["move"]:
            return Act("move")
        if len(ws) == 2 and ws[0] == "spend":
            return Act("spend", parse_int(tok.sub(len("spend ")), minimum=1))
        raise tok.error(f'unknown action "{tok.text}"', expected="spend N or move")

    def render_action(self, a):
        return "move" if a.verb == "move" else f"spend {a.n}"

    def candidates(self, p):
        yield Act("move")
        for n in range(1, 6):
            yield Act("spend", n)

    def apply(self, p, a):
        if a.verb == "move":
            return Outcome(["You move."], replace(p, moved=p.moved + 1), ["TOY-LIGHT"])
        return Outcome([f"You spend {a.n}."], replace(p, coins=p.coins - a.n), ["TOY-SPEND"])

    def score(self, p):
        if UNKNOWN in p.dice:
            raise AssertionError("score() must only see filled dice")
        return float(sum(int(d) for d in p.dice)), ["The dice add up."], []

    def bears(self, rule, position, action):
        return rule.id != "TOY-NEVER"

    def unknowns(self, p):
        out = []
        if p.coins == UNKNOWN:
            out.append(Unknown("the number of coins", tuple(str(n) for n in range(6)), "coins"))
        if p.light == UNKNOWN:
            out.append(Unknown("the colour of the light", ("green", "red"), "light"))
        out += [Unknown(f"the face of die {i + 1}", FACES, ("die", i)) for i, d in enumerate(p.dice)
                if d == UNKNOWN]
        return out

    def fill(self, p, slot, value):
        Toy.fills += 1
        if slot == "coins":
            return replace(p, coins=int(value))
        if slot == "light":
            return replace(p, light=value)
        i = slot[1]
        return replace(p, dice=p.dice[:i] + (value,) + p.dice[i + 1:])

    def relevant_unknowns(self, p, a):
        if a is None:  # the position rules read the coins and the light
            return [u for u in self.unknowns(p) if u.slot in ("coins", "light")]
        wanted = {"spend": "coins", "move": "light"}[a.verb]
        return [u for u in self.unknowns(p) if u.slot == wanted]


G = Toy()


def run(text):
    return G.check(G.parse(text))


def last(text):
    return run(text).answers[-1]


# ---- chains -------------------------------------------------------------------------


def test_chain_judges_each_step_on_the_position_the_previous_left():
    ans = last("coins: 2\nask: spend 1 then spend 1 then move")
    assert ans.verdict == "legal"
    assert ans.ask == "spend 1 then spend 1 then move"
    assert ans.effects == ["You spend 1.", "You spend 1.", "You move."]
    assert "coins: 0" in ans.after and "moved: 1" in ans.after
    d = ans.to_dict()
    assert [s["ask"] for s in d["steps"]] == ["spend 1", "spend 1", "move"]
    assert [s["verdict"] for s in d["steps"]] == ["legal"] * 3
    assert "coins: 1" in d["steps"][0]["after"]
    assert d["reasons"][0]["rule"] == "TOY-LIGHT"  # the last step's deciding rule first


def test_chain_equals_its_steps_one_by_one():
    p = G.parse("coins: 3\nlight: green")
    chained = G.ask(p, Token("spend 2 then move then spend 1", 1, 6))
    cur = p
    effects = []
    for step in ("spend 2", "move", "spend 1"):
        a = G.verdict(cur, G.parse_action(Token(step, 1, 1)))
        effects += a.effects
        cur = G.parse(a.after)
    assert chained.effects == effects
    assert chained.after == G.render(cur, asks=False)


def test_an_illegal_step_stops_the_chain_and_is_named():
    ans = last("coins: 2\nask: spend 2 then spend 1 then move")
    assert ans.verdict == "illegal"
    assert [r.rule.id for r in ans.reasons] == ["TOY-SPEND-LIMIT"]
    assert ans.reasons[0].detail.startswith("step 2 of 3, `spend 1`")
    assert ans.effects == ["You spend 2."]  # the effects of the steps taken are kept
    assert ans.after is None
    assert [s["verdict"] for s in ans.to_dict()["steps"]] == ["legal", "illegal"]
    assert [s["verdict"] for s in ans.steps] == ["legal", "illegal"]  # Answer.steps items read as dicts too
    assert dict(ans.steps[1])["reasons"][0]["rule"] == "TOY-SPEND-LIMIT"


def test_a_single_ask_has_no_steps_field():
    assert "steps" not in last("coins: 2\nask: spend 1").to_dict()


def test_then_is_a_whole_word_case_insensitive_and_keeps_columns():
    with pytest.raises(PositionSyntaxError) as e:
        run("coins: 2\nask: spend 1 THEN jump")
    assert (e.value.line, e.value.column) == (2, 19)  # "jump"
    with pytest.raises(PositionSyntaxError) as e:
        run("coins: 2\nask: spend 1 then then move")
    assert e.value.line == 2


def test_a_question_is_only_the_last_step():
    assert last("dice: 2 3\nask: move then score").value == 5.0
    with pytest.raises(PositionSyntaxError) as e:
        run("ask: options then move")
    assert (e.value.line, e.value.column) == (1, 6)


def test_a_step_after_an_unknown_outcome_is_a_pointed_error():
    class NoAfter(Toy):
        def verdict(self, position, action, ask=None):
            ans = super().verdict(position, action, ask)
            ans.after = None
            return ans
    g = NoAfter()
    with pytest.raises(PositionSyntaxError) as e:
        g.check(g.parse("coins: 2\nask: spend 1 then move"))
    assert e.value.column == 19 and "not known" in e.value.message


def test_step_and_ask_limits():
    with pytest.raises(TooLargeToDecide) as e:
        run("coins: 5\nask: " + " then ".join(["move"] * (core.MAX_STEPS + 1)))
    assert e.value.code == "too-large-to-decide" and str(core.MAX_STEPS) in e.value.message
    assert e.value.line == 2
    run("coins: 5\nask: " + " then ".join(["move"] * core.MAX_STEPS))
    many = "coins: 1\n" + "ask: move\n" * (core.MAX_ASKS + 1)
    with pytest.raises(TooLargeToDecide) as e:
        run(many)
    assert e.value.line == core.MAX_ASKS + 2 and e.value.to_dict()["limit"] == core.MAX_ASKS


# ---- the deciding rule first, only rules that bear ------------------------------------


def test_legal_reasons_put_outcome_cites_first_and_leave_out_rules_that_do_not_bear():
    ans = last("coins: 2\nask: spend 1")
    assert [r.rule.id for r in ans.reasons] == ["TOY-SPEND", "TOY-SPEND-LIMIT"]  # no TOY-NEVER

    class Bears(Toy):
        def bears(self, rule, position, action):
            return True
    g = Bears()
    got = g.check(g.parse("coins: 2\nask: spend 1")).answers[0]
    assert [r.rule.id for r in got.reasons] == ["TOY-SPEND", "TOY-SPEND-LIMIT", "TOY-NEVER"]


# ---- valid ----------------------------------------------------------------------------


def test_valid_answers_from_the_problems():
    bad = last("coins: 5\nlight: red\nask: valid")
    assert bad.verdict == "illegal" and [r.rule.id for r in bad.reasons] == ["TOY-COINS-MAX"]
    good = last("coins: 3\nlight: red\nask: valid")
    assert good.verdict == "legal" and [r.rule.id for r in good.reasons] == ["TOY-COINS-MAX"]
    maybe = last("coins: ?\nlight: red\nask: valid")
    assert maybe.verdict == "depends"
    assert maybe.depends_on == [{"fact": "the number of coins", "legal_if": "0, 1, 2 or 3",
                                 "illegal_if": "4 or 5"}]


# ---- unknowns -------------------------------------------------------------------------


def test_unknown_that_changes_the_verdict_depends():
    result = run("coins: ?\nask: spend 3")
    ans = result.answers[0]
    assert ans.verdict == "depends" and result.verdict == "depends"
    assert ans.depends_on == [{"fact": "the number of coins", "legal_if": "3, 4 or 5",
                               "illegal_if": "0, 1 or 2"}]
    assert ans.reasons[0].rule.id == "TOY-SPEND-LIMIT"  # what would forbid it comes first
    assert ans.after is None
    assert ans.to_dict()["depends_on"] == ans.depends_on


def test_impossible_completions_are_skipped():
    ans = last("coins: ?\nlight: red\nask: spend 3")  # 4 and 5 coins cannot be at a red light
    assert ans.verdict == "depends"
    assert ans.depends_on[0]["legal_if"] == "3"


def test_agreeing_completions_give_that_verdict():
    ans = last("coins: ?\nlight: green\nask: move")
    assert ans.verdict == "legal" and ans.effects == ["You move."]
    assert ans.after is not None and "coins: ?" in ans.after  # move reads only the light
    assert last("coins: ?\nlight: red\nask: move").verdict == "illegal"


def test_only_relevant_unknowns_are_enumerated():
    Toy.fills = 0
    ans = last("coins: ?\nlight: ?\nask: move")
    # the ask fills the light only (2); checking the position stops at its first valid
    # completion; enumerating every completion would take 6 * 2 + 6 fills at least
    assert Toy.fills <= 6, Toy.fills
    assert ans.verdict == "depends"
    assert ans.depends_on == [{"fact": "the colour of the light", "legal_if": "green",
                               "illegal_if": "red"}]


def test_after_is_kept_only_when_every_completion_agrees():
    ans = last("coins: ?\nask: move")  # move reads the light only: one after
    assert ans.after is not None
    many = last("coins: ?\nlight: green\nask: spend 1")
    assert many.verdict == "depends" and many.after is None  # 0 coins forbids it
    one = last("dice: ? 2\nask: score")
    assert one.verdict == "legal" and one.value is None  # the value differs: not invented
    assert "depends on the face of die 1" in one.effects[0]


def test_chain_over_unknowns_runs_each_completion_whole():
    ans = last("coins: ?\nlight: green\nask: spend 2 then spend 2")
    assert ans.verdict == "depends"
    assert ans.depends_on[0]["legal_if"] == "4 or 5"
    assert [s["verdict"] for s in ans.to_dict()["steps"]] == ["depends", "depends"]


def test_problems_with_unknowns_are_those_every_completion_has():
    assert not run("coins: ?\nlight: red").problems
    assert [p.rule.id for p in run("coins: 5\nlight: ?").problems] == []
    assert [p.rule.id for p in G.problems(G.parse("coins: 5\nlight: red"))] == ["TOY-COINS-MAX"]


def test_options_over_unknowns_lists_what_is_legal_in_every_case():
    ans = last("coins: ?\nlight: green\nask: options")
    assert ans.options == ["move"]
    assert "spend 1" in ans.effects[-1]


def test_too_many_completions_is_too_large_to_decide():
    with pytest.raises(TooLargeToDecide) as e:
        run("dice: ? ? ? ? ? ?\nask: score")  # 6**6 orderings
    assert str(core.MAX_COMPLETIONS) in str(e.value)
    assert last("dice: ? ? ? 1\nask: score").value is None  # 216 completions: fine


def test_work_budget_stops_endless_candidates():
    class Endless(Toy):
        def candidates(self, p):
            n = 0
            while True:
                n += 1
                yield Act("spend", n)
    g = Endless()
    with pytest.raises(TooLargeToDecide) as e:
        g.check(g.parse("coins: 5\nask: options"))
    assert e.value.to_dict()["code"] == "too-large-to-decide"
    assert str(core.MAX_WORK) in e.value.message


# ---- notation reference, counts and Bag ------------------------------------------------


def test_describe_documents_the_notation_and_the_core_questions():
    notation = G.describe()["notation"]
    assert notation["keys"] == [{"key": "coins", "takes": "a number from 0 to 5, or ?",
                                 "example": "coins: 3"}]
    assert [a["syntax"] for a in notation["actions"]] == ["spend N", "move"]
    syntaxes = [q["syntax"] for q in notation["questions"]]
    for q in ("options", "score", "valid", "A then B", "?"):
        assert q in syntaxes
    assert all(q["example"] and q["meaning"] for q in notation["questions"])


VOCAB = Vocabulary({"die": {"niska": [], "mal": []}})


def test_counts_have_an_upper_bound_at_their_column():
    tok = Token("niska x100, mal", 3, 8, "foes: niska x100, mal")
    with pytest.raises(PositionSyntaxError) as e:
        counted_names(words(tok), VOCAB, ["die"], "die")
    assert (e.value.line, e.value.column) == (3, 14) and "99" in e.value.message
    got, _ = counted_names(words(Token("niska x7", 1, 1)), VOCAB, ["die"], "die", max_count=7)
    assert got[0][1] == 7
    with pytest.raises(PositionSyntaxError):
        counted_names(words(Token("8x niska", 1, 1)), VOCAB, ["die"], "die", max_count=7)
    with pytest.raises(PositionSyntaxError) as e:  # a 4,400-digit count is an error, not a crash
        counted_names(words(Token("niska x" + "9" * 4400, 1, 1)), VOCAB, ["die"], "die")
    assert len(e.value.message) < 200


def test_parse_int_maximum():
    assert parse_int(Token("5", 1, 1), maximum=5) == 5
    with pytest.raises(PositionSyntaxError) as e:
        parse_int(Token("6", 1, 4), maximum=5)
    assert e.value.column == 4 and "5" in e.value.message
    with pytest.raises(PositionSyntaxError):
        parse_int(Token("9" * 50, 1, 1), maximum=5)


def test_bag_never_expands_counts():
    b = Bag({"niska": 10 ** 12})
    it = iter(b)
    assert next(it) == "niska" and len(b) == 10 ** 12


# ---- the shared properties hold on the toy, and bite on a broken toy ----------------------
import properties as props  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def every_ask(p):
    return ["move"] + [f"spend {n}" for n in range(1, 6)]


@st.composite
def toy_positions(draw, unknown=True):
    maybe = (lambda s: st.just(UNKNOWN) | s) if unknown else (lambda s: s)
    return ToyPosition(coins=draw(maybe(st.integers(0, 5))), light=draw(maybe(st.sampled_from(["green", "red"]))),
                       dice=tuple(draw(st.lists(maybe(st.sampled_from(FACES)), max_size=3))),
                       moved=draw(st.integers(0, 2)))


@settings(max_examples=60, deadline=None)
@given(toy_positions(unknown=False))
def test_toy_options_iff_legal(p):
    props.options_iff_legal(G, p, every_ask)


def test_dropping_one_action_kind_from_candidates_fails_options_iff_legal():
    class NoSpend(Toy):
        def candidates(self, p):
            return [a for a in super().candidates(p) if a.verb != "spend"]
    g = NoSpend()
    with pytest.raises(AssertionError, match="spend 1"):
        props.options_iff_legal(g, g.parse("coins: 3"), every_ask)


@settings(max_examples=60, deadline=None)
@given(toy_positions(unknown=False), st.lists(st.sampled_from(every_ask(None) + ["spend 9"]), min_size=1, max_size=4),
       st.sampled_from([[], ["score"], ["valid"], ["options"]]))
def test_toy_chain_equals_steps(p, steps, question):
    props.chain_equals_steps(G, p, steps + question)


@settings(max_examples=80, deadline=None)
@given(toy_positions())
def test_toy_unknown_verdict_equals_completions(p):
    props.unknown_verdict_equals_completions(G, p, every_ask(p) + ["valid", "score", "options",
                                                                    "spend 1 then move"])


def test_unknown_property_bites_when_relevance_is_wrong():
    class Blind(Toy):  # claims spending reads nothing: the coins stay unknown, so it is "legal"?
        def relevant_unknowns(self, p, a):
            return [] if a is not None and a.verb == "spend" else super().relevant_unknowns(p, a)

        def forbidding(self, position, action):
            if position.coins == UNKNOWN:
                return []
            return super().forbidding(position, action)

        def apply(self, p, a):
            if p.coins == UNKNOWN:
                return Outcome([], p, ["TOY-SPEND"])
            return super().apply(p, a)
    g = Blind()
    with pytest.raises(AssertionError):
        props.unknown_verdict_equals_completions(g, g.parse("coins: ?"), ["spend 3"])


def test_slow_rules_are_stopped_by_the_cpu_time_budget():
    import time as _time

    class Slow(Toy):
        def forbidding(self, position, action):
            end = _time.thread_time() + 0.002  # a rule that burns CPU
            while _time.thread_time() < end:
                pass
            return super().forbidding(position, action)
    g = Slow()
    start = _time.perf_counter()
    with pytest.raises(TooLargeToDecide) as e:
        with core.work_budget(seconds=0.2):
            g.check(g.parse("coins: 5\n" + "ask: options\n" * 40))
    assert "seconds" in e.value.message
    assert _time.perf_counter() - start < 2


def test_a_garbage_collection_pause_is_not_the_checks_work():
    """The CPU-time budget counts the check's own work: a full collection of a large heap
    (a long-lived worker, a long fuzz run) during a check is not charged to it. Found by the
    10,000-example run, where one such pause made a small Blue Sun check 'too large'."""
    import gc
    import time as _time

    heap = [[i, str(i), {i: i}] for i in range(1_500_000)]
    start = _time.thread_time()
    with core.work_budget(seconds=0.05):
        gc.collect()  # a pause far longer than the budget
        for _ in range(2048):
            core.spend()  # the budget checks the time every 256 units
    assert _time.thread_time() - start > 0.05, "the collection should have taken longer than the budget"
    del heap
    with pytest.raises(TooLargeToDecide):  # real work still counts
        with core.work_budget(seconds=0.05):
            end = _time.thread_time() + 0.1
            while _time.thread_time() < end:
                core.spend()

"""JSON API (shared/API.md): the twin of every page."""
from __future__ import annotations

from flask import Blueprint, current_app, jsonify, request

from .. import answers
from ..rules import PositionError
from ..search import QueryError

bp = Blueprint("api", __name__, url_prefix="/api")


def library():
    return current_app.extensions["referee.library"]


def fail(code: str, message: str, status: int = 400, **extra):
    return jsonify(answers.error(code, message, **extra)), status


def parse_limit(raw: str | None, default: int = 10) -> int:
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise QueryError("bad-limit", f"limit must be a whole number, not {raw[:20]!r}.") from None


@bp.get("/games")
def games():
    return jsonify({**answers.games(library()), "meaning": library().meaning_state()})


@bp.get("/games/<name>")
def game(name: str):
    found = answers.game(library(), name)
    if found is None:
        return fail("unknown-game", f"There is no game called {name[:80]!r}.", 404)
    return jsonify(found)


@bp.get("/search")
def search():
    try:
        limit = parse_limit(request.args.get("limit"))
        data = answers.search(library(), request.args.get("q", ""), request.args.get("game") or None, limit)
    except QueryError as exc:
        return fail(exc.code, str(exc))
    return jsonify(data)


CHECK_EXAMPLE = '{"position": "game: shiny-dice\\n..."}'


def json_body(example: str) -> tuple[dict | None, str | None]:
    """The request's JSON object, or why there is none (a message naming what to fix)."""
    if not request.is_json:
        return None, f"Send a JSON object such as {example} with Content-Type: application/json."
    try:
        data = current_app.json.loads(request.get_data(cache=True))
    except UnicodeDecodeError as exc:
        return None, f"The body is not valid UTF-8 (byte {exc.start})."
    except ValueError as exc:
        return None, f"The body is not valid JSON: {str(exc)[:200]}."
    if not isinstance(data, dict):
        return None, f"The body must be a JSON object such as {example}, not {_json_kind(data)}."
    return data, None


def _json_kind(value) -> str:
    return {list: "an array", str: "a string", bool: "true or false", type(None): "null",
            int: "a number", float: "a number"}.get(type(value), "something else")


@bp.post("/check")
def check():
    data, problem = json_body(CHECK_EXAMPLE)
    if data is None:
        return fail("bad-request", problem)
    text, game = data.get("position"), data.get("game")
    if text is not None and not isinstance(text, str):
        return fail("bad-request", f'The "position" field must be text, not {_json_kind(text)}.')
    if not isinstance(text, str) or not text.strip():
        return fail("missing-position", 'The "position" field must hold the position text.')
    if game is not None and not isinstance(game, str):
        return fail("bad-request", f'The "game" field must be a game id (text), not {_json_kind(game)}.')
    given = ([data["house"]] if "house" in data else []) + request.args.getlist("house")  # "none": the book only
    if any(h != "none" for h in given):
        return fail("bad-request", 'The "house" field (or parameter) must be "none" (the book\'s rules only) or '
                                   'left out (the house rules in force).')
    house = "none" if given else None
    try:
        return jsonify(answers.check(library(), text, game, house=house))
    except answers.PositionTooLong as exc:
        return jsonify(answers.position_error(exc)), 413
    except PositionError as exc:
        return jsonify(answers.position_error(exc, library(), text, game)), 422

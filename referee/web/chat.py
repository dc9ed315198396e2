"""The chat: `/chat` (works without JavaScript) and its JSON twin `POST /api/ask`.

The views only wrap `referee.chat`; the conversation travels in a signed
token (`referee.conversation`), so any worker can answer the next message.
"""
from __future__ import annotations

import hashlib
import html as htmllib
import re
from html.parser import HTMLParser

from flask import Blueprint, current_app, jsonify, render_template, request
from itsdangerous import BadData, URLSafeSerializer

from .. import chat as assistant
from .. import house as house_rules
from .. import limits
from ..conversation import Codec, load_key
from ..viewer import safe_html
from .i18n import gettext, translated

bp = Blueprint("chat", __name__)

LOG_SALT = "referee.chat.log"
LOG_ENTRIES = 6  # exchanges the no-JavaScript page keeps on screen
LOG_ANSWER_CHARS = 6000


def library():
    return current_app.extensions["referee.library"]


def codec() -> Codec:
    """The token codec, keyed by a secret kept beside the index (stable across
    restarts and workers), else by the configured key."""
    ext = current_app.extensions
    if "referee.chat.codec" not in ext:
        key = current_app.config.get("CHAT_SECRET_KEY")
        if not key:
            key = load_key(library().settings.index)
        if not key:
            key = hashlib.sha256(str(current_app.config["SECRET_KEY"]).encode()).hexdigest()
        ext["referee.chat.codec"] = Codec(key)
        ext["referee.chat.log"] = URLSafeSerializer(key, salt=LOG_SALT)
    return ext["referee.chat.codec"]


def log_serializer() -> URLSafeSerializer:
    codec()
    return current_app.extensions["referee.chat.log"]


def fail(code: str, message: str, status: int = 400):
    return jsonify({"error": {"code": code, "message": message}}), status


def answer(message, token, game) -> tuple[dict, str]:
    """Run the assistant; returns the /api/ask object and the new token."""
    conv = codec().loads(token)
    data, conv = assistant.reply(library(), message, conv, game)
    tok = codec().dumps(conv)
    return {"conversation": tok, **data}, tok


def rendered(data: dict) -> str:
    """The answer as safe HTML (the sanitizer the rulebook viewer uses), arranged to read
    top to bottom: the lead and the deciding quote, the position read, the assumptions,
    then the related passages folded (see `arrange`)."""
    return arrange(safe_html(data.get("answer", ""), local_links_only=True))


def _section_titles() -> tuple[set[str], set[str]]:
    """The headings the composer writes before each part of an answer, in every language:
    (parts to fold away, parts that stay open). Taken from the composer's own phrase tables,
    so a new language or wording needs no change here."""
    from ..chat import phrases, ruling
    fold, keep = set(), set()
    for words in ruling.WORDS.values():
        fold |= {words["also"], words["related"]}
        keep |= {words["read_as"], words["assumed"], words["understood"], words["need"]}
    for words in phrases.TEXT.values():
        fold.add(words["related"])
        keep.add(words["read_as"])
    norm = lambda x: " ".join(x.split()).rstrip(":").strip().casefold()  # noqa: E731
    return {norm(x) for x in fold}, {norm(x) for x in keep}


class _TopLevel(HTMLParser):
    """Splits sanitized HTML into its top-level elements (offsets into the source)."""

    VOID = {"br", "hr", "img"}

    def __init__(self, source: str):
        super().__init__(convert_charrefs=True)
        self.depth, self.starts, self.blocks = 0, [], []
        self._lines = [0]
        for line in source.splitlines(keepends=True):
            self._lines.append(self._lines[-1] + len(line))
        self.source = source

    def _offset(self) -> int:
        line, col = self.getpos()
        return self._lines[line - 1] + col

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        if self.depth == 0:
            self.starts.append(self._offset())
        self.depth += 1

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        self.depth -= 1
        if self.depth == 0 and self.starts:
            end = self.source.find(">", self._offset()) + 1
            self.blocks.append(self.source[self.starts.pop():end])


_TAGS = re.compile(r"<[^>]+>")


def _title_of(block: str) -> str:
    """The plain text of a one-line heading paragraph ('<p><strong>Related</strong></p>')."""
    if not block.startswith("<p>"):
        return ""
    text = htmllib.unescape(_TAGS.sub("", block))
    return " ".join(text.split()).rstrip(":").strip().casefold() if len(text) < 80 else ""


def arrange(answer_html: str) -> str:
    """A ruling reads top to bottom: verdict, deciding rule and its quote, "I read this as"
    with "Open in Check", the assumptions; the parts the composer titles as related passages
    ("Also bearing on it", "Related passages") move to the end, each folded in a <details>."""
    parser = _TopLevel(answer_html)
    try:
        parser.feed(answer_html)
        parser.close()
    except Exception:  # noqa: BLE001 - an answer that does not split is shown as it is
        return answer_html
    blocks = parser.blocks
    if "".join(blocks).replace("\n", "") != answer_html.replace("\n", ""):
        return answer_html  # text outside elements: leave the answer untouched
    folded_titles, kept_titles = _section_titles()
    main: list[str] = []
    folded: list[tuple[str, list[str]]] = []
    current: list[str] | None = None
    for block in blocks:
        title = _title_of(block)
        if title in folded_titles:
            current = []
            folded.append((htmllib.unescape(_TAGS.sub("", block)).strip().rstrip(":"), current))
            continue
        if title in kept_titles:
            current = None
        (main if current is None else current).append(block)
    if not folded:
        return answer_html
    out = list(main)
    for title, part in folded:
        if part:
            out.append(f'<details class="related"><summary>{htmllib.escape(title)}</summary>\n'
                       + "\n".join(part) + "\n</details>")
    return "\n".join(out)


@bp.post("/api/ask")
def ask():
    if not request.is_json:
        return fail("bad-request", 'Send a JSON object such as {"message": "can River reroll foes?", '
                    '"conversation": null} with Content-Type: application/json.')
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        return fail("bad-request", 'The body must be a JSON object with a "message" field.')
    message, token, game = body.get("message"), body.get("conversation"), body.get("game")
    if message is None or (isinstance(message, str) and not message.strip()):
        return fail("missing-message", 'The "message" field must hold a question or a position.')
    if not isinstance(message, str):
        return fail("bad-request", 'The "message" field must be text.')
    if token is not None and not isinstance(token, str):
        return fail("bad-request", 'The "conversation" field must be the token from the last answer, or null.')
    if game is not None and not isinstance(game, str):
        return fail("bad-request", 'The "game" field must be a game id.')
    if len(message) > assistant.MAX_MESSAGE_CHARS:
        return fail("message-too-long", f"The message is {len(message)} characters long; "
                    f"the limit is {assistant.MAX_MESSAGE_CHARS}.", 413)
    given = ([body["house"]] if "house" in body else []) + request.args.getlist("house")  # "none": the book only
    if any(h != "none" for h in given):
        return fail("bad-request", 'The "house" field (or parameter) must be "none" (the book\'s rules only) '
                                   'or left out.')
    house = "none" if given else None
    try:
        with house_rules.book_only(house == "none"):
            data, _ = answer(message, token, game or None)
    except assistant.MessageError as exc:
        return fail(exc.code, str(exc), 404 if exc.code == "unknown-game" else 400)
    limits.checkpoint()  # rendering the answer is work of the request too
    data["html"] = rendered(data)
    return jsonify(data)


def _load_log(raw: str | None) -> list[dict]:
    if not raw or len(raw) > 200_000:
        return []
    try:
        items = log_serializer().loads(raw)
    except (BadData, ValueError, TypeError):
        return []
    out = []
    for it in items if isinstance(items, list) else []:
        if isinstance(it, dict) and isinstance(it.get("m"), str) and isinstance(it.get("a"), str):
            out.append({"m": it["m"][:2000], "a": it["a"][:LOG_ANSWER_CHARS],
                        "k": it.get("k") if isinstance(it.get("k"), str) else "search",
                        "c": it.get("c") if isinstance(it.get("c"), list) else []})
    return out[-LOG_ENTRIES:]


def _entry(item: dict) -> dict:
    """A log item ready for the template."""
    cands = [c for c in item.get("c", []) if isinstance(c, dict) and "id" in c and "title" in c]
    return {"message": item["m"], "kind": item["k"], "html": arrange(safe_html(item["a"], local_links_only=True)), "candidates": cands}


@bp.route("/chat", methods=["GET", "POST"])
def page():
    games = sorted(library().books.values(), key=lambda b: b.title.lower())
    if request.method == "GET":
        return render_template("chat.html", log=[], token="", log_token="", games=games,
                               game=request.args.get("game", ""), message="", error=None)
    form = request.form
    message = form.get("message") or form.get("q", "")  # q: the home page's box asks here too
    token = form.get("conversation") or None
    game = form.get("game") or None
    log = _load_log(form.get("log"))
    error = None
    status = 200
    if not message.strip():
        error, status = gettext("Type a question or a position first."), 400
    elif len(message) > assistant.MAX_MESSAGE_CHARS:
        error, status = gettext("The message is too long (the limit is %(limit)d characters).",
                                limit=assistant.MAX_MESSAGE_CHARS), 413
    else:
        try:
            data, token = answer(message, token, game)
            log.append({"m": message[:2000], "a": data["answer"][:LOG_ANSWER_CHARS], "k": data["kind"],
                        "c": data.get("candidates") or []})
            log = log[-LOG_ENTRIES:]
            message = ""
            if data["kind"] == "clarify":
                game = None
        except assistant.MessageError as exc:
            error, status = translated(str(exc)), 400
    log_token = log_serializer().dumps(log) if log else ""
    return render_template("chat.html", log=[_entry(x) for x in log], token=token or "",
                           log_token=log_token, games=games, game=game or "", message=message,
                           error=error), status

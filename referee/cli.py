"""The `referee` command: index, search, check, add and serve.

Each command calls the same core the web pages call, and most take --json to
print exactly what the HTTP API returns.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import socket
import sys
from pathlib import Path

from . import __version__, answers, house, meaning, vectors
from .library import Library, Settings
from .search import QueryError


def _library(args) -> Library:
    settings = Settings()
    if getattr(args, "rulebooks", None):
        settings.rulebooks = Path(args.rulebooks)
    if getattr(args, "index", None):
        settings.index = Path(args.index)
    if getattr(args, "database", None):
        settings.database = args.database
    return Library(settings)


def _where(lib: Library) -> str:
    """Where the index lives, for messages: the folder, or the database (no password)."""
    if lib.store is not None:
        from .search.postgres_backend import describe
        return describe(lib.settings.database)
    return str(lib.settings.index)


def _print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def cmd_index(args) -> int:
    lib = _library(args)
    try:
        if lib.store is not None:  # the folder (--rulebooks, else the shipped books) into the database
            lib.import_folder()
        bar = vectors.index_progress(lib.index)  # the books indexed and the passage vectors encoded
        try:
            report = lib.refresh(wait=not args.no_wait)
        finally:
            if bar is not None:
                bar.close()
    except RuntimeError as exc:
        print(f"referee index: {exc}", file=sys.stderr)
        return 3
    for err in lib.errors:
        print(f"error: {err}", file=sys.stderr)
    if args.json:
        _print_json(report | {"books": sorted(lib.books), "passages": lib.index.doc_count()})
    else:
        what = ", ".join(report["changed"]) or "nothing changed"
        print(f"Indexed {len(lib.books)} rulebooks ({lib.index.doc_count()} passages) in {_where(lib)}: {what}"
              + (f"; removed {', '.join(report['removed'])}" if report["removed"] else "")
              + (f" ({report['seconds']} s)" if report.get("rebuilt") else ""))
    return 1 if lib.errors else 0


def cmd_search(args) -> int:
    lib = _library(args)
    lib.load()
    try:
        data = answers.search(lib, args.query, args.game, args.limit)
    except QueryError as exc:
        if args.json:
            _print_json(answers.error(exc.code, str(exc)))
        else:
            print(f"referee search: {exc}", file=sys.stderr)
        return 2
    if args.json:
        _print_json(data)
        return 0
    if data["suggestion"]:
        print(f"Did you mean: {data['suggestion']}\n")
    if not data["results"]:
        print("No passage matches.")
    for i, r in enumerate(data["results"], 1):
        print(f"{i}. {r['rulebook']} › {r['section']}  ({r['url']})")
        text = " ".join(r["text"].split())
        print(f"   {text[:300]}{'…' if len(text) > 300 else ''}")
        for rule in r["rules"]:
            print(f"   rule {rule['rule']}: {rule['statement']}")
        print()
    return 0


def cmd_check(args) -> int:
    from .rules import PositionError
    lib = _library(args)
    lib.load()
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"referee check: cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    try:
        result = answers.check(lib, text, args.game, house=args.house)
    except PositionError as exc:
        if args.json:
            _print_json(answers.position_error(exc))
        else:
            print(f"{args.file}: {exc}", file=sys.stderr)
        return 2
    if args.json:
        _print_json(result)
    else:
        print(format_check(result))
    return CHECK_EXIT[result["verdict"]]


CHECK_EXIT = {"legal": 0, "illegal": 1, "depends": 3}  # 2: the position does not parse


def cmd_ask(args) -> int:
    """A dispute or a question in words, answered by the chat core `POST /api/ask` calls,
    under the same request budget, so the terminal gets the web page's answer."""
    from . import chat, limits
    from .conversation import Codec, load_key
    lib = _library(args)
    lib.load()
    message = sys.stdin.read() if args.message == "-" else args.message
    key = load_key(lib.settings.index)
    codec = Codec(key) if key else None
    # a server builds its caches (search tables, the reader's sayings) before its first
    # request (`web.warm`); so does this one process, or the budget would go on building them
    chat.reply(lib, "can I reroll")
    try:
        with limits.request_budget("ask"), house.book_only(args.house == "none"):
            data, conv = chat.reply(lib, message, codec.loads(args.conversation) if codec else None,
                                    args.game or None)
    except chat.MessageError as exc:
        data = answers.error(exc.code, str(exc))
    except limits.TooLargeToDecide as exc:
        data = answers.error(getattr(exc, "code", "too-large"), str(exc))
    if "error" in data:
        if args.json:
            _print_json(data)
        else:
            print(f"referee ask: {data['error']['message']}", file=sys.stderr)
        return 2
    if codec:
        data = {"conversation": codec.dumps(conv), **data}
    if args.json:
        _print_json(data)
    else:
        print(format_answer(data["answer"]))
    return ASK_EXIT.get(data.get("verdict"), 0)


ASK_EXIT = {"illegal": 1, "depends": 3}  # 0: legal, or an answer without a verdict; 2: bad message


_LINK = re.compile(r"\[([^\]\n]*)\]\((/[^)\s]*)\)")


def format_answer(markdown: str) -> str:
    """The chat's Markdown for a terminal: each link is kept as its text (its address is a
    page of the web app, which means nothing here), and a line that is only a link goes."""
    lines = [line for line in markdown.splitlines() if not _LINK.fullmatch(line.strip())]  # "Open in Check"
    return _LINK.sub(lambda m: m.group(1), "\n".join(lines)).strip()


def format_check(result: dict) -> str:
    out = [f"{result['game']}: {result['verdict'].upper()}"]
    h = result.get("house")
    if h:
        if h.get("book_only"):
            out.append("  House rules: none (the book's rules only)")
        elif h.get("in_force"):
            out.append("  House rules in force: " + "; ".join(f"{s['title']} ({s['label']})" for s in h["in_force"]))
    def reasons(rs, indent="    "):
        for r in rs:
            label = f"[{r['house']['label']}] " if r.get("house", {}).get("label") else ""
            out.append(f"{indent}{label}{r['rule']}: {r['statement']}" + (f" ({r['detail']})" if r.get("detail") else ""))
            out.append(f"{indent}  “{r['quote']}” — {r['section']}")
    if result["problems"]:
        out.append("  Problems with the position:")
        reasons(result["problems"])
    for a in result["answers"]:
        out.append(f"\n  ask: {a['ask']} -> {a['verdict'].upper()}")
        if a.get("value") is not None:
            out.append(f"    value: {a['value']}")
        for e in a.get("effects", []):
            out.append(f"    - {e}")
        for n, step in enumerate(a.get("steps") or [], start=1):
            out.append(f"    step {n}: {step['ask']} -> {step['verdict'].upper()}")
        reasons(a["reasons"])
        if a.get("after"):
            out.append("    position after:")
            out.extend("      " + line for line in a["after"].splitlines())
    return "\n".join(out)


def cmd_games(args) -> int:
    lib = _library(args)
    lib.load()
    data = answers.games(lib)
    if args.json:
        _print_json(data)
    else:
        for g in data["games"]:
            print(f"{g['id']:<28} {g['title']} ({g['language']}; {g['sections']} sections; {g['rules']} rules)")
    return 0


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that other devices on the LAN can reach.

    Read from the network interfaces (Linux ioctl), falling back to the host name;
    no packet is sent anywhere.
    """
    found: list[str] = []
    try:
        import fcntl
        import struct
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            for _, name in socket.if_nameindex():
                try:
                    raw = fcntl.ioctl(probe.fileno(), 0x8915, struct.pack("256s", name[:15].encode()))  # SIOCGIFADDR
                except OSError:
                    continue
                found.append(socket.inet_ntoa(raw[20:24]))
        finally:
            probe.close()
    except (ImportError, OSError, AttributeError):
        pass
    try:
        found += [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
    except OSError:
        pass
    return [ip for ip in dict.fromkeys(found) if not ip.startswith("127.")]


MIN_TOKEN_CHARS = 12


def trusted_hosts(listen: str, lan: list[str], public_names: list[str]) -> list[str]:
    """The Host values this server answers to: loopback names, this machine's names and
    addresses, and the names the host gave (--public-name). Any other Host is refused."""
    names = ["localhost", "127.0.0.1", "::1", "[::1]", listen, *lan, *public_names]
    try:
        names += [socket.gethostname(), socket.getfqdn(), socket.gethostname() + ".local"]
    except OSError:
        pass
    return [n for n in dict.fromkeys(n.lower() for n in names if n) if n not in ("0.0.0.0", "::")]


def join_urls(listen: str, port: int, lan: list[str], public: list[str]) -> list[str]:
    """The addresses phones can open, best first; none when the server listens on loopback
    only (then no QR code is offered: no phone could use it)."""
    from .serving import reachable_from_lan
    if not reachable_from_lan(listen):
        return []
    hosts = [*public, *lan] if listen in ("0.0.0.0", "::") else [*public, listen]
    return [f"http://{f'[{h}]' if ':' in h else h}:{port}/" for h in dict.fromkeys(hosts)]


def cmd_serve(args) -> int:
    from . import serving
    from .web import after_fork, create_app, warm
    token = args.token or os.environ.get("REFEREE_TOKEN") or None
    if token is not None and len(token) < MIN_TOKEN_CHARS:
        print(f"referee serve: the host token must be at least {MIN_TOKEN_CHARS} characters long "
              "(set $REFEREE_TOKEN, or leave it out for a random one)", file=sys.stderr)
        return 2
    if args.workers is not None and args.workers < 1:
        print("referee serve: --workers must be 1 or more", file=sys.stderr)
        return 2
    lib = _library(args)
    if lib.store is not None and lib.store.is_empty():  # a new database: the shipped books (or --rulebooks) first
        lib.import_folder(only_if_empty=True)
    if lib.store is None and meaning.enabled():
        lib.index.defer_vectors = True  # the index now, the passage vectors in the background (referee.vectors)
    print(f"Referee {__version__}: reading and indexing the rulebooks in {lib.settings.rulebooks}", flush=True)
    bar = vectors.index_progress(lib.index)
    try:
        report = lib.refresh(wait=True)
    finally:
        if bar is not None:
            bar.close()
    for err in lib.errors:
        print(f"warning: {err}", file=sys.stderr)
    import secrets
    token = token or secrets.token_urlsafe(12)
    lan = lan_addresses() if args.host in ("0.0.0.0", "::") else []
    public = [n.strip().lower() for n in args.public_name or [] if n.strip()]
    join = join_urls(args.host, args.port, lan, public)
    proxies = [p.strip() for p in args.trust_proxy or [] if p.strip()]
    app = create_app({"HOST_TOKEN": token, "READ_ONLY": args.read_only, "PUBLIC_URLS": join,
                      "TRUSTED_HOSTS": trusted_hosts(args.host, lan, public), "TRUSTED_PROXIES": proxies},
                     library=lib)
    state = lib.meaning_state()  # starts the background encoder when books have no vectors yet
    from .rules import all_games
    from .rules.reading import sayings
    sayings.in_background([g.id for g in all_games()])  # the moves' worked examples: encoded once, not by a request
    warm(app)
    enc = meaning.encoder()
    if enc is not None:
        enc.warm()  # NumPy's first calls now, in the process the workers are forked from
    workers = args.workers or serving.default_workers()
    server = (f"gunicorn, {workers} worker{'s' if workers > 1 else ''} x {args.threads} threads"
              if serving.gunicorn_available() else f"waitress, {args.threads} threads")
    off = meaning.reason_off()
    said = ("off: " + off if off else "building in the background: search is by words until then"
            if state["state"] == "building" else vectors.describe(state))
    print(f"Referee {__version__}: {len(lib.books)} rulebooks, {lib.index.doc_count()} passages"
          + (f" (indexed {', '.join(report['changed'])})" if report["changed"] else "") + f"; {server}"
          + f"; search by meaning {said}")
    urls = join or [f"http://{'localhost' if args.host.startswith('127.') else args.host}:{args.port}/"]
    print(f"  serving at {urls[0]} (meaning: {vectors.describe(state)})")
    for u in urls[1:]:
        print(f"  open {u}")
    if join:
        import segno
        segno.make(join[0], error="m").terminal(compact=True)
    else:
        print("  (only this computer can open it; --host 0.0.0.0 opens it to the table's network)")
    if not args.read_only:
        print(f"  host token (for adding rulebooks): {token}")
    sys.stdout.flush()
    serving.serve(app, args.host, args.port, workers=workers, threads=args.threads,
                  after_fork=after_fork, max_body_bytes=app.config["MAX_CONTENT_LENGTH"], trusted_proxies=proxies)
    return 0


def cmd_add(args) -> int:
    from .importer import ImportError_, add_rulebook
    lib = _library(args)
    lib.load()
    try:
        data = Path(args.file).read_bytes()
    except OSError as exc:
        print(f"referee add: cannot read {args.file}: {exc.strerror or exc} (give the path of a "
              ".txt, .md or .pdf file)", file=sys.stderr)
        return 2
    text = data[:200_000].decode("utf-8", "replace")
    if house.is_house_document(args.file, text, kind=args.kind, game=args.game):
        return _add_house(lib, args, data)
    try:
        book, report = add_rulebook(lib, Path(args.file).name, data, book_id=args.id, title=args.title,
                                    language=args.lang, replace=args.replace)
    except ImportError_ as exc:
        print(f"referee add: {exc}", file=sys.stderr)
        return 2
    print(f"Added {book.title} as '{book.id}' ({len(book.passages)} passages) -> {book.path}")
    print("  " + found_summary(lib, book))
    for h in book.headings:
        print(f"  {'  ' * max(h.level - 1, 0)}{h.text}")
    return 0


def _add_house(lib: Library, args, data: bytes) -> int:
    """`referee add` of a house-rules, errata or variant document (a header names its game)."""
    from .importer import ImportError_
    from .rules import PositionError
    try:
        book, doc, _report = house.add_document(lib, Path(args.file).name, data, game=args.game, kind=args.kind,
                                                title=args.title, book_id=args.id, language=args.lang,
                                                replace=args.replace)
    except PositionError as exc:  # no game, an unknown parameter or rule id, a value out of range, a conflict
        print(f"referee add: {args.file}: {exc}", file=sys.stderr)
        return 2
    except ImportError_ as exc:
        print(f"referee add: {exc}", file=sys.stderr)
        return 2
    print(f"Added {house.label(doc.kind)}: {book.title} as '{book.id}' for {doc.game} -> {book.path}")
    for s in doc.settings:
        print(f"  {s.source.text}")
    if not doc.settings:
        print("  (no set:/off:/replace: lines: searched and cited with the game, not applied by the rules model)")
    return 0


def cmd_migrate(args) -> int:
    from .search.postgres_backend import Database, describe, migrate
    url = args.database or os.environ.get("REFEREE_DATABASE_URL")
    if not url:
        print("referee migrate: give the database (--database URL or $REFEREE_DATABASE_URL)", file=sys.stderr)
        return 2
    try:
        before, now = migrate(Database(url))
    except Exception as exc:
        print(f"referee migrate: {exc}", file=sys.stderr)
        return 3
    print(f"{describe(url)}: schema version {now}" + (f" (was {before})" if before != now else " (up to date)"))
    return 0


def cmd_export(args) -> int:
    lib = _library(args)
    names = lib.export_folder(Path(args.folder))
    print(f"Exported {len(names)} files from {_where(lib) if lib.store else lib.settings.rulebooks} to {args.folder}")
    return 0


def cmd_import(args) -> int:
    folder = Path(args.folder)
    if not folder.is_dir():
        print(f"referee import: {folder} is not a folder (give one `referee export` wrote)", file=sys.stderr)
        return 2
    lib = _library(args)
    report = lib.import_folder(folder)
    lib.refresh(wait=True)
    for err in lib.errors:
        print(f"error: {err}", file=sys.stderr)
    where = _where(lib) if lib.store else lib.settings.rulebooks
    print(f"Imported {len(report['files'])} files into {where}: {len(lib.books)} rulebooks, "
          f"{lib.index.doc_count()} passages")
    return 1 if lib.errors else 0


def found_summary(lib: Library, book) -> str:
    """What indexing found in an added book ("42 names, 31 sections"), so a user sees it worked."""
    from .autoglossary import is_automatic
    g = lib.glossaries.get(book.id)
    sections = sum(1 for h in book.headings if h.level > 1)
    where = (f" (read from the book; correct them with {book.id}.glossary.toml beside it)" if is_automatic(g)
             else " (from its glossary file)" if g else "")
    return f"found {len(g.terms) if g else 0} names, {sections} sections{where}"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="referee", description="A rules referee for tabletop games.")
    p.add_argument("--version", action="version", version=f"referee {__version__}")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--rulebooks", help="rulebooks folder (default: $REFEREE_RULEBOOKS, else the "
                                             "rulebooks folder of this Referee installation, whatever the "
                                             "current folder)")
    common.add_argument("--index", help="index folder (default: $REFEREE_INDEX, else the index folder of "
                                        "this Referee installation)")
    common.add_argument("--database", metavar="URL",
                        help="keep the library and its index in this PostgreSQL database, shared by every "
                             "server given it (default: $REFEREE_DATABASE_URL; none: Whoosh in --index). "
                             "Prefer the variable when the URL holds a password")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add = sub.add_parser
    sub.add_parser = lambda *a, **kw: _add(*a, parents=[common], **kw)

    s = sub.add_parser("index", help="build or update the search index (incremental)")
    s.add_argument("--json", action="store_true")
    s.add_argument("--no-wait", action="store_true", help="fail instead of waiting when another indexer runs")
    s.set_defaults(func=cmd_index)

    s = sub.add_parser("search", help="search the rulebooks")
    s.add_argument("query")
    s.add_argument("--game", help="a game id or alias")
    s.add_argument("--limit", type=int, default=10)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_search)

    s = sub.add_parser("check", help="check a position written in the DSL (exit 0 legal, 1 illegal, 2 invalid, 3 it depends)")
    s.add_argument("file", help="a position file, or - for standard input")
    s.add_argument("--game", help="the game, if the position has no game: line")
    s.add_argument("--house", metavar="none", help="none: the book's rules only, without the table's house "
                                                   "rules (default: the game's house-rules documents in force)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_check)

    s = sub.add_parser("ask", help="settle a dispute or ask a question in words, as the chat does "
                                   "(exit 0 legal or no verdict, 1 illegal, 2 bad message, 3 it depends)")
    s.add_argument("message", help="the dispute or question, in English or Spanish; - for standard input")
    s.add_argument("--game", help="the game, if the message does not say")
    s.add_argument("--conversation", metavar="TOKEN", help="the conversation token the last --json answer "
                                                           "gave, to ask a follow-up")
    s.add_argument("--house", metavar="none", help="none: the book's rules only, without the table's house rules")
    s.add_argument("--json", action="store_true", help="print what POST /api/ask returns")
    s.set_defaults(func=cmd_ask)

    s = sub.add_parser("games", help="list the rulebooks and their rules models")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_games)

    s = sub.add_parser("serve", help="serve the web pages and the JSON API (gunicorn on every core; "
                                     "waitress where gunicorn does not run)")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0 for the LAN)")
    s.add_argument("--port", type=int, default=5000)
    s.add_argument("--workers", type=int, default=None,
                   help="worker processes (default: one per CPU core; gunicorn only)")
    s.add_argument("--threads", type=int, default=8, help="threads per worker")
    s.add_argument("--public-name", action="append", metavar="NAME",
                   help="another host name phones use to reach this machine (repeatable)")
    s.add_argument("--token", help="host token for write actions (default: $REFEREE_TOKEN, else random and "
                                   f"printed; at least {MIN_TOKEN_CHARS} characters). Prefer $REFEREE_TOKEN: "
                                   "a command line is visible to every user of the machine")
    s.add_argument("--read-only", action="store_true", help="no write actions at all")
    s.add_argument("--trust-proxy", action="append", metavar="ADDRESS",
                   help="the address of a reverse proxy in front of Referee: its X-Forwarded-* and "
                        "SCRIPT_NAME headers count (repeatable); from anyone else they are dropped")
    s.set_defaults(func=cmd_serve)

    s = sub.add_parser("add", help="add a rulebook (.txt, .md or .pdf) to the rulebooks folder and index it",
                       description="Convert a rulebook and write it into the rulebooks folder: --rulebooks, "
                                   "else $REFEREE_RULEBOOKS, else the rulebooks folder of this Referee "
                                   "installation (the one `referee serve` reads by default), from any "
                                   "current folder. The output names the file written.")
    s.add_argument("file")
    s.add_argument("--id", help="game id (default: from the file name)")
    s.add_argument("--title")
    s.add_argument("--lang", choices=["en", "es"], default=None)
    s.add_argument("--replace", action="store_true", help="replace a book with the same id")
    s.add_argument("--game", help="house rules / errata: the game they belong to (else the file's game: line)")
    s.add_argument("--kind", choices=["house-rules", "errata", "variant"],
                   help="add the file as the game's house rules, errata or variant (else its kind: line)")
    s.set_defaults(func=cmd_add)

    s = sub.add_parser("migrate", help="create or upgrade the PostgreSQL schema (servers also do it on start)")
    s.set_defaults(func=cmd_migrate)

    s = sub.add_parser("export", help="write the library's rulebooks and glossaries into a folder "
                                      "(from the database with --database, else from the rulebooks folder)")
    s.add_argument("folder")
    s.set_defaults(func=cmd_export)

    s = sub.add_parser("import", help="load a folder of rulebooks and glossaries (e.g. one `referee export` "
                                      "wrote) into the library, and index it")
    s.add_argument("folder")
    s.set_defaults(func=cmd_import)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from .library import LibraryUnavailable
    try:
        return args.func(args)
    except LibraryUnavailable as exc:  # --database given, but the server cannot be reached
        print(f"referee {args.command}: {exc}", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())

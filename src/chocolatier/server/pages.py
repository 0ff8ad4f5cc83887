"""The browser's pages in the reader's language, the message catalogs the browser words
everything with, and the rules reference.

The server words nothing of a game: it sends events, and each browser renders them with the
same Fluent catalogs the Python edges read (``GET /i18n/<lang>.ftl``, ``GET /i18n/params.json``).
A page's language is, in order: ``?lang=xx``, the ``chocolatier-lang`` cookie the language
picker sets, the browser's ``Accept-Language``; the page's ``<html lang>`` carries it to the
client, which may still prefer the picker's choice remembered in ``localStorage``.

    GET /i18n/{lang}.ftl        every catalog file of a language, one after the other
    GET /i18n/params.json       how each event parameter is worded (shared with Python)
    GET /i18n/abilities.json    each employee ability's text id and numbers (factory/roles.py)
    GET /rules/{game}?lang=xx   the rules reference of a game, each section at #s<number>

A page is sent with its static words in place (every empty element marked ``data-l10n-id``
holds its message in the page's language), so it is drawn whole before its scripts and
catalogs arrive: text filled in late would move the page under the reader (layout shift).
"""

from __future__ import annotations

import hashlib
import html
import json
import posixpath
import re
from functools import cache
from importlib import resources
from pathlib import Path, PurePosixPath

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from chocolatier.i18n import LANGUAGES, negotiate
from chocolatier.i18n.catalog import catalog, ftl_files
from chocolatier.i18n.rules import GAMES, render_html

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
#: The cookie the language picker sets (the page's language on the next visit).
LANG_COOKIE = "chocolatier-lang"
# Catalogs change only with a release: browsers may keep them an hour, then revalidate by ETag.
_CATALOG_CACHE = "public, max-age=3600"
_PAGES = {"lobby": "index.html", "table": "table.html", "rules": "rules.html",
          "missing": "missing.html", "players": "players.html", "learn": "learn.html"}


def page_language(request: Request) -> str:
    """The language of a page: ``?lang``, else the picker's cookie, else Accept-Language."""
    for given in (request.query_params.get("lang"), request.cookies.get(LANG_COOKIE)):
        if given in LANGUAGES:
            return given
    return negotiate(request.headers.get("accept-language"))


# an element with no content yet and the id of the message it shows
_WORDED = re.compile(r'(<(?P<tag>[a-z][a-z0-9]*)\b[^<>]*\bdata-l10n-id="(?P<id>[a-z0-9-]+)"[^<>]*>)'
                     r'(?=</(?P=tag)>)')


@cache
def _template(name: str) -> str:
    return (WEB_DIR / _PAGES[name]).read_text(encoding="utf-8")


# a module script of a page, and the static imports of a module
_MODULE_SCRIPT = re.compile(r'<script type="module" src="/static/(?P<path>[\w/.-]+\.js)"></script>')
_IMPORT = re.compile(r'^\s*(?:import|export)\b[^"\n;]*?["\'](?P<path>\.{1,2}/[\w/.-]+\.js)["\']',
                     re.M)


def _imports(path: str, seen: dict[str, None]) -> None:
    """Every module ``path`` (under ``web/``) imports, directly or not, added to ``seen``."""
    if path in seen:
        return
    seen[path] = None
    source = (WEB_DIR / path).read_text(encoding="utf-8")
    folder = PurePosixPath(path).parent
    for match in _IMPORT.finditer(source):
        target = posixpath.normpath(str(folder / match["path"]))
        if (WEB_DIR / target).is_file():
            _imports(target, seen)


def _with_preloads(text: str) -> str:
    """Each module script of the page preceded by preloads of the modules it imports (each
    once a page): the browser fetches them all at once instead of one level of imports after
    the other."""
    seen: dict[str, None] = {}

    def preloaded(match: re.Match[str]) -> str:
        before = set(seen)
        _imports(match["path"], seen)
        fresh = [path for path in seen if path not in before and path != match["path"]]
        return "".join(f'<link rel="modulepreload" href="/static/{path}">\n  '
                       for path in fresh) + match.group(0)

    return _MODULE_SCRIPT.sub(preloaded, text)


@cache
def _worded(name: str, lang: str) -> str:
    """The page's template with its static words in ``lang``, its modules preloaded, and its
    language's catalog too when it has scripts (they fetch it first thing)."""
    words = catalog(lang)
    text = _WORDED.sub(lambda m: m.group(1) + html.escape(words.text(m["id"]), quote=False),
                       _template(name))
    if _MODULE_SCRIPT.search(text):
        catalogs = [f"/i18n/{code}.ftl" for code in dict.fromkeys((lang, "en"))]
        links = "".join(f'<link rel="preload" href="{href}" as="fetch" crossorigin="anonymous">\n  '
                        for href in [*catalogs, "/i18n/params.json", "/i18n/abilities.json"])
        text = _with_preloads(text.replace("</head>", f"  {links}</head>", 1))
    return text


def page(name: str, lang: str, status: int = 200, **slots: str) -> HTMLResponse:
    """A page of the web client with its ``<html lang>`` set (``slots`` fill ``{{name}}``
    markers with HTML made by the caller)."""
    text = _worded(name, lang).replace('<html lang="en">', f'<html lang="{lang}">', 1)
    for key, value in slots.items():
        text = text.replace("{{" + key + "}}", value)
    # the language depends on these request headers: caches must keep one copy per value
    return HTMLResponse(text, status_code=status,
                        headers={"Cache-Control": "no-cache", "Vary": "Accept-Language, Cookie"})


@cache
def _catalog(lang: str) -> tuple[bytes, str]:
    text = "\n".join(f"# --- {name} ---\n{body}" for name, body in ftl_files(lang))
    data = text.encode("utf-8")
    return data, '"' + hashlib.sha256(data).hexdigest()[:32] + '"'


def _cached(request: Request, data: bytes, etag: str, media_type: str) -> Response:
    headers = {"Cache-Control": _CATALOG_CACHE, "ETag": etag}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(data, media_type=media_type, headers=headers)


async def catalog_file(request: Request) -> Response:
    """``/i18n/{lang}.ftl``: a language's catalog files (404 for a language we do not have)."""
    lang = request.path_params["lang"]
    if lang not in LANGUAGES:
        return JSONResponse({"error": "bad-language", "languages": list(LANGUAGES)},
                            status_code=404)
    data, etag = _catalog(lang)
    return _cached(request, data, etag, "text/plain; charset=utf-8")


@cache
def _params() -> tuple[bytes, str]:
    data = (resources.files("chocolatier.i18n") / "params.json").read_bytes()
    return data, '"' + hashlib.sha256(data).hexdigest()[:32] + '"'


async def params_file(request: Request) -> Response:
    """``/i18n/params.json``: how event parameters are worded, by name."""
    data, etag = _params()
    return _cached(request, data, etag, "application/json")


@cache
def _abilities() -> tuple[bytes, str]:
    from chocolatier.factory.roles import ABILITIES

    table = {role: {"text": a.text_id, "args": a.text_args()} for role, a in ABILITIES.items()}
    data = json.dumps(table, sort_keys=True).encode("utf-8")
    return data, '"' + hashlib.sha256(data).hexdigest()[:32] + '"'


async def abilities_file(request: Request) -> Response:
    """``/i18n/abilities.json``: every employee ability's catalog text id and the numbers it
    shows, as the engine declares them (:mod:`chocolatier.factory.roles`)."""
    data, etag = _abilities()
    return _cached(request, data, etag, "application/json")


async def rules_page(request: Request) -> Response:
    """``/rules/{game}``: the rules reference in the page's language."""
    game = request.path_params["game"]
    if game not in GAMES:
        return JSONResponse({"error": "no-game", "games": list(GAMES)}, status_code=404)
    lang = page_language(request)
    return page("rules", lang, game=html.escape(game), reference=render_html(game, lang))


ROUTES = [
    Route("/i18n/params.json", params_file),
    Route("/i18n/abilities.json", abilities_file),
    Route("/i18n/{lang:str}.ftl", catalog_file),
    Route("/rules/{game:str}", rules_page),
]

"""Languages on the web: the catalogs and rules reference served to browsers, each page in its
reader's language (``?lang``, the picker's cookie, Accept-Language), and state messages and
refusals that carry events and codes only — every word is made by the reader's client."""

from __future__ import annotations

import random
from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.i18n import LANGUAGES, EventRenderer, catalog
from chocolatier.i18n.catalog import ftl_files
from chocolatier.i18n.render import param_roles
from chocolatier.i18n.rules import section_for_rule
from chocolatier.server.app import SECURITY_HEADERS
from tests.server.helpers import Seat


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_languages_catalog_is_all_its_files_and_is_cacheable(
    client: TestClient, lang: str
) -> None:
    response = client.get(f"/i18n/{lang}.ftl")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain; charset=utf-8")
    assert "max-age" in response.headers["cache-control"]
    for name, text in ftl_files(lang):
        assert text in response.text, name
    assert "web-brand = chocolatier" in response.text
    again = client.get(f"/i18n/{lang}.ftl", headers={"If-None-Match": response.headers["etag"]})
    assert again.status_code == 304 and not again.content


@pytest.mark.parametrize("lang", ["fr", "EN", "en-US", "..", "en%2F..%2Fcards", "x" * 300])
def test_an_unknown_language_has_no_catalog(client: TestClient, lang: str) -> None:
    response = client.get(f"/i18n/{lang}.ftl")
    assert response.status_code == 404
    assert response.headers["content-security-policy"] == SECURITY_HEADERS[
        "Content-Security-Policy"]


def test_the_parameter_conventions_are_the_python_renderers(client: TestClient) -> None:
    response = client.get("/i18n/params.json")
    assert response.status_code == 200 and response.headers["etag"]
    served = response.json()
    assert served.pop("_doc")
    assert served == param_roles()


def test_the_employee_abilities_are_the_engines(client: TestClient) -> None:
    from chocolatier.factory.roles import ABILITIES
    from chocolatier.i18n import catalog

    response = client.get("/i18n/abilities.json")
    assert response.status_code == 200 and response.headers["etag"]
    served = response.json()
    assert sorted(served) == sorted(ABILITIES)
    words = catalog("en")
    for role, entry in served.items():
        assert entry == {"text": f"role-{role}-ability", "args": ABILITIES[role].text_args()}
        text = words.text(entry["text"], **entry["args"])
        assert text != entry["text"] and "{" not in text
    assert "4 coal" in words.text(served["expert_miner"]["text"], **served["expert_miner"]["args"])


def html_lang(text: str) -> str:
    return text.split('<html lang="', 1)[1].split('"', 1)[0]


@pytest.mark.parametrize("path", ["/", "/t/some-table"])
def test_a_page_is_in_the_readers_language(client: TestClient, path: str) -> None:
    def lang_of(**kwargs: Any) -> str:
        response = client.get(path, **kwargs)
        # a table that does not exist is a 404 page, in the reader's language too
        assert response.status_code == (404 if path.startswith("/t/") else 200)
        assert "Accept-Language" in response.headers["vary"]
        assert response.headers["content-security-policy"]
        return html_lang(response.text)

    assert lang_of() == "en"
    assert lang_of(headers={"Accept-Language": "ja-JP,ja;q=0.9,en;q=0.8"}) == "ja"
    assert lang_of(headers={"Accept-Language": "fr-FR, zh-CN;q=0.7, es;q=0.5"}) == "zh"
    # ?lang forces it; the picker's cookie comes before the browser's preference
    assert lang_of(params={"lang": "es"}, headers={"Accept-Language": "ja"}) == "es"
    client.cookies.set("chocolatier-lang", "zh")
    try:
        assert lang_of(headers={"Accept-Language": "ja"}) == "zh"
        assert lang_of(params={"lang": "ja"}) == "ja"
        # what is no catalog language is ignored, never echoed into the page
        assert lang_of(params={"lang": '"><script>'}) == "zh"
        client.cookies.set("chocolatier-lang", '"><script>')
        assert lang_of(headers={"Accept-Language": "es"}) == "es"
    finally:
        client.cookies.clear()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_reference_in_each_language_links_every_section(
    client: TestClient, lang: str
) -> None:
    for game in ("factory", "chocolatl"):
        response = client.get(f"/rules/{game}", params={"lang": lang})
        assert response.status_code == 200
        assert html_lang(response.text) == lang
        assert '<article class="rules-reference"' in response.text
        # a refusal's rule finds its section on the page
        rule = "§4.3 Operate" if game == "factory" else "§A round 3 (Village)"
        section = section_for_rule(game, lang, rule)
        assert section is not None
        assert f'<section id="{section.anchor}"' in response.text
        assert f'href="#{section.anchor}"' in response.text


def test_a_game_without_a_rules_reference_is_not_found(client: TestClient) -> None:
    assert client.get("/rules/deck").status_code == 404
    assert client.get("/rules/%3Cscript%3E").status_code == 404


def walk_strings(value: Any, path: str = "") -> list[tuple[str, str]]:
    """Every (path, string) inside a JSON value."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in walk_strings(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [x for i, v in enumerate(value) for x in walk_strings(v, f"{path}[{i}]")]
    return []


def assert_events_only(message: dict[str, Any]) -> None:
    """A state message's log and legal actions are events (and ids), nothing worded."""
    for line in message["log"]:
        assert set(line) == {"seat", "event", "when"}, line
        assert isinstance(line["event"]["code"], str)
    for action in message["legal"]:
        assert set(action) == {"id", "notation", "event"}, action
    for event in message["view"].get("log") or []:
        assert isinstance(event, dict) and "code" in event, event
    # the server words nothing of its own (the view is the engine's contract, checked there)
    outside_view = {k: v for k, v in message.items() if k != "view"}
    view_log = {"log": message["view"].get("log")}
    texts = [(p, s) for p, s in walk_strings([outside_view, view_log])
             if p.endswith((".text", ".message"))]
    assert not texts


@pytest.mark.parametrize("game", ["factory", "chocolatl"])
def test_state_messages_carry_events_and_refusals_codes_never_words(
    client: TestClient, game: str
) -> None:
    body = {"game": game, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"},
                                    {"kind": "bot", "bot": "random"}],
            "join": 0, "name": "Ann", "seed": 7}
    made = client.post("/api/tables", json=body).json()
    rng = random.Random(1)
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        refused = None
        for _ in range(40):
            ann.wait_until(lambda s: s["legal"] or s["result"] is not None)
            if ann.state["result"] is not None:
                break
            if refused is None:
                # a move of another phase: the engine refuses it and cites the rule
                wrong = "first me" if game == "chocolatl" else "run T1"
                reply = ann.act(wrong)
                if reply["type"] == "rejected" and reply["anchor"]:
                    refused = reply
                    continue
            ann.act(rng.choice(ann.state["legal"])["id"])
        states = [m for m in ann.messages if m["type"] == "state"]
        assert len(states) > 10
        for message in states:
            assert_events_only(message)
    assert refused is not None
    assert set(refused) == {"type", "ref", "code", "rule", "params", "section", "anchor"}
    words = EventRenderer(catalog("ja"))
    reason = words.render({"code": f"refusal-{refused['code']}", **refused["params"]})
    assert reason and reason != f"refusal-{refused['code']}"
    assert refused["anchor"] == "s" + refused["section"].replace(".", "-")
    section = section_for_rule(game, "ja", refused["rule"])
    assert section is not None and refused["anchor"].startswith(section.anchor)
    assert f'id="{section.anchor}"' in client.get(f"/rules/{game}", params={"lang": "ja"}).text


def test_an_action_outside_the_action_space_is_refused_by_code(client: TestClient) -> None:
    body = {"game": "deck", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "join": 0, "name": "Ann", "seed": 5}
    made = client.post("/api/tables", json=body).json()
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        ann.wait_until(lambda s: s["legal"])
        reply = ann.act(10**6)
    assert reply["type"] == "rejected"
    assert set(reply) == {"type", "ref", "code", "rule", "params", "section", "anchor"}
    assert reply["code"] and reply["anchor"] is None

"""`--cards DIR` on simulate and tournament: overrides embedded in records, errors named."""

import json
from pathlib import Path

from typer.testing import CliRunner

from chocolatier.cli import app
from tests.extras import needs_sim

pytestmark = needs_sim

ORDER = """
[[order]]
id = "S01"
size = "small"
source = "confirmed"
note = "from my printed set"
[[order.stages]]
chocolates = ["boxed"]
money = {money}
"""


def test_simulate_embeds_the_override_in_every_record(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "orders.toml").write_text(ORDER.format(money=9))
    records = tmp_path / "records"
    result = CliRunner().invoke(
        app,
        ["simulate", "--players", "2", "--games", "2", "--seed", "4", "--cards", str(cards),
         "--records", str(records), "--json"],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["errors"] == 0
    record = json.loads((records / "game-00000.json").read_text())
    [order] = record["options"]["card_overrides"]["orders"]
    assert order["id"] == "S01" and order["stages"][0]["money"] == 9


def test_a_bad_card_file_names_file_card_and_field(tmp_path: Path) -> None:
    (tmp_path / "orders.toml").write_text(ORDER.format(money='"x"'))
    for command in ("simulate", "tournament"):
        args = [command, "--players", "2", "--games", "2", "--cards", str(tmp_path)]
        if command == "tournament":
            args += ["--bots", "random,random"]
        result = CliRunner().invoke(app, args)
        assert result.exit_code == 2
        assert f"{tmp_path}/orders.toml, card S01, field 'stages[0].money'" in result.output

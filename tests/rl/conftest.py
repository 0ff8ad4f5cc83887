"""The RL tests need the [rl] extra (PettingZoo): a [test]-only environment skips them, saying
why."""

import pytest

pytest.importorskip("pettingzoo", reason="needs the [rl] extra (pip install -e '.[rl]')")

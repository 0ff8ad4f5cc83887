"""Observations: each game's fixed-length vector of a seat's view (:func:`encoders.encoder_for`),
read from the public rules surface only. The RL environments (``chocolatier.rl``) and the
learned value network of the bots (``chocolatier.bots.value_net``) share it, so it sits below
both in the layers (docs/architecture.md)."""

"""Bots that play any game through the protocol. See :mod:`chocolatier.bots.base`."""

from chocolatier.bots.base import Bot, Budget, make_bot, register_bot

__all__ = ["Bot", "Budget", "make_bot", "register_bot"]

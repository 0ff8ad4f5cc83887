"""Chocolatl, the bidding game: rules engine on the :mod:`chocolatier.core` protocol.

Modules: :mod:`.data` (printed numbers, validated), :mod:`.actions` (decisions, notation, ids),
:mod:`.state` (the rules), :mod:`.scoring`, :mod:`.hidden` (determinisation), :mod:`.view`,
:mod:`.invariants`, :mod:`.game` (the registered game definition).
"""

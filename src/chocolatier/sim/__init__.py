"""Simulation, tournaments, statistics, plots and record analysis, above the game protocol.

- :mod:`~chocolatier.sim.runner` plays one game between bots, catching engine failures;
- :mod:`~chocolatier.sim.simulate` batches of seeded games and their report;
- :mod:`~chocolatier.sim.tournament` seat-rotated matches between bots, with ratings;
- :mod:`~chocolatier.sim.analysis` game-health figures from saved records;
- :mod:`~chocolatier.sim.plots` the PNG charts.
"""

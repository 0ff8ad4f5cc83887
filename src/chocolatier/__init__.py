"""chocolatier: Chocolate Factory and Chocolatl rules engines, bots, simulation and play."""

__version__ = "0.1.0"

"""Chocolate Factory: card data, the rules engine for 2–4 players, notation and views."""

"""Tests of the Chocolate Factory rules and card data."""

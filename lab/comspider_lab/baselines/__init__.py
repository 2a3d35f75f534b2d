"""Baselines the evaluations compare the crawler with."""

"""Evaluation and benchmark scripts; each module has ``main(argv) -> int`` and prints tables."""

"""Labelled datasets and the training of the shipped fastText models."""

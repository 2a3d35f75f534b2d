"""Text features (character n-grams) and the fastText classifiers built on them."""

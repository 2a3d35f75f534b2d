"""comspider: find and extract the user comments under news articles, on any site."""

__version__ = "0.1.0"

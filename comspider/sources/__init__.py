"""Where article URLs come from: Google News RSS, any RSS/Atom feed, URL lists."""

from comspider.sources.article import Article

__all__ = ["Article"]

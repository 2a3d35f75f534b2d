"""What the crawl says about a comment besides its own fields: the article's metadata, the
comment's language and the commenting platform."""

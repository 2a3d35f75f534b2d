"""Export: the JSONL feeds of comments and visits (Scrapy feed exports, unbuffered)."""

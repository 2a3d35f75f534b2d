"""Spiders: news_comments."""

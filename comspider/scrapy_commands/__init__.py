"""Scrapy commands of the comspider project (``COMMANDS_MODULE`` in settings.py): each
module here replaces Scrapy's command of the same name inside the project and on
Scrapyd. Only ``crawl``, to check the spider's arguments before the crawl starts."""

"""Watching a crawl: one line per finished visit, a progress line every
``COMSPIDER_PROGRESS_INTERVAL`` seconds (with a bar on a terminal), and a summary table
at the end (:class:`~comspider.monitoring.crawl_monitor.CrawlMonitor`, a Scrapy
extension). The pieces that format are pure functions (:mod:`.lines`, :mod:`.tally`)."""

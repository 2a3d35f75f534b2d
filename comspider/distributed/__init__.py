"""Several crawler processes on one Redis: the ``COMSPIDER_BACKEND = "redis"`` add-on.

    scrapy crawl news_comments -s COMSPIDER_BACKEND=redis -s REDIS_URL=redis://HOST:6379/0

That one setting (plus the URL: ``COMSPIDER_REDIS_URL``, else scrapy-redis's ``REDIS_URL``)
moves every piece of shared crawl state to Redis. :class:`~.addon.RedisBackend`, a Scrapy
add-on listed in ``ADDONS``, makes the switch in ``update_settings``, before the settings
freeze, so the crawler's settings name what runs:

- the crawl state (page queue, seen comment ids, wait times, site memory) opens on Redis
  (:func:`comspider.state.backend.open_backend`);
- ``COMSPIDER_INNER_SCHEDULER`` (feeds, the Google News exchange, retries) becomes
  :class:`~.redis_scheduler.RedisRequestScheduler`, scrapy-redis's scheduler made to fit
  Scrapy 2.19, and ``DUPEFILTER_CLASS`` :class:`~.redis_scheduler.RedisDupeFilter`, unless
  they were set to something else;
- ``COMSPIDER_POLL_LOCK`` becomes :class:`~.poll_lock.RedisPollLock` (``SET NX PX`` with a
  token, released only by its owner);
- ``COMSPIDER_IDLE_BEFORE_CLOSE`` becomes 30 s (an idle worker waits for another's feed
  poll) and ``COMSPIDER_CLAIM_LEDGER`` off (a ledger of claims is for one host; Redis
  relies on leases, renewed while their worker lives, so a short
  ``COMSPIDER_LEASE_SECONDS`` brings a killed worker's pages back soon without taking a
  slow page away from a live one).

What scrapy-redis 0.9.1 gets wrong on Scrapy 2.19, and what :class:`RedisRequestScheduler`
does about it:

- it builds Scrapy's default dupefilter with ``from_settings``, which Scrapy 2.19's
  ``RFPDupeFilter`` no longer has (AttributeError at start): the dupefilter is chosen and
  built here;
- its dupefilter hashes requests its own way (method, canonical URL, body), ignoring
  ``REQUEST_FINGERPRINTER_CLASS``: :class:`RedisDupeFilter` uses the crawler's
  fingerprinter;
- its scheduler flushes the shared request queue and the dupefilter when a spider closes
  (``SCHEDULER_PERSIST`` defaults to False): the first worker to finish would delete the
  requests of all the others. Here the shared queue always persists;
- its queue pickles ``Request.to_dict()``: a retried browser request carries the
  Playwright page of its failed attempt in its meta, which cannot be pickled. Such meta
  keys are dropped (the retry opens a new page), and a request that still cannot be
  serialised stays in this process (a local queue), with a log line and a stat;
- its keys are named after the spider only (``news_comments:requests``): here they live
  under ``COMSPIDER_QUEUE_PREFIX`` (``{comspider}:news_comments:requests``), next to the
  page queue, unless ``SCHEDULER_QUEUE_KEY`` / ``SCHEDULER_DUPEFILTER_KEY`` say otherwise.

The spider itself needs nothing from scrapy-redis: ``news_comments`` produces its start
requests in ``async def start()`` (scrapy-redis's ``RedisSpider`` still uses the removed
``start_requests``); which worker polls the feeds is decided by the poll lock
(:mod:`comspider.scheduling.feed_poller`).
"""

"""The crawl's state, in one layer: the page queue, the comment ids already written, the
per-outlet wait times and the per-site memory of entry points, on one backend (SQLite,
Redis or memory) chosen by ``COMSPIDER_BACKEND``, in one place (``COMSPIDER_STATE_PATH``).
See :mod:`.backend`."""

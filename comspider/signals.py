"""comspider's own Scrapy signals.

``visit_finished`` is the one thing that flows back up the crawl with what a visit found: sent by the last item
pipeline once a visit has been turned into its VisitItem, it carries the outcome to the
page queue (revisit or done) and the comment timestamps to the wait-time estimator.

Handlers receive keyword arguments:

- ``visit``: the VisitItem;
- ``queue``: the queue claim carried by the request (``Request.meta["comspider_queue"]``,
  a plain dict such as ``{"key": ..., "token": ...}``), or None for visits that did not
  come from the page queue;
- ``comment_times``: ISO 8601 publication times of every comment found on this visit,
  already-known ones included (None where a comment had no date);
- ``entry_text``: the text of the element whose click exposed the comments, or None
  (for the visit's log line).
- ``timings``: where the visit's time went, ``{"browser": {phase: wall seconds},
  "python": {pipeline stage: wall seconds}, "python_cpu": {stage: CPU seconds}}``
  (:func:`comspider.pipelines.emit.visit_timings`).
"""

visit_finished = object()

#: Sent (no arguments) by a component that stops the crawl before its end for a reason
#: of its own (a feed that cannot be written): the crawl then stops as on the first
#: SIGTERM, starting no new browser visit and cutting those in flight short after
#: COMSPIDER_SHUTDOWN_TIMEOUT (comspider.browser.shutdown).
stop_requested = object()

#: Sent by the browser stage when a visit's page begins to load in the browser (its
#: browser slot and its site's turn taken), with ``request``: the page queue marks the
#: claim started (a worker dying from now on interrupts the visit; before, it costs the
#: page nothing) and may claim the next page.
visit_started = object()

#: Sent by the browser stage when a try of a visit lost its browser (a crash, Chromium
#: killed) and the visit is tried again, with ``request`` and ``attempts`` (the tries that
#: lost it so far): the page queue counts the attempt in the claim.
browser_lost = object()

#: Sent by the browser stage when it starts launching a browser (``browser_launching``) and
#: when the launch has ended, launched or not (``browser_launched``), no arguments; once a
#: launch, not again for the visits that wait for it: the crawl's monitor reads the CPU
#: between the two (``comspider/cpu/browser_launch``), so that a crawl's CPU per page is
#: read without its browser's launches.
browser_launching = object()
browser_launched = object()

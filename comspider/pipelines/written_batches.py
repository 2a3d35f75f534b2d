"""A page's new comments (and its moderation records: removals, edits) are recorded as
written and written in two phases, so that a process killed at any instant neither loses
a line nor writes one twice. Records are keyed as :mod:`.record_keys` says (a comment by
its id, a removal and an edit by keys of their own), in the seen store and in the feed
files read back.

1. ``stage``: in one atomic step of the seen store, the ids never recorded for the article
   are recorded and kept, with each item's JSON, as a *pending batch*, together with a
   record of the writer (host, pid) and of the feed files that will take the lines with
   each file's size now (:mod:`.feed_files`).
2. The lines go out (one ``write(2)`` each: the unbuffered feed storage).
3. ``commit``: the batch is forgotten; its ids stay recorded. Not once a feed that takes
   comments has failed in this crawl (a full disk, a read-only file, a folder removed:
   :mod:`comspider.export.feed_exporter`, which then stops the crawl): the batches
   staged in this crawl since stay pending, as a killed process leaves them, and the next
   crawl settles them (below), so a comment that never reached the disk is written then
   and one that did is not written twice. Their count is the stat
   ``comspider/comments/unwritten``.

At the start of a crawl (``reconcile``), every pending batch whose writer died on this
host is settled: its ids found in the writer's feed files (read from the recorded
offsets, never the whole history) were written; the others are written again now, into
this crawl's feeds, once. The batch is first taken over atomically (``adopt``), so that
two crawls starting together settle it once, and a crawl killed while settling leaves a
batch the next one settles from where it wrote.

A batch sent to a feed that cannot be read back (stdout, S3, a buffered or compressed
file) is written again: a line may then be in such a feed twice, never missing (the
reader can drop a repeated ``comment_id``; a lost line cannot be found again).

A batch written on another host waits for a crawl there (its feed files are there),
but not for ever: a live writer commits its batch within seconds, so one left pending
for ``COMSPIDER_ORPHANED_BATCH_SECONDS`` lost its writer, and a host that may never
crawl again must not hold its comments back. Any crawl then takes the batch over and
writes all its lines again (the other host's files cannot be read here: a line may be
in them too, never missing). Settling runs when the crawl opens and then every quarter
of that time, so a long crawl settles what a killed or lost process leaves behind.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import time
import uuid
from typing import Any

from scrapy.utils.defer import deferred_from_coro
from twisted.internet import task

from comspider.crawler_parts import crawler_part
from comspider.items import CommentEditedItem, CommentItem, CommentRemovedItem
from comspider.pipelines import feed_files, writer_identity
from comspider.pipelines.record_keys import record_key
from comspider.state.backend import crawl_state
from comspider.state.protocols import PendingBatch, SeenStore

logger = logging.getLogger(__name__)

Record = CommentItem | CommentRemovedItem | CommentEditedItem
_CLASSES: dict[str, type[Any]] = {
    "comment": CommentItem,
    "comment_removed": CommentRemovedItem,
    "comment_edited": CommentEditedItem,
}
_FIELDS = {name: frozenset(f.name for f in dataclasses.fields(cls)) for name, cls in _CLASSES.items()}


#: A record's field values that :func:`dataclasses.asdict` would give back as they are.
_PLAIN = (str, int, float, bool, type(None))


def _values(item: Record) -> dict[str, Any]:
    """``dataclasses.asdict(item)`` for a record whose every field is a plain value (all of
    today's records): asdict deep-copies each value, twice a comment and 0.06 ms each
    time, for the same JSON; a field holding anything else gets asdict's own copy."""
    values = {f.name: getattr(item, f.name) for f in dataclasses.fields(item)}
    if all(type(v) in _PLAIN for v in values.values()):
        return values
    return dataclasses.asdict(item)


def item_json(item: Record) -> str:
    return json.dumps(_values(item), ensure_ascii=False)


def item_from_json(text: str) -> Record:
    values = json.loads(text)
    kind = values.get("type") if values.get("type") in _CLASSES else "comment"
    fields = _FIELDS[kind]
    item: Record = _CLASSES[kind](**{k: v for k, v in values.items() if k in fields})
    return item


def key_of(item: Record) -> str:
    # the three fields a key reads (record_keys), not a copy of the whole record
    fields = {"comment_id": item.comment_id, "type": item.type, "text": getattr(item, "text", None)}
    return record_key(fields) or item.comment_id


def for_crawler(crawler: Any) -> WrittenBatches:
    """The crawl's one WrittenBatches (the emit and moderation stages share it, so that
    the pending batches are settled once)."""
    seen = crawl_state(crawler).seen  # opened first: crawler_part does not nest
    return crawler_part(crawler, "written_batches", lambda: WrittenBatches(crawler, seen))


class WrittenBatches:
    def __init__(self, crawler: Any, store: SeenStore) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.store = store
        self.crawl_name = writer_identity.begin_crawl()
        self.writer = writer_identity.this_process(self.crawl_name)
        # Seconds after which a batch of another host's writer is taken over (0: never).
        self.orphaned_after = max(0.0, crawler.settings.getfloat("COMSPIDER_ORPHANED_BATCH_SECONDS"))
        self._settling = False
        self._elsewhere_told = 0
        self._loop: task.LoopingCall | None = None
        self._sizes: dict[str, int] = {}  # token -> comments of a batch staged, not committed

    def start(self) -> None:
        """Settle again every quarter of ``orphaned_after`` (at most once a second) while
        the crawl runs; the first settling is the crawl's opening one."""
        if self.orphaned_after <= 0 or self._loop is not None:
            return
        self._loop = task.LoopingCall(lambda: deferred_from_coro(self.reconcile()))
        self._loop.start(max(1.0, self.orphaned_after / 4), now=False).addErrback(
            lambda f: logger.error("Settling pending comment batches stopped: %s", f.getErrorMessage())
        )

    def stop(self) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        self._loop = None
        writer_identity.end_crawl(self.crawl_name)  # what it left pending is a later crawl's

    def record(self, comment: Record) -> str:
        exporter = feed_files.feed_exporter(self.crawler)
        files, blind = feed_files.comment_feeds(exporter, comment)
        return json.dumps(
            {"writer": self.writer, "at": time.time(), "files": [f.to_json() for f in files], "blind": blind},
            ensure_ascii=False,
        )

    def stage(self, key: str, comments: list[Any]) -> tuple[str, list[Any]]:
        """Record the comments (or moderation records, all of one class: they go to the
        same feeds) never recorded for article ``key`` as a pending batch; return its
        token and those records (each key once, in page order)."""
        first: dict[str, Any] = {}
        for comment in comments:
            first.setdefault(key_of(comment), comment)
        if not first:
            return "", []
        token = uuid.uuid4().hex
        items = {i: item_json(c) for i, c in first.items()}
        new = self.store.stage(key, token, items, self.record(comments[0]))
        self._sizes[token] = len(new)
        return token, [first[i] for i in new]

    def commit(self, token: str) -> None:
        """Forget the batch: its lines are out. Unless a comment feed failed (module
        docstring): then it stays pending for the next crawl."""
        if not token:
            return
        size = self._sizes.pop(token, 0)
        if getattr(feed_files.feed_exporter(self.crawler), "comment_feed_failed", False):
            self.stats.inc_value("comspider/comments/unwritten", size)
            return
        self.store.commit(token)

    async def reconcile(self) -> None:
        """Settle the batches that writers killed on this host left pending, and those
        another host's writer left for longer than ``orphaned_after``. Never two at once
        in one process (the periodic one waits for the next turn)."""
        if self._settling:
            return
        self._settling = True
        try:
            await self._reconcile()
        except Exception as exc:  # noqa: BLE001 - a store fault must not stop the crawl
            self.stats.inc_value("comspider/seen/reconcile_failed")
            logger.error("Settling pending comment batches failed (tried again later): %r", exc)
        finally:
            self._settling = False

    async def _reconcile(self) -> None:
        batches = self.store.pending()
        if not batches:
            if self._elsewhere_told:
                self.stats.set_value("comspider/seen/pending_elsewhere", 0)
                self._elsewhere_told = 0
            return
        settled = found = again = elsewhere = orphans = 0
        blind: set[str] = set()
        hosts: set[str] = set()
        now = time.time()
        for batch in batches:
            try:
                record = json.loads(batch.record)
            except ValueError:
                record = {}
            state = writer_identity.writer_state(record.get("writer"))
            if state == writer_identity.ALIVE:
                continue  # still being written
            orphaned = state == writer_identity.ELSEWHERE and self._orphaned(record, now)
            if state == writer_identity.ELSEWHERE and not orphaned:
                elsewhere += 1
                continue
            # Another host's files cannot be read here: every line is written again.
            written = set() if orphaned else self._written(batch, record)
            missing = [i for i in batch.items if i not in written]
            new_record = self.record(item_from_json(batch.items[missing[0]])) if missing else batch.record
            if not self.store.adopt(batch.token, batch.record, new_record, missing):
                continue  # another crawl took it
            scraper = self.crawler.engine.scraper
            for comment_id in missing:
                await scraper.start_itemproc_async(item_from_json(batch.items[comment_id]), response=None)
            self.store.commit(batch.token)
            settled += 1
            found += len(written)
            again += len(missing)
            if orphaned:
                orphans += 1
                hosts.add(_host(record))
            elif missing:
                blind.update(record.get("blind") or ())
        if settled:
            self.stats.inc_value("comspider/seen/reconciled_batches", settled)
            self.stats.inc_value("comspider/seen/reconciled_written", found)
            self.stats.inc_value("comspider/seen/reemitted", again)
            logger.warning(
                "Settled %d comment batch(es) that crawler processes left unfinished (killed, or "
                "stopped by a feed they could not write): %d line(s) were in their feed files, "
                "%d written again now%s%s",
                settled,
                found,
                again,
                f" (also sent before to {', '.join(sorted(blind))}, which cannot be read back: "
                "a reader there may see them twice)"
                if blind
                else "",
                f"; {orphans} of them were left by a writer on {', '.join(sorted(hosts))} and pending for "
                f"over {self.orphaned_after:g} s, so all their lines were written again (a reader of that "
                "host's feeds may see them twice)"
                if orphans
                else "",
            )
        if orphans:
            self.stats.inc_value("comspider/seen/orphaned_batches", orphans)
        self.stats.set_value("comspider/seen/pending_elsewhere", elsewhere)
        if elsewhere and elsewhere != self._elsewhere_told:  # once, not every turn
            logger.warning(
                "%d comment batch(es) being written when their crawler process stopped were "
                "written on another host; they are settled by a crawl there (its feed files), or "
                "by any crawl once pending for %s",
                elsewhere,
                f"{self.orphaned_after:g} s"
                if self.orphaned_after > 0
                else "ever (COMSPIDER_ORPHANED_BATCH_SECONDS = 0)",
            )
        self._elsewhere_told = elsewhere

    def _orphaned(self, record: dict[str, Any], now: float) -> bool:
        """Pending on another host for longer than a live writer ever takes."""
        if self.orphaned_after <= 0:
            return False
        try:
            since = float(record.get("at") or 0.0)
        except (TypeError, ValueError):
            since = 0.0
        return now - since >= self.orphaned_after

    def _written(self, batch: PendingBatch, record: dict[str, Any]) -> set[str]:
        try:
            files = [feed_files.FeedFile.from_json(f) for f in record.get("files") or ()]
            since = float(record.get("at") or 0.0)
        except (TypeError, ValueError, IndexError):
            return set()
        return feed_files.ids_in_files(files, batch.article_key, batch.items.keys(), since)


def _host(record: dict[str, Any]) -> str:
    writer = record.get("writer")
    host = writer.get("host") if isinstance(writer, dict) else None
    return str(host) if host else "an unknown host"

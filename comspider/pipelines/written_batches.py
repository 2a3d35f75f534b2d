"""A page's new comments are recorded as written and written in two phases, so that a
process killed at any instant neither loses a line nor writes one twice.

1. ``stage``: in one atomic step of the seen store, the ids never recorded for the article
   are recorded and kept, with each item's JSON, as a *pending batch*, together with a
   record of the writer (host, pid) and of the feed files that will take the lines with
   each file's size now (:mod:`.feed_files`).
2. The lines go out (one ``write(2)`` each: the unbuffered feed storage).
3. ``commit``: the batch is forgotten; its ids stay recorded.

At the start of a crawl (``reconcile``), every pending batch whose writer died on this
host is settled: its ids found in the writer's feed files (read from the recorded
offsets, never the whole history) were written; the others are written again now, into
this crawl's feeds, once. The batch is first taken over atomically (``adopt``), so that
two crawls starting together settle it once, and a crawl killed while settling leaves a
batch the next one settles from where it wrote.

A batch sent to a feed that cannot be read back (stdout, S3, a buffered or compressed
file) is written again: a line may then be in such a feed twice, never missing (the
reader can drop a repeated ``comment_id``; a lost line cannot be found again). Batches
written on another host wait for a crawl there.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import time
import uuid
from typing import Any

from comspider.items import CommentItem
from comspider.pipelines import feed_files, writer_identity
from comspider.state.protocols import PendingBatch, SeenStore

logger = logging.getLogger(__name__)

_FIELDS = frozenset(f.name for f in dataclasses.fields(CommentItem))


def item_json(comment: CommentItem) -> str:
    return json.dumps(dataclasses.asdict(comment), ensure_ascii=False)


def item_from_json(text: str) -> CommentItem:
    values = json.loads(text)
    return CommentItem(**{k: v for k, v in values.items() if k in _FIELDS})


class WrittenBatches:
    def __init__(self, crawler: Any, store: SeenStore) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.store = store
        self.writer = writer_identity.this_process()

    def record(self, comment: CommentItem) -> str:
        exporter = feed_files.feed_exporter(self.crawler)
        files, blind = feed_files.comment_feeds(exporter, comment)
        return json.dumps(
            {"writer": self.writer, "at": time.time(), "files": [f.to_json() for f in files], "blind": blind},
            ensure_ascii=False,
        )

    def stage(self, key: str, comments: list[CommentItem]) -> tuple[str, list[CommentItem]]:
        """Record the comments never recorded for article ``key`` as a pending batch;
        return its token and those comments (each id once, in page order)."""
        first: dict[str, CommentItem] = {}
        for comment in comments:
            first.setdefault(comment.comment_id, comment)
        if not first:
            return "", []
        token = uuid.uuid4().hex
        items = {i: item_json(c) for i, c in first.items()}
        new = self.store.stage(key, token, items, self.record(comments[0]))
        return token, [first[i] for i in new]

    def commit(self, token: str) -> None:
        if token:
            self.store.commit(token)

    async def reconcile(self) -> None:
        """Settle the batches that writers killed on this host left pending."""
        batches = self.store.pending()
        if not batches:
            return
        settled = found = again = elsewhere = 0
        blind: set[str] = set()
        for batch in batches:
            try:
                record = json.loads(batch.record)
            except ValueError:
                record = {}
            state = writer_identity.writer_state(record.get("writer"))
            if state == writer_identity.ALIVE:
                continue  # still being written
            if state == writer_identity.ELSEWHERE:
                elsewhere += 1
                continue
            written = self._written(batch, record)
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
            if missing:
                blind.update(record.get("blind") or ())
        if settled:
            self.stats.inc_value("comspider/seen/reconciled_batches", settled)
            self.stats.inc_value("comspider/seen/reconciled_written", found)
            self.stats.inc_value("comspider/seen/reemitted", again)
            logger.warning(
                "Settled %d comment batch(es) that killed crawler processes were writing: %d line(s) "
                "were in their feed files, %d written again now%s",
                settled,
                found,
                again,
                f" (also sent before to {', '.join(sorted(blind))}, which cannot be read back: "
                "a reader there may see them twice)"
                if blind
                else "",
            )
        if elsewhere:
            self.stats.inc_value("comspider/seen/pending_elsewhere", elsewhere)
            logger.warning(
                "%d comment batch(es) being written when their crawler process stopped were "
                "written on another host; they are settled by a crawl there (its feed files)",
                elsewhere,
            )

    def _written(self, batch: PendingBatch, record: dict[str, Any]) -> set[str]:
        try:
            files = [feed_files.FeedFile.from_json(f) for f in record.get("files") or ()]
            since = float(record.get("at") or 0.0)
        except (TypeError, ValueError, IndexError):
            return set()
        return feed_files.ids_in_files(files, batch.article_key, batch.items.keys(), since)

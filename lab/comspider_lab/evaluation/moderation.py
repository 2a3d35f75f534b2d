"""Scoring a crawl's moderation records (``comment_removed``, ``comment_edited``) against
the offline web's truth (``OfflineWeb(moderation=True)``: each article's ``moderation``
events, with when they happened).

- A truth event is matched to the crawl through the comment's text: the comment record
  whose text is the comment's (as first written) carries the ``comment_id`` the
  moderation records name.
- **Detectable**: the crawl could have told, whatever its extraction: a visit that read
  the page's comments (``comments_found``, not truncated) ran wholly after the comment
  came and before the event, and a later such visit started after the event. A visit
  runs from ``visited_at`` (its end) minus its ``seconds`` (wall seconds; times the
  clock's ``speed`` under a scaled clock) to ``visited_at``: an event while a visit ran
  (its widget may have fetched the comments before or after it) is not counted. Recall is over the
  detectable events; the others (an event before the first visit, after the last, or
  between two visits with no visit between its comment's arrival and it) are counted
  apart.
- **False**: a removal record for a comment that was not removed by the time of the
  visit that missed it (or that is no comment of the truth at all); an edit record whose
  comment was not edited, or whose text is not the new text.

:func:`crawl_view` is the crawl's view of the final discussion, for F1 against it: the
comment records without those recorded as removed, each with its latest edited text.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from comspider.url_keys import article_key
from comspider_lab.evaluation.offline_web import match_comments, normalise


def crawl_view(comments: Sequence[dict[str, Any]], records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The comments as the crawl says they stand: removed ones out, edits applied."""
    removed = {
        (article_key(r["article_url"]), r["comment_id"])
        for r in records
        if r.get("type") == "comment_removed"
    }
    edits: dict[tuple[str, str], dict[str, Any]] = {}
    for r in sorted(
        (r for r in records if r.get("type") == "comment_edited"), key=lambda r: r.get("crawled_at", "")
    ):
        edits[(article_key(r["article_url"]), r["comment_id"])] = r
    out = []
    for c in comments:
        key = (article_key(c["article_url"]), c["comment_id"])
        if key in removed:
            continue
        if key in edits:
            c = {**c, "text": edits[key]["text"]}
        out.append(c)
    return out


def _when(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


Reading = tuple[datetime, datetime]  # (start, end) of a visit that read the comments whole


def _readings(visits: Iterable[dict[str, Any]], speed: float = 1.0) -> dict[str, list[Reading]]:
    """Article key -> when its visits that read its comments whole ran."""
    out: dict[str, list[Reading]] = defaultdict(list)
    for v in visits:
        when = _when(v.get("visited_at"))
        if when is not None and v.get("outcome") == "comments_found" and not v.get("truncated"):
            start = when - timedelta(seconds=float(v.get("seconds") or 0.0) * speed)
            out[article_key(v["url"])].append((start, when))
    for times in out.values():
        times.sort()
    return out


def detectable(times: list[Reading], came: datetime, happened: datetime) -> bool:
    """A reading ran wholly between the comment's coming and the event, and a later
    one started after the event."""
    return any(came <= start and end < happened for start, end in times) and any(
        start >= happened for start, _ in times
    )


def score(
    truth_articles: Sequence[dict[str, Any]],
    comments: Sequence[dict[str, Any]],
    visits: Sequence[dict[str, Any]],
    records: Sequence[dict[str, Any]],
    speed: float = 1.0,
) -> dict[str, Any]:
    """Counts per kind (``removed``, ``edited``): events, detectable, detected, records,
    false; with recall (over detectable events); and ``false_records``, what the truth
    says of each false record's comment (a failure's first clue). ``truth_articles``: the truth when the
    crawl ended (its ``moderation`` events up to then)."""
    readings = _readings(visits, speed)
    by_article: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for c in comments:
        by_article[article_key(c["article_url"])].append(c)
    recs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        recs[article_key(r["article_url"])].append(r)
    why: list[dict[str, Any]] = []  # each false record and what the truth says of its comment
    out = {
        kind: dict.fromkeys(("events", "detectable", "detected", "records", "false"), 0)
        for kind in ("removed", "edited")
    }
    for art in truth_articles:
        key = article_key(art["url"])
        found = by_article.get(key, [])
        events = art.get("moderation") or []
        # the crawl's comment id of each truth comment an event names (by its first text)
        pairs = match_comments([e["text"] for e in events], [c.get("text", "") for c in found])
        id_of_event = {i: found[j]["comment_id"] for j, i in pairs.items()}
        event_of_id = {cid: i for i, cid in id_of_event.items()}
        times = readings.get(key, [])
        removed_ids: set[str] = set()
        edited: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in recs.get(key, []):
            if r.get("type") == "comment_removed":
                removed_ids.add(r["comment_id"])
                out["removed"]["records"] += 1
                i = event_of_id.get(r["comment_id"])
                event = events[i] if i is not None else None
                missed = _when(r.get("first_missed_at"))
                ok = (
                    event is not None
                    and event["action"] == "removed"
                    and missed is not None
                    and _when(event["at"]) <= missed  # type: ignore[operator]
                )
                if not ok:
                    out["removed"]["false"] += 1
                    why.append(
                        {
                            "comment_id": r["comment_id"],
                            "author": r.get("author"),
                            "first_missed_visit": r.get("first_missed_visit"),
                            "truth": "no event" if event is None else f"{event['action']} at {event['at']}",
                        }
                    )
            elif r.get("type") == "comment_edited":
                edited[r["comment_id"]].append(r)
                out["edited"]["records"] += 1
                i = event_of_id.get(r["comment_id"])
                event = events[i] if i is not None else None
                ok = (
                    event is not None
                    and event["action"] == "edited"
                    and normalise(r.get("text")) == normalise(event.get("new_text"))
                )
                if not ok:
                    out["edited"]["false"] += 1
                    why.append(
                        {
                            "comment_id": r["comment_id"],
                            "author": r.get("author"),
                            "visit": r.get("visit"),
                            "truth": "no event" if event is None else str(event["action"]),
                        }
                    )
        for i, event in enumerate(events):
            kind = event["action"]
            out[kind]["events"] += 1
            came, happened = _when(event["published_at"]), _when(event["at"])
            if came is None or happened is None or not detectable(times, came, happened):
                continue
            out[kind]["detectable"] += 1
            cid = id_of_event.get(i)
            if cid is None:
                continue
            caught = (
                cid in removed_ids
                if kind == "removed"
                else any(
                    normalise(r.get("text")) == normalise(event.get("new_text")) for r in edited.get(cid, [])
                )
            )
            out[kind]["detected"] += int(caught)
    for counts in out.values():
        counts["recall"] = counts["detected"] / counts["detectable"] if counts["detectable"] else None  # type: ignore[assignment]
    return {**out, "false_records": why}

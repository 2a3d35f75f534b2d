"""Moderation on the offline web (``OfflineWeb(moderation=True)``): some comments are
removed, some edited, a while after they appear; the truth records when.

Per article, from a stream of its own (the other draws are unchanged, so the web is the
same web with moderation on or off): a comment nobody replies to is removed with
``remove_share``, a log-normal delay after it came (median ``remove_hours``); any other
comment is edited with ``edit_share``, a delay after it came (median ``edit_hours``): a
sentence is added to it (a reader's "Edit: ..."). Its site id stays. :class:`Moderation`
holds the five figures (the defaults: ``DEFAULT``; tests use quicker moderators).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from types import ModuleType

from comspider_lab.offline_web.arrivals import Arrival
from comspider_lab.offline_web.model import Comment
from comspider_lab.offline_web.rng import stream
from comspider_lab.offline_web.textgen import fill, normalise, sentence_case


@dataclass(frozen=True, slots=True)
class Moderation:
    remove_share: float = 0.07
    remove_hours: float = 3.0
    edit_share: float = 0.06
    edit_hours: float = 2.0
    spread: float = 1.0  # log-sd of both delays


DEFAULT = Moderation()


@dataclass(frozen=True, slots=True)
class Plan:
    removed: dict[int, float]  # arrival index -> seconds after publication
    edited: dict[int, float]


def plan(seed: int, outlet: str, index: int, arrivals: list[Arrival], how: Moderation = DEFAULT) -> Plan:
    rng = stream(seed, outlet, index, "moderation")
    parents = {a.parent for a in arrivals if a.parent is not None}
    removed: dict[int, float] = {}
    edited: dict[int, float] = {}
    for k, arrival in enumerate(arrivals):
        draw, delay = rng.random(), rng.gauss(0.0, how.spread)
        if k not in parents and draw < how.remove_share:
            removed[k] = arrival.offset_s + 3600.0 * how.remove_hours * math.exp(delay)
        elif how.remove_share <= draw < how.remove_share + how.edit_share:
            edited[k] = arrival.offset_s + 3600.0 * how.edit_hours * math.exp(delay)
    return Plan(removed, edited)


def edited_version(
    comment: Comment, seed: int, outlet: str, lang: ModuleType, slots: dict[str, str]
) -> Comment:
    """The comment after its edit: one more paragraph."""
    rng = stream(seed, outlet, comment.id, "edit")
    extra = sentence_case(fill(rng.choice(lang.STATEMENTS), rng, lang, slots))
    blocks = [*comment.blocks, ("p", [extra])]
    return replace(comment, blocks=blocks, text=normalise(f"{comment.text} {extra}"))

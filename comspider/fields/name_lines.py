"""A line a blog's plugin writes under each reader's text with the reader's own name in
it: "Frugal Mama Jen recently posted..Why I Stopped Couponing" (CommentLuv), "Mike's last
post: …". It is the template's, not the reader's words, and it goes from the text.

The evidence is the template's, never a word list: the line opens with the comment's own
author (all of the name or its first words: "Mike" of "Mike @ Debt Free by 40"), then the
same few words and a mark ("..", "…" or ":") under at least two readers' texts, then a
title, at the very end of the text."""

from __future__ import annotations

import re
from collections import Counter

from comspider.records.model import ExtractedComment

#: The readers whose texts must end in the same words after their names.
MIN_LINES = 2
#: How far from a text's end the line may start (its name, words and a title).
_TAIL_CHARS = 200
# After the name: one to four words, a mark, then the title up to the text's end.
_AFTER_NAME = re.compile(
    r"\s+((?:[^\W\d_]+['’]?[^\W\d_]*\s+){0,3}[^\W\d_]+['’]?[^\W\d_]*)\s*(\.{2,3}|…|:)\s*(\S.*)$", re.S
)


def without_name_lines(out: list[ExtractedComment | None]) -> None:
    """Cut the plugin's line from the end of every text that has one (in place)."""
    found: list[tuple[ExtractedComment, int, str]] = []
    for c in out:
        if c is None or not c.author or not c.text:
            continue
        line = _name_line(c.text, c.author)
        if line is not None:
            found.append((c, *line))
    counts = Counter(words for _c, _at, words in found)
    for c, at, words in found:
        if counts[words] >= MIN_LINES and c.text[:at].strip():
            c.text = c.text[:at].rstrip()


def _name_line(text: str, author: str) -> tuple[int, str] | None:
    """Where a line naming ``author`` starts near the end of ``text`` and its words
    between the name and the title (folded), if it has one."""
    names = author.split()
    start = max(0, len(text) - _TAIL_CHARS)
    for k in range(len(names), 0, -1):
        name = " ".join(names[:k])
        at = text.rfind(name, start)
        while at >= 0:
            if at == 0 or text[at - 1].isspace():  # a text that is all line counts, and keeps it
                m = _AFTER_NAME.match(text, at + len(name))
                if m is not None:
                    return at, f"{' '.join(m.group(1).split()).casefold()}{m.group(2)}"
            at = text.rfind(name, start, at) if at > 0 else -1
    return None

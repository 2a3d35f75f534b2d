"""The article's own boxes before a discussion that shares their container.

Structure codes read a tag and its attribute names, not their values: a story's page boxes
(``div.pg``), its pager (``div.pgnav``) and the readers' comments after them
(``div.x1``) all read ``div[class]``, so one section holds them all, the story's parts
first. The records after such a lead-in share one class; the lead-in's boxes share no
class token with them ("comment first" shares "comment" with "comment", and stays). A
lead-in is a few records at the top level, before every record of the discussion's
class, holding none of the section's other records, in the article's own box: the
container holds the page's headline (``h1``) before them. Elsewhere (a sidebar's boxes of
groups and their discussions) a list of other kinds is no story's lead-in.

The story itself may be the one record the others hang under: a Drupal node
(``div.node``: "Submitted by NAME on DATE", the body) and its comments
(``div.comment``: "Submitted by NAME on DATE", the text) read alike, and the comments'
box after the node reads as the node's replies, as a comment's ``div.indented`` does. Such
a root is the only top-level record, shares no class token with any record under it, is
longer than each of them, and follows the page's headline in the container: the article,
not a comment its readers answer.
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import inside, text_content
from comspider.records.model import Record, RecordSection
from comspider.records.visibility import drop_records

#: Records of the discussion's class, at least, after the lead-in.
MIN_FOLLOWING = 3
#: Records of a lead-in, at most (a story's pages and its pager).
MAX_LEAD_IN = 4


def _tokens(record: Record) -> frozenset[str]:
    return frozenset((record.node.get("class") or "").split())


def drop_lead_in(section: RecordSection) -> None:
    """Drop the records of ``section`` before its discussion's first record that are the
    article's own boxes, or the article that roots them all (see module doc)."""
    records = section.records
    if _story_root(section):
        drop_records(section, {0})
        return
    if len(records) < MIN_FOLLOWING + 1 or records[0].depth != 0:
        return
    top = [k for k, r in enumerate(records) if r.depth == 0]
    last = _tokens(records[top[-1]])
    if not last:
        return
    # the discussion: the longest run of top-level records at the end with the last one's class
    run = 0
    for k in reversed(top):
        if _tokens(records[k]) != last or records[k].node.tag != records[top[-1]].node.tag:
            break
        run += 1
    lead = top[: len(top) - run]
    if not lead or run < MIN_FOLLOWING or len(lead) > MAX_LEAD_IN:
        return
    first = top[len(lead)]
    if any(_tokens(records[k]) & last for k in lead) or any(r.depth for r in records[:first]):
        return
    if not _headline_before(section.container, records[0].node):
        return
    drop_records(section, set(range(first)))


def _story_root(section: RecordSection) -> bool:
    """Whether the first record of ``section`` is the story every other record hangs under."""
    records = section.records
    if len(records) < MIN_FOLLOWING + 1 or records[0].depth != 0:
        return False
    if any(r.depth == 0 for r in records[1:]):
        return False  # the comments' own top level: the first record is one of them
    root = records[0]
    tokens = _tokens(root)
    others = records[1:]
    if not all(_tokens(r) for r in others) or any(_tokens(r) & tokens for r in others):
        return False  # a comment and its replies share their name ("comment", "comment reply")
    held = [r.node for r in others if inside(r.node, root.node)]
    own = len(text_content(root.node)) - sum(len(text_content(n)) for n in _outermost(held))
    if own <= max(len(text_content(r.node)) for r in others):
        return False
    return _headline_before(section.container, root.node)


def _outermost(nodes: list[lxml_html.HtmlElement]) -> list[lxml_html.HtmlElement]:
    """Those of ``nodes`` inside none of the others."""
    within = set(nodes)
    return [n for n in nodes if not any(a in within for a in n.iterancestors())]


def _headline_before(container: lxml_html.HtmlElement, first: lxml_html.HtmlElement) -> bool:
    """Whether the container shows the page's headline (an ``h1``) before ``first``."""
    for el in container.iter():
        if el is first:
            return False
        if el.tag == "h1":
            return True
    return False

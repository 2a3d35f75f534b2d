"""A comment section's pattern, learnt from one page, and the section found again with it
on another page of the template, without mining it.

Learnt (:func:`learn_pattern`) from a comment section the full method found (records and
their invariant subtrees, :class:`~comspider.records.model.RecordSection`):

- the container: a generalised XPath (tags, stable ids, stable class tokens; no
  positions) up to an ancestor with a stable id, and the absolute path it had;
- the records: their element kind (tag, the attribute names all of them have, the class
  tokens (nearly) all of them have), the paths of element signatures from the container
  down to each top-level record (the invariant path, seen from above), whether replies
  nest inside records, and the structure codes of the invariant subtrees most records
  hold (:func:`subtree_code`: the same code on every page, unlike the extraction's
  per-page codes).

Found again (:func:`locate`): the containers the pattern (else the path) selects; in
each, the elements of the records' kind reached by a known path (replies: inside a
record, when replies nest), holding at least half of the invariant subtrees, not hidden.
One record is enough: nothing needs to repeat.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from lxml import etree
from lxml import html as lxml_html

from comspider.records.dom import IGNORED_TAGS, OPAQUE_TAGS, element_before, table_part
from comspider.records.model import Record, RecordSection
from comspider.wrappers.model import RecordPattern

#: Ancestors climbed for the container's pattern (stopping earlier at a stable id).
MAX_STEPS = 6
#: Containers the pattern may select that are tried.
MAX_CONTAINERS = 12
#: Share of records (in tenths: 9 of 10 records is 9 * 10 >= 9 * 10, exactly) that must
#: have a class token (or an invariant subtree) for it to be part of the pattern.
CLASS_SHARE_TENTHS = 9
INVARIANT_SHARE_TENTHS = 8
MAX_INVARIANTS = 8
MAX_PATHS = 6
#: Nodes of a subtree coded at most for its invariant code (an invariant is a template
#: part: an avatar, a byline, a row of buttons).
MAX_CODED = 400

_STABLE_TOKEN = re.compile(r"^[A-Za-z_-][A-Za-z0-9_-]{0,39}$")
_HASHED = re.compile(r"^(css|sc|jsx|svelte|emotion|styled|tw)-|[0-9a-f]{6,}|\d{3,}", re.I)
_NUMBERED = re.compile(r"\d{3,}|[0-9a-f]{8,}", re.I)
_GENERATED_ID = re.compile(r"^(ember|react-|radix-|headlessui-|yui_|ext-gen|mui-|ui-id-|:r)", re.I)
_TAG = re.compile(r"^[a-z][a-z0-9-]*$")
_HIDDEN_STYLE = re.compile(r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b", re.I)
_MASK64 = (1 << 64) - 1


# ----------------------------------------------------------------------------- codes
def signature_of(el: lxml_html.HtmlElement) -> str:
    """An element's kind: its tag and its sorted attribute names (``li[class,id]``)."""
    names = el.keys()
    return f"{el.tag}[{','.join(sorted(names))}]" if names else str(el.tag)


def _mix(h: int) -> int:
    h ^= h >> 30
    h = (h * 0xBF58476D1CE4E5B9) & _MASK64
    h ^= h >> 27
    h = (h * 0x94D049BB133111EB) & _MASK64
    return (h ^ (h >> 31)) & ((1 << 53) - 1)


_TEXT_HASHES: dict[str, int] = {}


def hash_text(text: str) -> int:
    """A stable 64-bit hash of ``text`` (FNV-1a; Python's own ``hash`` changes per process)."""
    found = _TEXT_HASHES.get(text)
    if found is None:
        h = 0xCBF29CE484222325
        for byte in text.encode("utf-8", "replace"):
            h = ((h ^ byte) * 0x100000001B3) & _MASK64
        if len(_TEXT_HASHES) > 50_000:
            _TEXT_HASHES.clear()
        found = _TEXT_HASHES[text] = h
    return found


def subtree_codes(top: lxml_html.HtmlElement, limit: int | None = None) -> dict[lxml_html.HtmlElement, int]:
    """The structure code of every element under ``top`` (``top`` included): a stable
    hash of its tag, attribute names and its children's codes, in order (the extraction's
    structure code, the same on every page). Iterative; ``limit``: elements coded at most
    (the first ones in document order; the rest get none)."""
    order: list[lxml_html.HtmlElement] = []
    stack = [top]
    while stack:
        el = stack.pop()
        tag = el.tag
        if not isinstance(tag, str) or tag in IGNORED_TAGS:
            continue
        order.append(el)
        if limit is not None and len(order) >= limit:
            break
        if tag not in OPAQUE_TAGS:
            stack.extend(reversed(el))
    codes: dict[lxml_html.HtmlElement, int] = {}
    for el in reversed(order):  # children before their parent
        h = hash_text(signature_of(el))
        if el.tag not in OPAQUE_TAGS:
            for child in el:
                code = codes.get(child)
                if code is not None:
                    h = ((h ^ code) * 0x100000001B3 + 0x9E3779B97F4A7C15) & _MASK64
        codes[el] = _mix(h)
    return codes


def subtree_code(el: lxml_html.HtmlElement) -> int | None:
    """The structure code of ``el``'s subtree; None for a subtree over ``MAX_CODED``
    elements (no template part)."""
    codes = subtree_codes(el, MAX_CODED + 1)
    return codes.get(el) if len(codes) <= MAX_CODED else None


# ----------------------------------------------------------------------------- container
def stable_id(value: str | None) -> bool:
    if not value or len(value) > 40 or not value[0].isalpha():
        return False
    if re.search(r"[:\"'\s\\\[\]]", value) or re.search(r"\d{3,}", value) or _GENERATED_ID.match(value):
        return False
    return not re.search(r"[0-9a-f]{8,}", value, re.I) or not re.search(r"\d", value)


def stable_classes(el: lxml_html.HtmlElement) -> list[str]:
    """Class tokens that name the element on every page (no build hashes, no ids)."""
    return [t for t in (el.get("class") or "").split() if _STABLE_TOKEN.match(t) and not _HASHED.search(t)]


def kind_classes(el: lxml_html.HtmlElement) -> list[str]:
    """Class tokens that may name a kind of record: build-hashed ones too (``css-bvc0m2``:
    one build's records share it), not those that number one record or one page."""
    return [t for t in (el.get("class") or "").split() if _STABLE_TOKEN.match(t) and not _NUMBERED.search(t)]


def _quote(value: str) -> str:
    if '"' not in value:
        return f'"{value}"'
    if "'" not in value:
        return f"'{value}'"
    return "concat(" + ", '\"', ".join(f'"{p}"' for p in value.split('"')) + ")"


def _class_test(token: str) -> str:
    return f'contains(concat(" ", normalize-space(@class), " "), " {token} ")'


def _step(el: lxml_html.HtmlElement) -> tuple[str, bool]:
    tag = str(el.tag)
    name = tag if _TAG.match(tag) else f'*[local-name()="{tag}"]'
    ident = el.get("id")
    if stable_id(ident):
        return f"{name}[@id={_quote(str(ident))}]", True
    tokens = sorted(
        stable_classes(el), key=lambda t: (not re.search(r"comm|koment|reac|disq|post", t, re.I), -len(t))
    )
    return name + "".join(f"[{_class_test(t)}]" for t in tokens[:2]), False


def container_pattern(el: lxml_html.HtmlElement) -> str:
    """A relative XPath (``//...``) naming ``el`` on the template's other pages."""
    steps: list[str] = []
    cur: lxml_html.HtmlElement | None = el
    while cur is not None and len(steps) < MAX_STEPS:
        tag = cur.tag
        if not isinstance(tag, str) or tag in ("html", "body"):
            break
        step, anchored = _step(cur)
        steps.append(step)
        if anchored:
            break
        cur = cur.getparent()
    return "//" + "/".join(reversed(steps)) if steps else ""


def element_path(el: lxml_html.HtmlElement) -> str:
    try:
        return str(el.getroottree().getpath(el))
    except (ValueError, TypeError):
        return ""


def select(root: lxml_html.HtmlElement, xpath: str) -> list[lxml_html.HtmlElement]:
    if not xpath:
        return []
    try:
        found = root.getroottree().xpath(xpath)
    except (etree.XPathError, ValueError, TypeError):
        return []
    return [x for x in found if isinstance(x, lxml_html.HtmlElement)] if isinstance(found, list) else []


# ----------------------------------------------------------------------------- learning
def _path_down(container: lxml_html.HtmlElement, node: lxml_html.HtmlElement) -> list[str] | None:
    """Signatures from below ``container`` down to ``node`` (None: not inside it)."""
    path = [signature_of(node)]
    cur = node.getparent()
    while cur is not None and cur is not container:
        if not table_part(cur):  # written or not, as records.dom.list_box reads a table
            path.append(signature_of(cur))
        cur = cur.getparent()
        if len(path) > 64:
            return None
    return list(reversed(path)) if cur is container else None


def _inside(node: lxml_html.HtmlElement, others: set[lxml_html.HtmlElement]) -> bool:
    cur = node.getparent()
    while cur is not None:
        if cur in others:
            return True
        cur = cur.getparent()
    return False


def learn_pattern(section: RecordSection) -> RecordPattern | None:
    """The record pattern of a comment section; None when its records are no single kind
    of element under its container (records of sibling runs, mixed tags)."""
    records = section.records
    if not records or any(r.extra for r in records):
        return None
    nodes = [r.node for r in records]
    tags = Counter(str(n.tag) for n in nodes)
    tag, count = tags.most_common(1)[0]
    if count * 10 < CLASS_SHARE_TENTHS * len(nodes):
        return None
    kind = [n for n in nodes if n.tag == tag]
    attributes = set(kind[0].keys())
    for n in kind[1:]:
        attributes &= set(n.keys())
    tokens: Counter[str] = Counter()
    for n in kind:
        tokens.update(set(kind_classes(n)))
    classes = sorted(t for t, c in tokens.items() if c * 10 >= CLASS_SHARE_TENTHS * len(kind))
    if not classes and "class" in attributes:
        return None  # every record has classes, none in common: records of several kinds
    node_set = set(nodes)
    paths: Counter[tuple[str, ...]] = Counter()
    tops = 0
    for r in records:
        if r.parent is not None and _inside(r.node, node_set):
            continue
        path = _path_down(section.container, r.node)
        if path is None:
            return None
        paths[tuple(path)] += 1
        tops += 1
    if not tops:
        return None
    nested = any(_inside(n, node_set) for n in nodes)
    held: Counter[int] = Counter()
    if len(section.invariants) == len(records):
        for r, parts in zip(records, section.invariants, strict=True):
            codes = {subtree_code(x) for x in parts if x is not r.node}
            held.update(c for c in codes if c is not None)
    invariants = [
        c for c, n in held.most_common(MAX_INVARIANTS) if n * 10 >= INVARIANT_SHARE_TENTHS * len(records)
    ]
    return RecordPattern(
        tag=tag,
        attributes=sorted(attributes),
        classes=classes,
        paths=[list(p) for p, _ in paths.most_common(MAX_PATHS)],
        nested=nested,
        invariants=invariants,
    )


# ----------------------------------------------------------------------------- locating
@dataclass(slots=True)
class Located:
    container: lxml_html.HtmlElement
    records: list[Record]
    invariants: list[list[lxml_html.HtmlElement]]
    # Records inside records that a wrapper learnt without replies cannot take: the page
    # has replies its template's first page had not (the full method reads them).
    unlearnt_replies: int = 0


def _hidden(el: lxml_html.HtmlElement) -> bool:
    return el.get("hidden") is not None or bool(_HIDDEN_STYLE.search(el.get("style") or ""))


def find_records(container: lxml_html.HtmlElement, pattern: RecordPattern) -> Located | None:
    """The records of ``pattern`` under ``container`` (None: none)."""
    wanted_attrs = set(pattern.attributes)
    wanted_classes = set(pattern.classes)
    paths = {tuple(p) for p in pattern.paths}
    matches = []
    for el in container.iter(pattern.tag):
        if el is container or not wanted_attrs <= set(el.keys()):
            continue
        if wanted_classes and not wanted_classes & set((el.get("class") or "").split()):
            continue
        matches.append(el)
    if not matches:
        return None
    match_set = set(matches)
    invariants = set(pattern.invariants)
    need = max(1, len(invariants) // 2)
    codes = subtree_codes(container) if invariants else {}
    parts_of = {el: _invariant_parts(el, codes, invariants) for el in matches}
    # A record's variant (a name without a link, a comment without an avatar) changes the
    # codes of the subtrees it is in: beside records whose invariants hold, an element with
    # parts of the same kinds (tag and attribute names) is a record too.
    whole = [el for el, found in parts_of.items() if len(found) >= need]
    among_records = {el.getparent() for el in whole}
    part_kinds = {signature_of(p) for el in whole for p in parts_of[el]}
    index: dict[lxml_html.HtmlElement, int] = {}
    records: list[Record] = []
    parts: list[list[lxml_html.HtmlElement]] = []
    tops: list[tuple[int, lxml_html.HtmlElement, int]] = []  # (record, its thread, its depth)
    unlearnt = 0
    for el in matches:  # document order: a record before its replies
        path = [signature_of(el)]
        hidden = _hidden(el)
        wrapped = False  # an element between it and its record or container is hidden
        owner = None
        cur = el.getparent()
        while cur is not None and cur is not container:
            if cur in match_set:
                owner = cur
                break
            wrapped = wrapped or _hidden(cur)
            if not table_part(cur):  # as _path_down learnt it
                path.append(signature_of(cur))
            cur = cur.getparent()
        # Replies collapsed under their record (``div.replies[hidden]`` until "3 replies"
        # is clicked) are comments, as the full method reads them
        # (comspider.records.visibility); a hidden wrapper of a record of the list itself
        # (a script's record template kept out of sight) is none.
        if hidden or (wrapped and owner is None):
            continue
        if owner is None:
            if cur is None or (paths and tuple(reversed(path)) not in paths):
                continue
        elif owner not in index:
            continue  # a part of a record, or inside one that is no record
        found = parts_of[el]
        if invariants and len(found) < need and not _variant(el, among_records, part_kinds, need):
            continue
        if owner is not None and not pattern.nested:
            # the record's own markup inside a record: a reply this wrapper never saw
            unlearnt += bool(invariants or wanted_classes)
            continue
        parent = index.get(owner) if owner is not None else None
        index[el] = len(records)
        if owner is None:
            thread = el
            while thread.getparent() is not container:
                thread = thread.getparent()
            tops.append((len(records), thread, len(path)))
        records.append(
            Record(node=el, parent=parent, depth=records[parent].depth + 1 if parent is not None else 0)
        )
        parts.append(found)
    if not records:
        return None
    _sibling_replies(records, tops, index)
    return Located(container, records, parts, unlearnt)


def _variant(
    el: lxml_html.HtmlElement, among: set[lxml_html.HtmlElement], kinds: set[str], need: int
) -> bool:
    """Is ``el``, beside records, one of them with other contents?"""
    if el.getparent() not in among:
        return False
    return len({k for d in el.iterdescendants() if (k := signature_of(d)) in kinds}) >= need


def _invariant_parts(
    el: lxml_html.HtmlElement, codes: dict[lxml_html.HtmlElement, int], invariants: set[int]
) -> list[lxml_html.HtmlElement]:
    """The first descendant of ``el`` with each invariant code."""
    found: list[lxml_html.HtmlElement] = []
    if invariants:
        seen: set[int] = set()
        for d in el.iter():
            code = codes.get(d)
            if code in invariants and d is not el and code not in seen:
                seen.add(code)
                found.append(d)
    return found


def _sibling_replies(
    records: list[Record],
    tops: list[tuple[int, lxml_html.HtmlElement, int]],
    index: dict[lxml_html.HtmlElement, int],
) -> None:
    """Parents of the records no record holds, as the record extraction gives them: a
    record deeper than the first of its thread (the container's child holding it) replies
    to the nearest shallower record before it in the thread; a thread of replies only
    (``div.comment + div.replies > div.comment``) continues the record or thread before it."""
    if len(tops) < 2:
        return
    shallowest = min(depth for _k, _t, depth in tops)
    least: dict[lxml_html.HtmlElement, int] = {}
    for _k, thread, depth in tops:
        least[thread] = min(least.get(thread, depth), depth)
    alias: dict[lxml_html.HtmlElement, lxml_html.HtmlElement] = {}
    for thread in least:  # document order
        alias[thread] = thread
        if least[thread] > shallowest and thread not in index:
            before = element_before(thread)
            if before is not None and before in alias:
                alias[thread] = alias[before]
    stacks: dict[lxml_html.HtmlElement, list[tuple[int, int]]] = {}
    for k, thread, depth in tops:
        stack = stacks.setdefault(alias[thread], [])
        while stack and stack[-1][1] >= depth:
            stack.pop()
        if stack:
            records[k].parent = stack[-1][0]
        stack.append((k, depth))
    for r in records:  # in document order: a parent's depth is known before its replies'
        r.depth = records[r.parent].depth + 1 if r.parent is not None else 0


def locate(root: lxml_html.HtmlElement, pattern: str, path: str, records: RecordPattern) -> Located | None:
    """The comment section of a template's page: the container the generalised
    ``pattern`` selects that holds the most records of ``records``, else the one at the
    absolute ``path``. None when neither holds any."""
    best: Located | None = None
    candidates = select(root, pattern)[:MAX_CONTAINERS]
    for container in candidates:
        found = find_records(container, records)
        if found is not None and (best is None or len(found.records) > len(best.records)):
            best = found
    if best is None:
        for container in select(root, path)[:1]:
            if container not in candidates:
                best = find_records(container, records)
    return best

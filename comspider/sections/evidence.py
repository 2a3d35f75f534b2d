"""The evidence that a list is a discussion, whatever it is called and in any language.

A discussion is people writing to each other under an article. Comment templates show
it in ways that do not depend on the words a site names its markup with:

- **each record's controls**: reply, vote, report and quote actions (a link or button
  whose short text or whose action says so: ``Reply``, ``Antworten``, ``▲``, ``?replytocom=``);
- **each record's own anchor**: an id or anchor name with a number (``comment-957``,
  ``c5881564413123996634``, ``<a name="p12">``) that a permalink or a reply can point to;
- **references between records**: ``@name`` mentions, quoted text;
- **several authors**, some of them writing more than once;
- **the surroundings**: a text box to write in next to the list, a count before it that
  matches its number of records ("12 Responses", "(12)"), a control that sorts it.

And the evidence that a list is something else, declared by the page itself: records
typed by schema.org as anything but a discussion (a Product, an Event, a Review...) and
star ratings (reviews are not comments).

These are features of the section decision (:mod:`comspider.sections.structure` reads
them in its walk of each record; the weights are learned), never a gate on their own.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

from lxml import html as lxml_html

from comspider.lexicon import STAR_TOKEN, has_comment_word
from comspider.records.dom import IGNORED_TAGS, NUMBERED_ID
from comspider.records.model import RecordSection
from comspider.sections.lookalikes import is_empty_thread

REPLY = "reply"
VOTE = "vote"
REPORT = "report"
QUOTE = "quote"
CONTROL_KINDS = (REPLY, VOTE, REPORT, QUOTE)

#: Control texts, matched at the start of a short label (at most four words), in the
#: common languages of news sites.
_TEXTS: dict[str, re.Pattern[str]] = {
    REPLY: re.compile(
        r"^(?:reply|replies|respond|answer|antworten|antwort|beantworten|répondre|repondre|réponse|responder|"
        r"responde|respuesta|rispondi|risposta|odpowiedz|odpowiedź|ответить|ответ|відповісти|відповідь|"
        r"beantwoorden|reageer|reageren|reactie|svara|svar|svare|vastaa|odpovědět|odpovědět|odpovedať|"
        r"válasz|válaszol|odgovori|odgovor|răspunde|yanıtla|yanıt|cevapla|cevap|απάντηση|απάντησε|"
        r"回复|回覆|返信|답글|답장|رد|הגב|תגובה|trả lời|phản hồi|balas|ตอบกลับ|ตอบ|"
        r"отговори|отговор|одговори|одговор|atsakyti|atbildēt|vasta|jibu|respon|پاسخ|جواب|जवाब|उत्तर|"
        r"উত্তর|பதில்|პასუხი|պատասխանել|cavab|жауап|përgjigju)(?:\W|$)",
        re.I,
    ),
    VOTE: re.compile(
        r"^(?:like|likes|unlike|upvote|downvote|vote|votes|recommend|recommended|agree|disagree|helpful|"
        r"gefällt mir|empfehlen|zustimmen|ablehnen|daumen|j'aime|j’aime|je n'aime pas|me gusta|mi piace|"
        r"curtir|gostei|нравится|не нравится|lubię to|vind ik leuk|gilla|tykkää|beğen|いいね|좋아요|추천|공감|赞|"
        r"харесвам|tetszik|líbí se mi|páči sa mi|sviđa mi se|μου αρέσει|suka|thích|"
        r"[👍👎▲▼△▽↑↓⬆⬇]|\+1|-1|\+|−|–)(?:\W|\d|$)",
        re.I,
    ),
    REPORT: re.compile(
        r"^(?:report|flag|report abuse|report comment|melden|missbrauch|signaler|signalez|denunciar|reportar|"
        r"segnala|segnalare|zgłoś|zgłoś nadużycie|пожаловаться|жалоба|rapporteren|anmäl|rapportera|"
        r"ilmoita|nahlásit|nahlásiť|bildir|şikayet|報告|举报|通報|신고|إبلاغ|דווח|abuse|inappropriate|"
        r"докладвай|сигнализирай|prijavi|jelentés|raportează|αναφορά|گزارش|laporkan|báo cáo)(?:\W|$)",
        re.I,
    ),
    QUOTE: re.compile(
        r"^(?:quote|zitieren|zitat|citer|citar|cita|citazione|cita|cytuj|цитировать|цитата|citeer|citera|"
        r"lainaa|alıntı|引用|인용)(?:\W|$)",
        re.I,
    ),
}


def _words_in_names(*words: str) -> re.Pattern[str]:
    """A pattern for ``words`` (each a small-letter regex) as words of markup names: after a
    non-letter ("js-report", "/report/12", "flag_comment") or capitalised after a small
    letter or digit ("commentReport"), never inside another word ("ureport", "iReport": a
    station's viewer photos)."""
    alternatives = []
    for word in words:
        alternatives.append(f"(?<![A-Za-z])(?i:{word})")
        alternatives.append(f"(?<=[a-z0-9]){word[0].upper()}{word[1:]}")
    return re.compile("|".join(alternatives))


#: Control actions as markup names them (class, id, href, data-*, onclick, aria-label).
_ACTIONS: dict[str, re.Pattern[str]] = {
    REPLY: re.compile(
        r"repl(?:y|ies)|replytocom|respond|antwort|repon|respuest|rispond|odpowied|reactie", re.I
    ),
    VOTE: re.compile(
        r"vote|upvote|downvote|\blike|like[-_]|thumb|karma|recommend|agree|rating-(?:up|down)", re.I
    ),
    REPORT: _words_in_names("flag", "report(?!ers?(?![a-z]))", "abuse", "melden", "signal"),
    QUOTE: re.compile(r"quote|zitat|citar|citer", re.I),
}
#: Attributes that say what a control does.
_ACTION_ATTRIBUTES = frozenset(
    {"class", "id", "href", "onclick", "title", "aria-label", "name", "rel", "role"}
)
#: Words of a short label that may stand in front of a control's word ("» Reply", "Reply ↓").
_MAX_LABEL_WORDS = 4
CLICKABLE_TAGS = frozenset({"a", "button"})


@lru_cache(maxsize=65_536)
def _kinds_of(label: str, actions: str) -> frozenset[str]:
    kinds = set()
    if label and len(label.split()) <= _MAX_LABEL_WORDS:
        for kind, pattern in _TEXTS.items():
            if pattern.match(label):
                kinds.add(kind)
    if actions:
        for kind, pattern in _ACTIONS.items():
            if pattern.search(actions):
                kinds.add(kind)
    return frozenset(kinds)


def is_clickable(el: lxml_html.HtmlElement) -> bool:
    tag = el.tag
    if tag in CLICKABLE_TAGS:
        return True
    if tag == "input":
        return (el.get("type") or "").lower() in ("button", "submit", "image")
    return (el.get("role") or "").lower() == "button" or el.get("onclick") is not None


def control_kinds(el: lxml_html.HtmlElement) -> frozenset[str]:
    """The discussion controls a clickable element is: by its short label (its text, or
    its value/alt) or by what its markup calls its action."""
    if len(el) > 4:
        return frozenset()  # a block that happens to be a link (a teaser): no control
    label = " ".join((el.text_content() if len(el) else (el.text or "")).split())
    if not label:
        label = (el.get("value") or el.get("alt") or el.get("title") or el.get("aria-label") or "").strip()
    label = label.strip(" »«›‹|·:()[]").lower()
    actions = " ".join(
        value for name, value in el.items() if name in _ACTION_ATTRIBUTES or name.startswith("data-")
    )
    return _kinds_of(label[:60], actions[:300])  # as written: "commentReport" is two words


_ID_ATTRIBUTE = re.compile(r"^data-(?:[\w-]*-)?id$|^data-[\w-]*(?:comment|post|message|reply)[\w-]*$")


def numbered_anchor(el: lxml_html.HtmlElement) -> bool:
    """Does the element carry an anchor or id that numbers it?"""
    for name, value in el.items():
        if name in ("id", "name") and NUMBERED_ID.search(value):
            return True
        if name.startswith("data-") and _ID_ATTRIBUTE.match(name) and NUMBERED_ID.search(value):
            return True
    return False


_MENTION = re.compile(r"(?:^|[\s(])@[^\W\d_][\w.-]{1,30}")
#: Every currency sign Unicode knows ("$", "€", "฿", "₩", "₺", "₴", "₦", "₫", "﷼").
_CURRENCY_SIGNS = "".join(
    re.escape(chr(c)) for c in range(0x20, 0x10000) if unicodedata.category(chr(c)) == "Sc"
)
#: Currencies written as a word or a code after the amount, where no sign is used
#: ("12,500 บาท", "150 Kč", "2 000 Ft", "50 lei", "Rp 50.000").
_CURRENCY_WORDS = (
    "EUR|USD|GBP|CHF|JPY|CNY|INR|RUB|PLN|CZK|HUF|RON|SEK|NOK|DKK|TRY|THB|IDR|VND|KRW|BRL|MXN|ZAR|NGN|KES|UAH|BGN"
    "|zł|kr|kn|Kč|Ft|lei|лв|грн|руб|рублей|рубля|бат|บาท|원|元|円|块|TL|Rp|đồng|ريال|تومان|درهم|جنيه|دينار|रुपये|रु"
)
_PRICE = re.compile(
    rf"[{_CURRENCY_SIGNS}]\s?\d|\d[\d.,]*\s?(?:[{_CURRENCY_SIGNS}]|{_CURRENCY_WORDS})(?!\w)|\b(?:Rp|Rs)\.?\s?\d"
)
_STAR = r"[★☆✩✪⭐]"
_STARS = re.compile(_STAR)
#: A grade in star glyphs: a row of three or more ("★★★☆☆"), not one star on a button ("★ Star", a like).
_GRADE = re.compile(rf"(?:{_STAR}\s?){{3,}}")
#: schema.org types of a discussion; any other declared type says the record is something else.
_DISCUSSION_TYPE = re.compile(
    r"schema\.org/(?:Comment|UserComments|DiscussionForumPosting|SocialMediaPosting|Answer|Question|Conversation|Message)\b",
    re.I,
)
_DECLARED_TYPE = re.compile(r"schema\.org/([A-Za-z]+)")
#: A rating in markup (stars, "rating" slots), where no comment word names it.
_RATING = re.compile(
    STAR_TOKEN + r"|star-?rating|rating-?stars|\brating\b|ratingvalue|bewertung|valoraci|notation", re.I
)


def mentions(text: str) -> bool:
    return bool(_MENTION.search(text))


def price(text: str) -> bool:
    return bool(_PRICE.search(text))


def stars(text: str) -> bool:
    return bool(_STARS.search(text))


def star_grade(text: str) -> bool:
    """Whether ``text`` shows a grade in a row of star glyphs (a review's)."""
    return _GRADE.search(text) is not None


def numbers(text: str) -> list[int]:
    """The whole numbers written in ``text`` (not parts of a decimal, a time or a date)."""
    return [int(n) for n in _COUNT.findall(_H_TIME.sub(" ", text))]


def declared_type(itemtype: str) -> str | None:
    """``"discussion"``, ``"other"`` or None for an ``itemtype`` value."""
    if _DISCUSSION_TYPE.search(itemtype):
        return "discussion"
    return "other" if _DECLARED_TYPE.search(itemtype) else None


def rating_markup(attrs: str) -> bool:
    """Attribute text (lowercase) naming a rating, not a comment's part."""
    return bool(_RATING.search(attrs)) and "comment" not in attrs


def distinct_authors(names: list[str]) -> tuple[float, float]:
    """(distinct names / names, share of names written more than once) of the records'
    author names (0.0, 0.0 when fewer than two records have one)."""
    if len(names) < 2:
        return 0.0, 0.0
    folded = [" ".join(n.lower().split()) for n in names]
    counts: dict[str, int] = {}
    for n in folded:
        counts[n] = counts.get(n, 0) + 1
    repeated = sum(c for c in counts.values() if c > 1)
    return len(counts) / len(folded), repeated / len(folded)


# ------------------------------------------------------------------------- surroundings
#: Levels above the container searched for the surroundings (the comments block of a
#: template: the list, its heading and count, its form).
LEVELS = 3
#: Elements read before the container for a count or a sort control.
_BEFORE = 60
_COUNT = re.compile(r"(?<![\d.,:/])(\d{1,6})(?![\d.,:/])")
#: A time written with an "h" ("08h00", "20h30": French, Portuguese, Vietnamese), no count.
_H_TIME = re.compile(r"(?<![^\W_])\d{1,2}h\d{2}(?![^\W_])")
_LETTER = re.compile(r"[^\W\d_]")
_SORT = re.compile(
    r"^(?:sort|sorted|order|newest|oldest|latest|best|top|popular|most liked|neueste|älteste|beste|"
    r"sortieren|trier|plus récents|récents|ordenar|más recientes|recientes|ordina|più recenti|"
    r"sortuj|najnowsze|сортировать|новые|сначала|nieuwste|oudste|sortera|nyaste|新しい順|最新|최신순)",
    re.I,
)


def _ancestors(el: lxml_html.HtmlElement, levels: int) -> list[lxml_html.HtmlElement]:
    out: list[lxml_html.HtmlElement] = []
    parent = el.getparent()
    while parent is not None and len(out) < levels and parent.tag not in ("body", "html"):
        out.append(parent)
        parent = parent.getparent()
    return out


def _visible_textarea(region: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> bool:
    for box in region.iter("textarea"):
        if box.get("hidden") is not None or (box.get("type") or "") == "hidden":
            continue
        if any(a in records for a in box.iterancestors()):
            continue  # a record's own reply form; the list's own form after its records counts
        return True
    return False


def _texts_before(container: lxml_html.HtmlElement, region: lxml_html.HtmlElement) -> list[tuple[str, str]]:
    """(tag, text) of the short texts in ``region`` before ``container`` (nearest first),
    at most :data:`_BEFORE` elements, and of the container's own head before its first
    record."""
    out: list[tuple[str, str]] = []
    # a count in a tail only on the label line right before the list ("<p><b>Talkback</b>
    # (9)</p>"): a sidebar's "<a>Recipes</a> (19)" counts its own links
    label = container.getprevious()
    line = set(label.iter()) if label is not None else set()
    for el in region.iter():
        if el is container:
            break
        tag = el.tag
        if not isinstance(tag, str) or tag in IGNORED_TAGS:
            continue
        out.extend((tag, text) for text in (_own_texts(el) if el in line else _short_parts(el.text)))
    return out[-_BEFORE:][::-1]


#: A count in brackets after a label, as a tail ("<b>Talkback</b> (9)").
_BRACKETED_COUNT = re.compile(r"^\(\s*\d[\d.,]*(?:\s+[^\W\d_]+)?\s*\)$")


def _own_texts(el: lxml_html.HtmlElement) -> list[str]:
    """The short parts of an element's text, and its tail when that is a count in brackets:
    "<b>Talkback</b> (9)" counts nine. Other tails say other things ("<time>…</time> · 4
    min read")."""
    parts = _short_parts(el.text)
    tail = " ".join((el.tail or "").split())
    if tail and _BRACKETED_COUNT.match(tail):
        parts.append(tail)
    return parts


#: What separates a line's parts ("Tópico: Dunas da Praia da Lota · 6 respostas").
_SEPARATORS = re.compile(r"\s[·•|—–]\s|\s-\s")
#: The longest line whose parts are read.
_LINE_CHARS = 200


#: A title quoted in a count's line (“…”, «…», „…“, "…").
_QUOTED = re.compile(r"“[^”]{1,200}”|«[^»]{1,200}»|„[^“”]{1,200}[“”]|\"[^\"]{1,200}\"")


def _short_parts(raw: str | None) -> list[str]:
    """An element's own text (spaces folded) when short (60 characters at most), else the
    short parts of a line that strings them with separators (a topic's title, then its
    count): a count stands on its own or is no count of this list."""
    text = " ".join((raw or "").split())
    if not text:
        return []
    if len(text) <= 60:
        return [text]
    if len(text) > _LINE_CHARS:
        return []
    if len(_QUOTED.sub("", text)) <= 60:
        return [text]  # a count over the article's title in quotes: one line
    return [part for part in _SEPARATORS.split(text) if part and len(part) <= 60]


def _surroundings(section: RecordSection) -> tuple[dict[str, float], bool]:
    """:func:`surroundings`, and :func:`counted_exactly`."""
    container = section.container
    levels = _ancestors(container, LEVELS)
    n = len(section.records)
    form = False
    records = {el for r in section.records for el in (r.node, *r.extra)}
    for region in (container, *levels):
        if region.tag == "form" and region.getparent() is not None and region.getparent().tag == "body":
            break  # a form around the whole page (ASP.NET) says nothing
        if _visible_textarea(region, records):
            form = True
            break
    count = match = sort = exact = False
    head: list[tuple[str, str]] = []
    # the container's own head: its texts before the first record
    first = section.records[0].node if section.records else None
    if first is not None:
        for el in container.iter():
            if el is first:
                break
            if isinstance(el.tag, str) and el.tag not in IGNORED_TAGS:
                head.extend((el.tag, text) for text in _short_parts(el.text))
    region = levels[1] if len(levels) > 1 else (levels[0] if levels else None)
    before = head[::-1] + (_texts_before(container, region) if region is not None else [])
    for tag, text in before:
        # a table's column label ("Latest update") sorts nothing
        if tag == "select" or (tag != "th" and _SORT.match(text.lower())):
            sort = True
        # a count over the article's title in quotes ("6 respuestas a “Abril: cuatro finales
        # felices”", WordPress's "6 Responses to “…”"): the title's words and numbers are not the count's
        bare = _QUOTED.sub("", text)
        found = numbers(bare)
        # a heading that is the count alone ("<h2>5</h2>" over five records) counts them
        # as "5 Kommentare" does; a bare number elsewhere is any figure
        alone = tag in _HEADINGS and len(found) == 1 and found[0] == n
        if found and len(bare.split()) <= 6 and (_LETTER.search(text) or text.startswith("(") or alone):
            count = True
            if n >= 2 and any(abs(v - n) <= max(1, n // 10) for v in found):
                match = True
            exact = exact or (n >= 2 and n in found)
    for region in levels[:1]:
        if region.find(".//select") is not None:
            sort = True
    return {
        "form_near": float(form),
        "count": float(count),
        "count_match": float(match),
        "sort_control": float(sort),
    }, exact


#: Words of a heading read as naming the list a discussion ("Comments", "6 Kommentare").
_HEADING_WORDS = 6
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: Elements before the list (at each of :data:`LEVELS` levels up) looked at for its heading.
_HEADING_SIBLINGS = 4


def _nearest_heading(section: RecordSection) -> str | None:
    """The text of the heading nearest before the list: in the container before its first
    record, else in the elements before the container or before one of its ancestors."""
    container = section.container
    first = section.records[0].node if section.records else None
    head = None
    for el in container.iter():  # document order: the records' own headings come after the first
        if el is first:
            break
        if el.tag in _HEADINGS:
            head = el
    if head is not None:
        return " ".join(head.text_content().split())
    node: lxml_html.HtmlElement | None = container
    for _ in range(LEVELS + 1):
        if node is None or node.tag in ("body", "html"):
            break
        elements = (sib for sib in node.itersiblings(preceding=True) if isinstance(sib.tag, str))
        for k, sib in enumerate(elements):
            if k >= _HEADING_SIBLINGS:
                break
            inside = [sib] if sib.tag in _HEADINGS else list(sib.iter(*_HEADINGS))
            if inside:  # the last heading in it is the nearest
                return " ".join(inside[-1].text_content().split())
        node = node.getparent()
    return None


def named_before(section: RecordSection) -> bool:
    """Whether the list's nearest heading names it a discussion in a comment word
    ("Comments", "6 Kommentare", "Reacties (4)"), not as an empty one ("Comments (0)"):
    a heading (``h1``-``h6``) before it, the nearest only (another list's "Comments" above
    a sidebar's box is not the box's; a thread's "Reply" links are no heading)."""
    text = _nearest_heading(section)
    return bool(
        text
        and len(text.split()) <= _HEADING_WORDS
        and has_comment_word(text)
        and numbers(text) != [0]
        and not is_empty_thread(text)
    )


#: Characters of text a list's comment form may have between the list's last record and
#: its text box: the name and e-mail labels, a note that the e-mail stays private; a
#: block of running text between them is another part of the page.
_FORM_GAP = 300
#: Elements after the last record looked at for that text box (a WordPress form's heading,
#: notes and name, e-mail and site fields before it take about 20).
_FORM_GAP_ELEMENTS = 25


def _shown_box(box: lxml_html.HtmlElement) -> bool:
    """A text box neither ``hidden`` nor styled ``display:none`` inline."""
    style = (box.get("style") or "").replace(" ", "").lower()
    return box.get("hidden") is None and "display:none" not in style


def form_follows(section: RecordSection) -> bool:
    """Whether a visible text box follows the list's last record with no more than labels
    between them (:data:`_FORM_GAP`), and no heading but one naming a comment ("Leave a
    reply"): the form that adds the next record to the list, which a list of anything else
    beside an article does not end in."""
    if not section.records:
        return False
    last = section.records[-1]
    end = (last.node, *last.extra)[-1]
    gap = len((end.tail or "").strip())
    for el in end.xpath(f"following::*[position() <= {_FORM_GAP_ELEMENTS}]"):
        if el.tag == "textarea":
            return _shown_box(el)
        if el.tag in _HEADINGS and not has_comment_word(el.text_content()):
            return False  # a form under a heading of another kind is a block of its own
        if el.tag not in IGNORED_TAGS:
            gap += len((el.text or "").strip())
        gap += len((el.tail or "").strip())
        if gap > _FORM_GAP:
            return False
    return False


def surroundings(section: RecordSection) -> dict[str, float]:
    """``form_near`` (a text box in the list's block, outside its records), ``count``
    (a short text before the list with a number and a word), ``count_match`` (that
    number is the number of records, within a tenth, for two records or more) and
    ``sort_control`` (a sort menu or button before the list)."""
    return _surroundings(section)[0]


def counted_exactly(section: RecordSection) -> bool:
    """Whether a short text before the list states exactly its number of records (two or
    more): "2 replies" over two, not over three."""
    return _surroundings(section)[1]


# ------------------------------------------------------------------- a discussion said empty
#: Elements of the list's block read for a notice that its discussion is empty.
_AROUND = 400
#: Longest own text (words) read as a zero count ("Comments (0)", "0 Responses").
_ZERO_COUNT_WORDS = 4
#: Where no notice of this list's discussion is: links, lists and their items (a related
#: story's "0 comments", a tab bar's "Facebook comments (0)"), navigation and side boxes.
_NOT_ITS_NOTICE = frozenset(
    {"a", "li", "ul", "ol", "dl", "nav", "aside", "footer", "table", "select", "button"}
)
#: An empty list of something else than comments beside the thread ("No trackbacks yet").
_OTHER_EMPTY = re.compile(r"pingback|trackback|share|teilen|partag|compart|condivid", re.I)


def said_empty(section: RecordSection) -> bool:
    """Whether the block around the list (two levels up, outside the list, links, lists and
    side boxes) says that the page's discussion has nothing in it yet: an empty thread's
    message ("Be the first to comment on this story", "Noch keine
    Kommentare") or a count of zero in a discussion's word ("Comments (0)") with no other
    count of comments beside it. A discussion's list does not sit beside its own "nothing
    here yet"; a list of something else (tipsters' picks, a roster) above an empty thread does."""
    container = section.container
    levels = _ancestors(container, 2)
    if not levels:
        return False
    return _says_empty(levels[-1], container)


def form_says_empty(section: RecordSection) -> bool:
    """Whether the page's comment form stands in a block of its own, away from the list
    (the list is not in the form's block, two levels up), that says the discussion is empty
    (:func:`said_empty`'s notice or zero count): "0 comments ... Be the first" over the form
    in the article's column, the list in a side column (a club's roster, a notice board)."""
    container = section.container
    for box in container.getroottree().getroot().iter("textarea"):
        if not _shown_box(box):
            continue
        form = next((a for a in box.iterancestors() if a.tag == "form"), None)
        levels = _ancestors(form if form is not None else box, 2)
        if not levels or container in levels or _contains(levels[-1], container):
            continue
        if _says_empty(levels[-1], None):
            return True
    return False


def _contains(region: lxml_html.HtmlElement, el: lxml_html.HtmlElement) -> bool:
    return any(a is region for a in el.iterancestors())


def _says_empty(region: lxml_html.HtmlElement, skip: lxml_html.HtmlElement | None) -> bool:
    """Whether ``region`` (``skip``'s subtree left out) says that the page's discussion
    has nothing in it yet (:func:`said_empty`)."""
    empty = zero = counted = False  # a notice; a zero count; a count of some comments
    for el in _outside(region, skip, _AROUND):
        if not isinstance(el.tag, str) or el.tag in IGNORED_TAGS:
            continue
        for text in (el.text, el.tail):
            if not text or not text.strip():
                continue
            said = " ".join(text.split())
            if _OTHER_EMPTY.search(said):
                continue
            if is_empty_thread(said):
                empty = True
            elif len(said.split()) <= _ZERO_COUNT_WORDS and has_comment_word(said):
                found = numbers(said)
                zero = zero or found == [0]
                counted = counted or any(found)
    return empty or (zero and not counted)


def _outside(
    region: lxml_html.HtmlElement, skip: lxml_html.HtmlElement | None, limit: int
) -> Iterator[lxml_html.HtmlElement]:
    """The first ``limit`` elements of ``region`` in document order, ``skip``'s subtree and
    the subtrees of :data:`_NOT_ITS_NOTICE` left out (a thread of thousands of records is
    not walked)."""
    stack = [iter(region)]
    seen = 0
    while stack and seen < limit:
        el = next(stack[-1], None)
        if el is None:
            stack.pop()
            continue
        if el is skip or el.tag in _NOT_ITS_NOTICE:
            continue
        seen += 1
        yield el
        stack.append(iter(el))

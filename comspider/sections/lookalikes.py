"""What looks like a comment but is not one: the markers the section rules read.

Embedded social posts (a tweet/X, Mastodon, Bluesky, Instagram, Facebook, TikTok or
Threads embed, a "social wall" of them), testimonials and editorial review boxes, author boxes,
live-blog entries and quote cards have what comments have (a name, a date, prose, an
avatar, like counts, repeated), so structure alone cannot tell them apart. What gives
them away:

- the names their embed code and plugins give them (``blockquote.twitter-tweet``,
  ``blockquote.instagram-media``, ``div.fb-post``, ``itemtype=".../Review"``,
  ``div.author-box``, ``liveblog-entry``...), read from attribute values that carry no
  comment word (a ``comment-author-info`` is a comment's part, not an author box);
- a link to the post on its network (``x.com/NAME/status/123``,
  ``bsky.app/profile/NAME/post/ID``, ``instagram.com/p/ID``...) whose text is not the
  URL itself (the embed's date or "View on Instagram" link; a reader who pastes a link
  to a tweet shows its URL);
- an ``@handle`` as the name.

Also here: the records that belong to a comment section but are no comment (notices
such as "This comment was removed" or "Abusive comment hidden", unfilled template
placeholders such as ``_time_ _text_`` or ``{{author}}``) and hidden elements.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lxml import html as lxml_html

from comspider.lexicon import COMMENT_KEYWORDS, STAR_TOKEN

# the removal notices (kept here under their old names: the rules read them as lookalikes.*)
from comspider.notices import NOTICE as NOTICE
from comspider.notices import NOTICE_MAX_WORDS as NOTICE_MAX_WORDS
from comspider.notices import is_notice as is_notice

#: Look-alike kinds, in the order the rules report them.
SOCIAL = "social_post"
REVIEW = "review"
AUTHOR_BOX = "author_box"
LIVE_BLOG = "live_blog"
QUOTE_CARD = "quote_card"
LATEST_COMMENTS = "latest_comments"
KINDS = (SOCIAL, REVIEW, AUTHOR_BOX, LIVE_BLOG, QUOTE_CARD, LATEST_COMMENTS)

_MARKERS: dict[str, re.Pattern[str]] = {
    SOCIAL: re.compile(
        r"twitter[-_]?tweet|twitter[-_]?timeline|\btweets?[-_]?(?:card|embed|container|body|wrapper)\b|"
        r"\bembedded[-_]?tweet|\btweet\b(?![-_])|"
        r"instagram[-_]?media|instgrm|bluesky[-_]?embed|\bbsky\b|mastodon[-_]?embed|"
        r"\bfb[-_]post\b|fb[-_]xfbml|facebook[-_]?post|tiktok[-_]?embed|threads?[-_]?embed|"
        r"text[-_]post[-_]media|social[-_]?(?:embed|post|wall|feed|card|stream)s?\b|socialwall|"
        r"\bjuicer\b|curator[-_]?feed|taggbox|flockler|embed[-_]?(?:tweet|twitter|instagram|social)",
    ),
    # Testimonials and editorial review boxes; not customer reviews of a shop's product
    # (user discussion of the page's subject, which annotators read as comments).
    # Stars in markup are a review's grade, never a discussion's vote ("+/-" scores; a
    # "comment-rating" names a comment's part and is read as none of these).
    REVIEW: re.compile(
        STAR_TOKEN + r"|star-?rating|rating-?stars|ratingvalue|glyphicons-star|\bfa-star\b|"
        r"testimonials?|review[-_]?(?:box|summary|verdict|score|card)|\bverdict\b|pros[-_]?(?:and[-_]?)?cons|"
        r"\bwp[-_]review|lets[-_]review|(?:editor|expert|staff|individual)[-_]?reviews?|kundenstimmen|"
        r"\btemoignages?\b|testimonios?\b|referenzen[-_]?kunden",
    ),
    AUTHOR_BOX: re.compile(
        r"author[-_]?box|authorbox|about[-_]?(?:the[-_]?)?author|author[-_]?(?:bio|biography|card|profile|info)\b|"
        r"autor(?:en)?[-_]?box|autorbox|abh_box|saboxplugin|\bpost[-_]?author\b|\bentry[-_]?author\b|"
        r"\bbyline[-_]?(?:block|box)\b|\bcontributor[-_]?(?:box|bio)\b"
    ),
    LIVE_BLOG: re.compile(
        r"live[-_]?blog|liveblog|live[-_]?ticker|liveticker|ticker[-_]?(?:entry|item|post|message)|"
        r"live[-_]?(?:update|entry|post|event|coverage|feed)s?\b|\blb[-_]post|livecenter|minute[-_]?by[-_]?minute|"
        r"schema\.org/liveblogposting|liveblogupdate|\bliveupdate"
    ),
    QUOTE_CARD: re.compile(
        r"quote[-_]?card|pull[-_]?quote|pullquote|blockquote[-_]?card|citation[-_]?card|quote[-_]?box|"
        r"embed[-_]?card|embedly|\boembed|link[-_]?preview|card[-_]?embed|\bzitat[-_]?box\b"
    ),
    LATEST_COMMENTS: re.compile(
        r"recent[-_ ]?comments|latest[-_ ]?comments|most[-_ ]?commented|widget[-_ ]?comments|"
        r"comments?[-_ ]?widget|last[-_ ]?comments|neueste[-_ ]?kommentare|letzte[-_ ]?kommentare|"
        r"derniers[-_ ]?commentaires|ultimos[-_ ]?comentarios|ultimi[-_ ]?commenti"
    ),
}

_COMMENT_WORD = re.compile("|".join(re.escape(k) for k in COMMENT_KEYWORDS if len(k) > 4 and k.isascii()))
#: A match's live commentary, named even with a comment word ("live-match-comment" on
#: sports.fr: the commentator's minute-by-minute entries, not readers' comments).
_LIVE_MATCH = re.compile(
    r"live[-_]?(?:match|game)|(?:match|game)[-_]?live|play[-_]?by[-_]?play|match[-_]?commentary"
)


#: Every branch of every pattern above (the markers and ``_LIVE_MATCH``) holds one of
#: these words as it is written (``fb-post``: "fb", ``pros-and-cons``: "pros",
#: ``most-commented``: "comment"...): a value without any of them matches none, which a
#: few substring tests tell five times sooner than the patterns do (most values of a new
#: page are such, and each is read once: the results are cached).
_MARKER_WORDS = (
    "twitter", "tweet", "embed", "instagram", "instgrm", "bluesky", "bsky", "mastodon", "fb",
    "facebook", "tiktok", "thread", "media", "social", "juicer", "curator", "taggbox",
    "flockler", "testimonial", "review", "verdict", "pros", "kundenstimmen", "temoignage",
    "testimonio", "referenzen", "author", "autor", "abh_box", "saboxplugin", "byline",
    "contributor", "live", "ticker", "lb", "minute", "quote", "citation", "preview", "zitat",
    "comment", "kommentare", "comentarios", "play", "star", "ratingvalue",
)  # fmt: skip


@lru_cache(maxsize=65_536)
def attribute_kinds(value: str) -> frozenset[str]:
    """The look-alike kinds an attribute value names (lowercase value). A value with a
    comment word names a comment's part ("comment-author-info", "comment-review") and
    counts only for the latest-comments widgets."""
    if not value or not any(word in value for word in _MARKER_WORDS):
        return frozenset()
    commentish = bool(_COMMENT_WORD.search(value))
    kinds = {
        kind
        for kind, pattern in _MARKERS.items()
        if (kind == LATEST_COMMENTS or not commentish) and pattern.search(value)
    }
    if _LIVE_MATCH.search(value):
        kinds.add(LIVE_BLOG)
    return frozenset(kinds)


#: A post's own URL on a social network (the date or "View on ..." link of an embed).
SOCIAL_POST_URL = re.compile(
    r"(?:twitter|x)\.com/[^/?#]+/status(?:es)?/\d|instagram\.com/(?:[^/?#]+/)?(?:p|reel|reels|tv)/|"
    r"facebook\.com/(?:[^?#]+/(?:posts|videos|photos|permalink)/|permalink\.php|story\.php)|fb\.watch/|"
    r"bsky\.app/profile/[^/?#]+/post/|/@[\w.]+/\d{6,}|tiktok\.com/@[^/?#]+/video/|"
    r"threads\.(?:net|com)/@[^/?#]+/post/|linkedin\.com/(?:posts|feed/update)/|"
    r"youtube\.com/(?:post|shorts)/",
    re.I,
)
_URLISH = re.compile(r"^\s*(?:https?://|www\.|pic\.|t\.co/)", re.I)


def is_social_post_link(href: str, text: str) -> bool:
    """A link to a post on a social network whose text is not a pasted URL."""
    return bool(SOCIAL_POST_URL.search(href)) and not _URLISH.match(text)


HANDLE = re.compile(r"^\(?@[\w.]{2,30}(?:@[\w.-]+)?\)?$")


#: Unfilled template slots: {{author}}, ${text}, %date%, _time_, [[name]], <%= x %>.
PLACEHOLDER = re.compile(
    r"\{\{[^{}]{1,40}\}\}|\$\{[^{}]{1,40}\}|%[A-Za-z_]{3,20}%|(?<![\w])_[a-z]{3,12}_(?![\w])|"
    r"\[\[[A-Za-z_.]{2,30}\]\]|<%=?|\{[a-z_]{3,20}\}"
)


def placeholder_only(text: str) -> bool:
    """Template text that was never filled: two slots or more, or one slot in a short text."""
    found = PLACEHOLDER.findall(text)
    return len(found) >= 2 or (len(found) == 1 and len(text.split()) <= 6)


#: A thread's "nothing here yet" message ("There are no comments yet - be the first to
#: add your thoughts", "Noch keine Kommentare"): a pane of an empty thread, with its sort
#: menu and buttons, can repeat like records ("all" and "premium" tabs).
EMPTY_THREAD = re.compile(
    r"\bno (?:[\w-]+ ){0,2}(?:comments?|replies|responses) yet\b|\bbe the first to (?:comment|reply|add|write|post|"
    r"leave|share|respond)|\bnoch keine (?:kommentare|antworten|beiträge)\b|\bkeine kommentare vorhanden\b|"
    r"\bschreib(?:en sie)? den ersten kommentar|\bsei(?:en sie)? (?:der|die) erste(?:,)? (?:der|die|de[rn])\b|"
    r"\baucun commentaire pour (?:l'instant|le moment)|\bsoyez le premier à (?:commenter|réagir|donner)|"
    r"\btodavía no hay comentarios|\bsé el primero en comentar|\bancora nessun commento|\bsii il primo a commentare",
    re.I,
)
#: Longest text (words) read as an empty thread's pane: the message with its sort menu,
#: buttons and an unfilled reply form (39 words on independent.co.uk); only a short
#: comment could say "be the first to reply" in passing, and only an odd-shaped record
#: (or one of a section of one or two) is read at all.
EMPTY_THREAD_MAX_WORDS = 50


def is_empty_thread(text: str) -> bool:
    return len(text.split()) <= EMPTY_THREAD_MAX_WORDS and bool(EMPTY_THREAD.search(text))


#: The comment form's prompt opening a line below or above the thread ("Leave a response...
#: Log in or reply by email", "Post a comment", "Log in to reply", "Laisser un commentaire"):
#: the box that stands for the form, of another shape than the comments beside it.
INVITATION = re.compile(
    # the form box's own label may come first ("Ihr Kommentar Bitte melden Sie sich an ...")
    r"^\W*(?:(?:ihr|ihre|your|votre|su|tu|il tuo|uw|je|din|twój|seu) (?:kommentar|meinung|comment|commentaire|"
    r"comentario|commento|reactie|komentarz|comentário)\W+)?"
    r"(?:(?:leave|post|add|write|submit|share) (?:a |an |your )?(?:own )?(?:reply|response|comment|thoughts?)\b|"
    r"(?:log|sign) ?in(?: or (?:register|sign ?up))? (?:to|and) (?:comment|reply|respond|post|have your say|"
    r"join the (?:discussion|conversation|debate))\b|"
    r"(?:register|sign ?up) to (?:comment|have your say|join the (?:discussion|conversation|debate))\b|"
    r"(?:kommentar|antwort) (?:schreiben|verfassen|hinterlassen)\b|(?:schreib|hinterlass)(?:en sie)? (?:einen|ihren) kommentar\b|"
    r"(?:laisser|laissez|ajouter|écrire|publier) (?:un|votre) commentaire\b|réagir à cet article\b|"
    r"(?:deja|dejar|escribe|escribir|añade|añadir) (?:un|tu|su) comentario\b|"
    r"(?:lascia|lasciare|scrivi|aggiungi) (?:un|il tuo) commento\b|"
    r"(?:deixe|deixar|escreva|adicione) (?:um|seu|o seu) comentário\b|"
    r"(?:schrijf|plaats|laat) (?:een|uw|je) (?:reactie|opmerking)\b|"
    r"(?:skriv|legg igjen|lämna) (?:en |din )?(?:kommentar|kommentaren)\b|"
    r"(?:napisz|dodaj|zostaw) komentarz\b|"
    # the log-in line in the form's place ("Bitte melden Sie sich an, um einen Beitrag zu
    # schreiben", "Connectez-vous pour réagir", "Inicia sesión para comentar")
    r"(?:bitte )?(?:melden sie sich an|loggen sie sich ein|anmelden)\s*,?\s*um (?:einen |ihren )?(?:beitrag|kommentar|"
    r"zu kommentieren|mitzudiskutieren)|"
    r"(?:connectez-vous|identifiez-vous|inscrivez-vous) pour (?:commenter|réagir|répondre)\b|"
    r"(?:inicia sesión|identifícate|regístrate) para (?:comentar|responder|opinar)\b|"
    r"(?:accedi|registrati) per (?:commentare|rispondere)\b|"
    r"(?:log in|meld je aan|registreer) om te (?:reageren|antwoorden)\b|"
    r"zaloguj się\s*,?\s*(?:aby|żeby) (?:dodać komentarz|skomentować|odpowiedzieć)\b)",
    re.I,
)
#: Longest text (words) read as the form's prompt: the prompt and its log-in line.
INVITATION_MAX_WORDS = 30


def is_invitation(text: str) -> bool:
    return len(text.split()) <= INVITATION_MAX_WORDS and bool(INVITATION.search(text))


_HIDING_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)


def is_hidden(el: lxml_html.HtmlElement) -> bool:
    """Hidden by its own markup: the ``hidden`` attribute or an inline ``display:none``
    (class-based hiding cannot be known from the DOM)."""
    if el.get("hidden") is not None:
        return True
    style = el.get("style")
    return bool(style) and hiding_style(style)


def hiding_style(style: str) -> bool:
    """Does an inline style hide its element?"""
    return bool(_HIDING_STYLE.search(style))

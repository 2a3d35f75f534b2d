"""Page furniture every outlet has and a comment extractor must not take for comments:
navigation, related stories, "most read" lists, newsletter boxes, share bars, ads, footers.

Each helper takes the outlet's ``Styler`` so the class names follow its conventions, and a
few switches so the structures differ between outlets.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

from comspider_lab.offline_web.html_util import Styler, esc
from comspider_lab.offline_web.rng import number


@dataclass(frozen=True, slots=True)
class Story:
    title: str
    href: str
    thumb: str
    date_iso: str
    date_text: str
    count: int = 0  # reads or comments, as the list shows it
    section: str = ""


SPEECH_BUBBLE = (
    '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
    '<path d="M4 4h16v11H8.5L4 19.5z" fill="none" stroke="currentColor" stroke-width="1.8" '
    'stroke-linejoin="round"/></svg>'
)
SHARE_ICONS = {
    "facebook": '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" fill="currentColor"/></svg>',
    "x": '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4l16 16M20 4L4 20" stroke="currentColor" stroke-width="2"/></svg>',
    "whatsapp": '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    "email": '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18v12H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
}


def link_list(
    st: Styler, block: str, items: list[tuple[str, str]], *, tag: str = "ul", item_tag: str = "li"
) -> str:
    """``<ul class=block__list><li class=block__item><a class=block__link>``."""
    inner = "".join(
        f'<{item_tag}{st.attr(block + "__item")}><a{st.attr(block + "__link")} href="{esc(href)}">{esc(label)}</a></{item_tag}>'
        for label, href in items
    )
    return f"<{tag}{st.attr(block + '__list')}>{inner}</{tag}>"


def story_list(
    st: Styler,
    name: str,
    heading: str,
    stories: list[Story],
    *,
    wrapper: str = "aside",
    tag: str = "ul",
    thumbs: bool = True,
    dates: bool = True,
    count_label: str | None = None,
    heading_tag: str = "h2",
    section_labels: bool = False,
    time_tags: bool = True,
) -> str:
    items = []
    for i, s in enumerate(stories, 1):
        parts = []
        if thumbs:
            parts.append(
                f'<a{st.attr(name + "__media")} href="{esc(s.href)}" tabindex="-1" aria-hidden="true">'
                f'<img{st.attr(name + "__img")} src="{esc(s.thumb)}" alt="" width="120" height="80" loading="lazy"></a>'
            )
        meta = []
        if section_labels and s.section:
            meta.append(f"<span{st.attr(name + '__kicker')}>{esc(s.section)}</span>")
        text = [f'<a{st.attr(name + "__link")} href="{esc(s.href)}">{esc(s.title)}</a>']
        if dates:
            if time_tags:
                meta.append(
                    f'<time{st.attr(name + "__date")} datetime="{esc(s.date_iso)}">{esc(s.date_text)}</time>'
                )
            else:
                meta.append(f"<span{st.attr(name + '__date')}>{esc(s.date_text)}</span>")
        if count_label is not None:
            meta.append(f"<span{st.attr(name + '__count')}>{esc(count_label.format(n=s.count))}</span>")
        body = f"<div{st.attr(name + '__text')}>{''.join(text)}"
        if meta:
            body += f"<div{st.attr(name + '__meta')}>{' '.join(meta)}</div>"
        body += "</div>"
        rank = f"<span{st.attr(name + '__rank')}>{i}</span>" if tag == "ol" else ""
        items.append(f"<li{st.attr(name + '__item')}>{rank}{''.join(parts)}{body}</li>")
    return (
        f"<{wrapper}{st.attr(name)}><{heading_tag}{st.attr(name + '__title')}>{esc(heading)}</{heading_tag}>"
        f"<{tag}{st.attr(name + '__list')}>{''.join(items)}</{tag}></{wrapper}>"
    )


def newsletter(
    st: Styler, lang: ModuleType, action: str = "/newsletter/subscribe", name: str = "newsletter"
) -> str:
    ui = lang.UI
    return (
        f"<div{st.attr(name)}><p{st.attr(name + '__title')}>{esc(ui['newsletter_title'])}</p>"
        f"<p{st.attr(name + '__text')}>{esc(ui['newsletter_text'])}</p>"
        f'<form{st.attr(name + "__form")} action="{esc(action)}" method="post">'
        f'<input{st.attr(name + "__input")} type="email" name="email" placeholder="{esc(ui["email_placeholder"])}" required>'
        f'<button{st.attr(name + "__button")} type="submit">{esc(ui["newsletter_button"])}</button></form></div>'
    )


def share_bar(
    st: Styler,
    lang: ModuleType,
    url: str,
    title: str,
    name: str = "share",
    icons_only: bool = False,
    copy_button: bool = False,
) -> str:
    from urllib.parse import quote

    links = [
        ("facebook", f"https://www.facebook.com/sharer/sharer.php?u={quote(url, safe='')}", "Facebook"),
        ("x", f"https://x.com/intent/post?url={quote(url, safe='')}&text={quote(title, safe='')}", "X"),
        ("whatsapp", f"https://wa.me/?text={quote(title + ' ' + url, safe='')}", "WhatsApp"),
        ("email", f"mailto:?subject={quote(title, safe='')}&body={quote(url, safe='')}", "E-Mail"),
    ]
    items = []
    for key, href, label in links:
        text = "" if icons_only else f"<span{st.attr(name + '__label')}>{esc(label)}</span>"
        items.append(
            f'<li{st.attr(name + "__item")}><a{st.attr(name + "__link", key)} href="{esc(href)}" '
            f'target="_blank" rel="noopener" aria-label="{esc(lang.UI["share"])}: {esc(label)}">'
            f"{SHARE_ICONS[key]}{text}</a></li>"
        )
    if copy_button:
        items.append(
            f'<li{st.attr(name + "__item")}><button{st.attr(name + "__copy")} type="button" '
            f'data-share-url="{esc(url)}">{esc(lang.UI["share"])}</button></li>'
        )
    return f'<ul{st.attr(name)} aria-label="{esc(lang.UI["share"])}">{"".join(items)}</ul>'


def ad_slot(
    st: Styler,
    lang: ModuleType,
    ads_base: str,
    slot: str,
    size: tuple[int, int] = (300, 250),
    style: str = "iframe",
    site: str = "",
) -> str:
    """An ad: an iframe from the ad server, an AdSense-like <ins>, or a DFP-like div."""
    w, h = size
    label = f'<span class="ad-label">{esc(lang.UI["advertisement"])}</span>'
    if style == "ins":
        return (
            f'<div class="ad-container adsense">{label}<ins class="adsbygoogle" style="display:block;width:{w}px;height:{h}px" '
            f'data-ad-client="ca-pub-{number("adsense", site, modulo=10**10):010d}" data-ad-slot="{esc(slot)}" data-ad-format="auto"></ins>'
            f'<script async src="{ads_base}/pagead/js/adsbygoogle.js?client={esc(site)}"></script></div>'
        )
    if style == "div":
        return (
            f'<div id="div-gpt-ad-{esc(slot)}" class="dfp-ad ad-slot ad-slot--{w}x{h}" data-ad-unit="/2148/{esc(site)}/{esc(slot)}" '
            f'style="min-height:{h}px">{label}<script src="{ads_base}/gampad/gpt.js?slot={esc(slot)}" async></script></div>'
        )
    return (
        f'<div class="advert {st("ad")}" data-slot="{esc(slot)}">{label}'
        f'<iframe src="{ads_base}/gampad/ads?iu=/2148/{esc(site)}/{esc(slot)}&amp;sz={w}x{h}" width="{w}" height="{h}" '
        f'title="{esc(lang.UI["advertisement"])}" scrolling="no" frameborder="0" loading="lazy"></iframe></div>'
    )


def sponsored(
    st: Styler,
    lang: ModuleType,
    ads_base: str,
    site: str,
    items: list[tuple[str, str]],
    name: str = "partner",
) -> str:
    """An Outbrain-like block of paid links: records that are not comments."""
    cells = "".join(
        f'<a class="ob-dynamic-rec-link {st(name + "__item")}" href="{ads_base}/click?site={esc(site)}&amp;id={i}" rel="sponsored nofollow">'
        f'<img src="{ads_base}/creative/{i}.svg" alt="" width="160" height="100" loading="lazy">'
        f'<span class="ob-rec-text">{esc(title)}</span><span class="ob-rec-source">{esc(source)}</span></a>'
        for i, (title, source) in enumerate(items, 1)
    )
    return (
        f'<div class="OUTBRAIN ob-widget {st(name)}" data-widget-id="AR_1"><div class="ob-widget-header">'
        f'{esc(lang.UI["sponsored"])}</div><div class="ob-widget-items-container">{cells}</div></div>'
    )


def footer_columns(st: Styler, columns: list[tuple[str, list[tuple[str, str]]]], name: str = "footer") -> str:
    cols = "".join(
        f"<div{st.attr(name + '__col')}><p{st.attr(name + '__heading')}>{esc(title)}</p>"
        + link_list(st, name + "-links", links)
        + "</div>"
        for title, links in columns
    )
    return f"<div{st.attr(name + '__cols')}>{cols}</div>"

"""Shared helpers of blind set CG. The generic ones (``talk``: a discussion from an indented block, one comment a
line; ``Note``, ``seeds``, ``draw``, ``flat``, ``rows``, ``links``) are set BQ's, imported; ``case`` (a Case from a
site, a piece and page bits), ``widget`` (a sidebar widget in the site's system's markup), the era's furniture
(``recent_comments``, ``cloud``, ``blogroll``, ``archive``, ``newsletter``, ``related``, ``author_box``) and the
comment markup of the systems of 2011-2013 (``wp_comments``, ``blogger_comments``, ``typepad_comments``,
``drupal_comments``, ``joomla_comments``, ``php_comments``) are this set's, written for it."""

from __future__ import annotations

import hashlib

from comspider_lab.blind.cases_bq_common import Note, draw, flat, links, rows, seeds, talk
from comspider_lab.blind.content_cg import SITES_CG
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cg import Bits, Piece, num, render_cg
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "archive",
    "author_box",
    "blogger_comments",
    "blogroll",
    "case",
    "cloud",
    "draw",
    "drupal_comments",
    "esc",
    "flat",
    "joomla_comments",
    "links",
    "newsletter",
    "num",
    "php_comments",
    "pingback",
    "recent_comments",
    "related",
    "rows",
    "seeds",
    "slug",
    "talk",
    "typepad_comments",
    "widget",
    "wp_comments",
]


def widget(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A sidebar widget as the site's system printed it."""
    system = SITES_CG[site_key].system
    t = esc(title)
    if system == "wp_default":
        return f'<li id="{cls or slug(title)}" class="widget-container {cls}"><h3 class="widget-title">{t}</h3>{inner}</li>'
    if system in ("wp_magazine",):
        return f'<div class="widget {cls}"><h3>{t}</h3>{inner}</div>'
    if system == "blogger":
        return (
            f'<div class="widget {cls or "HTML"}"><h2>{t}</h2><div class="widget-content">{inner}</div></div>'
        )
    if system == "typepad":
        return f'<div class="module-{cls or "typelist"} module"><h2 class="module-header">{t}</h2><div class="module-content">{inner}</div></div>'
    if system == "drupal":
        return (
            f'<div class="block block-{cls or "block"}"><h2>{t}</h2><div class="content">{inner}</div></div>'
        )
    if system == "joomla":
        return f'<div class="moduletable{("_" + cls) if cls else ""}"><h3>{t}</h3>{inner}</div>'
    if system == "php":
        return f"<b>{t}</b><br />{inner}<br />"
    if system == "weekly":
        return f'<div class="box {cls}"><h3>{t}</h3>{inner}</div>'
    return f'<p style="color:#fff"><b>{t}</b></p><div style="color:#fff;font-size:12px">{inner}</div>'


def recent_comments(site_key: str, block: str, title: str = "Recent Comments") -> str:
    """WordPress's recent-comments widget from "name | post title" lines."""
    items = "".join(
        f'<li class="recentcomments"><a href="#" rel="external nofollow" class="url">{esc(a)}</a> on <a href="/{slug(t)[:40]}/#comments">{esc(t)}</a></li>'
        for a, t in rows(block)
    )
    return widget(site_key, title, f'<ul id="recentcomments">{items}</ul>', "recent-comments")


def cloud(site_key: str, words: str, title: str = "Tags") -> str:
    """A tag cloud from "word:weight, …" (weight 1-5)."""
    out = []
    for part in words.split(","):
        w, _, n = part.strip().rpartition(":")
        out.append(
            f'<a href="/tag/{slug(w)}/" class="tag-link" title="{int(n) * 3} topics" style="font-size:{8 + 2 * int(n)}pt;">{esc(w)}</a>'
        )
    return widget(site_key, title, '<div class="tagcloud">' + "\n".join(out) + "</div>", "tag_cloud")


def blogroll(site_key: str, block: str, title: str = "Blogroll") -> str:
    """A blogroll from "blog name" lines, or Blogger's blog list from "blog | latest post | time ago" lines."""
    rs = rows(block)
    if SITES_CG[site_key].system == "blogger" and len(rs[0]) == 3:
        items = "".join(
            f'<li><div class="blog-icon"><img src="/_avatar/bl-{slug(b)[:20]}.svg" width="16" height="16" alt="" /></div><div class="blog-content">'
            f'<div class="blog-title"><a href="#" target="_blank">{esc(b)}</a></div><div class="item-content"><span class="item-title"><a href="#" target="_blank">{esc(p)}</a></span>'
            f'<div class="item-time">{esc(t)}</div></div></div></li>'
            for b, p, t in rs
        )
        return widget(
            site_key,
            title,
            f'<div class="blog-list-container"><ul id="blogroll">{items}</ul></div>',
            "BlogList",
        )
    items = "".join(f'<li><a href="#" rel="friend">{esc(r[0])}</a></li>' for r in rs)
    return widget(site_key, title, f"<ul class='xoxo blogroll'>{items}</ul>", "linkcat")


def archive(site_key: str, block: str, title: str = "Archives") -> str:
    """Monthly archives from "Month Year | count" lines (Blogger: a tree with the open month)."""
    rs = rows(block)
    if SITES_CG[site_key].system == "blogger":
        items = "".join(
            f'<li class="archivedate {"expanded" if k == 0 else "collapsed"}"><a class="toggle" href="javascript:void(0)"><span class="zippy">{"▼" if k == 0 else "►"}&nbsp;</span></a>'
            f'<a class="post-count-link" href="#">{esc(m)}</a> <span class="post-count" dir="ltr">({esc(n)})</span></li>'
            for k, (m, n) in enumerate(rs)
        )
        return widget(
            site_key,
            "Blog Archive",
            f'<div id="ArchiveList"><ul class="hierarchy">{items}</ul></div>',
            "BlogArchive",
        )
    items = "".join(f'<li><a href="#">{esc(m)}</a>&nbsp;({esc(n)})</li>' for m, n in rs)
    return widget(site_key, title, f"<ul>{items}</ul>", "archives")


def newsletter(site_key: str, text: str, title: str = "Get updates by email") -> str:
    return widget(
        site_key,
        title,
        f'<form class="subscribe" action="#" method="post"><p>{esc(text)}</p><input type="text" name="email" value="Enter your email address" /> '
        '<input type="submit" value="Subscribe" /><p class="small">Delivered by FeedBurner</p></form>',
        "newsletter",
    )


def related(block: str, title: str = "Related Posts", cls: str = "related") -> str:
    """Related posts from "title | excerpt" lines (2-3 items)."""
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}/"><img src="/_avatar/rel-{slug(t)[:16]}.svg" width="120" height="80" alt="" /></a>'
        f'<a class="rel-title" href="/{slug(t)[:40]}/">{esc(t)}</a><p class="rel-excerpt">{esc(x)}</p></li>'
        for t, x in rows(block)
    )
    return f'<div class="{cls}"><h3>{esc(title)}</h3><ul>{items}</ul></div>'


def author_box(name: str, bio: str, extra: str = "") -> str:
    return (
        f'<div class="author-box"><img src="/_avatar/ab-{slug(name)}.svg" width="70" height="70" alt="" />'
        f"<h4>About {esc(name)}</h4><p>{esc(bio)}</p>{extra}</div>"
    )


def _cid(key: str, i: int) -> int:
    return 1000 + int(hashlib.md5(key.encode()).hexdigest()[:4], 16) % 8000 + 7 * i


def _paras(text: str) -> str:
    return "".join(f"<p>{esc(x)}</p>" for x in text.split("\n\n"))


def _brs(text: str) -> str:
    return "<br /><br />".join(esc(x) for x in text.split("\n\n"))


# --------------------------------------------------------------------------- WordPress


def wp_comments(
    key: str,
    ns: list[Note],
    heading: str,
    *,
    variant: str = "default",
    before: str = "",
    after_list: str = "",
    respond: str = "Leave a Reply",
) -> str:
    """WordPress's comment list of 2011-2013: ``variant`` "default" (a default-like theme: "NAME says:" over the
    date), "mag" (a magazine theme: the comment-body box) or "weekly". Tags: "author" (the post's author:
    bypostauthor), "mod" (awaiting moderation). ``before``: list items printed before the comments (pingbacks)."""

    def item(i: int, n: Note, sub: str) -> str:
        cid = _cid(key, i)
        cls = "comment even" if i % 2 == 0 else "comment odd alt"
        if n.tag("author"):
            cls += " byuser bypostauthor"
        depth = 1
        p = n.parent
        while p is not None:
            depth += 1
            p = ns[p].parent
        mod = (
            '<em class="comment-awaiting-moderation">Your comment is awaiting moderation.</em><br />'
            if n.tag("mod")
            else ""
        )
        url = n.tag("url")
        who = (
            f'<a href="{esc(url)}" rel="external nofollow" class="url">{esc(n.who)}</a>'
            if url
            else esc(n.who)
        )
        head = (
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/g-{slug(n.who)[:20]}.svg" class="avatar avatar-{40 if variant == "default" else 48} photo" height="40" width="40" />'
            f'<cite class="fn">{who}</cite> <span class="says">says:</span></div>{mod}'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(n.at)}</a></div>'
        )
        reply = f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Reply</a></div>'
        body = _paras(n.body)
        if variant == "default":
            inner = f'<div id="comment-{cid}">{head}<div class="comment-body">{body}</div>{reply}</div>'
        else:
            inner = f'<div id="div-comment-{cid}" class="comment-body">{head}{body}{reply}</div>'
        return (
            f'<li class="{cls} depth-{depth}" id="li-comment-{cid}">{inner}'
            + (f'<ul class="children">{sub}</ul>' if sub else "")
            + "</li>"
        )

    form = (
        f'<div id="respond"><h3 id="reply-title">{esc(respond)} <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
        '<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" /></p>'
        '<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-allowed-tags">You may use these <abbr title="HyperText Markup Language">HTML</abbr> tags and attributes: <code>&lt;a href="" title=""&gt; &lt;b&gt; &lt;blockquote cite=""&gt; &lt;em&gt; &lt;strong&gt;</code></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p>'
        '<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" value="subscribe" /> <label for="subscribe">Notify me of followup comments via e-mail</label></p></form></div>'
    )
    h = f'<h3 id="comments-title">{heading}</h3>' if heading else ""
    lst = f'<ol class="commentlist">{before}{draw(ns, item, lambda s, _p: s)}</ol>' if ns or before else ""
    return f'<div id="comments">{h}{lst}{after_list}</div>{form}'


def pingback(title: str, url: str) -> str:
    return f'<li class="post pingback"><p>Pingback: <a href="{esc(url)}" rel="external nofollow" class="url">{esc(title)}</a></p></li>'


# --------------------------------------------------------------------------- Blogger


def blogger_comments(key: str, ns: list[Note], blog_author: str) -> str:
    """Blogger's comment block of 2011-2012: "N comments:", a ``dl`` of ``dt`` "NAME said..." and ``dd`` text and
    ``dd`` footer; a comment by the blog's author has the owner's icon; the text's paragraphs joined by ``<br>``."""
    items = ""
    for i, n in enumerate(ns):
        cid = 7000000000000000000 + _cid(key, i) * 1000003
        prof = f"http://www.blogger.com/profile/{_cid(n.who, 0) * 91131}"
        owner = (
            ' <span class="item-control blog-admin pid-1"><img src="/_avatar/icon_wrench.svg" width="18" height="18" alt="" class="icon-action" /></span>'
            if n.who == blog_author
            else ""
        )
        items += (
            f'<dt class="comment-author {"blog-author" if n.who == blog_author else ""}" id="c{cid}"><a name="c{cid}"></a>'
            f'<div class="avatar-image-container vcard"><span dir="ltr"><a href="{prof}"><img src="/_avatar/b-{slug(n.who)[:20]}.svg" width="35" height="35" alt="" title="{esc(n.who)}" /></a></span></div>'
            f'<a href="{prof}" rel="nofollow">{esc(n.who)}</a> said...</dt>'
            f'<dd class="comment-body" id="Blog1_cmt-{cid}"><p>{_brs(n.body)}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{cid}" title="comment permalink">{esc(n.at)}</a>'
            f'<span class="item-control blog-admin pid-2"><a class="comment-delete" href="#" title="Delete Comment"><img src="/_avatar/icon_delete13.svg" width="13" height="13" alt="" /></a></span></span>{owner}</dd>'
        )
    return (
        '<div class="comments" id="comments"><a name="comments"></a><h4>@@COUNT@@</h4>'
        '<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">'
        + items
        + "</dl></div>"
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=1&amp;postID=2" onclick="">Post a Comment</a></p></div>'
        '<div class="post-feeds"></div>'
    )


# --------------------------------------------------------------------------- Typepad


def typepad_comments(key: str, ns: list[Note]) -> str:
    """Typepad's comments of 2010-2012: the text first, then "Posted by: NAME | DATE"; a hidden preview box."""
    items = ""
    for i, n in enumerate(ns):
        cid = f"6a00d8341c5f7e53ef01{hashlib.md5((key + str(i)).encode()).hexdigest()[:14]}"
        url = n.tag("url")
        who = f'<a rel="nofollow" href="{esc(url)}">{esc(n.who)}</a>' if url else esc(n.who)
        items += (
            f'<a id="c{cid}"></a><div class="comment font-entrybody" id="comment-{cid}"><div class="comment-content">{_paras(n.body)}</div>'
            f'<p class="comment-footer">Posted by: {who} | <a rel="nofollow" href="#comment-{cid}">{esc(n.at)}</a></p></div>'
        )
    return (
        '<div class="comments" id="comments"><a id="comments"></a><div class="comments-info"><h3 class="comments-header">Comments</h3>'
        '<p class="comments-feed"><a href="#"><img src="/_avatar/feed.svg" width="12" height="12" alt="Feed" /></a> You can follow this conversation by subscribing to the <a href="#">comment feed</a> for this post.</p></div>'
        f'<div class="comments-content" id="comments-content">{items}</div></div>'
        '<div class="comments-open" id="comments-open" style="display:none"><h2 class="comments-open-header">Verify your Comment</h2>'
        '<div class="comments-open-content"><h3>Previewing your Comment</h3><div class="comment-content"></div><p class="comment-footer">Posted by: &nbsp;|&nbsp;</p>'
        "<p>This is only a preview. Your comment has not yet been posted.</p></div></div>"
        '<div class="comments-open" id="comments-open-form"><h2 class="comments-open-header">Post a comment</h2>'
        "<p>Comments are moderated, and will not appear until the author has approved them.</p><p>Your Information</p>"
        "<p>(Name and email address are required. Email address will not be displayed with the comment.)</p>"
        '<form action="#" method="post"><label>Name is required to post a comment</label><input type="text" name="author" /><br />'
        '<label>Please enter a valid email address</label><input type="text" name="email" /><br /><textarea name="text" rows="8" cols="50"></textarea><br />'
        '<input type="submit" value="Preview" /> <input type="submit" value="Post" /></form></div>'
    )


# --------------------------------------------------------------------------- Drupal 7


def drupal_comments(key: str, ns: list[Note]) -> str:
    """Drupal 7's comments: "Submitted by NAME (not verified)" for an anonymous name (tag "anon"), the subject
    (tag "subject=", else the first words of the text, cut as Drupal cut them), replies in ``div.indented``."""

    def item(i: int, n: Note, sub: str) -> str:
        cid = _cid(key, i)
        words = n.body.split()
        subject = n.tag("subject") or (" ".join(words[:5]) + "…")
        name = (
            f'<span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name">{esc(n.who)} (not verified)</span>'
            if n.tag("anon")
            else f'<a href="/users/{slug(n.who)}" title="View user profile." class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name">{esc(n.who)}</a>'
        )
        cls = "comment-by-anonymous" if n.tag("anon") else "comment-by-node-author" if n.tag("author") else ""
        return (
            f'<a id="comment-{cid}"></a><div class="comment {cls} clearfix" about="/comment/{cid}#comment-{cid}" typeof="sioc:Post sioct:Comment">'
            f'<div class="attribution"><div class="user-picture"><img typeof="foaf:Image" src="/_avatar/d-{slug(n.who)[:20]}.svg" width="50" height="50" alt="" /></div>'
            f'<div class="submitted"><p class="commenter-name">{name}</p><p class="comment-time"><span property="dc:date dc:created" content="{esc(n.tag("iso"))}">{esc(n.at)}</span></p>'
            f'<p class="comment-permalink"><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">Permalink</a></p></div></div>'
            f'<div class="comment-text"><div class="comment-arrow"></div><h3 property="dc:title" datatype=""><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">{esc(subject)}</a></h3>'
            f'<div class="content"><span rel="sioc:reply_of" resource="/node/1" class="rdf-meta element-hidden"></span>'
            f'<div class="field field-name-comment-body field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{_paras(n.body)}</div></div></div></div>'
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/1/{cid}">reply</a></li></ul></div></div>'
            + (f'<div class="indented">{sub}</div>' if sub else "")
        )

    return (
        '<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
        + draw(ns, item, lambda s, _p: s)
        + '<h2 class="title comment-form">Add new comment</h2><form class="comment-form" action="#" method="post" id="comment-form">'
        '<div class="form-item form-type-textfield form-item-name"><label for="edit-name">Your name </label><input type="text" id="edit-name" name="name" value="" size="30" maxlength="60" class="form-text" /></div>'
        '<div class="form-item form-type-textfield form-item-subject"><label for="edit-subject">Subject </label><input type="text" id="edit-subject" name="subject" size="60" maxlength="64" class="form-text" /></div>'
        '<div class="form-item form-type-textarea"><label>Comment <span class="form-required" title="This field is required.">*</span></label><textarea cols="60" rows="5" name="comment_body[und][0][value]" class="form-textarea required"></textarea></div>'
        '<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Save" class="form-submit" /><input type="submit" id="edit-preview" name="op" value="Preview" class="form-submit" /></div></form></div>'
    )


# --------------------------------------------------------------------------- Joomla (a JComments-like extension)


def joomla_comments(key: str, ns: list[Note]) -> str:
    """A Joomla comments extension of 2011-2013: numbered boxes "#1 NAME DATE", votes, "Reply | Quote"."""
    items = ""
    for i, n in enumerate(ns):
        cid = _cid(key, i)
        good = num(key + str(i), 0, 6)
        items += (
            f'<div class="{"odd" if i % 2 else "even"}" id="comment-item-{cid}"><div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div>'
            f'<div class="rbox_m"><div class="comment-box"><div class="comment-avatar"><img src="/_avatar/j-{slug(n.who)[:20]}.svg" width="32" height="32" alt="" /></div>'
            f'<a class="comment-anchor" href="#comment-{cid}" id="comment-{cid}">#{i + 1}</a>'
            f'<span class="comment-author">{esc(n.who)}</span><span class="comment-date">{esc(n.at)}</span>'
            f'<span class="comments-vote"><span id="comment-vote-holder-{cid}"><a href="#" class="vote-good" title="Good comment!"></a><a href="#" class="vote-poor" title="Poor comment!"></a>'
            f'<span class="vote-good">+{good}</span></span></span>'
            f'<div class="comment-body" id="comment-body-{cid}">{_brs(n.body)}</div>'
            f'<span class="comments-buttons"><a href="#" onclick="return false;">Reply</a> | <a href="#" onclick="return false;">Quote</a></span></div>'
            '<div class="clear"></div></div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div></div>'
        )
    return (
        '<div id="jc"><div id="comments"><h4>Comments&nbsp;<a class="rss" href="#" title="RSS feed for comments to this post"><img src="/_avatar/rss.svg" width="12" height="12" alt="RSS" /></a>'
        '<a class="refresh" href="#" title="Refresh comments list"></a></h4><div id="comments-list" class="comments-list">'
        + items
        + '</div><div id="comments-list-footer"><a href="#" onclick="return false;">Refresh comments list</a></div></div>'
        '<div id="comments-form-link"><a id="addcomment" href="#addcomment">Add comment</a></div>'
        '<form id="comments-form" name="comments-form" action="#" method="post"><p><span><input id="comments-form-name" type="text" name="name" maxlength="20" size="22" /><label for="comments-form-name">Name (required)</label></span></p>'
        '<p><span><input id="comments-form-email" type="text" name="email" size="22" /><label for="comments-form-email">E-Mail (required, but will not display)</label></span></p>'
        '<p><span><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></span></p>'
        '<p><span><input class="checkbox" id="comments-form-subscribe" type="checkbox" name="subscribe" value="1" /><label for="comments-form-subscribe">Notify me of follow-up comments</label></span></p>'
        '<div id="comments-form-buttons"><div class="btn" id="comments-form-send"><div><a href="#" title="Send (Ctrl+Enter)">Send</a></div></div></div></form>'
        '<div id="comments-footer" align="center"><a href="#" title="JComments">JComments</a></div></div>'
    )


# --------------------------------------------------------------------------- a home-made PHP blog


def php_comments(ns: list[Note]) -> str:
    """The home-made blog's comments: a bold count, then per comment a small table of two rows ("NAME wrote on DATE:",
    then the text with ``<br>`` between paragraphs)."""
    items = "".join(
        f'<table class="cmt" width="100%" cellpadding="4" cellspacing="0"><tr><td class="cmthead"><b>{esc(n.who)}</b> wrote on {esc(n.at)}:</td></tr>'
        f"<tr><td>{_brs(n.body)}</td></tr></table>\n"
        for n in ns
    )
    return (
        f'<a name="comments"></a><hr size="1" noshade="noshade" /><b>Comments ({len(ns)})</b><br /><br />\n{items}'
        '<br /><b>Add your comment</b><br /><form action="comment.php" method="post"><table cellpadding="2">'
        '<tr><td>Name:</td><td><input class="txt" type="text" name="name" /></td></tr><tr><td>E-mail (not shown):</td><td><input class="txt" type="text" name="email" /></td></tr>'
        '<tr><td valign="top">Comment:</td><td><textarea name="msg" rows="6" cols="40"></textarea></td></tr>'
        '<tr><td>What is 3 + 4?</td><td><input type="text" name="sum" size="3" /> (stops the spam robots)</td></tr>'
        '<tr><td></td><td><input type="submit" value="Send" /></td></tr></table></form>'
    )


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cg(SITES_CG[site_key], piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )

"""Blind set BU: the long discussion, a personal journal on a LiveJournal-like hosted service in February 2012, 34
comments five levels deep, every comment a small table (userpic, the user's name or "(Anonymous)", the date in the
service's "2012-02-11 08:14 pm (UTC)" form, an optional subject, the text, "(Reply) (Thread) (Parent)" links) inside a
div whose inline left margin is the only sign of its depth; a deleted and a screened entry among them. Written for
this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    depth,
    esc,
    flat,
    links,
    ptext,
    seeds,
    talk,
    ul,
)


def en_lj() -> Case:
    ns = talk("""
inkstainedmarta @ 2012-02-11 08:14 pm (UTC) [subj=oh no] :: Oh no. Oh NO. Where am I going to buy my secondhand Penguins now? I think I have bought a third of my library from your green shelf.
  hollowreed @ 2012-02-11 08:31 pm (UTC) :: The green shelf is coming home with me, actually. It will just be a lot more expensive to browse it now.
    inkstainedmarta @ 2012-02-11 08:40 pm (UTC) :: I will bring biscuits. Expensive biscuits.
(Anonymous) @ 2012-02-11 08:52 pm (UTC) :: I am so sorry. Twenty-two years is a long time. Is it the rent or the internet?
  hollowreed @ 2012-02-11 09:10 pm (UTC) [subj=both, honestly] :: Both, honestly. The rent went up by a third in January and the Saturday trade has been halving every year since 2009. People still come in, they just photograph the spine and go home.
    grey_heron_ @ 2012-02-11 09:25 pm (UTC) :: The photographing thing makes me furious. I have seen people do it in front of you.
      hollowreed @ 2012-02-11 09:33 pm (UTC) :: I have made my peace with it. Mostly. Some days I ask them if they'd like me to gift-wrap the photo.
        grey_heron_ @ 2012-02-11 09:41 pm (UTC) :: Ha! Please put that on a sign for the last month.
          sallowmoth @ 2012-02-12 10:02 am (UTC) :: Seconding the sign. In your handwriting, on the back of a remaindered atlas page.
    dunnock_lane @ 2012-02-11 10:12 pm (UTC) :: Same thing happened to the music shop on Quay Street. Rent, then online, then gone. It's the rents more than anything.
tobiasfenn @ 2012-02-11 09:03 pm (UTC) [subj=Closing sale?] :: Will there be a closing down sale? Asking for purely selfish reasons.
  hollowreed @ 2012-02-11 09:20 pm (UTC) :: Everything half price from the 1st of March, then everything a pound from the 20th. The antiquarian case goes to auction.
    tobiasfenn @ 2012-02-11 09:29 pm (UTC) :: Marking my calendar. Also, genuinely, I'm sorry. It's the best shop in the county.
grey_heron_ @ 2012-02-11 09:15 pm (UTC) :: *hugs* I'm free on the last weekend if you need hands for packing.
  hollowreed @ 2012-02-11 09:36 pm (UTC) :: I may take you up on that. There are about four thousand books in the cellar that nobody has seen since 1998.
sallowmoth @ 2012-02-11 10:40 pm (UTC) :: What will you do after? Please say you'll keep selling at the book fairs at least.
  hollowreed @ 2012-02-11 11:02 pm (UTC) :: Book fairs, yes, and the online shop for the better stuff. And sleep. I have not had a Saturday off since I was twenty-six.
    sallowmoth @ 2012-02-12 09:58 am (UTC) :: Sleep sounds excellent. Then come to the Hexton fair in May, I'll be on the stall opposite with the maps.
  inkstainedmarta @ 2012-02-11 11:15 pm (UTC) :: Also you should write. You've been threatening a book about the shop's strangest customers for years.
    hollowreed @ 2012-02-11 11:30 pm (UTC) :: The man who wanted every book with a blue spine. The woman who returned a Trollope because it had "too many vicars". I do have material.
      tobiasfenn @ 2012-02-11 11:48 pm (UTC) :: I would buy that book. Possibly from you, on a Saturday, at a fair.
fieldmouse_ink @ 2012-02-12 07:20 am (UTC) :: Came here from sallowmoth's journal. I grew up two streets away and bought my first grown-up book in your shop, a battered Rebecca, in 1994. Thank you for all of it.
  hollowreed @ 2012-02-12 08:45 am (UTC) :: That is a lovely thing to wake up to. Thank you. I hope the Rebecca survived.
    fieldmouse_ink @ 2012-02-12 09:12 am (UTC) :: It's on my shelf, the cover held on with tape.
dunnock_lane @ 2012-02-12 08:03 am (UTC) [subj=the town council] :: Has anyone asked the council about the empty-shop scheme? They gave the old bakery six months at a reduced rent last year.
  grey_heron_ @ 2012-02-12 08:30 am (UTC) :: That scheme is only for new businesses, sadly. I asked for the wool shop.
    dunnock_lane @ 2012-02-12 09:40 am (UTC) :: Typical. Rewarding the new and punishing the ones who stayed.
      hollowreed @ 2012-02-12 10:20 am (UTC) :: In fairness the landlord isn't the council. And I'm tired, which is the real reason. The shop had a good long life.
(Anonymous) @ 2012-02-12 11:31 am (UTC) :: A town without a bookshop is just a place to park.
mirabeljones @ 2012-02-12 01:17 pm (UTC) :: Sending love. I'll come on the 1st with an empty suitcase.
  hollowreed @ 2012-02-12 01:40 pm (UTC) :: Bring two. The poetry section is heavier than it looks.
tobiasfenn @ 2012-02-12 03:05 pm (UTC) [subj=one more thing] :: What happens to Barnaby? Please tell me the shop cat has a plan.
  hollowreed @ 2012-02-12 03:22 pm (UTC) :: Barnaby is retiring with me. He has already claimed the armchair by my window, which is the only chair I had left.
    inkstainedmarta @ 2012-02-12 04:00 pm (UTC) :: The most important question of the thread, answered. I can sleep now.
""")
    removed = {16: "(Deleted comment)", 27: "(Screened comment)"}

    def item(i: int, n: Note) -> str:
        cid = 18400 + 9 * i
        margin = 25 * depth(ns, i)
        anon = n.who == "(Anonymous)"
        who = (
            "<b>(Anonymous)</b>"
            if anon
            else f'<span class="ljuser" style="white-space:nowrap"><a href="/users/{esc(n.who)}/profile"><img src="/_avatar/lj-userinfo.svg" alt="[info]" width="17" height="17" style="vertical-align:bottom;border:0" /></a><a href="/users/{esc(n.who)}/"><b>{esc(n.who)}</b></a></span>'
        )
        pic = "" if anon else f'<img src="/_avatar/lj-{esc(n.who)}.svg" width="100" height="100" alt="" />'
        subj = f'<span class="lj-subj"><b>{esc(n.tag("subj"))}</b></span><br />' if n.tag("subj") else ""
        parent = f' (<a href="#t{18400 + 9 * n.parent}">Parent</a>)' if n.parent is not None else ""
        html = (
            f'<a name="t{cid}"></a><div id="ljcmt{cid}" style="margin-left: {margin}px; margin-top: 5px">'
            '<table class="talk-comment" width="100%" cellpadding="2" cellspacing="0"><tr>'
            f'<td valign="top" width="100">{pic}</td><td valign="top"><div class="lj-head">{subj}{who}<br />'
            f'<span class="lj-date">{esc(n.at)}</span></div><div class="lj-text">{ptext(n.body, tag="p")}</div>'
            f'<div class="lj-links">(<a href="?replyto={cid}">Reply</a>) (<a href="?thread={cid}#t{cid}">Thread</a>){parent}</div></td></tr></table></div>'
        )
        if i in removed:
            html += (
                f'<div id="ljcmt{cid + 3}" style="margin-left: {margin}px; margin-top: 5px"><table class="talk-comment" width="100%"><tr><td>'
                f"<i>{removed[i]}</i></td></tr></table></div>"
            )
        return html

    after = (
        '<div id="lj-comments"><p class="lj-count"><b>36 comments</b> | <a href="?mode=reply">Leave a comment</a></p>'
        '<p class="lj-pager">( <a href="?view=flat">Flat</a> | <b>Threaded</b> ) · <a href="?format=light">Light</a></p>'
        + flat(ns, item)
        + '<p class="lj-count"><a href="?mode=reply">Leave a comment</a></p></div>'
    )
    side = (
        box(
            "en-lj",
            "Profile",
            "<p><b>hollowreed</b><br />Bookseller, Wexcombe. Twenty-two years of damp paperbacks.<br />Friends: 84 · Friend of: 131</p>",
        )
        + box(
            "en-lj",
            "Friends page",
            ul(
                """
sallowmoth | maps, maps and a cold | 2012-02-11 07:02 pm
inkstainedmarta | reading log, january | 2012-02-10 10:40 pm
grey_heron_ | knitting and fury (a mitten post) | 2012-02-10 06:15 pm
""",
                lambda r: f"<b>{esc(r[0])}</b>: <a href='#'>{esc(r[1])}</a><br /><small>{esc(r[2])}</small>",
            ),
        )
        + box(
            "en-lj",
            "Tags",
            links(
                ("books", "customers", "the shop", "Barnaby", "Wexcombe", "fairs"),
                "/tag/",
                counts=("(210)", "(44)", "(96)", "(31)", "(18)", "(22)"),
            ),
        )
        + box(
            "en-lj",
            "Page Summary",
            "<ul><li>hollowreed: <a href='#'>Twenty-two years</a> (36 comments)</li><li>hollowreed: <a href='#'>Stocktaking, or the cellar</a> (12 comments)</li></ul>",
        )
    )
    style = (
        ".talk-comment{background:#fff;border:1px solid #ccc}.lj-date{font-size:11px;color:#666}.lj-text p{margin:4px 0}.lj-links{font-size:11px}"
        ".lj-count{background:#e4e4d8;padding:4px;margin:12px 0 6px}.lj-pager{font-size:11px}"
    )
    piece = Piece(
        "Twenty-two years",
        "Current mood: tired · Current music: the radiator ticking",
        "2012-02-11T19:40:00+00:00",
        "Feb. 11th, 2012 at 7:40 PM",
        """
So. I have told the staff (both of them) and the landlord and the bank, and now I'm telling you: the shop closes on the 31st of March.

Twenty-two years, four floods, one fire in the café next door, three cats, and more damp paperbacks than anyone should see in one lifetime. I'm not going to pretend it's a surprise to anyone who has been in on a Saturday lately.

I will write more when I've stopped being sad about it. For now, thank you, all of you, for buying books from a grumpy man in a cold building.
""",
        tags=("the shop", "Wexcombe"),
    )
    return case(
        "bu-en-lj-twentytwo",
        "discussion",
        "en-lj",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/hollowreed/2012/02/11/twenty-two-years.html",
        reveal="on_load",
        container="div#lj-comments: a[name] + div#ljcmtN with style 'margin-left: Npx' (25 px a level) > table.talk-comment (userpic cell; span.ljuser or '(Anonymous)', optional subject, span.lj-date, div.lj-text, '(Reply) (Thread) (Parent)'); every comment a sibling in thread order",
        heading="36 comments",
        description="A bookseller's personal journal on a hosted journal service, February 2012: a post announcing the shop's closing with 34 comments five levels deep under a '36 comments' count (the journal's owner answering eleven times, two anonymous readers), every comment a table with a 100-pixel userpic, the user's name with an info icon, an optional bold subject, the service's '2012-02-11 08:14 pm (UTC)' dates and '(Reply) (Thread) (Parent)' links, the nesting only an inline left margin on sibling divs; a '(Deleted comment)' and a '(Screened comment)' entry among them (not comments); the sidebar's profile, friends page entries with times, tags with counts and a page summary. Most awkward: its length, and the depth given only by each sibling's inline margin.",
        static=True,
        lookalikes=("friends page: other journals' latest entries with times",),
    )


def long_bu() -> list[Case]:
    return [en_lj()]

"""Blind set BR: the largest discussion, a Nigerian celebrity-gist blog's wedding post of 2012 with 60 comments in the
served HTML: a threaded list of comment boxes (avatar, cite NAME, date link, text, Reply), replies in a nested list
inside their parent's box, many of them "Anonymous", the blogger answering twice with an admin class. Every class
name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_br_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    draw,
    esc,
    ptext,
    seeds,
    slug,
    talk,
)
from comspider_lab.blind.layout_br import like_box, widget


def ng_gbedu() -> Case:
    ns = talk("""
Anonymous @ 16 June 2012 09:14 :: First!!! Congrats to them jare
Chioma @ 16 June 2012 09:16 :: Awww she looks so beautiful. That lace is everything!
  Anonymous @ 16 June 2012 09:31 :: Chioma na only lace you see? Look at the groom's agbada, e be like curtain for my mama house lol
    Chioma @ 16 June 2012 09:40 :: Lol you this anon you no go kill person. Leave the man alone
Ify baby @ 16 June 2012 09:18 :: HML. Happy married life to you Adaeze, I have watched all your films since Broken Calabash. God bless your home.
Tunde Lagos boy @ 16 June 2012 09:22 :: Who is the guy sef? Is he a footballer?
  Anonymous @ 16 June 2012 09:29 :: He is a banker in Abuja, they met at her cousin's wedding in 2010. Do your research na
    Tunde Lagos boy @ 16 June 2012 09:35 :: Thanks o. I was just asking. Why the attitude?
  Naija Mum in UK @ 16 June 2012 09:50 :: Not a footballer, he is an engineer with an oil servicing company. My sister knows the family very well, they are good people.
Bimpe @ 16 June 2012 09:25 :: The cake! Five tiers! Who baked it abeg, I need their number for my sister's wedding in August
  Gbedu Gist @ 16 June 2012 09:58 [admin] :: Bimpe, the cake was done by a baker in Enugu, I will post the details later today.
    Bimpe @ 16 June 2012 10:05 :: Thank you dear, you are the best!
Oga Kunle @ 16 June 2012 09:33 :: All these celebrity weddings, in two years you will hear irreconcilable differences. Abeg make una rest.
  Princess Ada @ 16 June 2012 09:45 :: Oga Kunle why are you so bitter? Is it by force to comment? Wish them well or keep quiet.
  Anonymous @ 16 June 2012 09:52 :: Kunle is right sha. Remember that other actress and the pastor's son? Two years.
    Princess Ada @ 16 June 2012 10:01 :: Every marriage is different. Let us not wish them bad.
Emeka @ 16 June 2012 09:38 :: Enugu represent!!! Coal city to the world
Aunty Nkem @ 16 June 2012 09:44 :: Adaeze my daughter, I am so proud of you. You were always a good girl even back in secondary school. Congratulations.
Anonymous @ 16 June 2012 09:47 :: The bridesmaids' dresses are not matching the colour of the hall. Who was the planner?
Funke O @ 16 June 2012 09:55 :: Blogger please where is the picture of the second dress? I heard she changed three times
  Gbedu Gist @ 16 June 2012 10:12 [admin] :: Funke, more pictures coming in the next post. Stay tuned!
Mr. Obi @ 16 June 2012 10:03 :: Congratulations to the couple. Marriage is not a bed of roses, pray always and forgive each other quickly. Happy married life.
Sisi Eko @ 16 June 2012 10:09 :: Na wa o. See money! The reception hall alone fit cost 5 million.
Anonymous @ 16 June 2012 10:15 :: Is she pregnant? That dress is covering something. Just asking o
  Yetunde @ 16 June 2012 10:21 :: Anon why must you people always talk about pregnancy? Can't a woman just get married in peace?
  Anonymous @ 16 June 2012 10:30 :: Even if she is pregnant, is it your business? Is she your wife?
Dami @ 16 June 2012 10:18 :: This one makes me happy. She is one of the few actresses without scandal. Wishing her the best.
Kelechi @ 16 June 2012 10:26 :: Where are the photos of the traditional marriage? I heard it was done last week in her village.
Ngozi from Abuja @ 16 June 2012 10:40 :: She is so natural! No heavy makeup, no fake hair. Adaeze you are a role model for young girls.
Anonymous @ 16 June 2012 10:52 :: Second to the last picture, the groom's friend in green... who is he? Is he single? Asking for a friend lol
  Onyinye @ 16 June 2012 11:05 :: Lmao anon you and your friend. Behave!
Lola @ 16 June 2012 11:10 :: Blogger pls do a post on the asoebi, the gele were too much!
Mz Tobi @ 16 June 2012 11:25 :: I no dey even like her films but she fine for this wedding. Congrats.
Uche @ 16 June 2012 11:40 :: God when? I am 34 and still waiting. Congrats to her, my own will come.
  Busola @ 16 June 2012 11:52 :: Uche it will happen for you by God's grace. Don't lose hope dear.
  Anonymous @ 16 June 2012 12:03 :: Amen for you Uche. 34 is not old.
    Uche @ 16 June 2012 12:20 :: Thank you all. This blog family is the best.
Hauwa @ 16 June 2012 12:10 :: Beautiful couple. May Allah bless the union.
Anonymous @ 16 June 2012 12:35 :: Where did they go for honeymoon? Dubai abi?
Tosin @ 16 June 2012 12:48 :: The MC was that comedian with the bow tie? I can see him in picture 12. That guy is everywhere.
Anonymous @ 16 June 2012 13:02 :: Too many pictures, the blog is loading slow on my BB
Chidinma @ 16 June 2012 13:15 :: Her mother is so pretty, now I know where she got it from!
Femi K @ 16 June 2012 13:40 :: Congrats to them. But some of una comments here ehn... envy is a disease.
Anonymous @ 16 June 2012 14:05 :: Blogger you did not publish my comment yesterday o. Why?
Ada Enugu @ 16 June 2012 14:22 :: I was at the wedding!!! The food was sweet die, jollof and ofe nsala. Security was tight though, they checked the invitation card three times.
  Kelechi @ 16 June 2012 14:35 :: Ada lucky you! Did you see any other celebrities there?
    Ada Enugu @ 16 June 2012 14:50 :: Yes o, I saw Nneka Obiora and that DJ from the radio. Too many big cars outside.
Nkechi @ 16 June 2012 15:10 :: God bless your home Adaeze. Please don't stop acting o, we need you.
Anonymous @ 16 June 2012 15:33 :: These people are just showing off while people are suffering. Fuel is now N97.
Rita @ 16 June 2012 16:02 :: So happy for her. The way he was looking at her in pic 7. True love.
Segun @ 16 June 2012 16:30 :: Happy married life to the couple. Blogger, nice coverage as usual.
Anonymous @ 16 June 2012 17:14 :: Pls who knows the name of the song they danced to? I need it for my wedding playlist
  Bimpe @ 16 June 2012 17:30 :: It's Forever Na You by Kelly Dee. Lovely song.
Joy @ 16 June 2012 18:05 :: Congratulations dear. Marriage is sweet when you find the right person.
Anonymous @ 16 June 2012 18:40 :: All this for a wedding. Let's see the marriage first.
Mama Twins @ 16 June 2012 19:12 :: She is a very humble person. I met her at a supermarket in Enugu last year and she greeted everybody. Wishing her the best.
Obinna @ 16 June 2012 20:01 :: Igbo wedding is the best. No argument.
  Tunde Lagos boy @ 16 June 2012 20:15 :: Yoruba wedding no dey carry last o. But congrats to them.
Zainab @ 16 June 2012 21:30 :: Beautiful! Congrats!!
Anonymous @ 16 June 2012 22:48 :: Late to the party as usual. HML Adaeze!
""")
    assert len(ns) == 60, len(ns)

    def item(i: int, n: Note, sub: str) -> str:
        admin = " cbox-admin" if n.tag("admin") else ""
        pic = "anon" if n.who == "Anonymous" else slug(n.who)
        user = (
            esc(n.who)
            if n.who == "Anonymous"
            else f'<a href="/profile/{1830 + i}" rel="nofollow">{esc(n.who)}</a>'
        )
        return (
            f'<li class="cbox{admin}" id="c{4417702 + i * 37}"><div class="cavatar"><img src="/_avatar/gb-{pic}.svg" width="35" height="35" alt="" /></div>'
            f'<div class="cinner"><div class="chead"><cite class="cuser">{user}</cite> '
            f'<span class="cdate"><a href="#c{4417702 + i * 37}">{esc(n.at)}</a></span></div>'
            f'{ptext(n.body, "cbody")}<span class="cacts"><a class="creply" href="#reply-{i}">Reply</a> '
            f'<span class="cdel"><a href="/delete-comment?id={4417702 + i * 37}">Delete</a></span></span></div>{sub}</li>'
        )

    photos = "".join(
        f'<p class="pic"><img src="/_avatar/wedding-{k}.svg" width="520" height="340" alt="" /><br /><i>{esc(cap)}</i></p>'
        for k, cap in enumerate(
            [
                "The bride arriving at the church",
                "Exchanging vows",
                "The couple with the bride's parents",
                "First dance at the reception",
            ]
        )
    )
    after = (
        f'<div class="cthread" id="comments"><h4>{len(ns)} comments:</h4><ol class="cthread-list">'
        + draw(ns, item, lambda s, _p: f'<div class="cthread-replies"><ol>{s}</ol></div>')
        + "</ol>"
        '<p class="cnote">Note: only a member of this blog may post a comment. Comments are moderated, abusive comments will not be published.</p>'
        '<p><a href="/comment-iframe?po=2012-adaeze">Add comment</a></p></div>'
    )
    style = (
        ".pic{text-align:center}.pic img{max-width:100%;height:auto}.cthread h4{font-size:15px;border-bottom:2px solid #8e24aa}.cthread-list,.cthread-replies ol{list-style:none;padding:0}"
        ".cthread-replies{margin-left:44px;border-left:2px solid #eee;padding-left:8px}.cbox{overflow:hidden;padding:6px 0;border-bottom:1px solid #f0f0f0}.cavatar{float:left;margin-right:8px}.cinner{overflow:hidden}"
        ".cuser{font-style:normal;font-weight:bold}.cdate{font-size:11px;margin-left:6px}.cdate a{color:#999}.cbody{margin:3px 0;font-size:13px}.cacts{font-size:11px}.cdel{display:none}"
        ".cbox-admin > .cinner{background:#f6ecf9}.cnote{font-size:11px;color:#999}"
    )
    side = (
        widget(
            "Advertise here",
            '<img src="/_avatar/ad-banner-1.svg" width="250" height="120" alt="" /><p>Call 0803 000 4421 or BBM 2A3F77C1</p>',
            "blog",
        )
        + widget("Find us on Facebook", like_box("Gbedu Gist", "48,211"), "blog")
        + widget("Followers", "<p>12,403 followers</p>", "blog")
    )
    piece = Piece(
        "PHOTOS: Actress Adaeze Okonkwo weds her heartthrob in Enugu",
        "Gbedu Gist",
        "2012-06-16T09:02:00+01:00",
        "Saturday, 16 June 2012 at 09:02",
        """
Congratulations are in order for actress Adaeze Okonkwo, who walked down the aisle with her heartthrob Chukwudi Eze at a church in Enugu this morning.

The reception is holding at a hotel in GRA and the guest list is full of stars. More photos after the cut!

Wishing the couple a happy married life. Don't forget to drop your congratulations below.
""",
        tags=("Celebrity Weddings", "Nollywood", "Adaeze Okonkwo"),
        popular=(
            "Singer shows off new Range Rover",
            "Comedian's wife gives birth to twins in US",
            "You won't believe what this pastor said about makeup",
            "Big Brother housemate speaks out",
        ),
        count=f"{len(ns)} comments",
    )
    return case(
        "br-ng-gbedu-wedding",
        "discussion",
        "ng-gbedu",
        piece,
        Bits(inside=photos, after=after, side=side, style=style),
        seeds(ns),
        path="/2012/06/photos-actress-adaeze-okonkwo-weds-her.html",
        reveal="on_load",
        container="div.cthread#comments: h4 '60 comments:', ol.cthread-list > li.cbox (div.cavatar, cite.cuser, span.cdate link, p.cbody, Reply), replies in div.cthread-replies > ol inside the box, three levels",
        heading="60 comments:",
        description="A Nigerian celebrity-gist blog of 2012 on a wedding: 60 comments (16 of them by 'Anonymous', Pidgin and English), 21 replies up to three levels in nested lists inside the parent's box, the blogger answering twice with an admin class; beside photos with captions in the post, an 'Advertise here' box with a BBM pin, a Facebook like box and a followers count.",
        static=True,
    )


def big_br() -> list[Case]:
    return [ng_gbedu()]

"""Blind set CL: a technology news site of 2012 on a Movable Type-like template, 34 readers' comments numbered in one
flat list ("#n"), answers marked only by an "In reply to #n NAME" link line above the text (no nesting), the reporter
answering in the list with a STAFF badge, a comment with code-like lines, an entry held for moderation shown as a
placeholder; beside most commented with counts, forum threads with reply counts and a jobs box. Every name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cl_common import (
    Bits,
    Case,
    Entry,
    Piece,
    box,
    case,
    esc,
    most_list,
    paras,
    talk,
    truth,
)

_BW = """
routerjockey @ 2 April 2012 09:04 :: Finally someone measuring it properly. I've been seeing exactly this pattern on my line for months: fine at 3pm, unusable from 7pm to 11pm. The ISP's line is always "network congestion in your area".
Gwen Parry @ 2 April 2012 09:11 :: Interesting that the slowdown hits the ports used by the file sharing clients AND the game update services. That's not congestion, that's shaping.
>routerjockey @ 2 April 2012 09:20 :: Exactly. Congestion doesn't read port numbers.
Anonymous Coward @ 2 April 2012 09:26 :: Everybody does traffic management. It's in the terms and conditions nobody reads. Page 14, section 9.
>Gwen Parry @ 2 April 2012 09:40 :: "Everybody does it" isn't a defence when it's sold as "unlimited, no throttling". That's the word on their own advert.
Dev Malhotra @ 2 April 2012 09:52 :: Here's how I tested it at home, for anyone who wants to reproduce: // - Run the same 500MB download at 3pm and 9pm, five days running - Repeat the 9pm test over an encrypted tunnel - Log the speeds in a spreadsheet // Over the tunnel, the 9pm speed was 4x faster. If it were congestion the tunnel would be just as slow.
>Kate Linden @ 2 April 2012 10:05 {author} :: Dev, that's very close to our own method. We used three lines in different exchanges and ran the tests for two weeks. Full figures are in the PDF linked at the end of the article.
>>Dev Malhotra @ 2 April 2012 10:12 :: Thanks Kate, just read it. Nice work.
Sam O. @ 2 April 2012 10:30 :: Switched to a smaller ISP last year and the evening slowdown vanished overnight. Paid £3 a month more. Worth every penny.
>Anonymous Coward @ 2 April 2012 10:41 :: Which one? Or is that a secret?
>>Sam O. @ 2 April 2012 10:55 :: Not a secret, but I don't want this to turn into an advert. Look at the ISP satisfaction tables on the forums here, it's near the top.
PhilB @ 2 April 2012 11:10 :: The regulator's code of practice is voluntary. Until it isn't, nothing will change.
Moderation @ 2 April 2012 11:12 {removed} :: removed
Lena Hartmann @ 2 April 2012 11:34 :: I live in a village where there is exactly one provider that reaches us. "Switch ISP" isn't advice, it's a joke. We get 1.8Mbps on a good day and worse after the school run.
>PhilB @ 2 April 2012 11:50 :: That's the real scandal, Lena. Rural lines have no competition and no pressure to improve.
Marc @ 2 April 2012 12:02 :: Would be good to see the same tests on mobile broadband. My 3G dongle behaves like this all weekend.
>Kate Linden @ 2 April 2012 12:20 {author} :: Marc, mobile is next on the list. If anyone wants to volunteer a dongle for a fortnight of testing, email the newsdesk.
traceroute_tom @ 2 April 2012 12:44 :: A tip for the technically minded: run a traceroute at 9pm and look at where the latency jumps. On my line it was the second hop inside the ISP's own network, not anywhere near the wider internet.
Anonymous Coward @ 2 April 2012 13:01 :: All this fuss so people can download films they haven't paid for.
>Gwen Parry @ 2 April 2012 13:15 :: The same shaping slowed down the legal game store updates and the BBC's catch-up player. I paid for all of those.
>>routerjockey @ 2 April 2012 13:22 :: And my work VPN, which is about as legal as it gets.
Ruth Adebayo @ 2 April 2012 13:50 :: I complained to my ISP last year about the same thing. After six weeks they sent an engineer, who replaced the filter on my phone socket and left. Nothing changed.
Ken W @ 2 April 2012 14:40 :: Good journalism. This is why I still read this site rather than the press-release sites.
Dev Malhotra @ 2 April 2012 15:05 :: One more thought: if the ISP disputes your figures, the PDF's method section is detailed enough to be used as evidence for an ombudsman complaint. I'd keep your logs.
Harriet Glass @ 2 April 2012 15:30 :: I work in a call centre for a large ISP (not the one in the article). We're told to say "network congestion" for anything after 6pm. We don't get any more information than that.
>Lena Hartmann @ 2 April 2012 15:52 :: Thank you for saying it, Harriet. Not your fault, obviously.
Neil @ 2 April 2012 16:10 :: Does anyone know whether this affects the business packages too, or just home broadband?
>Kate Linden @ 2 April 2012 16:31 {author} :: Neil, the ISP told us business lines are "managed differently". We didn't test one. Readers on business lines are welcome to share their results.
>>Neil @ 2 April 2012 16:45 :: I'll run Dev's tests on our office line this week and post back.
Priyanka S @ 2 April 2012 17:20 :: Link to the regulator's complaint form for anyone who wants it: http://www.example-regulator.org.uk/complain
Gwen Parry @ 2 April 2012 18:02 :: Emailed my MP with the article and the PDF. Short and polite. Suggest others do the same.
Marc @ 2 April 2012 19:40 :: Tested my line tonight with Dev's method. 9pm download: 1.1MB/s plain, 4.6MB/s through the tunnel. Same as everyone else.
Old Greybeard @ 2 April 2012 21:15 :: In 1998 I paid by the minute for a 56k modem and was grateful. You lot don't know you're born. (Joke. Good article.)
Neil @ 5 April 2012 10:20 :: As promised: office business line, same tests, no difference at all between tunnel and plain at any time of day. So business lines do look "managed differently".
>Kate Linden @ 5 April 2012 10:45 {author} :: Thank you Neil, that's really useful. We'll mention it in the follow-up.
"""


def _numbered(es: list[Entry]) -> str:
    num: dict[int, int] = {}
    out = []
    n = 0
    for i, e in enumerate(es):
        n += 1
        num[i] = n
        if "removed" in e.flags:
            out.append(
                f'<div class="bw-r bw-held" id="r{n}"><span class="bw-n">#{n}</span> <i>This post is awaiting moderation.</i></div>'
            )
            continue
        reply = ""
        if e.parent is not None:
            reply = f'<div class="bw-irt">In reply to <a href="#r{num[e.parent]}">#{num[e.parent]} {esc(es[e.parent].who)}</a></div>'
        badge = ' <span class="bw-staff">STAFF</span>' if "author" in e.flags else ""
        out.append(
            f'<div class="bw-r" id="r{n}"><div class="bw-rh"><span class="bw-n">#{n}</span> <b class="bw-au">{esc(e.who)}</b>{badge}'
            f' <span class="bw-d">{esc(e.at)}</span></div>{reply}<div class="bw-rt">{paras(e.raw)}</div>'
            f'<div class="bw-rf"><a href="#reply">Reply</a> · <a href="/alert/{n}">Alert a moderator</a></div></div>'
        )
    return "".join(out)


def bytewire_numbered() -> Case:
    es = talk(_BW)
    seeds = truth(es)
    after = (
        f'<div class="bw-talk" id="reader-replies"><h3>Reader replies ({len(es)})</h3><p class="bw-rules">Keep it on topic and civil. <a href="/rules">House rules</a></p>'
        + _numbered(es)
        + '<div id="reply"><p>Sign in to reply. <a href="/login">Sign in</a> | <a href="/register">Create an account</a></p></div></div>'
    )
    side = (
        most_list(
            "bytewire",
            "Most discussed",
            """
Evening broadband slowdowns are traffic shaping, our tests show | 34
Password leak: change yours now | 211
Is the Raspberry Pi worth the wait? | 178
Windows 8 preview: first impressions | 96
""",
            "replies",
        )
        + box(
            "bytewire",
            "In the forums",
            "<ul>"
            + "".join(
                f'<li><a href="/forums/t{k}">{esc(t)}</a> <small>({r} replies)</small></li>'
                for k, (t, r) in enumerate(
                    (
                        ("Router keeps dropping at 9pm, anyone else?", 48),
                        ("Best NAS for a small office?", 22),
                        ("Fibre in my street at last!", 17),
                        ("Ubuntu 12.04 beta: post your bugs", 63),
                    )
                )
            )
            + "</ul>",
        )
        + box(
            "bytewire",
            "Tech jobs",
            "<ul><li>Network engineer, Reading, £38k</li><li>PHP developer, Leeds, £30k</li><li>IT support analyst, Bristol, £24k</li></ul>",
        )
    )
    piece = Piece(
        "Evening broadband slowdowns are traffic shaping, our tests show",
        "By Kate Linden, Networks Reporter",
        "2012-04-02T08:30:00+01:00",
        "2 April 2012",
        """
Broadband customers who see their speeds collapse every evening are not simply suffering from busy networks, according to two weeks of tests carried out by Bytewire on three home lines.

Downloads that crawled at 9pm ran up to four times faster when the same traffic was sent through an encrypted tunnel, which hides what kind of traffic it is. On a congested network, the tunnel would make no difference.

The provider said it used 'fair and proportionate traffic management at peak times, as set out in our terms and conditions' and that its services were 'unlimited in the amount you can download'.

Our full method and figures are available as a PDF for readers who want to test their own lines.
""",
        dek="Speeds quadrupled when the same downloads were disguised, in two weeks of tests on three lines.",
        section="Broadband",
    )
    return case(
        "cl-bytewire-numbered",
        "discussion",
        "bytewire",
        piece,
        Bits(
            after=after,
            side=side,
            style=".bw-talk h3{border-bottom:2px solid #d35400}.bw-r{border-bottom:1px solid #eee;padding:6px 0}.bw-n{color:#999}.bw-staff{background:#d35400;color:#fff;font-size:9px;padding:0 4px}.bw-d{font-size:11px;color:#888}.bw-irt{font-size:11px;color:#666}.bw-rf{font-size:11px}",
        ),
        seeds,
        path="/news/2012/04/02/evening-broadband-slowdowns-are-traffic-shaping/",
        reveal="on_load",
        container="div.bw-talk#reader-replies: h3 'Reader replies (35)', div.bw-r#r<n> (div.bw-rh '#n NAME [STAFF] DATE', div.bw-irt 'In reply to #n NAME', div.bw-rt > p…, div.bw-rf)",
        heading="Reader replies (35)",
        description="A technology news site of 2012 on a Movable Type-like template: 'Reader replies (35)', a numbered flat list of 34 readers' comments and one entry awaiting moderation; 14 answers marked only by an 'In reply to #n NAME' line above their text, the reporter answering 4 times with a STAFF badge, an 'Anonymous Coward' three times, a comment with a list of steps and one with a link; most discussed with counts, forum threads with reply counts, jobs. Most awkward: the parent only as a link to a number, a flat list three replies deep in meaning.",
        lookalikes=("forum threads with reply counts", "most discussed with counts"),
    )


def numbered_cl() -> list[Case]:
    return [bytewire_numbered()]

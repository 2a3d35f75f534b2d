"""Blind set AC: mixed pages, this article's discussion beside a list of named, dated short texts that are not reader
comments: the pick-your-own farms' opening dates in the very markup of the thread below them (en); a scout troop's
badge awards in a ``<ul>`` beside the thread (tr); the old apple varieties of a garden society's list, each a bold
name, a picking month and a description parted by ``<br>`` (da) (written from memory of the general shape of such
pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ac_common import (
    PartsK,
    avatar,
    body,
    brs,
    children,
    esc,
    form_below,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def _py(x_author: str, x_when: str, text: str, inner: str = "", pic: bool = True) -> str:
    return (
        '<div class="py-e">'
        + (avatar("py", x_author, 36) if pic else "")
        + f'<p class="py-hd"><b class="py-n">{esc(x_author)}</b> <span class="py-d">{esc(x_when)}</span></p>'
        f'<div class="py-x">{body(text)}</div>'
        + (f'<div class="py-sub">{inner}</div>' if inner else "")
        + "</div>"
    )


def en_farms() -> Case:
    farms = thread(
        """
Low Gill Farm | opens 2 June | - | Strawberries and gooseberries. Bring your own punnets and get 10p off a pound.
Hollins Fruit (the Aldersons) | opens 16 June | - | Strawberries, raspberries later in July. Tea room in the old dairy.
Beckside Growers | opens 7 July | - | Raspberries, tayberries and redcurrants. Cash only.
Nether Scar Orchard | opens 1 September | - | Plums and early apples, weekends only.
"""
    )
    c = thread(
        """
Lucy Raistrick | 2 hours ago | - | Low Gill is the best, the strawberries go straight from the field into your mouth. Half of ours never reach the punnet.
Ben Harker | 1 hour ago | - | Hollins tea room does a proper scone too.
Anne Dinsdale | 1 hour ago | 1 | Seconded, the jam is from their own fruit.
Roger | 40 minutes ago | - | Nice to see a cheerful story for once.
Sheila Kirkbride | 15 minutes ago | - | Is Beckside open to coach parties? Our WI would love a trip.
"""
    )
    flist = "".join(_py(x.author, x.when, x.text, pic=False) for x in farms)

    def one(i: int) -> str:
        x = c[i]
        return _py(x.author, x.when, x.text, "".join(one(k) for k in children(c, i)))

    block = (
        '<div class="py-box" id="pick-your-own"><h3>Pick your own: when the farms open</h3>'
        + flist
        + "</div>"
        + '<div class="py-box" id="your-say"><h3>Your say</h3>'
        + "".join(one(i) for i in children(c, None))
        + form_below("en", "py")
        + "</div>"
    )
    st = story(
        "Pick-your-own season set to start early after mild spring",
        "By Anna Blackburn",
        "2012-05-22T07:00:00+01:00",
        "Tuesday, 22 May 2012",
        """
The dales' pick-your-own farms expect to open their fields up to two weeks early this year after a mild spring brought the strawberries on.

Low Gill Farm near Harrowdale, the first to open, says the crop looks the best for a decade.

Growers advise families to come in the morning, before the heat, and to ring ahead on wet days.
""",
        section="Farming",
    )
    return make(
        "ac-mx-en-farms",
        "mixed",
        "nw",
        "en-dales",
        st,
        PartsK(after=block),
        c,
        path="/news/farming/pick-your-own-season-starts-early",
        container="div.py-box#your-say: div.py-e entries (avatar; p.py-hd: b.py-n name, span.py-d '2 hours ago'; div.py-x text); the reply in div.py-sub inside its parent's; a form below; above it div.py-box#pick-your-own, the farms in the very same markup",
        heading="Your say",
        description="A dales weekly of 2012: 5 comments (1 reply) with relative times, below the pick-your-own farms' opening dates in the very markup of the thread (not comments).",
        lookalikes=("pick-your-own farms' opening dates in the thread's own markup",),
    )


def tr_izciler() -> Case:
    c = thread(
        """
Murat Kaya | 12.03.2012 18:40 | - | Oğlum da bu grupta, çok şey öğreniyorlar. Emeği geçen liderlere teşekkürler.
Zeynep | 12.03.2012 19:15 | - | Tebrikler çocuklar!
Ahmet Bey | 12.03.2012 21:02 | - | Bizim zamanımızda da izcilik vardı, kamp ateşini hâlâ hatırlarım.
Elif Şahin | 13.03.2012 08:30 | - | Yeni üye alımı ne zaman? Kızım çok istiyor.
"""
    )
    badges = (
        ("Ege Yıldız", "10 Mart 2012", "Doğa Rozeti – iki gecelik kampı tamamladı."),
        ("Selin Arslan", "10 Mart 2012", "İlk Yardım Rozeti – eğitimi en yüksek puanla bitirdi."),
        ("Kerem Doğan", "11 Mart 2012", "Yön Bulma Rozeti – pusulayla 5 km'lik parkuru yalnız yürüdü."),
        ("Defne Çelik", "11 Mart 2012", "Çevre Rozeti – sahil temizliğinde 30 saat gönüllü çalıştı."),
    )
    blist = (
        '<div class="iz-box" id="rozetler"><h3>Bu ay rozet alan izcilerimiz</h3><ul class="iz-l">'
        + "".join(f"<li><strong>{esc(n)}</strong> — <em>{esc(d)}</em><br>{esc(t)}</li>" for n, d, t in badges)
        + "</ul></div>"
    )
    items = "".join(
        f'<div class="rz-y"><p class="rz-b"><span class="rz-a">{esc(x.author)}</span> · <span class="rz-t">{esc(x.when)}</span></p>'
        f'<div class="rz-m">{body(x.text)}</div></div>'
        for x in c
    )
    block = (
        blist
        + '<div class="rz-alan" id="yorumlar"><h3>Yorumlar (4)</h3>'
        + items
        + form_below("tr", "rz")
        + "</div>"
    )
    st = story(
        "Körfez izcileri rozetlerini aldı",
        "Haber Merkezi",
        "2012-03-12T16:00:00+02:00",
        "12.03.2012 16:00",
        """
Körfez İzcilik Grubu'nun genç üyeleri hafta sonu düzenlenen törenle rozetlerini aldı.

Törene aileler ve belediye yetkilileri katıldı. İzciler, yıl boyunca kamp, ilk yardım ve çevre çalışmalarına katıldı.

Grup, nisan ayında yeni üye kaydı yapacak.
""",
        section="Yaşam",
    )
    return make(
        "ac-mx-tr-izciler",
        "mixed",
        "nw",
        "tr-a",
        st,
        PartsK(after=block),
        c,
        path="/yasam/korfez-izcileri-rozetlerini-aldi",
        container="div.rz-alan#yorumlar: flat div.rz-y entries (p.rz-b: span.rz-a name · span.rz-t '12.03.2012 18:40'; div.rz-m text); a form below; above it div.iz-box#rozetler, a <ul> of the badge awards",
        heading="Yorumlar (4)",
        description="A Turkish local news site of 2012: 4 comments, flat, beside a scout troop's badge awards in a <ul> (scout, date, badge and a line; not comments).",
        lookalikes=("a scout troop's badge awards in a <ul>",),
    )


def da_sorter() -> Case:
    c = thread(
        """
Grethe | 18. marts 2012 kl. 20:14 | - | Tak for listen! Vi har et gammelt træ, som vi aldrig har kunnet finde navnet på. Måske er det en Filippa.
Poul Erik | 18. marts 2012 kl. 21:30 | 0 | Send et billede af et æble til foreningen, de er gode til at bestemme sorter.
Grethe | 19. marts 2012 kl. 07:45 | 1 | Det gør jeg til efteråret.
Lise Bak | 19. marts 2012 kl. 12:02 | - | Hvor kan man købe podekviste af de gamle sorter?
Bodil | 19. marts 2012 kl. 16:40 | - | Dejligt indlæg.
Henrik Friis | 20. marts 2012 kl. 09:10 | - | Husk at Pigeon skal have en bestøver i nærheden, ellers bliver der ikke mange æbler.
"""
    )
    sorts = (
        (
            "Filippa",
            "plukkes i september",
            "Gul med rød kind, syrlig og saftig. Fundet i en præstegårdshave på egnen i 1800-tallet.",
        ),
        ("Pigeon", "plukkes i oktober", "Lille og aflang, med en smag af jordbær. Holder sig til jul."),
        ("Fjordens Rose", "plukkes i august", "Tidlig sort med rosa kød. Skal spises straks."),
        ("Gråsten", "plukkes i september", "Stort og stribet, godt til most og æblekage."),
    )
    slist = (
        '<div class="fh-sorter" id="sorter"><h3>Havekredsens liste over gamle sorter</h3>'
        + "".join(f"<p><b>{esc(n)}</b> – <i>{esc(w)}</i><br>{esc(t)}</p>" for n, w, t in sorts)
        + "</div>"
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="fr-i" id="fr{i + 1}"><div class="fr-kop"><b>{esc(x.author)}</b> <span>{esc(x.when)}</span></div>'
            f'<div class="fr-tekst">{brs(x.text)}</div>'
            + (
                f'<div class="fr-svar" style="margin-left:26px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="fr-omr" id="kommentarer"><h3>6 kommentarer</h3>'
        + "".join(one(i) for i in children(c, None))
        + form_below("da", "fr")
        + "</div>"
    )
    st = story(
        "Gamle sorter fra egnen",
        "Inger",
        "2012-03-18T19:00:00+01:00",
        "18. marts 2012",
        """
I weekenden var jeg til podekursus hos den lokale havekreds. De har samlet en liste over de gamle æblesorter, der stammer fra egnen omkring fjorden.

Nogle af dem findes kun i få haver, og kredsen vil gerne have flere til at pode dem.

Her er de fire, jeg selv har fået kviste af.
""",
        section="Æbler",
    )
    return make(
        "ac-mx-da-sorter",
        "mixed",
        "bl",
        "da-b",
        st,
        PartsK(inbody=slist, after=block),
        c,
        path="/2012/03/gamle-sorter-fra-egnen",
        container="div.fr-omr#kommentarer: div.fr-i entries (div.fr-kop: b name, '18. marts 2012 kl. 20:14'; div.fr-tekst the text); replies in div.fr-svar inside their parent's, two levels; a form below; in the post, div.fh-sorter: the varieties, each a <p> with a bold name, a picking month and a description after a <br>",
        heading="6 kommentarer",
        description="A Danish garden blog of 2012: 6 comments (2 replies, a chain two levels deep) below a post whose text holds a garden society's list of old apple varieties (name, picking month, description; not comments).",
        lookalikes=("a garden society's list of old apple varieties in <p>s",),
    )


def mixed_ac() -> list[Case]:
    return [en_farms(), tr_izciler(), da_sorter()]

"""Blind set CA: two discussions kept by the harness's real comment systems, embedded the way blogs of 2009-2012
embedded a third-party comment script: Isso's script tag pasted below a village news site's post on Textpattern, loading
with the page (it); Waline behind a "Komentarze (5) »" link under a model-railway blog's post on b2evolution, the link
revealing a hidden box and mounting the client (pl). Written for this set; every name, place and text invented. Isso
and Waline keep replies one level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Piece,
    archive,
    case,
    cloud,
    counter,
    links,
    recent_comments,
    seeds,
    talk,
    webring,
    widget,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def it_isso_textpattern() -> Case:
    ns = talk("""
Giuseppina :: Finalmente tornano i fuochi! L'anno scorso senza fuochi la festa sembrava un funerale.
Tonino Mancuso :: La processione passa anche da via delle Fontane quest'anno? Mia madre non cammina più e vorrebbe vederla da casa.
  Il Borgo in Rete :: Sì, Tonino: il comitato ci ha confermato che il percorso è quello del 2009, quindi via delle Fontane è compresa verso le 19.
Marco dal Belgio :: Che nostalgia. Sono quindici anni che non torno per San Rocco. Mettete le foto, mi raccomando!
  Rosetta :: Marco, le foto le mette sempre mio figlio sulla pagina del comitato. Quest'anno ci prova anche con il video.
Un paesano :: Il concerto in piazza alle 22 è troppo tardi per le famiglie con bambini. Lo dico ogni anno.
Don Peppe :: Ricordo a tutti che la messa solenne è alle 11 e non alle 10 come scritto sul manifesto.
""")
    block = '<div class="commenti-box"><h3>Commenti</h3>' + isso_embed("it", extra=ISSO_ALL) + "</div>"
    side = (
        widget(
            "it-borgo",
            "Ultimi articoli",
            links(
                (
                    "Festa di San Rocco 2010: il programma",
                    "Chiude l'ufficio postale il sabato",
                    "Lavori alla fontana vecchia",
                    "Torneo di bocce: vince la squadra del Castello",
                ),
                "/notizie/",
            ),
            "recent",
        )
        + widget(
            "it-borgo",
            "Ultimi commenti",
            recent_comments(
                """
Angela | Chiude l'ufficio postale il sabato | Vergogna, gli anziani come fanno?
Filippo | Lavori alla fontana vecchia | Speriamo che finiscano prima dell'inverno.
""",
                "su",
            ),
            "comments",
        )
        + widget(
            "it-borgo",
            "Archivio",
            archive("agosto 2010 | 5\nluglio 2010 | 8\ngiugno 2010 | 6\nmaggio 2010 | 4", "/archivio/"),
            "archive",
        )
        + widget("it-borgo", "Tag", cloud("feste:5, comune:4, chiesa:2, lavori:3, sport:2, scuola:1"), "tags")
        + widget(
            "it-borgo",
            "Amici",
            '<iframe src="about:blank" style="border:none;overflow:hidden;width:200px;height:60px" title="Facebook"></iframe>'
            '<p><a href="/out/facebook/ilborgoinrete">Il Borgo in Rete su Facebook</a> · 312 persone piace questo elemento.</p>',
            "facebook",
        )
        + widget(
            "it-borgo", "Anello", webring("Anello dei borghi del Sud", "Precedente", "Successivo"), "ring"
        )
        + widget("it-borgo", "Visite", counter("Sei il visitatore n.", 128440), "counter")
    )
    piece = Piece(
        "Festa di San Rocco 2010: il programma",
        "Redazione",
        "2010-08-10T09:00:00+02:00",
        "10 agosto 2010",
        "",
        """
Il comitato festa ha presentato ieri sera in sacrestia il programma dei festeggiamenti in onore di San Rocco, che quest'anno tornano su tre giorni, dal 14 al 16 agosto.

Sabato 14 la fiera del bestiame e dei prodotti tipici in piazza del Mercato. Domenica 15 la messa solenne in Chiesa Madre e, nel pomeriggio, la processione per le vie del borgo con la banda di Pietrafonda. Lunedì 16 il concerto in piazza e, a mezzanotte, i fuochi d'artificio dal colle del Castello.

Il comitato ringrazia i commercianti e le famiglie che hanno contribuito con le offerte. Chi vuole aiutare con l'allestimento può presentarsi in piazza venerdì alle 18.
""",
        category="Eventi",
    )
    style = ".commenti-box{border-top:2px solid #44403a;margin-top:18px}.commenti-box h3{font-size:15px}"
    return case(
        "ca-it-isso-textpattern",
        "discussion",
        "it-borgo",
        piece,
        Bits(after=block, side=side, style=style),
        seeds(ns),
        path="/notizie/festa-di-san-rocco-2010-il-programma",
        system="isso",
        reveal="on_load: Isso's script tag pasted below the post loads with the page",
        container="div.commenti-box: h3 'Commenti', Isso's section#isso-thread",
        heading="Commenti",
        description="An Italian village news site on Textpattern, 2010: a post on the patron saint's feast with Isso's script pasted below it, 7 readers' comments (the site answering once, a reader answering another; replies one level deep); the sidebar's latest articles, latest comments of other posts, archive with counts, tags, a Facebook badge, a webring and a visitor counter. Most awkward: little; a real system's thread beside the era's furniture.",
        lookalikes=("latest comments of other posts",),
    )


def pl_waline_b2evo() -> Case:
    ns = talk("""
Zbyszek_H0 :: Piękna robota z tą skarpą! Jakiej siatki użyłeś pod gips? Ja mam problem, bo u mnie wszystko pęka po tygodniu.
  Marek (autor) :: Zwykła siatka tynkarska z marketu, a na to gips z klejem do drewna, pół na pół. Od roku nic nie pękło.
Kolejarz z Koluszek :: Brakuje mi tylko semafora na wjeździe, bo bez niego stacja wygląda na opuszczoną. Ale trawa wyszła bardzo naturalnie.
  Marek (autor) :: Semafor już czeka w pudełku, będzie w następnym wpisie!
Ania :: Mój syn przeczytał cały wpis i teraz chce mieć makietę w pokoju. Dziękuję bardzo, teraz mam zajęcie na całe wakacje!
""")
    path = "/blog/index.php/2012/03/14/skarpa-i-trawa-statyczna"
    block = (
        '<div class="bFeedback"><a href="#komentarze" id="pokaz-komentarze" class="bCommentsLink">Komentarze (5) »</a> · '
        '<a href="/blog/index.php?tempskin=_rss2&amp;disp=comments&amp;p=214">Kanał RSS komentarzy</a> · <a href="/blog/htsrv/trackback.php?tb_id=214">Adres trackback</a>'
        '<div id="komentarze" style="display:none"><h4>Komentarze:</h4><div id="waline-kom"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#waline-kom'", path, "en")
        + "<script type=\"text/javascript\">document.getElementById('pokaz-komentarze').onclick = function () {"
        " var k = document.getElementById('komentarze'); if (k.style.display == 'none') { k.style.display = 'block'; if (!window.__wal) { window.__wal = 1; mountWaline(); } } else { k.style.display = 'none'; } return false; };</script>"
    )
    side = (
        widget(
            "pl-modelarz",
            "Ostatnie wpisy",
            links(
                (
                    "Skarpa i trawa statyczna",
                    "Budynek dworca z tektury, część 2",
                    "Giełda modelarska w Łodzi",
                    "Lutowanie zwrotnic bez stresu",
                ),
                "/blog/",
            ),
            "recent",
        )
        + widget(
            "pl-modelarz",
            "Ostatnie komentarze",
            recent_comments(
                """
tomek_pkp | Lutowanie zwrotnic bez stresu | Dzięki, w końcu mi działa!
Waldek | Giełda modelarska w Łodzi | Byłem, kupiłem wagony Piko za grosze.
""",
                "–",
            ),
            "comments",
        )
        + widget(
            "pl-modelarz",
            "Archiwum",
            archive("marzec 2012 | 2\nluty 2012 | 3\nstyczeń 2012 | 4\ngrudzień 2011 | 1", "/blog/"),
            "archive",
        )
        + widget(
            "pl-modelarz",
            "Linki",
            links(
                ("Forum Modelarzy Kolejowych", "Makieta Zagórze", "Wagony w H0", "Tory i zwrotnice"), "/out/"
            ),
            "links",
        )
        + widget(
            "pl-modelarz",
            "Tagi",
            cloud("H0:5, makieta:5, krajobraz:3, budynki:3, lutowanie:2, giełda:1"),
            "tags",
        )
        + widget("pl-modelarz", "Licznik", counter("Odwiedzin:", 20517), "counter")
    )
    piece = Piece(
        "Skarpa i trawa statyczna",
        "przez Marek",
        "2012-03-14T21:30:00+01:00",
        "14.03.12",
        "21:30",
        """
Po dwóch miesiącach przerwy wróciłem do makiety. Tym razem zająłem się skarpą przy stacji Zagórze Małe: siatka, gips, farby akrylowe i na koniec trawa statyczna.

Trawę nakładałem aplikatorem zrobionym z sitka do herbaty i starej łapki na muchy. Efekt lepszy niż się spodziewałem, choć pół pokoju nadal jest zielone.

Następny etap to semafor wjazdowy i oświetlenie peronu. Zdjęcia z postępów w galerii.
""",
        category="Makieta",
        tags=("H0", "krajobraz"),
    )
    style = ".bFeedback{margin-top:14px;padding-top:6px;border-top:1px dotted #999;font-size:12px}.bCommentsLink{font-weight:bold}"
    return case(
        "ca-pl-waline-b2evo-link",
        "discussion",
        "pl-modelarz",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns),
        path=path,
        system="waline",
        reveal="link: 'Komentarze (5) »' under the post shows a hidden box and mounts Waline",
        container="div.bFeedback > div#komentarze (display:none until the link is clicked): h4 'Komentarze:', div#waline-kom (Waline's client, its English interface)",
        heading="Komentarze:",
        description="A Polish model-railway blog on b2evolution, 2012: a post on scenery with a 'Komentarze (5) »' feedback link beside comment-feed and trackback links; the link shows a hidden box and mounts Waline with 5 readers' comments (the blogger answering twice; replies one level deep); latest posts, latest comments of other posts, archive with counts, links, tags and a counter. Most awkward: before the click there is only the count link.",
        lookalikes=("latest comments of other posts",),
        check_steps=("click:#pokaz-komentarze", "wait:3000"),
    )


def real_ca() -> list[Case]:
    return [it_isso_textpattern(), pl_waline_b2evo()]

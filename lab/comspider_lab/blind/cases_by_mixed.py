"""Blind set BY: two mixed pages of 2012-2013, a real discussion drawn by a comment extension or widget of that time
beside a list of a kind no earlier set listed: a Polish local paper on a CMS with its comments extension (numbered
comments, votes, "Odpowiedz | Cytuj", answers in a nested list after their parent) beside a readers' tutoring-ads
board (tutor, subject, date, a line) (pl); an Italian town paper with a social-login comment widget's rendering
(provider icons, "2 ore fa", up/down votes, nested replies) beside an online register of love padlocks on a bridge
(couple, date, their message) (it). Every class name, name, place and text invented for this set; each comment and
entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    children,
    esc,
    links,
    paras,
    rows,
    seeds,
    talk,
)


def pl_extension_tutoring() -> Case:
    ns = talk("""
Marek z Kolejowej @ 2013-07-02 09:41 [good=7] :: Gratulacje dla Jedynki, ale 100% zdawalności w Ekonomiku to chyba też rekord. Szkoda, że o tym tylko jedno zdanie.
  redakcja @ 2013-07-02 10:15 [good=3] :: Dziękujemy za uwagę. Technikum Ekonomiczne miało 100%, ale maturę pisało tam tylko 14 osób. Dopisaliśmy to w tekście.
Anka @ 2013-07-02 11:02 [good=4,poor=1] :: Matematyka znowu najgorsza. Może czas, żeby szkoły miały więcej godzin matmy zamiast trzeciego języka?
  nauczycielka_LO2 @ 2013-07-02 12:30 [good=9] :: W naszej szkole w klasach humanistycznych są 3 godziny matematyki tygodniowo. To za mało, żeby przygotować do matury na 30%, a co dopiero wyżej.
    Anka @ 2013-07-02 13:14 [good=1] :: Dokładnie o tym piszę. Dzięki za konkrety.
Tata maturzysty @ 2013-07-03 08:05 [good=2] :: Syn zdał, ale do poprawki pójdzie kolega z klasy. Kiedy są terminy poprawkowe?
""")

    def item(i: int, n: Note, num: int) -> str:
        cid = 1800 + 7 * i
        good, poor = int(n.tag("good", "0")), int(n.tag("poor", "0"))
        total = good - poor
        kids = children(seeds(ns), i)
        return (
            f'<div class="{"odd" if num % 2 else "even"}" id="comment-item-{cid}"><div class="rbox"><div class="rbox_m">'
            f'<div class="comment-avatar"><img src="/_avatar/jc-{i}.svg" width="32" height="32" alt="" /></div>'
            f'<div class="comment-box avatar-indent"><span class="comments-vote"><span id="comment-vote-holder-{cid}">'
            '<a href="#" class="vote-good" title="Dobry komentarz!">+</a><a href="#" class="vote-poor" title="Słaby komentarz!">−</a>'
            f'<span class="{"vote-good" if total >= 0 else "vote-poor"}">{"+" if total > 0 else ""}{total}</span></span></span>'
            f'<a class="comment-anchor" href="#comment-{cid}" id="comment-{cid}">#{num}</a> '
            f'<span class="comment-author">{esc(n.who)}</span> <span class="comment-date">{esc(n.at)}</span>'
            f'<div class="comment-body" id="comment-body-{cid}">{"<br />".join(esc(p) for p in n.body.split(chr(10) + chr(10)))}</div>'
            '<span class="comments-buttons"><a href="#">Odpowiedz</a> | <a href="#">Cytuj</a></span></div><div class="clear"></div></div></div></div>'
            + (
                f'<div id="comments-list-{cid}" class="comments-list">'
                + "".join(item(k, ns[k], k + 1) for k in kids)
                + "</div>"
                if kids
                else ""
            )
        )

    tree = "".join(item(i, ns[i], i + 1) for i in children(seeds(ns), None))
    comments = (
        '<div id="jc"><div id="comments"><h4>Komentarze <a class="rss" href="/component/jcomments/feed/com_content/2231" title="RSS">RSS</a></h4>'
        f'<div id="comments-list" class="comments-list">{tree}</div>'
        '<div id="comments-list-footer"><a href="#">Odśwież listę komentarzy</a> · <a href="/component/jcomments/feed/com_content/2231">RSS – komentarze do tego artykułu</a></div></div>'
        '<h4>Dodaj komentarz</h4><form id="comments-form" action="#"><p><input type="text" name="name" value="" size="22" /> <label>Imię (wymagane)</label></p>'
        '<p><textarea name="comment" rows="5" cols="60"></textarea></p><p><img src="/_avatar/captcha.svg" width="121" height="60" alt="" /> <input type="text" name="captcha_refid" size="5" /> <label>Przepisz kod</label></p>'
        '<p><input type="button" value="Wyślij" /></p></form><div id="comments-footer"><a href="http://www.joomlatune.invalid">JComments</a></div></div>'
    )
    ads = rows("""
mgr Ewa Sadowska | matematyka, poziom rozszerzony | 28.06.2013 | Nauczycielka z 20-letnim stażem. Przygotowanie do poprawki w sierpniu, także w domu ucznia. Nadwarcie i okolice.
Kuba, student PWr | fizyka i matematyka | 27.06.2013 | Tłumaczę cierpliwie i na przykładach. Lekcje przez Skype albo w bibliotece miejskiej. 40 zł/h.
Olga | język rosyjski | 25.06.2013 | Native speaker, od lat w Polsce. Konwersacje dla dorosłych i pomoc w pracach domowych dla dzieci.
Paweł Grzelak | język polski – wypracowania | 24.06.2013 | Polonista, egzaminator maturalny. Pomogę napisać dobrą rozprawkę, zajęcia grupowe w soboty.
""")
    board = (
        '<div class="gn-korki"><h3>Korepetycje – ogłoszenia czytelników</h3><ul class="gn-korki-list">'
        + "".join(
            f'<li><p><b>{esc(w)}</b> · <i>{esc(s)}</i> · <span class="gn-k-d">dodano {esc(d)}</span></p><p>{esc(x)}</p><p class="gn-k-tel"><a href="/ogloszenia/korepetycje/{k}">Pokaż telefon</a></p></li>'
            for k, (w, s, d, x) in enumerate(ads)
        )
        + '</ul><p><a href="/ogloszenia/korepetycje/">Wszystkie ogłoszenia (31)</a> · <a href="/ogloszenia/dodaj">Dodaj ogłoszenie</a></p></div>'
    )
    side = (
        box(
            "pl-nadwarcie",
            "Najczęściej czytane",
            links(
                (
                    "Wyniki matur 2013 w nadwarciańskich szkołach",
                    "Remont mostu na Warcie potrwa do listopada",
                    "Festyn na Bulwarach: program",
                    "Warta Nadwarcie w IV lidze!",
                ),
                "/wiadomosci/",
                "ol",
            ),
        )
        + board
        + box(
            "pl-nadwarcie",
            "Sonda",
            '<p>Czy w szkołach powinno być więcej godzin matematyki?</p><p><input type="radio" name="s" /> Tak (61%)<br /><input type="radio" name="s" /> Nie (27%)<br /><input type="radio" name="s" /> Nie wiem (12%)</p><p>Głosów: 844</p>',
        )
    )
    piece = Piece(
        "Wyniki matur 2013 w nadwarciańskich szkołach",
        "Katarzyna Wróblewska",
        "2013-07-01T14:20:00+02:00",
        "poniedziałek, 01 lipiec 2013 14:20",
        """
Okręgowa Komisja Egzaminacyjna ogłosiła wyniki tegorocznych matur. W nadwarciańskich liceach i technikach egzamin zdało 79 procent absolwentów, o trzy punkty procentowe więcej niż przed rokiem.

Najlepiej wypadło I Liceum Ogólnokształcące im. Kopernika, gdzie maturę zdało 96 procent uczniów. Najsłabiej poszło w technikach mechanicznych. Jak co roku najwięcej kłopotów sprawiła matematyka.

Uczniowie, którzy nie zdali jednego przedmiotu, mogą przystąpić do egzaminu poprawkowego w sierpniu. Deklaracje trzeba złożyć w szkole do 9 lipca.
""",
        dek="Zdało 79 procent absolwentów. Najwięcej kłopotów znowu sprawiła matematyka",
        section="Edukacja",
        tags=("matura", "szkoły", "edukacja"),
        caption="Tegoroczni maturzyści z I LO odbierają wyniki. Fot. Gazeta Nadwarciańska",
    )
    style = (
        "#jc{margin-top:16px;border-top:3px solid #9b111e}#jc h4{font-size:15px}.comments-list .comments-list{margin-left:30px}.rbox_m{border:1px solid #e5d5d5;background:#fcf8f8;padding:6px;margin:6px 0;overflow:hidden}"
        ".comment-avatar{float:left;margin-right:8px}.comment-anchor{color:#999;margin-right:6px}.comment-author{font-weight:bold}.comment-date{color:#888;font-size:11px;margin-left:6px}"
        ".comments-vote{float:right;font-size:11px}.comments-vote a{margin:0 2px;text-decoration:none}.comments-buttons{font-size:11px}.gn-korki{border:1px solid #ddd;padding:6px;margin-bottom:14px;font-size:12px}"
        ".gn-korki-list{list-style:none;padding:0}.gn-korki-list li{border-bottom:1px dotted #ccc;padding:3px 0}.gn-korki-list p{margin:2px 0}.gn-k-d{color:#888;font-size:11px}"
    )
    return case(
        "by-pl-rozszerzenie-korepetycje",
        "mixed",
        "pl-nadwarcie",
        piece,
        Bits(inside=comments, side=side, style=style),
        seeds(ns),
        path="/edukacja/2231-wyniki-matur-2013-w-nadwarcianskich-szkolach",
        reveal="on_load",
        container="div#jc > div#comments > div#comments-list.comments-list: div.odd/div.even items numbered #1-#6, answers in a div.comments-list after their parent's item",
        heading="Komentarze",
        description="A Polish local paper's story of July 2013 on exam results with its CMS's comments extension: 'Komentarze' with an RSS link, 6 comments numbered #1-#6, each with a +/- vote and its total, name, date and time, 'Odpowiedz | Cytuj' (the newsroom answering once as 'redakcja'; answers three levels deep in nested lists after their parent), a form with a captcha; beside it in the right column a readers' tutoring-ads board of 4 ads (tutor, subject, 'dodano DATE', a line, 'Pokaż telefon'), most read and a poll with percentages. Most awkward: the tutoring ads have a name, a date and a first-person text each.",
        static=True,
        lookalikes=("a readers' tutoring-ads board: tutor, subject, date, a line",),
    )


def it_widget_padlocks() -> Case:
    ns = talk("""
Roberta Callegari @ 3 ore fa|22/03/2012 09:14 [fb,pos=14,neg=2] :: Mio marito ed io abbiamo il nostro lucchetto lì dal 2008. Non è vandalismo, è una promessa. Potevano almeno avvisare prima.
  Stefano M. @ 3 ore fa|22/03/2012 09:40 [tw,pos=6,neg=5] :: Tremila lucchetti pesano quasi una tonnellata, il ponte è del 1700. La promessa potete farla anche senza appesantirlo.
    Roberta Callegari @ 2 ore fa|22/03/2012 10:02 [fb,pos=3] :: Allora mettano una rete apposta come hanno fatto in altre città. Togliere e basta è la scelta più facile.
  La Voce del Borgo @ 2 ore fa|22/03/2012 10:30 [staff,pos=8] :: Il Comune ci conferma che i lucchetti rimossi saranno conservati fino al 30 aprile nel magazzino di via Argine: chi vuole il proprio può ritirarlo con una foto che lo dimostri.
Giacomo P. @ 2 ore fa|22/03/2012 10:51 [g,pos=9,neg=1] :: Finalmente. Le chiavi buttate nel canale hanno intasato la chiusa, lo sanno tutti i barcaioli.
Elisa_Borgo @ 1 ora fa|22/03/2012 11:37 [fb,pos=4] :: L'idea del registro online della Pro Loco però è carina, almeno resta un ricordo.
  Giacomo P. @ 45 minuti fa|22/03/2012 12:05 [g,pos=2] :: Quella sì, così nessuno rovina il ponte.
""")
    prov = {"fb": "Facebook", "tw": "Twitter", "g": "Google"}

    def item(i: int, n: Note) -> str:
        rel, _, full = n.at.partition("|")
        p = next((prov[k] for k in prov if n.tag(k)), "")
        staff = bool(n.tag("staff"))
        kids = children(seeds(ns), i)
        return (
            f'<div class="gig-comments-comment" data-commentid="c{5531 + 11 * i}"><div class="gig-comments-comment-photo"><img src="/_avatar/gig-{i}.svg" width="36" height="36" alt="" /></div>'
            f'<div class="gig-comments-comment-data"><span class="gig-comments-comment-username">{esc(n.who)}</span>'
            + (
                f' <span class="gig-comments-comment-provider gig-provider-{p.lower()}" title="{p}"></span>'
                if p
                else ""
            )
            + (' <span class="gig-comments-comment-badge">Redazione</span>' if staff else "")
            + f' <span class="gig-comments-comment-time" title="{esc(full)}">{esc(rel)}</span>'
            f'<div class="gig-comments-comment-body">{paras(n.body)}</div>'
            f'<div class="gig-comments-comment-footer"><span class="gig-comments-vote-pos">▲ {n.tag("pos", "0")}</span> <span class="gig-comments-vote-neg">▼ {n.tag("neg", "0")}</span>'
            ' · <a class="gig-comments-comment-replyLink" href="#">Rispondi</a> · <a class="gig-comments-comment-share" href="#">Condividi</a> · <a class="gig-comments-comment-flag" href="#">Segnala</a></div></div>'
            + (
                '<div class="gig-comments-replies">' + "".join(item(k, ns[k]) for k in kids) + "</div>"
                if kids
                else ""
            )
            + "</div>"
        )

    thread = "".join(item(i, ns[i]) for i in children(seeds(ns), None))
    widget = (
        '<div id="commentsDiv" class="gig-comments-container"><div class="gig-comments-header">'
        f'<span class="gig-comments-count">{len(ns)} commenti</span> <span class="gig-comments-sort">Ordina per: <select><option>Più recenti</option><option>Più vecchi</option><option>Più votati</option></select></span></div>'
        '<div class="gig-comments-composebox"><textarea rows="3" cols="60">Scrivi un commento…</textarea><p class="gig-comments-login">Accedi con <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Google</a> <a href="#">Yahoo!</a></p></div>'
        f'<div class="gig-comments-comments">{thread}</div><div class="gig-comments-more"><a href="#">Altri commenti</a></div></div>'
        '<script type="text/javascript" src="http://cdn.gigya.invalid/js/socialize.js?apiKey=3_Xb7Lq"></script>'
    )
    locks = rows("""
Marta e Luca | 14 febbraio 2009 | Il nostro primo San Valentino. Lucchetto rosso, terza campata da sinistra.
Nonno Beppe e nonna Ines | 30 maggio 2010 | Cinquant'anni di matrimonio. L'abbiamo appeso i nipoti per noi.
Giulia & Sara | 21 giugno 2011 | Per l'estate della maturità, e per tutte quelle che verranno.
Ahmed e Chiara | 8 settembre 2011 | Il giorno prima di partire per Torino. Torneremo a riprenderlo.
Francesco, Anna e il piccolo Tommaso | 2 ottobre 2011 | Il lucchetto più piccolo, quello azzurro con il nome inciso.
""")
    register = (
        '<div class="vb-lucchetti"><h3>Il registro dei lucchetti</h3><p class="vb-l-sub">La Pro Loco raccoglie online le storie dei lucchetti prima della rimozione. Ecco le ultime arrivate.</p>'
        + "".join(
            f'<div class="vb-l-item"><img src="/_avatar/lock-{k}.svg" width="40" height="40" alt="" /><p><b>{esc(w)}</b> <span class="vb-l-d">appeso il {esc(d)}</span></p><p>«{esc(x)}»</p></div>'
            for k, (w, d, x) in enumerate(locks)
        )
        + '<p><a href="/eventi/registro-lucchetti">Aggiungi la tua storia</a></p></div>'
    )
    side = box(
        "it-ponte",
        "I più letti",
        links(
            (
                "Ponte dei Barcaioli, via i lucchetti entro aprile",
                "Carnevale, i carri sfilano domenica",
                "Chiusa di San Rocco, lavori urgenti",
            ),
            "/citta/",
            "ol",
        ),
    ) + box(
        "it-ponte",
        "Meteo",
        "<p>Oggi: nuvoloso, 14° / 6°. Domani: pioggia debole.</p>",
    )
    piece = Piece(
        "Ponte dei Barcaioli, via i lucchetti entro aprile",
        "di Matteo Trevisan",
        "2012-03-22T06:45:00+01:00",
        "giovedì 22 marzo 2012",
        """
Entro la fine di aprile il Comune farà rimuovere i circa tremila lucchetti appesi alle ringhiere del Ponte dei Barcaioli. Lo ha deciso ieri la giunta, dopo una relazione dei tecnici sul peso che grava sulle balaustre settecentesche.

«Non ce l'abbiamo con gli innamorati», ha spiegato l'assessore ai Lavori pubblici Carla Penzo, «ma le ringhiere si stanno piegando e le chiavi buttate in acqua finiscono nella chiusa di San Rocco».

La Pro Loco ha aperto un registro online dove le coppie possono lasciare la storia del proprio lucchetto. I lucchetti rimossi saranno conservati per un mese.
""",
        dek="Tremila lucchetti dell'amore pesano sulle balaustre del Settecento. La Pro Loco apre un registro delle storie",
        section="Città",
        tags=("Ponte dei Barcaioli", "lucchetti", "Comune"),
        caption="I lucchetti sulla ringhiera del Ponte dei Barcaioli. (Foto La Voce del Borgo)",
    )
    style = (
        ".vb-lucchetti{background:#fbf6f1;border:1px solid #e6d6c7;padding:8px 10px;margin:14px 0}.vb-l-item{overflow:hidden;border-bottom:1px dotted #d8c3ae;padding:4px 0}.vb-l-item img{float:left;margin-right:8px}.vb-l-item p{margin:2px 0}.vb-l-d{color:#888;font-size:11px}"
        ".gig-comments-container{margin-top:16px;border-top:3px solid #6b3e26;font:12px Arial}.gig-comments-header{padding:6px 0;font-weight:bold}.gig-comments-sort{float:right;font-weight:normal}"
        ".gig-comments-comment{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}.gig-comments-comment-photo{float:left;margin-right:8px}.gig-comments-comment-data{margin-left:44px}"
        ".gig-comments-comment-username{font-weight:bold}.gig-comments-comment-time{color:#999;font-size:11px}.gig-comments-comment-footer{font-size:11px;color:#888}.gig-comments-replies{margin-left:44px}"
        ".gig-comments-comment-badge{background:#6b3e26;color:#fff;font-size:10px;padding:0 3px}"
    )
    return case(
        "by-it-widget-lucchetti",
        "mixed",
        "it-ponte",
        piece,
        Bits(
            inside=register,
            after='<h3 class="vb-comm">I vostri commenti</h3>' + widget,
            side=side,
            style=style,
        ),
        seeds(ns, keep_when=False),
        path="/citta/2012/03/22/ponte-dei-barcaioli-via-i-lucchetti",
        reveal="on_load (the widget's rendered DOM saved in the page)",
        container="div#commentsDiv.gig-comments-container > div.gig-comments-comments: div.gig-comments-comment, replies in div.gig-comments-replies inside their parent",
        heading="I vostri commenti",
        description="An Italian town paper's story of March 2012 on removing love padlocks from a bridge, with the Pro Loco's online padlock register inside the story (5 entries: the couple, 'appeso il DATE', their quoted message) and below the story a social-login comment widget's rendering: '7 commenti', a sort menu, a compose box, 7 comments with provider icons, relative times ('3 ore fa', the full time in a title), ▲/▼ vote counts, 'Rispondi · Condividi · Segnala' (the paper answering once with a 'Redazione' badge; replies three levels deep inside their parent), 'Altri commenti'. Right column: most read, weather. Most awkward: the register's entries have a name, a date and a first-person text each, just above the discussion.",
        static=True,
        lookalikes=("an online register of love padlocks: couple, date hung, their message",),
    )


def mixed_by() -> list[Case]:
    return [pl_extension_tutoring(), it_widget_padlocks()]

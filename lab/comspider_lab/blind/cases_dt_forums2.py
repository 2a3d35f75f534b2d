"""Blind set DT: four readers' discussions in forum markup printed under the article: a Polish weekly's home-made
forum of 2011 (page 1 of 3, a deleted entry), an Italian local online daily's definition-list forum of 2013 (it
never says "comment"), a Brazilian local portal's forum topic of 2014 (the newsroom's opening post, a moderator's
note inside a post) and a Czech town paper's forum of 2008 (one table, rows per post). Every class name, name,
place and text invented for this set; each post written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dt_common import (
    Case,
    P,
    counted,
    doc,
    esc,
    make,
    no_word,
    other,
    paras,
    quote_of,
    reader,
    share,
)

# --------------------------------------------------------------------------- pl: a weekly's home-made forum, 2011

PL_USERS = {
    # name: (rank, posts, since, from)
    "borowiczanin": ("Stały bywalec", "1 112", "03.2009", "os. Północ"),
    "Ewa_K": ("Bywalec", "214", "11.2010", "Borowiec Wielki"),
    "inż.Marek": ("Gaduła", "2 430", "06.2008", "ul. Wodna"),
    "gosc_janek": ("Nowy", "1", "11.2011", ""),
    "emerytka54": ("Bywalec", "388", "01.2010", "Stare Miasto"),
    "Zdzich": ("Nowy", "12", "09.2011", "Lipowiec"),
    "Kasia z Zielonej": ("Bywalec", "96", "04.2010", "ul. Zielona"),
}


def pl_posts() -> list[P]:
    return [
        reader(
            "borowiczanin",
            "2011-11-22 13:05",
            "6,80 zł za metr to już przesada. Dwa lata temu płaciliśmy 4,90. Za co my właściwie płacimy? Rury w moim "
            "bloku pamiętają lata siedemdziesiąte.",
        ),
        reader(
            "Ewa_K",
            "2011-11-22 13:31",
            "Ciekawe, ile zarabia prezes wodociągów. Tego w artykule jakoś nie napisali.",
        ),
        reader(
            "inż.Marek",
            "2011-11-22 14:02",
            "Za nową oczyszczalnię, która kosztowała 48 mln zł, z czego 30% to kredyt. Ktoś go musi spłacić. Taki był "
            "warunek dotacji z Unii i radni wiedzieli o tym od 2008 roku.",
            0,
            qtext="6,80 zł za metr to już przesada. Dwa lata temu płaciliśmy 4,90. Za co my właściwie płacimy?",
        ),
        other(
            "deleted",
            "gosc_janek",
            "2011-11-22 14:20",
            "Wpis użytkownika gosc_janek został usunięty przez moderatora (naruszenie regulaminu forum, pkt 3).",
        ),
        reader(
            "Ewa_K",
            "2011-11-22 15:10",
            "Skoro wiedzieli, to dlaczego przed wyborami mówili, że ceny wody nie wzrosną? Mam to nagrane z sesji w "
            "październiku.",
            2,
            qtext="Taki był warunek dotacji z Unii i radni wiedzieli o tym od 2008 roku.",
        ),
        reader(
            "emerytka54",
            "2011-11-22 16:44",
            "Dla emerytów to kolejny cios. Rachunek za wodę, za śmieci, za ogrzewanie, co miesiąc coś drożeje, a "
            "emerytura ta sama. // Może chociaż zrobią ulgę dla rodzin wielodzietnych i dla starszych osób?",
        ),
        reader(
            "Zdzich",
            "2011-11-22 19:02",
            "W Lipowcu płacą 5,20 i też mają nową oczyszczalnię. Da się? Da się.",
            edited="[edytowano 1 raz, ostatnio: 2011-11-22 19:05]",
        ),
        reader(
            "inż.Marek",
            "2011-11-22 20:17",
            "W Lipowcu gmina dopłaca do każdego metra z budżetu, więc mieszkańcy i tak płacą, tylko w podatkach. U nas "
            "przynajmniej widać to uczciwie na rachunku.",
            6,
            qtext="W Lipowcu płacą 5,20 i też mają nową oczyszczalnię.",
        ),
        reader(
            "Kasia z Zielonej",
            "2011-11-23 07:40",
            "Czy ktoś wie, od kiedy nowa cena będzie na fakturach? Mamy rozliczenie co dwa miesiące i nie wiem, czy "
            "grudzień będzie jeszcze po staremu.",
        ),
        reader(
            "borowiczanin",
            "2011-11-23 08:22",
            "Od 1 stycznia. Przy rozliczeniu za grudzień i styczeń policzą proporcjonalnie, tak samo było przy "
            "poprzedniej podwyżce.",
            8,
            qtext="Czy ktoś wie, od kiedy nowa cena będzie na fakturach?",
        ),
    ]


def pl_woda() -> Case:
    posts = pl_posts()
    title = "Od stycznia droższa woda. Metr sześcienny za 6,80 zł"

    def entry(i: int) -> str:
        p = posts[i]
        wid = 118204 + i
        rank, count, since, whence = PL_USERS[p.who]
        if p.kind == "deleted":
            return f'<div class="wpis wpis-usuniety" id="w{wid}"><span class="wpis-nr">#{i + 1}</span> <em>{esc(p.body)}</em></div>'
        name, text, _ = quote_of(posts, i)
        cyt = (
            f'<div class="cytat"><span class="cytat-autor">{esc(name)} napisał(a):</span><br />{paras(text, br=True)}</div>'
            if name
            else ""
        )
        skad = f"<span>skąd: {esc(whence)}</span>" if whence else ""
        edit = f'<div class="wpis-edycja">{esc(p.x("edited"))}</div>' if p.x("edited") else ""
        return (
            f'<div class="wpis" id="w{wid}"><div class="wpis-lewa"><b class="nick"><a href="/forum/profil/{esc(p.who)}">{esc(p.who)}</a></b>'
            f'<img src="/_avatar/pl-{i}.svg" width="50" height="50" alt="" /><span class="ranga">{esc(rank)}</span><span>postów: {esc(count)}</span><span>na forum od: {esc(since)}</span>{skad}</div>'
            f'<div class="wpis-prawa"><div class="wpis-data"><a href="#w{wid}">#{i + 1}</a> · {esc(p.at)}</div>'
            f'<div class="wpis-tresc">{cyt}{paras(p.body, br=True)}</div>{edit}'
            f'<div class="wpis-stopka"><a href="/forum/odpowiedz/8812?cytuj={wid}">Odpowiedz z cytatem</a> | <a href="/forum/zglos/{wid}" rel="nofollow">Zgłoś do moderatora</a></div></div></div>'
        )

    pager = '<div class="fa-strony">Strona 1 z 3 &nbsp; <b>[1]</b> <a href="/forum/watek/8812,2">2</a> <a href="/forum/watek/8812,3">3</a> <a href="/forum/watek/8812,2">Następna »</a></div>'
    thread = "\n".join(entry(i) for i in range(len(posts)))
    css = (
        "body{margin:0;background:#f2efe6;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#222}#strona{width:1000px;margin:0 auto;background:#fff}"
        "#gora{height:90px;background:#14532d;position:relative}#gora .tytul{position:absolute;left:14px;top:14px;color:#fff;font:bold 36px Georgia,serif}"
        "#gora .data{position:absolute;right:14px;top:16px;color:#cfe;font-size:11px;text-align:right}#nawigacja{background:#0d3b20}#nawigacja a{display:inline-block;color:#fff;padding:6px 12px;text-decoration:none}"
        "#tresc{overflow:hidden;padding:12px}#artykul{float:left;width:650px}#boczna{float:right;width:300px}.nadtytul{color:#14532d;font-weight:bold}.zajawka{font-weight:bold;font-size:13px}"
        ".podpis{color:#888;font-size:11px}.udostepnij{font-size:11px;margin:6px 0}.udostepnij .cnt{background:#eee;padding:0 4px;border:1px solid #ccc}"
        "#forum-artykulu{margin-top:20px;border:1px solid #c9d6c9}.fa-naglowek{background:#14532d;color:#fff;padding:6px 10px}.fa-naglowek h3{margin:0;font-size:14px;display:inline}.fa-naglowek span{font-size:11px;margin-left:10px}"
        ".fa-naglowek a{color:#ffd}.fa-strony{background:#eaf1ea;padding:4px 10px;font-size:11px}.wpis{overflow:hidden;border-top:1px solid #dde5dd}"
        ".wpis-lewa{float:left;width:140px;background:#f6f9f6;padding:6px;font-size:10px}.wpis-lewa span{display:block}.wpis-lewa .nick{font-size:12px;display:block}"
        ".wpis-prawa{margin-left:160px;padding:6px 8px}.wpis-data{font-size:10px;color:#888;border-bottom:1px dotted #ccc}.wpis-tresc{padding:6px 0}"
        ".cytat{background:#f4f4ee;border:1px solid #ddd;border-left:3px solid #14532d;padding:4px 8px;margin-bottom:6px;font-size:11px;color:#444}.cytat-autor{font-weight:bold}"
        ".wpis-edycja{font-size:10px;color:#999}.wpis-stopka{font-size:10px;text-align:right}.wpis-usuniety{padding:8px;color:#999;background:#fafafa}"
        ".ramka{border:1px solid #ddd;margin-bottom:12px}.ramka h4{margin:0;background:#eaf1ea;color:#14532d;padding:4px 8px}.ramka ol,.ramka ul{margin:6px 0 6px 22px;padding:0}"
        "#stopka{background:#0d3b20;color:#bcd;padding:12px;font-size:11px;clear:both}#stopka a{color:#fff}"
    )
    body = f"""<div id="strona">
<div id="gora"><div class="tytul">Tygodnik Borowiecki</div><div class="data">wtorek, 22 listopada 2011 · imieniny: Cecylii, Marka<br />Borowiec Wielki: 4°C, mgła</div></div>
<div id="nawigacja"><a href="/">Strona główna</a><a href="/wiadomosci/">Wiadomości</a><a href="/samorzad/">Samorząd</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/nekrologi/">Nekrologi</a><a href="/forum/">Forum</a><a href="/e-wydanie/">E-wydanie</a></div>
<div id="tresc"><div id="artykul">
<p class="nadtytul"><a href="/samorzad/">Samorząd</a></p>
<h1>{esc(title)}</h1>
<p class="podpis">Dodano: 2011-11-22 12:40 · Autor: Łukasz Sroka · Wyświetleń: 4 106</p>
{share([("Facebook", "58"), ("Wykop", "4"), ("Drukuj", ""), ("Wyślij znajomemu", "")], "udostepnij")}
<p class="zajawka">Radni zgodzili się na nowe stawki zaproponowane przez Miejskie Wodociągi. Od 1 stycznia za metr sześcienny wody i ścieków zapłacimy 6,80 zł, czyli o 62 grosze więcej niż dziś.</p>
<p><img src="/_avatar/pl-woda.svg" width="640" height="280" alt="Oczyszczalnia ścieków przy ul. Wodnej" /></p>
<p>Za podwyżką głosowało 12 radnych, przeciw było 7. Spółka tłumaczy nowe stawki spłatą kredytu zaciągniętego na budowę oczyszczalni przy ul. Wodnej, która ruszyła w ubiegłym roku.</p>
<p>– Bez tej inwestycji gmina musiałaby płacić kary za zrzut nieoczyszczonych ścieków do rzeki – mówi prezes wodociągów Andrzej Pawlak.</p>
<p>Opozycyjni radni przypominali, że jeszcze w październiku burmistrz zapewniał, iż ceny wody w przyszłym roku się nie zmienią. Rodzina czteroosobowa zapłaci średnio o 7 zł miesięcznie więcej.</p>
<p class="podpis">Tagi: <a href="/tag/woda">woda</a>, <a href="/tag/rada-miasta">rada miasta</a>, <a href="/tag/oplaty">opłaty</a></p>
<div id="forum-artykulu"><div class="fa-naglowek"><h3>Forum czytelników</h3><span>Temat: <a href="/forum/watek/8812">Od stycznia droższa woda</a> · 27 wpisów · <a href="/forum/odpowiedz/8812">Dodaj wpis</a></span></div>
{pager}
{thread}
{pager}
<p style="padding:6px 10px;font-size:10px;color:#888">Wpisy są prywatnymi opiniami użytkowników forum. Redakcja nie ponosi za nie odpowiedzialności. <a href="/forum/regulamin">Regulamin forum</a></p>
</div>
</div>
<div id="boczna">
<div class="ramka"><img src="/_avatar/pl-reklama.svg" width="298" height="250" alt="Reklama: Salon meblowy Dąb – wyprzedaż" /></div>
<div class="ramka"><h4>Najczęściej czytane</h4>{counted("Od stycznia droższa woda | 4 106 ;; Wypadek na obwodnicy, dwie osoby ranne | 3 390 ;; Jarmark świąteczny wraca na rynek | 2 118 ;; Orzeł Borowiec awansował | 1 540", "wyśw.")}</div>
<div class="ramka"><h4>Ogłoszenia drobne</h4><ul><li><a href="/ogloszenia/1">Sprzedam opał, drewno bukowe</a></li><li><a href="/ogloszenia/2">Zatrudnię kierowcę kat. C+E</a></li><li><a href="/ogloszenia/3">Mieszkanie 3 pok. do wynajęcia</a></li></ul></div>
<div class="ramka"><h4>Dyżur apteki</h4><p style="margin:6px">Apteka „Pod Orłem”, Rynek 4, tel. 65 512 30 12</p></div>
</div></div>
<div id="stopka">© 2011 Tygodnik Borowiecki · Wydawca: Oficyna Borowiecka sp. z o.o. · <a href="/redakcja/">Redakcja</a> · <a href="/reklama/">Reklama</a> · <a href="/regulamin/">Regulamin</a></div>
</div>"""
    return make(
        "dt-pl-borowiec-woda",
        "discussion",
        "pl",
        doc(title, "Tygodnik Borowiecki", "pl", css, body, date="2011-11-22T12:40:00+01:00"),
        posts,
        path="/samorzad/2011/11/22/od-stycznia-drozsza-woda.html",
        date="2011-11-22",
        container="div#forum-artykulu under 'Forum czytelników': div.fa-strony pager 'Strona 1 z 3', div.wpis (div.wpis-lewa: nick, avatar, rank, 'postów', 'na forum od', 'skąd'; div.wpis-prawa: '#n · DATE', div.wpis-tresc with div.cytat 'NAME napisał(a):' and the text split by <br /><br />, edited line, 'Odpowiedz z cytatem | Zgłoś do moderatora'), a deleted entry as div.wpis-usuniety",
        heading="Forum czytelników",
        description="A Polish local weekly's article page of November 2011 (share bar with counts, most read with counts, small ads, a pharmacy on duty, an advert) with its home-made forum's topic printed under the article: page 1 of 3 (10 entries of 27): 9 readers' posts with ranks and post counts, quotes of earlier posts, an edited line and an entry deleted by the moderator.",
    )


# --------------------------------------------------------------------------- it: a local online daily's dl forum, 2013 (no "comment")

IT_USERS = {
    # name: (rank, since, posts, place, signature)
    "PaoloR": ("Utente assiduo", "giugno 2010", "318", "Montecerreto", "Montecerreto a piedi è più bella"),
    "negoziante_centro": ("Utente", "marzo 2013", "4", "piazza Duomo", ""),
    "Gianna T.": ("Utente", "gennaio 2012", "27", "via Mazzini", ""),
    "Lorenzo_62": ("Veterano", "ottobre 2008", "1.742", "Borgo San Rocco", ""),
}


def it_posts() -> list[P]:
    return [
        reader(
            "PaoloR",
            "12/03/2013 alle 18:22",
            "Finalmente! La domenica in via Garibaldi non si riesce neanche a passeggiare col passeggino, le macchine "
            "passano a un metro dai tavolini dei bar.",
        ),
        reader(
            "negoziante_centro",
            "12/03/2013 alle 19:05",
            "Facile dirlo per chi non ha un negozio. Noi la domenica lavoriamo soprattutto con chi arriva in macchina "
            "dai paesi vicini. // Se il parcheggio più vicino è quello di Porta Nuova, quella gente va al centro "
            "commerciale e non torna più.",
        ),
        reader(
            "PaoloR",
            "12/03/2013 alle 19:40",
            "Il parcheggio di Porta Nuova è a 400 metri da piazza Duomo, non a quattro chilometri. Nei paesi dove hanno "
            "chiuso il centro alle auto, alla fine i negozi ci hanno guadagnato.",
            1,
            qtext="Se il parcheggio più vicino è quello di Porta Nuova, quella gente va al centro commerciale e non torna più.",
        ),
        reader(
            "Gianna T.",
            "13/03/2013 alle 08:12",
            "Io abito in via Mazzini e ho il permesso da residente. Qualcuno sa se vale anche la domenica o bisogna "
            "richiederne uno nuovo? Al comando dei vigili non risponde mai nessuno.",
        ),
        reader(
            "Lorenzo_62",
            "13/03/2013 alle 09:30",
            "Vale lo stesso permesso, l'hanno detto in consiglio. Serve solo il nuovo tagliando, che mandano a casa "
            "entro fine marzo.",
            3,
            qtext="Qualcuno sa se vale anche la domenica o bisogna richiederne uno nuovo?",
            thanks="Gianna T., PaoloR, negoziante_centro",
        ),
        reader(
            "negoziante_centro",
            "13/03/2013 alle 11:47",
            "Vedremo. Intanto ho chiesto all'associazione dei negozianti di proporre almeno una navetta gratuita da "
            "Porta Nuova nei giorni festivi.",
            2,
            nested=True,
        ),
    ]


def it_ztl() -> Case:
    posts = it_posts()
    title = "Centro storico, da aprile la ZTL anche la domenica"

    def cit(i: int, depth: int = 0) -> str:
        name, text, _ = quote_of(posts, i)
        if not name:
            return ""
        q = posts[i].quote
        inner = cit(q, depth + 1) if (q is not None and posts[i].nested and depth == 0) else ""
        return (
            f'<div class="vl-cit"><div class="vl-cit-t">Messaggio originale di <b>{esc(name)}</b> <a href="#m{3301 + (q or 0)}">↑</a></div>'
            f"{inner}{paras(text, br=True)}</div>"
        )

    def item(i: int) -> str:
        p = posts[i]
        rank, since, count, place, sig = IT_USERS[p.who]
        firma = f'<p class="vl-firma">--<br />{esc(sig)}</p>' if sig else ""
        grazie = ""
        if p.x("thanks"):
            names = [n.strip() for n in p.x("thanks").split(",")]
            grazie = f'<p class="vl-grazie">{len(names)} utenti hanno ringraziato {esc(p.who)} per questo messaggio: {esc(", ".join(names))}</p>'
        return (
            f'<dt id="m{3301 + i}"><span class="vl-n">#{i + 1}</span> <a class="vl-utente" href="/forum/utente/{3301 + i * 7}">{esc(p.who)}</a> '
            f'<span class="vl-grado">{esc(rank)}</span> <span class="vl-iscr">(iscritto da {esc(since)} · {esc(count)} messaggi · {esc(place)})</span> '
            f'<span class="vl-data">scritto il {esc(p.at)}</span></dt>\n'
            f'<dd>{cit(i)}{paras(p.body, cls="vl-testo")}{firma}<p class="vl-azioni"><a href="/forum/rispondi/2211?cita={3301 + i}">Rispondi citando</a> · <a href="/forum/segnala/{3301 + i}" rel="nofollow">Segnala</a></p>{grazie}</dd>'
        )

    dl = "\n".join(item(i) for i in range(len(posts)))
    css = (
        "body{margin:0;background:#fbf8f1;font:14px/1.55 Georgia,'Times New Roman',serif;color:#262626}#vl-pagina{width:960px;margin:0 auto;background:#fff;border-left:1px solid #e5dccb;border-right:1px solid #e5dccb}"
        "#vl-testata{text-align:center;padding:14px 0 6px;border-bottom:1px solid #8a1c1c}#vl-testata .nome{font:bold 46px Georgia,serif;color:#8a1c1c}#vl-testata .sotto{font:11px Arial;color:#777}"
        "#vl-menu{text-align:center;padding:6px;background:#8a1c1c}#vl-menu a{color:#fff;font:bold 12px Arial;margin:0 9px;text-decoration:none;text-transform:uppercase}"
        "#vl-corpo{overflow:hidden;padding:16px 20px}#vl-art{float:left;width:610px}#vl-lato{float:right;width:280px;font-family:Arial,sans-serif;font-size:12px}"
        ".vl-occhiello{font:bold 11px Arial;color:#8a1c1c;text-transform:uppercase}.vl-sommario{font-size:17px;font-style:italic;color:#444}.vl-firmaart{font:11px Arial;color:#777}"
        ".vl-cond{font:11px Arial;margin:8px 0}.vl-cond .cnt{background:#f3ece0;padding:0 4px}#discussione{margin-top:24px;border-top:3px double #8a1c1c;font-family:Arial,sans-serif;font-size:13px}"
        "#discussione h3{color:#8a1c1c;font:bold 17px Georgia,serif}.vl-info{font-size:11px;color:#777}dl.vl-lista{margin:0}dl.vl-lista dt{background:#f3ece0;padding:5px 8px;margin-top:10px;font-size:11px;color:#555}"
        ".vl-utente{font-weight:bold;font-size:13px;color:#8a1c1c}.vl-n{float:right;color:#999}.vl-grado{background:#8a1c1c;color:#fff;padding:0 4px;border-radius:3px}dl.vl-lista dd{margin:0;padding:6px 10px;border:1px solid #f3ece0;border-top:0}"
        ".vl-cit{background:#faf7f0;border:1px dashed #cbb;padding:5px 8px;margin:4px 0 8px;font-size:12px;color:#555}.vl-cit-t{font-size:11px;color:#8a1c1c}.vl-firma{font-size:11px;color:#888;font-style:italic}"
        ".vl-azioni{font-size:11px;text-align:right;margin:0}.vl-grazie{font-size:11px;color:#4a7a2c;margin:2px 0 0}.vl-box{border:1px solid #e5dccb;margin-bottom:12px}.vl-box h4{margin:0;padding:4px 8px;background:#f3ece0;color:#8a1c1c}"
        ".vl-box ol,.vl-box ul{margin:6px 0 6px 22px;padding:0}#vl-piede{border-top:3px solid #8a1c1c;padding:12px 20px;font:11px Arial;color:#666;clear:both}"
    )
    body = f"""<div id="vl-pagina">
<div id="vl-testata"><div class="nome">La Voce di Montecerreto</div><div class="sotto">Quotidiano online di Montecerreto e della Valle del Rio Chiaro · martedì 12 marzo 2013 · aggiornato alle 17:40</div></div>
<div id="vl-menu"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/cultura/">Cultura e spettacoli</a><a href="/lettere/">Lettere al direttore</a><a href="/necrologie/">Necrologie</a><a href="/forum/">Forum</a></div>
<div id="vl-corpo"><div id="vl-art">
<p class="vl-occhiello">Viabilità</p>
<h1>{esc(title)}</h1>
<p class="vl-sommario">La giunta estende la zona a traffico limitato ai giorni festivi, dalle 10 alle 20. Contrari i negozianti di via Garibaldi.</p>
<p class="vl-firmaart">di Francesca Lodi · 12 marzo 2013</p>
{share([("Facebook", "91"), ("Twitter", "14"), ("OKNOtizie", "2"), ("Invia per e-mail", "")], "vl-cond")}
<p><img src="/_avatar/it-ztl.svg" width="600" height="290" alt="Il varco di via Garibaldi" /></p>
<p>Dal 7 aprile la zona a traffico limitato del centro storico sarà attiva anche la domenica e nei giorni festivi, dalle 10 alle 20. Lo ha deciso ieri sera la giunta comunale, che ha approvato la delibera proposta dall'assessore alla mobilità Carla Benassi.</p>
<p>«Vogliamo restituire il centro a chi lo vive a piedi», ha spiegato Benassi. I residenti potranno continuare a entrare con il permesso attuale; a fine marzo riceveranno a casa il nuovo tagliando.</p>
<p>Critica l'associazione dei negozianti, che chiede una navetta gratuita dal parcheggio di Porta Nuova. La giunta valuterà la proposta dopo i primi tre mesi.</p>
<p class="vl-firmaart">Tag: <a href="/tag/ztl/">ztl</a> · <a href="/tag/centro-storico/">centro storico</a> · <a href="/tag/viabilita/">viabilità</a></p>
<div id="discussione"><h3>Dite la vostra nel forum dei lettori</h3>
<p class="vl-info">Discussione: <a href="/forum/discussione/2211">ZTL anche la domenica</a> · 6 messaggi · <a href="/forum/rispondi/2211">Partecipa alla discussione</a> (registrazione gratuita)</p>
<dl class="vl-lista">
{dl}
</dl>
<p class="vl-info">I messaggi del forum sono pubblicati sotto la responsabilità dei singoli utenti. <a href="/forum/regolamento/">Regolamento del forum</a></p>
</div>
</div>
<div id="vl-lato">
<div class="vl-box"><img src="/_avatar/it-banner.svg" width="278" height="230" alt="Pubblicità: Ottica Ferrante, occhiali da sole -30%" /></div>
<div class="vl-box"><h4>I più letti</h4>{counted("ZTL anche la domenica | 2.940 ;; Incidente sulla provinciale, grave un 19enne | 2.611 ;; Il Montecerreto vince il derby | 1.508 ;; Sagra della castagna, le date | 870", "letture")}</div>
<div class="vl-box"><h4>Farmacie di turno</h4><p style="margin:6px">Farmacia San Rocco, via Roma 12 (fino alle 22)</p></div>
<div class="vl-box"><h4>Meteo</h4><p style="margin:6px">Oggi: 11°/4°, pioggia debole<br />Domani: 13°/5°, nuvoloso</p></div>
</div></div>
<div id="vl-piede">La Voce di Montecerreto · Testata giornalistica registrata presso il Tribunale, n. 14/2009 · Direttore responsabile: Marco Zanetti · P. IVA 01987450222 · <a href="/redazione/">Redazione</a> · <a href="/pubblicita/">Pubblicità</a></div>
</div>"""
    return make(
        "dt-it-montecerreto-ztl",
        "discussion",
        "it",
        no_word(doc(title, "La Voce di Montecerreto", "it", css, body, date="2013-03-12T17:40:00+01:00")),
        posts,
        path="/politica/2013/03/12/ztl-anche-la-domenica.html",
        date="2013-03-12",
        container="div#discussione under 'Dite la vostra nel forum dei lettori': one dl.vl-lista, per post a dt (#n, a.vl-utente NAME, rank, '(iscritto da ... · n messaggi · place)', 'scritto il DATE') and a dd (div.vl-cit 'Messaggio originale di NAME' (nested once), p.vl-testo paragraphs, p.vl-firma signature after '--', 'Rispondi citando · Segnala', p.vl-grazie thanks line)",
        heading="Dite la vostra nel forum dei lettori",
        description="An Italian local online daily's article page of March 2013 (share bar with counts, most read with counts, pharmacy on duty, weather, an advert) with its readers' forum discussion printed under the article as one definition list: 6 posts, a dt head and a dd body each, quotes of earlier posts (one nested), a signature and a thanks line in the dd; the page never says 'comment'.",
    )


# --------------------------------------------------------------------------- pt-BR: a local portal's forum topic, 2014

PT_USERS = {
    # name: (rank, stars, posts, place, signature)
    "Redação TA": ("Administrador", 5, "3.905", "São Tomé das Águas", ""),
    "rafa.moura": ("Membro Júnior", 2, "87", "Jardim Primavera", "Linha 204, a linha que o tempo esqueceu"),
    "Dona Cida": ("Membro", 1, "23", "Vila Operária", ""),
    "TiagoEng": (
        "Membro Sênior",
        4,
        "1.466",
        "Centro",
        "Engenharia é a arte de fazer com um real o que qualquer um faz com dois.",
    ),
    "fernanda_vila": ("Novato", 1, "5", "", ""),
    "Zé do Táxi": ("Membro Pleno", 3, "612", "Ponto da Rodoviária", ""),
}


def pt_posts() -> list[P]:
    return [
        other(
            "editor",
            "Redação TA",
            "11 de Fevereiro de 2014, 16:02",
            "Este é o tópico de discussão da matéria: Tarifa de ônibus sobe para R$ 3,10 a partir de segunda // A "
            "Prefeitura autorizou o reajuste da passagem de R$ 2,85 para R$ 3,10. Leia a matéria completa no portal e "
            "participe do debate aqui no fórum.",
        ),
        reader(
            "rafa.moura",
            "11 de Fevereiro de 2014, 16:40",
            "R$ 3,10 por um ônibus que passa a cada 40 minutos e sempre lotado. A linha 204 do Jardim Primavera é uma "
            "vergonha, todo dia alguém fica no ponto.",
        ),
        reader(
            "Dona Cida",
            "11 de Fevereiro de 2014, 17:15",
            "Eu pego dois ônibus pra ir trabalhar, agora vão ser R$ 12,40 por dia. Aqui não tem integração, em outras "
            "cidades da região já tem faz tempo.",
        ),
        reader(
            "TiagoEng",
            "11 de Fevereiro de 2014, 18:02",
            "A integração está prevista no contrato novo, que segundo a matéria só começa em 2015. Até lá vai continuar "
            "assim. // O problema é que o contrato atual foi renovado sem licitação em 2009.",
            2,
            qtext="Aqui não tem integração, em outras cidades da região já tem faz tempo.",
            thanks="Dona Cida, rafa.moura",
        ),
        reader(
            "fernanda_vila",
            "11 de Fevereiro de 2014, 19:20",
            "Alguém sabe se o passe estudantil continua com 50% de desconto? Minha filha faz cursinho no centro.",
        ),
        reader(
            "rafa.moura",
            "11 de Fevereiro de 2014, 19:48",
            "Continua, mas só pra quem está com a carteirinha cadastrada na empresa. O cadastro é na rodoviária, leva "
            "RG e comprovante de matrícula.",
            4,
            modnote="Moderação: mensagem editada, telefone pessoal removido. Não publique dados pessoais no fórum.",
            edited="« Última modificação: 11 de Fevereiro de 2014, 20:30 por Moderador_Sil »",
        ),
        reader(
            "Zé do Táxi",
            "12 de Fevereiro de 2014, 07:55",
            "Depois reclamam que tem carro demais na rua. Com ônibus caro e ruim, todo mundo compra moto em 48 vezes.",
        ),
        reader(
            "TiagoEng",
            "12 de Fevereiro de 2014, 09:10",
            "Exatamente. Uma faixa exclusiva na Avenida Central já resolveria metade do atraso no horário de pico, e "
            "custa tinta.",
            6,
        ),
        reader(
            "Dona Cida",
            "12 de Fevereiro de 2014, 12:30",
            "Vou no ato de sábado na praça da Matriz. Quem puder, vai também, é às dez horas.",
        ),
    ]


def pt_tarifa() -> Case:
    posts = pt_posts()
    title = "Tarifa de ônibus sobe para R$ 3,10 a partir de segunda"

    def msg(i: int) -> str:
        p = posts[i]
        mid = 99120 + i
        rank, stars, count, place, sig = PT_USERS[p.who]
        name, text, at = quote_of(posts, i)
        cit = (
            f'<div class="fm-cit-cab"><a href="#msg{99120 + (p.quote or 0)}">Citação de: {esc(name)} em {esc(at)}</a></div>'
            f'<blockquote class="fm-cit">{paras(text, br=True)}</blockquote>'
            if name
            else ""
        )
        local = f"<li>Local: {esc(place)}</li>" if place else ""
        head = (
            f'<div class="fm-quando">« <strong>em:</strong> {esc(p.at)} »</div>'
            if i == 0
            else f'<div class="fm-quando">« <strong>Resposta #{i} em:</strong> {esc(p.at)} »</div>'
        )
        extra = ""
        if p.kind == "editor":
            extra = '<br />\n<br />\n<a href="/cidade/2014/02/11/tarifa-de-onibus-sobe-para-r-3-10.html" class="bbc_link">Leia a matéria completa</a>'
        modnote = (
            f'<div class="fm-nota-mod"><strong>{esc(p.x("modnote"))}</strong></div>' if p.x("modnote") else ""
        )
        edited = f'<div class="fm-modificado">{esc(p.x("edited"))}</div>' if p.x("edited") else ""
        sig_html = f'<div class="fm-assinatura">{esc(sig)}</div>' if sig else ""
        thanks = (
            f'<div class="fm-agradec">Os seguintes usuários agradeceram esta mensagem: {esc(p.x("thanks"))}</div>'
            if p.x("thanks")
            else ""
        )
        return (
            f'<div class="fm-msg {"fm-a" if i % 2 else "fm-b"}" id="msg{mid}"><div class="fm-autor"><h4><a href="/forum/index.php?action=profile;u={640 + i}">{esc(p.who)}</a></h4>'
            f'<ul><li class="fm-grupo">{esc(rank)}</li><li>{"".join("<img src=" + chr(34) + "/_avatar/star.svg" + chr(34) + " width=" + chr(34) + "10" + chr(34) + " height=" + chr(34) + "10" + chr(34) + " alt=" + chr(34) + "*" + chr(34) + " />" for _ in range(stars))}</li>'
            f'<li><img src="/_avatar/pt-{i}.svg" width="65" height="65" alt="" /></li><li>Mensagens: {esc(count)}</li>{local}</ul></div>'
            f'<div class="fm-conteudo"><div class="fm-cab"><h5><a href="#msg{mid}">{"" if i == 0 else "Re: "}{esc(title)}</a></h5>{head}'
            f'<ul class="fm-botoes"><li><a href="/forum/index.php?action=post;quote={mid};topic=5120">Citar</a></li><li><a href="/forum/index.php?action=reporttm;msg={mid}">Denunciar ao moderador</a></li></ul></div>'
            f'<div class="fm-texto">{cit}{paras(p.body, br=True)}{extra}</div>{modnote}'
            f'<div class="fm-rodape">{edited}{sig_html}</div>{thanks}</div></div>'
        )

    topic = "\n".join(msg(i) for i in range(len(posts)))
    css = (
        "body{margin:0;background:#eef3f6;font:13px/1.5 Verdana,Arial,sans-serif;color:#333}.ta-geral{width:1000px;margin:0 auto;background:#fff}"
        ".ta-topo{background:#005b96;color:#fff;padding:10px 16px;overflow:hidden}.ta-topo .ta-marca{font:bold 30px Arial;float:left}.ta-topo .ta-clima{float:right;font-size:11px;text-align:right}"
        ".ta-menu{background:#f7b500}.ta-menu a{display:inline-block;padding:7px 11px;color:#00345a;font-weight:bold;text-decoration:none}.ta-miolo{overflow:hidden;padding:14px}"
        ".ta-materia{float:left;width:660px}.ta-lateral{float:right;width:290px}.ta-chapeu{color:#005b96;font-weight:bold;text-transform:uppercase;font-size:11px}.ta-linhafina{font-size:15px;color:#555}"
        ".ta-credito{font-size:11px;color:#888}.ta-comp{font-size:11px;margin:8px 0}.ta-comp .cnt{background:#e7eef3;padding:0 5px;border-radius:3px}#forum-materia{margin-top:22px}"
        "#forum-materia h2{background:#005b96;color:#fff;font-size:15px;padding:6px 10px;margin:0}.fm-pag{background:#d9e4ec;padding:4px 10px;font-size:11px}.fm-msg{overflow:hidden;border-bottom:1px solid #c5d3dd;padding:8px}"
        ".fm-a{background:#f0f4f7}.fm-b{background:#fff}.fm-autor{float:left;width:150px;font-size:11px}.fm-autor h4{margin:0 0 4px;font-size:13px}.fm-autor ul{list-style:none;margin:0;padding:0}"
        ".fm-conteudo{margin-left:165px}.fm-cab{border-bottom:1px solid #c5d3dd;overflow:hidden}.fm-cab h5{margin:0;font-size:13px}.fm-quando{font-size:10px;color:#666}"
        ".fm-botoes{float:right;list-style:none;margin:-30px 0 0;padding:0;font-size:10px}.fm-botoes li{display:inline;margin-left:8px}.fm-texto{padding:8px 0}"
        ".fm-cit-cab{font-size:10px;background:#d9e4ec;padding:2px 6px}.fm-cit{margin:0 0 8px;background:#f8fbfd;border:1px solid #d9e4ec;padding:6px;font-size:12px}"
        ".fm-nota-mod{background:#fff3cd;border:1px solid #e0c36a;color:#7a5b00;padding:4px 8px;font-size:11px;margin:6px 0}.fm-rodape{font-size:11px;color:#777}.fm-assinatura{border-top:1px solid #ccc;margin-top:8px;padding-top:4px}"
        ".fm-agradec{font-size:10px;color:#2c6e2c;margin-top:4px}.ta-caixa{border:1px solid #d9e4ec;margin-bottom:12px}.ta-caixa h4{margin:0;background:#d9e4ec;color:#005b96;padding:4px 8px}"
        ".ta-caixa ol,.ta-caixa ul{margin:6px 0 6px 22px;padding:0}.ta-rodape{background:#00345a;color:#b9cbd8;padding:14px;font-size:11px;clear:both}.ta-rodape a{color:#fff}"
    )
    body = f"""<div class="ta-geral">
<div class="ta-topo"><div class="ta-marca">Tribuna das Águas</div><div class="ta-clima">Terça-feira, 11 de fevereiro de 2014<br />São Tomé das Águas: 31°C / 20°C, pancadas à tarde</div></div>
<div class="ta-menu"><a href="/">Início</a><a href="/cidade/">Cidade</a><a href="/policia/">Polícia</a><a href="/politica/">Política</a><a href="/esportes/">Esportes</a><a href="/agenda/">Agenda</a><a href="/classificados/">Classificados</a><a href="/forum/">Fórum</a><a href="/fale-conosco/">Fale conosco</a></div>
<div class="ta-miolo"><div class="ta-materia">
<p class="ta-chapeu"><a href="/cidade/">Cidade</a> · Transporte</p>
<h1>{esc(title)}</h1>
<p class="ta-linhafina">Reajuste de 8,8% foi autorizado por decreto. Integração entre linhas só deve chegar com o novo contrato, em 2015.</p>
<p class="ta-credito">Por Juliana Prates · 11/02/2014 15h48 · Atualizado em 11/02/2014 16h20</p>
{share([("Curtir", "214"), ("Tweetar", "19"), ("Google +1", "3"), ("Enviar por e-mail", "")], "ta-comp")}
<p><img src="/_avatar/pt-onibus.svg" width="640" height="300" alt="Ônibus da linha 204 no terminal central" /></p>
<p>A passagem de ônibus em São Tomé das Águas vai custar R$ 3,10 a partir da próxima segunda-feira (17). O decreto com o reajuste foi publicado nesta terça no Diário Oficial do município.</p>
<p>Segundo a Secretaria de Mobilidade, o aumento cobre a alta do diesel e o reajuste salarial dos motoristas. O desconto de 50% para estudantes cadastrados e a gratuidade para maiores de 65 anos continuam valendo.</p>
<p>A integração entre linhas, reivindicada há anos por moradores dos bairros mais distantes, está prevista apenas no novo contrato de concessão, que deve começar a valer em 2015.</p>
<p>Um grupo de estudantes convocou um ato contra o aumento para sábado, às 10h, na praça da Matriz.</p>
<p class="ta-credito">Tags: <a href="/tag/onibus/">ônibus</a>, <a href="/tag/tarifa/">tarifa</a>, <a href="/tag/mobilidade/">mobilidade</a></p>
<div id="forum-materia"><h2>Debate no Fórum Tribuna</h2>
<div class="fm-pag">Páginas: [<strong>1</strong>] · <a href="/forum/index.php?topic=5120.0">Ver tópico no fórum</a> · <a href="/forum/index.php?action=post;topic=5120">Responder</a> · Tópico: {esc(title)} (Lida 1.208 vezes)</div>
{topic}
<div class="fm-pag">Páginas: [<strong>1</strong>] · <a href="/forum/index.php?action=post;topic=5120">Responder</a> · <a href="/forum/index.php?action=register">Registre-se</a> para participar</div>
</div>
</div>
<div class="ta-lateral">
<div class="ta-caixa"><img src="/_avatar/pt-banner.svg" width="288" height="240" alt="Publicidade: Supermercado Bom Preço – ofertas da semana" /></div>
<div class="ta-caixa"><h4>Mais lidas</h4>{counted("Tarifa de ônibus sobe para R$ 3,10 | 5.402 ;; Chuva derruba árvores no Centro | 3.118 ;; Águas FC estreia no Estadual | 2.260 ;; Feira do produtor muda de endereço | 1.034", "leituras")}</div>
<div class="ta-caixa"><h4>Classificados</h4><ul><li><a href="/classificados/1">Vendo Gol 2008, completo</a></li><li><a href="/classificados/2">Alugo casa 2 quartos, Vila Operária</a></li><li><a href="/classificados/3">Precisa-se de auxiliar de cozinha</a></li></ul></div>
</div></div>
<div class="ta-rodape">© 2014 Tribuna das Águas · Todos os direitos reservados · As mensagens do fórum são de responsabilidade de seus autores. · <a href="/expediente/">Expediente</a> · <a href="/anuncie/">Anuncie</a></div>
</div>"""
    return make(
        "dt-pt-saotome-tarifa",
        "discussion",
        "pt",
        doc(title, "Tribuna das Águas", "pt-BR", css, body, date="2014-02-11T15:48:00-02:00"),
        posts,
        path="/cidade/2014/02/11/tarifa-de-onibus-sobe-para-r-3-10.html",
        date="2014-02-11",
        container="div#forum-materia under 'Debate no Fórum Tribuna': div.fm-msg (div.fm-autor: NAME, rank, stars, avatar, 'Mensagens', 'Local'; div.fm-conteudo: 'Re: SUBJECT', '« Resposta #n em: DATE »', 'Citar' / 'Denunciar ao moderador', div.fm-texto with 'Citação de: NAME em DATE' + blockquote.fm-cit and the text split by <br />, div.fm-nota-mod moderator's note, edited line, signature, thanks line)",
        heading="Debate no Fórum Tribuna",
        description="A Brazilian local news portal's article page of February 2014 (weather, share bar with counts, most read with counts, classifieds, an advert) with its forum topic printed under the article: the newsroom account's opening post 'Este é o tópico de discussão da matéria' (not a comment) and 8 readers' posts with ranks, stars, quotes of earlier posts, a moderator's note inside a post, an edited line, signatures and a thanks line.",
    )


# --------------------------------------------------------------------------- cs: a town paper's forum, 2008

CS_USERS = {
    # name: (rank, joined, posts, place, signature)
    "Jarda_P": ("Pravidelný návštěvník", "12. 03. 2006", "312", "Podlesí", ""),
    "hasic_podlesi": ("Návštěvník", "04. 09. 2007", "58", "Podlesí", "SDH Podlesí – založeno 1889"),
    "Věra M.": ("Nováček", "14. 05. 2008", "1", "", ""),
    "Ondra77": ("Stálý člen", "20. 01. 2005", "1 077", "Nová Lhotka", ""),
    "Standa K.": ("Návštěvník", "30. 10. 2007", "41", "Lhotka-Zahrádky", ""),
}


def cs_posts() -> list[P]:
    return [
        reader(
            "Jarda_P",
            "13.05.2008 18:22",
            "Do té školy jsme kdysi chodili všichni z Podlesí. Prodat ji nějakému developerovi, aby tam postavil byty, "
            "je škoda. Nešlo by tam udělat knihovnu nebo klubovnu pro spolky?",
        ),
        reader(
            "hasic_podlesi",
            "13.05.2008 19:05",
            "Spolky by ji braly hned, ale kdo zaplatí střechu? Obec na to prý nemá. Radši ať ji někdo koupí a opraví, "
            "než aby nám spadla na hlavu.",
        ),
        reader(
            "Jarda_P",
            "13.05.2008 20:41",
            "Na střechu se dá sehnat dotace, v Horní Vsi to tak udělali se starou farou. Jenom to chce, aby se někdo "
            "na radnici snažil.",
            1,
            qtext="Spolky by ji braly hned, ale kdo zaplatí střechu?",
            edited="Naposledy upravil Jarda_P dne 13.05.2008 21:05, celkově upraveno 1 krát",
        ),
        reader(
            "Věra M.",
            "14.05.2008 08:17",
            "Zajímalo by mě, za kolik ji chtějí prodat. V článku je jen „za cenu v místě obvyklou“, a to může být "
            "cokoliv.",
        ),
        reader(
            "Ondra77",
            "14.05.2008 09:02",
            "Na úřední desce visí znalecký posudek: 2,3 milionu. Zastupitelstvo o tom bude hlasovat 26. května, je to "
            "veřejné, tak přijďte.",
            3,
        ),
        reader(
            "Standa K.",
            "14.05.2008 12:40",
            "Byty by Podlesí taky neuškodily, mladí nemají kde bydlet a odcházejí do města. // Ale souhlasím, že se o "
            "tom mělo mluvit dřív, než to půjde do prodeje.",
        ),
    ]


def cs_skola() -> Case:
    posts = cs_posts()
    title = "Radnice chce prodat budovu staré školy v Podlesí"

    def rows(i: int) -> str:
        p = posts[i]
        pid = 8812 + i
        rank, joined, count, place, sig = CS_USERS[p.who]
        name, text, _ = quote_of(posts, i)
        quote = (
            '</span><table width="90%" cellspacing="1" cellpadding="3" border="0" align="center"><tr><td><span class="dk-genmed"><b>'
            f'{esc(name)} napsal:</b></span></td></tr><tr><td class="dk-quote">{paras(text, br=True)}</td></tr></table><span class="dk-postbody">'
            if name
            else ""
        )
        bydliste = f"<br />Bydliště: {esc(place)}" if place else ""
        edited = (
            f'<br />\n<br />\n<span class="dk-gensmall">{esc(p.x("edited"))}</span>' if p.x("edited") else ""
        )
        sig_html = f"<br />_________________<br />{esc(sig)}" if sig else ""
        row = "dk-row1" if i % 2 == 0 else "dk-row2"
        return (
            f'<tr><td width="150" align="left" valign="top" class="{row}"><span class="dk-name"><a name="{pid}"></a><b>{esc(p.who)}</b></span><br />'
            f'<span class="dk-postdetails">{esc(rank)}<br /><img src="/_avatar/cs-rank{1 + i % 3}.svg" width="60" height="12" alt="" /><br /><br />'
            f"Založen: {esc(joined)}<br />Příspěvky: {esc(count)}{bydliste}</span><br /></td>"
            f'<td class="{row}" width="100%" height="28" valign="top"><table width="100%" border="0" cellspacing="0" cellpadding="0">'
            f'<tr><td width="100%"><a href="#{pid}"><img src="/_avatar/icon_minipost.svg" width="12" height="9" alt="Příspěvek" title="Příspěvek" border="0" /></a>'
            f'<span class="dk-postdetails">Zaslal: {esc(p.at)}<span class="dk-gen">&nbsp;</span>&nbsp; &nbsp;Předmět: Re: {esc(title)}</span></td>'
            f'<td valign="top" nowrap="nowrap"><a href="/forum/posting.php?mode=quote&amp;p={pid}"><img src="/_avatar/icon_quote.svg" width="59" height="18" alt="Odpovědět s citací" title="Odpovědět s citací" border="0" /></a></td></tr>'
            f'<tr><td colspan="2"><hr /></td></tr><tr><td colspan="2"><span class="dk-postbody">{quote}{paras(p.body, br=True)}{sig_html}</span>{edited}</td></tr></table></td></tr>\n'
            f'<tr><td class="{row}" width="150" align="left" valign="middle"><span class="dk-nav"><a href="#top" class="dk-nav">Návrat nahoru</a></span></td>'
            f'<td class="{row}" width="100%" height="28" valign="bottom" nowrap="nowrap"><a href="/forum/profile.php?mode=viewprofile&amp;u={150 + i}"><img src="/_avatar/icon_profile.svg" width="59" height="18" alt="Zobrazit informace o autorovi" border="0" /></a> '
            f'<a href="/forum/privmsg.php?mode=post&amp;u={150 + i}"><img src="/_avatar/icon_pm.svg" width="59" height="18" alt="Odeslat soukromou zprávu" border="0" /></a></td></tr>\n'
            '<tr><td class="dk-spacerow" colspan="2" height="1"><img src="/_avatar/spacer.svg" alt="" width="1" height="1" /></td></tr>'
        )

    table = "\n".join(rows(i) for i in range(len(posts)))
    css = (
        "body{margin:0;background:#c9cdb8;font:12px Verdana,Arial,sans-serif;color:#000}table.sirka{width:980px;margin:0 auto;background:#fff}"
        ".hlavicka{background:#5a6b2f;color:#fff;padding:12px}.hlavicka .jmeno{font:bold 34px 'Times New Roman',serif}.hlavicka .pod{font-size:11px}"
        ".lista{background:#39461c;padding:4px 12px}.lista a{color:#fff;font-weight:bold;margin-right:12px;font-size:11px;text-decoration:none}td.levy{width:170px;background:#eef0e4;vertical-align:top;padding:8px;font-size:11px}"
        "td.stred{vertical-align:top;padding:10px 14px}td.pravy{width:200px;background:#eef0e4;vertical-align:top;padding:8px;font-size:11px}h1{font:bold 24px Georgia,serif;margin:6px 0}"
        ".perex{font-weight:bold}.datum{color:#777;font-size:11px}.sdilej{font-size:11px;margin:6px 0}.sdilej .cnt{background:#ddd;padding:0 3px}"
        "#diskuse{margin-top:18px}#diskuse h3{background:#5a6b2f;color:#fff;padding:4px 8px;font-size:13px;margin:0}table.dk-forumline{background:#9aa57a;border:1px solid #5a6b2f}"
        "th.dk-th{background:#5a6b2f;color:#fff;font-size:11px;height:22px}td.dk-row1{background:#f4f5ee}td.dk-row2{background:#e8eadc}td.dk-spacerow{background:#c9cdb8}"
        ".dk-name{font-size:12px}.dk-postdetails{font-size:10px;color:#333}.dk-postbody{font-size:12px;line-height:1.4}.dk-genmed{font-size:11px}"
        "td.dk-quote{font-size:11px;background:#fafaf2;border:1px solid #c9cdb8;color:#333}.dk-gensmall{font-size:10px;color:#555}.dk-nav{font-size:11px;font-weight:bold}"
        ".box h4{margin:6px 0 4px;color:#5a6b2f;border-bottom:1px solid #5a6b2f}.box ol,.box ul{margin:0 0 0 18px;padding:0}.pata{background:#39461c;color:#ccd;padding:10px;font-size:10px;text-align:center}"
    )
    body = f"""<a name="top"></a>
<table class="sirka" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="3" class="hlavicka"><div class="jmeno">Lhotecký zpravodaj</div><div class="pod">Zprávy z Nové Lhotky, Podlesí a okolí · úterý 13. května 2008 · svátek má Servác</div></td></tr>
<tr><td colspan="3" class="lista"><a href="/">Úvod</a><a href="/zpravy/">Zprávy</a><a href="/radnice/">Z radnice</a><a href="/kultura/">Kultura</a><a href="/sport/">Sport</a><a href="/inzerce/">Inzerce</a><a href="/forum/">Fórum</a><a href="/kontakt/">Kontakt</a></td></tr>
<tr><td class="levy"><div class="box"><h4>Rubriky</h4><ul><li><a href="/zpravy/">Zprávy</a></li><li><a href="/radnice/">Z radnice</a></li><li><a href="/skoly/">Školy a školky</a></li><li><a href="/spolky/">Spolky</a></li><li><a href="/historie/">Z historie</a></li></ul></div>
<div class="box"><h4>Počasí</h4>Dnes: 19 °C, polojasno<br />Zítra: 16 °C, přeháňky</div>
<div class="box"><h4>Anketa</h4>Co by mělo být ve staré škole?<br /><label><input type="radio" name="a" /> knihovna</label><br /><label><input type="radio" name="a" /> byty</label><br /><label><input type="radio" name="a" /> klubovna</label><br /><input type="submit" value="Hlasovat" /></div></td>
<td class="stred">
<p class="datum"><a href="/">Úvod</a> » <a href="/radnice/">Z radnice</a></p>
<h1>{esc(title)}</h1>
<p class="datum">13. 5. 2008, 10:00 · Autor: Hana Dvořáčková · Přečteno: 1 214×</p>
{share([("Poslat e-mailem", ""), ("Vytisknout", ""), ("Líbí se mi", "9")], "sdilej")}
<p class="perex">Město chce prodat bývalou obecnou školu v Podlesí, která je osm let prázdná. Zájemci mohou nabídky podávat do konce června.</p>
<p><img src="/_avatar/cs-skola.svg" width="560" height="260" alt="Budova bývalé školy v Podlesí" /></p>
<p>Budova z roku 1908 slouží od uzavření školy v roce 2000 jen jako sklad. Podle radnice by oprava střechy a fasády stála přes čtyři miliony korun, které město nemá.</p>
<p>„Nechceme, aby budova dál chátrala. Prodávat budeme za cenu v místě obvyklou a kupec se bude muset zavázat, že zachová vzhled průčelí,“ uvedl místostarosta Karel Šimek.</p>
<p>Spolky z Podlesí by ale budovu raději využívaly samy. O prodeji rozhodne zastupitelstvo na zasedání 26. května.</p>
<div id="diskuse"><h3>Diskuse k článku (6 příspěvků)</h3>
<table class="dk-forumline" width="100%" cellspacing="1" cellpadding="3" border="0">
<tr><th class="dk-th" width="150" height="26" nowrap="nowrap">Autor</th><th class="dk-th" nowrap="nowrap">Zpráva</th></tr>
{table}
</table>
<p class="datum">Stránka <b>1</b> z <b>1</b> · <a href="/forum/viewtopic.php?t=1204">Zobrazit téma ve fóru</a> · <a href="/forum/posting.php?mode=reply&amp;t=1204">Odpovědět</a> · Všechny časy jsou v GMT + 1 hodina</p>
</div>
</td>
<td class="pravy"><div class="box"><img src="/_avatar/cs-reklama.svg" width="190" height="300" alt="Reklama: Stavebniny Kořínek" /></div>
<div class="box"><h4>Nejčtenější</h4>{counted("Radnice chce prodat starou školu | 1 214 ;; Hasiči z Podlesí slaví 119 let | 860 ;; Uzavírka mostu u mlýna | 744 ;; Fotbalisté porazili Zahrádky | 512", "×")}</div>
<div class="box"><h4>Inzerce</h4><ul><li><a href="/inzerce/1">Prodám seno, balíky</a></li><li><a href="/inzerce/2">Pronajmu byt 2+1</a></li></ul></div></td></tr>
<tr><td colspan="3" class="pata">© 2008 Lhotecký zpravodaj · Vydává Město Nová Lhotka · Příspěvky v diskusi vyjadřují názory jejich autorů.</td></tr>
</table>"""
    return make(
        "dt-cs-lhotka-skola",
        "discussion",
        "cs",
        doc(title, "Lhotecký zpravodaj", "cs", css, body, date="2008-05-13T10:00:00+02:00", doctype="html4"),
        posts,
        path="/radnice/2008/05/13/radnice-chce-prodat-budovu-stare-skoly.html",
        date="2008-05-13",
        container="div#diskuse under 'Diskuse k článku (6 příspěvků)': one table.dk-forumline, three rows per post (td with span.dk-name NAME, rank, 'Založen', 'Příspěvky', 'Bydliště'; td with a table: 'Zaslal: DATE Předmět: Re: ...', span.dk-postbody with a quote table 'NAME napsal:' and the text split by <br />, a signature after '_________________', the edited line; a row 'Návrat nahoru' + profile / message buttons; a spacer row)",
        heading="Diskuse k článku (6 příspěvků)",
        description="A Czech town paper's article page of May 2008 in a layout table (rubrics, weather and a poll on the left, an advert, most read and small ads on the right) with its forum's topic printed under the article as one forum table of three rows per post: 6 readers' posts with ranks, quotes of earlier posts, an edited line and a signature.",
    )


def forums2_dt() -> list[Case]:
    return [pl_woda(), it_ztl(), pt_tarifa(), cs_skola()]

"""Blind set ea: two article pages without any reader discussion whose furniture holds indented lists that are not a
discussion: a Polish regional weekly's long-form report of 2015 with a nested table of contents (chapters, sections,
each with its writer and reading time) and a nested timeline of the affair, and an Italian tech and local news site of
2021 with an app's nested changelog (versions, dates, indented items) and a threaded "storyline" of the story's earlier
reports with times and bylines. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ea_common import Case, esc, jsonld, make, slug

# --------------------------------------------------------------------------- pl: a weekly's long read, 2015 (TOC)


def pl_raport() -> Case:
    toc = [
        (
            "1. Rzeka, której nie ma",
            "tekst: Agnieszka Wróbel",
            "8 min czytania",
            [
                ("Sierpień, kiedy Mlecznica stanęła", "Agnieszka Wróbel", "3 min"),
                ("Co widać z mostu w Kępnicy", "Agnieszka Wróbel", "5 min"),
            ],
        ),
        (
            "2. Kto pobiera wodę",
            "tekst: Tomasz Gajda",
            "12 min czytania",
            [
                ("Pozwolenia wodnoprawne z lat 90.", "Tomasz Gajda", "4 min"),
                ("Kopalnia kruszywa w Zagórzu", "Tomasz Gajda, współpraca: Ewa Mazur", "6 min"),
                ("Stawy, których nie ma na mapie", "Ewa Mazur", "2 min"),
            ],
        ),
        (
            "3. Rolnicy liczą straty",
            "tekst: Ewa Mazur, zdjęcia: Karol Sitek",
            "9 min czytania",
            [
                ("Gospodarstwo państwa Leśniaków", "Ewa Mazur", "5 min"),
                ("Susza w liczbach", "opracowanie: Dział Danych", "4 min"),
            ],
        ),
        (
            "4. Co dalej z Mlecznicą?",
            "tekst: Agnieszka Wróbel i Tomasz Gajda",
            "7 min czytania",
            [
                ("Plan retencji na lata 2016-2020", "Tomasz Gajda", "4 min"),
                ("Głos hydrologa", "Agnieszka Wróbel", "3 min"),
            ],
        ),
    ]
    toc_html = "".join(
        f'<li class="rozdzial"><a href="#r{n + 1}">{esc(t)}</a><span class="autor">{esc(by)}</span><span class="czas">{esc(rt)}</span>'
        '<ul class="podrozdzialy">'
        + "".join(
            f'<li><a href="#r{n + 1}-{m + 1}">{esc(st)}</a> <span class="autor">{esc(sb)}</span> <span class="czas">{esc(sr)}</span></li>'
            for m, (st, sb, sr) in enumerate(subs)
        )
        + "</ul></li>"
        for n, (t, by, rt, subs) in enumerate(toc)
    )
    timeline = [
        ("3 sierpnia 2015", "Pierwsze zgłoszenie wędkarzy: na odcinku pod Kępnicą nie płynie woda.", []),
        (
            "7 sierpnia 2015",
            "Wojewoda ogłasza stan zagrożenia hydrologicznego w trzech gminach.",
            [
                ("10 sierpnia", "Gmina Zagórze wprowadza zakaz podlewania ogródków wodą z wodociągu."),
                ("12 sierpnia", "Straż pożarna dowozi wodę do 40 gospodarstw."),
            ],
        ),
        (
            "19 sierpnia 2015",
            "Regionalny Zarząd Gospodarki Wodnej zleca kontrolę poborów wody.",
            [("28 sierpnia", "Kontrolerzy wchodzą do kopalni kruszywa w Zagórzu.")],
        ),
        (
            "2 września 2015",
            "Po opadach Mlecznica znów płynie, ale poziom wody jest o połowę niższy niż rok wcześniej.",
            [],
        ),
    ]
    tl_html = "".join(
        f"<li><strong>{esc(d)}</strong> – {esc(t)}"
        + (
            "<ul>" + "".join(f"<li><em>{esc(d2)}</em> – {esc(t2)}</li>" for d2, t2 in subs) + "</ul>"
            if subs
            else ""
        )
        + "</li>"
        for d, t, subs in timeline
    )
    title = "Raport: Mlecznica. Rzeka, która zniknęła na trzy tygodnie"
    html = f"""<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} | Tygodnik Nadrzeczny</title>
<meta name="description" content="Latem 2015 roku Mlecznica przestała płynąć. Sprawdziliśmy, kto pobiera z niej wodę i co dalej z rzeką.">
<meta property="og:title" content="{esc(title)}">
<meta property="og:site_name" content="Tygodnik Nadrzeczny">
<meta property="og:type" content="article">
<meta property="article:published_time" content="2015-09-24T08:00:00+02:00">
{jsonld("Article", title, "2015-09-24T08:00:00+02:00", "Agnieszka Wróbel", "Tygodnik Nadrzeczny")}
<style>
body{{margin:0;font:16px/1.6 'PT Serif',Georgia,serif;color:#222;background:#fff}}
.cookies{{background:#333;color:#fff;font:13px Arial;padding:10px 16px;text-align:center}}.cookies a{{color:#ffd54f}}.cookies button{{margin-left:10px}}
.naglowek{{border-bottom:1px solid #ccc;font-family:Arial,sans-serif}}.naglowek .w{{max-width:1080px;margin:0 auto;padding:14px 16px;display:flex;align-items:center;justify-content:space-between}}
.logo{{font:700 30px 'PT Serif',Georgia;color:#1b5e20;text-decoration:none}}.menu{{list-style:none;display:flex;gap:16px;margin:0;padding:0;font-size:14px}}.menu a{{color:#222;text-decoration:none}}
.reklama{{max-width:970px;margin:12px auto;text-align:center;font:10px Arial;color:#aaa}}
.uklad{{max-width:1080px;margin:0 auto;display:grid;grid-template-columns:1fr 300px;gap:40px;padding:0 16px}}
.nadtytul{{font:700 13px Arial;color:#1b5e20;text-transform:uppercase}}h1{{font-size:38px;line-height:1.15;margin:8px 0}}.lead{{font-size:20px;color:#444}}
.metryczka{{font:13px Arial;color:#666;margin:12px 0}}.udostepnij a{{display:inline-block;font:12px Arial;padding:5px 10px;margin-right:6px;background:#eee;color:#333;text-decoration:none}}
.spis{{background:#f1f6f1;border-left:4px solid #1b5e20;padding:12px 18px;margin:24px 0;font-family:Arial,sans-serif}}.spis h2{{font-size:16px;margin:0 0 8px}}
.spis ul{{list-style:none;margin:0;padding:0}}.spis li.rozdzial{{margin:10px 0}}.spis li.rozdzial > a{{font-weight:700;color:#1b5e20}}.spis ul.podrozdzialy{{margin:4px 0 0 22px;font-size:14px}}
.spis .autor{{color:#555;font-size:13px;margin-left:8px}}.spis .czas{{color:#999;font-size:12px;margin-left:8px}}
.tresc h2{{font-size:26px;margin-top:32px}}.tresc h3{{font-size:20px}}
.kalendarium{{font:14px/1.5 Arial,sans-serif;background:#fafafa;border:1px solid #e0e0e0;padding:12px 16px}}.kalendarium ul ul{{margin:4px 0 4px 18px;color:#555}}
.boks h4{{font:700 14px Arial;text-transform:uppercase;border-bottom:2px solid #1b5e20;padding-bottom:4px}}.boks ol,.boks ul{{font:14px Arial;padding-left:20px}}.boks li{{margin:6px 0}}
.stopka{{background:#1b5e20;color:#dfe9df;font:13px Arial;padding:24px 16px;margin-top:40px}}.stopka a{{color:#fff}}
</style>
</head>
<body>
<div class="cookies">Ta strona używa plików cookies w celach statystycznych i reklamowych. Korzystając ze strony, wyrażasz zgodę na ich używanie zgodnie z ustawieniami przeglądarki. <a href="/polityka-prywatnosci">Polityka prywatności</a><button type="button">Zamknij</button></div>
<header class="naglowek"><div class="w"><a class="logo" href="/">Tygodnik Nadrzeczny</a><ul class="menu"><li><a href="/wiadomosci">Wiadomości</a></li><li><a href="/region">Region</a></li><li><a href="/raporty">Raporty</a></li><li><a href="/sport">Sport</a></li><li><a href="/kultura">Kultura</a></li><li><a href="/ogloszenia">Ogłoszenia</a></li><li><a href="/e-wydanie">E-wydanie</a></li></ul></div></header>
<div class="reklama">REKLAMA<br><img src="/_avatar/bank-spoldzielczy-970x90.svg" width="970" height="90" alt=""></div>
<div class="uklad">
<main>
<article>
<div class="nadtytul">Raport Tygodnika</div>
<h1>{esc(title)}</h1>
<p class="lead">Latem 2015 roku Mlecznica przestała płynąć. Sprawdziliśmy, kto pobiera z niej wodę, ile stracili rolnicy i co dalej z rzeką.</p>
<div class="metryczka">Agnieszka Wróbel, Tomasz Gajda, Ewa Mazur · <time datetime="2015-09-24T08:00:00+02:00">24 września 2015</time> · czas czytania: 36 min</div>
<div class="udostepnij"><a href="https://www.facebook.com/sharer/sharer.php?u=">Udostępnij</a><a href="https://twitter.com/intent/tweet?url=">Tweetnij</a><a href="https://www.wykop.pl/dodaj/link/?url=">Wykop</a><a href="mailto:?subject=">Wyślij</a></div>
<nav class="spis" aria-label="Spis treści"><h2>W tym raporcie</h2><ul>{toc_html}</ul></nav>
<div class="tresc">
<h2 id="r1">1. Rzeka, której nie ma</h2>
<h3 id="r1-1">Sierpień, kiedy Mlecznica stanęła</h3>
<p>Trzeciego sierpnia rano Zbigniew Kalinowski, jak co dzień, poszedł z wędką pod most w Kępnicy. Zamiast wody zobaczył kamienie i spękany muł. „Pięćdziesiąt lat tu łowię i czegoś takiego nie widziałem” – mówi.</p>
<h3 id="r1-2">Co widać z mostu w Kępnicy</h3>
<p>Na odcinku od Kępnicy do ujścia do Warty, czyli na długości jedenastu kilometrów, koryto było suche przez trzy tygodnie. Hydrolodzy mówią o najniższym stanie wody od początku pomiarów w 1961 roku.</p>
<h2 id="r2">2. Kto pobiera wodę</h2>
<h3 id="r2-1">Pozwolenia wodnoprawne z lat 90.</h3>
<p>Z Mlecznicy wodę może legalnie pobierać dziewięć podmiotów. Większość pozwoleń wydano w latach dziewięćdziesiątych i nikt nie sprawdzał, czy są przestrzegane.</p>
<h3 id="r2-2">Kopalnia kruszywa w Zagórzu</h3>
<p>Największym użytkownikiem jest kopalnia kruszywa, która odwadnia wyrobisko i odprowadza wodę do rowu melioracyjnego. Spółka zapewnia, że działa zgodnie z pozwoleniem.</p>
<h3 id="r2-3">Stawy, których nie ma na mapie</h3>
<p>Na zdjęciach lotniczych naliczyliśmy czternaście stawów, których nie ma w żadnym rejestrze.</p>
<h2 id="r3">3. Rolnicy liczą straty</h2>
<h3 id="r3-1">Gospodarstwo państwa Leśniaków</h3>
<p>Państwo Leśniakowie z Zagórza zebrali w tym roku połowę tego, co zwykle. Komisja gminna oszacowała ich straty na 62 procent.</p>
<h3 id="r3-2">Susza w liczbach</h3>
<p>W trzech gminach wnioski o szacowanie strat złożyło 412 gospodarstw.</p>
<div class="kalendarium"><strong>Kalendarium</strong><ul>{tl_html}</ul></div>
<h2 id="r4">4. Co dalej z Mlecznicą?</h2>
<h3 id="r4-1">Plan retencji na lata 2016-2020</h3>
<p>Zarząd województwa zapowiada budowę trzech małych zbiorników retencyjnych. Pierwszy ma powstać w Kępnicy.</p>
<h3 id="r4-2">Głos hydrologa</h3>
<p>„Zbiorniki nie pomogą, jeśli nie ograniczymy poborów” – uważa dr hab. Marek Wilczyński z uniwersytetu przyrodniczego.</p>
</div>
<p class="metryczka">Raport powstał we współpracy z Dziennikarskim Funduszem Śledczym. Masz informacje w tej sprawie? Napisz: redakcja@nadrzeczny.example</p>
</article>
</main>
<aside>
<div class="reklama">REKLAMA<br><img src="/_avatar/okna-300x250.svg" width="300" height="250" alt=""></div>
<div class="boks"><h4>Najczęściej czytane</h4><ol><li><a href="/wiadomosci/{slug("Obwodnica Kępnicy dopiero w 2018")}">Obwodnica Kępnicy dopiero w 2018</a></li><li><a href="/region/{slug("Susza: gminy czekają na pieniądze")}">Susza: gminy czekają na pieniądze</a></li><li><a href="/sport/{slug("Warta Zagórze w czwartej lidze")}">Warta Zagórze w czwartej lidze</a></li><li><a href="/kultura/{slug("Dożynki powiatowe w Kępnicy")}">Dożynki powiatowe w Kępnicy</a></li></ol></div>
<div class="boks"><h4>Inne raporty</h4><ul><li><a href="/raporty/szpital">Szpital powiatowy: rok po przekształceniu</a></li><li><a href="/raporty/pks">Ostatni kurs PKS</a></li></ul></div>
</aside>
</div>
<footer class="stopka">Tygodnik Nadrzeczny · ul. Mostowa 5, Kępnica · <a href="/redakcja">Redakcja</a> · <a href="/reklama">Reklama</a> · <a href="/regulamin">Regulamin</a> · <a href="/polityka-prywatnosci">Polityka prywatności</a> · © 2015</footer>
</body>
</html>
"""
    return make(
        "ea-plain-pl-mlecznica-raport",
        "lookalike",
        "pl",
        html,
        [],
        path="/raporty/mlecznica-rzeka-ktora-zniknela",
        container="-",
        heading=None,
        description="A Polish regional weekly's long-form report of September 2015 (cookie band, banner adverts, share links with Wykop, most read, other reports): a nested table of contents under 'W tym raporcie' (4 chapters, each with its writers and reading time, 9 indented sections with writer and minutes) and a nested 'Kalendarium' of dated events with indented follow-ups. No reader discussion.",
        lookalikes=("nested table of contents with bylines and reading times", "nested dated timeline"),
    )


# --------------------------------------------------------------------------- it: an app's changelog, 2021


def it_app() -> Case:
    versions = [
        (
            "3.2.0",
            "14 giugno 2021",
            [
                (
                    "Nuovo",
                    [
                        "Biglietto integrato treno + bus su tutta la provincia",
                        "Abbonamento mensile studenti acquistabile in app",
                    ],
                ),
                (
                    "Migliorato",
                    ["Orari in tempo reale delle linee 4, 7 e C1", "Tempi di caricamento della mappa"],
                ),
                ("Corretto", ["Il biglietto non compariva offline dopo il riavvio del telefono"]),
            ],
        ),
        (
            "3.1.4",
            "28 maggio 2021",
            [
                (
                    "Corretto",
                    [
                        "Errore nel pagamento con alcune carte prepagate",
                        "Avvisi di sciopero mostrati due volte",
                    ],
                )
            ],
        ),
        (
            "3.1.0",
            "6 aprile 2021",
            [
                ("Nuovo", ["Tema scuro"]),
                (
                    "Migliorato",
                    ["Ricerca delle fermate per nome della via", "Accessibilità con VoiceOver e TalkBack"],
                ),
            ],
        ),
    ]
    changelog = "".join(
        f'<li class="versione"><strong>Versione {v}</strong> <span class="data">{d}</span><ul>'
        + "".join(
            f'<li class="gruppo">{g}<ul>' + "".join(f"<li>{esc(x)}</li>" for x in xs) + "</ul></li>"
            for g, xs in groups
        )
        + "</ul></li>"
        for v, d, groups in versions
    )
    story = [
        (
            0,
            "16 giugno 2021, 10:12",
            "Muovilario, dal 1° luglio un solo biglietto per treno e bus",
            "Redazione",
        ),
        (1, "16 giugno 2021, 16:40", "Abbonamento studenti: chi ha diritto allo sconto", "Chiara Fumagalli"),
        (1, "17 giugno 2021, 09:05", "I pendolari: «Bene, ma servono più corse la sera»", "Davide Ronchi"),
        (0, "2 marzo 2021, 18:30", "L'app dei trasporti supera i 100mila download", "Chiara Fumagalli"),
        (1, "3 marzo 2021, 08:15", "Pagamenti con carta: i problemi segnalati", "Redazione"),
        (
            0,
            "11 novembre 2020, 12:00",
            "Trasporti, la Provincia affida la nuova app a una startup comasca",
            "Davide Ronchi",
        ),
    ]
    story_html = "".join(
        f'<div class="storia liv{lvl}" style="margin-left:{24 * lvl}px"><time>{esc(t)}</time> '
        f'<a href="/notizie/{slug(h)}">{esc(h)}</a> <span class="firma">di {esc(by)}</span></div>'
        for lvl, t, h, by in story
    )
    title = "Muovilario 3.2: biglietto unico per treni e bus e abbonamento studenti in app. Cosa cambia"
    html = f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} - LarioDigitale</title>
<meta name="description" content="L'aggiornamento dell'app dei trasporti della provincia porta il biglietto integrato e l'abbonamento per gli studenti. Ecco le novità versione per versione.">
<meta property="og:title" content="{esc(title)}">
<meta property="og:site_name" content="LarioDigitale">
<meta property="article:published_time" content="2021-06-16T10:12:00+02:00">
{jsonld("NewsArticle", title, "2021-06-16T10:12:00+02:00", "Chiara Fumagalli", "LarioDigitale")}
<style>
:root{{--blu:#0b4f8a;--grigio:#6b7280}}*{{box-sizing:border-box}}body{{margin:0;font:17px/1.6 'Inter',system-ui,sans-serif;color:#111}}
.consenso{{position:fixed;inset:auto 0 0 0;background:#fff;box-shadow:0 -4px 16px rgba(0,0,0,.15);padding:16px 24px;font-size:14px;z-index:20;display:flex;gap:16px;align-items:center}}.consenso button{{border:0;padding:8px 16px;border-radius:4px;font-weight:600}}.ok{{background:var(--blu);color:#fff}}
header.top{{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;border-bottom:1px solid #e5e7eb}}.marchio{{font:800 26px 'Inter',sans-serif;color:var(--blu);text-decoration:none}}
nav.sezioni ul{{display:flex;gap:20px;list-style:none;margin:0;padding:0;font-size:15px}}nav.sezioni a{{color:#111;text-decoration:none}}
.contenitore{{max-width:1140px;margin:24px auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:48px;padding:0 24px}}
.occhiello{{font-size:13px;font-weight:700;color:var(--blu);text-transform:uppercase}}h1{{font-size:36px;line-height:1.2;margin:8px 0}}.sommario{{font-size:20px;color:#374151}}
.autore{{font-size:14px;color:var(--grigio);margin:12px 0}}.condividi a{{display:inline-block;padding:6px 12px;margin-right:6px;border:1px solid #d1d5db;border-radius:20px;font-size:13px;color:#111;text-decoration:none}}
.changelog{{background:#f8fafc;border:1px solid #e5e7eb;border-radius:8px;padding:16px 20px;font-size:15px}}.changelog > ul{{list-style:none;padding:0}}.versione{{margin-bottom:14px}}.data{{color:var(--grigio);font-size:13px}}
.versione ul{{margin:4px 0 0 18px;padding:0}}.gruppo{{font-weight:600;list-style:none}}.gruppo ul{{font-weight:400;list-style:disc;margin-left:22px}}
.storyline{{border-top:3px solid var(--blu);margin-top:32px;padding-top:8px}}.storyline h2{{font-size:18px}}.storia{{padding:8px 0;border-bottom:1px solid #eee;font-size:15px}}.storia time{{color:var(--grigio);font-size:13px;display:block}}.storia .firma{{color:var(--grigio);font-size:13px}}.liv1{{border-left:2px solid #d1d5db;padding-left:10px}}
.newsletter{{background:var(--blu);color:#fff;padding:16px;border-radius:8px;margin-top:24px}}
aside h3{{font-size:15px;text-transform:uppercase;border-bottom:2px solid var(--blu);padding-bottom:4px}}aside ol{{padding-left:20px;font-size:15px}}aside li{{margin:8px 0}}.adv{{background:#f3f4f6;height:250px;display:flex;align-items:center;justify-content:center;color:#9ca3af;font-size:11px}}
footer.piede{{background:#0f172a;color:#cbd5e1;font-size:13px;padding:28px 24px;margin-top:48px}}footer.piede a{{color:#fff}}
</style>
</head>
<body>
<header class="top"><a class="marchio" href="/">LarioDigitale</a><nav class="sezioni" aria-label="Sezioni"><ul><li><a href="/notizie">Notizie</a></li><li><a href="/tecnologia">Tecnologia</a></li><li><a href="/mobilita">Mobilità</a></li><li><a href="/economia">Economia</a></li><li><a href="/eventi">Eventi</a></li><li><a href="/podcast">Podcast</a></li></ul></nav><a href="/abbonati">Abbonati</a></header>
<div class="contenitore">
<main>
<article>
<div class="occhiello">Mobilità · App</div>
<h1>{esc(title)}</h1>
<p class="sommario">L'aggiornamento dell'app dei trasporti della provincia porta il biglietto integrato e l'abbonamento per gli studenti. Ecco le novità versione per versione.</p>
<div class="autore">di Chiara Fumagalli · <time datetime="2021-06-16T10:12:00+02:00">16 giugno 2021, 10:12</time> · Lettura 4 min</div>
<div class="condividi"><a href="https://www.facebook.com/sharer/sharer.php?u=">Facebook</a><a href="https://twitter.com/intent/tweet?url=">Twitter</a><a href="https://api.whatsapp.com/send?text=">WhatsApp</a><a href="https://t.me/share/url?url=">Telegram</a><a href="https://www.linkedin.com/sharing/share-offsite/?url=">LinkedIn</a></div>
<p>Da oggi è disponibile negli store la versione 3.2 di Muovilario, l'app con cui si comprano i biglietti di autobus, battelli e treni regionali della provincia.</p>
<p>La novità principale è il biglietto integrato: dal 1° luglio con un solo titolo di viaggio si potrà salire su treno e bus entro 90 minuti dalla convalida. Il prezzo del biglietto urbano resta di 1,50 euro.</p>
<p>Arriva anche l'abbonamento mensile per gli studenti fino a 26 anni, che finora si poteva comprare solo allo sportello di piazza Cavour. Per attivarlo serve caricare in app il certificato di iscrizione.</p>
<p>Secondo l'agenzia del trasporto pubblico locale, l'app ha superato i 130mila download; un biglietto su tre viene ormai acquistato con lo smartphone.</p>
<h2>Le novità, versione per versione</h2>
<div class="changelog"><ul>{changelog}</ul></div>
<p>L'aggiornamento è gratuito per iOS 13 e Android 8 o successivi.</p>
<div class="newsletter"><strong>La newsletter Mobilità</strong><br>Ogni venerdì scioperi, cantieri e novità sui trasporti. <a href="/newsletter" style="color:#fff">Iscriviti</a></div>
</article>
<section class="storyline"><h2>La storia fin qui</h2>{story_html}</section>
</main>
<aside>
<div class="adv">PUBBLICITÀ</div>
<h3>I più letti</h3>
<ol><li><a href="/notizie/sciopero-battelli">Sciopero dei battelli venerdì 18: le corse garantite</a></li><li><a href="/notizie/muovilario-32">Muovilario 3.2: cosa cambia</a></li><li><a href="/mobilita/ztl-estate">Ztl estiva: orari e varchi</a></li><li><a href="/economia/startup-comasca-round">La startup comasca dell'app chiude un round da 2 milioni</a></li></ol>
<h3>Eventi</h3>
<ol><li>19/06 Notte bianca in città alta</li><li>26/06 Festa del lago, fuochi alle 22.30</li></ol>
</aside>
</div>
<footer class="piede">LarioDigitale è una testata registrata presso il Tribunale di Como · P.IVA 03418270139 · <a href="/chi-siamo">Chi siamo</a> · <a href="/privacy">Privacy</a> · <a href="/cookie-policy">Cookie policy</a> · <a href="/pubblicita">Pubblicità</a> · © 2021</footer>
<div class="consenso" role="dialog" aria-label="Consenso ai cookie"><span>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="/cookie-policy">cookie policy</a>.</span><button type="button">Rifiuta</button><button type="button" class="ok">Accetta</button></div>
</body>
</html>
"""
    return make(
        "ea-plain-it-muovilario-app",
        "lookalike",
        "it",
        html,
        [],
        path="/mobilita/muovilario-32-biglietto-unico-treno-bus-abbonamento-studenti",
        container="-",
        heading=None,
        description="An Italian local tech and mobility news site of June 2021 (consent dialog, share pills, newsletter box, most read, events, advert): an app's changelog nested three deep (versions with dates, 'Nuovo' / 'Migliorato' / 'Corretto' groups, items) and 'La storia fin qui', a threaded storyline of six earlier reports with times and bylines, follow-ups indented by margin-left. No reader discussion.",
        lookalikes=(
            "nested changelog with versions and dates",
            "threaded storyline of related reports with times and bylines",
        ),
    )


def plain_ea() -> list[Case]:
    return [pl_raport(), it_app()]

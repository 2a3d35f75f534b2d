"""Blind set ep, part two: five more article pages of 2010-2013 without any reader discussion, each holding a list of
dated and/or signed short entries that is not one: a Dutch regional site's story beside its "112" police and fire log
and an empty "Reageer" box (2012); a Polish regional portal's story beside job offers and classified ads (2011); a
Portuguese local weekly's festival story with the week's events agenda (2013); a Swedish local paper's family page
with births, weddings and birthdays (2010); an English local paper's story with readers' Facebook reactions picked by
the editors, a travel-news feed and a "From around the web" block (2013). Every site, name, place and text invented
for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ep_common import Case, esc, make, page, rows

# --------------------------------------------------------------------------- nl: a police and fire log, 2012


def nl_politie() -> Case:
    log = [
        (
            "22:47",
            "Brand",
            "Zuiderveen, Molenstraat",
            "Brandweer rukt uit voor een brandende container achter de supermarkt. Niemand raakte gewond.",
            "brand",
        ),
        (
            "21:15",
            "Ongeval",
            "N377 bij Oosterhaar",
            "Automobilist raakt van de weg en belandt in de sloot. De man (34) uit Nieuwlande is met lichte verwondingen naar het ziekenhuis gebracht.",
            "ongeval",
        ),
        (
            "19:32",
            "Politie",
            "Westerbroek, Kerkpad",
            "Politie houdt twee jongens (16 en 17) aan die ervan worden verdacht fietsen te hebben gestolen bij het station.",
            "politie",
        ),
        (
            "17:05",
            "Ambulance",
            "Zuiderveen, Marktplein",
            "Traumahelikopter landt op het Marktplein voor een onwel geworden marktkoopman.",
            "ambu",
        ),
        (
            "14:40",
            "Politie",
            "Westerbroek, De Leeuwerik",
            "Opnieuw inbraak in een woning aan De Leeuwerik. De dader(s) kwamen binnen via een openstaand toiletraampje.",
            "politie",
        ),
        (
            "09:12",
            "Brand",
            "Oosterhaar, Hoofdweg",
            "Schoorsteenbrand in een boerderij. De brandweer had het vuur snel onder controle.",
            "brand",
        ),
    ]

    def melding(n: int, tijd: str, soort: str, plaats: str, tekst: str, icon: str) -> str:
        return (
            f'<li class="melding melding-{icon}"><div class="melding-kop"><span class="tijd">{tijd}</span> '
            f'<span class="soort">{soort}</span> <span class="plaats">{esc(plaats)}</span></div>'
            f'<div class="melding-tekst">{esc(tekst)}</div></li>'
        )

    css = """body{margin:0;background:#fff;font:13px/1.5 Arial,sans-serif;color:#333}#site{width:980px;margin:0 auto}
#top{height:70px;background:#ff6a00;position:relative}#top .logo{position:absolute;left:10px;top:12px;font:bold 36px Arial;color:#fff;letter-spacing:-2px;text-decoration:none}
#top .logo span{color:#333}#top .zoek{position:absolute;right:10px;top:22px}#nav{background:#333;overflow:hidden}#nav a{float:left;color:#fff;padding:7px 12px;font-weight:bold;font-size:12px;text-decoration:none}
#nav a.actief{background:#ff6a00}#regio{background:#f2f2f2;padding:4px 10px;font-size:11px;border-bottom:1px solid #ddd}#regio a{color:#333;margin-right:8px}
#body{overflow:hidden;padding:12px 0}#links{float:left;width:640px}#rechts{float:right;width:320px}.rubriek{color:#ff6a00;font-weight:bold;font-size:11px}
h1{font:bold 26px Arial;margin:2px 0 6px;letter-spacing:-1px}.intro{font-weight:bold}.auteur{font-size:11px;color:#888;margin:6px 0}
.foto{background:#ddd;width:640px;height:300px}.bijschrift{font-size:11px;color:#777;margin:2px 0 10px}
.delen{margin:12px 0;font-size:11px}.delen a{background:#eee;padding:3px 8px;margin-right:4px;color:#333;text-decoration:none;border-radius:3px}
#reageren{border-top:3px solid #ff6a00;margin-top:16px}#reageren h2{font-size:16px;margin:6px 0}#reageren .geen{color:#888}
#reageren label{display:block;font-size:11px;font-weight:bold;margin-top:6px}#reageren input.tekst,#reageren textarea{width:400px;border:1px solid #bbb;padding:3px}
.blok{border:1px solid #ddd;margin-bottom:12px}.blok h3{margin:0;background:#333;color:#fff;font-size:13px;padding:5px 8px}
.blok h3 em{color:#ff6a00;font-style:normal}ul.meldingen{list-style:none;margin:0;padding:0}.melding{border-bottom:1px solid #eee;padding:6px 8px 6px 28px;background:url(/_avatar/ep-112.svg) 6px 8px no-repeat}
.melding-kop{font-size:11px}.tijd{font-weight:bold;color:#ff6a00}.soort{background:#333;color:#fff;font-size:10px;padding:0 4px;border-radius:2px}.plaats{color:#777}
.melding-tekst{font-size:12px}.blok .meer{display:block;text-align:right;font-size:11px;padding:4px 8px}.advertentie{height:250px;background:#eee;color:#aaa;text-align:center;font-size:10px;margin-bottom:12px}
.blok ol{margin:6px;padding-left:20px}#voet{background:#333;color:#aaa;font-size:11px;padding:12px}#voet a{color:#fff}"""
    body = f"""<div id="site">
<div id="top"><a class="logo" href="/">Regio<span>Nu</span>.nl</a><form class="zoek" action="/zoeken/"><input type="text" name="q" /> <input type="submit" value="Zoek" /></form></div>
<div id="nav"><a href="/">Home</a><a class="actief" href="/nieuws/">Nieuws</a><a href="/112/">112</a><a href="/sport/">Sport</a><a href="/uitgaan/">Uitgaan</a><a href="/weer/">Weer</a><a href="/video/">Video</a><a href="/tipons/">Tip de redactie</a></div>
<div id="regio">Kies uw regio: <a href="/westerbroek/">Westerbroek</a><a href="/zuiderveen/">Zuiderveen</a><a href="/oosterhaar/">Oosterhaar</a><a href="/nieuwlande/">Nieuwlande</a></div>
<div id="body"><div id="links">
<div class="rubriek">Westerbroek · Nieuws</div>
<h1>Inbraakgolf in Westerbroek: buurt start WhatsApp-groep</h1>
<p class="intro">Na vijf woninginbraken in drie weken hebben bewoners van de wijk De Vogelzang een buurtpreventiegroep opgericht. De politie is blij met het initiatief.</p>
<p class="auteur">Door Rik Veldhuis · vrijdag 9 november 2012, 11:24 · <a href="/westerbroek/">Westerbroek</a></p>
<div class="foto"></div><p class="bijschrift">Een bord 'Buurtpreventie' aan de Merelstraat. Foto: RegioNu</p>
<p>In de wijk De Vogelzang is sinds half oktober vijf keer ingebroken. Steeds sloegen de daders overdag toe, als bewoners aan het werk waren. Er werden vooral laptops, sieraden en contant geld meegenomen.</p>
<p>Buurtbewoner Marjan Dekker nam het initiatief voor een WhatsApp-groep. „Inmiddels zitten er 64 huishoudens in. Zie je iets verdachts, dan meld je het in de groep én bel je 112."</p>
<p>Wijkagent Bart Schuiling noemt de groep „een goede aanvulling". „Maar wij willen niet dat mensen zelf de held gaan uithangen. Bel altijd eerst de politie."</p>
<p>De politie houdt op dinsdag 13 november een inloopavond in buurthuis De Spreeuw, waar bewoners tips krijgen over het beveiligen van hun woning.</p>
<div class="delen"><a href="#">Delen op Facebook</a><a href="#">Twitter</a><a href="#">Hyves</a><a href="#">E-mail</a><a href="#">Print</a></div>
<div id="reageren"><h2>Reageer op dit artikel</h2><p class="geen">Er zijn nog geen reacties. Wees de eerste!</p>
<form action="/reageren/" method="post"><label for="naam">Naam</label><input class="tekst" id="naam" name="naam" type="text" /><label for="woonplaats">Woonplaats</label><input class="tekst" id="woonplaats" name="woonplaats" type="text" /><label for="bericht">Uw reactie</label><textarea id="bericht" name="bericht" rows="5" cols="50"></textarea><br /><input type="submit" value="Plaats reactie" /></form>
<p style="font-size:10px;color:#999">Reacties worden door de redactie beoordeeld voordat ze worden geplaatst. Lees onze <a href="/huisregels/">huisregels</a>.</p></div>
</div>
<div id="rechts">
<div class="advertentie">Advertentie</div>
<div class="blok"><h3><em>112</em> in de regio – vandaag</h3><ul class="meldingen">
{rows(log, melding)}
</ul><a class="meer" href="/112/">Alle 112-meldingen »</a></div>
<div class="blok"><h3>Meest gelezen</h3><ol><li><a href="/zuiderveen/sinterklaas/">Sinterklaas komt per trekker naar Zuiderveen</a></li><li><a href="/oosterhaar/kermis/">Kermis Oosterhaar kleiner dan ooit</a></li><li><a href="/sport/vv-westerbroek/">VV Westerbroek wint derby</a></li></ol></div>
</div></div>
<div id="voet">© 2012 RegioNu.nl · <a href="/colofon/">Colofon</a> · <a href="/adverteren/">Adverteren</a> · <a href="/privacy/">Privacy &amp; cookies</a> · <a href="/contact/">Contact</a></div>
</div>"""
    return make(
        "ep-plain-nl-westerbroek-112",
        "nl",
        page(
            "Inbraakgolf in Westerbroek: buurt start WhatsApp-groep",
            "RegioNu.nl",
            "nl",
            css,
            body,
            published="2012-11-09T11:24:00+01:00",
            author="Rik Veldhuis",
        ),
        path="/westerbroek/nieuws/inbraakgolf-westerbroek-buurt-start-whatsapp-groep-1.28841.html",
        description="A Dutch regional news site's story of November 2012 (orange top bar, search, region picker, share buttons with Hyves, most read, advert): beside it a '112 in de regio' log of 6 timed police, fire and ambulance reports (time, kind, place, text), and under it 'Reageer op dit artikel' with 'Er zijn nog geen reacties. Wees de eerste!' and a form (name, town, text); no reader discussion.",
        lookalikes=(
            "'112 in de regio': 6 timed emergency reports with kind and place",
            "'Er zijn nog geen reacties. Wees de eerste!' and a reaction form",
        ),
    )


# --------------------------------------------------------------------------- pl: job offers and classified ads, 2011


def pl_oferty() -> Case:
    jobs = [
        ("Operator wózka widłowego", "Lakmet Sp. z o.o.", "Brzeziny Śląskie", "24.10.2011"),
        ("Spawacz MIG/MAG", "Lakmet Sp. z o.o.", "Brzeziny Śląskie", "24.10.2011"),
        ("Księgowa – pełny etat", "Biuro Rachunkowe Bilans", "Tarnogród Górny", "22.10.2011"),
        ("Kierowca kat. C+E, trasy krajowe", "Trans-Pol Marek Wójcik", "Lubowice", "21.10.2011"),
        ("Sprzedawca w sklepie spożywczym", "PSS Społem", "Brzeziny Śląskie", "20.10.2011"),
    ]
    ads = [
        (
            "Motoryzacja",
            "Sprzedam Opel Astra II 1.6, 2002 r., 168 tys. km, zadbany, garażowany. 7 900 zł do negocjacji.",
            "tel. 600 *** 214",
            "25.10.2011",
        ),
        (
            "Nieruchomości",
            "Mieszkanie 2-pokojowe, 48 m², os. Słoneczne, III piętro, po remoncie. Sprzedam bezpośrednio.",
            "tel. 508 *** 731",
            "25.10.2011",
        ),
        (
            "Usługi",
            "Korepetycje z matematyki – szkoła podstawowa, gimnazjum, matura. Dojazd do ucznia.",
            "tel. 691 *** 058",
            "24.10.2011",
        ),
        (
            "Różne",
            "Oddam w dobre ręce kocięta, 2 miesiące, odrobaczone, nauczone kuwety.",
            "tel. 784 *** 903",
            "23.10.2011",
        ),
    ]

    def job(n: int, stanowisko: str, firma: str, miejsce: str, data: str) -> str:
        cls = "oferta parzysta" if n % 2 else "oferta"
        return (
            f'<tr class="{cls}"><td><a href="/praca/oferta/{48120 + n}.html"><b>{esc(stanowisko)}</b></a><br />'
            f'<span class="firma">{esc(firma)}</span></td><td class="miejsce">{esc(miejsce)}</td><td class="data">{data}</td></tr>'
        )

    def ad(n: int, kat: str, tekst: str, tel: str, data: str) -> str:
        return (
            f'<div class="ogloszenie"><span class="kat">{esc(kat)}</span> <span class="data">{data}</span>'
            f'<p>{esc(tekst)} <span class="tel">{esc(tel)}</span></p></div>'
        )

    css = """body{margin:0;background:#e4e4e4;font:12px/1.45 Tahoma,Verdana,Arial,sans-serif;color:#222}
#strona{width:1000px;margin:0 auto;background:#fff}#naglowek{background:#003d7a;padding:10px 14px;overflow:hidden}
#naglowek .logo{float:left;font:bold 32px Arial;color:#fff;text-decoration:none}#naglowek .logo b{color:#ffcc00}
#naglowek .pogoda{float:right;color:#fff;font-size:11px;text-align:right}#menu{background:#ffcc00;overflow:hidden;border-bottom:2px solid #e0b000}
#menu a{float:left;padding:6px 10px;font-weight:bold;color:#003d7a;text-decoration:none;font-size:11px;text-transform:uppercase}
#tresc{overflow:hidden;padding:12px 14px}#lewa{float:left;width:620px}#prawa{float:right;width:330px}
.sciezka{font-size:10px;color:#888}.sciezka a{color:#003d7a}h1{font:bold 24px Georgia,serif;margin:6px 0;color:#111}
.lead{font-weight:bold;font-size:13px}.meta{font-size:10px;color:#777;margin:6px 0 10px;border-bottom:1px solid #ddd;padding-bottom:4px}
.galeria{background:#ccc;height:260px;margin-bottom:6px}.podpis{font-size:10px;color:#888;margin-bottom:10px}
.zobacz{background:#f3f6fa;border-left:3px solid #003d7a;padding:6px 10px;margin:12px 0;font-size:11px}
.opinie{margin-top:16px;border-top:2px solid #003d7a;padding-top:4px}.opinie h3{font-size:14px;color:#003d7a;margin:4px 0}
.opinie p{color:#666}.ramka{border:1px solid #c9d3de;margin-bottom:14px}.ramka h3{margin:0;padding:5px 8px;font-size:12px;background:#003d7a;color:#fff}
.ramka h3 span{float:right;font-weight:normal;font-size:10px}table.praca{width:100%;border-collapse:collapse;font-size:11px}
table.praca th{background:#eef2f7;text-align:left;padding:3px 6px;font-size:10px;color:#555}table.praca td{padding:5px 6px;border-bottom:1px solid #e5e9ee;vertical-align:top}
table.praca tr.parzysta td{background:#fafbfc}.firma{color:#666}.miejsce,.data{white-space:nowrap;color:#555}
.ogloszenie{border-bottom:1px dashed #ccc;padding:5px 8px;font-size:11px}.ogloszenie p{margin:2px 0}.kat{font-weight:bold;color:#003d7a}
.tel{font-weight:bold}.ramka .wiecej{display:block;text-align:right;font-size:10px;padding:3px 8px}.ramka .dodaj{display:block;background:#ffcc00;text-align:center;padding:4px;font-weight:bold;color:#003d7a;text-decoration:none}
.reklama{height:250px;background:#f0f0f0;color:#aaa;text-align:center;font-size:9px;margin-bottom:14px}#stopka{background:#003d7a;color:#b8c8da;font-size:10px;padding:10px 14px}#stopka a{color:#fff}"""
    body = f"""<div id="strona">
<div id="naglowek"><a class="logo" href="/">Brzeziny<b>24</b>.pl</a><div class="pogoda">wtorek, 25 października 2011<br />Brzeziny Śląskie: 9°C, pochmurno</div></div>
<div id="menu"><a href="/">Strona główna</a><a href="/wiadomosci/">Wiadomości</a><a href="/gospodarka/">Gospodarka</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/praca/">Praca</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/forum/">Forum</a><a href="/kontakt/">Kontakt</a></div>
<div id="tresc"><div id="lewa">
<div class="sciezka"><a href="/">Brzeziny24.pl</a> » <a href="/gospodarka/">Gospodarka</a></div>
<h1>Lakmet rozbudowuje zakład. Będzie 80 nowych miejsc pracy</h1>
<p class="lead">Producent konstrukcji stalowych z Brzezin Śląskich otwiera nową halę produkcyjną. Pierwsi pracownicy zostaną przyjęci jeszcze przed końcem roku.</p>
<div class="meta">Dodano: 25.10.2011, 10:35 · Autor: Katarzyna Nowicka · Czytano: 1 248 razy</div>
<div class="galeria"></div><p class="podpis">Nowa hala powstaje przy ul. Przemysłowej. Fot. Brzeziny24.pl</p>
<p>Firma Lakmet, która od 1994 roku produkuje konstrukcje stalowe dla budownictwa, kończy budowę nowej hali o powierzchni 6 tys. m². Inwestycja kosztowała 14 mln zł, z czego część pochodzi z funduszy unijnych.</p>
<p>– Szukamy przede wszystkim spawaczy, operatorów wózków widłowych i ślusarzy. Chętnie przyjmiemy też absolwentów szkoły zawodowej, których sami przeszkolimy – mówi prezes spółki Ryszard Lach.</p>
<p>Powiatowy Urząd Pracy w Brzezinach Śląskich przypomina, że stopa bezrobocia w powiecie wynosi 13,8 proc. i jest wyższa od średniej w województwie.</p>
<div class="zobacz"><b>Zobacz też:</b> <a href="/gospodarka/targi-pracy/">Targi pracy w hali MOSiR już 8 listopada</a></div>
<div class="opinie"><h3>Opinie (0)</h3><p>Możliwość dodawania opinii pod tym artykułem została wyłączona.</p></div>
</div>
<div id="prawa">
<div class="reklama">REKLAMA</div>
<div class="ramka"><h3>Oferty pracy <span>najnowsze</span></h3><table class="praca"><tr><th>Stanowisko / firma</th><th>Miejsce</th><th>Dodano</th></tr>
{rows(jobs, job)}
</table><a class="wiecej" href="/praca/">Wszystkie oferty pracy (214) »</a></div>
<div class="ramka"><h3>Ogłoszenia drobne</h3>
{rows(ads, ad)}
<a class="wiecej" href="/ogloszenia/">Więcej ogłoszeń »</a><a class="dodaj" href="/ogloszenia/dodaj/">Dodaj ogłoszenie za darmo</a></div>
</div></div>
<div id="stopka">© 2011 Brzeziny24.pl – portal regionalny · <a href="/regulamin/">Regulamin</a> · <a href="/reklama/">Reklama</a> · <a href="/redakcja/">Redakcja</a></div>
</div>"""
    return make(
        "ep-plain-pl-brzeziny-praca",
        "pl",
        page(
            "Lakmet rozbudowuje zakład. Będzie 80 nowych miejsc pracy",
            "Brzeziny24.pl",
            "pl",
            css,
            body,
            published="2011-10-25T10:35:00+02:00",
            author="Katarzyna Nowicka",
        ),
        path="/gospodarka/lakmet-rozbudowuje-zaklad-80-nowych-miejsc-pracy,a,12774.html",
        description="A Polish regional portal's business story of October 2011 (blue masthead with weather, yellow menu, breadcrumb, view counter, see-also box, advert): a job-offers table of 5 offers (position, firm, place, date) and 4 classified ads (category, date, text, masked phone), and 'Opinie (0)' with adding opinions switched off; no reader discussion.",
        lookalikes=(
            "'Oferty pracy': 5 job offers with position, firm, place and date",
            "'Ogłoszenia drobne': 4 classified ads with category, date, text and masked phone",
            "'Opinie (0)': opinions switched off",
        ),
    )


# --------------------------------------------------------------------------- pt: an events agenda, 2013


def pt_agenda() -> Case:
    agenda = [
        (
            "Sex, 26 jul",
            "21h30",
            "Largo do Pelourinho",
            "Concerto da Banda Filarmónica de Santa Eulália",
            "Entrada livre. Org.: Sociedade Filarmónica",
        ),
        (
            "Sáb, 27 jul",
            "10h00",
            "Mercado Municipal",
            "Mercadinho de produtores locais e doçaria conventual",
            "Org.: Câmara Municipal de Vila Alva",
        ),
        (
            "Sáb, 27 jul",
            "22h00",
            "Recinto da Feira",
            "Noite de fados com Rosa Amaral e Jorge Pestana",
            "Bilhetes: 5 euros. Org.: Casa do Povo",
        ),
        (
            "Dom, 28 jul",
            "09h00",
            "Praça da República",
            "Passeio de cicloturismo «Rota do Guadiana» (32 km)",
            "Inscrições até 25 de julho. Org.: Vila Alva Bike Clube",
        ),
        (
            "Dom, 28 jul",
            "17h00",
            "Igreja Matriz",
            "Procissão em honra de Nossa Senhora das Neves",
            "Org.: Paróquia de Vila Alva",
        ),
        (
            "Qua, 31 jul",
            "21h00",
            "Cineteatro Municipal",
            "Cinema ao ar livre: «Aquele Querido Mês de Agosto»",
            "Entrada livre",
        ),
    ]

    def ev(n: int, dia: str, hora: str, local: str, titulo: str, info: str) -> str:
        return (
            f'<tr><td class="dia">{esc(dia)}<br /><span class="hora">{hora}</span></td>'
            f'<td><strong>{esc(titulo)}</strong><br /><span class="local">{esc(local)}</span> · <span class="obs">{esc(info)}</span></td></tr>'
        )

    css = """body{margin:0;background:#f7f3ea;font:13px/1.55 Verdana,Geneva,sans-serif;color:#333}#contentor{width:960px;margin:0 auto;background:#fff}
#cabecalho{padding:16px 20px 10px;border-bottom:1px solid #ccc;overflow:hidden}#cabecalho .titulo{float:left;font:bold 38px 'Palatino Linotype',Georgia,serif;color:#6b2c0e;text-decoration:none}
#cabecalho .sub{float:left;clear:left;font-size:11px;color:#999}#cabecalho .data{float:right;font-size:11px;color:#666;margin-top:16px}
#menu{background:#6b2c0e;margin:0;padding:0 10px;list-style:none;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px;font-size:11px;text-decoration:none}
#conteudo{overflow:hidden;padding:16px 20px}#principal{float:left;width:610px}#lateral{float:right;width:280px}
.seccao{font-size:11px;color:#6b2c0e;font-weight:bold;text-transform:uppercase}h1{font:bold 26px 'Palatino Linotype',Georgia,serif;margin:4px 0 8px}
.entrada{font-size:14px;font-style:italic;color:#555}.autoria{font-size:11px;color:#888;margin:8px 0}.foto-destaque{height:300px;background:#d9cbb6}
.legenda{font-size:10px;color:#888;margin-bottom:10px}h2.agenda{font:bold 18px Georgia,serif;color:#6b2c0e;border-bottom:2px solid #6b2c0e;margin:18px 0 6px}
table.agenda{width:100%;border-collapse:collapse}table.agenda td{border-bottom:1px solid #e7dcc9;padding:6px;vertical-align:top;font-size:12px}
table.agenda td.dia{width:80px;font-weight:bold;color:#6b2c0e;white-space:nowrap}.hora{font-weight:normal;color:#888}.local{color:#777}.obs{color:#999;font-size:11px}
.partilhar{margin:12px 0;font-size:11px}.partilhar a{margin-right:10px}.comentar{background:#f7f3ea;padding:8px 10px;margin-top:14px;font-size:12px}
.caixa{background:#f7f3ea;margin-bottom:14px;padding:8px 10px}.caixa h3{margin:0 0 6px;font-size:12px;text-transform:uppercase;color:#6b2c0e}
.caixa ul{margin:0;padding-left:16px;font-size:12px}.pub{height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;margin-bottom:14px}
#rodape{background:#3b1807;color:#d7c3b4;font-size:10px;padding:12px 20px}#rodape a{color:#fff}"""
    body = f"""<div id="contentor">
<div id="cabecalho"><a class="titulo" href="/">O Eco de Vila Alva</a><span class="sub">Semanário regional · fundado em 1921</span><span class="data">Quinta-feira, 25 de julho de 2013</span></div>
<ul id="menu"><li><a href="/">Início</a></li><li><a href="/concelho/">Concelho</a></li><li><a href="/regiao/">Região</a></li><li><a href="/desporto/">Desporto</a></li><li><a href="/cultura/">Cultura</a></li><li><a href="/agenda/">Agenda</a></li><li><a href="/necrologia/">Necrologia</a></li><li><a href="/assinaturas/">Assinaturas</a></li></ul>
<div id="conteudo"><div id="principal">
<div class="seccao">Cultura</div>
<h1>Festas de Nossa Senhora das Neves trazem fado, filarmónica e cinema a Vila Alva</h1>
<p class="entrada">Durante uma semana, a vila enche-se de música e tradição. O programa, apresentado na Câmara Municipal, inclui pela primeira vez uma sessão de cinema ao ar livre.</p>
<p class="autoria">Texto de Helena Rosado · 25-07-2013 · Edição n.º 4 712</p>
<div class="foto-destaque"></div><p class="legenda">A procissão de 2012 a descer a Rua Direita. Foto: arquivo</p>
<p>As Festas de Nossa Senhora das Neves, as maiores do concelho, começam esta sexta-feira e prolongam-se até 5 de agosto. A Câmara Municipal e as coletividades locais investiram cerca de 18 mil euros na organização.</p>
<p>«Quisemos um programa para todas as idades, com os nossos grupos e alguns convidados de fora», explicou a vereadora da Cultura, Teresa Galveias, na apresentação.</p>
<p>A grande novidade é a sessão de cinema ao ar livre no adro do Cineteatro, se o tempo o permitir. Em caso de chuva, a projeção passa para o interior da sala.</p>
<h2 class="agenda">Agenda da semana</h2>
<table class="agenda" summary="Agenda">
{rows(agenda, ev)}
</table>
<p style="font-size:11px;color:#888">Envie as atividades da sua coletividade para <a href="mailto:agenda@ecodevilaalva.pt">agenda@ecodevilaalva.pt</a> até à segunda-feira anterior à edição.</p>
<div class="partilhar">Partilhar: <a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Enviar por e-mail</a><a href="#">Imprimir</a></div>
<div class="comentar">Os comentários a este artigo estão desativados.</div>
</div>
<div id="lateral">
<div class="pub">Publicidade</div>
<div class="caixa"><h3>Edição impressa</h3><p style="font-size:12px;margin:0">Nas bancas todas as quintas-feiras. Assinatura anual: 25 euros.</p></div>
<div class="caixa"><h3>Mais lidas</h3><ul><li><a href="/concelho/piscinas/">Piscinas municipais com horário alargado</a></li><li><a href="/desporto/uniao/">União de Vila Alva apresenta plantel</a></li><li><a href="/regiao/incendio/">Incêndio consome 40 hectares de mato</a></li></ul></div>
</div></div>
<div id="rodape">© 2013 O Eco de Vila Alva · Diretor: Manuel Carapinha · Registo ERC n.º 100 214 · <a href="/estatuto-editorial/">Estatuto editorial</a> · <a href="/contactos/">Contactos</a></div>
</div>"""
    return make(
        "ep-plain-pt-vilaalva-agenda",
        "pt",
        page(
            "Festas de Nossa Senhora das Neves trazem fado, filarmónica e cinema a Vila Alva",
            "O Eco de Vila Alva",
            "pt-PT",
            css,
            body,
            published="2013-07-25T08:00:00+01:00",
            author="Helena Rosado",
        ),
        path="/cultura/2013/07/25/festas-nossa-senhora-das-neves-programa/",
        description="A Portuguese regional weekly's culture story of July 2013 (masthead with founding year, brown menu, edition number, share links, print-edition box, most read, advert): an 'Agenda da semana' table of 6 events (day, time, place, event, organiser or price), and 'Os comentários a este artigo estão desativados.'; no reader discussion.",
        lookalikes=(
            "'Agenda da semana': 6 events with day, time, place and organiser",
            "'Os comentários a este artigo estão desativados.'",
        ),
    )


# --------------------------------------------------------------------------- sv: family announcements, 2010


def sv_familj() -> Case:
    fodda = [
        (
            "Ella",
            "Anna och Mikael Sjöberg, Ljungsta",
            "3 februari",
            "3 650 g, 51 cm. Storebror Viktor är stolt.",
        ),
        ("Noah", "Sara Lind och Johan Åkesson, Västerby", "5 februari", "4 020 g, 53 cm."),
        (
            "Alva",
            "Linnéa och Patrik Hedlund, Ljungsta",
            "7 februari",
            "3 210 g, 49 cm. Välkommen lilla hjärtat!",
        ),
    ]
    vigda = [
        (
            "Emma Fransson och Daniel Öst",
            "vigdes den 6 februari i Ljungsta kyrka av kyrkoherde Lars Bengtsson. Brudparets adress: Sjögatan 4, Ljungsta.",
        ),
        (
            "Hanna Wikström och Erik Nyman",
            "vigdes den 30 januari i Stadshuset i Västerby. Brudparet bor i Göteborg.",
        ),
    ]
    fodelsedagar = [
        (
            "100 år",
            "Gunhild Ek, Ljungsta",
            "fyller 100 år den 14 februari. Hon firar med familjen på Solgårdens äldreboende.",
        ),
        ("85 år", "Sven-Olof Karlsson, Västerby", "fyller 85 år den 12 februari. Han är bortrest på dagen."),
        ("50 år", "Maria Holm, Ljungsta", "fyller 50 år den 13 februari och firar med släkt och vänner."),
    ]

    def barn(n: int, namn: str, foraldrar: str, dag: str, info: str) -> str:
        return (
            f'<div class="annons fodd"><img src="/_avatar/ep-baby-{n}.svg" width="70" height="90" alt="" />'
            f"<h4>{esc(namn)}</h4><p>Född den {esc(dag)} 2010 till {esc(foraldrar)}. {esc(info)}</p></div>"
        )

    def vigsel(n: int, par: str, text: str) -> str:
        return f'<div class="annons vigd"><h4>{esc(par)}</h4><p>{esc(text)}</p></div>'

    def fdag(n: int, alder: str, namn: str, text: str) -> str:
        return f'<div class="annons fdag"><span class="alder">{esc(alder)}</span><h4>{esc(namn)}</h4><p>{esc(text)}</p></div>'

    css = """body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#wrap{width:970px;margin:0 auto}
#head{border-bottom:4px solid #1d5b99;padding:12px 0 6px;overflow:hidden}#head .logo{float:left;font:bold 40px Georgia,serif;color:#1d5b99;text-decoration:none}
#head .info{float:right;font-size:11px;color:#666;text-align:right;margin-top:10px}#menu{overflow:hidden;border-bottom:1px solid #ccc;margin:0;padding:0;list-style:none}
#menu li{float:left}#menu a{display:block;padding:6px 10px;color:#1d5b99;font-weight:bold;font-size:12px;text-decoration:none}#menu a.vald{background:#1d5b99;color:#fff}
#cols{overflow:hidden;padding:12px 0}#main{float:left;width:650px}#side{float:right;width:290px}.vinjett{font:bold 11px Arial;color:#c0392b;text-transform:uppercase}
h1{font:bold 28px Georgia,serif;margin:4px 0 6px}.ingress{font-weight:bold}.byline{font-size:11px;color:#777;margin:6px 0 10px}
.bild{height:280px;background:#cfd9e2}.bildtext{font-size:11px;color:#777;margin:2px 0 10px}
.familj{border-top:3px solid #1d5b99;margin-top:18px}.familj h2{font:bold 20px Georgia,serif;color:#1d5b99;margin:6px 0}
.familj h3{font-size:13px;text-transform:uppercase;background:#eef3f8;padding:3px 6px;margin:12px 0 6px;color:#1d5b99}
.annons{border:1px solid #ccd6e0;padding:6px 8px;margin-bottom:6px;overflow:hidden}.annons h4{margin:0;font:bold 15px Georgia,serif}.annons p{margin:2px 0 0;font-size:12px}
.fodd img{float:left;margin-right:8px;background:#eee}.fdag .alder{float:right;font:bold 18px Georgia,serif;color:#c0392b}
.lamna{font-size:11px;background:#fdf6e3;padding:6px 8px;margin-top:8px}.puff{border:1px solid #ddd;margin-bottom:12px;padding:8px}
.puff h3{margin:0 0 6px;font-size:13px;color:#1d5b99}.puff ul{margin:0;padding-left:16px;font-size:12px}.ann{height:250px;background:#eee;text-align:center;color:#aaa;font-size:10px;margin-bottom:12px}
#foot{border-top:4px solid #1d5b99;font-size:11px;color:#666;padding:10px 0}"""
    body = f"""<div id="wrap">
<div id="head"><a class="logo" href="/">Ljungsta Tidning</a><div class="info">Tisdag 9 februari 2010<br />Ljungsta −11°, klart</div></div>
<ul id="menu"><li><a href="/">Start</a></li><li><a href="/nyheter/">Nyheter</a></li><li><a href="/sport/">Sport</a></li><li><a href="/noje/">Nöje</a></li><li><a class="vald" href="/familj/">Familj</a></li><li><a href="/debatt/">Debatt</a></li><li><a href="/annonser/">Annonser</a></li><li><a href="/e-tidning/">e-Tidning</a></li></ul>
<div id="cols"><div id="main">
<div class="vinjett">Familj</div>
<h1>Gunhild fyller 100 – och bakar fortfarande sina egna bullar</h1>
<p class="ingress">På söndag fyller Gunhild Ek 100 år. Hon är född i Ljungsta, har bott här i hela sitt liv och bjuder gärna på kaffe.</p>
<p class="byline">Text: Ingrid Palm · Foto: Stefan Berg · Publicerad 9 februari 2010 06:00</p>
<div class="bild"></div><p class="bildtext">Gunhild Ek i köket på Solgården, där hon bott sedan 2006.</p>
<p>Gunhild Ek föddes den 14 februari 1910 i ett torp utanför Ljungsta. Hon var den yngsta av sju syskon och började arbeta på mejeriet när hon var fjorton år.</p>
<p>– Det var hårt arbete, men vi hade roligt. På lördagarna var det dans i Folkets park, säger hon och skrattar.</p>
<p>I dag bor Gunhild på Solgården. Hon har fem barnbarn och elva barnbarnsbarn, och på söndag kommer hela familjen för att fira.</p>
<div class="familj"><h2>Familjesidan</h2>
<h3>Födda</h3>
{rows(fodda, barn)}
<h3>Vigda</h3>
{rows(vigda, vigsel)}
<h3>Födelsedagar</h3>
{rows(fodelsedagar, fdag)}
<p class="lamna">Vill du ha med en annons på familjesidan? Skicka text och bild till <a href="mailto:familj@ljungstatidning.se">familj@ljungstatidning.se</a> senast torsdag klockan 12. Födelsedagar publiceras gratis för den som fyller 50, 60, 70, 75, 80, 85, 90 eller fler.</p>
</div>
</div>
<div id="side">
<div class="ann">ANNONS</div>
<div class="puff"><h3>Mest läst</h3><ul><li><a href="/nyheter/snorojning/">Snöröjningen kostar dubbelt så mycket</a></li><li><a href="/sport/ljungsta-if/">Ljungsta IF värvar målvakt</a></li><li><a href="/nyheter/skolan/">Västerbyskolan får ny rektor</a></li></ul></div>
<div class="puff"><h3>Dödsannonser</h3><p style="font-size:12px;margin:0">Veckans dödsannonser finns i e-Tidningen och på <a href="/familj/dodsannonser/">familjesidan</a>.</p></div>
</div></div>
<div id="foot">Ljungsta Tidning AB · Storgatan 12, Ljungsta · Chefredaktör och ansvarig utgivare: Per Lundmark · Tel. 0555-123 00</div>
</div>"""
    return make(
        "ep-plain-sv-ljungsta-familj",
        "sv",
        page(
            "Gunhild fyller 100 – och bakar fortfarande sina egna bullar",
            "Ljungsta Tidning",
            "sv",
            css,
            body,
            published="2010-02-09T06:00:00+01:00",
            author="Ingrid Palm",
        ),
        path="/familj/gunhild-fyller-100-1904412",
        description="A Swedish local paper's family-section story of February 2010 (masthead with weather, menu, most read, death-notice box, advert): under the article the family page's announcements, 3 births (name, date, parents, town, weight), 2 weddings and 3 birthdays (age, name, town, text); no comment area; no reader discussion.",
        lookalikes=(
            "'Födda': 3 birth announcements with name, parents and date",
            "'Vigda': 2 wedding announcements",
            "'Födelsedagar': 3 birthday notices with age, name and town",
        ),
    )


# --------------------------------------------------------------------------- en-GB: reactions, travel feed, from around the web, 2013


def gb_bypass() -> Case:
    said = [
        (
            "Julie Hammond",
            "About time. I've sat in that queue at the Fox and Hounds roundabout every morning for eleven years.",
        ),
        (
            "Dave Pritchard",
            "Great news for Kingsholme, not so great for anyone living near Wedmore Lane. Where's the noise barrier?",
        ),
        ("Sandra Cole", "Remember they promised this in 1998 too. I'll believe it when I drive on it."),
        ("Ashok Mistry", "Please put a proper cycle path alongside it this time."),
    ]
    travel = [
        (
            "17:42",
            "A4127 Kingsholme: queueing traffic on Bridge Street towards the town centre after a broken-down bus.",
        ),
        ("17:15", "M5 southbound J11 to J12: lane one of three closed after a collision. Long delays."),
        (
            "16:50",
            "Trains between Kingsholme and Bristol Temple Meads delayed by up to 20 minutes due to a signalling fault.",
        ),
        ("16:20", "Wedmore Lane closed between Church Road and the A4127 for resurfacing until 10 June."),
    ]
    web = [
        ("The 10 best seaside towns to retire to", "Country Life Weekly"),
        ("Why your energy bill could fall this winter", "MoneyMinded"),
        ("Homeowners in Gloucestershire are switching to this boiler", "HomeSave"),
        ("What really happens to your body when you stop drinking tea", "HealthyHub"),
    ]

    def quote(n: int, who: str, text: str) -> str:
        return (
            f'<li><p class="q">&ldquo;{esc(text)}&rdquo;</p><p class="by">{esc(who)}, via Facebook</p></li>'
        )

    def trav(n: int, at: str, text: str) -> str:
        return f'<li><span class="t">{at}</span> {esc(text)}</li>'

    def promo(n: int, title: str, src: str) -> str:
        return (
            f'<li class="ob-item"><a href="http://paid.outbrain.example/r/{n}"><img src="/_avatar/ep-ob-{n}.svg" width="140" height="90" alt="" />'
            f'<span class="ob-title">{esc(title)}</span></a><span class="ob-source">{esc(src)}</span></li>'
        )

    css = """body{margin:0;background:#fff;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222}.container{width:984px;margin:0 auto}
.masthead{background:#7a0019;padding:10px 16px;overflow:hidden}.masthead a.brand{float:left;font:bold 34px Georgia,serif;color:#fff;text-decoration:none}
.masthead .tools{float:right;color:#f2cfd6;font-size:12px;margin-top:14px}.masthead .tools a{color:#fff}
.primary-nav{background:#222;overflow:hidden;margin:0;padding:0;list-style:none}.primary-nav li{float:left}.primary-nav a{display:block;padding:8px 12px;color:#fff;font-weight:bold;font-size:12px;text-decoration:none}
.primary-nav li.on a{background:#7a0019}.row{overflow:hidden;padding:16px 0}.span8{float:left;width:640px}.span4{float:right;width:310px}
.breadcrumb{font-size:11px;color:#888}h1.headline{font:bold 30px Georgia,serif;line-height:1.15;margin:6px 0}.standfirst{font-size:17px;color:#444}
.byline{font-size:12px;color:#666;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:5px 0;margin:10px 0}.byline strong{color:#7a0019}
.share-bar{font-size:12px;margin:8px 0}.share-bar span{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:1px 6px;margin-right:4px}
.lead-image{height:330px;background:#cdd3d8}.caption{font-size:11px;color:#777;margin-bottom:12px}.article-body p{margin:0 0 14px}
.you-said{background:#f6efe9;border-left:5px solid #7a0019;padding:10px 14px;margin:16px 0}.you-said h3{margin:0 0 6px;font:bold 16px Georgia,serif;color:#7a0019}
.you-said ul{list-style:none;margin:0;padding:0}.you-said li{border-bottom:1px solid #e6d7cc;padding:6px 0}.you-said .q{margin:0;font-style:italic}.you-said .by{margin:2px 0 0;font-size:12px;font-weight:bold}
.you-said .note{font-size:11px;color:#888;margin:6px 0 0}.ob-widget{border-top:2px solid #ddd;margin-top:20px;padding-top:6px}
.ob-widget h4{margin:0 0 8px;font-size:13px;color:#555;text-transform:uppercase}.ob-widget ul{list-style:none;margin:0;padding:0;overflow:hidden}
.ob-item{float:left;width:150px;margin-right:10px;font-size:12px}.ob-item a{color:#222;text-decoration:none}.ob-title{display:block;font-weight:bold}.ob-source{color:#999;font-size:11px}
.ob-widget .ob-logo{text-align:right;font-size:10px;color:#aaa;clear:both}.comments-box{margin-top:20px;border-top:3px solid #7a0019}
.comments-box h3{font-size:16px;margin:6px 0}.comments-box p{color:#666}.comments-box textarea{width:95%;height:60px}
.panel{border:1px solid #ddd;margin-bottom:14px}.panel h3{margin:0;background:#222;color:#fff;font-size:13px;padding:6px 8px}
.panel ul{list-style:none;margin:0;padding:0}.panel li{border-bottom:1px solid #eee;padding:6px 8px;font-size:12px}.panel .t{font-weight:bold;color:#7a0019}
.panel .src{font-size:10px;color:#999;padding:4px 8px}.mpu{height:250px;background:#eee;color:#aaa;text-align:center;font-size:10px;margin-bottom:14px}
.footer{background:#222;color:#aaa;font-size:11px;padding:14px 16px}.footer a{color:#fff}"""
    body = f"""<div class="container">
<div class="masthead"><a class="brand" href="/">Kingsholme Gazette</a><div class="tools">Tuesday, June 4, 2013 · <a href="/login/">Sign in</a> · <a href="/register/">Register</a> · <a href="/subscribe/">Subscribe</a></div></div>
<ul class="primary-nav"><li><a href="/">Home</a></li><li class="on"><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/whats-on/">What's On</a></li><li><a href="/business/">Business</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/property/">Property</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div class="row"><div class="span8">
<div class="breadcrumb"><a href="/">Home</a> › <a href="/news/">News</a> › Kingsholme</div>
<h1 class="headline">£38m Kingsholme bypass finally gets the green light</h1>
<p class="standfirst">Work on the long-awaited relief road could start next spring after government funding was confirmed on Monday.</p>
<div class="byline">By <strong>Tom Ashworth</strong> · Posted: June 04, 2013 · <a href="#comments">0 comments</a></div>
<div class="share-bar"><span>Like 127</span><span>Tweet 44</span><span>+1</span><span>Email</span></div>
<div class="lead-image"></div><p class="caption">Traffic queues at the Fox and Hounds roundabout at rush hour.</p>
<div class="article-body">
<p>The Kingsholme bypass, first proposed more than 15 years ago, will go ahead after the Department for Transport agreed to pay £31 million towards the scheme.</p>
<p>The three-mile road will link the A4127 at Wedmore Lane with the M5 junction, taking an estimated 14,000 vehicles a day out of the town centre.</p>
<p>County council leader Margaret Ellis said: "This is a huge day for Kingsholme. Residents have waited far too long for this."</p>
<div class="you-said"><h3>What you said on Facebook</h3><ul>
{rows(said, quote)}
</ul><p class="note">Join the conversation at facebook.com/kingsholmegazette</p></div>
<p>A public inquiry in 2011 approved the route, but the scheme stalled when funding was withdrawn in the spending review. Construction is expected to take two years.</p>
<p>Campaigners in Wedmore Lane have asked for a noise barrier along the section closest to their homes. The council says the final design will be published in the autumn.</p>
</div>
<div class="ob-widget"><h4>From around the web</h4><ul>
{rows(web, promo)}
</ul><div class="ob-logo">Recommended by Outbrain</div></div>
<div class="comments-box" id="comments"><h3>Comments</h3><p>There are no comments yet. Be the first to comment!</p>
<form action="/comments/post/" method="post"><textarea name="comment" rows="3" cols="60"></textarea><br /><input type="submit" value="Post comment" /> <small>You must be <a href="/login/">signed in</a> to comment.</small></form></div>
</div>
<div class="span4">
<div class="mpu">Advertisement</div>
<div class="panel"><h3>Travel news: live updates</h3><ul>
{rows(travel, trav)}
</ul><div class="src">Updated every 15 minutes. Source: county traffic desk</div></div>
<div class="panel"><h3>Most read</h3><ul><li><a href="/news/carnival/">Carnival route revealed</a></li><li><a href="/news/school-ofsted/">Ofsted praise for St Anne's</a></li><li><a href="/sport/kingsholme-town/">Town sign new striker</a></li></ul></div>
</div></div>
<div class="footer">© 2013 Kingsholme Gazette, part of Severn Vale Media Ltd · <a href="/contact/">Contact us</a> · <a href="/terms/">Terms &amp; conditions</a> · <a href="/privacy/">Privacy</a> · <a href="/cookies/">Cookies</a></div>
</div>"""
    return make(
        "ep-plain-en-kingsholme-bypass",
        "en",
        page(
            "£38m Kingsholme bypass finally gets the green light",
            "Kingsholme Gazette",
            "en-GB",
            css,
            body,
            published="2013-06-04T09:00:00+01:00",
            author="Tom Ashworth",
            xhtml=False,
        ),
        path="/news/kingsholme/2013/06/04/bypass-green-light-story-19284411-detail/story.html",
        description="An English local paper's story of June 2013 (maroon masthead with sign-in, nav, share counts, most read, advert): inside the article a 'What you said on Facebook' box of 4 readers' quotes picked by the editors ('NAME, via Facebook'), below it an Outbrain-like 'From around the web' block of 4 sponsored links with sources, an empty 'Comments' box ('Be the first to comment!', '0 comments' in the byline), and in the side column a 'Travel news: live updates' feed of 4 timed entries; no reader discussion.",
        lookalikes=(
            "'What you said on Facebook': 4 readers' quotes picked by the editors, signed",
            "'From around the web': 4 sponsored links with sources",
            "'Travel news: live updates': 4 timed entries",
            "an empty comment box: 'There are no comments yet. Be the first to comment!'",
        ),
    )


def plain2_ep() -> list[Case]:
    return [nl_politie(), pl_oferty(), pt_agenda(), sv_familj(), gb_bypass()]

"""Blind set DS: three more article pages without any reader discussion (a Polish city portal's street poll and its
bloggers' latest posts, a Swedish local paper's "Dagens fråga" and its news feed, a Dutch regional daily's letters to
the editor from the print edition and its editors' tips). Every class name, name, place and text invented for this
set."""

from __future__ import annotations

from comspider_lab.blind.cases_ds_common import Case, counted, doc, esc, make, share

# --------------------------------------------------------------------------- pl: a city portal, 2012


def pl_strefa_parkowania() -> Case:
    sonda = [
        (
            "Krystyna Nowakowska",
            "58 lat",
            "Stare Miasto",
            "Pracuję w sklepie przy Rynku i codziennie dojeżdżam autem. 2 zł za godzinę to dla mnie 300 zł miesięcznie. Chyba przesiądę się na rower.",
        ),
        (
            "Paweł Grzyb",
            "31 lat",
            "os. Kopernika",
            "Dobrze, że wreszcie ktoś się za to wziął. Teraz nie da się zaparkować, bo wszystkie miejsca zajmują ci sami od rana do wieczora.",
        ),
        (
            "Jadwiga Sowa",
            "74 lata",
            "ul. Ogrodowa",
            "A gdzie ja mam postawić samochód, jak idę do przychodni? Nikt o emerytach nie myśli.",
        ),
        (
            "Michał Tarnowski",
            "22 lata",
            "Zatorze",
            "Mnie to nie dotyczy, jeżdżę autobusem. Ale autobusy mogłyby jeździć częściej, skoro mają być mniej samochodów w centrum.",
        ),
    ]
    sonda_html = "".join(
        f'<div class="sonda-osoba"><img src="/_avatar/sonda{i}.svg" width="70" height="90" alt="" /><p><strong>{esc(n)}</strong>, {esc(w)}, {esc(d)}</p><p class="wypowiedz">– {esc(t)}</p></div>'
        for i, (n, w, d, t) in enumerate(sonda)
    )
    blogi = [
        (
            "Okiem radnego",
            "Zbigniew Marczak",
            "2012-04-23, 22:10",
            "Budżet obywatelski – czy u nas to w ogóle możliwe?",
        ),
        (
            "Biegam po Lipnie",
            "Kasia_biega",
            "2012-04-23, 18:47",
            "Półmaraton Doliny Wisełki: moje przygotowania, tydzień 6",
        ),
        (
            "Stara fotografia",
            "Henryk Bielecki",
            "2012-04-22, 20:02",
            "Ulica Długa w 1958 roku – kto rozpozna sklep na rogu?",
        ),
        (
            "Mama w mieście",
            "Agnieszka Rudnik",
            "2012-04-21, 09:15",
            "Pięć placów zabaw, na które warto pojechać w weekend",
        ),
    ]
    blogi_html = "".join(
        f'<li><a class="wpis" href="#">{esc(t)}</a><br /><span class="blog">{esc(b)}</span> · <span class="bloger">{esc(a)}</span> · <span class="kiedy">{esc(k)}</span></li>'
        for b, a, k, t in blogi
    )
    css = (
        "body{margin:0;background:#f2f2f2;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}.calosc{width:990px;margin:0 auto;background:#fff}"
        ".gora{background:#0d47a1;color:#fff;padding:10px 14px;overflow:hidden}.gora .nazwa{font:bold 32px Arial;float:left}.gora .dzis{float:right;font-size:11px;margin-top:16px}"
        ".dzialy{background:#1565c0;padding:5px 14px}.dzialy a{color:#fff;margin-right:12px;font-weight:bold;text-decoration:none}.srodek{overflow:hidden;padding:14px}"
        ".tresc{float:left;width:640px}.bok{float:right;width:300px}.nadtytul{color:#d32f2f;font-weight:bold;font-size:11px;text-transform:uppercase}.wstep{font-weight:bold}"
        ".metryka{color:#777;font-size:11px}.sonda{background:#e3f2fd;padding:10px;margin:16px 0}.sonda-osoba{overflow:hidden;border-bottom:1px solid #bbdefb;padding:6px 0}"
        ".sonda-osoba img{float:left;margin-right:10px}.sonda-osoba p{margin:2px 0}.panel{border:1px solid #ccc;margin-bottom:12px}.panel h4{margin:0;background:#0d47a1;color:#fff;padding:4px 8px}"
        ".panel ul,.panel ol{margin:8px;padding-left:16px}.blog,.bloger,.kiedy{font-size:11px;color:#777}.stopka{background:#263238;color:#b0bec5;padding:12px;font-size:11px}"
    )
    body = f"""<div class="calosc">
<div class="gora"><div class="nazwa">Lipno.info</div><div class="dzis">wtorek, 24 kwietnia 2012 · imieniny: Grzegorza, Horacego · <a href="#" style="color:#fff">Zaloguj</a></div></div>
<div class="dzialy"><a href="/">Start</a><a href="/wiadomosci/">Wiadomości</a><a href="/z-miasta/">Z miasta</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/blogi/">Blogi</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/kontakt/">Kontakt</a></div>
<div class="srodek"><div class="tresc">
<p class="nadtytul">Z miasta · Komunikacja</p>
<h1>Strefa płatnego parkowania w centrum od 1 czerwca</h1>
<p class="metryka">Opublikowano: 24.04.2012, 07:30 · Autor: Monika Zawada · Czytano: 1893 razy</p>
{share([("Lubię to!", "73"), ("Udostępnij", "18"), ("Wykop", "2"), ("Drukuj", "")], "dziel")}
<p class="wstep">Radni zdecydowali: za postój w ścisłym centrum Lipna trzeba będzie zapłacić. Godzina będzie kosztować 2 zł, mieszkańcy strefy kupią abonament za 10 zł miesięcznie.</p>
<p>Uchwałę w sprawie strefy płatnego parkowania rada miasta przyjęła na poniedziałkowej sesji 13 głosami, przy 6 przeciw i 2 wstrzymujących się. Strefa obejmie Rynek, ulice Długą, Kościelną, Mickiewicza i fragment Ogrodowej.</p>
<p>Opłaty będą pobierane od poniedziałku do piątku w godzinach 8–17. W strefie stanie 14 parkomatów. Pierwsze 15 minut postoju będzie bezpłatne.</p>
<p>– Chodzi o to, żeby miejsca przy Rynku nie były zajmowane przez cały dzień przez te same samochody – tłumaczył burmistrz Wojciech Lis. Radni opozycji przekonywali, że strefa uderzy w handel w centrum.</p>
<div class="sonda"><h3>Sonda Lipno.info: Co sądzicie o płatnym parkowaniu?</h3>{sonda_html}<p class="not">Notowała: Monika Zawada</p></div>
<p class="tagi">Tagi: <a href="#">parkowanie</a> <a href="#">rada miasta</a> <a href="#">Rynek</a></p>
<p class="bez-komentarzy"><a href="/forum/">Dyskutuj o tym na forum Lipno.info</a></p>
<div class="powiazane"><h4>Zobacz także</h4><ul><li><a href="#">Remont Rynku potrwa do jesieni</a></li><li><a href="#">Nowy rozkład jazdy MZK od maja</a></li></ul></div>
</div>
<div class="bok">
<div class="panel"><h4>Najpopularniejsze</h4>{counted("Strefa płatnego parkowania od 1 czerwca | 1893 ;; Pożar na Zatorzu: spłonął garaż | 1510 ;; Wisełka Lipno awansuje? | 1044 ;; Dni Lipna 2012: kto zagra | 980", "odsłon")}</div>
<div class="panel"><h4>Nasi blogerzy</h4><ul class="blogi">{blogi_html}</ul></div>
<div class="panel"><h4>Pogoda</h4><p style="margin:8px">Dziś: 16°C, zachmurzenie<br />Jutro: 18°C, słonecznie</p></div>
<div class="panel reklama"><img src="/_avatar/rekl-salon.svg" width="300" height="250" alt="Reklama" /></div>
</div></div>
<div class="stopka">© 2012 Lipno.info – Niezależny portal mieszkańców · <a href="#">Redakcja</a> · <a href="#">Reklama</a> · <a href="#">Regulamin</a></div>
</div>"""
    return make(
        "ds-plain-pl-lipno-sonda",
        "lookalike",
        "pl",
        doc("Strefa płatnego parkowania w centrum od 1 czerwca", "Lipno.info", "pl", css, body),
        [],
        path="/z-miasta/2012/04/24/strefa-platnego-parkowania.html",
        container="-",
        heading=None,
        description="A Polish city portal of April 2012 (share bar with counts, most popular with counts, weather, advert): under the text 'Sonda Lipno.info', 4 passers-by (photo, name, age, district, a quoted answer); in the sidebar 'Nasi blogerzy', 4 posts with blog, author and time; only a link to the forum, no comment area.",
        lookalikes=(
            "street poll: 4 named people with age and district",
            "bloggers' latest posts: 4 with authors and times",
        ),
    )


# --------------------------------------------------------------------------- sv: a local paper, 2010


def sv_dagens_fraga() -> Case:
    svar = [
        (
            "Birgitta Holm",
            "63",
            "pensionär, Norrvik",
            "Äntligen. Jag har åkt in till stan varje vecka för att handla kläder till barnbarnen. Nu kan jag gå.",
        ),
        (
            "Jonas Ek",
            "27",
            "snickare, Backa",
            "Vet inte. Det blir mer trafik på Storgatan och det är redan svårt att ta sig fram på morgonen.",
        ),
        (
            "Amira Haddad",
            "41",
            "sjuksköterska, Norrvik",
            "Bra för jobben. Min dotter har redan sökt till lagret.",
        ),
        (
            "Sven-Olof Lind",
            "79",
            "Strömsbro",
            "Det var bättre när vi hade speceriaffären och järnhandeln på torget. Ingen frågade oss då heller.",
        ),
        (
            "Emma Westin",
            "16",
            "elev, Norrvik",
            "Kul! Hoppas det blir en klädaffär för oss unga, inte bara möbler.",
        ),
    ]
    svar_html = "".join(
        f'<li class="df-svar"><img src="/_avatar/df{i}.svg" width="60" height="80" alt="" /><span class="df-namn">{esc(n)}, {esc(a)}, {esc(y)}</span><p>{esc(t)}</p></li>'
        for i, (n, a, y, t) in enumerate(svar)
    )
    flode = [
        ("14:52", "Trafik", "Olycka på väg 83 vid Backa – ett körfält avstängt"),
        ("14:10", "Sport", "Norrviks IF värvar målvakt från division 2"),
        ("13:35", "Norrvik", "Kommunen skjuter upp beslutet om nya badplatsen"),
        ("12:58", "Strömsbro", "Inbrott i förskola under natten"),
        ("11:20", "Kultur", "Sommarteatern spelar Fröken Julie på hembygdsgården"),
    ]
    flode_html = "".join(
        f'<li><span class="tid">{esc(t)}</span> <span class="kat">{esc(k)}</span> <a href="#">{esc(r)}</a></li>'
        for t, k, r in flode
    )
    css = (
        "body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#sida{width:980px;margin:0 auto}"
        "#huvud{border-bottom:5px solid #e30613;padding:10px 0;overflow:hidden}#huvud .logga{font:bold 40px Georgia;color:#e30613;float:left}#huvud .datum{float:right;margin-top:22px;font-size:11px}"
        "#meny{background:#333;padding:6px 10px}#meny a{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}#innehall{overflow:hidden;padding:14px 0}"
        "#artikel{float:left;width:620px}#hoger{float:right;width:320px}.vinjett{color:#e30613;font-weight:bold;text-transform:uppercase;font-size:11px}.ingress{font-weight:bold;font-size:15px}"
        ".publicerad{color:#888;font-size:11px}.dagensfraga{border:2px solid #e30613;padding:10px;margin:16px 0}.dagensfraga ul{list-style:none;padding:0}.df-svar{overflow:hidden;border-top:1px solid #eee;padding:6px 0}"
        ".df-svar img{float:left;margin-right:10px}.df-namn{font-weight:bold}.puff{background:#f5f5f5;margin-bottom:12px;padding:8px}.puff h3{margin:0 0 6px;font-size:14px;color:#e30613}"
        ".tid{font-weight:bold}.kat{color:#888;font-size:11px}#fot{border-top:5px solid #e30613;padding:12px 0;font-size:11px;color:#666}"
    )
    body = f"""<div id="sida">
<div id="huvud"><div class="logga">Norrviks Tidning</div><div class="datum">Torsdag 26 augusti 2010 · Uppdaterad 14:52 · <a href="#">E-tidningen</a> · <a href="#">Prenumerera</a></div></div>
<div id="meny"><a href="/">Start</a><a href="/nyheter/">Nyheter</a><a href="/norrvik/">Norrvik</a><a href="/stromsbro/">Strömsbro</a><a href="/sport/">Sport</a><a href="/noje/">Nöje</a><a href="/familj/">Familj</a><a href="/debatt/">Debatt</a><a href="/annonser/">Annonser</a></div>
<div id="innehall"><div id="artikel">
<p class="vinjett">Norrvik</p>
<h1>Klart för handelsområde vid Backa – 400 nya jobb</h1>
<p class="publicerad">Publicerad 26 augusti 2010 kl 06:00 · Av Lena Sjöberg</p>
{share([("Rekommendera", "45"), ("Twitter", "3"), ("Tipsa en vän", "")], "dela")}
<p class="ingress">Kommunfullmäktige sa i går ja till detaljplanen för ett nytt handelsområde vid Backa. Byggstart blir i vår och de första butikerna kan öppna hösten 2011.</p>
<p>Området ska rymma ett tiotal butiker och ett lager för en nätbutik. Enligt exploatören kan det ge upp mot 400 jobb när allt är klart.</p>
<p>Beslutet togs med röstsiffrorna 31–18. Vänsterpartiet och Miljöpartiet röstade emot och varnade för att handeln i centrum kommer att tappa kunder.</p>
<p>– Vi tror att det lockar folk till Norrvik i stället för att de åker till de stora köpcentrumen, säger kommunalrådet Per Axelsson (S).</p>
<div class="dagensfraga"><h2>Dagens fråga: Vad tycker du om handelsområdet vid Backa?</h2><ul>{svar_html}</ul><p class="foto">Text och foto: Johan Berg</p></div>
<p class="relaterat">Läs också: <a href="#">Handlarna i centrum oroliga</a> · <a href="#">Så ska trafiken lösas</a></p>
</div>
<div id="hoger">
<div class="puff"><h3>Senaste nytt</h3><ul class="flode">{flode_html}</ul></div>
<div class="puff"><h3>Mest läst</h3>{counted("Klart för handelsområde vid Backa | 2 904 ;; Älgjakten: så blir reglerna i år | 2 155 ;; Norrviks IF vände mot Strömsbro | 1 612 ;; Ny rektor på Norrskolan | 870", "läsare")}</div>
<div class="puff"><h3>Vädret</h3><p>Norrvik: 17°, växlande molnighet<br />Fredag: 15°, regn</p></div>
<div class="puff annons"><img src="/_avatar/annons-bil.svg" width="300" height="250" alt="Annons" /></div>
</div></div>
<div id="fot">Norrviks Tidning AB · Ansvarig utgivare: Karin Nyström · Storgatan 22, Norrvik · <a href="#">Kontakta redaktionen</a> · <a href="#">Annonsera</a></div>
</div>"""
    return make(
        "ds-plain-sv-norrvik-dagensfraga",
        "lookalike",
        "sv",
        doc("Klart för handelsområde vid Backa – 400 nya jobb", "Norrviks Tidning", "sv", css, body),
        [],
        path="/norrvik/2010/08/26/klart-for-handelsomrade-vid-backa.html",
        container="-",
        heading=None,
        description="A Swedish local paper's site of August 2010 (share bar with counts, most read with counts, weather, advert): under the text 'Dagens fråga', 5 people (photo, name, age, job or town, an answer); in the sidebar 'Senaste nytt', 5 timed headlines; no comment area.",
        lookalikes=("question of the day: 5 named people with age and town", "news feed: 5 timed items"),
    )


# --------------------------------------------------------------------------- nl: a regional daily, 2014


def nl_brieven_windmolens() -> Case:
    brieven = [
        (
            "Windmolens horen niet in het Wad",
            "De Noordkuster is geen industrieterrein. Wie op een heldere dag vanaf de dijk bij Oosthorn kijkt, ziet straks veertig wieken draaien in plaats van de horizon. Ik ben niet tegen duurzame energie, maar waarom moet het uitgerekend hier?",
            "Wietske de Haan",
            "Oosthorn",
        ),
        (
            "Wie betaalt de rekening?",
            "In uw krant van zaterdag lees ik dat de provincie 'geen kosten' heeft aan het windpark. De netaansluiting wordt toch ook door iemand betaald? Ik zou graag een keer een eerlijke rekensom zien.",
            "J.P. Kuipers",
            "Westerzijl",
        ),
        (
            "Kansen voor het dorp",
            "Mijn zoon heeft na zijn opleiding in Emden gewerkt omdat hier geen werk was. Als het windpark onderhoudswerk oplevert voor jongeren uit de regio, ben ik voor. Laten we niet altijd nee zeggen.",
            "Hilda Bakker-Roos",
            "Noordzijl",
        ),
    ]
    brieven_html = "".join(
        f'<div class="brief"><h4>{esc(t)}</h4><p>{esc(b)}</p><p class="afzender">{esc(n)}, {esc(p)}</p></div>'
        for t, b, n, p in brieven
    )
    tips = [
        ("Annemiek Post", "eindredacteur", "Fotoserie: een jaar lang dezelfde zeedijk"),
        ("Rutger Veenstra", "sportredactie", "De laatste kaatser van Westerzijl"),
        ("Sanne Hoekstra", "verslaggever", "Podcast: de geheimen van de Noordkuster-vuurtoren"),
    ]
    tips_html = "".join(
        f'<li><a href="#">{esc(t)}</a> <span class="tipgever">tip van {esc(n)}, {esc(f)}</span></li>'
        for n, f, t in tips
    )
    css = (
        "body{margin:0;background:#f6f6f6;font:14px/1.55 Georgia,serif;color:#1e1e1e}.container{width:1000px;margin:0 auto;background:#fff}"
        ".header{padding:12px 18px;border-bottom:1px solid #ddd;overflow:hidden}.header .logo{font:bold 38px Georgia;color:#004c8c;float:left}.header .sub{float:right;font:12px Arial;margin-top:22px}"
        ".mainnav{background:#004c8c;padding:6px 18px}.mainnav a{color:#fff;margin-right:14px;font:bold 13px Arial;text-decoration:none}.page{overflow:hidden;padding:16px 18px}"
        ".col-main{float:left;width:640px}.col-side{float:right;width:300px}.label{font:bold 11px Arial;color:#fff;background:#e8710a;padding:1px 5px}.lead{font-weight:bold}"
        ".meta{font:12px Arial;color:#777}.brieven{border-top:3px solid #004c8c;margin-top:18px}.brief{border-bottom:1px solid #ddd;padding:6px 0}.brief h4{margin:6px 0 2px;font:bold 15px Georgia}"
        ".afzender{font:italic 13px Georgia;color:#555;text-align:right}.side-blok{border:1px solid #ddd;margin-bottom:14px;padding:8px}.side-blok h3{margin:0 0 6px;font:bold 13px Arial;color:#004c8c;text-transform:uppercase}"
        ".tipgever{display:block;font:11px Arial;color:#888}.footer{background:#1e1e1e;color:#aaa;padding:14px 18px;font:11px Arial}"
    )
    body = f"""<div class="container">
<div class="header"><div class="logo">Dagblad Noordkuster</div><div class="sub">vrijdag 14 maart 2014 · <a href="#">Digitale krant</a> · <a href="#">Abonneren</a> · <a href="#">Inloggen</a></div></div>
<div class="mainnav"><a href="/">Voorpagina</a><a href="/regio/">Regio</a><a href="/binnenland/">Binnenland</a><a href="/sport/">Sport</a><a href="/cultuur/">Cultuur</a><a href="/opinie/">Opinie</a><a href="/familieberichten/">Familieberichten</a><a href="/service/">Service</a></div>
<div class="page"><div class="col-main">
<p><span class="label">Regio</span> <span class="meta">Westerzijl</span></p>
<h1>Provincie zet door: windpark voor de kust bij Westerzijl</h1>
<p class="meta">Marco Tjeerdsma · 14-03-14, 06:00 · Laatste update: 14-03-14, 11:31</p>
{share([("Facebook", "212"), ("Twitter", "38"), ("WhatsApp", ""), ("Mail", "")], "socialbar")}
<p class="lead">Provinciale Staten hebben donderdagavond ingestemd met een windpark van veertig turbines in zee, op zes kilometer van de kust bij Westerzijl. Omwonenden overwegen een rechtszaak.</p>
<p>Het park moet vanaf 2017 stroom leveren voor zo'n 150.000 huishoudens. Gedeputeerde Van Wijk sprak van "een historische stap voor de Noordkuster".</p>
<p>De stichting Horizon Vrij, die ruim 4.000 handtekeningen verzamelde, noemt het besluit "een klap in het gezicht van de kustdorpen". Voorzitter Klaas Mennema zegt dat de stichting met advocaten in gesprek is.</p>
<p>Over het windpark kwamen de afgelopen weken tientallen brieven binnen bij de krant. Een selectie verscheen in de zaterdageditie.</p>
<div class="brieven"><h3>Ingezonden brieven uit de krant van 8 maart</h3>{brieven_html}<p class="meta">Brieven (max. 200 woorden) naar brieven@dagbladnoordkuster.example. De redactie behoudt zich het recht voor brieven in te korten.</p></div>
<p class="geen-reacties meta">Reageren op dit artikel is niet mogelijk.</p>
</div>
<div class="col-side">
<div class="side-blok"><h3>Meest gelezen</h3>{counted("Windpark voor de kust bij Westerzijl | 8.214 ;; Ongeluk op de N361: twee gewonden | 5.580 ;; VV Westerzijl blij met punt | 3.977 ;; Bakkerij Hoekstra stopt na 90 jaar | 3.010", "keer gelezen")}</div>
<div class="side-blok"><h3>Tips van de redactie</h3><ul>{tips_html}</ul></div>
<div class="side-blok"><h3>Weer</h3><p>Vandaag: 11°C, zonnig, wind NO 4<br />Zaterdag: 9°C, bewolkt</p></div>
<div class="side-blok advertentie"><img src="/_avatar/adv-makelaar.svg" width="300" height="250" alt="Advertentie" /></div>
</div></div>
<div class="footer">© 2014 Dagblad Noordkuster · <a href="#">Colofon</a> · <a href="#">Privacy &amp; cookies</a> · <a href="#">Adverteren</a> · <a href="#">Klantenservice</a></div>
</div>"""
    return make(
        "ds-plain-nl-noordkuster-brieven",
        "lookalike",
        "nl",
        doc(
            "Provincie zet door: windpark voor de kust bij Westerzijl", "Dagblad Noordkuster", "nl", css, body
        ),
        [],
        path="/regio/2014/03/14/provincie-zet-door-windpark-westerzijl.html",
        container="-",
        heading=None,
        description="A Dutch regional daily's site of March 2014 (share bar with counts, most read with counts, weather, advert): under the text 'Ingezonden brieven uit de krant van 8 maart', 3 letters to the editor of the print edition (title, text, name and town); in the sidebar 'Tips van de redactie', 3 stories each with the staff member who picked it; 'Reageren op dit artikel is niet mogelijk.'",
        lookalikes=("letters to the editor of the print edition: 3 signed", "editors' tips: 3 signed picks"),
    )


def plain2_ds() -> list[Case]:
    return [pl_strefa_parkowania(), sv_dagens_fraga(), nl_brieven_windmolens()]

"""Blind set ed: two discussions as a Wayback-style web archive replays them: a Dutch regional news site on Drupal 7 of
2015 captured with its cookie bar over the page, and a Polish city portal of 2014 captured with its paywall box over the
cut article (the readers' opinions printed in full below it). Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ed_common import Capture, Case, archive, esc, kids, make, paras, talk

# --------------------------------------------------------------------------- nl: a regional news site on Drupal 7, 2015


def nl_windmolens() -> Case:
    cs = talk("""
Henk Brouwer @ di 14 april 2015 - 08:12 :: Vanaf mijn erf kijk ik straks tegen vier molens van 150 meter aan. Niemand van de provincie is hier ooit komen kijken.
>Ingrid van Dalen @ di 14 april 2015 - 08:40 :: Henk, er is vorig jaar wel een informatieavond geweest in het dorpshuis. Daar waren precies elf mensen.
>>Henk Brouwer @ di 14 april 2015 - 09:05 :: Op een dinsdagmiddag om drie uur. Dan staan wij gewoon op het land.
>>>Ingrid van Dalen @ di 14 april 2015 - 09:31 :: Dat is een terecht punt. Dat had 's avonds gemoeten.
Gerrit-Jan @ di 14 april 2015 - 09:15 :: Iedereen wil groene stroom maar niemand wil een molen in de buurt. Ergens moeten ze toch staan.
>W. Postma @ di 14 april 2015 - 10:02 :: Prima, maar waarom niet langs de A7 bij het industrieterrein? Daar woont niemand.
>>Gerrit-Jan @ di 14 april 2015 - 10:26 :: Volgens het artikel mag dat niet vanwege de laagvliegroute. Staat in de vierde alinea.
Annemiek S. @ di 14 april 2015 - 11:48 :: Krijgen de omwonenden eigenlijk iets terug? In Duitsland is het normaal dat het dorp meeprofiteert.
>Redactie Noorderpost @ di 14 april 2015 - 13:20 :: Dag Annemiek, volgens de initiatiefnemer komt er een omgevingsfonds van 40.000 euro per jaar. Wij zoeken uit hoe dat precies verdeeld wordt.
Klaas de Vries @ di 14 april 2015 - 14:05 :: Wie de slagschaduw een keer in de woonkamer heeft gehad wil dit nooit meer. Dat flikkert echt de hele middag.
Sjoukje @ wo 15 april 2015 - 07:30 :: De zienswijze kan tot 22 mei worden ingediend. Doen mensen, niet alleen hier mopperen!
""")
    k = kids(cs)
    cids = [30877 + i * 5 for i in range(len(cs))]
    users = {"Ingrid van Dalen": 1288, "Redactie Noorderpost": 3, "W. Postma": 5621}

    def one(i: int, first: bool, last: bool) -> str:
        c = cs[i]
        zebra = "odd" if i % 2 == 0 else "even"
        uid = users.get(c.who)
        name = (
            f'<a href="/gebruiker/{uid}" title="Gebruikersprofiel bekijken." class="username">{esc(c.who)}</a>'
            if uid
            else f'<span class="username">{esc(c.who)} (niet geverifieerd)</span>'
        )
        by = " comment-by-node-author" if c.who.startswith("Redactie") else ""
        cls = f"comment{' comment-by-anonymous' if not uid else ''}{by} clearfix {zebra}{' first' if first else ''}{' last' if last else ''}"
        out = (
            f'<a id="comment-{cids[i]}"></a>\n<div class="{cls}">'
            f'<div class="attribution"><div class="comment-submitted"><p class="commenter-name">{name}</p>'
            f'<p class="comment-time">{esc(c.at)}</p><p class="comment-permalink"><a href="/comment/{cids[i]}#comment-{cids[i]}" class="permalink" rel="bookmark">Permalink</a></p></div></div>'
            f'<div class="comment-text"><div class="comment-arrow"></div><div class="content"><span rel="sioc:reply_of" resource="/nieuws/2015/04/13/windpark-dongeradeel" class="rdf-meta element-hidden"></span>'
            f'<div class="field field-name-comment-body field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{paras(c.body)}</div></div></div></div>'
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/4471/{cids[i]}">reageer</a></li></ul></div></div>\n'
        )
        ks = k.get(i, [])
        if ks:
            out += (
                '<div class="indented">'
                + "".join(one(j, n == 0, n == len(ks) - 1) for n, j in enumerate(ks))
                + "</div>\n"
            )
        return out

    tops = k[None]
    thread = "".join(one(i, n == 0, n == len(tops) - 1) for n, i in enumerate(tops))
    url = "http://www.noorderpost.nl/nieuws/2015/04/13/windpark-dongeradeel-provincie-zet-door"
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN"
  "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="nl" version="XHTML+RDFa 1.0" dir="ltr"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/terms/"
  xmlns:sioc="http://rdfs.org/sioc/ns#">
<head profile="http://www.w3.org/1999/xhtml/vocab">
  <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="shortcut icon" href="http://www.noorderpost.nl/sites/all/themes/noorderpost/favicon.ico" type="image/vnd.microsoft.icon" />
<meta name="Generator" content="Drupal 7 (http://drupal.org)" />
<link rel="canonical" href="/nieuws/2015/04/13/windpark-dongeradeel-provincie-zet-door" />
<link rel="shortlink" href="/node/4471" />
  <title>Windpark Dongeradeel: provincie zet door | Noorderpost</title>
  <style type="text/css" media="all">
@import url("http://www.noorderpost.nl/modules/system/system.base.css?nm2k1p");
</style>
<link type="text/css" rel="stylesheet" href="http://www.noorderpost.nl/sites/default/files/css/css_Wk7pQ0yK2jJm3sV0nq4TtE1aH8b0xR3Y6cZ4uFvD1oA.css" media="all" />
  <script type="text/javascript" src="http://www.noorderpost.nl/sites/default/files/js/js_xAPl0qIk9eD7d3uo3O-qOfkd0Dh-2v8yNw9sPYD4D8M.js"></script>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {{"basePath":"\\/","pathPrefix":"","ajaxPageState":{{"theme":"noorderpost","theme_token":"Qm3vKz0bF8rT2yWcL5nA9dHj1pX7sE4uG6iO0aVtY3c"}},"eu_cookie_compliance":{{"popup_enabled":1,"popup_agreed_enabled":0,"popup_position":0,"popup_clicking_confirmation":1}}}});
//--><!]]>
</script>
</head>
<body class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-4471 node-type-artikel" >
  <div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Overslaan en naar de inhoud gaan</a></div>
  <div id="page-wrapper"><div id="page">
  <div id="header"><div class="section clearfix">
    <a href="/" title="Home" rel="home" id="logo"><img src="http://www.noorderpost.nl/sites/all/themes/noorderpost/logo.png" alt="Noorderpost" /></a>
    <div class="region region-header"><div id="block-block-7" class="block block-block"><div class="content"><p class="datum">dinsdag 14 april 2015</p><p class="weer">Dokkum 11 °C, half bewolkt</p></div></div></div>
  </div></div>
  <div id="main-menu" class="navigation"><h2 class="element-invisible">Hoofdmenu</h2><ul id="main-menu-links" class="links clearfix"><li class="menu-218 first"><a href="/">Home</a></li><li class="menu-412 active-trail"><a href="/nieuws" class="active-trail">Nieuws</a></li><li class="menu-413"><a href="/sport">Sport</a></li><li class="menu-414"><a href="/112">112</a></li><li class="menu-415"><a href="/agenda">Agenda</a></li><li class="menu-416"><a href="/familieberichten">Familieberichten</a></li><li class="menu-417 last"><a href="/tip-de-redactie">Tip de redactie</a></li></ul></div>
  <div id="main-wrapper" class="clearfix"><div id="main" class="clearfix">
    <div class="breadcrumb"><a href="/">Home</a> » <a href="/nieuws">Nieuws</a></div>
    <div id="content" class="column"><div class="section">
      <a id="main-content"></a>
      <h1 class="title" id="page-title">Windpark Dongeradeel: provincie zet door</h1>
      <div class="region region-content">
  <div id="block-system-main" class="block block-system"><div class="content">
  <div id="node-4471" class="node node-artikel node-promoted clearfix" about="/nieuws/2015/04/13/windpark-dongeradeel-provincie-zet-door" typeof="sioc:Item foaf:Document">
      <div class="meta submitted"><span property="dc:date dc:created" content="2015-04-13T19:02:00+02:00" datatype="xsd:dateTime" rel="sioc:has_creator">Door <span class="username" xml:lang="" about="/gebruiker/12" typeof="sioc:UserAccount" property="foaf:name" datatype="">Tjitske Hoekstra</span> op ma 13 april 2015 - 19:02</span></div>
  <div class="content clearfix">
    <div class="field field-name-field-afbeelding field-type-image field-label-hidden"><div class="field-items"><div class="field-item even"><img typeof="foaf:Image" src="http://www.noorderpost.nl/sites/default/files/styles/artikel_groot/public/afbeeldingen/windpark-kaart-2015.jpg?itok=8uQm2ZpA" width="640" height="360" alt="Kaart van het geplande windpark" /></div></div></div>
    <div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
<p><strong>DOKKUM - Gedeputeerde Staten houden vast aan het windpark bij Ee en Engwierum. De zes molens van 150 meter hoog komen er, ondanks ruim 300 bezwaren uit de dorpen.</strong></p>
<p>Dat maakte gedeputeerde Sietse Wouda maandagmiddag bekend na afloop van de vergadering van het college. Het ontwerp-inpassingsplan ligt vanaf 10 april zes weken ter inzage.</p>
<p>Volgens de provincie is de locatie gekozen omdat die buiten de Natura 2000-gebieden ligt en de molens daar aansluiten bij de bestaande hoogspanningslijn.</p>
<p>Een plek langs de A7 bij het bedrijventerrein Betterwird viel af vanwege de laagvliegroute van defensie.</p>
<p>Dorpsbelang Ee kondigde maandagavond aan een zienswijze in te dienen en desnoods naar de Raad van State te stappen.</p>
</div></div></div>
    <div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-inline clearfix"><div class="field-label">Tags:&nbsp;</div><div class="field-items"><div class="field-item even"><a href="/tags/windenergie" typeof="skos:Concept" property="rdfs:label skos:prefLabel">windenergie</a></div><div class="field-item odd"><a href="/tags/ee" typeof="skos:Concept" property="rdfs:label skos:prefLabel">Ee</a></div><div class="field-item even"><a href="/tags/provincie" typeof="skos:Concept" property="rdfs:label skos:prefLabel">provincie</a></div></div></div>
  </div>
  <div class="link-wrapper"><ul class="links inline"><li class="comment_forbidden first"><span><a href="/user/login?destination=node/4471%23comment-form">Log in</a> of <a href="/user/register?destination=node/4471%23comment-form">registreer</a> om te reageren</span></li><li class="addtoany last"><span><a class="a2a_dd addtoany_share_save" href="http://www.addtoany.com/share_save#url=http%3A%2F%2Fwww.noorderpost.nl%2Fnieuws%2F2015%2F04%2F13%2Fwindpark&amp;title=Windpark">Delen</a></span></li></ul></div>
  <div id="comments" class="comment-wrapper">
          <h2 class="title">Reacties</h2>
    {thread}
  </div>
</div>
</div></div>
</div>
    </div></div>
    <div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">
  <div id="block-block-3" class="block block-block"><div class="content"><div class="advertentie">Advertentie<br /><img src="http://www.noorderpost.nl/sites/default/files/banners/bakkerij-visser-300x250.gif" width="300" height="250" alt="Bakkerij Visser" /></div></div></div>
  <div id="block-views-meest-gelezen-block" class="block block-views"><h2>Meest gelezen</h2><div class="content"><div class="view view-meest-gelezen"><div class="item-list"><ol><li class="views-row views-row-1 views-row-odd views-row-first"><a href="/nieuws/2015/04/13/windpark-dongeradeel-provincie-zet-door">Windpark Dongeradeel: provincie zet door</a></li><li class="views-row views-row-2 views-row-even"><a href="/112/2015/04/13/schuurbrand-in-anjum">Schuurbrand in Anjum, koeien gered</a></li><li class="views-row views-row-3 views-row-odd"><a href="/sport/2015/04/12/vv-dokkum-wint-derby">VV Dokkum wint derby van Blauw Wit '34</a></li><li class="views-row views-row-4 views-row-even views-row-last"><a href="/nieuws/2015/04/11/bibliotheek-langer-open">Bibliotheek op zaterdag langer open</a></li></ol></div></div></div></div>
  <div id="block-views-agenda-block" class="block block-views"><h2>Agenda</h2><div class="content"><div class="item-list"><ul><li><span class="date-display-single">16 apr</span> Kaatsvereniging: jaarvergadering</li><li><span class="date-display-single">18 apr</span> Rommelmarkt in Holwerd</li><li><span class="date-display-single">22 mei</span> Sluiting zienswijzen windpark</li></ul></div></div></div>
</div></div></div>
  </div></div>
  <div id="footer"><div class="section"><div class="region region-footer"><div id="block-block-1" class="block block-block"><div class="content"><p>Noorderpost is een uitgave van Uitgeverij De Lauwers B.V. · <a href="/colofon">Colofon</a> · <a href="/privacy">Privacy- en cookieverklaring</a> · <a href="/adverteren">Adverteren</a></p></div></div></div></div></div>
  </div></div>
<div id="sliding-popup" class="sliding-popup-bottom" style="height: auto; width: 100%; bottom: 0px;"><div><div class="popup-content info"><div id="popup-text"><p>Noorderpost gebruikt cookies om de website goed te laten werken, om het gebruik te meten en om advertenties af te stemmen op uw interesses. Door verder te klikken gaat u akkoord met het gebruik van cookies.</p></div><div id="popup-buttons"><button type="button" class="agree-button">Akkoord</button><button type="button" class="find-more-button">Meer informatie</button></div></div></div></div>
<script type="text/javascript" src="http://www.noorderpost.nl/sites/default/files/js/js_3QmBv1n9Rr7eK2aYlq0GfZ8xW4cD6hJsT5uI1oP9kLs.js"></script>
</body>
</html>"""
    css = """body{margin:0;font:14px/1.5 Verdana,Arial,sans-serif;color:#333;background:#eef2f5}#page{width:960px;margin:0 auto;background:#fff}
#header{background:#005a8c;padding:14px 20px;color:#fff;position:relative}#header img{background:#00456b;width:260px;height:60px}.region-header{position:absolute;right:20px;top:18px;text-align:right}.region-header p{margin:0}
#main-menu ul{list-style:none;margin:0;padding:0 20px;background:#00456b;overflow:hidden}#main-menu li{float:left}#main-menu a{display:block;color:#fff;padding:8px 12px}
#main{overflow:hidden;padding:14px 20px}#content{float:left;width:620px}#sidebar-second{float:right;width:300px}h1.title{font:bold 26px Georgia,serif;margin:6px 0}.meta{color:#777;font-size:12px}
.element-invisible,.element-hidden{position:absolute !important;clip:rect(1px,1px,1px,1px);overflow:hidden;height:1px}.links.inline{list-style:none;padding:0}.links.inline li{display:inline;margin-right:8px}
#comments h2.title{border-bottom:2px solid #005a8c}.comment{border-bottom:1px solid #e2e8ee;padding:8px 0;overflow:hidden}.comment .attribution{float:left;width:150px;font-size:11px;color:#666}.commenter-name{font-weight:bold;margin:0}.comment-text{margin-left:160px}
.comment-by-node-author{background:#f0f6fa}.indented{margin-left:30px}.comment .links{font-size:11px}.block h2{font-size:15px;border-top:3px solid #005a8c;padding-top:4px}
#footer{background:#333;color:#ccc;padding:14px 20px;font-size:12px}#footer a{color:#fff}
#sliding-popup{position:fixed;z-index:99999;background:#0b2b40;color:#fff;font-size:13px}#sliding-popup .popup-content{max-width:900px;margin:0 auto;padding:10px;display:flex;gap:14px;align-items:center}#popup-buttons button{margin:2px 4px;padding:4px 10px}"""
    cap = Capture(
        url=url,
        ts="20150414162233",
        count=3,
        span=("20150414162233", "20161108041903"),
        months=("", "20150523090114"),
        days=("", "20150415063012"),
        years=("", "20161108041903"),
        nearby=(
            ("20150414162233", "Wide Crawl Number 14"),
            ("20150415063012", "Wide Crawl Number 14"),
            ("20150523090114", "Common Crawl"),
        ),
        collector="Tidemark Web Crawls",
        collector_text="Wide crawls of the web, begun in 2010, run a few times a year from a list of seeds of many millions of sites.",
        collection="Wide Crawl Number 14",
    )
    out = archive(
        page,
        cap,
        scripts="keep",
        kept={
            "http://www.noorderpost.nl/sites/default/files/css/css_Wk7pQ0yK2jJm3sV0nq4TtE1aH8b0xR3Y6cZ4uFvD1oA.css": css,
            "http://www.noorderpost.nl/sites/default/files/js/js_xAPl0qIk9eD7d3uo3O-qOfkd0Dh-2v8yNw9sPYD4D8M.js": "var jQuery = window.jQuery || { extend: function (a, b) { for (var k in b) a[k] = b[k]; return a; } };\nvar Drupal = Drupal || { settings: {}, behaviors: {} };\n",
        },
    )
    return make(
        "ed-nl-ee-windpark",
        "discussion",
        "nl",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="div#comments.comment-wrapper under 'Reacties' (Drupal 7): a#comment-N + div.comment (div.attribution: p.commenter-name NAME or 'NAME (niet geverifieerd)', p.comment-time 'di 14 april 2015 - 08:12', Permalink; div.comment-text > field-item > p; 'reageer'), replies in a div.indented sibling after their parent, four deep",
        heading="Reacties",
        description="A Dutch regional news site on Drupal 7 of April 2015 (logo, weather, main menu, most read, agenda, a local advert, AddToAny) captured the next day with its EU cookie bar printed over the bottom of the page (its script never ran to close it): 11 readers' reactions four deep in Drupal's flat-with-div.indented markup, guests '(niet geverifieerd)', the newsroom answering; scripts kept as archived stubs.",
    )


# --------------------------------------------------------------------------- pl: a city portal, 2014 (paywall box)


def pl_tramwaj() -> Case:
    cs = talk("""
~Jurek z Mokrego @ 12.05.2014, 14:33 :: Tramwaj na Mokre obiecywali już w 2006 roku. Teraz znowu przed wyborami. Zobaczymy po wyborach.
>~Ania K. @ 12.05.2014, 14:51 :: Tym razem jest umowa na dofinansowanie z Unii, to nie są tylko słowa. Podpisali w zeszłym tygodniu.
>>~Jurek z Mokrego @ 12.05.2014, 15:10 :: Umowę na most też podpisali i stoi do dzisiaj niedokończony.
torunianin_1977 @ 12.05.2014, 15:02 :: A co z ulicą Olsztyńską? Przez dwa lata remontu nie da się tam dojechać do pracy.
~Krystyna @ 12.05.2014, 16:20 :: Dla starszych ludzi tramwaj to zbawienie. Autobus 18 jeździ co 40 minut i jest zawsze pełny.
>~student UMK @ 12.05.2014, 17:45 :: Popieram. Z akademików na Bielanach też nie ma jak dojechać wieczorem.
Marek Z. @ 12.05.2014, 18:02 :: Ile będzie kosztował bilet? Bo jeżeli drożej niż autobus, to nikt nie przesiądzie się z samochodu.
>~Ania K. @ 12.05.2014, 18:30 :: Bilet ma być taki sam jak na wszystkie linie, 3 zł normalny. Tak mówił prezes MZK na sesji.
~kierowca @ 12.05.2014, 21:14 :: Tory w środku jezdni na Szosie Lubickiej zabiorą jeden pas. Korki będą jeszcze większe niż teraz.
~Basia z Rubinkowa @ 13.05.2014, 07:40 :: Wreszcie! Czekamy na to od lat, mam nadzieję, że zdążą przed 2017.
""")
    k = kids(cs)
    votes = [(24, 3), (12, 5), (18, 2), (9, 1), (31, 0), (14, 1), (7, 2), (11, 0), (5, 19), (22, 1)]
    ids = [8803310 + i * 23 for i in range(len(cs))]

    def op(i: int) -> str:
        c = cs[i]
        up, down = votes[i]
        anon = c.who.startswith("~")
        who = (
            f'<span class="op-nick op-gosc" title="Użytkownik niezalogowany">{esc(c.who)}</span> <span class="op-ip">(IP: 83.27.*.*)</span>'
            if anon
            else f'<a class="op-nick" href="http://www.nowosci-torun.pl/profil/{esc(c.who.lower().replace(" ", "").replace(".", ""))}">{esc(c.who)}</a>'
        )
        sub = "".join(op(j) for j in k.get(i, []))
        sub = f'<div class="op-odp">{sub}</div>' if sub else ""
        return (
            f'<div class="op-wpis" id="op{ids[i]}"><div class="op-naglowek">{who} <span class="op-data">{esc(c.at)}</span></div>'
            f'<div class="op-tresc">{paras(c.body)}</div>'
            f'<div class="op-stopka"><a href="#" class="op-plus">+{up}</a> <a href="#" class="op-minus">-{down}</a> · <a href="/opinie/odpowiedz/{ids[i]}">odpowiedz</a> · <a href="/opinie/zglos/{ids[i]}">zgłoś do usunięcia</a></div>{sub}</div>'
        )

    items = "".join(op(i) for i in k[None])
    url = "http://www.nowosci-torun.pl/wiadomosci/torun/art/4155218,tramwaj-na-mokre-jest-umowa-z-urzedem-marszalkowskim,id,t.html"
    page = f"""<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<title>Tramwaj na Mokre. Jest umowa z urzędem marszałkowskim - Nowości Toruń</title>
<meta name="description" content="Linia tramwajowa na Mokre i Rubinkowo ma być gotowa w 2017 roku. Miasto podpisało umowę na dofinansowanie.">
<meta property="og:title" content="Tramwaj na Mokre. Jest umowa z urzędem marszałkowskim">
<meta property="og:image" content="http://s.nowosci-torun.pl/images/2014/05/12/tramwaj-mokre_620.jpg">
<link rel="stylesheet" href="http://s.nowosci-torun.pl/css/nt-portal-2013.css?r=8814">
<script src="http://s.nowosci-torun.pl/js/jquery.min.js?r=8814"></script>
<script src="http://s.nowosci-torun.pl/js/nt-paywall.js?r=8814"></script>
<script>var gemius_identifier = 'nSFLz.7sdfK0_a9dj2nqD8e9.1Lcbz3NbbLvsn5WsfP.e7';</script>
</head>
<body class="artykul">
<div id="top-bar"><a href="http://www.nowosci-torun.pl/">nowosci-torun.pl</a> <a href="http://www.nowosci-torun.pl/ogloszenia/">Ogłoszenia</a> <a href="http://www.nowosci-torun.pl/nekrologi/">Nekrologi</a> <a href="http://www.nowosci-torun.pl/prenumerata/">Prenumerata</a> <a href="http://www.nowosci-torun.pl/logowanie/" class="zaloguj">Zaloguj się</a></div>
<div id="naglowek"><a href="http://www.nowosci-torun.pl/" class="logo"><img src="http://s.nowosci-torun.pl/img/logo-nowosci.png" alt="Nowości - Dziennik Toruński" width="280" height="54"></a>
<div class="pogoda">Toruń <b>17°C</b> przelotne opady</div></div>
<ul id="menu"><li class="aktywny"><a href="http://www.nowosci-torun.pl/wiadomosci/">Wiadomości</a></li><li><a href="http://www.nowosci-torun.pl/sport/">Sport</a></li><li><a href="http://www.nowosci-torun.pl/kultura/">Kultura</a></li><li><a href="http://www.nowosci-torun.pl/biznes/">Biznes</a></li><li><a href="http://www.nowosci-torun.pl/motofakty/">Motofakty</a></li><li><a href="http://www.nowosci-torun.pl/galerie/">Galerie</a></li><li><a href="http://www.nowosci-torun.pl/wideo/">Wideo</a></li></ul>
<div id="billboard"><img src="http://reklama.nowosci-torun.pl/b/750x100_salon_meblowy.gif" width="750" height="100" alt="Reklama"></div>
<div id="strona"><div id="lewa">
<p class="sciezka"><a href="http://www.nowosci-torun.pl/">Strona główna</a> » <a href="http://www.nowosci-torun.pl/wiadomosci/torun/">Toruń</a></p>
<h1>Tramwaj na Mokre. Jest umowa z urzędem marszałkowskim</h1>
<p class="metryka">Tomasz Wiśniewski · 12 maja 2014, 13:05 · <a href="#opinie">opinie (10)</a></p>
<p class="lead">Linia tramwajowa na Mokre i Rubinkowo ma być gotowa w 2017 roku. W piątek miasto podpisało umowę na 142 mln zł dofinansowania z funduszy unijnych.</p>
<div class="zdjecie"><img src="http://s.nowosci-torun.pl/images/2014/05/12/tramwaj-mokre_620.jpg" width="620" height="349" alt=""><p>Tak ma wyglądać przystanek przy ul. Olsztyńskiej. Wizualizacja: UM Toruń</p></div>
<div class="tresc tresc-platna">
<p>Nowa trasa będzie miała 6,4 km i połączy plac Rapackiego z Rubinkowem przez ulice Olsztyńską i Szosę Lubicką. Powstanie na niej 11 par przystanków.</p>
<p>Umowę w imieniu miasta podpisał w piątek prezydent Torunia. Całkowity koszt inwestycji szacowany jest na 260 mln zł. Przetarg na budowę ma zostać ogłoszony jeszcze w czerwcu.</p>
<div class="paywall-mgla"></div>
</div>
<div class="paywall" id="paywall-box"><p class="paywall-tytul">Pozostało jeszcze 78% treści</p>
<p>Ten artykuł jest dostępny w całości dla prenumeratorów serwisu nowosci-torun.pl. Prenumerata cyfrowa to dostęp do wszystkich artykułów i wydania elektronicznego gazety.</p>
<p><a class="paywall-kup" href="http://www.nowosci-torun.pl/prenumerata/?ref=paywall&amp;art=4155218">Kup dostęp od 1,23 zł</a> <a href="http://www.nowosci-torun.pl/logowanie/?ref=paywall">Masz już dostęp? Zaloguj się</a></p>
<p class="paywall-sms">Dostęp do tego artykułu przez SMS: wyślij NT.4155218 na numer 73068 (3,69 zł z VAT)</p></div>
<div class="polecane"><h3>Polecamy</h3><ul><li><a href="http://www.nowosci-torun.pl/wiadomosci/torun/art/4154907,most-im-gen-elzbiety-zawackiej-kiedy-otwarcie,id,t.html">Nowy most: kiedy otwarcie? Wykonawca podał termin</a></li><li><a href="http://www.nowosci-torun.pl/wiadomosci/torun/art/4155102,juwenalia-2014-program,id,t.html">Juwenalia 2014. Sprawdź program koncertów</a></li></ul></div>
<div id="opinie" class="opinie">
<h2>Opinie czytelników <span>(10)</span></h2>
<p class="opinie-info">Dodaj swoją opinię. Wpisy obraźliwe będą usuwane. <a href="http://www.nowosci-torun.pl/regulamin/">Regulamin</a></p>
<form class="opinie-form" action="http://www.nowosci-torun.pl/opinie/dodaj/4155218" method="post"><input type="text" name="podpis" placeholder="Podpis"><textarea name="tresc" rows="3" placeholder="Twoja opinia"></textarea><button type="submit">Dodaj opinię</button></form>
<p class="sortuj">Sortuj: <b>od najstarszych</b> | <a href="?sort=najnowsze#opinie">od najnowszych</a> | <a href="?sort=najlepsze#opinie">najlepiej oceniane</a></p>
{items}
</div>
</div>
<div id="prawa">
<div class="reklama-box"><img src="http://reklama.nowosci-torun.pl/b/300x250_dom_development.gif" width="300" height="250" alt="Reklama"></div>
<div class="box"><h3>Najczęściej czytane</h3><ol><li><a href="http://www.nowosci-torun.pl/wiadomosci/torun/art/4155001,wypadek-na-szosie-chelminskiej,id,t.html">Wypadek na Szosie Chełmińskiej. Jedna osoba ranna</a></li><li><a href="http://www.nowosci-torun.pl/sport/art/4154988,apator-wygrywa-w-gorzowie,id,t.html">Apator wygrywa w Gorzowie!</a></li><li><a href="http://www.nowosci-torun.pl/wiadomosci/torun/art/4155218,tramwaj-na-mokre-jest-umowa-z-urzedem-marszalkowskim,id,t.html">Tramwaj na Mokre. Jest umowa</a></li></ol></div>
<div class="box"><h3>Najczęściej komentowane</h3><ol><li><a href="http://www.nowosci-torun.pl/wiadomosci/torun/art/4154620,parkingi-na-starowce-drozeja,id,t.html">Parkingi na Starówce drożeją</a> (58)</li><li><a href="http://www.nowosci-torun.pl/wiadomosci/torun/art/4155218,tramwaj-na-mokre-jest-umowa-z-urzedem-marszalkowskim,id,t.html">Tramwaj na Mokre</a> (10)</li></ol></div>
<div class="box"><h3>Sonda</h3><p>Czy skorzystasz z tramwaju na Mokre?</p><ul><li>Tak, codziennie – 46%</li><li>Czasami – 31%</li><li>Nie – 23%</li></ul><p class="glosy">Głosów: 1 214</p></div>
</div></div>
<div id="stopka"><p>© 2014 Nowości Dziennik Toruński. Wszystkie prawa zastrzeżone. <a href="http://www.nowosci-torun.pl/kontakt/">Kontakt</a> · <a href="http://www.nowosci-torun.pl/reklama/">Reklama</a> · <a href="http://www.nowosci-torun.pl/polityka-prywatnosci/">Polityka prywatności</a></p></div>
</body>
</html>"""
    css = """body{margin:0;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222;background:#fff}#top-bar{background:#f2f2f2;border-bottom:1px solid #ddd;padding:4px 10px;font-size:11px}#top-bar a{margin-right:10px;color:#333}
#naglowek{width:990px;margin:0 auto;padding:10px 0;position:relative}#naglowek img{background:#c4161c}.pogoda{position:absolute;right:0;top:24px}
#menu{width:990px;margin:0 auto;padding:0;list-style:none;background:#c4161c;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;font-weight:bold;padding:8px 12px}
#billboard{width:750px;height:100px;margin:10px auto;background:#f5f5f5}#strona{width:990px;margin:0 auto;overflow:hidden}#lewa{float:left;width:640px}#prawa{float:right;width:310px}
h1{font:bold 26px Georgia,serif;margin:8px 0}.metryka{color:#888;font-size:11px}.lead{font-weight:bold}.zdjecie img{background:#ddd}.zdjecie p{font-size:11px;color:#666}
.tresc-platna{position:relative}.paywall-mgla{position:absolute;left:0;right:0;bottom:0;height:60px;background:linear-gradient(rgba(255,255,255,0),#fff)}
.paywall{border:2px solid #c4161c;background:#fff8e6;padding:14px;margin:10px 0}.paywall-tytul{font:bold 18px Georgia,serif;color:#c4161c}.paywall-kup{background:#c4161c;color:#fff;padding:6px 12px;font-weight:bold;margin-right:10px}
.opinie h2{border-bottom:2px solid #c4161c}.opinie-form textarea{width:100%}.op-wpis{border-bottom:1px dotted #ccc;padding:8px 0}.op-odp{margin-left:28px;border-left:3px solid #eee;padding-left:8px}
.op-nick{font-weight:bold;color:#c4161c}.op-gosc{color:#555}.op-ip,.op-data{color:#999;font-size:11px}.op-tresc p{margin:4px 0}.op-stopka{font-size:11px;color:#999}.op-plus{color:#2a8a2a}.op-minus{color:#c4161c}
.box h3{background:#333;color:#fff;padding:4px 8px;font-size:13px}#stopka{background:#333;color:#aaa;padding:12px;font-size:11px;margin-top:20px}#stopka a{color:#fff}"""
    cap = Capture(
        url=url,
        ts="20140513094410",
        count=2,
        span=("20140513094410", "20140821162730"),
        months=("", "20140821162730"),
        days=("", "20140821162730"),
        years=("", ""),
        nearby=(("20140513094410", "Common Crawl"), ("20140821162730", "Wide Crawl Number 11")),
        collector="Common Crawl",
        collector_text="Web crawl data donated by Common Crawl, a non-profit that crawls the web and freely provides its archives to the public.",
        collection="Common Crawl",
    )
    out = archive(
        page, cap, scripts="comment", kept={"http://s.nowosci-torun.pl/css/nt-portal-2013.css": css}
    )
    return make(
        "ed-pl-torun-tramwaj",
        "discussion",
        "pl",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="div#opinie under 'Opinie czytelników (10)' (after the paywall box and the form): div.op-wpis (div.op-naglowek: span.op-nick '~NAME' for guests with '(IP: 83.27.*.*)' or a profile link, span.op-data '12.05.2014, 14:33'; div.op-tresc > p; '+24 -3', odpowiedz, zgłoś do usunięcia), answers in div.op-odp inside the parent, two deep",
        heading="Opinie czytelników (10)",
        description="A Polish city paper's portal of May 2014 (billboard, weather, most read, most discussed with counts, a poll with results, recommended links) captured the next morning with its paywall box printed over the cut article ('Pozostało jeszcze 78% treści', an SMS code), its script commented out; 10 readers' opinions two deep, guests with '~' and masked IPs, '+N -N' votes; never says 'comment' in its markup.",
    )


def threads3_ed() -> list[Case]:
    return [nl_windmolens(), pl_tramwaj()]

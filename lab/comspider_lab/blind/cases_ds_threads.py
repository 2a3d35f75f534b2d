"""Blind set DS: three small discussions, on a Hebrew local news site of 2012 (talkbacks with titles, right to
left), a Dutch regional weekly's site of 2013 and a Polish city portal of 2011, each in its own server-printed
template. Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ds_common import C, Case, counted, doc, esc, kids, make, paras, share, talk

# --------------------------------------------------------------------------- he: a local news site, 2012


def he_shuk() -> Case:
    cs = talk("""
מירב, רמת הדקלים @ 14.03.12 11:42 :: סוף סוף // כבר שנים מחכים לשוק אמיתי במרכז ולא עוד קניון. מקווה שיהיו גם דוכנים של חקלאים מהמושבים ולא רק סינים עם כיסויים לטלפון.
תושב רחוב הזית @ 14.03.12 12:15 :: ומה עם החניה?? // אנחנו גרים בדיוק על הרחוב הזה ובימי שישי כבר היום אי אפשר למצוא חניה. מישהו בעירייה חשב על זה בכלל או שרק רוצים תמונה לעיתון לפני הבחירות
>אבי ש. @ 14.03.12 12:58 :: לתושב רחוב הזית // כתוב בכתבה שהחניון של המתנ"ס יהיה פתוח בחינם בימי שישי. תקרא עד הסוף לפני שאתה מתלונן
רון @ 14.03.12 14:20 :: כל הכבוד לראש העיר (לת)
דנה @ 15.03.12 08:05 :: ניסיון של חודשיים זה לא רציני // גם בעיר השכנה התחילו עם "פיילוט" ובסוף הכל נשאר אותו דבר. צריך להחליט ולהתחייב לשנה לפחות, אחרת הרוכלים הטובים לא יבואו.
""")
    k = kids(cs)

    def tb(i: int, num: str) -> str:
        c = cs[i]
        title, _, rest = c.body.partition("\n\n")
        name, _, town = c.who.partition(", ")
        sub = ""
        if i in k:
            sub = '<div class="tb-replies">' + "".join(tb(j, "") for j in k[i]) + "</div>"
        return (
            f'<div class="tb{" tb-reply" if not num else ""}" id="tb{40871 + i}">'
            f'<div class="tb-head">{f"<span class={chr(34)}tb-num{chr(34)}>{num}.</span> " if num else ""}'
            f'<span class="tb-by"><span class="tb-name">{esc(name)}</span>{f", <span class={chr(34)}tb-town{chr(34)}>{esc(town)}</span>" if town else ""}</span> '
            f'<span class="tb-date">({esc(c.at)})</span></div>'
            f'<div class="tb-content"><a class="tb-title" href="#tb{40871 + i}">{esc(title)}</a>'
            + (f'<div class="tb-body">{paras(rest)}</div>' if rest else "")
            + "</div>"
            + f'<div class="tb-act"><a href="#tb-form">הגב לתגובה</a> · <a href="#">דווח</a></div>{sub}</div>'
        )

    nums = [str(n + 1) for n in range(len(k[None]))]
    talkbacks = "".join(tb(i, n) for i, n in zip(k[None], nums, strict=True))
    css = (
        "body{margin:0;background:#e9e6df;font:13px/1.5 Arial,'Arial Hebrew',sans-serif;color:#222;direction:rtl}"
        "#wrap{width:970px;margin:0 auto;background:#fff}#top{background:#1d4e89;color:#fff;padding:10px 16px;overflow:hidden}"
        "#top .logo{font:bold 30px Arial;float:right}#top .today{float:left;font-size:11px;margin-top:14px}#menu{background:#f2b705;padding:5px 16px}"
        "#menu a{color:#1d1d1d;font-weight:bold;margin-left:14px;text-decoration:none}#flash{background:#fff4cc;padding:4px 16px;font-size:12px}"
        "#main{float:right;width:630px;padding:16px}#side{float:left;width:280px;padding:16px 0 16px 16px}.clear{clear:both}"
        ".subtitle{font-size:16px;color:#444}.art-date{color:#888;font-size:11px}.box{border:1px solid #ddd;margin-bottom:12px}"
        ".box h4{margin:0;background:#1d4e89;color:#fff;padding:4px 8px}.box ol,.box ul{margin:6px 24px 6px 6px;padding:0}"
        "#talkbacks h3{border-bottom:2px solid #1d4e89;color:#1d4e89}.tb{border-bottom:1px dotted #bbb;padding:5px 0}"
        ".tb-title{display:block;font-weight:bold;color:#1d4e89}.tb-by{color:#555}.tb-date{color:#999;font-size:11px}.tb-replies{margin-right:26px;border-right:2px solid #e2e2e2;padding-right:8px}"
        ".tb-act{font-size:11px}#foot{background:#333;color:#ccc;padding:14px;font-size:11px;clear:both}"
    )
    body = f"""<div id="wrap">
<div id="top"><div class="logo"><a href="/" style="color:#fff;text-decoration:none">חדשות רמת הדקלים</a></div><div class="today">יום רביעי, 14 במרץ 2012 · כ"א באדר תשע"ב</div></div>
<div id="menu"><a href="/">ראשי</a><a href="/news/">חדשות העיר</a><a href="/iria/">עירייה</a><a href="/hinuch/">חינוך</a><a href="/sport/">ספורט</a><a href="/tarbut/">תרבות ופנאי</a><a href="/nadlan/">נדל"ן</a><a href="/luach/">לוח מודעות</a><a href="/contact/">צור קשר</a></div>
<div id="flash"><b>מבזקים:</b> 10:55 תאונה בכניסה הדרומית, עומסי תנועה · 09:20 הפסקת מים מחר ברחוב הגפן · 08:40 הפועל רמת הדקלים ניצחה 2:1 בחוץ</div>
<div id="main">
<p class="crumbs"><a href="/">ראשי</a> &gt; <a href="/news/">חדשות העיר</a></p>
<h1>שוק איכרים בכל יום שישי: רחוב הזית ייסגר לתנועה</h1>
<p class="subtitle">מועצת העיר אישרה פיילוט של חודשיים. הדוכנים יפעלו בין 7:00 ל-14:00, והחניון של המתנ"ס ייפתח בחינם לבאי השוק</p>
<p class="art-date">מאת: שירי לביא · פורסם: 14.03.12, 10:31</p>
{share([("Facebook", "112"), ("Twitter", "9"), ("שלח לחבר", "")], "share-bar")}
<div class="photo"><img src="/_avatar/shuk.svg" width="600" height="300" alt="" /><p class="cap">רחוב הזית, השבוע. צילום: יוסי ברק</p></div>
<div class="article-body">
<p>מועצת העיר רמת הדקלים אישרה אמש, ברוב של 9 מול 4, לסגור את רחוב הזית לתנועת רכבים בכל יום שישי בבוקר ולהקים בו שוק איכרים. על פי ההחלטה יוצבו ברחוב כ-40 דוכנים של חקלאים, אופים ויצרני גבינות מהאזור.</p>
<p>הפיילוט יימשך חודשיים, ובסופו תחליט המועצה אם להפוך את השוק לקבוע. "מרכז העיר מת בסופי שבוע, כולם נוסעים לקניון", אמר ראש העיר משה אלמוג. "אנחנו רוצים להחזיר את האנשים לרחוב".</p>
<p>חברי האופוזיציה הביעו חשש מפקקים ברחובות הסמוכים. בעירייה מסרו כי תוגבר האכיפה וכי החניון של המתנ"ס יהיה פתוח בחינם בימי שישי בשעות השוק.</p>
<p>השוק הראשון ייפתח ביום שישי, 30 במרץ.</p>
</div>
<p class="tags">תגיות: <a href="/tag/shuk">שוק</a>, <a href="/tag/iria">מועצת העיר</a>, <a href="/tag/zait">רחוב הזית</a></p>
<div id="talkbacks"><h3>תגובות (5)</h3>
<p class="tb-open"><a href="#">פתח את כל התגובות</a> | <a href="#">סגור הכל</a></p>
{talkbacks}
</div>
<form id="tb-form" action="/talkback/add.php" method="post"><h4>הוסף תגובה</h4>
<label>שם: <input type="text" name="name" /></label> <label>מקום מגורים: <input type="text" name="city" /></label><br />
<label>כותרת: <input type="text" name="title" size="50" /></label><br /><label>תוכן: <textarea name="body" rows="4" cols="60"></textarea></label><br />
<input type="submit" value="שלח" /> <small>התגובות באחריות כותביהן. המערכת רשאית שלא לפרסם תגובות פוגעניות.</small></form>
</div>
<div id="side">
<div class="box"><h4>הכי נקראות</h4>{counted("שוק איכרים בכל יום שישי | 2,311 ;; נפתח סניף דואר חדש בשכונת האלה | 1,480 ;; הפועל רמת הדקלים ניצחה בחוץ | 1,122 ;; מחאת ההורים: אין מזגנים בגנים | 903", "צפיות")}</div>
<div class="box"><h4>מזג אוויר</h4><p style="margin:6px">היום: 22°/12° מעונן חלקית<br />מחר: 24°/13° נאה</p></div>
<div class="box"><h4>לוח מודעות</h4><ul><li><a href="#">להשכרה: 4 חדרים ברחוב הגפן</a></li><li><a href="#">דרושה מטפלת לתינוק, 3 בקרים</a></li><li><a href="#">שיעורי פרטיים במתמטיקה</a></li></ul></div>
<div class="banner"><img src="/_avatar/banner-pizza.svg" width="250" height="250" alt="פיצה הזית" /></div>
</div>
<div class="clear"></div>
<div id="foot">© כל הזכויות שמורות לחדשות רמת הדקלים 2012 · <a href="#">אודות</a> · <a href="#">פרסום באתר</a> · <a href="#">תנאי שימוש</a></div>
</div>"""
    # the author is the name as printed, without the town some readers add after a comma
    named = [C(c.who.partition(", ")[0], c.at, c.body, c.parent, c.depth) for c in cs]
    return make(
        "ds-he-dekalim-shuk",
        "discussion",
        "he",
        doc("שוק איכרים בכל יום שישי: רחוב הזית ייסגר לתנועה", "חדשות רמת הדקלים", "he", css, body, rtl=True),
        named,
        path="/news/2012/03/14/shuk-ikarim-rehov-hazait.html",
        container="div#talkbacks under 'תגובות (5)': div.tb (div.tb-head: span.tb-num, span.tb-name, span.tb-town, span.tb-date; div.tb-content: a.tb-title, div.tb-body), a reply in div.tb-replies inside its parent",
        heading="תגובות (5)",
        description="A Hebrew local news site of March 2012, right to left (breaking-news ticker with times, share bar with counts, most read with counts, weather, small ads): 5 numbered talkbacks with titles, a name and sometimes a town, one a reply nested in its parent, one a title only marked '(לת)'.",
    )


# --------------------------------------------------------------------------- nl: a regional weekly's site, 2013


def nl_bank() -> Case:
    cs = talk("""
Henk Wubbels @ 08-10-2013 om 09:14 :: Weer een voorziening weg. Eerst de bakker, toen het postkantoor en nu de bank. Straks is er voor de ouderen helemaal niks meer in het dorp.
Jolanda @ 08-10-2013 om 10:02 :: Mijn moeder is 84 en heeft nog nooit een computer aangeraakt. Hoe moet zij straks haar geld halen? De bus naar Zuidermeer gaat maar één keer per uur. // Ik vind dat de gemeente hier echt iets mee moet doen.
>M. Hoving @ 08-10-2013 om 11:37 :: @Jolanda: er komt een geldautomaat bij de supermarkt, staat onderaan het artikel. En de bank zegt dat ze thuisbezoek doen voor mensen die slecht ter been zijn. Vraag er gewoon naar.
>>Jolanda @ 08-10-2013 om 12:20 :: Dank je, dat had ik gemist. Ga het vrijdag vragen.
pietjebel @ 08-10-2013 om 19:48 :: tja dat is de tijd he. niemand komt er meer, ik ben er in vijf jaar twee keer binnen geweest.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<div class="reactie-reacties">' + "".join(item(j) for j in k[i]) + "</div>"
        return (
            f'<div class="reactie" id="reactie-{77120 + i}"><div class="reactie-meta"><strong>{esc(c.who)}</strong> '
            f'<span class="datum">{esc(c.at)}</span></div><div class="reactie-tekst">{paras(c.body)}</div>'
            f'<div class="reactie-links"><a href="#plaats-reactie">Reageer</a> | <a href="#" rel="nofollow">Meld misbruik</a></div>{sub}</div>'
        )

    thread = "".join(item(i) for i in k[None])
    css = (
        "body{margin:0;background:#eaeef0;font:13px/1.5 Verdana,Geneva,sans-serif;color:#333}#pagina{width:990px;margin:0 auto;background:#fff}"
        "#kop{background:#00704a;padding:12px 18px;color:#fff}#kop .naam{font:bold 34px Georgia,serif}#kop .slogan{font-size:11px}"
        "#hoofdmenu{background:#004d33;padding:6px 18px}#hoofdmenu a{color:#fff;margin-right:16px;text-decoration:none;font-weight:bold}"
        "#inhoud{overflow:hidden;padding:16px 18px}#artikel{float:left;width:620px}#zijbalk{float:right;width:300px}"
        ".rubriek{color:#00704a;font-weight:bold;text-transform:uppercase;font-size:11px}.intro{font-weight:bold}.geplaatst{color:#888;font-size:11px}"
        "#reacties h3{background:#00704a;color:#fff;padding:4px 8px;font-size:14px}.reactie{border-bottom:1px solid #e3e3e3;padding:6px 0}"
        ".reactie-reacties{margin-left:28px}.reactie-meta .datum{color:#999;font-size:11px}.reactie-links{font-size:11px}"
        ".blok{background:#f4f6f7;margin-bottom:14px;padding:8px}.blok h4{margin:0 0 6px;color:#00704a}#voet{background:#222;color:#aaa;padding:14px 18px;font-size:11px}"
    )
    body = f"""<div id="pagina">
<div id="kop"><div class="naam">Brakelveense Courant</div><div class="slogan">Nieuws uit Brakelveen, Zuidermeer, Oude Vaart en omstreken · dinsdag 8 oktober 2013</div></div>
<div id="hoofdmenu"><a href="/">Home</a><a href="/nieuws/">Nieuws</a><a href="/sport/">Sport</a><a href="/uitgaan/">Uitgaan</a><a href="/familieberichten/">Familieberichten</a><a href="/kleintjes/">Kleintjes</a><a href="/archief/">Archief</a><a href="/contact/">Contact</a></div>
<div id="inhoud"><div id="artikel">
<p class="rubriek">Brakelveen</p>
<h1>Laatste bankfiliaal in Brakelveen sluit op 1 december</h1>
<p class="geplaatst">Door Gerrit Mulder · maandag 7 oktober 2013, 16:45 · laatste update 17:10</p>
{share([("Facebook", "64"), ("Twitter", "11"), ("LinkedIn", "0"), ("E-mail", "")], "deel")}
<p class="intro">Het bankkantoor aan de Dorpsstraat gaat op 1 december dicht. Volgens de bank komen er te weinig klanten aan de balie, omdat bijna iedereen zijn bankzaken via internet regelt.</p>
<p>Het kantoor in Brakelveen was het laatste in de gemeente buiten Zuidermeer. Vijf medewerkers krijgen een plek in het kantoor daar of vertrekken met een regeling. "Wij begrijpen dat dit voor een deel van onze klanten lastig is", zegt regiodirecteur Anja Scholten.</p>
<p>Voor klanten die niet mobiel zijn, biedt de bank volgens Scholten huisbezoek aan. Daarnaast komt er in de supermarkt aan het Kerkplein een geldautomaat, die ook na sluitingstijd bereikbaar is via de zij-ingang.</p>
<p>Wethouder Dijkstra noemt het vertrek "een verlies voor het dorp" en wil met de bank praten over een servicepunt in het dorpshuis.</p>
<p class="tags">Tags: <a href="/tag/bank">bank</a> <a href="/tag/brakelveen">Brakelveen</a> <a href="/tag/voorzieningen">voorzieningen</a></p>
<div id="reacties"><h3>Reacties (5)</h3>{thread}</div>
<div id="plaats-reactie"><h4>Plaats een reactie</h4><form action="/reactie/plaats" method="post"><label>Naam <input type="text" name="naam" /></label><br /><label>E-mail (wordt niet getoond) <input type="text" name="email" /></label><br /><textarea name="tekst" rows="5" cols="60"></textarea><br /><input type="submit" value="Verstuur" /></form>
<p class="regels">Reageren kan tot 48 uur na plaatsing. Lees onze <a href="#">spelregels</a>.</p></div>
<div class="meer"><h4>Meer nieuws uit Brakelveen</h4><ul><li><a href="#">Dorpshuis krijgt zonnepanelen</a></li><li><a href="#">Sint-Maarten optocht gaat weer langs de vaart</a></li><li><a href="#">Brug Oude Vaart week dicht voor onderhoud</a></li></ul></div>
</div>
<div id="zijbalk">
<div class="blok"><h4>Meest gelezen</h4>{counted("Laatste bankfiliaal in Brakelveen sluit | 3.402 ;; Inbraakgolf in Oude Vaart | 2.118 ;; VV Brakelveen wint derby | 1.756 ;; Nieuwe huisarts in Zuidermeer | 990", "x gelezen")}</div>
<div class="blok"><h4>Het weer</h4><p>Vandaag: 14°C, buien<br />Morgen: 12°C, wind ZW 5</p></div>
<div class="blok"><h4>Kleintjes</h4><ul><li><a href="#">Te koop: damesfiets Gazelle, €75</a></li><li><a href="#">Gevraagd: oppas voor 2 middagen</a></li></ul></div>
<div class="blok advertentie"><img src="/_avatar/adv-bakkerij.svg" width="280" height="200" alt="Advertentie" /></div>
</div></div>
<div id="voet">© 2013 Brakelveense Courant · Verschijnt elke woensdag huis-aan-huis · <a href="#">Colofon</a> · <a href="#">Adverteren</a> · <a href="#">Privacy</a></div>
</div>"""
    return make(
        "ds-nl-brakelveen-bank",
        "discussion",
        "nl",
        doc("Laatste bankfiliaal in Brakelveen sluit op 1 december", "Brakelveense Courant", "nl", css, body),
        cs,
        path="/nieuws/2013/10/07/laatste-bankfiliaal-brakelveen-sluit.html",
        container="div#reacties under 'Reacties (5)': div.reactie (div.reactie-meta strong NAME span.datum, div.reactie-tekst, 'Reageer | Meld misbruik'), answers in div.reactie-reacties inside the parent, three deep",
        heading="Reacties (5)",
        description="A Dutch regional weekly's site of October 2013 (share bar with counts, most read with counts, weather, small ads, an advert): 5 readers' reactions, one answered ('@Jolanda') and answered back, nested three deep.",
    )


# --------------------------------------------------------------------------- pl: a city portal, 2011


def pl_skrzyzowanie() -> Case:
    cs = talk("""
kierowca_z_osiedla @ 2011-05-17 21:04 :: Nareszcie!!! Ile tam było stłuczek, sam raz prawie oberwałem od tira który wyjechał z Kolejowej. Szkoda że dopiero jak ktoś zginął.
Gość @ 2011-05-17 21:30 :: a kto za to zapłaci? znowu my z podatków
>kierowca_z_osiedla @ 2011-05-17 21:46 :: @Gość 80% daje województwo, przeczytaj artykuł do końca
Ania M. @ 2011-05-18 07:55 :: Mam nadzieję, że zrobią też przejście z sygnalizacją przy szkole na Lipowej, bo dzieci chodzą tamtędy codziennie i nikt się nie zatrzymuje. Czy ktoś wie czy to jest w projekcie?
emeryt @ 2011-05-18 10:12 :: Rondo byłoby lepsze niż światła. Na światłach będą korki do samego mostu, zobaczycie. // W Dębowcu zrobili rondo i od razu spokój.
>Marek_B @ 2011-05-18 11:03 :: rondo się nie zmieści, tam jest za mało miejsca przez ten stary budynek poczty. było o tym na sesji rady w marcu
""")
    k = kids(cs)
    ips = ["83.21.*.*", "89.74.*.*", "83.21.*.*", "178.37.*.*", "77.253.*.*", "31.174.*.*"]

    def item(i: int, depth: int) -> str:
        c = cs[i]
        sub = "".join(item(j, depth + 1) for j in k.get(i, []))
        guest = (
            ' <span class="niezarejestrowany">(niezarejestrowany)</span>'
            if c.who in ("Gość", "emeryt")
            else ""
        )
        return (
            f'<li class="kom poziom{depth}" id="k{31290 + i}"><div class="kom-naglowek"><span class="autor">{esc(c.who)}</span>{guest} '
            f'<span class="data">{esc(c.at)}</span> <span class="ip">IP: {ips[i]}</span></div>'
            f'<div class="kom-tresc">{paras(c.body, br=True)}</div>'
            f'<div class="kom-opcje"><a href="#dodaj">odpowiedz</a> <a href="#">zgłoś do usunięcia</a> <span class="ocena">+{(7 * i + 3) % 9} / -{(5 * i + 1) % 4}</span></div>'
            + (f'<ul class="odpowiedzi">{sub}</ul>' if sub else "")
            + "</li>"
        )

    thread = '<ul class="komentarze">' + "".join(item(i, 0) for i in k[None]) + "</ul>"
    css = (
        "body{margin:0;background:#dfe6ec;font:12px/1.45 Tahoma,Verdana,sans-serif;color:#222}#kontener{width:1000px;margin:0 auto;background:#fff}"
        "#naglowek{background:#b71c1c;color:#fff;padding:10px 14px}#naglowek .logo{font:bold 30px Arial}#naglowek .logo span{color:#ffd54f}"
        "#menu{background:#424242;padding:5px 14px}#menu a{color:#fff;margin-right:12px;text-decoration:none}#trzy{overflow:hidden}"
        "#lewa{float:left;width:160px;background:#f5f5f5;padding:8px}#srodek{float:left;width:560px;padding:12px 16px}#prawa{float:right;width:220px;padding:8px}"
        ".lead{font-weight:bold;font-size:13px}.data-art{color:#777}.komentarze,.odpowiedzi{list-style:none;padding:0}.odpowiedzi{margin-left:25px}"
        ".kom{border-top:1px solid #ddd;padding:5px 0}.autor{font-weight:bold;color:#b71c1c}.data,.ip{color:#888;font-size:11px}.kom-opcje{font-size:10px}"
        ".ramka{border:1px solid #ccc;margin-bottom:10px}.ramka h4{margin:0;background:#b71c1c;color:#fff;padding:3px 6px}#stopka{background:#333;color:#aaa;padding:12px;clear:both;font-size:11px}"
    )
    body = f"""<div id="kontener">
<div id="naglowek"><div class="logo">Brzezinów<span>24</span>.pl</div><div>Portal miasta i powiatu · wtorek, 17 maja 2011 · imieniny: Weroniki, Sławomira</div></div>
<div id="menu"><a href="/">Strona główna</a><a href="/wiadomosci/">Wiadomości</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/praca/">Praca</a><a href="/forum/">Forum</a><a href="/galerie/">Galerie</a></div>
<div id="trzy">
<div id="lewa"><div class="ramka"><h4>Dyżury aptek</h4><p>Apteka „Pod Lipami”, ul. Lipowa 3, do 22:00</p></div><div class="ramka"><h4>Pogoda</h4><p>dziś 19°C, przelotne opady<br />jutro 21°C</p></div><div class="ramka"><h4>Kursy walut</h4><p>EUR 3,95<br />USD 2,78<br />CHF 3,17</p></div></div>
<div id="srodek">
<p class="kat"><a href="/wiadomosci/">Wiadomości</a> » <a href="/wiadomosci/drogi/">Drogi</a></p>
<h1>Będą światła na skrzyżowaniu Kolejowej i Wolności</h1>
<p class="data-art">Dodano: 2011-05-17 15:22 · autor: Tomasz Wilk · czytano: 2741 razy</p>
{share([("Facebook", "41"), ("Wykop", "3"), ("Drukuj", "")], "udostepnij")}
<p class="lead">Sygnalizacja świetlna stanie na skrzyżowaniu, na którym w lutym zginął motocyklista. Prace ruszą w lipcu, a ich koszt to ok. 460 tys. zł.</p>
<p>Umowę na budowę sygnalizacji podpisano w poniedziałek w starostwie. Inwestycję w 80 procentach sfinansuje samorząd województwa, resztę dołoży miasto.</p>
<p>Skrzyżowanie ulic Kolejowej i Wolności od lat jest jednym z najniebezpieczniejszych w mieście. Według policji tylko w ubiegłym roku doszło tu do 17 kolizji i dwóch wypadków.</p>
<p>– Sprawdzaliśmy również wariant z rondem, ale przy obecnej szerokości pasa drogowego nie da się go zbudować bez wyburzeń – tłumaczy zastępca burmistrza Jan Kozieł.</p>
<p>Prace mają potrwać do końca września. W tym czasie kierowcy muszą liczyć się z utrudnieniami.</p>
<p class="tagi">Tagi: <a href="#">drogi</a>, <a href="#">bezpieczeństwo</a>, <a href="#">ul. Kolejowa</a></p>
<div id="komentarze"><h3>Komentarze (6)</h3>{thread}</div>
<div id="dodaj"><h4>Dodaj komentarz</h4><form action="/komentarz/dodaj" method="post"><label>Podpis: <input type="text" name="podpis" /></label><br /><textarea name="tresc" rows="4" cols="55"></textarea><br /><input type="submit" value="Dodaj" /></form><p class="regulamin">Komentarze są prywatnymi opiniami użytkowników portalu. Redakcja nie ponosi odpowiedzialności za ich treść. Twój IP zostanie zapisany.</p></div>
</div>
<div id="prawa"><div class="ramka"><h4>Najczęściej czytane</h4>{counted("Będą światła na Kolejowej | 2741 ;; Pożar stodoły w Wólce | 2210 ;; Juvenalia 2011 - program | 1640 ;; Sparta wygrywa z liderem | 1188", "odsłon")}</div>
<div class="ramka reklama"><img src="/_avatar/reklama-okna.svg" width="200" height="200" alt="Reklama" /></div>
<div class="ramka"><h4>Ogłoszenia drobne</h4><ul><li><a href="#">Sprzedam mieszkanie 48 m2, os. Słoneczne</a></li><li><a href="#">Kupię działkę budowlaną</a></li></ul></div></div>
</div>
<div id="stopka">© 2011 Brzezinów24.pl · Wszelkie prawa zastrzeżone · <a href="#">Reklama</a> · <a href="#">Regulamin</a> · <a href="#">Kontakt z redakcją</a></div>
</div>"""
    return make(
        "ds-pl-brzezinow-swiatla",
        "discussion",
        "pl",
        doc("Będą światła na skrzyżowaniu Kolejowej i Wolności", "Brzezinów24.pl", "pl", css, body),
        cs,
        path="/wiadomosci/2011/05/17/beda-swiatla-na-skrzyzowaniu.html",
        container="div#komentarze under 'Komentarze (6)': ul.komentarze > li.kom.poziomN (span.autor, span.data, span.ip, div.kom-tresc, plus/minus votes), answers in ul.odpowiedzi inside their parent",
        heading="Komentarze (6)",
        description="A Polish city portal of May 2011 in three columns (pharmacy on duty, weather, exchange rates, most read with counts, small ads): 6 comments with masked IPs and votes, two of them answers nested in their parent, guests marked '(niezarejestrowany)'.",
    )


def threads_ds() -> list[Case]:
    return [he_shuk(), nl_bank(), pl_skrzyzowanie()]

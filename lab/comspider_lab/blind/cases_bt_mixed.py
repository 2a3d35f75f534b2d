"""Blind set BT: four mixed pages of 2011-2013, a discussion of 5 to 9 readers' comments beside a list of a new kind
that looks like one: a national paper's table of MPs' latest expenses claims with each MP's note (en); a business
trade site's bankruptcy and restructuring notices with the administrator's line (fi); a regional paper's zoo keepers'
log of births (cs); a national paper's police appeals for witnesses, each signed by the officer (ar). Every name,
place and text invented for this set; each comment and entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    depth,
    draw,
    esc,
    flat,
    links,
    poll,
    ptext,
    rows,
    seeds,
    slug,
    stocks,
    talk,
)


def en_standard_expenses() -> Case:
    ns = talk("""
Reg Tarrant @ 17 May 2012, 9.14am :: £38 for a pot plant for a constituency office. You couldn't make it up.
  Lib from Lewes @ 17 May 2012, 9.40am :: To be fair, it's for the office where people come for help, not his home. Read the note.
    Reg Tarrant @ 17 May 2012, 10.02am :: The note says 'office plant'. I can read, thanks.
Dr Helen Moss @ 17 May 2012, 10.21am :: The system is far more transparent than it was in 2009. Publishing every receipt is exactly what we asked for.
sceptic_in_sutton @ 17 May 2012, 11.08am :: Rail fares I understand. A £410 hotel for one night in London when they have a flat allowance? No.
  The Capital Standard @ 17 May 2012, 12.30pm [staff] :: The £410 claim was for two nights, not one; the authority's published data rounds the entry. We have corrected the table.
Old Labour @ 17 May 2012, 1.45pm :: My nurse daughter pays for her own parking at the hospital. Just saying.
Jim Hackett @ 17 May 2012, 3.02pm :: Would be more use to publish how often they turn up to vote.
""")
    claims = rows("""
Andrew Pryce MP (Con, Wealdon) | 2 April 2012 | Office plant | £38.00 | "For the constituency office reception."
Sheila Marr MP (Lab, Ironbridge North) | 4 April 2012 | Rail fare, Shrewsbury–London | £146.20 | "Standard open return, booked late because of a recall vote."
Kieran Doyle MP (LD, Cotswold East) | 10 April 2012 | London hotel | £410.00 | "Two nights during late sittings."
Fatima Okafor MP (Lab, Hallside) | 12 April 2012 | Printer cartridges | £96.45 | "Surgery letters to 1,200 constituents."
Rupert Vane MP (Con, Marchmont) | 19 April 2012 | Mileage, 212 miles | £95.40 | "Visits to three schools and a flood site."
""")
    table = (
        '<div class="cs-claims"><h3>The latest claims</h3><table class="cs-ct" cellspacing="0" cellpadding="4"><tr><th>MP</th><th>Date</th><th>Item</th><th>Amount</th><th>MP\'s note</th></tr>'
        + "".join(
            f"<tr><td><b>{esc(m)}</b></td><td>{esc(d)}</td><td>{esc(i)}</td><td>{esc(a)}</td><td><i>{esc(x)}</i></td></tr>"
            for m, d, i, a, x in claims
        )
        + '</table><p class="cs-src">Source: Independent Parliamentary Standards Authority, published 17 May 2012</p></div>'
    )

    def item(i: int, n: Note, sub: str) -> str:
        staff = n.tag("staff")
        return (
            f'<div class="cs-c{" cs-c-staff" if staff else ""}" id="cmt-{20910 + i}"><p class="cs-who"><a href="/community/{slug(n.who)[:18]}">{esc(n.who)}</a>'
            f' <span class="cs-when">{esc(n.at)}</span></p>{ptext(n.body, "cs-p")}'
            f'<p class="cs-tools"><span>{(4 * i + 3) % 17} people agree</span> · <a href="#reply">Reply</a> · <a href="/report/{20910 + i}">Report</a></p>'
            + (f'<div class="cs-nest">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="cs-talk"><h2>Readers\' comments (8)</h2><p class="cs-view">View: <b>Oldest first</b> | <a href="?order=newest">Newest first</a> | '
        '<a href="?order=rated">Best rated</a></p>'
        + draw(ns, item, lambda s, _p: s)
        + '<p class="cs-view"><a href="/login">Log in</a> to add your comment.</p></div>'
    )
    side = (
        box(
            "en-standard",
            "Most read",
            links(
                (
                    "MPs' expenses: the latest claims",
                    "Bank of England holds rates",
                    "Heathrow third runway back on table",
                ),
                "/politics/",
                "ol",
            ),
        )
        + box(
            "en-standard",
            "Markets",
            stocks("FTSE 100 | 5,338.4 | -1.7%\nDow | 12,598.6 | -1.2%\n£/€ | 1.2466 | +0.3%"),
        )
        + box(
            "en-standard",
            "Poll",
            poll("Should MPs' expenses be capped?", [("Yes", 2231), ("No", 305)], "votes", "Vote"),
        )
    )
    style = (
        ".cs-ct{border-collapse:collapse;font:12px Arial;width:100%}.cs-ct th{background:#000;color:#fff;text-align:left}.cs-ct td{border-bottom:1px solid #ddd;vertical-align:top}.cs-src{font:11px Arial;color:#777}"
        ".cs-talk{border-top:3px double #000;margin-top:20px;font:13px Arial}.cs-c{border-bottom:1px solid #eee;padding:6px 0}.cs-who{margin:0}.cs-when{color:#999;font-size:11px}.cs-tools{font-size:11px;color:#888;margin:0}"
        ".cs-nest{margin-left:32px}.cs-c-staff>.cs-who a{color:#b00}"
    )
    piece = Piece(
        "MPs' expenses: the latest claims, from pot plants to hotels",
        "By Nicholas Brand, Political Staff",
        "2012-05-17T07:00:00+01:00",
        "7:00AM BST 17 May 2012",
        """
MPs claimed £4.1 million in business costs in March and April, according to the latest figures published by the expenses watchdog this morning.

Most of the money went on staff, offices and travel between constituencies and Westminster. The smallest claim was 65p for a bus fare; the largest single item was £2,150 for a year's office rent.

The watchdog now publishes every claim with a short note from the MP. Critics say the notes explain little; supporters say the system is transformed since the 2009 scandal.
""",
        dek="Every receipt is now published. Here are some of them.",
        section="Politics",
        tags=("MPs' expenses", "Parliament"),
    )
    return case(
        "bt-en-standard-expenses-mixed",
        "mixed",
        "en-standard",
        piece,
        Bits(inside=table, after=after, side=side, style=style),
        seeds(ns),
        path="/news/politics/9270412/mps-expenses-the-latest-claims.html",
        reveal="on_load",
        container="div.cs-talk: h2 'Readers' comments (8)', div.cs-c (p.cs-who: name link and time; the text's p; 'n people agree · Reply · Report'), replies in div.cs-nest, three levels",
        heading="Readers' comments (8)",
        description="A UK national paper of 2012: a story on MPs' expenses with a table of 5 claims in the story (MP, date, item, amount, the MP's quoted note) and 8 readers' comments under it (the paper answering once; replies three levels deep); most read, markets and a poll. Most awkward: the table's rows each have a name, a date and a quoted sentence, beside a thread that talks about the same claims.",
        static=True,
        lookalikes=("MPs' expenses claims with each MP's note (name, date, item, amount, note)",),
    )


def fi_pohjantalous_insolvency() -> Case:
    ns = talk("""
Rakennusmies @ 12.9.2012 klo 8.41 :: Kolmas rakennusalan konkurssi Vaasan seudulla tänä vuonna. Aliurakoitsijat jäävät taas ilman maksuja.
Pesänhoitajan näkökulma @ 12.9.2012 klo 9.20 :: Konkurssi ei aina tarkoita, että kaikki menee. Usein liiketoiminta myydään pesästä ja työpaikat säilyvät.
  Rakennusmies @ 12.9.2012 klo 9.55 :: Säilyvät ehkä, mutta pienen urakoitsijan saatavat eivät.
Yrittäjä Mustasaaresta @ 12.9.2012 klo 11.02 :: Saneerausmenettely on hyvä asia. Meillä se pelasti perheyrityksen vuonna 2009.
Toimitus @ 12.9.2012 klo 13.15 [staff] :: Kiitos kommenteista. Julkaisemme ensi viikolla jutun siitä, miten velkojat voivat valvoa saatavansa konkurssissa.
  Yrittäjä Mustasaaresta @ 12.9.2012 klo 13.40 :: Hyvä, sellaiselle on tarvetta.
""")
    notices = rows("""
Rakennus-Lindqvist Oy, Vaasa | 10.9.2012 | Konkurssi | Pesänhoitaja asianajaja Mikael Sundberg | Yhtiön toiminta on päättynyt. Velkojia pyydetään ilmoittautumaan pesänhoitajalle.
Pohjan Kuljetus Ky, Seinäjoki | 7.9.2012 | Yrityssaneeraus | Selvittäjä varatuomari Tiina Heikkilä | Toiminta jatkuu normaalisti menettelyn ajan.
Kahvila Kultainen Kruunu Oy, Kokkola | 6.9.2012 | Konkurssi | Pesänhoitaja asianajaja Pekka Rautio | Liiketoimintaa ei jatketa. Kalusto myydään huutokaupalla lokakuussa.
Metsäpalvelu Nurmi Oy, Kauhava | 3.9.2012 | Yrityssaneeraus | Selvittäjä asianajaja Outi Mäkinen | Saneerausohjelmaehdotus on määrä jättää joulukuussa.
""")
    block = (
        '<div class="pt-kuul"><h3>Konkurssit ja yrityssaneeraukset</h3><ul>'
        + "".join(
            f'<li><p><b>{esc(y)}</b> · {esc(d)} · {esc(k)}</p><p class="pt-hoit">{esc(h)}</p><p>{esc(x)}</p></li>'
            for y, d, k, h, x in notices
        )
        + "</ul></div>"
    )

    def item(i: int, n: Note) -> str:
        lvl = depth(ns, i)
        return (
            f'<table class="pt-kom" width="{"100%" if lvl == 0 else "92%"}" align="right" cellpadding="4" cellspacing="0"><tr>'
            f'<td class="pt-kom-nimi" width="130"><b>{esc(n.who)}</b><br /><small>{esc(n.at)}</small></td>'
            f'<td class="pt-kom-teksti">{ptext(n.body)}<p class="pt-kom-t"><a href="#vastaa">Vastaa</a> · <a href="/ilmoita?k={730 + i}">Ilmoita asiaton</a></p></td>'
            '</tr></table><div style="clear:both"></div>'
        )

    after = (
        '<div class="pt-kommentit"><h3>Kommentit (6)</h3>'
        + flat(ns, item)
        + '<a name="vastaa"></a><p class="pt-pieni">Kommentoi nimimerkillä. Toimitus moderoi kommentit.</p></div>'
    )
    side = (
        box(
            "fi-pohjantalous",
            "Nimitykset",
            "<ul><li>DI Jari Koski Wärtsilän laatujohtajaksi</li><li>KTM Sanna Ala-Nikkola Pohjan Osuuspankin toimitusjohtajaksi</li></ul>",
        )
        + box(
            "fi-pohjantalous",
            "Pörssi",
            stocks("OMXH | 5 890,12 | +0,4%\nWärtsilä | 30,05 | +1,1%\nUPM | 8,91 | -0,5%"),
        )
        + box(
            "fi-pohjantalous",
            "Luetuimmat",
            links(
                (
                    "Rakennusliike Lindqvist konkurssiin",
                    "Satamaan uusi varasto",
                    "Maakunnan yrityksille 14 miljoonaa tukea",
                ),
                "/uutiset/",
                "ol",
            ),
        )
    )
    style = (
        ".pt-kuul{background:#f4f8f4;border:1px solid #cdc;padding:6px 10px;margin:12px 0}.pt-kuul ul{padding-left:18px}.pt-kuul p{margin:2px 0}.pt-hoit{font-size:11px;color:#555}"
        ".pt-kommentit{border-top:2px solid #2e7d32;margin-top:16px}.pt-kom{border-bottom:1px solid #ddd;margin-top:4px}.pt-kom-nimi{vertical-align:top;background:#f4f4f0}.pt-kom-t,.pt-pieni{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Vaasalainen rakennusliike Lindqvist konkurssiin",
        "Kirjoittaja: Heikki Rinne",
        "2012-09-11T15:40:00+03:00",
        "11.9.2012 15:40",
        """
Vaasalainen Rakennus-Lindqvist Oy on asetettu konkurssiin yhtiön omasta hakemuksesta. Yhtiö työllisti parhaimmillaan 46 henkeä ja sen liikevaihto oli viime vuonna 9,8 miljoonaa euroa.

Toimitusjohtaja Stefan Lindqvistin mukaan yhtiö ei selvinnyt kahden suuren työmaan viivästyksistä ja kiristyneestä rahoituksesta.

Pesänhoitaja selvittää, voidaanko keskeneräiset kohteet myydä toiselle rakennusliikkeelle. Alla viikon muut konkurssit ja saneeraukset.
""",
        section="Yritykset",
        tags=("konkurssit", "rakentaminen", "Vaasa"),
    )
    return case(
        "bt-fi-pohjantalous-insolvency-mixed",
        "mixed",
        "fi-pohjantalous",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/uutiset/yritykset/2012/09/11/rakennus-lindqvist-konkurssiin",
        reveal="on_load",
        container="div.pt-kommentit: h3 'Kommentit (6)', one table.pt-kom per comment (td name and date, td text), replies as narrower right-aligned tables (width 92%) after their parent",
        heading="Kommentit (6)",
        description="A Finnish regional business site of 2012: a story on a builder's bankruptcy with the week's 4 bankruptcy and restructuring notices in the story (company, date, kind, the administrator named, a sentence) and 6 comments under it, one table per comment, replies shown only as narrower tables aligned right; the newsroom answering once; appointments, the stock exchange and most read. Most awkward: the reply depth is only a table's width.",
        static=True,
        lookalikes=("bankruptcy and restructuring notices (company, date, administrator, a sentence)",),
    )


def cs_podhuri_zoo() -> Case:
    ns = talk("""
Jana z Javorníku @ 3. 6. 2013 v 9:12 :: To je krása! Byli jsme v zoo v neděli a mláďata rysa spala na skále hned u skla.
  Petr Hloušek @ 3. 6. 2013 v 9:48 :: My je neviděli, asi byla zrovna schovaná. Půjdeme znovu o prázdninách.
Dědeček Karel @ 3. 6. 2013 v 10:30 :: Do zoo chodím od roku 1964, kdy tam byl jen medvěd a dva jeleni. Dnes je to úplně jiný svět.
Martina V. @ 3. 6. 2013 v 11:55 :: Bude se jména mláďat vybírat v anketě jako loni u tygrů?
  Redakce Hlasu Podhůří @ 3. 6. 2013 v 13:20 [staff] :: Podle mluvčí zoo ano, anketa začne 15. června na stránkách zoo i u nás.
  Martina V. @ 3. 6. 2013 v 13:41 :: Super, děkuji!
Ochránce zvířat @ 3. 6. 2013 v 16:08 :: Rys patří do lesa, ne do výběhu. Ale uznávám, že chov v zoo pomáhá vypouštění do přírody.
""")
    births = rows("""
Ošetřovatelka Lucie Benešová | 18. 5. 2013 | Rys ostrovid, 2 mláďata | Samice Bára je odchovává sama, mláďata poprvé vylezla z nory 1. června.
Ošetřovatel Jiří Pospíšil | 21. 5. 2013 | Koza kamerunská, 3 kůzlata | Dvě samičky a kozlík, v dětské zoo od soboty.
Ošetřovatelka Eva Kratochvílová | 25. 5. 2013 | Sova pálená, 4 mláďata | Kroužkována 30. května, dvě půjdou do záchranné stanice.
Ošetřovatel Jiří Pospíšil | 28. 5. 2013 | Klokan rudokrký | Mládě zatím jen vykukuje z vaku, pohlaví ještě neznáme.
""")
    block = (
        '<div class="hp-denik"><h3>Zápisník ošetřovatelů: narození v zoo v květnu</h3>'
        + "".join(
            f'<div class="hp-zaznam"><span class="hp-kdo">{esc(k)}</span> <span class="hp-dat">{esc(d)}</span><h4>{esc(z)}</h4><p>{esc(x)}</p></div>'
            for k, d, z, x in births
        )
        + "</div>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li id="p{1200 + i}"><div class="hp-hlava"><span class="hp-cislo">{i + 1}.</span> <strong>{esc(n.who)}</strong> '
            f'<span class="hp-cas">{esc(n.at)}</span></div>{ptext(n.body)}'
            f'<div class="hp-akce"><a href="#odp">Odpovědět</a> | <a href="/nahlasit?p={1200 + i}">Nahlásit</a> | '
            f"<span>+{(3 * i + 2) % 9}</span> / <span>−{i % 3}</span></div>"
            + (f'<ul class="hp-odp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    after = (
        '<div class="hp-diskuse"><h3>Diskuse k článku</h3><p class="hp-info">7 příspěvků · <a href="/diskuse/pravidla">Pravidla diskuse</a></p>'
        f'<ul class="hp-vlakno">{draw(ns, item, lambda s, _p: s)}</ul>'
        '<a name="odp"></a><p class="hp-info">Pro vložení příspěvku se <a href="/prihlaseni">přihlaste</a>.</p></div>'
    )
    side = (
        box(
            "cs-podhuri",
            "Nejčtenější",
            links(
                (
                    "V zoo se narodila rysí mláďata",
                    "Uzavírka mostu v Lipové",
                    "Hokejisté mají nového trenéra",
                ),
                "/zpravy/",
                "ol",
            ),
        )
        + box(
            "cs-podhuri",
            "Anketa",
            poll(
                "Navštívíte letos zoo?", [("Ano", 318), ("Ne", 54), ("Ještě nevím", 97)], "hlasů", "Hlasovat"
            ),
        )
        + box("cs-podhuri", "Kurzy", stocks("EUR | 25,87 Kč | +0,1%\nUSD | 19,93 Kč | -0,2%"))
    )
    style = (
        ".hp-denik{border:1px dashed #1d3557;padding:6px 10px;margin:12px 0;background:#fafcff}.hp-zaznam{border-bottom:1px dotted #ccc;padding:4px 0}.hp-zaznam h4{margin:2px 0}.hp-kdo{font-weight:bold}.hp-dat{color:#888;font-size:11px}"
        ".hp-diskuse{border-top:2px solid #e63946;margin-top:16px}.hp-vlakno,.hp-odp{list-style:none;padding:0}.hp-odp{margin-left:28px}.hp-vlakno li{border-bottom:1px solid #eee;padding:6px 0}"
        ".hp-cislo{color:#e63946;font-weight:bold}.hp-cas{color:#999;font-size:11px}.hp-akce,.hp-info{font-size:11px;color:#888}"
    )
    piece = Piece(
        "V zoo se narodila rysí mláďata, poprvé po deseti letech",
        "Lenka Dvořáková",
        "2013-06-03T07:00:00+02:00",
        "3. června 2013 7:00",
        """
Zoologická zahrada v Javorníku má po deseti letech opět rysí mláďata. Samice Bára porodila dvě koťata už 18. května, návštěvníci je ale mohou vidět teprve od minulé soboty.

Mláďata tráví většinu dne v noře, nejlépe je lze zahlédnout brzy ráno nebo k večeru. Jedno z nich by mělo v budoucnu odejít do programu vypouštění rysů do Beskyd.

V květnu se v zoo narodila i další zvířata. Ošetřovatelé o nich vedou zápisník, který zveřejňujeme níže.
""",
        section="Zprávy",
        tags=("zoo", "Javorník", "rys"),
    )
    return case(
        "bt-cs-podhuri-zoo-mixed",
        "mixed",
        "cs-podhuri",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/zpravy/v-zoo-se-narodila-rysi-mladata-20130603.html",
        reveal="on_load",
        container="div.hp-diskuse: h3 'Diskuse k článku', ul.hp-vlakno > li (div.hp-hlava: number, name, time; the text's p; div.hp-akce), replies in ul.hp-odp, two levels",
        heading="Diskuse k článku",
        description="A Czech regional paper of 2013: a story on lynx cubs with the zoo keepers' log of May births in the story (keeper, date, animal as a heading, a sentence) and 7 readers' posts under it (the paper answering once; replies two levels deep, numbered in page order); most read, a poll and exchange rates. Most awkward: the log's entries are name, date, a heading and a sentence in their own boxes, the same size as the posts.",
        static=True,
        lookalikes=("zoo keepers' log of births (keeper, date, animal, a sentence)",),
    )


def ar_sahel_appeals() -> Case:
    ns = talk("""
أبو خالد @ 14 نوفمبر 2012 - 10:15 ص :: شارع الكورنيش يحتاج إلى كاميرات مراقبة منذ زمن، الحوادث تتكرر كل أسبوع.
  سلمى @ 14 نوفمبر 2012 - 11:02 ص :: صحيح، وأيضاً إلى إنارة أفضل. المنطقة قرب الميناء مظلمة تماماً بعد العاشرة.
مواطن غيور @ 14 نوفمبر 2012 - 12:30 م :: نشكر الجريدة على نشر أرقام الهواتف، هكذا يستطيع الناس المساعدة دون خوف.
  أبو خالد @ 14 نوفمبر 2012 - 01:05 م :: هل يمكن الاتصال دون ذكر الاسم؟
  صوت الساحل @ 14 نوفمبر 2012 - 02:40 م [staff] :: نعم، أكدت مديرية الشرطة أن الخط الساخن يقبل البلاغات دون ذكر الاسم.
""")
    appeals = rows("""
النقيب فؤاد الحداد، مركز شرطة الميناء | 12 نوفمبر 2012 | حادث صدم وفرار على شارع الكورنيش قرابة الساعة 11 ليلاً، وإصابة شاب بجروح. نطلب من كل من رأى سيارة بيضاء مسرعة الاتصال بنا.
الملازم أول رنا سعيد، مركز شرطة السوق القديم | 10 نوفمبر 2012 | سرقة محل مجوهرات في السوق القديم فجر السبت. نرجو ممن شاهد دراجة نارية سوداء قرب المكان الإدلاء بمعلوماته.
المقدم سامر خوري، مديرية شرطة الساحل | 9 نوفمبر 2012 | فقدان الطفل يوسف (9 سنوات) قرب الحديقة العامة، وقد عُثر عليه سالماً. نشكر كل من ساعد في البحث.
النقيب فؤاد الحداد، مركز شرطة الميناء | 7 نوفمبر 2012 | حريق في مستودع قرب الرصيف الثالث. نطلب من سائقي الشاحنات الذين كانوا في المنطقة التواصل معنا.
""")
    block = (
        '<div class="sh-nida"><h3>نداءات الشرطة للشهود</h3><ul>'
        + "".join(
            f'<li><p class="sh-dabit"><b>{esc(o)}</b> – <span>{esc(d)}</span></p><p>{esc(x)}</p></li>'
            for o, d, x in appeals
        )
        + '</ul><p class="sh-hatif">الخط الساخن لمديرية شرطة الساحل: 1122</p></div>'
    )

    def item(i: int, n: Note, sub: str) -> str:
        staff = ' <span class="sh-tahrir">التحرير</span>' if n.tag("staff") else ""
        return (
            f'<div class="sh-ta3liq" id="t{310 + i}"><div class="sh-nass">{ptext(n.body)}</div>'
            f'<div class="sh-kateb">— <b>{esc(n.who)}</b>{staff} · {esc(n.at)} · <a href="#radd">رد</a> · <a href="/ablagh?t={310 + i}">إبلاغ</a></div>'
            + (f'<div class="sh-rudud">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="sh-ta3liqat"><h3>تعليقات القراء (5)</h3>'
        + draw(ns, item, lambda s, _p: s)
        + '<a name="radd"></a><p class="sh-sagh">التعليقات تعبّر عن آراء أصحابها. <a href="/dukhul">سجّل الدخول</a> لإضافة تعليق.</p></div>'
    )
    side = (
        box(
            "ar-sahel",
            "الأكثر قراءة",
            links(
                (
                    "الشرطة تطلب شهوداً على حادث الكورنيش",
                    "افتتاح سوق السمك الجديد",
                    "المنتخب يتأهل إلى النهائي",
                ),
                "/mahalliyat/",
                "ol",
            ),
        )
        + box(
            "ar-sahel",
            "أسعار العملات",
            stocks("الدولار | 1507 | +0,1%\nاليورو | 1931 | -0,3%"),
        )
        + box(
            "ar-sahel",
            "استطلاع",
            poll("هل تشعر بالأمان في شارع الكورنيش ليلاً؟", [("نعم", 210), ("لا", 486)], "صوتاً", "صوّت"),
        )
    )
    style = (
        ".sh-nida{border:1px solid #ccc;background:#fcfaf5;padding:6px 10px;margin:12px 0}.sh-nida ul{padding-right:18px}.sh-dabit span{color:#888;font-size:11px}.sh-hatif{font-weight:bold}"
        ".sh-ta3liqat{border-top:3px double #000;margin-top:18px}.sh-ta3liq{border-bottom:1px solid #eee;padding:6px 0}.sh-kateb{font-size:12px;color:#666}.sh-rudud{margin-right:32px}"
        ".sh-tahrir{background:#000;color:#fff;font-size:10px;padding:0 3px}.sh-sagh{font-size:11px;color:#888}"
    )
    piece = Piece(
        "الشرطة تطلب شهوداً على حادث صدم وفرار على الكورنيش",
        "كتب: مازن العلي",
        "2012-11-13T20:00:00+02:00",
        "الثلاثاء 13 نوفمبر 2012 - 08:00 م",
        """
دعت مديرية شرطة الساحل المواطنين الذين شهدوا حادث الصدم والفرار على شارع الكورنيش مساء الاثنين إلى التواصل معها، بعد إصابة شاب في العشرين من عمره بجروح متوسطة.

وقال النقيب فؤاد الحداد إن السيارة كانت بيضاء اللون وإنها اتجهت نحو الميناء بعد الحادث. وحالة الشاب مستقرة في المستشفى الحكومي.

وننشر أدناه نداءات الشرطة الأخيرة للشهود كما وصلتنا من المديرية.
""",
        section="محليات",
        tags=("الشرطة", "الكورنيش"),
    )
    return case(
        "bt-ar-sahel-appeals-mixed",
        "mixed",
        "ar-sahel",
        piece,
        Bits(inside=block, after=after, side=side, style=style),
        seeds(ns),
        path="/mahalliyat/2012/11/13/shuhud-hadith-alkornish",
        reveal="on_load",
        container="div.sh-ta3liqat: h3 'تعليقات القراء (5)', div.sh-ta3liq (div.sh-nass, then div.sh-kateb '— NAME · DATE · رد · إبلاغ'), replies in div.sh-rudud inside the parent",
        heading="تعليقات القراء (5)",
        description="An Arabic national paper of 2012, right to left: a story on a hit-and-run with the police's 4 latest appeals for witnesses in the story (the officer and station in bold, a date, the appeal) and 5 readers' comments under it with the name after the text (the paper answering once; replies two levels deep); most read, exchange rates and a poll. Most awkward: the appeals are signed by name with a date like comments, and the comments' names come after their texts.",
        static=True,
        lookalikes=("police appeals for witnesses (officer, date, the appeal)",),
    )


def mixed_bt() -> list[Case]:
    return [en_standard_expenses(), fi_pohjantalous_insolvency(), cs_podhuri_zoo(), ar_sahel_appeals()]

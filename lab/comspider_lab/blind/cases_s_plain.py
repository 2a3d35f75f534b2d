"""Blind set S: pages without any reader comment (truth zero) whose furniture is a short list of named sentences
without any time, of kinds sets A to R did not use: street names and the people they honour (sv), a premiere's cast
(cs), children's wish slips (ja), a new bar's cocktails and the bartenders who made them (en), gravestone inscriptions
(de), dialect words and the villagers who gave them (fi), school council candidates' slogans beside a ballot (es), a
naming contest's shortlist with vote links (uk), a morning market's stalls and their keepers (th) and a hiking club's
car-share offers with answer links (he)."""

from __future__ import annotations

from comspider_lab.blind.cases_s_common import PartsK, box, esc, links, make, story
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def sv_gator() -> Case:
    r = _rows(
        """
Elsa Lindqvists gata | Elsa Lindqvist | Barnmorskan som cyklade mellan gårdarna i Älvsund i fyrtio år och förlöste över tusen barn.
Smedjebacken | Per-Olof Hed | Byns siste smed, vars verkstad låg där parkeringen nu finns.
Kantor Wikmans väg | Gustaf Wikman | Kyrkomusikern som startade Norrviks första blandade kör 1932.
Majas gränd | Maja Sundell | Hon drev kiosken vid färjeläget och visste allt om alla.
"""
    )
    items = "".join(
        f'<li class="gn"><span class="gn-namn">{esc(a)}</span> – efter <b>{esc(b)}</b>. {esc(c)}</li>'
        for a, b, c in r
    )
    inbody = f'<div class="gatunamn"><h3>Gatunamnen (4)</h3><ul>{items}</ul></div>'
    st = story(
        "Fyra nya gator i Strandängen får namn efter Norrviksbor",
        "Karin Öberg",
        "2015-11-12T07:00:00+01:00",
        "12 november 2015",
        """
Kommunfullmäktige klubbade på måndagen namnen på de fyra nya gatorna i bostadsområdet Strandängen. Alla fyra hedrar personer som präglat Norrvik under 1900-talet.

Förslagen kom från hembygdsföreningen, som hade fått in ett trettiotal förslag från invånarna under våren.

Skyltarna sätts upp i januari, när de första husen i området står klara.
""",
        section="Norrvik",
    )
    rail = box(
        "town", "Mest läst", links("Ny rektor på Älvsundsskolan|Färjan ställs in i helgen|IFK vann derbyt")
    )
    return make(
        "s-la-sv-gatunamn",
        "lookalike",
        "town",
        "la-sv-gator",
        st,
        PartsK(inbody=inbody, rail=rail),
        [],
        path="/norrvik/fyra-nya-gator-strandangen-1511.html",
        container="-",
        heading=None,
        description="A Swedish local paper of 2015: four new street names, each with the person it honours and a sentence about them, under 'Gatunamnen (4)'; no reader comment.",
        lookalikes=(
            "street names: the name, the person it honours and a sentence, under a heading with a count",
        ),
    )


def cs_role() -> Case:
    r = _rows(
        """
Hedvika | Markéta Slaninová | Vdova po mlynáři, která celé první dějství mlčí a ve druhém nikoho nepustí ke slovu.
Kryštof | Ondřej Bílek | Její syn, student práv z Prahy, který se vrací domů s dluhy a s nevěstou.
Pan Lhota | Zdeněk Vávra | Sousedův správce, jediný, kdo ví, komu mlýn ve skutečnosti patří.
"""
    )
    items = "".join(f'<p class="ob"><strong>{esc(a)}</strong> ({esc(b)}) — {esc(c)}</p>' for a, b, c in r)
    after = f'<div class="obsazeni"><h3>Kdo je kdo</h3>{items}</div>'
    st = story(
        "Mlýn na Suché: komedie, která se bojí být smutná",
        "Věra Podlahová",
        "2011-02-20T22:00:00+01:00",
        "20. února 2011",
        """
Ochotnický soubor z Libošovic uvedl v sobotu premiéru hry Mlýn na Suché, kterou napsal místní učitel Jan Macháček podle vyprávění své babičky.

Představení má výborné první dějství a trochu rozpačité druhé, kde se autor nemůže rozhodnout, jestli píše frašku, nebo rodinné drama.

Nejsilnější jsou chvíle, kdy Hedvika mlčí. Sál v tu chvíli nedýchal.
""",
        declare="visible",
        kicker="Premiéry",
    )
    return make(
        "s-la-cs-obsazeni",
        "lookalike",
        "zine",
        "la-cs-role",
        st,
        PartsK(
            after=after,
            rail=box("zine", "Další zápisky", links("Festival v Kolíně|Dvě Maryši za jeden týden")),
        ),
        [],
        path="/2011/02/mlyn-na-suche/",
        container="-",
        heading=None,
        description="A Czech amateur-theatre blog of 2011: a premiere's cast (character, actor, a sentence each) under 'Kdo je kdo'; no reader comment.",
        lookalikes=("a play's cast: the character, the actor and a sentence, as <p><strong> lines",),
    )


def ja_tanzaku() -> Case:
    r = _rows(
        """
ゆうと（7さい） | サッカーせんしゅになって、おとうさんとおなじチームでしあいにでたいです。
さくら（9さい） | おばあちゃんのひざのいたいのが、はやくなおりますように。
はるき（5さい） | うみでおおきいカニをつかまえたい。
みお（11さい） | 町の図書館がもっと夜おそくまで開いていますように。
れん（8さい） | いもうとがなかないで、ひとりでねられるようになりますように。
"""
    )
    items = "".join(
        f'<li class="tz"><span class="tz-na">{esc(a)}</span><span class="tz-negai">{esc(b)}</span></li>'
        for a, b in r
    )
    after = (
        f'<div class="tanzaku"><h3>短冊 5枚</h3><ul>{items}</ul>'
        '<form class="tz-form" action="/tanabata/negai" method="post"><p>あなたの願いごとも送ってください（紙面で紹介します）</p>'
        '<input name="na" placeholder="お名前（ひらがな）"><input name="toshi" placeholder="年齢"><textarea name="negai"></textarea>'
        "<button>送る</button></form></div>"
    )
    st = story(
        "商店街に七夕飾り　子どもたちの願いごと500枚",
        "うみべ新聞 社会部",
        "2025-07-05T10:00:00+09:00",
        "2025年7月5日",
        """
うみべ町の駅前商店街で、恒例の七夕飾りが始まった。町内の小学校と保育園の子どもたちが書いた短冊およそ500枚が、竹に結ばれている。

飾りは7日の夜まで。最終日には商店街の広場で、短冊を読み上げる会が開かれる。

本紙では、寄せられた願いごとの一部を紹介する。
""",
        section="まち",
    )
    rail = box("cards", "よく読まれている記事", links("海開きは来週|町営プールの営業時間|花火大会の交通規制"))
    return make(
        "s-la-ja-tanzaku",
        "lookalike",
        "cards",
        "la-ja-tanzaku",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/news/machi/20250705-tanabata",
        container="-",
        heading=None,
        description="A Japanese seaside town paper of 2025: five children's wish slips (first name, age, the wish) under '短冊 5枚', beside a form to send one's own wish; no reader comment.",
        lookalikes=(
            "children's wish slips: a first name and age and a sentence, under a count, with a form beside them",
        ),
    )


def en_cocktails() -> Case:
    r = _rows(
        """
The Wold Mist | Kit Ashworth | Gin, elderflower and cucumber, topped with a splash of the Harrowgate brewery's pale ale.
Granny's Parlour | Neve Hollins | Rhubarb from the head bartender's own allotment, shaken with vodka and a pinch of black pepper.
Last Bus Home | Kit Ashworth | Dark rum, cold brew coffee and a salted caramel rim, named for the 23:10 to Bramley.
The Mayor's Chain | Rafi Okonedo | Whisky, honey and lemon, served warm in a tin mug with a cinnamon stick.
"""
    )
    items = "".join(
        f'<div class="pour"><h4 class="pour-name">{esc(a)}</h4><p class="pour-desc">{esc(c)}</p><p class="pour-by">Created by {esc(b)}</p></div>'
        for a, b, c in r
    )
    inbody = (
        f'<div class="the-list"><h3>The list (4)</h3>{items}<p><a href="/book/the-signal-box/">Book a table</a> · '
        '<a href="/the-signal-box/menu.pdf">Full menu (PDF)</a></p></div>'
    )
    st = story(
        "The old signal box opens as a cocktail bar",
        "Tamsin Greaves",
        "2019-05-24T16:30:00+01:00",
        "Friday 24 May 2019",
        """
Harrowgate's disused signal box by the level crossing reopens tonight as The Signal Box, a twenty-seat cocktail bar run by three friends who met working in hotel bars in Leeds.

The original lever frame has been kept and now serves as the back bar, with each lever labelled with a spirit instead of a signal.

The bar opens Thursday to Sunday from 5pm. Opening-night tickets sold out within an hour.
""",
        declare="jsonld",
        section="Food & Drink",
    )
    rail = box(
        "town",
        "Most read",
        links("Bypass consultation extended|Wold Show returns|Harrowgate Town sign striker"),
    )
    return make(
        "s-la-en-cocktails",
        "lookalike",
        "town",
        "la-en-cocktails",
        st,
        PartsK(inbody=inbody, rail=rail),
        [],
        path="/food-and-drink/signal-box-cocktail-bar-opens-2019-05-24",
        container="-",
        heading=None,
        description="An English local paper of 2019: a new bar's four cocktails, each with a sentence and the bartender who created it, under 'The list (4)' with 'Book a table'; no reader comment.",
        lookalikes=(
            "a bar's cocktails: the drink, a sentence and 'Created by Name', under a count, with links",
        ),
    )


def de_inschriften() -> Case:
    r = _rows(
        """
Johann Hinrich Quast | Er pflanzte Bäume, deren Schatten er nicht mehr sah.
Anna Margaretha Quast, geb. Tiedemann | Sie ging voran, wir folgen nach.
Claus Wöhlke | Der Elbe Wellen trugen ihn fort, Gottes Hand bracht ihn zurück an diesen Ort.
"""
    )
    items = "".join(
        f'<blockquote class="stein"><p>„{esc(b)}“</p><footer>— Grabstein von {esc(a)}</footer></blockquote>'
        for a, b in r
    )
    after = f'<div class="inschriften"><h3>Inschriften (3)</h3>{items}</div>'
    st = story(
        "Der alte Friedhof von Twielenfleth",
        "Hinnerk",
        "2007-08-19T18:00:00+02:00",
        "19. August 2007",
        """
Hinter der Kirche von Twielenfleth liegt der alte Friedhof, den man vom Deich aus kaum sieht. Die ältesten Steine sind über zweihundert Jahre alt.

Viele Inschriften sind kaum noch zu lesen, Moos und Wetter haben ganze Zeilen gelöscht. Bei einigen half mir nur ein Blatt Papier und ein weicher Bleistift.

Drei Inschriften habe ich abgeschrieben, weil sie mir nicht mehr aus dem Kopf gingen.
""",
        declare="metadate",
        kicker="Friedhöfe",
    )
    rail = box(
        "quill", "Letzte Spaziergänge", links("Die Mühle in Hollern|Obstblüte 2007|Kirche in Mittelnkirchen")
    )
    return make(
        "s-la-de-inschriften",
        "lookalike",
        "quill",
        "la-de-inschriften",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/2007/08/der-alte-friedhof-von-twielenfleth.html",
        container="-",
        heading=None,
        description="A German walking blog of 2007: three gravestone inscriptions as blockquotes, each with '— Grabstein von Name', under 'Inschriften (3)'; no reader comment.",
        lookalikes=("gravestone inscriptions: a sentence and the name of the dead, under a count",),
    )


def fi_sanasto() -> Case:
    r = _rows(
        """
kaltio | Lähde, josta haettiin juomavesi ennen kaivoja. | Aino Kärkkäinen, Vehmersalmi
hilsehtiä | Sataa vähän, niin ettei oikein tiedä sataako vai ei. | Eino Tiihonen, Riistavesi
liäkkö | Märkä ja liukas paikka polulla, johon kumisaapas jää kiinni. | Hilja Räsänen, Kurkimäki
"""
    )
    items = "".join(
        f'<dt class="sana">{esc(a)}</dt><dd class="sana-selitys">{esc(b)} <span class="kertoja">Kertoi: {esc(c)}</span></dd>'
        for a, b, c in r
    )
    after = f'<div class="sanasto"><h3>Sanasto</h3><dl>{items}</dl></div>'
    st = story(
        "Kolme sanaa Vehmersalmen suunnalta",
        "Liisa Hyvönen",
        "2018-03-04T12:00:00+02:00",
        "4.3.2018",
        """
Kävin helmikuussa kolmessa kylässä Kuopion eteläpuolella ja kyselin vanhoilta ihmisiltä sanoja, joita nuoremmat eivät enää käytä.

Moni muisti sanat heti, kun kysyin, mitä sanottiin märästä polusta tai sateesta, joka ei oikein ole sadetta.

Tässä kolme suosikkiani. Lisää tulee maaliskuun aikana.
""",
        kicker="Sanat",
    )
    return make(
        "s-la-fi-sanasto",
        "lookalike",
        "zine",
        "la-fi-sanasto",
        st,
        PartsK(
            after=after, rail=box("zine", "Viimeisimmät", links("Kalansaaliin sanat|Riistaveden kansakoulu"))
        ),
        [],
        path="/2018/03/kolme-sanaa-vehmersalmelta/",
        container="-",
        heading=None,
        description="A Finnish dialect blog of 2018: three dialect words, each with a sentence and the villager who gave it ('Kertoi: Name, Village'), under 'Sanasto'; no reader comment.",
        lookalikes=("dialect words: the word, a sentence and the informant's name and village, in a <dl>",),
    )


def es_candidaturas() -> Case:
    r = _rows(
        """
Lucía Berenguer, 4.º ESO | «Quiero que el patio tenga sombra en junio y que las fuentes funcionen todo el año.»
Hugo Sarrión, 3.º ESO | «Propongo una liga de fútbol sala mixta y que la biblioteca abra en los recreos.»
Nerea Climent, 1.º Bachillerato | «Mi prioridad es un buzón anónimo para que nadie tenga miedo de contar un problema.»
"""
    )
    items = "".join(
        f'<li class="cand"><label><input type="radio" name="voto" value="{i}"> <b>{esc(a)}</b></label><p>{esc(b)}</p></li>'
        for i, (a, b) in enumerate(r)
    )
    after = (
        f'<div class="candidaturas"><h3>Candidaturas (3)</h3><form method="post" action="/encuesta/consejo-escolar">'
        f"<p>¿A quién votaría usted?</p><ul>{items}</ul><button>Vota</button></form></div>"
    )
    st = story(
        "Tres alumnos se disputan la representación del instituto en el consejo escolar",
        "Joaquín Mira",
        "2024-11-06T08:15:00+01:00",
        "6 de noviembre de 2024",
        """
El IES Vega de Torremolar elige este jueves a su representante del alumnado en el consejo escolar, con tres candidaturas, la cifra más alta en una década.

Los candidatos presentaron sus propuestas el lunes en el salón de actos ante unos trescientos compañeros.

Podrán votar los 640 alumnos del centro, en una urna instalada junto a conserjería de 9 a 14 horas.
""",
        declare="jsonld",
        section="Educación",
    )
    rail = box(
        "cards",
        "Lo más visto",
        links("Corte de tráfico en la avenida|Feria del dátil|El Torremolar gana fuera"),
    )
    return make(
        "s-la-es-candidaturas",
        "lookalike",
        "cards",
        "la-es-candidaturas",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/educacion/tres-alumnos-consejo-escolar-ies-vega",
        container="-",
        heading=None,
        description="A Spanish local paper of 2024: three pupils' candidacies (name, year, their slogan in one sentence) as the options of a readers' ballot form, under 'Candidaturas (3)'; no reader comment.",
        lookalikes=(
            "candidates' slogans: a name and a quoted sentence each, inside a ballot form with a button",
        ),
    )


def uk_imena() -> Case:
    r = _rows(
        """
Буг | Запропонувала Соломія Костюк | Бо трамвай щодня їздить уздовж річки, як і вона.
Ластівка | Запропонував Остап Ничипорук | Такою була назва першого міського трамвая 1912 року.
Ясна | Запропонувала Дарина Мельник | Вагон світлий, тихий і чистий, і таким нехай залишається.
Дідусь Петро | Запропонував Назар Гуменюк, 10 років | На честь водія, який сорок років водив трамваї нашим містом.
"""
    )
    items = "".join(
        f'<li class="var"><b class="var-imya">{esc(a)}</b> <span class="var-avtor">{esc(b)}</span><p>{esc(c)}</p>'
        f'<a class="var-vote" href="/golos/{i + 1}/">Голосувати</a></li>'
        for i, (a, b, c) in enumerate(r)
    )
    inbody = f'<div class="varianty"><h3>Варіанти імені (4)</h3><ol>{items}</ol></div>'
    st = story(
        "Новий трамвай чекає на ім'я: обрано чотири варіанти",
        "Ірина Савчук",
        "2021-09-02T14:00:00+03:00",
        "2 вересня 2021",
        """
Міський електротранспорт отримав перший за тридцять років новий трамвайний вагон. Ім'я для нього обирають мешканці.

За два тижні надійшло понад шістсот пропозицій. Журі з працівників депо та краєзнавців відібрало чотири.

Голосування триває до 15 вересня. Переможець отримає річний проїзний і проїде в першому рейсі поруч із водієм.
""",
        section="Місто",
    )
    rail = box(
        "town", "Популярне", links("Ремонт мосту завершать у жовтні|Ярмарок на площі|Нова секція плавання")
    )
    return make(
        "s-la-uk-imena",
        "lookalike",
        "town",
        "la-uk-imena",
        st,
        PartsK(inbody=inbody, rail=rail),
        [],
        path="/misto/novyi-tramvai-chekaie-na-imia-2021-09-02",
        container="-",
        heading=None,
        description="A Ukrainian city paper of 2021: a naming contest's four shortlisted names for a tram, each with who proposed it and why, and a 'Голосувати' link, under 'Варіанти імені (4)'; no reader comment.",
        lookalikes=(
            "a naming contest's shortlist: the name, 'proposed by Name', a sentence and a vote link each",
        ),
    )


def th_talat() -> Case:
    r = _rows(
        """
ร้านป้าสมใจ | ป้าสมใจ | ขนมครกหน้ากุ้งที่ต้องมาก่อนเจ็ดโมง ไม่อย่างนั้นหมดแน่นอน
ร้านลุงเฉลิม | ลุงเฉลิม | ผักพื้นบ้านจากสวนหลังบ้าน ปลอดสารทุกอย่าง ลุงยืนยันเอง
ร้านน้องแพร | น้องแพร | กาแฟโบราณใส่แก้วดินเผา หอมมาก ราคาเป็นกันเอง
"""
    )
    items = "".join(
        f'<div class="raan"><h4>{esc(a)}</h4><p class="raan-chao">เจ้าของ: {esc(b)}</p><p>{esc(c)}</p></div>'
        for a, b, c in r
    )
    after = f'<div class="raan-thang-mot"><h3>ร้านในตลาด 3 ร้าน</h3>{items}</div>'
    st = story(
        "ตลาดเช้าริมทางรถไฟ ที่คนในชุมชนยังรัก",
        "แม่ค้าสายเดิน",
        "2013-01-19T09:00:00+07:00",
        "19 มกราคม 2556",
        """
ตลาดเช้าเล็กๆ ริมทางรถไฟแห่งนี้เปิดตั้งแต่ตีห้าครึ่ง และเงียบลงก่อนเก้าโมงเช้า คนส่วนใหญ่เป็นคนในชุมชนที่มาซื้อกับข้าวก่อนไปทำงาน

เวลารถไฟผ่าน แม่ค้าจะรีบยกของหลบ แล้วกางร่มกลับมาขายต่อเหมือนไม่มีอะไรเกิดขึ้น

ครั้งนี้เราไปชิมมาสามร้าน ทุกร้านขายมานานกว่ายี่สิบปี
""",
        kicker="ตลาด",
    )
    rail = box("quill", "ตลาดอื่นๆ", links("ตลาดน้ำวัดเก่า|ตลาดนัดคืนวันเสาร์|ตลาดสดเทศบาล"))
    return make(
        "s-la-th-talat",
        "lookalike",
        "quill",
        "la-th-talat",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/2013/01/talat-chao-rim-thang-rotfai.html",
        container="-",
        heading=None,
        description="A Thai market-walking blog of 2013: three stalls, each with its keeper's name and a sentence, under 'ร้านในตลาด 3 ร้าน'; no reader comment.",
        lookalikes=("a market's stalls: the stall, 'owner: Name' and a sentence each, under a count",),
    )


def he_trempim() -> Case:
    r = _rows(
        """
עומר ליבוביץ | יוצא מנהריה, שלושה מקומות פנויים, אפשר לעצור בצומת כברי.
נגה בן שושן | יוצאת ממעלות עם רכב גדול, יש מקום גם למקלות הליכה ולכלב קטן.
יובל קדמי | מחפש טרמפ מעכו, אשמח להשתתף בדלק ולהביא קפה לכולם.
"""
    )
    items = "".join(
        f'<li class="tremp"><span class="tremp-mi">{esc(a)}</span><p class="tremp-ma">{esc(b)}</p>'
        '<a class="tremp-ana" href="/tiyulim/tremp/ana/">השב</a></li>'
        for a, b in r
    )
    after = (
        f'<div class="trempiyada"><h3>הסעות משותפות לטיול (3)</h3><ul>{items}</ul>'
        '<p><a href="/tiyulim/tremp/hosef/">הוסיפו הצעת הסעה</a></p></div>'
    )
    st = story(
        "טיול החורף של המועדון: לאורך נחל כזיב עד המבצר",
        "מועדון המטיילים",
        "2023-12-28T12:00:00+02:00",
        "28 בדצמבר 2023",
        """
מועדון המטיילים של הגליל המערבי יוצא בשבת הקרובה לטיול החורף המסורתי לאורך נחל כזיב, מהחניון התחתון ועד המבצר.

המסלול באורך כשמונה קילומטרים ומתאים למשפחות עם ילדים מגיל עשר. יש לקחת לפחות שלושה ליטרים מים לאדם ונעליים סגורות.

כדי לחסוך בחניה, אנחנו מעודדים נסיעה משותפת. הצעות ובקשות להסעה מופיעות למטה.
""",
        section="טיולים",
    )
    rail = box("cards", "הכי נקראים", links("שיפוץ הספרייה האזורית|פסטיבל הזיתים חוזר|מכבי נהריה ניצחה"))
    return make(
        "s-la-he-trempim",
        "lookalike",
        "cards",
        "la-he-trempim",
        st,
        PartsK(after=after, rail=rail),
        [],
        path="/tiyulim/nahal-keziv-horef-2023",
        container="-",
        heading=None,
        description="A Hebrew regional news site of 2023: a hiking club's three car-share offers and requests (name, a sentence, an 'השב' reply link each) under 'הסעות משותפות לטיול (3)'; no reader comment.",
        lookalikes=("car-share offers: a name, a sentence and a reply link each, under a count",),
    )

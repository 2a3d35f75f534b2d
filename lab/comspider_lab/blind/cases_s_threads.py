"""Blind set S: discussions where no comment shows a time, part one: an allotment blog's three reactions in one line
each, a German weekly's numbered comments, a French sewing blog under a bare count, a Spanish paper's one-liners without
a heading, a Russian beekeeper's nested discussion, a Japanese bookshop diary's numbered comments signed after the
text, an Arabic paper's readers' views and a Chinese town portal's floors (written from memory of the general shape of
such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_s_common import PartsK, box, esc, links, make, nest, num, ps, story, thread
from comspider_lab.blind.model import Case


def en_reactions() -> Case:
    c = thread(
        """
Maud Threlkeld |  | - | Copper tape round the raised beds worked for us until the foxes dug it up.
Fergus Allaway |  | - | Beer traps, but only the cheap lager. The slugs turn their noses up at anything with hops in it.
Ines Pardoe |  | - | Nematodes in April, watered in at dusk. Expensive but my lettuces finally survived.
"""
    )
    items = "".join(f'<li class="rx-line"><b>{esc(x.author)}</b>: {esc(x.text)}</li>' for x in c)
    block = (
        f'<div class="rx"><h3 class="rx-count">3 reactions</h3><ul class="rx-list">{items}</ul>'
        '<form class="rx-form" action="/rx/add" method="post"><p>Add yours</p><input name="who" placeholder="Your name">'
        '<textarea name="say" rows="3"></textarea><input type="submit" value="Send"></form></div>'
    )
    st = story(
        "The great slug census of plot 14",
        "Winifred Coles",
        "2010-06-02T19:40:00+01:00",
        "2 June 2010",
        """
Last Tuesday after the rain I went out with a torch and a jam jar and counted. Forty-one slugs on the lettuces, nine on the strawberries and one, inexplicably, on the shed door.

The committee wants us to stop using pellets because of the hedgehogs by the compost bays, which is fair enough, so I am collecting other ideas.

Tell me what works on your plot. I will try the three most popular and report back in August.
""",
        kicker="Pests",
    )
    rail = box(
        "quill", "Plot diary", links("Broad beans in, at last|The water trough saga|Seed swap in the hut")
    )
    return make(
        "s-en-three-reactions",
        "discussion",
        "quill",
        "en-reactions",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/diary/2010/06/slug-census/",
        container="div.rx: h3 '3 reactions', ul.rx-list of li.rx-line '<b>Name</b>: text' (one line each, no time); a form under it",
        heading="3 reactions",
        description="An allotment blog of 2010: three readers' one-line reactions, no time on any, a form below.",
    )


def de_nummer() -> Case:
    c = thread(
        """
Heinz-Werner Stapel |  | - | Die Brücke am Mühlweg ist seit dem Frühjahr gesperrt, und seitdem fahren die Schulbusse den Umweg über Auerode. Das sind jeden Morgen zwanzig Minuten mehr. ¶ Hat die Gemeinde wenigstens einen Termin genannt?
Birgit Kahlenberg |  | 0 | @Heinz-Werner Stapel Im Ausschuss hieß es, die Ausschreibung läuft bis Ende Oktober. Vor dem Sommer wird das nichts.
Jens Oberdiek |  | - | Wer die Sitzung verfolgt hat, weiß: Das Geld steht im Haushalt, es fehlt nur eine Firma, die sich auf das Angebot meldet.
Ulla Meinecke |  | - | Danke für den ausführlichen Bericht. Die Zeichnung des Planers im Artikel hätte ich gern größer gesehen.
"""
    )
    rows = []
    for i, x in enumerate(c):
        rows.append(
            f'<div class="lb-eintrag" id="lb{num(x.author)}"><div class="lb-kopf"><span class="lb-nr">#{i + 1}</span> '
            f'<span class="lb-name">{esc(x.author)}</span></div><div class="lb-text">{ps(x.text)}</div>'
            '<div class="lb-aktion"><a href="#lb-form">Antworten</a> | <a href="/melden/">Melden</a></div></div>'
        )
    block = (
        f'<div class="leserbox"><h2 class="leserbox-hd">Kommentare (4)</h2>{"".join(rows)}'
        '<div id="lb-form"><p>Um zu kommentieren, <a href="/login/">melden Sie sich an</a>.</p></div></div>'
    )
    st = story(
        "Mühlweg-Brücke bleibt bis mindestens Sommer gesperrt",
        "Katrin Vollmer",
        "2014-09-18T17:05:00+02:00",
        "18.09.2014",
        """
Die marode Brücke am Mühlweg in Kellbach bleibt länger gesperrt als geplant. Das teilte Bürgermeister Rainer Klopp am Dienstagabend im Bauausschuss mit.

Die Gemeinde hat die Sanierung bereits zweimal ausgeschrieben, beide Male ohne ein einziges Angebot. Nun soll ein dritter Versuch mit verlängerter Frist folgen.

Für Schulbusse und Landwirte bedeutet das weiter den Umweg über Auerode. Eine Behelfsbrücke sei zu teuer, so Klopp.
""",
        declare="metadate",
        section="Kellbach",
    )
    rail = box(
        "town",
        "Meistgelesen",
        links("Schützenfest: neuer König|Kita-Gebühren steigen|Auetal-Lauf mit Rekord"),
    ) + box("town", "Wetter", "<p>Kellbach: 14 °C, bewölkt</p>")
    return make(
        "s-de-kommentare-nummer",
        "discussion",
        "town",
        "de-nummer",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/kellbach/muehlweg-bruecke-bleibt-gesperrt-4471.html",
        container="div.leserbox, div.lb-eintrag: span.lb-nr '#n', span.lb-name, div.lb-text, 'Antworten | Melden'; no time; the second answers '@Name'",
        heading="Kommentare (4)",
        description="A German local weekly of 2014: four numbered comments without any time, Reply and Report links, one '@Name' answer.",
    )


def fr_chiffre() -> Case:
    c = thread(
        """
Solène Vautrin |  | - | Merci pour l'astuce du fil de soie pour la reprise, je n'y aurais jamais pensé. Mon pull préféré a enfin une seconde vie. ¶ Par contre, le point de chausson me donne du fil à retordre, si j'ose dire.
Margot |  | 0 | Solène, pour le point de chausson, trace deux lignes parallèles à la craie avant de commencer : ça change tout.
Bénédicte Faure |  | - | Je garde toutes les chutes de laine de ma grand-mère pour ça. Ravie de voir que ce n'est pas de la folie.
Anouk Lemarié |  | - | Est-ce que ça tient au lavage en machine, ou il faut tout laver à la main ensuite ?
Margot |  | 3 | À la main, ou programme laine à froid. Mes reprises ont survécu à deux hivers comme ça.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="mot{" mot-reponse" if d else ""}">{ps(x.text, cls="mot-txt")}<p class="mot-sign">— {esc(x.author)}</p>'
            + (f'<div class="mot-suite">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<section class="mots"><h2 class="mots-nb">5</h2>{nest(c, item)}'
        '<p class="mots-ferme">Les commentaires sont modérés avant publication.</p></section>'
    )
    st = story(
        "Repriser un pull troué : ma méthode avec des chutes de laine",
        "Margot",
        "2019-01-27T10:00:00+01:00",
        "27 janvier 2019",
        """
Les mites ont encore frappé dans l'armoire du couloir. Trois trous sur le coude de mon pull gris, celui que je porte tout l'hiver.

Plutôt que de le jeter, je l'ai reprisé avec des chutes de laine de couleur, en assumant complètement la différence. Le résultat me plaît bien plus que l'original.

Voici le pas à pas, avec le matériel, le point de reprise classique et le point de chausson pour les zones fines.
""",
        declare="jsonld",
        kicker="Reprises",
    )
    rail = box(
        "zine",
        "À lire aussi",
        links("Un patron de tablier gratuit|Teindre au brou de noix|Ma boîte à couture"),
    )
    return make(
        "s-fr-seul-chiffre",
        "discussion",
        "zine",
        "fr-chiffre",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2019/01/repriser-un-pull-troue/",
        container="section.mots under a heading that is only the count (h2 '5'), div.mot: p.mot-txt (the text first), then p.mot-sign '— Name'; the blogger's answers in div.mot-suite inside the reader's; no time",
        heading="5",
        description="A French sewing blog of 2019: five comments signed after the text, no time on any, the blogger's two answers nested, a heading that is only the count.",
    )


def es_sintitulo() -> Case:
    c = thread(
        """
Remedios Alcubilla |  | - | Por fin alguien se acuerda del lavadero viejo, que llevaba veinte años lleno de zarzas.
Tomás Irujo |  | - | Buena noticia, aunque la fuente de la plaza sigue sin agua desde agosto.
Celia Montoro |  | - | Mi abuela lavaba allí la ropa con sus hermanas. Que pongan un panel con fotos antiguas, por favor.
"""
    )
    block = (
        '<div class="pie-noticia">'
        + "".join(f"<p><strong>{esc(x.author)}</strong> — {esc(x.text)}</p>" for x in c)
        + "</div>"
    )
    st = story(
        "El Ayuntamiento restaurará el lavadero de la calle Eras",
        "Redacción",
        "2022-03-09T12:30:00+01:00",
        "9 de marzo de 2022",
        """
El pleno de Valdeolmos aprobó el martes por unanimidad la restauración del antiguo lavadero de la calle Eras, construido en 1911 y abandonado desde finales de los años noventa.

Las obras, con un presupuesto de 38.000 euros, incluyen la limpieza del pilón, la reparación de la cubierta de teja y un pequeño jardín alrededor.

La alcaldesa, Pilar Ugena, espera que el lavadero pueda visitarse antes de las fiestas de septiembre.
""",
        section="Municipio",
    )
    rail = box(
        "cards",
        "Lo más leído",
        links("Cortes de agua el jueves|El Valdeolmos CF asciende|Nueva línea de autobús"),
    )
    return make(
        "s-es-sin-titulo",
        "discussion",
        "cards",
        "es-sintitulo",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/municipio/el-ayuntamiento-restaurara-el-lavadero-de-la-calle-eras",
        container="div.pie-noticia (no heading): <p><strong>Name</strong> — text</p> one line each, no time",
        heading=None,
        description="A Spanish local paper of 2022: three readers' one-line comments without a heading and without any time.",
    )


def ru_obsuzhdenie() -> Case:
    c = thread(
        """
Галина Сергеевна |  | - | Спасибо за подробный рассказ про подкормку. У нас в этом году семьи тоже слабые после зимы, попробую канди по вашему рецепту.
Пасечник Фёдор |  | 0 | Галина Сергеевна, только сахар берите мелкий, и мёда не больше пятой части, иначе растечётся.
Виктор Лобанов |  | - | А вы не пробовали утеплять ульи мхом, как делали раньше? Дед мой так всю жизнь зимовал без потерь.
Пасечник Фёдор |  | 2 | Пробовал, Виктор. Мох хорош, но мыши его любят ещё больше, чем пчёлы.
Арина Шубина |  | - | Какие у вас фотографии сот! Читаю ваш дневник третий год и каждый раз жду новую запись.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<li class="bes-punkt"><div class="bes-avtor">{esc(x.author)}</div><div class="bes-slova">{ps(x.text)}</div>'
            '<a class="bes-otvet" href="#bes-forma">Ответить</a>'
            + (f'<ul class="bes-vetka">{kids}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<div id="beseda"><h3>Обсуждение</h3><ul class="bes-spisok">{nest(c, item)}</ul>'
        '<form id="bes-forma" method="post" action="/beseda/"><p>Ваше имя: <input name="imya"></p><p><textarea name="tekst" cols="50" rows="6"></textarea></p>'
        '<p><input type="submit" value="Отправить"></p></form></div>'
    )
    st = story(
        "Весенняя подкормка: чем я спасал слабые семьи",
        "Фёдор Ильич",
        "2008-04-20T21:15:00+04:00",
        "20 апреля 2008",
        """
Зима в этом году выдалась длинной, и из двенадцати семей на пасеке четыре вышли совсем слабыми. Пчёл мало, расплода почти нет.

Я поставил им канди из сахарной пудры с мёдом и сузил летки, чтобы не было воровства. Через две недели три семьи ожили.

Четвёртую пришлось объединить с соседней. Расскажу, как это делать с газетой, чтобы пчёлы не передрались.
""",
        declare="visible",
        kicker="Пасека",
    )
    rail = box("quill", "Записи", links("Первый облёт|Как я делаю рамки|Липовый мёд прошлого лета")) + box(
        "quill", "Друзья", links("Огород у реки|Записки лесника")
    )
    return make(
        "s-ru-obsuzhdenie",
        "discussion",
        "quill",
        "ru-obsuzhdenie",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/zapisi/2008/04/vesennyaya-podkormka.html",
        container="div#beseda: h3 'Обсуждение' (no count), ul.bes-spisok of li.bes-punkt: div.bes-avtor, div.bes-slova, 'Ответить'; the blogger's answers in ul.bes-vetka inside the reader's; no time; a form below",
        heading="Обсуждение",
        description="A Russian beekeeper's blog of 2008: five comments without any time, the blogger's two answers nested, 'Reply' links and a form.",
    )


def ja_bango() -> Case:
    c = thread(
        """
ふみこ |  | - | 駅裏にこんなお店があったなんて知りませんでした。今度の土曜日に伺います。
三毛猫堂 |  | - | 文庫の百円棚、いつも楽しみにしています。先週は探していた詩集が見つかりました。
たかはし |  | - | 古い地図の入荷はありますか？祖父が住んでいた町の昭和三十年代の地図を探しています。
店主 |  | - | たかはしさん、昭和の市街地図なら数冊ございます。お電話いただければお取り置きします。
"""
    )
    items = "".join(
        f'<li class="kc-item"><span class="kc-no">{i + 1}.</span><div class="kc-body">{ps(x.text)}</div>'
        f'<div class="kc-by">投稿者：{esc(x.author)}</div></li>'
        for i, x in enumerate(c)
    )
    block = f'<div class="kc"><h3 class="kc-h">コメント(4)</h3><ol class="kc-list">{items}</ol></div>'
    st = story(
        "梅雨の入荷：文庫と古地図",
        "店主",
        "2018-06-12T20:00:00+09:00",
        "2018年6月12日",
        """
梅雨に入ってお客さんが少ない日が続いていますが、今週はまとまった入荷がありました。

近所の方から文庫本がおよそ三百冊、それから古い市街地図がダンボール一箱。地図は少しずつ整理して店頭に出します。

雨の日は店内の湿気取りが欠かせません。本を守るために除湿機が一日中がんばっています。
""",
        kicker="入荷",
    )
    rail = box("zine", "最近の記事", links("棚の入れ替え|店の猫のこと|古本市に出ます"))
    return make(
        "s-ja-bango",
        "discussion",
        "zine",
        "ja-bango",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/blog/2018/06/tsuyu-no-nyuka/",
        container="div.kc: h3 'コメント(4)', ol.kc-list of li.kc-item: span.kc-no 'n.', div.kc-body (the text first), then div.kc-by '投稿者：Name'; no time",
        heading="コメント(4)",
        description="A Japanese second-hand bookshop's diary of 2018: four numbered comments signed after the text ('投稿者：Name'), no time; the owner's answer only names the reader.",
    )


def ar_araa() -> Case:
    c = thread(
        """
سليم الحوراني |  | - | مشروع ممتاز، لكن السؤال من سيتولى صيانة القناة بعد انتهاء التمويل؟
نوال بن عيسى |  | - | زرت المزارع الأسبوع الماضي والماء وصل فعلا إلى الحقول الشرقية. شكرا للجريدة على المتابعة.
أبو ياسر الفلاحي |  | - | سليم، الجمعية الزراعية هي التي ستتولى الصيانة حسب الاتفاق مع البلدية، وقد تم تعيين حارس للقناة.
"""
    )
    rows = "".join(
        f'<div class="ra-qari"><h4 class="ra-ism">{esc(x.author)}</h4><div class="ra-nass">{ps(x.text)}</div></div>'
        for x in c
    )
    block = (
        f'<div class="ra-kutla"><div class="ra-unwan">آراء القراء</div>{rows}'
        '<form class="ra-form" method="post" action="/araa/"><label>الاسم <input name="ism"></label>'
        '<label>رأيك <textarea name="rai" rows="4"></textarea></label><button type="submit">أرسل رأيك</button></form></div>'
    )
    st = story(
        "إعادة تأهيل قناة الري القديمة في وادي الريحان",
        "مراد الزين",
        "2015-05-03T09:00:00+01:00",
        "3 ماي 2015",
        """
انتهت الأسبوع الماضي أشغال إعادة تأهيل قناة الري القديمة التي تسقي الحقول الشرقية لوادي الريحان، بعد سنوات من الإهمال.

وشملت الأشغال تنظيف القناة على طول أربعة كيلومترات وتبطين أجزائها المتضررة بالإسمنت، بتمويل مشترك بين البلدية والجمعية الزراعية.

ويأمل الفلاحون أن يسمح وصول الماء بزراعة الخضر في فصل الصيف لأول مرة منذ عشر سنوات.
""",
        section="زراعة",
    )
    rail = box(
        "town",
        "الأكثر قراءة",
        links("افتتاح السوق الأسبوعي الجديد|فوز فريق الوادي|موعد امتحانات الباكالوريا"),
    )
    return make(
        "s-ar-araa",
        "discussion",
        "town",
        "ar-araa",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/zira3a/qanat-al-ray-2015-0503.html",
        container="div.ra-kutla: div.ra-unwan 'آراء القراء' (no count), div.ra-qari: h4.ra-ism name, div.ra-nass text; no time; a form below",
        heading="آراء القراء",
        description="An Arabic regional paper of 2015: three readers' views without any time under a heading without a count, a form below; the third only names the first.",
    )


def zh_lou() -> Case:
    c = thread(
        """
老街坊阿强 |  | - | 终于要修了！这条路一下雨就全是水坑，骑电动车上班每天都要绕路。
青石人在外 |  | - | 在外地工作好几年了，看到家乡的变化真高兴。希望施工期间能照顾一下路边的小摊贩。
李阿姨 |  | 0 | 回复 @老街坊阿强：听说施工要三个月，这段时间公交也要改线，大家注意看通知。
退休老师王 |  | - | 建议把人行道也加宽一点，学校门口每天放学时太挤了。
小雨 |  | 3 | 回复 @退休老师王：同意！孩子们放学时候真的很危险。
"""
    )
    items = "".join(
        f'<div class="pl-lou"><div class="pl-top"><span class="pl-n">{i + 1}楼</span> <span class="pl-user">{esc(x.author)}</span></div>'
        f'<div class="pl-con">{esc(x.text)}</div><div class="pl-op"><a href="#pl-box">回复</a> <a href="/jubao/">举报</a></div></div>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div class="pinglun"><div class="pl-title">网友评论（5）</div>{items}'
        '<div id="pl-box"><textarea placeholder="说两句吧……"></textarea><button>发表评论</button></div></div>'
    )
    st = story(
        "青石镇解放路改造下月开工",
        "本网记者 周敏",
        "2021-07-15T16:20:00+08:00",
        "2021-07-15",
        """
记者从青石镇政府获悉，解放路改造工程将于下月正式开工，预计工期三个月。

改造内容包括重新铺设路面、完善排水系统以及更换路灯。施工期间，途经解放路的两条公交线路将临时改道。

镇政府表示，将尽量减少施工对沿街商户和居民出行的影响，并欢迎群众提出意见建议。
""",
        declare="jsonld",
        section="本地新闻",
    )
    rail = box("cards", "热门阅读", links("青石中学中考成绩喜人|夏季用电高峰提醒|周末农贸市场开业"))
    return make(
        "s-zh-lou",
        "discussion",
        "cards",
        "zh-lou",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/news/bendi/2021-07/15/content_8832.html",
        container="div.pinglun: div.pl-title '网友评论（5）', div.pl-lou: span.pl-n 'n楼', span.pl-user, div.pl-con, '回复 举报'; no time; two answer '回复 @Name：'",
        heading="网友评论（5）",
        description="A Chinese town news portal of 2021: five numbered floors without any time, Reply and Report links, two answers by '回复 @Name：'.",
    )

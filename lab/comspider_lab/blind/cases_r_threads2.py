"""Blind set R: the shortest discussions shown with the page, part two: one Spanish comment signed after its text, two
Italian one-liners without a heading, three Brazilian quotations with the name after, a Japanese kitchen blog's three
with the blogger's answer nested, a Turkish paper's four in divs without any class, two Vietnamese signed after the
text, five Polish under <h4> names and one Dutch (written from memory of the general shape of such pages, in
invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_r_common import PartsK, box, esc, links, make, nest, ps, story, thread
from comspider_lab.blind.model import Case


def es_uno() -> Case:
    c = thread(
        """
Maribel Corredera | hace 5 horas | - | Por fin alguien se acuerda de la fuente de la plaza. Lleva seca desde que yo iba al colegio y era el único sitio con sombra en agosto.
"""
    )
    x = c[0]
    block = (
        '<div class="lectores" data-block="lectores"><h2 class="lectores__h">Lo que dicen los lectores</h2>'
        f'<div class="lectores__item"><p class="lectores__txt">{esc(x.text)}</p>'
        f'<p class="lectores__firma">{esc(x.author)} · <span>{esc(x.when)}</span></p></div>'
        '<a class="lectores__mas" href="/participa/">Participa</a></div>'
    )
    st = story(
        "La fuente de la plaza de Almedina volverá a manar este verano",
        "Redacción",
        "2023-04-18T09:30:00+02:00",
        "18 abr 2023",
        """
El Ayuntamiento de Almedina ha adjudicado la restauración de la fuente de la plaza Mayor, seca desde los años noventa por una avería en la conducción.

Las obras, de tres meses, incluyen la limpieza del pilón de piedra y una nueva bomba que recircula el agua.
""",
        declare="og",
        section="Comarca",
    )
    rail = box(
        "grid",
        "Más noticias",
        links("Corte de agua en el barrio alto|El CD Almedina asciende|Feria del aceite en noviembre"),
    )
    return make(
        "r-es-one-signed",
        "discussion",
        "grid",
        "es-uno",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/comarca/2023/04/18/fuente-plaza-almedina",
        container="div.lectores, div.lectores__item: p.lectores__txt (the text first), then p.lectores__firma 'Name · hace 5 horas'",
        heading="Lo que dicen los lectores",
        description="A Spanish county paper of 2023: exactly one reader's comment, the name and a relative time after the text.",
    )


def it_oneline() -> Case:
    c = thread(
        """
Ornella | 2 ore fa | - | Siamo saliti domenica, il rifugio era aperto e la polenta con i funghi valeva tutta la fatica.
Beppe dal Colle |  | - | Il tratto attrezzato dopo la forcella è scivoloso con la pioggia, meglio i bastoncini.
"""
    )
    lines = "".join(
        f"<p><strong>{esc(x.author)}</strong> — {esc(x.text)}"
        + (f" <small>({esc(x.when)})</small>" if x.when else "")
        + "</p>"
        for x in c
    )
    block = f'<div class="dopo">{lines}</div><p><a href="/scrivimi/">Scrivimi</a></p>'
    st = story(
        "Al Rifugio Pian dei Larici per il sentiero della forcella",
        "Tiziano B.",
        "2009-07-20T21:00:00+02:00",
        "20 luglio 2009",
        """
Partenza dal parcheggio di Val Serena alle sette, con la nebbia ancora bassa. Il sentiero sale deciso nel bosco di larici fino alla forcella.

Dopo la forcella un breve tratto attrezzato, poi il pianoro e il rifugio. Tre ore e mezza in salita, due in discesa.
""",
        declare="visible",
        kicker="Sentieri",
    )
    rail = box(
        "plain", "Altri sentieri", links("Il giro dei tre laghi|La via dei carbonai|Malga Vecchia d'inverno")
    )
    return make(
        "r-it-oneline-noheading",
        "discussion",
        "plain",
        "it-oneline",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/sentieri/2009/07/rifugio-pian-dei-larici.html",
        container="div.dopo (no heading): <p><strong>Name</strong> — text <small>(2 ore fa)</small></p> (the time on one of the two)",
        heading=None,
        description="An Italian hiking blog of 2009: two one-line comments without a heading, a relative time on one.",
    )


def pt_cite() -> Case:
    c = thread(
        """
Dona Cida |  | - | A ponte velha era o caminho da escola dos meus filhos. Que bom que vão manter o corrimão de ferro.
Júlio Bastos |  | - | E a ciclovia? Na audiência pública prometeram uma faixa para bicicletas dos dois lados.
Tereza N. |  | - | Passo ali todo dia de moto. Só peço que a obra não feche as duas pistas ao mesmo tempo.
"""
    )
    items = "".join(
        f'<blockquote class="falou"><p>{esc(x.text)}</p><cite>{esc(x.author)}</cite></blockquote>' for x in c
    )
    block = f'<div class="vozes"><h3 class="vozes__n">3</h3>{items}<p class="vozes__rodape"><a href="/cadastro/">Cadastre-se para participar</a></p></div>'
    st = story(
        "Ponte velha do Jacu será restaurada a partir de agosto",
        "Carla Mendonça",
        "2017-07-05T11:00:00-03:00",
        "05/07/2017",
        """
A Prefeitura de Jacuí assinou nesta terça-feira o contrato de restauração da ponte velha sobre o rio Jacu, construída em 1934.

A obra deve durar oito meses. Durante esse tempo, o tráfego será desviado pela ponte nova, a dois quilômetros.
""",
        declare="jsonld",
        section="Cidade",
    )
    rail = box(
        "h5",
        "Mais notícias",
        links("Festa do padroeiro reúne 5 mil|Nova linha de ônibus para o distrito|Jacuí vence o clássico"),
    )
    return make(
        "r-pt-cite-after",
        "discussion",
        "h5",
        "pt-cite",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/cidade/2017/07/ponte-velha-restauracao",
        container="div.vozes, a heading that is only the count (h3 '3'), blockquote.falou: <p> text, then <cite> name (no time)",
        heading="3",
        description="A Brazilian town paper of 2017: three readers' comments as quotations with the name after, no times, a heading that is only the count.",
    )


def ja_nested() -> Case:
    c = thread(
        """
みかん農家の娘 | 3日前 | - | 実家から届いた甘夏で私も作ってみます。皮の苦みを抜くのは何回ゆでこぼせばいいですか？
しずか | 3日前 | 0 | 二回で十分ですよ。苦みが好きなら一回でも大丈夫です。
ポン太 | 2日前 | - | 瓶の煮沸の写真がとても分かりやすかったです。去年カビさせてしまったので今年は気をつけます。
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<li><span class="koe-na">{esc(x.author)}</span> <span class="koe-hi">{esc(x.when)}</span><div class="koe-bun">{ps(x.text)}</div>'
            + (f"<ul>{kids}</ul>" if kids else "")
            + "</li>"
        )

    block = f'<div class="koe"><h3>みなさんの声</h3><ul class="koe-ichiran">{nest(c, item)}</ul></div>'
    st = story(
        "甘夏のマーマレード、今年の配合",
        "しずか",
        "2014-03-02T15:00:00+09:00",
        "2014年3月2日",
        """
今年も甘夏がたくさん届いたので、マーマレードを炊きました。砂糖は果肉の重さの六割、去年より少し控えめです。

皮は細く刻んで二回ゆでこぼし、一晩水にさらしました。瓶は十分煮沸してから熱いうちに詰めます。
""",
        declare="og",
        kicker="保存食",
    )
    rail = box("h5", "最近の記事", links("梅干しの土用干し|ぬか床の冬越し|新しょうがの甘酢漬け"))
    return make(
        "r-ja-nested-owner",
        "discussion",
        "h5",
        "ja-nested",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2014/03/amanatsu-marmalade.html",
        container="div.koe, ul.koe-ichiran of <li>: span.koe-na, span.koe-hi ('3日前'), div.koe-bun; the blogger's answer in a <ul> inside the reader's <li>",
        heading="みなさんの声",
        description="A Japanese kitchen blog of 2014: two readers and the blogger's answer nested under the first, relative times only.",
    )


def tr_plain() -> Case:
    c = thread(
        """
Mehmet Ali Ç. | 13.05.2013 10:12 | - | Pazar yerinin taşınması esnafı bitirir. Yeni yere kimse yürüyerek gelemez.
Hülya Sarıkaya | 13.05.2013 11:47 | - | Eski yerde otopark yoktu, herkes yola park ediyordu. Bence doğru karar.
Kemal | 13.05.2013 12:30 | @ | @Mehmet Ali Ç. belediye servis otobüsü koyacağını söyledi, haberin sonunda yazıyor.
Saadet Hanım | 13.05.2013 15:05 | - | Cumartesi pazarı da taşınacak mı? Haberde sadece çarşamba yazıyor.
"""
    )
    items = "".join(
        f"<div><b>{esc(x.author)}</b> <span>{esc(x.when)}</span><p>{esc(x.text)}</p></div>" for x in c
    )
    block = f'<div id="okur"><h3>Okur görüşleri (4)</h3>{items}</div>'
    st = story(
        "Çarşamba pazarı yeni yerine taşınıyor",
        "Ova Postası",
        "2013-05-12T18:00:00+03:00",
        "12 Mayıs 2013",
        """
Belediye meclisi, kent merkezindeki çarşamba pazarının eski tren istasyonunun yanındaki alana taşınmasına karar verdi.

Belediye, yeni alana her yarım saatte bir ücretsiz servis otobüsü konulacağını açıkladı.
""",
        declare="og",
        section="Gündem",
    )
    rail = box(
        "ledger",
        "Diğer haberler",
        links("Ovada hasat başladı|Lise öğrencilerinden proje ödülü|Köprü onarımı tamamlandı"),
    )
    return make(
        "r-tr-noclass-four",
        "discussion",
        "ledger",
        "tr-plain",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/gundem/2013/05/12/carsamba-pazari-tasiniyor.html",
        container="div#okur, one <div> per comment without any class: <b> name, <span> date, <p> text; the third answers '@Name'",
        heading="Okur görüşleri (4)",
        description="A Turkish plain paper of 2013: four readers' comments in divs without any class, one '@Name' answer.",
    )


def vi_after() -> Case:
    c = thread(
        """
Thanh Hương | 3 giờ trước | - | Chợ nổi mà dời đi thì mất hết cái hồn của bến. Mong thành phố cân nhắc lại.
anh Tư ghe | 1 giờ trước | - | Ghe hàng của tôi đậu ở đây ba mươi năm rồi. Chỗ mới nước cạn, ghe lớn không vào được.
"""
    )
    items = "".join(
        f'<article class="bd-y"><p class="bd-y__noi">{esc(x.text)}</p><p class="bd-y__ai"><b>{esc(x.author)}</b> · {esc(x.when)}</p></article>'
        for x in c
    )
    block = f'<section class="ban-doc" aria-label="Bạn đọc"><h3>Bạn đọc nói gì</h3>{items}</section>'
    st = story(
        "Chợ nổi Bến Đò có thể dời về phía hạ lưu",
        "Phạm Quốc Bảo",
        "2022-09-14T07:20:00+07:00",
        "14/9/2022",
        """
Ủy ban thị xã đang lấy ý kiến về phương án dời chợ nổi Bến Đò xuống phía hạ lưu, cách vị trí cũ khoảng hai cây số.

Theo phương án, khu bến mới sẽ có bãi đậu xe và nhà vệ sinh công cộng, nhưng mực nước vào mùa khô thấp hơn.
""",
        declare="og",
    )
    rail = box("mob", "Tin khác", links("Mùa nước nổi về sớm|Cầu mới nối hai xã|Lễ hội đua ghe ngo"))
    return make(
        "r-vi-text-first",
        "discussion",
        "mob",
        "vi-after",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/thoi-su/cho-noi-ben-do-doi-ha-luu-2209",
        container="section.ban-doc, article.bd-y: p.bd-y__noi (the text first), then p.bd-y__ai (<b> name · '3 giờ trước')",
        heading="Bạn đọc nói gì",
        description="A Vietnamese mobile news page of 2022: two readers' comments, the name and a relative time after the text.",
    )


def pl_h4() -> Case:
    c = thread(
        """
Zdzisław z Kurpi | 2012-06-04 19:20 | - | Most był zamknięty trzy miesiące, a naprawa trwała dwa tygodnie. Gdzie tu logika?
Basia | 2012-06-04 20:02 | 0 | Zdzisław, czekali na ekspertyzę z Warszawy, pisali o tym w maju.
Karol Wysocki |  | - | W końcu nie trzeba jeździć przez Rzekuń. Oszczędzam pół godziny dziennie.
Ania M. |  | - | Czy po moście mogą jeździć autobusy szkolne? W artykule nic o tym nie ma.
Leszek | 2012-06-05 07:45 | - | Nowe barierki wyglądają porządnie, ale chodnik dalej jest dziurawy.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        when = f" <em>{esc(x.when)}</em>" if x.when else ""
        return (
            f'<div class="glos"><h4>{esc(x.author)}{when}</h4><p>{esc(x.text)}</p>'
            + (f'<div class="glos-odp" style="margin-left:30px">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<div class="glosy-czytelnikow">{nest(c, item)}<p><a href="/dodaj/">Dodaj swój głos</a></p></div>'
    )
    st = story(
        "Most na Narwi znów otwarty",
        "Tomasz Kalinowski",
        "2012-06-04T14:00:00+02:00",
        "4 czerwca 2012",
        """
Po trzech miesiącach przerwy kierowcy znów mogą przejeżdżać mostem na Narwi. Drogowcy wymienili dylatacje i barierki.

Ograniczenie tonażu do 15 ton pozostaje w mocy do czasu kolejnej ekspertyzy, zaplanowanej na jesień.
""",
        declare="metadate",
        section="Wiadomości",
    )
    rail = box("ledger", "Więcej", links("Festyn w Łęgu|Nowy dyrektor szpitala|Narew Ostrołęka awansuje"))
    return make(
        "r-pl-h4-noheading",
        "discussion",
        "ledger",
        "pl-h4",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/wiadomosci/2012/06/04/most-na-narwi-otwarty.html",
        container="div.glosy-czytelnikow (no heading), div.glos: <h4> name and, on three of five, <em> date; <p> text; the reply in div.glos-odp (margin) inside its parent",
        heading=None,
        description="A Polish paper of 2012: five readers' comments under their names in <h4>s, no heading, times on three, one nested reply.",
    )


def nl_een() -> Case:
    c = thread(
        """
Gerrit-Jan | 4 juni 2008 om 21:14 | - | Bij ons aan de dijk hetzelfde verhaal. De gemeente belooft al jaren een nieuwe duiker en er gebeurt niks.
"""
    )
    x = c[0]
    block = (
        f'<h4>Eén reactie</h4><div class="bij"><p><i>{esc(x.author)} schreef op {esc(x.when)}:</i></p>'
        f"<p>{esc(x.text)}</p></div>"
        '<h4>Zeg het maar</h4><form action="/reageer.php" method="post"><textarea name="t" cols="50" rows="6"></textarea><br><input type="submit" value="Verstuur"></form>'
    )
    st = story(
        "De sloot loopt weer over",
        "Klaas Dijkhuis",
        "2008-06-03T22:00:00+02:00",
        "3 juni 2008",
        """
Drie dagen regen en de sloot achter de stal staat weer tot aan de rand. De duiker onder de weg is voor de helft dichtgeslibd.

Ik heb de gemeente gebeld. Ze komen kijken, zeggen ze. Dat zeiden ze vorig jaar ook.
""",
        declare="visible",
        kicker="Gemeente",
    )
    rail = box(
        "plain", "Eerder", links("Koeien de wei in|Mest en de nieuwe regels|Een nieuwe trekker, tweedehands")
    )
    return make(
        "r-nl-een-reactie",
        "discussion",
        "plain",
        "nl-een",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2008/06/de-sloot-loopt-weer-over.html",
        container="h4 'Eén reactie', div.bij: <p><i>Name schreef op date:</i></p>, <p> text; an empty form under it",
        heading="Eén reactie",
        description="A Dutch farmer's blog of 2008: exactly one reader's comment, 'Name schreef op …:', an empty form under it.",
    )

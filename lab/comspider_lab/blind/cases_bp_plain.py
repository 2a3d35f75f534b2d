"""Blind set BP: six article pages without any reader comment, each with the theme's furniture of readers'
contributions that are not a discussion: schema.org reviews with stars on a baking site that has no comments (en),
travellers' tips on a guide (vi), a news video's transcript with "Komentar dinonaktifkan" (id), a consultation's
survey results and the council's vote tally with a closed discussion (sl), an "I made this" gallery of readers'
builds (et), a product test's table with a readers' rating and a poll (ru). Every name, place and text invented for
this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bp_common import Bits, Case, Piece, case, esc, rows
from comspider_lab.blind.widgets import stars


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def en_reviews() -> Case:
    revs = rows("""
Margaret O. | 5 | 2018-03-14 | 14 March 2018 | Made it with four very black bananas and it was the best loaf I have baked. The brown butter really does taste of toffee.
Dev | 4 | 2018-03-13 | 13 March 2018 | Lovely crumb. Mine needed ten more minutes in a fan oven, so keep an eye on it.
Ruth by the harbour | 5 | 2018-03-12 | 12 March 2018 | I swapped a third of the flour for wholemeal and added walnuts. Gone in a day.
Tom H. | 3 | 2018-03-11 | 11 March 2018 | Tasty, but it sank in the middle. I think my bananas were too big.
Aisling | 5 | 2018-03-10 | 10 March 2018 | Browning the butter takes five minutes and is worth every one of them.
""")
    block = (
        '<section class="bc-reviews" itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Brown butter banana bread">'
        '<h2>Reviews (23)</h2><div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">'
        '<p><span class="bc-stars">★★★★★</span> <span itemprop="ratingValue">4.6</span> out of 5 from <span itemprop="reviewCount">23</span> bakers</p></div>'
        + "".join(
            '<article class="bc-review" itemprop="review" itemscope itemtype="https://schema.org/Review">'
            f'<header><span itemprop="author">{esc(a)}</span> <time itemprop="datePublished" datetime="{iso}">{esc(d)}</time></header>'
            f'<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="{r}"><span class="bc-stars">{stars(int(r))}</span></div>'
            f'<p itemprop="reviewBody">{esc(t)}</p><footer><button type="button">Helpful</button></footer></article>'
            for a, r, iso, d, t in revs
        )
        + '<a class="bc-all" href="/recipes/brown-butter-banana-bread/reviews?page=2">Read all 23 reviews</a>'
        '<form class="bc-rate" action="/review" method="post"><h3>Baked it? Leave a rating</h3><select name="stars"><option>5</option><option>4</option><option>3</option><option>2</option><option>1</option></select>'
        '<textarea name="review" placeholder="How did it turn out?"></textarea><button>Submit review</button></form></section>'
    )
    style = ".bc-stars{color:#d18f00;letter-spacing:1px}.bc-review{border-top:1px solid #e6dccb;padding:10px 0}.bc-review header{font:bold 15px Arial,sans-serif}.bc-review time{font-weight:normal;color:#8a7b6a}"
    piece = Piece(
        "Brown butter banana bread",
        "By Harriet Lowe",
        "2018-03-09T08:00:00+00:00",
        "9 March 2018",
        """
Banana bread is the recipe we are asked about more than any other, so we tested eleven versions. This one won: the butter is browned until it smells of hazelnuts, the bananas are the blackest you can find, and there is a little yoghurt for a soft crumb.

You will need 100 g butter, 3 or 4 very ripe bananas, 150 g light brown sugar, 2 eggs, 60 g yoghurt, 250 g plain flour and a teaspoon of bicarbonate of soda. Bake at 170 °C (fan 150 °C) for 55 to 65 minutes.
""",
        dek="Tested twice, and then nine more times.",
        section="Bread",
        popular=("Overnight focaccia", "The simplest sourdough", "Lemon drizzle traybake", "Cheese scones"),
        related=("Banana and oat muffins", "How to brown butter", "Marmalade loaf cake"),
    )
    return _plain(
        "bp-en-reviews-only",
        "en-bramble",
        piece,
        Bits(inside=block, style=style),
        "/recipes/brown-butter-banana-bread",
        "section.bc-reviews (schema.org Recipe): h2 'Reviews (23)', article.bc-review x5 (schema.org Review), a review form",
        "schema.org reviews with stars; the site has no comments",
        "An English baking site of 2018: a recipe with 5 schema.org reviews (name, date, stars, text, 'Helpful'), an aggregate rating (23) and a review form; the site has no comments at all.",
    )


def vi_tips() -> Case:
    tips = rows("""
Minh Thư | 12/07/2019 | Đi sau 8 giờ tối thì các quầy hải sản bắt đầu giảm giá, nhớ hỏi giá trước khi gọi món. | 31
Anh Tuấn | 10/07/2019 | Gửi xe ở bãi trường tiểu học phía sau chợ, chỉ 5.000 đồng. | 18
Hoàng Yến | 08/07/2019 | Mang theo túi nilon và khăn ướt, bàn ghế ở chợ khá chật. | 12
chị Lan Sài Gòn | 05/07/2019 | Sò điệp nướng mỡ hành ở quầy số 14 là ngon nhất, bà chủ rất vui tính. | 27
""")
    block = (
        '<section class="pb-meo"><h2>Mẹo từ du khách</h2><p class="pb-ghichu">Mẹo do độc giả gửi về, được biên tập viên duyệt trước khi đăng.</p>'
        + "".join(
            f'<div class="pb-1meo"><p class="pb-noidung">💡 {esc(t)}</p><p class="pb-nguoi">{esc(a)} · {esc(d)} · <span>{esc(v)} người thấy hữu ích</span></p></div>'
            for a, d, t, v in tips
        )
        + '<a class="pb-gui" href="/meo-hay/gui-meo">Gửi mẹo của bạn</a></section>'
        '<table class="pb-gia"><caption>Giá tham khảo (tháng 7/2019)</caption><tr><th>Món</th><th>Giá</th></tr>'
        "<tr><td>Ốc hương nướng (1 đĩa)</td><td>80.000 đ</td></tr><tr><td>Ghẹ hấp (1 kg)</td><td>350.000 đ</td></tr><tr><td>Chè bắp</td><td>15.000 đ</td></tr></table>"
    )
    style = ".pb-meo{background:#fff8e6;border:1px solid #f0d78c;padding:12px 16px;margin:20px 0}.pb-1meo{border-bottom:1px dashed #f0d78c}.pb-nguoi{font-size:13px;color:#7b8b95}.pb-gia td,.pb-gia th{padding:4px 10px;border-bottom:1px solid #ddd}"
    piece = Piece(
        "Chợ đêm Bãi Dài: ăn gì, giá bao nhiêu?",
        "Bài và ảnh: Trần Khánh Linh",
        "2019-07-03T09:00:00+07:00",
        "03/07/2019",
        """
Chợ đêm Bãi Dài họp từ 5 giờ chiều đến nửa đêm ở con đường chạy dọc bờ biển. Có khoảng sáu mươi quầy, phần lớn bán hải sản nướng, ốc và chè.

Chúng tôi đã thử mười hai món trong ba buổi tối. Dưới đây là những món đáng tiền nhất, giá tham khảo và vài lưu ý để không bị "chặt chém".
""",
        dek="Sáu mươi quầy hải sản và chè bên bờ biển.",
        section="Ăn uống",
        popular=("Năm bãi biển vắng gần thị trấn", "Thuê xe máy ở đâu", "Quán cà phê nhìn ra biển"),
        related=("Bánh căn ở phố cổ", "Đi thuyền thúng ngắm bình minh", "Lịch các chợ phiên"),
    )
    return _plain(
        "bp-vi-meo",
        "vi-phobien",
        piece,
        Bits(inside=block, style=style),
        "/an-uong/cho-dem-bai-dai",
        "section.pb-meo: h2 'Mẹo từ du khách', div.pb-1meo x4 (tip, name, date, 'useful' count); a price table",
        "travellers' tips with names, dates and 'useful' counts",
        "A Vietnamese travel guide of 2019 on a night market: 4 travellers' tips (text, name, date, 'useful' count) and a price table; no comment area.",
    )


def id_transcript() -> Case:
    lines = rows("""
00:00 | Rina Aprilia, reporter | Air laut masuk ke pasar ikan Muara Lembah sejak pukul lima pagi.
00:14 | Pak Darto, pedagang ikan | Sudah tiga hari begini. Ikan kami angkat ke meja, tapi pembeli tidak bisa masuk.
00:32 | Rina Aprilia | Sampai kapan air akan surut?
00:35 | Sri Wahyuni, petugas penanggulangan bencana kota | Puncak pasang nanti sore sekitar pukul empat. Setelah itu air perlahan turun.
01:05 | Pak Darto | Kami minta tanggul di belakang pasar ditinggikan, janjinya dari tahun lalu.
01:20 | Rina Aprilia | Pemerintah kota menyebut perbaikan tanggul dimulai bulan Februari.
""")
    block = (
        '<div class="wl-video"><video controls preload="none" width="720" height="405" poster="/_avatar/wl-poster.svg"><source src="/video/rob-muara-lembah.mp4" type="video/mp4"></video></div>'
        '<section class="wl-transkrip"><h2>Transkrip video</h2><dl>'
        + "".join(
            f'<dt><span class="wl-t">{esc(t)}</span> {esc(s)}</dt><dd>{esc(x)}</dd>' for t, s, x in lines
        )
        + '</dl></section><div class="wl-mati"><p>Komentar dinonaktifkan untuk video ini.</p></div>'
    )
    style = ".wl-video video{width:100%;height:auto;background:#000}.wl-transkrip dt{font-weight:bold;margin-top:8px}.wl-t{font-family:monospace;color:#c4161c}.wl-transkrip dd{margin-left:0}.wl-mati{background:#f4f4f4;padding:10px;color:#777}"
    piece = Piece(
        "Video: Banjir rob rendam pasar ikan Muara Lembah",
        "Rina Aprilia",
        "2021-12-06T15:20:00+07:00",
        "Senin, 6 Desember 2021 15:20 WIB",
        """
Banjir rob kembali merendam pasar ikan Muara Lembah sejak Sabtu. Ketinggian air di lorong pasar mencapai 40 sentimeter pada Senin pagi.

Para pedagang meminta tanggul di belakang pasar segera ditinggikan. Pemerintah kota menyebut perbaikan dimulai Februari tahun depan.
""",
        dek="Pedagang minta tanggul ditinggikan.",
        section="Video",
        popular=("Jembatan gantung diperbaiki", "Harga cabai naik lagi", "Festival layang-layang ditunda"),
        related=("Rob di pesisir utara", "Tanggul baru mulai Februari", "Pedagang ikan pindah sementara"),
    )
    return _plain(
        "bp-id-transkrip",
        "id-lembah",
        piece,
        Bits(inside=block, style=style),
        "/video/banjir-rob-pasar-ikan-muara-lembah",
        "section.wl-transkrip: dl of 6 timestamped lines with speakers; 'Komentar dinonaktifkan untuk video ini.'",
        "a video's transcript with timestamps and speakers; comments switched off",
        "An Indonesian news site's video page of 2021: a video, its transcript as a definition list (6 timestamped lines with speakers and roles) and 'comments switched off for this video'.",
    )


def sl_consultation() -> Case:
    votes = rows("""
Marjeta Kos | ZA
Bojan Zupan | PROTI
Tina Rozman | ZA
Aleš Kranjc | ZA
Milena Žagar | VZDRŽAN
Primož Vidmar | ZA
Nataša Golob | PROTI
""")
    block = (
        '<section class="dg-anketa"><h2>Rezultati spletnega posvetovanja</h2><p>Sodelovalo je 1.146 občanov, posvetovanje je trajalo od 4. do 25. aprila.</p><ul>'
        "<li>Enotna ura parkiranja 1 €: <b>38 %</b> (436)</li><li>Prve pol ure brezplačno: <b>47 %</b> (539)</li><li>Brez sprememb: <b>15 %</b> (171)</li></ul></section>"
        '<section class="dg-glasovanje"><h2>Kako so glasovali svetniki (seja 11. maja)</h2><table><tr><th>Svetnik</th><th>Glas</th></tr>'
        + "".join(f"<tr><td>{esc(n)}</td><td>{esc(v)}</td></tr>" for n, v in votes)
        + '</table><p><b>Sprejeto:</b> 4 za, 2 proti, 1 vzdržan.</p></section><p class="dg-zaprto">Razprava pod tem člankom je zaključena.</p>'
    )
    style = ".dg-anketa,.dg-glasovanje{border:1px solid #ddd;padding:10px 16px;margin:16px 0}.dg-glasovanje td,.dg-glasovanje th{padding:3px 12px;border-bottom:1px solid #eee;text-align:left}.dg-zaprto{color:#777;font-style:italic}"
    piece = Piece(
        "Javno posvetovanje o parkiranju v starem jedru: svet sprejel prvo pol ure brezplačno",
        "Urška Pečnik",
        "2022-05-12T07:30:00+02:00",
        "12. 5. 2022",
        """
Občinski svet je na seji v sredo sprejel nova pravila za parkiranje v starem mestnem jedru. Prvih trideset minut bo brezplačnih, vsaka nadaljnja ura bo stala en evro.

Odločitev sledi spletnemu posvetovanju, v katerem je sodelovalo več kot tisoč občanov. Največ jih je podprlo prav brezplačno prvo pol ure.
""",
        dek="Občani so na posvetovanju izbrali prvo pol ure brez plačila.",
        section="Posvetovanja",
        popular=("Most čez Savinjo zaprt", "Nova knjižnica odprta", "Poletni kino v parku"),
        related=("Kje parkirati med prenovo", "Posvetovanje o kolesarskih stezah", "Zapisnik seje"),
    )
    return _plain(
        "bp-sl-posvet",
        "sl-dolina",
        piece,
        Bits(inside=block, style=style),
        "/posvetovanja/parkiranje-staro-jedro-rezultati",
        "section.dg-anketa (survey results), section.dg-glasovanje (a table of 7 councillors' votes); 'Razprava ... je zaključena.'",
        "a consultation's survey results and a council's vote tally",
        "A Slovenian local news site of 2022: the results of an online consultation (three options with percentages and counts), a table of 7 councillors' votes and a line saying the discussion is closed.",
    )


def et_gallery() -> Case:
    builds = rows("""
Kaido | 18.02.2025 | Esimene pesakast valmis, tihane vaatas juba järgmisel päeval sisse.
Marika ja poeg Rasmus | 17.02.2025 | Tegime koos kaks tükki, Rasmus värvis katuse roheliseks.
Tõnu Saar | 16.02.2025 | Kasutasin vana kuuselauda, ava läbimõõt 32 mm nagu õpetuses.
Liina | 15.02.2025 | Panin pesakasti õunapuule kahe meetri kõrgusele, loodame parimat.
Andres K. | 14.02.2025 | Tegin kohe viis tükki, terve küla saab omale.
""")
    block = (
        '<section class="mm-tegin"><h2>Ma tegin selle! <small>Lugejate tööd</small></h2><div class="mm-ruudud">'
        + "".join(
            f'<figure class="mm-too"><img src="/_avatar/mm-too-{k}.svg" alt="" width="180" height="180"><figcaption><strong>{esc(a)}</strong> <time>{esc(d)}</time><span>{esc(t)}</span></figcaption></figure>'
            for k, (a, d, t) in enumerate(builds)
        )
        + '</div><a class="mm-saada" href="/puutood/pesakast/saada-foto">Saada oma töö foto</a></section>'
    )
    style = ".mm-ruudud{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}.mm-too{margin:0;font:14px Arial,sans-serif}.mm-too img{width:100%;background:#d8e6d0}.mm-too span{display:block}.mm-too time{color:#8a7b6a}"
    piece = Piece(
        "Kuidas ehitada lindudele pesakast",
        "Tekst ja joonised: Priit Lepik",
        "2025-02-10T09:00:00+02:00",
        "10. veebruar 2025",
        """
Veebruar on parim aeg pesakasti ehitamiseks: linnud otsivad pesapaika juba märtsi alguses. Tihasele sobib kast, mille põhi on 12 korda 12 sentimeetrit ja ava läbimõõt 32 millimeetrit.

Kasuta höövlamata lauda, et pojad saaksid seinal ronida. Ära värvi kasti seestpoolt ja jäta põhja paar väikest auku, et vihmavesi välja pääseks.
""",
        dek="Üks laud, kümme kruvi ja tund aega.",
        section="Puutööd",
        popular=("Lõikelaud tammest", "Aiapink kahe tunniga", "Kuidas teritada peitlit"),
        related=("Siilimaja aeda", "Putukahotell", "Söödamaja talveks"),
    )
    return _plain(
        "bp-et-tegin",
        "et-meister",
        piece,
        Bits(inside=block, style=style),
        "/puutood/pesakast-lindudele",
        "section.mm-tegin: h2 'Ma tegin selle!', figure.mm-too x5 (name, date, caption)",
        "an 'I made this' gallery of readers' builds with captions",
        "An Estonian DIY magazine of 2025: a bird-box project with an 'I made this' gallery of 5 readers' photos (name, date, caption) and a link to send one; no comment area.",
    )


def ru_test() -> Case:
    block = (
        '<table class="ne-tablica"><caption>Итоги проверки</caption><tr><th>Модель</th><th>Цена</th><th>Оценка экспертов</th></tr>'
        "<tr><td>«Вихрь-7»</td><td>12 990 ₽</td><td>4,5</td></tr><tr><td>«Чистюля Мини»</td><td>8 490 ₽</td><td>3,9</td></tr>"
        "<tr><td>«Домовой 300»</td><td>14 700 ₽</td><td>4,2</td></tr><tr><td>«Ураган Лайт»</td><td>9 990 ₽</td><td>3,4</td></tr></table>"
        '<div class="ne-ocenka"><p>Оценка читателей: <b>4,1</b> из 5 <span class="ne-z">★★★★☆</span> (287 голосов)</p><p>Оцените материал: '
        + "".join(f'<button type="button" class="ne-zv">{k}</button>' for k in range(1, 6))
        + '</p></div><aside class="ne-opros"><h3>Опрос</h3><p>Какой пылесос у вас дома?</p><ol><li>Вертикальный — 34%</li><li>С мешком — 29%</li><li>С контейнером — 25%</li><li>Робот — 12%</li></ol><p><small>Проголосовали 2 418 человек</small></p></aside>'
    )
    style = ".ne-tablica td,.ne-tablica th{padding:4px 12px;border-bottom:1px solid #ddd}.ne-z{color:#d18f00}.ne-opros{border:2px solid #161616;padding:8px 14px;margin:16px 0}"
    piece = Piece(
        "Проверка: семь пылесосов дешевле 15 тысяч рублей",
        "Ольга Мартынова, лаборатория «Народного эксперта»",
        "2020-02-20T10:00:00+03:00",
        "20 февраля 2020",
        """
Мы купили в обычных магазинах семь пылесосов дешевле 15 тысяч рублей и проверили, как они собирают песок, шерсть и крошки с ковра и ламината, сколько шумят и как легко чистится фильтр.

Лучшим по сумме оценок стал «Вихрь-7», хуже всех с шерстью справился «Ураган Лайт». Полная таблица результатов — ниже.
""",
        dek="Песок, шерсть и шум: что показала лаборатория.",
        section="Проверки",
        popular=("Какой чайник прослужит дольше", "Проверка молока: жирность", "Тариф на воду вырос"),
        related=("Как выбрать пылесос", "Проверка роботов-пылесосов", "Гарантия и ремонт: ваши права"),
    )
    return _plain(
        "bp-ru-proverka",
        "ru-ekspert",
        piece,
        Bits(inside=block, style=style),
        "/proverki/sem-pylesosov-do-15-tysyach",
        "table.ne-tablica (test results), div.ne-ocenka (readers' rating 4,1, 287 votes), aside.ne-opros (a poll)",
        "a product test's table, a readers' star rating and a poll",
        "A Russian consumer-testing site of 2020: a product test with a results table, a readers' star rating of the article (287 votes) and a poll; no comment area.",
    )


def plain_bp() -> list[Case]:
    return [en_reviews(), vi_tips(), id_transcript(), sl_consultation(), et_gallery(), ru_test()]

"""Blind set AQ: four mixed pages, a small discussion in the served HTML (2 to 6 readers' comments) beside a list
that looks like one but is not: the nominees for a regional league's goal of the month (ru), a start-up day's pitch
schedule (id), a regatta's entry list (hr), a village's grants to its clubs (sk). Every class name, name, place and
text invented for this set; each comment and entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_aq_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def ru_stadion() -> Case:
    cs = thread("""
Виктор Саблин | 12 апреля 2025, 18:30 | - | - | Где теперь будет играть наша команда? Ездить на домашние матчи в соседний район никто не станет.
Ольга Т. | 12 апреля 2025, 18:52 | 0 | - | В статье сказано, что на стадионе школы № 3. Там трибуна на триста мест, для второй лиги хватит.
Виктор Саблин | 12 апреля 2025, 19:10 | 1 | - | Триста мест — это на матч с «Рыбаком» даже на половину болельщиков не хватит.
Денис Кравец | 12 апреля 2025, 20:44 | - | - | Давно пора. Беговые дорожки там ещё с советских времён, дети на тренировках ноги подворачивают.
Людмила Петровна | 13 апреля 2025, 09:15 | - | - | Лишь бы каток зимой заливать не перестали, это единственное место в районе.
Артём | 13 апреля 2025, 10:02 | 4 | - | Каток переносят в парк у реки, это в конце статьи написано.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<li class="ob-z" id="ob-{i + 1}"><div class="ob-sh"><span class="ob-av">{esc(c.name[:1])}</span> <b class="ob-im">{esc(c.name)}</b> '
            f'<span class="ob-dt">{esc(c.when)}</span></div><div class="ob-tx">{paras(c.text)}</div>'
            f'<div class="ob-kn"><a href="#ob-f">Ответить</a> · <a href="/zhaloba">Пожаловаться</a></div>{sub}</li>'
        )

    after = (
        '<section class="ob"><h2>Обсуждение (6)</h2><ul class="ob-spisok">'
        + tree(cs, item, lambda s, d: f'<ul class="ob-otv">{s}</ul>')
        + '</ul><form id="ob-f" action="/ob" method="post"><textarea name="t" placeholder="Ваше мнение"></textarea><button>Отправить</button></form></section>'
    )
    noms = rows("""
Игорь Шульга | «Водник» | 2 марта | Удар через себя с линии штрафной, мяч попал под перекладину.
Рустам Галиев | «Рыбак» | 9 марта | Прошёл с мячом от своей половины поля, обыграв четверых, и спокойно закатил в угол.
Павел Осокин | «Заречье-2» | 16 марта | Прямой удар со штрафного метров с тридцати, вратарь даже не прыгнул.
Никита Лаптев | «Водник» | 23 марта | Пяткой после навеса с углового на последней минуте матча.
""")
    rail = (
        '<section class="gm"><h2>Гол месяца: номинанты</h2><ol class="gm-l">'
        + "".join(
            f"<li><p><b>{esc(n)}</b>, {esc(cl)} <small>{esc(d)}</small></p><p>{esc(t)}</p>"
            f'<button type="button" class="gm-v">Голосовать</button></li>'
            for n, cl, d, t in noms
        )
        + "</ol><p><small>Голосование до 20 апреля</small></p></section>"
    )
    css = ".ob-spisok,.ob-otv{list-style:none;padding-left:0}.ob-otv{margin-left:28px}.ob-z{padding:8px 0;border-bottom:1px solid #eee}.ob-av{display:inline-block;width:26px;height:26px;border-radius:50%;background:#ddd;text-align:center}.ob-dt{color:#888;font-size:12px}"
    st = Story(
        "Стадион «Водник» закроют на реконструкцию до осени",
        "Андрей Белов",
        "2025-04-12T15:00:00+03:00",
        "12 апреля 2025, 15:00",
        """
Стадион «Водник» в Заречном закроют на реконструкцию с 1 мая. Работы продлятся до конца сентября: на стадионе заменят газон, беговые дорожки и освещение, отремонтируют трибуну.

Домашние матчи команда «Водник» проведёт на стадионе школы № 3. Зимний каток, который заливали на поле «Водника», в этом году устроят в парке у реки.
""",
        section="Спорт",
        caption="Трибуна стадиона «Водник» перед началом сезона.",
        most=(
            "В Заречном откроют новую поликлинику",
            "Паводок: уровень воды в реке растёт",
            "Фестиваль блинов собрал тысячу гостей",
        ),
        tags=("стадион", "Водник", "реконструкция"),
    )
    return make(
        "aq-ru-mixed-stadion-goals",
        "mixed",
        "ru-zarechye",
        st,
        Parts(after=after, rail=rail, css=css),
        seeds(cs),
        path="/sport/stadion-vodnik-rekonstrukciya",
        container="section.ob: h2 'Обсуждение (6)', ul.ob-spisok > li.ob-z (initial, b.ob-im, span.ob-dt, div.ob-tx, 'Ответить · Пожаловаться'); replies in ul.ob-otv inside the li, three levels; beside it, in the side column, section.gm 'Гол месяца: номинанты' (player, club, date, the goal in a sentence, a vote button)",
        heading="Обсуждение (6)",
        description="A Russian district paper of 2025: 6 readers' comments after the article, replies to three levels; in the side column the nominees for the regional league's goal of the month (player, club, date, a sentence). Only the comments count.",
        lookalikes=("goal of the month nominees",),
    )


def id_pasar() -> Case:
    cs = thread("""
Rini Handayani | 3 jam lalu | - | - | Senang sekali pasar terapung hidup lagi. Dulu waktu kecil saya selalu dibelikan kue apem di perahu Nenek Ijah.
Bayu Saputra | 2 jam lalu | 0 | - | Perahu Nenek Ijah sekarang dipegang cucunya, kuenya masih sama enaknya.
Agus W. | 1 jam lalu | - | - | Parkir motor di dermaga sempit sekali. Semoga pemkot menyediakan lahan parkir tambahan.
Fitri | 40 menit lalu | - | - | Jam berapa mulainya? Di artikel tertulis subuh, tapi subuh itu persisnya jam berapa?
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<div class="tg-k"><div class="tg-a"><strong>{esc(c.name)}</strong> <em>{esc(c.when)}</em></div>'
            f'{paras(c.text, cls="tg-p")}<a class="tg-b" href="#tg-f">Balas</a>{sub}</div>'
        )

    after = (
        '<section class="tg"><h3>Tanggapan pembaca (4)</h3>'
        + tree(cs, item, lambda s, d: f'<div class="tg-bls">{s}</div>')
        + '<form id="tg-f" action="/tanggapan" method="post"><textarea name="isi"></textarea><button>Kirim</button></form></section>'
    )
    pitches = rows("""
09.00 | Dewi Lestari | IkanSegar.id | Menghubungkan nelayan muara langsung dengan rumah makan, ikan sampai dalam dua jam.
09.15 | Hendra Gunawan | Perahu Pintar | Sensor murah untuk perahu kecil yang memberi tahu saat mesin perlu diservis.
09.30 | Siti Rahma dan Yoga Pratama | Jajan Pasar | Aplikasi pesan-antar kue tradisional dari pedagang pasar terapung.
09.45 | Bambang Sutrisno | SampahJadi | Mengolah sampah plastik dari sungai menjadi papan untuk dermaga.
10.00 | Lina Marlina | Les Tepi Sungai | Kelas komputer keliling untuk anak-anak kampung di bantaran sungai.
""")
    rail = (
        '<aside class="sd"><h3>Muara Startup Day: jadwal pitching</h3><p>Sabtu, 19 Juli 2025, Gedung Serbaguna Kota</p><ul class="sd-l">'
        + "".join(
            f'<li><span class="sd-j">{esc(t)}</span> <b>{esc(who)}</b> <i>{esc(co)}</i><br>{esc(line)}</li>'
            for t, who, co, line in pitches
        )
        + "</ul></aside>"
    )
    css = ".tg-k{padding:8px 0;border-bottom:1px solid #e5e5e5}.tg-bls{margin-left:26px}.tg-a em{color:#888;font-size:12px}.sd{background:#f3f7fb;padding:12px 16px}.sd-l{list-style:none;padding:0}.sd-l li{margin:8px 0}"
    st = Story(
        "Pasar Terapung Muara Kembali Buka Setiap Minggu Pagi",
        "Reporter: Yuliana Siregar",
        "2025-07-13T08:00:00+07:00",
        "Minggu, 13 Juli 2025 08:00 WIB",
        """
Pasar terapung di Sungai Muara kembali dibuka setiap Minggu pagi mulai hari ini, setelah tiga tahun berhenti karena pendangkalan sungai. Sekitar empat puluh perahu pedagang ikut meramaikan pembukaan.

Pemerintah kota telah mengeruk alur sungai sepanjang dua kilometer dan memperbaiki dermaga lama. Pasar dibuka sejak subuh hingga pukul sembilan pagi.
""",
        section="Kota",
        caption="Perahu pedagang sayur di Pasar Terapung Muara, Minggu pagi.",
        related=("Dermaga lama diperbaiki", "Festival perahu hias digelar Agustus"),
        most=("Jembatan Muara ditutup sementara", "Harga cabai naik lagi", "Tim dayung kota juara provinsi"),
        tags=("pasar terapung", "Muara"),
    )
    return make(
        "aq-id-mixed-pasar-pitching",
        "mixed",
        "id-muara",
        st,
        Parts(after=after, rail=rail, css=css),
        seeds(cs),
        path="/kota/pasar-terapung-buka-lagi",
        container="section.tg: h3 'Tanggapan pembaca (4)', div.tg-k (strong name, em relative time, p.tg-p, 'Balas'); a reply in div.tg-bls inside the entry; a form; below it aside.sd 'Muara Startup Day: jadwal pitching' (time, founders, start-up, a sentence)",
        heading="Tanggapan pembaca (4)",
        description="An Indonesian city portal of 2025: 4 readers' comments with relative times, one reply; beside them a start-up day's pitch schedule (time, founders, start-up, a sentence). Only the comments count.",
        lookalikes=("a start-up day's pitch schedule",),
    )


def hr_luka() -> Case:
    cs = thread("""
Ante Miličić | 4. kolovoza 2024. u 21:17 | - | - | Lijepo je uređeno, ali zašto nema nijednog stabla na rivi? Ljeti se tamo neće moći ni stajati od sunca.
Vesna Jurić | 5. kolovoza 2024. u 08:02 | - | - | Konačno su maknuli one betonske blokove. Moj nono bi bio sretan da vidi staru luku ovakvu.
""")
    after = (
        '<section class="rc"><h2>Recite nam (2)</h2>'
        + "".join(
            f'<blockquote class="rc-g"><footer><cite>{esc(c.name)}</cite>, <span>{esc(c.when)}</span></footer>{paras(c.text)}</blockquote>'
            for c in cs
        )
        + '<p><a href="/recite-nam?clanak=stara-luka">Napišite svoje mišljenje</a></p></section>'
    )
    crews = rows("""
CRO 114 | Bura | Marin Kovačić | 11:00 | Drveni gajeta iz 1938., obitelj je svake godine u regati.
CRO 207 | Tramuntana II | Ivana Perić | 11:00 | Prošlogodišnja pobjednica u klasi do osam metara, ove godine s kćeri.
CRO 33 | Sveti Kuzma | Dalibor Šimić | 11:10 | Nova jedrilica lokalnog kluba, prva regata za cijelu posadu.
CRO 512 | Galeb | Luka i Petar Vidović | 11:10 | Braća jedre zajedno od djetinjstva, ovo im je dvadeseta regata.
CRO 95 | Lavanda | Nives Marić | 11:20 | Jedina posada sastavljena samo od žena, sve iz otočnog jedriličarskog kluba.
""")
    inside = (
        '<aside class="rg"><h3>Regata Stara luka: prijavljene posade</h3><table class="rg-t"><tr><th>Jedro</th><th>Brod</th><th>Kormilar</th><th>Start</th><th></th></tr>'
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(k)}</td><td>{esc(t)}</td><td>{esc(n)}</td></tr>"
            for a, b, k, t, n in crews
        )
        + "</table></aside>"
    )
    css = ".rc-g{border-left:3px solid #0f6e6e;margin:14px 0;padding:4px 14px;font-style:normal}.rc-g footer{font:13px system-ui;color:#666}.rg-t{font:14px system-ui;border-collapse:collapse}.rg-t td,.rg-t th{border-bottom:1px solid #ddd;padding:4px 6px;vertical-align:top}"
    st = Story(
        "Stara luka u Svetom Kuzmi ponovno otvorena nakon obnove",
        "Piše: Katarina Bašić",
        "2024-08-04T10:00:00+02:00",
        "4. kolovoza 2024.",
        """
Nakon dvije godine radova stara luka u Svetom Kuzmi ponovno je otvorena. Obnovljena je kamena riva, uklonjeni su betonski blokovi iz sedamdesetih, a mul je produžen za dvadeset metara.

Otvorenje je obilježeno regatom tradicijskih i suvremenih brodica koja starta u subotu ujutro ispred lučice.
""",
        section="Otok",
        caption="Obnovljena riva stare luke u Svetom Kuzmi.",
        related=("Trajekt uvodi dodatnu noćnu liniju", "Ljetno kino na rivi", "Ribarska večer u subotu"),
        tags=("Sveti Kuzma", "luka", "regata"),
    )
    return make(
        "aq-hr-mixed-luka-regata",
        "mixed",
        "hr-sveti",
        st,
        Parts(inside=inside, after=after, css=css),
        seeds(cs),
        path="/otok/stara-luka-ponovno-otvorena",
        container="section.rc: h2 'Recite nam (2)', blockquote.rc-g (footer: cite name, span date; p), flat; inside the article aside.rg 'Regata Stara luka: prijavljene posade', a table (sail number, boat, helmsman, start time, a sentence)",
        heading="Recite nam (2)",
        description="A Croatian island magazine of 2024: 2 readers' comments as blockquotes after the article, flat; inside the article a regatta's entry list (sail, boat, helmsman, start time, a sentence). Only the comments count.",
        lookalikes=("a regatta's entry list",),
    )


def sk_ihrisko() -> Case:
    cs = thread("""
Zuzana Kováčová | 7. 3. 2025 o 17:45 | - | - | Konečne! Staré ihrisko pri škole malo hrdzavé hojdačky ešte vtedy, keď som tam chodila ja.
Marek | 7. 3. 2025 o 18:20 | 0 | - | A pieskovisko bude zakryté? Inak tam budú zase chodiť mačky.
Zuzana Kováčová | 7. 3. 2025 o 18:41 | 1 | - | Na fotke je vidno plachtu, takže asi áno.
Ján Hudák | 7. 3. 2025 o 20:05 | - | - | Škoda, že nemyslia aj na väčšie deti. Basketbalový kôš by stál pár eur.
Peter B. | 8. 3. 2025 o 07:30 | 3 | - | Kôš je v pláne na jeseň, hovoril to starosta na zastupiteľstve.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<li class="nc-p"><p class="nc-h"><span class="nc-m">{esc(c.name)}</span> <span class="nc-c">{esc(c.when)}</span></p>'
            f'{paras(c.text)}<p class="nc-o"><a href="#nc-f">Odpovedať</a></p>{sub}</li>'
        )

    after = (
        '<section class="nc"><h2>Názory čitateľov (5)</h2><ul class="nc-l">'
        + tree(cs, item, lambda s, d: f'<ul class="nc-r">{s}</ul>')
        + '</ul><form id="nc-f" action="/nazor" method="post"><textarea name="n"></textarea><button>Pridať názor</button></form></section>'
    )
    grants = rows("""
Dobrovoľný hasičský zbor Podhorie | Ing. Milan Grega | 24. 2. 2025 | 2 400 € | Nové hadice a oprava striekačky z roku 1972 na súťaže.
TJ Slovan Podhorie | Rastislav Kmeť | 24. 2. 2025 | 1 800 € | Dresy pre žiakov a doprava na zápasy v okresnej súťaži.
Folklórna skupina Jedlička | Mária Švecová | 24. 2. 2025 | 1 200 € | Ušitie krojov pre detskú skupinu a účasť na festivale.
Klub dôchodcov | Anna Hrušková | 24. 2. 2025 | 600 € | Výlet do kúpeľov a posedenie k mesiacu úcty k starším.
Poľovnícke združenie Jelenec | Jozef Baran | 24. 2. 2025 | 400 € | Oprava krmelcov v obecnom lese.
""")
    rail = (
        '<section class="dt"><h3>Samospráva: dotácie pre spolky 2025</h3><table class="dt-t"><tr><th>Spolok</th><th>Štatutár</th><th>Schválené</th><th>Suma</th><th>Účel</th></tr>'
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(d)}</td><td>{esc(s)}</td><td>{esc(u)}</td></tr>"
            for a, b, d, s, u in grants
        )
        + "</table></section>"
    )
    css = ".nc-l,.nc-r{list-style:none;padding-left:0}.nc-r{margin-left:26px}.nc-p{border-bottom:1px solid #eee;padding:6px 0}.nc-m{font-weight:700}.nc-c{color:#888;font-size:12px}.dt-t{font-size:14px;border-collapse:collapse}.dt-t td,.dt-t th{border:1px solid #ddd;padding:4px}"
    st = Story(
        "V Podhorí otvorili nové detské ihrisko pri škole",
        "Redakcia",
        "2025-03-07T11:00:00+01:00",
        "7. marca 2025",
        """
Obec Podhorie v piatok otvorila nové detské ihrisko v areáli základnej školy. Nahradilo staré ihrisko z osemdesiatych rokov, ktorého hojdačky boli dlhé roky uzavreté.

Ihrisko stálo 38 000 eur, väčšinu zaplatila dotácia z programu obnovy dediny. Pieskovisko má plachtu na noc a ihrisko bude otvorené denne do ôsmej večer.
""",
        section="Región",
        caption="Deti zo školy na novom ihrisku v deň otvorenia.",
        related=("Obec opraví chodník k cintorínu", "Fašiangy v Podhorí"),
        most=("Uzávierka cesty do Hornej Vsi", "Slovan Podhorie vyhral derby", "Zápis do prvého ročníka"),
        tags=("Podhorie", "ihrisko", "škola"),
    )
    return make(
        "aq-sk-mixed-ihrisko-dotacie",
        "mixed",
        "sk-podhorie",
        st,
        Parts(after=after, rail=rail, css=css),
        seeds(cs),
        path="/region/nove-detske-ihrisko",
        container="section.nc: h2 'Názory čitateľov (5)', ul.nc-l > li.nc-p (span.nc-m name, span.nc-c date, p, 'Odpovedať'); replies in ul.nc-r inside the li, three levels; below it section.dt 'Samospráva: dotácie pre spolky 2025', a table (club, chair, date approved, amount, purpose)",
        heading="Názory čitateľov (5)",
        description="A Slovak village portal of 2025: 5 readers' opinions after the article, replies to three levels; below them the village's grants to its clubs (club, chair, date, amount, purpose). Only the comments count.",
        lookalikes=("a village's grants to its clubs",),
    )


def mixed_aq() -> list[Case]:
    return [ru_stadion(), id_pasar(), hr_luka(), sk_ihrisko()]

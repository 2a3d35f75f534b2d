"""Blind set AU: four mixed pages, a discussion of 3 to 6 readers' comments beside a list that looks like one: an
"overheard in town" box of readers' quotes (ro), readers' thank-you notes to strangers (uk), the pet of the week
(da), a "most commented" box naming each story's latest commenter and time (id). Every name, place and text invented
for this set; each comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_au_common import (
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


def ro_overheard() -> Case:
    cs = thread("""
Mihaela Dobre | 12.05.2013, 10:14 | - | - | Ideea e bună, dar de unde iau autobuzul cei din satele din jur, dacă stația mută la gară?
Costel | 12.05.2013, 10:52 | - | - | Duminica oricum nu e nimeni în centru. Măcar să fie loc pentru copii cu bicicletele.
Ion Pătrașcu | 12.05.2013, 12:30 | 0 | - | Doamna Dobre, primăria a spus că stația rămâne la poștă, doar mașinile personale nu mai intră.
Familia Neagu | 12.05.2013, 15:05 | - | - | Noi avem magazin pe strada Mare. Dacă nu mai vin clienții cu mașina, închidem. Să ne întrebe și pe noi.
Lavinia R. | 12.05.2013, 19:41 | - | - | În Lunca Mică s-a făcut la fel și acum duminica e plin de lume la terase. Să încercăm măcar o vară.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="op" id="op{640 + i}"><p class="op-cap">scris de <b class="op-nume">{esc(c.name)}</b> la '
            f'<span class="op-ora">{esc(c.when)}</span></p><div class="op-txt">{paras(c.text)}</div>'
            f'<p class="op-act"><a href="#op-form">Răspunde</a> | <a href="/raporteaza/{640 + i}">Raportează</a></p>{sub}</li>'
        )

    block = (
        '<div class="opinii-box"><h3>Opiniile cititorilor (5)</h3><ul class="opinii">'
        + tree(cs, item, lambda s: f'<ul class="opinii-rasp">{s}</ul>')
        + '</ul><div id="op-form"><p><a href="/autentificare">Autentificați-vă</a> pentru a vă spune opinia.</p></div></div>'
    )
    heard = rows("""
„Doamnă, la noi în piață roșiile n-au văzut niciodată Spania.” | Piața Centrală | Adrian Vlase | 9 mai
„Am venit la primărie pentru o adeverință și am plecat cu trei formulare.” | Primăria, ghișeul 2 | Georgeta M. | 10 mai
„Nepotul meu zice că autobuzul e lent. Eu zic că e ocazia să vezi orașul.” | Stația de la poștă | Nicu Bălan | 10 mai
„Dacă plouă încă o săptămână, ne facem pescari toți.” | Cafeneaua din parc | Sanda Ilie | 11 mai
""")
    rail = (
        '<div class="pg-box auzit"><h3>Auzit prin oraș</h3><p><small>Cititorii ne trimit replici auzite pe stradă.</small></p>'
        + "".join(
            f'<blockquote class="auz-q"><p>{esc(q)}</p><footer>{esc(where)} · trimis de <cite>{esc(who)}</cite>, {esc(day)}</footer></blockquote>'
            for q, where, who, day in heard
        )
        + "</div>"
    )
    st = Story(
        "Centrul orașului, închis mașinilor în zilele de duminică",
        "Andreea Stoica",
        "2013-05-11T18:00:00+03:00",
        "11.05.2013, 18:00",
        """
Consiliul local din Valea Câmpiei a aprobat închiderea străzii Mari și a pieței din centru pentru autoturisme în zilele de duminică, între orele 9 și 21, începând din iunie.

Autobuzele locale și mașinile de intervenție vor putea circula în continuare. Primarul spune că măsura va fi testată timp de trei luni.

Unii comercianți se tem că vor pierde clienți, în timp ce alți localnici speră că centrul va deveni mai animat.
""",
        lead="Măsura va fi testată timp de trei luni, începând din iunie.",
        section="Local",
        related=(
            "Noile trasee ale autobuzelor",
            "Ce spun comercianții de pe strada Mare",
            "Parcare nouă lângă gară",
        ),
        most=(
            "Ploile au inundat două străzi",
            "Zilele orașului, în iunie",
            "Spitalul are un nou director",
            "Echipa de handbal a promovat",
        ),
        tags=("centru", "trafic", "Valea Câmpiei"),
    )
    return make(
        "au-ro-mixed-overheard",
        "mixed",
        "ro-campia",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/local/centru-inchis-duminica",
        container="div.opinii-box: h3 'Opiniile cititorilor (5)', ul.opinii > li.op (p.op-cap 'scris de NAME la TIME', div.op-txt, 'Răspunde | Raportează'); one answer in ul.opinii-rasp",
        heading="Opiniile cititorilor (5)",
        description="A Romanian daily of 2013: 5 readers' comments (one answer one level down) below the article, and in the side column an 'Auzit prin oraș' box of four quotes readers overheard in town (quote, place, 'trimis de NAME', day): not comments.",
        lookalikes=("overheard-in-town quotes sent by readers",),
    )


def uk_thanks() -> Case:
    cs = thread("""
Оксана Гнатюк | 03.10.2011 о 09:20 | - | - | Новий ринок потрібен, але не на місці парку. Хай будують біля автостанції, там пусто.
Петро Іванович | 03.10.2011 о 11:05 | - | - | Старий ринок треба просто відремонтувати. Дах і туалети, більше нічого не треба.
Віталій | 03.10.2011 о 14:42 | - | - | Скільки коштуватиме місце для продавців? Бабусі з городиною не потягнуть високу плату.
Люба з Заріччя | 04.10.2011 о 08:10 | - | - | Головне, щоб автобус від Заріччя туди ходив.
""")
    items = "".join(
        f'<div class="vidguk" id="vg{910 + i}"><h5 class="vg-hto">{esc(c.name)} написав(ла):</h5>{paras(c.text, cls="vg-txt")}'
        f'<p class="vg-chas">{esc(c.when)}</p></div>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="vg-blok"><h3>Відгуки читачів</h3>'
        + items
        + '<p><a href="/vidguk?st=2011-10-03">Додати відгук</a></p></div>'
    )
    thanks = rows("""
Водію маршрутки №3 | який чекав мене з важкими сумками біля лікарні, хоча вже запізнювався. Ви справжня людина! | Ніна Сергіївна, Заріччя | 28 вересня
Невідомому хлопцеві | що допоміг витягти з канави наш автомобіль у суботу ввечері. Ми навіть не встигли спитати ім'я. | родина Коваленків, Ясногірка | 29 вересня
Медсестрам дитячого відділення | за терпіння і теплі слова, поки наш син лежав з пневмонією. | Ірина та Андрій | 30 вересня
Продавчині з хлібного кіоску | яка знайшла і повернула мій гаманець з пенсією. Дай Боже здоров'я! | Марія Степанівна, центр | 1 жовтня
""")
    inside = (
        '<div class="dyakuyemo"><h4>Дякуємо!</h4><p><small>Ваші подяки незнайомим людям: надсилайте на пошту редакції.</small></p><ul>'
        + "".join(
            f'<li><b class="dk-komu">{esc(to)}</b>, {esc(why)} <i class="dk-vid">{esc(frm)}</i> <span class="dk-data">{esc(day)}</span></li>'
            for to, why, frm, day in thanks
        )
        + "</ul></div>"
    )
    st = Story(
        "Місту обіцяють новий критий ринок",
        "Галина Дорош",
        "2011-10-02T17:00:00+03:00",
        "02.10.2011",
        """
Міська рада Поріччя розглядає проєкт будівництва нового критого ринку на 200 торгових місць. Один з варіантів передбачає зведення ринку на частині міського парку.

Старий ринок на вулиці Шевченка працює з 1968 року. Дах протікає, а санітарні служби вже двічі виносили попередження.

Остаточне рішення щодо місця будівництва депутати мають ухвалити до кінця року після громадських слухань.
""",
        lead="Депутати обирають між парком і майданчиком біля автостанції.",
        section="Місто",
        related=("Громадські слухання: коли і де", "Історія старого ринку", "Автостанція чекає на ремонт"),
        most=(
            "Опалювальний сезон почнеться 15 жовтня",
            "Новий директор школи №2",
            "На Заріччі відремонтували міст",
            "Футболісти Поріччя перемогли",
        ),
        tags=("ринок", "міська рада"),
    )
    return make(
        "au-uk-mixed-thanks",
        "mixed",
        "uk-porichchia",
        st,
        Parts(inside=inside, after=block),
        seeds(cs),
        path="/misto/novyi-rynok",
        container="div.vg-blok: h3 'Відгуки читачів', div.vidguk (h5.vg-hto 'NAME написав(ла):', p.vg-txt, p.vg-chas after the text); flat",
        heading="Відгуки читачів",
        description="A Ukrainian town daily of 2011: 4 readers' comments, flat, the name in a heading 'NAME написав(ла):' and the time after the text; inside the article a 'Дякуємо!' box of four readers' thank-you notes to strangers (to whom, why, from whom, date): not comments.",
        lookalikes=("readers' thank-you notes to strangers",),
    )


def da_pets() -> Case:
    cs = thread("""
Bente Kjær | 2. sep. 2012 kl. 09.14 | - | - | Dejligt! September er den bedste måned at bade i. Vandet er varmere end i juni.
Morten H. | 2. sep. 2012 kl. 10.02 | - | - | Hvem betaler for livredderne den ekstra måned?
Havnebadets venner | 2. sep. 2012 kl. 11.30 | 1 | - | Morten, der er ingen livreddere i september. Der bliver skiltet med, at man bader på eget ansvar.
Lise-Lotte | 2. sep. 2012 kl. 13.47 | - | - | Vi vinterbadere håber, at det ender med at være åbent hele året.
Jens Ulrik | 2. sep. 2012 kl. 16.20 | - | - | Husk at tømme skraldespandene oftere. I august flød det over hver weekend.
Pia | 3. sep. 2012 kl. 07.05 | 3 | - | Enig, Lise-Lotte! Saunaen ved molen ville være perfekt til det.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="db-indlaeg" id="db{230 + i}"><div class="db-txt">{paras(c.text)}</div>'
            f'<p class="db-sig">skrev <span class="db-navn">{esc(c.name)}</span>, {esc(c.when)} · <a href="#db-svar">Svar</a></p>{sub}</li>'
        )

    block = (
        '<div class="db-omr"><h2>Debat (6)</h2><ol class="db-liste">'
        + tree(cs, item, lambda s: f'<ol class="db-svar">{s}</ol>')
        + '</ol><div id="db-svar"><p>Log ind for at deltage i debatten.</p></div></div>'
    )
    pets = rows("""
Basse | Kat, 4 år | Sover helst i vasken og vækker hele familien kl. 5 om morgenen. Elsker rejer. | Anne og Kasper Dahl, Egeskovby | 27. aug.
Molly | Labrador, 9 måneder | Har allerede spist to par sko og en fjernbetjening, men er verdens sødeste hund. | Familien Juhl, Hvidsand | 28. aug.
Hr. Pind | Undulat, 11 år | Kan sige »god morgen« og fløjter med, når radioen spiller. | Else Frost, Vestby | 30. aug.
Trille | Kanin, 2 år | Bor i haven om sommeren og i bryggerset om vinteren. Hopper, når hun er glad. | Sofie, 8 år, Egeskovby | 31. aug.
""")
    rail = (
        '<div class="bx-box ugens-dyr"><h3>Ugens kæledyr</h3>'
        + "".join(
            f'<div class="kd-kort"><img src="/_avatar/kd-{k}.svg" width="80" height="60" alt="" /><h4>{esc(name)}</h4>'
            f'<p class="kd-art">{esc(kind)}</p><p class="kd-om">{esc(about)}</p><p class="kd-ejer">Ejer: {esc(owner)} · {esc(day)}</p></div>'
            for k, (name, kind, about, owner, day) in enumerate(pets)
        )
        + '<p><a href="/kaeledyr/indsend">Send os dit kæledyr</a></p></div>'
    )
    st = Story(
        "Havnebadet holder åbent hele september",
        "Af Kirsten Ulstrup",
        "2012-09-01T14:00:00+02:00",
        "Opdateret 14.00, lørdag 1. september 2012",
        """
Havnebadet i Nørrehavn forlænger sæsonen og holder åbent til 30. september. Det har kommunens fritidsudvalg besluttet efter en sommer med rekordmange badende.

Der bliver ikke livreddere på badet i den ekstra måned. I stedet sættes skilte op, og redningsudstyret bliver tjekket dagligt.

Vinterbadeklubben ønsker, at badet holder åbent hele året, og har søgt om at få lov til at opstille en sauna ved molen.
""",
        lead="Ingen livreddere i den ekstra måned, men flere skilte.",
        section="Nyheder",
        related=("Rekordmange badede i sommer", "Vinterbadere vil have sauna", "Vandkvaliteten er god"),
        most=(
            "Storm lukker færgen",
            "Ny skole i Egeskovby",
            "Høsten er i hus",
            "Håndbold: sejr i første kamp",
        ),
        tags=("havnebadet", "Nørrehavn"),
    )
    return make(
        "au-da-mixed-pets",
        "mixed",
        "da-vestkyst",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/nyheder/havnebadet-september",
        container="div.db-omr: h2 'Debat (6)', ol.db-liste > li.db-indlaeg (div.db-txt first, then p.db-sig 'skrev NAME, TIME · Svar'); answers in ol.db-svar",
        heading="Debat (6)",
        description="A Danish coastal broadcaster's news page of 2012: 6 readers' comments (two answers one level down), the text first and 'skrev NAME, TIME' under it; in the side column 'Ugens kæledyr', four readers' pets (name, kind, a sentence or two, owner and town, date): not comments.",
        lookalikes=("readers' pet of the week",),
    )


def id_most() -> Case:
    cs = thread("""
Pak Darmo | 2 hari yang lalu | - | - | Pasar pagi di lapangan itu sudah dari zaman saya kecil. Kalau dipindah, pedagang kecil yang paling susah.
Rina Kusuma | 2 hari yang lalu | - | - | Setuju dipindah asal tempat barunya ada atap dan saluran air. Kalau hujan lapangan itu jadi lumpur.
Yudi | 1 hari yang lalu | - | - | Tolong redaksi tanyakan juga soal retribusi di tempat baru, jangan sampai naik dua kali lipat.
""")
    items = "".join(
        f'<div class="tgp" id="tgp{120 + i}"><span class="tgp-nama">{esc(c.name)}</span> <span class="tgp-waktu">{esc(c.when)}</span>'
        f'<div class="tgp-isi">{paras(c.text)}</div></div>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="tgp-wrap"><h3>Tanggapan Pembaca (3)</h3>'
        + items
        + '<p><a href="/masuk">Masuk</a> untuk memberi tanggapan.</p></div>'
    )
    most = rows("""
Jalan provinsi di Bukit Jati rusak parah | 214 | Hendra S. | 5 menit lalu
Harga cabai naik menjelang Lebaran | 167 | Bu Warsini | 12 menit lalu
Sekolah baru di Desa Watuasri diresmikan | 98 | Agus Tri | 40 menit lalu
Persilem Lembah Hijau kalah di kandang | 76 | suporter_setia | 1 jam lalu
Pasar pagi akan dipindah ke Jalan Kenanga | 3 | Yudi | 1 hari lalu
""")
    rail = (
        '<div class="pg-box tk-box"><h3>Terbanyak Dikomentari</h3><ul class="tk-list">'
        + "".join(
            f'<li><a href="/berita/{k}">{esc(title)}</a> <span class="tk-n">({n} komentar)</span>'
            f"<br /><small>terakhir: <b>{esc(who)}</b>, {esc(when)}</small></li>"
            for k, (title, n, who, when) in enumerate(most)
        )
        + "</ul></div>"
    )
    st = Story(
        "Pasar pagi akan dipindah ke Jalan Kenanga",
        "Wartawan: Dewi Anggraini",
        "2012-08-06T07:00:00+07:00",
        "Senin, 6 Agustus 2012 07:00 WIB",
        """
Pemerintah Kabupaten Lembah Hijau berencana memindahkan pasar pagi dari lapangan kecamatan ke lahan kosong di Jalan Kenanga mulai tahun depan.

Menurut Dinas Pasar, lahan baru akan dilengkapi atap, saluran air, dan tempat parkir. Sekitar 180 pedagang akan mendapat tempat tanpa biaya pada tiga bulan pertama.

Sebagian pedagang khawatir kehilangan pembeli tetap. Dinas Pasar berjanji mengadakan pertemuan dengan paguyuban pedagang bulan ini.
""",
        lead="Lahan baru dilengkapi atap dan saluran air.",
        section="Daerah",
        related=(
            "Paguyuban pedagang akan bertemu Dinas Pasar",
            "Lapangan kecamatan jadi taman",
            "Retribusi pasar tahun depan",
        ),
        most=(
            "Jalan provinsi di Bukit Jati rusak parah",
            "Harga cabai naik menjelang Lebaran",
            "Sekolah baru di Desa Watuasri diresmikan",
            "Persilem Lembah Hijau kalah di kandang",
        ),
        tags=("pasar pagi", "Lembah Hijau"),
    )
    return make(
        "au-id-mixed-most-commented",
        "mixed",
        "id-lembah",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/daerah/pasar-pagi-dipindah",
        container="div.tgp-wrap: h3 'Tanggapan Pembaca (3)', div.tgp (span.tgp-nama, span.tgp-waktu 'n hari yang lalu', div.tgp-isi); flat",
        heading="Tanggapan Pembaca (3)",
        description="An Indonesian regional daily of 2012: 3 readers' comments, flat, relative times; in the side column, besides the template's own most read and most commented boxes, a 'Terbanyak Dikomentari' box of five stories with their comment counts and each one's latest commenter and time ('terakhir: NAME, 5 menit lalu'): not comments.",
        lookalikes=("a most-commented box naming each story's latest commenter",),
    )


def mixed_au() -> list[Case]:
    return [ro_overheard(), uk_thanks(), da_pets(), id_most()]

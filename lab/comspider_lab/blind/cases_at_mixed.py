"""Blind set AT: four mixed pages of about 2008-2014, a discussion of this article (4 to 7 readers' comments) in the
served HTML beside a list that is not this article's discussion: a "recent comments" sidebar widget quoting comments
on OTHER posts (bg, ca), a sidebar guestbook widget of messages to the blog (id), readers' jokes of the day in the
portal's right column (hr). Written for this set; every name, place and text invented, each comment and entry by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_at_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def bg_recent() -> Case:
    recent = rows("""
Цветана | Орехите тази есен | Нашите орехи също са дребни тази година, сушата си каза думата.
бай Стоян | Пътят към хижата | Пътят е разкалян след моста, минах вчера с джипа и едва излязох.
Мария от София | Събор в неделя | Ще дойдем с децата! Има ли къде да се паркира близо до площада?
Веселин | Събор в неделя | Мария, паркирайте до училището, там има много място.
Гошо | Чешмата на мегдана | Помня как като деца пиехме вода от тази чешма след футбола.
""")
    widget = (
        '<div class="bx-widget bx-lastcom"><h3>Последни коментари</h3><ul class="lc-list">'
        + "".join(
            f'<li class="lc-item"><span class="lc-who">{esc(n)}</span> за <a href="/post/{i + 40}/#c">{esc(t)}</a>: '
            f'<span class="lc-excerpt">„{esc(x)}“</span></li>'
            for i, (n, t, x) in enumerate(recent)
        )
        + "</ul></div>"
    )
    cs = thread("""
Ани Петрова | 19 октомври 2012 в 09:14 | - | - | Колко хубаво, че читалището пак е отворено! Баба ми е учила там да плете, сега аз искам да запиша дъщеря си на народни танци.
Веселин | 19 октомври 2012 в 10:02 | 0 | au | Ани, танците започват от ноември, всеки вторник и четвъртък от пет. Записването е при госпожа Дончева в библиотеката.
Петко Илиев | 19 октомври 2012 в 12:40 | - | - | Покривът оправен ли е вече? Преди две години течеше точно над сцената.
Веселин | 19 октомври 2012 в 13:15 | 2 | au | Оправен е, Петко, с парите от проекта. Остава само салонът да се боядиса.
Никола | 19 октомври 2012 в 18:27 | - | - | Ако трябва помощ с боядисването, аз и двама съседи можем да дойдем в събота.
Дончева | 20 октомври 2012 в 08:05 | 4 | - | Никола, благодаря! Ще донесем боята, а обядът е от читалището.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="kom kom-nivo{depth(cs, i)}{" kom-avtor" if c.has("au") else ""}" id="kom-{210 + i}">'
            f'<img class="kom-snimka" src="/_avatar/br-{i}.jpg" width="40" height="40" alt="" />'
            f'<div class="kom-tekst">{paras(c.text)}</div>'
            f'<div class="kom-podpis">{esc(c.name)} · <a href="#kom-{210 + i}">{esc(c.when)}</a> · '
            f'<a href="?otgovor={210 + i}#forma">Отговор</a></div>{sub}</div>'
        )

    block = (
        '<div id="bx-discussion" class="komentari"><h3>6 коментара към „Читалището отново отвори“</h3>'
        + tree(cs, item, lambda s: f'<div class="kom-otgovori">{s}</div>')
        + '<div id="forma"><h3>Напишете коментар</h3><form action="/komentar" method="post"><p>Име: <input name="ime" /></p>'
        '<p>Имейл: <input name="mail" /></p><p>Уебсайт: <input name="web" /></p><textarea name="t" cols="50" rows="5">'
        '</textarea><br /><input type="submit" value="Публикувай" /></form></div></div>'
    )
    css = ".kom-otgovori{margin-left:36px}.kom-podpis{font-size:11px;color:#888}"
    st = Story(
        "Читалището отново отвори",
        "Публикувано от Веселин",
        "2012-10-18T19:00:00+03:00",
        "18 октомври 2012",
        """
След три години затворени врати читалище „Светлина“ в Брезово отново посреща хора. В неделя имаше малко тържество: кметът преряза лентата, а децата от училището изпяха две песни.

Ремонтът беше платен от европейски проект за селските райони. Сменихме покрива, прозорците и печката в библиотеката. Салонът все още чака боядисване.

Библиотеката ще работи всеки делничен ден следобед, а от ноември започват и занятия по народни танци за деца и възрастни.
""",
        section="За селото",
        tags=("читалище", "село"),
        count_line="6 коментара",
    )
    return make(
        "at-mx-bg-chitalishte",
        "mixed",
        "bg-brezovo",
        st,
        Parts(after=block, rail=widget, css=css),
        seeds(cs),
        path="/2012/10/18/chitalishteto-otnovo-otvori/",
        container="div#bx-discussion.komentari: h3 '6 коментара към „…“', div.kom.kom-nivoN (avatar, div.kom-tekst the text, and BELOW it div.kom-podpis 'NAME · <a>date</a> · Отговор'); replies in div.kom-otgovori inside the parent, two levels; in the sidebar div.bx-lastcom 'Последни коментари' (the look-alike)",
        heading="6 коментара към „Читалището отново отвори“",
        description="A Bulgarian village blog of 2012: 6 comments with the name and time BELOW the text, replies one level deep, the blogger's two answers; in the heavy sidebar a 'recent comments' widget of 5 entries quoting comments on other posts (name, post title, excerpt), which are not this post's discussion.",
        lookalikes=("a 'recent comments' sidebar widget quoting comments on other posts",),
    )


def ca_recent() -> Case:
    recent = rows("""
Jordi P. | fa 1 hora | La zona blava | Quaranta cèntims l'hora per aparcar davant del CAP és una vergonya.
Núria | fa 3 hores | El nou poliesportiu | Per fi tindrem piscina coberta, ja tocava!
Maties Roca | ahir | Els horaris del bus | El bus de les set no passa mai a l'hora.
Carme | ahir | El tancament del CAP | Signem tots la petició, no ens poden deixar sense metge.
""")
    widget = (
        '<div class="zt-box dc-box"><h3>Darrers comentaris</h3><ul class="dc-list">'
        + "".join(
            f'<li><b class="dc-nom">{esc(n)}</b> <span class="dc-quan">{esc(w)}</span> a '
            f'<a href="/noticia/{i + 800}/#comentaris">{esc(t)}</a><br /><span class="dc-text">{esc(x)}</span></li>'
            for i, (n, w, t, x) in enumerate(recent)
        )
        + "</ul></div>"
    )
    cs = thread("""
Pere Vilaró | 15/10/2013 09:12 | - | - | La castanyada de la Riera sempre ha estat la millor de la comarca. Ara que la fan dos dies, encara millor.
Montse | 15/10/2013 10:30 | - | - | On es podrà aparcar? L'any passat vam haver de deixar el cotxe a l'entrada del poble i baixar a peu.
Toni Ferrer | 15/10/2013 11:05 | - | - | @Montse Hi haurà un bus llançadora des del poliesportiu cada vint minuts, ho diu l'últim paràgraf.
Laia | 15/10/2013 17:48 | - | - | Espero que tornin les castanyeres de la plaça Major. Els panellets del forn Puig també són imprescindibles.
Josep M. Soler | 16/10/2013 08:20 | - | - | Seria bo que l'ajuntament posés més papereres. L'any passat el passeig va quedar ple de closques.
""")

    def item(i: int, c: C) -> str:
        return (
            f'<li class="cm-ca" id="comentari-{i + 1}"><div class="cm-cap"><span class="cm-num">{i + 1}.</span> '
            f'<strong>{esc(c.name)}</strong> | {esc(c.when)}</div><div class="cm-cos">{paras(c.text)}</div></li>'
        )

    block = (
        '<div id="zt-discussion" class="comentaris"><h3>Comentaris (5)</h3><ol class="cm-llista">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</ol><h4>Deixa el teu comentari</h4><form action="/comentar" method="post"><p>Nom: <input name="nom" /> '
        'Correu: <input name="correu" /></p><textarea name="text" cols="55" rows="4"></textarea><br />'
        '<input type="submit" value="Envia" /></form></div>'
    )
    st = Story(
        "La fira de la castanya s'allarga a dos dies",
        "Redacció",
        "2013-10-14T18:00:00+02:00",
        "dilluns, 14 d'octubre de 2013, 18:00",
        """
La fira de la castanya de la Riera Alta se celebrarà aquest any el dissabte 26 i el diumenge 27 d'octubre. És la primera vegada en vint anys que la fira dura dos dies.

L'ajuntament preveu una setantena de parades d'artesans, pagesos i forners, a més de tallers per als infants i una cantada d'havaneres el dissabte a la nit.

Per evitar les cues de cotxes de l'any passat, un bus llançadora sortirà cada vint minuts des de l'aparcament del poliesportiu.
""",
        lead="L'ajuntament preveu setanta parades i un bus llançadora des del poliesportiu.",
        section="Comarca",
        tags=("fira", "castanyada"),
        count_line="5 comentaris",
    )
    return make(
        "at-mx-ca-castanya",
        "mixed",
        "ca-rieraalta",
        st,
        Parts(after=block, rail=widget),
        seeds(cs),
        path="/comarca/fira-de-la-castanya-dos-dies-5512",
        container="div#zt-discussion.comentaris: h3 'Comentaris (5)', ol.cm-llista > li.cm-ca ('1.' NAME | date, div.cm-cos); flat, one '@name' answer; in the right column div.dc-box 'Darrers comentaris' (the look-alike)",
        heading="Comentaris (5)",
        description="A Catalan county news site of 2013: 5 numbered readers' comments, flat (one '@Montse' answer); in the right column a 'latest comments' box of 4 comments on other articles (name, relative time, article title, the comment's text), which are not this article's discussion.",
        lookalikes=("a 'latest comments' box quoting comments on other articles",),
    )


def id_guestbook() -> Case:
    gb = rows("""
Pak Darto | 21/07/2013 | Salam kenal Pak, saya petani dari Klaten. Blognya sangat bermanfaat.
Rina | 19/07/2013 | Mampir baca-baca, ditunggu kunjungan baliknya ya!
Kelompok Tani Subur | 15/07/2013 | Terima kasih atas penyuluhannya bulan lalu, padi kami mulai membaik.
Agus | 12/07/2013 | Tukeran link yuk, blog saya tentang kebun belakang rumah.
mas Yono | 08/07/2013 | Kapan ada pelatihan pupuk organik lagi di balai desa?
""")
    widget = (
        '<div class="bx-widget bx-bukutamu"><h3>Buku Tamu</h3><div class="bt-isi" style="height:220px;overflow:auto">'
        + "".join(
            f'<p class="bt-entri"><b>{esc(n)}</b> <small>({esc(d)})</small><br />{esc(x)}</p>'
            for n, d, x in gb
        )
        + '</div><p><a href="/buku-tamu/">Isi buku tamu »</a></p></div>'
    )
    cs = thread("""
Sutrisno | 24 Juli 2013 pukul 08:12 | - | - | Di desa kami juga sama Pak, saluran tersier sudah kering sejak awal Juli. Petani bergiliran menyedot air dari sungai pakai diesel.
Bu Wartini | 24 Juli 2013 pukul 10:45 | - | - | Apakah ada bantuan pompa dari dinas tahun ini? Tahun lalu kelompok kami tidak kebagian.
Penyuluh Sawah Lor | 24 Juli 2013 pukul 13:20 | 1 | au | Bu Wartini, usulan pompa harus lewat kelompok tani ke kecamatan paling lambat akhir Agustus. Nanti saya bantu isi formulirnya.
Hendra | 25 Juli 2013 pukul 06:30 | - | - | Terima kasih tulisannya Pak. Bagaimana kalau tanam palawija saja di musim ini, apakah lebih aman?
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="ks-item" id="ks-{i + 501}"><div class="ks-kepala"><img src="/_avatar/sl-{i}.png" width="36" height="36" alt="" /> '
            f'<cite>{esc(c.name)}</cite> berkata:<br /><a class="ks-waktu" href="#ks-{i + 501}">{esc(c.when)}</a></div>'
            f'<div class="ks-isi">{paras(c.text)}</div><a class="ks-balas" href="?balas={i + 501}#tulis">Balas</a>{sub}</li>'
        )

    block = (
        '<div id="bx-discussion" class="komentar-sawah"><h3>4 Tanggapan</h3><ol class="ks-list">'
        + tree(cs, item, lambda s: f'<ul class="ks-anak">{s}</ul>')
        + '</ol><div id="tulis"><h3>Tinggalkan Balasan</h3><form action="/kirim-komentar" method="post"><p>Nama: <input name="nama" /></p>'
        '<p>Email: <input name="email" /></p><p>Situs: <input name="situs" /></p><textarea name="komentar" cols="50" rows="5">'
        '</textarea><br /><input type="submit" value="Kirim Komentar" /></form></div></div>'
    )
    st = Story(
        "Irigasi yang mulai kering",
        "Ditulis oleh Penyuluh Sawah Lor",
        "2013-07-23T19:30:00+07:00",
        "23 Juli 2013",
        """
Sudah tiga minggu tidak turun hujan di Sawah Lor. Air di saluran irigasi tersier mulai surut, dan beberapa petak sawah di Dusun Krajan sudah retak-retak.

Padi yang ditanam awal Juni kini berumur sekitar lima puluh hari, masa ketika tanaman paling butuh air. Kalau kekeringan berlanjut dua minggu lagi, hasil panen bisa turun sepertiga.

Saya menyarankan petani mengatur giliran air lewat kelompok tani dan tidak menyedot sungai sendiri-sendiri, supaya petak di ujung saluran juga kebagian.
""",
        section="Tentang",
        tags=("irigasi", "padi", "kemarau"),
        count_line="4 Tanggapan",
    )
    return make(
        "at-mx-id-irigasi",
        "mixed",
        "id-sawahlor",
        st,
        Parts(after=block, rail=widget),
        seeds(cs),
        path="/2013/07/23/irigasi-yang-mulai-kering/",
        container="div#bx-discussion.komentar-sawah: h3 '4 Tanggapan', ol.ks-list > li.ks-item (avatar, cite NAME 'berkata:', a.ks-waktu, div.ks-isi, 'Balas'); a reply in ul.ks-anak; in the sidebar div.bx-bukutamu 'Buku Tamu' (the look-alike)",
        heading="4 Tanggapan",
        description="An Indonesian farm adviser's blog of 2013: 4 comments ('NAME berkata:', '24 Juli 2013 pukul 08:12', 'Balas'), one answered by the blogger; in the heavy sidebar a guestbook widget ('Buku Tamu') of 5 visitors' messages to the blog (name, date, text), not comments on this post.",
        lookalikes=("a sidebar guestbook widget of visitors' messages to the blog",),
    )


def hr_jokes() -> Case:
    jokes = rows("""
Ivica iz Splita | 14.07.2012. | Pita turist ribara: „Kad je ovdje plima?“ Ribar kaže: „Kad dođe more.“
Marina K. | 13.07.2012. | Učiteljica pita Perice zašto kasni. „Sanjao sam da putujem po svijetu pa sam se morao vratiti.“
Dalibor | 12.07.2012. | Dva galeba sjede na rivi. Jedan kaže: „Ovo ljeto je skupo, sladoled je po deset kuna.“ Drugi: „Zato ga ja ne kupujem, ja ga uzimam.“
Nona Zora | 11.07.2012. | Kaže muž ženi: „Idem na pet minuta do kafića.“ Vratio se za Božić.
""")
    widget = (
        '<div class="pg-h">Vic dana – šalju čitatelji</div><div class="vic-kutija">'
        + "".join(
            f'<div class="vic"><p class="vic-tekst">{esc(t)}</p><p class="vic-potpis">— {esc(n)}, {esc(d)}</p></div>'
            for n, d, t in jokes
        )
        + '<p><a href="/vicevi/posalji/">Pošalji svoj vic</a></p></div>'
    )
    cs = thread("""
Ante M. | 15.07.2012. u 09:14 | - | - | Lijepo da se festival vraća na rivu, prošle godine na igralištu nije bilo iste atmosfere.
Snježana | 15.07.2012. u 10:02 | 0 | - | Slažem se, ali neka pripaze na buku. Mi na rivi imamo malu djecu koja spavaju od devet.
Ante M. | 15.07.2012. u 10:40 | 1 | - | Koncerti završavaju u ponoć, tako piše u programu. Jednom godišnje se može izdržati.
Kapetan Bura | 15.07.2012. u 12:25 | - | - | Hoće li biti klapa iz Kamenice ili opet samo gosti iz Zagreba?
Turistička zajednica Kamenica | 15.07.2012. u 14:10 | 3 | - | Poštovani, nastupaju obje naše klape, u petak i u nedjelju. Cijeli program je na našoj stranici.
Lucija | 15.07.2012. u 19:33 | - | - | Molim da se ovaj put postave i kemijski WC-i, lani je bio kaos.
Đuro | 16.07.2012. u 07:50 | - | - | Svake godine isto, a parking kod rive naplaćuju dvostruko tijekom festivala.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="kom-hr" id="k{3300 + i}"><div class="kom-glava"><b>{esc(c.name)}</b> | '
            f'<span class="kom-vrijeme">{esc(c.when)}</span></div><div class="kom-sadrzaj">{paras(c.text)}</div>'
            f'<div class="kom-opcije"><a href="?odgovor={3300 + i}#novi">Odgovori</a> | <a href="/prijavi/">Prijavi</a></div>'
            + (f'<div class="kom-odgovori">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div id="pg-discussion" class="komentari-hr"><div class="pg-h">Komentari (7)</div>'
        + tree(cs, item, lambda s: s)
        + '<a name="novi"></a><div class="pg-h">Vaš komentar</div><form action="/komentiraj" method="post"><p>Ime: '
        '<input name="ime" /></p><textarea name="k" cols="50" rows="4"></textarea><br /><input type="submit" '
        'value="Pošalji" /></form></div>'
    )
    css = ".kom-odgovori{margin-left:30px;border-left:3px solid #e4ecf6;padding-left:6px}.vic{border-bottom:1px dotted #ccd;padding:4px}"
    st = Story(
        "Ljetni festival se vraća na rivu",
        "Kamenički portal",
        "2012-07-14T18:30:00+02:00",
        "14.07.2012. 18:30",
        """
Nakon godine dana na školskom igralištu, ljetni festival Kamenice vraća se na rivu. Od 3. do 12. kolovoza na pozornici kod lukobrana nastupit će klape, tamburaši i dva rock sastava.

Grad je za festival izdvojio 180.000 kuna, a ostatak troškova pokrit će sponzori i Turistička zajednica. Svi koncerti su besplatni i počinju u 21 sat.

Tijekom festivala riva će navečer biti zatvorena za promet, a dodatna parkirališta bit će uređena kod nogometnog igrališta.
""",
        section="Vijesti",
        count_line="Komentari (7)",
    )
    return make(
        "at-mx-hr-festival",
        "mixed",
        "hr-kamenica",
        st,
        Parts(after=block, rail=widget, css=css),
        seeds(cs),
        path="/vijesti/ljetni-festival-se-vraca-na-rivu-2291",
        container="div#pg-discussion.komentari-hr: div.pg-h 'Komentari (7)', div.kom-hr (b NAME | span.kom-vrijeme, div.kom-sadrzaj, 'Odgovori | Prijavi'); replies in div.kom-odgovori inside the parent, three levels; in the right cell 'Vic dana – šalju čitatelji' (the look-alike)",
        heading="Komentari (7)",
        description="A Croatian coastal portal of 2012 in a table layout: 7 readers' comments, 'NAME | 15.07.2012. u 09:14', replies up to three levels, the tourist board's answer; in the right column readers' jokes of the day (text, '— NAME, date'), which are readers' texts but not comments on this article.",
        lookalikes=("readers' jokes of the day (joke, sender, date)",),
    )


def mixed_at() -> list[Case]:
    return [bg_recent(), ca_recent(), id_guestbook(), hr_jokes()]

"""Blind set BI: two mixed pages, a discussion beside a list that looks like one: a kite festival's team entries in
the side column beside 6 readers' comments behind a "Lihat 6 komentar" button (id); beach lifeguards' flag notes
drawn from JSON in the side column beside 5 readers' comments drawn by the page's script (da). Written for this set;
every name, place and text invented, each comment and entry written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bi_common import (
    Case,
    Look,
    Parts,
    Story,
    as_json,
    draw_js,
    esc,
    html_thread,
    jsdata,
    make,
    rows,
    seeds,
    thread,
)


def id_kites() -> Case:
    cs = thread("""
Rina Wulandari | 2 hari lalu | 14/07/2024 09:20 | - | - | Tahun lalu saya bawa anak-anak, layangan naga dari tim Tanjung Batu itu luar biasa panjangnya.
Bayu | 2 hari lalu | 14/07/2024 10:05 | 0 | - | Panjangnya hampir seratus meter, Mbak. Butuh enam orang untuk menaikkannya.
Pak Darto | 1 hari lalu | 15/07/2024 07:40 | - | - | Semoga parkirnya lebih tertib. Tahun lalu motor sampai menutup jalan ke kampung nelayan.
Sekar Ayu | 1 hari lalu | 15/07/2024 08:15 | 2 | - | Katanya tahun ini parkir dipindah ke lapangan sepak bola, nanti ada ojek pantai dari sana.
Andi Saputra | 20 jam lalu | 15/07/2024 14:30 | - | - | Ada lomba untuk anak-anak juga? Anak saya sudah bikin layangan sendiri dari bambu.
Panitia Festival | 18 jam lalu | 15/07/2024 16:10 | 4 | b:Panitia | Ada, kategori pelajar hari Minggu pagi. Pendaftaran di posko panitia sampai Sabtu sore.
""")
    lk = Look("kp", item="div", wrap="div", who="b", tm="span", reply="Balas", like="Suka")
    teams = rows("""
Tim Angin Selatan | Tanjung Batu | Sabtu 09.00 | Naga Laut | Layangan naga sepanjang 96 meter dengan 140 ruas kain.
Sanggar Layang Kembang | Desa Waru | Sabtu 10.30 | Merak Emas | Layangan merak tiga dimensi yang dicat tangan oleh anak-anak sanggar.
Komunitas Benang Putih | Kota Lama | Sabtu 13.00 | Kapal Pinisi | Layangan berbentuk perahu layar dengan dua tiang dan layar bertingkat.
Tim Pelajar SMP 2 | Karang Putih | Minggu 08.00 | Ikan Pari | Dibuat dari plastik daur ulang dan bambu sisa bangunan.
""")
    rail = (
        '<div class="lp-peserta"><h3>Peserta unggulan</h3><ul>'
        + "".join(
            f'<li class="lp-tim"><b>{esc(t)}</b> ({esc(c)}) · <span>{esc(w)}</span><p><i>“{esc(k)}”</i> — {esc(d)}</p></li>'
            for t, c, w, k, d in teams
        )
        + "</ul></div>"
    )
    after = (
        '<section class="kp-blok" id="kp-blok"><h2>Komentar (6)</h2><button type="button" id="kp-lihat">Lihat 6 komentar</button>'
        '<div id="kp-isi" hidden>' + html_thread(cs, lk) + "</div></section>"
        "<script>document.getElementById('kp-lihat').addEventListener('click', function () { document.getElementById('kp-isi').hidden = false; this.remove(); });</script>"
    )
    css = ".kp-re{margin-left:24px}.kp-c{margin:12px 0}.kp-tm{color:#888;font-size:13px;margin-left:6px}.kp-bd{background:#8a3b12;color:#fff;font-size:11px;padding:0 5px}"
    st = Story(
        "Festival Layang-Layang Karang Putih kembali digelar akhir pekan ini",
        "Dewi Lestari",
        "2024-07-13T08:00:00+07:00",
        "13 Juli 2024",
        """
Festival Layang-Layang Pantai Karang Putih kembali digelar pada Sabtu dan Minggu, 20-21 Juli. Panitia mencatat 58 tim dari sembilan kabupaten sudah mendaftar.

Tahun ini panitia menambah kategori pelajar dan memindahkan tempat parkir ke lapangan sepak bola desa. Pengunjung bisa naik ojek pantai dari lapangan ke lokasi festival.

Festival dibuka pukul 08.00 dan gratis untuk umum.
""",
        section="Budaya",
        recs=(
            "Nelayan Karang Putih panen teri",
            "Jalan pesisir selesai diperbaiki",
            "Pasar malam pantai dibuka lagi",
        ),
        ticker=("10:20 | Gelombang tinggi di pantai selatan", "08:30 | Angin kencang diperkirakan sore ini"),
    )
    return make(
        "bi-id-mixed-kite-teams",
        "mixed",
        "id-pesisir",
        st,
        Parts(after=after, rail=rail, css=css),
        seeds(cs),
        path="/budaya/festival-layang-layang-karang-putih",
        static=True,
        reveal="button: 'Lihat 6 komentar' unhides the thread (served HTML, hidden)",
        container="section.kp-blok#kp-blok: h2 'Komentar (6)', div#kp-isi (hidden until the click) > div.kp-c (div.kp-hd: b.kp-au, badge, span.kp-tm '2 hari lalu' title '14/07/2024 09:20'; div.kp-tx; 'Suka', 'Balas'); replies in div.kp-re; beside it the rail's div.lp-peserta > li.lp-tim (team, town, flight slot, kite name, description)",
        heading="Komentar (6)",
        description="An Indonesian coast magazine of 2024: 6 readers' comments hidden until 'Lihat 6 komentar' (served HTML), relative times ('2 hari lalu') with absolute ones in title attributes, the organisers' answer badged 'Panitia'; beside them in the side column a kite festival's 4 featured team entries (team, town, slot, kite, a sentence), not comments.",
        lookalikes=("kite festival team entries",),
        check_steps=("click:#kp-lihat",),
    )


def da_lifeguards() -> Case:
    cs = thread("""
Kirsten Møller | i går kl. 19.12 | 11.08.2025 19:12 | - | - | Dejligt med livreddere helt til midten af september. Vi bader hver morgen med vinterbadeklubben.
Ole Bech | i går kl. 20.30 | 11.08.2025 20:30 | 0 | - | Om morgenen er der nu ingen livreddere, de starter først klokken elleve.
Kirsten Møller | i dag kl. 07.45 | 12.08.2025 07:45 | 1 | - | Det er rigtigt, men det er rart at vide, at der er nogen resten af dagen.
Sofie L. | i dag kl. 09.05 | 12.08.2025 09:05 | - | - | Kunne man ikke også få et tårn ved den nordlige nedgang? Der er lige så mange badende.
Henrik Dahl | i dag kl. 10.20 | 12.08.2025 10:20 | - | - | Tak til livredderne for sidste sommer. De hjalp min søn, da han blev trukket ud af strømmen ved revlen.
""")
    lk = Look("kd", item="div", wrap="div", who="strong", tm="time", reply="Svar")
    notes = rows("""
Mikkel | tårn 1 | 08.00 | 🟢 grønt flag | Svag vind fra vest, god sigtbarhed.
Ida | tårn 2 | 11.30 | 🟡 gult flag | Strøm ved revlen syd for tårnet. Bad kun mellem flagene.
Mikkel | tårn 1 | 14.15 | 🔴 rødt flag | Kraftig pålandsvind, badning frarådes.
Ida | tårn 2 | 16.40 | 🟡 gult flag | Vinden løjer af. Hold børn under opsyn.
""")
    notes_json = json.dumps(
        [{"navn": n, "taarn": t, "kl": k, "flag": f, "note": x} for n, t, k, f, x in notes],
        ensure_ascii=False,
    )
    rail = (
        '<div class="kd-flag"><h3>Livredderne melder i dag</h3><ul id="kd-flagliste"></ul></div>'
        f'<script type="application/json" id="kd-flagdata">{jsdata(notes_json)}</script>'
        "<script>JSON.parse(document.getElementById('kd-flagdata').textContent).forEach(function (x) { var li = document.createElement('li'); li.className = 'kd-melding';"
        " var h = document.createElement('div'); var b = document.createElement('b'); b.textContent = x.navn; h.append(b, ' (' + x.taarn + ') · kl. ' + x.kl + ' · ' + x.flag);"
        " var p = document.createElement('p'); p.textContent = x.note; li.append(h, p); document.getElementById('kd-flagliste').append(li); });</script>"
    )
    after = (
        '<section class="kd-debat" data-ui="debate"><h2>Debat (5)</h2><div id="kd-traad"></div></section>'
        f'<script type="application/json" id="kd-data">{jsdata(as_json(cs))}</script>'
        "<script>"
        + draw_js("kdTegn", lk)
        + "\nkdTegn(JSON.parse(document.getElementById('kd-data').textContent), document.getElementById('kd-traad'));</script>"
    )
    css = ".kd-re{margin-left:24px}.kd-c{margin:12px 0}.kd-tm{color:#888;font-size:13px;margin-left:6px}.kd-melding{list-style:none;margin:8px 0}"
    st = Story(
        "Livredderne på Klitby Strand bliver til midten af september",
        "Rasmus Thomsen",
        "2025-08-11T06:00:00+02:00",
        "11. august 2025",
        """
Livredderne på Klitby Strand fortsætter i år til og med den 14. september, en måned længere end normalt. Kommunen har fundet penge til de ekstra uger efter en sommer med mange badende.

De to livreddertårne er bemandet fra klokken 11 til 18. Flaget ved tårnene viser, om det er sikkert at bade.

Kommunen vil til efteråret undersøge, om der skal et tredje tårn op ved den nordlige nedgang.
""",
        section="Kysten",
        recs=(
            "Isbaren ved havnen holder åbent til oktober",
            "Ny trappe ved den sydlige nedgang",
            "Sandskulpturer trak tusinder",
        ),
        ticker=("11:10 | Rødt flag ved tårn 1 i eftermiddag", "09:05 | Vejarbejde på Klitvej"),
    )
    return make(
        "bi-da-mixed-lifeguard-flags",
        "mixed",
        "da-klitby",
        st,
        Parts(after=after, rail=rail, css=css),
        seeds(cs),
        path="/kysten/livreddere-klitby-strand",
        reveal="client_rendered: the thread is inline JSON drawn into div#kd-traad by the page's script at once; the lifeguards' notes are drawn the same way in the side column",
        container="section.kd-debat: h2 'Debat (5)', div#kd-traad > div.kd-c (div.kd-hd: strong.kd-au, time.kd-tm 'i går kl. 19.12' title '11.08.2025 19:12'; div.kd-tx; 'Svar'); replies in div.kd-re, three levels; beside it the rail's ul#kd-flagliste > li.kd-melding (lifeguard, tower, time, flag; a note)",
        heading="Debat (5)",
        description="A Danish coast news site of 2025 with an app-like layout: 5 readers' comments drawn by the page's script from inline JSON ('i går kl. 19.12' with the absolute time in title attributes), replies three levels deep; beside them in the side column the lifeguards' 4 flag notes of the day (lifeguard, tower, time, flag, a sentence), also script-drawn, not comments.",
        lookalikes=("lifeguards' flag notes",),
        check_steps=("wait:300",),
    )


def mixed_bi() -> list[Case]:
    return [id_kites(), da_lifeguards()]

"""Blind set BM: four phone article pages without any reader comment whose furniture holds a list that looks like a
discussion (names, times, short texts) of kinds no earlier set listed: readers' "did you feel it?" reports after an
earthquake (id), readers' shared results of the paper's daily word game (da), a "stories" strip of the newsroom's
reporters posting from a storm (sv), a civil-protection and utilities alert feed drawn from JSON after load (ro).
Every name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bm_common import Case, Parts, Story, dumps, esc, initials, make


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("|")) for line in block.strip().splitlines()]


def id_felt_reports() -> Case:
    rows = _rows("""
Rina Ayu | Desa Sukamaju | 07.12 WIB | II–III MMI | Lemari bergoyang, gelas di meja bergeser sedikit. Anak-anak langsung lari keluar.
Pak Darto | Kec. Cibening | 07.12 WIB | III MMI | Sedang di sawah, terasa seperti ada truk lewat. Air di saluran beriak.
Yuni S. | Perum Griya Asri | 07.13 WIB | III–IV MMI | Lampu gantung berayun, ada retak rambut di dinding dapur. Semua aman.
Andi Wijaya | Pasar Lembah | 07.13 WIB | II MMI | Pedagang sempat berhamburan keluar kios, lalu kembali berjualan.
Bu Siti | Desa Karangjati | 07.14 WIB | IV MMI | Dua genteng jatuh di teras belakang. Kami menunggu di lapangan sampai jam 8.
Fajar | SMPN 2 Lembah | 07.15 WIB | III MMI | Sekolah langsung evakuasi ke lapangan sesuai latihan, tertib.
Dewi Lestari | Kampung Baru | 07.16 WIB | II MMI | Terasa pelan saja, saya kira kepala saya yang pusing.
Hendra | Kec. Sirnagalih | 07.18 WIB | tidak terasa | Tidak terasa sama sekali di sini, baru tahu dari grup RT.
""")
    box = (
        '<section class="lh-lapor"><h2>Anda merasakan gempa? Laporan warga</h2><p class="lh-sub">Dikirim lewat formulir “Saya merasakan” di aplikasi. '
        'Belum diverifikasi BPBD.</p><ul class="lh-list">'
        + "".join(
            f'<li class="lh-item"><span class="lh-ini">{esc(initials(n))}</span><div><p class="lh-top"><b>{esc(n)}</b> · {esc(place)} · <time>{esc(t)}</time></p>'
            f'<p class="lh-skala">Skala: {esc(mmi)}</p><p class="lh-txt">{esc(text)}</p></div></li>'
            for n, place, t, mmi, text in rows
        )
        + '</ul><a class="lh-kirim" href="/lapor-gempa">+ Kirim laporan Anda</a></section>'
    )
    css = (
        ".lh-lapor{border:2px solid #c0392b;border-radius:10px;padding:10px 14px;margin:18px 0}.lh-lapor h2{font-size:18px;margin:4px 0}.lh-sub{font-size:13px;color:#6b7480}"
        ".lh-list{list-style:none;padding:0}.lh-item{display:flex;gap:8px;margin:10px 0}.lh-ini{flex:none;width:30px;height:30px;border-radius:50%;background:#c0392b;color:#fff;font:700 12px/30px sans-serif;text-align:center}"
        ".lh-top{margin:0;font-size:14px}.lh-skala{margin:0;font-size:12px;color:#c0392b;font-weight:700}.lh-txt{margin:2px 0}.lh-kirim{font-weight:700}"
    )
    st = Story(
        "Gempa M5,1 guncang Lembah Hijau, warga rasakan getaran 10 detik",
        "Tim Warta",
        "2024-11-03T07:40:00+07:00",
        "Minggu, 3 November 2024 07:40 WIB",
        """
Gempa bermagnitudo 5,1 mengguncang wilayah Lembah Hijau pada Minggu pagi pukul 07.11 WIB. Pusat gempa berada 23 kilometer di barat daya Kecamatan Cibening pada kedalaman 10 kilometer.

Getaran dirasakan sekitar 10 detik di sebagian besar kecamatan. BPBD mencatat kerusakan ringan pada 14 rumah, terutama genteng yang jatuh dan retak pada dinding. Tidak ada korban jiwa.

Warga diminta tetap tenang dan tidak mempercayai kabar yang tidak jelas sumbernya tentang gempa susulan.
""",
        section="Bencana",
        top=(
            ("Gempa M5,1 guncang Lembah Hijau", "0"),
            ("Harga cabai turun", "12"),
            ("Persilem lolos ke semifinal", "48"),
        ),
        nxt=(
            "Harga cabai rawit turun jelang panen raya",
            "Di Pasar Lembah, harga per kilogram kini Rp 32.000 …",
            "12",
        ),
        reactions=(("😮", "512"), ("🙏", "1.204"), ("😢", "88")),
    )
    return make(
        "bm-ll-id-laporan-gempa",
        "lookalike",
        "id-lembah",
        st,
        Parts(inside=box, css=css),
        [],
        path="/bencana/gempa-lembah-hijau-m5-1",
        reveal="on_load",
        container="section.lh-lapor inside the article: ul.lh-list > li.lh-item (span.lh-ini initials, b name · place · time, p.lh-skala, p.lh-txt), 8 entries",
        heading=None,
        description="An Indonesian valley news site's m. edition of 2024 on an earthquake: no reader comment; inside the article, 8 readers' 'I felt it' reports sent through the app's form (initials, name, place, time, intensity, a sentence or two).",
        static=True,
        lookalikes=("readers' 'did you feel it?' earthquake reports (name, place, time, intensity, text)",),
    )


def da_word_game() -> Case:
    rows = _rows("""
Birthe fra Ølby | kl. 06.12 | 3/6 | 🟨⬜⬜🟩⬜ 🟩🟩⬜🟩🟩 🟩🟩🟩🟩🟩 | Morgenkaffe og tre forsøg. Det bliver en god dag.
Kasper H. | kl. 06.40 | 5/6 | ⬜⬜🟨⬜⬜ ⬜🟩⬜⬜🟨 🟩🟩⬜⬜🟩 🟩🟩⬜🟩🟩 🟩🟩🟩🟩🟩 | Fik først fat i det sidste bogstav i femte forsøg 😅
Lone og Per | kl. 07.05 | 4/6 | ⬜🟨⬜⬜⬜ 🟨🟨⬜🟩⬜ 🟩🟩🟩⬜🟩 🟩🟩🟩🟩🟩 | Vi spiller sammen over morgenmaden, Per gætter altid på fugle.
Mads, 11 år | kl. 07.31 | 2/6 | 🟩⬜🟩⬜🟨 🟩🟩🟩🟩🟩 | To forsøg!!! Før min mor!
Grethe Vang | kl. 08.02 | 6/6 | ⬜⬜⬜⬜⬜ ⬜🟨⬜⬜⬜ ⬜⬜🟩🟨⬜ 🟨⬜🟩⬜🟩 🟩⬜🟩🟩🟩 🟩🟩🟩🟩🟩 | Puha. Det var lige ved at gå galt.
Søren fra Hedemose Nord | kl. 08.47 | 3/6 | ⬜🟩⬜⬜🟨 🟩🟩🟨⬜🟩 🟩🟩🟩🟩🟩 | Nummer 500 og jeg har ikke misset en eneste dag.
Anja K. | kl. 09.15 | X/6 | ⬜⬜🟨⬜⬜ ⬜🟨⬜⬜🟩 🟨⬜⬜⬜🟩 ⬜⬜🟩⬜🟩 ⬜🟩🟩⬜🟩 🟩🟩🟩⬜🟩 | Dét ord har jeg aldrig hørt før. Jeg klager til redaktionen.
""")
    box = (
        '<section class="hd-spil"><h2>Dagens ord #500: læsernes resultater</h2><p class="hd-spil-sub">Delt fra spillet i appen i dag. Ordet afsløres kl. 24.</p><ol class="hd-res">'
        + "".join(
            f'<li class="hd-r"><div class="hd-r-top"><strong>{esc(n)}</strong><span class="hd-kl">{esc(t)}</span><span class="hd-score">{esc(score)}</span></div>'
            f'<div class="hd-grid">{"".join(f"<span>{esc(g)}</span>" for g in grid.split())}</div><p class="hd-note">{esc(text)}</p></li>'
            for n, t, score, grid, text in rows
        )
        + '</ol><a class="hd-play" href="/spil/dagens-ord">Spil dagens ord ›</a></section>'
    )
    css = (
        ".hd-spil{background:#fff;border-radius:14px;padding:12px 16px;margin:12px 0}.hd-spil h2{font-size:18px}.hd-spil-sub{font-size:13px;color:#68707b}"
        ".hd-res{list-style:none;padding:0}.hd-r{border-top:1px solid #eef1f5;padding:8px 0}.hd-r-top{display:flex;gap:8px;align-items:baseline}.hd-kl{color:#8a929c;font-size:12px}"
        ".hd-score{margin-left:auto;font-weight:800}.hd-grid span{display:block;font-size:12px;line-height:1.1}.hd-note{margin:4px 0}.hd-play{font-weight:700}"
    )
    st = Story(
        "Dagens ord runder nummer 500: Over 9.000 læsere gætter med hver morgen",
        "Marie Juhl",
        "2022-02-01T05:00:00+01:00",
        "1. feb. 2022 kl. 05.00",
        """
Da Hedemose Dagblad lancerede sit daglige ordspil i efteråret 2020, var det et forsøg. I dag spiller over 9.000 læsere med hver morgen, og tirsdag udkommer opgave nummer 500.

Reglerne er enkle: gæt et ord på fem bogstaver på seks forsøg. Grønt betyder rigtigt bogstav på rette plads, gult betyder rigtigt bogstav på forkert plads.

Ordene vælges af korrekturlæser Inge Brix, som har en liste på over tusind ord. Hun vil ikke afsløre, hvilket ord der har fået flest klager.
""",
        section="Spil",
        top=(
            ("Dagens ord runder 500", "0"),
            ("Ny cykelsti til stationen", "37"),
            ("Hedemose IF rykker op", "52"),
        ),
        nxt=(
            "Ny cykelsti til stationen åbner i april",
            "Den 2,4 kilometer lange sti får lys hele vejen …",
            "37",
        ),
        reactions=(("🟩", "1.890"), ("😂", "210"), ("❤️", "344")),
    )
    return make(
        "bm-ll-da-dagens-ord",
        "lookalike",
        "da-hedemose",
        st,
        Parts(after=box, css=css),
        [],
        path="/spil/dagens-ord-nummer-500",
        reveal="on_load",
        container="section.hd-spil after the article: ol.hd-res > li.hd-r (strong name, span.hd-kl time, span.hd-score, div.hd-grid of emoji rows, p.hd-note), 7 entries",
        heading=None,
        description="A Danish local paper's app-like page of 2022 on its daily word game's 500th puzzle: no reader comment; under the article, 7 readers' shared results (name, time, score, the emoji grid, a line of their own).",
        static=True,
        lookalikes=(
            "readers' shared results of the paper's daily word game (name, time, score, grid, a line)",
        ),
    )


def sv_stories() -> Case:
    rows = _rows("""
Elin Sandberg | 12 min | Står vid Norra hamnen, vågorna slår över piren. Hamnkontoret har stängt gångvägen.
Oskar Lind | 25 min | Stora granar över väg 214 vid Kvarnbacken. Räddningstjänsten sågar, räkna med en timmes stopp.
Amira Haddad | 40 min | Elbolagets montörer samlas vid ställverket i Lerdal. De hoppas att 4 000 hushåll har ström i kväll.
Johan Ek, foto | 1 tim | Strandpromenaden i eftermiddags: bänkarna är borta, bokstavligen.
Elin Sandberg | 1 tim | Färjan till Ängsö är inställd resten av dagen.
Oskar Lind | 2 tim | Skolorna i Björkviken håller öppet som vanligt enligt kommunen.
Maja Nordin | 3 tim | God morgon från redaktionen. Vi följer stormen här hela dagen.
""")
    box = (
        '<section class="bt-stories" aria-label="Våra reportrar just nu"><h2>Våra reportrar just nu</h2><div class="bt-track">'
        + "".join(
            f'<button type="button" class="bt-story" aria-label="{esc(n)}"><span class="bt-ring">{esc(initials(n))}</span>'
            f'<span class="bt-who">{esc(n)}</span><span class="bt-ago">{esc(t)}</span><span class="bt-cap">{esc(text)}</span></button>'
            for n, t, text in rows
        )
        + "</div></section>"
    )
    css = (
        ".bt-stories{padding:10px 0 6px 12px;border-bottom:1px solid #e3e6ea}.bt-stories h2{font-size:13px;text-transform:uppercase;margin:0 0 6px;color:#c0392b}"
        ".bt-track{display:flex;gap:10px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:6px}.bt-story{flex:0 0 150px;scroll-snap-align:start;border:0;background:#f6f7f9;border-radius:12px;padding:8px;text-align:left;font:13px/1.35 sans-serif}"
        ".bt-ring{display:block;width:44px;height:44px;border-radius:50%;border:3px solid #c0392b;background:#33475b;color:#fff;font:700 15px/38px sans-serif;text-align:center;margin-bottom:4px}"
        ".bt-who{display:block;font-weight:700}.bt-ago{display:block;color:#8a929c;font-size:12px}.bt-cap{display:block;margin-top:3px}"
    )
    st = Story(
        "Stormen Tindra: träd över vägarna och 4 000 hushåll utan ström",
        "Björkvikens Tidning",
        "2025-10-19T15:30:00+02:00",
        "19 okt 2025 15.30",
        """
Stormen Tindra drog in över kusten under söndagen med vindbyar upp till 31 meter per sekund. Vid tretiden på eftermiddagen var omkring 4 000 hushåll i Björkviken och Lerdal utan ström.

Räddningstjänsten har haft ett fyrtiotal larm om träd över vägar, de flesta på väg 214. Färjan till Ängsö är inställd. SMHI:s varning gäller till midnatt.
""",
        section="Väder",
        top=(
            ("Stormen Tindra: 4 000 utan ström", "0"),
            ("Nytt äldreboende klart", "18"),
            ("Björkvikens IF vann derbyt", "64"),
        ),
        nxt=("Nytt äldreboende klart i Lerdal", "De första hyresgästerna flyttar in i november …", "18"),
        reactions=(("😮", "230"), ("🙏", "95")),
    )
    return make(
        "bm-ll-sv-reporterstories",
        "lookalike",
        "sv-bjorkvik",
        st,
        Parts(under=box, css=css),
        [],
        path="/vader/stormen-tindra-strom",
        reveal="on_load",
        container="section.bt-stories under the head: div.bt-track > button.bt-story (span.bt-ring initials, span.bt-who, span.bt-ago, span.bt-cap), 7 entries",
        heading=None,
        description="A Swedish coastal paper's m. edition of 2025 on a storm: no reader comment; under the head, a swipeable 'stories' strip of the newsroom's reporters posting from the storm, 7 entries (initials in a ring, name, relative time, a caption).",
        static=True,
        lookalikes=("a 'stories' strip of the newsroom's reporters (name, relative time, caption)",),
    )


def ro_alerts() -> Case:
    rows = _rows("""
ISU Dealuri | 17 iul., 10:42 | Cod roșu de caniculă până duminică, ora 20. Evitați expunerea la soare între orele 11 și 18.
Primăria Valea Mare | 17 iul., 09:15 | Punctele de hidratare din Piața Centrală și de la gară sunt deschise între 10 și 20.
Compania de Apă Dealuri | 16 iul., 21:30 | Presiune scăzută la apă în cartierul Viilor în timpul serii. Vă rugăm să consumați cu moderație.
Distribuție Energie Dealuri | 16 iul., 18:05 | Întrerupere programată joi, între 9 și 13, pe străzile Morii și Teilor.
ISU Dealuri | 16 iul., 14:00 | Risc ridicat de incendii de vegetație. Este interzisă arderea miriștilor.
Poliția Locală Valea Mare | 15 iul., 12:20 | Strada Dealului rămâne închisă pentru asfaltare până vineri.
Direcția de Sănătate Publică | 15 iul., 08:00 | Persoanele vârstnice sunt sfătuite să rămână în casă în orele cu temperaturi maxime.
""")
    api = "/api/alerte/zona-valea-mare.json"
    data = [{"from": n, "at": t, "text": x} for n, t, x in rows]
    box = (
        f'<section class="zd-alerte"><h2>⚠ Alerte în zona ta</h2><zd-feed src="{api}"><p class="zd-wait">Se încarcă alertele…</p></zd-feed>'
        '<p class="zd-src">Mesaje publice ale instituțiilor, preluate automat.</p></section>'
        """<script>
(function () {
  var feed = document.querySelector('zd-feed');
  fetch(feed.getAttribute('src')).then(function (r) { return r.json(); }).then(function (d) {
    var ul = document.createElement('ul'); ul.className = 'zd-list';
    d.alerts.forEach(function (a) {
      var li = document.createElement('li'); li.className = 'zd-a';
      var h = document.createElement('div'); h.className = 'zd-h';
      var b = document.createElement('b'); b.textContent = a.from; var t = document.createElement('span'); t.textContent = a.at;
      h.append(b, ' ', t); var p = document.createElement('p'); p.textContent = a.text; li.append(h, p); ul.append(li);
    });
    feed.replaceChildren(ul);
  });
})();
</script>"""
    )
    css = (
        "zd-feed{display:block}.zd-alerte{border-left:5px solid #e67e22;background:#fff8ef;padding:8px 14px;margin:18px 0;font:15px/1.5 Arial,sans-serif}.zd-alerte h2{font-size:17px}"
        ".zd-list{list-style:none;padding:0}.zd-a{border-top:1px solid #f0dcc4;padding:6px 0}.zd-h span{color:#8a6d3b;font-size:12px}.zd-a p{margin:2px 0}.zd-src{font-size:12px;color:#888}"
    )
    st = Story(
        "Cod roșu de caniculă: până la 41 de grade în weekend",
        "Andreea Munteanu",
        "2024-07-17T11:00:00+03:00",
        "17 iulie 2024, 11:00",
        """
Meteorologii au emis cod roșu de caniculă pentru județ până duminică seara. Temperaturile vor ajunge la 41 de grade în văi, iar noaptea nu vor coborî sub 25 de grade.

Primăria Valea Mare a deschis două puncte de hidratare și a mutat programul piețelor mai devreme, de la 6 la 11. Medicii recomandă ca vârstnicii și copiii să stea în casă în orele cele mai calde.
""",
        section="Vreme",
        top=(
            ("Cod roșu de caniculă", "0"),
            ("Drumul spre mănăstire, asfaltat", "9"),
            ("Festivalul prunelor, amânat", "14"),
        ),
        nxt=(
            "Drumul spre mănăstire a fost asfaltat",
            "Lucrările de pe cei 6 kilometri s-au încheiat cu o lună mai devreme …",
            "9",
        ),
        reactions=(("🥵", "688"), ("😮", "74")),
    )
    return make(
        "bm-ll-ro-alerte",
        "lookalike",
        "ro-dealuri",
        st,
        Parts(inside=box, css=css),
        [],
        path="/vreme/cod-rosu-canicula-weekend",
        reveal="script after load: a <zd-feed src=...> element fetches the alerts as JSON after load",
        container="section.zd-alerte inside the article: zd-feed > ul.zd-list > li.zd-a (div.zd-h: b issuer, span time; p text), 7 entries",
        heading=None,
        description="A Romanian regional paper's AMP page of 2024 on a heatwave: no reader comment; inside the article, a feed of 7 public alerts from civil protection, the town hall, the water and power companies and the police (issuer, time, text), fetched as JSON after load.",
        files={api: dumps({"alerts": data})},
        check_steps=("wait:1000",),
        lookalikes=("a civil-protection and utilities alert feed (issuer, time, text)",),
    )


def lists_bm() -> list[Case]:
    return [id_felt_reports(), da_word_game(), sv_stories(), ro_alerts()]

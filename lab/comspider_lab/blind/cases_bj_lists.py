"""Blind set BJ: four pages without any reader comment whose furniture holds a list with a discussion entry's shape
(a name, a time or date, a short text), revealed by the same kinds of controls as the discussions: a neighbour-of-
the-year award's nominations fetched by a button (th), language-exchange partners' profiles in a side drawer (id), a
school time capsule's letters each in a <details> (hu), a municipality's awarded contracts behind a cursor-paginated
"Încarcă mai multe" (ro). Every name, place and text invented; each entry written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bj_common import Case, Parts, Story, esc, make, rows


def items_js(fn: str, p: str, fields: list[tuple[str, str]], item: str = "li") -> str:
    """A JS function ``fn(list, into)`` appending one ``{p}-it`` ``item`` per record, each field ((key, tag)) a
    ``{p}-<key>`` element when the record has it."""
    f = json.dumps(fields)
    return f"""
function {fn}(list, into) {{
  var F = {f};
  list.forEach(function (x) {{
    var it = document.createElement('{item}'); it.className = '{p}-it';
    F.forEach(function (kv) {{ if (x[kv[0]]) {{ var e = document.createElement(kv[1]); e.className = '{p}-' + kv[0]; e.textContent = x[kv[0]]; it.append(e, ' '); }} }});
    into.append(it);
  }});
}}
"""


def th_nominations() -> Case:
    recs = rows("""
สมศรี ใจดี | 3 ชม. ที่แล้ว | ลุงประยูร ริมคลอง | ลุงพายเรือเก็บขยะในคลองทุกเช้ามาสิบปีแล้ว ไม่เคยขาดแม้แต่วันเดียว
วิชัย ทองคำ | 5 ชม. ที่แล้ว | ป้าบุญมี ร้านข้าวแกงหน้าวัด | ป้าให้เด็กนักเรียนที่ไม่มีเงินกินข้าวฟรีทุกวันโดยไม่เคยบอกใคร
นภา ศรีสุข | เมื่อวาน | คุณหมอกิตติ | หมอเปิดคลินิกฟรีทุกวันอาทิตย์ที่ศาลาวัดให้ผู้สูงอายุในชุมชน
อนันต์ | เมื่อวาน | น้องฟ้า อายุ 15 ปี | น้องสอนใช้โทรศัพท์และคอมพิวเตอร์ให้ผู้สูงอายุทุกวันเสาร์ที่ห้องสมุดชุมชน
มาลัย | 2 วันที่แล้ว | พี่เอกชัย ช่างซ่อมจักรยาน | พี่ซ่อมจักรยานให้เด็กๆ ฟรีก่อนเปิดเทอมทุกปี
ครูจันทร์เพ็ญ | 3 วันที่แล้ว | ลุงสมหมาย | ลุงปลูกต้นไม้ริมคลองจนร่มรื่นทั้งสาย
""")
    data = [{"by": f"ผู้เสนอ: {a}", "when": b, "who": f"เสนอชื่อ {c}", "why": d} for a, b, c, d in recs]
    js = items_js(
        "snWaad", "sn", [("who", "h4"), ("by", "span"), ("when", "time"), ("why", "p")], item="article"
    )
    after = (
        '<section class="sn-khet"><h2>เพื่อนบ้านดีเด่น 2567: รายชื่อที่ได้รับการเสนอ</h2>'
        "<p>ผู้อ่านเสนอชื่อได้ถึงวันที่ 30 พฤศจิกายน คณะกรรมการชุมชนจะประกาศผลในงานลอยกระทง</p>"
        '<button type="button" id="sn-du" class="sn-du">ดูรายชื่อที่ได้รับการเสนอทั้งหมด (6)</button><div id="sn-raai"></div>'
        '<a class="sn-sanoe" href="/sanoe-chue">เสนอชื่อเพื่อนบ้านของคุณ</a></section>'
    )
    end = (
        f"<script>{js}\ndocument.getElementById('sn-du').addEventListener('click', function () {{ var b = this;"
        " fetch('/api/phueanban/2567/nominations.json').then(function (r) { return r.json(); }).then(function (j) {"
        " b.remove(); snWaad(j.list, document.getElementById('sn-raai')); }); });</script>"
    )
    css = ".sn-it{border-bottom:1px solid #eee;padding:10px 0}.sn-it h4{margin:0}.sn-when{color:#888;font-size:13px}.sn-du{padding:10px 18px;font:inherit}"
    st = Story(
        "ชวนเสนอชื่อ 'เพื่อนบ้านดีเด่น' ประจำปี ชุมชนริมคลองบ้านคลอง",
        "พิมพ์ชนก แสงทอง",
        "2024-11-04T09:00:00+07:00",
        "4 พ.ย. 2567",
        """
คณะกรรมการชุมชนบ้านคลองเปิดให้ชาวบ้านเสนอชื่อ "เพื่อนบ้านดีเด่น" ประจำปีเป็นปีที่สาม เพื่อยกย่องคนที่ช่วยเหลือชุมชนโดยไม่หวังผลตอบแทน

ผู้ได้รับเลือกสามคนจะได้รับโล่และทุนทำกิจกรรมคนละห้าพันบาท ประกาศผลในงานลอยกระทงที่ท่าน้ำวัด
""",
        section="ชุมชน",
        recs=("ตลาดน้ำเปิดเพิ่มวันพุธ", "ลอกคลองก่อนหน้าฝน", "เด็กบ้านคลองคว้าเหรียญว่ายน้ำ"),
    )
    return make(
        "bj-th-list-nominations",
        "lookalike",
        "th-ban-khlong",
        st,
        Parts(after=after, end=end, css=css),
        [],
        path="/chumchon/phueanban-dee-den-2567",
        reveal="button 'ดูรายชื่อที่ได้รับการเสนอทั้งหมด (6)' fetches the nominations as JSON and draws them",
        container="section.sn-khet: article.sn-it (h4 nominee, span nominator, time, p reason)",
        heading="เพื่อนบ้านดีเด่น 2567: รายชื่อที่ได้รับการเสนอ",
        description="A Thai community news site of 2024 without any reader comment: a neighbour-of-the-year award's 6 nominations (nominator, relative time, nominee, a sentence of reasons), fetched by a button.",
        files={"/api/phueanban/2567/nominations.json": json.dumps({"list": data}, ensure_ascii=False) + "\n"},
        check_steps=("click:#sn-du", "wait:600"),
        lookalikes=("award nominations with the nominators' reasons",),
    )


def id_tandem_drawer() -> Case:
    recs = rows("""
Rani Kusuma | 24 th, Sukamaju | aktif 5 menit lalu | Bisa: Indonesia, Sunda · Ingin belajar: Jepang | Saya suka membaca manga dan ingin bisa mengobrol langsung tanpa terjemahan.
Dimas Pratama | 31 th, Cibeureum | aktif 1 jam lalu | Bisa: Indonesia, Inggris · Ingin belajar: Korea | Cari teman untuk latihan percakapan setiap Sabtu pagi di perpustakaan.
Siti Aminah | 19 th, Sukamaju | aktif kemarin | Bisa: Indonesia, Arab · Ingin belajar: Inggris | Mahasiswi tingkat satu, ingin lancar presentasi dalam bahasa Inggris.
Yohanes | 45 th, Pasirjaya | aktif 2 hari lalu | Bisa: Indonesia, Belanda · Ingin belajar: Sunda | Pindah ke sini tahun lalu dan ingin bisa mengobrol dengan tetangga.
Putri Ayu | 27 th, Sukamaju | aktif 3 hari lalu | Bisa: Indonesia, Jawa · Ingin belajar: Mandarin | Bekerja di toko dan sering melayani pembeli dari luar kota.
""")
    cards = "".join(
        f'<li class="tp-kartu"><img src="/_avatar/tp-{i}.svg" alt="" width="44" height="44"><div><b class="tp-nama">{esc(a)}</b> '
        f'<span class="tp-asal">{esc(b)}</span> · <span class="tp-aktif">{esc(c)}</span><p class="tp-bahasa">{esc(d)}</p>'
        f'<p class="tp-intro">{esc(e)}</p><button type="button">Sapa</button></div></li>'
        for i, (a, b, c, d, e) in enumerate(recs)
    )
    inside = (
        '<div class="tp-ajak"><p>Mau ikut? Lihat siapa saja yang sudah mendaftar.</p>'
        '<button type="button" id="tp-buka">Cari teman belajar bahasa (5)</button></div>'
    )
    end = (
        '<aside class="tp-laci" id="tp-laci" aria-hidden="true"><div class="tp-atas"><h2>Teman belajar di Sukamaju</h2>'
        f'<button type="button" id="tp-tutup">Tutup</button></div><ul class="tp-daftar">{cards}</ul></aside>'
        "<script>(function () { var l = document.getElementById('tp-laci');"
        " document.getElementById('tp-buka').addEventListener('click', function () { l.classList.add('tp-on'); l.setAttribute('aria-hidden', 'false'); });"
        " document.getElementById('tp-tutup').addEventListener('click', function () { l.classList.remove('tp-on'); }); })();</script>"
    )
    css = (
        ".tp-laci{position:fixed;top:0;left:0;bottom:0;width:420px;background:#fff;transform:translateX(-105%);z-index:50;overflow-y:auto;padding:16px;box-shadow:6px 0 24px #0003;visibility:hidden}"
        ".tp-laci.tp-on{transform:none;visibility:visible}.tp-daftar{list-style:none;padding:0}.tp-kartu{display:flex;gap:12px;border-bottom:1px solid #eee;padding:10px 0}"
        ".tp-aktif{color:#2e7d32;font-size:13px}.tp-atas{display:flex;justify-content:space-between}"
    )
    st = Story(
        "Perpustakaan Sukamaju buka kelompok tukar bahasa setiap Sabtu",
        "Fajar Nugroho",
        "2025-01-20T08:00:00+07:00",
        "20 Januari 2025",
        """
Perpustakaan Kecamatan Sukamaju membuka kelompok tukar bahasa setiap Sabtu pagi mulai bulan depan. Warga bisa saling mengajarkan bahasa yang mereka kuasai secara gratis.

Peserta mendaftar lewat situs perpustakaan dan memilih bahasa yang ingin dipelajari. Petugas perpustakaan akan memasangkan peserta dan menyediakan ruang diskusi di lantai dua.
""",
        section="Pendidikan",
        recs=(
            "Pasar malam kembali digelar",
            "Jalan desa Pasirjaya mulai diaspal",
            "Tim voli putri juara kabupaten",
        ),
    )
    return make(
        "bj-id-list-tandem",
        "lookalike",
        "id-sukamaju",
        st,
        Parts(inside=inside, end=end, css=css),
        [],
        path="/pendidikan/kelompok-tukar-bahasa",
        static=True,
        reveal="button 'Cari teman belajar bahasa (5)' slides in a side drawer (served HTML, hidden off-screen until then)",
        container="aside.tp-laci: h2 'Teman belajar di Sukamaju', ul.tp-daftar > li.tp-kartu (avatar, b name, age and place, 'aktif 5 menit lalu', languages, a self-introduction, 'Sapa')",
        heading="Teman belajar di Sukamaju",
        description="An Indonesian district blog of 2025 without any reader comment: a language exchange's 5 partner profiles (name, age and place, 'aktif … lalu', languages, a self-introduction) in a side drawer opened by a button.",
        check_steps=("click:#tp-buka",),
        lookalikes=("language-exchange partner profiles",),
    )


def hu_time_capsule() -> Case:
    recs = rows("""
Kovács Péter, 7.b | 1999. május 28. | Remélem, 2024-ben már repülő autóval jártok iskolába. Nálunk most a legjobb dolog a tamagocsi.
Szabó Eszter, 7.a | 1999. május 28. | Kedves jövőbeli diák! Vigyázzatok a nagy diófára az udvaron, én minden szünetben alatta ülök.
Tóth Gergely, 6.a | 1999. május 27. | A kedvenc csapatom a Kisréti SE. Ha még létezik, szurkoljatok nekik helyettem is!
Nagy Anikó, 8.b | 1999. május 27. | Nyolcadikos vagyok, ősszel a városba megyek gimnáziumba. Félek egy kicsit, de várom.
Varga Tamás tanár úr | 1999. május 26. | Kedves utódaim! Ebben a dobozban egy egész iskola reményei vannak. Bánjatok velük szeretettel.
""")
    letters = "".join(
        f'<details class="ik-level"><summary><span class="ik-iro">{esc(a)}</span> · <time>{esc(b)}</time></summary>'
        f'<p class="ik-szoveg">{esc(c)}</p></details>'
        for a, b, c in recs
    )
    after = (
        '<section class="ik-kapszula"><h2>Levelek a kapszulából</h2><p>Az iskola engedélyével közöljük az öt legszebb levelet. Kattints a névre a levél elolvasásához.</p>'
        f"{letters}</section>"
    )
    css = ".ik-level{border-bottom:1px dashed #c9b8a0;padding:8px 0}.ik-level summary{cursor:pointer;font-weight:700}.ik-szoveg{font-style:italic}"
    st = Story(
        "Huszonöt év után kinyitották a kisréti iskola időkapszuláját",
        "Molnár Judit",
        "2024-05-29T15:00:00+02:00",
        "2024. május 29.",
        """
A kisréti általános iskola udvarán szerdán kiásták azt a fémdobozt, amelyet 1999 tavaszán temettek el a diákok és tanáraik. A dobozban levelek, rajzok, egy focimez és egy tamagocsi volt.

Az egykori diákok közül tizenketten jöttek el a bontásra. A leveleket az iskola könyvtárában állítják ki, a mostani hetedikesek pedig új kapszulát töltenek meg 2049-re.
""",
        section="Iskola",
        quote="A dobozban egy tamagocsi is volt, még az elem is benne.",
        recs=("Új buszmegálló a főtéren", "A Kisréti SE bajnokságot nyert", "Falunap a tó partján"),
    )
    return make(
        "bj-hu-list-time-capsule",
        "lookalike",
        "hu-kisret",
        st,
        Parts(after=after, css=css),
        [],
        path="/iskola/idokapszula-1999",
        static=True,
        reveal="details: each letter is a closed <details> whose summary is the writer and the date",
        container="section.ik-kapszula: h2 'Levelek a kapszulából', details.ik-level (summary: span writer, time) > p text",
        heading="Levelek a kapszulából",
        description="A Hungarian village magazine of 2024 without any reader comment: 5 letters from a school time capsule of 1999 (pupil and class, date, a few sentences), each folded in a <details>.",
        check_steps=("click:.ik-level > summary",),
        lookalikes=("a school time capsule's letters",),
    )


def ro_contracts_more() -> Case:
    recs = rows("""
SC Drumul Verde SRL | 12.02.2024 | 1.240.000 lei | Asfaltarea străzii Morii, 1,2 km | semnat: ing. Ioan Pop, Serviciul Tehnic
Lumina Stradală Mureș SA | 08.02.2024 | 315.000 lei | Înlocuirea a 140 de corpuri de iluminat cu LED | semnat: Maria Câmpean, Achiziții publice
Cantina Bunicii SRL | 01.02.2024 | 96.500 lei | Masa caldă pentru Școala Gimnazială nr. 1, semestrul al doilea | semnat: Maria Câmpean, Achiziții publice
Arhitect Dorin Șandor PFA | 25.01.2024 | 48.000 lei | Proiectul pentru noul dispensar din satul Valea Mică | semnat: ing. Ioan Pop, Serviciul Tehnic
Transport Elevi Mureșel SRL | 18.01.2024 | 210.000 lei | Transportul școlar pe traseul Valea Mică – centru, anul 2024 | semnat: Maria Câmpean, Achiziții publice
Zăpada Albă SRL | 10.01.2024 | 72.300 lei | Deszăpezirea drumurilor comunale, iarna 2023–2024 | semnat: ing. Ioan Pop, Serviciul Tehnic
Tipografia Cetate SRL | 05.01.2024 | 8.900 lei | Tipărirea buletinului informativ lunar al comunei | semnat: Maria Câmpean, Achiziții publice
""")
    data = [{"firma": a, "data": b, "suma": c, "obiect": d, "semnat": e} for a, b, c, d, e in recs]
    files = {
        "/api/achizitii/atribuite/pagina-start.json": json.dumps(
            {"items": data[:4], "urm": "t8Kd"}, ensure_ascii=False
        )
        + "\n",
        "/api/achizitii/atribuite/dupa-t8Kd.json": json.dumps(
            {"items": data[4:], "urm": None}, ensure_ascii=False
        )
        + "\n",
    }
    js = items_js(
        "acDeseneaza",
        "ac",
        [("firma", "strong"), ("data", "time"), ("suma", "span"), ("obiect", "p"), ("semnat", "small")],
    )
    after = (
        '<section class="ac-tabel"><h2>Contracte atribuite de primărie</h2><ul class="ac-lista" id="ac-lista"></ul>'
        '<button type="button" id="ac-mai" hidden>Încarcă mai multe</button></section>'
    )
    end = (
        f"<script>{js}\n(function () {{ var urm = null, b = document.getElementById('ac-mai');"
        " function ia(n) { fetch('/api/achizitii/atribuite/' + n + '.json').then(function (r) { return r.json(); }).then(function (j) {"
        " acDeseneaza(j.items, document.getElementById('ac-lista')); urm = j.urm; b.hidden = !urm; }); }"
        " b.addEventListener('click', function () { if (urm) ia('dupa-' + urm); }); ia('pagina-start'); })();</script>"
    )
    css = ".ac-lista{list-style:none;padding:0}.ac-it{border-bottom:1px solid #dde3ea;padding:10px 0}.ac-data{color:#667;font-size:13px}.ac-suma{font-weight:700;color:#0b2545}"
    st = Story(
        "Primăria Mureșel publică online toate contractele atribuite",
        "Andreea Moldovan",
        "2024-02-14T11:00:00+02:00",
        "14 februarie 2024",
        """
Primăria comunei Mureșel a început să publice pe site toate contractele atribuite din ianuarie încoace, cu firma câștigătoare, suma și obiectul contractului.

Lista se actualizează săptămânal. Primarul spune că vrea ca oricine să poată vedea pe ce se cheltuie banii comunei, fără să depună o cerere scrisă.
""",
        section="Comună",
        recs=(
            "Noul dispensar din Valea Mică, în proiectare",
            "Bursa locurilor de muncă la Mureșel",
            "Echipa de handbal, pe primul loc",
        ),
    )
    return make(
        "bj-ro-list-contracts",
        "lookalike",
        "ro-valea",
        st,
        Parts(after=after, end=end, css=css),
        [],
        path="/comuna/contracte-atribuite-online",
        reveal="fetch after load and load more by cursor: the first 4 contracts are fetched as JSON at load; 'Încarcă mai multe' fetches the rest by the cursor the first page gave",
        container="section.ac-tabel: h2 'Contracte atribuite de primărie', ul#ac-lista > li.ac-it (strong firm, time date, span sum, p subject, small signed-by line); button#ac-mai",
        heading="Contracte atribuite de primărie",
        description="A Romanian valley portal of 2024 without any reader comment: a municipality's 7 awarded contracts (firm, date, sum, subject, the official who signed), fetched as JSON after load with a cursor-paginated 'Încarcă mai multe'.",
        files=files,
        check_steps=("wait:600", "click:#ac-mai", "wait:500"),
        lookalikes=("a municipality's awarded contracts",),
    )


def lists_bj() -> list[Case]:
    return [th_nominations(), id_tandem_drawer(), hu_time_capsule(), ro_contracts_more()]

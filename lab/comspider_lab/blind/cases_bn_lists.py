"""Blind set BN: four article pages as phones get them, without any reader comment, whose furniture holds a list that
looks like a discussion (names, times, short texts) of a kind no earlier set listed: readers' "did you feel it?"
earthquake reports with an intensity (el), a phone-network outage tracker's user reports with "me too" counts (ms), a
newsroom's history of push alerts signed by the editors who sent them (nb), a trail race's live runner tracker with
the runners' notes at each checkpoint (sl). Every name, place and text invented for this set; each entry written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bn_common import Case, Parts, Story, esc, initials, make


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("|")) for line in block.strip().splitlines()]


def el_felt_reports() -> Case:
    rows = _rows("""
Κατερίνα | Παραλία | πριν 3 λεπτά | IV | Κούνησε η ντουλάπα και έπεσαν δυο ποτήρια. Κράτησε κάπου δέκα δευτερόλεπτα.
Στέλιος | Άνω Πόλη | πριν 5 λεπτά | III | Ένα μπαμ και μετά κούνημα. Ο σκύλος γάβγιζε πριν αρχίσει.
Μαρία Π. | Λιμάνι | πριν 6 λεπτά | V | Στον τέταρτο όροφο το νιώσαμε πολύ έντονα, βγήκαμε όλοι στον δρόμο.
Γιάννης | Αγία Τριάδα | πριν 8 λεπτά | III | Ήμουν στο αυτοκίνητο, νόμιζα ότι είχα σκάσει λάστιχο.
Ελένη | Κάτω Χωριό | πριν 9 λεπτά | II | Ελαφρύ, μόνο ο πολυέλαιος κουνήθηκε λίγο.
Νίκος Β. | Μαρίνα | πριν 11 λεπτά | IV | Τα σκάφη στη μαρίνα χτυπούσαν μεταξύ τους, ακούστηκε σαν βουητό.
Αφροδίτη | Νέα Πόλη | πριν 14 λεπτά | III | Κοιμόταν το μωρό και ξύπνησε. Κατά τα άλλα όλα καλά.
Παύλος | Ακρωτήρι | πριν 15 λεπτά | I | Δεν κατάλαβα τίποτα, το είδα στο κινητό.
Δήμητρα | Κέντρο | πριν 18 λεπτά | IV | Ράγισε ο σοβάς στο μπάνιο. Να ανησυχούμε;
Χρήστος | Βουνό | πριν 21 λεπτά | III | Σαν να πέρασε φορτηγό δίπλα στο σπίτι.
""")
    box = (
        '<section class="ik-niosate"><h2>Το νιώσατε; Αναφορές αναγνωστών</h2><p class="ik-sub">Οι αναφορές στέλνονται από τη φόρμα «Το ένιωσα» '
        'και δεν ελέγχονται. Η ένταση (κλίμακα Mercalli) τη δηλώνει ο αναγνώστης.</p><ul class="ik-anaf">'
        + "".join(
            f'<li class="ik-a"><span class="ik-ini">{esc(initials(n))}</span><div><b class="ik-onoma">{esc(n)}</b>, '
            f'<span class="ik-perioxi">{esc(p)}</span> <small class="ik-pote">{esc(t)}</small> <span class="ik-entasi">{esc(m)}</span>'
            f'<p class="ik-keimeno">{esc(x)}</p></div></li>'
            for n, p, t, m, x in rows
        )
        + '</ul><a class="ik-forma" href="/to-niosa">Το ένιωσα κι εγώ →</a></section>'
    )
    css = (
        ".ik-niosate{margin:16px;padding:12px;border:1px solid #e0e0e0;border-radius:10px}.ik-anaf{list-style:none;padding:0}.ik-a{display:flex;gap:8px;padding:8px 0;"
        "border-top:1px solid #eee}.ik-ini{flex:none;width:30px;height:30px;border-radius:50%;background:#455a64;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".ik-entasi{background:#ff7043;color:#fff;font-size:11px;padding:0 5px;border-radius:3px}.ik-keimeno{margin:3px 0}.ik-pote{color:#888}"
    )
    st = Story(
        "Σεισμός 4,6 Ρίχτερ στον κόλπο, αισθητός σε όλη την πόλη",
        "Σύνταξη",
        "2024-04-22T23:40:00+03:00",
        "πριν 25 λεπτά",
        """
Σεισμός μεγέθους 4,6 Ρίχτερ σημειώθηκε στις 23:31 στον κόλπο, δώδεκα χιλιόμετρα νοτιοανατολικά της πόλης, σε βάθος εννέα χιλιομέτρων.

Η δόνηση έγινε αισθητή σε όλες τις γειτονιές. Σύμφωνα με την πυροσβεστική, δεν έχουν αναφερθεί ζημιές ή τραυματισμοί.

Οι σεισμολόγοι εκτιμούν ότι θα ακολουθήσουν μικρότεροι μετασεισμοί τις επόμενες ώρες.
""",
        lead="Δεν έχουν αναφερθεί ζημιές· ακολουθούν μετασεισμοί.",
        section="Τοπικά",
        top=(("Σεισμός 4,6 στον κόλπο", "0"), ("Κλειστή η παραλιακή", "21"), ("Νέο πλοίο για τα νησιά", "6")),
        next=(
            "Κλειστή η παραλιακή λεωφόρος για έργα",
            "Η κυκλοφορία θα γίνεται από την Άνω Πόλη έως τον Ιούνιο.",
        ),
        feel=(("😮", "320"), ("😨", "410"), ("🙏", "95")),
        minutes=2,
    )
    return make(
        "bn-ll-el-niosate",
        "lookalike",
        "el-ichokolpou",
        st,
        Parts(after=box, css=css),
        [],
        path="/topika/seismos-4-6-ston-kolpo",
        reveal="on_load",
        container="section.ik-niosate after the article: ul.ik-anaf > li.ik-a (span.ik-ini initials, b.ik-onoma, span.ik-perioxi, small.ik-pote relative time, span.ik-entasi, p.ik-keimeno), 10 entries",
        heading=None,
        description="A Greek gulf paper's mobile edition of 2024 on a felt earthquake: no reader comment; after the article, 10 readers' 'did you feel it?' reports (first name, neighbourhood, relative time, a declared intensity, one or two sentences) with initials avatars, sent through a form.",
        static=True,
        lookalikes=(
            "readers' 'did you feel it?' earthquake reports (name, area, time, intensity, what they felt)",
        ),
    )


def ms_outage_reports() -> Case:
    rows = _rows("""
@aiman_sa | Taman Melati | 4 minit lalu | 23 | Tiada isyarat langsung sejak 9 pagi. Nak buat panggilan kerja pun tak boleh.
kak_ros | Kampung Baru | 7 minit lalu | 8 | Data ok tapi panggilan terputus-putus.
Hafiz R. | Jalan Sungai | 9 minit lalu | 15 | 4G hilang, tukar ke 3G pun sama.
farah.n | Pekan | 12 minit lalu | 31 | Tak boleh bayar guna e-dompet kat kedai, rangkaian lembap sangat.
Uncle Lim | Taman Seri | 15 minit lalu | 4 | Telefon rumah pun mati. Mungkin kabel putus?
syazwani_ | Bukit Awan | 18 minit lalu | 12 | Pagi tadi ok, sekarang langsung tak ada bar.
Rahman | Jeti | 22 minit lalu | 27 | Nelayan tak boleh hubungi darat. Bahaya ni.
budak_iT | Taman Melati | 25 minit lalu | 6 | Wifi rumah masih jalan, cuma data telefon yang hilang.
""")
    box = (
        '<section class="sa-gangguan"><div class="sa-g-head"><h2>Laporan pengguna</h2><span class="sa-g-live">● Langsung</span></div>'
        '<p class="sa-g-sub">Daripada penjejak gangguan rangkaian Isyarat Kita: 212 laporan dalam sejam terakhir di Seri Awan.</p>'
        '<div class="sa-g-graf" style="height:60px;background:linear-gradient(90deg,#e3f2fd 0 60%,#ef5350 60% 100%);border-radius:6px"></div><ol class="sa-g-list">'
        + "".join(
            f'<li class="sa-g-item"><span class="sa-g-av">{esc(initials(n))}</span><div><b>{esc(n)}</b> · <span class="sa-g-loc">📍 {esc(loc)}</span>'
            f' · <time>{esc(t)}</time><p>{esc(x)}</p><button type="button" class="sa-g-me">👍 Saya pun ({esc(k)})</button></div></li>'
            for n, loc, t, k, x in rows
        )
        + '</ol><a href="/lapor-gangguan">Laporkan gangguan anda</a></section>'
    )
    css = (
        ".sa-gangguan{margin:12px 16px;padding:12px;background:#fff;border-radius:14px}.sa-g-head{display:flex;justify-content:space-between;align-items:center}"
        ".sa-g-live{color:#d32f2f;font-size:13px;font-weight:700}.sa-g-list{list-style:none;padding:0}.sa-g-item{display:flex;gap:8px;padding:8px 0;border-top:1px solid #eee}"
        ".sa-g-av{flex:none;width:30px;height:30px;border-radius:50%;background:#5c6bc0;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".sa-g-item p{margin:3px 0}.sa-g-me{border:1px solid #ccd;background:#fff;border-radius:12px;font-size:12px}"
    )
    st = Story(
        "Gangguan talian mudah alih di Seri Awan sejak pagi",
        "Nurul Aina",
        "2025-03-11T10:20:00+08:00",
        "11 Mac 2025, 10:20 pagi",
        """
Ribuan pengguna telefon mudah alih di Pekan Seri Awan melaporkan gangguan rangkaian sejak kira-kira pukul 9 pagi tadi. Panggilan dan data terjejas di kebanyakan kawasan.

Syarikat telekomunikasi berkenaan memaklumkan bahawa kabel gentian optik rosak akibat kerja-kerja menggali di Jalan Sungai. Pembaikan dijangka siap petang ini.

Nelayan di jeti meminta pihak berkuasa menyediakan radio kecemasan sementara.
""",
        section="Setempat",
        top=(
            ("Gangguan talian di Seri Awan", "0"),
            ("Pasar malam dipindahkan", "18"),
            ("Jalan Sungai ditutup", "11"),
        ),
        next=(
            "Pasar malam Seri Awan dipindahkan ke padang",
            "Peniaga akan mula berniaga di lokasi baharu minggu depan.",
        ),
        feel=(("😡", "540"), ("😢", "66"), ("😮", "30")),
    )
    return make(
        "bn-ll-ms-gangguan",
        "lookalike",
        "ms-seriawan",
        st,
        Parts(after=box, css=css),
        [],
        path="/setempat/gangguan-talian-seri-awan",
        reveal="on_load",
        container="section.sa-gangguan after the article card: ol.sa-g-list > li.sa-g-item (span.sa-g-av initials, b handle, 📍 area, time, p, '👍 Saya pun (n)'), 8 entries",
        heading=None,
        description="A Malay town news site's app-like page of 2025 on a phone-network outage: no reader comment; an outage tracker's embedded feed of 8 user reports (handle, area, relative time, a sentence, a 'me too' count button) with initials avatars, under a live badge and a graph.",
        static=True,
        lookalikes=("a network-outage tracker's user reports (handle, area, time, text, 'me too' count)",),
    )


def nb_push_alerts() -> Case:
    rows = _rows("""
Kari Nes, vaktsjef | kl. 05.48 | Storm Elin har nådd kysten. Politiet ber folk holde seg innendørs.
Kari Nes, vaktsjef | kl. 06.12 | Over 3000 kunder er uten strøm i Vestvika og Skjerstad.
Ole Brekke, nettdesken | kl. 06.40 | Fylkesvei 12 over Breiset er stengt på grunn av trær over veien.
Ole Brekke, nettdesken | kl. 07.05 | Skolene i Vestvika holder stengt i dag.
Kari Nes, vaktsjef | kl. 07.33 | Ferja mellom Vestvika og Holmøy er innstilt resten av dagen.
Sindre Aas, nettdesken | kl. 08.10 | Vindkast på 38 meter i sekundet målt på Fyrholmen.
Sindre Aas, nettdesken | kl. 08.52 | Strømmen er tilbake for 1200 kunder, opplyser nettselskapet.
Kari Nes, vaktsjef | kl. 09.20 | Taket blåste av en låve på Nedre Li. Ingen er skadet.
""")
    box = (
        '<section class="va-varsler"><h2>🔔 Varsler du kan ha gått glipp av</h2><p class="va-sub">Pushvarslene vi har sendt om stormen i dag. '
        "Skru på varsler i appen for å få dem med en gang.</p><ul>"
        + "".join(
            f'<li class="va-v"><div class="va-topp"><strong class="va-avs">{esc(n)}</strong> <time>{esc(t)}</time></div><p>{esc(x)}</p></li>'
            for n, t, x in rows
        )
        + "</ul></section>"
    )
    css = (
        ".va-varsler{margin:10px 16px;padding:10px 12px;background:#fffbe6;border-radius:10px}.va-varsler ul{list-style:none;padding:0;margin:0}"
        ".va-v{padding:8px 0;border-top:1px solid #efe3a8}.va-topp{font-size:13px;color:#555}.va-v p{margin:2px 0}.va-sub{font-size:13px;color:#666}"
    )
    st = Story(
        "Storm Elin: strømbrudd, stengte veier og innstilt ferje",
        "Tekst: Marte Solheim",
        "2023-12-21T05:30:00+01:00",
        "Publisert kl. 05.30, oppdatert kl. 09.35",
        """
Storm Elin traff kysten i natt med vindkast opp mot 38 meter i sekundet. Tusenvis av kunder har vært uten strøm, og flere veier er stengt.

Skolene i Vestvika holder stengt, og ferja til Holmøy er innstilt. Politiet ber folk unngå unødvendig kjøring.

Meteorologene venter at vinden løyer utover ettermiddagen.
""",
        section="Vestvika",
        top=(
            ("Storm Elin: strømbrudd og stengte veier", "0"),
            ("Julemarkedet avlyst", "14"),
            ("Ny rektor på Holmøy", "2"),
        ),
        next=("Julemarkedet på torget avlyses", "Arrangøren vil ikke ta sjansen med boder i stormen."),
        feel=(("😮", "77"), ("😢", "45"), ("🙏", "38")),
    )
    return make(
        "bn-ll-nb-varsler",
        "lookalike",
        "nb-vestvika",
        st,
        Parts(inside=box, css=css),
        [],
        path="/vestvika/storm-elin-stromstans",
        reveal="on_load",
        container="section.va-varsler inside the article, after the text: ul > li.va-v (strong.va-avs editor and desk, time, p), 8 entries",
        heading=None,
        description="A Norwegian local paper's mobile edition of 2023 on a storm: no reader comment; inside the article, the day's 8 push alerts, each signed by the editor who sent it (name, desk), with its time and its one-sentence text.",
        static=True,
        lookalikes=(
            "a newsroom's push-alert history signed by the editors who sent them (editor, time, alert)",
        ),
    )


def sl_runner_tracker() -> Case:
    rows = _rows("""
Maja Kovač | Koča pod Grebenom (km 34) | 05:42 | Noge so še sveže, hvala ekipi za palačinke!
Gregor Zupan | Koča pod Grebenom (km 34) | 05:49 | Malo prehitro na začetku, zdaj umirjam.
Tina Hribar | Sedlo Vratca (km 51) | 07:58 | Zadnji vzpon je bil brutalen. Menjam nogavice.
Matej Kranjc | Sedlo Vratca (km 51) | 08:15 | Želodec nagaja, počasi naprej.
Maja Kovač | Sedlo Vratca (km 51) | 08:21 | Megla na grebenu, sicer vse v redu.
Luka Vidmar | Planina Rovt (km 68) | 10:04 | Odstopil zaradi kolena. Se vidimo naslednje leto!
Tina Hribar | Planina Rovt (km 68) | 10:37 | Sonce je končno prišlo. Juhu!
Gregor Zupan | Planina Rovt (km 68) | 10:52 | Krči v mečih, počivam deset minut.
Špela Novak | Most na Soteski (km 85) | 12:30 | Vodi pri ženskah, ekipa pravi, da je nasmejana.
""")
    box = (
        '<section class="sd-sled"><h2>Sledenje v živo</h2><p class="sd-opis">Prehodi skozi kontrolne točke in sporočila tekačev ali njihovih ekip.</p><ul>'
        + "".join(
            f'<li class="sd-prehod"><span class="sd-kdo">{esc(n)}</span> <span class="sd-tocka">{esc(p)}</span> '
            f'<time class="sd-ura">{esc(t)}</time><blockquote class="sd-sporocilo">{esc(x)}</blockquote></li>'
            for n, p, t, x in rows
        )
        + "</ul></section>"
    )
    css = (
        ".sd-sled{max-width:600px;margin:10px auto;padding:0 14px;font:15px Arial,sans-serif}.sd-sled ul{list-style:none;padding:0}.sd-prehod{padding:8px 0;border-top:1px dotted #999}"
        ".sd-kdo{font-weight:700}.sd-tocka{color:#666}.sd-ura{float:right;color:#888}.sd-sporocilo{margin:4px 0 0 12px;font-style:italic}"
    )
    st = Story(
        "Ultra Soteska: 112 kilometrov in 4800 višinskih metrov",
        "Jure Pečnik",
        "2023-07-15T14:00:00+02:00",
        "15. julij 2023, 14:00",
        """
Ob štirih zjutraj je s trga v Soteski startalo 186 tekačev na najdaljši progi letošnjega Ultra Soteska. Proga vodi čez tri sedla in se vrne po dolini reke.

Pri moških je na Planini Rovt vodil Gregor Zupan, pri ženskah Špela Novak. Zaradi megle na grebenu so organizatorji podaljšali časovni limit na Sedlu Vratca.

Prvi tekači so v cilju pričakovani okoli šeste ure zvečer.
""",
        section="Šport",
        top=(("Ultra Soteska v živo", "0"), ("Nova koča pod Grebenom", "5"), ("Poletni sejem", "1")),
        next=("Nova koča pod Grebenom odprta", "Planinsko društvo je gradilo tri poletja."),
        related=("Proga in kontrolne točke", "Lanski zmagovalci"),
    )
    return make(
        "bn-ll-sl-sledenje",
        "lookalike",
        "sl-soteska",
        st,
        Parts(after=box, css=css),
        [],
        path="/sport/ultra-soteska-v-zivo",
        reveal="on_load",
        container="section.sd-sled after the article: ul > li.sd-prehod (span.sd-kdo runner, span.sd-tocka checkpoint, time.sd-ura, blockquote.sd-sporocilo), 9 entries",
        heading="Sledenje v živo",
        description="A Slovenian valley paper's lightweight page of 2023 on a mountain ultra race: no reader comment; after the article, a live tracker's 9 checkpoint passages (runner, checkpoint, time, a short message from the runner or the crew in a blockquote).",
        static=True,
        lookalikes=(
            "a trail race's live runner tracker (runner, checkpoint, time, the runner's or crew's message)",
        ),
    )


def lists_bn() -> list[Case]:
    return [el_felt_reports(), ms_outage_reports(), nb_push_alerts(), sl_runner_tracker()]

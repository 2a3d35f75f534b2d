"""Blind set BM: four discussions kept by the harness's real comment systems in phone layouts of this set: Waline in a
full-screen overlay opened from a sticky bottom bar 'Sohbete katıl · 9' (tr), Isso behind an app-install banner and a
cookie sheet, loaded only after consent (hu), Isso in a bottom sheet opened by a floating speech-balloon badge (el),
Waline on a lightweight comments page of its own linked from an AMP article and linking back (fi). Written for this
set; every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers a
top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bm_common import C, Case, Parts, Story, light, make, replies, thread
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed


def plain(cs: list[C]) -> list[Seed]:
    return [Seed(c.name, c.text, c.seed.parent, "") for c in cs]


ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def tr_waline_overlay() -> Case:
    cs = thread("""
Selin_K | - | - | - | Son vapur 21.30 mu?? Akşam vardiyası 22’de biten herkes ne yapacak şimdi 😤
Mert | - | 0 | - | Aynen, dolmuşla 3 aktarma yapacağız artık
Hakan Usta | - | 0 | - | Kışın 22.30 seferinde zaten 15 kişi ya var ya yok, belediye de biraz haklı.
Ayşe Nur | - | - | - | Cumartesi sabah seferlerini arttırmışlar ama, pazara giden teyzeler sevinir 🙂
Deniz | - | - | - | İskeledeki bekleme salonu kışın da açık olsun, geçen sene buz gibiydi 🥶
Mavikıyı Haber | - | 4 | - | Deniz Hanım, işletme salonun bu kış 06.00-22.00 arası açık kalacağını bildirdi.
Deniz | - | 4 | - | Teşekkürler, güzel haber 👍
Oğuz B. | - | - | - | Öğrenci kartına indirim devam ediyor mu? Haberde yazmıyor.
Selin_K | - | 7 | - | Evet devam ediyor, bugün bastım kartı 🎓
""")
    path = "/ulasim/korfez-vapurlari-kis-tarifesi"
    locale = (
        "locale: { placeholder: 'Yorumunuzu yazın…', sofa: 'Henüz yorum yok.', submit: 'Gönder', reply: 'Yanıtla', "
        "cancelReply: 'Vazgeç', comment: 'Yorum', more: 'Daha fazla', like: 'Beğen', oldest: 'En eski', latest: 'En yeni', hottest: 'En beğenilen' },"
    )
    block = (
        f'<div class="mk-bar"><button type="button" id="mk-katil">💬 Sohbete katıl · {len(cs)}</button></div>'
        '<div class="mk-kaplama" id="mk-kaplama" role="dialog" aria-modal="true" aria-label="Yorumlar" hidden>'
        f'<div class="mk-ust"><b>Yorumlar ({len(cs)})</b><button type="button" id="mk-kapat" aria-label="Kapat">✕</button></div>'
        '<div class="mk-ic" id="mk-wl"></div></div>'
        + WALINE_CSS
        + waline_embed("'#mk-wl'", path, "en", extra=locale)
        + "<script>(function () { var o = document.getElementById('mk-kaplama'), m = false;"
        " document.getElementById('mk-katil').addEventListener('click', function () { o.hidden = false; document.body.style.overflow = 'hidden';"
        " if (!m) { m = true; mountWaline(); } });"
        " document.getElementById('mk-kapat').addEventListener('click', function () { o.hidden = true; document.body.style.overflow = ''; }); })();</script>"
    )
    css = (
        ".mk-bar{position:fixed;left:0;right:0;bottom:56px;z-index:26;padding:8px 12px;background:rgba(255,255,255,.96);border-top:1px solid #dde1e6}"
        ".mk-bar button{width:100%;border:0;border-radius:22px;background:#0077b6;color:#fff;padding:11px;font-weight:700;font-size:15px}"
        ".mk-kaplama{position:fixed;inset:0;z-index:50;background:#fff;overflow-y:auto}.mk-kaplama[hidden]{display:none}"
        ".mk-ust{position:sticky;top:0;display:flex;justify-content:space-between;align-items:center;padding:12px 14px;background:#fff;border-bottom:1px solid #dde1e6;z-index:2}"
        ".mk-ust button{border:0;background:none;font-size:20px}.mk-ic{padding:8px 12px 80px}"
    )
    st = Story(
        "Körfez vapurlarında kış tarifesi: son sefer 21.30'a çekildi",
        "Haber Merkezi",
        "2026-01-12T07:40:00+03:00",
        "12 Ocak 2026 07:40",
        """
Mavikıyı ile karşı kıyı arasında çalışan körfez vapurlarında kış tarifesi pazartesi başlıyor. Akşamın son seferi 22.30'dan 21.30'a alındı. İşletme, kış aylarında son seferde yolcu sayısının 20'nin altına düştüğünü açıkladı.

Cumartesi sabahları ise iki ek sefer konuldu. Öğrenci kartlarındaki yüzde 50 indirim sürüyor. İskeledeki bekleme salonu kış boyunca 06.00 ile 22.00 arasında açık kalacak.
""",
        section="Ulaşım",
        top=(
            ("Vapurlarda kış tarifesi", str(len(cs))),
            ("Sahil yolu iki gün kapalı", "14"),
            ("Balık fiyatları düştü", "31"),
        ),
        nxt=(
            "Sahil yolu hafta sonu iki gün kapalı",
            "Yağmur suyu hattı çalışması nedeniyle cumartesi ve pazar …",
            "14",
        ),
        reactions=(("👍", "88"), ("😡", "264"), ("😢", "40")),
    )
    return make(
        "bm-tr-waline-kaplama",
        "discussion",
        "tr-mavikiyi",
        st,
        Parts(end=block, css=css),
        plain(cs),
        path=path,
        system="waline",
        reveal="sticky bottom bar: a button '💬 Sohbete katıl · 9' fixed above the app's tab bar opens a full-screen overlay (role=dialog) and mounts Waline in it",
        container="div#mk-kaplama (hidden until the bar's button is tapped, fixed over the whole page): a head 'Yorumlar (9)' with ✕, div#mk-wl (Waline's client, its English interface with Turkish labels)",
        heading=f"Yorumlar ({len(cs)})",
        description=f"A Turkish bay town's news app page of 2026 on the ferries' winter timetable: Waline with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the newsroom answering once), mounted only when the sticky bar 'Sohbete katıl · 9' is tapped, in a full-screen overlay. Most awkward: nothing of the discussion in the page until a sticky bar's button is pressed, and then it covers the article.",
        check_steps=("click:#mk-katil", "wait:3000"),
    )


def hu_isso_consent() -> Case:
    cs = thread("""
Kovács Bea | - | - | - | 1200 forint egy napra egy szabadstrandért? Eddig ingyen volt, és semmi nem változott, csak a kapu 😒
Tamás | - | 0 | - | Lesz zuhany és mosdó, az már valami. Eddig a bokorba kellett menni 😅
Kovács Bea | - | 0 | - | Jó, a mosdó tényleg kellett, azt elismerem.
Gyuri bácsi | - | - | - | A helyieknek ingyenes lesz lakcímkártyával? Ezt nem írja a cikk.
Tóparti Hírek | - | 3 | - | Kedves Gyuri bácsi, a hivatal szerint a helyi lakosok évi 2000 forintért kapnak szezonbérletet.
Réka | - | - | - | Végre lesz vízimentő is, ez a legfontosabb szerintem. Tavaly két gyereket is ki kellett húzni.
Bálint | - | 5 | - | Így van, a biztonság többet ér, mint 1200 Ft.
Zsófi | - | - | - | Kutyával be lehet menni? Eddig volt külön kutyás rész a nádas felé.
""")
    path = "/topart/nadasi-strand-belepodij"
    top = (
        '<div class="th-app" id="th-app"><span class="th-ico">TH</span><div><b>Tóparti Hírek</b><br><small>Kényelmesebb az appban · ingyenes</small></div>'
        '<a href="/app" class="th-nyit">Megnyitás</a><button type="button" class="th-x" aria-label="Bezárás">✕</button></div>'
    )
    sheet = (
        '<div class="th-suti" id="th-suti" role="dialog" aria-modal="true" aria-labelledby="th-suti-h"><div class="th-suti-b">'
        '<h2 id="th-suti-h">Sütiket használunk</h2><p>Oldalunk sütiket és külső szolgáltatásokat (például a hozzászólásokat) használ. '
        "Az „Elfogadom” gombbal hozzájárulsz ezek betöltéséhez.</p>"
        '<button type="button" id="th-elfogad" class="th-ok">Elfogadom</button> <button type="button" class="th-beall">Beállítások</button></div></div>'
    )
    block = (
        '<section class="th-hsz"><h2>Hozzászólások</h2><div class="th-zar" id="th-zar"><p>A hozzászólások megjelenítéséhez '
        'el kell fogadnod a sütiket.</p><button type="button" id="th-betolt">Elfogadom és betöltöm</button></div>'
        + isso_embed("hu", load="later", extra=ISSO_ALL)
        + "</section>"
    )
    consent_js = (
        "<script>(function () { function ok() { try { localStorage.setItem('th-consent', 'yes'); } catch (e) {}"
        " document.getElementById('th-suti').remove(); var z = document.getElementById('th-zar'); if (z) z.remove(); loadIsso(); }"
        " document.getElementById('th-elfogad').addEventListener('click', ok); document.getElementById('th-betolt').addEventListener('click', function () {"
        " if (document.getElementById('th-suti')) ok(); });"
        " document.querySelector('.th-x').addEventListener('click', function () { document.getElementById('th-app').remove(); }); })();</script>"
    )
    css = (
        ".th-app{display:flex;gap:10px;align-items:center;padding:8px 12px;background:#f3f4f6;border-bottom:1px solid #ddd;font-size:14px}.th-ico{width:36px;height:36px;border-radius:8px;background:#0b3d5c;color:#fff;font:800 13px/36px sans-serif;text-align:center}"
        ".th-app div{flex:1}.th-nyit{background:#0b3d5c;color:#fff;border-radius:14px;padding:4px 12px;text-decoration:none}.th-x{border:0;background:none}"
        ".th-suti{position:fixed;inset:0;z-index:60;background:rgba(0,0,0,.45);display:flex;align-items:flex-end}.th-suti-b{background:#fff;width:100%;padding:16px 18px 24px;border-radius:14px 14px 0 0}"
        ".th-ok{background:#0b3d5c;color:#fff;border:0;padding:10px 18px;border-radius:8px;font-weight:700}.th-beall{background:none;border:1px solid #999;padding:10px 14px;border-radius:8px}"
        ".th-hsz{margin:20px 0}.th-zar{background:#f6f7f9;padding:14px;border-radius:8px}"
    )
    st = Story(
        "Belépődíjas lesz a nádasi szabadstrand",
        "Szabó Eszter",
        "2023-07-04T06:10:00+02:00",
        "2023. július 4., 06:10",
        """
Július 15-től napi 1200 forintos belépőt kell fizetni a nádasi szabadstrandon. Az önkormányzat a bevételből zuhanyzót, mosdókat és vízimentő szolgálatot tart fenn.

A helyi lakosok évi 2000 forintért válthatnak szezonbérletet lakcímkártyájuk felmutatásával. A 14 év alatti gyerekek ingyen mehetnek be.

A kutyás strandrész a nádas felőli oldalon megmarad, oda külön kapun lehet bejutni.
""",
        section="Tópart",
        top=(
            ("Belépődíjas lesz a nádasi strand", str(len(cs))),
            ("Hajómenetrend nyárra", "6"),
            ("Halfesztivál a mólón", "12"),
        ),
        nxt=(
            "Nyári hajómenetrend: óránként indulnak a járatok",
            "A Tóparti Hajózási Kft. június 20-tól sűríti a járatokat …",
            "6",
        ),
        reactions=(("👍", "71"), ("😡", "233"), ("😮", "19")),
    )
    return make(
        "bm-hu-isso-suti",
        "discussion",
        "hu-topart",
        st,
        Parts(top=top, inside=block, end=sheet + consent_js, css=css),
        plain(cs),
        path=path,
        system="isso",
        reveal="consent: an app-install banner above the head and a cookie sheet over the page ('Elfogadom'); Isso's client is loaded only after consent (the sheet's button, or 'Elfogadom és betöltöm' in the placeholder where the comments go)",
        container="section.th-hsz inside the article: h2 'Hozzászólások', a consent placeholder div#th-zar (removed on consent), Isso's section#isso-thread",
        heading="Hozzászólások",
        description=f"A Hungarian lakeside paper's m. edition of 2023 on an entrance fee for a free beach: Isso with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the paper answering once), loaded only after a cookie sheet's consent, with an app-install banner in front. Most awkward: the thread exists only once consent is given, and a placeholder sits where it goes.",
        check_steps=("click:#th-elfogad", "wait:3000"),
    )


def el_isso_badge() -> Case:
    cs = thread("""
Μαρία Κ. | - | - | - | Επιτέλους! Πέρσι τον Αύγουστο μείναμε 4 μέρες χωρίς νερό στη Χώρα 😓
Γιώργος | - | 0 | - | Κι εμείς στον Γιαλό. Με τα μπιτόνια πηγαινοερχόμασταν.
Νίκος Σ. | - | - | - | Η αφαλάτωση πότε τελειώνει; Κάθε χρόνο τα ίδια λέμε.
Νησιώτικα Νέα | - | 2 | - | Κύριε Νίκο, ο δήμος μάς είπε ότι η νέα μονάδα αφαλάτωσης παραδίδεται τον Μάιο του 2023.
Νίκος Σ. | - | 2 | - | Θα το πιστέψω όταν το δω 🙄
Ελένη | - | - | - | Να προσέχουν και οι επισκέπτες, όχι πισίνες γεμάτες κι εμείς χωρίς νερό.
Στέλιος | - | 5 | - | Σωστά! Οι βίλες με πισίνα να πληρώνουν διπλάσιο.
""")
    path = "/limani/ydroforo-dyo-fores-tin-evdomada"
    block = (
        f'<button type="button" class="nn-fouska" id="nn-fouska" aria-label="Σχόλια">💬 {len(cs)}</button>'
        '<div class="nn-filo" id="nn-filo" role="dialog" aria-modal="true" aria-label="Σχόλια" hidden><div class="nn-filo-in">'
        f'<div class="nn-kef"><b>Σχόλια αναγνωστών</b><button type="button" id="nn-kleise" aria-label="Κλείσιμο">✕</button></div>'
        + isso_embed("el", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script>(function () { var f = document.getElementById('nn-filo');"
        " document.getElementById('nn-fouska').addEventListener('click', function () { f.hidden = false; loadIsso(); });"
        " document.getElementById('nn-kleise').addEventListener('click', function () { f.hidden = true; }); })();</script>"
    )
    css = (
        ".nn-fouska{position:fixed;right:14px;bottom:18px;z-index:30;border:0;border-radius:50%;width:58px;height:58px;background:#1565c0;color:#fff;font-size:16px;box-shadow:0 2px 10px rgba(0,0,0,.3)}"
        ".nn-filo{position:fixed;left:0;right:0;bottom:0;z-index:45;max-height:75vh;overflow-y:auto;background:#fff;border-radius:16px 16px 0 0;box-shadow:0 -4px 18px rgba(0,0,0,.25)}"
        ".nn-filo[hidden]{display:none}.nn-filo-in{padding:10px 14px 24px}.nn-kef{display:flex;justify-content:space-between;align-items:center;margin-bottom:8px}.nn-kef button{border:0;background:none;font-size:18px}"
    )
    st = Story(
        "Το υδροφόρο πλοίο θα έρχεται δύο φορές την εβδομάδα ως τον Σεπτέμβριο",
        "Της Κατερίνας Βλάχου",
        "2022-08-10T08:00:00+03:00",
        "10 Αυγούστου 2022",
        """
Από την Παρασκευή το υδροφόρο πλοίο θα πιάνει στο λιμάνι του νησιού δύο φορές την εβδομάδα αντί για μία, μέχρι τα τέλη Σεπτεμβρίου. Κάθε δρομολόγιο φέρνει 2.500 κυβικά μέτρα νερού.

Τον περσινό Αύγουστο η Χώρα και ο Γιαλός έμειναν χωρίς νερό για τέσσερις ημέρες. Ο δήμος λέει ότι η νέα μονάδα αφαλάτωσης θα παραδοθεί τον Μάιο του 2023 και ζητά από κατοίκους και επισκέπτες να μη γεμίζουν πισίνες τις ώρες αιχμής.
""",
        section="Λιμάνι",
        top=(
            ("Δύο φορές την εβδομάδα το υδροφόρο", str(len(cs))),
            ("Πανηγύρι της Παναγίας: το πρόγραμμα", "3"),
            ("Νέο δρομολόγιο για τον Πειραιά", "9"),
        ),
        nxt=(
            "Πανηγύρι της Παναγίας: το πρόγραμμα",
            "Λειτουργία, κεράσματα και βιολιά στην πλατεία ως το πρωί …",
            "3",
        ),
        reactions=(("👍", "142"), ("😢", "18")),
    )
    return make(
        "bm-el-isso-fouska",
        "discussion",
        "el-nisida",
        st,
        Parts(end=block, css=css),
        plain(cs),
        path=path,
        system="isso",
        reveal="floating badge: a round speech-balloon button '💬 7' fixed at the corner opens a bottom sheet (role=dialog) and loads Isso's client into it",
        container="div#nn-filo (hidden until the badge is tapped, a bottom sheet): a head 'Σχόλια αναγνωστών' with ✕, Isso's section#isso-thread (its Greek interface)",
        heading="Σχόλια αναγνωστών",
        description=f"A Greek island paper's AMP page of 2022 on a water-tanker ship: Isso with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the paper answering once) in a bottom sheet that opens only from a floating balloon badge with the count. Most awkward: the only way in is a badge over the text, and the thread sits at the end of the document in a fixed sheet.",
        check_steps=("click:#nn-fouska", "wait:3000"),
    )


def fi_waline_page() -> Case:
    cs = thread("""
Tiina M. | - | - | - | Hyvä päätös. Välitunnilla lapset ovat tuijottaneet puhelinta eivätkä leiki ollenkaan.
Jarkko | - | 0 | - | Samaa mieltä, meidän poika sanoi että välkät on tylsiä kun kaikki vaan selaa 📱
Anu K. | - | - | - | Mites jos lapselle sattuu jotain? Haluan että hän voi soittaa minulle.
Järvelän Sanomat | - | 2 | - | Anu, rehtorin mukaan oppilas voi aina soittaa kanslian puhelimesta ja huoltajat tavoittavat koulun normaalisti.
Anu K. | - | 2 | - | Ok, kiitos tiedosta.
Pekka_L | - | - | - | Opettajat saa kuitenkin käyttää puhelinta? 😄
Sanna | - | 5 | - | Opettajat käyttää sitä työvälineenä, ei ole sama asia.
""")
    path = "/koulu/jarvelan-koulu-puhelinkielto/"
    cpath = f"{path}kommentit"
    locale = (
        "locale: { placeholder: 'Kirjoita kommentti…', sofa: 'Ei vielä kommentteja.', submit: 'Lähetä', reply: 'Vastaa', "
        "cancelReply: 'Peru', comment: 'Kommentit', more: 'Lisää', like: 'Tykkää', oldest: 'Vanhimmat', latest: 'Uusimmat', hottest: 'Suosituimmat' },"
    )
    cpage = light(
        "fi-jarvela",
        "Kommentit",
        f'<p><a href="{path}" id="js-takaisin">← Takaisin juttuun</a></p><h1 class="js-h">Kommentit: Järvelän koulu kieltää kännykät</h1>'
        '<div id="js-wl"></div>'
        + WALINE_CSS
        + waline_embed("'#js-wl'", cpath, "en", extra=locale)
        + "<script>mountWaline();</script>",
        ".js-h{font-size:20px}",
    )
    block = f'<p class="js-cta"><a href="{cpath}" id="js-lue">💬 Lue {len(cs)} kommenttia →</a></p>'
    css = ".js-cta{font:700 16px Arial,sans-serif;margin:16px 0}.js-cta a{color:#0b3d5c}"
    st = Story(
        "Järvelän koulu kieltää kännykät koko koulupäivän ajaksi",
        "Mikko Rantanen",
        "2024-01-16T07:30:00+02:00",
        "16.1.2024 7.30",
        """
Järvelän yhtenäiskoulussa puhelimet laitetaan helmikuun alusta koulupäivän ajaksi lukittaviin lokeroihin. Kielto koskee myös välitunteja. Rehtori Päivi Lehtosen mukaan tavoitteena on, että välitunneilla leikittäisiin ja juteltaisiin enemmän.

Oppilas voi soittaa tarvittaessa kanslian puhelimesta, ja huoltajat tavoittavat koulun normaalisti. Opettajat saavat käyttää puhelinta opetuksessa. Johtokunta hyväksyi muutoksen yksimielisesti.
""",
        section="Koulu",
        top=(
            ("Koulu kieltää kännykät", str(len(cs))),
            ("Jäähalli avautuu viikolla", "2"),
            ("Pakkasennätys Järvelässä", "8"),
        ),
        nxt=("Jäähalli avautuu perjantaina", "Yleisövuorot alkavat jo iltapäivällä …", "2"),
        reactions=(("👍", "320"), ("👎", "41")),
    )
    return make(
        "bm-fi-waline-sivu",
        "discussion",
        "fi-jarvela",
        st,
        Parts(inside=block, css=css),
        plain(cs),
        path=path,
        system="waline",
        reveal=f"separate lightweight page: the AMP article shows only '💬 Lue 7 kommenttia →', a link to {cpath}, where Waline is mounted at load; that page links back ('← Takaisin juttuun')",
        container="on the comments page: h1 'Kommentit: …', div#js-wl (Waline's client, its English interface with Finnish labels)",
        heading=None,
        description=f"A Finnish local paper's AMP page of 2024 on a school's phone ban: Waline with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the paper answering once) on a lightweight comments page of its own, reached by the article's only link to it. Most awkward: the thread is on another page and drawn by a script there.",
        comments_page=cpath,
        files={cpath: cpage},
        thread_path=cpath,
        check_steps=("click:#js-lue", "wait:3000"),
    )


def real_bm() -> list[Case]:
    return [tr_waline_overlay(), hu_isso_consent(), el_isso_badge(), fi_waline_page()]
